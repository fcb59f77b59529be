package contracts_test

import (
	"bytes"
	"context"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
)

var (
	hour  = uint64(time.Hour / time.Second)
	gwei  = big.NewInt(1_000_000_000)
	fee   = new(big.Int).Mul(big.NewInt(5_000_000), gwei) // 0.005 ether
	call0 = &bind.CallOpts{Context: context.Background()}
)

// gasCost is what the sender of the receipt's transaction paid for gas.
func gasCost(r *types.Receipt) *big.Int {
	return new(big.Int).Mul(new(big.Int).SetUint64(r.GasUsed), r.EffectiveGasPrice)
}

func TestRequestInferenceEmitsEventAndHoldsFee(t *testing.T) {
	chain := contractstest.NewChain(t)
	user := chain.Users[0]
	deadline := chain.Now(t) + hour
	req := contractstest.Request{
		Model: "qwen2.5-7b", Prompt: []byte("what is 2+2?"), MaxTokens: 64, Deadline: deadline,
		GasLimit: 210_000, RequiredMemoryMB: 16_384, Batchable: true, Fee: fee,
	}
	id, rec := chain.RequestInferenceReceipt(t, user, req)
	if id.Cmp(big.NewInt(1)) != 0 {
		t.Fatalf("first id = %s, want 1", id)
	}
	var found bool
	for _, l := range rec.Logs {
		e, err := chain.Router.ParseInferenceRequested(*l)
		if err != nil {
			continue
		}
		found = true
		block, _ := chain.Client.HeaderByHash(context.Background(), rec.BlockHash)
		if e.Requester != user.Address || e.Model != req.Model || !bytes.Equal(e.Prompt, req.Prompt) ||
			e.MaxTokens != 64 || e.PriorityFee.Cmp(fee) != 0 || e.SubmittedAt != block.Time ||
			e.Deadline != deadline || e.GasLimit != 210_000 || e.RequiredMemoryMB != 16_384 || !e.Batchable {
			t.Errorf("event = %+v", e)
		}
	}
	if !found {
		t.Fatal("no InferenceRequested event")
	}
	if got := chain.Status(t, id); got != contracts.StatusPending {
		t.Errorf("status = %s, want pending", got)
	}
	if got := chain.Balance(t, chain.RouterAddress); got.Cmp(fee) != 0 {
		t.Errorf("router balance = %s, want %s", got, fee)
	}
	info, err := chain.Router.GetRequest(call0, id)
	if err != nil {
		t.Fatal(err)
	}
	if info.Requester != user.Address || info.Fee.Cmp(fee) != 0 || info.Deadline != deadline || info.Status != 1 {
		t.Errorf("getRequest = %+v", info)
	}
	// Ids are sequential; an unknown id has status none.
	if id2 := chain.RequestInference(t, chain.Users[1], contractstest.Request{}); id2.Cmp(big.NewInt(2)) != 0 {
		t.Errorf("second id = %s, want 2", id2)
	}
	if got := chain.Status(t, big.NewInt(3)); got != contracts.StatusNone {
		t.Errorf("status of unknown id = %s, want none", got)
	}
}

func TestRequestInferenceRejects(t *testing.T) {
	chain := contractstest.NewChain(t, simchain.WithLimits(100, 16))
	now := chain.Now(t)
	cases := []struct {
		name string
		req  contractstest.Request
		want string
	}{
		{"model too long", contractstest.Request{Model: strings.Repeat("m", 17)}, "ModelNameTooLong"},
		{"prompt too long", contractstest.Request{Prompt: make([]byte, 101)}, "PromptTooLong"},
		{"deadline in the past", contractstest.Request{Deadline: now - 10}, "DeadlineNotInFuture"},
		{"deadline is now", contractstest.Request{Deadline: now}, "DeadlineNotInFuture"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := chain.SendRequest(t, chain.Users[0], c.req)
			wantRevert(t, err, c.want)
		})
	}
	t.Run("empty model", func(t *testing.T) {
		// The helper fills an empty model with a default, so call the binding directly.
		_, err := chain.Router.RequestInference(chain.Opts(t, chain.Users[0]), "", []byte("p"), 1, now+hour, 1, 1, false)
		wantRevert(t, err, "EmptyModel")
	})
	t.Run("limits are inclusive", func(t *testing.T) {
		chain.RequestInference(t, chain.Users[0], contractstest.Request{Model: strings.Repeat("m", 16), Prompt: make([]byte, 100)})
		chain.RequestInference(t, chain.Users[0], contractstest.Request{Prompt: []byte{}})
	})
	t.Run("error arguments", func(t *testing.T) {
		_, err := chain.SendRequest(t, chain.Users[0], contractstest.Request{Prompt: make([]byte, 150)})
		r := wantRevert(t, err, "PromptTooLong")
		if r.Args[0].(*big.Int).Int64() != 150 || r.Args[1].(*big.Int).Int64() != 100 {
			t.Errorf("args = %v, want [150 100]", r.Args)
		}
	})
}

