package agent

// callbackOverheadGas is what a result with a callback costs beyond the callback's own
// gas and the 1/64 kept back by the 63/64 rule: the router's CALLBACK_GAS_OVERHEAD
// (5 000, gas it must hold at the check), the CallbackDelivered/CallbackFailed event and
// the words around the copied output. Measured at ≈ 4 600 (docs/benchmarks.md).
const callbackOverheadGas = 10_000

// callbackTxGas is the gas a result transaction needs on top of the same result without
// a callback, for a callback of limit gas (0: none) and an output of n bytes: the
// router hands the callee exactly limit only if limit × 64/63 is left at the call
// (else the whole submission reverts with InsufficientCallbackGas), and it copies the
// output into memory once more for the call's arguments.
func callbackTxGas(limit uint32, n int) uint64 {
	if limit == 0 {
		return 0
	}
	l := uint64(limit)
	words := uint64(n+31)/32 + 4 // selector, id, hash, offset, length
	// Memory is priced 3 gas a word plus words²/512 on the whole of it; the output is
	// already in memory once (the ResultSubmitted event), so the second copy costs at
	// most 3w + ((2w)² − w²)/512.
	memory := 3*words + 3*words*words/512
	return l + l/63 + 1 + callbackOverheadGas + memory
}
