package contracts_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
)

// usd is n whole units of the 6-decimal test stablecoin.
func usd(n int64) *big.Int { return big.NewInt(n * 1_000_000) }

// tusdPerETH is the test feed's answer: 0.0004 ETH per TUSD (ETH at 2 500 USD), 18 decimals.
var tusdPrice = big.NewInt(400_000_000_000_000)

func tokenChain(t *testing.T) (*contractstest.Chain, simchain.PaymentToken) {
	t.Helper()
	chain := contractstest.NewChain(t, simchain.WithRegisteredWorkers())
	return chain, chain.PaymentToken(t, tusdPrice, usd(1_000_000))
}

// TestSubscriptionTokenPaysWorker: a consumer's request reserves its fee from a token
// subscription, the worker of the accepted result receives the fee in the token, and
// the subscription's balance and reservation follow; the request's currency is in
// RequestFromSubscription (right after InferenceRequested) and in getRequests.
func TestSubscriptionTokenPaysWorker(t *testing.T) {
	chain, tok := tokenChain(t)
	owner, consumer, w := chain.Users[0], chain.Users[1], chain.Workers[0]
	sub := chain.Subscribe(t, owner, tok.Address, usd(10), consumer.Address)

	rec := chain.Mine(t)(chain.SendSubscriptionRequest(t, consumer, sub, contractstest.Request{Fee: usd(3)}))
	if len(rec.Logs) != 2 {
		t.Fatalf("want InferenceRequested and RequestFromSubscription, got %d logs", len(rec.Logs))
	}
	req, err := chain.Router.ParseInferenceRequested(*rec.Logs[0])
	if err != nil {
		t.Fatal(err)
	}
	comp, err := chain.Router.ParseRequestFromSubscription(*rec.Logs[1])
	if err != nil {
		t.Fatal(err)
	}
	if comp.Id.Cmp(req.Id) != 0 || comp.SubId != sub || comp.Token != tok.Address || req.PriorityFee.Cmp(usd(3)) != 0 {
		t.Fatalf("companion %+v for request %s (fee %s)", comp, req.Id, req.PriorityFee)
	}
	if bal, res := chain.Subscription(t, sub); bal.Cmp(usd(10)) != 0 || res.Cmp(usd(3)) != 0 {
		t.Fatalf("balance %s reserved %s, want 10 and 3 TUSD", bal, res)
	}
	info, err := chain.Router.GetRequests(nil, []*big.Int{req.Id})
	if err != nil {
		t.Fatal(err)
	}
	if info[0].SubId != sub || info[0].Token != tok.Address || info[0].Fee.Cmp(usd(3)) != 0 {
		t.Fatalf("getRequests: %+v", info[0])
	}

	before := chain.TokenBalance(t, tok.Address, w.Address)
	ethBefore := chain.Balance(t, chain.RouterAddress)
	chain.SubmitResult(t, w, req.Id, []byte("out"))
	if got := new(big.Int).Sub(chain.TokenBalance(t, tok.Address, w.Address), before); got.Cmp(usd(3)) != 0 {
		t.Fatalf("worker received %s TUSD units, want %s", got, usd(3))
	}
	if bal, res := chain.Subscription(t, sub); bal.Cmp(usd(7)) != 0 || res.Sign() != 0 {
		t.Fatalf("after the result: balance %s reserved %s, want 7 and 0 TUSD", bal, res)
	}
	if chain.Balance(t, chain.RouterAddress).Cmp(ethBefore) != 0 {
		t.Fatal("a token fee moved ether")
	}
	if got := chain.TokenBalance(t, tok.Address, chain.RouterAddress); got.Cmp(usd(7)) != 0 {
		t.Fatalf("router holds %s TUSD units, want %s", got, usd(7))
	}
}

