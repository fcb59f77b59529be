package events

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/infer"
)

// Limits on values a valid event may carry. A log outside them is impossible for the
// InferenceRouter contract and goes to the rejections subject instead.
const (
	// MaxModelBytes bounds a model name (the contract's own limit is lower).
	MaxModelBytes = 256
	// MaxUnixSeconds is 9999-12-31T23:59:59Z: a timestamp beyond it cannot be a real
	// submission time or deadline, and would overflow unix milliseconds in an int64.
	MaxUnixSeconds = 253402300799
	// MaxCallbackGasLimit is InferenceRouter.MAX_CALLBACK_GAS_LIMIT.
	MaxCallbackGasLimit = scheduler.MaxCallbackGasLimit
	// MaxMessageBytes bounds an encoded message the decoders accept.
	MaxMessageBytes = 4 << 20
)

// MaxFeeWei is 2^128 wei (3.4e20 ETH), far above any balance: a priority fee or refund
// at or above it is impossible.
var MaxFeeWei = new(big.Int).Lsh(big.NewInt(1), 128)

// maxUint256 bounds request ids.
var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// ErrInvalidMessage wraps every decoding and validation failure.
var ErrInvalidMessage = errors.New("invalid bus message")

// Event kinds, as carried by Retraction.Kind.
const (
	KindRequest    = "request"
	KindResult     = "result"
	KindRefund     = "refund"
	KindFeeBump    = "fee_bump"
	KindWithdrawal = "withdrawal"
)

// EventMeta says where a log was found. Addresses and hashes are 0x-prefixed lowercase hex.
type EventMeta struct {
	ChainID     uint64         `json:"chain_id"`
	Contract    common.Address `json:"contract"`
	BlockNumber uint64         `json:"block_number"`
	BlockHash   common.Hash    `json:"block_hash"`
	TxHash      common.Hash    `json:"tx_hash"`
	LogIndex    uint           `json:"log_index"`
	// BlockTimeMS is the block's timestamp (unix ms); 0 when the node did not say.
	BlockTimeMS int64 `json:"block_time_ms,omitempty"`
}

// MsgID is the Nats-Msg-Id of the event: chainID:txHash:logIndex, so that a replayed
// range is deduplicated by JetStream.
func (m EventMeta) MsgID() string {
	return strconv.FormatUint(m.ChainID, 10) + ":" + m.TxHash.Hex() + ":" + strconv.FormatUint(uint64(m.LogIndex), 10)
}

func (m EventMeta) check(p *validate.Problems) {
	p.Check(m.ChainID > 0, "chain_id", "must be positive")
	p.Check(m.Contract != (common.Address{}), "contract", "must not be the zero address")
	p.Check(m.BlockHash != (common.Hash{}), "block_hash", "must not be zero")
	p.Check(m.TxHash != (common.Hash{}), "tx_hash", "must not be zero")
	p.Check(m.BlockTimeMS >= 0 && m.BlockTimeMS <= 1<<53, "block_time_ms", "must be in [0, 2^53], got %d", m.BlockTimeMS)
}

// RequestEvent is an InferenceRequested log. Times are unix seconds as on chain.
type RequestEvent struct {
	EventMeta
	ID               string         `json:"id"` // decimal uint256, ≥ 1
	Requester        common.Address `json:"requester"`
	Model            string         `json:"model"`
	Prompt           []byte         `json:"prompt"` // base64 in JSON
	MaxTokens        uint32         `json:"max_tokens"`
	PriorityFeeWei   scheduler.Wei  `json:"priority_fee_wei"`
	SubmittedAt      uint64         `json:"submitted_at"`
	Deadline         uint64         `json:"deadline"`
	GasLimit         uint32         `json:"gas_limit"`
	RequiredMemoryMB uint32         `json:"required_memory_mb"`
	Batchable        bool           `json:"batchable"`
	// CallbackGasLimit is the requester's callback gas (requestInferenceWithCallback);
	// 0: no callback.
	CallbackGasLimit uint32 `json:"callback_gas_limit,omitempty"`
	// Subscription, for a request paid from a subscription
	// (requestInferenceFromSubscription), is what its RequestFromSubscription event
	// says; PriorityFeeWei is then in the subscription's currency (the token's units
	// when it is one). Absent for a request paid in ETH with the transaction.
	Subscription *Subscription `json:"subscription,omitempty"`
}

// Subscription is the subscription a request is paid from, and its currency.
type Subscription struct {
	ID uint64 `json:"id"` // ≥ 1
	// Token is the ERC-20 the fee is in; absent (zero) for an ETH subscription.
	Token common.Address `json:"token,omitzero"`
}

