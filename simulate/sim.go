package simulate

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"time"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// req is one request of the trace while it lives: sent, waiting, assigned, and until
// its requester's last poll.
type req struct {
	idx  int32
	tr   Request
	sreq scheduler.Request
	need int64 // memory of one job, MB

	fee               float64
	included, visible int64 // its block, and when the indexer publishes it
	deadline          int64 // absolute
	state             uint8

	// The current attempt.
	attempt    int
	worker     int32
	assignedAt int64
	acked      bool
	est        float64
	batched    bool
	loadMB     int64
	// estLate: the current attempt's route was estimated to end its work after the
	// deadline (its estimate without a batch's hold, as the plan's deadline check
	// counts it).
	estLate  bool
	failedBy []int32
	// failedInTime: an attempt failed (its worker did, or refused it) or lapsed before
	// the deadline.
	failedInTime bool
	// unsent: a worker dropped its result, finished before the deadline, from a batch
	// whose fees did not pay the transaction's gas.
	unsent bool

	firstAssigned int64 // −1 until assigned once
	resultAt      int64 // the block that includes its result, 0 before
	finalAt       int64 // completed (result seen) or expired

	// The status record a poll reads, as the last round wrote it.
	queuePos  int
	etaMS     int64
	retryS    int64
	updatedAt int64

	polls  []poll
	lowFee bool
	// unmeetable: no class of the fleet could meet its deadline (Fleet.unmeetable).
	unmeetable bool
	// beyondReach: even the run's fastest worker, free at once, would not put its
	// result in a block by the deadline on its first attempt (Fleet.beyondReach).
	beyondReach bool
	// covered: its fee covered the quote's fee (result_gas at the gas price with the
	// safety factor) when it was published, so the fee floor did not hold it then.
	covered bool
}

const (
	stSent uint8 = iota
	stQueued
	stAssigned
	stCompleted
	stExpired
)

type poll struct {
	t, etaMS, retryS int64
	state            uint8 // stSent (confirming), stQueued or stAssigned
}

// job is one run of a request on a worker. A reassigned request may have two.
type job struct {
	q       *req
	w       int32
	k       int // the model's index in the worker's class
	attempt int
	batched bool
	epoch   int // the worker's life it runs in: a failure ends every job of a life
	start   int64
	started bool
	ms      float64
	// prefillMS and decodeMS are its phases (ms is their sum), which the worker's rates
	// are measured from.
	prefillMS, decodeMS float64
	free                bool
}

// run is one policy's run over the trace.
type run struct {
	o      *Options
	fleet  *Fleet
	cfg    scheduler.Config
	pol    planner
	name   string
	now    int64
	ev     eventQueue
	trace  *TraceReader
	closer io.Closer
	next   int32 // index of the next trace line
	peeked *Request

	reqs     map[int32]*req
	queue    []*req // visible requests waiting for a worker (some may have moved on)
	inflight []*req // assigned requests (some may have moved on)
	workers  []*worker
	fastest  []float64 // per class of the fleet, the greatest speed its workers drew
	byID     map[string]int32
	epochs   []int
	jobs     []job
	freeJobs []int32

	// Round pacing (rounds' pacer): the scheduled round, the last one.
	roundSeq   int32
	nextRound  int64
	lastRound  int64
	starved    map[string]bool // models the last round left requests of for want of a slot
	drain      map[string]float64
	doneSince  map[string]int
	lastDrainT int64

	snap scheduler.Snapshot
	m    *collector

	// The model rates a status answer counts a confirming request's processing time
	// at, read from the registry at most once a second as the API reads them.
	speeds   map[string]scheduler.ModelRates
	speedsAt int64
	err      error
}

// planner decides a round for a policy.
type planner interface {
	plan(s *scheduler.Snapshot, r *run) scheduler.Decision
	// config is the configuration the policy plans with.
	config() *scheduler.Config
}

