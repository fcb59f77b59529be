// Package agent is the reference GPU worker (the `infersched worker` command) that an operator runs next to an inference
// server: it heartbeats its real load to the scheduler, takes its assignments from its
// JetStream subject (durable consumer worker-<address> on stream ASSIGNMENTS),
// acknowledges each one to the scheduler, runs it through a Backend (an
// OpenAI-compatible HTTP endpoint such as vLLM, llama.cpp server or Ollama, or the
// built-in echo model) with bounded concurrency, and submits the result on chain with
// the assignment's voucher.
//
// Result transactions are the worker's own: one nonce counter per worker (seeded from
// the pending nonce, serialised), EIP-1559 fees (tip from the node, fee cap 2 × base fee
// + tip), resubmission with the same nonce and fees bumped by tx.fee_bump_percent when a
// transaction is not mined within tx.resubmit_after. Before sending, the worker asks the
// router for the request's status: a request already fulfilled or refunded, or a voucher
// already expired, is skipped without a transaction. Every transaction sent is written
// to the state file (a journal of JSON lines, fsynced, compacted atomically by
// write-and-rename) before it is broadcast, so that a crash and a restart never submit a
// second result for the same request: on start the worker broadcasts the remembered
// pending transactions again and follows them to their receipts, and an assignment of a
// request it already sent a result for only waits for that result. A finished result is
// journaled too (fsynced) before its submission, and forgotten only once its transaction
// is journaled or it is provably unwanted (fulfilled or refunded, voucher expired, a
// contract revert): a worker killed in between submits it on start, with the voucher it
// was assigned with, without running the inference again. A nack means "cannot run
// this"; an RPC failure never leads to one.
//
// With batch.max_size above 1, the results of assignments the scheduler marked batched
// are held per model and settled by one InferenceRouter.submitResults when max_size are
// held, when the first has waited batch.max_wait, or batch.margin before the earliest
// voucher expiry or deadline among them (batch.go). The batch transaction is journaled
// with the ids it carries before it is broadcast, and the state file maps each id to it,
// so a restart follows the batch and never sends one of its results again; each
// result's outcome is read from the receipt (ResultSubmitted or ResultSkipped). The
// heartbeat reports the open batch per model and batch_max.
//
// A backend that fails (timeout, 5xx, malformed JSON, output over the size limit) ends
// in a signed refusal (wire.SignNack) so that the scheduler reassigns the request at
// once; nothing waits forever. A finished result is never discarded over an RPC
// failure: while nothing was sent, the failure is not a decoded contract revert and the
// voucher is still valid, the submission is retried with backoff (200 ms doubling to
// 10 s; Stats.Retries), the output held in memory (not across a restart).
//
// A JetStream message is acknowledged once its result is mined, or the job was given
// back or skipped; while a job runs the worker reports progress (InProgress). A job that
// does not fit (max_jobs, memory_mb less what running jobs reserved) is given back at
// once. When the worker stops, running jobs end, unsent ones are given back to the
// scheduler, and messages of results still in flight are returned to JetStream (Nak)
// for the next run to follow.
//
// It never signs for another address and never logs its key. It is a client of the
// server, not a part of it: its messages, subjects and signing come from package wire,
// and it imports nothing of the daemon (see wire's doc for the rule).
package agent
