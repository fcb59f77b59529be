package simulate

import (
	"fmt"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"

	"github.com/infersched/infersched/scheduler"
)

// worker is one simulated GPU worker: what it really does (the jobs it runs, the models
// it holds, the results it keeps for a batch) and, in view, what the registry last saw
// of it (its heartbeat and the reservations made since), which is what a round plans
// with.
type worker struct {
	idx   int32
	cls   *Class
	view  scheduler.Worker
	speed float64 // the class's speed × this factor
	rng   *rand.Rand

	up     bool
	failAt int64 // the next failure, when it fails at all

	active int   // jobs acknowledged and not finished (running or waiting for a load)
	usedMB int64 // weights of loaded or loading models, plus the active jobs' memory
	models []wmodel
	jobs   []int32 // requests of the active jobs

	// Registry-side: reservations not yet acknowledged, outcomes, backoff.
	unacked, unackedMB int64
	completed          int64
	rate               float64 // completion rate (EWMA)
	lastOutcome        int64
	avgLatMS           float64 // EWMA of inclusion latencies
	lat                [][]float64
	rates              []rateWindows // per model: the rates measured from its own jobs
	strikes            int
	strikeRound        int64
	backoffUntil       int64
	lastHB             int64
	busyMS             float64 // job-slot time used, for the utilisation
	// dirty: the models held, the open batches or the latency windows changed since the
	// last heartbeat.
	dirty bool
}

// wmodel is one model of a worker's class as the worker holds it.
type wmodel struct {
	state    uint8 // coldModel, loadingModel, warmModel
	readyAt  int64 // when a load ends
	lastUsed int64
	running  int
	waiting  []int32 // requests acknowledged while the model loads
	batch    []int32 // results held for one submitResults
	batchDue int64
}

const (
	coldModel uint8 = iota
	loadingModel
	warmModel
)

// ewmaAlpha and latencyWindow are the registry's (workers.ewma_alpha, workers.
// model_latency_window, model_latency_min_samples, failure_half_life).
const (
	ewmaAlpha         = 0.2
	latencyWindow     = 32
	latencyMinSamples = 5
	failureHalfLifeMS = 30_000
)

func workerID(i int32) string { return fmt.Sprintf("0x%040x", int64(i)+1) }

func newWorker(i int32, cls *Class, seed uint64) *worker {
	rng := rand.New(rand.NewPCG(seed, 0x5157_0000_0000+uint64(i)))
	w := &worker{idx: i, cls: cls, rng: rng, up: true, rate: 1, completed: 1000,
		speed:  1 + cls.SpeedSpread*(2*rng.Float64()-1),
		models: make([]wmodel, len(cls.Models)), lat: make([][]float64, len(cls.Models)),
		rates: make([]rateWindows, len(cls.Models))}
	stake := cls.StakeMinETH + (cls.StakeMaxETH-cls.StakeMinETH)*rng.Float64()
	stakeWei, _ := new(big.Float).SetFloat64(math.Round(stake*1e6) * 1e12).Int(nil)
	names := make([]string, len(cls.Models))
	load := make(map[string]int64, len(cls.Models))
	mem := make(map[string]int64, len(cls.Models))
	tasks := make(map[string][]string, len(cls.Models))
	for k, m := range cls.Models {
		names[k] = m.Model
		tasks[m.Model] = m.Tasks
		load[m.Model] = m.LoadMS
		mem[m.Model] = m.WeightsMB
		if m.Pinned {
			w.models[k].state = warmModel
			w.usedMB += m.WeightsMB
		}
	}
	w.dirty = true
	w.view = scheduler.Worker{ID: workerID(i), Models: names, MaxJobs: cls.MaxJobs, AvgLatencyMS: 4000,
		StakeWei: scheduler.WeiFromBig(stakeWei), CompletionRate: 1, CompletedJobs: w.completed,
		BatchMax: cls.BatchMax, BatchMaxWaitMS: batchWait(cls), ModelLoadMS: load, ModelMemoryMB: mem, DispatchMS: float64(cls.DispatchMS), Tasks: tasks}
	w.avgLatMS = 4000
	if cls.MTBFMS > 0 {
		w.failAt = int64(rng.ExpFloat64() * float64(cls.MTBFMS))
	}
	return w
}

// model is the index of model m in the worker's class, or −1.
func (w *worker) model(m string) int {
	for k := range w.cls.Models {
		if w.cls.Models[k].Model == m {
			return k
		}
	}
	return -1
}

