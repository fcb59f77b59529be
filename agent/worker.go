package agent

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/liveness"
	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/wire"
)

// AckWait is how long JetStream waits for the worker to finish with an assignment
// message before it delivers it again; the worker reports progress every AckWait/3.
const AckWait = 30 * time.Second

// replyTimeout bounds a request to the scheduler (ack, nack, heartbeat over NATS).
const replyTimeout = 5 * time.Second

// Deps are the worker's connections and collaborators.
type Deps struct {
	Key     *ecdsa.PrivateKey
	NATS    *nats.Conn
	Chain   ChainClient
	ChainID *big.Int
	Router  common.Address
	Backend Backend
	HTTP    *http.Client // heartbeats; nil = a client with a 10 s timeout
	Log     *zap.Logger
	Clock   func() time.Time
	// Metrics registers the worker's settlement metrics (net earnings per model, batches
	// held, results not settled); nil registers none.
	Metrics prometheus.Registerer
	// Verifier is ResultVerifier; zero: verification jobs are dropped.
	Verifier common.Address
}

// Stats are the worker's counters since New.
type Stats struct {
	Received  int64 // assignment messages taken from JetStream
	Acked     int64 // acknowledged to the scheduler (it answered "ok")
	Nacked    int64 // given back to the scheduler (backend failed, at capacity, nothing sent)
	Completed int64 // result transaction mined successfully
	Failed    int64 // unusable assignment, result transaction reverted or dropped, send failed
	Skipped   int64 // already fulfilled or refunded, voucher expired, ack refused
	Retries   int64 // submissions of a finished result tried again after a transient failure
	Refused   int64 // assignments refused because their prompt is not the one paid for (or could not be checked)
	Verified  int64 // verification jobs whose attestation or dispute transaction was mined
}

// Worker is the reference worker.
type Worker struct {
	cfg   Config
	d     Deps
	addr  common.Address
	id    string // lowercase 0x address
	state *store
	txm   *txm
	batch *batcher // nil when batching is off
	log   *zap.Logger
	probe *loadProbe // the backend's metrics; nil: the worker's own count only

	mu         sync.Mutex
	active     int
	reservedMB int64
	latencyMS  float64 // EWMA of backend time; 0 before the first job
	seq        int64
	res        residency // the backend's models, from its metrics (residency.go)
	speed      speedTracker
	tasks      map[string][]string // the heartbeat's tasks member (tasks.go), nil: the default

	received, acked, nacked, completed, failed, skipped atomic.Int64
	retries                                             atomic.Int64
	refused                                             atomic.Int64 // assignments whose prompt failed the commitment check
	verified                                            atomic.Int64 // verification jobs sent and mined

	wg       sync.WaitGroup // handlers and background loops
	stopping bool           // under mu: the consumer is closed, no new handlers
	// consumerClosed is closed once the JetStream subscription is gone: a message
	// given back (Nak) before that could be redelivered to the dying subscription.
	consumerClosed chan struct{}
	inputs         *uploader // large inputs from the store (offchain.go)
	// running: under mu, the requests a handler is working on, each closed when its
	// handler returns (claim).
	running map[string]chan struct{}
}

// New checks cfg and d and opens the state file. It does not touch the network.
func New(cfg Config, d Deps) (*Worker, error) {
	if err := cfg.validateRun(); err != nil {
		return nil, fmt.Errorf("worker config: %w", err)
	}
	var p validate.Problems
	p.Check(d.Key != nil, "key", "must not be nil")
	p.Check(d.NATS != nil, "nats", "must not be nil")
	p.Check(d.Chain != nil, "chain", "must not be nil")
	p.Check(d.ChainID != nil && d.ChainID.Sign() > 0, "chain_id", "must be positive")
	p.Check(d.Router != (common.Address{}), "router", "must not be the zero address")
	p.Check(d.Backend != nil, "backend", "must not be nil")
	if err := p.Err(); err != nil {
		return nil, fmt.Errorf("worker deps: %w", err)
	}
	if d.HTTP == nil {
		d.HTTP = &http.Client{Timeout: 10 * time.Second}
	}
	if d.Log == nil {
		d.Log = zap.NewNop()
	}
	if d.Clock == nil {
		d.Clock = time.Now
	}
	st, err := openStore(cfg.StateFile)
	if err != nil {
		return nil, err
	}
	addr := crypto.PubkeyToAddress(d.Key.PublicKey)
	log := d.Log.With(zap.String("worker", strings.ToLower(addr.Hex())))
	tm, err := newTxm(cfg.Tx, d.Chain, d.ChainID, d.Key, d.Router, st, d.Clock, log)
	if err != nil {
		return nil, err
	}
	js, err := jetstream.New(d.NATS)
	if err != nil {
		return nil, fmt.Errorf("jetstream: %w", err)
	}
	up := &uploader{js: js, worker: addr}
	tm.upload = up.upload
	w := &Worker{cfg: cfg, d: d, addr: addr, id: strings.ToLower(addr.Hex()), state: st, txm: tm, log: log,
		consumerClosed: make(chan struct{}), inputs: up, tasks: heartbeatTasks(cfg.Backend.Kind, cfg.Backend.Tasks, cfg.Models)}
	if cfg.Batch.MaxSize > 1 {
		sm, err := newSettleMetrics(d.Metrics)
		if err != nil {
			return nil, err
		}
		w.batch = newBatcher(w, sm)
	}
	w.probe = newLoadProbe(cfg.Backend.Metrics, cfg.Backend.BaseURL, nil)
	return w, nil
}

