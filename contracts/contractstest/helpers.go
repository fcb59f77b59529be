package contractstest

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/simchain"
)

// Request holds the arguments of InferenceRouter.requestInference. Zero fields get
// defaults: Model "llama3-8b", Prompt "hello", MaxTokens 128, Deadline one hour after
// the head, GasLimit 100000, RequiredMemoryMB 8192. Fee may be nil (no priority fee).
type Request struct {
	Model            string
	Prompt           []byte
	MaxTokens        uint32
	Deadline         uint64
	GasLimit         uint32
	RequiredMemoryMB uint32
	Batchable        bool
	Fee              *big.Int
}

func (c *Chain) withDefaults(t testing.TB, r Request) Request {
	if r.Model == "" {
		r.Model = "llama3-8b"
	}
	if r.Prompt == nil {
		r.Prompt = []byte("hello")
	}
	if r.MaxTokens == 0 {
		r.MaxTokens = 128
	}
	if r.Deadline == 0 {
		r.Deadline = c.Now(t) + uint64(time.Hour/time.Second)
	}
	if r.GasLimit == 0 {
		r.GasLimit = 100_000
	}
	if r.RequiredMemoryMB == 0 {
		r.RequiredMemoryMB = 8192
	}
	if r.Fee == nil {
		r.Fee = new(big.Int)
	}
	return r
}

// SendRequest sends requestInference from user without mining it, returning the
// transaction and the send error (a revert shows up here, from gas estimation).
func (c *Chain) SendRequest(t testing.TB, user Account, r Request) (*types.Transaction, error) {
	t.Helper()
	r = c.withDefaults(t, r)
	return c.Router.RequestInference(c.Pay(t, user, r.Fee), r.Model, r.Prompt, r.MaxTokens, r.Deadline,
		r.GasLimit, r.RequiredMemoryMB, r.Batchable)
}

// RequestInference sends requestInference from user, mines it and returns the new id.
func (c *Chain) RequestInference(t testing.TB, user Account, r Request) *big.Int {
	t.Helper()
	id, _ := c.RequestInferenceReceipt(t, user, r)
	return id
}

// RequestInferenceReceipt is RequestInference that also returns the receipt.
func (c *Chain) RequestInferenceReceipt(t testing.TB, user Account, r Request) (*big.Int, *types.Receipt) {
	t.Helper()
	rec := c.Mine(t)(c.SendRequest(t, user, r))
	for _, l := range rec.Logs {
		if ev, err := c.Router.ParseInferenceRequested(*l); err == nil {
			return ev.Id, rec
		}
	}
	t.Fatalf("contractstest: no InferenceRequested event in %s", rec.TxHash)
	return nil, nil
}

// InputHash reads the commitment the router stored for request id.
func (c *Chain) InputHash(t testing.TB, id *big.Int) common.Hash {
	t.Helper()
	r, err := c.Router.GetRequest(c.call(), id)
	if err != nil {
		t.Fatalf("contractstest: getRequest(%s): %v", id, err)
	}
	return r.InputHash
}

// Voucher signs a voucher for attempt 1 of requestID with the scheduler key for the
// default router, valid from time 0 to expiry, for the commitment stored on chain.
func (c *Chain) Voucher(t testing.TB, requestID *big.Int, worker Account, expiry uint64) []byte {
	t.Helper()
	return c.SignVoucher(t, contracts.Voucher{RequestID: requestID, Worker: worker.Address, Attempt: 1,
		InputHash: c.InputHash(t, requestID), Expiry: expiry})
}

// SignVoucher signs v with the scheduler key for the default router.
func (c *Chain) SignVoucher(t testing.TB, v contracts.Voucher) []byte {
	t.Helper()
	sig, err := contracts.SignVoucher(c.Scheduler.Key, c.ChainID, c.RouterAddress, v)
	if err != nil {
		t.Fatalf("contractstest: sign voucher: %v", err)
	}
	return sig
}

// SendResult sends submitResult from worker with a fresh voucher for attempt 1
// (expiring one hour after the head) without mining it.
func (c *Chain) SendResult(t testing.TB, worker Account, id *big.Int, output []byte) (*types.Transaction, error) {
	t.Helper()
	expiry := c.Now(t) + uint64(time.Hour/time.Second)
	return c.Router.SubmitResult(c.Opts(t, worker), id, output, 1, 0, expiry, c.Voucher(t, id, worker, expiry))
}

// SubmitResult sends submitResult from worker with a fresh voucher and mines it.
func (c *Chain) SubmitResult(t testing.TB, worker Account, id *big.Int, output []byte) *types.Receipt {
	t.Helper()
	return c.Mine(t)(c.SendResult(t, worker, id, output))
}

// Refund sends refund(id) from a and mines it.
func (c *Chain) Refund(t testing.TB, a Account, id *big.Int) *types.Receipt {
	t.Helper()
	return c.Mine(t)(c.Router.Refund(c.Opts(t, a), id))
}

// Status returns requestStatus(id).
func (c *Chain) Status(t testing.TB, id *big.Int) contracts.RequestStatus {
	t.Helper()
	s, err := c.Router.RequestStatus(c.call(), id)
	if err != nil {
		t.Fatalf("contractstest: requestStatus(%s): %v", id, err)
	}
	return contracts.RequestStatus(s)
}

// Register stakes wei for worker in the WorkerRegistry and mines it.
func (c *Chain) Register(t testing.TB, worker Account, wei *big.Int) *types.Receipt {
	t.Helper()
	return c.Mine(t)(c.Registry.Register(c.Pay(t, worker, wei)))
}

