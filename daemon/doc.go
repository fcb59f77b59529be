// Package daemon assembles `infersched run`: it connects to the configured RPC
// endpoints, NATS and Redis, and runs the indexer, the gas oracle, the worker registry's
// heartbeat listener, the round loop with its feed and ack listener, and the HTTP API as
// one group that stops together.
//
// It wires and adapts; the work is done by the packages it starts. It lives outside
// cmd/ so that the integration tests can run the whole daemon in-process.
package daemon
