package agent

import (
	"math"
	"slices"
	"sync"
	"time"

	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

// Usage is what one job used: the seam between a backend's Result and the worker's
// measured rates, which the heartbeat reports (its speed member) and the scheduler
// counts a route's time with (usageOf: the tokens the backend counted, OpenAI's
// usage.prompt_tokens and usage.completion_tokens, an image's steps, a transcription's
// input bytes); 0 is "not counted". A job whose backend counts nothing gives no rate:
// the worker then reports none and is timed by its latency.
type Usage struct {
	// PromptTokens: tokens the model read (a chat's or completion's prompt, an
	// embedding's input). OutputTokens: tokens it generated.
	PromptTokens, OutputTokens int64
	// PrefillMS and DecodeMS: the backend's own time for each phase, when it says
	// (llama.cpp server's timings.prompt_ms and predicted_ms); 0: not said, and the
	// job's whole time is counted against its output.
	PrefillMS, DecodeMS float64
	// Steps: an image's denoising steps. AudioBytes: a transcription's input size.
	Steps      int64
	AudioBytes int64
}

// Measuring rates.
const (
	// speedWindow is how many rates per model and kind the median is taken over: the
	// last 32 jobs, as the scheduler's P50 of a worker's latency.
	speedWindow = 32
	// speedMinSamples: a rate is reported once that many jobs measured it, so that one
	// odd job does not set it.
	speedMinSamples = 3
	// minWholeJobTokens: a job timed whole (no phase timings) gives a decode rate only
	// from this many output tokens on, where the prompt and the overhead weigh less.
	minWholeJobTokens = 16
)

// speedTracker keeps, per model, the last speedWindow rates of each kind measured from
// the worker's own jobs. Safe for concurrent use.
type speedTracker struct {
	mu     sync.Mutex
	models map[string]*rateWindows
}

type rateWindows struct{ decode, prefill, steps, audio []float64 }

// observe feeds one job of model and task (the document's; "" for a plain prompt) that
// took took and used u.
func (t *speedTracker) observe(model string, task infer.Task, u Usage, took time.Duration) {
	secs := took.Seconds()
	if secs <= 0 {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.models == nil {
		t.models = map[string]*rateWindows{}
	}
	rw := t.models[model]
	if rw == nil {
		rw = &rateWindows{}
		t.models[model] = rw
	}
	add := func(win *[]float64, v float64) {
		if v > 0 && !math.IsInf(v, 0) && !math.IsNaN(v) {
			*win = append(*win, v)
			if len(*win) > speedWindow {
				*win = (*win)[1:]
			}
		}
	}
	switch task {
	case "", infer.TaskChat, infer.TaskCompletion:
		switch {
		case u.DecodeMS > 0 && u.OutputTokens > 0:
			add(&rw.decode, float64(u.OutputTokens)*1000/u.DecodeMS)
		case u.OutputTokens >= minWholeJobTokens:
			add(&rw.decode, float64(u.OutputTokens)/secs)
		}
		if u.PrefillMS > 0 && u.PromptTokens > 0 {
			add(&rw.prefill, float64(u.PromptTokens)*1000/u.PrefillMS)
		}
	case infer.TaskEmbedding:
		if u.PromptTokens > 0 {
			add(&rw.prefill, float64(u.PromptTokens)/secs)
		}
	case infer.TaskImage:
		add(&rw.steps, float64(u.Steps)*60/secs)
	case infer.TaskTranscription:
		add(&rw.audio, float64(u.AudioBytes)/secs)
	}
}

// speed is the heartbeat's speed member: per model of models, the median of each rate
// measured at least speedMinSamples times, rounded to an integer; nil when none is.
func (t *speedTracker) speed(models []string) map[string]wire.ModelSpeed {
	t.mu.Lock()
	defer t.mu.Unlock()
	var out map[string]wire.ModelSpeed
	for _, m := range models {
		rw := t.models[m]
		if rw == nil {
			continue
		}
		s := wire.ModelSpeed{DecodeTPS: rateOf(rw.decode), PrefillTPS: rateOf(rw.prefill),
			StepsPerMin: rateOf(rw.steps), AudioBPS: rateOf(rw.audio)}
		if s == (wire.ModelSpeed{}) {
			continue
		}
		if out == nil {
			out = map[string]wire.ModelSpeed{}
		}
		out[m] = s
	}
	return out
}

// rateOf is the median of win (the lower middle of an even count), rounded, within
// [1, wire.MaxRate]; 0 with fewer than speedMinSamples rates.
func rateOf(win []float64) int64 {
	if len(win) < speedMinSamples {
		return 0
	}
	s := slices.Clone(win)
	slices.Sort(s)
	return int64(min(max(math.Round(s[(len(s)-1)/2]), 1), wire.MaxRate))
}

// usageOf is what job j used, by its result: the backend's token counts, the steps an
// image document asked for, the bytes of a transcription's audio.
func usageOf(j Job, res Result) Usage {
	u := Usage{PromptTokens: int64(max(res.PromptTokens, 0)), OutputTokens: int64(max(res.OutputTokens, 0))}
	switch j.Task() {
	case infer.TaskImage:
		if j.Doc.Steps != nil {
			u.Steps = *j.Doc.Steps
		}
	case infer.TaskTranscription:
		u.AudioBytes = int64(len(j.Input))
	}
	return u
}
