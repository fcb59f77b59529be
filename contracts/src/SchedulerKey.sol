// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable2Step, Ownable} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/// @title SchedulerKey
/// @notice Holds the address of the scheduler's signing key and lets the owner rotate it.
/// @dev Shared by InferenceRouter (voucher signer) and DecisionAnchor (the only caller of
///      anchor). Ownership is two-step (Ownable2Step): transferOwnership, then acceptOwnership
///      by the new owner. The scheduler key is never the zero address.
abstract contract SchedulerKey is Ownable2Step {
    /// @notice The address whose key the off-chain scheduler signs with.
    address public scheduler;

    /// @notice Emitted whenever the scheduler key changes (also once at deployment, from 0).
    event SchedulerRotated(address indexed previousScheduler, address indexed newScheduler);

    /// @notice An address argument that must not be zero was zero.
    error ZeroAddress();

    constructor(address initialOwner, address initialScheduler) Ownable(initialOwner) {
        _setScheduler(initialScheduler);
    }

    /// @notice Replaces the scheduler key. Only the owner may call it.
    /// @dev Vouchers signed by the previous key stop being accepted immediately.
    function setScheduler(address newScheduler) external onlyOwner {
        _setScheduler(newScheduler);
    }

    function _setScheduler(address newScheduler) private {
        if (newScheduler == address(0)) revert ZeroAddress();
        address previous = scheduler;
        scheduler = newScheduler;
        emit SchedulerRotated(previous, newScheduler);
    }
}
