package simulate

import (
	"bufio"
	"container/heap"
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"math/rand/v2"
	"time"
)

// GenConfig is what `infersched simulate gen` draws a trace from. docs/simulation.md
// gives the source of every shape, or says it is assumed.
type GenConfig struct {
	// RatePerS is the mean arrival rate over a diurnal period.
	RatePerS float64
	// DurationMS is the length of the trace.
	DurationMS int64
	// DiurnalMS is the period of the daily swing (24 h; shorter for a compressed day).
	DiurnalMS int64
	Seed      uint64
	// Gas is the gas path the requesters see: each pays the fee the quote asks at its
	// arrival (result gas × gas price × safety factor) times a tip.
	Gas GasPath
	// ResultGas and SafetyFactor are the quote's (scheduler.routing.result_gas and
	// gas_price_safety_factor).
	ResultGas    float64
	SafetyFactor float64
}

// Shares of the traffic by kind (assumed, docs/simulation.md).
var kinds = []kind{
	{name: "conversation", share: 0.55, task: TaskChat, models: []modelShare{{"llama-7b", 0.65}, {"llama-70b", 0.35}},
		prompt: azureConvPrompt, output: azureConvOutput, deadlineMS: [2]int64{60_000, 300_000}},
	{name: "code", share: 0.30, task: TaskCompletion, models: []modelShare{{"llama-7b", 0.60}, {"llama-70b", 0.40}},
		prompt: azureCodePrompt, output: azureCodeOutput, deadlineMS: [2]int64{20_000, 60_000}, bursty: true},
	{name: "embedding", share: 0.02, task: TaskEmbedding, models: []modelShare{{"llama-7b", 1}},
		deadlineMS: [2]int64{10_000, 30_000}},
	{name: "image", share: 0.08, task: TaskImage, models: []modelShare{{"stable-diffusion-xl", 1}},
		deadlineMS: [2]int64{60_000, 180_000}},
	{name: "transcription", share: 0.05, task: TaskTranscription, models: []modelShare{{"whisper-large", 1}},
		deadlineMS: [2]int64{120_000, 600_000}},
}

type kind struct {
	name           string
	share          float64
	task           string
	models         []modelShare
	prompt, output *quantiles
	deadlineMS     [2]int64
	bursty         bool
}

type modelShare struct {
	model string
	share float64
}

// quantiles is an empirical distribution: the values at the percentiles of pct, drawn
// from by inverting it with log-linear interpolation.
type quantiles struct{ v []float64 }

// pct are the percentiles of every quantiles table.
var pct = []float64{0, 1, 2, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 98, 99, 99.9, 100}

// The Azure LLM inference trace 2023 (Splitwise, ISCA 2024; github.com/Azure/
// AzurePublicDataset, data/AzureLLMInferenceTrace_{code,conv}.csv, 8 819 and 19 366
// requests over one hour): ContextTokens and GeneratedTokens at the percentiles of pct
// (nearest rank).
var (
	azureCodePrompt = &quantiles{[]float64{3, 17, 35, 75, 147, 232, 385, 578, 770, 938, 1075, 1261, 1469, 1690, 1909, 2164, 2433, 2745, 3193, 3923, 5194, 7315, 7436, 7436, 7437, 7437}}
	azureCodeOutput = &quantiles{[]float64{6, 6, 6, 6, 7, 7, 8, 9, 9, 10, 11, 12, 13, 14, 16, 18, 20, 24, 29, 39, 55, 90, 172, 252, 831, 1899}}
	azureConvPrompt = &quantiles{[]float64{2, 29, 91, 181, 207, 372, 387, 396, 403, 414, 703, 984, 1020, 1045, 1071, 1097, 1130, 1189, 1315, 1877, 2735, 4083, 4098, 4142, 6212, 14050}}
	azureConvOutput = &quantiles{[]float64{7, 16, 24, 41, 54, 67, 77, 85, 91, 96, 103, 113, 129, 151, 177, 217, 384, 395, 400, 411, 424, 451, 540, 601, 954, 1000}}
)

