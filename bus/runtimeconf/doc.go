// Package runtimeconf keeps the runtime configuration (the scheduler section, as the
// admin endpoint changes it) in one NATS KV key that every scheduler replica watches,
// so that a change made through any replica applies on all of them, and survives
// restarts.
//
// A value is validated before it is written: a bad one never reaches the KV. A value
// found in the KV that does not decode or validate (written by hand, or by another
// version) is refused with a log line and a metric, and the last good configuration
// stays in force. Writes are optimistic (the revision last seen), so two admins
// changing different parameters through two replicas cannot silently undo each other.
//
// It does NATS I/O and nothing else; what a configuration means is the engine's.
package runtimeconf
