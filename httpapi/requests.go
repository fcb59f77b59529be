package httpapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/retryafter"
	"github.com/infersched/infersched/wire/status"
)

// StateConfirming is the state of a request the chain holds but the scheduler has not
// been told of yet: its block still waits for confirmations (DESIGN's
// pending_confirmation row), or it was just published.
const StateConfirming = "confirming"

// pendingBody is the 202 answer for a request not yet final.
type pendingBody struct {
	RequestID     string  `json:"request_id"`
	Status        string  `json:"status"` // always "pending"
	State         string  `json:"state"`  // confirming, queued, throttled, assigned
	QueuePosition int     `json:"queue_position"`
	Worker        *string `json:"worker"` // null until assigned
	ETASeconds    int64   `json:"eta_seconds"`
	// ElapsedSeconds is the time since the request was submitted, in whole seconds.
	ElapsedSeconds    int64 `json:"elapsed_seconds"`
	RetryAfterSeconds int64 `json:"retry_after_seconds"`
	// Set while confirming: the blocks still needed before the scheduler is told, and
	// where the request was seen.
	ConfirmationsRemaining *int    `json:"confirmations_remaining,omitempty"`
	TxHash                 string  `json:"tx_hash,omitempty"`
	BlockNumber            *uint64 `json:"block_number,omitempty"`
	// FeeNeededWei: queued because the fee does not cover the result gas at the current
	// price (fee_below_cost); this fee would (decimal wei). FeeNeeded is the same in the
	// request's token, when it pays in one (decimal token units).
	FeeNeededWei string `json:"fee_needed_wei,omitempty"`
	FeeNeeded    string `json:"fee_needed,omitempty"`
	// Fee is the request's fee now (raised by bumpFee or not), in its currency: wei, or
	// the units of FeeToken when it pays from a token subscription.
	Fee      string `json:"fee,omitempty"`
	FeeToken string `json:"fee_token,omitempty"`
	// Reason says why a request is unserved: no_worker (no live worker serves its
	// model) or no_worker_for_task (live workers serve its model, none for its task).
	Reason string `json:"reason,omitempty"`
}

// finalBody is the 200 answer for a request in a final state.
type finalBody struct {
	RequestID    string       `json:"request_id"`
	Status       status.State `json:"status"` // completed, expired, failed, refunded, retracted or invalid_request
	Worker       *string      `json:"worker,omitempty"`
	ResultTxHash string       `json:"result_tx_hash,omitempty"`
	// RefundTxHash: the transaction that refunded the fee (refunded requests).
	RefundTxHash string `json:"refund_tx_hash,omitempty"`
	OutputHash   string `json:"output_hash,omitempty"`
	LatencyMS    *int64 `json:"latency_ms,omitempty"`
	LatencyKind  string `json:"latency_kind,omitempty"` // inclusion or indexed (status.Record)
	// Completed requests: the output of the ResultSubmitted event, when the indexer
	// kept it (at most status.MaxOutputBytes; its keccak256 is output_hash): as text
	// when it is valid UTF-8 (output), else base64 (output_base64). A longer output has
	// output_truncated set and is read from the result transaction's event.
	Output          *string `json:"output,omitempty"`
	OutputBase64    []byte  `json:"output_base64,omitempty"`
	OutputLength    *int    `json:"output_length,omitempty"`
	OutputTruncated bool    `json:"output_truncated,omitempty"`
	// OutputOffChain: the output was submitted by reference (longer than the router's
	// maxInlineOutputBytes); output_url serves it, as it serves every output.
	OutputOffChain bool   `json:"output_off_chain,omitempty"`
	OutputURL      string `json:"output_url,omitempty"`
	// Callback is the outcome of the requester contract's callback: "delivered" or
	// "failed" (CallbackDelivered, CallbackFailed); absent without a callback.
	Callback string `json:"callback,omitempty"`
	// Retracted requests: the transaction and block a reorg removed.
	TxHash      string  `json:"tx_hash,omitempty"`
	BlockNumber *uint64 `json:"block_number,omitempty"`
	// Error: invalid_request's reason, the inference request document's problems, each
	// naming its member. The fee is refundable once the deadline passes.
	Error string `json:"error,omitempty"`
	// Verification: where the sampled re-check of a completed request's result stands
	// (sampled, verified, disputed, worker_slashed, challenger_slashed; absent when it
	// was not sampled), with ResultVerifier's transactions about it, oldest first.
	Verification    status.Verification     `json:"verification,omitempty"`
	VerificationTxs []status.VerificationTx `json:"verification_txs,omitempty"`
}

