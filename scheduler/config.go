package scheduler

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"sort"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/scheduler/retryafter"
)

// Config is the `scheduler` section of the configuration file. Its defaults are the
// values of seed 003 (priority, routing) and seed 000 (Retry-After). A JSON snapshot's
// "config" object overrides keys of it with the same names.
type Config struct {
	// RoundInterval is the longest time between two rounds; a round starts sooner when
	// work arrives or capacity frees (min_round_gap apart).
	RoundInterval Duration `yaml:"round_interval" json:"round_interval"`
	// Priority orders the requests of a round.
	Priority PriorityConfig `yaml:"priority" json:"priority"`
	// Routing prices each route (request × worker) in gas.
	Routing RoutingConfig `yaml:"routing" json:"routing"`
	// Matching assigns requests to workers.
	Matching MatchingConfig `yaml:"matching" json:"matching"`
	// Probation limits new workers until they have completed enough jobs.
	Probation ProbationConfig `yaml:"probation" json:"probation"`
	// RetryAfter computes the Retry-After given with every request.
	RetryAfter retryafter.Config `yaml:"retry_after" json:"retry_after"`
	// FlowControl holds the token buckets that bound what the scheduler sends.
	FlowControl flowcontrol.Config `yaml:"flow_control" json:"flow_control"`

	// The round loop's timing (package rounds); Plan does not read these.

	// MinRoundGap: a round also starts as soon as new work arrives or capacity frees
	//, but never sooner than this after the previous one began, so that a
	// burst of events coalesces into one round; round_interval stays the longest wait.
	// Equal to round_interval, rounds run on the interval only. Records written before
	// it existed lack it (omitempty keeps their canonical form).
	MinRoundGap Duration `yaml:"min_round_gap" json:"min_round_gap,omitempty"`
	// AckTimeout: an assignment its worker has not acknowledged within it is released
	// and queued again with attempt + 1.
	AckTimeout Duration `yaml:"ack_timeout" json:"ack_timeout"`
	// ResultGrace: an assignment with no result by its estimated finish plus this is
	// released and queued again; an assigned request this long past its deadline expires.
	// Both also wait for the result's confirmations (the round's result wait,
	// Snapshot.ResultWaitMS), which the grace need not cover.
	ResultGrace Duration `yaml:"result_grace" json:"result_grace"`
	// VoucherTTL is how long an assignment's voucher stays valid on chain, from the start
	// of its window (never past the request's deadline). It bounds both how long a worker
	// has to submit an honest result, whatever the scheduler does meanwhile (a restart, a
	// reassignment), and how long a worker that vanished holds the request: the next
	// attempt's voucher opens only after this one's expiry (docs/security.md).
	VoucherTTL Duration `yaml:"voucher_ttl" json:"voucher_ttl"`
	// DrainAlpha is the weight of the latest round in each model's drain-rate EWMA.
	DrainAlpha float64 `yaml:"drain_alpha" json:"drain_alpha"`
	// MaxHeadAge: while the newest chain head the gas oracle has seen is older than
	// this (a stalled chain, or no endpoint answering), rounds make no new assignment
	// (vouchers nobody could redeem); requests stay queued with a Retry-After. 0 turns
	// the gate off. Unset in the daemon's file: five gasoracle.poll_interval, at least
	// 1m (as gasoracle.max_age).
	MaxHeadAge Duration `yaml:"max_head_age" json:"max_head_age"`
	// WorkerBackoff pauses a worker whose failures repeat.
	WorkerBackoff BackoffConfig `yaml:"worker_backoff" json:"worker_backoff"`
}

// BackoffConfig pauses a worker whose failures repeat: a refused assignment (nack) or
// one it let lapse (no ack in time, no result in time) is a failure, and a result on
// chain clears the count. From the After-th failure in a row the worker takes no new
// request for Base, doubled with every further failure, at most Max. (A single failure
// already keeps that worker off the request it failed; see Snapshot.Excluded.)
type BackoffConfig struct {
	// After is the failure in a row from which a worker is paused (count).
	After int `yaml:"after" json:"after"`
	// Base is the first pause, doubled with every further failure.
	Base Duration `yaml:"base" json:"base"`
	// Max bounds the pause.
	Max Duration `yaml:"max" json:"max"`
}

// Pause is how long a worker with failures in a row is paused after the latest: 0
// before the After-th.
func (b BackoffConfig) Pause(failures int) time.Duration {
	if failures < b.After {
		return 0
	}
	return min(b.Base.D()<<min(failures-b.After, 30), b.Max.D())
}