// draw inverts the table at u in [0, 1).
func (q *quantiles) draw(u float64) int64 {
	p := u * 100
	i := 1
	for i < len(pct)-1 && pct[i] < p {
		i++
	}
	lo, hi := q.v[i-1], q.v[i]
	f := (p - pct[i-1]) / (pct[i] - pct[i-1])
	v := math.Exp(math.Log(lo) + (math.Log(hi)-math.Log(lo))*f)
	return max(1, int64(math.Round(v)))
}

// Burstiness of code traffic, fitted to the Azure code trace: inter-arrival times with a
// coefficient of variation of 13.2, a per-second count with variance 13.2 × its mean,
// and 13 of 58 minutes without a request. Arrivals come in bursts (a geometric number,
// mean codeBurst, spread over codeSpreadMS) while the source is on; it switches on and
// off with exponential times of means codeOnMS and codeOffMS. Conversations arrive as
// a Poisson process (the conv trace: coefficient of variation 1.09).
const (
	codeOnMS     = 180_000
	codeOffMS    = 90_000
	codeBurst    = 10
	codeSpreadMS = 1000
	// diurnalSwing: the rate is mean × (1 + swing × sin), lowest at the start of the
	// period and highest half-way (assumed).
	diurnalSwing = 0.5
)

// source draws one kind's arrivals in time order.
type source struct {
	k       *kind
	rng     *rand.Rand
	rate    float64 // mean rate of the kind
	next    int64   // next arrival
	pending []int64 // arrivals of the current burst, sorted
	onUntil int64   // the on/off state of a bursty source
	on      bool
	t       float64 // the clock of the thinned process
	cfg     *GenConfig
}

func (s *source) factor(tMS float64) float64 {
	if s.cfg.DiurnalMS <= 0 {
		return 1
	}
	return 1 - diurnalSwing*math.Cos(2*math.Pi*tMS/float64(s.cfg.DiurnalMS))
}

// advance sets s.next to the next arrival, or past the end.
func (s *source) advance() {
	peak := s.rate * (1 + diurnalSwing) / 1000 // events per ms at the peak
	if !s.k.bursty {
		for {
			s.t += s.rng.ExpFloat64() / peak
			if s.rng.Float64()*(1+diurnalSwing) <= s.factor(s.t) || s.t > float64(s.cfg.DurationMS) {
				s.next = int64(s.t)
				return
			}
		}
	}
	for len(s.pending) == 0 {
		onShare := float64(codeOnMS) / (codeOnMS + codeOffMS)
		burstPeak := peak / onShare / codeBurst
		for {
			if int64(s.t) >= s.onUntil {
				s.on = !s.on
				mean := float64(codeOffMS)
				if s.on {
					mean = codeOnMS
				}
				s.t = float64(s.onUntil)
				s.onUntil += int64(s.rng.ExpFloat64()*mean) + 1
				continue
			}
			if !s.on {
				s.t = float64(s.onUntil)
				continue
			}
			s.t += s.rng.ExpFloat64() / burstPeak
			if s.t > float64(s.cfg.DurationMS) {
				s.next = int64(s.t)
				return
			}
			if int64(s.t) < s.onUntil && s.rng.Float64()*(1+diurnalSwing) <= s.factor(s.t) {
				break
			}
		}
		n := 1
		for s.rng.Float64() > 1.0/codeBurst {
			n++
		}
		for range n {
			s.pending = append(s.pending, int64(s.t)+s.rng.Int64N(codeSpreadMS))
		}
		sortInt64(s.pending)
	}
	// A burst may start inside the spread of the one before it: arrivals stay in order.
	s.next, s.pending = max(s.pending[0], s.next), s.pending[1:]
}

