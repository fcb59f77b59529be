// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {SchedulerKey} from "./SchedulerKey.sol";

/// @title OutputLimit
/// @notice The router's bound between outputs carried on chain and outputs kept off chain
///. An output of at most maxInlineOutputBytes is submitted whole
///         (submitResult, a ResultItem with outputHash 0); a longer one stays in the
///         deployment's content-addressed store and only its keccak-256 and length come on
///         chain (submitResultRef, a ResultItem with outputHash set and output empty).
/// @dev The two sides never overlap: an inline output above the limit and a reference to an
///      output within it are both refused, so that a consumer's callback gets the whole
///      output exactly when it is short enough to carry. The owner sets the limit; a result
///      sent across a change may be refused and is sent again the other way.
abstract contract OutputLimit is SchedulerKey {
    /// @notice maxInlineOutputBytes at deployment.
    uint256 public constant DEFAULT_MAX_INLINE_OUTPUT_BYTES = 4096;

    /// @notice Longest output submitted on chain; longer ones are submitted by reference.
    /// @dev uint96 so that it shares SchedulerKey's `scheduler` slot: a result reads both,
    ///      so the limit costs a warm read (100 gas), not a cold one (2 100).
    uint96 public maxInlineOutputBytes = uint96(DEFAULT_MAX_INLINE_OUTPUT_BYTES);

    /// @notice The owner changed maxInlineOutputBytes.
    event MaxInlineOutputBytesChanged(uint256 maxInlineOutputBytes);
    /// @notice Request id's output is off chain: outputHash is its keccak-256 and
    ///         outputLength its length in bytes (its ResultSubmitted carries no output).
    event ResultOffChain(uint256 indexed id, bytes32 outputHash, uint64 outputLength);

    /// @notice An inline output is longer than maxInlineOutputBytes.
    error OutputTooLarge(uint256 length, uint256 max);
    /// @notice An output submitted by reference fits inline (or its hash is zero).
    error OutputFitsInline(uint256 length, uint256 max);
    /// @notice setMaxInlineOutputBytes was given 0 or more than 2^96 - 1.
    error InvalidOutputLimit();

    /// @notice Owner only: the longest output carried on chain (1 .. 2^96 - 1).
    function setMaxInlineOutputBytes(uint256 limit) external onlyOwner {
        if (limit == 0 || limit > type(uint96).max) revert InvalidOutputLimit();
        maxInlineOutputBytes = uint96(limit);
        emit MaxInlineOutputBytesChanged(limit);
    }

    /// @dev Whether an item of a batch has an output of the right kind for its size.
    function _outputFits(bytes calldata output, bytes32 outputHash, uint64 outputLength) internal view returns (bool) {
        if (outputHash == bytes32(0)) return output.length <= maxInlineOutputBytes;
        return output.length == 0 && outputLength > maxInlineOutputBytes;
    }
}
