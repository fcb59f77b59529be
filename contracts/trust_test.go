package contracts_test

import (
	"math"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
)

// An unstaked key holding a valid voucher (e.g. a stolen or replayed one) is not paid:
// submitResult and submitResults both revert with WorkerNotStaked, before and after the
// worker's stake, and again once it asked to unstake.
func TestSubmitResultRequiresStake(t *testing.T) {
	chain := contractstest.NewChain(t)
	user, w := chain.Users[0], chain.Workers[0]
	id := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(1e15)})

	_, err := chain.SendResult(t, w, id, []byte("out"))
	if r := wantRevert(t, err, "WorkerNotStaked"); r.Args[0].(common.Address) != w.Address {
		t.Errorf("WorkerNotStaked arg = %v, want %s", r.Args[0], w.Address)
	}
	_, err = chain.Router.SubmitResults(chain.Opts(t, w), []bindings.InferenceRouterResultItem{batchItem(t, chain, w, id, []byte("out"))})
	wantRevert(t, err, "WorkerNotStaked")
	if s := chain.Status(t, id); s != contracts.StatusPending {
		t.Fatalf("status after refused results = %v, want pending", s)
	}

	chain.Register(t, w, chain.MinStake)
	chain.SubmitResult(t, w, id, []byte("out"))
	if s := chain.Status(t, id); s != contracts.StatusFulfilled {
		t.Fatalf("status after staked result = %v, want fulfilled", s)
	}

	// Unstaking deactivates the stake at once: no more results.
	id2 := chain.RequestInference(t, user, contractstest.Request{Fee: big.NewInt(1e15)})
	chain.Mine(t)(chain.Registry.RequestUnstake(chain.Opts(t, w)))
	_, err = chain.SendResult(t, w, id2, []byte("out"))
	wantRevert(t, err, "WorkerNotStaked")
}

func TestSetWorkerRegistry(t *testing.T) {
	chain := contractstest.NewChain(t)
	if got, err := chain.Router.WorkerRegistry(call0); err != nil || got != chain.RegistryAddress {
		t.Fatalf("workerRegistry = %s, %v, want %s", got, err, chain.RegistryAddress)
	}
	_, err := chain.Router.SetWorkerRegistry(chain.Opts(t, chain.Scheduler), chain.Users[0].Address)
	wantRevert(t, err, "OwnableUnauthorizedAccount")
	_, err = chain.Router.SetWorkerRegistry(chain.Opts(t, chain.Owner), common.Address{})
	wantRevert(t, err, "WorkerRegistryNotSet")

	// Moving to another registry: a worker staked only in the old one is refused.
	w := chain.Workers[0]
	chain.Register(t, w, chain.MinStake)
	other := chain.Users[2].Address // no contract there: stakeOf cannot be read
	rec := chain.Mine(t)(chain.Router.SetWorkerRegistry(chain.Opts(t, chain.Owner), other))
	ev, err := chain.Router.ParseWorkerRegistrySet(*rec.Logs[0])
	if err != nil || ev.Registry != other {
		t.Fatalf("WorkerRegistrySet = %+v, %v", ev, err)
	}
	id := chain.RequestInference(t, chain.Users[0], contractstest.Request{})
	if _, err := chain.SendResult(t, w, id, []byte("x")); err == nil {
		t.Fatal("result accepted against a registry without the worker's stake")
	}
}

// The scheduler key (or whoever stole it) cannot push the last anchored round out of reach:
// an absurd span or gap is refused with a named error, and a bad anchor that is within the
// bounds is undone by the owner, after which honest anchoring continues.
func TestAnchorSpanBoundedAndRecoverable(t *testing.T) {
	chain := contractstest.NewChain(t)
	sched := chain.Scheduler
	anchor := func(t *testing.T, from, to uint64, r [32]byte) error {
		t.Helper()
		_, err := chain.Anchor.Anchor(chain.Opts(t, sched), from, to, r)
		return err
	}
	maxSpan, err := chain.Anchor.MAXSPAN(call0)
	if err != nil {
		t.Fatal(err)
	}
	maxGap, err := chain.Anchor.MAXGAP(call0)
	if err != nil {
		t.Fatal(err)
	}

	wantRevert(t, anchor(t, 0, math.MaxUint64, root("evil")), "SpanTooLong")
	wantRevert(t, anchor(t, 0, maxSpan, root("evil")), "SpanTooLong")
	chain.AnchorRoot(t, 0, maxSpan-1, root("a")) // the longest span allowed
	last := maxSpan - 1

	wantRevert(t, anchor(t, math.MaxUint64, math.MaxUint64, root("evil")), "GapTooLong")
	r := wantRevert(t, anchor(t, last+2+maxGap, last+2+maxGap, root("evil")), "GapTooLong")
	if r.Args[1].(uint64) != last || r.Args[2].(uint64) != maxGap {
		t.Errorf("GapTooLong args = %v", r.Args)
	}

	// The most a stolen key can do in one anchor: jump MAX_GAP + MAX_SPAN rounds ahead.
	chain.AnchorRoot(t, last+1+maxGap, last+maxGap+maxSpan, root("stolen"))
	wantRevert(t, anchor(t, last+1, last+100, root("honest")), "RoundsNotIncreasing")

	t.Run("only the owner rewinds", func(t *testing.T) {
		for _, a := range []contractstest.Account{sched, chain.Users[0]} {
			_, err := chain.Anchor.RewindAnchors(chain.Opts(t, a), big.NewInt(1))
			wantRevert(t, err, "OwnableUnauthorizedAccount")
		}
		_, err := chain.Anchor.RewindAnchors(chain.Opts(t, chain.Owner), big.NewInt(3))
		wantRevert(t, err, "RewindOutOfRange")
	})

	rec := chain.Mine(t)(chain.Anchor.RewindAnchors(chain.Opts(t, chain.Owner), big.NewInt(1)))
	ev, err := chain.Anchor.ParseAnchorsRewound(*rec.Logs[0])
	if err != nil || ev.Kept.Int64() != 1 || ev.Removed.Int64() != 1 || ev.LastToRound != last {
		t.Fatalf("AnchorsRewound = %+v, %v", ev, err)
	}
	if got, _ := chain.Anchor.LastAnchoredRound(call0); !got.Any || got.ToRound != last {
		t.Fatalf("lastAnchoredRound after rewind = %+v, want %d", got, last)
	}
	chain.AnchorRoot(t, last+1, last+100, root("honest"))
	if n, _ := chain.Anchor.AnchorCount(call0); n.Int64() != 2 {
		t.Errorf("anchorCount = %s, want 2", n)
	}

	// Rewinding everything lets anchoring start anywhere again.
	chain.Mine(t)(chain.Anchor.RewindAnchors(chain.Opts(t, chain.Owner), common.Big0))
	if got, _ := chain.Anchor.LastAnchoredRound(call0); got.Any {
		t.Fatalf("lastAnchoredRound after full rewind = %+v", got)
	}
	chain.AnchorRoot(t, 5, 9, root("restart"))
}
