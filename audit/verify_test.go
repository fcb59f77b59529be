package audit

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/decisionlog"
)

// With the chain, every round of a span anchored on chain must be in the log. A log cut
// at the front fails (log.start and the anchored rounds missing), one cut at the end
// fails (the last span's rounds missing), and --from N checks from N.
func TestVerifyRequiresTheAnchoredRounds(t *testing.T) {
	r := newAnchorRig(t, 3)
	r.write(9)
	stop := r.start()
	r.waitAnchored(9)
	stop()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var buf bytes.Buffer
	if _, err := ExportWith(ctx, r.js, 0, 0, &buf, ExportOptions{}); err != nil {
		t.Fatal(err)
	}
	lines := bytes.SplitAfter(buf.Bytes(), []byte("\n"))
	if len(lines) < 9 {
		t.Fatalf("exported %d lines", len(lines))
	}
	verify := func(log [][]byte, from uint64) (decisionlog.Summary, []string) {
		t.Helper()
		var fs []string
		sum, err := Verify(ctx, bytes.NewReader(bytes.Join(log, nil)), VerifyOptions{From: from, Chain: r.chain.Client,
			Router: r.chain.RouterAddress, Anchor: r.chain.AnchorAddress}, func(f decisionlog.Failure) { fs = append(fs, f.String()) })
		if err != nil {
			t.Fatal(err)
		}
		return sum, fs
	}
	if sum, fs := verify(lines, 0); len(fs) != 0 || sum.Records != 9 {
		t.Fatalf("the whole log: %d records, failures %v", sum.Records, fs)
	}
	_, fs := verify(lines[4:], 0) // rounds 5..9
	want := []string{"round 5: log.start: the log starts at round 5, not 1: the whole log must start at round 1 (give --from to verify from a later round)",
		"round 1: chain.anchor.coverage: span 1..3 is anchored on chain, but rounds 1..3 are not in the log",
		"round 4: chain.anchor.coverage: span 4..6 is anchored on chain, but rounds 4..4 are not in the log"}
	if strings.Join(fs, "\n") != strings.Join(want, "\n") {
		t.Errorf("cut at the front:\n%s\nwant\n%s", strings.Join(fs, "\n"), strings.Join(want, "\n"))
	}
	if _, fs := verify(lines[4:], 5); len(fs) != 0 {
		t.Errorf("cut at the front, from round 5: %v", fs)
	}
	_, fs = verify(lines[:7], 0) // rounds 1..7
	if len(fs) != 1 || !strings.Contains(fs[0], "span 7..9 is anchored on chain, but rounds 8..9 are not in the log") {
		t.Errorf("cut at the end: %v", fs)
	}
}
