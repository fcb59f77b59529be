package contracts_test

import (
	"bytes"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
)

// skipOutputSize is InferenceRouter.SKIP_OUTPUT_SIZE.
const skipOutputSize = 9

// mib is the off-chain output the tests submit by reference.
var mib = bytes.Repeat([]byte("r"), 1<<20)

// sendRef sends submitResultRef for id from worker with a fresh voucher.
func sendRef(t *testing.T, chain *contractstest.Chain, worker contractstest.Account, id *big.Int, hash common.Hash, length uint64) (*types.Transaction, error) {
	t.Helper()
	expiry := chain.Now(t) + hour
	return chain.Router.SubmitResultRef(chain.Opts(t, worker), id, hash, length, 1, 0, expiry, chain.Voucher(t, id, worker, expiry))
}

// offChainEvents returns the ResultSubmitted and ResultOffChain events of rec.
func offChainEvents(t *testing.T, chain *contractstest.Chain, rec *types.Receipt) ([]*bindings.InferenceRouterResultSubmitted, []*bindings.InferenceRouterResultOffChain) {
	t.Helper()
	var subs []*bindings.InferenceRouterResultSubmitted
	var refs []*bindings.InferenceRouterResultOffChain
	for _, l := range rec.Logs {
		if ev, err := chain.Router.ParseResultSubmitted(*l); err == nil {
			subs = append(subs, ev)
		}
		if ev, err := chain.Router.ParseResultOffChain(*l); err == nil {
			refs = append(refs, ev)
		}
	}
	return subs, refs
}

// TestResultOffChain: a 1 MiB output submitted by reference fulfils the request and pays
// the worker; ResultSubmitted keeps its shape with the full output's hash and no bytes,
// ResultOffChain carries the length, and the consumer's callback gets the hash and an
// empty output, once.
func TestResultOffChain(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	c := deployProbe(t, chain, chain.Users[0], modeStore, 0)
	id := c.request(t, fee, callbackGas)
	w := chain.Workers[0]
	hash := crypto.Keccak256Hash(mib)
	before := chain.Balance(t, chain.RouterAddress)
	rec := chain.Mine(t)(sendRef(t, chain, w, id, hash, uint64(len(mib))))

	t.Logf("submitResultRef of 1 MiB with a storing callback: %d gas", rec.GasUsed)
	subs, refs := offChainEvents(t, chain, rec)
	if len(subs) != 1 || subs[0].OutputHash != hash || len(subs[0].Output) != 0 || subs[0].Worker != w.Address {
		t.Fatalf("ResultSubmitted %+v", subs)
	}
	if len(refs) != 1 || refs[0].Id.Cmp(id) != 0 || refs[0].OutputHash != hash || refs[0].OutputLength != uint64(len(mib)) {
		t.Fatalf("ResultOffChain %+v", refs)
	}
	if o := outcome(chain, rec); o != (callbackOutcome{delivered: 1}) {
		t.Fatalf("callback events %+v", o)
	}
	if h, _ := c.Hashes(nil, id); h != hash {
		t.Fatalf("callback outputHash %x, want %x", h, hash)
	}
	if n, _ := c.OutputLengths(nil, id); n.Sign() != 0 {
		t.Fatalf("callback output length %d, want 0", n)
	}
	if d := new(big.Int).Sub(before, chain.Balance(t, chain.RouterAddress)); d.Cmp(fee) != 0 {
		t.Fatalf("router paid out %s, want the fee %s", d, fee)
	}
	_, err := sendRef(t, chain, w, id, hash, uint64(len(mib)))
	wantRevert(t, err, "AlreadyFulfilled")
	_, err = chain.SendResult(t, w, id, []byte("x"))
	wantRevert(t, err, "AlreadyFulfilled")
}

