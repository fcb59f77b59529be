// Package daemontest is the test kit of the wiring:
//
//   - NewStack: the whole system on one machine, for tests that run the daemon: the
//     simulated chain with the contracts deployed and the workers staked (blocks
//     produced while transactions are pending), an embedded nats-server with JetStream,
//     a real redis-server, and the dev daemon configuration (config.Dev) with fast
//     timings. It does not import the daemon (the daemon's own tests use it): the
//     caller hands it a RunFunc that starts the daemon with the given dependencies.
//   - NewEngine: the round engine against the real worker registry on a real
//     redis-server, for the tests of the engine and of its adapters. Only the chain's
//     stake answer, the gas quote and (unless a test supplies one) the outbound sink
//     are stand-ins.
//
// It is test support: it fails the test on any unexpected error.
package daemontest
