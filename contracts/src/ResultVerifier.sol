// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {SchedulerKey} from "./SchedulerKey.sol";
import {IVerifier} from "./IVerifier.sol";

/// @notice The part of InferenceRouter the verifier reads.
interface IRouterResults {
    function resultOf(uint256 id) external view returns (bytes32 commitment, uint32 fulfilledAt);
    function getRequest(uint256 id)
        external
        view
        returns (address requester, uint256 fee, uint64 deadline, uint8 status, uint64 submittedAt, bytes32 inputHash);
}

/// @notice The part of WorkerRegistry the verifier reads and calls.
interface IStakeSlasher {
    function stakeOf(address worker) external view returns (uint256);
    function unstakeDelay() external view returns (uint64);
    function lockStake(address worker) external;
    function unlockStake(address worker) external;
    function slash(address worker, uint256 requestId, uint256 amount) external returns (uint256 slashed);
}

/// @title ResultVerifier
/// @notice Sampled re-execution of results by other staked workers, and disputes this
///         contract decides from signatures it verifies (issue 23).
/// @dev EIP-712 domain name "InferenceVerification", version "1", this chain id and this
///      contract's address. Two signed messages make the evidence of one verifier:
///        the scheduler's voucher assigning the check
///          `Verify(uint256 id,address verifier,address worker,uint32 attempt,bytes32 inputHash,uint64 notBefore,uint64 expiry)`
///        and the verifier's own attestation of what it computed
///          `Attestation(uint256 id,bytes32 inputHash,bytes32 outputHash)`.
///      inputHash is always the router's stored commitment of request id and worker the
///      address InferenceRouter.resultOf commits to, so evidence for another request, another
///      prompt or another worker fails. A verifier must be staked in the registry
///      (stakeOf > 0), differ from the worker and from the scheduler key, and its voucher
///      must be valid (notBefore <= block.timestamp <= expiry) when the evidence is used.
///
///      Per request id (a Check): none -> attested | disputed; attested -> disputed;
///      disputed -> workerLost | challengerLost | expired. The last three are final.
///      - attest: a verifier whose outputHash equals the result's is recorded and paid
///        verifierReward from the pool (once per request id; what the pool holds if less).
///      - openDispute: one verifier whose outputHash differs opens a dispute within
///        challengeWindow of the result; the worker's and the challenger's stakes are
///        locked in the registry (withdraw refused) until it closes.
///      - resolveDispute: a second, independent verifier (not the worker, not the
///        challenger; the scheduler assigns it as a tie-break) decides 2 of 3 with the
///        worker and the challenger within disputeWindow of the opening. If it agrees with
///        the challenger the worker is slashed slashAmount (WorkerSlashed in the registry),
///        the requester gets its fee back and both verifiers are paid verifierReward; if it
///        agrees with the worker the challenger is slashed (a false challenge costs stake)
///        and the tie-break verifier is paid. A third distinct hash decides nothing
///        (NoMajority): the dispute expires.
///      - expireDispute: anyone, after disputeWindow, closes an unresolved dispute and
///        unlocks both stakes; nobody is slashed or paid.
///      The scheduler key alone can slash no one: it needs two staked verifiers' own
///      signatures, neither of them the worker. Payments come from this contract's balance
///      (the slash proceeds and the pool the owner funds), each at most what is there
///      beyond the deferred payments; a recipient that refuses a push payment (or burns
///      its gas) is credited in owed and claims it with claim(), so no recipient can block
///      a resolution. Windows: challengeWindow + disputeWindow < registry.unstakeDelay(),
///      checked here at construction and in setParams, and by the registry at binding.
contract ResultVerifier is IVerifier, SchedulerKey, EIP712, ReentrancyGuard {
    bytes32 public constant VERIFY_TYPEHASH = keccak256(
        "Verify(uint256 id,address verifier,address worker,uint32 attempt,bytes32 inputHash,uint64 notBefore,uint64 expiry)"
    );
    bytes32 public constant ATTESTATION_TYPEHASH =
        keccak256("Attestation(uint256 id,bytes32 inputHash,bytes32 outputHash)");

    /// @notice Check states (checkOf(id).state).
    uint8 public constant CHECK_NONE = 0;
    uint8 public constant CHECK_ATTESTED = 1;
    uint8 public constant CHECK_DISPUTED = 2;
    uint8 public constant CHECK_WORKER_LOST = 3;
    uint8 public constant CHECK_CHALLENGER_LOST = 4;
    uint8 public constant CHECK_EXPIRED = 5;

    /// @notice Gas given to a push payment; a recipient needing more is credited in owed.
    uint256 public constant PAY_GAS = 50_000;

    /// @notice One verifier's evidence: its scheduler voucher and its attestation.
    struct Evidence {
        address verifier;
        uint32 attempt;
        uint64 notBefore;
        uint64 expiry;
        bytes32 outputHash;
        bytes voucherSig; // 65-byte scheduler signature of Verify
        bytes attestationSig; // 65-byte verifier signature of Attestation
    }

    /// @notice What is known of the check of one request.
    struct Check {
        uint8 state; // slot 0
        uint64 openedAt; // slot 0, the dispute's opening time
        address worker; // slot 0
        address challenger; // slot 1, the verifier that opened the dispute
        bytes32 workerOutputHash; // slot 2
        bytes32 challengerOutputHash; // slot 3
    }

    IRouterResults public immutable router;
    IStakeSlasher public immutable registry;

    /// @notice Wei taken from the loser of a dispute.
    uint256 public slashAmount;
    /// @notice Wei paid to a verifier for a check (an attestation or a winning side of a dispute).
    uint256 public verifierReward;
    /// @inheritdoc IVerifier
    uint64 public challengeWindow;
    /// @inheritdoc IVerifier
    uint64 public disputeWindow;
    /// @notice Payments a recipient refused, claimable with claim().
    mapping(address => uint256) public owed;
    /// @notice Sum of owed.
    uint256 public totalOwed;

    mapping(uint256 id => Check) private _checks;

    event Attested(
        uint256 indexed id, address indexed verifier, address indexed worker, bytes32 outputHash, uint256 reward
    );
    event DisputeOpened(
        uint256 indexed id,
        address indexed worker,
        address indexed challenger,
        bytes32 workerOutputHash,
        bytes32 challengerOutputHash,
        uint64 expiresAt
    );
    event DisputeResolved(uint256 indexed id, address indexed worker, bytes32 correctHash, bool workerLost);
    event DisputeExpired(uint256 indexed id, address indexed worker, address indexed challenger);
    event VerifierPaid(uint256 indexed id, address indexed verifier, uint256 amount);
    event RequesterRefunded(uint256 indexed id, address indexed requester, uint256 amount);
    /// @notice A push payment to `to` failed; amount was added to owed[to].
    event PaymentDeferred(address indexed to, uint256 amount);
    event Claimed(address indexed to, uint256 amount);
    event PoolFunded(address indexed from, uint256 amount);
    event PoolWithdrawn(address indexed to, uint256 amount);
    event ParamsSet(uint256 slashAmount, uint256 verifierReward, uint64 challengeWindow, uint64 disputeWindow);

    /// @notice A router or registry address given is zero.
    error ZeroContract();
    /// @notice challengeWindow or disputeWindow is 0, or their sum is not below unstakeDelay.
    error InvalidWindows(uint64 challengeWindow, uint64 disputeWindow, uint64 unstakeDelay);
    /// @notice The request has no accepted result.
    error NoResult(uint256 id);
    /// @notice (worker, outputHash) is not the result the router committed to for id.
    error CommitmentMismatch(uint256 id);
    /// @notice The result's challenge window closed at closedAt.
    error ChallengeWindowClosed(uint256 id, uint256 closedAt);
    /// @notice The request's check is in a state that does not allow this call.
    error WrongCheckState(uint256 id, uint8 state);
    /// @notice openDispute with an outputHash equal to the worker's.
    error HashesAgree(uint256 id);
    /// @notice The verifier is the worker it checks.
    error VerifierIsWorker(address verifier);
    /// @notice The verifier is the scheduler key.
    error VerifierIsScheduler(address verifier);
    /// @notice The tie-break verifier is the challenger.
    error SameVerifier(address verifier);
    /// @notice The verifier has no active stake.
    error VerifierNotStaked(address verifier);
    /// @notice The voucher's window has not started.
    error VoucherNotYetValid(uint64 notBefore, uint256 blockTimestamp);
    /// @notice The voucher's window has ended.
    error VoucherExpired(uint64 expiry, uint256 blockTimestamp);
    /// @notice A signature is not 65 bytes or not a valid secp256k1 signature.
    error MalformedSignature();
    /// @notice The Verify voucher was not signed by the scheduler key.
    error InvalidVoucherSigner(address recovered);
    /// @notice The Attestation was not signed by the verifier named in the evidence.
    error InvalidAttestationSigner(address recovered, address verifier);
    /// @notice The tie-break hash matches neither the worker's nor the challenger's.
    error NoMajority(uint256 id, bytes32 outputHash);
    /// @notice resolveDispute after the dispute window closed at closedAt (expire it instead).
    error DisputeWindowClosed(uint256 id, uint256 closedAt);
    /// @notice expireDispute before the dispute window closes at closesAt.
    error DisputeNotExpired(uint256 id, uint256 closesAt);
    /// @notice withdrawPool asked for more than the pool holds.
    error InsufficientPool(uint256 available, uint256 amount);
    /// @notice claim() with nothing owed.
    error NothingOwed();
    /// @notice Sending ether to `to` failed.
    error PaymentFailed(address to, uint256 amount);

    /// @param initialOwner may set the parameters, rotate the scheduler key and withdraw the pool.
    /// @param initialScheduler the address whose key signs Verify vouchers.
    constructor(
        address initialOwner,
        address initialScheduler,
        address routerAddress,
        address registryAddress,
        uint256 slash,
        uint256 reward,
        uint64 challengeSeconds,
        uint64 disputeSeconds
    ) SchedulerKey(initialOwner, initialScheduler) EIP712("InferenceVerification", "1") {
        if (routerAddress == address(0) || registryAddress == address(0)) revert ZeroContract();
        router = IRouterResults(routerAddress);
        registry = IStakeSlasher(registryAddress);
        _setParams(slash, reward, challengeSeconds, disputeSeconds);
    }

    /// @notice One item of attestMany: attest's arguments.
    struct AttestItem {
        uint256 id;
        address worker;
        Evidence evidence;
    }

    /// @notice Records an agreeing check of request id's result by ev.verifier and pays it.
    function attest(uint256 id, address worker, Evidence calldata ev) external nonReentrant {
        _attest(id, worker, ev);
    }

    /// @notice attest for several results in one transaction, all or nothing: an item
    ///         attest would refuse reverts the whole call with attest's error.
    function attestMany(AttestItem[] calldata items) external nonReentrant {
        for (uint256 i = 0; i < items.length; ++i) {
            _attest(items[i].id, items[i].worker, items[i].evidence);
        }
    }

    function _attest(uint256 id, address worker, Evidence calldata ev) private {
        Check storage c = _checks[id];
        if (c.state != CHECK_NONE) revert WrongCheckState(id, c.state);
        bytes32 inputHash = _result(id, worker, ev.outputHash);
        _checkEvidence(id, worker, inputHash, ev);
        c.state = CHECK_ATTESTED;
        c.worker = worker;
        uint256 paid = _available(verifierReward);
        emit Attested(id, ev.verifier, worker, ev.outputHash, paid);
        _pay(ev.verifier, paid);
    }

    /// @notice Opens a dispute of request id's result (worker, workerOutputHash) with one
    ///         contrary check; locks the worker's and the challenger's stakes.
    function openDispute(uint256 id, address worker, bytes32 workerOutputHash, Evidence calldata ev)
        external
        nonReentrant
    {
        Check storage c = _checks[id];
        if (c.state > CHECK_ATTESTED) revert WrongCheckState(id, c.state);
        if (ev.outputHash == workerOutputHash) revert HashesAgree(id);
        bytes32 inputHash = _result(id, worker, workerOutputHash);
        _checkEvidence(id, worker, inputHash, ev);
        _checks[id] = Check({
            state: CHECK_DISPUTED,
            openedAt: uint64(block.timestamp),
            worker: worker,
            challenger: ev.verifier,
            workerOutputHash: workerOutputHash,
            challengerOutputHash: ev.outputHash
        });
        registry.lockStake(worker);
        registry.lockStake(ev.verifier);
        emit DisputeOpened(
            id, worker, ev.verifier, workerOutputHash, ev.outputHash, uint64(block.timestamp) + disputeWindow
        );
    }

    /// @notice Decides request id's open dispute with the tie-break verifier's evidence.
    function resolveDispute(uint256 id, Evidence calldata ev) external nonReentrant {
        Check storage c = _checks[id];
        if (c.state != CHECK_DISPUTED) revert WrongCheckState(id, c.state);
        uint256 closes = uint256(c.openedAt) + disputeWindow;
        if (block.timestamp > closes) revert DisputeWindowClosed(id, closes);
        address worker = c.worker;
        address challenger = c.challenger;
        if (ev.verifier == challenger) revert SameVerifier(ev.verifier);
        (address requester, uint256 fee,,,, bytes32 inputHash) = router.getRequest(id);
        _checkEvidence(id, worker, inputHash, ev);
        bool workerLost;
        if (ev.outputHash == c.challengerOutputHash) workerLost = true;
        else if (ev.outputHash != c.workerOutputHash) revert NoMajority(id, ev.outputHash);
        c.state = workerLost ? CHECK_WORKER_LOST : CHECK_CHALLENGER_LOST;
        registry.unlockStake(worker);
        registry.unlockStake(challenger);
        emit DisputeResolved(id, worker, ev.outputHash, workerLost);
        if (workerLost) {
            registry.slash(worker, id, slashAmount);
            uint256 refund = _available(fee);
            emit RequesterRefunded(id, requester, refund);
            _pay(requester, refund);
            _reward(id, challenger);
        } else {
            registry.slash(challenger, id, slashAmount);
        }
        _reward(id, ev.verifier);
    }

    /// @notice Closes request id's dispute after its window without a decision; anyone.
    function expireDispute(uint256 id) external nonReentrant {
        Check storage c = _checks[id];
        if (c.state != CHECK_DISPUTED) revert WrongCheckState(id, c.state);
        uint256 closes = uint256(c.openedAt) + disputeWindow;
        if (block.timestamp <= closes) revert DisputeNotExpired(id, closes);
        c.state = CHECK_EXPIRED;
        registry.unlockStake(c.worker);
        registry.unlockStake(c.challenger);
        emit DisputeExpired(id, c.worker, c.challenger);
    }

    /// @notice The check of request id (all zero if none).
    function checkOf(uint256 id) external view returns (Check memory) {
        return _checks[id];
    }

    /// @notice The EIP-712 digest the scheduler signs for a Verify voucher.
    function verifyDigest(
        uint256 id,
        address verifier,
        address worker,
        uint32 attempt,
        bytes32 inputHash,
        uint64 notBefore,
        uint64 expiry
    ) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(abi.encode(VERIFY_TYPEHASH, id, verifier, worker, attempt, inputHash, notBefore, expiry))
        );
    }

    /// @notice The EIP-712 digest a verifier signs for an Attestation.
    function attestationDigest(uint256 id, bytes32 inputHash, bytes32 outputHash) public view returns (bytes32) {
        return _hashTypedDataV4(keccak256(abi.encode(ATTESTATION_TYPEHASH, id, inputHash, outputHash)));
    }

    /// @notice The EIP-712 domain separator of this contract on this chain.
    function domainSeparator() external view returns (bytes32) {
        return _domainSeparatorV4();
    }

    /// @notice Wei available for rewards and refunds (the balance less what is owed).
    function pool() public view returns (uint256) {
        return address(this).balance - totalOwed;
    }

    /// @notice Adds msg.value to the pool.
    function fund() external payable {
        emit PoolFunded(msg.sender, msg.value);
    }

    /// @notice Slash proceeds from the registry, and plain transfers, join the pool.
    receive() external payable {
        emit PoolFunded(msg.sender, msg.value);
    }

    /// @notice Owner only: takes amount out of the pool.
    function withdrawPool(address to, uint256 amount) external onlyOwner nonReentrant {
        if (to == address(0)) revert ZeroAddress();
        uint256 available = pool();
        if (amount > available) revert InsufficientPool(available, amount);
        emit PoolWithdrawn(to, amount);
        (bool ok,) = to.call{value: amount}("");
        if (!ok) revert PaymentFailed(to, amount);
    }

    /// @notice Pays the caller what a refused push payment left it.
    function claim() external nonReentrant {
        uint256 amount = owed[msg.sender];
        if (amount == 0) revert NothingOwed();
        owed[msg.sender] = 0;
        totalOwed -= amount;
        emit Claimed(msg.sender, amount);
        (bool ok,) = msg.sender.call{value: amount}("");
        if (!ok) revert PaymentFailed(msg.sender, amount);
    }

    /// @notice Owner only: the slash, the reward and the two windows.
    function setParams(uint256 slash, uint256 reward, uint64 challengeSeconds, uint64 disputeSeconds)
        external
        onlyOwner
    {
        _setParams(slash, reward, challengeSeconds, disputeSeconds);
    }

    function _setParams(uint256 slash, uint256 reward, uint64 cw, uint64 dw) private {
        uint64 delay = registry.unstakeDelay();
        if (cw == 0 || dw == 0 || uint256(cw) + uint256(dw) >= delay) revert InvalidWindows(cw, dw, delay);
        slashAmount = slash;
        verifierReward = reward;
        challengeWindow = cw;
        disputeWindow = dw;
        emit ParamsSet(slash, reward, cw, dw);
    }

    /// @dev The request's inputHash, once (worker, outputHash) is its committed result and
    ///      its challenge window is open.
    function _result(uint256 id, address worker, bytes32 outputHash) private view returns (bytes32 inputHash) {
        (bytes32 commitment, uint32 fulfilledAt) = router.resultOf(id);
        if (commitment == bytes32(0)) revert NoResult(id);
        if (commitment != keccak256(abi.encode(worker, outputHash))) revert CommitmentMismatch(id);
        uint256 closes = uint256(fulfilledAt) + challengeWindow;
        if (block.timestamp > closes) revert ChallengeWindowClosed(id, closes);
        (,,,,, inputHash) = router.getRequest(id);
    }

    /// @dev Reverts unless ev is a staked verifier's (not the worker's, not the
    ///      scheduler's) attestation under a valid scheduler voucher for (id, worker, inputHash).
    function _checkEvidence(uint256 id, address worker, bytes32 inputHash, Evidence calldata ev) private view {
        address v = ev.verifier;
        if (v == worker) revert VerifierIsWorker(v);
        if (v == scheduler) revert VerifierIsScheduler(v);
        if (registry.stakeOf(v) == 0) revert VerifierNotStaked(v);
        if (block.timestamp < ev.notBefore) revert VoucherNotYetValid(ev.notBefore, block.timestamp);
        if (block.timestamp > ev.expiry) revert VoucherExpired(ev.expiry, block.timestamp);
        address signer =
            _recover(verifyDigest(id, v, worker, ev.attempt, inputHash, ev.notBefore, ev.expiry), ev.voucherSig);
        if (signer != scheduler) revert InvalidVoucherSigner(signer);
        signer = _recover(attestationDigest(id, inputHash, ev.outputHash), ev.attestationSig);
        if (signer != v) revert InvalidAttestationSigner(signer, v);
    }

    function _recover(bytes32 digest, bytes calldata sig) private pure returns (address signer) {
        ECDSA.RecoverError err;
        (signer, err,) = ECDSA.tryRecoverCalldata(digest, sig);
        if (err != ECDSA.RecoverError.NoError) revert MalformedSignature();
    }

    function _available(uint256 amount) private view returns (uint256) {
        uint256 p = pool();
        return amount < p ? amount : p;
    }

    function _reward(uint256 id, address verifier) private {
        uint256 paid = _available(verifierReward);
        emit VerifierPaid(id, verifier, paid);
        _pay(verifier, paid);
    }

    /// @dev Push with PAY_GAS; a refused payment is credited in owed instead.
    function _pay(address to, uint256 amount) private {
        if (amount == 0) return;
        (bool ok,) = to.call{value: amount, gas: PAY_GAS}("");
        if (!ok) {
            owed[to] += amount;
            totalOwed += amount;
            emit PaymentDeferred(to, amount);
        }
    }
}
