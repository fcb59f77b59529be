package audit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
)

// writeShard appends the records of shard's chain up to round last.
func (r *anchorRig) writeShard(shard int, last uint64) {
	r.t.Helper()
	for n := r.store.LastRoundOf(shard) + 1; n <= last; n++ {
		rr := rounds.RoundRecord{Round: n, Shard: shard, Snapshot: &scheduler.Snapshot{NowMS: int64(n) * 1000}, Config: scheduler.DefaultConfig()}
		if err := r.store.WriteRound(context.Background(), rr); err != nil {
			r.t.Fatal(err)
		}
	}
}

// shardAnchorer is an anchorer of shards chains, not running.
func (r *anchorRig) shardAnchorer(shards int) *Anchorer {
	r.t.Helper()
	a, err := NewShardAnchorer(r.cfg, shards, r.pool, r.chain.ChainID, r.chain.AnchorAddress, r.chain.Scheduler.Key, r.js, r.store, zap.NewNop())
	if err != nil {
		r.t.Fatal(err)
	}
	return a
}

// lastAnchoredOf is shard's last anchored round on chain.
func (r *anchorRig) lastAnchoredOf(shard int) uint64 {
	got, err := r.chain.Anchor.LastAnchoredRoundOf(&bind.CallOpts{}, uint32(shard))
	if err != nil {
		r.t.Fatal(err)
	}
	return got.ToRound
}

// checkChainOf: shard's anchors on chain cover rounds 1..last contiguously, each root
// the root of the span's records of that chain, and the shard's anchor subject records
// each once, with the chain's root.
func (r *anchorRig) checkChainOf(shard int, last uint64) {
	r.t.Helper()
	ctx := context.Background()
	spans, err := chainAnchors(ctx, r.chain.Client, r.chain.AnchorAddress, shard)
	if err != nil {
		r.t.Fatal(err)
	}
	published, err := AnchorsOf(ctx, r.js, shard)
	if err != nil {
		r.t.Fatal(err)
	}
	if len(published) != len(spans) {
		r.t.Fatalf("shard %d: %d anchors on chain, %d in the stream: %+v", shard, len(spans), len(published), published)
	}
	next := uint64(1)
	for i, s := range spans {
		root, err := (&Anchorer{records: r.store}).spanRoot(ctx, shard, s.FromRound, s.ToRound)
		if err != nil {
			r.t.Fatal(err)
		}
		if s.FromRound != next || s.Root != fmt.Sprintf("0x%x", root) {
			r.t.Fatalf("shard %d anchor %d: %+v, want from %d with the root of its records 0x%x", shard, i, s, next, root)
		}
		if p := published[i]; p.FromRound != s.FromRound || p.ToRound != s.ToRound || p.Root != s.Root || p.TxHash == "" {
			r.t.Fatalf("shard %d: stream anchor %d is %+v, chain has %+v", shard, i, p, s)
		}
		next = s.ToRound + 1
	}
	if next != last+1 {
		r.t.Fatalf("shard %d: anchors end at round %d, want %d", shard, next-1, last)
	}
}