// TestSubscriptionRefundReleases: an expired subscription request's refund releases its
// reservation, and the released fee can pay for the next request.
func TestSubscriptionRefundReleases(t *testing.T) {
	chain, tok := tokenChain(t)
	owner := chain.Users[0]
	sub := chain.Subscribe(t, owner, tok.Address, usd(5), owner.Address)
	id := chain.RequestFromSubscription(t, owner, sub, contractstest.Request{Fee: usd(5), Deadline: chain.Now(t) + 30})
	_, err := chain.SendSubscriptionRequest(t, owner, sub, contractstest.Request{Fee: big.NewInt(1)})
	wantRevert(t, err, "InsufficientBalance")
	chain.AdjustTime(t, time.Minute)
	rec := chain.Refund(t, chain.Users[2], id)
	ev, err := chain.Router.ParseRefunded(*rec.Logs[0])
	if err != nil || ev.Amount.Cmp(usd(5)) != 0 || ev.Requester != owner.Address {
		t.Fatalf("Refunded %+v, %v", ev, err)
	}
	if bal, res := chain.Subscription(t, sub); bal.Cmp(usd(5)) != 0 || res.Sign() != 0 {
		t.Fatalf("balance %s reserved %s, want 5 and 0 TUSD", bal, res)
	}
	chain.RequestFromSubscription(t, owner, sub, contractstest.Request{Fee: usd(5)})
}

