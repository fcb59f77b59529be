package httpapi

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
)

// The auditor's reads of the decision log: one round's record, its proof, a page of a
// chain's rounds.

// roundRef reads the round number of the path and the ?shard= of the query, answering
// 400 (ok false) when either is malformed.
func roundRef(w http.ResponseWriter, r *http.Request) (shard int, n uint64, ok bool) {
	n, err := parseUint(r.PathValue("n"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", "round number: "+err.Error())
		return 0, 0, false
	}
	if shard, err = shardParam(r.URL.Query()); err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", err.Error())
		return 0, 0, false
	}
	return shard, n, true
}

// roundName is how a not-found answer names round n of shard's chain.
func roundName(shard int, n uint64) string {
	if shard > 0 {
		return fmt.Sprintf("round %d of shard %d", n, shard)
	}
	return fmt.Sprintf("round %d", n)
}

func (s *Server) getRound(w http.ResponseWriter, r *http.Request) {
	shard, n, ok := roundRef(w, r)
	if !ok {
		return
	}
	if s.rounds == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the decision log is not configured")
		return
	}
	rec, err := s.roundOf(r.Context(), shard, n)
	switch {
	case isNotFound(err):
		writeError(w, http.StatusNotFound, "not_found", roundName(shard, n)+" not found")
	case err != nil:
		s.unavailable(w, "read round", err)
	default:
		writeRaw(w, http.StatusOK, rec)
	}
}

// getProof answers the Merkle proof that round n (of shard's chain, ?shard=i) is in its
// anchored span.
func (s *Server) getProof(w http.ResponseWriter, r *http.Request) {
	shard, n, ok := roundRef(w, r)
	if !ok {
		return
	}
	if s.proofs == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "anchoring is not configured")
		return
	}
	p, err := s.proofs.Proof(r.Context(), shard, n)
	switch {
	case isNotFound(err):
		writeError(w, http.StatusNotFound, "not_found", roundName(shard, n)+" is not in an anchored span (yet)")
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