// Address is the worker's address.
func (w *Worker) Address() common.Address { return w.addr }

// Stats returns the counters.
func (w *Worker) Stats() Stats {
	return Stats{
		Received: w.received.Load(), Acked: w.acked.Load(), Nacked: w.nacked.Load(), Retries: w.retries.Load(),
		Completed: w.completed.Load(), Failed: w.failed.Load(), Skipped: w.skipped.Load(), Refused: w.refused.Load(),
		Verified: w.verified.Load(),
	}
}

// ConsumerName is the durable JetStream consumer of worker on stream ASSIGNMENTS.
func ConsumerName(worker common.Address) string { return wire.AssignConsumer(worker) }

// Run heartbeats, follows the result transactions remembered in the state file, and
// takes, runs and submits assignments until ctx ends. It returns after every job has
// stopped: nil, or why it stopped by itself (ErrUnstaked: its stake is gone; cut off
// from NATS for too long).
func (w *Worker) Run(ctx context.Context) error {
	defer func() { _ = w.state.close() }()
	// Cut off from NATS past health.unreachable_after: stop as on a signal, then fail.
	alive, err := liveness.New(w.cfg.Health, nil, liveness.NATS("nats", w.d.NATS))
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	go func() {
		if err := alive.Run(ctx, true); err != nil {
			w.log.Error("stopping: cut off from NATS for too long", zap.Error(err))
			cancel(err)
		}
	}()
	if err := w.run(ctx, cancel); err != nil {
		return err
	}
	if err := context.Cause(ctx); errors.Is(err, liveness.ErrUnreachable) || errors.Is(err, ErrUnstaked) {
		return err
	}
	return nil
}

func (w *Worker) run(ctx context.Context, stop context.CancelCauseFunc) error {
	for _, rec := range w.state.pending() {
		w.log.Info("following a result transaction sent before the restart",
			zap.String("request", rec.RequestID), zap.Uint64("nonce", rec.Nonce))
		w.wg.Add(1)
		go func() {
			defer w.wg.Done()
			rcpt, err := w.txm.resume(ctx, rec)
			if len(rec.Items) > 0 {
				for _, id := range rec.Items {
					w.count(id, itemOutcome(rcpt, err, id, w.addr))
				}
				return
			}
			w.count(rec.RequestID, err)
		}()
	}
	w.submitKept(ctx)
	js, err := jetstream.New(w.d.NATS)
	if err != nil {
		w.wg.Wait()
		return fmt.Errorf("jetstream: %w", err)
	}
	cons, err := js.CreateOrUpdateConsumer(ctx, wire.StreamAssignments, jetstream.ConsumerConfig{
		Durable:       ConsumerName(w.addr),
		Description:   "assignments of worker " + w.id,
		FilterSubject: wire.AssignSubject(w.addr),
		AckPolicy:     jetstream.AckExplicitPolicy,
		AckWait:       AckWait,
		DeliverPolicy: jetstream.DeliverAllPolicy,
	})
	if err != nil {
		w.wg.Wait()
		return fmt.Errorf("assignment consumer: %w", err)
	}
	w.wg.Add(1)
	go func() { defer w.wg.Done(); w.heartbeats(ctx, stop) }()
	cc, err := cons.Consume(func(m jetstream.Msg) {
		w.mu.Lock()
		defer w.mu.Unlock()
		if w.stopping {
			_ = m.Nak()
			return
		}
		w.wg.Add(1)
		go func() { defer w.wg.Done(); w.handle(ctx, m) }()
	})
	if err != nil {
		close(w.consumerClosed)
		w.wg.Wait()
		return fmt.Errorf("consume assignments: %w", err)
	}
	w.log.Info("worker started", zap.Strings("models", w.cfg.Models), zap.Int("max_jobs", w.cfg.MaxJobs))
	<-ctx.Done()
	cc.Stop()
	select {
	case <-cc.Closed():
	case <-time.After(5 * time.Second):
		w.log.Warn("assignment subscription did not close in 5s")
	}
	w.mu.Lock()
	w.stopping = true
	w.mu.Unlock()
	close(w.consumerClosed)
	w.wg.Wait()
	return nil
}