// TestSubscriptionRules: who may do what with a subscription, and what is refused.
func TestSubscriptionRules(t *testing.T) {
	chain, tok := tokenChain(t)
	owner, consumer, other := chain.Users[0], chain.Users[1], chain.Users[2]
	unlisted := chain.PaymentToken(t, tusdPrice, usd(100))
	chain.Mine(t)(chain.Router.SetPriceFeed(chain.Opts(t, chain.Owner), unlisted.Address, common.Address{}))

	_, err := chain.Router.CreateSubscription(chain.Opts(t, owner), unlisted.Address)
	wantRevert(t, err, "TokenNotAccepted")
	_, err = chain.Router.SetPriceFeed(chain.Opts(t, owner), tok.Address, tok.FeedAddress)
	wantRevert(t, err, "OwnableUnauthorizedAccount")
	_, err = chain.Router.SetPriceFeed(chain.Opts(t, chain.Owner), tok.Address, chain.RouterAddress)
	wantRevert(t, err, "NotAPriceFeed")

	sub := chain.Subscribe(t, owner, tok.Address, usd(10), consumer.Address)
	eth := chain.Subscribe(t, owner, common.Address{}, big.NewInt(1e15), consumer.Address)
	_, err = chain.Router.FundSubscription(chain.Pay(t, owner, big.NewInt(1)), sub, big.NewInt(1))
	wantRevert(t, err, "WrongValue")
	_, err = chain.Router.FundSubscription(chain.Pay(t, owner, big.NewInt(1)), eth, big.NewInt(2))
	wantRevert(t, err, "WrongValue")
	_, err = chain.Router.FundSubscription(chain.Opts(t, owner), 99, big.NewInt(1))
	wantRevert(t, err, "UnknownSubscription")
	_, err = chain.Router.AddConsumer(chain.Opts(t, consumer), sub, other.Address)
	wantRevert(t, err, "NotSubscriptionOwner")
	_, err = chain.SendSubscriptionRequest(t, other, sub, contractstest.Request{Fee: usd(1)})
	wantRevert(t, err, "NotConsumer")
	_, err = chain.Router.RequestInferenceFromSubscription(chain.Opts(t, consumer), sub, "m", nil, 1, chain.Now(t)+60, 1, 1, false, 5_000_001, usd(1))
	wantRevert(t, err, "InvalidCallbackGasLimit")

	// An ETH subscription pays its worker in ether.
	id := chain.RequestFromSubscription(t, consumer, eth, contractstest.Request{Fee: big.NewInt(4e14)})
	w := chain.Workers[1]
	before := chain.Balance(t, w.Address)
	rec := chain.SubmitResult(t, w, id, []byte("x"))
	gas := new(big.Int).Mul(new(big.Int).SetUint64(rec.GasUsed), rec.EffectiveGasPrice)
	if got := new(big.Int).Sub(new(big.Int).Add(chain.Balance(t, w.Address), gas), before); got.Cmp(big.NewInt(4e14)) != 0 {
		t.Fatalf("worker received %s wei, want 4e14", got)
	}

	// A removed consumer may not request; its pending request stays paid for.
	pending := chain.RequestFromSubscription(t, consumer, sub, contractstest.Request{Fee: usd(2)})
	chain.Mine(t)(chain.Router.RemoveConsumer(chain.Opts(t, owner), sub, consumer.Address))
	_, err = chain.SendSubscriptionRequest(t, consumer, sub, contractstest.Request{Fee: usd(1)})
	wantRevert(t, err, "NotConsumer")

	// Delisting the token stops new requests and bumps, not the payment of reserved fees.
	chain.Mine(t)(chain.Router.AddConsumer(chain.Opts(t, owner), sub, consumer.Address))
	chain.Mine(t)(chain.Router.SetPriceFeed(chain.Opts(t, chain.Owner), tok.Address, common.Address{}))
	_, err = chain.SendSubscriptionRequest(t, consumer, sub, contractstest.Request{Fee: usd(1)})
	wantRevert(t, err, "TokenNotAccepted")
	chain.SubmitResult(t, w, pending, []byte("paid"))
	chain.Mine(t)(chain.Router.SetPriceFeed(chain.Opts(t, chain.Owner), tok.Address, tok.FeedAddress))

	// Cancel: what is not reserved goes out at once, the rest once released.
	held := chain.RequestFromSubscription(t, consumer, sub, contractstest.Request{Fee: usd(3), Deadline: chain.Now(t) + 30})
	to := common.HexToAddress("0x00000000000000000000000000000000000c0ffe")
	_, err = chain.Router.CancelSubscription(chain.Opts(t, consumer), sub, to)
	wantRevert(t, err, "NotSubscriptionOwner")
	chain.Mine(t)(chain.Router.CancelSubscription(chain.Opts(t, owner), sub, to))
	if got := chain.TokenBalance(t, tok.Address, to); got.Cmp(usd(5)) != 0 { // 10 - 2 paid - 3 reserved
		t.Fatalf("cancel paid %s, want %s", got, usd(5))
	}
	_, err = chain.SendSubscriptionRequest(t, consumer, sub, contractstest.Request{Fee: usd(0)})
	wantRevert(t, err, "SubscriptionIsCanceled")
	_, err = chain.Router.FundSubscription(chain.Opts(t, owner), sub, usd(1))
	wantRevert(t, err, "SubscriptionIsCanceled")
	chain.AdjustTime(t, time.Minute)
	chain.Refund(t, other, held)
	chain.Mine(t)(chain.Router.CancelSubscription(chain.Opts(t, owner), sub, to))
	if got := chain.TokenBalance(t, tok.Address, to); got.Cmp(usd(8)) != 0 {
		t.Fatalf("second cancel: %s paid in all, want %s", got, usd(8))
	}
	if got := chain.TokenBalance(t, tok.Address, chain.RouterAddress); got.Sign() != 0 {
		t.Fatalf("router still holds %s TUSD units", got)
	}
}

