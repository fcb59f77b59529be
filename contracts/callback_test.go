package contracts_test

import (
	"bytes"
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/contractstest/probe"
)

// Modes of CallbackProbe (its MODE_* constants).
const (
	modeStore uint8 = iota
	modeRevert
	modeBurn
	modeReenter
	modeHugeReturn
)

// callbackGas is the callbackGasLimit the tests request with.
const callbackGas = 200_000

// consumer is a deployed CallbackProbe.
type consumer struct {
	chain *contractstest.Chain
	owner contractstest.Account
	*probe.CallbackProbe
	addr [20]byte
}

func deployProbe(t *testing.T, chain *contractstest.Chain, owner contractstest.Account, mode uint8, size int64) *consumer {
	t.Helper()
	addr, tx, p, err := probe.DeployCallbackProbe(chain.Opts(t, owner), chain.Client, chain.RouterAddress)
	chain.Mine(t)(tx, err)
	c := &consumer{chain: chain, owner: owner, CallbackProbe: p, addr: addr}
	c.setMode(t, mode, size)
	return c
}

func (c *consumer) setMode(t *testing.T, mode uint8, size int64) {
	t.Helper()
	c.chain.Mine(t)(c.SetMode(c.chain.Opts(t, c.owner), mode, big.NewInt(size)))
}

// request makes the probe request an inference with a callback of gas and returns its id.
func (c *consumer) request(t *testing.T, fee *big.Int, gas uint32) *big.Int {
	t.Helper()
	rec := c.chain.Mine(t)(c.Request(c.chain.Pay(t, c.owner, fee), "llama3-8b", []byte("hello"), 128, c.chain.Now(t)+hour, gas))
	return requestedID(t, c.chain, rec)
}

func (c *consumer) calls(t *testing.T, id *big.Int) uint64 {
	t.Helper()
	n, err := c.Calls(nil, id)
	if err != nil {
		t.Fatal(err)
	}
	return n.Uint64()
}

func requestedID(t *testing.T, chain *contractstest.Chain, rec *types.Receipt) *big.Int {
	t.Helper()
	for _, l := range rec.Logs {
		if ev, err := chain.Router.ParseInferenceRequested(*l); err == nil {
			return ev.Id
		}
	}
	t.Fatalf("no InferenceRequested in %s", rec.TxHash)
	return nil
}

// callbackOutcome is what a result receipt says about the request's callback.
type callbackOutcome struct{ delivered, failed int }

func outcome(chain *contractstest.Chain, rec *types.Receipt) callbackOutcome {
	var o callbackOutcome
	for _, l := range rec.Logs {
		if _, err := chain.Router.ParseCallbackDelivered(*l); err == nil {
			o.delivered++
		}
		if _, err := chain.Router.ParseCallbackFailed(*l); err == nil {
			o.failed++
		}
	}
	return o
}

// TestCallbackDelivered: a consumer that stores what it gets receives the id, the
// keccak256 of the output and the output, once, with exactly its callbackGasLimit
// (less the few hundred gas of its own dispatch), and the request's event carries the
// limit.
func TestCallbackDelivered(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	c := deployProbe(t, chain, chain.Users[0], modeStore, 0)
	rec := chain.Mine(t)(c.Request(chain.Pay(t, c.owner, fee), "llama3-8b", []byte("hello"), 128, chain.Now(t)+hour, callbackGas))
	var id *big.Int
	for _, l := range rec.Logs {
		if ev, err := chain.Router.ParseInferenceRequested(*l); err == nil {
			id = ev.Id
			if ev.CallbackGasLimit != callbackGas || ev.Requester != c.addr {
				t.Fatalf("event: callbackGasLimit %d requester %s", ev.CallbackGasLimit, ev.Requester)
			}
		}
	}
	got, err := chain.Router.GetRequests(nil, []*big.Int{id})
	if err != nil || got[0].CallbackGasLimit != callbackGas {
		t.Fatalf("getRequests: %+v, %v", got, err)
	}

	w := chain.Workers[0]
	before := chain.Balance(t, chain.RouterAddress)
	output := bytes.Repeat([]byte("answer "), 100)
	res := chain.SubmitResult(t, w, id, output)
	if o := outcome(chain, res); o != (callbackOutcome{delivered: 1}) {
		t.Fatalf("callback events %+v", o)
	}
	if n := c.calls(t, id); n != 1 {
		t.Fatalf("callback ran %d times", n)
	}
	if h, _ := c.Hashes(nil, id); h != crypto.Keccak256Hash(output) {
		t.Fatalf("outputHash %x", h)
	}
	if n, _ := c.OutputLengths(nil, id); n.Int64() != int64(len(output)) {
		t.Fatalf("output length %d", n)
	}
	g, _ := c.GasAtEntry(nil)
	if g.Uint64() > callbackGas || callbackGas-g.Uint64() > 1000 {
		t.Fatalf("gas at the callback's entry %d, limit %d", g, callbackGas)
	}
	if d := new(big.Int).Sub(before, chain.Balance(t, chain.RouterAddress)); d.Cmp(fee) != 0 {
		t.Fatalf("router paid out %s, want the fee %s", d, fee)
	}
	_, err = chain.SendResult(t, w, id, output)
	wantRevert(t, err, "AlreadyFulfilled")
}

