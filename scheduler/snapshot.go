package scheduler

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
)

// Snapshot is the immutable input of one round. In JSON (the `plan` command, the
// decision log) it is snake_case and unknown fields are an error.
type Snapshot struct {
	NowMS        int64              `json:"now_ms"`
	GasPriceGwei float64            `json:"gas_price_gwei"`
	Requests     []Request          `json:"requests"`
	Workers      []Worker           `json:"workers"`
	DrainRateTPS map[string]float64 `json:"drain_rate_tps,omitempty"`
	// Excluded names, per request, the workers that failed it (refused or let an
	// assignment lapse): Plan gives the request to one of them only when no other
	// worker can take it this round.
	Excluded []Exclusion `json:"excluded,omitempty"`
	// ResultWaitMS is how long a result transaction waited, from the block that includes
	// it, before the scheduler saw it this round: the indexer's confirmations × the
	// observed block time (or the finality delay with the finalized tag), and longer
	// while the chain or the indexer stalls (the time since the indexer first saw the
	// block that many confirmations back, plus a block). The round
	// engine takes an assignment back only once its estimated finish + result_grace +
	// this has passed, and expires an assigned request at deadline + result_grace +
	// this. Plan does not read it; the decision log keeps it for the auditor.
	ResultWaitMS int64 `json:"result_wait_ms,omitempty"`
	// L1Fee is the L1 data fee on an L2 chain (OP stack, Arbitrum), which every route's
	// result cost and the fee floor count; absent on an L1 chain.
	L1Fee *L1Fee `json:"l1_fee,omitempty"`
	// TokenRates are the prices of the tokens fees are paid in, sorted by token; FeeBumps
	// the raised fees of pending requests, sorted by request id (money.go). Both absent
	// when no request pays in a token or had its fee raised.
	TokenRates []TokenRate `json:"token_rates,omitempty"`
	FeeBumps   []FeeBump   `json:"fee_bumps,omitempty"`
	// Config overrides keys of the scheduler section for this snapshot only.
	Config json.RawMessage `json:"config,omitempty"`
}

// Exclusion is one request's failed workers, in id order.
type Exclusion struct {
	RequestID string   `json:"request_id"`
	Workers   []string `json:"workers"`
}

// MaxExcludedPerRequest bounds an exclusion's workers.
const MaxExcludedPerRequest = 32

// ErrInvalidSnapshot wraps every problem found in a snapshot.
var ErrInvalidSnapshot = errors.New("invalid snapshot")

// Limits on what a snapshot may carry. Times stay within JavaScript's safe integers so
// that any client reads them exactly and differences never overflow.
const (
	maxTimeMS = 1 << 53
	// MaxResultWaitMS bounds a snapshot's result wait: 30 days, far beyond any chain's
	// finality, and small enough that a deadline plus it stays a safe integer.
	MaxResultWaitMS = 30 * 24 * 3600 * 1000
	// MaxGasPriceGwei bounds a snapshot's gas price (10^12 gwei = 1 000 ETH per gas), so
	// that route costs stay finite.
	MaxGasPriceGwei = 1e12
	// MaxCallbackGasLimit is InferenceRouter.MAX_CALLBACK_GAS_LIMIT.
	MaxCallbackGasLimit = 5_000_000
	maxIDLen            = 128
	maxModelLen         = 128
	maxModels           = 256
	maxJobsCap          = 1 << 20
	maxBatch            = 1 << 10
	maxBatchWaitMS      = 10 * 60 * 1000
	maxMemoryMB         = 1<<31 - 2 // 2 PiB: memory fits the index's 32-bit leaves
	maxSnapshotLen      = 512 << 20
)