// heartbeat copies the worker's state into the view as its heartbeat reports it, plus
// the reservations the registry still counts on top (those not acknowledged yet).
func (w *worker) heartbeat(now int64) {
	v := &w.view
	v.LastHeartbeatMS = now
	w.lastHB = now
	v.ActiveJobs = min(w.active+int(w.unacked), w.cls.MaxJobs)
	v.FreeMemoryMB = max(w.cls.MemoryMB-w.usedMB-w.unackedMB, 0)
	v.CompletedJobs = w.completed
	v.AvgLatencyMS = w.avgLatMS
	if !w.dirty {
		return
	}
	w.dirty = false
	// Maps and lists a round's snapshot may still hold are replaced, never written.
	warm := make([]string, 0, len(w.models))
	var open map[string]int
	for k := range w.models {
		m := &w.models[k]
		if m.state != coldModel {
			// A model loading is reported warm: its weights are booked already.
			warm = append(warm, w.cls.Models[k].Model)
		}
		if n := len(m.batch); n > 0 {
			if open == nil {
				open = make(map[string]int, 2)
			}
			open[w.cls.Models[k].Model] = min(n, w.cls.BatchMax)
		}
	}
	v.WarmModels = warm
	v.OpenBatch = open
	var p50 map[string]float64
	for k, win := range w.lat {
		if len(win) >= latencyMinSamples {
			if p50 == nil {
				p50 = make(map[string]float64, len(w.lat))
			}
			p50[w.cls.Models[k].Model] = median(win)
		}
	}
	v.ModelLatencyMS = p50
	var speed map[string]scheduler.Speed
	for k := range w.rates {
		if sp := w.rates[k].speed(); sp != (scheduler.Speed{}) {
			if speed == nil {
				speed = make(map[string]scheduler.Speed, len(w.rates))
			}
			speed[w.cls.Models[k].Model] = sp
		}
	}
	v.Speed = speed
}

// Rates as the reference worker measures them (agent/speed.go): per model and kind, the
// median of the last 32 jobs' rates, reported from 3 on, the backend giving the time
// of each phase.
const (
	speedWindow     = 32
	speedMinSamples = 3
	// audioBytesPerToken: a transcription's input is 16 kHz 16-bit mono audio (32 000
	// bytes a second) at Whisper's 50 tokens a second.
	audioBytesPerToken = 640
)

type rateWindows struct{ decode, prefill, steps, audio []float64 }

// observe feeds one job of task that read prompt tokens in prefillMS and wrote output
// tokens (steps of an image) in decodeMS.
func (rw *rateWindows) observe(task string, prompt, output int64, prefillMS, decodeMS float64) {
	add := func(win *[]float64, v float64) {
		if v > 0 && !math.IsInf(v, 0) {
			*win = append(*win, v)
			if len(*win) > speedWindow {
				*win = (*win)[1:]
			}
		}
	}
	switch task {
	case TaskChat, TaskCompletion:
		if output > 0 && decodeMS > 0 {
			add(&rw.decode, float64(output)*1000/decodeMS)
		}
		if prompt > 0 && prefillMS > 0 {
			add(&rw.prefill, float64(prompt)*1000/prefillMS)
		}
	case TaskEmbedding:
		add(&rw.prefill, float64(prompt)*1000/(prefillMS+decodeMS))
	case TaskImage:
		add(&rw.steps, float64(output)*60_000/(prefillMS+decodeMS))
	case TaskTranscription:
		add(&rw.audio, float64(prompt*audioBytesPerToken)*1000/(prefillMS+decodeMS))
	}
}

func (rw *rateWindows) speed() scheduler.Speed {
	return scheduler.Speed{DecodeTPS: rateOf(rw.decode), PrefillTPS: rateOf(rw.prefill),
		StepsPerMin: rateOf(rw.steps), AudioBPS: rateOf(rw.audio)}
}

// rateOf is the median of win (the lower middle of an even count), rounded, at least 1;
// 0 with fewer than speedMinSamples rates.
func rateOf(win []float64) int64 {
	if len(win) < speedMinSamples {
		return 0
	}
	s := slices.Clone(win)
	slices.Sort(s)
	return int64(min(max(math.Round(s[(len(s)-1)/2]), 1), scheduler.MaxRate))
}

