package agent

import (
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/yamlconf"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

// The tracker reports, per model, the median of each rate once three jobs measured it:
// a backend's phase timings give decode and prefill apart, a job timed whole gives its
// output over its time (from 16 tokens on), an embedding its input, an image its steps.
func TestSpeedTrackerMedians(t *testing.T) {
	var tr speedTracker
	if tr.speed([]string{"m"}) != nil {
		t.Fatal("a rate before any job")
	}
	// Decode at 40, 50 and 45 tokens/s by the backend's own timings; prefill at 1000.
	for _, dec := range []float64{400, 320, 355.5555} {
		tr.observe("m", infer.TaskChat, Usage{PromptTokens: 500, OutputTokens: 16, PrefillMS: 500, DecodeMS: dec}, time.Second)
	}
	if got := tr.speed([]string{"m"}); !maps.Equal(got, map[string]wire.ModelSpeed{"m": {DecodeTPS: 45, PrefillTPS: 1000}}) {
		t.Fatalf("speed %v, want decode 45 (the median), prefill 1000", got)
	}
	// Timed whole: 64 tokens in 2 s is 32/s; a 4-token job tells nothing.
	var whole speedTracker
	for range 3 {
		whole.observe("m", "", Usage{OutputTokens: 64, PromptTokens: 9}, 2*time.Second)
		whole.observe("m", "", Usage{OutputTokens: 4}, 10*time.Millisecond)
	}
	if got := whole.speed([]string{"m"})["m"]; got != (wire.ModelSpeed{DecodeTPS: 32}) {
		t.Fatalf("whole jobs: %+v, want decode 32 and no prefill", got)
	}
	var other speedTracker
	for range 3 {
		other.observe("e", infer.TaskEmbedding, Usage{PromptTokens: 3000}, 1500*time.Millisecond)
		other.observe("i", infer.TaskImage, Usage{Steps: 30}, 20*time.Second)
		other.observe("a", infer.TaskTranscription, Usage{AudioBytes: 960_000}, 4*time.Second)
		other.observe("x", infer.TaskChat, Usage{}, time.Second) // counted nothing
	}
	want := map[string]wire.ModelSpeed{"e": {PrefillTPS: 2000}, "i": {StepsPerMin: 90}, "a": {AudioBPS: 240_000}}
	if got := other.speed([]string{"e", "i", "a", "x", "y"}); !maps.Equal(got, want) {
		t.Fatalf("speed %v, want %v", got, want)
	}
	// The window keeps the last 32.
	var win speedTracker
	for i := range 40 {
		d := 1000.0
		if i >= 8 {
			d = 100 // the last 32 jobs ran at 10 tokens per 0.1 s: 100/s
		}
		win.observe("m", "", Usage{OutputTokens: 10, DecodeMS: d}, time.Second)
	}
	if got := win.speed([]string{"m"})["m"].DecodeTPS; got != 100 {
		t.Fatalf("decode %d after the window moved, want 100", got)
	}
}

// backend.tasks: a list for every model or a map per model; the heartbeat's tasks member
// leaves out the models that serve chat and completion, and echo and the repeat model
// serve every task by default.
func TestBackendTasks(t *testing.T) {
	all := wire.Tasks()
	for _, c := range []struct {
		kind   string
		tasks  TaskConfig
		models []string
		want   map[string][]string
	}{
		{"openai", TaskConfig{}, []string{"llama-7b"}, nil},
		{"openai", TaskConfig{All: []string{"completion", "chat"}}, []string{"llama-7b"}, nil},
		{"openai", TaskConfig{All: []string{"embedding"}}, []string{"a", "b"}, map[string][]string{"a": {"embedding"}, "b": {"embedding"}}},
		{"openai", TaskConfig{PerModel: map[string][]string{"sdxl": {"image"}}}, []string{"llama-7b", "sdxl"}, map[string][]string{"sdxl": {"image"}}},
		{"echo", TaskConfig{}, []string{"llama-7b", "repeat"}, map[string][]string{"llama-7b": all, "repeat": all}},
		{"openai", TaskConfig{}, []string{"llama-7b", "repeat"}, map[string][]string{"repeat": all}},
		{"openai", TaskConfig{All: []string{"transcription", "chat", "chat"}}, []string{"w"}, map[string][]string{"w": {"chat", "transcription"}}},
	} {
		if got := heartbeatTasks(c.kind, c.tasks, c.models); !maps.EqualFunc(got, c.want, slices.Equal) {
			t.Errorf("%s %+v %v: %v, want %v", c.kind, c.tasks, c.models, got, c.want)
		}
	}

	var f struct {
		Backend BackendConfig `yaml:"backend"`
	}
	if _, err := yamlconf.Decode([]byte("backend:\n  tasks: [chat, embedding]\n"), &f); err != nil || !slices.Equal(f.Backend.Tasks.All, []string{"chat", "embedding"}) {
		t.Fatalf("list form: %+v %v", f.Backend.Tasks, err)
	}
	if _, err := yamlconf.Decode([]byte("backend:\n  tasks:\n    sdxl: [image]\n"), &f); err != nil || !slices.Equal(f.Backend.Tasks.PerModel["sdxl"], []string{"image"}) {
		t.Fatalf("map form: %+v %v", f.Backend.Tasks, err)
	}
	if _, err := yamlconf.Decode([]byte("backend:\n  tasks: chat\n"), &f); err == nil || !strings.Contains(err.Error(), "want a list of tasks or a map") {
		t.Fatalf("a scalar: %v", err)
	}
	cfg := validConfig()
	cfg.Backend.Tasks = TaskConfig{PerModel: map[string][]string{"llama-7b": {"chat", "sing"}, "gpt-9": {"chat"}, "m": {}}}
	cfg.Models = []string{"llama-7b", "m"}
	err := cfg.Validate()
	for _, want := range []string{`backend.tasks.llama-7b[1]: must be one of [chat completion embedding image transcription], got "sing"`,
		"backend.tasks.gpt-9: is not among the worker's models", "backend.tasks.m: must list at least one task"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("config error %v lacks %q", err, want)
		}
	}
}

