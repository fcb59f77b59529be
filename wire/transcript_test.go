package wire

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

func TestTranscriptClaim(t *testing.T) {
	key, _ := crypto.GenerateKey()
	other, _ := crypto.GenerateKey()
	out, tr := crypto.Keccak256Hash([]byte("output")), crypto.Keccak256Hash([]byte("transcript"))
	c, err := SignTranscriptClaim(key, "12", out, tr)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(c)
	got, err := DecodeTranscriptClaim(b)
	if err != nil || got.Worker != WorkerID(crypto.PubkeyToAddress(key.PublicKey)) {
		t.Fatalf("decode: %+v, %v", got, err)
	}
	forged, _ := SignTranscriptClaim(other, "12", out, tr)
	swapped := c
	swapped.Signature = forged.Signature
	moved := c
	moved.TranscriptHash = crypto.Keccak256Hash([]byte("another transcript"))
	for name, bad := range map[string]TranscriptClaim{"another signer": swapped, "another transcript": moved} {
		b, _ := json.Marshal(bad)
		if _, err := DecodeTranscriptClaim(b); !errors.Is(err, ErrBadTranscriptClaim) {
			t.Errorf("%s: got %v, want ErrBadTranscriptClaim", name, err)
		}
	}
	for name, in := range map[string]string{
		"unknown member": strings.Replace(string(b), `{"request_id"`, `{"x":1,"request_id"`, 1),
		"trailing":       string(b) + "{}",
		"big":            strings.Repeat(" ", MaxTranscriptClaimBytes+1),
		"request id":     strings.Replace(string(b), `"request_id":"12"`, `"request_id":"012"`, 1),
	} {
		if _, err := DecodeTranscriptClaim([]byte(in)); !errors.Is(err, ErrBadTranscriptClaim) {
			t.Errorf("%s: got %v, want ErrBadTranscriptClaim", name, err)
		}
	}
	// A commit of a transcript carries a claim of the same request and hash.
	req := CommitRequest{RequestID: "12", OutputHash: tr, Length: 10, Chunks: 1, Transcript: &c}
	if err := req.Validate(); err != nil {
		t.Fatal(err)
	}
	req.OutputHash = out
	if err := req.Validate(); err == nil {
		t.Fatal("a commit whose hash is not the claimed transcript's was accepted")
	}
	if got := TranscriptClaimName("12", crypto.PubkeyToAddress(key.PublicKey)); got != "transcript.12."+c.Worker {
		t.Fatalf("name %q", got)
	}
}
