// Package httpapi is infersched's HTTP API: request status with Retry-After (from the
// block that includes a request), lookup by transaction, the long poll and the event
// stream, live workers, decision records, service info, the admin config endpoint,
// Prometheus metrics, health probes and its OpenAPI 3.1 description, behind token
// buckets per client and per worker key, bounded bodies and server timeouts.
//
// It reads through small interfaces (StatusReader, SightingReader, ChainLookup,
// ChangeWatcher, RoundReader, WorkerLister, InfoSource, ConfigStore) that the daemon
// wires to the status and sightings buckets, the router, the decision stream, the
// worker registry and the config; the worker heartbeat handler is mounted as given. A
// status answer is computed from the stored record or sighting, the retry_after config
// and the clock alone (status.Compute, status.ComputeSighting), so replicas over the
// same buckets answer alike.
//
// It must not schedule, write status, or hold request state of its own.
package httpapi