func newRun(o *Options, name string, pol planner, cfg scheduler.Config, in io.ReadCloser, lowFee float64) *run {
	r := &run{o: o, fleet: &o.Fleet, cfg: cfg, pol: pol, name: name, trace: NewTraceReader(in), closer: in,
		reqs: map[int32]*req{}, byID: map[string]int32{}, nextRound: -1, lastRound: math.MinInt64 / 2,
		starved: map[string]bool{}, drain: map[string]float64{}, doneSince: map[string]int{},
		m: newCollector(lowFee)}
	r.fleet.index()
	seed := o.Seed
	var i int32
	r.fastest = make([]float64, len(r.fleet.Classes))
	for c := range r.fleet.Classes {
		cls := &r.fleet.Classes[c]
		for range cls.Count {
			w := newWorker(i, cls, seed)
			r.workers = append(r.workers, w)
			r.fastest[c] = max(r.fastest[c], w.speed)
			r.byID[w.view.ID] = i
			r.epochs = append(r.epochs, 0)
			// Heartbeats at a phase of their own, the first at once.
			r.ev.push(int64(w.rng.Int64N(r.fleet.HeartbeatMS)), evHeartbeat, i, 0)
			if w.failAt > 0 {
				r.ev.push(w.failAt, evFail, i, 0)
			}
			w.heartbeat(0)
			i++
		}
	}
	return r
}

// go runs the policy to the end: every request completed or expired, every poll done.
func (r *run) run() error {
	defer r.closer.Close()
	r.feed()
	// Workers heartbeat and fail forever: the run ends when the trace is read and every
	// request final and polled for the last time.
	for r.ev.len() > 0 && r.err == nil && (r.peeked != nil || len(r.reqs) > 0) {
		e := r.ev.pop()
		r.now = e.t
		r.handle(e)
	}
	return r.err
}

func (r *run) handle(e event) {
	switch e.kind {
	case evArrive:
		r.arrive()
	case evVisible:
		if q := r.reqs[e.a]; q != nil {
			r.visible(q)
		}
	case evRound:
		if e.a == r.roundSeq {
			r.nextRound = -1
			r.round()
		}
	case evAck:
		r.ack(r.reqs[e.a], int(e.b))
	case evLoaded:
		r.loaded(r.workers[e.a], int(e.b))
	case evFinish:
		r.finish(e.a)
	case evBatchDue:
		w := r.workers[e.a]
		if m := &w.models[e.b]; len(m.batch) > 0 && m.batchDue <= r.now && w.up {
			r.settle(w, int(e.b), true)
		}
	case evIncluded:
		r.included(e.a)
	case evCompleted:
		r.completed(r.reqs[e.a])
	case evPoll:
		r.poll(r.reqs[e.a])
	case evHeartbeat:
		if int(e.b) == r.epochs[e.a] {
			r.heartbeat(r.workers[e.a])
		}
	case evFail:
		if int(e.b) == r.epochs[e.a] {
			r.fail(r.workers[e.a])
		}
	case evRecover:
		r.recover(r.workers[e.a])
	}
}

// feed schedules the next trace line's arrival.
func (r *run) feed() {
	q, err := r.trace.Next()
	if errors.Is(err, io.EOF) {
		r.peeked = nil
		return
	}
	if err != nil {
		r.err = err
		return
	}
	r.peeked = &q
	r.ev.push(q.TMS, evArrive, 0, 0)
}

// block is the time of the block that includes a transaction sent at t.
func (r *run) block(t int64) int64 {
	b := r.fleet.Chain.BlockMS
	return (t/b + 1) * b
}

func (r *run) arrive() {
	tr := *r.peeked
	i := r.next
	r.next++
	q := &req{idx: i, tr: tr, firstAssigned: -1, worker: -1, deadline: tr.TMS + tr.DeadlineMS,
		unmeetable: r.fleet.unmeetable(&tr)}
	n := r.fleet.Models[tr.Model]
	q.need = n.JobMB + (n.KVMBPer1kTokens*(tr.PromptTokens+tr.OutputTokens)+999)/1000
	q.included = min(r.block(tr.TMS), q.deadline)
	q.visible = q.included + r.fleet.Chain.Confirmations*r.fleet.Chain.BlockMS
	q.fee, _ = new(big.Float).SetInt(tr.FeeWei).Float64()
	q.lowFee = r.m.isLowFee(q.fee)
	q.sreq = scheduler.Request{ID: strconv.FormatInt(int64(i)+1, 10), ModelID: tr.Model,
		MaxTokens: uint32(tr.OutputTokens), PriorityFeeWei: scheduler.WeiFromBig(tr.FeeWei),
		SubmittedAtMS: q.included, DeadlineMS: q.deadline, RequiredMemoryMB: min(q.need, 1<<31-2), Batchable: true,
		Task: tr.Task, PromptTokens: min(tr.PromptTokens, scheduler.MaxPromptTokens)}
	switch tr.Task {
	case TaskImage:
		q.sreq.Steps = min(tr.OutputTokens, scheduler.MaxSteps)
	case TaskTranscription:
		// Its document's input_bytes: the audio the trace counts in Whisper's tokens. The
		// document has no text to count as prompt tokens.
		q.sreq.AudioBytes = min(tr.PromptTokens*audioBytesPerToken, scheduler.MaxAudioBytes)
		q.sreq.PromptTokens = 0
	}
	q.beyondReach = r.fleet.beyondReach(&tr, q.visible, q.deadline, r.fastest, jobRand(r.o.Seed, i, 1).NormFloat64())
	r.reqs[i] = q
	r.m.requests++
	if q.unmeetable {
		r.m.unmeetable++
	}
	if q.beyondReach {
		r.m.beyondReach++
	}
	r.ev.push(q.visible, evVisible, i, 0)
	r.ev.push(q.included, evPoll, i, 0) // the requester polls once its transaction is in
	r.feed()
}