// withOutput adds the kept output of a completed request, if its hash is the one the
// status names. A read failure leaves the output out (the hash is still there).
func (s *Server) withOutput(ctx context.Context, b *finalBody) {
	if s.sightings == nil || b.OutputHash == "" {
		return
	}
	o, err := s.sightings.Output(ctx, b.RequestID)
	if err != nil {
		if !errors.Is(err, status.ErrNotFound) {
			s.log.Warn("read output", zap.String("request_id", b.RequestID), zap.Error(err))
		}
		return
	}
	if !strings.EqualFold(o.OutputHash, b.OutputHash) {
		s.guard.refuse(refusedOutput) // not the result's output: left out
		return
	}
	b.OutputLength = &o.Length
	b.OutputURL = "/v1/requests/" + b.RequestID + "/output"
	b.Callback = o.Callback
	switch {
	case o.OffChain:
		b.OutputOffChain = true
	case o.Truncated:
		b.OutputTruncated = true
	case utf8.Valid(o.Output):
		text := string(o.Output)
		b.Output = &text
	default:
		b.OutputBase64 = o.Output
	}
}

// requestView is the answer to a status poll at one moment: what GET, the long poll
// and the event stream all send.
type requestView struct {
	code       int
	retryAfter int64 // seconds; 0: no Retry-After header
	body       any
	// key is what a change is: the answer without its time-varying fields (ETA,
	// elapsed, Retry-After). The push endpoints send a view when its key changes.
	key   string
	final bool // no later answer can differ
}

func errorView(code int, kind, msg string) requestView {
	return requestView{code: code, body: errorBody{Error: kind, Message: msg}, key: strconv.Itoa(code) + "|" + kind, final: true}
}

// getRequest answers GET /v1/requests/{id}: 202 with Retry-After while pending
// (confirming from the block that includes it), 200 once final, 404 for an id the
// chain does not have (as far as the indexer has seen), 400 for an id that is not a
// decimal uint256.
func (s *Server) getRequest(w http.ResponseWriter, r *http.Request) {
	id, err := status.ParseRequestID(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", err.Error())
		return
	}
	q := r.URL.Query()
	if len(q) > 1 || (len(q) == 1 && !q.Has("wait")) {
		writeError(w, http.StatusBadRequest, "bad_request", "the only query parameter is wait (e.g. ?wait=30s)")
		return
	}
	if q.Has("wait") {
		wait, err := parseWait(q.Get("wait"), s.cfg.MaxWait)
		if err != nil {
			writeError(w, http.StatusBadRequest, "bad_request", err.Error())
			return
		}
		s.longPoll(w, r, id, wait)
		return
	}
	if s.status == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the status store is not configured")
		return
	}
	v, err := s.requestView(r.Context(), id)
	if err != nil {
		s.unavailable(w, "read request status", err)
		return
	}
	s.writeView(w, v)
}

func (s *Server) writeView(w http.ResponseWriter, v requestView) {
	w.Header().Set("Cache-Control", "no-store")
	if v.retryAfter > 0 {
		w.Header().Set("Retry-After", strconv.FormatInt(v.retryAfter, 10))
	}
	writeJSON(w, v.code, v.body)
}

// requestView reads the request's status record, or what the indexer saw of it when
// the scheduler has no record yet. The error is a dependency failure (503).
func (s *Server) requestView(ctx context.Context, id string) (requestView, error) {
	rec, _, err := s.status.Get(ctx, id)
	switch {
	case err == nil:
		head, err := s.resultHead(ctx, rec)
		if err != nil {
			return requestView{}, err
		}
		return s.recordView(ctx, rec, head), nil
	case errors.Is(err, status.ErrNotFound):
		return s.sightingView(ctx, id)
	case errors.Is(err, status.ErrInvalid):
		s.log.Error("stored status does not decode", zap.String("request_id", id), zap.Error(err))
		return errorView(http.StatusInternalServerError, "internal", fmt.Sprintf("the status of request %s is unreadable", id)), nil
	default:
		return requestView{}, err
	}
}

