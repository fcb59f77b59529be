package daemon

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/testutil/testkit"
)

// Anchoring follows the lease, per shard's chain, from one anchorer: with two shards on
// two replicas, the holder of shard 0 anchors both chains (anchor for shard 0,
// anchorShard for shard 1) and the holder of shard 1 none (two holders anchoring from
// the scheduler key took each other's nonces); when the anchoring replica dies (its
// connection cut), the other takes its shard and the anchoring over and continues where
// each chain stands on chain. Each chain's anchors on chain are contiguous and match
// the log, no anchoring transaction reverted, and audit verify with the chain passes
// for every chain.
func TestAnchoringFollowsTheLease(t *testing.T) {
	t.Parallel()
	s := newStack(t, func(c *config.Config) {
		c.HA.Shards = 2
		c.HA.TTL, c.HA.RenewInterval, c.HA.RenewDeadline, c.HA.RetryInterval = time.Second, 200*time.Millisecond, 700*time.Millisecond, 100*time.Millisecond
		c.Audit.AnchorEvery = 3
		c.Audit.ResubmitAfter = 5 * time.Second
		c.Audit.AnchorsPerHour = 3600
		c.Audit.AnchorBurst = 10
	})
	anc := s.NATS.Conn(t)
	a := s.startReplicaWith("a", anc, &faults{})
	// a alone takes both shards; once b joins, a sheds its highest (shard 1) and keeps
	// shard 0: a is the anchorer whose death is played below.
	testkit.WaitUntil(t, "a leads both shards", func() bool { _, la := a.info(t); return len(la) == 2 })
	b := s.startReplica("b")
	s.base.Store(&b.url)
	testkit.WaitUntil(t, "one shard each", func() bool {
		_, la := a.info(t)
		_, lb := b.info(t)
		return len(la) == 1 && len(lb) == 1 && la[0] != lb[0]
	})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s.workerServing(0, ctx, model, model2)
	s.workerServing(1, ctx, model, model2)
	js, err := jetstream.New(s.nc)
	if err != nil {
		t.Fatal(err)
	}
	counts := func() [2]int {
		t.Helper()
		var n [2]int
		for shard := range 2 {
			an, err := audit.AnchorsOf(context.Background(), js, shard)
			if err != nil {
				t.Fatal(err)
			}
			n[shard] = len(an)
		}
		return n
	}
	anchored := func(want [2]int) {
		t.Helper()
		deadline := time.Now().Add(90 * time.Second)
		for i := 0; ; i++ {
			got := counts()
			if got[0] >= want[0] && got[1] >= want[1] {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("anchors per shard %v, want %v", got, want)
			}
			s.waitAll([]string{s.requestFor(model, 1000*want[0]+2*i, int64(i%4+1)*1e15),
				s.requestFor(model2, 1000*want[0]+2*i+1, int64(i%4+1)*1e15)}, 40*time.Second, map[string][]poll{})
		}
	}
	anchored([2]int{1, 1})
	// One anchorer: the holder of shard 0 sent every span, of both chains.
	if _, la := a.info(t); la[0] != 0 {
		t.Fatalf("a leads %v, want shard 0", la)
	}
	for shard := range 2 {
		if n := spansSent(t, a.url, shard); n < 1 {
			t.Errorf("the holder of shard 0 sent %v spans of shard %d's chain, want every one", n, shard)
		}
		if n := spansSent(t, b.url, shard); n != 0 {
			t.Errorf("the holder of shard 1 sent %v spans of shard %d's chain, want none: one anchorer", n, shard)
		}
	}
	anc.Close() // a dies: b takes a's shard and the anchoring over
	testkit.WaitUntil(t, "b leads both shards", func() bool { _, l := b.info(t); return len(l) == 2 })
	before := counts()
	anchored([2]int{before[0] + 1, before[1] + 1})
	// The proof of a round of shard 1 (?shard=1) verifies against shard 1's root on chain.
	resp, err := http.Get(b.url + "/v1/rounds/2/proof?shard=1")
	if err != nil {
		t.Fatal(err)
	}
	var p audit.Proof
	err = json.NewDecoder(resp.Body).Decode(&p)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusOK || p.Shard != 1 || p.Round != 2 {
		t.Fatalf("proof of shard 1's round 2: %d %+v %v", resp.StatusCode, p, err)
	}
	onChain, err := s.chain.Anchor.AnchorAtOf(&bind.CallOpts{}, 1, big.NewInt(0))
	if err != nil {
		t.Fatal(err)
	}
	var sib [][32]byte
	for _, h := range p.Proof {
		sib = append(sib, [32]byte(hexutil.MustDecode(h)))
	}
	if !decisionlog.VerifyProof([32]byte(hexutil.MustDecode(p.Leaf)), sib, onChain.Root) {
		t.Fatalf("proof of shard 1's round 2 does not verify against shard 1's root on chain")
	}
	b.stop()
	a.stop()

	total := 0
	for shard := range 2 {
		anchors, err := audit.AnchorsOf(context.Background(), js, shard)
		if err != nil {
			t.Fatal(err)
		}
		total += len(anchors)
		for i, an := range anchors {
			got, err := s.chain.Anchor.AnchorAtOf(&bind.CallOpts{}, uint32(shard), big.NewInt(int64(i)))
			if err != nil {
				t.Fatal(err)
			}
			if got.FromRound != an.FromRound || got.ToRound != an.ToRound || hexutil.Encode(got.Root[:]) != an.Root {
				t.Fatalf("shard %d anchor %d: log %+v, chain %+v", shard, i, an, got)
			}
			if i > 0 && an.FromRound > anchors[i-1].ToRound+1 {
				t.Fatalf("shard %d: gap between anchors %d and %d: %+v, %+v", shard, i-1, i, anchors[i-1], an)
			}
		}
	}
	if sent := anchorTransactions(t, s); sent != total {
		t.Errorf("%d anchoring transactions mined for %d anchors", sent, total)
	}
	buf := verifyLogOnly(t, s)
	var fails []decisionlog.Failure
	sum, err := audit.Verify(context.Background(), bytes.NewReader(buf.Bytes()), audit.VerifyOptions{Chain: s.chain.Client,
		Router: s.chain.RouterAddress, Anchor: s.chain.AnchorAddress, Shards: 2}, func(f decisionlog.Failure) { fails = append(fails, f) })
	if err != nil || len(fails) > 0 || sum.Chains != 2 {
		t.Fatalf("audit verify with the chain: %+v %v %v", sum, err, fails)
	}
}

