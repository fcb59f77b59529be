// Package rounds runs the scheduler's rounds: it keeps the set of pending requests,
// and every round takes a snapshot (pending requests, live workers, gas price, now),
// plans it with scheduler.Plan, admits the assignments through the flow-control
// buckets, reserves worker capacity, and hands assignments (with vouchers), request
// statuses and the round's decision record to a Sink.
//
// It owns the request lifecycle between the chain events that start and end it:
// queued → (throttled) → assigned → completed | expired | refunded, with an assignment
// that is not acknowledged in time, or not finished by its estimated finish plus a grace
// period, released and queued again with its attempt counter raised. A request paying in
// a token waits as price_unavailable while the RateSource has no fresh price for it; a
// raised fee (BumpFee) is priced from the next round; a withdrawn request (Withdraw) is
// planned no more and ends as expired once its withdrawal takes effect (money.go).
// A request's scheduling state is a pending.Record (package rounds/pending), which
// changes only through that package's transitions; an assignment made elsewhere (a
// status record restored or observed, a takeover's log tail and published assignments)
// is taken by its one rule, pending.Record.Adopt.
//
// It does no I/O and imports no NATS, Redis or chain client: everything outside goes
// through the small interfaces declared here (Capacity, Sink, VoucherFunc) and the
// core's WorkerSource and GasPriceSource. The adapters drive it: bus/feed
// (REQUESTS stream → Add, Complete, Refund, Retract), bus/acks (workers' acks →
// Ack, Fail), bus/dispatch (Sink → ASSIGNMENTS stream, status KV) and
// bus/decisions (the decision log). It is safe for concurrent use: events may
// arrive from those adapters while a round runs.
package rounds