// WorkerBackoff is one worker's backoff state: its failures in a row (Strikes) and the
// time (unix ms) until which it takes no new request. The round engine keeps it and
// hands it to a store (the Redis registry) so that a restart does not forget it.
type WorkerBackoff struct {
	Worker  string
	Strikes int
	UntilMS int64
}

// PriorityConfig weighs a request's fee, wait and deadline (seed 003 calculatePriority):
// score = fee_weight·fee/fee_unit + wait_weight·log2(1 + age_s) + deadline_weight·d,
// d = exp((H − remaining)/H) when remaining < H, else 1.
type PriorityConfig struct {
	// FeeWeight weighs the fee, counted in fee_unit_wei units.
	FeeWeight float64 `yaml:"fee_weight" json:"fee_weight"`
	// WaitWeight weighs the wait, log2(1 + seconds waited).
	WaitWeight float64 `yaml:"wait_weight" json:"wait_weight"`
	// DeadlineWeight weighs the deadline's urgency d: 1 outside deadline_horizon, rising
	// as the deadline nears.
	DeadlineWeight float64 `yaml:"deadline_weight" json:"deadline_weight"`
	// FeeUnitWei is the fee (wei) that counts as 1 in the score.
	FeeUnitWei Wei `yaml:"fee_unit_wei" json:"fee_unit_wei"`
	// DeadlineHorizon is how close to its deadline a request starts to gain urgency.
	DeadlineHorizon Duration `yaml:"deadline_horizon" json:"deadline_horizon"`
	// MaxWait bounds how long the score alone orders a request (aging.go): a request
	// that has waited this long since its block goes before every request that has
	// waited less, whatever their fees, the oldest first. 0 (absent): the score alone,
	// however long (a record written before the key existed plans as it did). Ignored
	// in seed mode.
	MaxWait Duration `yaml:"max_wait" json:"max_wait,omitempty"`
	// UrgentWithin: with max_wait, a request with less than this left to its deadline
	// goes before the requests past max_wait (aging.go), so that one with time to spare
	// does not take the last slot a request about to miss its deadline could still
	// use. 0 (absent): the requests past max_wait go before every other. Ignored in
	// seed mode and without max_wait.
	UrgentWithin Duration `yaml:"urgent_within" json:"urgent_within,omitempty"`
	// UrgentBySlack: with urgent_within, a request is urgent too when the time left to
	// its deadline beyond its work at its model's rates is less than urgent_within
	// (aging.go), so that a long job with a deadline it can just meet goes first while
	// it still can. false (absent, every record written before the key existed): the
	// time left alone.
	UrgentBySlack bool `yaml:"urgent_by_slack" json:"urgent_by_slack,omitempty"`
}

