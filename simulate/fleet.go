package simulate

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"

	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/wire"
)

// Fleet is the simulated world: the chain, the GPU classes of the workers, and what a
// request of each model holds in memory. In JSON (--fleet FILE) every member is named
// as below and unknown members are an error.
type Fleet struct {
	Chain Chain `json:"chain"`
	// HeartbeatMS is how often a worker heartbeats; a worker silent for three of them
	// is gone from the registry (its TTL).
	HeartbeatMS int64 `json:"heartbeat_ms"`
	// KeepAliveMS: a model that is not pinned and has run nothing for this long is
	// unloaded (Ollama's keep_alive), freeing its weights.
	KeepAliveMS int64 `json:"keep_alive_ms"`
	// Models is, per model, the memory one job of it holds on top of the weights.
	Models  map[string]ModelNeed `json:"models"`
	Classes []Class              `json:"classes"`
}

// Chain is the simulated chain.
type Chain struct {
	// BlockMS is the block interval: a transaction sent at t is included in the first
	// block at or after t.
	BlockMS int64 `json:"block_ms"`
	// Confirmations is how many blocks follow a request's block before the indexer
	// publishes it (indexer.confirmations).
	Confirmations int64 `json:"confirmations"`
	// ResultConfirmations is the same for a result: the requester sees it completed
	// that many blocks after the block that includes it.
	ResultConfirmations int64 `json:"result_confirmations"`
	// SingleResultGas is the gas of one submitResult; BatchGasFixed + n ×
	// BatchGasPerResult that of a submitResults of n (docs/benchmarks.md, batched
	// settlement: 63 213 alone, 130 245 for 4, 217 330 for 8, 391 479 for 16).
	SingleResultGas   int64 `json:"single_result_gas"`
	BatchGasFixed     int64 `json:"batch_gas_fixed"`
	BatchGasPerResult int64 `json:"batch_gas_per_result"`
}

// ModelNeed is the memory one job of a model holds: JobMB plus KVMBPer1kTokens for
// every thousand tokens of its prompt and output (its KV cache).
type ModelNeed struct {
	JobMB           int64 `json:"job_mb"`
	KVMBPer1kTokens int64 `json:"kv_mb_per_1k_tokens"`
}

// Class is one kind of GPU worker.
type Class struct {
	Name      string `json:"name"`
	Count     int    `json:"count"`
	MemoryMB  int64  `json:"memory_mb"`
	MaxJobs   int    `json:"max_jobs"`
	BatchMax  int    `json:"batch_max"`
	BatchWait int64  `json:"batch_max_wait_ms"`
	// BatchMarginMS: a batch is settled at the latest this long before the earliest
	// deadline of its results (the worker's batch.margin).
	BatchMarginMS int64 `json:"batch_margin_ms"`
	// Slowdown: with n jobs running, each decodes at rate / (1 + slowdown × (n − 1)).
	Slowdown float64 `json:"slowdown"`
	// SpeedSpread: each worker's speed is the class's × a factor drawn once, uniform in
	// [1 − spread, 1 + spread]; JobNoise: each job's time × exp(N(0, noise)).
	SpeedSpread float64 `json:"speed_spread"`
	JobNoise    float64 `json:"job_noise"`
	// DispatchMS is the round trip from an assignment to the worker's ack.
	DispatchMS int64 `json:"dispatch_ms"`
	// MTBFMS is the mean time between failures of one worker (exponential; 0: never
	// fails); RecoveryMS how long it is down.
	MTBFMS     int64 `json:"mtbf_ms"`
	RecoveryMS int64 `json:"recovery_ms"`
	// StakeMinETH and StakeMaxETH bound each worker's stake, drawn once.
	StakeMinETH float64      `json:"stake_min_eth"`
	StakeMaxETH float64      `json:"stake_max_eth"`
	Models      []ClassModel `json:"models"`
	models      map[string]*ClassModel
}

