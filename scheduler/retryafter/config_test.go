package retryafter

import (
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

func TestDefaultConfigValid(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatalf("DefaultConfig().Validate() = %v", err)
	}
}

func TestValidate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*Config)
		want   []string // every line of the error, in order
	}{
		{"min equals max", func(c *Config) { c.MinSeconds, c.MaxSeconds = 10, 10 },
			[]string{"max_seconds: must be above min_seconds (10), got 10"}},
		{"min above max", func(c *Config) { c.MinSeconds, c.MaxSeconds = 30, 10 },
			[]string{"max_seconds: must be above min_seconds (30), got 10"}},
		{"min zero", func(c *Config) { c.MinSeconds = 0 },
			[]string{"min_seconds: must be at least 1, got 0"}},
		{"margin negative", func(c *Config) { c.SafetyMargin = -0.1 },
			[]string{"safety_margin: must be within [0, 1], got -0.1"}},
		{"margin above one", func(c *Config) { c.SafetyMargin = 1.5 },
			[]string{"safety_margin: must be within [0, 1], got 1.5"}},
		{"margin NaN", func(c *Config) { c.SafetyMargin = math.NaN() },
			[]string{"safety_margin: must be within [0, 1], got NaN"}},
		{"unsorted thresholds", func(c *Config) {
			c.BackoffSteps = []Step{{0, 4}, {120, 30}, {60, 10}}
		}, []string{"backoff[2]: thresholds must be strictly increasing: 60 s after 120 s"}},
		{"duplicate thresholds", func(c *Config) {
			c.BackoffSteps = []Step{{0, 4}, {60, 10}, {60, 30}}
		}, []string{"backoff[2]: duplicate threshold 60 s"}},
		{"empty table", func(c *Config) { c.BackoffSteps = nil },
			[]string{"backoff: must have at least one [elapsed_s, retry_s] step"}},
		{"bad step values", func(c *Config) { c.BackoffSteps = []Step{{-1, 0}} }, []string{
			"backoff[0]: elapsed_s must not be negative, got -1",
			"backoff[0]: retry_s must be positive, got 0",
		}},
		{"no default processing time", func(c *Config) { c.ProcessingMS = map[string]int64{"m": 5} },
			[]string{`processing_ms: must have the key "default"`}},
		{"non-positive nominal times", func(c *Config) {
			c.ProcessingMS = map[string]int64{"default": 0, "b": -1}
			c.TxConfirmationMS = 0
			c.BlockMS = -5
		}, []string{
			"block_ms: must be positive, got -5",
			"processing_ms.b: must be positive, got -1",
			"processing_ms.default: must be positive, got 0",
			"tx_confirmation_ms: must be positive, got 0",
		}},
		{"bad drain rate", func(c *Config) { c.DefaultDrainRateTPS = -1 },
			[]string{"default_drain_rate_tps: must be a finite number ≥ 0, got -1"}},
		{"infinite drain rate", func(c *Config) { c.DefaultDrainRateTPS = math.Inf(1) },
			[]string{"default_drain_rate_tps: must be a finite number ≥ 0, got +Inf"}},
		{"everything at once", func(c *Config) {
			c.MinSeconds, c.MaxSeconds = 5, 5
			c.SafetyMargin = 2
			c.BackoffSteps = nil
		}, []string{
			"backoff: must have at least one [elapsed_s, retry_s] step",
			"max_seconds: must be above min_seconds (5), got 5",
			"safety_margin: must be within [0, 1], got 2",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := DefaultConfig()
			tc.change(&c)
			err := c.Validate()
			if err == nil {
				t.Fatalf("Validate() = nil, want %q", tc.want)
			}
			if got := strings.Split(err.Error(), "\n"); !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("Validate() =\n%s\nwant\n%s", err, strings.Join(tc.want, "\n"))
			}
		})
	}
}

func TestProcessingFor(t *testing.T) {
	c := DefaultConfig()
	c.ProcessingMS["llama-70b"] = 9000
	if got := c.ProcessingFor("llama-70b"); got != 9000 {
		t.Errorf("own P: %d, want 9000", got)
	}
	if got := c.ProcessingFor("other"); got != 2000 {
		t.Errorf("default P: %d, want 2000", got)
	}
}

