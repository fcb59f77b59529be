package scheduler

import (
	"cmp"
	"fmt"
	"math"
	"slices"

	"github.com/infersched/infersched/scheduler/retryafter"
)

// EffectiveConfig is base with the snapshot's config overrides applied, validated.
func EffectiveConfig(base Config, s *Snapshot) (Config, error) {
	cfg := base
	// Maps are shared with base; copy the ones an override may write into.
	cfg.Routing.ModelComplexity = cloneMap(base.Routing.ModelComplexity)
	cfg.Routing.SpeedPrior = cloneMap(base.Routing.SpeedPrior)
	cfg.RetryAfter.ProcessingMS = cloneMap(base.RetryAfter.ProcessingMS)
	cfg.RetryAfter.BackoffSteps = slices.Clone(base.RetryAfter.BackoffSteps)
	cfg.FlowControl.GroupOverrides = cloneMap(base.FlowControl.GroupOverrides)
	if err := cfg.ApplyJSON(s.Config); err != nil {
		return Config{}, fmt.Errorf("%w: %w", ErrInvalidSnapshot, err)
	}
	if err := cfg.Validate(); err != nil {
		return Config{}, fmt.Errorf("%w: config: %w", ErrInvalidSnapshot, err)
	}
	return cfg, nil
}

// Plan decides one round: score every request, drop the expired, and in priority order
// give each the cheapest feasible worker. It is pure and deterministic: the same
// snapshot and config give the same Decision whatever the order of requests and
// workers. s must have passed Validate and cfg its Validate; Plan does not modify s.
func Plan(s *Snapshot, cfg Config) Decision {
	return plan(s, &cfg, nil)
}

// plan is Plan in the memory l lends (nil: its own).
func plan(s *Snapshot, cfg *Config, l *lent) Decision {
	p := newPlanner(s, cfg, l)
	p.score()
	p.index()
	p.urgentBySlack()
	p.indexExcluded()
	p.match()
	p.skipUnpriced()
	return p.decide()
}

// scored is a request as matching needs it, copied out of the snapshot so that the
// matching loop reads one small struct per request instead of the whole Request.
type scored struct {
	req       int32  // index into Snapshot.Requests
	id        string // its id
	batchable bool
	// feeAboveProbation: the fee is above probation.max_fee_wei, so workers on
	// probation may not take the request.
	feeAboveProbation bool
	need              taskMask // tasks of which the worker must serve one (tasks.go)
	score             float64
	deadlineMS        int64
	needMB            int64
	model             *modelIndex
	feeETH            float64 // the fee in ETH, for the fee floor
	failW             float64 // fee × failure_weight in ETH (0 in seed mode)
	timeV             float64 // a second of its time in ETH (timevalue.go; 0 in seed mode)
	// rank is the request's place in the score's order (before max_wait's), for
	// urgentBySlack.
	rank int32
	// rate is the token's rate of a request paying in a token (nil in ETH): a
	// fee_below_cost skip says the fee needed in the token too.
	rate *TokenRate
}

type planner struct {
	s   *Snapshot
	cfg *Config
	// lent is the memory the plan works in (Scratch).
	lent *lent

	seed     bool // routing.seed_mode: seed 003's share, no failure term, no fee floor
	withMiss bool // failures are priced: indexes keep miss rates
	priors   bool // routing.speed_prior is set (outside seed mode): every worker is rated
	// stakeHalf is routing.stake_half_wei as a float (reputation.go).
	stakeHalf float64
	miss      []float64
	// rank is every placed worker's place in the order ties in cost are broken in
	// (tieRanks), made by index.
	rank []int32
	// nodes and searches count the branch and bound's bounded nodes and searches
	// (bound.go), for tests and benchmarks.
	nodes, searches int

	queue   []scored // unexpired, highest priority first
	expired []int32
	// fees prices token fees and bumps (nil: every fee is PriorityFeeWei); unpriced are
	// the unexpired requests paying in a token without a rate, in snapshot order.
	fees     *fees
	unpriced []scored

	// Worker state as this round's assignments change it.
	active    []int
	mem       []int64
	slots     []int
	probation []bool
	place     [][]placement

	models map[string]*modelIndex
	// excluded: per request (Snapshot.Requests index), the workers that failed it.
	excluded map[int32][]int32
	// urgent is how many requests at the head of queue are urgent (aging.go).
	urgent int
	// classOrder is routeClasses' scratch list, reused request after request.
	classOrder []classBound
	// fitScratch is bestFit's list of classes, reused request after request.
	fitScratch []*modelIndex
	// triedScratch is preferUnshared's list of the routes it set aside.
	triedScratch []int32

	assigned    []Assignment
	assignedReq []int32       // Snapshot.Requests index of assigned[i]
	assignedIdx []*modelIndex // its model
	skipped     []Skip
	skippedDL   []int64 // deadline of skipped[i]
	skippedReq  []int32 // Snapshot.Requests index of skipped[i]
	skippedIdx  []*modelIndex
}