// RoutingConfig prices a route (seed 003 calculateRouteCost): delay cost is the
// estimated latency priced at delay_gas_per_second, and the result transaction's gas
// (result_gas, shared across a batch) is priced at gas price × gas_price_safety_factor.
//
// In seed mode the batch share is the seed's (the worker's active jobs + 1) and that is
// all. Outside it the share is the worker's real one (its open batch for the model + 1,
// at most its batch_max), the expected loss of a failure, fee × (1 − completion_rate) ×
// failure_weight, is added, a larger stake breaks a tie before the worker id, and with
// fee_floor a request whose fee does not cover its route's result gas is skipped
// (fee_below_cost) until gas falls.
//
// A request with a callback (Request.CallbackGasLimit) adds that gas whole to its
// route's result gas, in every mode: it is never shared by a batch, and the fee floor
// and fee_needed_wei count it.
type RoutingConfig struct {
	// ResultGas is the gas of a result transaction (gas units), shared across a batch.
	ResultGas float64 `yaml:"result_gas" json:"result_gas"`
	// DelayGasPerSecond prices a second of estimated latency, in gas units.
	DelayGasPerSecond float64 `yaml:"delay_gas_per_second" json:"delay_gas_per_second"`
	// GasPriceSafetyFactor multiplies the oracle's gas price when pricing the result gas
	// (a ratio).
	GasPriceSafetyFactor float64 `yaml:"gas_price_safety_factor" json:"gas_price_safety_factor"`
	// ModelComplexity is each model's work relative to a complexity-1 model; it scales a
	// worker's latency estimate.
	ModelComplexity map[string]float64 `yaml:"model_complexity" json:"model_complexity"`
	// DefaultComplexity is the complexity of a model not in model_complexity.
	DefaultComplexity float64 `yaml:"default_complexity" json:"default_complexity"`
	// SeedMode takes a worker's batch share as its active jobs + 1 and ignores
	// priority.max_wait; failure_weight must then be 0 and fee_floor false.
	SeedMode bool `yaml:"seed_mode" json:"seed_mode"`
	// FailureWeight scales the expected loss of a failure, fee × (1 − completion rate),
	// added to a route's cost; 0: failures cost nothing.
	FailureWeight float64 `yaml:"failure_weight" json:"failure_weight"`
	// FeeFloor skips a request whose fee does not cover its route's result gas (status
	// fee_below_cost) until gas falls.
	FeeFloor bool `yaml:"fee_floor" json:"fee_floor"`
	// OutputBytesPerToken and ResultItemBytes size a request's result item on an L2,
	// where its calldata pays the L1 data fee: max_tokens × output_bytes_per_token +
	// result_item_bytes (id, attempt, voucher window, the scheduler's 65-byte signature
	// and the ABI heads of submitResults: 448 bytes). Both unused on an L1 chain.
	// Records written before they existed lack them (omitempty keeps their form).
	OutputBytesPerToken float64 `yaml:"output_bytes_per_token" json:"output_bytes_per_token,omitempty"`
	// ResultItemBytes is the fixed part of a request's result item, in bytes (see
	// output_bytes_per_token).
	ResultItemBytes float64 `yaml:"result_item_bytes" json:"result_item_bytes,omitempty"`
	// SpeedPrior is, per model, the rates a route counts its work at (tokens.go) on a
	// worker that has not measured them yet (its heartbeat's speed lacks them). Empty
	// (the default): a worker without measured rates is estimated by its latency, as
	// before rates existed. Ignored in seed mode.
	SpeedPrior map[string]Speed `yaml:"speed_prior" json:"speed_prior,omitempty"`
	// StakeHalfWei is the stake that halves a worker's verification risk in the route
	// cost (reputation.go): the risk is priced × H / (H + stake). 0 (absent): the risk as
	// it is, whatever the stake.
	StakeHalfWei Wei `yaml:"stake_half_wei" json:"stake_half_wei,omitzero"`
	// TimeValue values the requester's time in a route's cost (timevalue.go): the delay
	// costs latency_s × (gas price × delay_gas_per_second + time_value × fee ÷ the
	// seconds left to the deadline). 0 (absent): the delay in gas alone, as seed mode
	// prices it. Ignored in seed mode.
	TimeValue float64 `yaml:"time_value" json:"time_value,omitempty"`
	// BatchingMinGasGwei: batch shares count, and results are batched, only at a gas
	// price of at least this (timevalue.go): below it every result is sent alone. 0
	// (absent): at any price. Ignored in seed mode.
	BatchingMinGasGwei float64 `yaml:"batching_min_gas_gwei" json:"batching_min_gas_gwei,omitempty"`
}

