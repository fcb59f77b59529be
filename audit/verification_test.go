package audit

import (
	"testing"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler/verification"
)

// With three shards on three replicas, every replica logs each attestation and dispute
// outcome on its own chain, and `audit workers` must not count the liar's one slash three
// times: each sample, attestation and outcome counts once, whichever chains hold it.
func TestAuditWorkersCountsEachOutcomeOnce(t *testing.T) {
	const liar, honest, third = "0x00000000000000000000000000000000000000a1", "0x00000000000000000000000000000000000000b2", "0x00000000000000000000000000000000000000c3"
	sampled := &verification.Log{Samples: []verification.Sample{{RequestID: "5", Model: "m", Worker: liar, Rate: 1, Sampled: true, OnProbation: true}}}
	chainNews := func() *verification.Log {
		return &verification.Log{
			Attestations: []verification.Attestation{{RequestID: "5", Verifier: honest, OutputHash: "0x99", Agrees: false}},
			Disputes:     []verification.Dispute{{RequestID: "5", Worker: liar, Outcome: verification.WorkerLost}},
		}
	}
	c := NewVerificationCollector()
	c.Add(&decisionlog.Record{Round: 1, Verification: sampled})
	for shard := range 3 { // each shard's chain had it
		c.Add(&decisionlog.Record{Round: 2, Shard: shard, Verification: chainNews()})
	}
	c.Add(&decisionlog.Record{Round: 3, Shard: 1, Verification: sampled}) // drawn twice
	c.Add(&decisionlog.Record{Round: 3, Shard: 2, Verification: &verification.Log{
		Attestations: []verification.Attestation{{RequestID: "5", Verifier: third, OutputHash: "0x99", Agrees: false}}}})
	got := map[string]WorkerVerification{}
	for _, w := range c.Workers() {
		got[w.Worker] = w
	}
	if w := got[liar]; w.Results != 1 || w.Sampled != 1 || w.Disputes != 2 || w.Slashes != 1 {
		t.Fatalf("the liar's line: %+v, want 1 result sampled, 2 contrary attestations, 1 slash", w)
	}
	if len(c.disputes) != 1 {
		t.Fatalf("%d dispute outcomes to check on chain, want 1", len(c.disputes))
	}
}
