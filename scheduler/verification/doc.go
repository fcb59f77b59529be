// Package verification is the pure half of the sampled re-execution: the
// `verification` config section, which results are sampled and how they are checked
// (Verifiability), the sampling draw, the rate a worker's standing earns, the pick of a
// verifier (within the worker's determinism class for a class model, and the routing
// rule that leaves no class model with a worker no verifier could check), and the
// 2-of-3 rule a dispute is decided by (the contract's rule, transcribed so that the
// engine and `audit verify` can replay it).
//
// The draw is a function of data fixed after the worker committed its result (the
// block hash of the ResultSubmitted log and the request id), so a worker cannot know
// which of its results will be checked, and an auditor recomputes exactly which had
// to be. It must not do I/O, read a clock or hold state: every input is an argument.
package verification
