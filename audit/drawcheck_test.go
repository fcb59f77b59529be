package audit

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// TestCheckDrawsFindsAResultLeftOut: on a simulated chain with the real router, three
// results of a comparable model are submitted in three blocks and a fourth of a model not
// declared comparable. With every comparable result drawn the check is clean; a record
// whose sample list omits the first result (its block is before the last drawn one) fails
// chain.verification.draw for it; a sample logged with another block hash (a seed the
// scheduler chose) fails too; the result in the last block the draws reached, and the
// non-comparable one, are never judged.
func TestCheckDrawsFindsAResultLeftOut(t *testing.T) {
	c := contractstest.NewChain(t, simchain.WithRegisteredWorkers())
	type result struct {
		id     string
		model  string
		worker string
		block  string
		output string
	}
	var rs []result
	for i, model := range []string{"llama-7b", "llama-7b", "llama-7b", "other"} {
		id := c.RequestInference(t, c.Users[0], contractstest.Request{Model: model})
		w := c.Workers[i%len(c.Workers)]
		out := []byte(fmt.Sprint("output ", i))
		rcpt := c.SubmitResult(t, w, id, out)
		rs = append(rs, result{id.String(), model, strings.ToLower(w.Address.Hex()), rcpt.BlockHash.Hex(), crypto.Keccak256Hash(out).Hex()})
	}
	cfg := verification.DefaultConfig()
	cfg.ComparableModels = []string{"llama-7b"}
	records := func(drawn []result) []*decisionlog.Record {
		assign := &decisionlog.Record{Round: 1}
		for _, r := range rs {
			assign.Inputs.Requests = append(assign.Inputs.Requests, decisionlog.RequestRef{ID: r.id, Content: &scheduler.Request{ID: r.id, ModelID: r.model}})
			assign.Decision.Assigned = append(assign.Decision.Assigned, scheduler.Assignment{RequestID: r.id, WorkerID: r.worker})
		}
		l := &verification.Log{Config: &cfg}
		for _, r := range drawn {
			l.Samples = append(l.Samples, verification.Sample{RequestID: r.id, Model: r.model, Worker: r.worker,
				BlockHash: r.block, OutputHash: r.output, OnProbation: true, Rate: 1, Sampled: true})
		}
		return []*decisionlog.Record{assign, {Round: 2, Verification: l}}
	}
	check := func(drawn []result) []decisionlog.Failure {
		t.Helper()
		vc := NewVerificationCollector()
		for _, rec := range records(drawn) {
			vc.Add(rec)
		}
		fs, err := vc.CheckDraws(context.Background(), c.Client, c.RouterAddress)
		if err != nil {
			t.Fatal(err)
		}
		return fs
	}

	if fs := check(rs[:3]); len(fs) != 0 {
		t.Fatalf("every comparable result drawn: %v", fs)
	}
	fs := check(rs[1:3]) // the first result left out of the draw
	if len(fs) != 1 || fs[0].Check != CheckChainDraw || fs[0].Round != 1 || !strings.Contains(fs[0].Detail, "request "+rs[0].id+":") ||
		!strings.Contains(fs[0].Detail, "never drawn") {
		t.Fatalf("a result left out: %v", fs)
	}
	if fs := check(rs[:2]); len(fs) != 0 { // the last result is in the block the draws stop before
		t.Fatalf("the result after the last drawn block is not judged: %v", fs)
	}
	forged := append([]result{}, rs[:3]...)
	forged[1].block = rs[0].block
	fs = check(forged)
	if len(fs) != 1 || fs[0].Check != CheckChainDraw || !strings.Contains(fs[0].Detail, "request "+rs[1].id+": drawn with block") {
		t.Fatalf("a sample with another block hash: %v", fs)
	}
	// A request id the chain never saw.
	ghost := append([]result{}, rs[:3]...)
	ghost = append(ghost, result{id: new(big.Int).SetUint64(1 << 40).String(), model: "llama-7b", worker: rs[0].worker, block: rs[0].block, output: rs[0].output})
	if fs := check(ghost); len(fs) != 1 || !strings.Contains(fs[0].Detail, "no ResultSubmitted") {
		t.Fatalf("a sample of no result: %v", fs)
	}
	// A model verified by cosine (embedding_models) is expected in the draw as well.
	cfg.ComparableModels = nil
	cfg.EmbeddingModels = map[string]verification.EmbeddingBound{"llama-7b": {MinCosine: 0.999}}
	if fs := check(rs[1:3]); len(fs) != 1 || !strings.Contains(fs[0].Detail, "request "+rs[0].id+":") || !strings.Contains(fs[0].Detail, "never drawn") {
		t.Fatalf("an embedding model's result left out: %v", fs)
	}
}