// newPlanner is a planner of s under cfg working in the memory l lends (nil: its own).
func newPlanner(s *Snapshot, cfg *Config, l *lent) *planner {
	seed := cfg.Routing.SeedMode
	if l == nil {
		l = &lent{}
	}
	return &planner{s: s, cfg: cfg, lent: l, models: make(map[string]*modelIndex), fees: newFees(s),
		seed: seed, withMiss: !seed && cfg.Routing.FailureWeight > 0, priors: !seed && len(cfg.Routing.SpeedPrior) > 0,
		stakeHalf: weiFloat(&cfg.Routing.StakeHalfWei)}
}

// canonical orders requests by submission then id, the order ties fall back to.
func (p *planner) canonical(a, b int32) int {
	ra, rb := &p.s.Requests[a], &p.s.Requests[b]
	if c := cmp.Compare(ra.SubmittedAtMS, rb.SubmittedAtMS); c != 0 {
		return c
	}
	return cmp.Compare(ra.ID, rb.ID)
}

// score computes every request's priority, sets the expired apart and sorts the rest,
// highest first.
func (p *planner) score() {
	sc := newScorer(&p.cfg.Priority)
	pb := &p.cfg.Probation
	p.queue = make([]scored, 0, len(p.s.Requests))
	for i := range p.s.Requests {
		r := &p.s.Requests[i]
		fee, rate, priced := p.fees.wei(r)
		if !priced {
			if r.DeadlineMS-p.s.NowMS <= 0 {
				p.expired = append(p.expired, int32(i))
			} else {
				p.unpriced = append(p.unpriced, scored{req: int32(i), id: r.ID, deadlineMS: r.DeadlineMS, model: p.model(r.ModelID)})
			}
			continue
		}
		v, ok := sc.score(r, weiFloat(fee), p.s.NowMS)
		if !ok {
			p.expired = append(p.expired, int32(i))
			continue
		}
		above := pb.Jobs > 0 && weiGreater(fee, &pb.MaxFeeWei)
		q := scored{req: int32(i), score: v, feeAboveProbation: above,
			id: r.ID, batchable: r.Batchable, deadlineMS: r.DeadlineMS, needMB: r.RequiredMemoryMB,
			model: p.modelOf(r), rate: rate, need: need(r.Task)}
		if !p.seed {
			q.feeETH = failureWeight(fee, 1)
			if p.withMiss {
				q.failW = failureWeight(fee, p.cfg.Routing.FailureWeight)
			}
			q.timeV = timeValue(p.cfg.Routing.TimeValue, q.feeETH, r, p.s.NowMS)
		}
		p.queue = append(p.queue, q)
	}
	// Order the scores, then lay the queue out in that order.
	scores := make([]float64, len(p.queue))
	for i := range p.queue {
		scores[i] = p.queue[i].score
	}
	order := byScore(scores, func(a, b int32) int { return p.canonical(p.queue[a].req, p.queue[b].req) })
	for pos, k := range order {
		p.queue[k].rank = int32(pos)
	}
	if cap := p.cfg.Priority.MaxWait.Milliseconds(); cap > 0 && !p.seed {
		order = p.agedFirst(order, cap, p.cfg.Priority.UrgentWithin.Milliseconds())
	}
	sorted := make([]scored, len(p.queue))
	for i, k := range order {
		sorted[i] = p.queue[k]
	}
	p.queue = sorted
	slices.SortFunc(p.expired, p.canonical)
}