// giveBack returns the message to JetStream for a later delivery (to this worker's
// next run), once the subscription is closed when the worker is stopping.
func (w *Worker) giveBack(ctx context.Context, m jetstream.Msg) {
	if ctx.Err() != nil {
		<-w.consumerClosed
	}
	_ = m.Nak()
}

// count records the end of a submission.
func (w *Worker) count(request string, err error) {
	switch {
	case err == nil:
		w.completed.Add(1)
	case errors.Is(err, ErrSkipped):
		w.skipped.Add(1)
		w.log.Info("result not submitted", zap.String("request", request), zap.Error(err))
	case errors.Is(err, context.Canceled), errors.Is(err, ErrAlreadySubmitted):
	default:
		w.failed.Add(1)
		w.log.Warn("result submission failed", zap.String("request", request), zap.Error(err))
	}
}

// promptCheckWait bounds how long a worker keeps trying to read an assignment's
// commitment from the chain while its node does not answer, before it refuses the
// assignment. It is below the scheduler's default ack_timeout (10 s), so a check that
// succeeds at the end of the wait is still acknowledged in time; a node back within
// the wait costs no reassignment.
const promptCheckWait = 8 * time.Second

// checkPrompt is txm.checkPrompt, tried again with the submission's backoff for up to
// promptCheckWait (by the worker's clock) while the chain cannot be read. A prompt
// that does not match is refused at once.
func (w *Worker) checkPrompt(ctx context.Context, a wire.Assignment, id *big.Int, log *zap.Logger) error {
	until := w.d.Clock().Add(promptCheckWait)
	check := func() error { return w.txm.checkPrompt(ctx, a, id) }
	return retryBackoff(ctx, check(), func(err error, wait time.Duration) bool {
		return !errors.Is(err, ErrPromptMismatch) && !w.d.Clock().Add(wait).After(until)
	}, check, func(err error, wait time.Duration) {
		log.Info("cannot read the request from the chain yet; trying again", zap.Duration("in", wait), zap.Error(err))
	})
}

func (w *Worker) handle(ctx context.Context, m jetstream.Msg) {
	w.received.Add(1)
	if ctx.Err() != nil {
		w.giveBack(ctx, m)
		return
	}
	a, err := wire.DecodeAssignment(m.Data())
	if err != nil {
		w.failed.Add(1)
		w.log.Warn("assignment does not decode; dropped", zap.Error(err))
		_ = m.Term()
		return
	}
	id, ok := new(big.Int).SetString(a.RequestID, 10)
	if !ok || a.Worker != w.id {
		w.failed.Add(1)
		w.log.Warn("assignment is not for this worker or malformed; dropped",
			zap.String("request", a.RequestID), zap.String("to", a.Worker), zap.Int("attempt", a.Attempt))
		_ = m.Term()
		return
	}
	log := w.log.With(zap.String("request", a.RequestID), zap.Int("attempt", a.Attempt))
	if a.Verify != nil {
		w.handleVerify(ctx, m, a, id, log)
		return
	}

	stop := w.keepAlive(m)
	defer stop()
	if !w.claim(ctx, a.RequestID) {
		w.giveBack(ctx, m)
		return
	}
	defer w.unclaim(a.RequestID)

	// A result already sent for this request (a redelivery, a reassignment back to
	// us, a restart): follow it, never send another.
	if _, sent := w.state.get(a.RequestID); sent {
		w.finish(ctx, m, a, id, nil, log)
		return
	}
	// A result finished before a restart: submit it, never run the inference again.
	if k, ok := w.state.kept(a.RequestID); ok {
		if err := w.ackScheduler(&a); err != nil {
			log.Info("scheduler did not take the acknowledgement; submitting the kept result anyway", zap.Error(err))
		} else {
			w.acked.Add(1)
		}
		w.finish(ctx, m, a, id, k.Output, log)
		return
	}
	if err := w.checkPrompt(ctx, a, id, log); err != nil {
		w.refused.Add(1)
		log.Warn("assignment refused: its prompt is not the one paid for, or cannot be checked", zap.Error(err))
		w.nack(a, "refused: "+err.Error(), log)
		_ = m.Ack()
		return
	}
	doc, err := w.decode(a)
	if err != nil {
		log.Warn("assignment refused: its document does not decode or names a task not served", zap.Error(err))
		w.nack(a, "refused: "+err.Error(), log)
		_ = m.Ack()
		return
	}
	mem := max(a.Request.RequiredMemoryMB, 0)
	if !w.reserve(mem) {
		log.Info("no memory free for the job; giving it back", zap.Int64("required_memory_mb", mem))
		w.nack(a, "at capacity", log)
		_ = m.Ack()
		return
	}
	released := false
	release := func() {
		if !released {
			released = true
			w.release(mem)
		}
	}
	defer release()

	if err := w.ackScheduler(&a); err != nil {
		w.skipped.Add(1)
		log.Info("scheduler did not take the acknowledgement; job not run", zap.Error(err))
		_ = m.Ack()
		return
	}
	w.acked.Add(1)

	job, err := w.job(ctx, a, doc)
	if err != nil {
		release()
		log.Warn("stored input not fetched or not usable; giving the job back", zap.Error(err))
		w.nack(a, err.Error(), log)
		_ = m.Ack()
		return
	}
	start := time.Now()
	res, err := w.d.Backend.Infer(ctx, job)
	release()
	if err != nil {
		log.Warn("backend failed; giving the job back", zap.Error(err))
		w.nack(a, err.Error(), log)
		_ = m.Ack()
		return
	}
	took := time.Since(start)
	w.observeLoad(a.Request.ModelID, took)
	w.observeLatency(took)
	w.observeUsage(a.Request.ModelID, job, res, took)
	if err := w.commitTranscript(ctx, a.RequestID, res, log); err != nil {
		log.Warn("transcript not stored; giving the job back", zap.Error(err))
		w.nack(a, err.Error(), log)
		_ = m.Ack()
		return
	}
	w.keep(a, res.Output, log)
	w.finish(ctx, m, a, id, res.Output, log)
}

