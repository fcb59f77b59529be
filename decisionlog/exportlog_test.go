package decisionlog

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"
)

// TestExportVerifyLogs writes BenchmarkVerifyLog's 1k × 100 logs as JSON Lines (what
// `audit export` writes) into the directory INFERSCHED_VERIFY_LOG_DIR, for timing
// `infersched audit verify --file` end to end (docs/benchmarks.md); skipped without it.
// fresh.jsonl: 64 rounds of fresh requests and workers; churn.jsonl: 256 rounds as the
// daemon writes them (keyframes and worker deltas, ~1 000 pending), numbered from 1
// (audit verify --from re-encodes every record in cmd's filter).
func TestExportVerifyLogs(t *testing.T) {
	dir := os.Getenv("INFERSCHED_VERIFY_LOG_DIR")
	if dir == "" {
		t.Skip("INFERSCHED_VERIFY_LOG_DIR not set")
	}
	churn := churnLog(t, 256, 360, 100, false)
	for i := range churn { // from round 1, so that audit verify needs no --from
		churn[i].Round = uint64(i + 1)
		var prev *Record
		if i > 0 {
			prev = &churn[i-1]
		}
		if err := Append(&churn[i], prev); err != nil {
			t.Fatal(err)
		}
	}
	for name, recs := range map[string][]Record{
		"fresh.jsonl": benchLog(t, 64, 1_000, 100),
		"churn.jsonl": churn,
	} {
		f, err := os.Create(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		w := bufio.NewWriter(f)
		if err := Write(w, recs); err != nil {
			t.Fatal(err)
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	}
}
