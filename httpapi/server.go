package httpapi

import (
	"bytes"
	"cmp"
	"context"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// Options are the Server's configuration and dependencies. A nil dependency turns its
// endpoints into 503 answers (Heartbeat: the route is not mounted).
type Options struct {
	Config Config
	// Verifiable says how a model's results for a task are verified, or why not
	// (verification.Config.Verifiability); the quote answers it. nil: none is.
	Verifiable VerifiableFunc

	Status StatusReader
	// Sightings answers for requests the scheduler has no record of yet (confirming,
	// retracted), transactions, and outputs; nil: such requests are 404.
	Sightings SightingReader
	// Chain is asked, at most maxChainLookups at once, about an id that neither the
	// status store nor the sightings know; nil: such ids are 404.
	Chain ChainLookup
	// Watch tells the event stream and the long poll of changes; nil answers them 503.
	Watch  ChangeWatcher
	Rounds RoundReader
	// Proofs builds GET /v1/rounds/{n}/proof; nil answers 503. A round not anchored is
	// ErrNotFound.
	Proofs  ProofSource
	Workers WorkerLister
	// BackendMetrics adds, per worker, backend_metrics to GET /v1/workers (where its
	// load figures come from); nil leaves it out.
	BackendMetrics BackendMetricsSource
	Info           InfoSource
	Heartbeat      http.Handler // mounted at POST /v1/workers/heartbeat
	// UI builds the pages at GET /ui/ (httpapi/ui) on the API's routes, called in process.
	UI func(api http.Handler) http.Handler
	// Outputs is the store of workers' large outputs: GET /v1/requests/{id}/output reads
	// off-chain outputs from it; nil: inline outputs only.
	Outputs OutputStore
	// Inputs is the store of requesters' large inputs: POST /v1/inputs writes them, GET
	// /v1/inputs/{hash} reads them; nil: both answer 503.
	Inputs InputStore
	// Transcripts serves GET /v1/requests/{id}/transcript; nil answers 503.
	Transcripts TranscriptReader
	// Gas and Queue price GET /v1/quote (nil Gas: 503; nil Queue: an empty queue), and
	// Confirmations is the indexer's, which a new request waits for.
	Gas           scheduler.GasPriceSource
	Queue         QueueSource
	Confirmations int
	// Tokens are the payment tokens and their prices: GET /v1/info lists them, the quote
	// answers in one (token=); nil: none.
	Tokens TokenPrices
	// Scheduler holds the scheduler section: its retry_after part prices every status
	// answer, and the admin endpoint changes it. Nil means scheduler.DefaultConfig(),
	// read-only.
	Scheduler ConfigStore
	// Ready reports readiness for /readyz; nil means always ready.
	Ready func(ctx context.Context) error
	// Live reports liveness for /healthz: an error (a dependency unreachable past
	// health.unreachable_after) answers 503 so that a supervisor restarts the process;
	// nil means always alive.
	Live func() error

	// Registerer receives the API's metrics; Gatherer is what /metrics serves. When both
	// are nil a private registry is used for both; when only Registerer is set and it is
	// also a Gatherer (a *prometheus.Registry), it is used for both.
	Registerer prometheus.Registerer
	Gatherer   prometheus.Gatherer
	Logger     *zap.Logger
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// Server is the HTTP API. It is an http.Handler; Run serves it on Config.Listen.
type Server struct {
	cfg         Config
	status      StatusReader
	sightings   SightingReader
	chain       ChainLookup
	chainSem    chan struct{}
	guard       *sightingGuard // sightings checked against the chain (verifier nil: not checked)
	served      *modelSet      // the models live workers serve (unserved requests)
	watch       ChangeWatcher
	slots       *streamSlots
	reads       *streamSlots  // output and input reads (http.output_readers)
	closing     chan struct{} // closed when Serve's context ends: streams finish
	closeOnce   sync.Once
	rounds      RoundReader
	proofs      ProofSource
	workers     WorkerLister
	backendM    BackendMetricsSource
	quote       quoteDeps
	info        InfoSource
	heartbeat   http.Handler
	outputs     OutputStore
	inputs      InputStore
	transcripts TranscriptReader
	sched       ConfigStore
	ready       func(context.Context) error
	live        func() error
	log         *zap.Logger
	now         func() time.Time
	metrics     *metrics
	limiter     *clientLimiter // reads and everything but heartbeats; nil: unlimited
	hbWorker    *clientLimiter // heartbeats per worker key and client; nil: unlimited
	hbClient    *clientLimiter // heartbeats per client; nil: unlimited
	inputRate   *clientLimiter // input bytes per client; nil: unlimited
	proxies     []netip.Prefix
	mux         *http.ServeMux
	gatherer    prometheus.Gatherer
	adminMu     sync.Mutex // serializes read-modify-write of the scheduler config
	adminHash   [32]byte
}

// New builds a Server from opts. opts.Config should have passed Validate.
func New(opts Options) *Server {
	s := &Server{
		cfg:         opts.Config,
		status:      opts.Status,
		sightings:   opts.Sightings,
		chain:       opts.Chain,
		watch:       opts.Watch,
		closing:     make(chan struct{}),
		chainSem:    make(chan struct{}, maxChainLookups),
		rounds:      opts.Rounds,
		proofs:      opts.Proofs,
		workers:     opts.Workers,
		backendM:    opts.BackendMetrics,
		quote:       quoteDeps{gas: opts.Gas, queue: opts.Queue, confirmations: max(opts.Confirmations, 0), verifiable: opts.Verifiable, tokens: opts.Tokens},
		info:        opts.Info,
		heartbeat:   opts.Heartbeat,
		outputs:     opts.Outputs,
		inputs:      opts.Inputs,
		transcripts: opts.Transcripts,
		sched:       opts.Scheduler,
		ready:       opts.Ready,
		live:        opts.Live,
		log:         opts.Logger,
		now:         opts.Now,
	}
	if s.log == nil {
		s.log = zap.NewNop()
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.sched == nil {
		s.sched = readOnlyConfig{scheduler.DefaultConfig()}
	}
	reg, gat := opts.Registerer, opts.Gatherer
	if reg == nil && gat == nil {
		r := prometheus.NewRegistry()
		reg, gat = r, r
	}
	if reg == nil {
		reg = prometheus.NewRegistry() // metrics kept but not served
	}
	if gat == nil {
		if g, ok := reg.(prometheus.Gatherer); ok {
			gat = g
		} else {
			gat = prometheus.NewRegistry()
		}
	}
	s.gatherer = gat
	s.metrics = newMetrics(reg)
	s.served = &modelSet{workers: s.workers, now: s.now}
	v, _ := s.chain.(SightingVerifier)
	s.guard = newSightingGuard(v, reg)
	if s.cfg.RatePerClient > 0 {
		s.limiter = newClientLimiter(s.cfg.RatePerClient, max(s.cfg.Burst, 1), max(s.cfg.MaxClients, 1))
	}
	if s.cfg.HeartbeatRatePerWorker > 0 {
		s.hbWorker = newClientLimiter(s.cfg.HeartbeatRatePerWorker, max(s.cfg.HeartbeatBurst, 1), max(s.cfg.MaxClients, 1))
	}
	if s.cfg.HeartbeatRatePerClient > 0 {
		s.hbClient = newClientLimiter(s.cfg.HeartbeatRatePerClient, max(int(2*s.cfg.HeartbeatRatePerClient), 1), max(s.cfg.MaxClients, 1))
	}
	if s.cfg.InputBytesPerSecond > 0 && s.inputs != nil {
		s.inputRate = newClientLimiter(s.cfg.InputBytesPerSecond, int(s.inputs.MaxObjectBytes()), max(s.cfg.MaxClients, 1))
	}
	s.proxies, _ = parseProxies(s.cfg.TrustedProxies) // Validate reported bad entries
	if s.cfg.MaxBodyBytes <= 0 {
		s.cfg.MaxBodyBytes = DefaultConfig().MaxBodyBytes
	}
	if s.cfg.MaxRoundsLimit <= 0 {
		s.cfg.MaxRoundsLimit = DefaultConfig().MaxRoundsLimit
	}
	def := DefaultConfig()
	if s.cfg.MaxWait <= 0 {
		s.cfg.MaxWait = def.MaxWait
	}
	if s.cfg.StreamTimeout <= 0 {
		s.cfg.StreamTimeout = def.StreamTimeout
	}
	s.cfg.MaxStreams = cmp.Or(max(s.cfg.MaxStreams, 0), def.MaxStreams)
	s.cfg.MaxStreamsPerClient = cmp.Or(max(s.cfg.MaxStreamsPerClient, 0), def.MaxStreamsPerClient)
	s.slots = newStreamSlots(s.cfg.MaxStreams, s.cfg.MaxStreamsPerClient)
	s.cfg.OutputReaders = cmp.Or(max(s.cfg.OutputReaders, 0), def.OutputReaders)
	s.cfg.OutputReadersPerClient = cmp.Or(max(s.cfg.OutputReadersPerClient, 0), def.OutputReadersPerClient)
	s.reads = newStreamSlots(s.cfg.OutputReaders, s.cfg.OutputReadersPerClient)
	s.adminHash = tokenHash(s.cfg.Admin.Token)
	s.routes()
	if opts.UI != nil {
		s.mux.Handle("GET /ui/", opts.UI(s.mux))
	}
	return s
}

func (s *Server) routes() {
	m := http.NewServeMux()
	m.HandleFunc("GET /v1/requests/{id}", s.getRequest)
	m.HandleFunc("GET /v1/requests", s.listRequests)
	m.HandleFunc("GET /v1/requests/{id}/events", s.streamRequest)
	m.HandleFunc("GET /v1/requests/{id}/output", s.getOutput)
	m.HandleFunc("GET /v1/requests/{id}/transcript", s.getTranscript)
	m.HandleFunc(inputsRoute, s.postInput)
	m.HandleFunc("GET /v1/inputs/{hash}", s.getInput)
	m.HandleFunc("GET /v1/workers", s.getWorkers)
	m.HandleFunc("GET /v1/quote", s.getQuote)
	m.HandleFunc("GET /v1/rounds/{n}", s.getRound)
	m.HandleFunc("GET /v1/rounds/{n}/proof", s.getProof)
	m.HandleFunc("GET /v1/rounds", s.listRounds)
	m.HandleFunc("GET /v1/info", s.getInfo)
	m.HandleFunc("GET /healthz", s.healthz)
	m.HandleFunc("GET /openapi.yaml", s.getOpenAPI)
	m.HandleFunc("GET /readyz", s.readyz)
	m.Handle("GET /metrics", promhttp.HandlerFor(s.gatherer, promhttp.HandlerOpts{
		ErrorLog:            zap.NewStdLog(s.log),
		MaxRequestsInFlight: 4,
		Timeout:             s.cfg.WriteTimeout,
	}))
	if s.heartbeat != nil {
		m.Handle("POST /v1/workers/heartbeat", s.heartbeat)
	}
	if s.cfg.Admin.Enabled && s.cfg.Admin.Token != "" {
		m.HandleFunc("GET /admin/config", s.adminOnly(s.getAdminConfig))
		m.HandleFunc("POST /admin/config", s.adminOnly(s.postAdminConfig))
	}
	s.mux = m
}

// unlimited routes are probes and scrapes: never rate limited.
var unlimited = map[string]bool{"GET /metrics": true, "GET /healthz": true, "GET /readyz": true, "GET /openapi.yaml": true}

// ServeHTTP rate-limits, bounds the body, routes, and records the metrics.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	rw := &statusWriter{ResponseWriter: w}
	h, pattern := s.mux.Handler(r)
	route := pattern
	if route == "" {
		route = "unmatched"
	}
	defer func() {
		code := rw.code
		if code == 0 {
			code = http.StatusOK
		}
		s.metrics.requests.WithLabelValues(route, strconv.Itoa(code)).Inc()
		s.metrics.duration.WithLabelValues(route).Observe(time.Since(start).Seconds())
	}()
	if r.Body != nil {
		limit := s.cfg.MaxBodyBytes
		if pattern == inputsRoute && s.inputs != nil {
			limit = s.inputs.MaxObjectBytes()
		}
		r.Body = http.MaxBytesReader(rw, r.Body, limit)
	}
	if !unlimited[pattern] {
		if ok, wait, what := s.admit(r, pattern); !ok {
			s.metrics.rateLimited.Inc()
			rw.Header().Set("Retry-After", strconv.FormatInt(ceilSeconds(wait), 10))
			writeError(rw, http.StatusTooManyRequests, "rate_limited", "too many "+what+"; retry after the Retry-After seconds")
			return
		}
	}
	if pattern == "" { // 404 or 405: answer in JSON
		c := &captureWriter{header: http.Header{}}
		h.ServeHTTP(c, r)
		switch c.code {
		case http.StatusMethodNotAllowed:
			rw.Header().Set("Allow", c.header.Get("Allow"))
			writeError(rw, c.code, "method_not_allowed", fmt.Sprintf("method %s is not allowed on %s", r.Method, r.URL.Path))
		default:
			writeError(rw, http.StatusNotFound, "not_found", fmt.Sprintf("no endpoint %s %s", r.Method, r.URL.Path))
		}
		return
	}
	s.mux.ServeHTTP(rw, r)
}

// heartbeatRoute is the pattern whose requests have the heartbeat buckets.
const heartbeatRoute = "POST /v1/workers/heartbeat"

// admit takes a token from the buckets r draws on: a heartbeat from its client's
// heartbeat bucket and its worker key's, anything else from the client's bucket. It
// says how long to wait when refused, and what was limited.
func (s *Server) admit(r *http.Request, pattern string) (bool, time.Duration, string) {
	client, now := s.clientKey(r), s.now()
	if pattern != heartbeatRoute {
		if s.limiter == nil {
			return true, 0, ""
		}
		ok, wait := s.limiter.allow(client, now)
		return ok, wait, "requests from this client"
	}
	if s.hbClient != nil {
		if ok, wait := s.hbClient.allow(client, now); !ok {
			return false, wait, "heartbeats from this client"
		}
	}
	if s.hbWorker != nil {
		if ok, wait := s.hbWorker.allow(heartbeatWorker(r)+"|"+client, now); !ok {
			return false, wait, "heartbeats from this worker"
		}
	}
	return true, 0, ""
}

// heartbeatWorker reads the worker address a heartbeat claims (its signature is the
// registry's to check), leaving the body for the handler. A body that does not say one
// counts as worker "?": it is refused by the registry anyway.
func heartbeatWorker(r *http.Request) string {
	if r.Body == nil {
		return "?"
	}
	b, err := io.ReadAll(r.Body)
	if err != nil { // the handler sees the same error (413 for a body too long)
		r.Body = io.NopCloser(io.MultiReader(bytes.NewReader(b), errReader{err}))
		return "?"
	}
	r.Body = io.NopCloser(bytes.NewReader(b))
	var hb struct {
		Heartbeat struct {
			Worker string `json:"worker"`
		} `json:"heartbeat"`
	}
	if json.Unmarshal(b, &hb) != nil || !common.IsHexAddress(hb.Heartbeat.Worker) {
		return "?"
	}
	return strings.ToLower(common.HexToAddress(hb.Heartbeat.Worker).Hex())
}

type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }

// Run serves on Config.Listen until ctx ends, then shuts down gracefully within
// Config.ShutdownTimeout.
func (s *Server) Run(ctx context.Context) error {
	ln, err := net.Listen("tcp", s.cfg.Listen)
	if err != nil {
		return fmt.Errorf("http: listen on %s: %w", s.cfg.Listen, err)
	}
	return s.Serve(ctx, ln)
}

// Serve is Run on a listener the caller opened (and Serve closes).
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: s.cfg.ReadHeaderTimeout,
		ReadTimeout:       s.cfg.ReadTimeout,
		WriteTimeout:      s.cfg.WriteTimeout,
		IdleTimeout:       s.cfg.IdleTimeout,
		MaxHeaderBytes:    s.cfg.MaxHeaderBytes,
		ErrorLog:          zap.NewStdLog(s.log.Named("http")),
		// In-flight requests finish during the graceful shutdown.
		BaseContext: func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	s.log.Info("http api listening", zap.String("addr", ln.Addr().String()),
		zap.Bool("admin", s.cfg.Admin.Enabled))
	select {
	case err := <-errc:
		return fmt.Errorf("http: serve: %w", err)
	case <-ctx.Done():
	}
	s.closeOnce.Do(func() { close(s.closing) }) // event streams and long polls end now
	timeout := s.cfg.ShutdownTimeout
	if timeout <= 0 {
		timeout = DefaultConfig().ShutdownTimeout
	}
	sctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), timeout)
	defer cancel()
	err := srv.Shutdown(sctx)
	<-errc
	if err != nil {
		_ = srv.Close()
		return fmt.Errorf("http: shutdown: %w", err)
	}
	s.log.Info("http api stopped")
	return nil
}

