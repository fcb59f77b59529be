package decisionlog

import (
	"bytes"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// A round planned on residency (a cold worker, a measured P50, every model cold on
// another) replays from the stored record, through the fast codecs; a record whose
// residency was dropped does not: without it the cold worker looks warm and fast.
func TestReplayReadsResidency(t *testing.T) {
	const now = 1_700_000_000_000
	s := &scheduler.Snapshot{
		NowMS: now, GasPriceGwei: 1,
		Requests: []scheduler.Request{{ID: "7", User: "0xu", ModelID: "m", PriorityFeeWei: scheduler.NewWei(1e16), SubmittedAtMS: now - 1000, DeadlineMS: now + 10_000, RequiredMemoryMB: 100}},
		Workers: []scheduler.Worker{
			{ID: "0x01", Models: []string{"m", "n"}, FreeMemoryMB: 50_000, MaxJobs: 1, AvgLatencyMS: 100, CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now,
				WarmModels: []string{"n"}, ModelLoadMS: map[string]int64{"m": 30_000}, ModelMemoryMB: map[string]int64{"m": 40_000}},
			{ID: "0x02", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 1, AvgLatencyMS: 900, CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now,
				ModelLatencyMS: map[string]float64{"m": 420.5}},
			{ID: "0x03", Models: []string{"m"}, FreeMemoryMB: 1000, MaxJobs: 1, AvgLatencyMS: 50, CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now,
				WarmModels: []string{}, ModelLoadMS: map[string]int64{"m": 60_000}},
		},
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	cfg := scheduler.DefaultConfig()
	d := scheduler.Plan(s, cfg)
	if len(d.Assigned) != 1 || d.Assigned[0].WorkerID != "0x02" || d.Assigned[0].EstimatedLatencyMS != 420.5 {
		t.Fatalf("plan %+v: want the warm worker at its P50", d.Assigned)
	}
	b := storedRound(t, now, s, cfg, d)
	if !bytes.Contains(b, []byte(`"warm_models":[]`)) || !bytes.Contains(b, []byte(`"model_latency_ms":{"m":420.5}`)) {
		t.Fatalf("record does not carry the residency: %s", b)
	}
	back := decodeStored(t, b)
	if fs := Replay(back, nil); len(fs) != 0 {
		t.Fatalf("replay of the stored record: %v", fs)
	}
	for i := range back.Inputs.Workers {
		w := &back.Inputs.Workers[i]
		w.WarmModels, w.ModelLoadMS, w.ModelLatencyMS, w.ModelMemoryMB = nil, nil, nil, nil
	}
	if fs := Replay(back, nil); len(fs) != 1 || fs[0].Check != CheckReplay {
		t.Fatalf("replay without the residency: %v, want a replay failure", fs)
	}
}
