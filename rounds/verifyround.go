package rounds

import (
	"context"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// verifyPlan is one verification job a round planned.
type verifyPlan struct {
	id string
	a  verification.Assignment
}

// planVerification, after the paid plan and before the record: the shard's lapsed
// vouchers are taken back, the results waiting for the shard's record are drawn and
// its waiting chain events taken (verifylog.go), then up to max_per_round of the
// shard's queued jobs get the first verifier in the seed's order with the memory the
// paid plan left. Paid work never waits for it: it plans on what Plan did not use.
func (e *Engine) planVerification(r *round) {
	v := e.ver
	if v == nil || r.rep.Idle { // an idle round writes no record: nothing may go out unrecorded
		return
	}
	used := make(map[string]int64, len(r.decision.Assigned))
	var assigned []scheduler.Request
	for _, a := range r.decision.Assigned {
		used[a.WorkerID] += a.LoadMB
		if i, ok := slices.BinarySearchFunc(r.snap.Requests, a.RequestID, func(q scheduler.Request, id string) int {
			return strings.Compare(q.ID, id)
		}); ok {
			used[a.WorkerID] += r.snap.Requests[i].RequiredMemoryMB
			assigned = append(assigned, r.snap.Requests[i])
		}
	}
	free := make([]scheduler.Worker, 0, len(r.snap.Workers))
	for _, w := range r.snap.Workers {
		w.FreeMemoryMB -= used[w.ID]
		if w.MaxJobs > 0 && w.ActiveJobs >= w.MaxJobs {
			continue
		}
		free = append(free, w)
	}
	nowS := uint64(max(r.now.Unix(), 0))
	costETH := float64(v.cfg.AttestGas) * r.quote.PriceGwei() * 1e-9
	v.mu.Lock()
	defer v.mu.Unlock()
	v.lapse(r.shard, nowS)
	v.pinClasses(r)
	r.vlog, r.drawn, r.events = v.takeWaiting(r.shard, r.cfg.Probation.Jobs, r.snap.Workers)
	v.commit(r.vlog, assigned)
	r.verify = v.assign(r.shard, free, nowS, uint64(r.cfg.VoucherTTL.D()/time.Second), costETH)
	for _, p := range r.verify {
		r.vlog.Assigned = append(r.vlog.Assigned, p.a)
	}
	if r.vlog.Empty() {
		r.vlog = nil
	} else if len(r.vlog.Samples) > 0 {
		c := v.cfg
		r.vlog.Config = &c
	}
}

// lapse queues again shard's jobs whose verifier let its voucher expire. Called with mu.
func (v *verifier) lapse(shard int, nowS uint64) {
	for id, j := range v.jobs {
		if j.shard == shard && j.verifier != "" && j.expiry < nowS {
			v.log.Info("verification voucher lapsed", zap.String("request", id), zap.String("verifier", j.verifier))
			j.verifier = ""
			v.queue = append(v.queue, id)
			delete(v.stuck, shard)
		}
	}
	slices.Sort(v.queue) // deterministic order after re-queueing; ids are unique
	v.queue = slices.Compact(v.queue)
}

// assign pairs shard's queued jobs with verifiers. Called with mu.
func (v *verifier) assign(shard int, free []scheduler.Worker, nowS, ttlS uint64, costETH float64) []verifyPlan {
	var plans []verifyPlan
	var left []string
	for _, id := range v.queue {
		j := v.jobs[id]
		if j == nil || j.verifier != "" {
			continue
		}
		if j.shard != shard || len(plans) >= v.cfg.MaxPerRound {
			left = append(left, id)
			continue
		}
		if v.cfg.ClassModel(j.req.ModelID) && j.class == "" {
			left = append(left, id) // no class known: no verifier of it either (classFor)
			continue
		}
		cands := verification.Verifiers(free, j.req.ModelID, j.req.Task, j.class, j.req.RequiredMemoryMB, j.seed, func(w string) bool {
			return sameAddr(w, j.worker) || sameAddr(w, j.challenger) || slices.ContainsFunc(j.tried, func(t string) bool { return sameAddr(t, w) })
		})
		if len(cands) == 0 {
			left = append(left, id)
			continue
		}
		j.attempts++
		notBefore := nowS
		if j.expiry > 0 { // chained after the role's previous voucher
			notBefore = max(nowS, j.expiry+1)
		}
		j.verifier, j.expiry = cands[0], notBefore+ttlS
		j.tried = append(j.tried, cands[0])
		for i := range free { // the verifier's memory is booked for this round's later jobs
			if free[i].ID == cands[0] {
				free[i].FreeMemoryMB -= j.req.RequiredMemoryMB
			}
		}
		plans = append(plans, verifyPlan{id: id, a: verification.Assignment{RequestID: id, Worker: j.worker, Verifier: cands[0],
			Attempt: j.attempts, TieBreak: j.challenger != "", NotBefore: notBefore, Expiry: j.expiry, CostETH: costETH}})
	}
	v.queue = left
	v.stuck[shard] = len(plans) == 0
	return plans
}

// abandonVerification puts back what a round that wrote no record took.
func (e *Engine) abandonVerification(r *round) {
	v := e.ver
	if v == nil {
		return
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	for _, p := range r.verify {
		v.unassign(p.id, p.a.Verifier)
	}
	v.putBack(r.shard, r.drawn, r.events)
}

// unassign queues a job again whose voucher did not go out. Called with mu.
func (v *verifier) unassign(id, verifier string) {
	if j := v.jobs[id]; j != nil && j.verifier == verifier {
		j.verifier = ""
		j.tried = slices.DeleteFunc(j.tried, func(t string) bool { return t == verifier })
		v.queue = append(v.queue, id)
		delete(v.stuck, j.shard)
	}
}

// dispatchVerification, after the paid dispatch: books, signs and sends each planned
// job; one that fails is queued again for the next round.
func (e *Engine) dispatchVerification(ctx context.Context, r *round) {
	v := e.ver
	if v == nil {
		return
	}
	for _, p := range r.verify {
		if err := e.sendVerify(ctx, r, p); err != nil {
			e.log.Warn("verification job not sent; queued again", zap.String("request", p.id), zap.String("verifier", p.a.Verifier), zap.Error(err))
			v.mu.Lock()
			v.unassign(p.id, p.a.Verifier)
			v.mu.Unlock()
		}
	}
}

func (e *Engine) sendVerify(ctx context.Context, r *round, p verifyPlan) error {
	v := e.ver
	v.mu.Lock()
	j := v.jobs[p.id]
	if j == nil {
		v.mu.Unlock()
		return nil // settled meanwhile
	}
	req, prompt, out, challenger := j.req, j.prompt, j.outputHash, j.challenger
	v.mu.Unlock()
	ttl := time.Duration(p.a.Expiry-p.a.NotBefore+1) * time.Second
	if err := e.cap.Reserve(ctx, p.a.Verifier, verifyKey(p.id), req.RequiredMemoryMB, ttl); err != nil {
		return err
	}
	id, _ := new(big.Int).SetString(p.id, 10)
	vo, err := v.sign(VerifyTerms{RequestID: id, Request: req, Prompt: prompt, Verifier: p.a.Verifier, Worker: p.a.Worker,
		Attempt: p.a.Attempt, TieBreak: p.a.TieBreak, NotBefore: p.a.NotBefore, Expiry: p.a.Expiry})
	if err == nil {
		va := VerifyAssignment{RequestID: p.id, Round: r.rep.Round, Verifier: p.a.Verifier, Worker: p.a.Worker,
			Attempt: p.a.Attempt, TieBreak: p.a.TieBreak, Request: req, Prompt: prompt, OutputHash: out,
			Challenger: challenger, VoucherNotBefore: p.a.NotBefore, VoucherExpiry: p.a.Expiry,
			VoucherInputHash: vo.InputHash, VoucherSignature: vo.Signature}
		if th, ok := v.cfg.Scoring(req.ModelID); ok {
			va.Thresholds = &th
		}
		if b, ok := v.cfg.Embedding(req.ModelID); ok && req.Task == scheduler.TaskEmbedding {
			va.Embedding = &b
		}
		err = v.sink.AssignVerify(ctx, va)
	}
	if err != nil {
		_ = e.cap.Release(ctx, p.a.Verifier, verifyKey(p.id))
	}
	return err
}

// verifyKey is a verification job's capacity booking, apart from the paid attempt's.
func verifyKey(id string) string { return "verify:" + id }

// A class model's result is verified only by a worker of the class the worker
// advertised for the model (verification.Config.ClassModels). The class is the one of
// the round that assigned the request (pinned here), so that a worker that advertises
// another class once it holds the request changes nothing of who checks it; a replica
// that did not assign the request (a restart, a takeover) takes the worker's class in
// the round that draws the result. The routing rule (verification.Config.RouteClasses)
// gives a class model only to a worker whose class has two other staked workers; a job
// whose class has no free verifier waits for one, queued like any job without a
// candidate, and audit verify reports it unchecked once its grace has passed.

// pin is a request's worker class, when its round assigned it.
type pin struct {
	class string
	atMS  int64
}

// pinClasses pins the class of the worker each request of a class model was assigned to
// in round r. Called with mu.
func (v *verifier) pinClasses(r *round) {
	for _, a := range r.decision.Assigned {
		i, ok := slices.BinarySearchFunc(r.snap.Requests, a.RequestID, func(q scheduler.Request, id string) int {
			return strings.Compare(q.ID, id)
		})
		if !ok || !v.cfg.ClassModel(r.snap.Requests[i].ModelID) {
			continue
		}
		if len(v.pins) >= maxWaiting {
			v.log.Warn("verification: too many class pins; the result's class will be read when it is drawn")
			return
		}
		model := r.snap.Requests[i].ModelID
		v.pins[a.RequestID] = pin{class: classIn(r.snap.Workers, a.WorkerID, model), atMS: r.nowMS}
	}
}

// classFor is the class request id's verifiers are picked from: the one pinned when it
// was assigned, else worker's class for model among ws ("" when unknown). A pin stays
// until pruned (keepWaiting), so that a draw taken back and drawn again reads it
// again. Called with mu.
func (v *verifier) classFor(id, model, worker string, ws []scheduler.Worker) string {
	if p, ok := v.pins[id]; ok {
		return p.class
	}
	return classIn(ws, worker, model)
}

// classIn is worker's class for model among ws, "" when it is not there or has none.
func classIn(ws []scheduler.Worker, worker, model string) string {
	for i := range ws {
		if sameAddr(ws[i].ID, worker) {
			return ws[i].ClassOf(model)
		}
	}
	return ""
}

// takeWaiting draws the results waiting for shard's record and takes its events, in
// request id order; ws are the round's workers (a class model's worker class, when no
// round of this replica pinned it). Called with mu, by the round of shard.
func (v *verifier) takeWaiting(shard int, probationJobs int64, ws []scheduler.Worker) (*verification.Log, []drawn, []event) {
	l := v.waiting[shard]
	if !l.ready() {
		return &verification.Log{}, nil, nil
	}
	ids := make([]string, 0, len(l.cands))
	for id := range l.cands {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	log := &verification.Log{}
	var ds []drawn
	for _, id := range ids {
		c := l.cands[id]
		delete(l.cands, id)
		s, queued, ok := v.draw(c, probationJobs, ws)
		if !ok {
			continue
		}
		log.Samples = append(log.Samples, s)
		ds = append(ds, drawn{c: c, queued: queued})
	}
	evs := l.events
	l.events = nil
	for _, e := range evs {
		if e.att != nil {
			log.Attestations = append(log.Attestations, *e.att)
		} else {
			log.Disputes = append(log.Disputes, *e.disp)
		}
	}
	return log, ds, evs
}

// putBack returns to shard's waiting log what a round took whose record was not
// written. Called with mu.
func (v *verifier) putBack(shard int, ds []drawn, evs []event) {
	l := v.logOf(shard)
	for _, d := range ds {
		v.undraw(d)
		l.cands[d.c.req.ID] = d.c
	}
	l.events = append(evs, l.events...)
}

// draw draws one result: its sample for the record, and a job queued for a verifier
// when sampled (queued). ok is false for a result that cannot be drawn (its id is not
// a uint256: the chain never emits one). Called with mu, by a round of the result's
// shard.
func (v *verifier) draw(c *candidate, probationJobs int64, ws []scheduler.Worker) (s verification.Sample, queued, ok bool) {
	req := c.req
	bh := common.HexToHash(c.res.BlockHash)
	class := ""
	if v.cfg.ClassModel(req.ModelID) {
		class = v.classFor(req.ID, req.ModelID, c.worker, ws)
	}
	st := v.touch(c.worker)
	std := verification.Standing{OnProbation: v.onProbation(st, probationJobs), LostDispute: st.lost, Disputes: st.disputes, Verified: st.verified}
	secret := v.secret(req.ID)
	sampled, rate, err := v.cfg.Draw(req.ModelID, req.Task, std, bh, req.ID, secret)
	if err != nil {
		v.log.Warn("verification draw", zap.String("request", req.ID), zap.Error(err))
		return verification.Sample{}, false, false
	}
	st.results++
	s = verification.Sample{RequestID: req.ID, Model: req.ModelID, Worker: c.worker,
		BlockHash: bh.Hex(), OutputHash: c.res.OutputHash, OnProbation: std.OnProbation, LostDispute: std.LostDispute,
		Disputes: std.Disputes, Verified: std.Verified, Rate: rate, Sampled: sampled, Task: req.Task, Class: class}
	if secret != nil {
		s.Secret = hexutil.Encode(secret[:])
	}
	if !sampled || v.jobs[req.ID] != nil {
		return s, false, true
	}
	st.sampled++                                         // touched above
	seed, _ := verification.SeedWith(bh, req.ID, secret) // Draw parsed the id
	v.jobs[req.ID] = &vjob{req: req, prompt: c.prompt, worker: c.worker, outputHash: c.res.OutputHash, seed: seed, shard: c.shard, class: s.Class}
	v.queue = append(v.queue, req.ID)
	delete(v.stuck, c.shard)
	return s, true, true
}

// undraw takes back a draw whose record was not written (the job it queued, if
// any): the result waits for the next round again. Called with mu.
func (v *verifier) undraw(d drawn) {
	st := v.touch(d.c.worker)
	st.results--
	if d.queued {
		st.sampled--
		delete(v.jobs, d.c.req.ID)
		v.queue = slices.DeleteFunc(v.queue, func(id string) bool { return id == d.c.req.ID })
	}
}

// secret is request id's draw secret, nil without a draw key.
func (v *verifier) secret(id string) *[32]byte {
	if v.drawKey == nil {
		return nil
	}
	s := verification.DrawSecret(v.drawKey, id)
	return &s
}

// touch is of, marking the standing to be kept. Called with mu.
func (v *verifier) touch(worker string) *standing {
	v.dirty[addrKey(worker)] = true
	return v.of(worker)
}

// keepStandings writes the standings changed since the last call. One call at a time
// (keepMu); a failed write marks the standing changed again.
func (e *Engine) keepStandings(ctx context.Context) {
	v := e.ver
	if v == nil || v.keep == nil {
		return
	}
	v.keepMu.Lock()
	defer v.keepMu.Unlock()
	v.mu.Lock()
	put := make([]verification.Kept, 0, len(v.dirty))
	for w := range v.dirty {
		if s := v.standing[w]; s != nil {
			put = append(put, s.kept(w))
		}
	}
	clear(v.dirty)
	v.mu.Unlock()
	slices.SortFunc(put, func(a, b verification.Kept) int { return strings.Compare(a.Worker, b.Worker) })
	for _, k := range put {
		if err := v.keep.PutStanding(ctx, k); err != nil {
			e.log.Warn("keep verification standing", zap.String("worker", k.Worker), zap.Error(err))
			v.mu.Lock()
			v.dirty[k.Worker] = true
			v.mu.Unlock()
		}
	}
}

func (v *verifier) logOf(shard int) *shardLog {
	l := v.waiting[shard]
	if l == nil {
		l = &shardLog{cands: map[string]*candidate{}}
		v.waiting[shard] = l
	}
	return l
}
