package audit

import (
	"strings"
	"testing"

	"github.com/infersched/infersched/decisionlog"
)

// Every chain must start where the log must: a chain of a shard above 0 cut at the front
// fails log.start and names its shard.
func TestChainStarts(t *testing.T) {
	sum := decisionlog.Summary{Records: 5, FirstRound: 1, Chains: 2, Starts: map[int]uint64{0: 1, 1: 3}}
	fs := chainStarts(sum, 1, 0)
	if len(fs) != 1 || fs[0].Check != CheckLogStart || fs[0].Round != 3 || !strings.HasPrefix(fs[0].Detail, "shard 1: its chain starts at round 3, not 1") {
		t.Fatalf("got %v", fs)
	}
	if fs := chainStarts(sum, 3, 3); len(fs) != 1 || !strings.HasPrefix(fs[0].Detail, "the log starts at round 1, not 3: --from 3") {
		t.Fatalf("with --from 3: %v", fs)
	}
	sum.Starts[1] = 1
	if fs := chainStarts(sum, 1, 0); len(fs) != 0 {
		t.Fatalf("both chains from round 1: %v", fs)
	}
}