// The heartbeat carries the configured tasks and the measured rates, and signs.
func TestHeartbeatCarriesTasksAndSpeed(t *testing.T) {
	cfg := validConfig()
	cfg.Backend.Kind, cfg.Backend.BaseURL = "openai", "http://127.0.0.1:8000"
	cfg.Models = []string{"llama-7b", "sdxl"}
	cfg.Backend.Tasks = TaskConfig{PerModel: map[string][]string{"sdxl": {"image"}}}
	w := &Worker{cfg: cfg, d: Deps{Clock: time.Now}, id: "0x14791697260e4c9a71f18484c9f997b308e59325",
		tasks: heartbeatTasks(cfg.Backend.Kind, cfg.Backend.Tasks, cfg.Models)}
	for range 3 {
		w.observeUsage("llama-7b", Job{Doc: infer.Document{Plain: true, Prompt: "a plain prompt"}}, Result{OutputTokens: 80, PromptTokens: 4}, 2*time.Second)
		steps := int64(30)
		w.observeUsage("sdxl", Job{Doc: infer.Document{Task: infer.TaskImage, Steps: &steps}}, Result{}, 20*time.Second)
	}
	hb := w.load()
	if !maps.EqualFunc(hb.Tasks, map[string][]string{"sdxl": {"image"}}, slices.Equal) || hb.Speed["llama-7b"] != (wire.ModelSpeed{DecodeTPS: 40}) || hb.Speed["sdxl"] != (wire.ModelSpeed{StepsPerMin: 90}) || len(hb.Speed) != 2 {
		t.Fatalf("heartbeat tasks %v speed %v", hb.Tasks, hb.Speed)
	}
	if err := hb.Normalized().Check(wire.MaxJobsCapLimit, wire.MaxModelsLimit); err != nil {
		t.Fatal(err)
	}
}