// RegisterAll stakes MinStake for every worker account, in one block.
func (c *Chain) RegisterAll(t testing.TB) {
	t.Helper()
	if err := c.Chain.RegisterWorkers(context.Background()); err != nil {
		t.Fatalf("contractstest: %v", err)
	}
}

// StakeOf returns WorkerRegistry.stakeOf(worker).
func (c *Chain) StakeOf(t testing.TB, worker Account) *big.Int {
	t.Helper()
	s, err := c.Registry.StakeOf(c.call(), worker.Address)
	if err != nil {
		t.Fatalf("contractstest: stakeOf(%s): %v", worker.Name, err)
	}
	return s
}

// AnchorRoot sends anchor(from, to, root) from the scheduler key and mines it.
func (c *Chain) AnchorRoot(t testing.TB, from, to uint64, root [32]byte) *types.Receipt {
	t.Helper()
	return c.Mine(t)(c.Anchor.Anchor(c.Opts(t, c.Scheduler), from, to, root))
}

func (c *Chain) call() *bind.CallOpts { return &bind.CallOpts{Context: context.Background()} }

// Transfer sends wei from a to addr in a plain transaction and mines it.
func (c *Chain) Transfer(t testing.TB, from Account, to common.Address, wei *big.Int) *types.Receipt {
	t.Helper()
	return must(c.Chain.Transfer(context.Background(), from, to, wei))(t)
}

// PaymentToken deploys a 6-decimal test stablecoin the router accepts, its price feed
// answering answer (18 decimals: wei per whole token), and mints mint to every user.
func (c *Chain) PaymentToken(t testing.TB, answer, mint *big.Int) simchain.PaymentToken {
	t.Helper()
	var holders []common.Address
	for _, u := range c.Users {
		holders = append(holders, u.Address)
	}
	return must(c.Chain.DeployPaymentToken(context.Background(), simchain.TokenParams{Name: "Test USD", Symbol: "TUSD",
		Decimals: 6, FeedDecimals: 18, Answer: answer, Mint: mint, Holders: holders}))(t)
}

// Subscribe creates a subscription owned by owner in token (the zero address: ETH), funds
// it with amount (approving the router first for a token) and adds consumers. It returns
// the subscription's id.
func (c *Chain) Subscribe(t testing.TB, owner Account, token common.Address, amount *big.Int, consumers ...common.Address) uint64 {
	t.Helper()
	rec := c.Mine(t)(c.Router.CreateSubscription(c.Opts(t, owner), token))
	var subID uint64
	for _, l := range rec.Logs {
		if ev, err := c.Router.ParseSubscriptionCreated(*l); err == nil {
			subID = ev.SubId
		}
	}
	if subID == 0 {
		t.Fatalf("contractstest: no SubscriptionCreated event in %s", rec.TxHash)
	}
	c.Fund(t, owner, subID, token, amount)
	for _, a := range consumers {
		c.Mine(t)(c.Router.AddConsumer(c.Opts(t, owner), subID, a))
	}
	return subID
}

// Fund adds amount to subscription subID from a: msg.value for ETH (token zero), else
// the token after an approval.
func (c *Chain) Fund(t testing.TB, a Account, subID uint64, token common.Address, amount *big.Int) *types.Receipt {
	t.Helper()
	if token == (common.Address{}) {
		return c.Mine(t)(c.Router.FundSubscription(c.Pay(t, a, amount), subID, amount))
	}
	c.Approve(t, a, token, amount)
	return c.Mine(t)(c.Router.FundSubscription(c.Opts(t, a), subID, amount))
}

// Approve lets the router take amount of token from a.
func (c *Chain) Approve(t testing.TB, a Account, token common.Address, amount *big.Int) {
	t.Helper()
	erc20 := must(bindings.NewTestStablecoin(token, c.Client))(t)
	c.Mine(t)(erc20.Approve(c.Opts(t, a), c.RouterAddress, amount))
}

// TokenBalance is token's balanceOf(addr).
func (c *Chain) TokenBalance(t testing.TB, token, addr common.Address) *big.Int {
	t.Helper()
	erc20 := must(bindings.NewTestStablecoin(token, c.Client))(t)
	return must(erc20.BalanceOf(c.call(), addr))(t)
}

// SendSubscriptionRequest sends requestInferenceFromSubscription from consumer without
// mining it (Request's defaults apply; its Fee is the fee reserved, never sent).
func (c *Chain) SendSubscriptionRequest(t testing.TB, consumer Account, subID uint64, r Request) (*types.Transaction, error) {
	t.Helper()
	r = c.withDefaults(t, r)
	return c.Router.RequestInferenceFromSubscription(c.Opts(t, consumer), subID, r.Model, r.Prompt, r.MaxTokens,
		r.Deadline, r.GasLimit, r.RequiredMemoryMB, r.Batchable, 0, r.Fee)
}

// RequestFromSubscription sends requestInferenceFromSubscription, mines it and returns
// the new id.
func (c *Chain) RequestFromSubscription(t testing.TB, consumer Account, subID uint64, r Request) *big.Int {
	t.Helper()
	rec := c.Mine(t)(c.SendSubscriptionRequest(t, consumer, subID, r))
	for _, l := range rec.Logs {
		if ev, err := c.Router.ParseInferenceRequested(*l); err == nil {
			return ev.Id
		}
	}
	t.Fatalf("contractstest: no InferenceRequested event in %s", rec.TxHash)
	return nil
}

// Subscription reads getSubscription(subID).
func (c *Chain) Subscription(t testing.TB, subID uint64) (balance, reserved *big.Int) {
	t.Helper()
	s := must(c.Router.GetSubscription(c.call(), subID))(t)
	return s.Balance, s.Reserved
}
