package agent

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

// The assignment's voucher lasts only the ack timeout (here: already expired); the
// scheduler's answer to the ack extends it, and the worker submits with the extended
// one, which the router accepts.
func TestSubmitsWithTheExtendedVoucher(t *testing.T) {
	e := newEnv(t)
	id := e.request("hello", 1000)
	acct := e.chain.Workers[0]
	a := wire.Assignment{RequestID: id.String(), Attempt: 1, Worker: strings.ToLower(acct.Address.Hex()), Prompt: []byte("hello"),
		Request: wire.Request{ID: id.String(), ModelID: testModel, MaxTokens: 128, GasLimit: 100000, PriorityFeeWei: "0", RequiredMemoryMB: 1000}}
	long := e.voucherFrom(a, acct, 0, e.chain.Now(t)+3600)
	body, err := json.Marshal(wire.AckExtended{Result: wire.AckOK, Voucher: long})
	if err != nil {
		t.Fatal(err)
	}
	e.ackAnswer.Store(string(body))
	short := e.assignAttempt(id, 0, "hello", 1000, 1, 0, -10*time.Second)
	if short.Voucher.Expiry >= long.Expiry {
		t.Fatal("the assignment's voucher is not the short one")
	}
	r := e.start(0, testConfig(t), NewEcho())
	testkit.WaitUntil(t, "the result on chain", func() bool { return r.w.Stats().Completed == 1 })
	if st := e.chain.Status(t, id); st != contracts.StatusFulfilled {
		t.Fatalf("request %s is %s", id, st)
	}
}