const exampleYAML = `
min_seconds: 1
max_seconds: 120
safety_margin: 0.25
block_ms: 2000
tx_confirmation_ms: 250
processing_ms: {default: 2000, llama-70b: 8000}
default_drain_rate_tps: 5
backoff:
  - [0, 4]     # 0–60 s overdue
  - [60, 10]
  - [900, 300]
`

func TestConfigYAML(t *testing.T) {
	var c Config
	if err := yaml.Unmarshal([]byte(exampleYAML), &c); err != nil {
		t.Fatal(err)
	}
	want := Config{
		MinSeconds: 1, MaxSeconds: 120, SafetyMargin: 0.25, BlockMS: 2000, TxConfirmationMS: 250,
		ProcessingMS:        map[string]int64{"default": 2000, "llama-70b": 8000},
		DefaultDrainRateTPS: 5,
		BackoffSteps:        []Step{{0, 4}, {60, 10}, {900, 300}},
	}
	if !reflect.DeepEqual(c, want) {
		t.Fatalf("decoded %+v, want %+v", c, want)
	}
	out, err := yaml.Marshal(c)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "- [60, 10]") {
		t.Errorf("steps not written as [elapsed_s, retry_s]:\n%s", out)
	}
	var back Config
	if err := yaml.Unmarshal(out, &back); err != nil || !reflect.DeepEqual(back, want) {
		t.Fatalf("round trip: %+v, %v", back, err)
	}
}

func TestConfigJSON(t *testing.T) {
	in := `{"min_seconds":1,"max_seconds":300,"safety_margin":0.2,"block_ms":12000,` +
		`"tx_confirmation_ms":250,"processing_ms":{"default":2000},"default_drain_rate_tps":10,` +
		`"backoff":[[0,4],[60,10],[120,30],[300,60],[900,300]]}`
	var c Config
	if err := json.Unmarshal([]byte(in), &c); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(c, DefaultConfig()) {
		t.Fatalf("decoded %+v, want the default", c)
	}
	out, err := json.Marshal(c)
	if err != nil || string(out) != in {
		t.Fatalf("encoded %s (%v), want %s", out, err, in)
	}
}

func TestStepDecodeErrors(t *testing.T) {
	for _, in := range []string{`[1]`, `[1,2,3]`, `{"elapsed_s":1}`, `[1.5,2]`, `["a",2]`, `1`, `[1,2`, `[1e30, 2]`} {
		var s Step
		if err := json.Unmarshal([]byte(in), &s); err == nil {
			t.Errorf("JSON %s: decoded %+v, want an error", in, s)
		}
	}
	for _, in := range []string{`[1]`, `[1, 2, 3]`, `{a: 1}`, `[1.5, 2]`, `[x, 2]`, `7`} {
		var s Step
		if err := yaml.Unmarshal([]byte(in), &s); err == nil {
			t.Errorf("YAML %s: decoded %+v, want an error", in, s)
		}
	}
}

func FuzzStepJSON(f *testing.F) {
	for _, s := range []string{`[0,4]`, `[900,300]`, `[1]`, `[-1,2]`, `[1.0,2]`, `[9223372036854775807,1]`, `null`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var s Step
		if err := json.Unmarshal(b, &s); err != nil {
			return
		}
		out, err := json.Marshal(s)
		if err != nil {
			t.Fatalf("re-encode %+v: %v", s, err)
		}
		var back Step
		if err := json.Unmarshal(out, &back); err != nil || back != s {
			t.Fatalf("round trip of %s: %+v, %v", out, back, err)
		}
	})
}

func FuzzStepYAML(f *testing.F) {
	for _, s := range []string{`[0, 4]`, `[900, 300]`, `[1]`, `{a: b}`, `[0x10, 2]`, `- 1`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var s Step
		if err := yaml.Unmarshal(b, &s); err != nil {
			return
		}
		out, err := yaml.Marshal(s)
		if err != nil {
			t.Fatalf("re-encode %+v: %v", s, err)
		}
		var back Step
		if err := yaml.Unmarshal(out, &back); err != nil || back != s {
			t.Fatalf("round trip of %s: %+v, %v", out, back, err)
		}
	})
}
