package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/outputs"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

// storeAdapter is the daemon's adapter in small: a missing object is ErrObjectMissing.
type storeAdapter struct{ *outputs.Store }

func (a storeAdapter) Object(ctx context.Context, h common.Hash) (StoredObject, error) {
	b, err := a.Store.Object(ctx, h)
	if errors.Is(err, outputs.ErrNotFound) {
		return nil, fmt.Errorf("%w: %w", ErrObjectMissing, err)
	}
	if err != nil {
		return nil, err
	}
	return b, nil
}

// openOutputs is a real output store on ns (its object store and staging stream made
// as bus.Ensure makes them), holding at most maxObject bytes an object.
func openOutputs(t testing.TB, ns *natstest.Server, maxObject int64) *outputs.Store {
	t.Helper()
	ctx := context.Background()
	js := ns.JetStream(t)
	cfg := bus.DefaultConfig()
	cfg.Storage = "memory"
	cfg.Outputs.MaxObjectBytes, cfg.Outputs.MaxBytes = maxObject, 32<<20
	cfg.Outputs.StagingMaxBytes, cfg.Outputs.StagingMaxBytesPerWorker = 8<<20, 4<<20
	if _, err := js.CreateOrUpdateObjectStore(ctx, bus.ObjectStoreConfig(cfg)); err != nil {
		t.Fatal(err)
	}
	for _, sc := range bus.StreamConfigs(cfg) {
		if sc.Name == wire.StreamUploads {
			if _, err := js.CreateOrUpdateStream(ctx, sc); err != nil {
				t.Fatal(err)
			}
		}
	}
	s, err := outputs.Open(ctx, js, cfg.Outputs, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// inputsAdapter is the daemon's input adapter in small.
type inputsAdapter struct{ *outputs.Inputs }

func (a inputsAdapter) Object(ctx context.Context, h common.Hash) (StoredObject, error) {
	b, err := a.Inputs.Object(ctx, h)
	if errors.Is(err, outputs.ErrNotFound) {
		return nil, fmt.Errorf("%w: %w", ErrObjectMissing, err)
	}
	if err != nil {
		return nil, err
	}
	return b, nil
}

func (a inputsAdapter) PutInput(ctx context.Context, body io.Reader, client string, quota int64, take func(int) error) (common.Hash, int64, error) {
	h, n, err := a.Inputs.Put(ctx, body, client, quota, take)
	switch {
	case errors.Is(err, outputs.ErrQuota):
		err = fmt.Errorf("%w: %w", ErrInputQuota, err)
	case errors.Is(err, outputs.ErrFull):
		err = fmt.Errorf("%w: %w", ErrStoreFull, err)
	case errors.Is(err, outputs.ErrTooLarge):
		err = fmt.Errorf("%w: %w", ErrInputTooLarge, err)
	}
	return h, n, err
}

// openInputs is a real input store on ns of maxBytes, holding at most maxObject bytes
// an input.
func openInputs(t testing.TB, ns *natstest.Server, maxObject, maxBytes int64) *outputs.Inputs {
	t.Helper()
	ctx := context.Background()
	js := ns.JetStream(t)
	cfg := bus.DefaultConfig()
	cfg.Storage = "memory"
	cfg.Inputs.MaxBytes = maxBytes
	if _, err := js.CreateOrUpdateObjectStore(ctx, bus.InputStoreConfig(cfg)); err != nil {
		t.Fatal(err)
	}
	in, err := outputs.OpenInputs(ctx, js, maxObject, cfg.Inputs.ClaimWindow, nil, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	return in
}

// completed is request id completed with an output hashing to h.
func completed(id string, h common.Hash) status.Record {
	r := record(id, status.StateCompleted)
	r.OutputHash = strings.ToLower(h.Hex())
	return r
}

// TestOutputEndpoint: GET /v1/requests/{id}/output serves a 1 MiB off-chain output and
// an inline one alike, with the hash as ETag, Content-Length, ranges and
// If-None-Match; a request without an output, or whose output no store has, is 404.
func TestOutputEndpoint(t *testing.T) {
	var store *outputs.Store
	e := newPushEnv(t, func(o *Options) {
		store = openOutputs(t, natstest.Start(t), 2<<20)
		o.Outputs = storeAdapter{store}
	})
	ctx := context.Background()
	big := bytes.Repeat([]byte("0123456789abcdef"), 1<<16)
	bigHash, err := store.Put(ctx, big)
	if err != nil || bigHash != crypto.Keccak256Hash(big) {
		t.Fatalf("put: %s, %v", bigHash, err)
	}
	short := []byte("a short answer")
	gone := crypto.Keccak256Hash([]byte("never stored"))
	put(t, e.kv, completed("10", bigHash), completed("11", crypto.Keccak256Hash(short)), completed("12", gone),
		record("13", status.StateAssigned))
	off := status.NewOutput("10", txHash, strings.ToLower(bigHash.Hex()), nil)
	off.OffChain, off.Length, off.Callback = true, len(big), "failed"
	_ = e.sightings.PutOutput(ctx, off)
	_ = e.sightings.PutOutput(ctx, status.NewOutput("11", txHash, strings.ToLower(crypto.Keccak256Hash(short).Hex()), short))

	rec := e.f.do("GET", "/v1/requests/10/output", "")
	etag := `"` + strings.ToLower(bigHash.Hex()) + `"`
	if rec.Code != http.StatusOK || !bytes.Equal(rec.Body.Bytes(), big) || rec.Header().Get("ETag") != etag ||
		rec.Header().Get("Content-Length") != fmt.Sprint(len(big)) {
		t.Fatalf("off-chain output: %d, %d bytes, headers %v", rec.Code, rec.Body.Len(), rec.Header())
	}
	rec = e.f.do("GET", "/v1/requests/10/output", "", "Range", "bytes=1000-1999")
	if rec.Code != http.StatusPartialContent || !bytes.Equal(rec.Body.Bytes(), big[1000:2000]) ||
		rec.Header().Get("Content-Range") != fmt.Sprintf("bytes 1000-1999/%d", len(big)) {
		t.Fatalf("range: %d, %d bytes, %q", rec.Code, rec.Body.Len(), rec.Header().Get("Content-Range"))
	}
	if rec = e.f.do("GET", "/v1/requests/10/output", "", "If-None-Match", etag); rec.Code != http.StatusNotModified {
		t.Fatalf("If-None-Match: %d", rec.Code)
	}
	rec = e.f.do("GET", "/v1/requests/11/output", "")
	if rec.Code != http.StatusOK || !bytes.Equal(rec.Body.Bytes(), short) {
		t.Fatalf("inline output: %d %q", rec.Code, rec.Body.String())
	}
	for path, want := range map[string]string{"/v1/requests/12/output": "output_missing", "/v1/requests/13/output": "no_output",
		"/v1/requests/999/output": "not_found"} {
		if rec := e.f.do("GET", path, ""); rec.Code != http.StatusNotFound || !strings.Contains(rec.Body.String(), want) {
			t.Errorf("%s: %d %s, want 404 %s", path, rec.Code, rec.Body.String(), want)
		}
	}
	// The status names the off-chain output, where to read it, and the callback's outcome.
	var body finalBody
	rec = e.f.do("GET", "/v1/requests/10", "")
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || !body.OutputOffChain || body.OutputURL != "/v1/requests/10/output" ||
		body.Callback != "failed" || body.OutputLength == nil || *body.OutputLength != len(big) {
		t.Fatalf("status of an off-chain output: %s", rec.Body.String())
	}
}

// TestInputUpload: POST /v1/inputs stores the body under its keccak-256 and answers the
// ref: prompt that names it; GET /v1/inputs/{hash} reads it back; an empty body is 400
// and one above max_object_bytes 413.
func TestInputUpload(t *testing.T) {
	e := newPushEnv(t, func(o *Options) { o.Inputs = inputsAdapter{openInputs(t, natstest.Start(t), 256<<10, 32<<20)} })
	in := bytes.Repeat([]byte("an image "), 20_000) // 180 kB, above http.max_body_bytes
	rec := e.f.do("POST", "/v1/inputs", string(in), "Content-Type", "application/octet-stream")
	var got inputBody
	if rec.Code != http.StatusCreated || json.Unmarshal(rec.Body.Bytes(), &got) != nil {
		t.Fatalf("upload: %d %s", rec.Code, rec.Body.String())
	}
	h := crypto.Keccak256Hash(in)
	if got.Hash != strings.ToLower(h.Hex()) || got.Length != len(in) || got.Prompt != string(wire.InputRef(h)) {
		t.Fatalf("upload answer %+v", got)
	}
	if rec := e.f.do("GET", "/v1/inputs/"+got.Hash, ""); rec.Code != http.StatusOK || !bytes.Equal(rec.Body.Bytes(), in) {
		t.Fatalf("read back: %d, %d bytes", rec.Code, rec.Body.Len())
	}
	if rec := e.f.do("POST", "/v1/inputs", ""); rec.Code != http.StatusBadRequest {
		t.Fatalf("empty body: %d", rec.Code)
	}
	if rec := e.f.do("POST", "/v1/inputs", strings.Repeat("x", 256<<10+1)); rec.Code != http.StatusRequestEntityTooLarge {
		t.Fatalf("too large: %d %s", rec.Code, rec.Body.String())
	}
	if rec := e.f.do("GET", "/v1/inputs/0xABC", ""); rec.Code != http.StatusBadRequest {
		t.Fatalf("bad hash: %d", rec.Code)
	}
}

// TestIndexedCallbackAndOffChainResult: through the real indexer, a request made with a
// callback by an EOA (no code: CallbackFailed) and answered by reference shows in its
// status as off chain, with the length ResultOffChain gave and the failed callback.
func TestIndexedCallbackAndOffChainResult(t *testing.T) {
	e := newChainAPI(t, 0)
	c := e.chain
	ctx := context.Background()
	c.RegisterAll(t)
	rec := c.Mine(t)(c.Router.RequestInferenceWithCallback(c.Pay(t, c.Users[0], big.NewInt(1e15)), "m", []byte("p"), 64,
		c.Now(t)+3600, 100_000, 1, false, 50_000))
	var id *big.Int
	for _, l := range rec.Logs {
		if ev, err := c.Router.ParseInferenceRequested(*l); err == nil {
			id = ev.Id
		}
	}
	out := bytes.Repeat([]byte("z"), 10_000)
	h := crypto.Keccak256Hash(out)
	expiry := c.Now(t) + 3600
	res := c.Mine(t)(c.Router.SubmitResultRef(c.Opts(t, c.Workers[0]), id, h, uint64(len(out)), 1, 0, expiry, c.Voucher(t, id, c.Workers[0], expiry)))
	c.Commit()
	var o status.Output
	waitUntil(t, "the output", func() bool {
		var err error
		o, err = e.sightings.Output(ctx, id.String())
		return err == nil
	})
	if !o.OffChain || o.Length != len(out) || o.Callback != "failed" || o.OutputHash != strings.ToLower(h.Hex()) {
		t.Fatalf("kept output %+v", o)
	}
	done := record(id.String(), status.StateCompleted)
	done.ResultTxHash, done.OutputHash = strings.ToLower(res.TxHash.Hex()), strings.ToLower(h.Hex())
	put(t, e.statuses, done)
	m := decodeMap(t, e.f.do("GET", "/v1/requests/"+id.String(), ""))
	if m["output_off_chain"] != true || m["callback"] != "failed" || m["output_length"] != float64(len(out)) {
		t.Fatalf("status %v", m)
	}
}
