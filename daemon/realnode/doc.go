// Package realnode holds the end-to-end test against a real Ethereum node: geth built
// from the pinned go-ethereum module (tools/geth, a module of its own so that geth's
// dependencies stay out of the daemon's go.sum) in --dev mode with 1 s blocks, a
// nats-server and a redis-server, and `infersched run`, `deploy`, `worker register` and
// `worker` as the processes an operator starts. It has no code besides its test.
package realnode