func (r *run) visible(q *req) {
	if q.state != stSent {
		return
	}
	q.state = stQueued
	rt := &r.cfg.Routing
	q.covered = q.fee >= rt.ResultGas*r.o.Gas.At(r.now)*rt.GasPriceSafetyFactor*1e9
	r.queue = append(r.queue, q)
	if !r.starved[q.tr.Model] {
		r.wake()
	}
}

// wake asks for a round as soon as the pacer allows (min_round_gap after the last).
func (r *run) wake() {
	t := max(r.now, r.lastRound+r.cfg.MinRoundGap.Milliseconds())
	if r.nextRound >= 0 && r.nextRound <= t {
		return
	}
	r.roundSeq++
	r.nextRound = t
	r.ev.push(t, evRound, r.roundSeq, 0)
}

// tick asks for a round at the latest round_interval after the last.
func (r *run) tick() {
	t := r.lastRound + r.cfg.RoundInterval.Milliseconds()
	if r.nextRound >= 0 && r.nextRound <= t {
		return
	}
	r.roundSeq++
	r.nextRound = t
	r.ev.push(t, evRound, r.roundSeq, 0)
}

// resultWaitMS is W: how long a result waits after its block before it is seen.
func (r *run) resultWaitMS() int64 {
	return r.fleet.Chain.ResultConfirmations * r.fleet.Chain.BlockMS
}

// round plays one round as the engine does: reclaim lapsed assignments, expire, plan
// on the snapshot, dispatch, settle the estimates.
func (r *run) round() {
	now := r.now
	r.lastRound = now
	r.reclaim()
	live := r.queue[:0]
	for _, q := range r.queue {
		if q.state == stQueued {
			live = append(live, q)
		}
	}
	r.queue = live
	if len(r.queue) > 0 {
		r.plan()
	}
	r.updateDrain()
	if len(r.queue) > 0 || len(r.inflight) > 0 {
		r.tick()
	}
}

// reclaim takes back assignments not acknowledged within ack_timeout or with no result
// by their estimated finish + result_grace + W, and expires assigned requests past their
// deadline + result_grace + W.
func (r *run) reclaim() {
	now := r.now
	grace := r.cfg.ResultGrace.Milliseconds() + r.resultWaitMS()
	kept := r.inflight[:0]
	for _, q := range r.inflight {
		if q.state != stAssigned {
			continue
		}
		switch {
		case q.resultAt > 0:
			// Its result is in a block: it completes when it is seen.
		case now >= q.deadline+grace && q.resultAt == 0:
			r.expire(q)
			continue
		case !q.acked && now >= q.assignedAt+r.cfg.AckTimeout.Milliseconds(),
			q.acked && float64(now) > float64(q.assignedAt)+q.est+float64(grace):
			r.requeue(q, true)
			continue
		}
		kept = append(kept, q)
	}
	r.inflight = kept
}