// resultHead is the chain head a pending record's estimate needs (the confirmations its
// result will wait for, status.Compute): zero for a final record, without a sightings
// store, or before the indexer wrote one.
func (s *Server) resultHead(ctx context.Context, rec status.Record) (status.Head, error) {
	if rec.State.Final() || s.sightings == nil {
		return status.Head{}, nil
	}
	head, err := s.sightings.Head(ctx)
	if err != nil && !errors.Is(err, status.ErrNotFound) {
		return status.Head{}, fmt.Errorf("read chain head: %w", err)
	}
	return head, nil
}

func (s *Server) recordView(ctx context.Context, rec status.Record, head status.Head) requestView {
	if rec.State.Final() {
		b := finalBody{RequestID: rec.RequestID, Status: rec.State, ResultTxHash: rec.ResultTxHash, RefundTxHash: rec.RefundTxHash, OutputHash: rec.OutputHash, Error: rec.Error}
		if rec.Worker != "" {
			b.Worker = &rec.Worker
		}
		key := "200|" + string(rec.State)
		if rec.State == status.StateCompleted {
			b.LatencyMS, b.LatencyKind = &rec.LatencyMS, rec.LatencyKind
			b.Verification, b.VerificationTxs = rec.Verification, rec.VerificationTxs
			s.withOutput(ctx, &b)
			key += fmt.Sprintf("|%s|%d", rec.Verification, len(rec.VerificationTxs))
		}
		return requestView{code: http.StatusOK, body: b, key: key, final: true}
	}
	nowMS := s.now().UnixMilli()
	if rec.State == status.StateQueued || rec.State == status.StateThrottled || rec.State == status.StatePriceUnavailable {
		switch {
		case !s.served.serves(ctx, rec.Model):
			return s.unservedView(rec, nowMS, reasonNoWorker)
		case rec.Reason == status.ReasonNoWorkerForTask:
			return s.unservedView(rec, nowMS, rec.Reason)
		}
	}
	est := status.Compute(rec, head, s.sched.Get().RetryAfter, nowMS)
	s.observe(est)
	b := pendingBody{
		RequestID:         rec.RequestID,
		Status:            "pending",
		State:             string(rec.State),
		QueuePosition:     rec.QueuePosition,
		ETASeconds:        est.ETASeconds(),
		RetryAfterSeconds: est.RetryAfterS,
		FeeNeededWei:      rec.FeeNeededWei, FeeNeeded: rec.FeeNeeded, Fee: rec.Fee, FeeToken: rec.FeeToken,
	}
	if rec.State == status.StatePendingConfirmation {
		b.State = StateConfirming
		b.ConfirmationsRemaining = &rec.ConfirmationsRemaining
	}
	if rec.Worker != "" {
		b.Worker = &rec.Worker
	}
	if rec.SubmittedAtMS > 0 && nowMS > rec.SubmittedAtMS {
		b.ElapsedSeconds = (nowMS - rec.SubmittedAtMS) / 1000
	}
	return requestView{code: http.StatusAccepted, retryAfter: est.RetryAfterS, body: b,
		key: fmt.Sprintf("202|%s|%d|%s|%d", b.State, b.QueuePosition, rec.Worker, rec.ConfirmationsRemaining)}
}

// reasonNoWorker is an unserved request's reason when no live worker serves its model
// (scheduler.ReasonNoWorker).
const reasonNoWorker = "no_worker"