// MatchingConfig bounds what a worker may take in one round.
type MatchingConfig struct {
	// SlotsPerWorkerPerRound: 0 lets a worker fill all its free slots in one round;
	// 1 is seed 003's one assignment per worker per round.
	SlotsPerWorkerPerRound int `yaml:"slots_per_worker_per_round" json:"slots_per_worker_per_round"`
	// DeadlineFeasibility skips a worker whose estimated latency would miss the deadline.
	DeadlineFeasibility bool `yaml:"deadline_feasibility" json:"deadline_feasibility"`
	// BatchingMinQueue: the batch share of the result gas counts only when at least this
	// many requests of the same model are pending (seed 003 §4); 0 always counts it.
	BatchingMinQueue int `yaml:"batching_min_queue" json:"batching_min_queue"`
	// MaxHeartbeatAge: a worker whose last heartbeat is older is not used (fail closed);
	// 0 disables the check.
	MaxHeartbeatAge Duration `yaml:"max_heartbeat_age" json:"max_heartbeat_age"`
	// FairShare shares the work among the workers (share.go): a worker holding its
	// fair share of the outstanding jobs takes more only when no other worker can;
	// false: the cheapest route always wins, however busy its worker (a worker with an
	// open batch, or a lower verification risk, then takes every request of a round).
	// Absent from records written before it existed, which replay without it.
	FairShare bool `yaml:"fair_share" json:"fair_share,omitempty"`
	// RunningJobSlowdown is how much each job a worker is running slows a new job's
	// work there (its engine shares the GPU's decode between its running jobs). A
	// route whose estimate, its work so slowed, would miss the request's deadline gives
	// way to the first of the next 16 routes in cost order that fits so slowed, else to
	// the least slowed of them; a route is never skipped for it. 0: not counted.
	// Absent from records written before it existed, which replay without it.
	RunningJobSlowdown float64 `yaml:"running_job_slowdown" json:"running_job_slowdown,omitempty"`
	// RunMargin is how much longer than its estimate a run is counted to take, as a
	// fraction of its work, when running_job_slowdown's rule asks whether a route fits
	// the deadline: a run's time varies about its worker's measured rates (one run in
	// six is more than one standard deviation slower), so a route that fits by less
	// than that misses more often than the next one that fits with the margin. It
	// moves requests only as that rule does (among the next 16 routes in cost order,
	// never skipping one). 0 (absent, every record written before the key existed): the
	// estimate and the running jobs' slowdown alone.
	RunMargin float64 `yaml:"run_margin" json:"run_margin,omitempty"`
	// DeadlineStretch: with deadline_feasibility, a request that no route fits by its
	// estimate in the time left to its deadline still takes the cheapest route whose
	// estimate is within this fraction beyond that time (0.2: 20 % over). An estimate
	// is a median, so a run beats it about half the time, and a request set aside makes
	// no deadline at all; the worker, in turn, risks a run whose result the contract
	// refuses once the deadline has passed. Under matching.fair_share only the second
	// pass stretches, so that a worker past its share that fits in time comes before
	// one within its share that does not. 0: such a request is set aside
	// (deadline_infeasible). Ignored in seed mode. Absent from records written before
	// it existed, which replay without it.
	DeadlineStretch float64 `yaml:"deadline_stretch" json:"deadline_stretch,omitempty"`
	// UrgentBeforeShare: under fair_share, the urgent requests at the head of the queue
	// (priority.urgent_within, urgent_by_slack) are matched before any worker's slots are
	// capped to its share, with every free slot theirs and the deadline's stretch (a
	// request about to miss its deadline takes the fastest and cheapest worker, however
	// many jobs that worker holds); the share is then worked out for the rest of the
	// queue. false (absent, every record written before the key existed): the urgent
	// requests go first in the capped pass like every other. Ignored in seed mode and
	// without fair_share.
	UrgentBeforeShare bool `yaml:"urgent_before_share" json:"urgent_before_share,omitempty"`
	// BestFitSlack: with deadline_feasibility, a request whose time left is at least
	// this many times its work on some class of workers with rates takes the slowest
	// such class with a free worker estimated within the time left ÷ this (bestfit.go),
	// leaving the faster workers to requests with less time to spare; one that has not
	// that much to spare, or whose best fit its fee does not pay, takes the cheapest
	// route. 0 (absent, every record written before the key existed): the cheapest
	// route always. Ignored in seed mode.
	BestFitSlack float64 `yaml:"best_fit_slack" json:"best_fit_slack,omitempty"`
	// InclusionBlocks: with deadline_feasibility, how many blocks (retry_after.block_ms)
	// a result's transaction is counted to wait for the block that includes it. The
	// contract takes a result only in a block by the request's deadline, so a route fits
	// when its estimate plus that wait is within the time left: a route that ends its
	// work just before the deadline has its result in a block after it. 0.5 is the
	// mean wait of a transaction sent at any moment, 1 the longest on a chain that
	// includes it in the next block. 0 (absent, every record written before the key
	// existed): the route's estimate alone. Ignored in seed mode.
	InclusionBlocks float64 `yaml:"inclusion_blocks" json:"inclusion_blocks,omitempty"`
}

// ProbationConfig is the cold-start rule of seed 003 §4: a worker with fewer than Jobs
// completed jobs takes at most MaxConcurrent at once and no request whose fee is above
// MaxFeeWei. Jobs = 0 turns probation off.
type ProbationConfig struct {
	// Jobs is how many completed jobs end a worker's probation; 0 turns probation off.
	Jobs int64 `yaml:"jobs" json:"jobs"`
	// MaxConcurrent is how many requests a worker on probation holds at once.
	MaxConcurrent int `yaml:"max_concurrent" json:"max_concurrent"`
	// MaxFeeWei is the highest fee (wei) a worker on probation is given.
	MaxFeeWei Wei `yaml:"max_fee_wei" json:"max_fee_wei"`
}

// SeedModelComplexity is seed 003's getModelComplexity table.
func SeedModelComplexity() map[string]float64 {
	return map[string]float64{
		"gpt-2":               0.3,
		"llama-7b":            1.0,
		"llama-13b":           1.8,
		"llama-70b":           5.0,
		"stable-diffusion-xl": 2.5,
		"whisper-large":       0.8,
	}
}

