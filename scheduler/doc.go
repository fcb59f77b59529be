// Package scheduler is the pure core of infersched: given an immutable snapshot of the
// pending requests, the live workers, the gas price and the time, Plan decides which
// worker serves which request this round and how long every requester should wait
// before polling again.
//
// The round reads top to bottom as score → filter → price → match (plan.go), each stage
// a small function: priority.go (seed 003 calculatePriority), route.go (seed 003
// calculateRouteCost), index.go (the per-model worker index that keeps a round far below
// O(N·M)). Retry-After estimation (package retryafter) and admission through token
// buckets (package flowcontrol) live beside it.
//
// This package must not do I/O, read a clock, or use randomness: the daemon, the `plan`
// command and an auditor's replay all call Plan and must get the same bytes out of the
// same snapshot, whatever the order of requests and workers in it. It owns the small
// interfaces it consumes (WorkerSource, GasPriceSource); the edges implement them.
package scheduler
