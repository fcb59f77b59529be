// Package acks applies workers' signed acknowledgements and refusals of assignments
// (core NATS, wire.SubjectAcksAll) to the round engine: workers → engine, one arrow.
//
// It decodes and verifies with package wire and holds no state; it must not decide
// anything about scheduling.
package acks

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/wire"
)

// Engine is what an acknowledgement changes: the round engine's view of one
// assignment attempt. Each reports whether the attempt was pending for that worker.
type Engine interface {
	// Acknowledge applies an ack; ext, when not nil, is the attempt's voucher extended
	// (rounds.Engine.Acknowledge), sent back in the reply.
	Acknowledge(ctx context.Context, requestID, worker string, attempt int) (ext *rounds.Extension, ok bool)
	// AcknowledgeHeard is Acknowledge of an ack this replica heard while following and
	// handles after taking the shard over: taken even if the assignment is only assumed
	// acknowledged (rounds.Engine.AckHeard).
	AcknowledgeHeard(ctx context.Context, requestID, worker string, attempt int) (ext *rounds.Extension, ok bool)
	Fail(ctx context.Context, requestID, worker string, attempt int, reason string) bool
	// Leads reports whether this replica runs the rounds of the request's shard. Every
	// replica hears every acknowledgement; only that one answers, so that a worker
	// never takes a follower's "not pending" for the scheduler's word.
	Leads(requestID string) bool
}

// NotPending is the reply to an ack or nack for an attempt the engine does not hold
// for that worker.
const NotPending = "not pending for this worker and attempt"

// Listen applies workers' acknowledgements to eng until ctx ends. An ack on a worker's
// subject must be signed by that worker. A request with a reply subject gets wire.AckOK
// or the reason it was refused.
func Listen(ctx context.Context, nc *nats.Conn, eng Engine, log *zap.Logger) error {
	return ListenWith(ctx, nc, eng, Options{Log: log})
}

// Options are Listen's optional collaborators.
type Options struct {
	Log *zap.Logger
	// Registerer receives infersched_acks_refused_total (acks and nacks that did not
	// decode, verify, or match their subject); nil leaves it unregistered.
	Registerer prometheus.Registerer
	// Took, when set, is signalled when this replica starts leading a shard (after it
	// caught up with the last holder). The acknowledgements it heard in the last
	// HeardFor without answering them, because another replica led their shard, are
	// handled again then, and answered if this replica now leads theirs: a worker that
	// asked while its leader was being killed gets its answer from the new one instead
	// of giving the job up.
	Took <-chan struct{}
}

// HeardFor is how long a follower keeps an acknowledgement it did not answer: the
// worker waits 5 s for an answer (agent's reply timeout), and an answer after that
// reaches nobody.
const HeardFor = 5 * time.Second

// maxHeard bounds the acknowledgements a follower keeps (the oldest go first).
const maxHeard = 8192

// heard is an acknowledgement as it arrived.
type heard struct {
	m     *nats.Msg
	at    time.Time
	again bool // kept while following and handled again after a takeover
}

// unanswered keeps the acknowledgements a follower heard and did not answer.
type unanswered struct {
	heard, late prometheus.Counter

	mu   sync.Mutex
	msgs []heard
}

func (u *unanswered) keep(h heard) {
	if time.Since(h.at) >= HeardFor {
		return
	}
	u.mu.Lock()
	defer u.mu.Unlock()
	if len(u.msgs) == maxHeard {
		u.msgs = u.msgs[1:]
	}
	u.msgs = append(u.msgs, h)
	u.heard.Inc()
}

// take removes and returns those still within HeardFor.
func (u *unanswered) take() []heard {
	u.mu.Lock()
	msgs := u.msgs
	u.msgs = nil
	u.mu.Unlock()
	var out []heard
	for _, h := range msgs {
		if time.Since(h.at) < HeardFor {
			out = append(out, h)
		}
	}
	return out
}

// ListenWith is Listen with options. A refused message is answered with its reason,
// logged and counted; it never stops the listener. It wires three parts: the handler
// (one acknowledgement, with eng.Leads as the leadership test), the pool of lanes that
// runs it, and the replay of what was heard while following, on o.Took.
func ListenWith(ctx context.Context, nc *nats.Conn, eng Engine, o Options) error {
	log := o.Log
	if log == nil {
		log = zap.NewNop()
	}
	h := newHandler(eng, eng.Leads, o.Registerer, log)
	p := startPool(ctx, ackLanes, h.handle)
	defer p.stop()
	sub, err := nc.Subscribe(wire.SubjectAcksAll, func(m *nats.Msg) { p.submit(heard{m: m, at: time.Now()}) })
	if err != nil {
		return fmt.Errorf("subscribe acks: %w", err)
	}
	for {
		select {
		case <-ctx.Done():
			return sub.Drain()
		case <-o.Took:
			h.replay(p, log)
		}
	}
}

