package audit

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// TestCheckDrawsExpectsMediaOfClassModelsOnly: an image of a model verified by plain
// hashes is never drawn (Verifiability), so the chain check does not expect it; an image
// of a class model is, and one left out of the draw fails chain.verification.draw.
func TestCheckDrawsExpectsMediaOfClassModelsOnly(t *testing.T) {
	c := contractstest.NewChain(t, simchain.WithRegisteredWorkers())
	type result struct{ id, model, task, worker, block, output string }
	var rs []result
	for i, r := range []struct{ model, task string }{{"pix", scheduler.TaskImage}, {"cls", scheduler.TaskImage}, {"pix", scheduler.TaskChat}, {"pix", scheduler.TaskChat}} {
		id := c.RequestInference(t, c.Users[0], contractstest.Request{Model: r.model})
		w := c.Workers[i%len(c.Workers)]
		out := []byte(fmt.Sprint("output ", i))
		rcpt := c.SubmitResult(t, w, id, out)
		rs = append(rs, result{id.String(), r.model, r.task, strings.ToLower(w.Address.Hex()), rcpt.BlockHash.Hex(), crypto.Keccak256Hash(out).Hex()})
	}
	cfg := verification.DefaultConfig()
	cfg.ComparableModels = []string{"pix"}
	cfg.ClassModels = []string{"cls"}
	assign := &decisionlog.Record{Round: 1}
	for _, r := range rs {
		assign.Inputs.Requests = append(assign.Inputs.Requests, decisionlog.RequestRef{ID: r.id, Content: &scheduler.Request{ID: r.id, ModelID: r.model, Task: r.task}})
		assign.Decision.Assigned = append(assign.Decision.Assigned, scheduler.Assignment{RequestID: r.id, WorkerID: r.worker})
	}
	l := &verification.Log{Config: &cfg}
	for _, r := range rs[2:] {
		l.Samples = append(l.Samples, verification.Sample{RequestID: r.id, Model: r.model, Task: r.task, Worker: r.worker,
			BlockHash: r.block, OutputHash: r.output, OnProbation: true, Rate: 1, Sampled: true})
	}
	vc := NewVerificationCollector()
	vc.Add(assign)
	vc.Add(&decisionlog.Record{Round: 2, Verification: l})
	fs, err := vc.CheckDraws(context.Background(), c.Client, c.RouterAddress)
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) != 1 || !strings.Contains(fs[0].Detail, "request "+rs[1].id+":") || !strings.Contains(fs[0].Detail, "never drawn") {
		t.Fatalf("failures %v, want the class model's image alone", fs)
	}
}
