package httpapi

import (
	"bytes"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"

	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/validate"
)

// adminOnly lets through requests with the admin bearer token; others get 401.
func (s *Server) adminOnly(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		given := tokenHash(strings.TrimSpace(tok))
		if !ok || subtle.ConstantTimeCompare(given[:], s.adminHash[:]) != 1 {
			s.log.Warn("admin request refused", zap.String("remote", clientKey(r)), zap.Bool("token_present", ok))
			w.Header().Set("WWW-Authenticate", `Bearer realm="infersched-admin"`)
			writeError(w, http.StatusUnauthorized, "unauthorized", "a valid admin bearer token is required")
			return
		}
		h(w, r)
	}
}

func (s *Server) getAdminConfig(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	writeJSON(w, http.StatusOK, s.sched.Get())
}

// adminRequest is the body of POST /admin/config.
type adminRequest struct {
	Param string          `json:"param"`
	Value json.RawMessage `json:"value"`
}

// postAdminConfig applies one parameter change to a copy of the scheduler section,
// validates the whole section, and only then makes it the one in use.
func (s *Server) postAdminConfig(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			writeError(w, http.StatusRequestEntityTooLarge, "payload_too_large",
				fmt.Sprintf("the body is larger than %d bytes", tooBig.Limit))
			return
		}
		writeError(w, http.StatusBadRequest, "bad_request", "read body: "+err.Error())
		return
	}
	var req adminRequest
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", `want a JSON object {"param": "...", "value": ...}: `+err.Error())
		return
	}
	if len(bytes.TrimSpace(body[dec.InputOffset():])) != 0 {
		writeError(w, http.StatusBadRequest, "bad_request", "trailing data after the JSON object")
		return
	}
	if req.Param == "" || req.Value == nil {
		writeError(w, http.StatusBadRequest, "bad_request", `both "param" and "value" are required`)
		return
	}

	s.adminMu.Lock()
	defer s.adminMu.Unlock()
	next, ch, err := ApplyParam(s.sched.Get(), req.Param, req.Value)
	if err == nil {
		err = s.sched.Set(next)
	}
	if err != nil {
		s.metrics.adminChange.WithLabelValues("refused").Inc()
		s.log.Warn("scheduler config change refused", zap.String("param", clipText(req.Param)),
			zap.String("remote", clientKey(r)), zap.Error(err))
		msg := strings.ReplaceAll(err.Error(), "\n", "; ")
		var fe *validate.FieldError
		if errors.Is(err, ErrUnknownParam) || errors.Is(err, ErrBadValue) || errors.As(err, &fe) {
			writeError(w, http.StatusBadRequest, "invalid_config", msg)
			return
		}
		writeError(w, http.StatusInternalServerError, "internal", msg)
		return
	}
	s.metrics.adminChange.WithLabelValues("applied").Inc()
	s.log.Info("scheduler config changed", zap.String("param", ch.Param),
		zap.ByteString("old", ch.Old), zap.ByteString("new", ch.New), zap.String("remote", clientKey(r)))
	writeJSON(w, http.StatusOK, ch)
}
