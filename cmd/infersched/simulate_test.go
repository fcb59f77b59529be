package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// gen writes a trace and simulate reads it: the output has every pinned member for
// every policy asked for.
func TestSimulateGenAndRun(t *testing.T) {
	code, trace, errOut := runCLI(t, "", "simulate", "gen", "--rate", "4", "--duration", "1m", "--seed", "3")
	if code != 0 {
		t.Fatalf("gen: exit %d: %s", code, errOut)
	}
	path := filepath.Join(t.TempDir(), "trace.jsonl")
	if err := os.WriteFile(path, []byte(trace), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "simulate", "--trace", path, "--policy", "infersched,least_loaded",
		"--gas-gwei-path", "0s:5,30s:50", "--workers", "100")
	if code != 0 {
		t.Fatalf("simulate: exit %d: %s", code, errOut)
	}
	var res struct {
		Policies map[string]map[string]json.RawMessage `json:"policies"`
		DPS      *float64                              `json:"decisions_per_second"`
		P99      *float64                              `json:"plan_p99_ms"`
		Workers  int                                   `json:"workers"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out)
	}
	if len(res.Policies) != 2 || res.DPS == nil || res.P99 == nil || res.Workers != 100 {
		t.Fatalf("output %s", out)
	}
	for name, p := range res.Policies {
		for _, k := range []string{"p50_ms", "p99_ms", "deadline_misses", "gas_per_result_wei", "low_fee_p99_wait_ms", "retry_after_p90_error", "completed"} {
			if _, ok := p[k]; !ok {
				t.Errorf("%s has no %s", name, k)
			}
		}
	}
}

func TestSimulateBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.jsonl")
	line := `{"t_ms":0,"model":"llama-7b","task":"chat","prompt_tokens":1,"output_tokens":1,"fee_wei":"1","deadline_ms":1000}`
	if err := os.WriteFile(bad, []byte(line+"\n"+strings.Replace(line, `"task":"chat"`, `"task":"poem"`, 1)+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"simulate"}, "--trace is required"},
		{[]string{"simulate", "--trace", bad}, `line 2: member "task": "poem" is not a task`},
		{[]string{"simulate", "--trace", bad, "--policy", "fastest"}, `unknown policy "fastest"`},
		{[]string{"simulate", "--trace", bad, "--gas-gwei-path", "1h:5,30m:9"}, "gas path point 2"},
		{[]string{"simulate", "gen", "--rate", "0"}, "rate: must be in (0, 1e6]"},
	} {
		code, out, errOut := runCLI(t, "", c.args...)
		if code != 2 || out != "" || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want …%s…", c.args, code, out, errOut, c.want)
		}
	}
}
