package devstack

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus/outputs"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/wire"
)

// requestRepeat sends one requestInference of the repeat model with prompt and
// maxTokens, paying what the quote suggests, and returns its id.
func requestRepeat(t *testing.T, s *Stack, prompt []byte, maxTokens int) *big.Int {
	t.Helper()
	ctx := context.Background()
	c := s.Chain
	fee, ok := new(big.Int).SetString(quote(t, s, maxTokens, 0).SuggestedFeeWei, 10)
	if !ok {
		t.Fatal("no suggested fee")
	}
	opts, err := c.Pay(ctx, c.Users[0], fee)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := c.Router.RequestInference(opts, RepeatModel, prompt, uint32(maxTokens), uint64(time.Now().Add(10*time.Minute).Unix()), 200_000, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	rec := receipt(t, s, tx.Hash())
	if rec.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("request tx %s failed", tx.Hash())
	}
	for _, l := range rec.Logs {
		if ev, err := c.Router.ParseInferenceRequested(*l); err == nil {
			return ev.Id
		}
	}
	t.Fatal("no InferenceRequested")
	return nil
}

// waitCompleted polls the API until request id is completed.
func waitCompleted(t *testing.T, s *Stack, id *big.Int) poll {
	t.Helper()
	until := time.Now().Add(90 * time.Second)
	for {
		p := getStatus(s, id)
		if p.body["status"] == "completed" {
			return p
		}
		if p.code == http.StatusOK || time.Now().After(until) {
			t.Fatalf("request %s: %+v", id, p)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// fetchOutput reads GET /v1/requests/{id}/output and checks the bytes against its ETag.
func fetchOutput(t *testing.T, s *Stack, id *big.Int) []byte {
	t.Helper()
	resp, err := http.Get(s.HTTPURL + "/v1/requests/" + id.String() + "/output")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("output of %s: %d %v %s", id, resp.StatusCode, err, b[:min(len(b), 300)])
	}
	if etag := strings.Trim(resp.Header.Get("ETag"), `"`); etag != strings.ToLower(crypto.Keccak256Hash(b).Hex()) {
		t.Fatalf("output of %s: ETag %s is not the keccak256 of the %d bytes served", id, etag, len(b))
	}
	return b
}

// TestMegabyteOutputRoundTrips: a 1 MiB answer of the repeat model goes off chain: the
// worker stores it and submits its hash and length, the status says so, and GET
// /v1/requests/{id}/output serves the very bytes, whose hash is the on-chain one. Then
// a large input: uploaded with POST /v1/inputs, requested by its ref: prompt, fetched
// and checked by the worker, repeated back off chain.
func TestMegabyteOutputRoundTrips(t *testing.T) {
	t.Parallel()
	s := startStack(t, testOptions(t))

	prompt := []byte("one mebibyte, ")
	const size = 1 << 20
	id := requestRepeat(t, s, prompt, size)
	p := waitCompleted(t, s, id)
	want := bytes.Repeat(prompt, size/len(prompt)+1)[:size]
	if p.body["output_hash"] != strings.ToLower(crypto.Keccak256Hash(want).Hex()) || p.body["output_off_chain"] != true ||
		p.body["output_length"] != float64(size) {
		t.Fatalf("status of the 1 MiB answer: %v", p.body)
	}
	if got := fetchOutput(t, s, id); !bytes.Equal(got, want) {
		t.Fatalf("served %d bytes, not the answer", len(got))
	}

	input := bytes.Repeat([]byte("a long input "), 10_000) // 130 kB: above the router's prompt limit
	resp, err := http.Post(s.HTTPURL+"/v1/inputs", "application/octet-stream", bytes.NewReader(input))
	if err != nil {
		t.Fatal(err)
	}
	var up struct{ Hash, Prompt string }
	err = json.NewDecoder(resp.Body).Decode(&up)
	resp.Body.Close()
	if err != nil || resp.StatusCode != http.StatusCreated || up.Hash != strings.ToLower(crypto.Keccak256Hash(input).Hex()) {
		t.Fatalf("upload: %d %+v %v", resp.StatusCode, up, err)
	}
	id = requestRepeat(t, s, []byte(up.Prompt), len(input)+5)
	waitCompleted(t, s, id)
	if got, want := fetchOutput(t, s, id), append(append([]byte(nil), input...), input[:5]...); !bytes.Equal(got, want) {
		t.Fatalf("the answer to the stored input is %d bytes, not the input repeated", len(got))
	}
	// The input lives in its own store, and the request that committed to it claimed it
	// (kept past the claim window, out of the uploader's quota).
	js, err := jetstream.New(s.schedNC)
	if err != nil {
		t.Fatal(err)
	}
	obs, err := js.ObjectStore(context.Background(), wire.BucketInputs)
	if err != nil {
		t.Fatal(err)
	}
	until := time.Now().Add(30 * time.Second)
	for {
		info, err := obs.GetInfo(context.Background(), up.Hash)
		if err == nil && info.Headers.Get(outputs.ClaimedHeader) == id.String() {
			break
		}
		if time.Now().After(until) {
			t.Fatalf("the input is not claimed by request %s: %+v, %v", id, info, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// TestFullStoreResultIsReadableOrNotAccepted, end to end: with the output store full, a
// paid request whose answer goes off chain is not completed (the commit is refused, the
// worker submits nothing and keeps trying), and once room frees it completes and its
// output is served. Before, the second commit of the refused bytes was taken as stored:
// the request completed and its output answered 503.
func TestFullStoreResultIsReadableOrNotAccepted(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	base := o.Config
	o.Config = func(c *config.Config) {
		base(c)
		c.NATS.Outputs.MaxObjectBytes, c.NATS.Outputs.MaxBytes = 2<<20, 4<<20
	}
	s := startStack(t, o)
	ctx := context.Background()
	js, err := jetstream.New(s.schedNC)
	if err != nil {
		t.Fatal(err)
	}
	store, err := outputs.Open(ctx, js, s.Config.NATS.Outputs, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		_, err := store.Put(ctx, bytes.Repeat([]byte{byte(i), 'f'}, 1<<19))
		if errors.Is(err, outputs.ErrFull) {
			break
		}
		if err != nil || i > 8 {
			t.Fatalf("filling a 4 MiB store with 1 MiB objects: %d stored, %v", i, err)
		}
	}

	prompt := []byte("a store that is full, ")
	const size = 1_500_000
	id := requestRepeat(t, s, prompt, size)
	until := time.Now().Add(20 * time.Second)
	for time.Now().Before(until) {
		if p := getStatus(s, id); p.body["status"] == "completed" {
			resp, err := http.Get(s.HTTPURL + "/v1/requests/" + id.String() + "/output")
			code := 0
			if err == nil {
				code = resp.StatusCode
				resp.Body.Close()
			}
			t.Fatalf("request %s completed while the store is full; its output answers %d", id, code)
		}
		time.Sleep(250 * time.Millisecond)
	}

	// Room frees (as outputs reach max_age): the fillers go.
	st, err := js.Stream(ctx, "OBJ_"+wire.BucketOutputs)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Purge(ctx); err != nil {
		t.Fatal(err)
	}
	waitCompleted(t, s, id)
	want := bytes.Repeat(prompt, size/len(prompt)+1)[:size]
	if got := fetchOutput(t, s, id); !bytes.Equal(got, want) {
		t.Fatalf("served %d bytes, not the answer", len(got))
	}
}