// request draws the request that arrives at s.next.
func (s *source) request(g *GasPath, cfg *GenConfig) Request {
	k, rng := s.k, s.rng
	r := Request{TMS: s.next, Task: k.task}
	u := rng.Float64()
	for _, m := range k.models {
		r.Model = m.model
		if u < m.share {
			break
		}
		u -= m.share
	}
	switch k.task {
	case TaskChat, TaskCompletion:
		r.PromptTokens, r.OutputTokens = k.prompt.draw(rng.Float64()), k.output.draw(rng.Float64())
	case TaskEmbedding:
		r.PromptTokens = int64(math.Round(min(max(256*math.Exp(rng.NormFloat64()), 8), 8192)))
	case TaskImage:
		r.PromptTokens = 10 + rng.Int64N(68) // a CLIP prompt: at most 77 tokens
		switch u := rng.Float64(); {
		case u < 0.70:
			r.OutputTokens = 30
		case u < 0.85:
			r.OutputTokens = 20
		default:
			r.OutputTokens = 50
		}
	case TaskTranscription:
		secs := min(max(60*math.Exp(rng.NormFloat64()), 5), 1800)
		r.PromptTokens = int64(math.Round(secs * 50)) // Whisper: 1 500 encoder frames a 30 s window
		r.OutputTokens = max(1, int64(math.Round(secs*3*(0.7+0.6*rng.Float64()))))
	}
	r.DeadlineMS = k.deadlineMS[0] + rng.Int64N(k.deadlineMS[1]-k.deadlineMS[0]+1)
	// The fee the quote asks at arrival, times 1 + a log-normal tip (median 1.5).
	need := cfg.ResultGas * g.At(r.TMS) * cfg.SafetyFactor * 1e9
	tip := 1 + 1.5*math.Exp(1.2*rng.NormFloat64())
	r.FeeWei, _ = new(big.Float).SetFloat64(math.Ceil(need * tip)).Int(nil)
	return r
}

type sourceHeap []*source

func (h sourceHeap) Len() int { return len(h) }
func (h sourceHeap) Less(i, j int) bool {
	if h[i].next != h[j].next {
		return h[i].next < h[j].next
	}
	return h[i].k.name < h[j].k.name
}
func (h sourceHeap) Swap(i, j int) { h[i], h[j] = h[j], h[i] }
func (h *sourceHeap) Push(x any)   { *h = append(*h, x.(*source)) }
func (h *sourceHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

// Validate checks the generator's parameters.
func (c *GenConfig) Validate() error {
	switch {
	case !(c.RatePerS > 0 && c.RatePerS <= 1e6):
		return fmt.Errorf("rate: must be in (0, 1e6] requests/s, got %v", c.RatePerS)
	case c.DurationMS <= 0 || c.DurationMS > maxDayMS:
		return fmt.Errorf("duration: must be in (0, %s], got %s", time.Duration(maxDayMS)*time.Millisecond, time.Duration(c.DurationMS)*time.Millisecond)
	case c.DiurnalMS < 0:
		return fmt.Errorf("diurnal period: must be ≥ 0 (0: none), got %d ms", c.DiurnalMS)
	case !(c.ResultGas >= 0 && c.SafetyFactor >= 1):
		return errors.New("result gas must be ≥ 0 and the safety factor ≥ 1")
	}
	return nil
}

// Generate writes a trace drawn from cfg to w.
func Generate(w io.Writer, cfg GenConfig) error {
	if err := cfg.Validate(); err != nil {
		return err
	}
	h := make(sourceHeap, 0, len(kinds))
	for i := range kinds {
		k := &kinds[i]
		s := &source{k: k, rate: cfg.RatePerS * k.share, cfg: &cfg,
			rng: rand.New(rand.NewPCG(cfg.Seed, uint64(i+1)))}
		s.advance()
		h = append(h, s)
	}
	heap.Init(&h)
	bw := bufio.NewWriterSize(w, 1<<16)
	var line []byte
	for h[0].next <= cfg.DurationMS {
		s := h[0]
		r := s.request(&cfg.Gas, &cfg)
		line = AppendLine(line[:0], &r)
		if _, err := bw.Write(line); err != nil {
			return err
		}
		s.advance()
		heap.Fix(&h, 0)
	}
	return bw.Flush()
}
