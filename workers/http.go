package workers

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"

	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
)

// HeartbeatHandler accepts POST bodies in the wire format (see doc.go). It answers 200
// with an wire.HeartbeatReply, or an wire.ErrorBody with 400 (invalid_heartbeat, clock_skew), 401
// (bad_signature), 403 (not_staked), 409 (replay), 413 (too_large), 429 (rate_limited), 405, or 503
// (unavailable). It does not check the path.
func (r *Registry) HeartbeatHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			writeJSON(w, http.StatusMethodNotAllowed, wire.ErrorBody{Error: "method_not_allowed", Message: "use POST"})
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, req.Body, wire.MaxBodyBytes))
		if err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				writeJSON(w, http.StatusRequestEntityTooLarge, wire.ErrorBody{
					Error: "too_large", Message: wire.ErrTooLarge.Error() + ": the limit is 65536 bytes"})
				return
			}
			writeJSON(w, http.StatusBadRequest, wire.ErrorBody{Error: "invalid_heartbeat", Message: "reading body: " + err.Error()})
			return
		}
		ack, err := r.Accept(req.Context(), body)
		if err != nil {
			status, code := r.refused("http", err)
			if status == http.StatusServiceUnavailable || status == http.StatusTooManyRequests {
				w.Header().Set("Retry-After", "1")
			}
			writeJSON(w, status, wire.ErrorBody{Error: code, Message: err.Error()})
			return
		}
		writeJSON(w, http.StatusOK, ack)
	})
}

// refused classifies and logs a failed Accept.
func (r *Registry) refused(via string, err error) (int, string) {
	status, code := classify(err)
	if code == codeUnavailable {
		r.log.Warn("heartbeat not recorded", zap.String("via", via), zap.Error(err))
	} else {
		r.log.Debug("heartbeat rejected", zap.String("via", via), zap.String("code", code), zap.Error(err))
	}
	return status, code
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, _ := json.Marshal(v)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write(append(b, '\n'))
}
