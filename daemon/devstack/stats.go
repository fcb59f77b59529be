package devstack

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
)

// Summary is what the dev stack saw, from the bus: confirmed request events, the
// scheduler's assignments, result and refund events, and the status of every request.
type Summary struct {
	Elapsed   time.Duration
	Requests  int // confirmed InferenceRequested events
	Queued    int // now waiting for a worker (pending confirmation, queued, throttled)
	Assigned  int // now with a worker
	Completed int
	Expired   int
	Refunded  int
	Failed    int
	// Sent is the number of requestInference transactions the load generator sent, and
	// Lost how many of them are not completed, expired, failed or refunded.
	Sent, Lost int
	// ResultP50, ResultP99: from the request (sent, or its block time) to its result event.
	ResultP50, ResultP99 time.Duration
	// AssignP50, AssignP99: from the confirmed request event to its first assignment.
	AssignP50, AssignP99 time.Duration
	// Assignments counts assignment messages (a reassignment counts again).
	Assignments int
	// RanTwice counts requests a worker ran more than once.
	RanTwice int
	// Verification since the start: results drawn for verification (their status says
	// so), disputes opened and slashes (a dispute the worker lost), from
	// ResultVerifier's events on the bus.
	Sampled, Disputes, Slashes int
}

// Line is the one-line progress report.
func (s Summary) Line() string {
	return fmt.Sprintf("requests=%d queued=%d assigned=%d completed=%d expired=%d refunded=%d "+
		"result_p50=%s result_p99=%s assign_p50=%s assign_p99=%s sampled=%d disputes=%d slashes=%d",
		s.Requests, s.Queued, s.Assigned, s.Completed, s.Expired, s.Refunded,
		ms(s.ResultP50), ms(s.ResultP99), ms(s.AssignP50), ms(s.AssignP99), s.Sampled, s.Disputes, s.Slashes)
}

func ms(d time.Duration) string { return d.Round(time.Millisecond).String() }

type reqTrack struct {
	confirmed time.Time // request event seen on the bus
	origin    time.Time // sent by the load generator, else its block time
	tx        common.Hash
	assigned  time.Time
	result    time.Time
}

// stats follows the bus. It never writes.
type stats struct {
	start time.Time
	mu    sync.Mutex
	reqs  map[string]*reqTrack
	state map[string]status.State
	sent  map[common.Hash]time.Time // load generator: tx → when sent
	byTx  map[common.Hash]string    // confirmed tx → request id
	toRes []time.Duration
	toAsg []time.Duration
	asgN  int
	runs  map[string]int // worker/request → inferences the worker ran
	win   window         // the progress line's last ProgressWindow
	// sampled: requests whose status names a verification; verdicts: ResultVerifier's
	// logs seen (by message id: every replica's indexer publishes each), and how many
	// opened a dispute or slashed a worker.
	sampled           map[string]bool
	verdicts          map[string]bool
	disputes, slashes int
}

func newStats() *stats {
	return &stats{start: time.Now(), reqs: map[string]*reqTrack{}, state: map[string]status.State{},
		sent: map[common.Hash]time.Time{}, byTx: map[common.Hash]string{}, runs: map[string]int{},
		sampled: map[string]bool{}, verdicts: map[string]bool{}}
}

func (s *stats) track(id string) *reqTrack {
	r := s.reqs[id]
	if r == nil {
		r = &reqTrack{}
		s.reqs[id] = r
	}
	return r
}

func (s *stats) noteSent(tx common.Hash, at time.Time) {
	s.mu.Lock()
	s.sent[tx] = at
	s.mu.Unlock()
}

