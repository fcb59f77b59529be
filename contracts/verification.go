package contracts

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts/bindings"
)

// EIP-712 domain of ResultVerifier. The chain id and the verifier contract's address
// complete the domain.
const (
	VerificationDomainName    = "InferenceVerification"
	VerificationDomainVersion = "1"
)

// VerifyType is the EIP-712 type string of the verification voucher the scheduler key
// signs, assigning a check of request Id's result by Verifier in one role;
// AttestationType is the verdict the verifier signs with its own (staked worker) key.
const (
	VerifyType      = "Verify(uint256 id,address verifier,address worker,uint32 attempt,uint8 role,bytes32 inputHash,uint64 notBefore,uint64 expiry)"
	AttestationType = "Attestation(uint256 id,bytes32 inputHash,bytes32 outputHash,bytes32 transcriptHash,bool pass,uint32 score)"
)

// Roles of a Verify voucher: the first check of a result (its verdict attests or opens a
// dispute) and the tie-break of an open dispute (its verdict resolves it). A voucher is
// good for its role's calls only.
const (
	RoleCheck    uint8 = 1
	RoleTieBreak uint8 = 2
)

// VerifyRole is RoleTieBreak for a tie-break, else RoleCheck.
func VerifyRole(tieBreak bool) uint8 {
	if tieBreak {
		return RoleTieBreak
	}
	return RoleCheck
}

// ScoreScale is the score's unit: a verdict's score is in parts per million.
const ScoreScale = 1_000_000

// Check states of ResultVerifier.checkOf(id).State.
const (
	CheckNone           uint8 = 0
	CheckAttested       uint8 = 1
	CheckDisputed       uint8 = 2
	CheckWorkerLost     uint8 = 3
	CheckChallengerLost uint8 = 4
	CheckExpired        uint8 = 5
)

var (
	verifyTypeHash      = crypto.Keccak256Hash([]byte(VerifyType))
	attestationTypeHash = crypto.Keccak256Hash([]byte(AttestationType))
	vNameHash           = crypto.Keccak256Hash([]byte(VerificationDomainName))
	vVersionHash        = crypto.Keccak256Hash([]byte(VerificationDomainVersion))
)

// VerifyVoucher is what the scheduler key signs to assign one check: Verifier may use
// its verdict on request RequestID's result by Worker, in Role's calls, while NotBefore
// <= block.timestamp <= Expiry. InputHash is the request's stored commitment.
type VerifyVoucher struct {
	RequestID *big.Int
	Verifier  common.Address
	Worker    common.Address
	Attempt   uint32
	Role      uint8
	InputHash common.Hash
	NotBefore uint64
	Expiry    uint64
}

// Attestation is a verifier's signed verdict on the result of the request whose
// commitment is InputHash: OutputHash is the worker's submitted output hash it judges,
// TranscriptHash the keccak-256 of the transcript it scored (zero when it compared exact
// output hashes), Pass the verdict and Score the method's statistic in parts per million.
type Attestation struct {
	RequestID      *big.Int
	InputHash      common.Hash
	OutputHash     common.Hash
	TranscriptHash common.Hash
	Pass           bool
	Score          uint32
}

// ResultCommitment is what InferenceRouter.resultOf stores for an accepted result:
// keccak256(abi.encode(worker, outputHash)).
func ResultCommitment(worker common.Address, outputHash common.Hash) common.Hash {
	return crypto.Keccak256Hash(common.BytesToHash(worker[:]).Bytes(), outputHash[:])
}

func verificationDomain(chainID *big.Int, verifier common.Address) []byte {
	return crypto.Keccak256(domainTypeHash[:], vNameHash[:], vVersionHash[:],
		common.BigToHash(chainID).Bytes(), common.BytesToHash(verifier[:]).Bytes())
}

func u64Word(v uint64) []byte { return common.BigToHash(new(big.Int).SetUint64(v)).Bytes() }

// VerifyDigest is the EIP-712 digest of v in the domain of the ResultVerifier at contract
// on chainID; it equals the contract's verifyDigest view.
func VerifyDigest(chainID *big.Int, contract common.Address, v VerifyVoucher) (common.Hash, error) {
	if err := checkUint256("chain_id", chainID); err != nil {
		return common.Hash{}, err
	}
	if err := checkUint256("request_id", v.RequestID); err != nil {
		return common.Hash{}, err
	}
	structHash := crypto.Keccak256(verifyTypeHash[:], common.BigToHash(v.RequestID).Bytes(),
		common.BytesToHash(v.Verifier[:]).Bytes(), common.BytesToHash(v.Worker[:]).Bytes(),
		u64Word(uint64(v.Attempt)), u64Word(uint64(v.Role)), v.InputHash[:], u64Word(v.NotBefore), u64Word(v.Expiry))
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, verificationDomain(chainID, contract), structHash), nil
}

