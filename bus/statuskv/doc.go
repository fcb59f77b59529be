// Package statuskv is the status bucket and the sightings bucket of JetStream KV, typed:
// the store the round loop writes each request's status.Record to (KV), the store the
// indexer writes what it saw on chain to (Sightings), and the watches behind the push
// endpoints (Watcher). It stores and reads; what a record means and the Retry-After a
// poll gets are package status, which does no I/O.
package statuskv
