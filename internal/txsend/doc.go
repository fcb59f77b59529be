// Package txsend sends a transaction and sees it mined: nonce management, EIP-1559 fees
// (next base fee + a percentile tip, with a floor: the gas oracle's estimate), fee bumps
// on resubmission with the same nonce, and following every attempt to its receipt.
// The reference worker's result transactions and the anchorer's anchor transactions go
// through it.
//
// Crash safety belongs to the caller: every attempt is handed to the caller's Journal
// before it is broadcast, so a caller that journals durably can follow it after a crash.
// It knows nothing of contracts, and reaches the chain only through Chain.
package txsend
