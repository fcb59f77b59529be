package outputs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

// Transcripts (wire/transcript.go). A worker commits its result's transcript with its
// signed claim; the commit stores the transcript under its hash, as any object, and the
// claim under wire.TranscriptClaimName(id, worker), once the claim is the committing
// worker's, for the request and the bytes committed, and the bytes are a transcript of
// that request and of the output the claim names. A worker that commits again while it
// holds the request replaces its own claim; no worker can write another's.

// ErrTranscript: a committed transcript or its claim is not what the commit says.
var ErrTranscript = errors.New("not a transcript of the result claimed")

// checkTranscript checks a transcript commit: b is the staged bytes.
func checkTranscript(worker common.Address, claim wire.TranscriptClaim, b []byte) error {
	if claim.Worker != wire.WorkerID(worker) {
		return fmt.Errorf("%w: the claim is signed for %s, not by the committing worker %s", ErrTranscript, claim.Worker, wire.WorkerID(worker))
	}
	tr, err := infer.DecodeTranscript(b)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrTranscript, err)
	}
	if tr.RequestID != claim.RequestID || tr.OutputHash != claim.OutputHash {
		return fmt.Errorf("%w: the transcript is of request %s and output %s, the claim of request %s and output %s",
			ErrTranscript, tr.RequestID, tr.OutputHash.Hex(), claim.RequestID, claim.OutputHash.Hex())
	}
	return nil
}

// keepClaim stores worker's claim (checked) under its name.
func (s *Store) keepClaim(ctx context.Context, worker common.Address, claim wire.TranscriptClaim) error {
	b, err := json.Marshal(claim)
	if err != nil {
		return err
	}
	name := wire.TranscriptClaimName(claim.RequestID, worker)
	if _, err := s.objs.put(ctx, name, b, nil, s.m); err != nil {
		return fmt.Errorf("outputs: put %s: %w", name, err)
	}
	return nil
}

// Transcript returns worker's claim for request id and the transcript it names, each
// checked: the claim decodes and is signed by worker for id, the transcript's bytes
// hash to the claim's transcript hash (Get). ErrNotFound when worker stored none.
func (s *Store) Transcript(ctx context.Context, id string, worker common.Address) (wire.TranscriptClaim, []byte, error) {
	name := wire.TranscriptClaimName(id, worker)
	// Read by direct gets, as every object here: the daemon's bus user runs no consumer
	// on the store.
	obj, err := s.objs.openRecord(ctx, name, s.m)
	if err != nil {
		return wire.TranscriptClaim{}, nil, err
	}
	if obj.Size() > wire.MaxTranscriptClaimBytes {
		return wire.TranscriptClaim{}, nil, fmt.Errorf("%w: %s is %d bytes, a claim is at most %d", ErrTranscript, name, obj.Size(), wire.MaxTranscriptClaimBytes)
	}
	raw, err := io.ReadAll(obj)
	if err != nil {
		return wire.TranscriptClaim{}, nil, fmt.Errorf("outputs: get %s: %w", name, err)
	}
	claim, err := wire.DecodeTranscriptClaim(raw)
	if err != nil {
		return wire.TranscriptClaim{}, nil, err
	}
	if claim.RequestID != id || claim.Worker != wire.WorkerID(worker) {
		return wire.TranscriptClaim{}, nil, fmt.Errorf("%w: %s holds the claim of request %s by %s", ErrTranscript, name, claim.RequestID, claim.Worker)
	}
	b, err := s.Get(ctx, claim.TranscriptHash)
	if err != nil {
		return wire.TranscriptClaim{}, nil, err
	}
	return claim, b, nil
}
