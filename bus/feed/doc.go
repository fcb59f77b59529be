// Package feed applies the chain's events from the REQUESTS stream to the round engine
// (requests, results, refunds, retractions, raised fees, withdrawals) through durable
// JetStream consumers, and
// rebuilds the engine's pending set on start. REQUESTS → engine, one arrow.
//
// Before an event changes anything it is checked against what InferenceRouter stores
// (the Verifier), so that nothing off chain is believed: a request is queued
// only if the router holds it exactly as the message says (chain id, contract, id,
// requester, fee, submission time, deadline, callback gas and the commitment to
// model, prompt and parameters, subscription and token; a fee at most the stored one, which
// the engine takes: it may have been raised since); a result, refund or retraction changes
// a status only once the router's state agrees; a raised fee or a withdrawal applies only
// once the router holds it. Many events are checked with one eth_call (InferenceRouter.getRequests).
//
// It decodes, checks and applies; it must not decide anything about scheduling.
package feed