func TestSubmitResultPaysWorker(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t) // results are paid to staked workers only
	worker := chain.Workers[0]
	id := chain.RequestInference(t, chain.Users[0], contractstest.Request{Fee: fee})
	before := chain.Balance(t, worker.Address)
	output := []byte("4")
	rec := chain.SubmitResult(t, worker, id, output)

	want := new(big.Int).Sub(new(big.Int).Add(before, fee), gasCost(rec))
	if got := chain.Balance(t, worker.Address); got.Cmp(want) != 0 {
		t.Errorf("worker balance = %s, want %s", got, want)
	}
	if got := chain.Balance(t, chain.RouterAddress); got.Sign() != 0 {
		t.Errorf("router balance = %s, want 0", got)
	}
	if got := chain.Status(t, id); got != contracts.StatusFulfilled {
		t.Errorf("status = %s, want fulfilled", got)
	}
	if len(rec.Logs) != 1 {
		t.Fatalf("%d logs, want 1", len(rec.Logs))
	}
	ev, err := chain.Router.ParseResultSubmitted(*rec.Logs[0])
	if err != nil {
		t.Fatal(err)
	}
	if ev.Id.Cmp(id) != 0 || ev.Worker != worker.Address || !bytes.Equal(ev.Output, output) ||
		common.Hash(ev.OutputHash) != crypto.Keccak256Hash(output) {
		t.Errorf("event = %+v", ev)
	}
}