// FeeToken is the token a request's fee is in, 0x-prefixed lowercase hex; "" for ETH.
func (e RequestEvent) FeeToken() string {
	if e.Subscription == nil || e.Subscription.Token == (common.Address{}) {
		return ""
	}
	return strings.ToLower(e.Subscription.Token.Hex())
}

// Validate reports every impossible value at once.
func (e RequestEvent) Validate() error {
	var p validate.Problems
	e.check(&p)
	checkID(&p, e.ID)
	p.Check(e.Requester != (common.Address{}), "requester", "must not be the zero address")
	switch {
	case e.Model == "":
		p.Addf("model", "must not be empty")
	case len(e.Model) > MaxModelBytes:
		p.Addf("model", "must be at most %d bytes, got %d", MaxModelBytes, len(e.Model))
	case !utf8.ValidString(e.Model):
		p.Addf("model", "must be valid UTF-8")
	}
	p.Check(e.MaxTokens > 0, "max_tokens", "must be positive")
	checkWei(&p, "priority_fee_wei", &e.PriorityFeeWei)
	p.Check(e.SubmittedAt > 0 && e.SubmittedAt <= MaxUnixSeconds, "submitted_at",
		"must be a unix time in seconds up to %d, got %d", MaxUnixSeconds, e.SubmittedAt)
	p.Check(e.Deadline <= MaxUnixSeconds, "deadline",
		"must be a unix time in seconds up to %d, got %d", MaxUnixSeconds, e.Deadline)
	p.Check(e.Deadline > e.SubmittedAt, "deadline",
		"must be after submitted_at (%d), got %d", e.SubmittedAt, e.Deadline)
	p.Check(e.RequiredMemoryMB > 0, "required_memory_mb", "must be positive")
	p.Check(e.CallbackGasLimit <= MaxCallbackGasLimit, "callback_gas_limit",
		"must be at most %d (the router's MAX_CALLBACK_GAS_LIMIT), got %d", MaxCallbackGasLimit, e.CallbackGasLimit)
	if e.Subscription != nil {
		p.Check(e.Subscription.ID > 0, "subscription.id", "must be at least 1")
	}
	return p.Err()
}

// Request is the event as the scheduler core sees it (times in unix milliseconds). A
// fee in a token is its FeeToken and FeeTokenAmount. A prompt that is a valid inference
// request document adds what the plan counts of it (Planned); a plain prompt, or a
// document that does not decode (the daemon makes that request invalid_request, never
// planned), adds nothing, so a request of a plain prompt is what it always was, byte
// for byte in the decision record. The daemon and an auditor both derive a request with
// this function, from the event alone.
func (e RequestEvent) Request() scheduler.Request {
	r := e.request()
	if tok := e.FeeToken(); tok != "" {
		r.FeeToken, r.FeeTokenAmount, r.PriorityFeeWei = tok, r.PriorityFeeWei, scheduler.Wei{}
	}
	if doc, err := infer.Parse(e.Prompt); err == nil && !doc.Plain {
		r.Task, r.PromptTokens, r.Steps, r.AudioBytes = Planned(doc)
	}
	return r
}

// Planned is what the plan counts of a decoded document: its task, its prompt's tokens
// (its text bytes, references left out, ÷ scheduler.PromptBytesPerToken rounded up), an
// image's steps (0 when it names none: the plan then counts
// scheduler.DefaultImageSteps) and a transcription's audio size (its input_bytes; 0
// when it names none: the plan then counts the model's processing_ms).
func Planned(d infer.Document) (task string, promptTokens, steps, audioBytes int64) {
	n := int64(d.TextBytes())
	promptTokens = (n + scheduler.PromptBytesPerToken - 1) / scheduler.PromptBytesPerToken
	if d.Task == infer.TaskImage && d.Steps != nil {
		steps = *d.Steps
	}
	if d.Task == infer.TaskTranscription && d.InputBytes != nil {
		audioBytes = *d.InputBytes
	}
	return string(d.Task), promptTokens, steps, audioBytes
}

func (e RequestEvent) request() scheduler.Request {
	return scheduler.Request{
		ID:               e.ID,
		User:             strings.ToLower(e.Requester.Hex()),
		ModelID:          e.Model,
		MaxTokens:        e.MaxTokens,
		PriorityFeeWei:   scheduler.WeiFromBig(&e.PriorityFeeWei.Int),
		SubmittedAtMS:    int64(e.SubmittedAt) * 1000,
		DeadlineMS:       int64(e.Deadline) * 1000,
		GasLimit:         e.GasLimit,
		RequiredMemoryMB: int64(e.RequiredMemoryMB),
		Batchable:        e.Batchable,
		CallbackGasLimit: e.CallbackGasLimit,
	}
}

