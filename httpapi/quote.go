package httpapi

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// QueueSource says how a model's queue stands now: its waiting requests (queued or
// throttled) and its measured drain rate (0: none); Waiting is only how many wait, for
// the held-back requests' polls (heldView), which need no copy of the queue.
// *rounds.Engine's Queue and Waiting, which every replica holds, satisfy it through the
// daemon.
type QueueSource interface {
	Queue(ctx context.Context, model string) (waiting []scheduler.Request, drainTPS float64, err error)
	Waiting(ctx context.Context, model string) (int, error)
}

// quoteDeps are what GET /v1/quote reads beside the registry and the scheduler section.
type quoteDeps struct {
	gas           scheduler.GasPriceSource
	queue         QueueSource
	confirmations int
	verifiable    VerifiableFunc // nil: no model is
	tokens        TokenPrices    // nil: no token is accepted
}

// VerifiableFunc says how results of model for task are verified, or why they are not
// (verification.Config.Verifiability satisfies it).
type VerifiableFunc func(model, task string) verification.Verifiability

// maxQuoteModelBytes bounds the model name of a quote (the router's own limit is lower).
const maxQuoteModelBytes = 128

// quoteBody is the body of GET /v1/quote.
type quoteBody struct {
	Model       string `json:"model"`
	MaxTokens   uint32 `json:"max_tokens"`
	Batchable   bool   `json:"batchable"`
	CallbackGas uint32 `json:"callback_gas"`
	// Task, PromptTokens, Steps and AudioBytes echo the query's (absent: a plain prompt,
	// no prompt counted, the image default, a transcription's processing_ms).
	Task         string `json:"task,omitempty"`
	PromptTokens int64  `json:"prompt_tokens,omitempty"`
	Steps        int64  `json:"steps,omitempty"`
	AudioBytes   int64  `json:"audio_bytes,omitempty"`
	// ProcessingMS is the processing time the ETA counts: the request's work at the
	// model's rates (the median of its live workers' measured rates, else
	// scheduler.routing.speed_prior), or retry_after.processing_ms when none is known.
	ProcessingMS int64 `json:"processing_ms"`
	// FeeNeededWei covers the result's gas (and the callback's) at today's price × the
	// safety factor: below it the round keeps the request queued as fee_below_cost.
	FeeNeededWei string `json:"fee_needed_wei"`
	// SuggestedFeeWei puts the request among those the next round can assign at today's
	// queue and free slots.
	SuggestedFeeWei string `json:"suggested_fee_wei"`
	// ETASeconds is the estimate to the result at FeeNeededWei (confirmations, queue,
	// processing, result transaction; Retry-After's model with its margin);
	// SuggestedETASeconds the same at SuggestedFeeWei.
	ETASeconds          int64  `json:"eta_seconds"`
	SuggestedETASeconds int64  `json:"suggested_eta_seconds"`
	QueuePosition       int    `json:"queue_position"`
	Queued              int    `json:"queued"`
	LiveWorkers         int    `json:"live_workers"`
	FreeSlots           int    `json:"free_slots"`
	GasPriceWei         string `json:"gas_price_wei"`
	// Verifiable: a sample of the results of this model (and task) is checked by other
	// staked workers, as Verification says; false: never checked, and
	// VerificationReason says why.
	Verifiable bool `json:"verifiable"`
	// Verification is how: "scores" (the transcript re-scored), "hashes" (re-run, the
	// output hashes compared), "class_hashes" (re-run by a worker of the same
	// determinism class) or "cosine" (an embedding re-embedded, the vectors' cosine
	// similarity against the model's bound). Absent when not verifiable.
	Verification string `json:"verification,omitempty"`
	// VerificationReason says why a result is not verified, when it is not.
	VerificationReason string `json:"verification_reason,omitempty"`
	// Token, FeeNeeded and SuggestedFee, when asked with token=: the fees in the
	// token's units (rounded up) at its feed's price, for a subscription request.
	Token        string `json:"token,omitempty"`
	FeeNeeded    string `json:"fee_needed,omitempty"`
	SuggestedFee string `json:"suggested_fee,omitempty"`
}

// quoteQuery is the validated query of GET /v1/quote.
type quoteQuery struct {
	model        string
	maxTokens    uint32
	batchable    bool
	callbackGas  uint32
	task         string
	promptTokens int64
	steps        int64
	audioBytes   int64
	token        string // 0x-prefixed lowercase hex; "" for ETH
}