// skip sets request q aside for reason; decide fills in its estimates.
// modelOf is the index of r's model, made on first use; it counts r as pending.
// Called in snapshot order (score), so that the requests are read in the order they
// are laid out.
func (p *planner) modelOf(r *Request) *modelIndex {
	m := p.model(r.ModelID)
	m.pending++
	m.anyBatchable = m.anyBatchable || r.Batchable
	return m
}

// model is the index of a model, made on first use.
func (p *planner) model(name string) *modelIndex {
	m := p.models[name]
	if m == nil {
		m = &modelIndex{name: name, price: newL2Pricer(&p.cfg.Routing, name, p.s.GasPriceGwei, p.s.L1Fee), key: firstKey}
		m.group = m
		m.prior, m.priorKnown = p.cfg.Routing.SpeedPrior[name], p.priors
		m.rated = p.priors && !m.prior.zero()
		p.models[name] = m
	}
	return m
}

// skipUnpriced leaves the requests whose token has no rate waiting, behind the priced
// ones of their model, in submission order.
func (p *planner) skipUnpriced() {
	slices.SortFunc(p.unpriced, func(a, b scored) int { return p.canonical(a.req, b.req) })
	for _, q := range p.unpriced {
		p.skip(q, ReasonPriceUnavailable)
	}
}

func (p *planner) skip(q scored, reason SkipReason) {
	p.skipped = append(p.skipped, Skip{RequestID: q.id, Reason: reason})
	p.skippedDL = append(p.skippedDL, q.deadlineMS)
	p.skippedReq = append(p.skippedReq, q.req)
	p.skippedIdx = append(p.skippedIdx, q.model)
}

// decide fills in queue positions, the ETA and the Retry-After from it (the one place
// they are computed for a planned request), and assembles the Decision.
func (p *planner) decide() Decision {
	ra := &p.cfg.RetryAfter
	now := p.s.NowMS
	for i := range p.assigned {
		a := &p.assigned[i]
		r := &p.s.Requests[p.assignedReq[i]]
		eta, retry := ra.Assigned(int64(math.Ceil(a.EstimatedLatencyMS)), 0)
		a.ETAMS, a.RetryAfterS = eta, retryafter.CapToDeadline(retry, now, r.DeadlineMS)
		if m := p.assignedIdx[i]; m.rated {
			a.ProcessingMS = p.nominal(m, r)
		} // else 0: ThrottledEstimate takes the model's processing_ms
	}
	for i := range p.skipped {
		sk := &p.skipped[i]
		m := p.skippedIdx[i]
		if m.queued == 0 {
			m.drain = p.drainRate(m.name)
		}
		pos := m.queued
		m.queued++
		sk.QueuePosition = pos
		pm := p.nominalP(m)
		if m.rated { // the request itself is read only then: it is far in memory
			pm = p.nominal(m, &p.s.Requests[p.skippedReq[i]])
		}
		eta, retry := ra.QueuedWith(pm, pos, m.drain)
		sk.ETAMS, sk.RetryAfterS = eta, retryafter.CapToDeadline(retry, now, p.skippedDL[i])
	}
	d := Decision{
		Assigned: p.assigned,
		Skipped:  p.skipped,
		Expired:  make([]string, len(p.expired)),
		Stats:    Stats{Requests: len(p.s.Requests), Workers: len(p.s.Workers)},
	}
	for i, e := range p.expired {
		d.Expired[i] = p.s.Requests[e].ID
	}
	if d.Assigned == nil {
		d.Assigned = []Assignment{}
	}
	if d.Skipped == nil {
		d.Skipped = []Skip{}
	}
	return d
}

