// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title IInferenceConsumer
/// @notice What a contract implements to receive its results from InferenceRouter. A
///         contract that requested with requestInferenceWithCallback is called once, when
///         the result is accepted, with exactly the callbackGasLimit it asked for.
/// @dev The router ignores what this returns and whether it reverts: a failing callback
///      never undoes the result or the worker's payment (the router emits CallbackFailed).
///      The call runs inside the router's reentrancy guard, so submitResult, submitResults
///      and refund revert if called from it; requestInference and
///      requestInferenceWithCallback are open. Check msg.sender == the router.
interface IInferenceConsumer {
    /// @param id the request id requestInferenceWithCallback returned.
    /// @param outputHash keccak256 of the full output.
    /// @param output the full output when it is carried on chain (at most the router's
    ///        maxInlineOutputBytes); empty when it is kept off chain (GET
    ///        /v1/requests/{id}/output serves it, checked against outputHash).
    function onInferenceResult(uint256 id, bytes32 outputHash, bytes calldata output) external;
}
