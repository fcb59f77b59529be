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
///      Bounds, so that the scheduler key cannot push the last anchored round out of reach
///      (e.g. toRound = 2^64-1, after which nothing could be anchored): a span covers fewer
///      than MAX_SPAN rounds, and a gap after the previous anchor skips at most MAX_GAP
///      rounds. A bad anchor that still got through (the first one, which may start anywhere,
///      or a stolen key's) is removed by the owner with rewindAnchors.
contract DecisionAnchor is SchedulerKey {
    struct Anchor {
        uint64 fromRound;
        uint64 toRound;
        uint64 anchoredAt; // block timestamp
        bytes32 root;
    }

    /// @notice A span covers at most MAX_SPAN rounds: toRound - fromRound < MAX_SPAN.
    uint64 public constant MAX_SPAN = 100_000;
    /// @notice After an anchor, the next fromRound is at most lastToRound + 1 + MAX_GAP.
    uint64 public constant MAX_GAP = 10_000_000;

    Anchor[] private _anchors;

    event AnchorRecorded(uint256 indexed index, uint64 fromRound, uint64 toRound, bytes32 root);
    /// @notice The owner removed the anchors from index `kept` on (`removed` of them).
    event AnchorsRewound(uint256 kept, uint256 removed, uint64 lastToRound);

    /// @notice Only the scheduler key may anchor.
    error NotScheduler(address caller);
    /// @notice fromRound is greater than toRound.
    error InvalidRoundRange(uint64 fromRound, uint64 toRound);
    /// @notice fromRound is not greater than the previous anchor's toRound.
    error RoundsNotIncreasing(uint64 fromRound, uint64 lastToRound);
    /// @notice toRound - fromRound is MAX_SPAN or more.
    error SpanTooLong(uint64 fromRound, uint64 toRound, uint64 maxSpan);
    /// @notice fromRound skips more than MAX_GAP rounds after the previous anchor's toRound.
    error GapTooLong(uint64 fromRound, uint64 lastToRound, uint64 maxGap);
    /// @notice rewindAnchors was asked to keep more anchors than there are.
    error RewindOutOfRange(uint256 keep, uint256 count);
    /// @notice The root is zero.
    error ZeroRoot();
    /// @notice anchorAt was asked for an index at or past anchorCount.
    error AnchorIndexOutOfRange(uint256 index, uint256 count);

    constructor(address initialOwner, address initialScheduler) SchedulerKey(initialOwner, initialScheduler) {}

    /// @notice Records `root` for rounds fromRound..toRound inclusive. Scheduler key only.
    function anchor(uint64 fromRound, uint64 toRound, bytes32 root) external {
        if (msg.sender != scheduler) revert NotScheduler(msg.sender);
        if (fromRound > toRound) revert InvalidRoundRange(fromRound, toRound);
        if (toRound - fromRound >= MAX_SPAN) revert SpanTooLong(fromRound, toRound, MAX_SPAN);
        if (root == bytes32(0)) revert ZeroRoot();
        uint256 n = _anchors.length;
        if (n > 0) {
            uint64 last = _anchors[n - 1].toRound;
            if (fromRound <= last) revert RoundsNotIncreasing(fromRound, last);
            if (fromRound - last - 1 > MAX_GAP) revert GapTooLong(fromRound, last, MAX_GAP);
        }
        _anchors.push(Anchor({fromRound: fromRound, toRound: toRound, anchoredAt: uint64(block.timestamp), root: root}));
        emit AnchorRecorded(n, fromRound, toRound, root);
    }

    /// @notice Owner only: keeps the first `keep` anchors and removes the rest, e.g. to undo an
    ///         anchor a stolen scheduler key pushed far ahead. Anchoring then continues after
    ///         the last kept anchor (or anywhere, if none is kept).
    function rewindAnchors(uint256 keep) external onlyOwner {
        uint256 n = _anchors.length;
        if (keep > n) revert RewindOutOfRange(keep, n);
        for (uint256 i = n; i > keep; --i) {
            _anchors.pop();
        }
        uint64 last = keep == 0 ? 0 : _anchors[keep - 1].toRound;
        emit AnchorsRewound(keep, n - keep, last);
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