// requeue puts q back in the queue after its worker failed it (a lapse or a refusal).
func (r *run) requeue(q *req, lapsed bool) {
	w := r.workers[q.worker]
	if !q.acked {
		w.unreserve(q.need, q.loadMB)
	}
	q.failedInTime = q.failedInTime || r.now < q.deadline
	if !slices.Contains(q.failedBy, q.worker) {
		q.failedBy = append(q.failedBy, q.worker)
		if len(q.failedBy) > scheduler.MaxExcludedPerRequest {
			q.failedBy = q.failedBy[1:]
		}
	}
	// A worker's failures of one round are one strike (rounds: worker_backoff).
	if w.strikeRound != r.now {
		w.strikeRound = r.now
		w.strikes++
		w.outcome(r.now, false, 0, 0)
		if b := r.cfg.WorkerBackoff; w.strikes >= b.After {
			d := b.Base.Milliseconds() << min(w.strikes-b.After, 20)
			w.backoffUntil = r.now + min(d, b.Max.Milliseconds())
		}
	}
	q.state = stQueued
	q.worker = -1
	q.queuePos, q.etaMS, q.retryS, q.updatedAt = 0, 0, 0, 0
	r.queue = append(r.queue, q)
	r.m.reassigned++
	if !lapsed {
		r.wake()
	}
}

func (r *run) expire(q *req) {
	q.state = stExpired
	q.finalAt = r.now
	r.m.expired(q)
}

// plan builds the round's snapshot, plans it and applies the decision.
func (r *run) plan() {
	now := r.now
	s := &r.snap
	s.NowMS = now
	s.GasPriceGwei = r.o.Gas.At(now)
	s.Requests = s.Requests[:0]
	s.Excluded = s.Excluded[:0]
	s.Workers = s.Workers[:0]
	ttl := 3 * r.fleet.HeartbeatMS
	for _, w := range r.workers {
		if now-w.lastHB <= ttl && w.backoffUntil <= now {
			s.Workers = append(s.Workers, w.snapshotView(now))
		}
	}
	slices.SortFunc(r.queue, func(a, b *req) int { return int(a.idx - b.idx) })
	for _, q := range r.queue {
		s.Requests = append(s.Requests, q.sreq)
		if len(q.failedBy) > 0 {
			ids := make([]string, len(q.failedBy))
			for i, w := range q.failedBy {
				ids[i] = r.workers[w].view.ID
			}
			slices.Sort(ids)
			s.Excluded = append(s.Excluded, scheduler.Exclusion{RequestID: q.sreq.ID, Workers: ids})
		}
	}
	slices.SortFunc(s.Excluded, func(a, b scheduler.Exclusion) int {
		switch {
		case a.RequestID < b.RequestID:
			return -1
		case a.RequestID > b.RequestID:
			return 1
		}
		return 0
	})
	s.DrainRateTPS = r.drainRates()
	if r.o.checkSnapshots {
		if err := s.Validate(); err != nil {
			r.err = fmt.Errorf("%s: round at %d ms: %w", r.name, now, err)
			return
		}
	}
	if r.o.rounds != nil && r.name == PolicyInfersched {
		r.o.rounds(s)
	}
	var d scheduler.Decision
	if r.o.Clock != nil && r.name == PolicyInfersched {
		cpu := r.o.CPUClock
		var c0 time.Duration
		if cpu != nil {
			c0 = cpu()
		}
		start := r.o.Clock()
		d = r.pol.plan(s, r)
		wall := r.o.Clock() - start
		used := time.Duration(-1)
		if cpu != nil {
			used = cpu() - c0
		}
		r.m.planTime(wall, used, len(s.Requests), len(d.Assigned))
	} else {
		d = r.pol.plan(s, r)
	}
	r.m.rounds++
	r.apply(&d)
}

// reqOf is the request a decision names.
func (r *run) reqOf(id string) *req {
	i, _ := strconv.ParseInt(id, 10, 32)
	return r.reqs[int32(i-1)]
}

