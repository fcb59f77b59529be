package wire

import (
	"slices"
	"strconv"
	"strings"

	"github.com/infersched/infersched/internal/canonjson"
	"github.com/infersched/infersched/internal/validate"
)

// Heartbeat member determinism: per model served, the class of hardware and software a
// worker runs it on. Two workers of one class produce the same bytes for the same seeded
// request, so a hash comparison between them means something; across classes it does not.

// MaxClassFieldLen bounds each string of a DeterminismClass.
const MaxClassFieldLen = 64

// MaxTensorParallel bounds DeterminismClass.TensorParallel.
const MaxTensorParallel = 1024

// DeterminismClass is what makes a worker's output for a seeded request reproducible.
type DeterminismClass struct {
	// GPU is the accelerator model, e.g. "NVIDIA H100 80GB HBM3", or "cpu".
	GPU string `json:"gpu" yaml:"gpu"`
	// Engine is the inference engine, e.g. "vllm", "llama.cpp".
	Engine string `json:"engine" yaml:"engine"`
	// EngineVersion is the engine's version as it reports it.
	EngineVersion string `json:"engine_version" yaml:"engine_version"`
	// DType is the weights' dtype or quantization, e.g. "bfloat16", "Q4_K_M".
	DType string `json:"dtype" yaml:"dtype"`
	// TensorParallel is the tensor-parallel size, at least 1.
	TensorParallel int64 `json:"tensor_parallel" yaml:"tensor_parallel"`
	// BatchInvariant: the engine runs with batch-invariant kernels.
	BatchInvariant bool `json:"batch_invariant" yaml:"batch_invariant"`
}

// checkDeterminism: each entry a model served, every string present, bounded, printable
// ASCII without '"', '\' or '|' (Key's separator), and a tensor-parallel size in
// [1, MaxTensorParallel].
func (h Heartbeat) checkDeterminism(p *validate.Problems) {
	CheckClasses(p, "heartbeat.determinism", h.Models, h.Determinism)
}

// CheckClasses adds to p, under key, the problems of ds as classes of the models a worker
// serves (the heartbeat's rule; the worker's config checks its own with it).
func CheckClasses(p *validate.Problems, key string, models []string, ds map[string]DeterminismClass) {
	if len(ds) > len(models) {
		p.Addf(key, "has %d models, more than the %d served", len(ds), len(models))
		return
	}
	for _, m := range sortedKeys(ds) {
		at := key + "[" + strconv.Quote(clip(m)) + "]"
		if !slices.Contains(models, m) {
			p.Addf(at, "is not a model the worker serves")
			continue
		}
		c := ds[m]
		for _, f := range []struct{ key, v string }{{"gpu", c.GPU}, {"engine", c.Engine}, {"engine_version", c.EngineVersion}, {"dtype", c.DType}} {
			p.Check(f.v != "" && len(f.v) <= MaxClassFieldLen && printableNoEscape(f.v) && !strings.Contains(f.v, "|"), at+"."+f.key,
				"must be 1 to %d printable ASCII characters without '\"', '\\' or '|', got %q", MaxClassFieldLen, clip(f.v))
		}
		p.Check(c.TensorParallel >= 1 && c.TensorParallel <= MaxTensorParallel, at+".tensor_parallel",
			"must be in [1, %d], got %d", MaxTensorParallel, c.TensorParallel)
	}
}

// appendDeterminism writes the determinism member, when there is one.
func appendDeterminism(b []byte, ds map[string]DeterminismClass) []byte {
	if len(ds) == 0 {
		return b
	}
	b = append(b, `,"determinism":`...)
	return canonjson.AppendObject(b, ds, func(b []byte, c DeterminismClass) []byte {
		b = append(b, `{"gpu":`...)
		b = appendString(b, c.GPU)
		b = append(b, `,"engine":`...)
		b = appendString(b, c.Engine)
		b = append(b, `,"engine_version":`...)
		b = appendString(b, c.EngineVersion)
		b = append(b, `,"dtype":`...)
		b = appendString(b, c.DType)
		b = append(b, `,"tensor_parallel":`...)
		b = strconv.AppendInt(b, c.TensorParallel, 10)
		b = append(b, `,"batch_invariant":`...)
		b = strconv.AppendBool(b, c.BatchInvariant)
		return append(b, '}')
	})
}

// SameClass reports whether workers a and b both advertise a class for model and the
// classes are equal: only then is a hash comparison between them meaningful.
func SameClass(a, b Heartbeat, model string) bool {
	ca, oka := a.Determinism[model]
	cb, okb := b.Determinism[model]
	return oka && okb && ca == cb
}

// Key is the class as one string, the form the scheduler compares and the decision log
// records: gpu|engine|engine_version|dtype|tensor_parallel|batch_invariant. No field of a
// valid class holds '|', so two valid classes have one key only when they are equal.
func (c DeterminismClass) Key() string {
	return c.GPU + "|" + c.Engine + "|" + c.EngineVersion + "|" + c.DType + "|" +
		strconv.FormatInt(c.TensorParallel, 10) + "|" + strconv.FormatBool(c.BatchInvariant)
}

// ClassKeys is every model's class key (Key), nil when hb advertises none.
func (h Heartbeat) ClassKeys() map[string]string {
	if len(h.Determinism) == 0 {
		return nil
	}
	out := make(map[string]string, len(h.Determinism))
	for m, c := range h.Determinism {
		out[m] = c.Key()
	}
	return out
}
