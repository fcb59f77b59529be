package contracts

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/infersched/infersched/contracts/bindings"
)

// EIP-712 domain of InferenceRouter vouchers. The chain id and the router's address
// complete the domain.
const (
	DomainName    = "InferenceRouter"
	DomainVersion = "1"
)

// AssignmentType is the EIP-712 type string of the voucher.
const AssignmentType = "Assignment(uint256 requestId,address worker,uint32 attempt,bytes32 inputHash,uint64 notBefore,uint64 expiry)"

var (
	domainTypeHash     = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
	assignmentTypeHash = crypto.Keccak256Hash([]byte(AssignmentType))
	nameHash           = crypto.Keccak256Hash([]byte(DomainName))
	versionHash        = crypto.Keccak256Hash([]byte(DomainVersion))
	maxUint256         = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
)

// ErrInvalidVoucher reports voucher inputs that cannot be hashed or a signature that
// cannot be recovered.
var ErrInvalidVoucher = errors.New("invalid voucher")

// Voucher is what the scheduler key signs for one attempt of one request: the worker may
// submit the result while NotBefore <= block.timestamp <= Expiry (unix seconds,
// inclusive), and only for the request whose stored commitment is InputHash.
type Voucher struct {
	RequestID *big.Int
	Worker    common.Address
	Attempt   uint32
	InputHash common.Hash // the request's commitment, InputHash of its model, prompt and parameters
	NotBefore uint64
	Expiry    uint64
}

// InputHash is the commitment InferenceRouter stores for a request (its inputHashOf):
// keccak256(abi.encode(keccak256(model), keccak256(prompt), maxTokens, gasLimit,
// requiredMemoryMB, batchable)).
func InputHash(model string, prompt []byte, maxTokens, gasLimit, requiredMemoryMB uint32, batchable bool) common.Hash {
	word := func(v uint64) []byte { return common.BigToHash(new(big.Int).SetUint64(v)).Bytes() }
	var b uint64
	if batchable {
		b = 1
	}
	return crypto.Keccak256Hash(
		crypto.Keccak256([]byte(model)),
		crypto.Keccak256(prompt),
		word(uint64(maxTokens)),
		word(uint64(gasLimit)),
		word(uint64(requiredMemoryMB)),
		word(b),
	)
}

// VoucherDigest returns the EIP-712 digest of the voucher in the domain of the
// InferenceRouter at router on chainID. It equals the router's voucherDigest view.
func VoucherDigest(chainID *big.Int, router common.Address, v Voucher) (common.Hash, error) {
	if err := checkUint256("chain_id", chainID); err != nil {
		return common.Hash{}, err
	}
	if err := checkUint256("request_id", v.RequestID); err != nil {
		return common.Hash{}, err
	}
	domain := crypto.Keccak256(
		domainTypeHash[:],
		nameHash[:],
		versionHash[:],
		common.BigToHash(chainID).Bytes(),
		common.BytesToHash(router[:]).Bytes(),
	)
	structHash := crypto.Keccak256(
		assignmentTypeHash[:],
		common.BigToHash(v.RequestID).Bytes(),
		common.BytesToHash(v.Worker[:]).Bytes(),
		common.BigToHash(new(big.Int).SetUint64(uint64(v.Attempt))).Bytes(),
		v.InputHash[:],
		common.BigToHash(new(big.Int).SetUint64(v.NotBefore)).Bytes(),
		common.BigToHash(new(big.Int).SetUint64(v.Expiry)).Bytes(),
	)
	return crypto.Keccak256Hash([]byte{0x19, 0x01}, domain, structHash), nil
}

// SignVoucher signs the assignment voucher with the scheduler key and returns the 65-byte
// signature (r || s || v, v = 27 or 28) that InferenceRouter.submitResult accepts from
// v.Worker within the voucher's window.
func SignVoucher(key *ecdsa.PrivateKey, chainID *big.Int, router common.Address, v Voucher) ([]byte, error) {
	if key == nil {
		return nil, fmt.Errorf("%w: key: must not be nil", ErrInvalidVoucher)
	}
	if v.NotBefore > v.Expiry {
		return nil, fmt.Errorf("%w: window: not_before %d is after expiry %d", ErrInvalidVoucher, v.NotBefore, v.Expiry)
	}
	digest, err := VoucherDigest(chainID, router, v)
	if err != nil {
		return nil, err
	}
	sig, err := crypto.Sign(digest[:], key)
	if err != nil {
		return nil, fmt.Errorf("sign voucher: %w", err)
	}
	sig[crypto.RecoveryIDOffset] += 27
	return sig, nil
}

