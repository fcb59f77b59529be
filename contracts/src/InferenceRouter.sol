// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {SchedulerKey} from "./SchedulerKey.sol";
import {OutputLimit} from "./OutputLimit.sol";
import {ConsumerCall} from "./ConsumerCall.sol";
import {Subscriptions} from "./Subscriptions.sol";

/// @notice The part of WorkerRegistry the router reads.
interface IWorkerStake {
    function stakeOf(address worker) external view returns (uint256);
}

/// @title InferenceRouter
/// @notice Users pay for inference requests here, in ETH per request or from a prepaid
///         subscription in ETH or an accepted ERC-20 (Subscriptions); the worker the
///         off-chain scheduler assigned submits the result and is paid; a request with no
///         result by its deadline, or withdrawn by its requester, is refunded.
/// @dev Lifecycle of a request id (ids start at 1; 0 is never used):
///        none (0) -> pending (1) -> fulfilled (2) | refunded (3).
///      A result is accepted while block.timestamp <= deadline and, once the request is
///      withdrawn, block.timestamp < withdrawAt; a refund only once block.timestamp >
///      deadline or, once withdrawn, block.timestamp >= withdrawAt. The two windows never
///      overlap, so a worker and a refunder cannot race for the same fee, and each fee is
///      paid once: to the worker of the accepted result or back to its payer.
///
///      Fees. A request's fee is held by the router from the request on: msg.value for
///      requestInference(WithCallback), or `fee` reserved from a subscription's balance
///      for requestInferenceFromSubscription (InferenceRequested.priorityFee is then in
///      the subscription's currency, and RequestFromSubscription(id, subId, token) follows
///      it in the same transaction: how an off-chain reader learns the currency;
///      getRequests says it too). bumpFee adds to a pending request's fee (FeeBumped
///      carries the new total); the worker is paid the total, in the request's currency.
///
///      Withdrawal. The requester (or, for a subscription request, the subscription's
///      owner) may withdraw a pending request with withdrawRequest: it takes effect
///      withdrawalDelay seconds later (withdrawAt, WithdrawalRequested), and until then a
///      result is still accepted and paid. The scheduler assigns no withdrawn request,
///      and every voucher it signs expires at most 2 x its voucher_ttl + 1 s after it
///      signed it, so withdrawalDelay (at least MIN_WITHDRAWAL_DELAY, DEFAULT 15 min) must
///      exceed 2 x voucher_ttl plus the time the scheduler takes to see the withdrawal
///      (its confirmations): then no voucher signed before the scheduler saw the
///      withdrawal is valid at withdrawAt, and a worker holding one is paid whenever it
///      submits within it. A withdrawn request is refunded like an expired one.
///
///      Refunds nobody has to ask for. refund(id) returns a refundable request's whole
///      fee to its payer (anyone may call it). refundMany(ids) refunds many in one
///      transaction, skipping the ids not refundable, and pays its sender (the keeper:
///      the scheduler refunds expired requests with it) at most keeperFeeCap[currency]
///      of each fee it refunds. An ETH refund is pushed to the requester with
///      REFUND_PAY_GAS gas; a requester that refuses it has it credited in owed
///      (withdrawOwed), so that one requester cannot block a batch. A subscription
///      request's refund releases its reservation: the fee is available to the
///      subscription again.
///
///      The worker proves its assignment with an EIP-712 voucher
///      `Assignment(uint256 requestId,address worker,uint32 attempt,bytes32 inputHash,uint64 notBefore,uint64 expiry)`
///      signed by `scheduler`, domain name "InferenceRouter", version "1", this chain id and
///      this contract address. `worker` is always taken to be msg.sender and `inputHash` the
///      request's stored commitment, so a voucher naming another worker, one signed for
///      another prompt, and one signed by any key but the scheduler's all fail with
///      InvalidVoucherSigner. A voucher is valid while notBefore <= block.timestamp <= expiry;
///      the scheduler gives each attempt of a request a window that starts after the
///      previous attempt's expiry, so no two vouchers of one request are ever valid at once
///. It sizes each window from its voucher_ttl and the request's deadline,
///      not from the job's estimated duration, so a slow worker or a scheduler restart
///      does not void an honest result; a reassigned attempt is payable only once the
///      previous window has closed (docs/security.md).
///
///      Every request stores inputHash = keccak256(abi.encode(keccak256(model),
///      keccak256(prompt), maxTokens, gasLimit, requiredMemoryMB, batchable)) (see
///      inputHashOf), its requester, fee, submission time and deadline, so that an off-chain
///      reader can check a request message against the chain (getRequests reads many at once)
///      and a worker can check the prompt it was given against what the requester paid for.
///
///      Pausing stops new requests only: results and refunds of pending requests keep working
///      so that no fee is ever locked by a pause.
///
///      submitResults settles several results in one transaction. Each item goes through the
///      same checks as submitResult, but an item that fails one is skipped with a
///      ResultSkipped event instead of reverting, so one stale or duplicate item never costs
///      the worker the rest of its batch. Reentrancy: both result paths are nonReentrant and
///      follow checks-effects-interactions; the batch marks every accepted request fulfilled
///      and emits its events before the single push payment of the summed fees to msg.sender
///      (the worker itself), so a reentrant call could only find the items already settled.
///      A failed payment reverts the whole batch: the only recipient is the caller, so it can
///      only fail by the caller's own choice.
///
///      Only a staked worker is paid: submitResult and submitResults revert with
///      WorkerNotStaked unless workerRegistry.stakeOf(msg.sender) > 0 (an active stake; the
///      registry enforces its minimum). The registry is a constructor argument; the owner may
///      move the router to another one with setWorkerRegistry.
///
///      Callbacks: see ConsumerCall.
///
///      Outputs of any size (OutputLimit): an output longer than
///      maxInlineOutputBytes is submitted by reference with submitResultRef (or a ResultItem
///      whose outputHash is set): the same checks and payment, ResultSubmitted with the hash
///      and an empty output, ResultOffChain with the hash and length, and a callback with
///      an empty output.
///
///      Zero-fee requests are allowed. maxTokens, gasLimit and requiredMemoryMB are not
///      checked here; they are passed through to the event for the off-chain scheduler, which
///      rejects impossible values.
contract InferenceRouter is OutputLimit, Subscriptions, ConsumerCall, EIP712, ReentrancyGuard, Pausable {
    /// @notice Request status values returned by requestStatus.
    uint8 public constant STATUS_NONE = 0;
    uint8 public constant STATUS_PENDING = 1;
    uint8 public constant STATUS_FULFILLED = 2;
    uint8 public constant STATUS_REFUNDED = 3;

    /// @notice EIP-712 type hash of the assignment voucher.
    bytes32 public constant ASSIGNMENT_TYPEHASH =
        keccak256(
            "Assignment(uint256 requestId,address worker,uint32 attempt,bytes32 inputHash,uint64 notBefore,uint64 expiry)"
        );

    /// @notice Why submitResults skipped an item (ResultSkipped.reason).
    uint8 public constant SKIP_UNKNOWN = 1;
    uint8 public constant SKIP_FULFILLED = 2;
    uint8 public constant SKIP_REFUNDED = 3;
    uint8 public constant SKIP_DEADLINE_PASSED = 4;
    uint8 public constant SKIP_VOUCHER_EXPIRED = 5;
    uint8 public constant SKIP_MALFORMED_SIGNATURE = 6;
    uint8 public constant SKIP_INVALID_SIGNER = 7;
    uint8 public constant SKIP_VOUCHER_NOT_YET_VALID = 8;
    /// @notice The item's output is inline above maxInlineOutputBytes, or by reference within it.
    uint8 public constant SKIP_OUTPUT_SIZE = 9;
    /// @notice The request's withdrawal took effect (block.timestamp >= withdrawAt).
    uint8 public constant SKIP_WITHDRAWN = 10;

    /// @dev Request.flags: subId, and withdrawAt, are set in slot 3.
    uint8 private constant FLAG_SUBSCRIPTION = 1;
    uint8 private constant FLAG_WITHDRAWN = 2;

    /// @notice withdrawalDelay at deployment, and its bounds.
    uint64 public constant DEFAULT_WITHDRAWAL_DELAY = 15 minutes;
    uint64 public constant MIN_WITHDRAWAL_DELAY = 1 minutes;
    uint64 public constant MAX_WITHDRAWAL_DELAY = 7 days;
    /// @notice Gas an ETH refund pushed by refundMany gets; a requester that needs more
    ///         is credited in owed.
    uint256 public constant REFUND_PAY_GAS = 50_000;

    /// @notice One result of a batch: the arguments of submitResult for one request, or,
    ///         when outputHash is not 0, of submitResultRef (output then empty).
    struct ResultItem {
        uint256 id;
        bytes output;
        uint32 attempt;
        uint64 voucherNotBefore;
        uint64 voucherExpiry;
        bytes schedulerSig;
        bytes32 outputHash;
        uint64 outputLength;
    }

    struct Request {
        address requester; // slot 0
        uint64 deadline; // slot 0
        uint8 status; // slot 0
        uint8 flags; // slot 0: FLAG_SUBSCRIPTION, FLAG_WITHDRAWN (slot 3 is read only when set)
        uint128 fee; // slot 1 (msg.value; all the ether there is fits in 2^128 wei)
        uint64 submittedAt; // slot 1
        uint32 callbackGasLimit; // slot 1 (0: no callback)
        uint32 fulfilledAt; // slot 1 (unix seconds of the accepted result; 0 until then)
        bytes32 inputHash; // slot 2
        uint64 subId; // slot 3 (0: paid in ETH with the request; never written then)
        uint64 withdrawAt; // slot 3 (0: not withdrawn)
    }

    /// @notice A request as getRequests returns it (all zero for an unknown id).
    struct RequestInfo {
        address requester;
        uint256 fee;
        uint64 submittedAt;
        uint64 deadline;
        uint8 status;
        bytes32 inputHash;
        uint32 callbackGasLimit;
        uint64 subId; // 0: paid in ETH with the request
        address token; // the fee's currency: address(0) for ETH
        uint64 withdrawAt; // 0: not withdrawn
    }

    /// @notice Largest callbackGasLimit requestInferenceWithCallback accepts.
    uint32 public constant MAX_CALLBACK_GAS_LIMIT = 5_000_000;

    /// @notice Most ids getRequests reads in one call.
    uint256 public constant MAX_BATCH_READ = 1024;

    /// @notice Maximum prompt length in bytes accepted by requestInference.
    uint256 public maxPromptBytes;
    /// @notice Maximum model name length in bytes accepted by requestInference.
    uint256 public maxModelNameBytes;
    /// @notice The id the next request will get.
    uint256 public nextRequestId = 1;

    /// @notice The WorkerRegistry whose active stake a worker needs to submit results.
    IWorkerStake public workerRegistry;
    /// @notice Seconds from withdrawRequest until the withdrawal takes effect.
    uint64 public withdrawalDelay = DEFAULT_WITHDRAWAL_DELAY;
    /// @notice ETH refunds a requester refused under refundMany, for it to withdraw.
    mapping(address requester => uint256) public owed;

    mapping(uint256 id => Request) private _requests;
    /// @dev Per fulfilled request: resultCommitment(worker, outputHash).
    mapping(uint256 id => bytes32) private _results;

    event InferenceRequested(
        uint256 indexed id,
        address indexed requester,
        string model,
        bytes prompt,
        uint32 maxTokens,
        uint256 priorityFee,
        uint64 submittedAt,
        uint64 deadline,
        uint32 gasLimit,
        uint32 requiredMemoryMB,
        bool batchable,
        uint32 callbackGasLimit
    );
    event ResultSubmitted(uint256 indexed id, address indexed worker, bytes32 outputHash, bytes output);
    /// @notice submitResults did not accept the item for request id; reason is a SKIP_* value.
    event ResultSkipped(uint256 indexed id, address indexed worker, uint8 reason);
    event Refunded(uint256 indexed id, address indexed requester, uint256 amount);
    /// @notice Request id is paid from subscription subId in token (address(0): ETH);
    ///         emitted right after its InferenceRequested.
    event RequestFromSubscription(uint256 indexed id, uint64 indexed subId, address token);
    /// @notice Request id's fee was raised; fee is the new total.
    event FeeBumped(uint256 indexed id, uint256 fee);
    /// @notice Request id is withdrawn: from effectiveAt on no result is accepted and it
    ///         can be refunded.
    event WithdrawalRequested(uint256 indexed id, uint64 effectiveAt);
    /// @notice The owner changed withdrawalDelay.
    event WithdrawalDelaySet(uint64 delay);
    /// @notice refundMany paid keeper amount of token (address(0): ETH) from refunded fees.
    event KeeperPaid(address indexed keeper, address token, uint256 amount);
    /// @notice requester refused an ETH refund; it is credited in owed.
    event RefundDeferred(address indexed requester, uint256 amount);
    /// @notice The owner set the WorkerRegistry that results are checked against.
    event WorkerRegistrySet(address indexed registry);
    /// @notice Emitted when the owner changes the input limits (also once at deployment).
    event LimitsChanged(uint256 maxPromptBytes, uint256 maxModelNameBytes);

    /// @notice The caller has no active stake in workerRegistry.
    error WorkerNotStaked(address worker);
    /// @notice The WorkerRegistry address given is zero.
    error WorkerRegistryNotSet();
    /// @notice The model name is empty.
    error EmptyModel();
    /// @notice The model name is longer than maxModelNameBytes.
    error ModelNameTooLong(uint256 length, uint256 max);
    /// @notice The prompt is longer than maxPromptBytes.
    error PromptTooLong(uint256 length, uint256 max);
    /// @notice The deadline is not strictly after the current block's timestamp.
    error DeadlineNotInFuture(uint64 deadline, uint256 blockTimestamp);
    /// @notice A limit passed to the constructor or setLimits is zero.
    error InvalidLimits(uint256 maxPromptBytes, uint256 maxModelNameBytes);
    /// @notice No request with this id exists.
    error UnknownRequest(uint256 id);
    /// @notice The request already has a result.
    error AlreadyFulfilled(uint256 id);
    /// @notice The request was already refunded.
    error AlreadyRefunded(uint256 id);
    /// @notice A result came after the request's deadline.
    error DeadlinePassed(uint256 id, uint64 deadline);
    /// @notice The voucher's window has not started (its notBefore is after the block's timestamp).
    error VoucherNotYetValid(uint64 notBefore, uint256 blockTimestamp);
    /// @notice getRequests was asked for more than MAX_BATCH_READ ids.
    error BatchTooLarge(uint256 length, uint256 max);
    /// @notice The voucher's expiry is before the current block's timestamp.
    error VoucherExpired(uint64 expiry, uint256 blockTimestamp);
    /// @notice The voucher signature is not 65 bytes or not a valid secp256k1 signature.
    error MalformedVoucherSignature();
    /// @notice The voucher, read as naming msg.sender, was not signed by the scheduler key.
    error InvalidVoucherSigner(address recovered);
    /// @notice refund was called at or before the request's deadline.
    error RefundTooEarly(uint256 id, uint64 deadline);
    /// @notice callbackGasLimit is 0 or above MAX_CALLBACK_GAS_LIMIT.
    error InvalidCallbackGasLimit(uint32 callbackGasLimit, uint32 max);
    /// @notice Only the requester (or the owner of the request's subscription) may do this.
    error NotRequester(uint256 id, address caller);
    /// @notice The request's withdrawal took effect at withdrawAt.
    error Withdrawn(uint256 id, uint64 withdrawAt);
    /// @notice The request is already withdrawn.
    error AlreadyWithdrawn(uint256 id, uint64 withdrawAt);
    /// @notice bumpFee was given 0.
    error ZeroAmount();
    /// @notice setWithdrawalDelay was given a delay outside its bounds.
    error InvalidWithdrawalDelay(uint64 delay);

    /// @param initialOwner may pause, rotate the scheduler key and change limits.
    /// @param initialScheduler the address whose key signs assignment vouchers.
    /// @param promptLimit largest prompt accepted, in bytes (> 0).
    /// @param modelNameLimit longest model name accepted, in bytes (> 0).
    /// @param registry the WorkerRegistry whose active stake a worker needs to be paid (not 0).
    constructor(
        address initialOwner,
        address initialScheduler,
        uint256 promptLimit,
        uint256 modelNameLimit,
        address registry
    ) SchedulerKey(initialOwner, initialScheduler) EIP712("InferenceRouter", "1") {
        _setLimits(promptLimit, modelNameLimit);
        _setWorkerRegistry(registry);
    }

    /// @notice Submits an inference request; msg.value is the priority fee paid to the worker.
    /// @param model model name, 1..maxModelNameBytes bytes.
    /// @param prompt at most maxPromptBytes bytes.
    /// @param deadline unix time in seconds, strictly after the current block's timestamp.
    /// @return id the new request's id (ids are sequential from 1).
    function requestInference(
        string calldata model,
        bytes calldata prompt,
        uint32 maxTokens,
        uint64 deadline,
        uint32 gasLimit,
        uint32 requiredMemoryMB,
        bool batchable
    ) external payable whenNotPaused returns (uint256 id) {
        return _request(model, prompt, Params(maxTokens, deadline, gasLimit, requiredMemoryMB, batchable, 0, msg.value, 0));
    }

    /// @notice requestInference whose result is also delivered to msg.sender, a contract
    ///         implementing IInferenceConsumer, with exactly callbackGasLimit gas. The
    ///         worker's result transaction pays that gas, so the fee should cover it
    ///         (GET /v1/quote?callback_gas=).
    /// @param callbackGasLimit 1..MAX_CALLBACK_GAS_LIMIT.
    function requestInferenceWithCallback(
        string calldata model,
        bytes calldata prompt,
        uint32 maxTokens,
        uint64 deadline,
        uint32 gasLimit,
        uint32 requiredMemoryMB,
        bool batchable,
        uint32 callbackGasLimit
    ) external payable whenNotPaused returns (uint256 id) {
        if (callbackGasLimit == 0 || callbackGasLimit > MAX_CALLBACK_GAS_LIMIT) {
            revert InvalidCallbackGasLimit(callbackGasLimit, MAX_CALLBACK_GAS_LIMIT);
        }
        return _request(
            model, prompt, Params(maxTokens, deadline, gasLimit, requiredMemoryMB, batchable, callbackGasLimit, msg.value, 0)
        );
    }

    /// @notice A request paid from subscription subId, of which msg.sender is a consumer:
    ///         fee (in the subscription's currency) is reserved from its balance (reverts
    ///         with InsufficientBalance unless balance - reserved covers it), paid to the
    ///         worker of the accepted result and released back to the balance on refund.
    ///         The result is delivered to msg.sender as with requestInferenceWithCallback
    ///         when callbackGasLimit is not 0.
    /// @param callbackGasLimit 0 (no callback) or 1..MAX_CALLBACK_GAS_LIMIT.
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
    ) external whenNotPaused nonReentrant returns (uint256 id) {
        if (callbackGasLimit > MAX_CALLBACK_GAS_LIMIT) {
            revert InvalidCallbackGasLimit(callbackGasLimit, MAX_CALLBACK_GAS_LIMIT);
        }
        Params memory p;
        p.maxTokens = maxTokens;
        p.deadline = deadline;
        p.gasLimit = gasLimit;
        p.requiredMemoryMB = requiredMemoryMB;
        p.batchable = batchable;
        p.callbackGasLimit = callbackGasLimit;
        p.fee = fee;
        p.subId = subId;
        address token = _reserveFor(subId, fee);
        id = _request(model, prompt, p);
        emit RequestFromSubscription(id, subId, token);
    }

    /// @notice Raises a pending request's fee by amount: msg.value (== amount) for a
    ///         request paid in ETH, else reserved from its subscription. The requester (or
    ///         the subscription's owner) only, until the deadline and the withdrawal.
    ///         Emits FeeBumped with the new total.
    function bumpFee(uint256 id, uint256 amount) external payable nonReentrant {
        Request storage r = _requests[id];
        _requirePending(id, r.status);
        uint64 subId = _subIdOf(r);
        _requireRequester(id, r, subId);
        if (block.timestamp > r.deadline) revert DeadlinePassed(id, r.deadline);
        if (r.flags & FLAG_WITHDRAWN != 0) revert AlreadyWithdrawn(id, r.withdrawAt);
        if (amount == 0) revert ZeroAmount();
        if (subId == 0) {
            if (msg.value != amount) revert WrongValue(msg.value, amount);
        } else {
            if (msg.value != 0) revert WrongValue(msg.value, amount);
            _reserve(subId, _liveSub(subId), amount);
        }
        uint256 total = uint256(r.fee) + amount;
        if (total > type(uint128).max) revert AmountTooLarge(total);
        r.fee = uint128(total);
        emit FeeBumped(id, total);
    }

    /// @notice Withdraws a pending request: from withdrawalDelay seconds on, no result is
    ///         accepted and anyone may refund it. A result landing before then is accepted
    ///         and paid as usual. The requester (or the subscription's owner) only, until
    ///         the deadline.
    function withdrawRequest(uint256 id) external nonReentrant {
        Request storage r = _requests[id];
        _requirePending(id, r.status);
        _requireRequester(id, r, _subIdOf(r));
        if (block.timestamp > r.deadline) revert DeadlinePassed(id, r.deadline);
        if (r.flags & FLAG_WITHDRAWN != 0) revert AlreadyWithdrawn(id, r.withdrawAt);
        uint64 at = uint64(block.timestamp) + withdrawalDelay;
        r.flags |= FLAG_WITHDRAWN;
        r.withdrawAt = at;
        emit WithdrawalRequested(id, at);
    }

    /// @dev Reserves fee from subscription subId for a request of msg.sender, a consumer.
    function _reserveFor(uint64 subId, uint256 fee) private returns (address token) {
        Subscription storage s = _liveSub(subId);
        if (!_isConsumer[subId][msg.sender]) revert NotConsumer(subId, msg.sender);
        return _reserve(subId, s, fee);
    }

    function fundSubscription(uint64 subId, uint256 amount) external payable override nonReentrant {
        _fund(subId, amount);
    }

    function cancelSubscription(uint64 subId, address to) external override nonReentrant {
        _cancel(subId, to);
    }

    /// @dev The scalar arguments of a request (in memory: the stack cannot hold them all).
    struct Params {
        uint32 maxTokens;
        uint64 deadline;
        uint32 gasLimit;
        uint32 requiredMemoryMB;
        bool batchable;
        uint32 callbackGasLimit;
        uint256 fee; // in the request's currency
        uint64 subId; // 0: paid in ETH with the request
    }

    function _request(string calldata model, bytes calldata prompt, Params memory p) private returns (uint256 id) {
        {
            uint256 modelLen = bytes(model).length;
            if (modelLen == 0) revert EmptyModel();
            if (modelLen > maxModelNameBytes) revert ModelNameTooLong(modelLen, maxModelNameBytes);
        }
        if (prompt.length > maxPromptBytes) revert PromptTooLong(prompt.length, maxPromptBytes);
        if (p.deadline <= block.timestamp) revert DeadlineNotInFuture(p.deadline, block.timestamp);

        uint256 fee = p.fee;
        if (fee > type(uint128).max) revert AmountTooLarge(fee);

        id = nextRequestId++;
        Request storage r = _requests[id];
        r.requester = msg.sender;
        r.deadline = p.deadline;
        r.status = STATUS_PENDING;
        r.fee = uint128(fee);
        r.submittedAt = uint64(block.timestamp);
        r.callbackGasLimit = p.callbackGasLimit;
        r.inputHash = inputHashOf(model, prompt, p.maxTokens, p.gasLimit, p.requiredMemoryMB, p.batchable);
        if (p.subId != 0) {
            r.flags = FLAG_SUBSCRIPTION;
            r.subId = p.subId; // slot 3 stays untouched for a request paid in ETH
        }
        _emitRequested(id, model, prompt, p);
    }

    /// @dev model is copied to memory (it is short) to keep the encoding within the stack.
    function _emitRequested(uint256 id, string memory model, bytes calldata prompt, Params memory p) private {
        emit InferenceRequested(
            id,
            msg.sender,
            model,
            prompt,
            p.maxTokens,
            p.fee,
            uint64(block.timestamp),
            p.deadline,
            p.gasLimit,
            p.requiredMemoryMB,
            p.batchable,
            p.callbackGasLimit
        );
    }

    /// @notice Records the result of a pending request and pays its fee to msg.sender.
    /// @param attempt the attempt signed in the voucher.
    /// @param voucherNotBefore, voucherExpiry the window signed in the voucher; the voucher
    ///        is valid while voucherNotBefore <= block.timestamp <= voucherExpiry.
    /// @param schedulerSig 65-byte (r, s, v) EIP-712 signature of the Assignment voucher.
    function submitResult(
        uint256 id,
        bytes calldata output,
        uint32 attempt,
        uint64 voucherNotBefore,
        uint64 voucherExpiry,
        bytes calldata schedulerSig
    ) external nonReentrant {
        _requireStaked(msg.sender);
        Request storage r = _requests[id];
        _checkVoucher(id, r, attempt, voucherNotBefore, voucherExpiry, schedulerSig);
        if (output.length > maxInlineOutputBytes) revert OutputTooLarge(output.length, maxInlineOutputBytes);

        (address token, uint256 fee) = _accept(id, r, output);
        _payOut(token, msg.sender, fee);
    }

    /// @notice submitResult for an output kept off chain: outputHash is the keccak-256 of
    ///         the full output and outputLength (> maxInlineOutputBytes) its length.
    function submitResultRef(
        uint256 id,
        bytes32 outputHash,
        uint64 outputLength,
        uint32 attempt,
        uint64 voucherNotBefore,
        uint64 voucherExpiry,
        bytes calldata schedulerSig
    ) external nonReentrant {
        _requireStaked(msg.sender);
        if (outputHash == bytes32(0) || outputLength <= maxInlineOutputBytes) {
            revert OutputFitsInline(outputLength, maxInlineOutputBytes);
        }
        Request storage r = _requests[id];
        _checkVoucher(id, r, attempt, voucherNotBefore, voucherExpiry, schedulerSig);
        (address token, uint256 fee) = _acceptOffChain(id, r, outputHash, outputLength);
        _payOut(token, msg.sender, fee);
    }

    /// @notice Records several results in one transaction and pays their summed fees to
    ///         msg.sender (per currency). An item that submitResult would reject is skipped
    ///         with a ResultSkipped event; the others are accepted (a repeated id in one
    ///         batch is accepted once, then skipped as fulfilled).
    /// @return accepted how many items were accepted.
    function submitResults(ResultItem[] calldata items) external nonReentrant returns (uint256 accepted) {
        _requireStaked(msg.sender);
        Tally memory t;
        for (uint256 i = 0; i < items.length; ++i) {
            ResultItem calldata it = items[i];
            Request storage r = _requests[it.id];
            uint8 reason = _skipReason(it, r);
            if (reason != 0) {
                emit ResultSkipped(it.id, msg.sender, reason);
                continue;
            }
            (address token, uint256 fee) = it.outputHash == bytes32(0)
                ? _accept(it.id, r, it.output)
                : _acceptOffChain(it.id, r, it.outputHash, it.outputLength);
            _tally(t, token, fee, msg.sender);
            ++accepted;
        }
        _settle(t, msg.sender);
    }

    /// @notice Returns the whole fee of a refundable request to its payer: the requester
    ///         for a request paid in ETH, the subscription's balance otherwise.
    /// @dev Anyone may call it, once block.timestamp > deadline or, for a withdrawn
    ///      request, >= withdrawAt. The ether always goes to the requester; a push it
    ///      refuses reverts this call (refundMany credits it instead).
    function refund(uint256 id) external nonReentrant {
        Request storage r = _requests[id];
        _requirePending(id, r.status);
        uint64 withdrawAt = _withdrawAtOf(r);
        if (!_refundable(r.deadline, withdrawAt)) revert RefundTooEarly(id, _refundableAfter(r.deadline, withdrawAt));
        (address payee, uint256 amount) = _refund(id, r, 0);
        _pay(payee, amount);
    }

    /// @notice Refunds every refundable request of ids (the others are skipped), as refund
    ///         does, and pays msg.sender (the keeper) at most keeperFeeCap[currency] of each
    ///         refunded fee. ETH refunds that a requester refuses are credited in owed.
    /// @return refunded how many requests were refunded.
    function refundMany(uint256[] calldata ids) external nonReentrant returns (uint256 refunded) {
        if (ids.length > MAX_BATCH_READ) revert BatchTooLarge(ids.length, MAX_BATCH_READ);
        Tally memory t;
        for (uint256 i = 0; i < ids.length; ++i) {
            uint256 id = ids[i];
            Request storage r = _requests[id];
            if (r.status != STATUS_PENDING || !_refundable(r.deadline, _withdrawAtOf(r))) continue;
            uint64 subId = _subIdOf(r);
            address token = subId == 0 ? address(0) : _subs[subId].token;
            uint256 cap = keeperFeeCap[token];
            uint256 fee = r.fee;
            uint256 keep = fee < cap ? fee : cap;
            (address payee, uint256 amount) = _refund(id, r, keep);
            if (amount != 0) {
                (bool ok,) = payee.call{value: amount, gas: REFUND_PAY_GAS}("");
                if (!ok) {
                    owed[payee] += amount;
                    emit RefundDeferred(payee, amount);
                }
            }
            _tally(t, token, keep, msg.sender);
            ++refunded;
        }
        _settle(t, msg.sender);
    }

    /// @notice Pays msg.sender the ETH refunds it refused under refundMany.
    function withdrawOwed() external nonReentrant {
        uint256 amount = owed[msg.sender];
        owed[msg.sender] = 0;
        _pay(msg.sender, amount);
    }

    /// @notice Owner only: the withdrawal delay, MIN_WITHDRAWAL_DELAY..MAX_WITHDRAWAL_DELAY
    ///         seconds (see the contract's notes: it must exceed twice the scheduler's
    ///         voucher_ttl plus its confirmation time). Withdrawals already made keep theirs.
    function setWithdrawalDelay(uint64 delay) external onlyOwner {
        if (delay < MIN_WITHDRAWAL_DELAY || delay > MAX_WITHDRAWAL_DELAY) revert InvalidWithdrawalDelay(delay);
        withdrawalDelay = delay;
        emit WithdrawalDelaySet(delay);
    }

    /// @dev Marks request id refunded and takes keep (<= its fee) for the keeper. A
    ///      subscription request's fee less keep is released to its subscription (payee and
    ///      amount 0); an ETH request's is returned as (requester, amount) for the caller to
    ///      pay.
    function _refund(uint256 id, Request storage r, uint256 keep) private returns (address payee, uint256 amount) {
        r.status = STATUS_REFUNDED;
        uint256 fee = r.fee;
        address requester = r.requester;
        uint64 subId = _subIdOf(r);
        emit Refunded(id, requester, fee - keep);
        if (subId == 0) return (requester, fee - keep);
        Subscription storage s = _subs[subId];
        s.reserved -= uint128(fee - keep);
        if (keep != 0) _spend(s, keep);
        return (address(0), 0);
    }

    /// @dev Whether a pending request with this deadline and withdrawal may be refunded now.
    function _refundable(uint64 deadline, uint64 withdrawAt) private view returns (bool) {
        return block.timestamp > deadline || (withdrawAt != 0 && block.timestamp >= withdrawAt);
    }

    /// @dev The last second at which a request is not yet refundable.
    function _refundableAfter(uint64 deadline, uint64 withdrawAt) private pure returns (uint64) {
        if (withdrawAt != 0 && withdrawAt - 1 < deadline) return withdrawAt - 1;
        return deadline;
    }

    /// @dev Payments of one currency at a time, summed while the currency stays the same
    ///      (a batch is usually of one currency): what submitResults and refundMany pay
    ///      their sender.
    struct Tally {
        address token;
        uint256 amount;
    }

    function _tally(Tally memory t, address token, uint256 amount, address to) private {
        if (amount == 0) return;
        if (t.amount != 0 && t.token != token) _settle(t, to);
        t.token = token;
        t.amount += amount;
    }

    function _settle(Tally memory t, address to) private {
        uint256 amount = t.amount;
        if (amount == 0) return;
        t.amount = 0;
        if (t.token == address(0)) _pay(to, amount);
        else _payOut(t.token, to, amount);
    }

    /// @dev The subscription a request is paid from (0: ETH), reading slot 3 only if it is.
    function _subIdOf(Request storage r) private view returns (uint64) {
        return r.flags & FLAG_SUBSCRIPTION == 0 ? 0 : r.subId;
    }

    /// @dev When a request's withdrawal takes effect (0: not withdrawn).
    function _withdrawAtOf(Request storage r) private view returns (uint64) {
        return r.flags & FLAG_WITHDRAWN == 0 ? 0 : r.withdrawAt;
    }

    /// @dev Only the requester of id, or the owner of its subscription (subId != 0).
    function _requireRequester(uint256 id, Request storage r, uint64 subId) private view {
        if (msg.sender == r.requester) return;
        if (subId != 0 && msg.sender == _subs[subId].owner) return;
        revert NotRequester(id, msg.sender);
    }

    /// @notice 0 none, 1 pending, 2 fulfilled, 3 refunded.
    function requestStatus(uint256 id) external view returns (uint8) {
        return _requests[id].status;
    }

    /// @notice The stored state of a request (all zero for an unknown id).
    function getRequest(uint256 id)
        external
        view
        returns (address requester, uint256 fee, uint64 deadline, uint8 status, uint64 submittedAt, bytes32 inputHash)
    {
        Request storage r = _requests[id];
        return (r.requester, r.fee, r.deadline, r.status, r.submittedAt, r.inputHash);
    }

    /// @notice The stored state of many requests in one call (at most MAX_BATCH_READ ids),
    ///         in the order asked; an unknown id reads as all zero.
    function getRequests(uint256[] calldata ids) external view returns (RequestInfo[] memory out) {
        if (ids.length > MAX_BATCH_READ) revert BatchTooLarge(ids.length, MAX_BATCH_READ);
        out = new RequestInfo[](ids.length);
        for (uint256 i = 0; i < ids.length; ++i) {
            Request storage r = _requests[ids[i]];
            uint64 subId = _subIdOf(r);
            out[i] = RequestInfo(
                r.requester,
                r.fee,
                r.submittedAt,
                r.deadline,
                r.status,
                r.inputHash,
                r.callbackGasLimit,
                subId,
                subId == 0 ? address(0) : _subs[subId].token,
                _withdrawAtOf(r)
            );
        }
    }

    /// @notice The result of request id as a verifier checks it: commitment is
    ///         resultCommitment(worker, outputHash) of the accepted result and fulfilledAt
    ///         the block timestamp it was accepted at (uint32: good until 2106); both 0
    ///         while the request has no result.
    function resultOf(uint256 id) external view returns (bytes32 commitment, uint32 fulfilledAt) {
        return (_results[id], _requests[id].fulfilledAt);
    }

    /// @notice keccak256(abi.encode(worker, outputHash)): what resultOf stores per result.
    function resultCommitment(address worker, bytes32 outputHash) public pure returns (bytes32) {
        return keccak256(abi.encode(worker, outputHash));
    }

    /// @notice The commitment a request stores to its model, prompt and parameters.
    function inputHashOf(
        string calldata model,
        bytes calldata prompt,
        uint32 maxTokens,
        uint32 gasLimit,
        uint32 requiredMemoryMB,
        bool batchable
    ) public pure returns (bytes32) {
        return keccak256(
            abi.encode(keccak256(bytes(model)), keccak256(prompt), maxTokens, gasLimit, requiredMemoryMB, batchable)
        );
    }

    /// @notice The EIP-712 digest the scheduler signs for an assignment voucher.
    function voucherDigest(
        uint256 requestId,
        address worker,
        uint32 attempt,
        bytes32 inputHash,
        uint64 notBefore,
        uint64 expiry
    ) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(abi.encode(ASSIGNMENT_TYPEHASH, requestId, worker, attempt, inputHash, notBefore, expiry))
        );
    }

    /// @notice The EIP-712 domain separator of this contract on this chain.
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice Stops new requests. Results and refunds keep working. Owner only.
    function pause() external onlyOwner {
        _pause();
    }

    /// @notice Accepts new requests again. Owner only.
    function unpause() external onlyOwner {
        _unpause();
    }

    /// @notice Changes the input limits; requests already made are unaffected. Owner only.
    function setLimits(uint256 promptLimit, uint256 modelNameLimit) external onlyOwner {
        _setLimits(promptLimit, modelNameLimit);
    }

    function _setLimits(uint256 promptLimit, uint256 modelNameLimit) private {
        if (promptLimit == 0 || modelNameLimit == 0) {
            revert InvalidLimits(promptLimit, modelNameLimit);
        }
        maxPromptBytes = promptLimit;
        maxModelNameBytes = modelNameLimit;
        emit LimitsChanged(promptLimit, modelNameLimit);
    }

    /// @dev submitResult's and submitResultRef's checks, in this order: id pending, its
    ///      deadline not passed, the voucher's window [from, until] open and its signature
    ///      the scheduler's over (id, msg.sender, attempt, the stored inputHash, window).
    function _checkVoucher(uint256 id, Request storage r, uint32 attempt, uint64 from, uint64 until, bytes calldata sig)
        private
        view
    {
        _requirePending(id, r.status);
        if (block.timestamp > r.deadline) revert DeadlinePassed(id, r.deadline);
        uint64 withdrawAt = _withdrawAtOf(r);
        if (withdrawAt != 0 && block.timestamp >= withdrawAt) revert Withdrawn(id, withdrawAt);
        if (block.timestamp < from) revert VoucherNotYetValid(from, block.timestamp);
        if (block.timestamp > until) revert VoucherExpired(until, block.timestamp);
        (address signer, ECDSA.RecoverError err,) =
            ECDSA.tryRecoverCalldata(voucherDigest(id, msg.sender, attempt, r.inputHash, from, until), sig);
        if (err != ECDSA.RecoverError.NoError) revert MalformedVoucherSignature();
        if (signer != scheduler) revert InvalidVoucherSigner(signer);
    }

    function _requirePending(uint256 id, uint8 status) private pure {
        if (status == STATUS_PENDING) return;
        if (status == STATUS_FULFILLED) revert AlreadyFulfilled(id);
        if (status == STATUS_REFUNDED) revert AlreadyRefunded(id);
        revert UnknownRequest(id);
    }

    /// @dev 0 when submitResult would accept the item from msg.sender, else a SKIP_* value.
    function _skipReason(ResultItem calldata it, Request storage r) private view returns (uint8) {
        uint8 status = r.status;
        if (status != STATUS_PENDING) {
            if (status == STATUS_FULFILLED) return SKIP_FULFILLED;
            if (status == STATUS_REFUNDED) return SKIP_REFUNDED;
            return SKIP_UNKNOWN;
        }
        if (block.timestamp > r.deadline) return SKIP_DEADLINE_PASSED;
        uint64 withdrawAt = _withdrawAtOf(r);
        if (withdrawAt != 0 && block.timestamp >= withdrawAt) return SKIP_WITHDRAWN;
        if (block.timestamp < it.voucherNotBefore) return SKIP_VOUCHER_NOT_YET_VALID;
        if (block.timestamp > it.voucherExpiry) return SKIP_VOUCHER_EXPIRED;
        (address signer, ECDSA.RecoverError err,) = ECDSA.tryRecoverCalldata(
            voucherDigest(it.id, msg.sender, it.attempt, r.inputHash, it.voucherNotBefore, it.voucherExpiry),
            it.schedulerSig
        );
        if (err != ECDSA.RecoverError.NoError) return SKIP_MALFORMED_SIGNATURE;
        if (signer != scheduler) return SKIP_INVALID_SIGNER;
        if (!_outputFits(it.output, it.outputHash, it.outputLength)) return SKIP_OUTPUT_SIZE;
        return 0;
    }

    /// @notice Owner only: the WorkerRegistry whose stakes submitResult(s) require.
    function setWorkerRegistry(address registry) external onlyOwner {
        _setWorkerRegistry(registry);
    }

    function _setWorkerRegistry(address registry) private {
        if (registry == address(0)) revert WorkerRegistryNotSet();
        workerRegistry = IWorkerStake(registry);
        emit WorkerRegistrySet(registry);
    }

    function _requireStaked(address worker) private view {
        if (workerRegistry.stakeOf(worker) == 0) revert WorkerNotStaked(worker);
    }

    /// @dev Marks request id fulfilled by msg.sender with output, emits ResultSubmitted,
    ///      runs its callback if it has one, and returns the fee to pay and its currency.
    function _accept(uint256 id, Request storage r, bytes calldata output) private returns (address token, uint256 fee) {
        bytes32 outputHash = keccak256(output);
        (token, fee) = _fulfil(id, r, outputHash);
        emit ResultSubmitted(id, msg.sender, outputHash, output);
        uint32 callbackGas = r.callbackGasLimit;
        if (callbackGas != 0) _callback(id, r.requester, callbackGas, outputHash, output);
    }

    /// @dev _accept for an output kept off chain (OutputLimit): ResultSubmitted with an
    ///      empty output, ResultOffChain with the length, a callback with an empty output.
    function _acceptOffChain(uint256 id, Request storage r, bytes32 outputHash, uint64 outputLength)
        private
        returns (address token, uint256 fee)
    {
        (token, fee) = _fulfil(id, r, outputHash);
        emit ResultSubmitted(id, msg.sender, outputHash, "");
        emit ResultOffChain(id, outputHash, outputLength);
        uint32 callbackGas = r.callbackGasLimit;
        if (callbackGas != 0) _callback(id, r.requester, callbackGas, outputHash, msg.data[0:0]);
    }

    /// @dev Marks request id fulfilled by msg.sender and stores the result's commitment
    ///      and fulfilment time for ResultVerifier (resultOf): the time shares slot 1 with
    ///      the fee, which is warm here. Returns the fee to pay and its currency; a
    ///      subscription request's fee leaves its subscription here.
    function _fulfil(uint256 id, Request storage r, bytes32 outputHash) private returns (address token, uint256 fee) {
        r.status = STATUS_FULFILLED;
        r.fulfilledAt = uint32(block.timestamp);
        fee = r.fee;
        _results[id] = resultCommitment(msg.sender, outputHash);
        uint64 subId = _subIdOf(r);
        if (subId != 0) {
            Subscription storage s = _subs[subId];
            token = s.token;
            _spend(s, fee);
        }
    }

    function _pay(address to, uint256 amount) private {
        _payOut(address(0), to, amount);
    }
}