// ClassModel is one model a class serves and how fast.
type ClassModel struct {
	Model     string   `json:"model"`
	Tasks     []string `json:"tasks"`
	WeightsMB int64    `json:"weights_mb"`
	LoadMS    int64    `json:"load_ms"`
	// Pinned models are loaded at start and never unloaded.
	Pinned bool `json:"pinned"`
	// DecodeTPS: output tokens (image: denoising steps) per second for one job alone;
	// PrefillTPS: prompt tokens (transcription: audio tokens) per second.
	DecodeTPS  float64 `json:"decode_tps"`
	PrefillTPS float64 `json:"prefill_tps"`
}

// DefaultFleet is the fleet: 1 000 workers of three GPU classes serving
// llama-7b, llama-70b, stable-diffusion-xl and whisper-large, on a chain with 2 s blocks
// (an OP-stack L2) and one confirmation. docs/simulation.md gives every figure's source
// or says it is assumed.
func DefaultFleet() Fleet {
	chatTasks := []string{TaskChat, TaskCompletion, TaskEmbedding}
	return Fleet{
		Chain: Chain{BlockMS: 2000, Confirmations: 1, ResultConfirmations: 1,
			SingleResultGas: 63_213, BatchGasFixed: 43_200, BatchGasPerResult: 21_770},
		HeartbeatMS: 5000,
		KeepAliveMS: 600_000,
		Models: map[string]ModelNeed{
			"llama-7b":            {JobMB: 512, KVMBPer1kTokens: 512},
			"llama-70b":           {JobMB: 1024, KVMBPer1kTokens: 320},
			"stable-diffusion-xl": {JobMB: 3072},
			"whisper-large":       {JobMB: 512, KVMBPer1kTokens: 64},
		},
		Classes: []Class{
			{Name: "h100", Count: 80, MemoryMB: 81920, MaxJobs: 4, BatchMax: 8, BatchWait: 3000, BatchMarginMS: 10_000,
				Slowdown: 0.05, SpeedSpread: 0.1, JobNoise: 0.1, DispatchMS: 40, MTBFMS: 48 * 3600_000, RecoveryMS: 600_000,
				StakeMinETH: 5, StakeMaxETH: 20,
				Models: []ClassModel{
					{Model: "llama-70b", Tasks: chatTasks, WeightsMB: 70_000, LoadMS: 120_000, Pinned: true, DecodeTPS: 38, PrefillTPS: 5650},
				}},
			{Name: "a100", Count: 420, MemoryMB: 81920, MaxJobs: 6, BatchMax: 8, BatchWait: 3000, BatchMarginMS: 10_000,
				Slowdown: 0.05, SpeedSpread: 0.1, JobNoise: 0.1, DispatchMS: 40, MTBFMS: 48 * 3600_000, RecoveryMS: 600_000,
				StakeMinETH: 2, StakeMaxETH: 10,
				Models: []ClassModel{
					{Model: "llama-7b", Tasks: chatTasks, WeightsMB: 14_000, LoadMS: 15_000, Pinned: true, DecodeTPS: 116, PrefillTPS: 11_100},
					{Model: "stable-diffusion-xl", Tasks: []string{TaskImage}, WeightsMB: 7_000, LoadMS: 20_000, DecodeTPS: 6.5},
					{Model: "whisper-large", Tasks: []string{TaskTranscription}, WeightsMB: 3_000, LoadMS: 8_000, DecodeTPS: 200, PrefillTPS: 20_000},
				}},
			{Name: "l4", Count: 500, MemoryMB: 24576, MaxJobs: 3, BatchMax: 8, BatchWait: 3000, BatchMarginMS: 10_000,
				Slowdown: 0.08, SpeedSpread: 0.1, JobNoise: 0.1, DispatchMS: 60, MTBFMS: 24 * 3600_000, RecoveryMS: 600_000,
				StakeMinETH: 1, StakeMaxETH: 5,
				Models: []ClassModel{
					{Model: "whisper-large", Tasks: []string{TaskTranscription}, WeightsMB: 3_000, LoadMS: 10_000, Pinned: true, DecodeTPS: 80, PrefillTPS: 8000},
					{Model: "llama-7b", Tasks: chatTasks, WeightsMB: 14_000, LoadMS: 30_000, DecodeTPS: 17, PrefillTPS: 4300},
					{Model: "stable-diffusion-xl", Tasks: []string{TaskImage}, WeightsMB: 7_000, LoadMS: 30_000, DecodeTPS: 1.3},
				}},
		},
	}
}