func (s *Server) getWorkers(w http.ResponseWriter, r *http.Request) {
	if s.workers == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the worker registry is not configured")
		return
	}
	ws, err := s.workers.Workers(r.Context())
	if err != nil {
		s.unavailable(w, "list workers", err)
		return
	}
	type workerView struct {
		scheduler.Worker
		Load float64 `json:"load"` // active_jobs / max_jobs
		// BackendMetrics: where active_jobs and free_memory_mb come from, as the worker's
		// heartbeat says (a metrics format, "none": its own count, "unavailable").
		BackendMetrics string `json:"backend_metrics,omitempty"`
	}
	var bm map[string]string
	if s.backendM != nil {
		if bm, err = s.backendM.BackendMetrics(r.Context()); err != nil {
			s.unavailable(w, "read the workers' backend metrics", err)
			return
		}
	}
	out := make([]workerView, 0, len(ws))
	for _, wk := range ws {
		v := workerView{Worker: wk, BackendMetrics: bm[wk.ID]}
		if wk.MaxJobs > 0 {
			v.Load = float64(wk.ActiveJobs) / float64(wk.MaxJobs)
		}
		out = append(out, v)
	}
	sortBy(out, func(v workerView) string { return v.ID })
	writeJSON(w, http.StatusOK, struct {
		Count   int          `json:"count"`
		Workers []workerView `json:"workers"`
	}{len(out), out})
}

