package simulate

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/infersched/infersched/scheduler"
)

// Options is one simulation: a trace, the world it runs in, the policies compared.
type Options struct {
	// Trace opens the trace; it is read once to learn its length and fees and once by
	// every policy, as a stream (a day at 100 requests/s is 8.64 million lines).
	Trace func() (io.ReadCloser, error)
	Fleet Fleet
	// Config is the scheduler section the policy infersched plans with, validated.
	Config scheduler.Config
	// Gas is the gas price path; zero: DefaultGasPath over the trace.
	Gas  GasPath
	Seed uint64
	// Policies to run (Policies() when empty).
	Policies []string
	// Clock times the infersched policy's plans (a monotonic elapsed time); nil: no
	// timing, and the plan figures are 0. Every other figure is a function of the
	// options alone.
	Clock func() time.Duration
	// CPUClock is the CPU time of the calling thread (nil: not measured). Run keeps the
	// infersched policy on one thread while it runs, so that its plans are also timed
	// without the waits of a machine shared with other work.
	CPUClock func() time.Duration
	// Parallel runs that many policies at once (1 when 0).
	Parallel int

	// checkSnapshots validates every round's snapshot (tests).
	checkSnapshots bool
	// rounds, when set, is shown every round's snapshot of the infersched policy
	// before it plans (tests and benchmarks); the snapshot is the run's own, rewritten
	// by the next round.
	rounds func(*scheduler.Snapshot)
}

// Result is the output of `infersched simulate`: one JSON object. The members named in
// the issue (policies with their seven figures, decisions_per_second, plan_p99_ms) are
// pinned; the others explain them.
type Result struct {
	Policies map[string]*PolicyResult `json:"policies"`
	// DecisionsPerSecond: requests decided (assigned, kept queued with a position and a
	// Retry-After, or expired) per second of the infersched policy's plan time.
	DecisionsPerSecond float64 `json:"decisions_per_second"`
	// PlanP99MS: the 99th percentile of one round's Plan, in ms.
	PlanP99MS float64 `json:"plan_p99_ms"`
	PlanP50MS float64 `json:"plan_p50_ms"`
	// PlanCPUP50MS and PlanCPUP99MS are the same in CPU time of the planning thread,
	// and DecisionsPerCPUSecond the decisions per second of it (with a CPU clock).
	PlanCPUP50MS          float64 `json:"plan_cpu_p50_ms,omitempty"`
	PlanCPUP99MS          float64 `json:"plan_cpu_p99_ms,omitempty"`
	DecisionsPerCPUSecond float64 `json:"decisions_per_cpu_second,omitempty"`
	// AssignmentsPerSecond: assignments per second of plan time.
	AssignmentsPerSecond float64 `json:"assignments_per_second"`
	PlanRounds           int     `json:"plan_rounds"`

	Workers            int    `json:"workers"`
	Requests           int64  `json:"requests"`
	TraceMS            int64  `json:"trace_ms"`
	Seed               uint64 `json:"seed"`
	GasGweiPath        string `json:"gas_gwei_path"`
	LowFeeThresholdWei string `json:"low_fee_threshold_wei"`
}

// ErrUnknownPolicy is returned for a policy name that is none of Policies().
var ErrUnknownPolicy = errors.New("unknown policy")

// Run simulates every policy over the trace.
func Run(o Options) (*Result, error) {
	if err := o.Fleet.Validate(); err != nil {
		return nil, fmt.Errorf("fleet: %w", err)
	}
	if err := o.Config.Validate(); err != nil {
		return nil, fmt.Errorf("scheduler config: %w", err)
	}
	pols := o.Policies
	if len(pols) == 0 {
		pols = Policies()
	}
	for _, p := range pols {
		if !slices.Contains(Policies(), p) {
			return nil, fmt.Errorf("%w %q (one of %v)", ErrUnknownPolicy, p, Policies())
		}
	}
	info, err := scan(o.Trace)
	if err != nil {
		return nil, err
	}
	if len(o.Gas.points) == 0 {
		o.Gas = DefaultGasPath(info.lastMS)
	}
	res := &Result{Policies: map[string]*PolicyResult{}, Workers: o.Fleet.Workers(), Requests: info.n,
		TraceMS: info.lastMS, Seed: o.Seed, GasGweiPath: o.Gas.String(), LowFeeThresholdWei: info.lowFeeWei}
	par := max(o.Parallel, 1)
	var mu sync.Mutex
	var firstErr error
	sem := make(chan struct{}, par)
	var wg sync.WaitGroup
	for _, name := range pols {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			pr, c, err := runPolicy(&o, name, info.lowFee)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				if firstErr == nil {
					firstErr = fmt.Errorf("%s: %w", name, err)
				}
				return
			}
			res.Policies[name] = pr
			if name == PolicyInfersched && c != nil {
				res.planFigures(c)
			}
		}()
	}
	wg.Wait()
	if firstErr != nil {
		return nil, firstErr
	}
	return res, nil
}