// DefaultConfig returns the seeds' values.
func DefaultConfig() Config {
	feeUnit, _ := new(big.Int).SetString("10000000000000000", 10) // 0.01 ETH
	return Config{
		RoundInterval: Duration(time.Second),
		MinRoundGap:   Duration(20 * time.Millisecond),
		Priority: PriorityConfig{
			FeeWeight:       0.6,
			WaitWeight:      0.3,
			DeadlineWeight:  0.1,
			FeeUnitWei:      WeiFromBig(feeUnit),
			DeadlineHorizon: Duration(30 * time.Second),
			MaxWait:         Duration(30 * time.Second),
			UrgentWithin:    Duration(30 * time.Second),
			UrgentBySlack:   true,
		},
		Routing: RoutingConfig{
			ResultGas:            150000,
			DelayGasPerSecond:    10,
			GasPriceSafetyFactor: 1.5,
			ModelComplexity:      SeedModelComplexity(),
			DefaultComplexity:    1.0,
			FailureWeight:        1.0,
			FeeFloor:             true,
			OutputBytesPerToken:  4,
			ResultItemBytes:      DefaultResultItemBytes,
			StakeHalfWei:         WeiFromBig(new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18))), // 10 ETH
			TimeValue:            1,
		},
		Matching: MatchingConfig{
			SlotsPerWorkerPerRound: 0,
			DeadlineFeasibility:    true,
			BatchingMinQueue:       4,
			MaxHeartbeatAge:        Duration(30 * time.Second),
			RunningJobSlowdown:     0.05,
			RunMargin:              0.1,
			DeadlineStretch:        0.2,
			UrgentBeforeShare:      true,
			BestFitSlack:           1.5,
			InclusionBlocks:        0.5,
		},
		Probation: ProbationConfig{
			Jobs:          10,
			MaxConcurrent: 1,
			MaxFeeWei:     WeiFromBig(feeUnit),
		},
		RetryAfter:    retryafter.DefaultConfig(),
		FlowControl:   flowcontrol.DefaultConfig(),
		AckTimeout:    Duration(10 * time.Second),
		ResultGrace:   Duration(30 * time.Second),
		VoucherTTL:    Duration(2 * time.Minute),
		DrainAlpha:    0.3,
		MaxHeadAge:    Duration(time.Minute),
		WorkerBackoff: BackoffConfig{After: 2, Base: Duration(5 * time.Second), Max: Duration(5 * time.Minute)},
	}
}

// Upper bounds of the configuration's numbers. With them, every score and cost of a Plan
// is finite for any snapshot that decodes (fees below 2^256 wei ≈ 1.2e77, gas prices up
// to MaxGasPriceGwei, latencies and ages below 2^53 ms): e.g. fee_weight·fee/fee_unit is
// at most 1e6 · 1.2e77, and result gas × gas price × safety factor at most 1e9 · 1e12 ·
// 100 gwei. Without them an admin change of priority.fee_weight to 1e308 made a 1 ETH fee
// score +Inf and NaN, which no JSON encoder takes.
const (
	MaxWeight               = 1e6 // priority.*_weight
	MaxResultGas            = 1e9
	MaxDelayGasPerSecond    = 1e12
	MaxGasPriceSafetyFactor = 100
	MaxComplexity           = 1e6
	MaxFailureWeight        = 1e3
	// MaxRunningJobSlowdown bounds matching.running_job_slowdown.
	MaxRunningJobSlowdown = 10
	// MaxRunMargin bounds matching.run_margin: a run counted at twice its work.
	MaxRunMargin = 1
	// MaxDeadlineStretch bounds matching.deadline_stretch: a route estimated at twice
	// the time left is not worth a worker's run.
	MaxDeadlineStretch = 1
	// MaxInclusionBlocks bounds matching.inclusion_blocks.
	MaxInclusionBlocks = 64
	// MaxBestFitSlack bounds matching.best_fit_slack: a request with 100 times its
	// work to spare needs no better fit.
	MaxBestFitSlack = 100
	// MaxTimeValue bounds routing.time_value.
	MaxTimeValue = 1e6
	// MaxOutputBytesPerToken bounds routing.output_bytes_per_token (a token is a few
	// bytes of text; 1 KiB leaves room for any encoding).
	MaxOutputBytesPerToken = 1024
	// MaxResultItemBytes bounds routing.result_item_bytes.
	MaxResultItemBytes = 1 << 20
	// DefaultResultItemBytes is the ABI size of one submitResults item with an empty
	// output: its offset, eight head words (id, output offset, output hash and length for
	// an output kept off chain, attempt, voucher window, signature offset), the output's
	// length and the 65-byte signature with its length, padded
	// (contracts/src/InferenceRouter.sol ResultItem).
	DefaultResultItemBytes = 32 + 8*32 + 32 + 32 + 96
	// MaxDeadlineHorizon bounds priority.deadline_horizon.
	MaxDeadlineHorizon = Duration(365 * 24 * time.Hour)
	// MaxWorkerBackoff bounds worker_backoff.max.
	MaxWorkerBackoff = Duration(24 * time.Hour)
)

