package scheduler

import (
	"encoding/json"
)

// SkipReason says why a request stayed queued this round.
type SkipReason string

const (
	// ReasonNoWorker: no live worker serves the request's model.
	ReasonNoWorker SkipReason = "no_worker"
	// ReasonNoCapacity: workers serve the model, but none has a free slot and enough
	// memory (or probation keeps them off this request).
	ReasonNoCapacity SkipReason = "no_capacity"
	// ReasonDeadlineInfeasible: a worker has room, but none would finish in time.
	ReasonDeadlineInfeasible SkipReason = "deadline_infeasible"
	// ReasonFeeBelowCost: the fee does not cover the result gas of the cheapest route
	// at the safety-adjusted gas price (outside seed mode, with routing.fee_floor). The
	// request waits for gas to fall; Skip.FeeNeededWei says what would cover it now.
	ReasonFeeBelowCost SkipReason = "fee_below_cost"
	// ReasonPriceUnavailable: the request pays in a token whose price the round could
	// not read fresh (no rate in the snapshot: the feed is stale, unreadable or gone). It
	// is not priced at a guess; it waits for the feed.
	ReasonPriceUnavailable SkipReason = "price_unavailable"
	// ReasonNoWorkerForTask: live workers serve the request's model, but none serves it
	// for the request's task (tasks.go).
	ReasonNoWorkerForTask SkipReason = "no_worker_for_task"
)

// Decision is what one round decided. Assigned and Skipped are in priority order,
// highest first; Expired is in submission order.
type Decision struct {
	Assigned []Assignment `json:"assigned"`
	Skipped  []Skip       `json:"skipped"`
	Expired  []string     `json:"expired"`
	Stats    Stats        `json:"stats"`
}

// Assignment sends one request to one worker.
type Assignment struct {
	RequestID          string  `json:"request_id"`
	WorkerID           string  `json:"worker_id"`
	Score              float64 `json:"score"`
	EstimatedLatencyMS float64 `json:"estimated_latency_ms"`
	GasCostETH         float64 `json:"gas_cost_eth"`
	TotalCostETH       float64 `json:"total_cost_eth"`
	Batched            bool    `json:"batched"`
	// BatchShare is the number of results the worker's result transaction is expected
	// to carry when this one joins its open batch for the model (0: not batched).
	BatchShare int `json:"batch_share,omitempty"`
	// Cold: the worker must load the model first; EstimatedLatencyMS includes the load
	// (residency.go).
	Cold bool `json:"cold,omitempty"`
	// LoadMB is the memory of the model's weights this assignment books on top of the
	// request's (the first cold route of the round to the worker); the round engine
	// reserves both.
	LoadMB      int64 `json:"load_mb,omitempty"`
	RetryAfterS int64 `json:"retry_after_s"`
	// ETAMS is the raw estimate behind RetryAfterS (before margin and clamp), computed
	// once here for the round, the status record and the API. It is a function of the
	// record's inputs, so the record does not keep it: a replay derives it again.
	ETAMS int64 `json:"-"`
	// ProcessingMS is Retry-After's P for the request (the model's nominal time, or its
	// work at the model's rates): what ThrottledEstimate counts if the round holds the
	// assignment back. Not recorded, like ETAMS.
	ProcessingMS int64 `json:"-"`
}

// Skip is a request left queued, with its place in its model's queue (0-based, priority
// order) and when to poll again.
type Skip struct {
	RequestID     string     `json:"request_id"`
	Reason        SkipReason `json:"reason"`
	QueuePosition int        `json:"queue_position"`
	RetryAfterS   int64      `json:"retry_after_s"`
	// ETAMS is the raw estimate behind RetryAfterS, as in Assignment (not recorded).
	ETAMS int64 `json:"-"`
	// FeeNeededWei (decimal wei), with reason fee_below_cost: the smallest fee that
	// would cover the result gas of the request's cheapest route at this round's price.
	FeeNeededWei string `json:"fee_needed_wei,omitempty"`
	// FeeNeeded (decimal), with fee_below_cost for a request paying in a token: the
	// fewest token units worth FeeNeededWei at the round's rate.
	FeeNeeded string `json:"fee_needed,omitempty"`
}

// Stats counts the round's inputs. PlanMS is filled in by the caller that timed Plan
// (Plan itself reads no clock).
type Stats struct {
	Requests int     `json:"requests"`
	Workers  int     `json:"workers"`
	PlanMS   float64 `json:"plan_ms"`
}

// Marshal writes the decision as canonical JSON (the `plan` output and the bytes an
// auditor compares).
func (d *Decision) Marshal() ([]byte, error) {
	return json.Marshal(d)
}