// anchorTransactions counts the transactions to DecisionAnchor mined on the stack's
// chain, failing the test for each that reverted (a replica paid for a span another had
// anchored).
func anchorTransactions(t *testing.T, s *stack) int {
	t.Helper()
	head, err := s.chain.Client.BlockNumber(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	sent := 0
	for n := uint64(1); n <= head; n++ {
		blk, err := s.chain.Client.BlockByNumber(context.Background(), new(big.Int).SetUint64(n))
		if err != nil {
			t.Fatal(err)
		}
		for _, tx := range blk.Transactions() {
			if tx.To() == nil || *tx.To() != s.chain.AnchorAddress {
				continue
			}
			sent++
			rc, err := s.chain.Client.TransactionReceipt(context.Background(), tx.Hash())
			if err != nil {
				t.Fatal(err)
			}
			if rc.Status != 1 {
				t.Errorf("anchoring transaction %s in block %d reverted", tx.Hash().Hex(), n)
			}
		}
	}
	return sent
}

// spansSent reads infersched_anchor_spans_sent_total{shard} from a replica's /metrics.
func spansSent(t *testing.T, base string, shard int) float64 {
	t.Helper()
	body := scrape(t, base)
	prefix := fmt.Sprintf(`infersched_anchor_spans_sent_total{shard="%d"} `, shard)
	for line := range strings.SplitSeq(body, "\n") {
		if v, ok := strings.CutPrefix(line, prefix); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatal(err)
			}
			return f
		}
	}
	return 0
}
