// Package health answers "can this replica do its job now?" for /readyz: it runs a set
// of dependency probes (Redis, NATS, the chain endpoints, the gas quote, the pending set)
// concurrently, each bounded by a timeout, and reports every failing one with a reason
// an operator can act on. Liveness (/healthz) is not its business: a replica whose
// dependencies are down is alive and must not be restarted for it.
//
// It holds no state between calls and starts no goroutine that outlives a call.
package health