// Every shard's chain is anchored on its own (anchor for shard 0, anchorShard above),
// with the same span numbers on both chains, each published on its own subject; the
// export attaches to each record its own chain's anchor, and audit verify with the chain
// passes, except the tail of each chain left unanchored too long.
func TestAnchoringEveryShard(t *testing.T) {
	r := newAnchorRig(t, 4)
	r.writeShard(0, 9)
	r.writeShard(1, 13)
	a := r.shardAnchorer(2)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.Run(ctx) }()
	testkit.WaitUntil(t, "both chains anchored and recorded", func() bool {
		if r.lastAnchored() < 8 || r.lastAnchoredOf(1) < 12 {
			return false
		}
		a0, err0 := AnchorsOf(context.Background(), r.js, 0)
		a1, err1 := AnchorsOf(context.Background(), r.js, 1)
		return err0 == nil && err1 == nil && len(a0) == 2 && len(a1) == 3
	})
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	r.checkChainOf(0, 8)
	r.checkChainOf(1, 12)
	if lag := a.Lag(); lag != 1 {
		t.Errorf("lag %d rounds, want 1 (the most of both chains)", lag)
	}

	var buf bytes.Buffer
	if n, err := Export(context.Background(), r.js, 0, 0, &buf); err != nil || n != 22 {
		t.Fatalf("export: %d records, %v", n, err)
	}
	for rec, err := range decisionlog.Read(bytes.NewReader(buf.Bytes()), 0) {
		if err != nil {
			t.Fatal(err)
		}
		anchored := rec.Round <= 8 || rec.Shard == 1 && rec.Round <= 12
		if got := rec.Anchor != nil; got != anchored {
			t.Errorf("shard %d round %d: anchor %+v, want anchored %v", rec.Shard, rec.Round, rec.Anchor, anchored)
		}
	}
	var fs []string
	_, err := Verify(context.Background(), bytes.NewReader(buf.Bytes()), VerifyOptions{Chain: r.chain.Client, Router: r.chain.RouterAddress,
		Anchor: r.chain.AnchorAddress, Shards: 2, MaxUnanchoredAge: time.Hour, Now: time.UnixMilli(13_000).Add(2 * time.Hour)},
		func(f decisionlog.Failure) { fs = append(fs, f.String()) })
	if err != nil {
		t.Fatal(err)
	}
	if len(fs) != 2 || !strings.HasPrefix(fs[0], "round 9: anchor.missing: rounds 9..9") ||
		!strings.HasPrefix(fs[1], "round 13: anchor.missing: shard 1: rounds 13..13") {
		t.Errorf("failures %q, want the unanchored tail of each chain", fs)
	}

	// The proof of a round of shard 1 is from shard 1's span.
	p, err := NewProver(r.js, r.store).ProofOf(context.Background(), 1, 10)
	if err != nil || p.Shard != 1 || p.Anchor.FromRound != 9 || p.Anchor.ToRound != 12 {
		t.Fatalf("proof of shard 1 round 10: %+v, %v", p, err)
	}
	if _, err := NewProver(r.js, r.store).ProofOf(context.Background(), 1, 13); !errors.Is(err, ErrNotAnchored) {
		t.Errorf("proof of shard 1's unanchored round 13: %v", err)
	}
}