// run subscribes to the bus until ctx ends.
func (s *stats) run(ctx context.Context, nc *nats.Conn, js jetstream.JetStream, bucket string) error {
	var subs []*nats.Subscription
	defer func() {
		for _, sub := range subs {
			_ = sub.Unsubscribe()
		}
	}()
	sub := func(subject string, f func(*nats.Msg, time.Time)) error {
		sb, err := nc.Subscribe(subject, func(m *nats.Msg) { f(m, time.Now()) })
		if err != nil {
			return fmt.Errorf("subscribe %s: %w", subject, err)
		}
		_ = sb.SetPendingLimits(-1, -1)
		subs = append(subs, sb)
		return nil
	}
	if err := sub(wire.SubjectRequestsAll, s.onRequest); err != nil {
		return err
	}
	if err := sub(wire.SubjectAssignAll, s.onAssign); err != nil {
		return err
	}
	if err := sub(wire.SubjectResults, s.onResult); err != nil {
		return err
	}
	if err := sub(wire.SubjectDecisionPrefix+">", s.onRound); err != nil {
		return err
	}
	if err := sub(wire.SubjectVerifications, s.onVerdict); err != nil {
		return err
	}
	// Status writes seen as they are published: a core subscription, no consumer (the
	// stack's observer is the read-only auditor, which may create none).
	if err := sub("$KV."+bucket+".>", s.onStatus); err != nil {
		return err
	}
	// A core subscription misses what is published while its connection is down (the
	// NATS node it was on died, until it is on another), and what was published before
	// it was made: once the subscriptions are in place, and after every reconnect, the
	// requests and statuses are read again from their streams, or a request completed
	// meanwhile would stay assigned here, and lost at the drain.
	seen := nc.Stats().Reconnects
	synced := s.resync(ctx, js, bucket) == nil
	tick := time.NewTicker(resyncEvery)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
		if n := nc.Stats().Reconnects; (n != seen || !synced) && s.resync(ctx, js, bucket) == nil {
			seen, synced = n, true
		}
	}
}

// resyncEvery is how often the follower checks its connection for a reconnect.
const resyncEvery = 250 * time.Millisecond

// resync reads every request event of the REQUESTS stream and every status of bucket
// (direct gets: the auditor's rights), as the subscriptions would have delivered them.
func (s *stats) resync(ctx context.Context, js jetstream.JetStream, bucket string) error {
	err := bus.ReadMessages(ctx, js, wire.StreamRequests, []string{wire.SubjectRequestsAll}, func(m *jetstream.RawStreamMsg) error {
		s.onRequest(&nats.Msg{Subject: m.Subject, Data: m.Data}, m.Time)
		return nil
	})
	if err != nil {
		return err
	}
	return bus.ReadMessages(ctx, js, "KV_"+bucket, []string{"$KV." + bucket + ".>"}, func(m *jetstream.RawStreamMsg) error {
		if m.Header.Get("KV-Operation") == "" {
			s.noteStatus(m.Data, true)
		}
		return nil
	})
}

func (s *stats) onStatus(m *nats.Msg, _ time.Time) {
	if op := m.Header.Get("KV-Operation"); op != "" {
		return // a delete or purge
	}
	s.noteStatus(m.Data, false)
}

// noteStatus keeps a status record's state. One read again (resync) never replaces a
// final state (a newer write may have been delivered before the read) and adds nothing
// to the progress window.
func (s *stats) noteStatus(data []byte, reread bool) {
	rec, err := status.Decode(data)
	if err != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if reread {
		if s.state[rec.RequestID].Final() {
			return
		}
		s.state[rec.RequestID] = rec.State
		return
	}
	s.state[rec.RequestID] = rec.State
	if rec.Verification != "" {
		s.sampled[rec.RequestID] = true
	}
	if !rec.State.Final() && rec.RetryAfterS > 0 {
		s.win.retryAfter.add(time.Now(), time.Duration(rec.RetryAfterS)*time.Second)
	}
}

// onVerdict counts a ResultVerifier event: a dispute opened, or resolved (a slash).
func (s *stats) onVerdict(m *nats.Msg, _ time.Time) {
	ev, err := events.DecodeVerifyEvent(m.Data)
	if err != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.verdicts[ev.MsgID()] {
		return
	}
	s.verdicts[ev.MsgID()] = true
	switch ev.Event {
	case events.VerifyDisputeOpened:
		s.disputes++
	case events.VerifyDisputeResolved:
		if ev.WorkerLost { // as the progress line counts: a worker caught
			s.slashes++
		}
	}
}

func (s *stats) onRound(m *nats.Msg, at time.Time) {
	s.mu.Lock()
	s.win.onRound(at, m.Data)
	s.mu.Unlock()
}

