package httpapi

import (
	"context"
	"encoding/json"
	"io"
	"math/big"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers/legacy"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// TestOpenAPI checks that /openapi.yaml is a valid OpenAPI 3.1 document, that it
// describes every route the server mounts, and that every answer of every handler
// (status, headers, body) is one it describes.
func TestOpenAPI(t *testing.T) {
	ctx := context.Background()
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromData(openAPI)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(doc.OpenAPI, "3.1") {
		t.Fatalf("openapi %s, want 3.1", doc.OpenAPI)
	}
	if err := doc.Validate(ctx); err != nil {
		t.Fatalf("invalid description: %v", err)
	}
	doc.Servers = nil // match requests by path alone
	// The event stream and the description itself are checked as text. (kin-openapi
	// keeps decoders in a package-level table; only this test binary touches it.)
	openapi3filter.RegisterBodyDecoder("text/event-stream", openapi3filter.FileBodyDecoder)
	openapi3filter.RegisterBodyDecoder("application/yaml", openapi3filter.FileBodyDecoder)
	router, err := legacy.NewRouter(doc)
	if err != nil {
		t.Fatal(err)
	}

	e := newPushEnv(t, func(o *Options) {
		o.Config.Admin.Enabled, o.Config.Admin.Token = true, adminTok
		o.Rounds = memRounds{1: json.RawMessage(`{"round":1}`)}
		o.Workers = memWorkers{{ID: workerA, Models: []string{"m"}, MaxJobs: 2, ActiveJobs: 1,
			Tasks: map[string][]string{"m": {"chat", "embedding"}}, Speed: map[string]scheduler.Speed{"m": {DecodeTPS: 40, PrefillTPS: 900}}}}
		o.Gas = fixedGas{wei: big.NewInt(1e9)}
		o.Info = StaticInfo{ChainID: 1337, Contracts: map[string]string{"inference_router": workerA}, Version: "test"}
		o.Proofs = nil
		store := openOutputs(t, natstest.Start(t), 1<<20)
		o.Outputs, o.Transcripts = storeAdapter{store}, transcriptAdapter{store}
		o.Heartbeat = http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
			writeError(w, http.StatusBadRequest, "invalid_heartbeat", "a fault: the registry is not under test here")
		})
	})
	ctxb := context.Background()
	invalid := record("8", status.StateInvalidRequest)
	invalid.Error = "invalid inference request document: task: must be one of \"chat\", … got \"sing\""
	untasked := record("9", status.StateQueued)
	untasked.Reason = status.ReasonNoWorkerForTask
	put(t, e.kv, record("1", status.StateQueued), record("2", status.StateAssigned), record("3", status.StateCompleted),
		record("4", status.StateExpired), record("6", status.StateRetracted), invalid, untasked, slashedRecord("10"))
	_ = e.sightings.PutHead(ctxb, status.Head{Number: 10, BlockMS: 1000, Confirmations: 3, ObservedAtMS: t0})
	_ = e.sightings.PutSighting(ctxb, status.Sighting{RequestID: "5", TxHash: txHash, BlockNumber: 9, Model: "m"})
	_ = e.sightings.PutSighting(ctxb, status.Sighting{RequestID: "7", TxHash: outHash, BlockNumber: 9, Model: "m", Retracted: true})
	_ = e.sightings.PutTx(ctxb, status.TxSighting{TxHash: txHash, BlockNumber: 9, RequestIDs: []string{"5"}})
	_ = e.sightings.PutOutput(ctxb, status.NewOutput("3", txHash, outHash, []byte("hello")))

	auth := "Authorization: Bearer " + adminTok
	calls := []struct {
		method, path, body string
		hdr                []string
	}{
		{"GET", "/v1/requests/1", "", nil}, {"GET", "/v1/requests/2", "", nil}, {"GET", "/v1/requests/3", "", nil},
		{"GET", "/v1/requests/4", "", nil}, {"GET", "/v1/requests/5", "", nil}, {"GET", "/v1/requests/6", "", nil},
		{"GET", "/v1/requests/7", "", nil}, {"GET", "/v1/requests/999", "", nil}, {"GET", "/v1/requests/x", "", nil},
		{"GET", "/v1/requests/8", "", nil}, {"GET", "/v1/requests/9", "", nil}, {"GET", "/v1/requests/10", "", nil},
		{"GET", "/v1/quote?model=m&max_tokens=64&task=embedding&prompt_tokens=300", "", nil},
		{"GET", "/v1/quote?model=m&max_tokens=64&task=image&steps=20", "", nil},
		{"GET", "/v1/requests/3?wait=5s", "", nil}, {"GET", "/v1/requests/1?wait=1s", "", nil}, {"GET", "/v1/requests/1?wait=0", "", nil},
		{"GET", "/v1/requests/3/output", "", nil}, {"GET", "/v1/requests/1/output", "", nil}, {"GET", "/v1/requests/x/output", "", nil},
		{"GET", "/v1/requests/3/transcript", "", nil}, {"GET", "/v1/requests/1/transcript", "", nil}, {"GET", "/v1/requests/x/transcript", "", nil},
		{"POST", "/v1/inputs", "hello", []string{"Content-Type: application/octet-stream"}},
		{"POST", "/v1/inputs", "", []string{"Content-Type: application/octet-stream"}},
		{"GET", "/v1/inputs/" + strings.ToLower(crypto.Keccak256Hash([]byte("hello")).Hex()), "", nil},
		{"GET", "/v1/inputs/" + outHash, "", nil},
		{"GET", "/v1/requests/3/events", "", nil}, {"GET", "/v1/requests/999/events", "", nil}, {"GET", "/v1/requests/x/events", "", nil},
		{"GET", "/v1/requests?tx=" + txHash, "", nil}, {"GET", "/v1/requests?tx=" + outHash, "", nil}, {"GET", "/v1/requests?tx=0x1", "", nil},
		{"POST", "/v1/workers/heartbeat", `{}`, []string{"Content-Type: application/json"}},
		{"GET", "/v1/workers", "", nil},
		{"GET", "/v1/quote?model=m&max_tokens=64&batchable=true&callback_gas=120000", "", nil}, {"GET", "/v1/quote?model=m", "", nil},
		{"GET", "/v1/rounds/1", "", nil}, {"GET", "/v1/rounds/2", "", nil}, {"GET", "/v1/rounds/x", "", nil},
		{"GET", "/v1/rounds/1/proof", "", nil},
		{"GET", "/v1/rounds?from=1&limit=5", "", nil}, {"GET", "/v1/rounds?limit=0", "", nil},
		{"GET", "/v1/rounds/1?shard=0", "", nil}, {"GET", "/v1/rounds/1?shard=1", "", nil}, {"GET", "/v1/rounds?shard=1&from=1", "", nil},
		{"GET", "/v1/info", "", nil},
		{"GET", "/admin/config", "", []string{auth}}, {"GET", "/admin/config", "", nil},
		{"POST", "/admin/config", `{"param":"retry_after.min_seconds","value":2}`, []string{auth, "Content-Type: application/json"}},
		{"POST", "/admin/config", `{"param":"nope","value":2}`, []string{auth, "Content-Type: application/json"}},
		{"GET", "/metrics", "", nil}, {"GET", "/healthz", "", nil}, {"GET", "/readyz", "", nil}, {"GET", "/openapi.yaml", "", nil},
	}
	seen := map[string]bool{}
	for _, c := range calls {
		rec := e.f.do(c.method, c.path, c.body, c.hdr...)
		req := httptest.NewRequest(c.method, c.path, strings.NewReader(c.body))
		for _, h := range c.hdr {
			k, v, _ := strings.Cut(h, ": ")
			req.Header.Set(k, v)
		}
		route, params, err := router.FindRoute(req)
		if err != nil {
			t.Fatalf("%s %s: not in the description: %v", c.method, c.path, err)
		}
		seen[c.method+" "+route.Path] = true
		in := &openapi3filter.ResponseValidationInput{
			RequestValidationInput: &openapi3filter.RequestValidationInput{
				Request: req, PathParams: params, Route: route,
				Options: &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc},
			},
			Status:  rec.Code,
			Header:  rec.Header(),
			Options: &openapi3filter.Options{IncludeResponseStatus: true, MultiError: true},
		}
		in.SetBodyBytes(rec.Body.Bytes())
		if err := openapi3filter.ValidateResponse(ctx, in); err != nil {
			t.Errorf("%s %s → %d %s\ndoes not match the description: %v", c.method, c.path, rec.Code, clip(rec.Body.String()), err)
		}
	}
	// The check has teeth: an answer missing required keys, or with a status the
	// description does not list, fails it.
	for _, bad := range []struct {
		code int
		body string
	}{{http.StatusAccepted, `{"request_id":"1","status":"pending"}`}, {http.StatusTeapot, `{}`}} {
		req := httptest.NewRequest("GET", "/v1/requests/1", nil)
		route, params, _ := router.FindRoute(req)
		hdr := http.Header{"Content-Type": {"application/json"}, "Retry-After": {"3"}}
		in := &openapi3filter.ResponseValidationInput{
			RequestValidationInput: &openapi3filter.RequestValidationInput{Request: req, PathParams: params, Route: route},
			Status:                 bad.code, Header: hdr, Options: &openapi3filter.Options{IncludeResponseStatus: true},
		}
		in.SetBodyBytes([]byte(bad.body))
		if openapi3filter.ValidateResponse(ctx, in) == nil {
			t.Errorf("%d %s passed the check", bad.code, bad.body)
		}
	}
	// Every route the server mounts is described and was exercised here.
	var missing []string
	for path, item := range doc.Paths.Map() {
		for method := range item.Operations() {
			if !seen[method+" "+path] {
				missing = append(missing, method+" "+path)
			}
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("operations not exercised: %v", missing)
	}
	resp, err := http.Get(e.url + "/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || string(b) != string(openAPI) {
		t.Fatalf("/openapi.yaml: %d, %d bytes", resp.StatusCode, len(b))
	}
}

func clip(s string) string {
	if len(s) > 300 {
		return s[:300] + "…"
	}
	return s
}
