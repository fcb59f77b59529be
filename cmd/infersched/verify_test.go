package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/infersched/infersched/internal/testutil/enginekit"
	"github.com/infersched/infersched/internal/yamlconf"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire/infer"
)

// TestVerifyCalibrate: `infersched verify calibrate` against the real engine
// (node-llama-cpp behind vLLM's API) prints the honest distribution and thresholds
// whose "verification" member the daemon's configuration decoder takes as is, and the
// same block as YAML; bad flags are refused before any call (exit 2), and a model the
// server does not serve fails the run (exit 1).
func TestVerifyCalibrate(t *testing.T) {
	eng := enginekit.Start(t, enginekit.Options{})
	prompts := filepath.Join(t.TempDir(), "prompts.txt")
	if err := os.WriteFile(prompts, []byte("Name a colour.\n\nWrite one line about rain.\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	args := []string{"verify", "calibrate", "--backend-url", eng.URL, "--model", enginekit.DefaultModel, "-n", "4", "--prompts", prompts, "--seed", "5"}
	var out, errOut bytes.Buffer
	if code := run(args, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var report struct {
		Model       string
		Calibration struct {
			Results int
			Failing int
			Honest  struct {
				LogprobDiff struct{ N int } `json:"logprob_diff"`
			}
			Suggested verification.Thresholds
		}
		Verification json.RawMessage
	}
	if err := json.Unmarshal(out.Bytes(), &report); err != nil {
		t.Fatalf("%v: %s", err, out.String())
	}
	if report.Model != enginekit.DefaultModel || report.Calibration.Results != 4 || report.Calibration.Failing != 0 || report.Calibration.Honest.LogprobDiff.N == 0 {
		t.Fatalf("report %s", out.String())
	}
	if !strings.Contains(errOut.String(), "calibrate: 4 of 4 results re-scored") {
		t.Fatalf("no progress on stderr: %q", errOut.String())
	}
	section := func(b []byte) verification.Thresholds {
		t.Helper()
		var cfg struct {
			Verification verification.Config `yaml:"verification"`
		}
		cfg.Verification = verification.DefaultConfig()
		if _, err := yamlconf.Decode(b, &cfg); err != nil {
			t.Fatalf("the daemon's decoder refuses %s: %v", b, err)
		}
		if err := cfg.Verification.Validate(); err != nil {
			t.Fatal(err)
		}
		th, ok := cfg.Verification.Scoring(enginekit.DefaultModel)
		if !ok {
			t.Fatalf("no scored model in %s", b)
		}
		return th
	}
	if th := section(append(append([]byte(`{"verification":`), report.Verification...), '}')); th != report.Calibration.Suggested {
		t.Fatalf("verification block %+v, suggested %+v", th, report.Calibration.Suggested)
	}

	out.Reset()
	if code := run(append(args, "--output", "yaml"), strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("yaml: exit %d: %s", code, errOut.String())
	}
	if th := section(out.Bytes()); th != report.Calibration.Suggested || !strings.HasPrefix(out.String(), "# infersched verify calibrate: 4 honest results") {
		t.Fatalf("yaml %s: %+v, the same run as JSON suggested %+v", out.String(), th, report.Calibration.Suggested)
	}

	for _, bad := range [][]string{
		{"-n", "0"},
		{"--backend-url", "ftp://x"},
		{"--prompts", filepath.Join(t.TempDir(), "absent")},
		{"--temperature", "3"},
		{"--output", "toml"},
		{"--task", "image"},
	} {
		errOut.Reset()
		if code := run(append(append([]string{}, args...), bad...), strings.NewReader(""), &out, &errOut); code != exitBadUse {
			t.Errorf("%v: exit %d, want %d: %s", bad, code, exitBadUse, errOut.String())
		}
	}
	errOut.Reset()
	if code := run([]string{"verify", "calibrate", "--backend-url", eng.URL, "--model", "absent", "-n", "1"}, strings.NewReader(""), &out, &errOut); code != exitFailure {
		t.Errorf("a model the server does not serve: exit %d, want %d: %s", code, exitFailure, errOut.String())
	}
}

// TestVerifyCalibrateEmbedding: `infersched verify calibrate --task embedding` against
// the real engine embeds each input on the backend and on the verifier's server (here
// another set-up: 2 threads, batch 8) and prints the honest distances and a bound whose
// "verification" member the daemon's configuration decoder takes as is, and the same
// block as YAML.
func TestVerifyCalibrateEmbedding(t *testing.T) {
	eng := enginekit.Start(t, enginekit.Options{})
	ver := enginekit.Start(t, enginekit.Options{Threads: 2, BatchSize: 8})
	args := []string{"verify", "calibrate", "--task", "embedding", "--backend-url", eng.URL, "--verifier-url", ver.URL,
		"--model", enginekit.DefaultModel, "-n", "3"}
	var out, errOut bytes.Buffer
	if code := run(args, strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	var report struct {
		Model        string
		VerifierURL  string `json:"verifier_url"`
		Calibration  infer.CosineCalibration
		Verification json.RawMessage
	}
	if err := json.Unmarshal(out.Bytes(), &report); err != nil {
		t.Fatalf("%v: %s", err, out.String())
	}
	c := report.Calibration
	if report.Model != enginekit.DefaultModel || report.VerifierURL != ver.URL || c.Pairs != 3 || c.Dims != 64 || c.Failing != 0 ||
		c.Distance.N != 3 || c.Suggested.MinCosine <= 0 || c.Suggested.MinCosine > 1-1e-6 || c.Margin != infer.CosineMarginRule {
		t.Fatalf("report %s", out.String())
	}
	if !strings.Contains(errOut.String(), "calibrate: 3 of 3 inputs embedded twice") {
		t.Fatalf("no progress on stderr: %q", errOut.String())
	}
	section := func(b []byte) verification.EmbeddingBound {
		t.Helper()
		var cfg struct {
			Verification verification.Config `yaml:"verification"`
		}
		cfg.Verification = verification.DefaultConfig()
		if _, err := yamlconf.Decode(b, &cfg); err != nil {
			t.Fatalf("the daemon's decoder refuses %s: %v", b, err)
		}
		if err := cfg.Verification.Validate(); err != nil {
			t.Fatal(err)
		}
		bound, ok := cfg.Verification.Embedding(enginekit.DefaultModel)
		if !ok {
			t.Fatalf("no embedding model in %s", b)
		}
		return bound
	}
	if b := section(append(append([]byte(`{"verification":`), report.Verification...), '}')); b != c.Suggested {
		t.Fatalf("verification block %+v, suggested %+v", b, c.Suggested)
	}
	out.Reset()
	if code := run(append(args, "--output", "yaml"), strings.NewReader(""), &out, &errOut); code != 0 {
		t.Fatalf("yaml: exit %d: %s", code, errOut.String())
	}
	if b := section(out.Bytes()); b != c.Suggested || !strings.HasPrefix(out.String(), "# infersched verify calibrate --task embedding: 3 inputs") {
		t.Fatalf("yaml %s: %+v, the same run as JSON suggested %+v", out.String(), b, c.Suggested)
	}
}
