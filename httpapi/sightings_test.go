package httpapi

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus/testutil"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/wire/status"
)

// The indexer's role can write any sighting. With the indexer's credentials a sighting
// of id 999999 made the API answer 202 confirming for a request that does not exist, a
// forged tx.<hash> listed someone else's ids, and a retraction could end a live
// request. Each is checked against the chain before it is served, and counted.
func TestForgedSightingsAreRefused(t *testing.T) {
	e := newChainAPI(t, 1)
	c := e.chain
	ctx := context.Background()
	id, rc := c.RequestInferenceReceipt(t, c.Users[0], contractstest.Request{Model: "m"})
	waitUntil(t, "the request's sighting", func() bool { _, err := e.sightings.Sighting(ctx, id.String()); return err == nil })
	refused := func(kind string) float64 {
		return testutil.ToFloat64(e.f.srv.guard.refused.WithLabelValues(kind))
	}

	// A request the router never issued.
	forged := status.Sighting{RequestID: "999999", TxHash: strings.ToLower(rc.TxHash.Hex()), BlockNumber: rc.BlockNumber.Uint64(), Model: "m"}
	if err := e.sightings.PutSighting(ctx, forged); err != nil {
		t.Fatal(err)
	}
	wantError(t, e.f.do("GET", "/v1/requests/999999", ""), http.StatusNotFound, "unknown_request")
	if r := e.f.do("GET", "/v1/requests/"+id.String(), ""); r.Code != http.StatusAccepted {
		t.Errorf("the real request: %d %s", r.Code, r.Body)
	}
	if got := refused(refusedRequest); got != 1 {
		t.Errorf("refused requests: %v, want 1", got)
	}

	// A transaction that does not exist, listing the real id; and the real transaction
	// listing more ids than it created.
	fake := "0x" + strings.Repeat("cd", 32)
	if err := e.sightings.PutTx(ctx, status.TxSighting{TxHash: fake, BlockNumber: 3, RequestIDs: []string{id.String()}}); err != nil {
		t.Fatal(err)
	}
	wantError(t, e.f.do("GET", "/v1/requests?tx="+fake, ""), http.StatusNotFound, "unknown_transaction")
	real := strings.ToLower(rc.TxHash.Hex())
	if err := e.sightings.PutTx(ctx, status.TxSighting{TxHash: real, BlockNumber: rc.BlockNumber.Uint64(), RequestIDs: []string{id.String(), "999999"}}); err != nil {
		t.Fatal(err)
	}
	r := e.f.do("GET", "/v1/requests?tx="+real, "")
	if m := decodeMap(t, r); r.Code != http.StatusOK || strings.Join(toStrings(m["request_ids"]), ",") != id.String() {
		t.Errorf("the real transaction with a forged id list: %d %v", r.Code, m)
	}
	if got := refused(refusedTx); got != 2 {
		t.Errorf("refused tx sightings: %v, want 2", got)
	}

	// A retraction of a request the chain holds: still confirming, not retracted.
	retracted := status.Sighting{RequestID: id.String(), TxHash: real, BlockNumber: rc.BlockNumber.Uint64(), Model: "m", Retracted: true}
	if err := e.sightings.PutSighting(ctx, retracted); err != nil {
		t.Fatal(err)
	}
	r = e.f.do("GET", "/v1/requests/"+id.String(), "")
	if m := decodeMap(t, r); r.Code != http.StatusAccepted || m["state"] != StateConfirming {
		t.Errorf("a forged retraction of a live request: %d %v", r.Code, m)
	}
	if got := refused(refusedRetraction); got != 1 {
		t.Errorf("refused retractions: %v, want 1", got)
	}
}