// TestOutputLimit: inline outputs above maxInlineOutputBytes and references to outputs
// within it are refused, as are a zero hash and an unstaked sender;
// the owner alone moves the limit.
func TestOutputLimit(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	w, user := chain.Workers[0], chain.Users[0]
	if got, _ := chain.Router.MaxInlineOutputBytes(nil); got.Int64() != 4096 {
		t.Fatalf("default maxInlineOutputBytes %d, want 4096", got)
	}
	id := chain.RequestInference(t, user, contractstest.Request{Fee: fee})
	_, err := chain.SendResult(t, w, id, make([]byte, 4097))
	wantRevert(t, err, "OutputTooLarge")
	_, err = sendRef(t, chain, w, id, crypto.Keccak256Hash(make([]byte, 4096)), 4096)
	wantRevert(t, err, "OutputFitsInline")
	_, err = sendRef(t, chain, w, id, common.Hash{}, 1<<20)
	wantRevert(t, err, "OutputFitsInline")
	_, err = sendRef(t, chain, chain.Users[1], id, crypto.Keccak256Hash(mib), 1<<20)
	wantRevert(t, err, "WorkerNotStaked")
	if chain.Status(t, id) != 1 {
		t.Fatalf("status %d after refused results", chain.Status(t, id))
	}

	_, err = chain.Router.SetMaxInlineOutputBytes(chain.Opts(t, user), big.NewInt(8192))
	wantRevert(t, err, "OwnableUnauthorizedAccount")
	_, err = chain.Router.SetMaxInlineOutputBytes(chain.Opts(t, chain.Owner), big.NewInt(0))
	wantRevert(t, err, "InvalidOutputLimit")
	chain.Mine(t)(chain.Router.SetMaxInlineOutputBytes(chain.Opts(t, chain.Owner), big.NewInt(8192)))
	rec := chain.SubmitResult(t, w, id, make([]byte, 8192))
	if subs, _ := offChainEvents(t, chain, rec); len(subs) != 1 || len(subs[0].Output) != 8192 {
		t.Fatalf("inline 8192 B under the raised limit: %+v", subs)
	}
}

// TestBatchOffChainItems: a batch mixes inline and by-reference items; an item of the
// wrong kind for its size is skipped with SKIP_OUTPUT_SIZE and the rest are paid.
func TestBatchOffChainItems(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	w := chain.Workers[0]
	ids := requests(t, chain, chain.Users[0], 4, contractstest.Request{Fee: fee})
	hash := crypto.Keccak256Hash(mib)
	ref := func(id *big.Int, out []byte) bindings.InferenceRouterResultItem {
		it := batchItem(t, chain, w, id, out)
		it.OutputHash, it.OutputLength = hash, uint64(len(mib))
		return it
	}
	items := []bindings.InferenceRouterResultItem{
		batchItem(t, chain, w, ids[0], []byte("short")),
		ref(ids[1], nil),
		batchItem(t, chain, w, ids[2], make([]byte, 5000)), // inline above the limit
		ref(ids[3], []byte("bytes with a ref")),            // a reference carries no bytes
	}
	before := chain.Balance(t, chain.RouterAddress)
	rec := chain.Mine(t)(chain.Router.SubmitResults(chain.Opts(t, w), items))
	t.Logf("submitResults, 1 inline + 1 off chain + 2 skipped: %d gas", rec.GasUsed)
	subs, refs := offChainEvents(t, chain, rec)
	if len(subs) != 2 || len(refs) != 1 || refs[0].Id.Cmp(ids[1]) != 0 || subs[1].OutputHash != hash || len(subs[1].Output) != 0 {
		t.Fatalf("results %+v, off chain %+v", subs, refs)
	}
	skipped := map[int64]uint8{}
	for _, l := range rec.Logs {
		if ev, err := chain.Router.ParseResultSkipped(*l); err == nil {
			skipped[ev.Id.Int64()] = ev.Reason
		}
	}
	if len(skipped) != 2 || skipped[ids[2].Int64()] != skipOutputSize || skipped[ids[3].Int64()] != skipOutputSize {
		t.Fatalf("skipped %v", skipped)
	}
	if d := new(big.Int).Sub(before, chain.Balance(t, chain.RouterAddress)); d.Cmp(new(big.Int).Mul(fee, big.NewInt(2))) != 0 {
		t.Fatalf("router paid out %s, want two fees", d)
	}
}
