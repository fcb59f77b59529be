// Package httpapi is infersched's HTTP API: request status with Retry-After, live
// workers, decision records, service info, the admin config endpoint, Prometheus
// metrics and health probes, behind a per-client token bucket, bounded bodies and
// server timeouts.
//
// It reads through small interfaces (StatusReader, RoundReader, WorkerLister,
// InfoSource, ConfigStore) that the daemon wires to the status KV, the decision stream,
// the worker registry and the config; the worker heartbeat handler is mounted as given.
// A status answer is computed from the stored record, the retry_after config and the
// clock alone (status.Compute), so replicas over the same KV answer alike.
//
// It must not schedule, write status, or hold request state of its own.
package httpapi
