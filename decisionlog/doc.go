// Package decisionlog is the format of the scheduler's decision log and everything an
// auditor needs to check it offline: one Record per round, chained by SHA-256 hashes,
// replayable through scheduler.Plan, with Merkle roots over spans of records that a
// Solidity contract can verify proofs against.
//
// It is pure: no I/O beyond the io.Reader and io.Writer handed to Read and Write, no
// clock, no global state. The daemon builds records (NewRecord, Append) and publishes
// them (Encode); `infersched audit` reads them back (Read, Decode) and checks them
// (Verifier, or VerifyChain, Replay, CheckPolicy, CheckAcrossRounds one by one).
//
// # Record
//
// A record is one JSON object with these members, in this order:
//
//	round        uint64, the round number; consecutive records differ by exactly 1
//	time_ms      unix ms at which the daemon wrote the record (not a Plan input)
//	config       the effective scheduler configuration (scheduler.Config) as JSON
//	config_hash  hex SHA-256 of exactly the bytes of config
//	inputs       {now_ms, gas_price_gwei, drain_rate_tps?, workers, requests, released?, excluded?, result_wait_ms?, l1_fee?, token_rates?, fee_bumps?}
//	decision     scheduler.Decision, with stats.plan_ms 0 (timing is not recorded)
//	prev_hash    hash of the previous record; 64 zeros for the first record of a log
//	hash         hex SHA-256 of the record's canonical bytes (below)
//	anchor?      {tx_hash, from_round, to_round, root}, written back after anchoring
//
// inputs.requests lists every request Plan was given as {id, content_hash, content?}:
// content_hash is the hex SHA-256 of the request's canonical JSON (scheduler.Request)
// and content, when present, is the request itself. The daemon's records leave content
// out (the request stream retains it); an export resolves it (Record.Resolve) so that
// verification needs nothing else. inputs.excluded lists, per request, the workers that
// failed it ({request_id, workers}, sorted), which Plan tries last (scheduler.Snapshot).
// inputs.released lists requests whose earlier
// assignment ended without a result and that are pending again (see CheckAcrossRounds).
// inputs.result_wait_ms is how long a result took after its block to reach the
// scheduler that round (confirmations × observed block time): Plan does not read it; the
// round engine released an assignment only past its estimated finish + result_grace +
// this (scheduler.Snapshot.ResultWaitMS), and records before it existed leave it out.
// inputs.l1_fee ({wei_per_byte, fixed_wei}, decimal wei strings) is the L1 data fee Plan
// priced with on an L2 chain (scheduler.Snapshot.L1Fee); absent on an L1 chain.
// inputs.token_rates ({token, answer, feed_decimals, token_decimals, updated_at}, sorted
// by token) are the Chainlink feed answers the round converted token fees to wei with,
// and inputs.fee_bumps ({request_id, fee}, sorted) the raised fees of pending requests
// in their own currency (scheduler.Snapshot.TokenRates, FeeBumps): replay converts with
// the very same numbers. Both are absent when no request paid in a token or had its fee
// raised, and in records before they existed, which replay as they always did.
// Hex is lowercase without 0x for SHA-256 values, with 0x for chain values (anchor).
//
// # Canonical bytes and the hash
//
// Canonical JSON here is what Go's encoding/json writes for these types with HTML
// escaping off and no indentation or trailing newline:
//   - object members in the order the types declare them (the order shown above and in
//     package scheduler's JSON field tags), members with omitempty left out when empty;
//   - map keys (drain_rate_tps and the config's maps) sorted bytewise;
//   - integers in decimal; wei amounts as decimal strings; durations in the config as Go
//     duration strings ("30s");
//   - float64 as ECMAScript's Number.prototype.toString would write it (shortest
//     round-trip digits; exponent form only below 1e-6 or from 1e21, as "1e-7",
//     "1e+21"); NaN and infinities cannot occur;
//   - strings with `"` and `\` escaped, \b \f \n \r \t as such, other control
//     characters as \u00XX (lowercase hex), U+2028 and U+2029 as \u2028 and \u2029,
//     invalid UTF-8 as \ufffd, everything else (including <, > and &) literal;
//   - no whitespace between tokens.
//
// The record hash is SHA-256 over the canonical bytes of the record with hash set to ""
// (the member stays, as "hash":""), anchor left out, and every inputs.requests element
// reduced to {id, content_hash}. The anchor is outside the hash because it is known only
// after the span's records are hashed and chained; inline request content is outside
// because content_hash already binds it, so a record hashes the same before and after
// export. A third party can recompute a hash from a stored plain line: parse it keeping
// member order, drop anchor and every requests[i].content, set hash to "", and write it
// back with the rules above. testdata/record.json (a stored record) and
// testdata/record.hashed.json (its hashed bytes) are a vector to check such an
// implementation against.
//
// The config member must itself be canonical: a verifier decodes it strictly (unknown
// keys are errors, absent keys are refused because re-encoding would not give the same
// bytes) and checks it against config_hash before replaying.
//
// # Stored form and size
//
// Encode writes a record as its canonical JSON (with hash, anchor and any inline
// content), whatever its size: a round of 20 000 pending requests by reference and
// 1 000 workers is about 4.6 MB, which bus/decisions stores as chunks of one
// message each. Records above 960 KiB used to be written as the envelope
// {"encoding":"gzip","body":"<base64 of the gzip of the canonical JSON>"} so as to fit
// one message; gzip cost 0.3–0.4 s per Encode at that size, ~40× the plain encoding,
// on the dispatch path. Decode still reads envelopes, which the streams may hold from
// before (the envelope names itself by its first key, "encoding"; a record's "version"
// member, proof.go, comes after "round" and is absent before version 2). JSON Lines (Write, Read) hold one stored form
// per line; Read bounds a line, and a decompressed body, by DefaultMaxLineBytes unless
// told otherwise.
//
// # Merkle anchoring
//
// See merkle.go: OpenZeppelin MerkleProof convention (sorted pairs, keccak256), leaves
// are record hashes in round order, an odd last node is carried up unchanged.
//
// # Verification
//
// VerifyChain: hashes recompute, prev_hash links, rounds step by 1. Replay: Plan on the
// inputs with the recorded config gives the recorded decision byte for byte. CheckPolicy:
// no worker over max_jobs or free memory, no expired request assigned, every request in
// exactly one of assigned/skipped/expired. CheckAcrossRounds: no request assigned again
// while an earlier assignment is live. Each problem is a Failure naming the round and
// the check. ComputeHash, Replay and CheckPolicy are safe for concurrent use on
// different records; a Verifier is not.
//
// A line VerifyLog reads is parsed by a validating parser that accepts only the
// canonical form (canonparse.go), so a plain record's hashes are taken from the line's
// bytes without encoding it again; anything else is decoded strictly and hashed by
// re-encoding, with the same verdict. VerifyLog only skims a line's decision before the
// replay and compares the replayed decision's canonical bytes with it after; it reads
// the decision only when they differ, with the same failures (settleDecision).
package decisionlog