func (r *run) apply(d *scheduler.Decision) {
	now := r.now
	clear(r.starved)
	for i := range d.Assigned {
		a := &d.Assigned[i]
		q := r.reqOf(a.RequestID)
		w := r.workers[r.byID[a.WorkerID]]
		q.state = stAssigned
		q.attempt++
		q.worker = w.idx
		q.assignedAt = now
		q.acked = false
		q.est = a.EstimatedLatencyMS
		alone := a.EstimatedLatencyMS
		if a.Batched {
			alone -= scheduler.BatchHoldMS(r.pol.config(), &w.view, &q.sreq)
		}
		q.estLate = float64(now)+alone > float64(q.deadline)
		q.batched = a.Batched
		q.loadMB = a.LoadMB
		q.etaMS, q.retryS, q.updatedAt = a.ETAMS, a.RetryAfterS, now
		if q.firstAssigned < 0 {
			q.firstAssigned = now
		}
		w.reserve(q.need, a.LoadMB)
		r.inflight = append(r.inflight, q)
		r.ev.push(now+w.cls.DispatchMS, evAck, q.idx, int32(q.attempt))
	}
	for i := range d.Skipped {
		sk := &d.Skipped[i]
		q := r.reqOf(sk.RequestID)
		q.queuePos, q.etaMS, q.retryS, q.updatedAt = sk.QueuePosition, sk.ETAMS, sk.RetryAfterS, now
		if sk.Reason == scheduler.ReasonNoCapacity || sk.Reason == scheduler.ReasonNoWorker {
			r.starved[q.tr.Model] = true
		}
	}
	for _, id := range d.Expired {
		q := r.reqOf(id)
		if q.state == stQueued && q.resultAt == 0 {
			r.expire(q)
		}
	}
}

// drainRates is the snapshot's drain rate per model, as the engine keeps it.
func (r *run) drainRates() map[string]float64 {
	out := make(map[string]float64, len(r.drain))
	if len(r.drain) == 0 {
		return out
	}
	inflight := map[string]float64{}
	for _, q := range r.inflight {
		if q.state == stAssigned {
			inflight[q.tr.Model] += 1000 / max(q.est, 1)
		}
	}
	for m, v := range r.drain {
		out[m] = max(v, inflight[m])
	}
	return out
}

func (r *run) updateDrain() {
	done := r.doneSince
	r.doneSince = map[string]int{}
	last := r.lastDrainT
	r.lastDrainT = r.now
	if last == 0 {
		return
	}
	active := map[string]bool{}
	for _, q := range r.queue {
		active[q.tr.Model] = true
	}
	for _, q := range r.inflight {
		active[q.tr.Model] = true
	}
	scheduler.FoldDrain(r.drain, done, active, float64(r.now-last)/1000, r.cfg.DrainAlpha, r.cfg.RetryAfter.DefaultDrainRateTPS)
}

// ack: the worker takes the assignment (or refuses it: no room), or is down and
// never answers.
func (r *run) ack(q *req, attempt int) {
	if q == nil || q.state != stAssigned || q.attempt != attempt {
		return
	}
	w := r.workers[q.worker]
	if !w.up {
		return // no ack: the round takes it back after ack_timeout
	}
	k := w.model(q.tr.Model)
	if k < 0 {
		r.requeue(q, false) // a nack: the worker does not serve the model
		return
	}
	m := &w.models[k]
	extra := int64(0)
	if m.state == coldModel {
		extra = w.cls.Models[k].WeightsMB
	}
	if w.active >= w.cls.MaxJobs || !w.evictFor(q.need+extra) {
		r.requeue(q, false) // a nack: "at capacity"
		return
	}
	w.unreserve(q.need, q.loadMB)
	q.acked = true
	w.active++
	w.usedMB += q.need
	j := r.newJob(q, w, k)
	w.jobs = append(w.jobs, j)
	switch m.state {
	case coldModel:
		w.dirty = true
		m.state = loadingModel
		m.readyAt = r.now + w.cls.Models[k].LoadMS
		w.usedMB += w.cls.Models[k].WeightsMB
		r.ev.push(m.readyAt, evLoaded, w.idx, int32(k))
		m.waiting = append(m.waiting, j)
	case loadingModel:
		m.waiting = append(m.waiting, j)
	default:
		r.start(j)
	}
}

func (r *run) newJob(q *req, w *worker, k int) int32 {
	jb := job{q: q, w: w.idx, k: k, attempt: q.attempt, batched: q.batched, epoch: r.epochs[w.idx]}
	if n := len(r.freeJobs); n > 0 {
		i := r.freeJobs[n-1]
		r.freeJobs = r.freeJobs[:n-1]
		r.jobs[i] = jb
		return i
	}
	r.jobs = append(r.jobs, jb)
	return int32(len(r.jobs) - 1)
}

func (r *run) loaded(w *worker, k int) {
	m := &w.models[k]
	if m.state != loadingModel || !w.up || m.readyAt != r.now {
		return // a load of an earlier life of the worker
	}
	m.state = warmModel
	waiting := m.waiting
	m.waiting = nil
	for _, j := range waiting {
		r.start(j)
	}
}

