package ethrpc

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/promreg"
)

var (
	// ErrAllEndpointsFailed is returned by Do when the call failed on every endpoint.
	ErrAllEndpointsFailed = errors.New("every rpc endpoint failed")
	// ErrChainIDMismatch marks an endpoint that serves another chain than the configured
	// (or first learned) chain id. Such an endpoint is never used.
	ErrChainIDMismatch = errors.New("rpc endpoint serves another chain")
	// ErrClosed is returned by Do after Close.
	ErrClosed = errors.New("rpc pool closed")
)

// Back-off of an endpoint after consecutive failures: min doubled per failure, capped.
// An endpoint in back-off is tried after all the others, never skipped.
const (
	minBackoff = time.Second
	maxBackoff = 30 * time.Second
)

// revertCode is the JSON-RPC error code of "execution reverted": every endpoint would
// answer the same, so it never causes a failover.
const revertCode = 3

type permanentError struct{ err error }

func (e *permanentError) Error() string { return e.err.Error() }
func (e *permanentError) Unwrap() error { return e.err }

// Permanent marks err as an answer that another endpoint would give alike ("too many
// results", a revert, a decoding failure of the caller): Do returns it at once instead
// of failing over. errors.Is and errors.As still see through it. Permanent(nil) is nil.
func Permanent(err error) error {
	if err == nil {
		return nil
	}
	return &permanentError{err: err}
}

// IsPermanent reports whether err was marked with Permanent.
func IsPermanent(err error) bool {
	var p *permanentError
	return errors.As(err, &p)
}

// Option changes a Pool at construction.
type Option func(*Pool)

// WithClock sets the clock used for endpoint back-off (tests).
func WithClock(now func() time.Time) Option { return func(p *Pool) { p.now = now } }

type endpoint struct {
	url   string
	label string // redacted, for logs and metrics

	mu        sync.Mutex
	client    Client
	gen       uint64 // counts dials, so that a late failure does not drop a newer client
	failures  int    // consecutive
	downUntil time.Time
	downSince time.Time // the first failure of the current run of failures
}

// Pool runs calls on one of several endpoints of one chain, failing over in order.
// Safe for concurrent use.
type Pool struct {
	cfg  Config
	dial DialFunc
	log  *zap.Logger
	now  func() time.Time
	eps  []*endpoint
	cur  atomic.Int64
	done atomic.Bool

	chainMu sync.Mutex
	chainID uint64 // configured, or learned from the first endpoint dialed

	errs      *prometheus.CounterVec
	failovers prometheus.Counter
}

// New builds a pool over cfg.RPCURLs. Nothing is dialed until the first call. dial nil
// means Dial (ethclient); reg nil means no metrics are registered.
func New(cfg Config, dial DialFunc, log *zap.Logger, reg prometheus.Registerer, opts ...Option) (*Pool, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("chain config: %w", err)
	}
	if dial == nil {
		dial = Dial
	}
	if log == nil {
		log = zap.NewNop()
	}
	p := &Pool{cfg: cfg, dial: dial, log: log, now: time.Now, chainID: cfg.ChainID}
	for _, opt := range opts {
		opt(p)
	}
	labels := make(map[string]int)
	for _, u := range cfg.RPCURLs {
		label := Redact(u)
		labels[label]++
		if n := labels[label]; n > 1 {
			label = fmt.Sprintf("%s#%d", label, n)
		}
		p.eps = append(p.eps, &endpoint{url: u, label: label})
	}
	p.errs = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "infersched_rpc_errors_total",
		Help: "RPC calls that failed on an endpoint and caused a failover, by endpoint (redacted).",
	}, []string{"endpoint"})
	p.failovers = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "infersched_rpc_failovers_total",
		Help: "Times the current RPC endpoint changed because it failed.",
	})
	if reg != nil {
		p.errs = promreg.Register(reg, p.errs)
		p.failovers = promreg.Register(reg, p.failovers)
	}
	for _, ep := range p.eps { // at 0 from the start: rate() sees the first failure
		p.errs.WithLabelValues(ep.label)
	}
	return p, nil
}