// snapshotView is the view as the registry answers a round at now: the completion rate
// recovering towards 1 since the last outcome (workers.failure_half_life).
func (w *worker) snapshotView(now int64) scheduler.Worker {
	v := w.view
	v.CompletionRate = w.rate
	if w.rate < 1 && now > w.lastOutcome {
		short := (1 - w.rate) * math.Exp2(-float64(now-w.lastOutcome)/failureHalfLifeMS)
		v.CompletionRate = 1 - short
	}
	return v
}

// reserve books an assignment in the view at once, as the registry's reservation does.
func (w *worker) reserve(needMB, loadMB int64) {
	w.unacked++
	w.unackedMB += needMB + loadMB
	w.view.ActiveJobs = min(w.view.ActiveJobs+1, w.cls.MaxJobs)
	w.view.FreeMemoryMB = max(w.view.FreeMemoryMB-needMB-loadMB, 0)
}

// unreserve drops a reservation at the ack (the job is the worker's own from then on)
// or when it lapses unacknowledged.
func (w *worker) unreserve(needMB, loadMB int64) {
	w.unacked = max(w.unacked-1, 0)
	w.unackedMB = max(w.unackedMB-needMB-loadMB, 0)
}

// outcome folds a result (ok) or a failure into the registry's statistics.
func (w *worker) outcome(now int64, ok bool, model int, latencyMS float64) {
	if ok {
		w.completed++
		w.rate = ewmaAlpha*1 + (1-ewmaAlpha)*w.rate
		w.avgLatMS = ewmaAlpha*latencyMS + (1-ewmaAlpha)*w.avgLatMS
		win := append(w.lat[model], latencyMS)
		if len(win) > latencyWindow {
			win = win[1:]
		}
		w.lat[model] = win
		w.strikes = 0
		w.dirty = true
	} else {
		w.rate = (1 - ewmaAlpha) * w.rate
	}
	w.lastOutcome = now
}

// evictFor unloads idle models that are not pinned, least recently used first, until
// needMB fits; it reports whether it does.
func (w *worker) evictFor(needMB int64) bool {
	for w.cls.MemoryMB-w.usedMB < needMB {
		best := -1
		for k := range w.models {
			m := &w.models[k]
			if m.state == warmModel && m.running == 0 && len(m.waiting) == 0 && !w.cls.Models[k].Pinned &&
				(best < 0 || m.lastUsed < w.models[best].lastUsed) {
				best = k
			}
		}
		if best < 0 {
			return false
		}
		w.unload(best)
	}
	return true
}

func (w *worker) unload(k int) {
	w.dirty = true
	w.models[k].state = coldModel
	w.usedMB -= w.cls.Models[k].WeightsMB
}

// idleUnload unloads the models nobody used for keepAliveMS.
func (w *worker) idleUnload(now, keepAliveMS int64) {
	if keepAliveMS <= 0 {
		return
	}
	for k := range w.models {
		m := &w.models[k]
		if m.state == warmModel && m.running == 0 && len(m.waiting) == 0 && !w.cls.Models[k].Pinned && now-m.lastUsed >= keepAliveMS {
			w.unload(k)
		}
	}
}

// serviceMS is how long a job of r takes on this worker with n jobs running (itself
// included), noise drawn for the request's attempt: its prefill and its decode.
func (w *worker) serviceMS(k int, r *Request, n int, noise float64) (prefillMS, decodeMS float64) {
	prefillMS, decodeMS = w.cls.Models[k].phasesMS(r, w.speed, w.speed/(1+w.cls.Slowdown*float64(n-1)))
	prefillMS, decodeMS = prefillMS*noise, decodeMS*noise
	if prefillMS+decodeMS < 1 {
		decodeMS = 1 - prefillMS
	}
	return prefillMS, decodeMS
}

// phasesMS is r's prefill and decode on a model of cm whose prompt is read at
// prefillSpeed × PrefillTPS and whose output is written at decodeSpeed × DecodeTPS.
func (cm *ClassModel) phasesMS(r *Request, prefillSpeed, decodeSpeed float64) (prefillMS, decodeMS float64) {
	if cm.PrefillTPS > 0 {
		prefillMS = float64(r.PromptTokens) * 1000 / (cm.PrefillTPS * prefillSpeed)
	}
	return prefillMS, float64(r.OutputTokens) * 1000 / (cm.DecodeTPS * decodeSpeed)
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// batchWait is what a worker of cls says of its batch hold in its heartbeat: its
// batch_max_wait_ms when it batches.
func batchWait(cls *Class) int64 {
	if cls.BatchMax <= 1 {
		return 0
	}
	return cls.BatchWait
}