// TestCallbackFailureKeepsResult: a consumer that reverts, burns all its gas, or is an
// EOA does not undo the result: the request is fulfilled, the worker paid, and
// CallbackFailed says what happened.
func TestCallbackFailureKeepsResult(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	w := chain.Workers[0]
	ids := map[string]*big.Int{
		"revert": deployProbe(t, chain, chain.Users[0], modeRevert, 0).request(t, fee, callbackGas),
		"burn":   deployProbe(t, chain, chain.Users[0], modeBurn, 0).request(t, fee, callbackGas),
	}
	rec := chain.Mine(t)(chain.Router.RequestInferenceWithCallback(chain.Pay(t, chain.Users[1], fee), "llama3-8b",
		[]byte("hello"), 128, chain.Now(t)+hour, 100_000, 8192, false, callbackGas))
	ids["eoa"] = requestedID(t, chain, rec)
	for name, id := range ids {
		t.Run(name, func(t *testing.T) {
			before := chain.Balance(t, chain.RouterAddress)
			res := chain.SubmitResult(t, w, id, []byte("out"))
			if o := outcome(chain, res); o != (callbackOutcome{failed: 1}) {
				t.Fatalf("callback events %+v", o)
			}
			if s := chain.Status(t, id); s != contracts.StatusFulfilled {
				t.Fatalf("status %s", s)
			}
			if d := new(big.Int).Sub(before, chain.Balance(t, chain.RouterAddress)); d.Cmp(fee) != 0 {
				t.Fatalf("router paid out %s, want the fee %s", d, fee)
			}
			if name == "burn" && res.GasUsed < callbackGas {
				t.Fatalf("gas used %d: the burning callback did not get its %d", res.GasUsed, callbackGas)
			}
		})
	}
}

// TestCallbackReentry: the callback runs inside the router's reentrancy guard, so a
// consumer's refund and submitResult from it fail, and the result stands.
func TestCallbackReentry(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	c := deployProbe(t, chain, chain.Users[0], modeReenter, 0)
	id := c.request(t, fee, callbackGas)
	res := chain.SubmitResult(t, chain.Workers[0], id, []byte("out"))
	if o := outcome(chain, res); o != (callbackOutcome{delivered: 1}) {
		t.Fatalf("callback events %+v", o)
	}
	if b, _ := c.RefundBlocked(nil); !b {
		t.Fatal("refund from the callback went through")
	}
	if b, _ := c.SubmitBlocked(nil); !b {
		t.Fatal("submitResult from the callback went through")
	}
	if n := c.calls(t, id); n != 1 {
		t.Fatalf("callback ran %d times", n)
	}
}

// TestCallbackHugeReturn: a consumer returning 200 000 bytes costs the router nothing
// (no return data is copied): the submission uses the same gas as with a consumer that
// returns nothing, but for the callee's own memory.
func TestCallbackHugeReturn(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	huge := deployProbe(t, chain, chain.Users[0], modeHugeReturn, 200_000)
	res := chain.SubmitResult(t, chain.Workers[0], huge.request(t, fee, 500_000), []byte("out"))
	if o := outcome(chain, res); o != (callbackOutcome{delivered: 1}) {
		t.Fatalf("callback events %+v", o)
	}
}

