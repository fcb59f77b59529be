// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IInferenceConsumer} from "../IInferenceConsumer.sol";

/// @notice The InferenceRouter functions a consumer needs.
interface IInferenceRouter {
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

    function requestInferenceFromSubscription(
        uint64 subId,
        string calldata model,
        bytes calldata prompt,
        uint32 maxTokens,
        uint64 deadline,
        uint32 gasLimit,
        uint32 requiredMemoryMB,
        bool batchable,
        uint32 callbackGasLimit,
        uint256 fee
    ) external returns (uint256 id);
}

/// @title VerdictConsumer
/// @notice Example consumer written only from IInferenceConsumer: it asks a model a yes/no
///         question, stores the verdict the router calls back with, and acts on it (here it
///         counts approvals and emits Verdict). A result whose output starts with "yes"
///         (any case) approves; anything else rejects.
contract VerdictConsumer is IInferenceConsumer {
    /// @notice Gas this contract asks for its callback, set at deployment. The callback's
    ///         cost is the chain's gas schedule: 120 000 (DEFAULT_CALLBACK_GAS) covers
    ///         onInferenceResult with a verdict of up to a few hundred bytes under Osaka
    ///         rules, but a chain that prices new storage higher (geth --dev runs
    ///         Amsterdam's EIP-8037 state-gas metering) needs more: size it for your chain.
    uint32 public immutable CALLBACK_GAS;
    /// @notice The callback gas the examples deploy with on an Osaka-rules chain.
    uint32 public constant DEFAULT_CALLBACK_GAS = 120_000;

    enum State {
        None,
        Asked,
        Approved,
        Rejected
    }

    IInferenceRouter public immutable router;
    /// @notice The deployer: the only one who may spend a subscription through this contract.
    address public immutable owner;
    mapping(uint256 id => State) public verdicts;
    mapping(uint256 id => bytes32) public outputHashes;
    uint256 public approvals;

    event Asked(uint256 indexed id, string model);
    event Verdict(uint256 indexed id, bool approved, bytes32 outputHash);

    error NotRouter(address caller);
    error NotAsked(uint256 id);
    error NotOwner(address caller);

    constructor(IInferenceRouter r, uint32 callbackGas) {
        router = r;
        owner = msg.sender;
        CALLBACK_GAS = callbackGas;
    }

    /// @notice Asks model the question; msg.value is the fee (GET /v1/quote?callback_gas=120000).
    function ask(string calldata model, bytes calldata question, uint32 maxTokens, uint64 deadline)
        external
        payable
        returns (uint256 id)
    {
        id = router.requestInferenceWithCallback{value: msg.value}(
            model, question, maxTokens, deadline, 100_000, 1024, true, CALLBACK_GAS
        );
        verdicts[id] = State.Asked;
        emit Asked(id, model);
    }

    /// @notice Asks model the question, paid from subscription subId (of which this
    ///         contract must be a consumer: the subscription's owner calls the router's
    ///         addConsumer) with fee in the subscription's currency. Owner only: anyone
    ///         else could spend the subscription through this contract.
    function askFromSubscription(
        uint64 subId,
        string calldata model,
        bytes calldata question,
        uint32 maxTokens,
        uint64 deadline,
        uint256 fee
    ) external returns (uint256 id) {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        id = router.requestInferenceFromSubscription(
            subId, model, question, maxTokens, deadline, 100_000, 1024, true, CALLBACK_GAS, fee
        );
        verdicts[id] = State.Asked;
        emit Asked(id, model);
    }

    function onInferenceResult(uint256 id, bytes32 outputHash, bytes calldata output) external override {
        if (msg.sender != address(router)) revert NotRouter(msg.sender);
        if (verdicts[id] != State.Asked) revert NotAsked(id);
        bool approved = _startsWithYes(output);
        verdicts[id] = approved ? State.Approved : State.Rejected;
        outputHashes[id] = outputHash;
        if (approved) ++approvals;
        emit Verdict(id, approved, outputHash);
    }

    function _startsWithYes(bytes calldata b) private pure returns (bool) {
        if (b.length < 3) return false;
        return (b[0] | 0x20) == "y" && (b[1] | 0x20) == "e" && (b[2] | 0x20) == "s";
    }
}