// nominal is Retry-After's P for request r of model m: the model's processing_ms, or
// the request's work at the model's rates when some of its workers (or its prior)
// have rates (tokens.go).
func (p *planner) nominal(m *modelIndex, r *Request) int64 {
	pm := p.nominalP(m)
	if !m.rated {
		return pm
	}
	if !m.speedKnown {
		var rs rateSet
		m.each(func(c *modelIndex) {
			for _, w := range c.members {
				if sp, ok := p.s.Workers[w].Speed[m.name]; ok {
					rs.add(sp)
				}
			}
		})
		m.speed, m.speedKnown = rs.median().filled(p.cfg.Routing.SpeedPrior[m.name]), true
	}
	return nominalWith(p.cfg, r, m.speed, pm)
}

// nominalP is the model's processing_ms, read once a round: Retry-After's P where no
// rate is known, and a rated class's work for a task whose rate it lacks.
func (p *planner) nominalP(m *modelIndex) int64 {
	if m.processingMS == 0 {
		m.processingMS = p.cfg.RetryAfter.ProcessingFor(m.name)
	}
	return m.processingMS
}

// drainRate is the model's assignments per second (Snapshot.DrainRate).
func (p *planner) drainRate(model string) float64 { return p.s.DrainRate(p.cfg, model) }

// weiGreater reports a > b.
func weiGreater(a, b *Wei) bool {
	if a.IsUint64() && b.IsUint64() {
		return a.Uint64() > b.Uint64()
	}
	return a.Cmp(&b.Int) > 0
}

func cloneMap[V any](m map[string]V) map[string]V {
	if m == nil {
		return nil
	}
	out := make(map[string]V, len(m))
	for k, v := range m {
		out[k] = v
	}
	return out
}

// ThrottledEstimate is the ETA and Retry-After of a planned request the round holds
// back (a token bucket's wait, or the chain gate's round): DESIGN's throttled estimate,
// capped by the deadline. The round engine calls it where it holds a request back, so
// a throttled request is estimated by the same rules as a planned one.
// processingMS is the planned assignment's P (Assignment.ProcessingMS); 0 takes the
// model's nominal processing_ms.
func ThrottledEstimate(cfg *Config, r Request, processingMS, waitMS, nowMS int64) (etaMS, retryS int64) {
	if processingMS <= 0 {
		processingMS = cfg.RetryAfter.ProcessingFor(r.ModelID)
	}
	eta, retry := cfg.RetryAfter.ThrottledWith(processingMS, waitMS)
	return eta, retryafter.CapToDeadline(retry, nowMS, r.DeadlineMS)
}

// cmpFloat is cmp.Compare on float64 (NaN first, -0 == +0) with the ordered case first:
// the queue's sort compares scores about N log N times a round.
func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	case a == b:
		return 0
	}
	return cmp.Compare(a, b)
}

// DrainRate is the model's assignments per second: the snapshot's measurement, else
// the configured default. The planner's queue estimates and the round engine's status
// estimates both read it here.
func (s *Snapshot) DrainRate(cfg *Config, model string) float64 {
	if v, ok := s.DrainRateTPS[model]; ok {
		return v
	}
	return cfg.RetryAfter.DefaultDrainRateTPS
}

// FoldDrain folds the completions of the last secs seconds (completed, per model) into
// drain, each model's drain-rate EWMA (alpha the weight of the latest round), for the
// models in active (with work queued or in flight). A model's EWMA starts from
// defaultTPS with its first measured completion; a model without work leaves drain,
// and starts from the default again. Nothing changes when secs is not positive.
func FoldDrain(drain map[string]float64, completed map[string]int, active map[string]bool, secs, alpha, defaultTPS float64) {
	if secs <= 0 {
		return
	}
	for m := range active {
		rate := float64(completed[m]) / secs
		if old, ok := drain[m]; ok {
			drain[m] = alpha*rate + (1-alpha)*old
		} else if completed[m] > 0 {
			drain[m] = alpha*rate + (1-alpha)*defaultTPS
		}
	}
	for m := range drain {
		if !active[m] {
			delete(drain, m)
		}
	}
}