// TestCallbackGasCheck: a submission that would leave the callback less than its limit
// under the 63/64 rule reverts with InsufficientCallbackGas (the request stays pending);
// gas estimation finds a limit that passes.
func TestCallbackGasCheck(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	const limit = 1_000_000
	c := deployProbe(t, chain, chain.Users[0], modeBurn, 0)
	id := c.request(t, fee, limit)
	w := chain.Workers[0]
	expiry := chain.Now(t) + hour
	sig := chain.Voucher(t, id, w, expiry)
	abi, err := bindings.InferenceRouterMetaData.GetAbi()
	if err != nil {
		t.Fatal(err)
	}
	data, err := abi.Pack("submitResult", id, []byte("out"), uint32(1), uint64(0), expiry, sig)
	if err != nil {
		t.Fatal(err)
	}
	msg := ethereum.CallMsg{From: w.Address, To: &chain.RouterAddress, Data: data}
	est, err := chain.Client.EstimateGas(context.Background(), msg)
	if err != nil {
		t.Fatal(err)
	}
	if est < limit {
		t.Fatalf("estimate %d below the callback's limit %d", est, limit)
	}
	for _, gas := range []uint64{est - 20_000, limit, 300_000} {
		msg.Gas = gas
		_, err := chain.Client.CallContract(context.Background(), msg, nil)
		r := wantRevert(t, err, "InsufficientCallbackGas")
		if r.Args[0].(*big.Int).Cmp(id) != 0 {
			t.Fatalf("gas %d: revert %v", gas, r)
		}
	}
	msg.Gas = est
	if _, err := chain.Client.CallContract(context.Background(), msg, nil); err != nil {
		t.Fatalf("at the estimate %d: %v", est, err)
	}
	if s := chain.Status(t, id); s != contracts.StatusPending {
		t.Fatalf("status %s", s)
	}
}

// TestCallbackGasLimitValidated: 0 and more than MAX_CALLBACK_GAS_LIMIT are refused.
func TestCallbackGasLimitValidated(t *testing.T) {
	chain := contractstest.NewChain(t)
	max, err := chain.Router.MAXCALLBACKGASLIMIT(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, gas := range []uint32{0, max + 1} {
		_, err := chain.Router.RequestInferenceWithCallback(chain.Opts(t, chain.Users[0]), "llama3-8b", []byte("p"), 1,
			chain.Now(t)+hour, 1, 1, false, gas)
		wantRevert(t, err, "InvalidCallbackGasLimit")
	}
}

// TestBatchCallbacks: submitResults calls each accepted item's callback, a failing one
// does not stop the others, and a skipped duplicate is not called back again.
func TestBatchCallbacks(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	w := chain.Workers[0]
	good := deployProbe(t, chain, chain.Users[0], modeStore, 0)
	bad := deployProbe(t, chain, chain.Users[0], modeRevert, 0)
	g1, b1, g2 := good.request(t, fee, callbackGas), bad.request(t, fee, callbackGas), good.request(t, fee, callbackGas)
	plain := chain.RequestInference(t, chain.Users[1], contractstest.Request{Fee: fee})
	items := []bindings.InferenceRouterResultItem{
		batchItem(t, chain, w, g1, []byte("a")), batchItem(t, chain, w, b1, []byte("b")),
		batchItem(t, chain, w, g2, []byte("c")), batchItem(t, chain, w, plain, []byte("d")),
		batchItem(t, chain, w, g1, []byte("again")),
	}
	before := chain.Balance(t, chain.RouterAddress)
	res := chain.Mine(t)(chain.Router.SubmitResults(chain.Opts(t, w), items))
	if o := outcome(chain, res); o != (callbackOutcome{delivered: 2, failed: 1}) {
		t.Fatalf("callback events %+v", o)
	}
	for _, id := range []*big.Int{g1, g2} {
		if n := good.calls(t, id); n != 1 {
			t.Fatalf("request %s called back %d times", id, n)
		}
	}
	if d := new(big.Int).Sub(before, chain.Balance(t, chain.RouterAddress)); d.Cmp(new(big.Int).Mul(fee, big.NewInt(4))) != 0 {
		t.Fatalf("router paid out %s, want 4 fees", d)
	}
}