// unservedView answers for a queued request whose model no live worker serves, or none
// for its task (reason): state unserved, no ETA, and the backoff table's Retry-After for
// the time since it was submitted (capped to its deadline).
func (s *Server) unservedView(rec status.Record, nowMS int64, reason string) requestView {
	cfg := s.sched.Get().RetryAfter
	since := rec.SubmittedAtMS
	if since <= 0 {
		since = rec.UpdatedAtMS
	}
	retry := cfg.Backoff(nowMS - since)
	if rec.DeadlineMS > 0 {
		retry = retryafter.CapToDeadline(retry, nowMS, rec.DeadlineMS)
	}
	s.metrics.retryAfter.Observe(float64(retry))
	b := pendingBody{RequestID: rec.RequestID, Status: "pending", State: StateUnserved, QueuePosition: rec.QueuePosition,
		RetryAfterSeconds: retry, FeeNeededWei: rec.FeeNeededWei, Reason: reason}
	if rec.SubmittedAtMS > 0 && nowMS > rec.SubmittedAtMS {
		b.ElapsedSeconds = (nowMS - rec.SubmittedAtMS) / 1000
	}
	return requestView{code: http.StatusAccepted, retryAfter: retry, body: b,
		key: fmt.Sprintf("202|%s|%d||0|%s", StateUnserved, rec.QueuePosition, reason)}
}

// sightingView answers for a request the scheduler has no record of: confirming when
// the indexer has seen it, retracted when a reorg removed it, 404 otherwise. A confirmed
// sighting (no confirmations to go) is queued when the server has a queue source
// (heldView): the request is published and waits in the stream for the scheduler to take
// it in. Without a queue source (no scheduler's queue known) it stays confirming with
// 0 confirmations to go.
func (s *Server) sightingView(ctx context.Context, id string) (requestView, error) {
	if s.sightings == nil {
		return s.chainView(ctx, id, status.Head{})
	}
	sg, err := s.sightings.Sighting(ctx, id)
	switch {
	case errors.Is(err, status.ErrNotFound):
		head, err := s.sightings.Head(ctx)
		if err != nil && !errors.Is(err, status.ErrNotFound) {
			return requestView{}, fmt.Errorf("read chain head: %w", err)
		}
		return s.chainView(ctx, id, head)
	case err != nil:
		return requestView{}, err
	}
	if ok, err := s.confirmSighting(ctx, sg); err != nil {
		return requestView{}, err
	} else if !ok {
		if sg.Retracted { // the chain holds it: confirming, whatever the sighting says
			return s.chainView(ctx, id, status.Head{})
		}
		return unknownView(id), nil
	}
	if sg.Retracted {
		b := finalBody{RequestID: sg.RequestID, Status: status.StateRetracted, TxHash: sg.TxHash, BlockNumber: &sg.BlockNumber}
		return requestView{code: http.StatusOK, body: b, key: "200|retracted", final: true}, nil
	}
	head, err := s.sightings.Head(ctx)
	if err != nil {
		return requestView{}, fmt.Errorf("read chain head: %w", err)
	}
	nowMS := s.now().UnixMilli()
	cfg := s.sched.Get()
	est, remaining := status.ComputeSightingRun(sg, head, cfg.RetryAfter, s.sightingRun(ctx, &cfg, sg), nowMS)
	if remaining == 0 && s.quote.queue != nil {
		return s.heldView(ctx, sg, head, nowMS)
	}
	s.observe(est)
	b := pendingBody{
		RequestID: sg.RequestID, Status: "pending", State: StateConfirming,
		ETASeconds: est.ETASeconds(), RetryAfterSeconds: est.RetryAfterS,
		ConfirmationsRemaining: &remaining, TxHash: sg.TxHash, BlockNumber: &sg.BlockNumber,
	}
	if sg.SubmittedAtMS > 0 && nowMS > sg.SubmittedAtMS {
		b.ElapsedSeconds = (nowMS - sg.SubmittedAtMS) / 1000
	}
	return requestView{code: http.StatusAccepted, retryAfter: est.RetryAfterS, body: b,
		key: fmt.Sprintf("202|%s|0||%d", StateConfirming, remaining)}, nil
}

// sightingRun is the run a confirming request's ETA counts: its work (the sighting's
// planned form) at its model's rates as the live workers report them, and for a
// batchable one the batch hold, expected (scheduler.ModelRates.ProcessingMS) and at
// its bounds (ModelRates.SendWindowMS).
func (s *Server) sightingRun(ctx context.Context, cfg *scheduler.Config, sg status.Sighting) status.Run {
	r := scheduler.Request{ModelID: sg.Model, Task: sg.Task, MaxTokens: sg.MaxTokens,
		PromptTokens: min(max(sg.PromptTokens, 0), scheduler.MaxPromptTokens),
		Steps:        min(max(sg.Steps, 0), scheduler.MaxSteps),
		AudioBytes:   min(max(sg.AudioBytes, 0), scheduler.MaxAudioBytes), Batchable: sg.Batchable}
	rates := s.served.rates(ctx, cfg, sg.Model)
	from, by := rates.SendWindowMS(cfg, &r)
	return status.Run{ProcessingMS: rates.ProcessingMS(cfg, &r), SendFromMS: from, SendByMS: by}
}