func (s *Server) getInfo(w http.ResponseWriter, r *http.Request) {
	if s.info == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "service info is not configured")
		return
	}
	info, err := s.info.Info(r.Context())
	if err != nil {
		s.unavailable(w, "service info", err)
		return
	}
	if info.Leads == nil {
		info.Leads = []int{}
	}
	if s.workers != nil {
		ws, err := s.workers.Workers(r.Context())
		if err != nil {
			s.unavailable(w, "list workers", err)
			return
		}
		info.Models = servedModels(ws)
	}
	if info.Models == nil {
		info.Models = []string{}
	}
	if info.Contracts == nil {
		info.Contracts = map[string]string{}
	}
	if s.quote.tokens != nil {
		info.PaymentTokens = s.quote.tokens.PaymentTokens(r.Context())
	}
	if info.PaymentTokens == nil {
		info.PaymentTokens = []PaymentToken{}
	}
	writeJSON(w, http.StatusOK, info)
}

func (s *Server) healthz(w http.ResponseWriter, _ *http.Request) {
	if s.live != nil {
		if err := s.live(); err != nil {
			writeError(w, http.StatusServiceUnavailable, "not_alive", err.Error())
			return
		}
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) readyz(w http.ResponseWriter, r *http.Request) {
	if s.ready != nil {
		if err := s.ready(r.Context()); err != nil {
			// A checker that knows which dependency failed says so (health.NotReadyError).
			var d interface{ Details() any }
			if errors.As(err, &d) {
				writeJSON(w, http.StatusServiceUnavailable, struct {
					errorBody
					Checks any `json:"checks"`
				}{errorBody{Error: "not_ready", Message: err.Error()}, d.Details()})
				return
			}
			writeError(w, http.StatusServiceUnavailable, "not_ready", err.Error())
			return
		}
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}

// unavailable answers a dependency failure: 503, logged, and a short Retry-After.
func (s *Server) unavailable(w http.ResponseWriter, what string, err error) {
	s.log.Warn("http dependency failed", zap.String("what", what), zap.Error(err))
	w.Header().Set("Retry-After", "1")
	writeError(w, http.StatusServiceUnavailable, "unavailable", what+" failed; try again")
}

// readOnlyConfig is the ConfigStore used when none is given.
type readOnlyConfig struct{ cfg scheduler.Config }

func (c readOnlyConfig) Get() scheduler.Config { return c.cfg }
func (c readOnlyConfig) Set(scheduler.Config) error {
	return errors.New("the scheduler config is read-only here")
}

func isNotFound(err error) bool {
	return err != nil && (errors.Is(err, ErrNotFound) || errors.Is(err, status.ErrNotFound) ||
		errors.Is(err, jetstream.ErrMsgNotFound) || errors.Is(err, jetstream.ErrKeyNotFound))
}

// openAPI is the description of this API, served at /openapi.yaml; a test checks every
// handler's answers against it.
//
//go:embed openapi.yaml
var openAPI []byte

func (s *Server) getOpenAPI(w http.ResponseWriter, _ *http.Request) {
	h := w.Header()
	h.Set("Content-Type", "application/yaml")
	h.Set("Content-Length", strconv.Itoa(len(openAPI)))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(openAPI)
}
