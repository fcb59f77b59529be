package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// memShards is an in-memory log of several chains, shard 0's as memRounds.
type memShards map[int]memRounds

func (m memShards) Get(ctx context.Context, n uint64) (json.RawMessage, error) {
	return m[0].Get(ctx, n)
}

func (m memShards) List(ctx context.Context, from uint64, limit int) ([]json.RawMessage, error) {
	return m[0].List(ctx, from, limit)
}

func (m memShards) GetShard(ctx context.Context, shard int, n uint64) (json.RawMessage, error) {
	return m[shard].Get(ctx, n)
}

func (m memShards) ListShard(ctx context.Context, shard int, from uint64, limit int) ([]json.RawMessage, error) {
	return m[shard].List(ctx, from, limit)
}

// The round lookup names the shard: GET /v1/rounds/{n} is shard 0's round n, with
// ?shard=i shard i's; a shard out of range is a bad request, a shard without the round
// is not found.
func TestRoundLookupNamesShard(t *testing.T) {
	log := memShards{
		0: {1: json.RawMessage(`{"round":1}`), 2: json.RawMessage(`{"round":2}`)},
		1: {1: json.RawMessage(`{"round":1,"shard":1}`)},
	}
	f := newFixture(t, nil, func(o *Options) { o.Rounds = log })
	for path, want := range map[string]string{
		"/v1/rounds/1":         `{"round":1}`,
		"/v1/rounds/1?shard=0": `{"round":1}`,
		"/v1/rounds/1?shard=1": `{"round":1,"shard":1}`,
	} {
		if rec := f.do("GET", path, ""); rec.Code != http.StatusOK || strings.TrimSpace(rec.Body.String()) != want {
			t.Errorf("%s: %d %s, want %s", path, rec.Code, rec.Body, want)
		}
	}
	rec := f.do("GET", "/v1/rounds/2?shard=1", "")
	wantError(t, rec, http.StatusNotFound, "not_found")
	if !strings.Contains(rec.Body.String(), "round 2 of shard 1") {
		t.Errorf("not found names the shard: %s", rec.Body)
	}
	for _, q := range []string{"shard=-1", "shard=256", "shard=x", "shard=01"} {
		wantError(t, f.do("GET", "/v1/rounds/1?"+q, ""), http.StatusBadRequest, "bad_request")
		wantError(t, f.do("GET", "/v1/rounds?"+q, ""), http.StatusBadRequest, "bad_request")
	}
	var page struct {
		Shard  int               `json:"shard"`
		Rounds []json.RawMessage `json:"rounds"`
	}
	rec = f.do("GET", "/v1/rounds?shard=1&from=1", "")
	if err := json.Unmarshal(rec.Body.Bytes(), &page); err != nil || page.Shard != 1 || len(page.Rounds) != 1 {
		t.Fatalf("list of shard 1: %d %s", rec.Code, rec.Body)
	}
	// A reader of one chain: another shard's round is not found.
	f = newFixture(t, nil, func(o *Options) { o.Rounds = log[0] })
	wantError(t, f.do("GET", "/v1/rounds/1?shard=1", ""), http.StatusNotFound, "not_found")
}
