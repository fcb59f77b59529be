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
///      A chain per shard: every shard's leader appends to a hash chain of its
///      own, with its own round numbers, and anchors it with anchorShard(shard, ...). Each
///      shard's spans are numbered, ordered and bounded on their own (the rules above, per
///      shard). Shard 0's spans are the ones anchor(...) records: anchor(f, t, r) is
///      anchorShard(0, f, t, r), and anchorCount, anchorAt, lastAnchoredRound,
///      AnchorRecorded, rewindAnchors and AnchorsRewound are shard 0's, so that an
///      auditor or tool of one chain reads what it always did. A shard above 0 emits
///      ShardAnchorRecorded / ShardAnchorsRewound, which carry the shard.
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

    Anchor[] private _anchors; // shard 0's
    mapping(uint32 => Anchor[]) private _shardAnchors; // shards above 0

    event AnchorRecorded(uint256 indexed index, uint64 fromRound, uint64 toRound, bytes32 root);
    /// @notice The owner removed the anchors from index `kept` on (`removed` of them).
    event AnchorsRewound(uint256 kept, uint256 removed, uint64 lastToRound);
    /// @notice A span of shard `shard`'s chain (shard > 0) was anchored as its anchor `index`.
    event ShardAnchorRecorded(uint32 indexed shard, uint256 indexed index, uint64 fromRound, uint64 toRound, bytes32 root);
    /// @notice The owner removed shard `shard`'s anchors (shard > 0) from index `kept` on.
    event ShardAnchorsRewound(uint32 indexed shard, uint256 kept, uint256 removed, uint64 lastToRound);

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

    /// @notice Records `root` for rounds fromRound..toRound inclusive of shard 0's chain.
    ///         Scheduler key only.
    function anchor(uint64 fromRound, uint64 toRound, bytes32 root) external {
        _record(0, fromRound, toRound, root);
    }

    /// @notice Records `root` for rounds fromRound..toRound inclusive of shard `shard`'s
    ///         chain. Scheduler key only. Shard 0 is anchor(...).
    function anchorShard(uint32 shard, uint64 fromRound, uint64 toRound, bytes32 root) external {
        _record(shard, fromRound, toRound, root);
    }

    function _record(uint32 shard, uint64 fromRound, uint64 toRound, bytes32 root) private {
        if (msg.sender != scheduler) revert NotScheduler(msg.sender);
        if (fromRound > toRound) revert InvalidRoundRange(fromRound, toRound);
        if (toRound - fromRound >= MAX_SPAN) revert SpanTooLong(fromRound, toRound, MAX_SPAN);
        if (root == bytes32(0)) revert ZeroRoot();
        Anchor[] storage chain = _chain(shard);
        uint256 n = chain.length;
        if (n > 0) {
            uint64 last = chain[n - 1].toRound;
            if (fromRound <= last) revert RoundsNotIncreasing(fromRound, last);
            if (fromRound - last - 1 > MAX_GAP) revert GapTooLong(fromRound, last, MAX_GAP);
        }
        chain.push(Anchor({fromRound: fromRound, toRound: toRound, anchoredAt: uint64(block.timestamp), root: root}));
        if (shard == 0) emit AnchorRecorded(n, fromRound, toRound, root);
        else emit ShardAnchorRecorded(shard, n, fromRound, toRound, root);
    }

    /// @notice Owner only: keeps the first `keep` anchors of shard 0 and removes the rest,
    ///         e.g. to undo an anchor a stolen scheduler key pushed far ahead. Anchoring then
    ///         continues after the last kept anchor (or anywhere, if none is kept).
    function rewindAnchors(uint256 keep) external onlyOwner {
        _rewind(0, keep);
    }

    /// @notice Owner only: rewindAnchors of shard `shard`'s chain.
    function rewindAnchorsOf(uint32 shard, uint256 keep) external onlyOwner {
        _rewind(shard, keep);
    }

    function _rewind(uint32 shard, uint256 keep) private {
        Anchor[] storage chain = _chain(shard);
        uint256 n = chain.length;
        if (keep > n) revert RewindOutOfRange(keep, n);
        for (uint256 i = n; i > keep; --i) {
            chain.pop();
        }
        uint64 last = keep == 0 ? 0 : chain[keep - 1].toRound;
        if (shard == 0) emit AnchorsRewound(keep, n - keep, last);
        else emit ShardAnchorsRewound(shard, keep, n - keep, last);
    }

    function _chain(uint32 shard) private view returns (Anchor[] storage) {
        return shard == 0 ? _anchors : _shardAnchors[shard];
    }

    /// @notice How many anchors of shard 0 have been recorded.
    function anchorCount() external view returns (uint256) {
        return _anchors.length;
    }

    /// @notice How many anchors of shard `shard` have been recorded.
    function anchorCountOf(uint32 shard) external view returns (uint256) {
        return _chain(shard).length;
    }

    /// @notice Shard 0's anchor with this index, counted from 0.
    function anchorAt(uint256 index)
        external
        view
        returns (uint64 fromRound, uint64 toRound, uint64 anchoredAt, bytes32 root)
    {
        return _at(0, index);
    }

    /// @notice Shard `shard`'s anchor with this index, counted from 0.
    function anchorAtOf(uint32 shard, uint256 index)
        external
        view
        returns (uint64 fromRound, uint64 toRound, uint64 anchoredAt, bytes32 root)
    {
        return _at(shard, index);
    }

    function _at(uint32 shard, uint256 index)
        private
        view
        returns (uint64 fromRound, uint64 toRound, uint64 anchoredAt, bytes32 root)
    {
        Anchor[] storage chain = _chain(shard);
        if (index >= chain.length) revert AnchorIndexOutOfRange(index, chain.length);
        Anchor storage a = chain[index];
        return (a.fromRound, a.toRound, a.anchoredAt, a.root);
    }

    /// @notice Shard 0's last anchored round, and whether anything was anchored yet.
    function lastAnchoredRound() external view returns (uint64 toRound, bool any) {
        return _last(0);
    }

    /// @notice Shard `shard`'s last anchored round, and whether anything was anchored yet.
    function lastAnchoredRoundOf(uint32 shard) external view returns (uint64 toRound, bool any) {
        return _last(shard);
    }

    function _last(uint32 shard) private view returns (uint64 toRound, bool any) {
        Anchor[] storage chain = _chain(shard);
        uint256 n = chain.length;
        if (n == 0) return (0, false);
        return (chain[n - 1].toRound, true);
    }
}
