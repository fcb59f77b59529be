package audit

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"
	"go.uber.org/zap/zaptest/observer"

	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/internal/txsend"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
)

func TestConfigValidate(t *testing.T) {
	c := DefaultConfig()
	c.FeeBumpPercent, c.AnchorBurst, c.MaxUnanchoredAge = 5, 0, 0
	c.RetryBackoffMax = c.RetryBackoff / 2
	err := c.Validate()
	for _, want := range []string{"fee_bump_percent: must be at least 10", "anchor_burst: must be at least 1",
		"max_unanchored_age: must be positive", "retry_backoff_max: must be at least retry_backoff"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want %q", err, want)
		}
	}
}

// anchorRig is the anchorer's world: a decision log in a real JetStream, the simulated
// chain mined in the background, and an RPC endpoint in front of it that can fail.
type anchorRig struct {
	t     *testing.T
	chain *contractstest.Chain
	js    jetstream.JetStream
	store *decisions.Store
	rpc   *testkit.FaultyRPC
	pool  *ethrpc.Pool
	cfg   Config
}

func newAnchorRig(t *testing.T, every uint64) *anchorRig {
	t.Helper()
	chain := contractstest.NewChain(t)
	js, store := logOnBus(t)
	ctx := context.Background()
	faulty := testkit.NewFaultyRPC(chain.Client)
	rcfg := ethrpc.DefaultConfig()
	rcfg.RPCURLs = []string{"ws://sim:8546"}
	pool, err := ethrpc.New(rcfg, func(context.Context, string) (ethrpc.Client, error) { return faulty, nil }, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	mctx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	wg.Go(func() { // a block every 20 ms, as a dev node would mine
		for mctx.Err() == nil {
			chain.Commit()
			time.Sleep(20 * time.Millisecond)
		}
	})
	t.Cleanup(func() { stop(); wg.Wait() })
	cfg := DefaultConfig()
	cfg.AnchorEvery, cfg.AnchorsPerHour, cfg.AnchorBurst = every, 3_600_000, 1000
	cfg.ResubmitAfter, cfg.RetryBackoff, cfg.RetryBackoffMax = 2*time.Second, 10*time.Millisecond, 100*time.Millisecond
	return &anchorRig{t: t, chain: chain, js: js, store: store, rpc: faulty, pool: pool, cfg: cfg}
}

// write appends the records of rounds up to last.
func (r *anchorRig) write(last uint64) {
	r.t.Helper()
	for n := r.store.LastRound() + 1; n <= last; n++ {
		rr := rounds.RoundRecord{Round: n, Snapshot: &scheduler.Snapshot{NowMS: int64(n) * 1000}, Config: scheduler.DefaultConfig()}
		if err := r.store.WriteRound(context.Background(), rr); err != nil {
			r.t.Fatal(err)
		}
	}
}

// start runs a new anchorer (as a restarted process or another replica would) until
// the returned stop is called.
func (r *anchorRig) start() (stop func()) {
	r.t.Helper()
	_, stop = r.startAnchorer()
	return stop
}

// startAnchorer is start, with the anchorer.
func (r *anchorRig) startAnchorer() (*Anchorer, func()) {
	r.t.Helper()
	a, err := NewAnchorer(r.cfg, r.pool, r.chain.ChainID, r.chain.AnchorAddress, r.chain.Scheduler.Key, r.js, r.store, zap.NewNop())
	if err != nil {
		r.t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- a.Run(ctx) }()
	var once sync.Once
	stop := func() {
		once.Do(func() {
			cancel()
			if err := <-done; err != nil {
				r.t.Errorf("anchorer: %v", err)
			}
		})
	}
	r.t.Cleanup(stop)
	return a, stop
}

func (r *anchorRig) lastAnchored() uint64 {
	got, err := r.chain.Anchor.LastAnchoredRound(&bind.CallOpts{})
	if err != nil {
		r.t.Fatal(err)
	}
	return got.ToRound
}

// waitAnchored waits until the chain's anchors reach round last and the stream has
// recorded them all.
func (r *anchorRig) waitAnchored(last uint64) {
	r.t.Helper()
	testkit.WaitUntil(r.t, fmt.Sprintf("rounds up to %d anchored and recorded", last), func() bool {
		if r.lastAnchored() < last {
			return false
		}
		an, err := Anchors(context.Background(), r.js)
		return err == nil && len(an) > 0 && an[len(an)-1].ToRound >= last
	})
}

// checkGapFree: the chain's anchors cover rounds 1..last with contiguous spans that end
// on multiples of anchor_every, each root is the root of the span's records, and the
// stream records every anchor exactly once, with the chain's root.
func (r *anchorRig) checkGapFree(last uint64) {
	r.t.Helper()
	ctx := context.Background()
	n, err := r.chain.Anchor.AnchorCount(&bind.CallOpts{})
	if err != nil {
		r.t.Fatal(err)
	}
	published, err := Anchors(ctx, r.js)
	if err != nil {
		r.t.Fatal(err)
	}
	if int64(len(published)) != n.Int64() {
		r.t.Fatalf("%d anchors on chain, %d in the stream: %+v", n.Int64(), len(published), published)
	}
	next := uint64(1)
	for i := range n.Int64() {
		got, err := r.chain.Anchor.AnchorAt(&bind.CallOpts{}, big.NewInt(i))
		if err != nil {
			r.t.Fatal(err)
		}
		if got.FromRound != next || got.ToRound%r.cfg.AnchorEvery != 0 {
			r.t.Fatalf("anchor %d covers %d..%d, want %d..(multiple of %d)", i, got.FromRound, got.ToRound, next, r.cfg.AnchorEvery)
		}
		var leaves [][32]byte
		raw, err := r.store.List(ctx, got.FromRound, int(got.ToRound-got.FromRound+1))
		if err != nil {
			r.t.Fatal(err)
		}
		for _, b := range raw {
			rec, err := decisionlog.Decode(b, len(b)+1)
			if err != nil {
				r.t.Fatal(err)
			}
			l, _ := decisionlog.Leaf(rec)
			leaves = append(leaves, l)
		}
		if root := decisionlog.Root(leaves); root != got.Root {
			r.t.Fatalf("anchor %d (%d..%d): root 0x%x, records give 0x%x", i, got.FromRound, got.ToRound, got.Root, root)
		}
		p := published[i]
		if p.FromRound != got.FromRound || p.ToRound != got.ToRound || p.Root != fmt.Sprintf("0x%x", got.Root) || p.TxHash == "" {
			r.t.Fatalf("stream anchor %d is %+v, chain has %d..%d 0x%x", i, p, got.FromRound, got.ToRound, got.Root)
		}
		next = got.ToRound + 1
	}
	if next != last+1 {
		r.t.Fatalf("anchors end at round %d, want %d", next-1, last)
	}
}

// An RPC endpoint that fails for a while, first before anything is anchored and again
// in the middle of the log: every span is anchored once it answers again, contiguous.
func TestAnchoringSurvivesFailingRPC(t *testing.T) {
	r := newAnchorRig(t, 5)
	r.rpc.Fail(nil)
	r.write(12)
	r.start()
	testkit.WaitUntil(t, "the anchorer to try a failing endpoint again and again", func() bool { return r.rpc.Calls() >= 5 })
	r.write(23)
	r.rpc.Heal()
	r.waitAnchored(20)

	r.rpc.Fail(nil)
	calls := r.rpc.Calls()
	r.write(41)
	testkit.WaitUntil(t, "more failed calls", func() bool { return r.rpc.Calls() >= calls+5 })
	r.rpc.Heal()
	r.waitAnchored(40)
	r.write(45)
	r.waitAnchored(45)
	r.checkGapFree(45)
}

// A restarted anchorer (a new instance on the same streams and chain) continues the
// backlog its predecessor left, including an anchor the predecessor got mined but did
// not record in the stream; two anchorers at once (a failover overlap) anchor each span
// once and record it once.
func TestAnchoringResumesAfterRestart(t *testing.T) {
	r := newAnchorRig(t, 4)
	r.write(60)
	a, stop := r.startAnchorer()
	testkit.WaitUntil(t, "a few spans anchored", func() bool { return r.lastAnchored() >= 8 })
	stop() // mid-backlog, perhaps mid-transaction
	// A transaction the stopped anchorer sent may still be in the pool, not even
	// promoted to pending yet (so not counted as pending): the test's own span below
	// shares its key, so it waits until the chain has mined every nonce the anchorer
	// used. (The flake itself, "not mined after 3 blocks", was the rig's miner taking
	// the test's transaction into its own block between CommitTxs' wait and its
	// commit; simchain.CommitTxs now finds it there by its nonce.)
	next, known := a.sender.NextNonce()
	testkit.WaitUntil(t, "the stopped anchorer's transactions mined", func() bool {
		ctx := context.Background()
		mined, err := r.chain.Client.NonceAt(ctx, r.chain.Scheduler.Address, nil)
		if err != nil || (known && mined < next) {
			return false
		}
		pending, err := r.chain.Client.PendingNonceAt(ctx, r.chain.Scheduler.Address)
		return err == nil && pending == mined
	})

	// The predecessor's last act: the next span mined but never recorded.
	last := r.lastAnchored()
	root, err := (&Anchorer{records: r.store}).spanRoot(context.Background(), 0, last+1, last+4)
	if err != nil {
		t.Fatal(err)
	}
	r.chain.AnchorRoot(t, last+1, last+4, root)

	r.start()
	r.start()
	r.write(80)
	r.waitAnchored(80)
	r.checkGapFree(80)
}

// During an RPC outage a replica that does not anchor (it only follows where anchoring
// stands) logs no ERROR; the anchoring replica does.
func TestStandbyAnchorerIsQuietDuringAnRPCOutage(t *testing.T) {
	r := newAnchorRig(t, 4)
	r.write(8)
	run := func(active bool) []observer.LoggedEntry {
		core, logs := observer.New(zap.DebugLevel)
		a, err := NewAnchorer(r.cfg, r.pool, r.chain.ChainID, r.chain.AnchorAddress, r.chain.Scheduler.Key, r.js, r.store, zap.New(core))
		if err != nil {
			t.Fatal(err)
		}
		a.Active = func(int) bool { return active }
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan error, 1)
		calls := r.rpc.Calls()
		go func() { done <- a.Run(ctx) }()
		testkit.WaitUntil(t, "several tries against the failing endpoint", func() bool { return r.rpc.Calls() >= calls+3 })
		cancel()
		if err := <-done; err != nil {
			t.Fatal(err)
		}
		return logs.FilterLevelExact(zap.ErrorLevel).All()
	}
	r.rpc.Fail(nil)
	defer r.rpc.Heal()
	if errs := run(false); len(errs) != 0 {
		t.Errorf("standby logged %d ERROR lines, first %q", len(errs), errs[0].Message)
	}
	if errs := run(true); len(errs) == 0 {
		t.Error("the anchoring replica logged no ERROR during the outage")
	}
}

// A nonce another transaction of the scheduler key took is a race of two senders, said at
// INFO and sent again, never an ERROR; any other refusal is.
func TestNonceTakenIsARaceNotAFault(t *testing.T) {
	for _, c := range []struct {
		err  error
		race bool
	}{
		{fmt.Errorf("anchor 1..10: %w: nonce too low: next nonce 7, tx nonce 6", txsend.ErrRefused), true},
		{fmt.Errorf("anchor 1..10: %w: replacement transaction underpriced", txsend.ErrRefused), true},
		{fmt.Errorf("anchor 1..10: %w: already known", txsend.ErrRefused), true},
		{fmt.Errorf("anchor 1..10: %w: nonce 6 used by another transaction", txsend.ErrDropped), true},
		{fmt.Errorf("anchor 1..10: %w: insufficient funds for gas * price + value", txsend.ErrRefused), false},
		{fmt.Errorf("anchor 1..10: %w", txsend.ErrNotMined), false},
		{errors.New("nonce too low"), false}, // not a refusal of ours
	} {
		if got := nonceTaken(c.err); got != c.race {
			t.Errorf("nonceTaken(%v) = %v, want %v", c.err, got, c.race)
		}
	}
}
