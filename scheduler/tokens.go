package scheduler

import (
	"fmt"
	"math"
	"slices"
)

// Time in tokens. A route's processing time counts the work the request asks for at the
// rates the worker measured for the model:
//
//	estimate = dispatch_ms + model_load_ms (cold) + work
//	work     = prompt_tokens ÷ prefill_tps + max_tokens ÷ decode_tps  (plain, chat, completion)
//	         | prompt_tokens ÷ prefill_tps                            (embedding)
//	         | steps ÷ (steps_per_min ÷ 60)                          (image)
//	         | audio_bytes ÷ audio_bps                               (transcription that says its size)
//	         | P, the model's nominal processing_ms                  (any other transcription; any task whose rate is unknown)
//
// A worker's rates for a model are its heartbeat's speed (windowed medians of its own
// jobs), each rate it has not measured taken from routing.speed_prior[model]. A worker
// with no rate at all for a model, measured or prior, is estimated by its latency:
// its P50 for the model, else avg_latency_ms × the model's complexity
// (residency.go). So a snapshot without speed and a config without speed_prior plan
// exactly as they always did, and so do seed mode's (which ignores rates).
//
// The plan prices a rate at the largest number of the R40 series (ISO 3, 40 numbers a
// decade: 1, 1.06, 1.12, …, 3.75, 4, 4.25, …, 9.5, times a power of ten) at or below
// it: at most 7 % slower than measured (the widest R40 step, 1.40 to 1.50, is 7.1 %),
// never faster. Workers of a model whose planned
// rates and tasks are equal form one class, whose members differ only by their fixed
// part (dispatch, load): within a class the work is the same for every member, so the
// index of each class keeps its members in one order for every request and a search
// stays a descent. A fleet of a few GPU kinds whose medians wander by some percent
// makes a few classes per kind, whatever its size.
//
// The queue's estimate (Retry-After's P for a request not assigned yet) and the quote
// count the same work at the model's rates: for each rate, the median of the live
// workers that serve the model, weighted by worker, else the prior.

// Speed is a worker's rates for one model (Worker.Speed), or a configured prior
// (routing.speed_prior). 0 is "not known".
type Speed struct {
	// DecodeTPS: generated tokens per second.
	DecodeTPS int64 `json:"decode_tps,omitempty" yaml:"decode_tps"`
	// PrefillTPS: prompt tokens read per second.
	PrefillTPS int64 `json:"prefill_tps,omitempty" yaml:"prefill_tps"`
	// StepsPerMin: image denoising steps per minute (per minute so that an integer
	// holds a slow GPU's fraction of a step a second).
	StepsPerMin int64 `json:"steps_per_min,omitempty" yaml:"steps_per_min"`
	// AudioBPS: bytes of audio input transcribed per second.
	AudioBPS int64 `json:"audio_bps,omitempty" yaml:"audio_bps"`
}

// Constants of the request's planned form (Request.PromptTokens, Request.Steps), which
// the request event's decoder applies when the request is taken in.
const (
	// PromptBytesPerToken: a prompt of n bytes of text counts ⌈n / 4⌉ tokens (English
	// text with a BPE vocabulary runs at about 4 bytes a token).
	PromptBytesPerToken = 4
	// DefaultImageSteps is the steps of an image document that names none.
	DefaultImageSteps = 30
	// MaxRate bounds every rate of a Speed (2^40, far above any device).
	MaxRate = 1 << 40
	// MaxPromptTokens bounds Request.PromptTokens (2^32).
	MaxPromptTokens = 1 << 32
	// MaxSteps bounds Request.Steps.
	MaxSteps = 1 << 16
	// MaxAudioBytes bounds Request.AudioBytes (2^32).
	MaxAudioBytes = 1 << 32
)

// zero reports whether no rate is known.
func (s Speed) zero() bool { return s == Speed{} }

// filled is s with each rate it lacks taken from prior.
func (s Speed) filled(prior Speed) Speed {
	if s.DecodeTPS == 0 {
		s.DecodeTPS = prior.DecodeTPS
	}
	if s.PrefillTPS == 0 {
		s.PrefillTPS = prior.PrefillTPS
	}
	if s.StepsPerMin == 0 {
		s.StepsPerMin = prior.StepsPerMin
	}
	if s.AudioBPS == 0 {
		s.AudioBPS = prior.AudioBPS
	}
	return s
}

// check reports the first rate out of [0, MaxRate], by its key.
func (s Speed) check() error {
	for _, r := range []struct {
		key string
		v   int64
	}{{"decode_tps", s.DecodeTPS}, {"prefill_tps", s.PrefillTPS}, {"steps_per_min", s.StepsPerMin}, {"audio_bps", s.AudioBPS}} {
		if r.v < 0 || r.v > MaxRate {
			return fmt.Errorf("%s: must be in [0, 2^40], got %d", r.key, r.v)
		}
	}
	return nil
}

