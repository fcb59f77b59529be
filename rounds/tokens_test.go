package rounds_test

import (
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
)

// addEvent adds a request as the feed does: the scheduler's request derived from the
// event's prompt (events.RequestEvent.Request), the prompt beside it.
func addEvent(h interface {
	Add(scheduler.Request, []byte, func()) bool
}, id, model, prompt string, maxTokens uint32, now time.Time, done *bool) {
	ev := events.RequestEvent{ID: id, Model: model, Prompt: []byte(prompt), MaxTokens: maxTokens,
		PriorityFeeWei: scheduler.NewWei(1e16), SubmittedAt: uint64(now.Unix()), Deadline: uint64(now.Add(time.Hour).Unix()),
		RequiredMemoryMB: 1000}
	h.Add(ev.Request(), ev.Prompt, func() { *done = true })
}

// A document that does not decode ends invalid_request at the next round, with the
// decoder's message naming the member, its stream message acknowledged, and it is in no
// round's snapshot; a valid document of a task no live worker serves stays queued as
// no_worker_for_task.
func TestInvalidDocumentEndsInvalidRequest(t *testing.T) {
	h := newHarness(t, nil)
	h.Worker("llama-7b", 300, 2)
	now := h.Clock.Now()
	var badDone, imgDone, okDone bool
	addEvent(h.Eng, "1", "llama-7b", `{"infer":1,"task":"chat","messages":[{"role":"user","content":"hi"}],"temperature":7}`, 64, now, &badDone)
	addEvent(h.Eng, "2", "llama-7b", `{"infer":1,"task":"image","prompt":"a cat","steps":20}`, 64, now, &imgDone)
	addEvent(h.Eng, "3", "llama-7b", `{"infer":1,"task":"chat","messages":[{"role":"system","content":"be brief"},{"role":"user","content":"hi"}],"temperature":0,"seed":42}`, 64, now, &okDone)
	rep := h.Round()
	if rep.Invalid != 1 || rep.Dispatched != 1 {
		t.Fatalf("report %+v, want one invalid and one dispatched", rep)
	}
	st := h.Sink.Status("1")
	if st.State != status.StateInvalidRequest || !strings.Contains(st.Error, "temperature: must be a number in [0, 2], got 7") || !badDone {
		t.Fatalf("invalid document: status %+v, done %v", st, badDone)
	}
	if st.State.Final() != true || !st.State.Refundable() {
		t.Fatal("invalid_request must be final and refundable")
	}
	if err := st.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, r := range h.Sink.Rounds[0].Snapshot.Requests {
		if r.ID == "1" {
			t.Fatal("the invalid request is in the round's snapshot")
		}
	}
	if st := h.Sink.Status("2"); st.State != status.StateQueued || st.Reason != status.ReasonNoWorkerForTask || imgDone {
		t.Fatalf("image request with no image worker: %+v", st)
	}
	if st := h.Sink.Status("3"); st.State != status.StateAssigned {
		t.Fatalf("valid chat document: %+v", st)
	}
	if d := h.Sink.Rounds[0].Decision; len(d.Skipped) != 1 || d.Skipped[0].Reason != scheduler.ReasonNoWorkerForTask {
		t.Fatalf("decision %+v", d)
	}
	// An image worker comes: the request is assigned, its reason gone.
	k, _ := crypto.GenerateKey()
	h.HeartbeatOf(k, wire.Heartbeat{Models: []string{"llama-7b"}, FreeMemoryMB: 80000, MaxJobs: 1, AvgLatencyMS: 500,
		Tasks: map[string][]string{"llama-7b": {"image"}}})
	h.Round()
	if st := h.Sink.Status("2"); st.State != status.StateAssigned || st.Reason != "" {
		t.Fatalf("image request with an image worker: %+v", st)
	}
}

// A worker's measured decode rate reaches the round: the record's estimates of a
// 10 000-token and a 10-token request differ by 9 990 tokens at 40/s, and the status
// records carry them.
func TestRoundCountsTokensAtTheMeasuredRate(t *testing.T) {
	h := newHarness(t, nil)
	k, _ := crypto.GenerateKey()
	h.HeartbeatOf(k, wire.Heartbeat{Models: []string{"llama-7b"}, FreeMemoryMB: 80000, MaxJobs: 4, AvgLatencyMS: 500,
		Speed: map[string]wire.ModelSpeed{"llama-7b": {DecodeTPS: 40}}})
	now := h.Clock.Now()
	var a, b bool
	addEvent(h.Eng, "1", "llama-7b", "short", 10, now, &a)
	addEvent(h.Eng, "2", "llama-7b", "long", 10_000, now, &b)
	h.Round()
	est := map[string]float64{}
	for _, x := range h.Sink.Rounds[0].Decision.Assigned {
		est[x.RequestID] = x.EstimatedLatencyMS
	}
	if len(est) != 2 || est["2"]-est["1"] != 249_750 {
		t.Fatalf("estimates %v, want them 249 750 ms apart", est)
	}
	if s1, s2 := h.Sink.Status("1"), h.Sink.Status("2"); s2.EstimatedLatencyMS-s1.EstimatedLatencyMS != 249_750 {
		t.Fatalf("status estimates %d and %d", s1.EstimatedLatencyMS, s2.EstimatedLatencyMS)
	}
	if w := h.Sink.Rounds[0].Snapshot.Workers; len(w) != 1 || w[0].Speed["llama-7b"].DecodeTPS != 40 {
		t.Fatalf("the record's worker lacks its rate: %+v", w)
	}
}
