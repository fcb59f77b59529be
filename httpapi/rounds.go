package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
)

// The auditor's reads of the decision log: one round's record, its proof, a page of a
// chain's rounds.

func (s *Server) getRound(w http.ResponseWriter, r *http.Request) {
	n, err := parseUint(r.PathValue("n"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", "round number: "+err.Error())
		return
	}
	shard, err := shardParam(r.URL.Query())
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", err.Error())
		return
	}
	if s.rounds == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the decision log is not configured")
		return
	}
	rec, err := s.roundOf(r.Context(), shard, n)
	switch {
	case isNotFound(err) && shard > 0:
		writeError(w, http.StatusNotFound, "not_found", fmt.Sprintf("round %d of shard %d not found", n, shard))
	case isNotFound(err):
		writeError(w, http.StatusNotFound, "not_found", fmt.Sprintf("round %d not found", n))
	case err != nil:
		s.unavailable(w, "read round", err)
	default:
		writeRaw(w, http.StatusOK, rec)
	}
}

// getProof answers the Merkle proof that round n (of shard's chain, ?shard=i) is in its
// anchored span.
func (s *Server) getProof(w http.ResponseWriter, r *http.Request) {
	n, err := parseUint(r.PathValue("n"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", "round number: "+err.Error())
		return
	}
	shard, err := shardParam(r.URL.Query())
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", err.Error())
		return
	}
	if s.proofs == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "anchoring is not configured")
		return
	}
	p, err := s.proofs.Proof(r.Context(), shard, n)
	switch {
	case isNotFound(err) && shard > 0:
		writeError(w, http.StatusNotFound, "not_found", fmt.Sprintf("round %d of shard %d is not in an anchored span (yet)", n, shard))
	case isNotFound(err):
		writeError(w, http.StatusNotFound, "not_found", fmt.Sprintf("round %d is not in an anchored span (yet)", n))
	case err != nil:
		s.unavailable(w, "build proof", err)
	default:
		writeJSON(w, http.StatusOK, p)
	}
}

func (s *Server) listRounds(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	var from uint64
	limit := min(20, s.cfg.MaxRoundsLimit)
	if v := q.Get("from"); v != "" {
		n, err := parseUint(v)
		if err != nil {
			writeError(w, http.StatusBadRequest, "bad_request", "from: "+err.Error())
			return
		}
		from = n
	}
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > s.cfg.MaxRoundsLimit {
			writeError(w, http.StatusBadRequest, "bad_request",
				fmt.Sprintf("limit: must be an integer within [1, %d], got %q", s.cfg.MaxRoundsLimit, clipText(v)))
			return
		}
		limit = n
	}
	shard, err := shardParam(q)
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", err.Error())
		return
	}
	if s.rounds == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the decision log is not configured")
		return
	}
	recs, err := s.roundsOf(r.Context(), shard, from, limit)
	if err != nil {
		s.unavailable(w, "list rounds", err)
		return
	}
	if len(recs) > limit {
		recs = recs[:limit]
	}
	if recs == nil {
		recs = []json.RawMessage{}
	}
	writeJSON(w, http.StatusOK, struct {
		Shard  int               `json:"shard"`
		From   uint64            `json:"from"`
		Limit  int               `json:"limit"`
		Rounds []json.RawMessage `json:"rounds"`
	}{shard, from, limit, recs})
}
