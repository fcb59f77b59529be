package agent

import (
	"context"
	"encoding/json"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

// countingBackend records every prompt it was asked to run.
type countingBackend struct{ runs atomic.Int64 }

func (b *countingBackend) Infer(ctx context.Context, j Job) (Result, error) {
	b.runs.Add(1)
	return NewEcho().Infer(ctx, j)
}

// TestTamperedPromptIsRefused is the prompt hijack seen from the worker: an assignment
// whose prompt is not the one the requester paid for is refused with a reason and never
// run — whether the voucher names the paid prompt's commitment (a prompt swapped on the
// way) or was signed, even by the scheduler key, for the attacker's.
func TestTamperedPromptIsRefused(t *testing.T) {
	e := newEnv(t)
	b := &countingBackend{}
	r := e.start(0, testConfig(t), b)
	acct := e.chain.Workers[0]
	expiry := e.chain.Now(t) + 3600

	publish := func(a wire.Assignment) {
		t.Helper()
		raw, _ := json.Marshal(a)
		if _, err := e.js.Publish(context.Background(), wire.AssignSubject(acct.Address), raw, jetstream.WithMsgID(a.MsgID())); err != nil {
			t.Fatal(err)
		}
	}
	// 1: the voucher is the honest one for "paid prompt"; the prompt was swapped.
	id1 := e.request("paid prompt", 1000)
	a1 := wire.Assignment{RequestID: id1.String(), Attempt: 1, Round: 1, Worker: strings.ToLower(acct.Address.Hex()),
		Request: wire.Request{ID: id1.String(), ModelID: testModel, MaxTokens: 128, GasLimit: 100000, PriorityFeeWei: "0", RequiredMemoryMB: 1000},
		Prompt:  []byte("paid prompt")}
	a1.Voucher = e.voucher(a1, acct, expiry)
	a1.Prompt = []byte("attacker's prompt")
	publish(a1)
	// 2: voucher and prompt agree, on the attacker's prompt; the chain holds another.
	id2 := e.request("paid prompt", 1000)
	a2 := wire.Assignment{RequestID: id2.String(), Attempt: 1, Round: 1, Worker: strings.ToLower(acct.Address.Hex()),
		Request: wire.Request{ID: id2.String(), ModelID: testModel, MaxTokens: 128, GasLimit: 100000, PriorityFeeWei: "0", RequiredMemoryMB: 1000},
		Prompt:  []byte("attacker's prompt")}
	a2.Voucher = e.voucher(a2, acct, expiry)
	publish(a2)

	testkit.WaitUntil(t, "both refusals", func() bool { return r.w.Stats().Refused == 2 && len(e.ackList()) == 2 })
	nacks := e.ackList()
	if len(nacks) != 2 {
		t.Fatalf("acks %+v, want two nacks", nacks)
	}
	for _, n := range nacks {
		if !n.Failed || !strings.Contains(n.Reason, "prompt does not match") {
			t.Errorf("nack %+v, want a refusal naming the prompt", n)
		}
	}
	if n := b.runs.Load(); n != 0 {
		t.Fatalf("the backend ran %d tampered prompts", n)
	}

	// An honest assignment still runs and is paid.
	id3 := e.request("paid prompt", 1000)
	e.assign(id3, 0, "paid prompt", 1000, time.Hour)
	testkit.WaitUntil(t, "the honest result", func() bool { return r.w.Stats().Completed == 1 })
	if st := e.chain.Status(t, id3); st != contracts.StatusFulfilled {
		t.Fatalf("status %s, want fulfilled", st)
	}
}
