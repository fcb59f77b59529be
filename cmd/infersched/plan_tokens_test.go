package main

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// examples/snapshot-tokens.json: a llama-7b worker that measured 40 tokens/s decode and
// 1200/s prefill (planned at 1180, its R40 number), an image worker at 300 steps/min.
// The 10-token chat costs 250 ms + 120 prompt tokens' prefill, the 10 000-token request
// 250 s (9 990 tokens at 40/s more), the same with 200 s left is deadline_infeasible,
// 40 image steps take 8 s, and an embedding nobody serves is no_worker_for_task.
func TestPlanTokensExampleSnapshot(t *testing.T) {
	code, out, errOut := runCLI(t, "", "plan", filepath.Join("..", "..", "examples", "snapshot-tokens.json"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var d scheduler.Decision
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatalf("output is not a decision: %v\n%s", err, out)
	}
	est := map[string]float64{}
	for _, a := range d.Assigned {
		est[a.RequestID] = a.EstimatedLatencyMS
	}
	if est["301"] != 250+120*1000.0/1180 || est["302"] != 250_000 || est["304"] != 8000 {
		t.Fatalf("estimates %v", est)
	}
	skipped := map[string]scheduler.SkipReason{}
	for _, s := range d.Skipped {
		skipped[s.RequestID] = s.Reason
	}
	if skipped["303"] != scheduler.ReasonDeadlineInfeasible || skipped["305"] != scheduler.ReasonNoWorkerForTask {
		t.Fatalf("skipped %v", skipped)
	}
}