func parseQuoteQuery(q url.Values) (quoteQuery, error) {
	var out quoteQuery
	for k, v := range q {
		switch k {
		case "model", "max_tokens", "batchable", "callback_gas", "task", "prompt_tokens", "steps", "audio_bytes", "token":
			if len(v) != 1 {
				return out, fmt.Errorf("%s: give it once, got %d values", k, len(v))
			}
		default:
			return out, fmt.Errorf("unknown parameter %q (model, max_tokens, batchable, callback_gas, task, prompt_tokens, steps, audio_bytes, token)", clipText(k))
		}
	}
	out.model = q.Get("model")
	switch {
	case out.model == "":
		return out, fmt.Errorf("model: required")
	case len(out.model) > maxQuoteModelBytes || !utf8.ValidString(out.model):
		return out, fmt.Errorf("model: must be valid UTF-8 of at most %d bytes", maxQuoteModelBytes)
	}
	mt, err := strconv.ParseUint(q.Get("max_tokens"), 10, 32)
	if err != nil || mt == 0 {
		return out, fmt.Errorf("max_tokens: must be an integer in [1, %d], got %q", uint32(math.MaxUint32), clipText(q.Get("max_tokens")))
	}
	out.maxTokens = uint32(mt)
	if b := q.Get("batchable"); b != "" {
		if out.batchable, err = strconv.ParseBool(b); err != nil {
			return out, fmt.Errorf("batchable: must be true or false, got %q", clipText(b))
		}
	}
	if c := q.Get("callback_gas"); c != "" {
		g, err := strconv.ParseUint(c, 10, 32)
		if err != nil || g > scheduler.MaxCallbackGasLimit {
			return out, fmt.Errorf("callback_gas: must be an integer in [0, %d] (the router's MAX_CALLBACK_GAS_LIMIT), got %q",
				scheduler.MaxCallbackGasLimit, clipText(c))
		}
		out.callbackGas = uint32(g)
	}
	if t := q.Get("token"); t != "" {
		if !common.IsHexAddress(t) || len(t) != 42 || !strings.HasPrefix(t, "0x") {
			return out, fmt.Errorf("token: must be a 0x-prefixed 20-byte hex address, got %q", clipText(t))
		}
		out.token = strings.ToLower(t)
	}
	if t := q.Get("task"); t != "" {
		if !slices.Contains(scheduler.Tasks(), t) {
			return out, fmt.Errorf("task: must be one of %s, or absent for a plain prompt, got %q", strings.Join(scheduler.Tasks(), ", "), clipText(t))
		}
		out.task = t
	}
	if out.promptTokens, err = optionalInt(q, "prompt_tokens", scheduler.MaxPromptTokens); err != nil {
		return out, err
	}
	if out.steps, err = optionalInt(q, "steps", scheduler.MaxSteps); err != nil {
		return out, err
	}
	if out.steps != 0 && out.task != scheduler.TaskImage {
		return out, fmt.Errorf("steps: only with task=image")
	}
	if out.audioBytes, err = optionalInt(q, "audio_bytes", scheduler.MaxAudioBytes); err != nil {
		return out, err
	}
	if out.audioBytes != 0 && out.task != scheduler.TaskTranscription {
		return out, fmt.Errorf("audio_bytes: only with task=transcription")
	}
	return out, nil
}

