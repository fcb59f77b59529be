// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title WorkerRegistry
/// @notice Worker operators lock a stake here to be eligible for jobs; the scheduler daemon
///         reads stakeOf to admit a worker.
/// @dev A worker is an address. States: unregistered -> staked -> unstaking -> (withdraw) ->
///      unregistered. register() may be called again while staked to top the stake up; the
///      total must reach minStake. requestUnstake() makes the stake inactive at once
///      (stakeOf returns 0) and starts the delay; withdraw() pays it out once the delay has
///      passed, after which the address may register afresh. There is no owner and no
///      slashing; minStake and unstakeDelay are fixed at deployment.
contract WorkerRegistry is ReentrancyGuard {
    struct Worker {
        uint256 stake; // slot 0
        uint64 unlockAt; // slot 1; 0 while staked, else the earliest withdraw time
    }

    /// @notice Smallest total stake a worker may hold, in wei.
    uint256 public immutable minStake;
    /// @notice Seconds between requestUnstake and the earliest withdraw.
    uint64 public immutable unstakeDelay;

    mapping(address worker => Worker) private _workers;

    event Registered(address indexed worker, uint256 amount, uint256 totalStake);
    event UnstakeRequested(address indexed worker, uint256 stake, uint64 unlockAt);
    event Withdrawn(address indexed worker, uint256 amount);

    /// @notice register() was sent no ether.
    error ZeroValue();
    /// @notice The stake after register() would be below minStake.
    error InsufficientStake(uint256 totalStake, uint256 minStake);
    /// @notice The worker has requested to unstake; withdraw first, then register again.
    error UnstakePending(uint64 unlockAt);
    /// @notice The caller holds no stake.
    error NotRegistered();
    /// @notice withdraw() was called without a prior requestUnstake().
    error UnstakeNotRequested();
    /// @notice withdraw() was called before unlockAt.
    error WithdrawTooEarly(uint64 unlockAt, uint256 blockTimestamp);
    /// @notice Sending ether to `to` failed.
    error PaymentFailed(address to, uint256 amount);

    /// @param minimumStake smallest total stake, in wei.
    /// @param withdrawDelay seconds from requestUnstake to the earliest withdraw.
    constructor(uint256 minimumStake, uint64 withdrawDelay) {
        minStake = minimumStake;
        unstakeDelay = withdrawDelay;
    }

    /// @notice Adds msg.value to the caller's stake; the total must be at least minStake.
    function register() external payable {
        if (msg.value == 0) revert ZeroValue();
        Worker storage w = _workers[msg.sender];
        if (w.unlockAt != 0) revert UnstakePending(w.unlockAt);
        uint256 total = w.stake + msg.value;
        if (total < minStake) revert InsufficientStake(total, minStake);
        w.stake = total;
        emit Registered(msg.sender, msg.value, total);
    }

    /// @notice Deactivates the caller's stake and starts the withdraw delay.
    function requestUnstake() external {
        Worker storage w = _workers[msg.sender];
        if (w.stake == 0) revert NotRegistered();
        if (w.unlockAt != 0) revert UnstakePending(w.unlockAt);
        uint64 unlockAt = uint64(block.timestamp) + unstakeDelay;
        w.unlockAt = unlockAt;
        emit UnstakeRequested(msg.sender, w.stake, unlockAt);
    }

    /// @notice Pays the caller's whole stake back once the delay has passed.
    function withdraw() external nonReentrant {
        Worker storage w = _workers[msg.sender];
        uint64 unlockAt = w.unlockAt;
        if (unlockAt == 0) revert UnstakeNotRequested();
        if (block.timestamp < unlockAt) revert WithdrawTooEarly(unlockAt, block.timestamp);
        uint256 amount = w.stake;
        delete _workers[msg.sender];
        emit Withdrawn(msg.sender, amount);
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert PaymentFailed(msg.sender, amount);
    }

    /// @notice The worker's active stake: 0 if it never registered or has requested to unstake.
    function stakeOf(address worker) external view returns (uint256) {
        Worker storage w = _workers[worker];
        return w.unlockAt == 0 ? w.stake : 0;
    }

    /// @notice The worker's locked stake and unlock time (0 while active), whatever its state.
    function workerInfo(address worker) external view returns (uint256 stake, uint64 unlockAt) {
        Worker storage w = _workers[worker];
        return (w.stake, w.unlockAt);
    }
}
