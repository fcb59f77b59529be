package workers

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"

	"go.uber.org/zap"
)

// HeartbeatPath is where the daemon mounts HeartbeatHandler.
const HeartbeatPath = "/v1/workers/heartbeat"

// ErrorBody is the JSON body of a refused heartbeat, over HTTP and in NATS replies.
// Error is one of invalid_heartbeat, too_large, bad_signature, clock_skew, replay,
// not_staked, unavailable (the registry's own failure: retry), method_not_allowed.
type ErrorBody struct {
	Error   string `json:"error"`
	Message string `json:"message"`
}

// HeartbeatHandler accepts POST bodies in the wire format (see doc.go). It answers 200
// with an Ack, or an ErrorBody with 400 (invalid_heartbeat, clock_skew), 401
// (bad_signature), 403 (not_staked), 409 (replay), 413 (too_large), 405, or 503
// (unavailable). It does not check the path.
func (r *Registry) HeartbeatHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		if req.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			writeJSON(w, http.StatusMethodNotAllowed, ErrorBody{Error: "method_not_allowed", Message: "use POST"})
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, req.Body, MaxBodyBytes))
		if err != nil {
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				writeJSON(w, http.StatusRequestEntityTooLarge, ErrorBody{
					Error: "too_large", Message: ErrTooLarge.Error() + ": the limit is 65536 bytes"})
				return
			}
			writeJSON(w, http.StatusBadRequest, ErrorBody{Error: "invalid_heartbeat", Message: "reading body: " + err.Error()})
			return
		}
		ack, err := r.Accept(req.Context(), body)
		if err != nil {
			status, code := r.refused("http", err)
			if status == http.StatusServiceUnavailable {
				w.Header().Set("Retry-After", "1")
			}
			writeJSON(w, status, ErrorBody{Error: code, Message: err.Error()})
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
