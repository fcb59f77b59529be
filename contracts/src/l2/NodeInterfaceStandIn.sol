// SPDX-License-Identifier: UNLICENSED
pragma solidity ^0.8.24;

interface IArbGasInfoPrice {
    function getL1BaseFeeEstimate() external view returns (uint256);
}

/// @title NodeInterfaceStandIn
/// @notice Stands in, on the simulated chain, for Arbitrum's NodeInterface at
///         0x00000000000000000000000000000000000000C8: gasEstimateL1Component with the
///         signature of the interface in the npm package arbitrum/nitro-contracts
///         (src/node-interface/NodeInterface.sol).
///         The L1 cost is (calldata bytes + 140) × 16 × ArbOS's L1 price per unit, in L2
///         gas at the block's base fee.
/// @dev Where it stops short: Nitro counts the brotli-compressed size of the whole signed
///      transaction, this counts the calldata uncompressed plus Nitro's fixed 140 bytes (an
///      upper bound for incompressible data); on Arbitrum the real NodeInterface is not a
///      contract at all but answered by the node inside eth_call.
contract NodeInterfaceStandIn {
    address private constant ARB_GAS_INFO = 0x000000000000000000000000000000000000006C;
    uint256 private constant TX_DATA_NON_ZERO_GAS = 16;
    uint256 private constant TX_FIXED_COST_ESTIMATE = 140;

    function gasEstimateL1Component(address, bool, bytes calldata data)
        external
        payable
        returns (uint64 gasEstimateForL1, uint256 baseFee, uint256 l1BaseFeeEstimate)
    {
        l1BaseFeeEstimate = IArbGasInfoPrice(ARB_GAS_INFO).getL1BaseFeeEstimate();
        baseFee = block.basefee;
        uint256 l1Cost = (data.length + TX_FIXED_COST_ESTIMATE) * TX_DATA_NON_ZERO_GAS * l1BaseFeeEstimate;
        uint256 gas = baseFee == 0 ? 0 : (l1Cost + baseFee - 1) / baseFee;
        gasEstimateForL1 = gas > type(uint64).max ? type(uint64).max : uint64(gas);
    }
}