func TestSubmitResultRejects(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t) // results are paid to staked workers only
	w0, w1 := chain.Workers[0], chain.Workers[1]
	id := chain.RequestInference(t, chain.Users[0], contractstest.Request{Fee: fee})
	expiry := chain.Now(t) + hour
	submit := func(t *testing.T, from contractstest.Account, id *big.Int, expiry uint64, sig []byte) error {
		t.Helper()
		_, err := chain.Router.SubmitResult(chain.Opts(t, from), id, []byte("out"), 1, 0, expiry, sig)
		return err
	}
	sign := func(key contractstest.Account, worker contractstest.Account, id *big.Int, expiry uint64) []byte {
		sig, err := contracts.SignVoucher(key.Key, chain.ChainID, chain.RouterAddress, contracts.Voucher{RequestID: id, Worker: worker.Address, Attempt: 1, InputHash: chain.InputHash(t, id), Expiry: expiry})
		if err != nil {
			t.Fatal(err)
		}
		return sig
	}

	t.Run("bad voucher signer", func(t *testing.T) {
		r := wantRevert(t, submit(t, w0, id, expiry, sign(chain.Users[0], w0, id, expiry)), "InvalidVoucherSigner")
		if r.Args[0].(common.Address) != chain.Users[0].Address {
			t.Errorf("recovered = %v, want the user's address", r.Args[0])
		}
	})
	t.Run("voucher for another worker", func(t *testing.T) {
		wantRevert(t, submit(t, w1, id, expiry, sign(chain.Scheduler, w0, id, expiry)), "InvalidVoucherSigner")
	})
	t.Run("voucher for another request", func(t *testing.T) {
		other := chain.RequestInference(t, chain.Users[1], contractstest.Request{})
		wantRevert(t, submit(t, w0, other, expiry, sign(chain.Scheduler, w0, id, expiry)), "InvalidVoucherSigner")
	})
	t.Run("voucher for another router", func(t *testing.T) {
		otherAddr, _ := chain.DeployRouter(t)
		sig, _ := contracts.SignVoucher(chain.Scheduler.Key, chain.ChainID, otherAddr, contracts.Voucher{RequestID: id, Worker: w0.Address, Attempt: 1, InputHash: chain.InputHash(t, id), Expiry: expiry})
		wantRevert(t, submit(t, w0, id, expiry, sig), "InvalidVoucherSigner")
	})
	t.Run("expiry differs from the signed one", func(t *testing.T) {
		wantRevert(t, submit(t, w0, id, expiry+1, sign(chain.Scheduler, w0, id, expiry)), "InvalidVoucherSigner")
	})
	t.Run("expired voucher", func(t *testing.T) {
		past := chain.Now(t) - 1
		wantRevert(t, submit(t, w0, id, past, sign(chain.Scheduler, w0, id, past)), "VoucherExpired")
	})
	t.Run("malformed signature", func(t *testing.T) {
		sig := sign(chain.Scheduler, w0, id, expiry)
		wantRevert(t, submit(t, w0, id, expiry, sig[:64]), "MalformedVoucherSignature")
		zero := make([]byte, 65)
		zero[64] = 27
		wantRevert(t, submit(t, w0, id, expiry, zero), "MalformedVoucherSignature")
	})
	t.Run("unknown request", func(t *testing.T) {
		missing := big.NewInt(999)
		wantRevert(t, submit(t, w0, missing, expiry, sign(chain.Scheduler, w0, missing, expiry)), "UnknownRequest")
	})
	t.Run("double submission", func(t *testing.T) {
		chain.Mine(t)(chain.Router.SubmitResult(chain.Opts(t, w0), id, []byte("out"), 1, 0, expiry, sign(chain.Scheduler, w0, id, expiry)))
		// Neither the same worker nor another assigned worker can submit again.
		wantRevert(t, submit(t, w0, id, expiry, sign(chain.Scheduler, w0, id, expiry)), "AlreadyFulfilled")
		wantRevert(t, submit(t, w1, id, expiry, sign(chain.Scheduler, w1, id, expiry)), "AlreadyFulfilled")
	})
	t.Run("after the deadline", func(t *testing.T) {
		late := chain.RequestInference(t, chain.Users[0], contractstest.Request{Deadline: chain.Now(t) + 60})
		chain.AdjustTime(t, 2*time.Minute)
		far := chain.Now(t) + hour
		wantRevert(t, submit(t, w0, late, far, sign(chain.Scheduler, w0, late, far)), "DeadlinePassed")
	})
	t.Run("a reverted submission mined anyway fails", func(t *testing.T) {
		// Skip gas estimation so the revert happens in a block: status 0, no payment.
		fresh := chain.RequestInference(t, chain.Users[0], contractstest.Request{Fee: fee})
		opts := chain.Opts(t, w1)
		opts.GasLimit = 200_000
		tx, err := chain.Router.SubmitResult(opts, fresh, []byte("x"), 1, 0, expiry, sign(chain.Scheduler, w0, fresh, expiry))
		if err != nil {
			t.Fatal(err)
		}
		if r := chain.CommitTxs(t, tx)[0]; r.Status != types.ReceiptStatusFailed {
			t.Errorf("status = %d, want failed", r.Status)
		}
		if got := chain.Status(t, fresh); got != contracts.StatusPending {
			t.Errorf("request status = %s, want pending", got)
		}
	})
}

