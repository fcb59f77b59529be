// Package retryafter computes the Retry-After a requester is told for one request: an
// estimate of how long until its state changes, from its queue position, the model's
// drain rate and the processing stage it is in (seed 000's model, adapted to infersched;
// DESIGN.md "Retry-After").
//
// All arithmetic is in integer milliseconds; seconds appear only in Finalize, which adds
// the safety margin exactly, rounds up and clamps to [min_seconds, max_seconds].
//
// The package is pure: no I/O, no clock, no state. Callers pass every time and rate in.
// It must not grow any: the scheduling core, the HTTP API and the auditor's replay all
// call it and must get the same answer for the same inputs.
package retryafter
