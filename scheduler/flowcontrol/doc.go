// Package flowcontrol decides whether a request may be dispatched now, by token buckets
// with lazy refill (golang.org/x/time/rate, Guava's algorithm; seed 004) at two levels
// like FISCO BCOS's node and group: the whole scheduler ("node") and each model group,
// each limiting requests per second and outgoing payload bytes per second, plus a
// per-requester request limit so that one address cannot crowd out the rest.
//
// An Admitter answers, for a request it turns down, how long until it would be admitted,
// which feeds Retry-After: a request over a limit is never dropped (it was paid for on
// chain), it waits.
//
// The clock is passed in on every call and never read; the package does no I/O and
// logs nothing. Limits shared between scheduler replicas (Redis GCRA) are in
// workers/ratelimit; Config.WithoutShared is what stays here when they are on.
package flowcontrol