func TestRefund(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t) // results are paid to staked workers only
	user := chain.Users[0]
	deadline := chain.Now(t) + 600
	id := chain.RequestInference(t, user, contractstest.Request{Fee: fee, Deadline: deadline})
	done := chain.RequestInference(t, user, contractstest.Request{Fee: fee, Deadline: deadline})
	chain.SubmitResult(t, chain.Workers[0], done, []byte("ok"))

	t.Run("too early", func(t *testing.T) {
		_, err := chain.Router.Refund(chain.Opts(t, user), id)
		wantRevert(t, err, "RefundTooEarly")
	})
	t.Run("unknown request", func(t *testing.T) {
		_, err := chain.Router.Refund(chain.Opts(t, user), big.NewInt(77))
		wantRevert(t, err, "UnknownRequest")
	})

	chain.AdjustTime(t, 20*time.Minute)

	t.Run("after result", func(t *testing.T) {
		_, err := chain.Router.Refund(chain.Opts(t, user), done)
		wantRevert(t, err, "AlreadyFulfilled")
	})
	t.Run("after deadline, by anyone, to the requester", func(t *testing.T) {
		before := chain.Balance(t, user.Address)
		rec := chain.Refund(t, chain.Workers[2], id) // a third party pays the gas
		if got, want := chain.Balance(t, user.Address), new(big.Int).Add(before, fee); got.Cmp(want) != 0 {
			t.Errorf("requester balance = %s, want %s", got, want)
		}
		ev, err := chain.Router.ParseRefunded(*rec.Logs[0])
		if err != nil {
			t.Fatal(err)
		}
		if ev.Id.Cmp(id) != 0 || ev.Requester != user.Address || ev.Amount.Cmp(fee) != 0 {
			t.Errorf("event = %+v", ev)
		}
		if got := chain.Status(t, id); got != contracts.StatusRefunded {
			t.Errorf("status = %s, want refunded", got)
		}
	})
	t.Run("twice", func(t *testing.T) {
		_, err := chain.Router.Refund(chain.Opts(t, user), id)
		wantRevert(t, err, "AlreadyRefunded")
	})
	t.Run("result after refund", func(t *testing.T) {
		_, err := chain.SendResult(t, chain.Workers[0], id, []byte("late"))
		wantRevert(t, err, "AlreadyRefunded")
	})
	t.Run("zero fee", func(t *testing.T) {
		free := chain.RequestInference(t, user, contractstest.Request{Deadline: chain.Now(t) + 30})
		chain.AdjustTime(t, time.Minute)
		rec := chain.Refund(t, user, free)
		if ev, err := chain.Router.ParseRefunded(*rec.Logs[0]); err != nil || ev.Amount.Sign() != 0 {
			t.Errorf("event = %+v, %v", ev, err)
		}
	})
}

func TestPause(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t) // results are paid to staked workers only
	user := chain.Users[0]
	pending := chain.RequestInference(t, user, contractstest.Request{Fee: fee, Deadline: chain.Now(t) + 600})
	refundable := chain.RequestInference(t, user, contractstest.Request{Fee: fee, Deadline: chain.Now(t) + 60})

	_, err := chain.Router.Pause(chain.Opts(t, user))
	wantRevert(t, err, "OwnableUnauthorizedAccount")
	_, err = chain.Router.Unpause(chain.Opts(t, chain.Owner))
	wantRevert(t, err, "ExpectedPause")

	chain.Mine(t)(chain.Router.Pause(chain.Opts(t, chain.Owner)))
	if p, _ := chain.Router.Paused(call0); !p {
		t.Fatal("not paused")
	}
	_, err = chain.SendRequest(t, user, contractstest.Request{})
	wantRevert(t, err, "EnforcedPause")

	// Results and refunds of earlier requests still go through while paused.
	chain.SubmitResult(t, chain.Workers[0], pending, []byte("ok"))
	chain.AdjustTime(t, 2*time.Minute)
	chain.Refund(t, user, refundable)

	chain.Mine(t)(chain.Router.Unpause(chain.Opts(t, chain.Owner)))
	chain.RequestInference(t, user, contractstest.Request{})
}

func TestSchedulerRotation(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t) // results are paid to staked workers only
	next := contractstest.NewAccount(t, "scheduler-2")
	w := chain.Workers[0]

	_, err := chain.Router.SetScheduler(chain.Opts(t, chain.Scheduler), next.Address)
	wantRevert(t, err, "OwnableUnauthorizedAccount")
	_, err = chain.Router.SetScheduler(chain.Opts(t, chain.Owner), common.Address{})
	wantRevert(t, err, "ZeroAddress")

	id := chain.RequestInference(t, chain.Users[0], contractstest.Request{})
	expiry := chain.Now(t) + hour
	oldSig := chain.Voucher(t, id, w, expiry)

	rec := chain.Mine(t)(chain.Router.SetScheduler(chain.Opts(t, chain.Owner), next.Address))
	ev, err := chain.Router.ParseSchedulerRotated(*rec.Logs[0])
	if err != nil || ev.PreviousScheduler != chain.Scheduler.Address || ev.NewScheduler != next.Address {
		t.Fatalf("event = %+v, %v", ev, err)
	}
	if got, _ := chain.Router.Scheduler(call0); got != next.Address {
		t.Fatalf("scheduler = %s, want %s", got, next.Address)
	}

	_, err = chain.Router.SubmitResult(chain.Opts(t, w), id, []byte("x"), 1, 0, expiry, oldSig)
	wantRevert(t, err, "InvalidVoucherSigner")
	newSig, err := contracts.SignVoucher(next.Key, chain.ChainID, chain.RouterAddress, contracts.Voucher{RequestID: id, Worker: w.Address, Attempt: 1, InputHash: chain.InputHash(t, id), Expiry: expiry})
	if err != nil {
		t.Fatal(err)
	}
	chain.Mine(t)(chain.Router.SubmitResult(chain.Opts(t, w), id, []byte("x"), 1, 0, expiry, newSig))
}

