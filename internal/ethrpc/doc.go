// Package ethrpc is the shared access to the chain: the `chain` config section, the
// Client interface (the subset of *ethclient.Client the edges use) and Pool, which runs
// calls against one of several RPC endpoints and fails over to the next one when an
// endpoint breaks.
//
// It knows nothing about contracts, events or gas: callers (indexer, gasoracle, workers)
// put their own logic in the function they hand to Pool.Do, and mark answers that every
// endpoint would give alike (a revert, "too many results") with Permanent so that they do
// not cause a failover. It must not retry a call more than once per endpoint, and it
// never logs or exports an endpoint URL unredacted (URLs often carry API keys).
package ethrpc
