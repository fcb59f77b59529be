package contracts_test

import (
	"math/big"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
)

// TestCallbackPaidOnceProperty: whatever mix of single results, batches with repeated
// ids, and refunds reaches a set of requests (some with a callback to a consumer, some
// from an EOA), each fee leaves the router at most once (the router holds exactly the
// fees of the requests still pending) and each callback runs at most once, exactly when
// its request was fulfilled.
func TestCallbackPaidOnceProperty(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	consumers := []*consumer{
		deployProbe(t, chain, chain.Users[0], modeStore, 0),
		deployProbe(t, chain, chain.Users[1], modeStore, 0),
	}
	rapid.Check(t, func(rt *rapid.T) {
		type req struct {
			id  *big.Int
			fee *big.Int
			c   *consumer // nil: a plain request from an EOA
		}
		var reqs []req
		for i := range rapid.IntRange(1, 4).Draw(rt, "requests") {
			f := big.NewInt(rapid.Int64Range(0, 1e15).Draw(rt, "fee"))
			short := rapid.Bool().Draw(rt, "short deadline")
			deadline := chain.Now(t) + hour
			if short {
				deadline = chain.Now(t) + 30
			}
			if k := rapid.IntRange(-1, len(consumers)-1).Draw(rt, "consumer"); k >= 0 {
				c := consumers[k]
				rec := chain.Mine(t)(c.Request(chain.Pay(t, c.owner, f), "m", []byte{byte(i)}, 8, deadline, callbackGas))
				reqs = append(reqs, req{requestedID(t, chain, rec), f, c})
			} else {
				id := chain.RequestInference(t, chain.Users[2], contractstest.Request{Fee: f, Deadline: deadline})
				reqs = append(reqs, req{id, f, nil})
			}
		}
		pick := rapid.IntRange(0, len(reqs)-1)
		w := chain.Workers[rapid.IntRange(0, len(chain.Workers)-1).Draw(rt, "worker")]
		for range rapid.IntRange(1, 6).Draw(rt, "actions") {
			switch rapid.IntRange(0, 2).Draw(rt, "action") {
			case 0:
				r := reqs[pick.Draw(rt, "submit")]
				if tx, err := chain.SendResult(t, w, r.id, []byte("out")); err == nil {
					chain.Mine(t)(tx, nil)
				}
			case 1:
				var items []bindings.InferenceRouterResultItem
				for range rapid.IntRange(1, 5).Draw(rt, "batch size") {
					items = append(items, batchItem(t, chain, w, reqs[pick.Draw(rt, "item")].id, []byte("batched")))
				}
				chain.Mine(t)(chain.Router.SubmitResults(chain.Opts(t, w), items))
			case 2:
				chain.AdjustTime(t, time.Minute)
				r := reqs[pick.Draw(rt, "refund")]
				if tx, err := chain.Router.Refund(chain.Opts(t, chain.Users[2]), r.id); err == nil {
					chain.Mine(t)(tx, nil)
				}
			}
		}
		// Every earlier iteration's requests are settled, so the router holds exactly
		// the fees of this iteration's pending requests.
		pending := new(big.Int)
		for _, r := range reqs {
			s := chain.Status(t, r.id)
			if s == contracts.StatusPending {
				pending.Add(pending, r.fee)
			}
			if r.c == nil {
				continue
			}
			n := r.c.calls(t, r.id)
			if n > 1 || (n == 1) != (s == contracts.StatusFulfilled) {
				rt.Fatalf("request %s is %s and was called back %d times", r.id, s, n)
			}
		}
		if b := chain.Balance(t, chain.RouterAddress); b.Cmp(pending) != 0 {
			rt.Fatalf("router holds %s wei, the pending requests' fees are %s", b, pending)
		}
		// Settle what is left so that the next iteration starts from an empty router.
		chain.AdjustTime(t, 2*time.Hour)
		for _, r := range reqs {
			if chain.Status(t, r.id) == contracts.StatusPending {
				chain.Refund(t, chain.Users[2], r.id)
			}
		}
		if b := chain.Balance(t, chain.RouterAddress); b.Sign() != 0 {
			rt.Fatalf("router holds %s wei with every request settled", b)
		}
	})
}
