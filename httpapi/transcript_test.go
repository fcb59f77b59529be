package httpapi

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus/outputs"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
	"github.com/infersched/infersched/wire/status"
)

// TestOutputContentType: an output is served with its request's task's content type:
// an image as image/png when it carries the PNG signature (bytes otherwise), an
// embedding and a transcription as JSON, text as UTF-8 text, a plain prompt's binary
// output as bytes; never sniffed.
func TestOutputContentType(t *testing.T) {
	e := newPushEnv(t, nil)
	ctx := context.Background()
	png := append(append([]byte{}, infer.PNGSignature...), []byte("\x00\x00\x00\rIHDR")...)
	cases := []struct {
		id, task string
		out      []byte
		want     string
	}{
		{"20", "image", png, "image/png"},
		{"21", "image", []byte("echo: a fox"), "application/octet-stream"},
		{"22", "embedding", []byte("[0.1,0.2]"), "application/json"},
		{"23", "transcription", []byte(`{"text":"hi"}`), "application/json"},
		{"24", "chat", []byte("Hello!"), "text/plain; charset=utf-8"},
		{"25", "", []byte("echo: hello"), "text/plain; charset=utf-8"},
		{"26", "", []byte("\xff\xd8\xff"), "application/octet-stream"},
		{"27", "", png, "application/octet-stream"}, // a plain prompt's output is never taken for an image
	}
	for _, c := range cases {
		h := crypto.Keccak256Hash(c.out)
		put(t, e.kv, completed(c.id, h))
		_ = e.sightings.PutOutput(ctx, status.NewOutput(c.id, txHash, strings.ToLower(h.Hex()), c.out))
		_ = e.sightings.PutSighting(ctx, status.Sighting{RequestID: c.id, TxHash: txHash, BlockNumber: 1, Model: "m", Task: c.task})
	}
	for _, c := range cases {
		rec := e.f.do("GET", "/v1/requests/"+c.id+"/output", "")
		if rec.Code != http.StatusOK || !bytes.Equal(rec.Body.Bytes(), c.out) || rec.Header().Get("Content-Type") != c.want ||
			rec.Header().Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("request %s (task %q): %d %s, want %s", c.id, c.task, rec.Code, rec.Header().Get("Content-Type"), c.want)
		}
	}
}

