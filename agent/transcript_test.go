package agent

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/outputs"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

// TestTranscriptIsCommittedWithTheResult: a chat's transcript is stored through the
// daemon's commit service with the worker's signed claim before the result is
// submitted, and reads back (as a verifier reads it) bound to the on-chain output.
func TestTranscriptIsCommittedWithTheResult(t *testing.T) {
	e := newEnv(t)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	store, err := outputs.Open(ctx, e.js, bus.DefaultConfig().Outputs, nil)
	if err != nil {
		t.Fatal(err)
	}
	holds := outputs.HolderFunc(func(context.Context, string, common.Address) error { return nil })
	// Listen returns once the server holds the store's subscriptions: the worker's first
	// chunk finds its responder.
	stop, err := store.Listen(ctx, e.nc, holds, zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)

	_, url := newRecorder(t, map[string]string{
		"/v1/chat/completions": vllmChat,
		"/tokenize":            `{"tokens":[128000,882,271]}`,
	})
	b, err := NewOpenAI(backendConfig(url), nil)
	if err != nil {
		t.Fatal(err)
	}
	doc := `{"infer":1,"task":"chat","messages":[{"role":"user","content":"Hello"}],"temperature":0}`
	id := e.request(doc, 1000)
	r := e.start(0, testConfig(t), b)
	e.assign(id, 0, doc, 1000, time.Hour)
	testkit.WaitUntil(t, "the result mined", func() bool { return r.w.Stats().Completed == 1 })

	it, err := e.chain.Router.FilterResultSubmitted(nil, []*big.Int{id}, nil)
	if err != nil || !it.Next() {
		t.Fatalf("no ResultSubmitted: %v", err)
	}
	worker := e.chain.Workers[0].Address
	claim, tr, err := r.w.inputs.fetchTranscript(ctx, id.String(), worker)
	if err != nil {
		t.Fatal(err)
	}
	if claim.OutputHash != crypto.Keccak256Hash(it.Event.Output) || tr.OutputHash != claim.OutputHash || claim.Worker != wire.WorkerID(worker) ||
		tr.RequestID != id.String() || len(tr.Output) != 2 || tr.Output[0].ID != 13347 || tr.PromptSource != infer.PromptFromTokenize {
		t.Fatalf("claim %+v, transcript %+v", claim, tr)
	}
	if _, _, err := r.w.inputs.fetchTranscript(ctx, id.String(), e.chain.Workers[1].Address); err == nil {
		t.Fatal("another worker's transcript of the request was found")
	}
}
