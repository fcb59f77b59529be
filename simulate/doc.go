// Package simulate measures the scheduler's decisions: a deterministic discrete-event
// simulation that replays a request trace through the real scheduler.Plan every round,
// as the round engine builds its snapshot (the pending requests, the live workers as
// their heartbeats and the reservations since report them, the gas price, the drain
// rates), against simulated GPU workers (classes with memory, decode and prefill rates,
// model loads, failures and recoveries, batched settlement by the worker's rules), a
// simulated chain (blocks, confirmations, a gas-price path) and requesters that poll at
// every Retry-After, answered as GET /v1/requests/{id} answers (wire/status). The same
// trace runs under the policies users would pick instead (round robin, random,
// llm-d's least-loaded scorer, the seed's greedy), and Run reports, per policy, the
// time to result, deadline misses, gas per result, the wait of the lowest fees and the
// error of the Retry-After estimates (docs/simulation.md).
//
// It also draws traces (Generate) of the published shapes of LLM serving traffic.
//
// This package does no I/O of its own and reads no clock: the trace comes from readers
// its caller opens, the plan timing from a clock its caller passes, and every draw from
// generators seeded by Options.Seed, so the same options give the same result, byte
// for byte. It reaches the scheduler as the daemon does (scheduler, scheduler/
// retryafter, wire/status), never the bus, Redis or a chain.
package simulate