func TestSetLimits(t *testing.T) {
	chain := contractstest.NewChain(t, simchain.WithLimits(10, 10))
	_, err := chain.Router.SetLimits(chain.Opts(t, chain.Users[0]), big.NewInt(20), big.NewInt(20))
	wantRevert(t, err, "OwnableUnauthorizedAccount")
	_, err = chain.Router.SetLimits(chain.Opts(t, chain.Owner), big.NewInt(0), big.NewInt(20))
	wantRevert(t, err, "InvalidLimits")
	_, err = chain.Router.SetLimits(chain.Opts(t, chain.Owner), big.NewInt(20), big.NewInt(0))
	wantRevert(t, err, "InvalidLimits")

	long := contractstest.Request{Model: strings.Repeat("m", 20), Prompt: make([]byte, 20)}
	_, err = chain.SendRequest(t, chain.Users[0], long)
	wantRevert(t, err, "ModelNameTooLong")

	rec := chain.Mine(t)(chain.Router.SetLimits(chain.Opts(t, chain.Owner), big.NewInt(20), big.NewInt(20)))
	if ev, err := chain.Router.ParseLimitsChanged(*rec.Logs[0]); err != nil || ev.MaxPromptBytes.Int64() != 20 || ev.MaxModelNameBytes.Int64() != 20 {
		t.Errorf("event = %+v, %v", ev, err)
	}
	chain.RequestInference(t, chain.Users[0], long)
	if p, _ := chain.Router.MaxPromptBytes(call0); p.Int64() != 20 {
		t.Errorf("maxPromptBytes = %s", p)
	}
}

func TestOwnershipIsTwoStep(t *testing.T) {
	chain := contractstest.NewChain(t)
	next := chain.Users[2]
	chain.Mine(t)(chain.Router.TransferOwnership(chain.Opts(t, chain.Owner), next.Address))
	if o, _ := chain.Router.Owner(call0); o != chain.Owner.Address {
		t.Fatalf("owner changed before acceptance: %s", o)
	}
	_, err := chain.Router.AcceptOwnership(chain.Opts(t, chain.Users[1]))
	wantRevert(t, err, "OwnableUnauthorizedAccount")
	chain.Mine(t)(chain.Router.AcceptOwnership(chain.Opts(t, next)))
	if o, _ := chain.Router.Owner(call0); o != next.Address {
		t.Fatalf("owner = %s, want %s", o, next.Address)
	}
	chain.Mine(t)(chain.Router.Pause(chain.Opts(t, next)))
}

func TestConstructorsReject(t *testing.T) {
	chain := contractstest.NewChain(t)
	opts := func() *bind.TransactOpts { return chain.Opts(t, chain.Deployer) }
	owner, sched, reg := chain.Owner.Address, chain.Scheduler.Address, chain.RegistryAddress
	one := big.NewInt(1)

	_, _, _, err := bindings.DeployInferenceRouter(opts(), chain.Client, common.Address{}, sched, one, one, reg)
	wantRevert(t, err, "OwnableInvalidOwner")
	_, _, _, err = bindings.DeployInferenceRouter(opts(), chain.Client, owner, common.Address{}, one, one, reg)
	wantRevert(t, err, "ZeroAddress")
	_, _, _, err = bindings.DeployInferenceRouter(opts(), chain.Client, owner, sched, big.NewInt(0), one, reg)
	wantRevert(t, err, "InvalidLimits")
	_, _, _, err = bindings.DeployInferenceRouter(opts(), chain.Client, owner, sched, one, big.NewInt(0), reg)
	wantRevert(t, err, "InvalidLimits")
	_, _, _, err = bindings.DeployInferenceRouter(opts(), chain.Client, owner, sched, one, one, common.Address{})
	wantRevert(t, err, "WorkerRegistryNotSet")
	_, _, _, err = bindings.DeployDecisionAnchor(opts(), chain.Client, owner, common.Address{})
	wantRevert(t, err, "ZeroAddress")
	_, _, _, err = bindings.DeployDecisionAnchor(opts(), chain.Client, common.Address{}, sched)
	wantRevert(t, err, "OwnableInvalidOwner")
}