// start runs job j now.
func (r *run) start(j int32) {
	jb := &r.jobs[j]
	w := r.workers[jb.w]
	m := &w.models[jb.k]
	m.running++
	m.lastUsed = r.now
	running := 0
	for k := range w.models {
		running += w.models[k].running
	}
	noise := 1.0
	if w.cls.JobNoise > 0 {
		noise = math.Exp(w.cls.JobNoise * jobRand(r.o.Seed, jb.q.idx, jb.attempt).NormFloat64())
	}
	jb.start = r.now
	jb.started = true
	jb.prefillMS, jb.decodeMS = w.serviceMS(jb.k, &jb.q.tr, running, noise)
	jb.ms = jb.prefillMS + jb.decodeMS
	r.ev.push(r.now+int64(math.Ceil(jb.ms)), evFinish, j, 0)
}

// jobRand is the randomness of one attempt of one request: the same in every policy.
func jobRand(seed uint64, i int32, attempt int) *rand.Rand {
	return rand.New(rand.NewPCG(seed^0x9e37_79b9_7f4a_7c15, uint64(i)<<16|uint64(attempt)))
}

// finish ends job j: the slot frees and the result goes to the chain (alone or in the
// worker's batch).
func (r *run) finish(j int32) {
	jb := &r.jobs[j]
	w := r.workers[jb.w]
	if jb.epoch != r.epochs[jb.w] {
		r.freeJob(j) // the worker failed while it ran: the job is lost
		return
	}
	m := &w.models[jb.k]
	m.running--
	m.lastUsed = r.now
	w.rates[jb.k].observe(jb.q.tr.Task, jb.q.tr.PromptTokens, jb.q.tr.OutputTokens, jb.prefillMS, jb.decodeMS)
	w.dirty = true
	w.active--
	w.usedMB -= jb.q.need
	w.busyMS += jb.ms
	w.jobs = deleteJob(w.jobs, j)
	q := jb.q
	if q.state == stCompleted || q.state == stExpired || q.resultAt > 0 {
		r.freeJob(j)
		r.freed(w)
		return
	}
	if jb.batched && w.cls.BatchMax > 1 {
		due := m.batchDue
		if len(m.batch) == 0 {
			due = r.now + w.cls.BatchWait
		}
		m.batch = append(m.batch, j)
		w.dirty = true
		due = min(due, q.deadline-w.cls.BatchMarginMS)
		wasDue := m.batchDue
		m.batchDue = due
		switch {
		case len(m.batch) >= w.cls.BatchMax || due <= r.now:
			r.settle(w, jb.k, due <= r.now)
		case len(m.batch) == 1 || due < wasDue:
			r.ev.push(due, evBatchDue, w.idx, int32(jb.k))
		}
	} else {
		r.submit(w, []int32{j})
	}
	r.freed(w)
}

// freed wakes a round when a slot frees while requests wait (seen at once: the engine
// releases the capacity when the worker reports it).
func (r *run) freed(w *worker) {
	w.view.ActiveJobs = min(w.active+int(w.unacked), w.cls.MaxJobs)
	w.view.FreeMemoryMB = max(w.cls.MemoryMB-w.usedMB-w.unackedMB, 0)
	if len(r.queue) > 0 {
		r.wake()
	}
}

func deleteJob(js []int32, j int32) []int32 {
	for i, x := range js {
		if x == j {
			return slices.Delete(js, i, i+1)
		}
	}
	return js
}

func (r *run) freeJob(j int32) {
	r.jobs[j] = job{free: true}
	r.freeJobs = append(r.freeJobs, j)
}

