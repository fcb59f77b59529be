package wire

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
)

// A result's transcript (wire/infer.Transcript: the token ids and log-probabilities of
// a chat or completion) is bound to the result by the worker's TranscriptClaim: the
// worker signs, with the key that submits the result on chain, "for request id my
// output's keccak-256 is O and my transcript's is T". The chain holds the request id,
// the worker and O (ResultSubmitted); the claim adds T without a change to the
// contracts, and cannot be denied by the worker that signed it. The worker stages the
// transcript's bytes as it stages a large output and commits them with the claim
// (CommitRequest.Transcript); the daemon checks the claim's signature against the
// committing worker and that the bytes are a transcript of that output, and keeps the
// claim in the outputs store under TranscriptClaimName(id, worker), beside the
// transcript under its hash. A verifier or an auditor reads the claim of the worker the
// chain paid, checks its signature and O against the chain, and the transcript against
// T (GET /v1/requests/{id}/transcript does the same).

// MaxTranscriptClaimBytes bounds an encoded claim.
const MaxTranscriptClaimBytes = 1024

// ErrBadTranscriptClaim wraps every claim that does not decode or verify.
var ErrBadTranscriptClaim = errors.New("invalid transcript claim")

// TranscriptClaim binds a result's transcript to its output (see above).
type TranscriptClaim struct {
	RequestID      string        `json:"request_id"`
	Worker         string        `json:"worker"` // lowercase 0x hex
	OutputHash     common.Hash   `json:"output_hash"`
	TranscriptHash common.Hash   `json:"transcript_hash"`
	Signature      hexutil.Bytes `json:"signature"`
}

// SigningBytes is the text the worker signs (EIP-191 personal message):
// "infersched transcript\n<request_id>\n<worker>\n<output_hash>\n<transcript_hash>",
// hashes as lowercase 0x hex.
func (c TranscriptClaim) SigningBytes() []byte {
	return []byte("infersched transcript\n" + c.RequestID + "\n" + strings.ToLower(c.Worker) + "\n" +
		strings.ToLower(c.OutputHash.Hex()) + "\n" + strings.ToLower(c.TranscriptHash.Hex()))
}

// SignTranscriptClaim makes the claim of the worker holding key.
func SignTranscriptClaim(key *ecdsa.PrivateKey, requestID string, output, transcript common.Hash) (TranscriptClaim, error) {
	c := TranscriptClaim{RequestID: requestID, Worker: WorkerID(crypto.PubkeyToAddress(key.PublicKey)), OutputHash: output, TranscriptHash: transcript}
	sig, err := crypto.Sign(accounts.TextHash(c.SigningBytes()), key)
	if err != nil {
		return TranscriptClaim{}, err
	}
	sig[crypto.RecoveryIDOffset] += 27
	c.Signature = sig
	return c, nil
}

// Verify checks the claim's form and that Worker signed it.
func (c TranscriptClaim) Verify() error {
	switch {
	case !validRequestID(c.RequestID):
		return fmt.Errorf("%w: request_id %q is not a canonical request id", ErrBadTranscriptClaim, clip(c.RequestID))
	case !common.IsHexAddress(c.Worker) || c.Worker != strings.ToLower(c.Worker) || len(c.Worker) != 42:
		return fmt.Errorf("%w: worker %q is not a lowercase 0x address", ErrBadTranscriptClaim, clip(c.Worker))
	case c.OutputHash == (common.Hash{}) || c.TranscriptHash == (common.Hash{}):
		return fmt.Errorf("%w: output_hash and transcript_hash must not be zero", ErrBadTranscriptClaim)
	}
	signer, err := RecoverDigest(accounts.TextHash(c.SigningBytes()), hexutil.Encode(c.Signature))
	if err != nil {
		return fmt.Errorf("%w: %w", ErrBadTranscriptClaim, err)
	}
	if WorkerID(signer) != c.Worker {
		return fmt.Errorf("%w: signed by %s, not by worker %s", ErrBadTranscriptClaim, WorkerID(signer), c.Worker)
	}
	return nil
}

// DecodeTranscriptClaim reads a claim strictly (one object, no unknown member, at most
// MaxTranscriptClaimBytes) and verifies it.
func DecodeTranscriptClaim(b []byte) (TranscriptClaim, error) {
	if len(b) > MaxTranscriptClaimBytes {
		return TranscriptClaim{}, fmt.Errorf("%w: %d bytes, the limit is %d", ErrBadTranscriptClaim, len(b), MaxTranscriptClaimBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var c TranscriptClaim
	if err := dec.Decode(&c); err != nil {
		return TranscriptClaim{}, fmt.Errorf("%w: %s", ErrBadTranscriptClaim, strings.TrimPrefix(err.Error(), "json: "))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return TranscriptClaim{}, fmt.Errorf("%w: data after the JSON object", ErrBadTranscriptClaim)
	}
	if err := c.Verify(); err != nil {
		return TranscriptClaim{}, err
	}
	return c, nil
}

// TranscriptClaimName is the outputs store's name of worker's claim for request id:
// "transcript." + id + "." + worker (lowercase 0x). It is not a hash name, so it never
// stands for content-addressed bytes.
func TranscriptClaimName(requestID string, worker common.Address) string {
	return "transcript." + requestID + "." + WorkerID(worker)
}

func validRequestID(s string) bool {
	if s == "" || len(s) > 78 || s[0] == '0' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
