package decisionlog

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// A log re-serialised by another JSON formatter (here as `jq .` writes it: indented)
// fails its config_hash, and is read as it was once written back in the canonical form
// (for these lines, compacted): config_hash is over the bytes the daemon wrote, on
// purpose (docs/architecture.md, "Auditing").
func TestReformattedLogFailsConfigHash(t *testing.T) {
	recs, _ := simulate(t, 2, 5, 2, 41)
	line, err := Encode(&recs[1])
	if err != nil {
		t.Fatal(err)
	}
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, line, "", "  "); err != nil {
		t.Fatal(err)
	}
	rec, err := Decode(pretty.Bytes(), 0)
	if err == nil {
		_, err = rec.EffectiveConfig()
	}
	if err == nil || !strings.Contains(err.Error(), "config") {
		t.Fatalf("an indented line: %v, want a config_hash failure", err)
	}
	t.Logf("an indented line: %v", err)
	var back bytes.Buffer
	if err := json.Compact(&back, pretty.Bytes()); err != nil {
		t.Fatal(err)
	}
	rec, err = Decode(back.Bytes(), 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := rec.EffectiveConfig(); err != nil {
		t.Fatalf("the line written back in canonical form: %v", err)
	}
	if f := VerifyChain([]Record{recs[0], *rec}); len(f) != 0 {
		t.Fatalf("the line written back in canonical form fails the chain: %v", f)
	}
}
