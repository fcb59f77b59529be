package workers

import (
	"context"
	"maps"
	"slices"
	"testing"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// TestHeartbeatTasksAndSpeedInSnapshot: a heartbeat's tasks and rates reach the
// snapshot (the full read and the delta view alike), the snapshot validates, and a
// later heartbeat without them serves chat and completion without rates again.
func TestHeartbeatTasksAndSpeedInSnapshot(t *testing.T) {
	e := newEnv(t)
	k := e.worker()
	hb := e.hb(k, 1)
	hb.Tasks = map[string][]string{"gpt-2": {"embedding", "chat"}}
	hb.Speed = map[string]wire.ModelSpeed{"llama-7b": {DecodeTPS: 41, PrefillTPS: 1800}}
	e.accept(k, hb)
	dv := NewDeltaView(e.reg, 0)
	check := func(w scheduler.Worker) {
		t.Helper()
		if !slices.Equal(w.Tasks["gpt-2"], []string{"chat", "embedding"}) || len(w.Tasks) != 1 {
			t.Errorf("tasks %v, want gpt-2 for chat and embedding", w.Tasks)
		}
		if !maps.Equal(w.Speed, map[string]scheduler.Speed{"llama-7b": {DecodeTPS: 41, PrefillTPS: 1800}}) {
			t.Errorf("speed %v", w.Speed)
		}
		if !w.Serves("gpt-2", "embedding") || w.Serves("gpt-2", "image") || !w.Serves("llama-7b", "") {
			t.Errorf("serves: %+v", w.Tasks)
		}
		if err := (&scheduler.Snapshot{NowMS: e.clock.Now().UnixMilli(), Workers: []scheduler.Worker{w}}).Validate(); err != nil {
			t.Fatalf("snapshot of the registry's worker: %v", err)
		}
	}
	w, ok := e.find(idOf(k))
	if !ok {
		t.Fatal("worker not live")
	}
	check(w)
	ws, err := dv.Workers(context.Background())
	if err != nil || len(ws) != 1 {
		t.Fatalf("delta view: %v %v", ws, err)
	}
	check(ws[0])

	e.accept(k, e.hb(k, 2))
	if w, _ = e.find(idOf(k)); w.Tasks != nil || w.Speed != nil {
		t.Errorf("without tasks and speed: %+v", w)
	}
	if ws, _ = dv.Workers(context.Background()); len(ws) != 1 || ws[0].Tasks != nil || ws[0].Speed != nil {
		t.Errorf("delta view without tasks and speed: %+v", ws)
	}
}