// Attack: a span of shard 1's records anchored on chain as shard 0's (anchor, not
// anchorShard) and published as shard 1's anchor. Its root is right, so the log alone
// passes; with the chain, verify fails it (shard 1's chain has no such span), and shard
// 0's chain now holds a span whose records are not in the log. Meanwhile the anchorer
// anchors shard 1's chain properly, held back by nothing on shard 0's.
func TestShardSpanAnchoredAsShard0sFails(t *testing.T) {
	r := newAnchorRig(t, 4)
	r.writeShard(1, 4)
	ctx := context.Background()
	root, err := (&Anchorer{records: r.store}).spanRoot(ctx, 1, 1, 4)
	if err != nil {
		t.Fatal(err)
	}
	rec := r.chain.AnchorRoot(t, 1, 4, root) // as shard 0's
	forged := decisionlog.Anchor{TxHash: rec.TxHash.Hex(), FromRound: 1, ToRound: 4, Root: fmt.Sprintf("0x%x", root)}
	a := r.shardAnchorer(2)
	if err := a.publish(ctx, 1, forged); err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if _, err := Export(ctx, r.js, 0, 0, &buf); err != nil {
		t.Fatal(err)
	}
	verify := func(chain bool) []string {
		var fs []string
		o := VerifyOptions{Shards: 2}
		if chain {
			o.Chain, o.Router, o.Anchor = r.chain.Client, r.chain.RouterAddress, r.chain.AnchorAddress
		}
		if _, err := Verify(ctx, bytes.NewReader(buf.Bytes()), o, func(f decisionlog.Failure) { fs = append(fs, f.String()) }); err != nil {
			t.Fatal(err)
		}
		return fs
	}
	if fs := verify(false); len(fs) != 0 {
		t.Fatalf("without the chain: %v", fs)
	}
	want := []string{"round 1: chain.anchor: shard 1: span 1..4 is not anchored on chain",
		"round 1: chain.anchor.coverage: span 1..4 is anchored on chain, but rounds 1..4 are not in the log"}
	if fs := verify(true); strings.Join(fs, "\n") != strings.Join(want, "\n") {
		t.Errorf("with the chain:\n%s\nwant\n%s", strings.Join(fs, "\n"), strings.Join(want, "\n"))
	}

	// Shard 1's own span goes on chain (its chain is empty), whatever shard 0's holds.
	if _, err := a.StepShard(ctx, 1); err != nil {
		t.Fatal(err)
	}
	if last := r.lastAnchoredOf(1); last != 4 {
		t.Fatalf("shard 1 anchored to %d, want 4", last)
	}
	// The same span again (another anchorer's, out of order on shard 1's chain) reverts.
	_, err = a.SendShard(ctx, 1, 1, 4, root)
	if rv, ok := errors.AsType[*contracts.Revert](err); !ok || rv.Name != "RoundsNotIncreasing" {
		t.Fatalf("shard 1's span sent twice: %v, want RoundsNotIncreasing", err)
	}
	if n, _ := r.chain.Anchor.AnchorCountOf(&bind.CallOpts{}, 1); n.Cmp(big.NewInt(1)) != 0 {
		t.Errorf("shard 1 has %s anchors, want 1", n)
	}
}

// A span of shard 1 signed by a key DecisionAnchor does not accept reverts NotScheduler.
func TestShardAnchorRevertNamesNotScheduler(t *testing.T) {
	r := newAnchorRig(t, 4)
	a, err := NewShardAnchorer(r.cfg, 2, r.pool, r.chain.ChainID, r.chain.AnchorAddress, r.chain.Users[0].Key, r.js, r.store, zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	_, err = a.SendShard(t.Context(), 1, 1, 4, [32]byte{1})
	if rv, ok := errors.AsType[*contracts.Revert](err); !ok || rv.Name != "NotScheduler" {
		t.Fatalf("err = %v, want a NotScheduler revert", err)
	}
	if _, err := a.SendShard(t.Context(), 2, 1, 4, [32]byte{1}); err == nil {
		t.Error("a shard past the anchorer's count was sent")
	}
}

// One anchorer anchors every chain, so anchors_per_hour is each chain's budget: a
// chain that spent its own waits without holding another chain's span back, and a
// span out of budget is not skipped (it waits, then goes).
func TestAnchorBudgetIsEachChains(t *testing.T) {
	r := newAnchorRig(t, 4)
	r.cfg.AnchorsPerHour, r.cfg.AnchorBurst = 1, 1 // one span per chain, then an hour's wait
	r.writeShard(0, 8)
	r.writeShard(1, 4)
	a := r.shardAnchorer(2)
	ctx := context.Background()
	if sent, err := a.StepShard(ctx, 0); err != nil || !sent {
		t.Fatalf("shard 0's first span: sent %v, %v", sent, err)
	}
	if sent, err := a.StepShard(ctx, 0); err != nil || sent || r.lastAnchored() != 4 {
		t.Fatalf("shard 0's second span within the budget's wait: sent %v (%v), last anchored %d", sent, err, r.lastAnchored())
	}
	if wait := time.Until(a.chains[0].budgetAt); wait < 30*time.Minute {
		t.Fatalf("shard 0's next span waits %v, want the budget's hour", wait)
	}
	if sent, err := a.StepShard(ctx, 1); err != nil || !sent || r.lastAnchoredOf(1) != 4 {
		t.Fatalf("shard 1's span, held back by shard 0's budget: sent %v (%v), last anchored %d", sent, err, r.lastAnchoredOf(1))
	}
}
