// Package contractstest is the test face of contracts/simchain, the one simulated chain:
// the same chain, with methods that fail the test instead of returning errors, for tests
// in other packages (indexer, worker registry, daemon).
//
//	chain := contractstest.NewChain(t)                  // deployed, funded, closed by t.Cleanup
//	id := chain.RequestInference(t, chain.Users[0], contractstest.Request{Model: "llama3-8b"})
//	chain.Register(t, chain.Workers[0], chain.MinStake)
//	chain.SubmitResult(t, chain.Workers[0], id, []byte("out"))
//	chain.AdjustTime(t, 2*time.Hour)                    // move block time forward
//
// Anything the helpers do not cover goes through the exported bindings and Opts:
//
//	rec := chain.Mine(t)(chain.Router.Pause(chain.Opts(t, chain.Owner)))
//
// and several transactions go into one block with Send… + CommitTxs:
//
//	tx1, _ := chain.SendRequest(t, user, contractstest.Request{})
//	tx2, _ := chain.SendRequest(t, user, contractstest.Request{})
//	receipts := chain.CommitTxs(t, tx1, tx2)
//
// Blocks are mined only by Commit, CommitTxs or the helpers that mine. Block times follow
// the wall clock, never go backwards, and AdjustTime jumps ahead. A transaction that would
// revert fails at gas estimation, which runs against the latest block (so with its
// timestamp, not the next block's); contracts.DecodeRevert names the custom error.
// Account keys are derived from fixed labels, so addresses are the same in every run.
//
// The chain is a contracts/simchain chain (Osaka rules; options are simchain's With…);
// this package only turns its errors into t.Fatal and adds request/result shorthands.
//
// It is test support: it fails the test (t.Fatal) on any unexpected error and must not
// be imported by non-test code.
package contractstest
