// Package probe holds the Go binding of CallbackProbe (contracts/src/test), a consumer
// of InferenceRouter callbacks that reverts, burns its gas, re-enters the router or
// returns a huge buffer on demand. For tests only; nothing outside tests imports it.
package probe