// heldView answers for a confirmed request the scheduler has no record of. The indexer
// has published it, so it waits in the REQUESTS stream: held back while
// nats.max_waiting_requests (or max_pending_requests) requests wait for a slot, or about
// to be taken in. It is answered as a queued record would be (recordView: the same JSON,
// unserved when no live worker serves its model), at the position behind every request
// of its model now waiting for a slot (a lower bound: requests held back ahead of it in
// the stream are not counted), with the queued view's own estimate for that position
// (status.Compute without a round's estimate). Answering "confirming, 0 to go" instead
// told its requester, round after round, that it was about to be scheduled.
func (s *Server) heldView(ctx context.Context, sg status.Sighting, head status.Head, nowMS int64) (requestView, error) {
	waiting, err := s.quote.queue.Waiting(ctx, sg.Model)
	if err != nil {
		return requestView{}, fmt.Errorf("read the queue: %w", err)
	}
	rec := status.Record{RequestID: sg.RequestID, Model: sg.Model, State: status.StateQueued, QueuePosition: waiting,
		SubmittedAtMS: sg.SubmittedAtMS, DeadlineMS: sg.DeadlineMS, UpdatedAtMS: nowMS}
	return s.recordView(ctx, rec, head), nil
}

// chainView answers for an id neither the scheduler nor the indexer knows: when the
// chain holds it, it was included after the indexer's last pass, so it is confirming
// with all of head.Confirmations still to come; otherwise 404.
func (s *Server) chainView(ctx context.Context, id string, head status.Head) (requestView, error) {
	unknown := unknownView(id)
	if s.chain == nil {
		return unknown, nil
	}
	select {
	case s.chainSem <- struct{}{}:
		defer func() { <-s.chainSem }()
	default:
		return requestView{}, errors.New("too many chain lookups in flight")
	}
	ok, err := s.chain.RequestOnChain(ctx, id)
	if err != nil {
		return requestView{}, err
	}
	if !ok {
		return unknown, nil
	}
	nowMS := s.now().UnixMilli()
	if head.ObservedAtMS == 0 {
		head.ObservedAtMS = nowMS
	}
	sg := status.Sighting{RequestID: id, BlockNumber: head.Number + 1, Model: ""}
	est, remaining := status.ComputeSighting(sg, head, s.sched.Get().RetryAfter, nowMS)
	s.observe(est)
	b := pendingBody{
		RequestID: id, Status: "pending", State: StateConfirming,
		ETASeconds: est.ETASeconds(), RetryAfterSeconds: est.RetryAfterS, ConfirmationsRemaining: &remaining,
	}
	return requestView{code: http.StatusAccepted, retryAfter: est.RetryAfterS, body: b,
		key: fmt.Sprintf("202|%s|0||%d", StateConfirming, remaining)}, nil
}

func unknownView(id string) requestView {
	return errorView(http.StatusNotFound, "unknown_request",
		fmt.Sprintf("request %s is not on chain (neither the indexer nor the router knows it)", id))
}

// confirmSighting checks a sighting against the chain before it is served:
// a request the router never issued (id at or past nextRequestId) is refused, and so is
// a retraction of a request the chain holds. Without a verifier every sighting passes.
// The chain reads share the chain lookups' bound.
func (s *Server) confirmSighting(ctx context.Context, sg status.Sighting) (bool, error) {
	if s.guard.v == nil {
		return true, nil
	}
	select {
	case s.chainSem <- struct{}{}:
		defer func() { <-s.chainSem }()
	default:
		return false, errors.New("too many chain lookups in flight")
	}
	if sg.Retracted {
		on, err := s.chain.RequestOnChain(ctx, sg.RequestID)
		if err != nil {
			return false, err
		}
		if on {
			s.guard.refuse(refusedRetraction)
		}
		return !on, nil
	}
	ok, err := s.guard.exists(ctx, sg.RequestID)
	if err != nil {
		return false, err
	}
	if !ok {
		s.guard.refuse(refusedRequest)
		s.log.Warn("sighting refused: the router never issued this id", zap.String("request_id", sg.RequestID))
	}
	return ok, nil
}

