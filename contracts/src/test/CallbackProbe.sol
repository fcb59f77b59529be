// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IInferenceConsumer} from "../IInferenceConsumer.sol";

/// @notice The InferenceRouter functions the probe calls.
interface IProbeRouter {
    function requestInferenceWithCallback(
        string calldata model,
        bytes calldata prompt,
        uint32 maxTokens,
        uint64 deadline,
        uint32 gasLimit,
        uint32 requiredMemoryMB,
        bool batchable,
        uint32 callbackGasLimit
    ) external payable returns (uint256 id);
    function refund(uint256 id) external;
    function submitResult(uint256 id, bytes calldata output, uint32 attempt, uint64 notBefore, uint64 expiry, bytes calldata sig)
        external;
}

/// @title CallbackProbe
/// @notice Test consumer of InferenceRouter callbacks (contracts tests only; never deployed
///         by the daemon). Its mode says how onInferenceResult behaves: store what it got,
///         revert, burn all its gas, re-enter the router, or return a huge buffer.
contract CallbackProbe is IInferenceConsumer {
    uint8 public constant MODE_STORE = 0;
    uint8 public constant MODE_REVERT = 1;
    uint8 public constant MODE_BURN = 2;
    uint8 public constant MODE_REENTER = 3;
    uint8 public constant MODE_HUGE_RETURN = 4;

    IProbeRouter public immutable router;
    uint8 public mode;
    /// @notice Size of the buffer MODE_HUGE_RETURN returns.
    uint256 public returnBytes;

    /// @notice Per request id: how many times the router called back.
    mapping(uint256 id => uint256) public calls;
    mapping(uint256 id => bytes32) public hashes;
    mapping(uint256 id => uint256) public outputLengths;
    /// @notice gasleft() on entry to the last callback.
    uint256 public gasAtEntry;
    /// @notice MODE_REENTER: whether refund and submitResult from the callback failed.
    bool public refundBlocked;
    bool public submitBlocked;

    uint256 private _sink;

    constructor(IProbeRouter r) {
        router = r;
    }

    function setMode(uint8 m, uint256 size) external {
        mode = m;
        returnBytes = size;
    }

    /// @notice Requests through the router with a callback to this contract; msg.value is the fee.
    function request(string calldata model, bytes calldata prompt, uint32 maxTokens, uint64 deadline, uint32 callbackGas)
        external
        payable
        returns (uint256)
    {
        return router.requestInferenceWithCallback{value: msg.value}(
            model, prompt, maxTokens, deadline, 100_000, 8192, true, callbackGas
        );
    }

    function onInferenceResult(uint256 id, bytes32 outputHash, bytes calldata output) external override {
        uint256 g = gasleft();
        require(msg.sender == address(router), "not the router");
        uint8 m = mode;
        if (m == MODE_REVERT) revert("probe: revert");
        if (m == MODE_BURN) {
            while (true) {
                _sink = _sink + 1;
            }
        }
        gasAtEntry = g;
        calls[id] += 1;
        hashes[id] = outputHash;
        outputLengths[id] = output.length;
        if (m == MODE_REENTER) {
            (bool ok,) = address(router).call(abi.encodeCall(IProbeRouter.refund, (id)));
            refundBlocked = !ok;
            (ok,) = address(router).call(abi.encodeCall(IProbeRouter.submitResult, (id, output, 1, 0, 0, "")));
            submitBlocked = !ok;
        }
        if (m == MODE_HUGE_RETURN) {
            uint256 n = returnBytes;
            assembly {
                return(0, n)
            }
        }
    }

    receive() external payable {}
}
