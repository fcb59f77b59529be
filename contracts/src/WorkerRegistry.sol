// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {IVerifier} from "./IVerifier.sol";

/// @title WorkerRegistry
/// @notice Worker operators lock a stake here to be eligible for jobs; the scheduler daemon
///         reads stakeOf to admit a worker. A bound verifier (IVerifier) may lock a stake
///         while a dispute about one of the worker's results is open, and slash it when the
///         dispute goes against the worker.
/// @dev A worker is an address. States: unregistered -> staked -> unstaking -> (withdraw) ->
///      unregistered. register() may be called again while staked to top the stake up; the
///      total must reach minStake. requestUnstake() makes the stake inactive at once
///      (stakeOf returns 0) and starts the delay; withdraw() pays it out once the delay has
///      passed and no dispute is open (openDisputes == 0), after which the address may
///      register afresh. A stake slashed below minStake is inactive (stakeOf 0) until it is
///      topped up to minStake again. minStake and unstakeDelay are fixed at deployment.
///
///      The verifier: there is no owner. The deployer (the constructor's msg.sender) binds
///      one verifier once with bindVerifier, and only one whose challengeWindow +
///      disputeWindow is below unstakeDelay; after that no one can change it, so the rules
///      a stake can be slashed under are the verifier's code, fixed when the worker stakes.
///      Only the verifier may call lockStake, unlockStake and slash. A slash takes at most
///      the stake held (active or unstaking), sends it to the verifier, which pays the
///      requester and the verifiers from it, and emits WorkerSlashed.
contract WorkerRegistry is ReentrancyGuard {
    struct Worker {
        uint256 stake; // slot 0
        uint64 unlockAt; // slot 1; 0 while staked, else the earliest withdraw time
        uint32 openDisputes; // slot 1; disputes the verifier holds open against this stake
    }

    /// @notice Smallest total stake a worker may hold, in wei.
    uint256 public immutable minStake;
    /// @notice Seconds between requestUnstake and the earliest withdraw.
    uint64 public immutable unstakeDelay;
    /// @notice The address that may bind the verifier (once).
    address public immutable deployer;
    /// @notice The verifier allowed to lock and slash stakes (0 until bound).
    IVerifier public verifier;

    mapping(address worker => Worker) private _workers;

    event Registered(address indexed worker, uint256 amount, uint256 totalStake);
    event UnstakeRequested(address indexed worker, uint256 stake, uint64 unlockAt);
    event Withdrawn(address indexed worker, uint256 amount);
    /// @notice The verifier was bound (once).
    event VerifierBound(address indexed verifier);
    /// @notice A dispute about one of worker's results locked its stake (openDisputes after).
    event StakeLocked(address indexed worker, uint32 openDisputes);
    /// @notice A dispute about one of worker's results closed (openDisputes after).
    event StakeUnlocked(address indexed worker, uint32 openDisputes);
    /// @notice worker's stake was slashed by amount for its result of requestId.
    event WorkerSlashed(address indexed worker, uint256 indexed requestId, uint256 amount);

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
    /// @notice withdraw() was called while a dispute about one of the worker's results is open.
    error DisputeOpen(uint32 openDisputes);
    /// @notice Sending ether to `to` failed.
    error PaymentFailed(address to, uint256 amount);
    /// @notice Only the deployer may bind the verifier.
    error NotDeployer(address caller);
    /// @notice The verifier is already bound.
    error VerifierAlreadyBound(address verifier);
    /// @notice The verifier address is zero or has no code.
    error InvalidVerifier(address verifier);
    /// @notice challengeWindow + disputeWindow must be below unstakeDelay.
    error WindowsTooLong(uint64 challengeWindow, uint64 disputeWindow, uint64 unstakeDelay);
    /// @notice Only the bound verifier may lock, unlock or slash.
    error NotVerifier(address caller);
    /// @notice unlockStake for a worker with no open dispute.
    error NoOpenDispute(address worker);

    /// @param minimumStake smallest total stake, in wei.
    /// @param withdrawDelay seconds from requestUnstake to the earliest withdraw.
    constructor(uint256 minimumStake, uint64 withdrawDelay) {
        minStake = minimumStake;
        unstakeDelay = withdrawDelay;
        deployer = msg.sender;
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

    /// @notice Pays the caller's whole stake back once the delay has passed and no dispute
    ///         about its results is open.
    function withdraw() external nonReentrant {
        Worker storage w = _workers[msg.sender];
        uint64 unlockAt = w.unlockAt;
        if (unlockAt == 0) revert UnstakeNotRequested();
        if (block.timestamp < unlockAt) revert WithdrawTooEarly(unlockAt, block.timestamp);
        if (w.openDisputes != 0) revert DisputeOpen(w.openDisputes);
        uint256 amount = w.stake;
        delete _workers[msg.sender];
        emit Withdrawn(msg.sender, amount);
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert PaymentFailed(msg.sender, amount);
    }

    /// @notice Binds the verifier, once, by the deployer. Its challengeWindow +
    ///         disputeWindow must be below unstakeDelay.
    function bindVerifier(address v) external {
        if (msg.sender != deployer) revert NotDeployer(msg.sender);
        if (address(verifier) != address(0)) revert VerifierAlreadyBound(address(verifier));
        if (v == address(0) || v.code.length == 0) revert InvalidVerifier(v);
        uint64 cw = IVerifier(v).challengeWindow();
        uint64 dw = IVerifier(v).disputeWindow();
        if (uint256(cw) + uint256(dw) >= unstakeDelay) revert WindowsTooLong(cw, dw, unstakeDelay);
        verifier = IVerifier(v);
        emit VerifierBound(v);
    }

    /// @notice Verifier only: a dispute about one of worker's results opened; withdraw is
    ///         refused until as many unlockStake calls have been made.
    function lockStake(address worker) external {
        _onlyVerifier();
        Worker storage w = _workers[worker];
        uint32 n = w.openDisputes + 1;
        w.openDisputes = n;
        emit StakeLocked(worker, n);
    }

    /// @notice Verifier only: a dispute about one of worker's results closed.
    function unlockStake(address worker) external {
        _onlyVerifier();
        Worker storage w = _workers[worker];
        uint32 n = w.openDisputes;
        if (n == 0) revert NoOpenDispute(worker);
        w.openDisputes = n - 1;
        emit StakeUnlocked(worker, n - 1);
    }

    /// @notice Verifier only: takes min(amount, stake) from worker's stake (active or
    ///         unstaking), sends it to the verifier and emits WorkerSlashed.
    /// @return slashed the wei taken.
    function slash(address worker, uint256 requestId, uint256 amount) external nonReentrant returns (uint256 slashed) {
        _onlyVerifier();
        Worker storage w = _workers[worker];
        uint256 stake = w.stake;
        slashed = amount < stake ? amount : stake;
        w.stake = stake - slashed;
        emit WorkerSlashed(worker, requestId, slashed);
        if (slashed != 0) {
            (bool ok,) = msg.sender.call{value: slashed}("");
            if (!ok) revert PaymentFailed(msg.sender, slashed);
        }
    }

    /// @notice The worker's active stake: 0 if it never registered, has requested to
    ///         unstake, or was slashed below minStake.
    function stakeOf(address worker) external view returns (uint256) {
        Worker storage w = _workers[worker];
        return (w.unlockAt == 0 && w.stake >= minStake) ? w.stake : 0;
    }

    /// @notice The worker's locked stake and unlock time (0 while active), whatever its state.
    function workerInfo(address worker) external view returns (uint256 stake, uint64 unlockAt) {
        Worker storage w = _workers[worker];
        return (w.stake, w.unlockAt);
    }

    /// @notice How many disputes about the worker's results are open (withdraw needs 0).
    function openDisputes(address worker) external view returns (uint32) {
        return _workers[worker].openDisputes;
    }

    function _onlyVerifier() private view {
        if (msg.sender != address(verifier) || msg.sender == address(0)) revert NotVerifier(msg.sender);
    }
}