// Current returns the URL of the endpoint calls go to first. It may carry credentials:
// log Redact(p.Current()).
func (p *Pool) Current() string { return p.eps[p.cur.Load()].url }

// Do runs fn against the current endpoint with a context bounded by the request
// timeout. When fn fails with a transport or server error it moves on to the next
// endpoint and runs fn again, at most once per endpoint; the endpoint that answered
// becomes current. It returns at once, without failing over, when fn succeeds, when ctx
// ends, when fn's error is marked Permanent, or on an "execution reverted" answer.
// fn must be safe to run more than once. A subscription opened inside fn outlives the
// call; when it fails, open it again through Do.
func (p *Pool) Do(ctx context.Context, fn func(ctx context.Context, c Client) error) error {
	if p.done.Load() {
		return ErrClosed
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	start := int(p.cur.Load())
	var errs []error
	for _, i := range p.order(start) {
		ep := p.eps[i]
		gen, err := p.attempt(ctx, ep, fn)
		if err == nil {
			p.succeeded(ep)
			if i != start && p.cur.CompareAndSwap(int64(start), int64(i)) {
				p.failovers.Inc()
				p.log.Warn("rpc failover",
					zap.String("from", p.eps[start].label), zap.String("to", ep.label))
			}
			return nil
		}
		if ctx.Err() != nil {
			return err
		}
		if IsPermanent(err) || isRevert(err) {
			p.succeeded(ep) // the endpoint answered
			return err
		}
		p.failed(ep, gen, err)
		errs = append(errs, fmt.Errorf("%s: %w", ep.label, err))
	}
	return fmt.Errorf("%w: %w", ErrAllEndpointsFailed, errors.Join(errs...))
}

// order lists every endpoint once, starting at start and going round; endpoints in
// back-off go last.
func (p *Pool) order(start int) []int {
	now := p.now()
	up := make([]int, 0, len(p.eps))
	var down []int
	for k := range p.eps {
		i := (start + k) % len(p.eps)
		ep := p.eps[i]
		ep.mu.Lock()
		backing := now.Before(ep.downUntil)
		ep.mu.Unlock()
		if backing {
			down = append(down, i)
		} else {
			up = append(up, i)
		}
	}
	return append(up, down...)
}

// attempt runs fn once on ep and returns the generation of the client it used (0 if
// dialing failed).
func (p *Pool) attempt(ctx context.Context, ep *endpoint, fn func(context.Context, Client) error) (uint64, error) {
	cctx, cancel := context.WithTimeout(ctx, p.cfg.RequestTimeout)
	defer cancel()
	c, gen, err := p.client(cctx, ep)
	if err != nil {
		return 0, err
	}
	return gen, fn(cctx, c)
}

// client returns the endpoint's client, dialing it (and checking its chain id) if it
// has none.
func (p *Pool) client(ctx context.Context, ep *endpoint) (Client, uint64, error) {
	ep.mu.Lock()
	defer ep.mu.Unlock()
	if ep.client != nil {
		return ep.client, ep.gen, nil
	}
	c, err := p.dial(ctx, ep.url)
	if err != nil {
		return nil, 0, fmt.Errorf("dial: %w", err)
	}
	if c == nil {
		return nil, 0, errors.New("dial: no client and no error")
	}
	id, err := c.ChainID(ctx)
	if err == nil && id == nil {
		err = errors.New("empty answer")
	}
	if err != nil {
		closeClient(c)
		return nil, 0, fmt.Errorf("read chain id: %w", err)
	}
	if err := p.checkChainID(id.Uint64()); err != nil {
		closeClient(c)
		return nil, 0, err
	}
	ep.client = c
	ep.gen++
	p.log.Info("rpc endpoint connected", zap.String("endpoint", ep.label), zap.Uint64("chain_id", id.Uint64()))
	return c, ep.gen, nil
}

func (p *Pool) checkChainID(id uint64) error {
	p.chainMu.Lock()
	defer p.chainMu.Unlock()
	if p.chainID == 0 {
		p.chainID = id
		return nil
	}
	if id != p.chainID {
		return fmt.Errorf("%w: chain id %d, want %d", ErrChainIDMismatch, id, p.chainID)
	}
	return nil
}

// succeeded ends the endpoint's run of failures, saying so once when there was one.
func (p *Pool) succeeded(ep *endpoint) {
	ep.mu.Lock()
	failures, since := ep.failures, ep.downSince
	ep.failures = 0
	ep.downUntil, ep.downSince = time.Time{}, time.Time{}
	ep.mu.Unlock()
	if failures > 0 {
		p.log.Info("rpc endpoint answers again", zap.String("endpoint", ep.label), zap.Int("failed_calls", failures),
			zap.Duration("down_for", p.now().Sub(since)))
	}
}

// failed drops the client that failed (the next call redials), unless another caller
// has already replaced it, and backs the endpoint off. The first failure of a run is a
// WARN; the others, which every caller of the process meets while the endpoint is down
// (a node restarting: dozens a second), are DEBUG, and succeeded says once when it is
// back, with how many calls failed meanwhile (infersched_rpc_errors_total counts each).
func (p *Pool) failed(ep *endpoint, gen uint64, err error) {
	p.errs.WithLabelValues(ep.label).Inc()
	ep.mu.Lock()
	if ep.failures == 0 {
		ep.downSince = p.now()
	}
	ep.failures++
	backoff := maxBackoff
	if ep.failures <= 6 { // 1s << 5 = 32s > max
		backoff = min(minBackoff<<(ep.failures-1), maxBackoff)
	}
	ep.downUntil = p.now().Add(backoff)
	var c Client
	if gen != 0 && gen == ep.gen {
		c, ep.client = ep.client, nil
	}
	failures := ep.failures
	ep.mu.Unlock()
	if c != nil {
		closeClient(c)
	}
	log := p.log.Debug
	if failures == 1 {
		log = p.log.Warn
	}
	log("rpc endpoint failed", zap.String("endpoint", ep.label), zap.Error(err),
		zap.Int("consecutive_failures", failures), zap.Duration("backoff", backoff))
}

func isRevert(err error) bool {
	var re rpc.Error
	return errors.As(err, &re) && re.ErrorCode() == revertCode
}

func closeClient(c Client) {
	if cl, ok := c.(interface{ Close() }); ok {
		cl.Close()
	}
}

// ChainID returns the configured chain id, or the one learned from the endpoints,
// dialing one if none has been yet.
func (p *Pool) ChainID(ctx context.Context) (uint64, error) {
	p.chainMu.Lock()
	id := p.chainID
	p.chainMu.Unlock()
	if id != 0 {
		return id, nil
	}
	if err := p.Do(ctx, func(context.Context, Client) error { return nil }); err != nil {
		return 0, err
	}
	p.chainMu.Lock()
	defer p.chainMu.Unlock()
	return p.chainID, nil
}

// Verify dials every endpoint now and reports each that cannot be reached or serves
// another chain (daemon start-up; the pool works with the reachable ones regardless).
func (p *Pool) Verify(ctx context.Context) error {
	var errs []error
	for _, ep := range p.eps {
		cctx, cancel := context.WithTimeout(ctx, p.cfg.RequestTimeout)
		_, _, err := p.client(cctx, ep)
		cancel()
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", ep.label, err))
		}
	}
	return errors.Join(errs...)
}

// Close closes every dialed client. Do fails with ErrClosed afterwards.
func (p *Pool) Close() {
	p.done.Store(true)
	for _, ep := range p.eps {
		ep.mu.Lock()
		c := ep.client
		ep.client = nil
		ep.mu.Unlock()
		if c != nil {
			closeClient(c)
		}
	}
}
