// Package pending owns one request's scheduling record from its event to its final
// state, and every change to it: queued, throttled, skipped (with why and the fee it
// needs), assigned (attempt, worker, deadlines, voucher window), acknowledged, extended,
// lapsed, refused, taken back, finished, its fee raised or withdrawn, and Adopt, the one
// rule for an assignment made elsewhere (a status record read at a restart or written by
// the replica that runs the shard, a takeover's decision-log tail and published
// assignments).
//
// The record's fields are unexported: package rounds reads them through methods and
// changes them only through the transitions here (internal/layout checks that no other
// package builds or takes apart a Record). It is pure: no I/O, no clock (times come in
// as arguments, in unix milliseconds or seconds), no lock (the caller holds its own),
// and the config values and the leadership test a transition needs are arguments.
package pending
