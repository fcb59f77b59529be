// Package devstack is `infersched dev`: the whole system in one process with nothing
// installed but Go.
//
// It runs an in-process Ethereum dev chain (go-ethereum's simulated backend, chain id
// 1337, serving JSON-RPC over HTTP and WebSocket) with InferenceRouter, WorkerRegistry
// and DecisionAnchor deployed and funded accounts derived from fixed labels; an
// embedded nats-server with JetStream; Redis from a URL or an embedded Redis-compatible
// server (miniredis); the daemon (package daemon) in dev mode; reference workers
// (package worker) with the echo backend, staked in the registry; and optionally a load
// generator sending real requestInference transactions from several accounts. It
// reports progress from the bus (request events, assignments, results, the status
// bucket) and never writes to it.
//
// Blocks: one is mined when transactions are pending and the head's timestamp is behind
// the wall clock, and at least one every second. Block time therefore keeps to wall
// time, which vouchers (expiry from the daemon's clock) and deadlines rely on; the cost
// is that a transaction waits up to a second for its block.
//
// It is for development and tests only: its keys are public, its chain is throw-away,
// and it must never be pointed at a real network.
package devstack
