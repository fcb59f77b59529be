package indexer

import (
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

// TestDecodeMoneyEvents: real router logs of a token subscription's request, a fee bump
// and a withdrawal decode into a request carrying its subscription and token (the
// companion event merged, not published), a FeeBumpEvent and a WithdrawalEvent, each on
// its subject; a companion without its request is a rejection with the raw log.
func TestDecodeMoneyEvents(t *testing.T) {
	chain := contractstest.NewChain(t)
	tok := chain.PaymentToken(t, big.NewInt(4e14), big.NewInt(1e12))
	user := chain.Users[0]
	sub := chain.Subscribe(t, user, tok.Address, big.NewInt(1e9), user.Address)
	rec := chain.Mine(t)(chain.SendSubscriptionRequest(t, user, sub, contractstest.Request{Fee: big.NewInt(3_000_000)}))
	bump := chain.Mine(t)(chain.Router.BumpFee(chain.Opts(t, user), big.NewInt(1), big.NewInt(1_000_000)))
	gone := chain.Mine(t)(chain.Router.WithdrawRequest(chain.Opts(t, user), big.NewInt(1)))

	d, err := newDecoder(chain.ChainID.Uint64(), common.Address{})
	if err != nil {
		t.Fatal(err)
	}
	var logs []types.Log
	for _, r := range []*types.Receipt{rec, bump, gone} {
		for _, l := range r.Logs {
			logs = append(logs, *l)
		}
	}
	ds := make([]decoded, 0, len(logs))
	for _, l := range logs {
		ds = append(ds, d.decode(l))
	}
	ds = mergeSubscriptions(ds)
	if len(ds) != 3 {
		t.Fatalf("decoded %d messages, want request, bump and withdrawal: %+v", len(ds), ds)
	}
	req, ok := ds[0].value.(events.RequestEvent)
	if !ok || ds[0].subject != wire.RequestSubject("llama3-8b") || req.Subscription == nil ||
		req.Subscription.ID != sub || req.Subscription.Token != tok.Address {
		t.Fatalf("request %+v on %s", ds[0].value, ds[0].subject)
	}
	if r := req.Request(); r.FeeToken != strings.ToLower(tok.Address.Hex()) || r.FeeTokenAmount.Int64() != 3_000_000 {
		t.Fatalf("scheduler request %+v", r)
	}
	if b, ok := ds[1].value.(events.FeeBumpEvent); !ok || ds[1].subject != wire.SubjectFeeBumps || b.ID != "1" || b.Fee.Int64() != 4_000_000 {
		t.Fatalf("bump %+v on %s", ds[1].value, ds[1].subject)
	}
	if w, ok := ds[2].value.(events.WithdrawalEvent); !ok || ds[2].subject != wire.SubjectWithdrawals || w.EffectiveAt != chain.Now(t)+15*60 {
		t.Fatalf("withdrawal %+v on %s", ds[2].value, ds[2].subject)
	}

	// The companion alone (its request in another range, or forged): rejected, raw.
	alone := mergeSubscriptions([]decoded{d.decode(*rec.Logs[1])})
	rej, ok := alone[0].value.(events.Rejection)
	if !ok || alone[0].subject != wire.SubjectRejections || !strings.Contains(rej.Reason, "without its InferenceRequested") || len(rej.Topics) != 3 {
		t.Fatalf("lone companion: %+v", alone[0])
	}
	// Another transaction's request does not take it either.
	other := d.decode(*rec.Logs[0])
	other.meta.TxHash = common.Hash{9}
	if out := mergeSubscriptions([]decoded{other, d.decode(*rec.Logs[1])}); len(out) != 2 || out[1].subject != wire.SubjectRejections {
		t.Fatalf("companion merged across transactions: %+v", out)
	}
}