// validateSpeed checks a worker's speed entries: models it serves, each with a rate.
func validateSpeed(w *Worker, at fmt.Stringer) error {
	for _, m := range sortedKeys(w.Speed) {
		if !slices.Contains(w.Models, m) {
			return fmt.Errorf("%s.speed[%q]: the worker does not serve this model", at, m)
		}
		s := w.Speed[m]
		if err := s.check(); err != nil {
			return fmt.Errorf("%s.speed[%q].%w", at, m, err)
		}
		if s.zero() {
			return fmt.Errorf("%s.speed[%q]: must have a rate (leave the model out when none is measured)", at, m)
		}
	}
	return nil
}

// planSpeed is a Speed as the plan prices it: each rate at its R40 number, per second
// (steps too); 0 where not known.
type planSpeed struct {
	decode, prefill, steps, audio float64
}

func (s Speed) planned() planSpeed {
	return planSpeed{decode: r40Floor(s.DecodeTPS), prefill: r40Floor(s.PrefillTPS),
		steps: r40Floor(s.StepsPerMin) / 60, audio: r40Floor(s.AudioBPS)}
}

// timed reports whether any rate is known: the class's estimate counts work.
func (s planSpeed) timed() bool { return s != planSpeed{} }

// r40 is the R40 series' mantissas × 100.
var r40 = [...]int64{100, 106, 112, 118, 125, 132, 140, 150, 160, 170, 180, 190, 200, 212, 224, 236, 250, 265,
	280, 300, 315, 335, 355, 375, 400, 425, 450, 475, 500, 530, 560, 600, 630, 670, 710, 750, 800, 850, 900, 950}

// r40Floor is the largest R40 number at or below v (v ≥ 1), 0 for v ≤ 0.
func r40Floor(v int64) float64 {
	if v <= 0 {
		return 0
	}
	p := int64(1) // the power of ten with p ≤ v < 10p
	for p <= v/10 {
		p *= 10
	}
	// The largest mantissa m with m·p ≤ 100·v; v < 2^41 keeps the products exact.
	i := len(r40) - 1
	for r40[i]*p > 100*v {
		i--
	}
	if p >= 100 {
		return float64(r40[i] * (p / 100))
	}
	return float64(r40[i]*p) / 100
}

// workMS is the work of r at rates sp, in ms: see the top of this file. processingMS
// stands for a task whose rate is not known.
func workMS(r *Request, sp planSpeed, processingMS float64) float64 {
	switch r.Task {
	case "", TaskChat, TaskCompletion:
		ms := processingMS
		if sp.decode > 0 {
			ms = float64(r.MaxTokens) * 1000 / sp.decode
		}
		if sp.prefill > 0 && r.PromptTokens > 0 {
			ms = float64(ms + float64(r.PromptTokens)*1000/sp.prefill)
		}
		return ms
	case TaskEmbedding:
		if sp.prefill > 0 {
			return float64(r.PromptTokens) * 1000 / sp.prefill
		}
	case TaskTranscription:
		if sp.audio > 0 && r.AudioBytes > 0 {
			return float64(r.AudioBytes) * 1000 / sp.audio
		}
	case TaskImage:
		if sp.steps > 0 {
			steps := r.Steps
			if steps == 0 {
				steps = DefaultImageSteps
			}
			return float64(steps) * 1000 / sp.steps
		}
	}
	return processingMS
}

// NominalMS is Retry-After's P for request r of a model whose rates are sp (for each
// rate, the median of the live workers serving the model that report it, else the
// prior: rateSet): its work at those rates, rounded up, or the model's nominal
// processing_ms when no rate is known (as it always was).
func NominalMS(cfg *Config, r *Request, sp Speed) int64 {
	return nominalWith(cfg, r, sp, cfg.RetryAfter.ProcessingFor(r.ModelID))
}

// nominalWith is NominalMS with the model's processing_ms p already read.
func nominalWith(cfg *Config, r *Request, sp Speed, p int64) int64 {
	if cfg.Routing.SeedMode || sp.zero() {
		return p
	}
	ms := workMS(r, sp.planned(), float64(p))
	if !(ms < float64(math.MaxInt64/4)) {
		return math.MaxInt64 / 4
	}
	return int64(math.Ceil(ms))
}

// rateSet collects the rates of several workers, rate by rate; its median is the
// model's rates the queue and the quote count with.
type rateSet struct{ dec, pre, stp, aud []int64 }

func (rs *rateSet) add(s Speed) {
	rs.dec, rs.pre = appendRate(rs.dec, s.DecodeTPS), appendRate(rs.pre, s.PrefillTPS)
	rs.stp, rs.aud = appendRate(rs.stp, s.StepsPerMin), appendRate(rs.aud, s.AudioBPS)
}

func (rs *rateSet) empty() bool {
	return len(rs.dec)+len(rs.pre)+len(rs.stp)+len(rs.aud) == 0
}

