package wire

import (
	"slices"
	"testing"
)

// Shard 0's chain keeps a one-shard log's names; every other shard's carry the shard.
func TestChainNames(t *testing.T) {
	hash := "0x0123456789abcdef0123456789abcdef"
	for _, c := range []struct {
		shard            int
		label, rec, anch string
		filters          []string
	}{
		{0, "", "round:7:0x0123456789abcd", "anchor:1-8", []string{"infer.decisions.*", "infer.decisions"}},
		{2, "shard 2: ", "shard:2:round:7:0x0123456789abcd", "anchor:2:1-8", []string{"infer.decisions.2.*"}},
	} {
		if got := ChainLabel(c.shard); got != c.label {
			t.Errorf("shard %d: label %q, want %q", c.shard, got, c.label)
		}
		if got := RecordMsgID(c.shard, 7, hash); got != c.rec {
			t.Errorf("shard %d: record id %q, want %q", c.shard, got, c.rec)
		}
		if got := AnchorMsgID(c.shard, 1, 8); got != c.anch {
			t.Errorf("shard %d: anchor id %q, want %q", c.shard, got, c.anch)
		}
		if got := DecisionChainFilters(c.shard); !slices.Equal(got, c.filters) {
			t.Errorf("shard %d: filters %q, want %q", c.shard, got, c.filters)
		}
	}
	if got := RecordMsgID(0, 3, "0xab"); got != "round:3:0xab" {
		t.Errorf("a short hash: %q", got)
	}
	for subject, want := range map[string]int{"infer.decisions": 0, "infer.decisions.12": 0, "infer.decisions.3.12": 3} {
		if got, ok := ShardOfRecordSubject(subject); !ok || got != want {
			t.Errorf("%s: shard %d %v, want %d", subject, got, ok, want)
		}
	}
	for _, subject := range []string{"infer.anchors", "infer.decisions.0.4", "infer.decisions.x", "infer.decisions.1.2.3"} {
		if sh, ok := ShardOfRecordSubject(subject); ok {
			t.Errorf("%s: taken for a record subject of shard %d", subject, sh)
		}
	}
}
