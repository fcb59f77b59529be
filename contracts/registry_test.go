package contracts_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
)

func TestWorkerRegistryLifecycle(t *testing.T) {
	chain := contractstest.NewChain(t, simchain.WithUnstakeDelay(time.Hour))
	w := chain.Workers[0]
	min := chain.MinStake
	half := new(big.Int).Div(min, big.NewInt(2))

	if got, _ := chain.Registry.MinStake(call0); got.Cmp(min) != 0 {
		t.Fatalf("minStake = %s, want %s", got, min)
	}
	if got, _ := chain.Registry.UnstakeDelay(call0); got != 3600 {
		t.Fatalf("unstakeDelay = %d, want 3600", got)
	}

	t.Run("underpaid", func(t *testing.T) {
		_, err := chain.Registry.Register(chain.Pay(t, w, half))
		r := wantRevert(t, err, "InsufficientStake")
		if r.Args[0].(*big.Int).Cmp(half) != 0 || r.Args[1].(*big.Int).Cmp(min) != 0 {
			t.Errorf("args = %v", r.Args)
		}
	})
	t.Run("zero value", func(t *testing.T) {
		_, err := chain.Registry.Register(chain.Opts(t, w))
		wantRevert(t, err, "ZeroValue")
	})
	t.Run("unstake or withdraw before registering", func(t *testing.T) {
		_, err := chain.Registry.RequestUnstake(chain.Opts(t, w))
		wantRevert(t, err, "NotRegistered")
		_, err = chain.Registry.Withdraw(chain.Opts(t, w))
		wantRevert(t, err, "UnstakeNotRequested")
	})

	rec := chain.Register(t, w, min)
	ev, err := chain.Registry.ParseRegistered(*rec.Logs[0])
	if err != nil || ev.Worker != w.Address || ev.Amount.Cmp(min) != 0 || ev.TotalStake.Cmp(min) != 0 {
		t.Fatalf("Registered = %+v, %v", ev, err)
	}
	if got := chain.StakeOf(t, w); got.Cmp(min) != 0 {
		t.Fatalf("stakeOf = %s, want %s", got, min)
	}

	t.Run("top up below minimum is fine once staked", func(t *testing.T) {
		chain.Register(t, w, half)
		want := new(big.Int).Add(min, half)
		if got := chain.StakeOf(t, w); got.Cmp(want) != 0 {
			t.Fatalf("stakeOf = %s, want %s", got, want)
		}
	})
	stake := chain.StakeOf(t, w)

	t.Run("withdraw without unstake request", func(t *testing.T) {
		_, err := chain.Registry.Withdraw(chain.Opts(t, w))
		wantRevert(t, err, "UnstakeNotRequested")
	})

	rec = chain.Mine(t)(chain.Registry.RequestUnstake(chain.Opts(t, w)))
	uev, err := chain.Registry.ParseUnstakeRequested(*rec.Logs[0])
	block, _ := chain.Client.HeaderByHash(t.Context(), rec.BlockHash)
	if err != nil || uev.Worker != w.Address || uev.Stake.Cmp(stake) != 0 || uev.UnlockAt != block.Time+3600 {
		t.Fatalf("UnstakeRequested = %+v, %v", uev, err)
	}
	if got := chain.StakeOf(t, w); got.Sign() != 0 {
		t.Errorf("stakeOf while unstaking = %s, want 0", got)
	}
	if info, _ := chain.Registry.WorkerInfo(call0, w.Address); info.Stake.Cmp(stake) != 0 || info.UnlockAt != uev.UnlockAt {
		t.Errorf("workerInfo = %+v", info)
	}

	t.Run("unstake twice", func(t *testing.T) {
		_, err := chain.Registry.RequestUnstake(chain.Opts(t, w))
		wantRevert(t, err, "UnstakePending")
	})
	t.Run("register while unstaking", func(t *testing.T) {
		_, err := chain.Registry.Register(chain.Pay(t, w, min))
		wantRevert(t, err, "UnstakePending")
	})
	t.Run("withdraw too early", func(t *testing.T) {
		chain.AdjustTime(t, 30*time.Minute)
		_, err := chain.Registry.Withdraw(chain.Opts(t, w))
		r := wantRevert(t, err, "WithdrawTooEarly")
		if r.Args[0].(uint64) != uev.UnlockAt {
			t.Errorf("unlockAt arg = %v, want %d", r.Args[0], uev.UnlockAt)
		}
	})

	chain.AdjustTime(t, 31*time.Minute)
	before := chain.Balance(t, w.Address)
	rec = chain.Mine(t)(chain.Registry.Withdraw(chain.Opts(t, w)))
	wev, err := chain.Registry.ParseWithdrawn(*rec.Logs[0])
	if err != nil || wev.Worker != w.Address || wev.Amount.Cmp(stake) != 0 {
		t.Fatalf("Withdrawn = %+v, %v", wev, err)
	}
	want := new(big.Int).Sub(new(big.Int).Add(before, stake), gasCost(rec))
	if got := chain.Balance(t, w.Address); got.Cmp(want) != 0 {
		t.Errorf("balance after withdraw = %s, want %s", got, want)
	}
	if got := chain.Balance(t, chain.RegistryAddress); got.Sign() != 0 {
		t.Errorf("registry balance = %s, want 0", got)
	}

	t.Run("withdraw twice", func(t *testing.T) {
		_, err := chain.Registry.Withdraw(chain.Opts(t, w))
		wantRevert(t, err, "UnstakeNotRequested")
	})
	t.Run("register again after withdrawing", func(t *testing.T) {
		chain.Register(t, w, min)
		if got := chain.StakeOf(t, w); got.Cmp(min) != 0 {
			t.Errorf("stakeOf = %s, want %s", got, min)
		}
	})
}

func TestWorkerRegistryStakesAreSeparate(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	for _, w := range chain.Workers {
		if got := chain.StakeOf(t, w); got.Cmp(chain.MinStake) != 0 {
			t.Errorf("%s: stakeOf = %s, want %s", w.Name, got, chain.MinStake)
		}
	}
	if got := chain.StakeOf(t, chain.Users[0]); got.Sign() != 0 {
		t.Errorf("unregistered stakeOf = %s, want 0", got)
	}
	chain.Mine(t)(chain.Registry.RequestUnstake(chain.Opts(t, chain.Workers[0])))
	if got := chain.StakeOf(t, chain.Workers[1]); got.Cmp(chain.MinStake) != 0 {
		t.Errorf("another worker's unstake changed stakeOf to %s", got)
	}
}

func TestWorkerRegistryZeroDelay(t *testing.T) {
	chain := contractstest.NewChain(t, simchain.WithUnstakeDelay(0))
	w := chain.Workers[0]
	chain.Register(t, w, chain.MinStake)
	chain.Mine(t)(chain.Registry.RequestUnstake(chain.Opts(t, w)))
	chain.Mine(t)(chain.Registry.Withdraw(chain.Opts(t, w)))
}
