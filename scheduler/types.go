package scheduler

import (
	"context"
	"math/big"
	"time"
)

// Request is one paid inference request waiting to be scheduled, as decoded from an
// InferenceRequested event (or a JSON snapshot). Times are unix milliseconds.
type Request struct {
	ID               string `json:"id"`   // on-chain request id, decimal
	User             string `json:"user"` // requester address, 0x-prefixed lowercase hex
	ModelID          string `json:"model_id"`
	MaxTokens        uint32 `json:"max_tokens"`
	PriorityFeeWei   Wei    `json:"priority_fee_wei"`
	SubmittedAtMS    int64  `json:"submitted_at_ms"`
	DeadlineMS       int64  `json:"deadline_ms"`
	GasLimit         uint32 `json:"gas_limit"`
	RequiredMemoryMB int64  `json:"required_memory_mb"`
	Batchable        bool   `json:"batchable"`
	// CallbackGasLimit is the gas of the requesting contract's callback
	// (requestInferenceWithCallback), spent in this request's result transaction on top
	// of its share of result_gas; 0: no callback.
	CallbackGasLimit uint32 `json:"callback_gas_limit,omitempty"`

	// What the request's prompt asks (tasks.go, tokens.go), read from its inference
	// request document when the request is taken in; all three absent for a plain
	// prompt, which plans as a request always did.

	// Task is the document's task (TaskChat, …); "" for a plain prompt, which any
	// worker serving chat or completion for the model takes.
	Task string `json:"task,omitempty"`
	// PromptTokens estimates the tokens the model reads before it generates (its
	// prefill): the document's text bytes ÷ PromptBytesPerToken, rounded up.
	PromptTokens int64 `json:"prompt_tokens,omitempty"`
	// Steps is an image document's denoising steps (DefaultImageSteps when it names
	// none).
	Steps int64 `json:"steps,omitempty"`
	// AudioBytes is a transcription document's input_bytes: the size of its audio,
	// which the plan counts at the workers' audio_bps; 0 when it names none.
	AudioBytes int64 `json:"audio_bytes,omitempty"`

	// FeeToken, for a request paid from a subscription in an ERC-20 token, is the
	// token's address (0x-prefixed lowercase hex) and FeeTokenAmount the fee in its
	// units; PriorityFeeWei is then 0. Plan prices it with the snapshot's rate for the
	// token (money.go). Both absent for a fee in ETH.
	FeeToken       string `json:"fee_token,omitempty"`
	FeeTokenAmount Wei    `json:"fee_token_amount,omitzero"`
}