// settle sends a worker's open batch of model k as the worker's batcher does: when its
// fees cover its gas, or at its due time the subset that pays; a batch that does not
// pay before its due time is held.
func (r *run) settle(w *worker, k int, due bool) {
	m := &w.models[k]
	w.dirty = true
	items := m.batch[:0:0]
	for _, j := range m.batch {
		q := r.jobs[j].q
		if q.state == stCompleted || q.state == stExpired || q.resultAt > 0 || q.deadline <= r.now {
			r.freeJob(j) // fulfilled, or too late: skipped without a transaction
			continue
		}
		items = append(items, j)
	}
	m.batch = nil
	if len(items) == 0 {
		return
	}
	price := r.o.Gas.At(r.now) * 1e9
	pays := func(js []int32) bool {
		fees := 0.0
		for _, j := range js {
			fees += r.jobs[j].q.fee
		}
		return fees >= float64(r.batchGas(len(js)))*price
	}
	if pays(items) {
		r.submit(w, items)
		return
	}
	if !due {
		m.batch = items // held until it pays or its due time
		r.ev.push(m.batchDue, evBatchDue, w.idx, int32(k))
		return
	}
	// The best-paying results first; the largest prefix that pays is sent, the rest are
	// never settled (the round takes them back when they lapse).
	slices.SortStableFunc(items, func(a, b int32) int {
		fa, fb := r.jobs[a].q.fee, r.jobs[b].q.fee
		switch {
		case fa > fb:
			return -1
		case fa < fb:
			return 1
		}
		return 0
	})
	n := len(items)
	for n > 0 && !pays(items[:n]) {
		n--
	}
	for _, j := range items[n:] {
		r.m.dropped++
		r.jobs[j].q.unsent = true
		r.freeJob(j)
	}
	if n > 0 {
		r.submit(w, items[:n])
	}
}

// batchGas is the gas of a result transaction carrying n results.
func (r *run) batchGas(n int) int64 {
	c := &r.fleet.Chain
	if n == 1 {
		return c.SingleResultGas
	}
	return c.BatchGasFixed + int64(n)*c.BatchGasPerResult
}

// submit sends one result transaction with jobs js; it is in the next block.
func (r *run) submit(w *worker, js []int32) {
	at := r.block(r.now)
	gasWei := float64(r.batchGas(len(js))) * r.o.Gas.At(at) * 1e9
	r.m.tx(gasWei, len(js))
	for _, j := range js {
		if r.jobs[j].q.fee < gasWei/float64(len(js)) {
			r.m.belowCost++
		}
		r.ev.push(at, evIncluded, j, 0)
	}
}

// included: the result of job j is in a block; the contract takes the first result of
// a request before its deadline.
func (r *run) included(j int32) {
	jb := r.jobs[j]
	r.freeJob(j)
	q := jb.q
	if q.resultAt > 0 || q.state == stExpired || r.now > q.deadline {
		r.m.rejected++
		return
	}
	q.resultAt = r.now
	w := r.workers[jb.w]
	w.outcome(r.now, true, jb.k, float64(r.now-q.assignedAt))
	r.ev.push(r.now+r.resultWaitMS(), evCompleted, q.idx, 0)
}

// completed: the result is seen (its confirmations passed): the request is done.
func (r *run) completed(q *req) {
	if q.state == stCompleted {
		return
	}
	q.state = stCompleted
	q.finalAt = r.now
	r.doneSince[q.tr.Model]++
	r.m.completed(q)
}

// heartbeat: the worker reports its state; idle models past keep_alive unload.
func (r *run) heartbeat(w *worker) {
	if !w.up {
		return
	}
	w.idleUnload(r.now, r.fleet.KeepAliveMS)
	before := w.view.ActiveJobs
	w.heartbeat(r.now)
	if w.view.ActiveJobs < before && len(r.queue) > 0 {
		r.wake()
	}
	r.ev.push(r.now+r.fleet.HeartbeatMS, evHeartbeat, w.idx, int32(r.epochs[w.idx]))
}

// fail: the worker crashes; its jobs and held results are lost, its models unloaded.
func (r *run) fail(w *worker) {
	w.up = false
	w.dirty = true
	r.epochs[w.idx]++
	for _, j := range w.jobs {
		r.lost(&r.jobs[j])
		if r.jobs[j].started {
			r.jobs[j].epoch = -1 // freed when its finish comes
		} else {
			r.freeJob(j) // waiting for a load that will not end
		}
	}
	w.jobs = w.jobs[:0]
	w.active, w.usedMB = 0, 0
	for k := range w.models {
		m := &w.models[k]
		for _, j := range m.batch {
			r.lost(&r.jobs[j])
			r.freeJob(j)
		}
		*m = wmodel{}
	}
	r.m.failures++
	r.ev.push(r.now+w.cls.RecoveryMS, evRecover, w.idx, 0)
}

// lost notes a job of the failing worker: when it is its request's attempt, with no
// result yet and the deadline ahead, the request's miss (if it misses) is the failure's,
// although its lapse is seen only later.
func (r *run) lost(jb *job) {
	if q := jb.q; q.attempt == jb.attempt && q.resultAt == 0 && r.now < q.deadline {
		q.failedInTime = true
	}
}