func (s *Server) observe(est status.Estimate) {
	s.metrics.retryAfter.Observe(float64(est.RetryAfterS))
	s.metrics.rawETA.Observe(float64(est.ETAMS) / 1000)
}

// txBody is the answer of GET /v1/requests?tx=.
type txBody struct {
	TxHash      string   `json:"tx_hash"`
	BlockNumber uint64   `json:"block_number"`
	RequestIDs  []string `json:"request_ids"`
	// Retracted: a reorg removed the transaction; its ids are no longer requests.
	Retracted bool `json:"retracted"`
}

// listRequests answers GET /v1/requests?tx=0x…: the request ids the transaction
// created, as the indexer saw them; 404 for a transaction it has not seen create any.
func (s *Server) listRequests(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	tx := q.Get("tx")
	if len(q) != 1 || tx == "" {
		writeError(w, http.StatusBadRequest, "bad_request", "give exactly one query parameter: tx=0x<64 hex digits>")
		return
	}
	if !isTxHash(tx) {
		writeError(w, http.StatusBadRequest, "bad_request", fmt.Sprintf("tx: must be 0x and 64 hex digits, got %q", clipText(tx)))
		return
	}
	if s.sightings == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the sightings store is not configured")
		return
	}
	ts, err := s.sightings.Tx(r.Context(), tx)
	switch {
	case errors.Is(err, status.ErrNotFound):
		writeError(w, http.StatusNotFound, "unknown_transaction",
			fmt.Sprintf("transaction %s created no request the indexer has seen", strings.ToLower(tx)))
		return
	case err != nil:
		s.unavailable(w, "read transaction", err)
		return
	}
	ts.TxHash = strings.ToLower(tx) // the key asked for, whatever the value says
	if ts, err = s.confirmTx(r.Context(), ts); errors.Is(err, status.ErrNotFound) {
		writeError(w, http.StatusNotFound, "unknown_transaction",
			fmt.Sprintf("transaction %s created no request on chain", strings.ToLower(tx)))
		return
	} else if err != nil {
		s.unavailable(w, "confirm transaction", err)
		return
	}
	if ts.RequestIDs == nil {
		ts.RequestIDs = []string{}
	}
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, txBody{TxHash: ts.TxHash, BlockNumber: ts.BlockNumber, RequestIDs: ts.RequestIDs, Retracted: ts.Retracted})
}

// confirmTx checks a tx sighting against its receipt the first time it is served (the
// guard caches what the receipt said): ids the receipt does not list are refused and
// the receipt's are served; a transaction the chain has no receipt for is
// status.ErrNotFound unless the sighting says a reorg removed it. Without a verifier
// the sighting is served as it is.
func (s *Server) confirmTx(ctx context.Context, ts status.TxSighting) (status.TxSighting, error) {
	if s.guard.v == nil {
		return ts, nil
	}
	select {
	case s.chainSem <- struct{}{}:
		defer func() { <-s.chainSem }()
	default:
		return ts, errors.New("too many chain lookups in flight")
	}
	rc, found, err := s.guard.receipt(ctx, ts.TxHash)
	switch {
	case err != nil:
		return ts, err
	case !found && ts.Retracted:
		return ts, nil
	case !found, len(rc.IDs) == 0:
		s.guard.refuse(refusedTx)
		return ts, status.ErrNotFound
	}
	if !sameIDs(rc.IDs, ts.RequestIDs) || ts.Retracted { // a block moved by a reorg is no forgery
		s.guard.refuse(refusedTx)
		s.log.Warn("tx sighting refused: its receipt says otherwise", zap.String("tx", ts.TxHash))
	}
	return status.TxSighting{TxHash: strings.ToLower(ts.TxHash), BlockNumber: rc.BlockNumber, RequestIDs: rc.IDs}, nil
}

func isTxHash(s string) bool {
	if len(s) != 66 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X') {
		return false
	}
	for i := 2; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}