// TestBumpFee: a pending request's fee rises by msg.value (ETH) or by a reservation
// (subscription), FeeBumped carries the new total, the worker is paid the total, and a
// bump by another address, of zero, after the deadline, after the withdrawal or after
// the result is refused.
func TestBumpFee(t *testing.T) {
	chain, tok := tokenChain(t)
	user, w := chain.Users[0], chain.Workers[0]
	id := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(1000)})
	rec := chain.Mine(t)(chain.Router.BumpFee(chain.Pay(t, user, big.NewInt(500)), id, big.NewInt(500)))
	ev, err := chain.Router.ParseFeeBumped(*rec.Logs[0])
	if err != nil || ev.Id.Cmp(id) != 0 || ev.Fee.Cmp(big.NewInt(1500)) != 0 {
		t.Fatalf("FeeBumped %+v, %v", ev, err)
	}
	_, err = chain.Router.BumpFee(chain.Pay(t, user, big.NewInt(1)), id, big.NewInt(2))
	wantRevert(t, err, "WrongValue")
	_, err = chain.Router.BumpFee(chain.Pay(t, chain.Users[1], big.NewInt(1)), id, big.NewInt(1))
	wantRevert(t, err, "NotRequester")
	_, err = chain.Router.BumpFee(chain.Opts(t, user), id, big.NewInt(0))
	wantRevert(t, err, "ZeroAmount")
	before := chain.Balance(t, w.Address)
	res := chain.SubmitResult(t, w, id, []byte("x"))
	gas := new(big.Int).Mul(new(big.Int).SetUint64(res.GasUsed), res.EffectiveGasPrice)
	if got := new(big.Int).Sub(new(big.Int).Add(chain.Balance(t, w.Address), gas), before); got.Cmp(big.NewInt(1500)) != 0 {
		t.Fatalf("worker received %s wei, want the bumped 1500", got)
	}
	_, err = chain.Router.BumpFee(chain.Pay(t, user, big.NewInt(1)), id, big.NewInt(1))
	wantRevert(t, err, "AlreadyFulfilled")

	// From a subscription: the owner may bump its consumer's request; it is reserved.
	consumer := chain.Users[1]
	sub := chain.Subscribe(t, user, tok.Address, usd(10), consumer.Address)
	sid := chain.RequestFromSubscription(t, consumer, sub, contractstest.Request{Fee: usd(2), Deadline: chain.Now(t) + 60})
	_, err = chain.Router.BumpFee(chain.Pay(t, user, big.NewInt(1)), sid, usd(1))
	wantRevert(t, err, "WrongValue")
	_, err = chain.Router.BumpFee(chain.Opts(t, user), sid, usd(9))
	wantRevert(t, err, "InsufficientBalance")
	chain.Mine(t)(chain.Router.BumpFee(chain.Opts(t, user), sid, usd(3)))
	if _, res := chain.Subscription(t, sub); res.Cmp(usd(5)) != 0 {
		t.Fatalf("reserved %s after the bump, want %s", res, usd(5))
	}
	chain.Mine(t)(chain.Router.WithdrawRequest(chain.Opts(t, consumer), sid))
	_, err = chain.Router.BumpFee(chain.Opts(t, consumer), sid, usd(1))
	wantRevert(t, err, "AlreadyWithdrawn")
	late := chain.RequestFromSubscription(t, consumer, sub, contractstest.Request{Fee: usd(1), Deadline: chain.Now(t) + 30})
	chain.AdjustTime(t, time.Minute)
	_, err = chain.Router.BumpFee(chain.Opts(t, consumer), late, usd(1))
	wantRevert(t, err, "DeadlinePassed")
}