func runPolicy(o *Options, name string, lowFee float64) (*PolicyResult, *collector, error) {
	if name == PolicyInfersched && o.CPUClock != nil {
		runtime.LockOSThread()
		defer runtime.UnlockOSThread()
	}
	in, err := o.Trace()
	if err != nil {
		return nil, nil, err
	}
	opt := *o
	opt.Fleet = cloneFleet(o.Fleet)
	cfg := ChainConfig(o.Config, &o.Fleet.Chain)
	var pol planner
	switch name {
	case PolicyInfersched:
		pol = &ours{cfg: cfg}
	case PolicySeed:
		pol = &ours{cfg: SeedConfig(cfg)}
	default:
		pol = &baseline{kind: name, cfg: cfg, rr: map[string]int{},
			rng: rand.New(rand.NewPCG(o.Seed, 0xba5e))}
	}
	r := newRun(&opt, name, pol, cfg, in, lowFee)
	if err := r.run(); err != nil {
		return nil, nil, err
	}
	c := r.m
	for _, w := range r.workers {
		c.busyMS += w.busyMS
		c.slotMS += float64(w.cls.MaxJobs) * float64(max(r.now, 1))
	}
	return c.result(), c, nil
}

func (res *Result) planFigures(c *collector) {
	res.PlanRounds = len(c.planDur)
	if len(c.planDur) == 0 {
		return
	}
	res.PlanP50MS, res.PlanP99MS = durPctl(c.planDur, 0.50), durPctl(c.planDur, 0.99)
	if secs := c.planTotal.Seconds(); secs > 0 {
		res.DecisionsPerSecond = math.Round(float64(c.planReqs) / secs)
		res.AssignmentsPerSecond = math.Round(float64(c.planAssigned) / secs)
	}
	if len(c.planCPU) > 0 {
		res.PlanCPUP50MS, res.PlanCPUP99MS = durPctl(c.planCPU, 0.50), durPctl(c.planCPU, 0.99)
		if secs := c.planCPUTotal.Seconds(); secs > 0 {
			res.DecisionsPerCPUSecond = math.Round(float64(c.planReqs) / secs)
		}
	}
}

// durPctl is the nearest-rank percentile of ds, in ms.
func durPctl(ds []time.Duration, p float64) float64 {
	d := slices.Clone(ds)
	slices.Sort(d)
	k := min(max(int(math.Ceil(p*float64(len(d))))-1, 0), len(d)-1)
	return round3(float64(d[k]) / float64(time.Millisecond))
}

// cloneFleet copies what a run changes (the class tables it indexes).
func cloneFleet(f Fleet) Fleet {
	out := f
	out.Classes = slices.Clone(f.Classes)
	for i := range out.Classes {
		out.Classes[i].Models = slices.Clone(f.Classes[i].Models)
	}
	return out
}

// traceInfo is what the first reading of a trace learns.
type traceInfo struct {
	n         int64
	lastMS    int64
	lowFee    float64 // the lowest-fee decile's upper bound
	lowFeeWei string
}

// scan reads the whole trace once (checking every line) for its length and the fee that
// bounds its lowest decile.
func scan(open func() (io.ReadCloser, error)) (traceInfo, error) {
	in, err := open()
	if err != nil {
		return traceInfo{}, err
	}
	defer in.Close()
	tr := NewTraceReader(in)
	var info traceInfo
	var fees []float64
	for {
		q, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return traceInfo{}, err
		}
		info.n++
		info.lastMS = q.TMS
		f, _ := new(big.Float).SetInt(q.FeeWei).Float64()
		fees = append(fees, f)
	}
	if info.n == 0 {
		return traceInfo{}, fmt.Errorf("%w: no request", ErrInvalidTrace)
	}
	slices.Sort(fees)
	k := int(math.Ceil(0.1*float64(len(fees)))) - 1
	info.lowFee = fees[max(k, 0)]
	v, _ := new(big.Float).SetFloat64(info.lowFee).Int(nil)
	info.lowFeeWei = v.String()
	return info, nil
}

// ChainConfig is cfg with the keys that describe the chain set from the simulated one:
// retry_after.block_ms its block time, and retry_after.tx_confirmation_ms (T, how long
// a result transaction takes to confirm) one block, the longest a result waits for
// the block that includes it. Every other key is cfg's.
func ChainConfig(cfg scheduler.Config, c *Chain) scheduler.Config {
	cfg.RetryAfter.BlockMS = c.BlockMS
	cfg.RetryAfter.TxConfirmationMS = c.BlockMS
	return cfg
}
