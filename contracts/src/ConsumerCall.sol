// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IInferenceConsumer} from "./IInferenceConsumer.sol";

/// @title ConsumerCall
/// @notice How InferenceRouter calls a requester's IInferenceConsumer.onInferenceResult
///, apart from the router's bookkeeping.
/// @dev A request made with requestInferenceWithCallback stores callbackGasLimit
///      (1..MAX_CALLBACK_GAS_LIMIT) and, when its result is accepted by
///      submitResult or submitResults, the router calls
///      IInferenceConsumer(requester).onInferenceResult(id, keccak256(output), output) with
///      exactly callbackGasLimit gas, copying no return data, inside the reentrancy guard,
///      after the request is marked fulfilled and before the payment. The caller must send
///      enough gas that the 63/64 rule leaves the callee its whole limit (checked right
///      before the call, CALLBACK_GAS_OVERHEAD covering the call itself); otherwise the
///      whole submission reverts with InsufficientCallbackGas, so a worker cannot starve a
///      callback to make it fail. A callback that reverts or runs out of gas, and a
///      requester without code, do not undo anything: the request is fulfilled, the worker
///      paid, and CallbackFailed(id) is emitted (CallbackDelivered(id) when it returned).
///      A request has at most one result, so its callback runs at most once.
abstract contract ConsumerCall {
    /// @notice Gas kept back before the 63/64 check of a callback: the opcodes between the
    ///         check and the CALL and the CALL's own cost (a cold account access is 2 600).
    uint256 public constant CALLBACK_GAS_OVERHEAD = 5_000;

    /// @notice The callback of request id reverted, ran out of gas, or its requester has
    ///         no code; the result stands and the worker was paid.
    event CallbackFailed(uint256 indexed id);
    /// @notice The callback of request id returned.
    event CallbackDelivered(uint256 indexed id);

    /// @notice The submission did not leave request id's callback its whole gas limit.
    error InsufficientCallbackGas(uint256 id, uint32 callbackGasLimit);

    /// @dev Calls consumer.onInferenceResult with exactly gasAmount gas and no return data
    ///      copied (a huge return buffer costs the callee, not the caller). Reverts the
    ///      whole submission with InsufficientCallbackGas when the gas left would not give
    ///      the callee all of gasAmount under the 63/64 rule. output is empty for an output
    ///      kept off chain; outputHash is always the full output's.
    function _callback(uint256 id, address consumer, uint32 gasAmount, bytes32 outputHash, bytes calldata output)
        internal
    {
        bytes memory data = abi.encodeCall(IInferenceConsumer.onInferenceResult, (id, outputHash, output));
        bool enough;
        bool ok;
        uint256 overhead = CALLBACK_GAS_OVERHEAD;
        assembly ("memory-safe") {
            let g := gas()
            if gt(g, overhead) {
                g := sub(g, overhead)
                enough := gt(sub(g, div(g, 64)), gasAmount)
            }
            if and(enough, gt(extcodesize(consumer), 0)) {
                ok := call(gasAmount, consumer, 0, add(data, 0x20), mload(data), 0, 0)
            }
        }
        if (!enough) revert InsufficientCallbackGas(id, gasAmount);
        if (ok) emit CallbackDelivered(id);
        else emit CallbackFailed(id);
    }
}