// handler applies one acknowledgement to the engine and answers it, when this replica
// leads its request's shard (leads), or keeps it for a takeover otherwise.
type handler struct {
	eng     Engine
	leads   func(requestID string) bool
	log     *zap.Logger
	refused prometheus.Counter
	kept    *unanswered
}

func newHandler(eng Engine, leads func(requestID string) bool, reg prometheus.Registerer, log *zap.Logger) *handler {
	h := &handler{eng: eng, leads: leads, log: log, kept: &unanswered{},
		refused: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_acks_refused_total",
			Help: "Worker acks and nacks refused: undecodable, badly signed, or on another worker's subject."})}
	h.kept.heard = prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_acks_heard_following_total",
		Help: "Worker acks and nacks a follower heard for a shard it did not lead, kept for a takeover within " + HeardFor.String() + "."})
	h.kept.late = prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_acks_answered_after_takeover_total",
		Help: "Worker acks and nacks heard while following that this replica took once it led their shard (the worker's answer came from the new holder)."})
	if reg != nil {
		for _, c := range []prometheus.Collector{h.refused, h.kept.heard, h.kept.late} {
			_ = reg.Register(c) // already registered by another listener (tests): that one's series stay
		}
	}
	return h
}

// handle decodes, checks and applies one acknowledgement, and replies.
func (h *handler) handle(ctx context.Context, in heard) {
	m := in.m
	a, err := wire.DecodeAck(m.Data)
	if err == nil && wire.SubjectAckPrefix+a.Worker != strings.ToLower(m.Subject) {
		err = fmt.Errorf("%w: on subject %s, for worker %s", wire.ErrBadAck, m.Subject, a.Worker)
	}
	if err != nil {
		h.refused.Inc()
		h.log.Warn("acknowledgement refused", zap.String("subject", m.Subject), zap.Error(err))
		reply(m, err.Error())
		return
	}
	if !h.leads(a.RequestID) {
		// Another replica's request (or none's: the worker's request times out),
		// kept in case this replica takes its shard over while the worker waits.
		if m.Reply != "" {
			h.kept.keep(in)
		}
		return
	}
	ext, ok := h.apply(ctx, a, in.again)
	if !ok {
		reply(m, NotPending)
		return
	}
	if in.again {
		h.kept.late.Inc()
	}
	if ext != nil {
		b, _ := json.Marshal(wire.AckExtended{Result: wire.AckOK, Voucher: wire.Voucher{NotBefore: ext.NotBefore,
			Expiry: ext.Expiry, InputHash: ext.Voucher.InputHash, Signature: ext.Voucher.Signature}})
		reply(m, string(b))
		return
	}
	reply(m, wire.AckOK)
}

// apply hands a to the engine: a refusal fails the attempt, an ack acknowledges it
// (as heard while following when again).
func (h *handler) apply(ctx context.Context, a wire.Ack, again bool) (*rounds.Extension, bool) {
	if a.Failed {
		return nil, h.eng.Fail(ctx, a.RequestID, a.Worker, a.Attempt, a.Reason)
	}
	if again {
		return h.eng.AcknowledgeHeard(ctx, a.RequestID, a.Worker, a.Attempt)
	}
	return h.eng.Acknowledge(ctx, a.RequestID, a.Worker, a.Attempt)
}

// replay hands every kept acknowledgement to p again, on the lane of its worker's
// subject, in the order heard; one still not led here is kept again (until HeardFor).
func (h *handler) replay(p *pool, log *zap.Logger) {
	again := h.kept.take()
	for _, k := range again {
		k.again = true
		p.submit(k)
	}
	if len(again) > 0 {
		log.Info("acknowledgements heard while following handled again after a takeover", zap.Int("acks", len(again)))
	}
}

func reply(m *nats.Msg, s string) {
	if m.Reply != "" {
		_ = m.Respond([]byte(s))
	}
}

// pool runs acknowledgements several at once (each is a signature recovery and a
// Redis round trip): each worker's in the order it sent them, on the lane its subject
// picks.
type pool struct {
	ctx   context.Context
	stop  func()
	lanes []chan heard
}

func startPool(ctx context.Context, n int, handle func(context.Context, heard)) *pool {
	lctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	p := &pool{ctx: lctx, lanes: make([]chan heard, n)}
	p.stop = func() { cancel(); wg.Wait() }
	for i := range p.lanes {
		p.lanes[i] = make(chan heard, 64)
		wg.Add(1)
		go func(in <-chan heard) {
			defer wg.Done()
			for {
				select {
				case <-lctx.Done():
					return
				case m := <-in:
					handle(ctx, m)
				}
			}
		}(p.lanes[i])
	}
	return p
}

// submit queues h on its subject's lane; it waits while that lane is full.
func (p *pool) submit(h heard) {
	f := fnv.New32a()
	_, _ = f.Write([]byte(h.m.Subject))
	select {
	case p.lanes[f.Sum32()%uint32(len(p.lanes))] <- h:
	case <-p.ctx.Done(): // unanswered: the worker asks again or its assignment lapses
	}
}

// ackLanes is how many acknowledgements are verified and applied at once.
const ackLanes = 32