// DecodeSnapshot reads one JSON snapshot strictly: unknown fields, trailing data and
// values out of range are errors naming the field and the element.
func DecodeSnapshot(r io.Reader) (*Snapshot, error) {
	data, err := io.ReadAll(io.LimitReader(r, maxSnapshotLen+1))
	if err != nil {
		return nil, fmt.Errorf("%w: reading: %w", ErrInvalidSnapshot, err)
	}
	if len(data) > maxSnapshotLen {
		return nil, fmt.Errorf("%w: larger than %d bytes", ErrInvalidSnapshot, maxSnapshotLen)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var s Snapshot
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("%w: %s", ErrInvalidSnapshot, describeJSONError(data, dec.InputOffset(), err))
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: trailing data after the snapshot object", ErrInvalidSnapshot)
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	return &s, nil
}

// Validate checks every field of the snapshot and returns the first problem, naming the
// field and the element (e.g. `requests[3] (id "7").priority_fee_wei: …`).
func (s *Snapshot) Validate() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: "+format, append([]any{ErrInvalidSnapshot}, args...)...)
	}
	if s.NowMS < 0 || s.NowMS > maxTimeMS {
		return bad("now_ms: must be in [0, 2^53], got %d", s.NowMS)
	}
	if s.ResultWaitMS < 0 || s.ResultWaitMS > MaxResultWaitMS {
		return bad("result_wait_ms: must be in [0, %d], got %d", int64(MaxResultWaitMS), s.ResultWaitMS)
	}
	if !finiteNonNeg(s.GasPriceGwei) {
		return bad("gas_price_gwei: must be a finite number ≥ 0, got %v", s.GasPriceGwei)
	}
	if s.GasPriceGwei > MaxGasPriceGwei {
		return bad("gas_price_gwei: must be at most %g, got %v", float64(MaxGasPriceGwei), s.GasPriceGwei)
	}
	if s.L1Fee != nil {
		if err := s.L1Fee.Validate(); err != nil {
			return bad("l1_fee.%v", err)
		}
	}
	seen := make(map[string]int, len(s.Requests))
	for i := range s.Requests {
		r := &s.Requests[i]
		if err := checkID(r.ID); err != nil {
			return bad("requests[%d].id: %v", i, err)
		}
		// at names the request; built only on a failure (this runs per request, every replay).
		at := elemName{"requests", i, r.ID}
		if j, dup := seen[r.ID]; dup {
			return bad("%s.id: duplicate of requests[%d]", at, j)
		}
		seen[r.ID] = i
		if err := checkName(r.ModelID, maxModelLen); err != nil {
			return bad("%s.model_id: %v", at, err)
		}
		if len(r.User) > maxIDLen {
			return bad("%s.user: longer than %d bytes", at, maxIDLen)
		}
		if r.SubmittedAtMS < 0 || r.SubmittedAtMS > maxTimeMS {
			return bad("%s.submitted_at_ms: must be in [0, 2^53], got %d", at, r.SubmittedAtMS)
		}
		if r.DeadlineMS < 0 || r.DeadlineMS > maxTimeMS {
			return bad("%s.deadline_ms: must be in [0, 2^53], got %d", at, r.DeadlineMS)
		}
		if r.DeadlineMS < r.SubmittedAtMS {
			return bad("%s.deadline_ms: %d is before submitted_at_ms %d", at, r.DeadlineMS, r.SubmittedAtMS)
		}
		if r.RequiredMemoryMB < 0 || r.RequiredMemoryMB > maxMemoryMB {
			return bad("%s.required_memory_mb: must be in [0, 2^31-2], got %d", at, r.RequiredMemoryMB)
		}
		if err := r.PriorityFeeWei.Err(); err != nil {
			return bad("%s.priority_fee_wei: %v", at, err)
		}
		if r.PriorityFeeWei.Sign() < 0 || r.PriorityFeeWei.BitLen() > 256 {
			return bad("%s.priority_fee_wei: must be a uint256", at)
		}
		if r.CallbackGasLimit > MaxCallbackGasLimit {
			return bad("%s.callback_gas_limit: must be at most %d, got %d", at, MaxCallbackGasLimit, r.CallbackGasLimit)
		}
		if err := checkTokenFee(r); err != nil {
			return bad("%s.%v", at, err)
		}
		if err := validateTask(r.Task); err != nil {
			return bad("%s.task: %v", at, err)
		}
		if r.PromptTokens < 0 || r.PromptTokens > MaxPromptTokens {
			return bad("%s.prompt_tokens: must be in [0, 2^32], got %d", at, r.PromptTokens)
		}
		if r.Steps < 0 || r.Steps > MaxSteps {
			return bad("%s.steps: must be in [0, %d], got %d", at, MaxSteps, r.Steps)
		}
		if r.AudioBytes < 0 || r.AudioBytes > MaxAudioBytes {
			return bad("%s.audio_bytes: must be in [0, 2^32], got %d", at, r.AudioBytes)
		}
	}
	seenW := make(map[string]int, len(s.Workers))
	for i := range s.Workers {
		w := &s.Workers[i]
		if err := checkID(w.ID); err != nil {
			return bad("workers[%d].id: %v", i, err)
		}
		at := elemName{"workers", i, w.ID}
		if j, dup := seenW[w.ID]; dup {
			return bad("%s.id: duplicate of workers[%d]", at, j)
		}
		seenW[w.ID] = i
		if len(w.Models) == 0 {
			return bad("%s.models: must list at least one model", at)
		}
		if len(w.Models) > maxModels {
			return bad("%s.models: more than %d models", at, maxModels)
		}
		for k, m := range w.Models {
			if err := checkName(m, maxModelLen); err != nil {
				return bad("%s.models[%d]: %v", at, k, err)
			}
		}
		if w.FreeMemoryMB < 0 || w.FreeMemoryMB > maxMemoryMB {
			return bad("%s.free_memory_mb: must be in [0, 2^31-2], got %d", at, w.FreeMemoryMB)
		}
		if w.MaxJobs < 0 || w.MaxJobs > maxJobsCap {
			return bad("%s.max_jobs: must be in [0, 2^20], got %d", at, w.MaxJobs)
		}
		if w.ActiveJobs < 0 {
			return bad("%s.active_jobs: must be ≥ 0, got %d", at, w.ActiveJobs)
		}
		if w.ActiveJobs > w.MaxJobs {
			return bad("%s.active_jobs: %d is above max_jobs %d", at, w.ActiveJobs, w.MaxJobs)
		}
		if !finiteNonNeg(w.AvgLatencyMS) || w.AvgLatencyMS > maxTimeMS {
			return bad("%s.avg_latency_ms: must be a finite number in [0, 2^53], got %v", at, w.AvgLatencyMS)
		}
		if !finite(w.CompletionRate) || w.CompletionRate < 0 || w.CompletionRate > 1 {
			return bad("%s.completion_rate: must be in [0, 1], got %v", at, w.CompletionRate)
		}
		if w.CompletedJobs < 0 {
			return bad("%s.completed_jobs: must be ≥ 0, got %d", at, w.CompletedJobs)
		}
		if w.LastHeartbeatMS < 0 || w.LastHeartbeatMS > maxTimeMS {
			return bad("%s.last_heartbeat_ms: must be in [0, 2^53], got %d", at, w.LastHeartbeatMS)
		}
		if w.BatchMax < 0 || w.BatchMax > maxBatch {
			return bad("%s.batch_max: must be in [0, %d], got %d", at, maxBatch, w.BatchMax)
		}
		if w.BatchMaxWaitMS < 0 || w.BatchMaxWaitMS > maxBatchWaitMS {
			return bad("%s.batch_max_wait_ms: must be in [0, %d], got %d", at, maxBatchWaitMS, w.BatchMaxWaitMS)
		}
		for _, m := range sortedKeys(w.OpenBatch) {
			if !slices.Contains(w.Models, m) {
				return bad("%s.open_batch[%q]: the worker does not serve this model", at, m)
			}
			if n := w.OpenBatch[m]; n < 0 || n > w.BatchMax {
				return bad("%s.open_batch[%q]: must be in [0, batch_max %d], got %d", at, m, w.BatchMax, n)
			}
		}
		if err := validateResidency(w, at); err != nil {
			return fmt.Errorf("%w: %w", ErrInvalidSnapshot, err)
		}
		if err := validateTasks(w, at); err != nil {
			return fmt.Errorf("%w: %w", ErrInvalidSnapshot, err)
		}
		if err := validateSpeed(w, at); err != nil {
			return fmt.Errorf("%w: %w", ErrInvalidSnapshot, err)
		}
		if err := validateClasses(w, at); err != nil {
			return fmt.Errorf("%w: %w", ErrInvalidSnapshot, err)
		}
		if err := w.StakeWei.Err(); err != nil {
			return bad("%s.stake_wei: %v", at, err)
		}
		if w.StakeWei.Sign() < 0 || w.StakeWei.BitLen() > 256 {
			return bad("%s.stake_wei: must be a uint256", at)
		}
	}
	if err := s.validateMoney(seen); err != nil {
		return err
	}
	for _, m := range sortedKeys(s.DrainRateTPS) {
		v := s.DrainRateTPS[m]
		if !finiteNonNeg(v) || v > math.MaxInt32 {
			return bad("drain_rate_tps[%q]: must be a finite number ≥ 0, got %v", m, v)
		}
	}
	for i, x := range s.Excluded {
		at := fmt.Sprintf("excluded[%d]", i)
		if _, ok := seen[x.RequestID]; !ok {
			return bad("%s.request_id: %q is not among the requests", at, x.RequestID)
		}
		if i > 0 && s.Excluded[i-1].RequestID >= x.RequestID {
			return bad("%s.request_id: must be after %q (sorted, no duplicates)", at, s.Excluded[i-1].RequestID)
		}
		if len(x.Workers) == 0 || len(x.Workers) > MaxExcludedPerRequest {
			return bad("%s.workers: must list 1 to %d workers, got %d", at, MaxExcludedPerRequest, len(x.Workers))
		}
		for k, w := range x.Workers {
			if err := checkID(w); err != nil {
				return bad("%s.workers[%d]: %v", at, k, err)
			}
			if k > 0 && x.Workers[k-1] >= w {
				return bad("%s.workers[%d]: must be after %q (sorted, no duplicates)", at, k, x.Workers[k-1])
			}
		}
	}
	return nil
}

func checkID(id string) error {
	if id == "" {
		return errors.New("must not be empty")
	}
	if len(id) > maxIDLen {
		return fmt.Errorf("longer than %d bytes", maxIDLen)
	}
	return checkPrintable(id)
}

func checkName(s string, max int) error {
	if s == "" {
		return errors.New("must not be empty")
	}
	if len(s) > max {
		return fmt.Errorf("longer than %d bytes", max)
	}
	return checkPrintable(s)
}

func checkPrintable(s string) error {
	for _, c := range s {
		if c <= ' ' || c == 0x7f || c == '\uFFFD' {
			return fmt.Errorf("%q has a space, control or invalid character", s)
		}
	}
	return nil
}

func position(data []byte, off int64) (line, col int) {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	line = 1 + bytes.Count(data[:off], []byte("\n"))
	col = int(off) - bytes.LastIndexByte(data[:off], '\n')
	return line, col
}

// elemName names a request or worker in a Validate error, `requests[3] (id "7")`,
// formatted only when an error is (it is a fmt.Stringer).
type elemName struct {
	list string
	i    int
	id   string
}

func (e elemName) String() string {
	return e.list + "[" + strconv.Itoa(e.i) + "] (id " + strconv.Quote(e.id) + ")"
}