// claim makes this handler the only one working on request id: a second assignment of
// a request this worker is already running (the scheduler's next attempt back to this
// worker after a takeover took the first as lapsed, or a redelivery) waits for the
// first handler to return and then finds its result kept or sent (submitted with the
// newer voucher, never run again), or runs it if the first gave it back. Without it
// one worker ran a request twice (the failover test's ran_twice). False when
// ctx ended while waiting.
func (w *Worker) claim(ctx context.Context, id string) bool {
	for {
		w.mu.Lock()
		busy, ok := w.running[id]
		if !ok {
			if w.running == nil {
				w.running = make(map[string]chan struct{})
			}
			w.running[id] = make(chan struct{})
			w.mu.Unlock()
			return true
		}
		w.mu.Unlock()
		select {
		case <-busy:
		case <-ctx.Done():
			return false
		}
	}
}

// unclaim ends claim's hold on request id and wakes the handlers waiting for it.
func (w *Worker) unclaim(id string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	close(w.running[id])
	delete(w.running, id)
}

// ackScheduler acknowledges the assignment; an answer other than "ok" or an extended
// voucher is an error. The extended voucher replaces the assignment's (which lasted
// only the ack timeout): the result is submitted with it.
func (w *Worker) ackScheduler(a *wire.Assignment) error {
	msg, err := wire.SignAck(w.d.Key, a.RequestID, a.Attempt)
	if err != nil {
		return err
	}
	reply, err := w.ask(msg)
	if err != nil {
		return err
	}
	ext, err := wire.DecodeAckReply(reply, a.Voucher)
	if err != nil {
		return err
	}
	if ext != nil {
		a.Voucher = *ext
	}
	return nil
}

// nack gives the assignment back to the scheduler.
func (w *Worker) nack(a wire.Assignment, reason string, log *zap.Logger) {
	defer w.nacked.Add(1)
	msg, err := wire.SignNack(w.d.Key, a.RequestID, a.Attempt, reason)
	if err == nil {
		err = w.tell(msg)
	}
	if err != nil {
		log.Warn("refusal not taken by the scheduler", zap.Error(err))
	}
}

func (w *Worker) tell(msg wire.Ack) error {
	reply, err := w.ask(msg)
	if err != nil {
		return err
	}
	if s := string(reply); s != wire.AckOK {
		return fmt.Errorf("scheduler answered %q", clip(s, 200))
	}
	return nil
}

// ask sends an ack or nack and returns the scheduler's answer.
func (w *Worker) ask(msg wire.Ack) ([]byte, error) {
	b, err := json.Marshal(msg)
	if err != nil {
		return nil, err
	}
	reply, err := w.d.NATS.Request(wire.AckSubject(w.addr), b, replyTimeout)
	if err != nil {
		return nil, fmt.Errorf("scheduler: %w", err)
	}
	return reply.Data, nil
}