// RecoverVoucherSigner returns the address that signed the voucher, so a worker can check
// a voucher before paying gas to submit it. Like the contract, it accepts v = 27/28 only
// and rejects high-s signatures.
func RecoverVoucherSigner(chainID *big.Int, router common.Address, v Voucher, sig []byte) (common.Address, error) {
	if len(sig) != crypto.SignatureLength {
		return common.Address{}, fmt.Errorf("%w: signature: must be %d bytes, got %d", ErrInvalidVoucher, crypto.SignatureLength, len(sig))
	}
	rv := sig[crypto.RecoveryIDOffset]
	if rv != 27 && rv != 28 {
		return common.Address{}, fmt.Errorf("%w: signature: v must be 27 or 28, got %d", ErrInvalidVoucher, rv)
	}
	r, s := new(big.Int).SetBytes(sig[:32]), new(big.Int).SetBytes(sig[32:64])
	if !crypto.ValidateSignatureValues(rv-27, r, s, true) {
		return common.Address{}, fmt.Errorf("%w: signature: r or s out of range", ErrInvalidVoucher)
	}
	digest, err := VoucherDigest(chainID, router, v)
	if err != nil {
		return common.Address{}, err
	}
	plain := make([]byte, crypto.SignatureLength)
	copy(plain, sig)
	plain[crypto.RecoveryIDOffset] = rv - 27
	pub, err := crypto.SigToPub(digest[:], plain)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: recover: %w", ErrInvalidVoucher, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

func checkUint256(field string, v *big.Int) error {
	if v == nil {
		return fmt.Errorf("%w: %s: must not be nil", ErrInvalidVoucher, field)
	}
	if v.Sign() < 0 || v.Cmp(maxUint256) > 0 {
		return fmt.Errorf("%w: %s: must fit in uint256, got %s", ErrInvalidVoucher, field, v)
	}
	return nil
}

// RequestStatus is InferenceRouter.requestStatus.
type RequestStatus uint8

// Request states, as stored by InferenceRouter.
const (
	StatusNone      RequestStatus = 0
	StatusPending   RequestStatus = 1
	StatusFulfilled RequestStatus = 2
	StatusRefunded  RequestStatus = 3
)

func (s RequestStatus) String() string {
	switch s {
	case StatusNone:
		return "none"
	case StatusPending:
		return "pending"
	case StatusFulfilled:
		return "fulfilled"
	case StatusRefunded:
		return "refunded"
	}
	return fmt.Sprintf("status(%d)", uint8(s))
}

// Revert is a custom error returned by one of the contracts, decoded from revert data.
type Revert struct {
	Name     string // e.g. "AlreadyFulfilled"
	Selector [4]byte
	Args     []any // decoded arguments, in declaration order
}

func (r *Revert) Error() string {
	if len(r.Args) == 0 {
		return "contract reverted: " + r.Name + "()"
	}
	args := make([]string, len(r.Args))
	for i, a := range r.Args {
		args[i] = fmt.Sprint(a)
	}
	return "contract reverted: " + r.Name + "(" + strings.Join(args, ", ") + ")"
}

// revertErrors maps the selector of every custom error declared by the three contracts
// (including inherited OpenZeppelin ones) to its ABI description.
type revertErrors map[[4]byte]abi.Error

func loadRevertErrors() (revertErrors, error) {
	out := revertErrors{}
	for _, js := range []string{
		bindings.InferenceRouterMetaData.ABI,
		bindings.WorkerRegistryMetaData.ABI,
		bindings.DecisionAnchorMetaData.ABI,
		bindings.ResultVerifierMetaData.ABI,
	} {
		parsed, err := abi.JSON(strings.NewReader(js))
		if err != nil {
			return nil, fmt.Errorf("parse contract abi: %w", err)
		}
		for _, e := range parsed.Errors {
			var sel [4]byte
			copy(sel[:], e.ID[:4])
			out[sel] = e
		}
	}
	return out, nil
}

// knownErrors is computed once from the embedded ABIs and never changes.
var knownErrors = sync.OnceValues(loadRevertErrors)

// DecodeRevert finds revert data in err (as returned by go-ethereum's RPC client for a
// call or a gas estimate) and decodes it as one of the contracts' custom errors. It
// returns false when err carries no revert data or the data is not a known error.
func DecodeRevert(err error) (*Revert, bool) {
	if err == nil {
		return nil, false
	}
	var r *Revert
	if errors.As(err, &r) {
		return r, true
	}
	var de rpc.DataError
	if !errors.As(err, &de) {
		return nil, false
	}
	s, ok := de.ErrorData().(string)
	if !ok {
		return nil, false
	}
	data, derr := hexutil.Decode(s)
	if derr != nil {
		return nil, false
	}
	return DecodeRevertData(data)
}

// DecodeRevertData decodes raw revert data (selector + ABI-encoded arguments).
func DecodeRevertData(data []byte) (*Revert, bool) {
	if len(data) < 4 {
		return nil, false
	}
	known, err := knownErrors()
	if err != nil {
		return nil, false
	}
	var sel [4]byte
	copy(sel[:], data[:4])
	e, ok := known[sel]
	if !ok {
		return nil, false
	}
	args, err := e.Inputs.Unpack(data[4:])
	if err != nil {
		return nil, false
	}
	return &Revert{Name: e.Name, Selector: sel, Args: args}, true
}

// IsRevert reports whether err is a revert with the custom error called name.
func IsRevert(err error, name string) bool {
	r, ok := DecodeRevert(err)
	return ok && r.Name == name
}