// ResultEvent is a ResultSubmitted log.
type ResultEvent struct {
	EventMeta
	ID         string         `json:"id"`
	Worker     common.Address `json:"worker"`
	OutputHash common.Hash    `json:"output_hash"`
	Output     []byte         `json:"output"` // base64 in JSON
	// OffChain: the output is longer than the router's maxInlineOutputBytes and was
	// submitted by reference (submitResultRef): Output is empty, OutputHash is the full
	// output's, and the bytes are in the output store.
	OffChain bool `json:"off_chain,omitempty"`
}

// emptyHash is the keccak256 of no bytes.
var emptyHash = crypto.Keccak256Hash(nil)

// IsOffChainResult says whether a ResultSubmitted log's output and hash are those of a
// result submitted by reference: the router emits no bytes and a hash that is not the
// empty output's (an inline result's hash is always the keccak256 of its bytes).
func IsOffChainResult(outputHash common.Hash, output []byte) bool {
	return len(output) == 0 && outputHash != emptyHash && outputHash != (common.Hash{})
}

// Validate reports every impossible value at once; the output hash must be the
// keccak256 of the output, as the contract computes it, unless the output is off chain.
func (e ResultEvent) Validate() error {
	var p validate.Problems
	e.check(&p)
	checkID(&p, e.ID)
	p.Check(e.Worker != (common.Address{}), "worker", "must not be the zero address")
	if e.OffChain {
		p.Check(IsOffChainResult(e.OutputHash, e.Output), "output", "must be empty, with a hash, for an off-chain output")
	} else {
		p.Check(crypto.Keccak256Hash(e.Output) == e.OutputHash, "output_hash", "is not the keccak256 of output")
	}
	return p.Err()
}

// RefundEvent is a Refunded log.
type RefundEvent struct {
	EventMeta
	ID        string         `json:"id"`
	Requester common.Address `json:"requester"`
	AmountWei scheduler.Wei  `json:"amount_wei"`
}

// Validate reports every impossible value at once.
func (e RefundEvent) Validate() error {
	var p validate.Problems
	e.check(&p)
	checkID(&p, e.ID)
	p.Check(e.Requester != (common.Address{}), "requester", "must not be the zero address")
	checkWei(&p, "amount_wei", &e.AmountWei)
	return p.Err()
}

// FeeBumpEvent is a FeeBumped log: request ID's fee is now Fee, in its currency.
type FeeBumpEvent struct {
	EventMeta
	ID  string        `json:"id"`
	Fee scheduler.Wei `json:"fee"`
}

// Validate reports every impossible value at once.
func (e FeeBumpEvent) Validate() error {
	var p validate.Problems
	e.check(&p)
	checkID(&p, e.ID)
	checkWei(&p, "fee", &e.Fee)
	return p.Err()
}

// WithdrawalEvent is a WithdrawalRequested log: request ID takes no result from
// EffectiveAt (unix seconds) on, and may be refunded then.
type WithdrawalEvent struct {
	EventMeta
	ID          string `json:"id"`
	EffectiveAt uint64 `json:"effective_at"`
}

// Validate reports every impossible value at once.
func (e WithdrawalEvent) Validate() error {
	var p validate.Problems
	e.check(&p)
	checkID(&p, e.ID)
	p.Check(e.EffectiveAt > 0 && e.EffectiveAt <= MaxUnixSeconds, "effective_at",
		"must be a unix time in seconds up to %d, got %d", MaxUnixSeconds, e.EffectiveAt)
	return p.Err()
}

// Retraction withdraws an event that was published and then removed by a reorg. Its
// EventMeta is the removed log's; MsgID is the Nats-Msg-Id the event was published with.
type Retraction struct {
	EventMeta
	Kind  string `json:"kind"` // KindRequest, KindResult, KindRefund, KindFeeBump, KindWithdrawal or KindVerify
	ID    string `json:"id"`
	MsgID string `json:"msg_id"`
}

