// SPDX-License-Identifier: UNLICENSED
pragma solidity ^0.8.24;

/// @title ArbGasInfoStandIn
/// @notice Stands in, on the simulated chain, for Arbitrum's ArbGasInfo precompile at
///         0x000000000000000000000000000000000000006C: the functions the gas oracle reads,
///         with the signatures of the interface in the npm package arbitrum/nitro-contracts
///         (src/precompiles/ArbGasInfo.sol)
///         and the arithmetic of Nitro's precompiles/ArbGasInfo.go (GetPricesInWei):
///         per L1 calldata byte = L1 price per unit × 16, per L2 tx = that × 140 (Nitro's
///         TxFixedCostEstimate), the rest from the L2 base fee.
/// @dev Where it stops short: the L1 price per unit is a storage slot set at genesis, not
///      ArbOS's L1 pricing model (batch poster reports, surplus, equilibration units); the
///      other thirty-odd functions of ArbGasInfo are absent.
contract ArbGasInfoStandIn {
    /// @notice ArbOS's estimate of the L1 base fee, in wei per L1 gas unit (PricePerUnit).
    uint256 public l1PricePerUnit;
    /// @notice The L2 minimum base fee (MinBaseFeeWei).
    uint256 public minBaseFeeWei;

    uint256 private constant TX_DATA_NON_ZERO_GAS = 16;
    uint256 private constant TX_FIXED_COST_ESTIMATE = 140;
    uint256 private constant STORAGE_ARB_GAS = 20000;

    /// @notice (per L2 tx, per L1 calldata byte, per storage allocation, per ArbGas base,
    ///         per ArbGas congestion, per ArbGas total), in wei.
    function getPricesInWei() external view returns (uint256, uint256, uint256, uint256, uint256, uint256) {
        uint256 perByte = l1PricePerUnit * TX_DATA_NON_ZERO_GAS;
        uint256 base = minBaseFeeWei;
        uint256 total = block.basefee;
        uint256 congestion = total > base ? total - base : 0;
        return (perByte * TX_FIXED_COST_ESTIMATE, perByte, total * STORAGE_ARB_GAS, base, congestion, total);
    }

    /// @notice ArbOS's estimate of the L1 base fee (wei per L1 gas unit).
    function getL1BaseFeeEstimate() external view returns (uint256) {
        return l1PricePerUnit;
    }
}