// Validate reports every problem of the section at once, by key path.
func (c Config) Validate() error {
	var p validate.Problems
	p.Check(c.RoundInterval > 0, "round_interval", "must be positive, got %s", c.RoundInterval)
	p.Check(c.MinRoundGap >= 0 && c.MinRoundGap <= c.RoundInterval, "min_round_gap",
		"must be between 0 and round_interval (%s), got %s", c.RoundInterval, c.MinRoundGap)

	pr := c.Priority
	for _, w := range []struct {
		key string
		v   float64
	}{{"priority.fee_weight", pr.FeeWeight}, {"priority.wait_weight", pr.WaitWeight}, {"priority.deadline_weight", pr.DeadlineWeight}} {
		p.Check(finiteNonNeg(w.v), w.key, "must be a finite number ≥ 0, got %v", w.v)
		p.Check(atMost(w.v, MaxWeight), w.key, "must be at most %g, got %v", float64(MaxWeight), w.v)
	}
	if err := pr.FeeUnitWei.Err(); err != nil {
		p.Addf("priority.fee_unit_wei", "%v", err)
	}
	if err := c.Probation.MaxFeeWei.Err(); err != nil {
		p.Addf("probation.max_fee_wei", "%v", err)
	}
	if err := c.Routing.StakeHalfWei.Err(); err != nil {
		p.Addf("routing.stake_half_wei", "%v", err)
	}
	p.Check(c.Routing.StakeHalfWei.BitLen() <= 256, "routing.stake_half_wei", "must be a uint256")
	p.Check(pr.FeeUnitWei.Sign() > 0, "priority.fee_unit_wei", "must be positive, got %s", pr.FeeUnitWei.String())
	p.Check(pr.DeadlineHorizon > 0, "priority.deadline_horizon", "must be positive, got %s", pr.DeadlineHorizon)
	p.Check(pr.DeadlineHorizon <= MaxDeadlineHorizon, "priority.deadline_horizon", "must be at most %s, got %s", MaxDeadlineHorizon, pr.DeadlineHorizon)
	p.Check(pr.MaxWait >= 0 && pr.MaxWait <= MaxDeadlineHorizon, "priority.max_wait", "must be between 0 (no bound) and %s, got %s", MaxDeadlineHorizon, pr.MaxWait)
	p.Check(pr.UrgentWithin >= 0 && pr.UrgentWithin <= MaxDeadlineHorizon, "priority.urgent_within", "must be between 0 (none) and %s, got %s", MaxDeadlineHorizon, pr.UrgentWithin)

	r := c.Routing
	p.Check(finiteNonNeg(r.ResultGas), "routing.result_gas", "must be a finite number ≥ 0, got %v", r.ResultGas)
	p.Check(atMost(r.ResultGas, MaxResultGas), "routing.result_gas", "must be at most %g, got %v", float64(MaxResultGas), r.ResultGas)
	p.Check(finiteNonNeg(r.DelayGasPerSecond), "routing.delay_gas_per_second", "must be a finite number ≥ 0, got %v", r.DelayGasPerSecond)
	p.Check(atMost(r.DelayGasPerSecond, MaxDelayGasPerSecond), "routing.delay_gas_per_second", "must be at most %g, got %v", float64(MaxDelayGasPerSecond), r.DelayGasPerSecond)
	p.Check(finite(r.GasPriceSafetyFactor) && r.GasPriceSafetyFactor >= 1, "routing.gas_price_safety_factor", "must be ≥ 1, got %v", r.GasPriceSafetyFactor)
	p.Check(atMost(r.GasPriceSafetyFactor, MaxGasPriceSafetyFactor), "routing.gas_price_safety_factor", "must be at most %g, got %v", float64(MaxGasPriceSafetyFactor), r.GasPriceSafetyFactor)
	p.Check(finite(r.DefaultComplexity) && r.DefaultComplexity > 0, "routing.default_complexity", "must be a finite number > 0, got %v", r.DefaultComplexity)
	p.Check(atMost(r.DefaultComplexity, MaxComplexity), "routing.default_complexity", "must be at most %g, got %v", float64(MaxComplexity), r.DefaultComplexity)
	p.Check(finiteNonNeg(r.FailureWeight), "routing.failure_weight", "must be a finite number ≥ 0, got %v", r.FailureWeight)
	p.Check(atMost(r.FailureWeight, MaxFailureWeight), "routing.failure_weight", "must be at most %g, got %v", float64(MaxFailureWeight), r.FailureWeight)
	p.Check(finiteNonNeg(r.OutputBytesPerToken), "routing.output_bytes_per_token", "must be a finite number ≥ 0, got %v", r.OutputBytesPerToken)
	p.Check(atMost(r.OutputBytesPerToken, MaxOutputBytesPerToken), "routing.output_bytes_per_token", "must be at most %d, got %v", MaxOutputBytesPerToken, r.OutputBytesPerToken)
	p.Check(finiteNonNeg(r.ResultItemBytes), "routing.result_item_bytes", "must be a finite number ≥ 0, got %v", r.ResultItemBytes)
	p.Check(atMost(r.ResultItemBytes, MaxResultItemBytes), "routing.result_item_bytes", "must be at most %d, got %v", MaxResultItemBytes, r.ResultItemBytes)
	p.Check(finiteNonNeg(r.TimeValue), "routing.time_value", "must be a finite number ≥ 0, got %v", r.TimeValue)
	p.Check(atMost(r.TimeValue, MaxTimeValue), "routing.time_value", "must be at most %g, got %v", float64(MaxTimeValue), r.TimeValue)
	p.Check(finiteNonNeg(r.BatchingMinGasGwei), "routing.batching_min_gas_gwei", "must be a finite number ≥ 0 (0: at any price), got %v", r.BatchingMinGasGwei)
	p.Check(atMost(r.BatchingMinGasGwei, MaxGasPriceGwei), "routing.batching_min_gas_gwei", "must be at most %g, got %v", float64(MaxGasPriceGwei), r.BatchingMinGasGwei)
	p.Check(!r.SeedMode || r.FailureWeight == 0, "routing.failure_weight", "must be 0 in seed mode (routing.seed_mode), got %v", r.FailureWeight)
	p.Check(!r.SeedMode || !r.FeeFloor, "routing.fee_floor", "must be false in seed mode (routing.seed_mode)")
	for _, m := range sortedKeys(r.ModelComplexity) {
		v := r.ModelComplexity[m]
		p.Check(m != "", "routing.model_complexity", "has an empty model name")
		p.Check(finite(v) && v > 0, "routing.model_complexity."+m, "must be a finite number > 0, got %v", v)
		p.Check(atMost(v, MaxComplexity), "routing.model_complexity."+m, "must be at most %g, got %v", float64(MaxComplexity), v)
	}
	for _, m := range sortedKeys(r.SpeedPrior) {
		sp := r.SpeedPrior[m]
		p.Check(m != "", "routing.speed_prior", "has an empty model name")
		if err := sp.check(); err != nil {
			p.Addf("routing.speed_prior."+m, "%v", err)
		}
		p.Check(!sp.zero(), "routing.speed_prior."+m, "must set at least one rate (decode_tps, prefill_tps, steps_per_min, audio_bps)")
	}

	m := c.Matching
	p.Check(m.SlotsPerWorkerPerRound >= 0, "matching.slots_per_worker_per_round", "must be ≥ 0 (0 = all free slots), got %d", m.SlotsPerWorkerPerRound)
	p.Check(m.BatchingMinQueue >= 0, "matching.batching_min_queue", "must be ≥ 0, got %d", m.BatchingMinQueue)
	p.Check(m.MaxHeartbeatAge >= 0, "matching.max_heartbeat_age", "must be ≥ 0 (0 = no check), got %s", m.MaxHeartbeatAge)
	p.Check(finiteNonNeg(m.RunningJobSlowdown) && m.RunningJobSlowdown <= MaxRunningJobSlowdown, "matching.running_job_slowdown", "must be in [0, %g], got %v", float64(MaxRunningJobSlowdown), m.RunningJobSlowdown)
	p.Check(finiteNonNeg(m.RunMargin) && m.RunMargin <= MaxRunMargin, "matching.run_margin", "must be in [0, %g], got %v", float64(MaxRunMargin), m.RunMargin)
	p.Check(finiteNonNeg(m.DeadlineStretch) && m.DeadlineStretch <= MaxDeadlineStretch, "matching.deadline_stretch", "must be in [0, %g], got %v", float64(MaxDeadlineStretch), m.DeadlineStretch)
	p.Check(finiteNonNeg(m.InclusionBlocks) && m.InclusionBlocks <= MaxInclusionBlocks, "matching.inclusion_blocks", "must be in [0, %g], got %v", float64(MaxInclusionBlocks), m.InclusionBlocks)
	p.Check(finiteNonNeg(m.BestFitSlack) && (m.BestFitSlack == 0 || m.BestFitSlack >= 1) && m.BestFitSlack <= MaxBestFitSlack, "matching.best_fit_slack", "must be 0 (off) or in [1, %g], got %v", float64(MaxBestFitSlack), m.BestFitSlack)

	pb := c.Probation
	p.Check(pb.Jobs >= 0, "probation.jobs", "must be ≥ 0 (0 = no probation), got %d", pb.Jobs)
	p.Check(pb.Jobs == 0 || pb.MaxConcurrent >= 1, "probation.max_concurrent", "must be ≥ 1 when probation is on, got %d", pb.MaxConcurrent)
	p.Check(pb.MaxConcurrent >= 0, "probation.max_concurrent", "must be ≥ 0, got %d", pb.MaxConcurrent)

	p.Check(c.AckTimeout > 0, "ack_timeout", "must be positive, got %s", c.AckTimeout)
	p.Check(c.ResultGrace >= 0, "result_grace", "must be ≥ 0, got %s", c.ResultGrace)
	p.Check(c.VoucherTTL > c.AckTimeout, "voucher_ttl", "must be longer than ack_timeout (%s), got %s", c.AckTimeout, c.VoucherTTL)
	p.Check(finite(c.DrainAlpha) && c.DrainAlpha > 0 && c.DrainAlpha <= 1, "drain_alpha", "must be in (0, 1], got %v", c.DrainAlpha)
	p.Check(c.MaxHeadAge >= 0, "max_head_age", "must be ≥ 0 (0 = no gate), got %s", c.MaxHeadAge)
	wb := c.WorkerBackoff
	p.Check(wb.After >= 1 && wb.After <= 100, "worker_backoff.after", "must be in [1, 100], got %d", wb.After)
	p.Check(wb.Base > 0, "worker_backoff.base", "must be positive, got %s", wb.Base)
	p.Check(wb.Max >= wb.Base, "worker_backoff.max", "must be at least worker_backoff.base (%s), got %s", wb.Base, wb.Max)
	p.Check(wb.Max <= MaxWorkerBackoff, "worker_backoff.max", "must be at most %s, got %s", MaxWorkerBackoff, wb.Max)

	p.Merge("retry_after", c.RetryAfter.Validate())
	p.Merge("flow_control", c.FlowControl.Validate())
	return p.Err()
}

