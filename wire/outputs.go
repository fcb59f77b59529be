package wire

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// The content-addressed store of outputs and inputs too long for calldata (issue 22):
// the JetStream object store BucketOutputs, one object per keccak-256, named by
// ObjectName. A worker never writes it: it stages an output's chunks on its own upload
// subjects (stream StreamUploads, one chunk per subject, UploadChunkSubject) and asks
// the daemon to commit them (request/reply on CommitSubject); the daemon checks that
// the worker holds the request's assignment, that the bytes hash to the hash the worker
// will submit and that they fit the store's bounds, and only then writes the object.
// Its NATS permissions let a worker publish on its own upload and commit subjects
// only, so that the subject names the worker who staged the bytes.
const (
	BucketOutputs = "OUTPUTS"
	StreamUploads = "UPLOADS"
	// SubjectUploadPrefix + worker + "." + request id + "." + chunk index: one staged chunk.
	SubjectUploadPrefix = "upload.stage."
	SubjectUploadsAll   = "upload.stage.>"
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
	if _, err := strconv.ParseUint(c.RequestID, 10, 64); err != nil || c.RequestID == "0" || strings.HasPrefix(c.RequestID, "0") {
		return fmt.Errorf("commit: request_id %q is not a canonical request id", c.RequestID)
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

// CommitReply answers a CommitRequest: Error is empty when the object is in the store.
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
