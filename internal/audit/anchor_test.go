package audit

import (
	"fmt"
	"strings"
	"testing"

	"github.com/infersched/infersched/decisionlog"
)

func rec(round uint64) *decisionlog.Record {
	return &decisionlog.Record{Round: round, Hash: fmt.Sprintf("%064x", round)}
}

// Observe cuts the log into spans of anchor_every rounds, from a round ≡ 1, and skips a
// span it did not see from its start.
func TestObserveCutsSpans(t *testing.T) {
	cfg := DefaultConfig()
	cfg.AnchorEvery = 5
	a, err := NewAnchorer(cfg, nil, nil, [20]byte{}, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for r := uint64(3); r <= 17; r++ { // starts mid-span: 3..5 is skipped
		a.Observe(rec(r))
	}
	var got []string
	for len(a.queue) > 0 {
		s := <-a.queue
		got = append(got, fmt.Sprintf("%d..%d", s.from, s.to))
		var leaves [][32]byte
		for r := s.from; r <= s.to; r++ {
			l, _ := decisionlog.Leaf(rec(r))
			leaves = append(leaves, l)
		}
		if s.root != decisionlog.Root(leaves) {
			t.Fatalf("span %d..%d: wrong root", s.from, s.to)
		}
	}
	if strings.Join(got, " ") != "6..10 11..15" {
		t.Fatalf("spans %v, want [6..10 11..15]", got)
	}
	// Nothing anchored yet: the lag counts from the first round seen.
	if lag := a.Lag(); lag != 15 {
		t.Fatalf("lag %d before any anchor, want 15 (rounds 3..17)", lag)
	}
	a.markAnchored(10)
	a.markAnchored(5) // out of order: ignored
	if lag := a.Lag(); lag != 7 {
		t.Fatalf("lag %d after anchoring ..10, want 7", lag)
	}
	// A gap inside a span drops it.
	a.Observe(rec(16))
	a.Observe(rec(18))
	a.Observe(rec(19))
	a.Observe(rec(20))
	if len(a.queue) != 0 {
		t.Fatal("a span with a missing round was queued")
	}
}

func TestConfigValidate(t *testing.T) {
	c := DefaultConfig()
	c.FeeBumpPercent, c.AnchorBurst = 5, 0
	err := c.Validate()
	if err == nil || !strings.Contains(err.Error(), "fee_bump_percent: must be at least 10") || !strings.Contains(err.Error(), "anchor_burst: must be at least 1") {
		t.Fatalf("got %v", err)
	}
}