// complexity is seed 003's getModelComplexity with the table from config.
func (r *RoutingConfig) complexity(model string) float64 {
	if v, ok := r.ModelComplexity[model]; ok {
		return v
	}
	return r.DefaultComplexity
}

// ApplyJSON overrides the keys present in raw (a JSON object shaped like Config) and
// leaves every other key as it is. Unknown keys are an error.
func (c *Config) ApplyJSON(raw []byte) error {
	if len(raw) == 0 || string(raw) == "null" {
		return nil
	}
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(c); err != nil {
		return fmt.Errorf("config: %w", err)
	}
	return nil
}

// Duration is a time.Duration written as a Go duration string ("1s", "30s", "250ms")
// in both YAML and JSON.
type Duration time.Duration

// D returns the time.Duration.
func (d Duration) D() time.Duration { return time.Duration(d) }

// Milliseconds is the duration in whole milliseconds.
func (d Duration) Milliseconds() int64 { return time.Duration(d).Milliseconds() }

func (d Duration) String() string { return time.Duration(d).String() }

// MarshalText writes the Go duration string.
func (d Duration) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText reads a Go duration string.
func (d *Duration) UnmarshalText(b []byte) error {
	v, err := time.ParseDuration(string(b))
	if err != nil {
		return fmt.Errorf("want a duration such as \"30s\" or \"250ms\", got %q", string(b))
	}
	*d = Duration(v)
	return nil
}

// UnmarshalYAML reads a Go duration string.
func (d *Duration) UnmarshalYAML(n *yaml.Node) error {
	if n.Kind != yaml.ScalarNode {
		return fmt.Errorf("line %d: want a duration such as \"30s\"", n.Line)
	}
	return d.UnmarshalText([]byte(n.Value))
}

func finite(v float64) bool       { return !math.IsNaN(v) && !math.IsInf(v, 0) }
func finiteNonNeg(v float64) bool { return finite(v) && v >= 0 }

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// atMost: v ≤ max, or v is not finite (reported by the check of finiteness instead).
func atMost(v, max float64) bool { return !finite(v) || v <= max }
