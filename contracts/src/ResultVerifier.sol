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
/// @notice Sampled checks of results by other staked workers, and disputes this contract
///         decides from the verdicts they sign.
/// @dev EIP-712 domain name "InferenceVerification", version "1", this chain id and this
///      contract's address. Two signed messages make the evidence of one verifier:
///        the scheduler's voucher assigning the check, for one role
///          `Verify(uint256 id,address verifier,address worker,uint32 attempt,uint8 role,bytes32 inputHash,uint64 notBefore,uint64 expiry)`
///        (role 1: the first check, whose verdict attests or opens a dispute; role 2: the
///        tie-break of an open dispute), and the verifier's own verdict on the result
///          `Attestation(uint256 id,bytes32 inputHash,bytes32 outputHash,bytes32 transcriptHash,bool pass,uint32 score)`.
///      outputHash is the worker's submitted output hash the verdict judges: the router's
///      commitment resultOf(id) must be keccak256(abi.encode(worker, outputHash)).
///      transcriptHash is the keccak-256 of the result's transcript the verifier scored
///      (token ids and log-probabilities, kept by the worker in the outputs store), zero
///      when the verdict compares exact output hashes (deterministic models, or a worker
///      and verifier of the same determinism class). pass is the verdict; score is the
///      method's statistic in parts per million (for a re-scored transcript, the share
///      of tokens outside the verifier's tolerance), recorded, not interpreted here.
///      inputHash is always the router's stored commitment of request id, so evidence for
///      another request, another prompt or another worker fails. A verifier must be staked
///      in the registry (stakeOf > 0), differ from the worker and from the scheduler key,
///      and its voucher must be valid (notBefore <= block.timestamp <= expiry) and for the
///      role of the call when the evidence is used.
///
///      Per request id (a Check): none -> attested | disputed; attested -> disputed;
///      disputed -> workerLost | challengerLost | expired. The last three are final.
///      - attest: a role-1 verifier whose verdict passes the result is recorded and paid
///        verifierReward from the pool (once per request id; what the pool holds if less).
///      - openDispute: a role-1 verifier whose verdict fails the result opens a dispute
///        within challengeWindow of the result; the worker's and the challenger's stakes
///        are locked in the registry (withdraw refused) until it closes.
///      - resolveDispute: a second, independent verifier (not the worker, not the
///        challenger) under a role-2 voucher decides with its verdict, 2 of 3 with the
///        worker's claim and the challenger's verdict, within disputeWindow of the
///        opening. A failing verdict: the worker is slashed slashAmount (WorkerSlashed in
///        the registry), the requester gets its fee back and both verifiers are paid
///        verifierReward; a passing verdict: the challenger is slashed (a false challenge
///        costs stake) and the tie-break verifier is paid.
///      - expireDispute: anyone, after disputeWindow, closes an unresolved dispute and
///        unlocks both stakes; nobody is slashed or paid.
///      The scheduler key alone can slash no one: it needs two staked verifiers' own
///      signed verdicts, neither of them the worker's. Payments come from this contract's
///      balance (the slash proceeds and the pool the owner funds), each at most what is
///      there beyond the deferred payments; a recipient that refuses a push payment (or
///      burns its gas) is credited in owed and claims it with claim(), so no recipient can
///      block a resolution. Windows: challengeWindow + disputeWindow < registry.unstakeDelay(),
///      checked here at construction and in setParams, and by the registry at binding.
contract ResultVerifier is IVerifier, SchedulerKey, EIP712, ReentrancyGuard {
    bytes32 public constant VERIFY_TYPEHASH = keccak256(
        "Verify(uint256 id,address verifier,address worker,uint32 attempt,uint8 role,bytes32 inputHash,uint64 notBefore,uint64 expiry)"
    );
    bytes32 public constant ATTESTATION_TYPEHASH = keccak256(
        "Attestation(uint256 id,bytes32 inputHash,bytes32 outputHash,bytes32 transcriptHash,bool pass,uint32 score)"
    );

    /// @notice Voucher roles: the first check of a result, and the tie-break of its dispute.
    uint8 public constant ROLE_CHECK = 1;
    uint8 public constant ROLE_TIEBREAK = 2;

    /// @notice Check states (checkOf(id).state).
    uint8 public constant CHECK_NONE = 0;
    uint8 public constant CHECK_ATTESTED = 1;
    uint8 public constant CHECK_DISPUTED = 2;
    uint8 public constant CHECK_WORKER_LOST = 3;
    uint8 public constant CHECK_CHALLENGER_LOST = 4;
    uint8 public constant CHECK_EXPIRED = 5;

    /// @notice Gas given to a push payment; a recipient needing more is credited in owed.
    uint256 public constant PAY_GAS = 50_000;

    /// @notice One verifier's evidence: its scheduler voucher (the role is the call's) and
    ///         its signed verdict on the worker's output outputHash.
    struct Evidence {
        address verifier;
        uint32 attempt;
        uint64 notBefore;
        uint64 expiry;
        bytes32 outputHash;
        bytes32 transcriptHash;
        bool pass;
        uint32 score;
        bytes voucherSig; // 65-byte scheduler signature of Verify
        bytes attestationSig; // 65-byte verifier signature of Attestation
    }

    /// @notice What is known of the check of one request.
    struct Check {
        uint8 state; // slot 0
        uint64 openedAt; // slot 0, the dispute's opening time
        address worker; // slot 0
        address challenger; // slot 1, the verifier that opened the dispute
        uint32 challengeScore; // slot 1, the challenger's score
        bytes32 workerOutputHash; // slot 2
        bytes32 transcriptHash; // slot 3, the transcript the challenger scored
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
        uint256 indexed id,
        address indexed verifier,
        address indexed worker,
        bytes32 outputHash,
        bytes32 transcriptHash,
        uint32 score,
        uint256 reward
    );
    event DisputeOpened(
        uint256 indexed id,
        address indexed worker,
        address indexed challenger,
        bytes32 workerOutputHash,
        bytes32 transcriptHash,
        uint32 score,
        uint64 expiresAt
    );
    event DisputeResolved(
        uint256 indexed id, address indexed worker, address indexed verifier, bytes32 transcriptHash, uint32 score, bool workerLost
    );
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
    /// @notice attest with a failing verdict, or openDispute with a passing one.
    error WrongVerdict(uint256 id, bool pass);
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
    /// @notice resolveDispute's evidence judges another output than the disputed one.
    error OutputMismatch(uint256 id, bytes32 outputHash);
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

    /// @notice Records a passing check of request id's result by ev.verifier and pays it.
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
        if (!ev.pass) revert WrongVerdict(id, ev.pass);
        bytes32 inputHash = _result(id, worker, ev.outputHash);
        _checkEvidence(id, worker, inputHash, ROLE_CHECK, ev);
        c.state = CHECK_ATTESTED;
        c.worker = worker;
        uint256 paid = _available(verifierReward);
        emit Attested(id, ev.verifier, worker, ev.outputHash, ev.transcriptHash, ev.score, paid);
        _pay(ev.verifier, paid);
    }

    /// @notice Opens a dispute of request id's result (worker, ev.outputHash) with one
    ///         failing verdict; locks the worker's and the challenger's stakes.
    function openDispute(uint256 id, address worker, Evidence calldata ev) external nonReentrant {
        Check storage c = _checks[id];
        if (c.state > CHECK_ATTESTED) revert WrongCheckState(id, c.state);
        if (ev.pass) revert WrongVerdict(id, ev.pass);
        bytes32 inputHash = _result(id, worker, ev.outputHash);
        _checkEvidence(id, worker, inputHash, ROLE_CHECK, ev);
        _checks[id] = Check({
            state: CHECK_DISPUTED,
            openedAt: uint64(block.timestamp),
            worker: worker,
            challenger: ev.verifier,
            challengeScore: ev.score,
            workerOutputHash: ev.outputHash,
            transcriptHash: ev.transcriptHash
        });
        registry.lockStake(worker);
        registry.lockStake(ev.verifier);
        emit DisputeOpened(
            id, worker, ev.verifier, ev.outputHash, ev.transcriptHash, ev.score, uint64(block.timestamp) + disputeWindow
        );
    }

    /// @notice Decides request id's open dispute with the tie-break verifier's verdict.
    function resolveDispute(uint256 id, Evidence calldata ev) external nonReentrant {
        Check storage c = _checks[id];
        if (c.state != CHECK_DISPUTED) revert WrongCheckState(id, c.state);
        uint256 closes = uint256(c.openedAt) + disputeWindow;
        if (block.timestamp > closes) revert DisputeWindowClosed(id, closes);
        address worker = c.worker;
        address challenger = c.challenger;
        if (ev.verifier == challenger) revert SameVerifier(ev.verifier);
        if (ev.outputHash != c.workerOutputHash) revert OutputMismatch(id, ev.outputHash);
        (address requester, uint256 fee,,,, bytes32 inputHash) = router.getRequest(id);
        _checkEvidence(id, worker, inputHash, ROLE_TIEBREAK, ev);
        bool workerLost = !ev.pass;
        c.state = workerLost ? CHECK_WORKER_LOST : CHECK_CHALLENGER_LOST;
        registry.unlockStake(worker);
        registry.unlockStake(challenger);
        emit DisputeResolved(id, worker, ev.verifier, ev.transcriptHash, ev.score, workerLost);
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
        uint8 role,
        bytes32 inputHash,
        uint64 notBefore,
        uint64 expiry
    ) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(abi.encode(VERIFY_TYPEHASH, id, verifier, worker, attempt, role, inputHash, notBefore, expiry))
        );
    }

    /// @notice The EIP-712 digest a verifier signs for an Attestation (its verdict).
    function attestationDigest(
        uint256 id,
        bytes32 inputHash,
        bytes32 outputHash,
        bytes32 transcriptHash,
        bool pass,
        uint32 score
    ) public view returns (bytes32) {
        return _hashTypedDataV4(
            keccak256(abi.encode(ATTESTATION_TYPEHASH, id, inputHash, outputHash, transcriptHash, pass, score))
        );
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
    ///      scheduler's) verdict under a valid scheduler voucher for (id, worker, role, inputHash).
    function _checkEvidence(uint256 id, address worker, bytes32 inputHash, uint8 role, Evidence calldata ev)
        private
        view
    {
        address v = ev.verifier;
        if (v == worker) revert VerifierIsWorker(v);
        if (v == scheduler) revert VerifierIsScheduler(v);
        if (registry.stakeOf(v) == 0) revert VerifierNotStaked(v);
        if (block.timestamp < ev.notBefore) revert VoucherNotYetValid(ev.notBefore, block.timestamp);
        if (block.timestamp > ev.expiry) revert VoucherExpired(ev.expiry, block.timestamp);
        address signer =
            _recover(verifyDigest(id, v, worker, ev.attempt, role, inputHash, ev.notBefore, ev.expiry), ev.voucherSig);
        if (signer != scheduler) revert InvalidVoucherSigner(signer);
        signer = _recover(
            attestationDigest(id, inputHash, ev.outputHash, ev.transcriptHash, ev.pass, ev.score), ev.attestationSig
        );
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
