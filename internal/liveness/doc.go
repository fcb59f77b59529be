// Package liveness says whether a process should be restarted: it watches the
// connections that cannot heal themselves in every case (a NATS connection the client
// library closed) and reports one that has been down longer than a bound. /healthz and
// the worker's exit act on it; readiness (/readyz) is not its business.
//
// It holds the time each connection went down, and nothing else; it starts no goroutine
// but Run's, which ends with its context.
package liveness
