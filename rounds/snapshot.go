package rounds

import (
	"math/big"
	"slices"
	"strings"

	"github.com/infersched/infersched/scheduler"
)

// snapshot builds the immutable input of Plan: the queued and throttled requests in id
// order (with their raised fees and their tokens' prices), the workers not suspended,
// the gas price and the drain rates. A request whose previous voucher outlives its
// deadline is left out: no other worker could be paid for it, so it waits for that
// voucher's result or the refund; so is a withdrawn one, and one whose prompt is not a
// valid document (it ends invalid_request). Called with mu held.
func (e *Engine) snapshot(r *round) {
	ws := e.ver.routable(e.available(r.workers, r.nowMS), r.cfg.Probation.Jobs)
	left := len(r.workers) - len(ws)
	r.snap = &scheduler.Snapshot{NowMS: r.nowMS, GasPriceGwei: r.quote.PriceGwei(),
		Workers: e.shardWorkers(r.shard, ws), DrainRateTPS: e.drainRates(r), ResultWaitMS: r.waitMS,
		L1Fee: r.quote.L1Fee}
	for _, id := range r.ids {
		en := e.pending[id]
		if en.voucherOutlivesDeadline() || en.WithdrawAtMS() > 0 || en.Invalid() != "" {
			continue
		}
		if en.Waiting() && e.inRound(r, en) {
			r.snap.Requests = append(r.snap.Requests, en.req)
			r.hashes = append(r.hashes, en.contentHash)
			if x, ok := en.Exclusion(id); ok {
				r.snap.Excluded = append(r.snap.Excluded, x)
			}
			if en.FeeBump() != nil {
				r.snap.FeeBumps = append(r.snap.FeeBumps, scheduler.FeeBump{RequestID: id, Fee: *en.FeeBump()})
			}
		}
	}
	r.snap.TokenRates = tokenRates(r.rates, r.snap.Requests)
	r.rep.Planned = len(r.snap.Requests)
	e.m.observeSnapshot(r.snap, len(r.workers), left, r.quote.Stale)
}