// unmeetable reports whether no class of the fleet could deliver tr by its deadline at
// its nominal rates: its confirmations, then the fastest class that serves its model for
// its task, warm, idle and at the class's speed (no worker spread, no job noise), from
// dispatch to a result sent. A request no class serves is unmeetable too. Every policy
// misses such a request unless a worker draws faster than its class.
func (f *Fleet) unmeetable(tr *Request) bool {
	best := f.leastServiceMS(tr, func(_ int, m *ClassModel) float64 {
		prefill, decode := m.phasesMS(tr, 1, 1)
		return prefill + decode
	})
	return float64(tr.DeadlineMS) < float64(f.Chain.Confirmations*f.Chain.BlockMS)+best
}

// beyondReach reports whether tr's result would be in a block after its deadline even
// at best: dispatched the moment it is visible to the fastest worker of the run that
// serves its model for its task (fastest[c] is the greatest speed drawn in class c),
// warm and alone, with its first attempt's draw of the job noise (z, a standard normal),
// and sent alone as its work ends. No policy meets such a request with its first
// attempt. One whose first attempt fails may still be met by a later one, which draws
// its own noise, so a policy can, rarely, miss fewer.
func (f *Fleet) beyondReach(tr *Request, visible, deadline int64, fastest []float64, z float64) bool {
	best := f.leastServiceMS(tr, func(c int, m *ClassModel) float64 {
		prefill, decode := m.phasesMS(tr, fastest[c], fastest[c])
		return math.Ceil(max((prefill+decode)*math.Exp(f.Classes[c].JobNoise*z), 1))
	})
	if math.IsInf(best, 1) {
		return true
	}
	b := f.Chain.BlockMS
	done := visible + int64(best)
	return (done/b+1)*b > deadline
}

// leastServiceMS is the least dispatch plus work, workMS(class, its model), over the
// classes that serve tr's model for its task; +Inf when none does.
func (f *Fleet) leastServiceMS(tr *Request, workMS func(c int, m *ClassModel) float64) float64 {
	best := math.Inf(1)
	for i := range f.Classes {
		c := &f.Classes[i]
		for j := range c.Models {
			m := &c.Models[j]
			if m.Model != tr.Model || !slices.Contains(m.Tasks, tr.Task) || m.DecodeTPS <= 0 {
				continue
			}
			best = min(best, float64(c.DispatchMS)+workMS(i, m))
		}
	}
	return best
}

// Workers is the number of workers of the fleet.
func (f *Fleet) Workers() int {
	n := 0
	for _, c := range f.Classes {
		n += c.Count
	}
	return n
}

// Scaled is the fleet with every class's count multiplied so that it has about
// workers workers in all (at least one of each class).
func (f Fleet) Scaled(workers int) Fleet {
	total := f.Workers()
	out := f
	out.Classes = slices.Clone(f.Classes)
	for i := range out.Classes {
		out.Classes[i].Count = max(1, int(int64(f.Classes[i].Count)*int64(workers)/int64(total)))
	}
	return out
}

