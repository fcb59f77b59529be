package contracts_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
)

func root(s string) [32]byte { return crypto.Keccak256Hash([]byte(s)) }

func TestDecisionAnchor(t *testing.T) {
	chain := contractstest.NewChain(t)
	sched := chain.Scheduler
	anchor := func(t *testing.T, from, to uint64, r [32]byte) error {
		t.Helper()
		_, err := chain.Anchor.Anchor(chain.Opts(t, sched), from, to, r)
		return err
	}

	if last, _ := chain.Anchor.LastAnchoredRound(call0); last.Any {
		t.Fatal("fresh contract reports an anchor")
	}
	t.Run("non-scheduler", func(t *testing.T) {
		for _, a := range []contractstest.Account{chain.Owner, chain.Users[0], chain.Workers[0]} {
			_, err := chain.Anchor.Anchor(chain.Opts(t, a), 0, 10, root("x"))
			r := wantRevert(t, err, "NotScheduler")
			if r.Args[0].(common.Address) != a.Address {
				t.Errorf("caller arg = %v, want %s", r.Args[0], a.Address)
			}
		}
	})
	t.Run("from after to", func(t *testing.T) {
		wantRevert(t, anchor(t, 5, 4, root("x")), "InvalidRoundRange")
	})
	t.Run("zero root", func(t *testing.T) {
		wantRevert(t, anchor(t, 0, 4, [32]byte{}), "ZeroRoot")
	})
	t.Run("index out of range", func(t *testing.T) {
		_, err := chain.Anchor.AnchorAt(call0, common.Big0)
		wantRevert(t, err, "AnchorIndexOutOfRange")
	})

	// The first span may start at round 0; a single-round span is allowed.
	rec := chain.AnchorRoot(t, 0, 9, root("a"))
	ev, err := chain.Anchor.ParseAnchorRecorded(*rec.Logs[0])
	if err != nil || ev.Index.Sign() != 0 || ev.FromRound != 0 || ev.ToRound != 9 || ev.Root != root("a") {
		t.Fatalf("AnchorRecorded = %+v, %v", ev, err)
	}
	chain.AnchorRoot(t, 10, 10, root("b"))

	t.Run("overlapping", func(t *testing.T) {
		wantRevert(t, anchor(t, 10, 20, root("c")), "RoundsNotIncreasing")
		r := wantRevert(t, anchor(t, 3, 20, root("c")), "RoundsNotIncreasing")
		if r.Args[0].(uint64) != 3 || r.Args[1].(uint64) != 10 {
			t.Errorf("args = %v, want [3 10]", r.Args)
		}
	})

	// Gaps are allowed.
	rec = chain.AnchorRoot(t, 15, 30, root("c"))
	block, _ := chain.Client.HeaderByHash(t.Context(), rec.BlockHash)

	if n, _ := chain.Anchor.AnchorCount(call0); n.Int64() != 3 {
		t.Errorf("anchorCount = %s, want 3", n)
	}
	got, err := chain.Anchor.AnchorAt(call0, common.Big2)
	if err != nil || got.FromRound != 15 || got.ToRound != 30 || got.Root != root("c") || got.AnchoredAt != block.Time {
		t.Errorf("anchorAt(2) = %+v, %v", got, err)
	}
	if last, _ := chain.Anchor.LastAnchoredRound(call0); !last.Any || last.ToRound != 30 {
		t.Errorf("lastAnchoredRound = %+v", last)
	}

	t.Run("rotated key", func(t *testing.T) {
		next := contractstest.NewAccount(t, "scheduler-2")
		_, err := chain.Anchor.SetScheduler(chain.Opts(t, sched), next.Address)
		wantRevert(t, err, "OwnableUnauthorizedAccount")
		chain.Mine(t)(chain.Anchor.SetScheduler(chain.Opts(t, chain.Owner), next.Address))
		wantRevert(t, anchor(t, 31, 40, root("d")), "NotScheduler")
		// next has no ether: fund it from the owner first.
		chain.Transfer(t, chain.Owner, next.Address, simchain.Ether)
		opts := chain.Opts(t, next)
		chain.Mine(t)(chain.SendFunded(t.Context(), func() (*types.Transaction, error) { return chain.Anchor.Anchor(opts, 31, 40, root("d")) }))
	})
}