// Validate reports every impossible value at once.
func (r Retraction) Validate() error {
	var p validate.Problems
	r.check(&p)
	switch r.Kind {
	case KindRequest, KindResult, KindRefund, KindFeeBump, KindWithdrawal, KindVerify:
	default:
		p.Addf("kind", "must be %q, %q, %q, %q, %q or %q, got %q", KindRequest, KindResult, KindRefund, KindFeeBump, KindWithdrawal, KindVerify, r.Kind)
	}
	checkID(&p, r.ID)
	p.Check(strings.HasPrefix(r.MsgID, strconv.FormatUint(r.ChainID, 10)+":"), "msg_id",
		"must start with the chain id, got %q", r.MsgID)
	return p.Err()
}

// Rejection is a log of the watched contract that did not decode or carried impossible
// values, kept with its raw topics and data so that nothing is dropped silently.
type Rejection struct {
	EventMeta
	Reason string        `json:"reason"`
	Topics []common.Hash `json:"topics"`
	Data   hexutil.Bytes `json:"data"`
}

// MsgID is the Nats-Msg-Id of a rejection: the rejected log's id.
func (r Rejection) MsgID() string { return r.EventMeta.MsgID() }

// Validate reports every impossible value at once.
func (r Rejection) Validate() error {
	var p validate.Problems
	r.check(&p)
	p.Check(r.Reason != "", "reason", "must not be empty")
	return p.Err()
}

// checkWei reports an amount that did not decode (scheduler.Wei keeps that error
// rather than failing the whole document) or that is impossibly large.
func checkWei(p *validate.Problems, key string, w *scheduler.Wei) {
	if err := w.Err(); err != nil {
		p.Addf(key, "%v", err)
		return
	}
	p.Check(w.Sign() >= 0 && w.Cmp(MaxFeeWei) < 0, key, "must be below 2^128 wei, got %s", w.String())
}

func checkID(p *validate.Problems, id string) {
	if id == "" || len(id) > 78 || (len(id) > 1 && id[0] == '0') {
		p.Addf("id", "must be a decimal uint256 without leading zeros, got %q", truncate(id))
		return
	}
	for i := 0; i < len(id); i++ {
		if id[i] < '0' || id[i] > '9' {
			p.Addf("id", "must be a decimal uint256 without leading zeros, got %q", truncate(id))
			return
		}
	}
	v, _ := new(big.Int).SetString(id, 10)
	p.Check(v.Sign() > 0 && v.Cmp(maxUint256) <= 0, "id", "must be between 1 and 2^256-1, got %s", truncate(id))
}

func truncate(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

// DecodeRequestEvent decodes and validates a RequestEvent.
func DecodeRequestEvent(b []byte) (RequestEvent, error) {
	var e RequestEvent
	return e, decode(b, &e, func() error { return e.Validate() })
}

// DecodeResultEvent decodes and validates a ResultEvent.
func DecodeResultEvent(b []byte) (ResultEvent, error) {
	var e ResultEvent
	return e, decode(b, &e, func() error { return e.Validate() })
}

// DecodeRefundEvent decodes and validates a RefundEvent.
func DecodeRefundEvent(b []byte) (RefundEvent, error) {
	var e RefundEvent
	return e, decode(b, &e, func() error { return e.Validate() })
}

// DecodeFeeBumpEvent decodes and validates a FeeBumpEvent.
func DecodeFeeBumpEvent(b []byte) (FeeBumpEvent, error) {
	var e FeeBumpEvent
	return e, decode(b, &e, func() error { return e.Validate() })
}

// DecodeWithdrawalEvent decodes and validates a WithdrawalEvent.
func DecodeWithdrawalEvent(b []byte) (WithdrawalEvent, error) {
	var e WithdrawalEvent
	return e, decode(b, &e, func() error { return e.Validate() })
}

// DecodeRetraction decodes and validates a Retraction.
func DecodeRetraction(b []byte) (Retraction, error) {
	var r Retraction
	return r, decode(b, &r, func() error { return r.Validate() })
}

// DecodeRejection decodes and validates a Rejection.
func DecodeRejection(b []byte) (Rejection, error) {
	var r Rejection
	return r, decode(b, &r, func() error { return r.Validate() })
}

// decode is strict: one JSON object, no unknown fields, nothing after it, then valid.
func decode(b []byte, v any, valid func() error) error {
	if len(b) > MaxMessageBytes {
		return fmt.Errorf("%w: %d bytes, more than %d", ErrInvalidMessage, len(b), MaxMessageBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: %w", ErrInvalidMessage, err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return fmt.Errorf("%w: data after the JSON object", ErrInvalidMessage)
	}
	if err := valid(); err != nil {
		return fmt.Errorf("%w: %w", ErrInvalidMessage, err)
	}
	return nil
}