// TestWithdrawRequest: a withdrawn request takes results, and pays them, until
// withdrawAt; from then on results are refused (and skipped in a batch) and it is
// refundable; a refund before then is refused. Only the requester (or the
// subscription's owner) may withdraw, once, before the deadline.
func TestWithdrawRequest(t *testing.T) {
	chain, _ := tokenChain(t)
	user, w := chain.Users[0], chain.Workers[0]
	delay, err := chain.Router.WithdrawalDelay(nil)
	if err != nil || delay != 15*60 {
		t.Fatalf("withdrawalDelay %d, %v", delay, err)
	}
	_, err = chain.Router.SetWithdrawalDelay(chain.Opts(t, chain.Owner), 59)
	wantRevert(t, err, "InvalidWithdrawalDelay")
	chain.Mine(t)(chain.Router.SetWithdrawalDelay(chain.Opts(t, chain.Owner), 120))

	served := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(7)})
	_, err = chain.Router.WithdrawRequest(chain.Opts(t, chain.Users[1]), served)
	wantRevert(t, err, "NotRequester")
	rec := chain.Mine(t)(chain.Router.WithdrawRequest(chain.Opts(t, user), served))
	ev, err := chain.Router.ParseWithdrawalRequested(*rec.Logs[0])
	if err != nil || ev.EffectiveAt != chain.Now(t)+120 {
		t.Fatalf("WithdrawalRequested %+v, %v (head %d)", ev, err, chain.Now(t))
	}
	_, err = chain.Router.WithdrawRequest(chain.Opts(t, user), served)
	wantRevert(t, err, "AlreadyWithdrawn")
	_, err = chain.Router.Refund(chain.Opts(t, user), served)
	wantRevert(t, err, "RefundTooEarly")
	chain.SubmitResult(t, w, served, []byte("in time")) // before withdrawAt: accepted and paid
	if s := chain.Status(t, served); s != contracts.StatusFulfilled {
		t.Fatalf("served request is %s", s)
	}

	gone := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(9)})
	chain.Mine(t)(chain.Router.WithdrawRequest(chain.Opts(t, user), gone))
	expiry := chain.Now(t) + 3600
	sig := chain.Voucher(t, gone, w, expiry)
	chain.AdjustTime(t, 2*time.Minute)
	_, err = chain.Router.SubmitResult(chain.Opts(t, w), gone, []byte("late"), 1, 0, expiry, sig)
	wantRevert(t, err, "Withdrawn")
	rec = chain.Mine(t)(chain.Router.SubmitResults(chain.Opts(t, w), []bindings.InferenceRouterResultItem{batchItem(t, chain, w, gone, []byte("late"))}))
	skip, err := chain.Router.ParseResultSkipped(*rec.Logs[0])
	if err != nil || skip.Reason != 10 {
		t.Fatalf("ResultSkipped %+v, %v; want reason 10 (SKIP_WITHDRAWN)", skip, err)
	}
	chain.Refund(t, chain.Users[2], gone)
	if s := chain.Status(t, gone); s != contracts.StatusRefunded {
		t.Fatalf("withdrawn request is %s after its refund", s)
	}
	expired := chain.RequestInference(t, user, contractstest.Request{Deadline: chain.Now(t) + 10})
	chain.AdjustTime(t, time.Minute)
	_, err = chain.Router.WithdrawRequest(chain.Opts(t, user), expired)
	wantRevert(t, err, "DeadlinePassed")
}

