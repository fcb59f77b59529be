// Package simchain runs the infersched contracts on go-ethereum's simulated backend: the
// one simulated chain of the project, used by `infersched dev`, the contract tests (through
// contracts/contractstest) and the gas-oracle tests.
//
//	chain, err := simchain.New(ctx, simchain.WithWorkers(3), simchain.WithRPC("127.0.0.1:8545"))
//	defer chain.Close()
//	go chain.Run(ctx, log)                       // a block when transactions are pending
//	rec, err := chain.Mine(ctx)(chain.Router.Pause(opts))  // or mine by hand, in tests
//
// It provides funded accounts derived from fixed labels (the same addresses on every
// start), Osaka rules (go-ethereum's dev configuration stopped at Osaka: the later forks'
// state-gas metering makes storage writes several times dearer than on mainnet), the
// contracts deployed in one block (ResultVerifier bound to the registry and funded when
// the unstake delay leaves room for its windows), block production (by hand: Commit, CommitTxs,
// Mine, AdjustTime; or following the wall clock: Run), and optionally JSON-RPC over HTTP
// and WebSocket. Its miner takes any tip, down to 1 wei (what clients such as cast offer
// after empty blocks).
//
// It returns errors and never panics; contractstest wraps it for tests (t.Fatal on error).
// The daemon's production paths never import it: only the dev stack (daemon/devstack),
// the test kits and tests do (internal/layout checks). The shipped binary does link it,
// with miniredis and nats-server, through `infersched dev`: one binary runs both the
// daemon and the dev stack, and `infersched run` never starts any of them.
package simchain
