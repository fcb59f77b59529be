// Package verifysig signs and checks the two EIP-712 messages of ResultVerifier
// (issue 23), under the domain ("InferenceVerification", "1", chain id, the verifier
// contract): the scheduler key's Verify voucher, which names who may check a result,
// and the verifier's Attestation of the output hash it computed. It does no I/O.
package verifysig

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// ErrInvalid wraps every input that cannot be signed or a signature that does not check.
var ErrInvalid = errors.New("invalid verification signature")

var (
	domainTypeHash = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	nameHash       = crypto.Keccak256Hash([]byte("InferenceVerification"))
	versionHash    = crypto.Keccak256Hash([]byte("1"))
	verifyTypeHash = crypto.Keccak256Hash([]byte(
		"Verify(uint256 id,address verifier,address worker,uint32 attempt,bytes32 inputHash,uint64 notBefore,uint64 expiry)"))
	attestationTypeHash = crypto.Keccak256Hash([]byte("Attestation(uint256 id,bytes32 inputHash,bytes32 outputHash)"))
)

// Domain is where the messages are valid.
type Domain struct {
	ChainID  *big.Int
	Contract common.Address // ResultVerifier
}

// Verify is the scheduler's voucher for one check.
type Verify struct {
	ID        *big.Int
	Verifier  common.Address
	Worker    common.Address
	Attempt   uint32
	InputHash [32]byte
	NotBefore uint64
	Expiry    uint64
}

func (d Domain) separator() ([]byte, error) {
	if d.ChainID == nil || d.ChainID.Sign() < 0 || d.ChainID.BitLen() > 256 {
		return nil, fmt.Errorf("%w: chain id must be a uint256", ErrInvalid)
	}
	return crypto.Keccak256(domainTypeHash[:], nameHash[:], versionHash[:],
		common.BigToHash(d.ChainID).Bytes(), common.BytesToHash(d.Contract[:]).Bytes()), nil
}

func checkID(id *big.Int) error {
	if id == nil || id.Sign() < 0 || id.BitLen() > 256 {
		return fmt.Errorf("%w: request id must be a uint256", ErrInvalid)
	}
	return nil
}

func u64(v uint64) []byte { return common.BigToHash(new(big.Int).SetUint64(v)).Bytes() }

// VerifyDigest is ResultVerifier.verifyDigest.
func (d Domain) VerifyDigest(v Verify) (common.Hash, error) {
	sep, err := d.separator()
	if err != nil {
		return common.Hash{}, err
	}
	if err := checkID(v.ID); err != nil {
		return common.Hash{}, err
	}
	if v.NotBefore > v.Expiry {
		return common.Hash{}, fmt.Errorf("%w: window: not_before %d is after expiry %d", ErrInvalid, v.NotBefore, v.Expiry)
	}
	s := crypto.Keccak256(verifyTypeHash[:], common.BigToHash(v.ID).Bytes(), common.BytesToHash(v.Verifier[:]).Bytes(),
		common.BytesToHash(v.Worker[:]).Bytes(), u64(uint64(v.Attempt)), v.InputHash[:], u64(v.NotBefore), u64(v.Expiry))
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep, s), nil
}

// AttestationDigest is ResultVerifier.attestationDigest.
func (d Domain) AttestationDigest(id *big.Int, inputHash, outputHash [32]byte) (common.Hash, error) {
	sep, err := d.separator()
	if err != nil {
		return common.Hash{}, err
	}
	if err := checkID(id); err != nil {
		return common.Hash{}, err
	}
	s := crypto.Keccak256(attestationTypeHash[:], common.BigToHash(id).Bytes(), inputHash[:], outputHash[:])
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, sep, s), nil
}

// Sign signs digest (r || s || v, v = 27 or 28, as the contract's ECDSA takes it).
func Sign(key *ecdsa.PrivateKey, digest common.Hash) ([]byte, error) {
	if key == nil {
		return nil, fmt.Errorf("%w: key must not be nil", ErrInvalid)
	}
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	sig[crypto.RecoveryIDOffset] += 27
	return sig, nil
}

// Recover returns the signer of digest, accepting v = 27 or 28 only.
func Recover(digest common.Hash, sig []byte) (common.Address, error) {
	if len(sig) != crypto.SignatureLength || (sig[64] != 27 && sig[64] != 28) {
		return common.Address{}, fmt.Errorf("%w: want a 65-byte signature with v 27 or 28", ErrInvalid)
	}
	plain := append([]byte(nil), sig...)
	plain[64] -= 27
	pub, err := crypto.SigToPub(digest[:], plain)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}