func (rs *rateSet) median() Speed {
	return Speed{DecodeTPS: median(rs.dec), PrefillTPS: median(rs.pre), StepsPerMin: median(rs.stp), AudioBPS: median(rs.aud)}
}

func appendRate(rs []int64, v int64) []int64 {
	if v > 0 {
		return append(rs, v)
	}
	return rs
}

// median is the lower middle of vs (0 for none); vs is sorted in place.
func median(vs []int64) int64 {
	if len(vs) == 0 {
		return 0
	}
	slices.Sort(vs)
	return vs[(len(vs)-1)/2]
}

// ModelRates is what the live workers of a model say of its requests' processing
// time before a round plans them (LiveModelRates).
type ModelRates struct {
	// Speed: each rate the median of the workers that report it and could start the
	// request now (a free slot, the model loaded), else of every worker that reports
	// it, else routing.speed_prior.
	Speed Speed
	// BatchHoldMS is how long a batched result is expected to wait for its
	// transaction: the median batch_max_wait_ms W of its workers that batch (0: none
	// does), × (1 − f/2) where f is the share of them holding an open batch of the
	// model. A result that opens a batch waits W; one that joins an open batch, opened
	// at any moment of its wait alike, waits W/2 on average.
	BatchHoldMS int64
	// BatchWaitMS is that median W itself (0: no worker batches): the longest a
	// batched result waits for its transaction.
	BatchWaitMS int64
}

// LiveModelRates is ModelRates for every model the live workers of ws serve (a
// heartbeat within matching.max_heartbeat_age at nowMS), as the quote counts them.
func LiveModelRates(cfg *Config, ws []Worker, nowMS int64) map[string]ModelRates {
	maxAge := cfg.Matching.MaxHeartbeatAge.Milliseconds()
	type acc struct {
		rates, ready rateSet
		holds        []int64
		open         int
	}
	accs := map[string]*acc{}
	for i := range ws {
		w := &ws[i]
		if maxAge > 0 && nowMS-w.LastHeartbeatMS > maxAge {
			continue
		}
		for _, m := range w.Models {
			a := accs[m]
			if a == nil {
				a = &acc{}
				accs[m] = a
			}
			if sp, ok := w.Speed[m]; ok {
				a.rates.add(sp)
				if w.ActiveJobs < w.MaxJobs && w.Warm(m) {
					a.ready.add(sp)
				}
			}
			if w.BatchMax > 1 {
				a.holds = append(a.holds, max(w.BatchMaxWaitMS, 0))
				if w.OpenBatch[m] > 0 {
					a.open++
				}
			}
		}
	}
	out := make(map[string]ModelRates, len(accs))
	for m, a := range accs {
		hold := 0.0
		if n := len(a.holds); n > 0 {
			hold = float64(median(a.holds)) * (1 - float64(a.open)/float64(2*n))
		}
		rates := a.rates
		if !a.ready.empty() {
			rates = a.ready
		}
		out[m] = ModelRates{Speed: rates.median().filled(cfg.Routing.SpeedPrior[m]), BatchHoldMS: int64(math.Ceil(hold)),
			BatchWaitMS: median(a.holds)}
	}
	return out
}

// ProcessingMS is Retry-After's P for r before a round plans it (a request still
// confirming): NominalMS at the model's rates, plus the expected batch hold when r is
// batchable and its work is counted from rates, as the plan adds the hold to a batched
// route's estimate from rates (a batchable request is routed batched wherever the
// round batches).
func (m ModelRates) ProcessingMS(cfg *Config, r *Request) int64 {
	p := NominalMS(cfg, r, m.Speed)
	if m.holds(cfg, r) {
		p = min(p+min(m.BatchHoldMS, math.MaxInt64/8), math.MaxInt64/4)
	}
	return p
}

// SendWindowMS bounds when r's result is sent, counted from the moment a worker starts
// it, before a round plans it. A batchable request whose work is counted from rates is
// sent anywhere from the end of its work (NominalMS: it joins a batch that settles
// then) to BatchWaitMS after it (it opens a batch and waits the whole hold); which one
// is not known before the round routes it. Otherwise both are ProcessingMS.
func (m ModelRates) SendWindowMS(cfg *Config, r *Request) (earliest, latest int64) {
	if !m.holds(cfg, r) {
		p := m.ProcessingMS(cfg, r)
		return p, p
	}
	p := NominalMS(cfg, r, m.Speed)
	return p, min(p+min(max(m.BatchWaitMS, 0), math.MaxInt64/8), math.MaxInt64/4)
}

// holds reports whether r's result may wait for a batch in the estimate: r is
// batchable and its work is counted from rates (not in seed mode).
func (m ModelRates) holds(cfg *Config, r *Request) bool {
	return r.Batchable && !cfg.Routing.SeedMode && m.Speed.planned().timed()
}
