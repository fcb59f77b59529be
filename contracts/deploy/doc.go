// Package deploy deploys infersched's contracts (InferenceRouter, WorkerRegistry,
// DecisionAnchor, and ResultVerifier bound to the registry) to any chain, waits for each receipt, checks the code
// and the constructor's values at each address, and keeps a record of what it did so
// that a second run resumes or confirms instead of deploying again. It also renders the
// `chain:` sections of the daemon's and the worker's configuration from that record.
//
// It signs with the key it is handed and never logs or writes it.
package deploy
