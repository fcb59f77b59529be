package rounds

import (
	"cmp"
	"context"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// Every result of a comparable model is drawn, and every verification event of the
// chain logged, exactly once, on the chain of the shard of the request's model, by
// whichever replica holds that shard when its round runs. Every replica learns of each
// result (its own REQUESTS consumer) and each event (its own watch of ResultVerifier),
// so every replica keeps what it learnt in the waiting log of that shard:
//
//   - the holder's next round of the shard draws the waiting results and takes the
//     waiting events into its record; once the record is written they are gone (a round
//     whose record is not written puts them back);
//   - a replica that does not hold the shard keeps them for keepWaiting, in case it
//     takes the shard over before the holder logged them: a holder killed between a
//     result and its next record, or a result that landed while no replica held the
//     shard, would otherwise never be drawn (a lie never checked);
//   - a replica that takes a shard over holds its waiting log (HoldDraws) until it has
//     read what the chain's last records logged (SettleDraws): what they logged is
//     dropped, and so is what the last holder, alive and writing records well after
//     it and drawing newer results, must have logged; the rest is logged by the new
//     holder.

// keepWaiting bounds how long a replica that does not hold a shard keeps a result or
// event for it; maxWaiting bounds how many it keeps in all (the oldest go first).
const (
	keepWaiting = 10 * time.Minute
	maxWaiting  = 100_000
)

// drawSlack covers what separates two replicas' views of one result or event besides
// the result wait: their consumers' lag and their clocks' skew.
const drawSlack = 30 * time.Second

// candidate is a result of a comparable model waiting for its draw.
type candidate struct {
	req    scheduler.Request
	prompt []byte
	worker string
	res    Result
	shard  int
	atMS   int64 // its block's time, or when this replica learnt it
}

// event is a verification event of the chain waiting for a record.
type event struct {
	att  *verification.Attestation
	disp *verification.Dispute
	atMS int64 // when this replica learnt it
}

func (e event) key() string {
	if e.att != nil {
		return attestationKey(*e.att)
	}
	return disputeKey(*e.disp)
}

func attestationKey(a verification.Attestation) string {
	agrees := "disputes"
	if a.Agrees {
		agrees = "agrees"
	}
	return "attestation:" + a.RequestID + ":" + addrKey(a.Verifier) + ":" + agrees
}

func disputeKey(d verification.Dispute) string {
	return "dispute:" + d.RequestID + ":" + string(d.Outcome)
}

func sampleKey(id string) string { return "sample:" + id }

// shardLog is what waits for a record of one shard's chain on this replica.
type shardLog struct {
	cands  map[string]*candidate
	events []event
	// held: a takeover's catch-up has not settled yet what the last holder logged.
	held bool
	// logged is what the catch-up read in the chain's last records, until loggedUntil
	// (unix ms): a result or event learnt late here may be one of them.
	logged      map[string]bool
	loggedUntil int64
}

// ready: a round of the shard has something of this log to record.
func (l *shardLog) ready() bool {
	return l != nil && !l.held && len(l.cands)+len(l.events) > 0
}

// seenResult is what the verifier remembers of a comparable result for the events
// about it: its shard, and when.
type seenResult struct {
	shard int
	atMS  int64
}

// drawn is one result a round drew.
type drawn struct {
	c      *candidate
	queued bool // its job was queued by the draw
}

// noteResult keeps a result of a comparable model for its draw by a round of its
// shard. Every replica calls it for every result it learns of. Safe for concurrent use.
func (v *verifier) noteResult(c *candidate, nowMS int64) {
	if v == nil || !v.cfg.Verifiability(c.req.ModelID, c.req.Task).Sampled() {
		return
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	v.keepResult(c, nowMS)
}

// keepResult is noteResult for a result of a comparable model. Called with mu.
func (v *verifier) keepResult(c *candidate, nowMS int64) {
	if c.atMS <= 0 {
		c.atMS = nowMS
	}
	v.prune(nowMS)
	v.results[c.req.ID] = seenResult{shard: c.shard, atMS: nowMS}
	l := v.logOf(c.shard)
	if nowMS < l.loggedUntil && l.logged[sampleKey(c.req.ID)] {
		return // the last holder drew it
	}
	if len(l.cands) >= maxWaiting {
		v.log.Warn("verification: too many results wait for their draw; one is left undrawn", zap.Int("shard", c.shard), zap.String("request", c.req.ID))
		return
	}
	l.cands[c.req.ID] = c
}

// A result's request may not be pending on this replica when the result comes, and
// the result must still be drawn (by whichever replica holds the shard when its round
// runs, so by every replica in case it takes the shard over):
//   - a stray is a result heard before its request, by a replica whose events consumer
//     is ahead of its requests consumer (one that just started, or caught up after a
//     stall, reads both streams at once; one that holds requests back for what waits
//     reads the events on); it waits for its request (Engine.Settled, or Add and
//     Restore, which take it instead of queueing the request);
//   - a settled request is one heard after its result landed, its result not heard
//     yet (the chain, or the final status another replica stored, said it was
//     settled): it waits for its result.

// stray is a result heard before its request.
type stray struct {
	worker  string
	res     Result
	heardMS int64
}

// candidate is the stray's result of req, for its draw.
func (s stray) candidate(req scheduler.Request, prompt []byte, shard int) *candidate {
	return &candidate{req: req, prompt: prompt, worker: s.worker, res: s.res, shard: shard, atMS: s.res.BlockTimeMS}
}

// settledReq is a request heard settled before its result.
type settledReq struct {
	req     scheduler.Request
	prompt  []byte
	shard   int
	heardMS int64
}

// noteUnpending keeps a result whose request is not pending here: for its draw when
// the request was heard settled, otherwise until the request comes. Safe for
// concurrent use.
func (v *verifier) noteUnpending(requestID, worker string, res Result, nowMS int64) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.prune(nowMS)
	if _, seen := v.results[requestID]; seen {
		return // noted already: a result delivered again after its request ended here
	}
	s := stray{worker: worker, res: res, heardMS: nowMS}
	if sr, ok := v.settled[requestID]; ok {
		delete(v.settled, requestID)
		v.keepResult(s.candidate(sr.req, sr.prompt, sr.shard), nowMS)
		return
	}
	if len(v.strays) >= maxWaiting {
		v.log.Warn("verification: too many results wait for their request; one is left undrawn", zap.String("request", requestID))
		return
	}
	v.strays[requestID] = s
}

// takeStray is the result of requestID heard before it, if any, and forgets it.
func (v *verifier) takeStray(requestID string) (stray, bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	s, ok := v.strays[requestID]
	delete(v.strays, requestID)
	return s, ok
}

// settle takes the result of sr's request heard before it, if any; otherwise it
// keeps sr for its result, when the request's result is drawn and not heard yet.
// Safe for concurrent use.
func (v *verifier) settle(sr settledReq) (stray, bool) {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.prune(sr.heardMS)
	if s, ok := v.strays[sr.req.ID]; ok {
		delete(v.strays, sr.req.ID)
		return s, true
	}
	if _, seen := v.results[sr.req.ID]; seen || !v.cfg.Verifiability(sr.req.ModelID, sr.req.Task).Sampled() {
		return stray{}, false
	}
	if len(v.settled) >= maxWaiting {
		v.log.Warn("verification: too many settled requests wait for their result; one is left undrawn", zap.String("request", sr.req.ID))
		return stray{}, false
	}
	v.settled[sr.req.ID] = sr
	return stray{}, false
}

// Settled is told of a request whose event reached this replica after the chain had
// settled it (or another replica stored its final status), so that it is not pending
// here: its result is kept for its draw as Complete keeps one, whether it was heard
// before (Complete, which found no request) or comes after.
func (e *Engine) Settled(req scheduler.Request, prompt []byte) {
	if e.ver == nil {
		return
	}
	nowMS := e.now().UnixMilli()
	shard := e.lead.ShardOf(req.ModelID)
	if s, ok := e.ver.settle(settledReq{req: req, prompt: prompt, shard: shard, heardMS: nowMS}); ok {
		e.ver.noteResult(s.candidate(req, prompt, shard), nowMS)
	}
}

// keepStray keeps the result of req heard before it, if any, for its draw, and
// reports whether there was one.
func (e *Engine) keepStray(req scheduler.Request, prompt []byte) bool {
	if e.ver == nil {
		return false
	}
	s, ok := e.ver.takeStray(req.ID)
	if !ok {
		return false
	}
	e.ver.noteResult(s.candidate(req, prompt, e.lead.ShardOf(req.ModelID)), e.now().UnixMilli())
	return true
}

// noteEvent keeps a verification event of the chain for a record of the shard of its
// request (shard 0 when this replica does not know the request). Called with mu.
func (v *verifier) noteEvent(id string, ev event, nowMS int64) {
	v.prune(nowMS)
	ev.atMS = nowMS
	l := v.logOf(v.shardOf(id))
	if nowMS < l.loggedUntil && l.logged[ev.key()] {
		return
	}
	if len(l.events) >= maxWaiting {
		l.events = l.events[1:]
	}
	l.events = append(l.events, ev)
}

// prune drops what waited longer than keepWaiting, at most every few seconds. Called
// with mu.
func (v *verifier) prune(nowMS int64) {
	if nowMS-v.prunedMS < 5_000 {
		return
	}
	v.prunedMS = nowMS
	old := nowMS - keepWaiting.Milliseconds()
	for id, r := range v.results {
		if r.atMS < old {
			delete(v.results, id)
		}
	}
	for id, p := range v.pins {
		if p.atMS < old {
			delete(v.pins, id)
		}
	}
	for id, s := range v.strays {
		if s.heardMS < old {
			delete(v.strays, id)
		}
	}
	for id, r := range v.settled {
		if r.heardMS < old {
			delete(v.settled, id)
		}
	}
	for _, l := range v.waiting {
		for id, c := range l.cands {
			if c.atMS < old {
				delete(l.cands, id)
			}
		}
		l.events = slices.DeleteFunc(l.events, func(e event) bool { return e.atMS < old })
		if nowMS >= l.loggedUntil {
			l.logged = nil
		}
	}
}

// HoldDraws holds shard's waiting results and events, on a replica that just took the
// shard over, until SettleDraws says which of them the chain's last records logged.
// Called before the shard counts as held.
func (e *Engine) HoldDraws(shard int) {
	v := e.ver
	if v == nil {
		return
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	v.logOf(shard).held = true
}

// DrawWindow is how far before the chain's last record a takeover's catch-up must read
// (twice it) and what the last holder is taken to have logged (older than the last
// record by more than it): the result wait, plus what separates two replicas' views.
func (e *Engine) DrawWindow(ctx context.Context) time.Duration {
	w := drawSlack
	if e.wait != nil {
		w += max(e.wait(ctx), 0)
	}
	return w
}

// SettleDraws ends a takeover's hold on shard's waiting log with what the chain's
// last records logged (logs, the verification sections of its records from before the
// takeover; headMS, the now_ms of its last record, 0 for an empty chain): a result or
// event they logged is dropped, and so is one older than headMS by more than
// DrawWindow (the last holder, writing records after it, logged it), a result only
// when it is also older than the newest result those records drew (drawHorizon: the
// last holder had heard it); the rest is logged by this replica's next round of the
// shard. A sampled result of those records whose check the chain has not settled
// becomes a job of this replica, when it knows the result's request, so that its check
// goes on (its open voucher, if any, kept).
func (e *Engine) SettleDraws(ctx context.Context, shard int, headMS int64, logs []verification.Log) {
	v := e.ver
	if v == nil {
		return
	}
	window := e.DrawWindow(ctx).Milliseconds()
	nowMS := e.now().UnixMilli()
	logged := map[string]bool{}
	for _, l := range logs {
		for _, s := range l.Samples {
			logged[sampleKey(s.RequestID)] = true
		}
		for _, a := range l.Attestations {
			logged[attestationKey(a)] = true
		}
		for _, d := range l.Disputes {
			logged[disputeKey(d)] = true
		}
	}
	cutoff := int64(0)
	if headMS > 0 {
		cutoff = headMS - window
	}
	v.mu.Lock()
	l := v.logOf(shard)
	drawnBefore := cutoff
	if h, ok := drawHorizon(l, logs); ok {
		drawnBefore = min(cutoff, h)
	}
	adopted := v.adopt(l, logs, uint64(max(nowMS/1000, 0)))
	drop, aged := 0, 0
	for id, c := range l.cands {
		switch {
		case logged[sampleKey(id)]:
			drop++
		case c.atMS < drawnBefore:
			aged++
		default:
			continue
		}
		delete(l.cands, id)
	}
	before := len(l.events)
	l.events = slices.DeleteFunc(l.events, func(ev event) bool { return logged[ev.key()] || ev.atMS < cutoff })
	drop += before - len(l.events)
	l.held, l.logged, l.loggedUntil = false, logged, nowMS+window
	left, strays, settled := len(l.cands)+len(l.events), len(v.strays), len(v.settled)
	v.mu.Unlock()
	// taken_as_logged counts the results dropped by their age alone (older than the
	// window and than the newest result the records drew), which no record read names;
	// waiting_for_request and waiting_for_result, the results heard before their
	// request and the requests heard settled before their result (of any shard).
	e.log.Info("verification caught up with the shard's chain", zap.Int("shard", shard), zap.Int("records", len(logs)),
		zap.Int64("head_ms", headMS), zap.Int64("drawn_before_ms", drawnBefore),
		zap.Int("logged_there", drop), zap.Int("taken_as_logged", aged), zap.Int("to_log_here", left), zap.Int("checks_adopted", adopted),
		zap.Int("waiting_for_request", strays), zap.Int("waiting_for_result", settled))
	if left > 0 || adopted > 0 {
		e.Wake()
	}
}

// drawHorizon is the block time (as this replica heard it) of the newest result that
// logs drew, and whether this replica knows any of them. A holder's feed applies
// results in stream order and each of its rounds draws every result it heard, so the
// last holders heard, and drew, every result older than that: one that is newer was
// not heard there (a holder whose feed lagged while its rounds went on: a round's
// status batch that hung through a NATS node's death holds the final status writes
// the feed waits on) and was drawn by nobody. Called with mu.
func drawHorizon(l *shardLog, logs []verification.Log) (int64, bool) {
	var h int64
	known := false
	for _, lg := range logs {
		for _, s := range lg.Samples {
			if c := l.cands[s.RequestID]; c != nil {
				h, known = max(h, c.atMS), true
			}
		}
	}
	return h, known
}

// adopt makes jobs of the sampled results of logs whose check is still open and whose
// request this replica knows (a waiting result), and reports how many. Called with mu.
func (v *verifier) adopt(l *shardLog, logs []verification.Log, nowS uint64) int {
	type open struct {
		s        verification.Sample
		assigned []verification.Assignment
		disputed *verification.Attestation
	}
	opens := map[string]*open{}
	for _, lg := range logs {
		for _, s := range lg.Samples {
			if s.Sampled {
				opens[s.RequestID] = &open{s: s}
			}
		}
		for _, a := range lg.Assigned {
			if o := opens[a.RequestID]; o != nil {
				o.assigned = append(o.assigned, a)
			}
		}
		for _, a := range lg.Attestations {
			if a.Agrees {
				delete(opens, a.RequestID)
			} else if o := opens[a.RequestID]; o != nil {
				o.disputed = &a
			}
		}
		for _, d := range lg.Disputes {
			delete(opens, d.RequestID)
		}
	}
	n := 0
	for id, o := range opens {
		c := l.cands[id]
		if c == nil || v.jobs[id] != nil {
			continue
		}
		bh := common.HexToHash(o.s.BlockHash)
		seed, err := verification.SeedWith(bh, id, v.secret(id))
		if err != nil {
			continue
		}
		j := &vjob{req: c.req, prompt: c.prompt, worker: o.s.Worker, outputHash: o.s.OutputHash, seed: seed, shard: c.shard}
		if o.disputed != nil {
			j.challenger = o.disputed.Verifier
		}
		slices.SortFunc(o.assigned, func(a, b verification.Assignment) int { return cmp.Compare(a.Attempt, b.Attempt) })
		for _, a := range o.assigned {
			j.attempts = max(j.attempts, a.Attempt)
			if !slices.ContainsFunc(j.tried, func(t string) bool { return strings.EqualFold(t, a.Verifier) }) {
				j.tried = append(j.tried, a.Verifier)
			}
		}
		if k := len(o.assigned); k > 0 && o.assigned[k-1].Expiry >= nowS && (o.disputed == nil || o.assigned[k-1].TieBreak) {
			j.verifier, j.expiry = o.assigned[k-1].Verifier, o.assigned[k-1].Expiry // its voucher is still open
		} else {
			v.queue = append(v.queue, id)
			delete(v.stuck, j.shard)
		}
		v.jobs[id] = j
		n++
	}
	return n
}

// Verifies reports whether the engine runs verification (draws, checks).
func (e *Engine) Verifies() bool { return e.ver != nil }
