package verification

import (
	"slices"
	"strings"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

const (
	h100 = "NVIDIA H100 80GB HBM3|vllm|0.11.0|bfloat16|1|true"
	a100 = "NVIDIA A100-SXM4-80GB|vllm|0.11.0|bfloat16|1|true"
)

func classWorker(id, class string, stake int64) scheduler.Worker {
	w := scheduler.Worker{ID: id, Models: []string{"sdxl", "tiny"}, FreeMemoryMB: 1000, StakeWei: scheduler.NewWei(stake)}
	if class != "" {
		w.Determinism = map[string]string{"sdxl": class}
	}
	return w
}

// The one rule of what is sampled and how, per model and task.
func TestVerifiability(t *testing.T) {
	c := DefaultConfig()
	c.ComparableModels = []string{"echo"}
	c.ScoredModels = map[string]Thresholds{"llama": {MaxRank: 1}}
	c.ClassModels = []string{"sdxl"}
	c.EmbeddingModels = map[string]EmbeddingBound{"embed": {MinCosine: 0.9999}}
	for _, tc := range []struct {
		model, task string
		method      Method
		reason      string
	}{
		{"echo", "", ByHashes, ""},
		{"echo", scheduler.TaskChat, ByHashes, ""},
		{"llama", scheduler.TaskChat, ByScores, ""},
		{"sdxl", scheduler.TaskImage, ByClassHashes, ""},
		{"sdxl", "", ByClassHashes, ""},
		{"echo", scheduler.TaskImage, "", ReasonNeedsClass},
		{"llama", scheduler.TaskTranscription, "", ReasonNeedsClass},
		{"other", scheduler.TaskImage, "", ReasonNeedsClass},
		{"other", "", "", ReasonNotConfigured},
		{"embed", scheduler.TaskEmbedding, ByCosine, ""},
		{"embed", scheduler.TaskChat, ByHashes, ""},
		{"embed", scheduler.TaskImage, "", ReasonNeedsClass},
	} {
		v := c.Verifiability(tc.model, tc.task)
		if v.Method != tc.method || v.Reason != tc.reason || v.Sampled() != (tc.method != "") {
			t.Errorf("%s/%s: %+v, want %q %q", tc.model, tc.task, v, tc.method, tc.reason)
		}
		// The draw follows the same rule: a result not sampled has rate 0 even on probation.
		ok, rate, err := c.Draw(tc.model, tc.task, Standing{OnProbation: true}, [32]byte{9}, "7", nil)
		if err != nil || ok != v.Sampled() || (rate == 0) == v.Sampled() {
			t.Errorf("%s/%s: draw %v at %v (%v), verifiability %+v", tc.model, tc.task, ok, rate, err, v)
		}
	}
}

func TestClassModelsValidated(t *testing.T) {
	c := DefaultConfig()
	c.ComparableModels = []string{"echo"}
	c.ScoredModels = map[string]Thresholds{"llama": {MaxRank: 1}}
	c.ClassModels = []string{"sdxl", "", "sdxl", "echo", "llama"}
	err := c.Validate()
	for _, want := range []string{
		`class_models[1]: must not be empty`,
		`class_models[2]: lists "sdxl" twice`,
		`class_models[3]: "echo" is in comparable_models, scored_models or embedding_models too`,
		`class_models[4]: "llama" is in comparable_models, scored_models or embedding_models too`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want %q", err, want)
		}
	}
	c.ClassModels = []string{"sdxl"}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if !c.Comparable("sdxl") || !c.Verifies() || (Config{ClassModels: []string{"x"}}).Verifies() != true {
		t.Fatal("a class model is not verified")
	}
}

// The routing rule: a class model stays with a worker only when its class has two other
// staked workers serving it. The attack: a worker advertising a class of its own (or
// none) to have no verifier is never routed the model.
func TestRouteClasses(t *testing.T) {
	c := DefaultConfig()
	c.ClassModels = []string{"sdxl"}
	ws := []scheduler.Worker{
		classWorker("0x1", h100, 1), classWorker("0x2", h100, 1), classWorker("0x3", h100, 1),
		classWorker("0x4", a100, 1), classWorker("0x5", a100, 1), classWorker("0x6", a100, 0), // one unstaked
		classWorker("0x7", "made-up|x|1|y|1|false", 1), // a class of its own
		classWorker("0x8", "", 1),                      // no class
	}
	got := c.RouteClasses(ws)
	serves := func(id string) bool {
		i := slices.IndexFunc(got, func(w scheduler.Worker) bool { return w.ID == id })
		return i >= 0 && slices.Contains(got[i].Models, "sdxl")
	}
	for id, want := range map[string]bool{"0x1": true, "0x2": true, "0x3": true, "0x4": false, "0x5": false, "0x6": true, "0x7": false, "0x8": false} {
		if serves(id) != want {
			t.Errorf("worker %s routed sdxl: %v, want %v", id, serves(id), want)
		}
	}
	if len(got) != len(ws) {
		t.Fatalf("%d workers, want %d: a worker keeps its other models", len(got), len(ws))
	}
	for _, w := range got {
		if !slices.Contains(w.Models, "tiny") {
			t.Errorf("worker %s lost a model that is not a class model", w.ID)
		}
	}
	if !slices.Contains(ws[6].Models, "sdxl") || ws[6].Determinism == nil {
		t.Fatal("RouteClasses changed its input")
	}
	// Without class models, or when every worker is verifiable, the input comes back.
	if out := DefaultConfig().RouteClasses(ws); &out[0] != &ws[0] {
		t.Fatal("no class models: the workers were copied")
	}
	if out := c.RouteClasses(ws[:3]); &out[0] != &ws[0] {
		t.Fatal("every worker verifiable: the workers were copied")
	}
}

// A class model's verifier is of the worker's class, never of another.
func TestVerifiersOfAClass(t *testing.T) {
	ws := []scheduler.Worker{classWorker("0x1", h100, 1), classWorker("0x2", h100, 1), classWorker("0x3", a100, 1), classWorker("0x4", "", 1)}
	for seed := range byte(64) {
		got := Verifiers(ws, "sdxl", "", h100, 10, [32]byte{seed}, func(id string) bool { return id == "0x1" })
		if len(got) != 1 || got[0] != "0x2" {
			t.Fatalf("seed %d: verifiers %v, want 0x2 alone", seed, got)
		}
	}
	if got := Verifiers(ws, "sdxl", "", "", 10, [32]byte{}, func(id string) bool { return id == "0x1" }); len(got) != 3 {
		t.Fatalf("without a class: %v", got)
	}
}

// A model is verified one way: class_models and embedding_models refuse each other.
func TestClassAndEmbeddingModelsExclude(t *testing.T) {
	c := DefaultConfig()
	c.ClassModels = []string{"embed"}
	c.EmbeddingModels = map[string]EmbeddingBound{"embed": {MinCosine: 0.9999}}
	err := c.Validate()
	for _, want := range []string{
		`class_models[0]: "embed" is in comparable_models, scored_models or embedding_models too`,
		`embedding_models.embed: is in comparable_models, scored_models or class_models too`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want %q", err, want)
		}
	}
}
