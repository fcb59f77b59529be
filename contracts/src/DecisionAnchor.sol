// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SchedulerKey} from "./SchedulerKey.sol";

/// @title DecisionAnchor
/// @notice The scheduler anchors the Merkle root of the decision records of a span of rounds,
///         so anyone holding a record and its proof can show it was published at the time.
/// @dev Spans are inclusive [fromRound, toRound], fromRound <= toRound, and strictly
///      increasing: each fromRound is greater than the previous toRound (gaps are allowed,
///      overlaps are not). The first anchor may start at any round, including 0. Anchors are
///      stored and numbered from 0 so that a verifier can read them back without logs.
contract DecisionAnchor is SchedulerKey {
    struct Anchor {
        uint64 fromRound;
        uint64 toRound;
        uint64 anchoredAt; // block timestamp
        bytes32 root;
    }

    Anchor[] private _anchors;

    event AnchorRecorded(uint256 indexed index, uint64 fromRound, uint64 toRound, bytes32 root);

    /// @notice Only the scheduler key may anchor.
    error NotScheduler(address caller);
    /// @notice fromRound is greater than toRound.
    error InvalidRoundRange(uint64 fromRound, uint64 toRound);
    /// @notice fromRound is not greater than the previous anchor's toRound.
    error RoundsNotIncreasing(uint64 fromRound, uint64 lastToRound);
    /// @notice The root is zero.
    error ZeroRoot();
    /// @notice anchorAt was asked for an index at or past anchorCount.
    error AnchorIndexOutOfRange(uint256 index, uint256 count);

    constructor(address initialOwner, address initialScheduler) SchedulerKey(initialOwner, initialScheduler) {}

    /// @notice Records `root` for rounds fromRound..toRound inclusive. Scheduler key only.
    function anchor(uint64 fromRound, uint64 toRound, bytes32 root) external {
        if (msg.sender != scheduler) revert NotScheduler(msg.sender);
        if (fromRound > toRound) revert InvalidRoundRange(fromRound, toRound);
        if (root == bytes32(0)) revert ZeroRoot();
        uint256 n = _anchors.length;
        if (n > 0) {
            uint64 last = _anchors[n - 1].toRound;
            if (fromRound <= last) revert RoundsNotIncreasing(fromRound, last);
        }
        _anchors.push(Anchor({fromRound: fromRound, toRound: toRound, anchoredAt: uint64(block.timestamp), root: root}));
        emit AnchorRecorded(n, fromRound, toRound, root);
    }

    /// @notice How many anchors have been recorded.
    function anchorCount() external view returns (uint256) {
        return _anchors.length;
    }

    /// @notice The anchor with this index, counted from 0.
    function anchorAt(uint256 index)
        external
        view
        returns (uint64 fromRound, uint64 toRound, uint64 anchoredAt, bytes32 root)
    {
        if (index >= _anchors.length) revert AnchorIndexOutOfRange(index, _anchors.length);
        Anchor storage a = _anchors[index];
        return (a.fromRound, a.toRound, a.anchoredAt, a.root);
    }

    /// @notice The last anchored round, and whether anything was anchored yet.
    function lastAnchoredRound() external view returns (uint64 toRound, bool any) {
        uint256 n = _anchors.length;
        if (n == 0) return (0, false);
        return (_anchors[n - 1].toRound, true);
    }
}