// recover: the worker is back with its pinned models loaded.
func (r *run) recover(w *worker) {
	w.up = true
	w.dirty = true
	for k, cm := range w.cls.Models {
		if cm.Pinned {
			w.models[k].state = warmModel
			w.usedMB += cm.WeightsMB
		}
	}
	ep := int32(r.epochs[w.idx])
	if w.cls.MTBFMS > 0 {
		r.ev.push(r.now+int64(w.rng.ExpFloat64()*float64(w.cls.MTBFMS)), evFail, w.idx, ep)
	}
	w.heartbeat(r.now)
	r.ev.push(r.now+r.fleet.HeartbeatMS, evHeartbeat, w.idx, ep)
}

// poll answers the requester as GET /v1/requests/{id} would (wire/status), and
// schedules its next poll after the Retry-After.
func (r *run) poll(q *req) {
	now := r.now
	if q.state == stCompleted || q.state == stExpired {
		r.m.finished(q, now)
		delete(r.reqs, q.idx)
		return
	}
	ra := r.cfg.RetryAfter
	b := r.fleet.Chain.BlockMS
	head := status.Head{Number: uint64(now / b), TimestampMS: now / b * b, BlockMS: b,
		Confirmations: uint64(r.fleet.Chain.Confirmations), ObservedAtMS: now / b * b}
	var e status.Estimate
	switch {
	case q.state == stSent:
		sg := status.Sighting{RequestID: q.sreq.ID, BlockNumber: uint64(q.included / b), Model: q.tr.Model,
			SubmittedAtMS: q.included, DeadlineMS: q.deadline, Task: q.sreq.Task, MaxTokens: q.sreq.MaxTokens,
			PromptTokens: q.sreq.PromptTokens, Steps: q.sreq.Steps, AudioBytes: q.sreq.AudioBytes, Batchable: q.sreq.Batchable}
		e, _ = status.ComputeSightingRun(sg, head, ra, r.sightingRun(&sg, now), now)
	case q.state == stAssigned:
		head.Confirmations = uint64(r.fleet.Chain.ResultConfirmations)
		rec := status.Record{State: status.StateAssigned, Model: q.tr.Model, DeadlineMS: q.deadline,
			AssignedAtMS: q.assignedAt, EstimatedLatencyMS: int64(math.Ceil(q.est)), UpdatedAtMS: q.updatedAt,
			ETAMS: q.etaMS, RetryAfterS: q.retryS}
		e = status.Compute(rec, head, ra, now)
	default:
		rec := status.Record{State: status.StateQueued, Model: q.tr.Model, DeadlineMS: q.deadline,
			QueuePosition: q.queuePos, ETAMS: q.etaMS, RetryAfterS: q.retryS, UpdatedAtMS: q.updatedAt}
		e = status.Compute(rec, head, ra, now)
	}
	q.polls = append(q.polls, poll{t: now, etaMS: e.ETAMS, retryS: e.RetryAfterS, state: q.state})
	r.ev.push(now+max(e.RetryAfterS, 1)*1000, evPoll, q.idx, 0)
}

// speedsTTL is how long the API reuses the live workers' rates (httpapi's servedTTL).
const speedsTTL = 1000

// sightingRun is the run the API counts for a confirming request: its work at its
// model's rates, and the batch hold for a batchable one.
func (r *run) sightingRun(sg *status.Sighting, now int64) status.Run {
	if r.speeds == nil || now-r.speedsAt >= speedsTTL {
		ws := make([]scheduler.Worker, 0, len(r.workers))
		for _, w := range r.workers {
			if w.up {
				ws = append(ws, w.view)
			}
		}
		r.speeds, r.speedsAt = scheduler.LiveModelRates(&r.cfg, ws, now), now
	}
	req := scheduler.Request{ModelID: sg.Model, Task: sg.Task, MaxTokens: sg.MaxTokens, PromptTokens: sg.PromptTokens,
		Steps: sg.Steps, AudioBytes: sg.AudioBytes, Batchable: sg.Batchable}
	rates := r.speeds[sg.Model]
	from, by := rates.SendWindowMS(&r.cfg, &req)
	return status.Run{ProcessingMS: rates.ProcessingMS(&r.cfg, &req), SendFromMS: from, SendByMS: by}
}