// routable leaves out the workers that lost a dispute and have not staked again,
// notes every worker's completed jobs (its probation) and stake, prices each
// worker's standing into its route cost (scheduler.Worker.VerifyRisk, on a copy; only
// when some model is comparable: without, no worker carries the term), and takes a
// class model from each worker no verifier of its class could check
// (verification.Config.RouteClasses).
func (v *verifier) routable(ws []scheduler.Worker, probationJobs int64) []scheduler.Worker {
	if v == nil {
		return ws
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	price := v.cfg.Verifies()
	out := ws[:0:0]
	for i := range ws {
		st := v.of(ws[i].ID)
		st.completed = ws[i].CompletedJobs
		if st.out {
			stake := &ws[i].StakeWei.Int
			if st.minStake == nil || stake.Cmp(st.minStake) < 0 {
				st.minStake = new(big.Int).Set(stake)
				v.dirty[addrKey(ws[i].ID)] = true // its least stake, kept
			}
			if stake.Cmp(st.minStake) <= 0 {
				continue
			}
			st.out, st.minStake = false, nil // staked again: back, at the probation rate
			v.dirty[addrKey(ws[i].ID)] = true
		}
		w := ws[i]
		if price {
			w.VerifyRisk = scheduler.VerifyRiskFor(v.onProbation(st, probationJobs) || st.lost, st.verified)
		}
		out = append(out, w)
	}
	if len(out) == len(ws) && !price {
		out = ws
	}
	return v.cfg.RouteClasses(out)
}

// available leaves suspended workers out. Called with mu held.
func (e *Engine) available(ws []scheduler.Worker, nowMS int64) []scheduler.Worker {
	if len(e.suspended) == 0 {
		return ws
	}
	out := ws[:0:0]
	for _, w := range ws {
		if sp, ok := e.suspended[w.ID]; ok && sp.untilMS > nowMS {
			continue
		}
		out = append(out, w)
	}
	return out
}

// shardWorkers is ws less the workers that serve models only of other shards: a
// shard's plan cannot use them, and its record need not list them, so a shard's round
// costs what its models' workers make it cost. With one shard it is ws.
func (e *Engine) shardWorkers(shard int, ws []scheduler.Worker) []scheduler.Worker {
	serves := func(w *scheduler.Worker) bool {
		if len(w.Models) == 0 {
			return true
		}
		for _, m := range w.Models {
			if e.lead.ShardOf(m) == shard {
				return true
			}
		}
		return false
	}
	for i := range ws {
		if serves(&ws[i]) {
			continue
		}
		out := slices.Clone(ws[:i])
		for j := i + 1; j < len(ws); j++ {
			if serves(&ws[j]) {
				out = append(out, ws[j])
			}
		}
		return out
	}
	return ws
}

// drainRates is each model's drain rate for the snapshot (seed 000's D, a throughput):
// a model without measured completions has no entry, so the plan uses the configured
// default; a measured one reads its EWMA, but never less than what its assignments in
// flight will complete per second (Σ 1 / estimated latency), so it does not read 0
// while work moves. Called with mu held.
func (e *Engine) drainRates(r *round) map[string]float64 {
	out := make(map[string]float64, len(e.drain))
	if len(e.drain) == 0 {
		return out
	}
	inflight := map[string]float64{}
	for _, id := range r.ids {
		if en := e.pending[id]; en.Assigned() {
			inflight[en.req.ModelID] += 1000 / max(en.EstimateMS(), 1)
		}
	}
	for m, v := range e.drain {
		out[m] = max(v, inflight[m])
	}
	return out
}

// tokenRates are the rates of the tokens r's requests pay in, as the source gave them
// (sorted by token, as the snapshot wants them).
func tokenRates(all []scheduler.TokenRate, reqs []scheduler.Request) []scheduler.TokenRate {
	var want []string
	for i := range reqs {
		if t := reqs[i].FeeToken; t != "" {
			want = append(want, t)
		}
	}
	if len(want) == 0 {
		return nil
	}
	var out []scheduler.TokenRate
	for _, r := range all {
		if slices.Contains(want, r.Token) {
			out = append(out, r)
		}
	}
	slices.SortFunc(out, func(a, b scheduler.TokenRate) int { return strings.Compare(a.Token, b.Token) })
	return slices.CompactFunc(out, func(a, b scheduler.TokenRate) bool { return a.Token == b.Token })
}

func (m *metrics) observeSnapshot(s *scheduler.Snapshot, live, suspended int, stale bool) {
	m.workersLive.Set(float64(live))
	m.suspended.Set(float64(suspended))
	m.gasPriceGwei.Set(s.GasPriceGwei)
	if stale {
		m.gasStale.Set(1)
	} else {
		m.gasStale.Set(0)
	}
}

// number gives the round the next number, unless it is idle: with no request to plan
// and nothing released it can decide nothing, so it takes no number and writes no
// record. The log then holds every round that decided something, numbered
// without gaps, which is what anchoring spans and GET /v1/rounds/{n} count on. Called
// with mu held.
func (e *Engine) number(r *round) {
	if len(r.snap.Requests) == 0 && len(r.releasedIDs) == 0 && !e.ver.hasWork(r.shard, uint64(max(r.now.Unix(), 0))) {
		r.rep.Idle = true
		return
	}
	if e.tail != nil { // another replica's rounds count too
		e.rounds[r.shard] = max(e.rounds[r.shard], e.tail(r.shard))
	}
	e.rounds[r.shard]++
	r.rep.Round = e.rounds[r.shard]
}

// hasWork: a round of shard with nothing else to do still runs for what waits for its
// record (results to draw, chain events), a voucher of its jobs that lapsed, or its
// queued jobs that may find a verifier (not those its last round could place nowhere:
// they wait for a round that runs for another reason). A job is its result's shard's:
// a verifier serves the result's model, so it is among that shard's workers.
func (v *verifier) hasWork(shard int, nowS uint64) bool {
	if v == nil {
		return false
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if l := v.waiting[shard]; l.ready() {
		return true
	}
	if !v.stuck[shard] && slices.ContainsFunc(v.queue, func(id string) bool { j := v.jobs[id]; return j != nil && j.shard == shard }) {
		return true
	}
	for _, j := range v.jobs {
		if j.shard == shard && j.verifier != "" && j.expiry < nowS {
			return true
		}
	}
	return false
}
