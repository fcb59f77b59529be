package rounds_test

import (
	"context"
	"crypto/ecdsa"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire"
)

var (
	h100Class = wire.DeterminismClass{GPU: "NVIDIA H100 80GB HBM3", Engine: "vllm", EngineVersion: "0.11.0", DType: "bfloat16", TensorParallel: 1, BatchInvariant: true}
	a100Class = wire.DeterminismClass{GPU: "NVIDIA A100-SXM4-80GB", Engine: "vllm", EngineVersion: "0.11.0", DType: "bfloat16", TensorParallel: 1, BatchInvariant: true}
)

const classModel = "sdxl"

func classHarness(t *testing.T) *daemontest.Harness {
	vc := verification.DefaultConfig()
	vc.ClassModels = []string{classModel}
	return daemontest.NewEngine(t, daemontest.Options{Verification: &vc, Config: func(c *scheduler.Config) {
		c.Probation.Jobs = 5 // every result is sampled
	}})
}

// classWorker heartbeats a worker serving the class model in class c (none when nil).
func classWorker(h *daemontest.Harness, c *wire.DeterminismClass, latencyMS int64) (string, *ecdsa.PrivateKey) {
	k, _ := crypto.GenerateKey()
	classBeat(h, k, c, latencyMS)
	return strings.ToLower(crypto.PubkeyToAddress(k.PublicKey).Hex()), k
}

func classBeat(h *daemontest.Harness, k *ecdsa.PrivateKey, c *wire.DeterminismClass, latencyMS int64) {
	hb := wire.Heartbeat{Models: []string{classModel}, FreeMemoryMB: 80000, MaxJobs: 4, AvgLatencyMS: latencyMS}
	if c != nil {
		hb.Determinism = map[string]wire.DeterminismClass{classModel: *c}
	}
	h.HeartbeatOf(k, hb)
}

// verifierOf is the verifier the last record with a job for id assigned.
func verifierOf(t *testing.T, h *daemontest.Harness, id string) (verification.Sample, verification.Assignment) {
	t.Helper()
	var s verification.Sample
	for _, rec := range h.Sink.Rounds {
		if rec.Verification == nil {
			continue
		}
		for _, x := range rec.Verification.Samples {
			if x.RequestID == id {
				s = x
			}
		}
		for _, a := range rec.Verification.Assigned {
			if a.RequestID == id {
				return s, a
			}
		}
	}
	t.Fatalf("request %s: no verifier assigned", id)
	return s, verification.Assignment{}
}

// TestClassModelIsVerifiedWithinItsClass: two classes of three workers each. Every
// result of the class model is sampled (probation) and checked by a worker of the
// worker's own class, never of the other, first check and tie-break alike; the record
// names the class each sample's verifiers come from.
func TestClassModelIsVerifiedWithinItsClass(t *testing.T) {
	h := classHarness(t)
	class := map[string]string{}
	for _, c := range []*wire.DeterminismClass{&h100Class, &a100Class} {
		for range 3 {
			id, _ := classWorker(h, c, 300)
			class[id] = c.Key()
		}
	}
	crossChecked := map[string]bool{}
	for i := range 8 {
		id := fmt.Sprint(100 + i)
		worker := complete(t, h, id, classModel)
		h.Round()
		s, a := verifierOf(t, h, id)
		if !s.Sampled || s.Class != class[worker] {
			t.Fatalf("request %s: sample %+v, want sampled in the worker's class %q", id, s, class[worker])
		}
		if class[a.Verifier] != class[worker] || sameAddr(a.Verifier, worker) {
			t.Fatalf("request %s: worker %s (%s) checked by %s (%s)", id, worker, class[worker], a.Verifier, class[a.Verifier])
		}
		crossChecked[class[worker]] = true
		if i == 0 { // a dispute: the tie-break is of the class too
			h.Eng.VerifyDisputed(context.Background(), rounds.ChainVerdict{RequestID: id, Worker: worker, Verifier: a.Verifier, TxHash: "0xd"})
			h.Round()
			jobs := h.Verify.Sent()
			tb := jobs[len(jobs)-1]
			if !tb.TieBreak || class[tb.Verifier] != class[worker] || sameAddr(tb.Verifier, a.Verifier) || sameAddr(tb.Verifier, worker) {
				t.Fatalf("tie-break %+v of worker %s (%s) by %s", tb, worker, class[worker], class[tb.Verifier])
			}
			h.Eng.VerifyResolved(context.Background(), rounds.Resolution{ChainVerdict: rounds.ChainVerdict{RequestID: id, Worker: worker, Verifier: tb.Verifier, TxHash: "0xr"},
				Outcome: verification.ChallengerLost})
		} else {
			h.Eng.VerifyAttested(context.Background(), rounds.ChainVerdict{RequestID: id, Verifier: a.Verifier, OutputHash: "0x02", TxHash: "0xa"})
		}
		h.Round()
	}
	if len(crossChecked) != 2 {
		t.Logf("only class %v had results checked (the plan chose its workers)", crossChecked)
	}
}