// TestRefundMany: the keeper's batch refunds exactly the refundable requests (expired,
// or withdrawn past withdrawAt) and skips the rest, takes at most the owner's cap of each
// refunded fee, credits an ETH refund its requester refuses instead of failing the
// batch, and releases subscription reservations minus the keeper's fee.
func TestRefundMany(t *testing.T) {
	chain, tok := tokenChain(t)
	user, keeper := chain.Users[0], chain.Scheduler
	rejecting := chain.Users[2]
	chain.Mine(t)(chain.Router.SetKeeperFeeCap(chain.Opts(t, chain.Owner), common.Address{}, big.NewInt(100)))
	chain.Mine(t)(chain.Router.SetKeeperFeeCap(chain.Opts(t, chain.Owner), tok.Address, big.NewInt(50_000)))
	sub := chain.Subscribe(t, user, tok.Address, usd(10), user.Address)
	soon := chain.Now(t) + 30
	a := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(1000), Deadline: soon})
	b := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(60), Deadline: soon}) // below the cap
	c := chain.RequestInference(t, rejecting, contractstest.Request{Fee: big.NewInt(5000), Deadline: soon})
	d := chain.RequestFromSubscription(t, user, sub, contractstest.Request{Fee: usd(2), Deadline: soon})
	notYet := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(1)})
	delegateToRejecter(t, chain, rejecting)
	chain.AdjustTime(t, time.Minute)

	userBefore := chain.Balance(t, user.Address)
	keeperBefore := chain.Balance(t, keeper.Address)
	keeperTok := chain.TokenBalance(t, tok.Address, keeper.Address)
	rec := chain.Mine(t)(chain.Router.RefundMany(chain.Opts(t, keeper), []*big.Int{a, b, c, d, notYet, big.NewInt(999)}))
	gas := new(big.Int).Mul(new(big.Int).SetUint64(rec.GasUsed), rec.EffectiveGasPrice)
	for _, id := range []*big.Int{a, b, c, d} {
		if s := chain.Status(t, id); s != contracts.StatusRefunded {
			t.Fatalf("request %s is %s", id, s)
		}
	}
	if s := chain.Status(t, notYet); s != contracts.StatusPending {
		t.Fatalf("request before its deadline is %s", s)
	}
	if got := new(big.Int).Sub(chain.Balance(t, user.Address), userBefore); got.Cmp(big.NewInt(900)) != 0 {
		t.Fatalf("user got back %s wei, want 900 + 0 (1000 - 100 and 60 - 60)", got)
	}
	if got := new(big.Int).Sub(new(big.Int).Add(chain.Balance(t, keeper.Address), gas), keeperBefore); got.Cmp(big.NewInt(260)) != 0 {
		t.Fatalf("keeper got %s wei, want 100 + 60 + 100", got)
	}
	if got := new(big.Int).Sub(chain.TokenBalance(t, tok.Address, keeper.Address), keeperTok); got.Cmp(big.NewInt(50_000)) != 0 {
		t.Fatalf("keeper got %s TUSD units, want the cap", got)
	}
	if bal, res := chain.Subscription(t, sub); bal.Cmp(new(big.Int).Sub(usd(10), big.NewInt(50_000))) != 0 || res.Sign() != 0 {
		t.Fatalf("subscription balance %s reserved %s", bal, res)
	}
	owed, err := chain.Router.Owed(nil, rejecting.Address)
	if err != nil || owed.Cmp(big.NewInt(4900)) != 0 {
		t.Fatalf("owed to the rejecting requester %s, %v; want 4900", owed, err)
	}
	tooMany := make([]*big.Int, 1025)
	for i := range tooMany {
		tooMany[i] = big.NewInt(int64(i + 1))
	}
	_, err = chain.Router.RefundMany(chain.Opts(t, keeper), tooMany)
	wantRevert(t, err, "BatchTooLarge")
	if n := countEvents(rec, chain.Router.ParseRefunded); n != 4 {
		t.Fatalf("%d Refunded events, want 4", n)
	}
}

// TestTokenFeeOnTransferAndRebaseRefused: a token that delivers less than was sent, or
// whose balance fell below the router's books, cannot fund a subscription.
func TestTokenFeeOnTransferAndRebaseRefused(t *testing.T) {
	chain := contractstest.NewChain(t)
	h := deployHostile(t, chain)
	owner := chain.Users[0]
	sub := chain.Subscribe(t, owner, h.addr, big.NewInt(1000))
	chain.Mine(t)(h.tok.SetMode(chain.Opts(t, owner), 1)) // 1 % fee on every transfer
	chain.Approve(t, owner, h.addr, big.NewInt(1000))
	_, err := chain.Router.FundSubscription(chain.Opts(t, owner), sub, big.NewInt(1000))
	wantRevert(t, err, "TokenAmountMismatch")

	chain.Mine(t)(h.tok.SetMode(chain.Opts(t, owner), 0))
	chain.Mine(t)(h.tok.Rebase(chain.Opts(t, owner), chain.RouterAddress, big.NewInt(-1)))
	_, err = chain.Router.FundSubscription(chain.Opts(t, owner), sub, big.NewInt(1000))
	wantRevert(t, err, "TokenBalanceShort")
	chain.Mine(t)(h.tok.Rebase(chain.Opts(t, owner), chain.RouterAddress, big.NewInt(2)))
	chain.Mine(t)(chain.Router.FundSubscription(chain.Opts(t, owner), sub, big.NewInt(1000)))
	if bal, _ := chain.Subscription(t, sub); bal.Cmp(big.NewInt(2000)) != 0 {
		t.Fatalf("balance %s, want 2000 (a rebase's surplus is nobody's)", bal)
	}
}

func countEvents[E any](rec *types.Receipt, parse func(types.Log) (E, error)) int {
	n := 0
	for _, l := range rec.Logs {
		if _, err := parse(*l); err == nil {
			n++
		}
	}
	return n
}
