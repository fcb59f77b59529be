package httpapi

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// TranscriptReader reads the transcript a worker stored for a request with its claim
// (wire.TranscriptClaim), both checked: the claim signed by worker for the request, the
// transcript's bytes hashing to the claim's transcript hash. A missing one wraps
// ErrObjectMissing or status.ErrNotFound. *outputs.Store satisfies it through the
// daemon's adapter.
type TranscriptReader interface {
	Transcript(ctx context.Context, requestID string, worker common.Address) (wire.TranscriptClaim, []byte, error)
}

// getTranscript answers GET /v1/requests/{id}/transcript: the transcript of a completed
// chat or completion (wire/infer.Transcript: token ids, log-probabilities, sampling,
// model, engine) as the worker the chain paid stored it, once its claim binds it to the
// request's on-chain output hash. The body is the stored bytes (application/json); the
// headers carry what a client needs to check the binding itself: X-Transcript-Hash (the
// keccak-256 of the body, also the ETag), X-Output-Hash, X-Worker and X-Transcript-
// Signature (the worker's EIP-191 signature of wire.TranscriptClaim.SigningBytes).
func (s *Server) getTranscript(w http.ResponseWriter, r *http.Request) {
	id, err := status.ParseRequestID(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", err.Error())
		return
	}
	if s.status == nil || s.transcripts == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the status store or the transcript store is not configured")
		return
	}
	rec, _, err := s.status.Get(r.Context(), id)
	switch {
	case errors.Is(err, status.ErrNotFound):
		writeError(w, http.StatusNotFound, "not_found", fmt.Sprintf("request %s has no status yet", id))
		return
	case err != nil:
		s.unavailable(w, "read request status", err)
		return
	}
	if rec.State != status.StateCompleted || rec.OutputHash == "" || !common.IsHexAddress(rec.Worker) {
		w.Header().Set("Retry-After", "1")
		writeError(w, http.StatusNotFound, "no_output", fmt.Sprintf("request %s is %s: it has no result", id, rec.State))
		return
	}
	claim, body, err := s.transcripts.Transcript(r.Context(), id, common.HexToAddress(rec.Worker))
	if errors.Is(err, ErrObjectMissing) || errors.Is(err, status.ErrNotFound) {
		writeError(w, http.StatusNotFound, "transcript_missing", fmt.Sprintf(
			"worker %s stored no transcript for request %s (a task without tokens, a backend that does not name them, or one no store holds any more)", rec.Worker, id))
		return
	}
	if err != nil {
		s.unavailable(w, "read the transcript", err)
		return
	}
	if !strings.EqualFold(claim.OutputHash.Hex(), rec.OutputHash) {
		writeError(w, http.StatusConflict, "transcript_mismatch", fmt.Sprintf(
			"worker %s's transcript claims output %s, the chain holds %s", rec.Worker, strings.ToLower(claim.OutputHash.Hex()), rec.OutputHash))
		return
	}
	h := w.Header()
	th := strings.ToLower(claim.TranscriptHash.Hex())
	h.Set("ETag", `"`+th+`"`)
	h.Set("X-Transcript-Hash", th)
	h.Set("X-Output-Hash", strings.ToLower(rec.OutputHash))
	h.Set("X-Worker", claim.Worker)
	h.Set("X-Transcript-Signature", hexutil.Encode(claim.Signature))
	h.Set("Content-Type", "application/json")
	h.Set("Cache-Control", "public, max-age=31536000, immutable")
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}
