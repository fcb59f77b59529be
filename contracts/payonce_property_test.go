package contracts_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"pgregory.net/rapid"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
)

// voucherTTL and withdrawalDelay of the pay-once property: the scheduler's vouchers
// expire at most 2 × voucherTTL + 1 s after it signs them (rounds.voucherWindow), and
// the router's withdrawal delay is longer than that.
const (
	propVoucherTTL      = 120
	propWithdrawalDelay = 2*propVoucherTTL + 1 + 59
)

// TestFeePaidOnceProperty: whatever mix of requests (ETH, ETH subscription, token
// subscription), fee bumps, withdrawals, vouchers, results (single and batched), refunds
// and keeper batches reaches the router, each fee is paid at most once, to the worker of
// the accepted result (the whole bumped fee, in the request's currency) or back to its
// payer (less at most the keeper's cap), never both; a worker that submits while its
// voucher is valid and the request pending is always paid (the scheduler signs no
// voucher once it has seen a withdrawal); and once every deadline has passed, the
// keeper's batch leaves no fee unpaid: never neither.
func TestFeePaidOnceProperty(t *testing.T) {
	chain := contractstest.NewChain(t, simchain.WithRegisteredWorkers())
	tok := chain.PaymentToken(t, tusdPrice, usd(1_000_000))
	chain.Mine(t)(chain.Router.SetWithdrawalDelay(chain.Opts(t, chain.Owner), propWithdrawalDelay))
	chain.Mine(t)(chain.Router.SetKeeperFeeCap(chain.Opts(t, chain.Owner), common.Address{}, big.NewInt(50)))
	chain.Mine(t)(chain.Router.SetKeeperFeeCap(chain.Opts(t, chain.Owner), tok.Address, big.NewInt(70)))
	payer := chain.Users[0]
	ethSub := chain.Subscribe(t, payer, common.Address{}, big.NewInt(1e15), payer.Address)
	tokSub := chain.Subscribe(t, payer, tok.Address, usd(1000), payer.Address)

	rapid.Check(t, func(rt *rapid.T) {
		type voucher struct {
			w                 contractstest.Account
			notBefore, expiry uint64
			attempt           uint32
		}
		type req struct {
			id       *big.Int
			sub      uint64 // 0: ETH with the request
			token    common.Address
			fee      *big.Int
			deadline uint64
			seenGone bool // the scheduler has seen its withdrawal: no more vouchers
			vouchers []voucher
			settled  int // results accepted + refunds, from the receipts
		}
		var reqs []*req
		for range rapid.IntRange(1, 3).Draw(rt, "requests") {
			r := &req{fee: big.NewInt(rapid.Int64Range(0, 1000).Draw(rt, "fee")),
				deadline: chain.Now(t) + uint64(rapid.IntRange(30, 1200).Draw(rt, "deadline in"))}
			switch rapid.IntRange(0, 2).Draw(rt, "currency") {
			case 0:
				r.id = chain.RequestInference(t, payer, contractstest.Request{Fee: r.fee, Deadline: r.deadline})
			case 1:
				r.sub = ethSub
				r.id = chain.RequestFromSubscription(t, payer, ethSub, contractstest.Request{Fee: r.fee, Deadline: r.deadline})
			case 2:
				r.sub, r.token = tokSub, tok.Address
				r.id = chain.RequestFromSubscription(t, payer, tokSub, contractstest.Request{Fee: r.fee, Deadline: r.deadline})
			}
			reqs = append(reqs, r)
		}
		// count records what a receipt settled, and checks that no request is settled twice.
		count := func(rec *types.Receipt) {
			for _, l := range rec.Logs {
				var id *big.Int
				if ev, err := chain.Router.ParseResultSubmitted(*l); err == nil {
					id = ev.Id
				} else if ev, err := chain.Router.ParseRefunded(*l); err == nil {
					id = ev.Id
				}
				for _, r := range reqs {
					if id != nil && r.id.Cmp(id) == 0 {
						r.settled++
						if r.settled > 1 {
							rt.Fatalf("request %s settled twice", r.id)
						}
					}
				}
			}
		}
		// try mines tx if it could be sent, and says whether it succeeded (a call that
		// passed estimation at the head may still fail a second later, in its block).
		try := func(tx *types.Transaction, err error) (*types.Receipt, bool) {
			if err != nil {
				return nil, false
			}
			rec := chain.CommitTxs(t, tx)[0]
			return rec, rec.Status == types.ReceiptStatusSuccessful
		}
		pick := func(label string) *req { return reqs[rapid.IntRange(0, len(reqs)-1).Draw(rt, label)] }
		// paid is what worker w received of r's currency in rec (gas added back for ETH).
		workerFunds := func(w contractstest.Account, r *req) *big.Int {
			if r.token != (common.Address{}) {
				return chain.TokenBalance(t, r.token, w.Address)
			}
			return chain.Balance(t, w.Address)
		}
		// Vouchers and results are drawn more often than the rest, so that most runs
		// have results racing withdrawals, bumps and refunds.
		// Waits around the windows' edges: a voucher's life, the withdrawal delay.
		waits := rapid.SampledFrom([]int{propWithdrawalDelay, 1, propVoucherTTL, 30, 2 * propVoucherTTL, propWithdrawalDelay + 1, 400})
		actions := rapid.SampledFrom([]int{3, 4, 0, 2, 3, 4, 1, 4, 5, 3, 0, 4})
		for range rapid.IntRange(4, 16).Draw(rt, "actions") {
			switch actions.Draw(rt, "action") {
			case 0:
				chain.AdjustTime(t, time.Duration(waits.Draw(rt, "wait s"))*time.Second)
			case 1:
				r := pick("bump")
				amount := big.NewInt(rapid.Int64Range(1, 300).Draw(rt, "bump by"))
				opts := chain.Opts(t, payer)
				if r.sub == 0 {
					opts = chain.Pay(t, payer, amount)
				}
				if _, ok := try(chain.Router.BumpFee(opts, r.id, amount)); ok {
					r.fee.Add(r.fee, amount)
				}
			case 2:
				r := pick("withdraw")
				if _, ok := try(chain.Router.WithdrawRequest(chain.Opts(t, payer), r.id)); ok {
					r.seenGone = true
				}
			case 3: // the scheduler signs a voucher, as rounds.voucherWindow bounds it
				r := pick("voucher")
				if r.seenGone {
					continue
				}
				now := chain.Now(t)
				v := voucher{w: chain.Workers[rapid.IntRange(0, len(chain.Workers)-1).Draw(rt, "worker")],
					attempt: uint32(len(r.vouchers) + 1)}
				if rapid.Bool().Draw(rt, "later window") {
					v.notBefore = now + uint64(rapid.IntRange(0, propVoucherTTL).Draw(rt, "opens in"))
				}
				v.expiry = min(max(now, v.notBefore)+uint64(rapid.IntRange(0, propVoucherTTL).Draw(rt, "lasts")), r.deadline)
				if v.expiry >= v.notBefore {
					r.vouchers = append(r.vouchers, v)
				}
			case 4: // a worker submits a voucher it holds
				r := pick("submit")
				if len(r.vouchers) == 0 {
					continue
				}
				v := r.vouchers[rapid.IntRange(0, len(r.vouchers)-1).Draw(rt, "which voucher")]
				pendingBefore := chain.Status(t, r.id) == contracts.StatusPending
				before := workerFunds(v.w, r)
				sig := chain.SignVoucher(t, contracts.Voucher{RequestID: r.id, Worker: v.w.Address, Attempt: v.attempt,
					InputHash: chain.InputHash(t, r.id), NotBefore: v.notBefore, Expiry: v.expiry})
				opts := chain.Opts(t, v.w)
				opts.GasLimit = 500_000 // sent even when it will revert, to see the block time it met
				var tx *types.Transaction
				var err error
				if rapid.Bool().Draw(rt, "batched") {
					tx, err = chain.Router.SubmitResults(opts, []bindings.InferenceRouterResultItem{{Id: r.id, Output: []byte("o"),
						Attempt: v.attempt, VoucherNotBefore: v.notBefore, VoucherExpiry: v.expiry, SchedulerSig: sig}})
				} else {
					tx, err = chain.Router.SubmitResult(opts, r.id, []byte("o"), v.attempt, v.notBefore, v.expiry, sig)
				}
				if err != nil {
					rt.Fatalf("send result: %v", err)
				}
				rec := chain.CommitTxs(t, tx)[0]
				count(rec)
				blockTime := chain.Head(t).Time
				accepted := chain.Status(t, r.id) == contracts.StatusFulfilled && r.settled == 1 && pendingBefore
				if pendingBefore && v.notBefore <= blockTime && blockTime <= v.expiry && !accepted {
					rt.Fatalf("request %s: a voucher valid at block time %d [%d, %d] was not paid (deadline %d)",
						r.id, blockTime, v.notBefore, v.expiry, r.deadline)
				}
				if accepted {
					got := new(big.Int).Sub(workerFunds(v.w, r), before)
					if r.token == (common.Address{}) {
						got.Add(got, new(big.Int).Mul(new(big.Int).SetUint64(rec.GasUsed), rec.EffectiveGasPrice))
					}
					if got.Cmp(r.fee) != 0 {
						rt.Fatalf("request %s: worker received %s, its fee is %s", r.id, got, r.fee)
					}
				}
			case 5:
				if rapid.Bool().Draw(rt, "keeper batch") {
					var ids []*big.Int
					for _, r := range reqs {
						if rapid.Bool().Draw(rt, "in batch") {
							ids = append(ids, r.id)
						}
					}
					count(chain.Mine(t)(chain.Router.RefundMany(keeperOpts(t, chain, len(ids)), ids)))
				} else if rec, ok := try(chain.Router.Refund(chain.Opts(t, chain.Users[2]), pick("refund").id)); ok {
					count(rec)
				}
			}
		}
		// Every deadline passes; the keeper refunds what is left: nothing stays unpaid.
		chain.AdjustTime(t, 2*time.Hour)
		var ids []*big.Int
		for _, r := range reqs {
			ids = append(ids, r.id)
		}
		count(chain.Mine(t)(chain.Router.RefundMany(keeperOpts(t, chain, len(ids)), ids)))
		for _, r := range reqs {
			if s := chain.Status(t, r.id); r.settled != 1 || s == contracts.StatusPending {
				rt.Fatalf("request %s is %s, settled %d times", r.id, s, r.settled)
			}
		}
		for _, sub := range []uint64{ethSub, tokSub} {
			if _, res := chain.Subscription(t, sub); res.Sign() != 0 {
				rt.Fatalf("subscription %d still reserves %s with every request settled", sub, res)
			}
		}
		// The router holds exactly the subscriptions' balances (and what it owes).
		ethBal, _ := chain.Subscription(t, ethSub)
		if got := chain.Balance(t, chain.RouterAddress); got.Cmp(ethBal) != 0 {
			rt.Fatalf("router holds %s wei, the ETH subscription's balance is %s", got, ethBal)
		}
		tokBal, _ := chain.Subscription(t, tokSub)
		if got := chain.TokenBalance(t, tok.Address, chain.RouterAddress); got.Cmp(tokBal) != 0 {
			rt.Fatalf("router holds %s TUSD units, the token subscription's balance is %s", got, tokBal)
		}
	})
}

// keeperOpts are the keeper's options for a batch of n: a gas limit for n refunds, not
// an estimate at the head (a second later, in its block, more of them may be due).
func keeperOpts(t *testing.T, chain *contractstest.Chain, n int) *bind.TransactOpts {
	opts := chain.Opts(t, chain.Scheduler)
	opts.GasLimit = 100_000 + 100_000*uint64(n)
	return opts
}
