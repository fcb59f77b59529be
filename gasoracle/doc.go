// Package gasoracle tells the scheduler what gas costs: the next block's EIP-1559 base
// fee (computed from the latest header by the protocol rule) plus a tip taken at a
// percentile of recent blocks' rewards (eth_feeHistory), or eth_gasPrice on a chain
// without a base fee, kept between a floor and a cap.
//
// On an L2 (chain.l2: op, arbitrum, or auto to detect) each poll also reads the L1 data
// fee the way the chain defines it, from its own fee contracts (the OP stack's
// GasPriceOracle predeploy, Arbitrum's ArbGasInfo precompile), as a linear model of a
// transaction's size (scheduler.L1Fee: wei per byte and a fixed part), kept between its
// own floors and caps and stale with the gas price.
//
// Run polls the chain on its own interval (poll_interval), not per head, through the
// failover pool of internal/ethrpc: two or three RPCs a poll, whatever the block time. GasPrice, which the scheduler
// calls once per round, only reads the last quote and never waits on the network; a
// quote older than max_age is reported stale and priced at the cap (fail safe). The
// oracle does not send transactions and does not decide anything from the price.
package gasoracle
