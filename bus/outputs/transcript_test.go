package outputs_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/outputs"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

func transcriptOf(t *testing.T, id string, output []byte) []byte {
	t.Helper()
	temp := 0.0
	tr := infer.Transcript{Version: infer.TranscriptVersion, RequestID: id, Task: infer.TaskChat, Model: "llama-7b", BackendModel: "m",
		Sampling:     infer.TranscriptSampling{Sampling: infer.Sampling{Temperature: &temp}, MaxTokens: 4, TopLogprobs: 1},
		PromptSource: infer.PromptFromTokenize, PromptTokens: []int64{1, 2},
		Output:       []infer.Token{{ID: 5, Logprob: -0.5, Top: []infer.TopLogprob{{ID: 5, Logprob: -0.5}}}},
		FinishReason: "stop", OutputHash: crypto.Keccak256Hash(output)}
	b, err := tr.Encode()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestTranscriptCommit: a worker's transcript and its signed claim are kept together
// and read back checked; a claim signed by another key, for other bytes, for another
// output than the transcript's, or bytes that are no transcript, are refused and leave
// no claim.
func TestTranscriptCommit(t *testing.T) {
	ns := natstest.Start(t)
	ctx := context.Background()
	js := ns.JetStream(t)
	cfg := bus.DefaultConfig()
	cfg.Storage = "memory"
	cfg.Outputs.MaxBytes, cfg.Outputs.StagingMaxBytes = 32<<20, 8<<20
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
	lim := cfg.Outputs
	lim.MaxObjectBytes = 1 << 20
	store, err := outputs.Open(ctx, js, lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	key, _ := crypto.GenerateKey()
	other, _ := crypto.GenerateKey()
	worker := crypto.PubkeyToAddress(key.PublicKey)
	holds := outputs.HolderFunc(func(_ context.Context, id string, w common.Address) error {
		if id != "7" || w != worker {
			return fmt.Errorf("request %s is not held by %s", id, w.Hex())
		}
		return nil
	})
	commit := func(b []byte, claim wire.TranscriptClaim) error {
		t.Helper()
		if _, err := js.Publish(ctx, wire.UploadChunkSubject(worker, "7", 0), b); err != nil {
			t.Fatal(err)
		}
		req := wire.CommitRequest{RequestID: "7", OutputHash: crypto.Keccak256Hash(b), Length: int64(len(b)), Chunks: 1, Transcript: &claim}
		if err := req.Validate(); err != nil {
			return err
		}
		return store.Commit(ctx, worker, req, holds)
	}
	output := []byte("The answer")
	good := transcriptOf(t, "7", output)
	sign := func(k any, out, tr common.Hash) wire.TranscriptClaim {
		c, err := wire.SignTranscriptClaim(key, "7", out, tr)
		if k == other {
			c, err = wire.SignTranscriptClaim(other, "7", out, tr)
		}
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	outHash, trHash := crypto.Keccak256Hash(output), crypto.Keccak256Hash(good)

	for name, tc := range map[string]struct {
		b     []byte
		claim wire.TranscriptClaim
		want  error
	}{
		"signed by another key":        {good, sign(other, outHash, trHash), outputs.ErrTranscript},
		"another output's claim":       {good, sign(key, crypto.Keccak256Hash([]byte("other")), trHash), outputs.ErrTranscript},
		"bytes that are no transcript": {[]byte(`{"transcript":1}`), sign(key, outHash, crypto.Keccak256Hash([]byte(`{"transcript":1}`))), outputs.ErrTranscript},
		"another request's transcript": {transcriptOf(t, "8", output), sign(key, outHash, crypto.Keccak256Hash(transcriptOf(t, "8", output))), outputs.ErrTranscript},
	} {
		t.Run(name, func(t *testing.T) {
			if err := commit(tc.b, tc.claim); !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			if _, _, err := store.Transcript(ctx, "7", worker); !errors.Is(err, outputs.ErrNotFound) {
				t.Fatalf("a claim was kept: %v", err)
			}
		})
	}
	// A claim naming other bytes than those committed never gets that far.
	if err := commit(good, sign(key, outHash, crypto.Keccak256Hash([]byte("x")))); err == nil || !strings.Contains(err.Error(), "transcript claim") {
		t.Fatalf("a claim of other bytes: %v", err)
	}

	if err := commit(good, sign(key, outHash, trHash)); err != nil {
		t.Fatal(err)
	}
	claim, b, err := store.Transcript(ctx, "7", worker)
	if err != nil || !bytes.Equal(b, good) || claim.OutputHash != outHash || claim.TranscriptHash != trHash || claim.Verify() != nil {
		t.Fatalf("read back: %+v, %d bytes, %v", claim, len(b), err)
	}
	if _, _, err := store.Transcript(ctx, "7", crypto.PubkeyToAddress(other.PublicKey)); !errors.Is(err, outputs.ErrNotFound) {
		t.Fatalf("another worker's transcript: %v", err)
	}
}