// AttestationDigest is the EIP-712 digest of a in the domain of the ResultVerifier at
// contract on chainID; it equals the contract's attestationDigest view.
func AttestationDigest(chainID *big.Int, contract common.Address, a Attestation) (common.Hash, error) {
	if err := checkUint256("chain_id", chainID); err != nil {
		return common.Hash{}, err
	}
	if err := checkUint256("request_id", a.RequestID); err != nil {
		return common.Hash{}, err
	}
	pass := uint64(0)
	if a.Pass {
		pass = 1
	}
	structHash := crypto.Keccak256(attestationTypeHash[:], common.BigToHash(a.RequestID).Bytes(),
		a.InputHash[:], a.OutputHash[:], a.TranscriptHash[:], u64Word(pass), u64Word(uint64(a.Score)))
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, verificationDomain(chainID, contract), structHash), nil
}

// SignVerifyVoucher signs v with the scheduler key (65 bytes, v = 27/28).
func SignVerifyVoucher(key *ecdsa.PrivateKey, chainID *big.Int, contract common.Address, v VerifyVoucher) ([]byte, error) {
	if v.NotBefore > v.Expiry {
		return nil, fmt.Errorf("%w: window: not_before %d is after expiry %d", ErrInvalidVoucher, v.NotBefore, v.Expiry)
	}
	if v.Role != RoleCheck && v.Role != RoleTieBreak {
		return nil, fmt.Errorf("%w: role: must be %d (check) or %d (tie-break), got %d", ErrInvalidVoucher, RoleCheck, RoleTieBreak, v.Role)
	}
	d, err := VerifyDigest(chainID, contract, v)
	if err != nil {
		return nil, err
	}
	return signDigest(key, d)
}

// SignAttestation signs a with the verifier's key (65 bytes, v = 27/28).
func SignAttestation(key *ecdsa.PrivateKey, chainID *big.Int, contract common.Address, a Attestation) ([]byte, error) {
	d, err := AttestationDigest(chainID, contract, a)
	if err != nil {
		return nil, err
	}
	return signDigest(key, d)
}

// RecoverDigestSigner returns the address that signed digest (65 bytes, v = 27/28,
// low s), as the contracts recover it.
func RecoverDigestSigner(digest common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != crypto.SignatureLength {
		return common.Address{}, fmt.Errorf("%w: signature: must be %d bytes, got %d", ErrInvalidVoucher, crypto.SignatureLength, len(sig))
	}
	rv := sig[crypto.RecoveryIDOffset]
	if rv != 27 && rv != 28 {
		return common.Address{}, fmt.Errorf("%w: signature: v must be 27 or 28, got %d", ErrInvalidVoucher, rv)
	}
	if !crypto.ValidateSignatureValues(rv-27, new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64]), true) {
		return common.Address{}, fmt.Errorf("%w: signature: r or s out of range", ErrInvalidVoucher)
	}
	plain := append([]byte(nil), sig...)
	plain[crypto.RecoveryIDOffset] = rv - 27
	pub, err := crypto.SigToPub(digest[:], plain)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: recover: %w", ErrInvalidVoucher, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

func signDigest(key *ecdsa.PrivateKey, d common.Hash) ([]byte, error) {
	if key == nil {
		return nil, fmt.Errorf("%w: key: must not be nil", ErrInvalidVoucher)
	}
	sig, err := crypto.Sign(d[:], key)
	if err != nil {
		return nil, fmt.Errorf("sign: %w", err)
	}
	sig[crypto.RecoveryIDOffset] += 27
	return sig, nil
}

// Evidence builds the ResultVerifierEvidence argument of attest, openDispute and
// resolveDispute from a voucher, its scheduler signature, the verdict and the verifier's
// signature of it.
func Evidence(v VerifyVoucher, voucherSig []byte, a Attestation, attestationSig []byte) bindings.ResultVerifierEvidence {
	return bindings.ResultVerifierEvidence{Verifier: v.Verifier, Attempt: v.Attempt, NotBefore: v.NotBefore,
		Expiry: v.Expiry, OutputHash: a.OutputHash, TranscriptHash: a.TranscriptHash, Pass: a.Pass, Score: a.Score,
		VoucherSig: voucherSig, AttestationSig: attestationSig}
}