// Worker is a live GPU worker as the registry last saw it. ID is the worker's address,
// 0x-prefixed lowercase hex; ties between equally good workers break by ID.
type Worker struct {
	ID              string   `json:"id"`
	Models          []string `json:"models"`
	FreeMemoryMB    int64    `json:"free_memory_mb"`
	ActiveJobs      int      `json:"active_jobs"`
	MaxJobs         int      `json:"max_jobs"`
	AvgLatencyMS    float64  `json:"avg_latency_ms"`
	StakeWei        Wei      `json:"stake_wei"`
	CompletionRate  float64  `json:"completion_rate"`
	CompletedJobs   int64    `json:"completed_jobs"`
	LastHeartbeatMS int64    `json:"last_heartbeat_ms"`
	// OpenBatch is, per model, how many results the worker holds unsettled in its open
	// batch (assigned as batched, waiting for one submitResults transaction).
	OpenBatch map[string]int `json:"open_batch,omitempty"`
	// BatchMax is the most results the worker settles in one transaction (its
	// batch.max_size); 0 or 1: it settles every result on its own.
	BatchMax int `json:"batch_max,omitempty"`
	// BatchMaxWaitMS is the longest the worker holds a batched result for more to join
	// its batch (its batch.max_wait); 0: not said. A batched assignment's estimate
	// counts it: the result's block comes that much later.
	BatchMaxWaitMS int64 `json:"batch_max_wait_ms,omitempty"`

	// Residency (residency.go). All four are optional: a worker without them
	// plans exactly as a worker with no residency term.

	// WarmModels lists the models loaded now. Absent (nil): every model of Models is
	// warm; present and empty: none is (omitzero, not omitempty, keeps the two apart).
	WarmModels []string `json:"warm_models,omitzero"`
	// ModelLoadMS is, per model, how long loading it takes: measured at its last load,
	// or configured before the first. A route to a cold model adds it to the latency.
	ModelLoadMS map[string]int64 `json:"model_load_ms,omitempty"`
	// ModelLatencyMS is, per model, the worker's measured P50 latency; a model without
	// one is estimated as avg_latency_ms × the model's complexity.
	ModelLatencyMS map[string]float64 `json:"model_latency_ms,omitempty"`
	// ModelMemoryMB is, per model, the memory its weights hold once loaded. A route to a
	// cold model needs it free on top of the request's required_memory_mb, and books it
	// once per worker and model; absent for a cold model: 0.
	ModelMemoryMB map[string]int64 `json:"model_memory_mb,omitempty"`
	// DispatchMS is the worker's measured dispatch round trip (assignment published to
	// its signed ack, an average): added to every estimate of the worker; 0: none.
	DispatchMS float64 `json:"dispatch_ms,omitempty"`

	// HeartbeatHash and HeartbeatSig prove that the worker's own key made the heartbeat
	// the registry admitted it on: the EIP-191 digest of the signed heartbeat
	// bytes and the worker's signature of it, both 0x hex. Plan does not read them; an
	// auditor recovers the worker's address from them (decisionlog CheckProof).
	HeartbeatHash string `json:"heartbeat_hash,omitempty"`
	HeartbeatSig  string `json:"heartbeat_sig,omitempty"`

	// VerifyRisk is the worker's verification standing as the route cost prices it
	// (reputation.go): in [0, MaxVerifyRisk], raised on probation and
	// lowered by agreeing checks; 0 (absent): no term.
	VerifyRisk float64 `json:"verify_risk,omitempty"`

	// Tasks is, per model, the tasks the worker serves it for, in Tasks() order; a model
	// without an entry serves chat and completion (tasks.go). Absent: every model so.
	Tasks map[string][]string `json:"tasks,omitempty"`
	// Speed is, per model, the worker's measured rates (windowed medians of its own
	// jobs); a model without an entry, or a rate of 0, is not measured (tokens.go).
	Speed map[string]Speed `json:"speed,omitempty"`
	// Determinism is, per model, the worker's determinism class as its signed heartbeat
	// advertised it (wire.DeterminismClass.Key): two workers of one class produce the
	// same bytes for a seeded request, so a verifier of a class model is picked from the
	// worker's class (classes.go). Plan does not read it. Absent: no class for any model.
	Determinism map[string]string `json:"determinism,omitempty"`
}

// GasQuote is the gas price a round prices routes with.
type GasQuote struct {
	// PriceWei is what to price with: next base fee plus tip (or the legacy gas price),
	// within the oracle's floor and cap; the cap when the quote is stale (fail safe).
	PriceWei   *big.Int
	BaseFeeWei *big.Int // nil on a chain without EIP-1559
	TipWei     *big.Int
	Legacy     bool
	Stale      bool
	ObservedAt time.Time
	// HeadTime is the timestamp of the newest block the source has seen; zero when it
	// does not say. The round engine holds new assignments back while it is too old.
	HeadTime time.Time
	// L1Fee is the L1 data fee model on an L2 chain, within the oracle's floors and
	// caps (the caps when Stale); nil on an L1 chain.
	L1Fee *L1Fee
}

// GasPriceSource supplies the current gas quote once per round. Implemented by gasoracle.
type GasPriceSource interface {
	GasPrice(ctx context.Context) (GasQuote, error)
}

// WorkerSource supplies the live workers once per round. Implemented by the Redis
// registry in package workers.
type WorkerSource interface {
	Workers(ctx context.Context) ([]Worker, error)
}
