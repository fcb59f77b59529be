package main

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// examples/snapshot-op.json is an OP-stack round (l1_fee pinned, L1 at ~1e11 wei a
// byte): the 4096-token answer is skipped with the fee that covers L2 gas and its L1
// data fee (0.00225 + 0.02 + 1.6832 finney: 4096 × 4 + 448 bytes at 1e11 wei), the 64-token one is assigned.
func TestPlanL2ExampleSnapshot(t *testing.T) {
	code, out, errOut := runCLI(t, "", "plan", filepath.Join("..", "..", "examples", "snapshot-op.json"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var d scheduler.Decision
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatalf("output is not a decision: %v\n%s", err, out)
	}
	if len(d.Assigned) != 1 || d.Assigned[0].RequestID != "202" {
		t.Fatalf("assigned %+v", d.Assigned)
	}
	if len(d.Skipped) != 1 || d.Skipped[0].Reason != scheduler.ReasonFeeBelowCost || d.Skipped[0].FeeNeededWei != "1705450000000000" {
		t.Fatalf("skipped %+v", d.Skipped)
	}
}