// DecodeFleet reads a fleet strictly (unknown members are errors) and validates it.
func DecodeFleet(r io.Reader) (Fleet, error) {
	data, err := io.ReadAll(io.LimitReader(r, 1<<20+1))
	if err != nil {
		return Fleet{}, fmt.Errorf("fleet: %w", err)
	}
	if len(data) > 1<<20 {
		return Fleet{}, errors.New("fleet: larger than 1 MiB")
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f Fleet
	if err := dec.Decode(&f); err != nil {
		return Fleet{}, fmt.Errorf("fleet: %w", err)
	}
	if dec.More() {
		return Fleet{}, errors.New("fleet: data after the object")
	}
	if err := f.Validate(); err != nil {
		return Fleet{}, fmt.Errorf("fleet: %w", err)
	}
	return f, nil
}

// Limits of a fleet.
const (
	maxWorkers = 1 << 20
	maxDayMS   = 30 * 24 * 3600_000
)

// Validate reports every problem of the fleet at once, by key path.
func (f *Fleet) Validate() error {
	var p validate.Problems
	c := f.Chain
	p.Check(c.BlockMS >= 1 && c.BlockMS <= 600_000, "chain.block_ms", "must be in [1, 600000], got %d", c.BlockMS)
	p.Check(c.Confirmations >= 0 && c.Confirmations <= 10_000, "chain.confirmations", "must be in [0, 10000], got %d", c.Confirmations)
	p.Check(c.ResultConfirmations >= 0 && c.ResultConfirmations <= 10_000, "chain.result_confirmations", "must be in [0, 10000], got %d", c.ResultConfirmations)
	p.Check(c.SingleResultGas > 0 && c.SingleResultGas <= 30_000_000, "chain.single_result_gas", "must be in [1, 30000000], got %d", c.SingleResultGas)
	p.Check(c.BatchGasFixed >= 0 && c.BatchGasFixed <= 30_000_000, "chain.batch_gas_fixed", "must be in [0, 30000000], got %d", c.BatchGasFixed)
	p.Check(c.BatchGasPerResult > 0 && c.BatchGasPerResult <= 30_000_000, "chain.batch_gas_per_result", "must be in [1, 30000000], got %d", c.BatchGasPerResult)
	p.Check(f.HeartbeatMS >= 1 && f.HeartbeatMS <= 600_000, "heartbeat_ms", "must be in [1, 600000], got %d", f.HeartbeatMS)
	p.Check(f.KeepAliveMS >= 0 && f.KeepAliveMS <= maxDayMS, "keep_alive_ms", "must be in [0, %d] (0: never unload), got %d", int64(maxDayMS), f.KeepAliveMS)
	for _, m := range sortedKeys(f.Models) {
		n := f.Models[m]
		p.Check(wire.ValidModelName(m), "models", "%q is not a model name", m)
		p.Check(n.JobMB >= 0 && n.JobMB <= 1<<24, "models."+m+".job_mb", "must be in [0, 2^24], got %d", n.JobMB)
		p.Check(n.KVMBPer1kTokens >= 0 && n.KVMBPer1kTokens <= 1<<20, "models."+m+".kv_mb_per_1k_tokens", "must be in [0, 2^20], got %d", n.KVMBPer1kTokens)
	}
	p.Check(len(f.Classes) > 0, "classes", "must list at least one class")
	total := 0
	names := map[string]bool{}
	for i := range f.Classes {
		cl := &f.Classes[i]
		at := fmt.Sprintf("classes[%d]", i)
		p.Check(cl.Name != "" && len(cl.Name) <= 32 && wire.ValidModelName(cl.Name), at+".name", "must be 1 to 32 characters of [A-Za-z0-9%s], got %q", wire.ModelNameChars, cl.Name)
		p.Check(!names[cl.Name], at+".name", "%q is given twice", cl.Name)
		names[cl.Name] = true
		p.Check(cl.Count >= 1 && cl.Count <= maxWorkers, at+".count", "must be in [1, %d], got %d", maxWorkers, cl.Count)
		total += max(cl.Count, 0)
		p.Check(cl.MemoryMB >= 1 && cl.MemoryMB <= 1<<31-2, at+".memory_mb", "must be in [1, 2^31-2], got %d", cl.MemoryMB)
		p.Check(cl.MaxJobs >= 1 && cl.MaxJobs <= 1024, at+".max_jobs", "must be in [1, 1024], got %d", cl.MaxJobs)
		p.Check(cl.BatchMax >= 0 && cl.BatchMax <= 1024, at+".batch_max", "must be in [0, 1024] (0 or 1: no batching), got %d", cl.BatchMax)
		p.Check(cl.BatchMax <= 1 || cl.BatchWait > 0, at+".batch_max_wait_ms", "must be positive when batching, got %d", cl.BatchWait)
		p.Check(cl.BatchWait >= 0 && cl.BatchWait <= maxDayMS, at+".batch_max_wait_ms", "must be in [0, %d], got %d", int64(maxDayMS), cl.BatchWait)
		p.Check(cl.BatchMarginMS >= 0 && cl.BatchMarginMS <= maxDayMS, at+".batch_margin_ms", "must be in [0, %d], got %d", int64(maxDayMS), cl.BatchMarginMS)
		p.Check(finiteIn(cl.Slowdown, 0, 10), at+".slowdown", "must be in [0, 10], got %v", cl.Slowdown)
		p.Check(finiteIn(cl.SpeedSpread, 0, 0.9), at+".speed_spread", "must be in [0, 0.9], got %v", cl.SpeedSpread)
		p.Check(finiteIn(cl.JobNoise, 0, 2), at+".job_noise", "must be in [0, 2], got %v", cl.JobNoise)
		p.Check(cl.DispatchMS >= 0 && cl.DispatchMS <= 60_000, at+".dispatch_ms", "must be in [0, 60000], got %d", cl.DispatchMS)
		p.Check(cl.MTBFMS >= 0 && cl.MTBFMS <= 1<<50, at+".mtbf_ms", "must be in [0, 2^50] (0: never fails), got %d", cl.MTBFMS)
		p.Check(cl.MTBFMS == 0 || (cl.RecoveryMS >= 1 && cl.RecoveryMS <= maxDayMS), at+".recovery_ms", "must be in [1, %d] when workers fail, got %d", int64(maxDayMS), cl.RecoveryMS)
		p.Check(finiteIn(cl.StakeMinETH, 0, 1e9) && finiteIn(cl.StakeMaxETH, cl.StakeMinETH, 1e9), at+".stake_max_eth",
			"stake_min_eth must be in [0, 1e9] and stake_max_eth in [stake_min_eth, 1e9], got %v and %v", cl.StakeMinETH, cl.StakeMaxETH)
		p.Check(len(cl.Models) > 0 && len(cl.Models) <= 64, at+".models", "must list 1 to 64 models, got %d", len(cl.Models))
		weights := int64(0)
		seen := map[string]bool{}
		for k := range cl.Models {
			m := &cl.Models[k]
			mat := fmt.Sprintf("%s.models[%d]", at, k)
			_, known := f.Models[m.Model]
			p.Check(known, mat+".model", "%q has no entry in models (the memory of its jobs)", m.Model)
			p.Check(!seen[m.Model], mat+".model", "%q is given twice", m.Model)
			seen[m.Model] = true
			p.Check(len(m.Tasks) > 0, mat+".tasks", "must list at least one task")
			for _, t := range m.Tasks {
				p.Check(validTask(t), mat+".tasks", "%q is not a task", t)
			}
			p.Check(m.WeightsMB >= 0 && m.WeightsMB <= cl.MemoryMB, mat+".weights_mb", "must be in [0, memory_mb %d], got %d", cl.MemoryMB, m.WeightsMB)
			p.Check(m.LoadMS >= 0 && m.LoadMS <= 24*3600_000, mat+".load_ms", "must be in [0, 86400000], got %d", m.LoadMS)
			p.Check(finiteIn(m.DecodeTPS, 1e-3, 1e9), mat+".decode_tps", "must be in [0.001, 1e9], got %v", m.DecodeTPS)
			p.Check(m.PrefillTPS == 0 || finiteIn(m.PrefillTPS, 1e-3, 1e12), mat+".prefill_tps", "must be 0 (prompt free) or in [0.001, 1e12], got %v", m.PrefillTPS)
			if m.Pinned {
				weights += m.WeightsMB
			}
		}
		p.Check(weights <= cl.MemoryMB, at+".models", "the pinned models' weights (%d MB) do not fit in memory_mb %d", weights, cl.MemoryMB)
	}
	p.Check(total <= maxWorkers, "classes", "more than %d workers in all", maxWorkers)
	return p.Err()
}

func finiteIn(v, lo, hi float64) bool { return v >= lo && v <= hi } // false for NaN

// index prepares the classes' model tables.
func (f *Fleet) index() {
	for i := range f.Classes {
		c := &f.Classes[i]
		c.models = make(map[string]*ClassModel, len(c.Models))
		for k := range c.Models {
			c.models[c.Models[k].Model] = &c.Models[k]
		}
	}
}