// TestUniqueClassDodgesNothing is the attack: a worker advertises a class nobody else
// has (so no verifier could ever match it), another advertises none, and both bid the
// lowest latency. Neither is routed the class model nor picked to verify it: every
// request goes to the class with verifiers, and the snapshot the record holds shows
// the two without the model. A worker of a class of two (one peer, no tie-break) is
// not routed it either.
func TestUniqueClassDodgesNothing(t *testing.T) {
	h := classHarness(t)
	class := map[string]string{}
	for range 3 {
		id, _ := classWorker(h, &h100Class, 300)
		class[id] = h100Class.Key()
	}
	madeUp := wire.DeterminismClass{GPU: "Totally Unique GPU", Engine: "mine", EngineVersion: "1", DType: "f32", TensorParallel: 1}
	unique, _ := classWorker(h, &madeUp, 1)
	none, _ := classWorker(h, nil, 1)
	pair := map[string]bool{}
	for range 2 {
		id, _ := classWorker(h, &a100Class, 1)
		pair[id] = true
	}
	for i := range 6 {
		id := fmt.Sprint(200 + i)
		worker := complete(t, h, id, classModel)
		if _, ok := class[worker]; !ok {
			t.Fatalf("request %s went to %s, outside the class with verifiers (unique %s, none %s, pair %v)", id, worker, unique, none, pair)
		}
		h.Round()
		if _, a := verifierOf(t, h, id); class[a.Verifier] == "" {
			t.Fatalf("request %s checked by %s, outside the worker's class", id, a.Verifier)
		}
		rec := h.Sink.Rounds[len(h.Sink.Rounds)-1]
		for _, w := range rec.Snapshot.Workers {
			if _, ok := class[w.ID]; !ok && slices.Contains(w.Models, classModel) {
				t.Fatalf("the record's snapshot routes %s the class model: %+v", w.ID, w)
			}
		}
	}
}

// TestClassIsPinnedAtAssignment: a worker that advertises another class once it holds
// a request is still checked by a worker of the class it was assigned in (four H100
// workers: the three left still route, and so verify, the model).
func TestClassIsPinnedAtAssignment(t *testing.T) {
	h := classHarness(t)
	keys := map[string]*ecdsa.PrivateKey{}
	for range 4 {
		id, k := classWorker(h, &h100Class, 300)
		keys[id] = k
	}
	for range 3 {
		classWorker(h, &a100Class, 5000) // slower: the request goes to an H100 worker
	}
	h.Request("301", classModel, "0xu", 1e16, 5*time.Minute)
	h.Round()
	a := h.Sink.Assigned[len(h.Sink.Assigned)-1]
	k := keys[a.Worker]
	if k == nil {
		t.Fatalf("request went to the slower A100 worker %s", a.Worker)
	}
	h.Clock.Advance(time.Second)
	classBeat(h, k, &a100Class, 300) // now claims the other class
	h.Eng.Ack(context.Background(), "301", a.Worker, a.Attempt)
	bh := crypto.Keccak256Hash([]byte("block of 301"))
	if _, ok := h.Eng.Complete(context.Background(), "301", a.Worker, rounds.Result{TxHash: "0x01", OutputHash: "0x02", BlockHash: bh.Hex()}); !ok {
		t.Fatal("not completed")
	}
	h.Round()
	s, v := verifierOf(t, h, "301")
	if s.Class != h100Class.Key() || keys[v.Verifier] == nil {
		t.Fatalf("sample class %q, verifier %s: want the H100 class it was assigned in", s.Class, v.Verifier)
	}
}

// TestImageOutsideAClassIsNotSampled: an image result of a model verified by plain
// hashes is never drawn (no seeded re-run is meaningful across classes), while a
// chat result of the same model is.
func TestImageOutsideAClassIsNotSampled(t *testing.T) {
	vc := verification.DefaultConfig()
	vc.ComparableModels = []string{"pix"}
	h := daemontest.NewEngine(t, daemontest.Options{Verification: &vc, Config: func(c *scheduler.Config) { c.Probation.Jobs = 5 }})
	for range 3 {
		k, _ := crypto.GenerateKey()
		h.HeartbeatOf(k, wire.Heartbeat{Models: []string{"pix"}, FreeMemoryMB: 80000, MaxJobs: 4, AvgLatencyMS: 300,
			Tasks: map[string][]string{"pix": {scheduler.TaskChat, scheduler.TaskImage}}})
	}
	now := h.Clock.Now().UnixMilli()
	for _, r := range []struct{ id, task string }{{"401", scheduler.TaskImage}, {"402", scheduler.TaskChat}} {
		h.Eng.Add(scheduler.Request{ID: r.id, User: "0xu", ModelID: "pix", MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(1e16),
			SubmittedAtMS: now, DeadlineMS: now + 300_000, RequiredMemoryMB: 1000, Task: r.task}, []byte("prompt "+r.id), func() {})
	}
	h.Round()
	for _, a := range h.Sink.Assigned {
		h.Eng.Ack(context.Background(), a.RequestID, a.Worker, a.Attempt)
		bh := crypto.Keccak256Hash([]byte("block of " + a.RequestID))
		if _, ok := h.Eng.Complete(context.Background(), a.RequestID, a.Worker, rounds.Result{TxHash: "0x01", OutputHash: "0x02", BlockHash: bh.Hex()}); !ok {
			t.Fatalf("request %s not completed", a.RequestID)
		}
	}
	h.Round()
	log := lastVerification(h)
	if log == nil || len(log.Samples) != 1 || log.Samples[0].RequestID != "402" || !log.Samples[0].Sampled || log.Samples[0].Task != scheduler.TaskChat {
		t.Fatalf("samples %+v, want the chat result 402 alone", log)
	}
}
