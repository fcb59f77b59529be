package status

import (
	"math"
	"strings"
)

// The sightings bucket holds what the indexer has seen on chain before (or besides)
// publishing it, so that every API replica answers from shared state alone:
//
//	req.<id>    Sighting: the block and transaction that created request id, from 0
//	            confirmations on; Retracted once a reorg removed it
//	tx.<hash>   TxSighting: the request ids a transaction created
//	head        Head: the chain head the indexer last saw and the observed block time
//	out.<id>    Output: the result of request id from its ResultSubmitted event
//
// The indexer is the only writer. Keys carry no other meaning; values are JSON.
const (
	sightingPrefix = "req."
	txPrefix       = "tx."
	outputPrefix   = "out."
	headKey        = "head"
)

// MaxOutputBytes bounds the output kept for a completed request (and so served in its
// status body). A longer output is kept as its hash and length only, with Truncated
// set: the full bytes are in the ResultSubmitted event of the result transaction.
const MaxOutputBytes = 8 << 10

// Sighting is a request seen in a block, before or after its confirmations.
type Sighting struct {
	RequestID     string `json:"request_id"`
	TxHash        string `json:"tx_hash"` // 0x + 64 lowercase hex
	BlockNumber   uint64 `json:"block_number"`
	BlockHash     string `json:"block_hash"`
	Model         string `json:"model"`
	SubmittedAtMS int64  `json:"submitted_at_ms"`
	DeadlineMS    int64  `json:"deadline_ms"`
	// Task is the task of the request's inference request document (wire/infer);
	// empty for a plain prompt or a document that does not decode. The API serves the
	// output with its task's content type.
	Task string `json:"task,omitempty"`
	// MaxTokens, PromptTokens, Steps, AudioBytes and Batchable are the request's
	// planned form (the event's max_tokens and batchable, its document's prompt tokens,
	// an image's steps and a transcription's input_bytes, as events.RequestEvent.Request
	// gives them): what its processing time is counted from before a round plans it.
	// Absent (0): the model's nominal processing_ms.
	MaxTokens    uint32 `json:"max_tokens,omitempty"`
	PromptTokens int64  `json:"prompt_tokens,omitempty"`
	Steps        int64  `json:"steps,omitempty"`
	AudioBytes   int64  `json:"audio_bytes,omitempty"`
	Batchable    bool   `json:"batchable,omitempty"`
	// Retracted: the block was reorged out and the new chain does not hold the request
	// in any block the indexer has looked at since. Final for this transaction.
	Retracted bool `json:"retracted,omitempty"`
}

// TxSighting lists the requests a transaction created.
type TxSighting struct {
	TxHash      string   `json:"tx_hash"`
	BlockNumber uint64   `json:"block_number"`
	RequestIDs  []string `json:"request_ids"`
	Retracted   bool     `json:"retracted,omitempty"`
}

// Head is the chain head as the indexer last saw it.
type Head struct {
	Number      uint64 `json:"number"`
	Hash        string `json:"hash"`
	TimestampMS int64  `json:"timestamp_ms"` // the block's own timestamp
	// BlockMS is the mean block interval over the last blocks (timestamps), ≥ 1.
	BlockMS int64 `json:"block_ms"`
	// Confirmations is how many blocks must follow a request's block before it is
	// published to the scheduler: indexer.confirmations, or with use_finalized the
	// distance from the head to the last block published.
	Confirmations uint64 `json:"confirmations"`
	// ObservedAtMS is when the indexer read this head (its clock).
	ObservedAtMS int64 `json:"observed_at_ms"`
}

// Remaining is how many more blocks block n needs before its events are published,
// as of this head.
func (h Head) Remaining(n uint64) int {
	if n > h.Number {
		return int(h.Confirmations) // not in the head the indexer saw yet
	}
	have := h.Number - n
	if have >= h.Confirmations {
		return 0
	}
	return int(h.Confirmations - have)
}

// ResultWaitMS is how long a result transaction waits, from the block that includes it,
// before the indexer publishes it: Confirmations × BlockMS, the observed block time. 0
// for a zero Head (not known) and at 0 confirmations; saturated at math.MaxInt64.
func (h Head) ResultWaitMS() int64 {
	if h.Confirmations == 0 || h.BlockMS <= 0 {
		return 0
	}
	if h.Confirmations > uint64(math.MaxInt64/h.BlockMS) {
		return math.MaxInt64
	}
	return int64(h.Confirmations) * h.BlockMS
}

// Output is the result of a request as its ResultSubmitted event carried it.
type Output struct {
	RequestID  string `json:"request_id"`
	TxHash     string `json:"tx_hash"`
	OutputHash string `json:"output_hash"`
	// Output is the bytes, when at most MaxOutputBytes; otherwise empty and Truncated.
	Output    []byte `json:"output,omitempty"`
	Length    int    `json:"length"`
	Truncated bool   `json:"truncated,omitempty"`
	// OffChain: the output was submitted by reference (its bytes are in the output
	// store; Length is the one ResultOffChain gave).
	OffChain bool `json:"off_chain,omitempty"`
	// Callback is the outcome of the requester's callback: "delivered", "failed", or
	// empty for a request without one (CallbackDelivered, CallbackFailed).
	Callback string `json:"callback,omitempty"`
}

// NewOutput keeps out whole when it is within MaxOutputBytes.
func NewOutput(requestID, txHash, outputHash string, out []byte) Output {
	o := Output{RequestID: requestID, TxHash: txHash, OutputHash: outputHash, Length: len(out)}
	if len(out) <= MaxOutputBytes {
		o.Output = out
	} else {
		o.Truncated = true
	}
	return o
}

// SightingKey is the key of request id's sighting (id canonical).
func SightingKey(id string) string { return sightingPrefix + id }

// HeadKey is the key of the head record.
const HeadKey = headKey

// TxKey is the key of a transaction's sighting; hash is 0x-prefixed, any case.
func TxKey(hash string) string { return txPrefix + strings.ToLower(hash) }

// OutputKey is the key of request id's output (id canonical).
func OutputKey(id string) string { return outputPrefix + id }
