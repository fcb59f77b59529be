package workers

import (
	"context"
	"maps"
	"slices"
	"testing"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// TestHeartbeatResidencyInSnapshot: a heartbeat's residency reaches the snapshot as the
// planner's fields (warm_models, model_load_ms, model_memory_mb), the snapshot
// validates, and a later heartbeat without it makes every model warm again.
func TestHeartbeatResidencyInSnapshot(t *testing.T) {
	e := newEnv(t)
	k := e.worker()
	hb := e.hb(k, 1)
	hb.Residency = map[string]wire.ModelResidency{
		"llama-7b": {Warm: false, LoadMS: 30_000, MemoryMB: 14_000},
		"gpt-2":    {Warm: true, LoadMS: 900, MemoryMB: 600},
	}
	e.accept(k, hb)
	w, ok := e.find(idOf(k))
	if !ok {
		t.Fatal("worker not live")
	}
	if !slices.Equal(w.WarmModels, []string{"gpt-2"}) || w.Warm("llama-7b") {
		t.Errorf("warm models %v, want [gpt-2]", w.WarmModels)
	}
	if !maps.Equal(w.ModelLoadMS, map[string]int64{"llama-7b": 30_000, "gpt-2": 900}) {
		t.Errorf("load times %v", w.ModelLoadMS)
	}
	if !maps.Equal(w.ModelMemoryMB, map[string]int64{"llama-7b": 14_000, "gpt-2": 600}) {
		t.Errorf("weights %v", w.ModelMemoryMB)
	}
	if err := (&scheduler.Snapshot{NowMS: e.clock.Now().UnixMilli(), Workers: []scheduler.Worker{w}}).Validate(); err != nil {
		t.Fatalf("snapshot of the registry's worker: %v", err)
	}

	// Every model cold: an empty warm list, not an absent one.
	hb = e.hb(k, 2)
	hb.Residency = map[string]wire.ModelResidency{"llama-7b": {LoadMS: 30_000}, "gpt-2": {LoadMS: 900}}
	e.accept(k, hb)
	if w, _ = e.find(idOf(k)); w.WarmModels == nil || len(w.WarmModels) != 0 || w.ModelMemoryMB != nil {
		t.Errorf("all cold: warm %#v weights %v", w.WarmModels, w.ModelMemoryMB)
	}

	e.accept(k, e.hb(k, 3))
	if w, _ = e.find(idOf(k)); w.WarmModels != nil || w.ModelLoadMS != nil || !w.Warm("llama-7b") {
		t.Errorf("without residency: %+v, want every model warm", w)
	}
}

// TestModelP50 : the median of the window per model, from min_samples on, kept over
// heartbeats, bounded by the window, dropped for a model no longer served.
func TestModelP50(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t, func(c *Config) { c.ModelLatencyWindow, c.ModelLatencyMinSamples = 5, 3 })
	k := e.worker()
	id := idOf(k)
	e.accept(k, e.hb(k, 1))
	rec := func(model string, lat float64) {
		t.Helper()
		if err := e.reg.RecordModelLatency(ctx, id, model, lat); err != nil {
			t.Fatal(err)
		}
	}
	p50 := func(model string) (float64, bool) {
		t.Helper()
		w, _ := e.find(id)
		v, ok := w.ModelLatencyMS[model]
		return v, ok
	}
	rec("llama-7b", 900)
	rec("llama-7b", 1100)
	if _, ok := p50("llama-7b"); ok {
		t.Fatal("a P50 from 2 samples, min_samples is 3")
	}
	rec("llama-7b", 60_000) // a job that paid a model load: the median ignores it
	if v, ok := p50("llama-7b"); !ok || v != 1100 {
		t.Fatalf("P50 of [900 1100 60000] = %v, %v; want 1100", v, ok)
	}
	rec("llama-7b", 1000) // [900 1000 1100 60000]: (1000 + 1100) / 2
	if v, _ := p50("llama-7b"); v != 1050 {
		t.Fatalf("even window: P50 %v, want 1050", v)
	}
	for range 5 {
		rec("llama-7b", 400) // the window (5) forgets the older samples
	}
	if v, _ := p50("llama-7b"); v != 400 {
		t.Fatalf("after 5 new samples: P50 %v, want 400", v)
	}
	if _, ok := p50("gpt-2"); ok {
		t.Fatal("gpt-2 has a P50 without samples")
	}
	// Kept over heartbeats (the live hash is rewritten by each).
	e.accept(k, e.hb(k, 2))
	if v, _ := p50("llama-7b"); v != 400 {
		t.Fatalf("after a heartbeat: P50 %v, want 400", v)
	}
	// A model not served is not recorded; one no longer served is dropped.
	rec("whisper-large", 10)
	hb := e.hb(k, 3)
	hb.Models = []string{"gpt-2"}
	e.accept(k, hb)
	for range 3 {
		rec("gpt-2", 30)
	}
	w, _ := e.find(id)
	if !maps.Equal(w.ModelLatencyMS, map[string]float64{"gpt-2": 30}) {
		t.Fatalf("P50s %v, want only gpt-2's", w.ModelLatencyMS)
	}
	raw, err := e.rdb.HGet(ctx, e.reg.keys.stats(id), "model_lat").Result()
	if err != nil || raw != `{"gpt-2":["30","30","30"]}` {
		t.Fatalf("windows %q, %v: want only gpt-2's", raw, err)
	}
	for _, bad := range []struct {
		w, m string
		lat  float64
	}{{id, "gpt-2", -1}, {id, "bad model", 1}, {"nope", "gpt-2", 1}, {id, "gpt-2", wire.MaxAvgLatencyMS + 1}} {
		if err := e.reg.RecordModelLatency(ctx, bad.w, bad.m, bad.lat); err == nil {
			t.Errorf("RecordModelLatency(%q, %q, %v): no error", bad.w, bad.m, bad.lat)
		}
	}
}

// TestDispatchRoundTrip: the EWMA of a worker's round trips reaches the snapshot and
// survives heartbeats.
func TestDispatchRoundTrip(t *testing.T) {
	ctx := context.Background()
	e := newEnv(t)
	k := e.worker()
	id := idOf(k)
	e.accept(k, e.hb(k, 1))
	if w, _ := e.find(id); w.DispatchMS != 0 {
		t.Fatalf("dispatch %v before any sample", w.DispatchMS)
	}
	for _, v := range []float64{100, 200} {
		if err := e.reg.RecordDispatch(ctx, id, v); err != nil {
			t.Fatal(err)
		}
	}
	want := e.cfg.EWMAAlpha*200 + (1-e.cfg.EWMAAlpha)*100
	if w, _ := e.find(id); w.DispatchMS != want {
		t.Fatalf("dispatch %v, want %v", w.DispatchMS, want)
	}
	e.accept(k, e.hb(k, 2))
	if w, _ := e.find(id); w.DispatchMS != want {
		t.Fatalf("after a heartbeat: dispatch %v, want %v", w.DispatchMS, want)
	}
	if err := e.reg.RecordDispatch(ctx, id, -1); err == nil {
		t.Fatal("a negative round trip accepted")
	}
}