func (s *stats) onRequest(m *nats.Msg, at time.Time) {
	ev, err := events.DecodeRequestEvent(m.Data)
	if err != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.track(ev.ID)
	if !r.confirmed.IsZero() {
		return // a redelivery
	}
	r.confirmed, r.tx = at, ev.TxHash
	s.byTx[ev.TxHash] = ev.ID
	if t, ok := s.sent[ev.TxHash]; ok {
		r.origin = t
	} else {
		r.origin = time.Unix(int64(ev.SubmittedAt), 0)
	}
	if _, ok := s.state[ev.ID]; !ok {
		s.state[ev.ID] = status.StateQueued
	}
}

func (s *stats) onAssign(m *nats.Msg, at time.Time) {
	var a wire.Assignment
	if json.Unmarshal(m.Data, &a) != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.asgN++
	s.win.assignments.add(at, struct{}{})
	r := s.track(a.RequestID)
	if r.assigned.IsZero() {
		r.assigned = at
		if !r.confirmed.IsZero() {
			s.toAsg = append(s.toAsg, at.Sub(r.confirmed))
		}
	}
}

func (s *stats) onResult(m *nats.Msg, at time.Time) {
	ev, err := events.DecodeResultEvent(m.Data)
	if err != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.track(ev.ID)
	if r.result.IsZero() {
		r.result = at
		s.win.resultTxs.add(at, ev.TxHash)
		if !r.origin.IsZero() {
			s.toRes = append(s.toRes, at.Sub(r.origin))
			s.win.results.add(at, at.Sub(r.origin))
		}
	}
}

func (s *stats) summary() Summary {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := Summary{Elapsed: time.Since(s.start), Assignments: s.asgN, Sent: len(s.sent),
		Sampled: len(s.sampled), Disputes: s.disputes, Slashes: s.slashes}
	for _, n := range s.runs {
		if n > 1 {
			out.RanTwice++
		}
	}
	for _, r := range s.reqs {
		if !r.confirmed.IsZero() {
			out.Requests++
		}
	}
	for _, st := range s.state {
		switch st {
		case status.StatePendingConfirmation, status.StateQueued, status.StateThrottled, status.StatePriceUnavailable:
			out.Queued++
		case status.StateAssigned:
			out.Assigned++
		case status.StateCompleted:
			out.Completed++
		case status.StateExpired:
			out.Expired++
		case status.StateRefunded:
			out.Refunded++
		case status.StateFailed:
			out.Failed++
		}
	}
	for tx := range s.sent {
		id, ok := s.byTx[tx]
		if !ok || !s.state[id].Final() {
			out.Lost++
		}
	}
	out.ResultP50, out.ResultP99 = percentiles(s.toRes)
	out.AssignP50, out.AssignP99 = percentiles(s.toAsg)
	return out
}

// progress is the progress line: the window's events, the states now, the totals.
func (s *stats) progress() Progress {
	sum := s.summary()
	now := time.Now()
	p := Progress{Window: min(ProgressWindow, now.Sub(s.start)), Queued: sum.Queued, Assigned: sum.Assigned,
		Requests: sum.Requests, Completed: sum.Completed, Expired: sum.Expired, Refunded: sum.Refunded, Failed: sum.Failed}
	s.mu.Lock()
	s.win.fill(&p, now.Add(-ProgressWindow))
	s.mu.Unlock()
	return p
}

func percentiles(ds []time.Duration) (p50, p99 time.Duration) {
	if len(ds) == 0 {
		return 0, 0
	}
	c := slices.Clone(ds)
	slices.Sort(c)
	at := func(q float64) time.Duration { return c[min(len(c)-1, int(q*float64(len(c))))] }
	return at(0.50), at(0.99)
}

func (s *stats) onRun(worker, requestID string) {
	s.mu.Lock()
	s.runs[worker+"/"+requestID]++
	s.mu.Unlock()
}

func (s *stats) forgetSent(tx common.Hash) {
	s.mu.Lock()
	delete(s.sent, tx)
	s.mu.Unlock()
}