// optionalInt reads parameter name as an integer in [0, max]; absent is 0.
func optionalInt(q url.Values, name string, max int64) (int64, error) {
	s := q.Get(name)
	if s == "" {
		return 0, nil
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil || v < 0 || v > max {
		return 0, fmt.Errorf("%s: must be an integer in [0, %d], got %q", name, max, clipText(s))
	}
	return v, nil
}

// getQuote answers what a request would need to pay and how long it would wait, from
// the scheduler section in use, the gas oracle, the registry and the queue: the same
// pricer, score and Retry-After model the round uses (scheduler.QuoteFor). A model (or a
// task of it) no live worker serves has no quote: 404 unserved.
func (s *Server) getQuote(w http.ResponseWriter, r *http.Request) {
	qq, err := parseQuoteQuery(r.URL.Query())
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", err.Error())
		return
	}
	if s.quote.gas == nil || s.workers == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the gas oracle or the worker registry is not configured")
		return
	}
	ctx := r.Context()
	gq, err := s.quote.gas.GasPrice(ctx)
	if err != nil {
		s.unavailable(w, "gas price", err)
		return
	}
	ws, err := s.workers.Workers(ctx)
	if err != nil {
		s.unavailable(w, "list workers", err)
		return
	}
	var waiting []scheduler.Request
	var drain float64
	if s.quote.queue != nil {
		if waiting, drain, err = s.quote.queue.Queue(ctx, qq.model); err != nil {
			s.unavailable(w, "read the queue", err)
			return
		}
	}
	var rates []scheduler.TokenRate
	var token *scheduler.TokenRate
	if s.quote.tokens != nil {
		rates = s.quote.tokens.TokenRates(ctx)
	}
	if qq.token != "" {
		if token = s.tokenRate(w, ctx, qq.token, rates); token == nil {
			return
		}
	}
	cfg := s.sched.Get()
	q := scheduler.QuoteFor(cfg, scheduler.QuoteInput{
		Model: qq.model, MaxTokens: qq.maxTokens, Batchable: qq.batchable, CallbackGas: qq.callbackGas,
		Task: qq.task, PromptTokens: qq.promptTokens, Steps: qq.steps, AudioBytes: qq.audioBytes,
		NowMS: s.now().UnixMilli(), GasPriceGwei: gq.PriceGwei(), L1Fee: gq.L1Fee, Workers: ws, Waiting: waiting, DrainRateTPS: drain,
		Confirmations: s.quote.confirmations, Rates: rates, Token: token,
	})
	w.Header().Set("Cache-Control", "no-store")
	if q.LiveWorkers == 0 {
		// What GET /v1/requests/{id} says of such a request (state unserved): there is no
		// ETA to give, and a fee paid now would wait for a worker that may never come.
		what := fmt.Sprintf("model %q", qq.model)
		if qq.task != "" {
			what = fmt.Sprintf("task %q of model %q", qq.task, qq.model)
		}
		writeError(w, http.StatusNotFound, StateUnserved, "no live worker serves "+what+": a request for it "+
			"waits as unserved, with no ETA, until one does, and is refundable after its deadline")
		return
	}
	price := "0"
	if gq.PriceWei != nil {
		price = gq.PriceWei.String()
	}
	vy := s.quote.verifiability(qq.model, qq.task)
	writeJSON(w, http.StatusOK, quoteBody{
		Model: qq.model, MaxTokens: qq.maxTokens, Batchable: qq.batchable, CallbackGas: qq.callbackGas,
		Task: qq.task, PromptTokens: qq.promptTokens, Steps: qq.steps, AudioBytes: qq.audioBytes, ProcessingMS: q.ProcessingMS,
		FeeNeededWei: q.FeeNeededWei, SuggestedFeeWei: q.SuggestedFeeWei,
		ETASeconds: cfg.RetryAfter.Finalize(q.ETAMS), SuggestedETASeconds: cfg.RetryAfter.Finalize(q.SuggestedETAMS),
		QueuePosition: q.QueuePosition, Queued: len(waiting), LiveWorkers: q.LiveWorkers, FreeSlots: q.FreeSlots,
		GasPriceWei: price, Verifiable: vy.Sampled(), Verification: string(vy.Method), VerificationReason: vy.Reason,
		Token: q.Token, FeeNeeded: q.FeeNeeded, SuggestedFee: q.SuggestedFee,
	})
}

// verificationOff is why nothing is verified on a scheduler without a verifier.
const verificationOff = "verification is off on this scheduler (no chain.contracts.result_verifier): no result is checked"

// verifiability is how the quote's results are verified, or why not.
func (d quoteDeps) verifiability(model, task string) verification.Verifiability {
	if d.verifiable == nil {
		return verification.Verifiability{Reason: verificationOff}
	}
	return d.verifiable(model, task)
}

// tokenRate is token's fresh rate for the quote, or nil after answering why there is
// none: 400 for a token the router does not accept, 503 price_unavailable (with a
// Retry-After of one feed read) while its feed is stale or unreadable.
func (s *Server) tokenRate(w http.ResponseWriter, ctx context.Context, token string, rates []scheduler.TokenRate) *scheduler.TokenRate {
	accepted := false
	if s.quote.tokens != nil {
		for _, t := range s.quote.tokens.PaymentTokens(ctx) {
			accepted = accepted || t.Address == token
		}
	}
	if !accepted {
		writeError(w, http.StatusBadRequest, "bad_request", fmt.Sprintf("token: %s is not a payment token of the router (GET /v1/info payment_tokens)", token))
		return nil
	}
	for i := range rates {
		if rates[i].Token == token {
			return &rates[i]
		}
	}
	w.Header().Set("Retry-After", "15")
	writeError(w, http.StatusServiceUnavailable, "price_unavailable",
		fmt.Sprintf("token %s: its price feed is stale or unreadable; its requests wait until it answers", token))
	return nil
}
