package decisionlog

import (
	"bytes"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// A round planned on tasks and rates (a fast worker that does not serve the task, a
// worker that measured its decode rate, a document with a prompt) replays from the
// stored record, through the fast codecs; a record whose rates were dropped does not:
// without them the long request costs its worker's latency, not its tokens.
func TestReplayReadsTasksAndRates(t *testing.T) {
	const now = 1_700_000_000_000
	s := &scheduler.Snapshot{
		NowMS: now, GasPriceGwei: 1,
		Requests: []scheduler.Request{
			{ID: "7", User: "0xu", ModelID: "m", MaxTokens: 4000, PriorityFeeWei: scheduler.NewWei(1e16), SubmittedAtMS: now - 1000,
				DeadlineMS: now + 600_000, RequiredMemoryMB: 100, Task: scheduler.TaskChat, PromptTokens: 900},
			{ID: "8", User: "0xu", ModelID: "m", MaxTokens: 1, PriorityFeeWei: scheduler.NewWei(1e16), SubmittedAtMS: now - 1000,
				DeadlineMS: now + 600_000, Task: scheduler.TaskImage, Steps: 20},
		},
		Workers: []scheduler.Worker{
			{ID: "0x01", Models: []string{"m"}, FreeMemoryMB: 50_000, MaxJobs: 2, AvgLatencyMS: 1, CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now,
				Tasks: map[string][]string{"m": {scheduler.TaskEmbedding}}},
			{ID: "0x02", Models: []string{"m"}, FreeMemoryMB: 50_000, MaxJobs: 2, AvgLatencyMS: 900, CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now,
				Speed: map[string]scheduler.Speed{"m": {DecodeTPS: 40, PrefillTPS: 900}}},
		},
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	cfg := scheduler.DefaultConfig()
	d := scheduler.Plan(s, cfg)
	if len(d.Assigned) != 1 || d.Assigned[0].WorkerID != "0x02" || d.Assigned[0].EstimatedLatencyMS != 101_000 {
		t.Fatalf("plan %+v: want the chat request on the rated worker, 4000/40 s + 900/900 s", d.Assigned)
	}
	if len(d.Skipped) != 1 || d.Skipped[0].Reason != scheduler.ReasonNoWorkerForTask {
		t.Fatalf("plan %+v: want the image request skipped as no_worker_for_task", d.Skipped)
	}
	b := storedRound(t, now, s, cfg, d)
	for _, want := range []string{`"tasks":{"m":["embedding"]}`, `"speed":{"m":{"decode_tps":40,"prefill_tps":900}}`,
		`"task":"chat","prompt_tokens":900`, `"task":"image","steps":20`, `"reason":"no_worker_for_task"`} {
		if !bytes.Contains(b, []byte(want)) {
			t.Fatalf("record does not carry %s: %s", want, b)
		}
	}
	back := decodeStored(t, b)
	if fast, ok := fastDecode(b); !ok || !isCanonical(fast, b, nil) {
		t.Fatal("the fast decoder does not read the record as canonical")
	}
	if fs := Replay(back, nil); len(fs) != 0 {
		t.Fatalf("replay of the stored record: %v", fs)
	}
	for i := range back.Inputs.Workers {
		back.Inputs.Workers[i].Speed = nil
	}
	if fs := Replay(back, nil); len(fs) != 1 || fs[0].Check != CheckReplay {
		t.Fatalf("replay without the rates: %v, want a replay failure", fs)
	}
}

// A batched assignment to a worker that says its batch's hold replays from the stored
// record, through the fast codecs; without the hold the replayed estimate differs.
func TestReplayReadsTheBatchHold(t *testing.T) {
	const now = 1_700_000_000_000
	s := &scheduler.Snapshot{
		NowMS: now, GasPriceGwei: 1,
		Requests: []scheduler.Request{{ID: "7", User: "0xu", ModelID: "m", MaxTokens: 400, PriorityFeeWei: scheduler.NewWei(1e16),
			SubmittedAtMS: now - 1000, DeadlineMS: now + 600_000, Batchable: true}},
		Workers: []scheduler.Worker{{ID: "0x02", Models: []string{"m"}, FreeMemoryMB: 50_000, MaxJobs: 2, AvgLatencyMS: 900,
			CompletionRate: 1, CompletedJobs: 100, LastHeartbeatMS: now, BatchMax: 8, BatchMaxWaitMS: 3000,
			Speed: map[string]scheduler.Speed{"m": {DecodeTPS: 40}}}},
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	cfg := scheduler.DefaultConfig()
	cfg.Matching.BatchingMinQueue = 1
	d := scheduler.Plan(s, cfg)
	if len(d.Assigned) != 1 || !d.Assigned[0].Batched || d.Assigned[0].EstimatedLatencyMS != 10_000+3000 {
		t.Fatalf("plan %+v: want the request batched, 400/40 s and the 3 s hold", d.Assigned)
	}
	b := storedRound(t, now, s, cfg, d)
	if !bytes.Contains(b, []byte(`"batch_max":8,"batch_max_wait_ms":3000`)) {
		t.Fatalf("record does not carry the hold: %s", b)
	}
	back := decodeStored(t, b)
	if fast, ok := fastDecode(b); !ok || !isCanonical(fast, b, nil) {
		t.Fatal("the fast decoder does not read the record as canonical")
	}
	if fs := Replay(back, nil); len(fs) != 0 {
		t.Fatalf("replay of the stored record: %v", fs)
	}
	back.Inputs.Workers[0].BatchMaxWaitMS = 0
	if fs := Replay(back, nil); len(fs) != 1 || fs[0].Check != CheckReplay {
		t.Fatalf("replay without the hold: %v, want a replay failure", fs)
	}
}
