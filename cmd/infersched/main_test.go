package main

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestPlanExampleSnapshot(t *testing.T) {
	code, out, errOut := runCLI(t, "", "plan", filepath.Join("..", "..", "examples", "snapshot.json"))
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var d scheduler.Decision
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatalf("output is not a decision: %v\n%s", err, out)
	}
	if d.Stats.Requests != 6 || d.Stats.Workers != 3 {
		t.Fatalf("stats %+v", d.Stats)
	}
	if n := len(d.Assigned) + len(d.Skipped) + len(d.Expired); n != 6 {
		t.Fatalf("%d of 6 requests accounted for", n)
	}
	if len(d.Expired) != 1 || d.Expired[0] != "104" {
		t.Fatalf("expired %v, want [104] (its deadline has passed)", d.Expired)
	}
}

func TestPlanFromStdinWithConfig(t *testing.T) {
	snap := `{"now_ms": 100000, "gas_price_gwei": 10,
	  "requests": [{"id":"1","model_id":"m","priority_fee_wei":"10000000000000000","submitted_at_ms":90000,"deadline_ms":900000},
	               {"id":"2","model_id":"m","priority_fee_wei":"20000000000000000","submitted_at_ms":90000,"deadline_ms":900000}],
	  "workers": [{"id":"0x1","models":["m"],"free_memory_mb":10,"active_jobs":0,"max_jobs":4,"avg_latency_ms":10,
	               "stake_wei":"0","completion_rate":1,"completed_jobs":100,"last_heartbeat_ms":99000}],
	  "config": {"matching": {"slots_per_worker_per_round": 1}}}`
	code, out, errOut := runCLI(t, snap, "plan", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var d scheduler.Decision
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	if len(d.Assigned) != 1 || d.Assigned[0].RequestID != "2" || len(d.Skipped) != 1 {
		t.Fatalf("with one slot per round the higher fee goes first and the other waits: %s", out)
	}
}

func TestPlanBadInput(t *testing.T) {
	cases := []struct{ name, stdin, want string }{
		{"malformed", `{"now_ms": `, "truncated JSON"},
		{"non-decimal fee", `{"now_ms":1,"requests":[{"id":"1","model_id":"m","priority_fee_wei":"1.5","submitted_at_ms":0,"deadline_ms":9}]}`, `requests[0] (id "1").priority_fee_wei`},
		{"max_jobs below active", `{"now_ms":1,"workers":[{"id":"w","models":["m"],"active_jobs":3,"max_jobs":2,"stake_wei":"0"}]}`, `workers[0] (id "w").active_jobs: 3 is above max_jobs 2`},
		{"bad override", `{"now_ms":1,"config":{"retry_after":{"safety_margin":2}}}`, "retry_after.safety_margin: must be within [0, 1]"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCLI(t, tc.stdin, "plan")
			if code != 2 {
				t.Fatalf("exit %d, want 2 (stdout %q)", code, out)
			}
			if out != "" {
				t.Errorf("printed a decision on bad input: %s", out)
			}
			if strings.Count(strings.TrimSpace(errOut), "\n") != 0 {
				t.Errorf("stderr is not one line: %q", errOut)
			}
			if !strings.Contains(errOut, tc.want) {
				t.Errorf("stderr %q does not name %q", errOut, tc.want)
			}
		})
	}
}

func TestPlanMissingFileAndBadConfig(t *testing.T) {
	if code, _, errOut := runCLI(t, "", "plan", "/nonexistent/snap.json"); code != 2 || !strings.Contains(errOut, "no such file") {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	bad := filepath.Join("..", "..", "daemon", "config", "testdata", "weights.bad.yml")
	code, _, errOut := runCLI(t, "{}", "plan", "--config", bad)
	if code != 2 || strings.Count(strings.TrimSpace(errOut), "\n") != 0 || !strings.Contains(errOut, "scheduler.priority.fee_weight") || !strings.Contains(errOut, "gas_price_safety_factor") {
		t.Fatalf("exit %d: %q", code, errOut)
	}
}

func TestVersionAndUsage(t *testing.T) {
	if code, out, _ := runCLI(t, "", "version"); code != 0 || !strings.HasPrefix(out, "infersched ") {
		t.Fatalf("version: %d %q", code, out)
	}
	if code, _, _ := runCLI(t, "", "plan", "--nope"); code != 2 {
		t.Fatalf("unknown flag exit %d, want 2", code)
	}
}

func TestRunRefusesAnIncompleteConfig(t *testing.T) {
	if code, _, errOut := runCLI(t, "", "run"); code != 2 || !strings.Contains(errOut, "config") {
		t.Fatalf("run without --config: %d %q", code, errOut)
	}
	// The example configuration has no contract addresses: nothing is contacted.
	example := filepath.Join("..", "..", "deploy", "config.example.yaml")
	code, _, errOut := runCLI(t, "", "run", "--config", example)
	if code != 2 || !strings.Contains(errOut, "chain.contracts.router") {
		t.Fatalf("run with the example config: %d %q", code, errOut)
	}
}

func TestVersionFlag(t *testing.T) {
	code, out, errOut := runCLI(t, "", "--version")
	if code != 0 || !strings.HasPrefix(out, "infersched ") {
		t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errOut)
	}
}

// The shipped sample names no contract: run must say so for all three at once, and
// for the missing key too, before connecting anywhere.
func TestRunReportsEveryMissingPieceAtOnce(t *testing.T) {
	t.Setenv("INFERSCHED_SCHEDULER_KEY", "")
	code, _, errOut := runCLI(t, "", "run", "--config", filepath.Join("..", "..", "deploy", "config.example.yaml"))
	if code != exitBadUse {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{"chain.contracts.router: is required", "chain.contracts.worker_registry: is required",
		"chain.contracts.decision_anchor: is required", "INFERSCHED_SCHEDULER_KEY is empty"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr %q does not contain %q", errOut, want)
		}
	}
}

func TestProbe(t *testing.T) {
	ready := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/readyz" {
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte(`{"error":"not_ready"}`))
		}
	}))
	defer ready.Close()
	if code, _, errOut := runCLI(t, "", "probe", "--url", ready.URL+"/healthz"); code != 0 {
		t.Fatalf("healthy: exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "probe", "--url", ready.URL+"/readyz"); code != exitFailure || !strings.Contains(errOut, "503") {
		t.Fatalf("not ready: exit %d: %s", code, errOut)
	}
}