// TestTranscriptEndpoint: the transcript of a completed request is served as the paid
// worker stored it, with what a client needs to check its claim; a transcript whose
// claim names another output than the chain's is refused; no transcript is a 404.
func TestTranscriptEndpoint(t *testing.T) {
	var store *outputs.Store
	ns := natstest.Start(t)
	e := newPushEnv(t, func(o *Options) {
		store = openOutputs(t, ns, 1<<20)
		o.Outputs = storeAdapter{store}
		o.Transcripts = transcriptAdapter{store}
	})
	key, _ := crypto.GenerateKey()
	worker := crypto.PubkeyToAddress(key.PublicKey)
	output := []byte("Hello!")
	outHash := crypto.Keccak256Hash(output)
	temp := 0.0
	tr := infer.Transcript{Version: 1, RequestID: "30", Task: infer.TaskChat, Model: "m", BackendModel: "m",
		Sampling:     infer.TranscriptSampling{Sampling: infer.Sampling{Temperature: &temp}, MaxTokens: 4, TopLogprobs: 1},
		PromptSource: infer.PromptFromTokenize, PromptTokens: []int64{1, 2},
		Output:       []infer.Token{{ID: 5, Logprob: -0.5, Top: []infer.TopLogprob{{ID: 5, Logprob: -0.5}}}},
		FinishReason: "stop", OutputHash: outHash}
	body, err := tr.Encode()
	if err != nil {
		t.Fatal(err)
	}
	claim, _ := wire.SignTranscriptClaim(key, "30", outHash, crypto.Keccak256Hash(body))
	js := ns.JetStream(t)
	commitTranscript(t, js, store, worker, body, claim)

	rec30 := completed("30", outHash)
	rec30.Worker = wire.WorkerID(worker)
	rec31 := completed("31", crypto.Keccak256Hash([]byte("other")))
	rec31.Worker = wire.WorkerID(worker)
	put(t, e.kv, rec30, rec31, record("32", status.StateAssigned))

	rec := e.f.do("GET", "/v1/requests/30/transcript", "")
	if rec.Code != http.StatusOK || !bytes.Equal(rec.Body.Bytes(), body) || rec.Header().Get("Content-Type") != "application/json" {
		t.Fatalf("transcript: %d %s %s", rec.Code, rec.Header(), rec.Body.String())
	}
	// What a client checks: the body hashes to X-Transcript-Hash, and the worker signed
	// the binding of it to the on-chain output.
	h := rec.Header()
	c := wire.TranscriptClaim{RequestID: "30", Worker: h.Get("X-Worker"), OutputHash: common.HexToHash(h.Get("X-Output-Hash")),
		TranscriptHash: common.HexToHash(h.Get("X-Transcript-Hash"))}
	c.Signature, _ = hexutil.Decode(h.Get("X-Transcript-Signature"))
	if c.TranscriptHash != crypto.Keccak256Hash(rec.Body.Bytes()) || c.Verify() != nil || c.Worker != wire.WorkerID(worker) {
		t.Fatalf("the headers do not check: %+v, %v", c, c.Verify())
	}
	if sig, err := crypto.SigToPub(accounts.TextHash(c.SigningBytes()), append(c.Signature[:64:64], c.Signature[64]-27)); err != nil || crypto.PubkeyToAddress(*sig) != worker {
		t.Fatalf("signature does not recover the worker: %v", err)
	}

	// Request 31's result is another output: the worker's stored claim for it does not match.
	claim31, _ := wire.SignTranscriptClaim(key, "31", outHash, crypto.Keccak256Hash(body))
	tr.RequestID = "31"
	b31, _ := tr.Encode()
	claim31.TranscriptHash = crypto.Keccak256Hash(b31)
	claim31, _ = wire.SignTranscriptClaim(key, "31", outHash, claim31.TranscriptHash)
	commitTranscript(t, js, store, worker, b31, claim31)
	if rec := e.f.do("GET", "/v1/requests/31/transcript", ""); rec.Code != http.StatusConflict || !strings.Contains(rec.Body.String(), "transcript_mismatch") {
		t.Fatalf("a claim of another output: %d %s", rec.Code, rec.Body.String())
	}
	for path, want := range map[string]int{"/v1/requests/32/transcript": http.StatusNotFound, "/v1/requests/999/transcript": http.StatusNotFound} {
		if rec := e.f.do("GET", path, ""); rec.Code != want {
			t.Errorf("%s: %d %s", path, rec.Code, rec.Body.String())
		}
	}
}

// transcriptAdapter is the daemon's adapter in small.
type transcriptAdapter struct{ *outputs.Store }

func (a transcriptAdapter) Transcript(ctx context.Context, id string, worker common.Address) (wire.TranscriptClaim, []byte, error) {
	c, b, err := a.Store.Transcript(ctx, id, worker)
	if errors.Is(err, outputs.ErrNotFound) {
		return c, nil, ErrObjectMissing
	}
	return c, b, err
}

// commitTranscript commits b with claim as worker's transcript, as the worker does.
func commitTranscript(t *testing.T, js jetstream.JetStream, store *outputs.Store, worker common.Address, b []byte, claim wire.TranscriptClaim) {
	t.Helper()
	ctx := context.Background()
	if _, err := js.Publish(ctx, wire.UploadChunkSubject(worker, claim.RequestID, 0), b); err != nil {
		t.Fatal(err)
	}
	req := wire.CommitRequest{RequestID: claim.RequestID, OutputHash: crypto.Keccak256Hash(b), Length: int64(len(b)), Chunks: 1, Transcript: &claim}
	holds := outputs.HolderFunc(func(context.Context, string, common.Address) error { return nil })
	if err := store.Commit(ctx, worker, req, holds); err != nil {
		t.Fatal(err)
	}
}
