package httpapi

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"

	"github.com/infersched/infersched/internal/status"
	"go.uber.org/zap"
)

// pendingBody is the 202 answer for a request not yet final.
type pendingBody struct {
	RequestID     string       `json:"request_id"`
	Status        string       `json:"status"` // always "pending"
	State         status.State `json:"state"`
	QueuePosition int          `json:"queue_position"`
	Worker        *string      `json:"worker"` // null until assigned
	ETASeconds    int64        `json:"eta_seconds"`
	// ElapsedSeconds is the time since the request was submitted, in whole seconds.
	ElapsedSeconds    int64 `json:"elapsed_seconds"`
	RetryAfterSeconds int64 `json:"retry_after_seconds"`
	// FeeNeededWei: queued because the fee does not cover the result gas at the current
	// price (fee_below_cost); this fee would (decimal wei).
	FeeNeededWei string `json:"fee_needed_wei,omitempty"`
}

// finalBody is the 200 answer for a request in a final state.
type finalBody struct {
	RequestID    string       `json:"request_id"`
	Status       status.State `json:"status"` // completed, expired, failed or refunded
	Worker       *string      `json:"worker,omitempty"`
	ResultTxHash string       `json:"result_tx_hash,omitempty"`
	OutputHash   string       `json:"output_hash,omitempty"`
	LatencyMS    *int64       `json:"latency_ms,omitempty"`
}

// getRequest answers GET /v1/requests/{id}: 202 with Retry-After while pending, 200
// once final, 404 for an unknown request, 400 for an id that is not a decimal uint256.
func (s *Server) getRequest(w http.ResponseWriter, r *http.Request) {
	id, err := status.ParseRequestID(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", err.Error())
		return
	}
	if s.status == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the status store is not configured")
		return
	}
	rec, _, err := s.status.Get(r.Context(), id)
	switch {
	case errors.Is(err, status.ErrNotFound):
		writeError(w, http.StatusNotFound, "not_found", fmt.Sprintf("request %s not found", id))
		return
	case errors.Is(err, status.ErrInvalid):
		s.log.Error("stored status does not decode", zap.String("request_id", id), zap.Error(err))
		writeError(w, http.StatusInternalServerError, "internal", fmt.Sprintf("the status of request %s is unreadable", id))
		return
	case err != nil:
		s.unavailable(w, "read request status", err)
		return
	}
	w.Header().Set("Cache-Control", "no-store")
	if rec.State.Final() {
		b := finalBody{RequestID: rec.RequestID, Status: rec.State, ResultTxHash: rec.ResultTxHash, OutputHash: rec.OutputHash}
		if rec.Worker != "" {
			b.Worker = &rec.Worker
		}
		if rec.State == status.StateCompleted {
			b.LatencyMS = &rec.LatencyMS
		}
		writeJSON(w, http.StatusOK, b)
		return
	}
	nowMS := s.now().UnixMilli()
	est := status.Compute(rec, s.sched.Get().RetryAfter, nowMS)
	s.metrics.retryAfter.Observe(float64(est.RetryAfterS))
	s.metrics.rawETA.Observe(float64(est.ETAMS) / 1000)
	b := pendingBody{
		RequestID:         rec.RequestID,
		Status:            "pending",
		State:             rec.State,
		QueuePosition:     rec.QueuePosition,
		ETASeconds:        est.ETASeconds(),
		RetryAfterSeconds: est.RetryAfterS,
		FeeNeededWei:      rec.FeeNeededWei,
	}
	if rec.Worker != "" {
		b.Worker = &rec.Worker
	}
	if rec.SubmittedAtMS > 0 && nowMS > rec.SubmittedAtMS {
		b.ElapsedSeconds = (nowMS - rec.SubmittedAtMS) / 1000
	}
	w.Header().Set("Retry-After", strconv.FormatInt(est.RetryAfterS, 10))
	writeJSON(w, http.StatusAccepted, b)
}
