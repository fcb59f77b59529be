// Package l2 holds the L2 fee contracts the simulated chain can boot with, and builds
// their genesis state:
//
//   - OP stack: L1Block (0x4200…0015) and GasPriceOracle (0x4200…000F), compiled by
//     contracts/compile_l2.js from @eth-optimism/contracts-bedrock's published sources
//     with the solc version they pin. Their state is written the way a sequencer writes
//     it: setL1BlockValuesEcotone, setEcotone and setFjord called from the depositor
//     account, run by the contracts' own code in an in-memory EVM, and the storage that
//     results is the genesis storage (OPGenesis).
//   - Arbitrum: stand-ins for the ArbGasInfo (0x…6C) and NodeInterface (0x…C8)
//     precompiles, which on Arbitrum are native code with no Solidity source; they
//     implement the interfaces published in @arbitrum/nitro-contracts and say in their
//     NatSpec where they stop short (ArbitrumGenesis).
//
// The artifacts (*.json) are committed; `make contracts` regenerates them. The package
// does no I/O beyond reading its embedded files and is used by simchain, the dev stack and
// tests only.
package l2
