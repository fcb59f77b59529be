package wire

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// The content-addressed store of outputs too long for calldata: the
// JetStream object store BucketOutputs, one object per keccak-256, named by
// ObjectName. A worker never writes it: it sends an output's chunks to the daemon
// (request/reply on ChunkSubject, a CommitReply each), which stages them on the
// worker's subjects of stream StreamUploads (one chunk per subject,
// UploadChunkSubject) within the worker's staging bound, and then asks the daemon to
// commit them (request/reply on CommitSubject); the daemon checks that the worker holds
// the request's assignment, that the bytes hash to the hash the worker will submit and
// that they fit the store's bounds, and only then writes the object. Its NATS
// permissions let a worker publish on its own chunk and commit subjects only, so that
// the subject names the worker who sent the bytes, and never on the staging stream
// itself, so that a worker cannot take another's staging room.
//
// Requesters' large inputs live apart, in the object store BucketInputs, so that
// anonymous uploads never take the room of workers' outputs.
const (
	BucketOutputs = "OUTPUTS"
	BucketInputs  = "INPUTS"
	StreamUploads = "UPLOADS"
	// SubjectUploadPrefix + worker + "." + request id + "." + chunk index: one staged
	// chunk, in stream StreamUploads (the daemon writes it).
	SubjectUploadPrefix = "upload.stage."
	SubjectUploadsAll   = "upload.stage.>"
	// SubjectChunkPrefix + worker + "." + request id + "." + chunk index: a worker's
	// chunk to stage (the chunk's bytes → CommitReply).
	SubjectChunkPrefix = "upload.chunk."
	SubjectChunksAll   = "upload.chunk.>"
	// SubjectCommitPrefix + worker: a worker's commit requests (CommitRequest → CommitReply).
	SubjectCommitPrefix = "upload.commit."
	SubjectCommitsAll   = "upload.commit.*"
	// CommitQueue is the queue group of the daemons' commit subscriptions: one replica
	// answers each commit.
	CommitQueue = "infersched-outputs"
	// UploadChunkBytes is the largest staged chunk (the UPLOADS stream's max_msg_size
	// leaves room for headers above it).
	UploadChunkBytes = 256 << 10
	// MaxUploadChunks bounds the chunks of one commit.
	MaxUploadChunks = 4096
	// InputRefPrefix starts an on-chain prompt that stands for an input in the store:
	// "ref:0x" + 64 hex digits of the input's keccak-256. The router commits to the
	// prompt, and so to the hash, in the request's inputHash; a worker fetches the input
	// and checks it against that hash before running.
	InputRefPrefix = "ref:"
)

// UploadChunkSubject is where worker stages chunk n of its output for request id.
func UploadChunkSubject(worker common.Address, requestID string, n int) string {
	return SubjectUploadPrefix + WorkerID(worker) + "." + requestID + "." + strconv.Itoa(n)
}

// ChunkSubject is where worker sends chunk n of its output for request id, to be
// staged on UploadChunkSubject.
func ChunkSubject(worker common.Address, requestID string, n int) string {
	return SubjectChunkPrefix + WorkerID(worker) + "." + requestID + "." + strconv.Itoa(n)
}

// ParseChunkSubject reads the worker, request id and chunk index of a ChunkSubject.
func ParseChunkSubject(subject string) (worker common.Address, requestID string, n int, err error) {
	rest, ok := strings.CutPrefix(subject, SubjectChunkPrefix)
	parts := strings.Split(rest, ".")
	if !ok || len(parts) != 3 || !IsWorkerID(parts[0]) {
		return common.Address{}, "", 0, fmt.Errorf("stage: subject %q is not upload.chunk.<worker>.<request id>.<index>", subject)
	}
	if err := checkRequestID(parts[1]); err != nil {
		return common.Address{}, "", 0, fmt.Errorf("stage: %w", err)
	}
	n, err = strconv.Atoi(parts[2])
	if err != nil || n < 0 || n >= MaxUploadChunks || parts[2] != strconv.Itoa(n) {
		return common.Address{}, "", 0, fmt.Errorf("stage: chunk index %q must be 0 to %d", parts[2], MaxUploadChunks-1)
	}
	return common.HexToAddress(parts[0]), parts[1], n, nil
}

// CommitSubject is where worker asks for its staged output to be committed.
func CommitSubject(worker common.Address) string { return SubjectCommitPrefix + WorkerID(worker) }

// ObjectName is the store's name of the bytes whose keccak-256 is h: 0x + 64 lowercase hex.
func ObjectName(h common.Hash) string { return strings.ToLower(h.Hex()) }

// CommitRequest asks the daemon to commit the chunks a worker staged for a request.
type CommitRequest struct {
	RequestID  string      `json:"request_id"`
	OutputHash common.Hash `json:"output_hash"`
	Length     int64       `json:"length"`
	Chunks     int         `json:"chunks"`
	// Transcript, when set, makes the staged bytes the request's transcript
	// (transcript.go): OutputHash is then the transcript's hash, Transcript.TranscriptHash
	// the same, and the daemon keeps the claim beside it.
	Transcript *TranscriptClaim `json:"transcript,omitempty"`
}

// Validate checks the fields that need no store.
func (c CommitRequest) Validate() error {
	if err := checkRequestID(c.RequestID); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	if c.OutputHash == (common.Hash{}) {
		return fmt.Errorf("commit: output_hash is zero")
	}
	if c.Length <= 0 {
		return fmt.Errorf("commit: length %d is not positive", c.Length)
	}
	if c.Chunks < 1 || c.Chunks > MaxUploadChunks || int64(c.Chunks) > c.Length {
		return fmt.Errorf("commit: chunks %d must be between 1 and %d and at most the length", c.Chunks, MaxUploadChunks)
	}
	if t := c.Transcript; t != nil {
		if t.RequestID != c.RequestID || t.TranscriptHash != c.OutputHash {
			return fmt.Errorf("commit: the transcript claim is for request %q and hash %s, not for this commit's", clip(t.RequestID), t.TranscriptHash.Hex())
		}
		if err := t.Verify(); err != nil {
			return fmt.Errorf("commit: %w", err)
		}
	}
	return nil
}

func checkRequestID(id string) error {
	if _, err := strconv.ParseUint(id, 10, 64); err != nil || id == "0" || strings.HasPrefix(id, "0") {
		return fmt.Errorf("request_id %q is not a canonical request id", id)
	}
	return nil
}

// CommitReply answers a CommitRequest (Error empty: the object is in the store) and a
// chunk sent on ChunkSubject (Error empty: the chunk is staged).
type CommitReply struct {
	Error string `json:"error,omitempty"`
}

// InputRef is the on-chain prompt standing for the stored input whose hash is h.
func InputRef(h common.Hash) []byte { return []byte(InputRefPrefix + ObjectName(h)) }

// ParseInputRef reads a prompt made by InputRef; ok is false for any other prompt.
func ParseInputRef(prompt []byte) (h common.Hash, ok bool) {
	s := string(prompt)
	if len(s) != len(InputRefPrefix)+66 || !strings.HasPrefix(s, InputRefPrefix+"0x") {
		return common.Hash{}, false
	}
	b, err := hex.DecodeString(s[len(InputRefPrefix)+2:])
	if err != nil || s != InputRefPrefix+"0x"+hex.EncodeToString(b) {
		return common.Hash{}, false // lowercase only: one spelling per hash
	}
	return common.BytesToHash(b), true
}
