package rounds_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire"
)

// An embedding result of a model in embedding_models is sampled and its verification job
// carries the model's cosine bound (no thresholds); the same model's chat result is
// sampled too and judged by exact hashes; the record's config carries the bound.
func TestEmbeddingResultCarriesTheCosineBound(t *testing.T) {
	vc := verification.DefaultConfig()
	vc.EmbeddingModels = map[string]verification.EmbeddingBound{"embed": {MinCosine: 0.9999}}
	h := daemontest.NewEngine(t, daemontest.Options{Verification: &vc, Config: func(c *scheduler.Config) { c.Probation.Jobs = 5 }})
	for range 3 {
		k, _ := crypto.GenerateKey()
		h.HeartbeatOf(k, wire.Heartbeat{Models: []string{"embed"}, Tasks: map[string][]string{"embed": {"chat", "embedding"}},
			FreeMemoryMB: 80000, MaxJobs: 2, AvgLatencyMS: 300})
	}
	play := func(id, task string) rounds.VerifyAssignment {
		t.Helper()
		now := h.Clock.Now().UnixMilli()
		h.Eng.Add(scheduler.Request{ID: id, User: "0xu", ModelID: "embed", Task: task, MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(1e16),
			SubmittedAtMS: now, DeadlineMS: now + (5 * time.Minute).Milliseconds(), RequiredMemoryMB: 1000}, []byte("prompt "+id), func() {})
		h.Round()
		a := h.Sink.Assigned[len(h.Sink.Assigned)-1]
		if a.RequestID != id {
			t.Fatalf("request %s not assigned: %+v", id, a)
		}
		h.Eng.Ack(context.Background(), id, a.Worker, a.Attempt)
		bh := crypto.Keccak256Hash([]byte("block of " + id))
		if _, ok := h.Eng.Complete(context.Background(), id, a.Worker, rounds.Result{TxHash: "0x01", OutputHash: "0x02", BlockHash: bh.Hex()}); !ok {
			t.Fatalf("request %s not completed", id)
		}
		h.Round()
		jobs := h.Verify.Sent()
		if len(jobs) == 0 || jobs[len(jobs)-1].RequestID != id {
			t.Fatalf("request %s: no verification job sent: %+v", id, jobs)
		}
		return jobs[len(jobs)-1]
	}
	j := play("31", scheduler.TaskEmbedding)
	if j.Embedding == nil || j.Embedding.MinCosine != 0.9999 || j.Thresholds != nil {
		t.Fatalf("the embedding's job: bound %+v, thresholds %+v", j.Embedding, j.Thresholds)
	}
	if log := lastVerification(h); log == nil || log.Config == nil || log.Config.EmbeddingModels["embed"].MinCosine != 0.9999 {
		t.Fatalf("the record's verification config: %+v", log)
	}
	if c := play("32", scheduler.TaskChat); c.Embedding != nil || c.Thresholds != nil {
		t.Fatalf("the chat's job: bound %+v, thresholds %+v", c.Embedding, c.Thresholds)
	}
}
