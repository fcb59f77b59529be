package config

import (
	"maps"
	"time"

	"github.com/infersched/infersched/scheduler"
)

// DevChain is what the dev configuration needs to know of a local dev chain
// (contracts/simchain): where it is and what is deployed on it.
type DevChain struct {
	// RPCURL is the chain's JSON-RPC endpoint; "" when the daemon gets an in-process
	// client instead (the URL is then a placeholder the dialer ignores).
	RPCURL                                 string
	ChainID                                uint64
	Router, WorkerRegistry, DecisionAnchor string // contract addresses, hex
	DeployBlock                            uint64
	MinStake                               scheduler.Wei
}

// DevEchoProcessingMS is the nominal processing time (P) Dev gives the dev stack's echo
// model.
const DevEchoProcessingMS = 1000

// Dev is the daemon's configuration on a dev chain, the one source for `infersched dev`
// and the tests that run the daemon: one confirmation, fast polls, no probation, and
// flow-control and HTTP limits high enough for the dev stack's load generator.
func Dev(c DevChain) Config {
	cfg := Default()
	cfg.Chain.RPCURLs = []string{"http://dev-chain.invalid"}
	if c.RPCURL != "" {
		cfg.Chain.RPCURLs = []string{c.RPCURL}
	}
	cfg.Chain.ChainID = c.ChainID
	cfg.Chain.Contracts.Router = c.Router
	cfg.Chain.Contracts.WorkerRegistry = c.WorkerRegistry
	cfg.Chain.Contracts.DecisionAnchor = c.DecisionAnchor
	cfg.Indexer.Confirmations = 1
	cfg.Indexer.StartBlock = c.DeployBlock
	cfg.Indexer.PollInterval = 100 * time.Millisecond
	cfg.Indexer.Subscribe = false
	cfg.GasOracle.PollInterval = 500 * time.Millisecond
	cfg.GasOracle.MaxAge = 5 * time.Second
	cfg.Workers.MinStakeWei = c.MinStake
	cfg.Workers.HeartbeatInterval = time.Second
	cfg.Scheduler.Probation.Jobs = 0
	// Echo jobs take milliseconds: a short voucher, so that a request taken back from a
	// worker stopped by hand is paid to the next within seconds (docs/security.md).
	cfg.Scheduler.VoucherTTL = scheduler.Duration(20 * time.Second)
	// The dev workers' echo model (devstack.DevModel) answers at once and reaches its
	// result's block within the dev chain's one-second block: its nominal P is 1 s, so
	// that a worker's assignments before its inclusion latency is measured get their
	// Retry-After from that rather than from the default model's 2 s (an operator sets
	// processing_ms for each of its models the same way; docs/benchmarks.md, polls).
	cfg.Scheduler.RetryAfter.ProcessingMS = maps.Clone(cfg.Scheduler.RetryAfter.ProcessingMS)
	cfg.Scheduler.RetryAfter.ProcessingMS["echo"] = DevEchoProcessingMS
	// The dev workers' repeat model (agent.RepeatModel) is as quick.
	cfg.Scheduler.RetryAfter.ProcessingMS["repeat"] = DevEchoProcessingMS
	fc := &cfg.Scheduler.FlowControl
	fc.Node.Requests.PerSecond, fc.Node.Requests.Burst = 5000, 10000
	fc.Group.Requests.PerSecond, fc.Group.Requests.Burst = 5000, 10000
	fc.Requester.PerSecond, fc.Requester.Burst = 2000, 4000
	cfg.HTTP.RatePerClient = 10000
	cfg.HTTP.Burst = 10000
	// every dev worker heartbeats from 127.0.0.1: one client for the per-client bucket
	cfg.HTTP.HeartbeatRatePerClient = 10000
	return cfg
}
