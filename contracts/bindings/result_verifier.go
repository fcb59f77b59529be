// Code generated - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"time"

	ethereum "github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/event"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = errors.New
	_ = big.NewInt
	_ = strings.NewReader
	_ = ethereum.NotFound
	_ = bind.Bind
	_ = common.Big1
	_ = types.BloomLookup
	_ = event.NewSubscription
	_ = abi.ConvertType
	_ = time.Tick
	_ = context.Background
)

// ResultVerifierAttestItem is an auto generated low-level Go binding around an user-defined struct.
type ResultVerifierAttestItem struct {
	Id       *big.Int
	Worker   common.Address
	Evidence ResultVerifierEvidence
}

// ResultVerifierCheck is an auto generated low-level Go binding around an user-defined struct.
type ResultVerifierCheck struct {
	State            uint8
	OpenedAt         uint64
	Worker           common.Address
	Challenger       common.Address
	ChallengeScore   uint32
	WorkerOutputHash [32]byte
	TranscriptHash   [32]byte
}

// ResultVerifierEvidence is an auto generated low-level Go binding around an user-defined struct.
type ResultVerifierEvidence struct {
	Verifier       common.Address
	Attempt        uint32
	NotBefore      uint64
	Expiry         uint64
	OutputHash     [32]byte
	TranscriptHash [32]byte
	Pass           bool
	Score          uint32
	VoucherSig     []byte
	AttestationSig []byte
}

// ResultVerifierMetaData contains all meta data concerning the ResultVerifier contract.
var ResultVerifierMetaData = &bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialScheduler\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"routerAddress\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"registryAddress\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"slash\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"reward\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"challengeSeconds\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"disputeSeconds\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"closedAt\",\"type\":\"uint256\"}],\"name\":\"ChallengeWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"CommitmentMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"closesAt\",\"type\":\"uint256\"}],\"name\":\"DisputeNotExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"closedAt\",\"type\":\"uint256\"}],\"name\":\"DisputeWindowClosed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"available\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientPool\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recovered\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"InvalidAttestationSigner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recovered\",\"type\":\"address\"}],\"name\":\"InvalidVoucherSigner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"disputeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"unstakeDelay\",\"type\":\"uint64\"}],\"name\":\"InvalidWindows\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"MalformedSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NoResult\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NothingOwed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"}],\"name\":\"OutputMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"SameVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierIsScheduler\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierIsWorker\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierNotStaked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"VoucherExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"notBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"VoucherNotYetValid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint8\",\"name\":\"state\",\"type\":\"uint8\"}],\"name\":\"WrongCheckState\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bool\",\"name\":\"pass\",\"type\":\"bool\"}],\"name\":\"WrongVerdict\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroContract\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"transcriptHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"score\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"reward\",\"type\":\"uint256\"}],\"name\":\"Attested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Claimed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"}],\"name\":\"DisputeExpired\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"workerOutputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"transcriptHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"score\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"expiresAt\",\"type\":\"uint64\"}],\"name\":\"DisputeOpened\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"transcriptHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"score\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"workerLost\",\"type\":\"bool\"}],\"name\":\"DisputeResolved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"slashAmount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"verifierReward\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"disputeWindow\",\"type\":\"uint64\"}],\"name\":\"ParamsSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentDeferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PoolFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PoolWithdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RequesterRefunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousScheduler\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"SchedulerRotated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"VerifierPaid\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ATTESTATION_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CHECK_ATTESTED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CHECK_CHALLENGER_LOST\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CHECK_DISPUTED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CHECK_EXPIRED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CHECK_NONE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CHECK_WORKER_LOST\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"PAY_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ROLE_CHECK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"ROLE_TIEBREAK\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"VERIFY_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"notBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"transcriptHash\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"pass\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"score\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"voucherSig\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"attestationSig\",\"type\":\"bytes\"}],\"internalType\":\"structResultVerifier.Evidence\",\"name\":\"ev\",\"type\":\"tuple\"}],\"name\":\"attest\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"notBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"transcriptHash\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"pass\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"score\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"voucherSig\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"attestationSig\",\"type\":\"bytes\"}],\"internalType\":\"structResultVerifier.Evidence\",\"name\":\"evidence\",\"type\":\"tuple\"}],\"internalType\":\"structResultVerifier.AttestItem[]\",\"name\":\"items\",\"type\":\"tuple[]\"}],\"name\":\"attestMany\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"transcriptHash\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"pass\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"score\",\"type\":\"uint32\"}],\"name\":\"attestationDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"challengeWindow\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"checkOf\",\"outputs\":[{\"components\":[{\"internalType\":\"uint8\",\"name\":\"state\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"openedAt\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"challenger\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"challengeScore\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"workerOutputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"transcriptHash\",\"type\":\"bytes32\"}],\"internalType\":\"structResultVerifier.Check\",\"name\":\"\",\"type\":\"tuple\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"claim\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"disputeWindow\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"expireDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"fund\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"notBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"transcriptHash\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"pass\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"score\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"voucherSig\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"attestationSig\",\"type\":\"bytes\"}],\"internalType\":\"structResultVerifier.Evidence\",\"name\":\"ev\",\"type\":\"tuple\"}],\"name\":\"openDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pool\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"registry\",\"outputs\":[{\"internalType\":\"contractIStakeSlasher\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"components\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"notBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes32\",\"name\":\"transcriptHash\",\"type\":\"bytes32\"},{\"internalType\":\"bool\",\"name\":\"pass\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"score\",\"type\":\"uint32\"},{\"internalType\":\"bytes\",\"name\":\"voucherSig\",\"type\":\"bytes\"},{\"internalType\":\"bytes\",\"name\":\"attestationSig\",\"type\":\"bytes\"}],\"internalType\":\"structResultVerifier.Evidence\",\"name\":\"ev\",\"type\":\"tuple\"}],\"name\":\"resolveDispute\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"contractIRouterResults\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"scheduler\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"slash\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"reward\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"challengeSeconds\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"disputeSeconds\",\"type\":\"uint64\"}],\"name\":\"setParams\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"setScheduler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"slashAmount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalOwed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifierReward\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint8\",\"name\":\"role\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"notBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"verifyDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"withdrawPool\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	Bin: "0x6101a0604052348015610010575f5ffd5b5060405161349938038061349983398101604081905261002f916104c5565b604080518082018252601581527f496e666572656e6365566572696669636174696f6e0000000000000000000000602080830191909152825180840190935260018352603160f81b90830152908989816001600160a01b0381166100ad57604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100b6816101fb565b506100c081610217565b506100cc90508261028f565b610120526100d98161028f565b61014052815160208084019190912060e052815190820120610100524660a05261016560e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c05260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556001600160a01b03861615806101af57506001600160a01b038516155b156101cd576040516308b8fe7f60e41b815260040160405180910390fd5b6001600160a01b03808716610160528516610180526101ee848484846102cc565b50505050505050506105ea565b600180546001600160a01b031916905561021481610445565b50565b6001600160a01b03811661023e5760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b5f5f829050601f815111156102b9578260405163305a27a960e01b81526004016100a4919061054a565b80516102c48261057f565b179392505050565b5f610180516001600160a01b0316633222012f6040518163ffffffff1660e01b8152600401602060405180830381865afa15801561030c573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061033091906105a5565b90506001600160401b038316158061034f57506001600160401b038216155b806103805750806001600160401b0316826001600160401b0316846001600160401b031661037d91906105c5565b10155b156103b957604051630bd1624560e01b81526001600160401b0380851660048301528084166024830152821660448201526064016100a4565b60058590556006849055600780546001600160401b038581166001600160801b03199092168217680100000000000000009186169182021790925560408051888152602081018890529081019190915260608101919091527ffc883f45117ca3ee46b5c5df2ff1aa903f3abc67f0d482d7f3f6272e275e92d89060800160405180910390a15050505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b03811681146104aa575f5ffd5b919050565b80516001600160401b03811681146104aa575f5ffd5b5f5f5f5f5f5f5f5f610100898b0312156104dd575f5ffd5b6104e689610494565b97506104f460208a01610494565b965061050260408a01610494565b955061051060608a01610494565b60808a015160a08b01519196509450925061052d60c08a016104af565b915061053b60e08a016104af565b90509295985092959890939650565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b8051602080830151919081101561059f575f198160200360031b1b821691505b50919050565b5f602082840312156105b5575f5ffd5b6105be826104af565b9392505050565b808201808211156105e457634e487b7160e01b5f52601160045260245ffd5b92915050565b60805160a05160c05160e0516101005161012051610140516101605161018051612def6106aa5f395f81816104a401528181610aac01528181610b2001528181610c3101528181610d3901528181610ffa01528181611077015281816116dc0152818161173d01528181611a730152611f1d01525f818161083c015281816109b901528181612238015261239d01525f61245001525f61242501525f61254d01525f61252501525f61248001525f6124aa01525f6124d40152612def5ff3fe608060405260043610610241575f3560e01c80637d3da9aa11610134578063d4a8aed1116100b3578063e893f39111610078578063e893f39114610692578063ebe334f8146107e4578063f2fde38b146107f8578063f698da2514610817578063f887ea401461082b578063fc990dba1461085e575f5ffd5b8063d4a8aed114610621578063d734488c146103b2578063df18e04714610635578063e30c397814610660578063e7fa9f7d1461067d575f5ffd5b8063b49e80f4116100f9578063b49e80f414610593578063b4ea810e146105a8578063b60d4288146105c7578063cb6535b5146105cf578063d1ad17bf14610602575f5ffd5b80637d3da9aa146104fd57806384b0196e1461051c578063861a1412146105435780638802834e146105625780638da5cb5b14610577575f5ffd5b806342443efd116101c0578063715018a611610185578063715018a61461044c578063724e43a81461046057806379ba50971461047f5780637b103999146104935780637c4304ff146104de575f5ffd5b806342443efd146103e55780634a7ebc6e146104045780634e71d92d14610419578063611046741461028157806370ca7fc11461042d575f5ffd5b8063117f5f9211610206578063117f5f921461034157806316f0115b1461037f57806328b0d19f14610393578063298767b9146103b25780633f6746ce146103c6575f5ffd5b8063025d261b1461028157806302dca722146102ac57806306a7a829146102cd57806307090c1f146102e157806307f24dca14610322575f5ffd5b3661027d5760405134815233907f32173d8e51cec3a6fe484b7a1c3febe760cdf96e03d4cca36a43563a4333e8389060200160405180910390a2005b5f5ffd5b34801561028c575f5ffd5b50610295600181565b60405160ff90911681526020015b60405180910390f35b3480156102b7575f5ffd5b506102cb6102c63660046127f1565b610871565b005b3480156102d8575f5ffd5b50610295600381565b3480156102ec575f5ffd5b506103147f8eefad8c33e89faf9cbc53b9457f0018d0d044df4c53010991ca78aab2533fdd81565b6040519081526020016102a3565b34801561032d575f5ffd5b5061031461033c366004612859565b610ddf565b34801561034c575f5ffd5b5060075461036790600160401b90046001600160401b031681565b6040516001600160401b0390911681526020016102a3565b34801561038a575f5ffd5b50610314610e69565b34801561039e575f5ffd5b506103146103ad3660046128e7565b610e7d565b3480156103bd575f5ffd5b50610295600281565b3480156103d1575f5ffd5b506102cb6103e0366004612979565b610f15565b3480156103f0575f5ffd5b506102cb6103ff366004612994565b610f29565b34801561040f575f5ffd5b5061031461c35081565b348015610424575f5ffd5b506102cb611131565b348015610438575f5ffd5b506102cb6104473660046129ab565b61124f565b348015610457575f5ffd5b506102cb611269565b34801561046b575f5ffd5b506102cb61047a3660046129f2565b61127a565b34801561048a575f5ffd5b506102cb61133f565b34801561049e575f5ffd5b506104c67f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016102a3565b3480156104e9575f5ffd5b506102cb6104f8366004612a61565b611380565b348015610508575f5ffd5b506102cb610517366004612a8b565b6114ca565b348015610527575f5ffd5b50610530611897565b6040516102a39796959493929190612b0d565b34801561054e575f5ffd5b50600754610367906001600160401b031681565b34801561056d575f5ffd5b5061031460055481565b348015610582575f5ffd5b505f546001600160a01b03166104c6565b34801561059e575f5ffd5b5061031460065481565b3480156105b3575f5ffd5b506102cb6105c2366004612a8b565b6118d9565b6102cb611902565b3480156105da575f5ffd5b506103147f974f2a022483b75b4d65350e98840416d79703dca9d2330936b23a520b50081d81565b34801561060d575f5ffd5b506002546104c6906001600160a01b031681565b34801561062c575f5ffd5b50610295600581565b348015610640575f5ffd5b5061031461064f366004612979565b60086020525f908152604090205481565b34801561066b575f5ffd5b506001546001600160a01b03166104c6565b348015610688575f5ffd5b5061031460095481565b34801561069d575f5ffd5b5061076d6106ac366004612994565b6040805160e0810182525f80825260208201819052918101829052606081018290526080810182905260a0810182905260c0810191909152505f908152600a6020908152604091829020825160e081018452815460ff811682526001600160401b03610100820416938201939093526001600160a01b03600160481b9093048316938101939093526001810154918216606084015263ffffffff600160a01b909204919091166080830152600281015460a08301526003015460c082015290565b6040516102a391905f60e08201905060ff83511682526001600160401b03602084015116602083015260018060a01b03604084015116604083015260018060a01b03606084015116606083015263ffffffff608084015116608083015260a083015160a083015260c083015160c083015292915050565b3480156107ef575f5ffd5b50610295600481565b348015610803575f5ffd5b506102cb610812366004612979565b611939565b348015610822575f5ffd5b506103146119a9565b348015610836575f5ffd5b506104c67f000000000000000000000000000000000000000000000000000000000000000081565b348015610869575f5ffd5b506102955f81565b6108796119b2565b5f828152600a60205260409020805460ff166002146108bf57805460405163054eb44960e41b81526004810185905260ff90911660248201526044015b60405180910390fd5b60075481545f916108e9916001600160401b03600160401b90920482169161010090910416612bb7565b90508042111561091657604051636f10073560e11b815260048101859052602481018290526044016108b6565b815460018301546001600160a01b03600160481b909204821691168061093f6020870187612979565b6001600160a01b03160361097f5761095a6020860186612979565b604051631059e74960e11b81526001600160a01b0390911660048201526024016108b6565b83600201548560800135146109b4576040516357c4df7560e11b815260048101879052608086013560248201526044016108b6565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c58343ef8a6040518263ffffffff1660e01b8152600401610a0591815260200190565b60c060405180830381865afa158015610a20573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610a449190612bca565b955050505092509250610a5b89868360028c6119cd565b5f610a6c60e08a0160c08b01612c3c565b15905080610a7b576004610a7e565b60035b885460ff191660ff91909116178855604051634a1ce59960e01b81526001600160a01b0387811660048301527f00000000000000000000000000000000000000000000000000000000000000001690634a1ce599906024015f604051808303815f87803b158015610aed575f5ffd5b505af1158015610aff573d5f5f3e3d5ffd5b5050604051634a1ce59960e01b81526001600160a01b0388811660048301527f0000000000000000000000000000000000000000000000000000000000000000169250634a1ce59991506024015f604051808303815f87803b158015610b63575f5ffd5b505af1158015610b75573d5f5f3e3d5ffd5b50610b879250505060208a018a612979565b6001600160a01b0316866001600160a01b03168b7f755303a4f294c3e84afdfc8a0f61b2a1cc784e7b9a3a902e3ed9f70eb60a745d8c60a001358d60e0016020810190610bd49190612c55565b6040805192835263ffffffff90911660208301528615159082015260600160405180910390a48015610d0857600554604051631c3e07db60e21b81526001600160a01b038881166004830152602482018d905260448201929092527f0000000000000000000000000000000000000000000000000000000000000000909116906370f81f6c906064016020604051808303815f875af1158015610c79573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c9d9190612c70565b505f610ca884611cd8565b9050846001600160a01b03168b7fd93e5ac7e17aff8c7e9526aea1609c68ea441481f41a2d6e968200488fe662f783604051610ce691815260200190565b60405180910390a3610cf88582611cfa565b610d028b87611de8565b50610da7565b600554604051631c3e07db60e21b81526001600160a01b038781166004830152602482018d905260448201929092527f0000000000000000000000000000000000000000000000000000000000000000909116906370f81f6c906064016020604051808303815f875af1158015610d81573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610da59190612c70565b505b610dbd8a610db860208c018c612979565b611de8565b5050505050505050610ddb60015f516020612dc35f395f51905f5255565b5050565b604080517f8eefad8c33e89faf9cbc53b9457f0018d0d044df4c53010991ca78aab2533fdd6020820152908101879052606081018690526080810185905260a0810184905282151560c082015263ffffffff821660e08201525f90610e5e90610100015b60405160208183030381529060405280519060200120611e44565b979650505050505050565b5f60095447610e789190612c87565b905090565b604080517f974f2a022483b75b4d65350e98840416d79703dca9d2330936b23a520b50081d60208201529081018990526001600160a01b0380891660608301528716608082015263ffffffff861660a082015260ff851660c082015260e081018490526001600160401b0380841661010083015282166101208201525f90610f089061014001610e43565b9998505050505050505050565b610f1d611e76565b610f2681611ea2565b50565b610f316119b2565b5f818152600a60205260409020805460ff16600214610f7257805460405163054eb44960e41b81526004810184905260ff90911660248201526044016108b6565b60075481545f91610f9c916001600160401b03600160401b90920482169161010090910416612bb7565b9050804211610fc857604051631d7be63960e11b815260048101849052602481018290526044016108b6565b815460ff1916600517808355604051634a1ce59960e01b81526001600160a01b03600160481b909204821660048201527f000000000000000000000000000000000000000000000000000000000000000090911690634a1ce599906024015f604051808303815f87803b15801561103d575f5ffd5b505af115801561104f573d5f5f3e3d5ffd5b505050506001820154604051634a1ce59960e01b81526001600160a01b0391821660048201527f000000000000000000000000000000000000000000000000000000000000000090911690634a1ce599906024015f604051808303815f87803b1580156110ba575f5ffd5b505af11580156110cc573d5f5f3e3d5ffd5b505050600183015483546040516001600160a01b039283169350600160481b9091049091169085907fbcc52be4b5074b363043ec519f1f2a8f2327353c3f1e02696208ce40677b50d0905f90a45050610f2660015f516020612dc35f395f51905f5255565b6111396119b2565b335f908152600860205260408120549081900361116957604051631e5f6e9560e21b815260040160405180910390fd5b335f9081526008602052604081208190556009805483929061118c908490612c87565b909155505060405181815233907fd8138f8a3f377c5259ca548e70e4c2de94f129f5a11036a15b69513cba2b426a9060200160405180910390a26040515f90339083908381818185875af1925050503d805f8114611205576040519150601f19603f3d011682016040523d82523d5f602084013e61120a565b606091505b50509050806112355760405163a09e616560e01b8152336004820152602481018390526044016108b6565b505061124d60015f516020612dc35f395f51905f5255565b565b611257611e76565b61126384848484611f1a565b50505050565b611271611e76565b61124d5f6120b4565b6112826119b2565b5f5b81811015611328576113208383838181106112a1576112a1612c9a565b90506020028101906112b39190612cae565b358484848181106112c6576112c6612c9a565b90506020028101906112d89190612cae565b6112e9906040810190602001612979565b8585858181106112fb576112fb612c9a565b905060200281019061130d9190612cae565b61131b906040810190612ccc565b6120cd565b600101611284565b50610ddb60015f516020612dc35f395f51905f5255565b60015433906001600160a01b031681146113775760405163118cdaa760e01b81526001600160a01b03821660048201526024016108b6565b610f26816120b4565b611388611e76565b6113906119b2565b6001600160a01b0382166113b75760405163d92e233d60e01b815260040160405180910390fd5b5f6113c0610e69565b9050808211156113ed5760405163b9b3b6b960e01b815260048101829052602481018390526044016108b6565b826001600160a01b03167f6f07e6169c1653554eb707b6f6cd8f7ccf9cc29e54a0d8a71d9d5867d2057ac28360405161142891815260200190565b60405180910390a25f836001600160a01b0316836040515f6040518083038185875af1925050503d805f8114611479576040519150601f19603f3d011682016040523d82523d5f602084013e61147e565b606091505b50509050806114b25760405163a09e616560e01b81526001600160a01b0385166004820152602481018490526044016108b6565b5050610ddb60015f516020612dc35f395f51905f5255565b6114d26119b2565b5f838152600a602052604090208054600160ff909116111561151657805460405163054eb44960e41b81526004810186905260ff90911660248201526044016108b6565b61152660e0830160c08401612c3c565b15611560578361153c60e0840160c08501612c3c565b60405163d224cfd960e01b81526004810192909252151560248201526044016108b6565b5f61157085858560800135612233565b90506115808585836001876119cd565b6040518060e00160405280600260ff168152602001426001600160401b03168152602001856001600160a01b03168152602001845f0160208101906115c59190612979565b6001600160a01b031681526020016115e4610100860160e08701612c55565b63ffffffff908116825260808681013560208085019190915260a0808901356040958601525f8b8152600a83528590208651815493880151888801516001600160a01b03908116600160481b027fffffff0000000000000000000000000000000000000000ffffffffffffffffff6001600160401b039093166101000268ffffffffffffffffff1990971660ff909416939093179590951716178155606087015160018201805495890151909616600160a01b026001600160c01b0319909516908416179390931790935591840151600282015560c090930151600390930192909255516322be59ef60e01b815285821660048201527f0000000000000000000000000000000000000000000000000000000000000000909116906322be59ef906024015f604051808303815f87803b15801561171f575f5ffd5b505af1158015611731573d5f5f3e3d5ffd5b50506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001691506322be59ef90506117736020860186612979565b6040516001600160e01b031960e084901b1681526001600160a01b0390911660048201526024015f604051808303815f87803b1580156117b1575f5ffd5b505af11580156117c3573d5f5f3e3d5ffd5b506117d5925050506020840184612979565b6001600160a01b03908116908516867f17d03a550be235f1ce94eac7086c2cbf33fdd362c4e2d49a74db3f2d1e0492d9608087013560a08801356118206101008a0160e08b01612c55565b60075461183d90600160401b90046001600160401b031642612ce1565b6040516118729493929190938452602084019290925263ffffffff1660408301526001600160401b0316606082015260800190565b60405180910390a4505061189260015f516020612dc35f395f51905f5255565b505050565b5f6060805f5f5f60606118a861241e565b6118b0612449565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b6118e16119b2565b6118ec8383836120cd565b61189260015f516020612dc35f395f51905f5255565b60405134815233907f32173d8e51cec3a6fe484b7a1c3febe760cdf96e03d4cca36a43563a4333e8389060200160405180910390a2565b611941611e76565b600180546001600160a01b0383166001600160a01b031990911681179091556119715f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b5f610e78612474565b6119ba61259d565b60025f516020612dc35f395f51905f5255565b5f6119db6020830183612979565b9050846001600160a01b0316816001600160a01b031603611a1a57604051633940122360e11b81526001600160a01b03821660048201526024016108b6565b6002546001600160a01b0390811690821603611a5457604051636a57214560e11b81526001600160a01b03821660048201526024016108b6565b604051630213119b60e51b81526001600160a01b0382811660048301527f00000000000000000000000000000000000000000000000000000000000000001690634262336090602401602060405180830381865afa158015611ab8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611adc9190612c70565b5f03611b065760405163a44ef0bd60e01b81526001600160a01b03821660048201526024016108b6565b611b166060830160408401612d00565b6001600160401b0316421015611b6157611b366060830160408401612d00565b604051631a117f2d60e01b81526001600160401b0390911660048201524260248201526044016108b6565b611b716080830160608401612d00565b6001600160401b0316421115611bbc57611b916080830160608401612d00565b60405163af50810d60e01b81526001600160401b0390911660048201524260248201526044016108b6565b5f611c0b611bf8888489611bd66040890160208a01612c55565b898b611be860608c0160408d01612d00565b6103ad60808d0160608e01612d00565b611c06610100860186612d1b565b6125cc565b6002549091506001600160a01b03808316911614611c475760405163a78b414160e01b81526001600160a01b03821660048201526024016108b6565b611c88611c7a8887608087013560a0880135611c6960e08a0160c08b01612c3c565b61033c6101008b0160e08c01612c55565b611c06610120860186612d1b565b9050816001600160a01b0316816001600160a01b031614611ccf5760405163be336d5160e01b81526001600160a01b038083166004830152831660248201526044016108b6565b50505050505050565b5f5f611ce2610e69565b9050808310611cf15780611cf3565b825b9392505050565b805f03611d05575050565b5f826001600160a01b03168261c350906040515f60405180830381858888f193505050503d805f8114611d53576040519150601f19603f3d011682016040523d82523d5f602084013e611d58565b606091505b5050905080611892576001600160a01b0383165f9081526008602052604081208054849290611d88908490612bb7565b925050819055508160095f828254611da09190612bb7565b90915550506040518281526001600160a01b038416907f8af6e30690e4b192e05dc42baa9776cefda6c432838616c7f4f036bbab44917e9060200160405180910390a2505050565b5f611df4600654611cd8565b9050816001600160a01b0316837f5719bfc2764b3faf01cb6990eec4bcf76609a60701aca102df06f0503073d15083604051611e3291815260200190565b60405180910390a36118928282611cfa565b5f611e70611e50612474565b8360405161190160f01b8152600281019290925260228201526042902090565b92915050565b5f546001600160a01b0316331461124d5760405163118cdaa760e01b81523360048201526024016108b6565b6001600160a01b038116611ec95760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316633222012f6040518163ffffffff1660e01b8152600401602060405180830381865afa158015611f77573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611f9b9190612d64565b90506001600160401b0383161580611fba57506001600160401b038216155b80611feb5750806001600160401b0316826001600160401b0316846001600160401b0316611fe89190612bb7565b10155b1561202457604051630bd1624560e01b81526001600160401b0380851660048301528084166024830152821660448201526064016108b6565b60058590556006849055600780546001600160401b038581166fffffffffffffffffffffffffffffffff199092168217600160401b9186169182021790925560408051888152602081018890529081019190915260608101919091527ffc883f45117ca3ee46b5c5df2ff1aa903f3abc67f0d482d7f3f6272e275e92d89060800160405180910390a15050505050565b600180546001600160a01b0319169055610f2681612618565b5f838152600a60205260409020805460ff161561210c57805460405163054eb44960e41b81526004810186905260ff90911660248201526044016108b6565b61211c60e0830160c08401612c3c565b612131578361153c60e0840160c08501612c3c565b5f61214185858560800135612233565b90506121518585836001876119cd565b81546001600160a01b038516600160481b0268ffffffffffffffff01600160e81b03199091161760011782556006545f9061218b90611cd8565b90506001600160a01b0385166121a46020860186612979565b6001600160a01b0316877faae694d9b6855994b70ee7f86adaee092481d5a8dbc98b0776c2291a879f0530608088013560a08901356121ea6101008b0160e08c01612c55565b60408051938452602084019290925263ffffffff16908201526060810186905260800160405180910390a461222b6122256020860186612979565b82611cfa565b505050505050565b5f5f5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03166371bfabca876040518263ffffffff1660e01b815260040161228491815260200190565b6040805180830381865afa15801561229e573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906122c29190612d7f565b9092509050816122e85760405163115ff2b560e01b8152600481018790526024016108b6565b604080516001600160a01b038716602082015290810185905260600160405160208183030381529060405280519060200120821461233c5760405163416821d760e01b8152600481018790526024016108b6565b6007545f9061235a906001600160401b031663ffffffff8416612bb7565b905080421115612387576040516348c3f48160e11b815260048101889052602481018290526044016108b6565b60405163c58343ef60e01b8152600481018890527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063c58343ef9060240160c060405180830381865afa1580156123ea573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061240e9190612bca565b9c9b505050505050505050505050565b6060610e787f0000000000000000000000000000000000000000000000000000000000000000612667565b6060610e787f0000000000000000000000000000000000000000000000000000000000000000612667565b5f306001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161480156124cc57507f000000000000000000000000000000000000000000000000000000000000000046145b156124f657507f000000000000000000000000000000000000000000000000000000000000000090565b610e78604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f516020612dc35f395f51905f525460020361124d57604051633ee5aeb560e01b815260040160405180910390fd5b5f5f6125d98585856126a4565b5090925090505f8160038111156125f2576125f2612dae565b1461261057604051632ad0f0b760e11b815260040160405180910390fd5b509392505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60605f612673836126eb565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f808060418490036126d8578435602086013560408701355f1a6126ca89828585612712565b9550955095505050506126e2565b505f915060029050825b93509350939050565b5f60ff8216601f811115611e7057604051632cd44ac360e21b815260040160405180910390fd5b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561274b57505f915060039050826127d0565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561279c573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b0381166127c757505f9250600191508290506127d0565b92505f91508190505b9450945094915050565b5f61014082840312156127eb575f5ffd5b50919050565b5f5f60408385031215612802575f5ffd5b8235915060208301356001600160401b0381111561281e575f5ffd5b61282a858286016127da565b9150509250929050565b80358015158114612843575f5ffd5b919050565b63ffffffff81168114610f26575f5ffd5b5f5f5f5f5f5f60c0878903121561286e575f5ffd5b8635955060208701359450604087013593506060870135925061289360808801612834565b915060a08701356128a381612848565b809150509295509295509295565b6001600160a01b0381168114610f26575f5ffd5b60ff81168114610f26575f5ffd5b6001600160401b0381168114610f26575f5ffd5b5f5f5f5f5f5f5f5f610100898b0312156128ff575f5ffd5b883597506020890135612911816128b1565b96506040890135612921816128b1565b9550606089013561293181612848565b94506080890135612941816128c5565b935060a0890135925060c0890135612958816128d3565b915060e0890135612968816128d3565b809150509295985092959890939650565b5f60208284031215612989575f5ffd5b8135611cf3816128b1565b5f602082840312156129a4575f5ffd5b5035919050565b5f5f5f5f608085870312156129be575f5ffd5b843593506020850135925060408501356129d7816128d3565b915060608501356129e7816128d3565b939692955090935050565b5f5f60208385031215612a03575f5ffd5b82356001600160401b03811115612a18575f5ffd5b8301601f81018513612a28575f5ffd5b80356001600160401b03811115612a3d575f5ffd5b8560208260051b8401011115612a51575f5ffd5b6020919091019590945092505050565b5f5f60408385031215612a72575f5ffd5b8235612a7d816128b1565b946020939093013593505050565b5f5f5f60608486031215612a9d575f5ffd5b833592506020840135612aaf816128b1565b915060408401356001600160401b03811115612ac9575f5ffd5b612ad5868287016127da565b9150509250925092565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f612b2b60e0830189612adf565b8281036040840152612b3d8189612adf565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015612b92578351835260209384019390920191600101612b74565b50909b9a5050505050505050505050565b634e487b7160e01b5f52601160045260245ffd5b80820180821115611e7057611e70612ba3565b5f5f5f5f5f5f60c08789031215612bdf575f5ffd5b8651612bea816128b1565b602088015160408901519197509550612c02816128d3565b6060880151909450612c13816128c5565b6080880151909350612c24816128d3565b60a09790970151959894975092959194919391925050565b5f60208284031215612c4c575f5ffd5b611cf382612834565b5f60208284031215612c65575f5ffd5b8135611cf381612848565b5f60208284031215612c80575f5ffd5b5051919050565b81810381811115611e7057611e70612ba3565b634e487b7160e01b5f52603260045260245ffd5b5f8235605e19833603018112612cc2575f5ffd5b9190910192915050565b5f823561013e19833603018112612cc2575f5ffd5b6001600160401b038181168382160190811115611e7057611e70612ba3565b5f60208284031215612d10575f5ffd5b8135611cf3816128d3565b5f5f8335601e19843603018112612d30575f5ffd5b8301803591506001600160401b03821115612d49575f5ffd5b602001915036819003821315612d5d575f5ffd5b9250929050565b5f60208284031215612d74575f5ffd5b8151611cf3816128d3565b5f5f60408385031215612d90575f5ffd5b82516020840151909250612da381612848565b809150509250929050565b634e487b7160e01b5f52602160045260245ffdfe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a164736f6c634300081e000a",
}

// ResultVerifierABI is the input ABI used to generate the binding from.
// Deprecated: Use ResultVerifierMetaData.ABI instead.
var ResultVerifierABI = ResultVerifierMetaData.ABI

// ResultVerifierBin is the compiled bytecode used for deploying new contracts.
// Deprecated: Use ResultVerifierMetaData.Bin instead.
var ResultVerifierBin = ResultVerifierMetaData.Bin

// DeployResultVerifier deploys a new Ethereum contract, binding an instance of ResultVerifier to it.
func DeployResultVerifier(auth *bind.TransactOpts, backend bind.ContractBackend, initialOwner common.Address, initialScheduler common.Address, routerAddress common.Address, registryAddress common.Address, slash *big.Int, reward *big.Int, challengeSeconds uint64, disputeSeconds uint64) (common.Address, *types.Transaction, *ResultVerifier, error) {
	parsed, err := ResultVerifierMetaData.GetAbi()
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	if parsed == nil {
		return common.Address{}, nil, nil, errors.New("GetABI returned nil")
	}

	address, tx, contract, err := bind.DeployContract(auth, *parsed, common.FromHex(ResultVerifierBin), backend, initialOwner, initialScheduler, routerAddress, registryAddress, slash, reward, challengeSeconds, disputeSeconds)
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	return address, tx, &ResultVerifier{ResultVerifierCaller: ResultVerifierCaller{contract: contract}, ResultVerifierTransactor: ResultVerifierTransactor{contract: contract}, ResultVerifierFilterer: ResultVerifierFilterer{contract: contract}}, nil
}

// ResultVerifier is an auto generated Go binding around an Ethereum contract.
type ResultVerifier struct {
	ResultVerifierCaller     // Read-only binding to the contract
	ResultVerifierTransactor // Write-only binding to the contract
	ResultVerifierFilterer   // Log filterer for contract events
}

// ResultVerifierCaller is an auto generated read-only Go binding around an Ethereum contract.
type ResultVerifierCaller struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// ResultVerifierTransactor is an auto generated write-only Go binding around an Ethereum contract.
type ResultVerifierTransactor struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// ResultVerifierFilterer is an auto generated log filtering Go binding around an Ethereum contract events.
type ResultVerifierFilterer struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// ResultVerifierSession is an auto generated Go binding around an Ethereum contract,
// with pre-set call and transact options.
type ResultVerifierSession struct {
	Contract     *ResultVerifier   // Generic contract binding to set the session for
	CallOpts     bind.CallOpts     // Call options to use throughout this session
	TransactOpts bind.TransactOpts // Transaction auth options to use throughout this session
}

// ResultVerifierCallerSession is an auto generated read-only Go binding around an Ethereum contract,
// with pre-set call options.
type ResultVerifierCallerSession struct {
	Contract *ResultVerifierCaller // Generic contract caller binding to set the session for
	CallOpts bind.CallOpts         // Call options to use throughout this session
}

// ResultVerifierTransactorSession is an auto generated write-only Go binding around an Ethereum contract,
// with pre-set transact options.
type ResultVerifierTransactorSession struct {
	Contract     *ResultVerifierTransactor // Generic contract transactor binding to set the session for
	TransactOpts bind.TransactOpts         // Transaction auth options to use throughout this session
}

// ResultVerifierRaw is an auto generated low-level Go binding around an Ethereum contract.
type ResultVerifierRaw struct {
	Contract *ResultVerifier // Generic contract binding to access the raw methods on
}

// ResultVerifierCallerRaw is an auto generated low-level read-only Go binding around an Ethereum contract.
type ResultVerifierCallerRaw struct {
	Contract *ResultVerifierCaller // Generic read-only contract binding to access the raw methods on
}

// ResultVerifierTransactorRaw is an auto generated low-level write-only Go binding around an Ethereum contract.
type ResultVerifierTransactorRaw struct {
	Contract *ResultVerifierTransactor // Generic write-only contract binding to access the raw methods on
}

// NewResultVerifier creates a new instance of ResultVerifier, bound to a specific deployed contract.
func NewResultVerifier(address common.Address, backend bind.ContractBackend) (*ResultVerifier, error) {
	contract, err := bindResultVerifier(address, backend, backend, backend)
	if err != nil {
		return nil, err
	}
	return &ResultVerifier{ResultVerifierCaller: ResultVerifierCaller{contract: contract}, ResultVerifierTransactor: ResultVerifierTransactor{contract: contract}, ResultVerifierFilterer: ResultVerifierFilterer{contract: contract}}, nil
}

// NewResultVerifierCaller creates a new read-only instance of ResultVerifier, bound to a specific deployed contract.
func NewResultVerifierCaller(address common.Address, caller bind.ContractCaller) (*ResultVerifierCaller, error) {
	contract, err := bindResultVerifier(address, caller, nil, nil)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierCaller{contract: contract}, nil
}

// NewResultVerifierTransactor creates a new write-only instance of ResultVerifier, bound to a specific deployed contract.
func NewResultVerifierTransactor(address common.Address, transactor bind.ContractTransactor) (*ResultVerifierTransactor, error) {
	contract, err := bindResultVerifier(address, nil, transactor, nil)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierTransactor{contract: contract}, nil
}

// NewResultVerifierFilterer creates a new log filterer instance of ResultVerifier, bound to a specific deployed contract.
func NewResultVerifierFilterer(address common.Address, filterer bind.ContractFilterer) (*ResultVerifierFilterer, error) {
	contract, err := bindResultVerifier(address, nil, nil, filterer)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierFilterer{contract: contract}, nil
}

// bindResultVerifier binds a generic wrapper to an already deployed contract.
func bindResultVerifier(address common.Address, caller bind.ContractCaller, transactor bind.ContractTransactor, filterer bind.ContractFilterer) (*bind.BoundContract, error) {
	parsed, err := ResultVerifierMetaData.GetAbi()
	if err != nil {
		return nil, err
	}
	return bind.NewBoundContract(address, *parsed, caller, transactor, filterer), nil
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_ResultVerifier *ResultVerifierRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _ResultVerifier.Contract.ResultVerifierCaller.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_ResultVerifier *ResultVerifierRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _ResultVerifier.Contract.ResultVerifierTransactor.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_ResultVerifier *ResultVerifierRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _ResultVerifier.Contract.ResultVerifierTransactor.contract.Transact(opts, method, params...)
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_ResultVerifier *ResultVerifierCallerRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _ResultVerifier.Contract.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_ResultVerifier *ResultVerifierTransactorRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _ResultVerifier.Contract.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_ResultVerifier *ResultVerifierTransactorRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _ResultVerifier.Contract.contract.Transact(opts, method, params...)
}

// ATTESTATIONTYPEHASH is a free data retrieval call binding the contract method 0x07090c1f.
//
// Solidity: function ATTESTATION_TYPEHASH() view returns(bytes32)
func (_ResultVerifier *ResultVerifierCaller) ATTESTATIONTYPEHASH(opts *bind.CallOpts) ([32]byte, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "ATTESTATION_TYPEHASH")

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// ATTESTATIONTYPEHASH is a free data retrieval call binding the contract method 0x07090c1f.
//
// Solidity: function ATTESTATION_TYPEHASH() view returns(bytes32)
func (_ResultVerifier *ResultVerifierSession) ATTESTATIONTYPEHASH() ([32]byte, error) {
	return _ResultVerifier.Contract.ATTESTATIONTYPEHASH(&_ResultVerifier.CallOpts)
}

// ATTESTATIONTYPEHASH is a free data retrieval call binding the contract method 0x07090c1f.
//
// Solidity: function ATTESTATION_TYPEHASH() view returns(bytes32)
func (_ResultVerifier *ResultVerifierCallerSession) ATTESTATIONTYPEHASH() ([32]byte, error) {
	return _ResultVerifier.Contract.ATTESTATIONTYPEHASH(&_ResultVerifier.CallOpts)
}

// CHECKATTESTED is a free data retrieval call binding the contract method 0x61104674.
//
// Solidity: function CHECK_ATTESTED() view returns(uint8)
func (_ResultVerifier *ResultVerifierCaller) CHECKATTESTED(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "CHECK_ATTESTED")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// CHECKATTESTED is a free data retrieval call binding the contract method 0x61104674.
//
// Solidity: function CHECK_ATTESTED() view returns(uint8)
func (_ResultVerifier *ResultVerifierSession) CHECKATTESTED() (uint8, error) {
	return _ResultVerifier.Contract.CHECKATTESTED(&_ResultVerifier.CallOpts)
}

// CHECKATTESTED is a free data retrieval call binding the contract method 0x61104674.
//
// Solidity: function CHECK_ATTESTED() view returns(uint8)
func (_ResultVerifier *ResultVerifierCallerSession) CHECKATTESTED() (uint8, error) {
	return _ResultVerifier.Contract.CHECKATTESTED(&_ResultVerifier.CallOpts)
}

// CHECKCHALLENGERLOST is a free data retrieval call binding the contract method 0xebe334f8.
//
// Solidity: function CHECK_CHALLENGER_LOST() view returns(uint8)
func (_ResultVerifier *ResultVerifierCaller) CHECKCHALLENGERLOST(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "CHECK_CHALLENGER_LOST")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// CHECKCHALLENGERLOST is a free data retrieval call binding the contract method 0xebe334f8.
//
// Solidity: function CHECK_CHALLENGER_LOST() view returns(uint8)
func (_ResultVerifier *ResultVerifierSession) CHECKCHALLENGERLOST() (uint8, error) {
	return _ResultVerifier.Contract.CHECKCHALLENGERLOST(&_ResultVerifier.CallOpts)
}

// CHECKCHALLENGERLOST is a free data retrieval call binding the contract method 0xebe334f8.
//
// Solidity: function CHECK_CHALLENGER_LOST() view returns(uint8)
func (_ResultVerifier *ResultVerifierCallerSession) CHECKCHALLENGERLOST() (uint8, error) {
	return _ResultVerifier.Contract.CHECKCHALLENGERLOST(&_ResultVerifier.CallOpts)
}

// CHECKDISPUTED is a free data retrieval call binding the contract method 0xd734488c.
//
// Solidity: function CHECK_DISPUTED() view returns(uint8)
func (_ResultVerifier *ResultVerifierCaller) CHECKDISPUTED(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "CHECK_DISPUTED")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// CHECKDISPUTED is a free data retrieval call binding the contract method 0xd734488c.
//
// Solidity: function CHECK_DISPUTED() view returns(uint8)
func (_ResultVerifier *ResultVerifierSession) CHECKDISPUTED() (uint8, error) {
	return _ResultVerifier.Contract.CHECKDISPUTED(&_ResultVerifier.CallOpts)
}

// CHECKDISPUTED is a free data retrieval call binding the contract method 0xd734488c.
//
// Solidity: function CHECK_DISPUTED() view returns(uint8)
func (_ResultVerifier *ResultVerifierCallerSession) CHECKDISPUTED() (uint8, error) {
	return _ResultVerifier.Contract.CHECKDISPUTED(&_ResultVerifier.CallOpts)
}

// CHECKEXPIRED is a free data retrieval call binding the contract method 0xd4a8aed1.
//
// Solidity: function CHECK_EXPIRED() view returns(uint8)
func (_ResultVerifier *ResultVerifierCaller) CHECKEXPIRED(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "CHECK_EXPIRED")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// CHECKEXPIRED is a free data retrieval call binding the contract method 0xd4a8aed1.
//
// Solidity: function CHECK_EXPIRED() view returns(uint8)
func (_ResultVerifier *ResultVerifierSession) CHECKEXPIRED() (uint8, error) {
	return _ResultVerifier.Contract.CHECKEXPIRED(&_ResultVerifier.CallOpts)
}

// CHECKEXPIRED is a free data retrieval call binding the contract method 0xd4a8aed1.
//
// Solidity: function CHECK_EXPIRED() view returns(uint8)
func (_ResultVerifier *ResultVerifierCallerSession) CHECKEXPIRED() (uint8, error) {
	return _ResultVerifier.Contract.CHECKEXPIRED(&_ResultVerifier.CallOpts)
}

// CHECKNONE is a free data retrieval call binding the contract method 0xfc990dba.
//
// Solidity: function CHECK_NONE() view returns(uint8)
func (_ResultVerifier *ResultVerifierCaller) CHECKNONE(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "CHECK_NONE")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// CHECKNONE is a free data retrieval call binding the contract method 0xfc990dba.
//
// Solidity: function CHECK_NONE() view returns(uint8)
func (_ResultVerifier *ResultVerifierSession) CHECKNONE() (uint8, error) {
	return _ResultVerifier.Contract.CHECKNONE(&_ResultVerifier.CallOpts)
}

// CHECKNONE is a free data retrieval call binding the contract method 0xfc990dba.
//
// Solidity: function CHECK_NONE() view returns(uint8)
func (_ResultVerifier *ResultVerifierCallerSession) CHECKNONE() (uint8, error) {
	return _ResultVerifier.Contract.CHECKNONE(&_ResultVerifier.CallOpts)
}

// CHECKWORKERLOST is a free data retrieval call binding the contract method 0x06a7a829.
//
// Solidity: function CHECK_WORKER_LOST() view returns(uint8)
func (_ResultVerifier *ResultVerifierCaller) CHECKWORKERLOST(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "CHECK_WORKER_LOST")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// CHECKWORKERLOST is a free data retrieval call binding the contract method 0x06a7a829.
//
// Solidity: function CHECK_WORKER_LOST() view returns(uint8)
func (_ResultVerifier *ResultVerifierSession) CHECKWORKERLOST() (uint8, error) {
	return _ResultVerifier.Contract.CHECKWORKERLOST(&_ResultVerifier.CallOpts)
}

// CHECKWORKERLOST is a free data retrieval call binding the contract method 0x06a7a829.
//
// Solidity: function CHECK_WORKER_LOST() view returns(uint8)
func (_ResultVerifier *ResultVerifierCallerSession) CHECKWORKERLOST() (uint8, error) {
	return _ResultVerifier.Contract.CHECKWORKERLOST(&_ResultVerifier.CallOpts)
}

// PAYGAS is a free data retrieval call binding the contract method 0x4a7ebc6e.
//
// Solidity: function PAY_GAS() view returns(uint256)
func (_ResultVerifier *ResultVerifierCaller) PAYGAS(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "PAY_GAS")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// PAYGAS is a free data retrieval call binding the contract method 0x4a7ebc6e.
//
// Solidity: function PAY_GAS() view returns(uint256)
func (_ResultVerifier *ResultVerifierSession) PAYGAS() (*big.Int, error) {
	return _ResultVerifier.Contract.PAYGAS(&_ResultVerifier.CallOpts)
}

// PAYGAS is a free data retrieval call binding the contract method 0x4a7ebc6e.
//
// Solidity: function PAY_GAS() view returns(uint256)
func (_ResultVerifier *ResultVerifierCallerSession) PAYGAS() (*big.Int, error) {
	return _ResultVerifier.Contract.PAYGAS(&_ResultVerifier.CallOpts)
}

// ROLECHECK is a free data retrieval call binding the contract method 0x025d261b.
//
// Solidity: function ROLE_CHECK() view returns(uint8)
func (_ResultVerifier *ResultVerifierCaller) ROLECHECK(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "ROLE_CHECK")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// ROLECHECK is a free data retrieval call binding the contract method 0x025d261b.
//
// Solidity: function ROLE_CHECK() view returns(uint8)
func (_ResultVerifier *ResultVerifierSession) ROLECHECK() (uint8, error) {
	return _ResultVerifier.Contract.ROLECHECK(&_ResultVerifier.CallOpts)
}

// ROLECHECK is a free data retrieval call binding the contract method 0x025d261b.
//
// Solidity: function ROLE_CHECK() view returns(uint8)
func (_ResultVerifier *ResultVerifierCallerSession) ROLECHECK() (uint8, error) {
	return _ResultVerifier.Contract.ROLECHECK(&_ResultVerifier.CallOpts)
}

// ROLETIEBREAK is a free data retrieval call binding the contract method 0x298767b9.
//
// Solidity: function ROLE_TIEBREAK() view returns(uint8)
func (_ResultVerifier *ResultVerifierCaller) ROLETIEBREAK(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "ROLE_TIEBREAK")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// ROLETIEBREAK is a free data retrieval call binding the contract method 0x298767b9.
//
// Solidity: function ROLE_TIEBREAK() view returns(uint8)
func (_ResultVerifier *ResultVerifierSession) ROLETIEBREAK() (uint8, error) {
	return _ResultVerifier.Contract.ROLETIEBREAK(&_ResultVerifier.CallOpts)
}

// ROLETIEBREAK is a free data retrieval call binding the contract method 0x298767b9.
//
// Solidity: function ROLE_TIEBREAK() view returns(uint8)
func (_ResultVerifier *ResultVerifierCallerSession) ROLETIEBREAK() (uint8, error) {
	return _ResultVerifier.Contract.ROLETIEBREAK(&_ResultVerifier.CallOpts)
}

// VERIFYTYPEHASH is a free data retrieval call binding the contract method 0xcb6535b5.
//
// Solidity: function VERIFY_TYPEHASH() view returns(bytes32)
func (_ResultVerifier *ResultVerifierCaller) VERIFYTYPEHASH(opts *bind.CallOpts) ([32]byte, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "VERIFY_TYPEHASH")

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// VERIFYTYPEHASH is a free data retrieval call binding the contract method 0xcb6535b5.
//
// Solidity: function VERIFY_TYPEHASH() view returns(bytes32)
func (_ResultVerifier *ResultVerifierSession) VERIFYTYPEHASH() ([32]byte, error) {
	return _ResultVerifier.Contract.VERIFYTYPEHASH(&_ResultVerifier.CallOpts)
}

// VERIFYTYPEHASH is a free data retrieval call binding the contract method 0xcb6535b5.
//
// Solidity: function VERIFY_TYPEHASH() view returns(bytes32)
func (_ResultVerifier *ResultVerifierCallerSession) VERIFYTYPEHASH() ([32]byte, error) {
	return _ResultVerifier.Contract.VERIFYTYPEHASH(&_ResultVerifier.CallOpts)
}

// AttestationDigest is a free data retrieval call binding the contract method 0x07f24dca.
//
// Solidity: function attestationDigest(uint256 id, bytes32 inputHash, bytes32 outputHash, bytes32 transcriptHash, bool pass, uint32 score) view returns(bytes32)
func (_ResultVerifier *ResultVerifierCaller) AttestationDigest(opts *bind.CallOpts, id *big.Int, inputHash [32]byte, outputHash [32]byte, transcriptHash [32]byte, pass bool, score uint32) ([32]byte, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "attestationDigest", id, inputHash, outputHash, transcriptHash, pass, score)

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// AttestationDigest is a free data retrieval call binding the contract method 0x07f24dca.
//
// Solidity: function attestationDigest(uint256 id, bytes32 inputHash, bytes32 outputHash, bytes32 transcriptHash, bool pass, uint32 score) view returns(bytes32)
func (_ResultVerifier *ResultVerifierSession) AttestationDigest(id *big.Int, inputHash [32]byte, outputHash [32]byte, transcriptHash [32]byte, pass bool, score uint32) ([32]byte, error) {
	return _ResultVerifier.Contract.AttestationDigest(&_ResultVerifier.CallOpts, id, inputHash, outputHash, transcriptHash, pass, score)
}

// AttestationDigest is a free data retrieval call binding the contract method 0x07f24dca.
//
// Solidity: function attestationDigest(uint256 id, bytes32 inputHash, bytes32 outputHash, bytes32 transcriptHash, bool pass, uint32 score) view returns(bytes32)
func (_ResultVerifier *ResultVerifierCallerSession) AttestationDigest(id *big.Int, inputHash [32]byte, outputHash [32]byte, transcriptHash [32]byte, pass bool, score uint32) ([32]byte, error) {
	return _ResultVerifier.Contract.AttestationDigest(&_ResultVerifier.CallOpts, id, inputHash, outputHash, transcriptHash, pass, score)
}

// ChallengeWindow is a free data retrieval call binding the contract method 0x861a1412.
//
// Solidity: function challengeWindow() view returns(uint64)
func (_ResultVerifier *ResultVerifierCaller) ChallengeWindow(opts *bind.CallOpts) (uint64, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "challengeWindow")

	if err != nil {
		return *new(uint64), err
	}

	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)

	return out0, err

}

// ChallengeWindow is a free data retrieval call binding the contract method 0x861a1412.
//
// Solidity: function challengeWindow() view returns(uint64)
func (_ResultVerifier *ResultVerifierSession) ChallengeWindow() (uint64, error) {
	return _ResultVerifier.Contract.ChallengeWindow(&_ResultVerifier.CallOpts)
}

// ChallengeWindow is a free data retrieval call binding the contract method 0x861a1412.
//
// Solidity: function challengeWindow() view returns(uint64)
func (_ResultVerifier *ResultVerifierCallerSession) ChallengeWindow() (uint64, error) {
	return _ResultVerifier.Contract.ChallengeWindow(&_ResultVerifier.CallOpts)
}

// CheckOf is a free data retrieval call binding the contract method 0xe893f391.
//
// Solidity: function checkOf(uint256 id) view returns((uint8,uint64,address,address,uint32,bytes32,bytes32))
func (_ResultVerifier *ResultVerifierCaller) CheckOf(opts *bind.CallOpts, id *big.Int) (ResultVerifierCheck, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "checkOf", id)

	if err != nil {
		return *new(ResultVerifierCheck), err
	}

	out0 := *abi.ConvertType(out[0], new(ResultVerifierCheck)).(*ResultVerifierCheck)

	return out0, err

}

// CheckOf is a free data retrieval call binding the contract method 0xe893f391.
//
// Solidity: function checkOf(uint256 id) view returns((uint8,uint64,address,address,uint32,bytes32,bytes32))
func (_ResultVerifier *ResultVerifierSession) CheckOf(id *big.Int) (ResultVerifierCheck, error) {
	return _ResultVerifier.Contract.CheckOf(&_ResultVerifier.CallOpts, id)
}

// CheckOf is a free data retrieval call binding the contract method 0xe893f391.
//
// Solidity: function checkOf(uint256 id) view returns((uint8,uint64,address,address,uint32,bytes32,bytes32))
func (_ResultVerifier *ResultVerifierCallerSession) CheckOf(id *big.Int) (ResultVerifierCheck, error) {
	return _ResultVerifier.Contract.CheckOf(&_ResultVerifier.CallOpts, id)
}

// DisputeWindow is a free data retrieval call binding the contract method 0x117f5f92.
//
// Solidity: function disputeWindow() view returns(uint64)
func (_ResultVerifier *ResultVerifierCaller) DisputeWindow(opts *bind.CallOpts) (uint64, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "disputeWindow")

	if err != nil {
		return *new(uint64), err
	}

	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)

	return out0, err

}

// DisputeWindow is a free data retrieval call binding the contract method 0x117f5f92.
//
// Solidity: function disputeWindow() view returns(uint64)
func (_ResultVerifier *ResultVerifierSession) DisputeWindow() (uint64, error) {
	return _ResultVerifier.Contract.DisputeWindow(&_ResultVerifier.CallOpts)
}

// DisputeWindow is a free data retrieval call binding the contract method 0x117f5f92.
//
// Solidity: function disputeWindow() view returns(uint64)
func (_ResultVerifier *ResultVerifierCallerSession) DisputeWindow() (uint64, error) {
	return _ResultVerifier.Contract.DisputeWindow(&_ResultVerifier.CallOpts)
}

// DomainSeparator is a free data retrieval call binding the contract method 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (_ResultVerifier *ResultVerifierCaller) DomainSeparator(opts *bind.CallOpts) ([32]byte, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "domainSeparator")

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// DomainSeparator is a free data retrieval call binding the contract method 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (_ResultVerifier *ResultVerifierSession) DomainSeparator() ([32]byte, error) {
	return _ResultVerifier.Contract.DomainSeparator(&_ResultVerifier.CallOpts)
}

// DomainSeparator is a free data retrieval call binding the contract method 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (_ResultVerifier *ResultVerifierCallerSession) DomainSeparator() ([32]byte, error) {
	return _ResultVerifier.Contract.DomainSeparator(&_ResultVerifier.CallOpts)
}

// Eip712Domain is a free data retrieval call binding the contract method 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (_ResultVerifier *ResultVerifierCaller) Eip712Domain(opts *bind.CallOpts) (struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "eip712Domain")

	outstruct := new(struct {
		Fields            [1]byte
		Name              string
		Version           string
		ChainId           *big.Int
		VerifyingContract common.Address
		Salt              [32]byte
		Extensions        []*big.Int
	})
	if err != nil {
		return *outstruct, err
	}

	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = *abi.ConvertType(out[3], new(*big.Int)).(**big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)

	return *outstruct, err

}

// Eip712Domain is a free data retrieval call binding the contract method 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (_ResultVerifier *ResultVerifierSession) Eip712Domain() (struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}, error) {
	return _ResultVerifier.Contract.Eip712Domain(&_ResultVerifier.CallOpts)
}

// Eip712Domain is a free data retrieval call binding the contract method 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (_ResultVerifier *ResultVerifierCallerSession) Eip712Domain() (struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}, error) {
	return _ResultVerifier.Contract.Eip712Domain(&_ResultVerifier.CallOpts)
}

// Owed is a free data retrieval call binding the contract method 0xdf18e047.
//
// Solidity: function owed(address ) view returns(uint256)
func (_ResultVerifier *ResultVerifierCaller) Owed(opts *bind.CallOpts, arg0 common.Address) (*big.Int, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "owed", arg0)

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// Owed is a free data retrieval call binding the contract method 0xdf18e047.
//
// Solidity: function owed(address ) view returns(uint256)
func (_ResultVerifier *ResultVerifierSession) Owed(arg0 common.Address) (*big.Int, error) {
	return _ResultVerifier.Contract.Owed(&_ResultVerifier.CallOpts, arg0)
}

// Owed is a free data retrieval call binding the contract method 0xdf18e047.
//
// Solidity: function owed(address ) view returns(uint256)
func (_ResultVerifier *ResultVerifierCallerSession) Owed(arg0 common.Address) (*big.Int, error) {
	return _ResultVerifier.Contract.Owed(&_ResultVerifier.CallOpts, arg0)
}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_ResultVerifier *ResultVerifierCaller) Owner(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "owner")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_ResultVerifier *ResultVerifierSession) Owner() (common.Address, error) {
	return _ResultVerifier.Contract.Owner(&_ResultVerifier.CallOpts)
}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_ResultVerifier *ResultVerifierCallerSession) Owner() (common.Address, error) {
	return _ResultVerifier.Contract.Owner(&_ResultVerifier.CallOpts)
}

// PendingOwner is a free data retrieval call binding the contract method 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (_ResultVerifier *ResultVerifierCaller) PendingOwner(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "pendingOwner")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// PendingOwner is a free data retrieval call binding the contract method 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (_ResultVerifier *ResultVerifierSession) PendingOwner() (common.Address, error) {
	return _ResultVerifier.Contract.PendingOwner(&_ResultVerifier.CallOpts)
}

// PendingOwner is a free data retrieval call binding the contract method 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (_ResultVerifier *ResultVerifierCallerSession) PendingOwner() (common.Address, error) {
	return _ResultVerifier.Contract.PendingOwner(&_ResultVerifier.CallOpts)
}

// Pool is a free data retrieval call binding the contract method 0x16f0115b.
//
// Solidity: function pool() view returns(uint256)
func (_ResultVerifier *ResultVerifierCaller) Pool(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "pool")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// Pool is a free data retrieval call binding the contract method 0x16f0115b.
//
// Solidity: function pool() view returns(uint256)
func (_ResultVerifier *ResultVerifierSession) Pool() (*big.Int, error) {
	return _ResultVerifier.Contract.Pool(&_ResultVerifier.CallOpts)
}

// Pool is a free data retrieval call binding the contract method 0x16f0115b.
//
// Solidity: function pool() view returns(uint256)
func (_ResultVerifier *ResultVerifierCallerSession) Pool() (*big.Int, error) {
	return _ResultVerifier.Contract.Pool(&_ResultVerifier.CallOpts)
}

// Registry is a free data retrieval call binding the contract method 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (_ResultVerifier *ResultVerifierCaller) Registry(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "registry")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Registry is a free data retrieval call binding the contract method 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (_ResultVerifier *ResultVerifierSession) Registry() (common.Address, error) {
	return _ResultVerifier.Contract.Registry(&_ResultVerifier.CallOpts)
}

// Registry is a free data retrieval call binding the contract method 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (_ResultVerifier *ResultVerifierCallerSession) Registry() (common.Address, error) {
	return _ResultVerifier.Contract.Registry(&_ResultVerifier.CallOpts)
}

// Router is a free data retrieval call binding the contract method 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (_ResultVerifier *ResultVerifierCaller) Router(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "router")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Router is a free data retrieval call binding the contract method 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (_ResultVerifier *ResultVerifierSession) Router() (common.Address, error) {
	return _ResultVerifier.Contract.Router(&_ResultVerifier.CallOpts)
}

// Router is a free data retrieval call binding the contract method 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (_ResultVerifier *ResultVerifierCallerSession) Router() (common.Address, error) {
	return _ResultVerifier.Contract.Router(&_ResultVerifier.CallOpts)
}

// Scheduler is a free data retrieval call binding the contract method 0xd1ad17bf.
//
// Solidity: function scheduler() view returns(address)
func (_ResultVerifier *ResultVerifierCaller) Scheduler(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "scheduler")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Scheduler is a free data retrieval call binding the contract method 0xd1ad17bf.
//
// Solidity: function scheduler() view returns(address)
func (_ResultVerifier *ResultVerifierSession) Scheduler() (common.Address, error) {
	return _ResultVerifier.Contract.Scheduler(&_ResultVerifier.CallOpts)
}

// Scheduler is a free data retrieval call binding the contract method 0xd1ad17bf.
//
// Solidity: function scheduler() view returns(address)
func (_ResultVerifier *ResultVerifierCallerSession) Scheduler() (common.Address, error) {
	return _ResultVerifier.Contract.Scheduler(&_ResultVerifier.CallOpts)
}

// SlashAmount is a free data retrieval call binding the contract method 0x8802834e.
//
// Solidity: function slashAmount() view returns(uint256)
func (_ResultVerifier *ResultVerifierCaller) SlashAmount(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "slashAmount")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// SlashAmount is a free data retrieval call binding the contract method 0x8802834e.
//
// Solidity: function slashAmount() view returns(uint256)
func (_ResultVerifier *ResultVerifierSession) SlashAmount() (*big.Int, error) {
	return _ResultVerifier.Contract.SlashAmount(&_ResultVerifier.CallOpts)
}

// SlashAmount is a free data retrieval call binding the contract method 0x8802834e.
//
// Solidity: function slashAmount() view returns(uint256)
func (_ResultVerifier *ResultVerifierCallerSession) SlashAmount() (*big.Int, error) {
	return _ResultVerifier.Contract.SlashAmount(&_ResultVerifier.CallOpts)
}

// TotalOwed is a free data retrieval call binding the contract method 0xe7fa9f7d.
//
// Solidity: function totalOwed() view returns(uint256)
func (_ResultVerifier *ResultVerifierCaller) TotalOwed(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "totalOwed")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// TotalOwed is a free data retrieval call binding the contract method 0xe7fa9f7d.
//
// Solidity: function totalOwed() view returns(uint256)
func (_ResultVerifier *ResultVerifierSession) TotalOwed() (*big.Int, error) {
	return _ResultVerifier.Contract.TotalOwed(&_ResultVerifier.CallOpts)
}

// TotalOwed is a free data retrieval call binding the contract method 0xe7fa9f7d.
//
// Solidity: function totalOwed() view returns(uint256)
func (_ResultVerifier *ResultVerifierCallerSession) TotalOwed() (*big.Int, error) {
	return _ResultVerifier.Contract.TotalOwed(&_ResultVerifier.CallOpts)
}

// VerifierReward is a free data retrieval call binding the contract method 0xb49e80f4.
//
// Solidity: function verifierReward() view returns(uint256)
func (_ResultVerifier *ResultVerifierCaller) VerifierReward(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "verifierReward")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// VerifierReward is a free data retrieval call binding the contract method 0xb49e80f4.
//
// Solidity: function verifierReward() view returns(uint256)
func (_ResultVerifier *ResultVerifierSession) VerifierReward() (*big.Int, error) {
	return _ResultVerifier.Contract.VerifierReward(&_ResultVerifier.CallOpts)
}

// VerifierReward is a free data retrieval call binding the contract method 0xb49e80f4.
//
// Solidity: function verifierReward() view returns(uint256)
func (_ResultVerifier *ResultVerifierCallerSession) VerifierReward() (*big.Int, error) {
	return _ResultVerifier.Contract.VerifierReward(&_ResultVerifier.CallOpts)
}

// VerifyDigest is a free data retrieval call binding the contract method 0x28b0d19f.
//
// Solidity: function verifyDigest(uint256 id, address verifier, address worker, uint32 attempt, uint8 role, bytes32 inputHash, uint64 notBefore, uint64 expiry) view returns(bytes32)
func (_ResultVerifier *ResultVerifierCaller) VerifyDigest(opts *bind.CallOpts, id *big.Int, verifier common.Address, worker common.Address, attempt uint32, role uint8, inputHash [32]byte, notBefore uint64, expiry uint64) ([32]byte, error) {
	var out []interface{}
	err := _ResultVerifier.contract.Call(opts, &out, "verifyDigest", id, verifier, worker, attempt, role, inputHash, notBefore, expiry)

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// VerifyDigest is a free data retrieval call binding the contract method 0x28b0d19f.
//
// Solidity: function verifyDigest(uint256 id, address verifier, address worker, uint32 attempt, uint8 role, bytes32 inputHash, uint64 notBefore, uint64 expiry) view returns(bytes32)
func (_ResultVerifier *ResultVerifierSession) VerifyDigest(id *big.Int, verifier common.Address, worker common.Address, attempt uint32, role uint8, inputHash [32]byte, notBefore uint64, expiry uint64) ([32]byte, error) {
	return _ResultVerifier.Contract.VerifyDigest(&_ResultVerifier.CallOpts, id, verifier, worker, attempt, role, inputHash, notBefore, expiry)
}

// VerifyDigest is a free data retrieval call binding the contract method 0x28b0d19f.
//
// Solidity: function verifyDigest(uint256 id, address verifier, address worker, uint32 attempt, uint8 role, bytes32 inputHash, uint64 notBefore, uint64 expiry) view returns(bytes32)
func (_ResultVerifier *ResultVerifierCallerSession) VerifyDigest(id *big.Int, verifier common.Address, worker common.Address, attempt uint32, role uint8, inputHash [32]byte, notBefore uint64, expiry uint64) ([32]byte, error) {
	return _ResultVerifier.Contract.VerifyDigest(&_ResultVerifier.CallOpts, id, verifier, worker, attempt, role, inputHash, notBefore, expiry)
}

// AcceptOwnership is a paid mutator transaction binding the contract method 0x79ba5097.
//
// Solidity: function acceptOwnership() returns()
func (_ResultVerifier *ResultVerifierTransactor) AcceptOwnership(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "acceptOwnership")
}

// AcceptOwnership is a paid mutator transaction binding the contract method 0x79ba5097.
//
// Solidity: function acceptOwnership() returns()
func (_ResultVerifier *ResultVerifierSession) AcceptOwnership() (*types.Transaction, error) {
	return _ResultVerifier.Contract.AcceptOwnership(&_ResultVerifier.TransactOpts)
}

// AcceptOwnership is a paid mutator transaction binding the contract method 0x79ba5097.
//
// Solidity: function acceptOwnership() returns()
func (_ResultVerifier *ResultVerifierTransactorSession) AcceptOwnership() (*types.Transaction, error) {
	return _ResultVerifier.Contract.AcceptOwnership(&_ResultVerifier.TransactOpts)
}

// Attest is a paid mutator transaction binding the contract method 0xb4ea810e.
//
// Solidity: function attest(uint256 id, address worker, (address,uint32,uint64,uint64,bytes32,bytes32,bool,uint32,bytes,bytes) ev) returns()
func (_ResultVerifier *ResultVerifierTransactor) Attest(opts *bind.TransactOpts, id *big.Int, worker common.Address, ev ResultVerifierEvidence) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "attest", id, worker, ev)
}

// Attest is a paid mutator transaction binding the contract method 0xb4ea810e.
//
// Solidity: function attest(uint256 id, address worker, (address,uint32,uint64,uint64,bytes32,bytes32,bool,uint32,bytes,bytes) ev) returns()
func (_ResultVerifier *ResultVerifierSession) Attest(id *big.Int, worker common.Address, ev ResultVerifierEvidence) (*types.Transaction, error) {
	return _ResultVerifier.Contract.Attest(&_ResultVerifier.TransactOpts, id, worker, ev)
}

// Attest is a paid mutator transaction binding the contract method 0xb4ea810e.
//
// Solidity: function attest(uint256 id, address worker, (address,uint32,uint64,uint64,bytes32,bytes32,bool,uint32,bytes,bytes) ev) returns()
func (_ResultVerifier *ResultVerifierTransactorSession) Attest(id *big.Int, worker common.Address, ev ResultVerifierEvidence) (*types.Transaction, error) {
	return _ResultVerifier.Contract.Attest(&_ResultVerifier.TransactOpts, id, worker, ev)
}

// AttestMany is a paid mutator transaction binding the contract method 0x724e43a8.
//
// Solidity: function attestMany((uint256,address,(address,uint32,uint64,uint64,bytes32,bytes32,bool,uint32,bytes,bytes))[] items) returns()
func (_ResultVerifier *ResultVerifierTransactor) AttestMany(opts *bind.TransactOpts, items []ResultVerifierAttestItem) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "attestMany", items)
}

// AttestMany is a paid mutator transaction binding the contract method 0x724e43a8.
//
// Solidity: function attestMany((uint256,address,(address,uint32,uint64,uint64,bytes32,bytes32,bool,uint32,bytes,bytes))[] items) returns()
func (_ResultVerifier *ResultVerifierSession) AttestMany(items []ResultVerifierAttestItem) (*types.Transaction, error) {
	return _ResultVerifier.Contract.AttestMany(&_ResultVerifier.TransactOpts, items)
}

// AttestMany is a paid mutator transaction binding the contract method 0x724e43a8.
//
// Solidity: function attestMany((uint256,address,(address,uint32,uint64,uint64,bytes32,bytes32,bool,uint32,bytes,bytes))[] items) returns()
func (_ResultVerifier *ResultVerifierTransactorSession) AttestMany(items []ResultVerifierAttestItem) (*types.Transaction, error) {
	return _ResultVerifier.Contract.AttestMany(&_ResultVerifier.TransactOpts, items)
}

// Claim is a paid mutator transaction binding the contract method 0x4e71d92d.
//
// Solidity: function claim() returns()
func (_ResultVerifier *ResultVerifierTransactor) Claim(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "claim")
}

// Claim is a paid mutator transaction binding the contract method 0x4e71d92d.
//
// Solidity: function claim() returns()
func (_ResultVerifier *ResultVerifierSession) Claim() (*types.Transaction, error) {
	return _ResultVerifier.Contract.Claim(&_ResultVerifier.TransactOpts)
}

// Claim is a paid mutator transaction binding the contract method 0x4e71d92d.
//
// Solidity: function claim() returns()
func (_ResultVerifier *ResultVerifierTransactorSession) Claim() (*types.Transaction, error) {
	return _ResultVerifier.Contract.Claim(&_ResultVerifier.TransactOpts)
}

// ExpireDispute is a paid mutator transaction binding the contract method 0x42443efd.
//
// Solidity: function expireDispute(uint256 id) returns()
func (_ResultVerifier *ResultVerifierTransactor) ExpireDispute(opts *bind.TransactOpts, id *big.Int) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "expireDispute", id)
}

// ExpireDispute is a paid mutator transaction binding the contract method 0x42443efd.
//
// Solidity: function expireDispute(uint256 id) returns()
func (_ResultVerifier *ResultVerifierSession) ExpireDispute(id *big.Int) (*types.Transaction, error) {
	return _ResultVerifier.Contract.ExpireDispute(&_ResultVerifier.TransactOpts, id)
}

// ExpireDispute is a paid mutator transaction binding the contract method 0x42443efd.
//
// Solidity: function expireDispute(uint256 id) returns()
func (_ResultVerifier *ResultVerifierTransactorSession) ExpireDispute(id *big.Int) (*types.Transaction, error) {
	return _ResultVerifier.Contract.ExpireDispute(&_ResultVerifier.TransactOpts, id)
}

// Fund is a paid mutator transaction binding the contract method 0xb60d4288.
//
// Solidity: function fund() payable returns()
func (_ResultVerifier *ResultVerifierTransactor) Fund(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "fund")
}

// Fund is a paid mutator transaction binding the contract method 0xb60d4288.
//
// Solidity: function fund() payable returns()
func (_ResultVerifier *ResultVerifierSession) Fund() (*types.Transaction, error) {
	return _ResultVerifier.Contract.Fund(&_ResultVerifier.TransactOpts)
}

// Fund is a paid mutator transaction binding the contract method 0xb60d4288.
//
// Solidity: function fund() payable returns()
func (_ResultVerifier *ResultVerifierTransactorSession) Fund() (*types.Transaction, error) {
	return _ResultVerifier.Contract.Fund(&_ResultVerifier.TransactOpts)
}

// OpenDispute is a paid mutator transaction binding the contract method 0x7d3da9aa.
//
// Solidity: function openDispute(uint256 id, address worker, (address,uint32,uint64,uint64,bytes32,bytes32,bool,uint32,bytes,bytes) ev) returns()
func (_ResultVerifier *ResultVerifierTransactor) OpenDispute(opts *bind.TransactOpts, id *big.Int, worker common.Address, ev ResultVerifierEvidence) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "openDispute", id, worker, ev)
}

// OpenDispute is a paid mutator transaction binding the contract method 0x7d3da9aa.
//
// Solidity: function openDispute(uint256 id, address worker, (address,uint32,uint64,uint64,bytes32,bytes32,bool,uint32,bytes,bytes) ev) returns()
func (_ResultVerifier *ResultVerifierSession) OpenDispute(id *big.Int, worker common.Address, ev ResultVerifierEvidence) (*types.Transaction, error) {
	return _ResultVerifier.Contract.OpenDispute(&_ResultVerifier.TransactOpts, id, worker, ev)
}

// OpenDispute is a paid mutator transaction binding the contract method 0x7d3da9aa.
//
// Solidity: function openDispute(uint256 id, address worker, (address,uint32,uint64,uint64,bytes32,bytes32,bool,uint32,bytes,bytes) ev) returns()
func (_ResultVerifier *ResultVerifierTransactorSession) OpenDispute(id *big.Int, worker common.Address, ev ResultVerifierEvidence) (*types.Transaction, error) {
	return _ResultVerifier.Contract.OpenDispute(&_ResultVerifier.TransactOpts, id, worker, ev)
}

// RenounceOwnership is a paid mutator transaction binding the contract method 0x715018a6.
//
// Solidity: function renounceOwnership() returns()
func (_ResultVerifier *ResultVerifierTransactor) RenounceOwnership(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "renounceOwnership")
}

// RenounceOwnership is a paid mutator transaction binding the contract method 0x715018a6.
//
// Solidity: function renounceOwnership() returns()
func (_ResultVerifier *ResultVerifierSession) RenounceOwnership() (*types.Transaction, error) {
	return _ResultVerifier.Contract.RenounceOwnership(&_ResultVerifier.TransactOpts)
}

// RenounceOwnership is a paid mutator transaction binding the contract method 0x715018a6.
//
// Solidity: function renounceOwnership() returns()
func (_ResultVerifier *ResultVerifierTransactorSession) RenounceOwnership() (*types.Transaction, error) {
	return _ResultVerifier.Contract.RenounceOwnership(&_ResultVerifier.TransactOpts)
}

// ResolveDispute is a paid mutator transaction binding the contract method 0x02dca722.
//
// Solidity: function resolveDispute(uint256 id, (address,uint32,uint64,uint64,bytes32,bytes32,bool,uint32,bytes,bytes) ev) returns()
func (_ResultVerifier *ResultVerifierTransactor) ResolveDispute(opts *bind.TransactOpts, id *big.Int, ev ResultVerifierEvidence) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "resolveDispute", id, ev)
}

// ResolveDispute is a paid mutator transaction binding the contract method 0x02dca722.
//
// Solidity: function resolveDispute(uint256 id, (address,uint32,uint64,uint64,bytes32,bytes32,bool,uint32,bytes,bytes) ev) returns()
func (_ResultVerifier *ResultVerifierSession) ResolveDispute(id *big.Int, ev ResultVerifierEvidence) (*types.Transaction, error) {
	return _ResultVerifier.Contract.ResolveDispute(&_ResultVerifier.TransactOpts, id, ev)
}

// ResolveDispute is a paid mutator transaction binding the contract method 0x02dca722.
//
// Solidity: function resolveDispute(uint256 id, (address,uint32,uint64,uint64,bytes32,bytes32,bool,uint32,bytes,bytes) ev) returns()
func (_ResultVerifier *ResultVerifierTransactorSession) ResolveDispute(id *big.Int, ev ResultVerifierEvidence) (*types.Transaction, error) {
	return _ResultVerifier.Contract.ResolveDispute(&_ResultVerifier.TransactOpts, id, ev)
}

// SetParams is a paid mutator transaction binding the contract method 0x70ca7fc1.
//
// Solidity: function setParams(uint256 slash, uint256 reward, uint64 challengeSeconds, uint64 disputeSeconds) returns()
func (_ResultVerifier *ResultVerifierTransactor) SetParams(opts *bind.TransactOpts, slash *big.Int, reward *big.Int, challengeSeconds uint64, disputeSeconds uint64) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "setParams", slash, reward, challengeSeconds, disputeSeconds)
}

// SetParams is a paid mutator transaction binding the contract method 0x70ca7fc1.
//
// Solidity: function setParams(uint256 slash, uint256 reward, uint64 challengeSeconds, uint64 disputeSeconds) returns()
func (_ResultVerifier *ResultVerifierSession) SetParams(slash *big.Int, reward *big.Int, challengeSeconds uint64, disputeSeconds uint64) (*types.Transaction, error) {
	return _ResultVerifier.Contract.SetParams(&_ResultVerifier.TransactOpts, slash, reward, challengeSeconds, disputeSeconds)
}

// SetParams is a paid mutator transaction binding the contract method 0x70ca7fc1.
//
// Solidity: function setParams(uint256 slash, uint256 reward, uint64 challengeSeconds, uint64 disputeSeconds) returns()
func (_ResultVerifier *ResultVerifierTransactorSession) SetParams(slash *big.Int, reward *big.Int, challengeSeconds uint64, disputeSeconds uint64) (*types.Transaction, error) {
	return _ResultVerifier.Contract.SetParams(&_ResultVerifier.TransactOpts, slash, reward, challengeSeconds, disputeSeconds)
}

// SetScheduler is a paid mutator transaction binding the contract method 0x3f6746ce.
//
// Solidity: function setScheduler(address newScheduler) returns()
func (_ResultVerifier *ResultVerifierTransactor) SetScheduler(opts *bind.TransactOpts, newScheduler common.Address) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "setScheduler", newScheduler)
}

// SetScheduler is a paid mutator transaction binding the contract method 0x3f6746ce.
//
// Solidity: function setScheduler(address newScheduler) returns()
func (_ResultVerifier *ResultVerifierSession) SetScheduler(newScheduler common.Address) (*types.Transaction, error) {
	return _ResultVerifier.Contract.SetScheduler(&_ResultVerifier.TransactOpts, newScheduler)
}

// SetScheduler is a paid mutator transaction binding the contract method 0x3f6746ce.
//
// Solidity: function setScheduler(address newScheduler) returns()
func (_ResultVerifier *ResultVerifierTransactorSession) SetScheduler(newScheduler common.Address) (*types.Transaction, error) {
	return _ResultVerifier.Contract.SetScheduler(&_ResultVerifier.TransactOpts, newScheduler)
}

// TransferOwnership is a paid mutator transaction binding the contract method 0xf2fde38b.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (_ResultVerifier *ResultVerifierTransactor) TransferOwnership(opts *bind.TransactOpts, newOwner common.Address) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "transferOwnership", newOwner)
}

// TransferOwnership is a paid mutator transaction binding the contract method 0xf2fde38b.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (_ResultVerifier *ResultVerifierSession) TransferOwnership(newOwner common.Address) (*types.Transaction, error) {
	return _ResultVerifier.Contract.TransferOwnership(&_ResultVerifier.TransactOpts, newOwner)
}

// TransferOwnership is a paid mutator transaction binding the contract method 0xf2fde38b.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (_ResultVerifier *ResultVerifierTransactorSession) TransferOwnership(newOwner common.Address) (*types.Transaction, error) {
	return _ResultVerifier.Contract.TransferOwnership(&_ResultVerifier.TransactOpts, newOwner)
}

// WithdrawPool is a paid mutator transaction binding the contract method 0x7c4304ff.
//
// Solidity: function withdrawPool(address to, uint256 amount) returns()
func (_ResultVerifier *ResultVerifierTransactor) WithdrawPool(opts *bind.TransactOpts, to common.Address, amount *big.Int) (*types.Transaction, error) {
	return _ResultVerifier.contract.Transact(opts, "withdrawPool", to, amount)
}

// WithdrawPool is a paid mutator transaction binding the contract method 0x7c4304ff.
//
// Solidity: function withdrawPool(address to, uint256 amount) returns()
func (_ResultVerifier *ResultVerifierSession) WithdrawPool(to common.Address, amount *big.Int) (*types.Transaction, error) {
	return _ResultVerifier.Contract.WithdrawPool(&_ResultVerifier.TransactOpts, to, amount)
}

// WithdrawPool is a paid mutator transaction binding the contract method 0x7c4304ff.
//
// Solidity: function withdrawPool(address to, uint256 amount) returns()
func (_ResultVerifier *ResultVerifierTransactorSession) WithdrawPool(to common.Address, amount *big.Int) (*types.Transaction, error) {
	return _ResultVerifier.Contract.WithdrawPool(&_ResultVerifier.TransactOpts, to, amount)
}

// Receive is a paid mutator transaction binding the contract receive function.
//
// Solidity: receive() payable returns()
func (_ResultVerifier *ResultVerifierTransactor) Receive(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _ResultVerifier.contract.RawTransact(opts, nil) // calldata is disallowed for receive function
}

// Receive is a paid mutator transaction binding the contract receive function.
//
// Solidity: receive() payable returns()
func (_ResultVerifier *ResultVerifierSession) Receive() (*types.Transaction, error) {
	return _ResultVerifier.Contract.Receive(&_ResultVerifier.TransactOpts)
}

// Receive is a paid mutator transaction binding the contract receive function.
//
// Solidity: receive() payable returns()
func (_ResultVerifier *ResultVerifierTransactorSession) Receive() (*types.Transaction, error) {
	return _ResultVerifier.Contract.Receive(&_ResultVerifier.TransactOpts)
}

// ResultVerifierAttestedIterator is returned from FilterAttested and is used to iterate over the raw logs and unpacked data for Attested events raised by the ResultVerifier contract.
type ResultVerifierAttestedIterator struct {
	Event *ResultVerifierAttested // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierAttestedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierAttested)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierAttested)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierAttestedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierAttestedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierAttested represents a Attested event raised by the ResultVerifier contract.
type ResultVerifierAttested struct {
	Id             *big.Int
	Verifier       common.Address
	Worker         common.Address
	OutputHash     [32]byte
	TranscriptHash [32]byte
	Score          uint32
	Reward         *big.Int
	Raw            types.Log // Blockchain specific contextual infos
}

// FilterAttested is a free log retrieval operation binding the contract event 0xaae694d9b6855994b70ee7f86adaee092481d5a8dbc98b0776c2291a879f0530.
//
// Solidity: event Attested(uint256 indexed id, address indexed verifier, address indexed worker, bytes32 outputHash, bytes32 transcriptHash, uint32 score, uint256 reward)
func (_ResultVerifier *ResultVerifierFilterer) FilterAttested(opts *bind.FilterOpts, id []*big.Int, verifier []common.Address, worker []common.Address) (*ResultVerifierAttestedIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var verifierRule []interface{}
	for _, verifierItem := range verifier {
		verifierRule = append(verifierRule, verifierItem)
	}
	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "Attested", idRule, verifierRule, workerRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierAttestedIterator{contract: _ResultVerifier.contract, event: "Attested", logs: logs, sub: sub}, nil
}

// WatchAttested is a free log subscription operation binding the contract event 0xaae694d9b6855994b70ee7f86adaee092481d5a8dbc98b0776c2291a879f0530.
//
// Solidity: event Attested(uint256 indexed id, address indexed verifier, address indexed worker, bytes32 outputHash, bytes32 transcriptHash, uint32 score, uint256 reward)
func (_ResultVerifier *ResultVerifierFilterer) WatchAttested(opts *bind.WatchOpts, sink chan<- *ResultVerifierAttested, id []*big.Int, verifier []common.Address, worker []common.Address) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var verifierRule []interface{}
	for _, verifierItem := range verifier {
		verifierRule = append(verifierRule, verifierItem)
	}
	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "Attested", idRule, verifierRule, workerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierAttested)
				if err := _ResultVerifier.contract.UnpackLog(event, "Attested", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParseAttested is a log parse operation binding the contract event 0xaae694d9b6855994b70ee7f86adaee092481d5a8dbc98b0776c2291a879f0530.
//
// Solidity: event Attested(uint256 indexed id, address indexed verifier, address indexed worker, bytes32 outputHash, bytes32 transcriptHash, uint32 score, uint256 reward)
func (_ResultVerifier *ResultVerifierFilterer) ParseAttested(log types.Log) (*ResultVerifierAttested, error) {
	event := new(ResultVerifierAttested)
	if err := _ResultVerifier.contract.UnpackLog(event, "Attested", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierClaimedIterator is returned from FilterClaimed and is used to iterate over the raw logs and unpacked data for Claimed events raised by the ResultVerifier contract.
type ResultVerifierClaimedIterator struct {
	Event *ResultVerifierClaimed // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierClaimedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierClaimed)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierClaimed)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierClaimedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierClaimedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierClaimed represents a Claimed event raised by the ResultVerifier contract.
type ResultVerifierClaimed struct {
	To     common.Address
	Amount *big.Int
	Raw    types.Log // Blockchain specific contextual infos
}

// FilterClaimed is a free log retrieval operation binding the contract event 0xd8138f8a3f377c5259ca548e70e4c2de94f129f5a11036a15b69513cba2b426a.
//
// Solidity: event Claimed(address indexed to, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) FilterClaimed(opts *bind.FilterOpts, to []common.Address) (*ResultVerifierClaimedIterator, error) {

	var toRule []interface{}
	for _, toItem := range to {
		toRule = append(toRule, toItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "Claimed", toRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierClaimedIterator{contract: _ResultVerifier.contract, event: "Claimed", logs: logs, sub: sub}, nil
}

// WatchClaimed is a free log subscription operation binding the contract event 0xd8138f8a3f377c5259ca548e70e4c2de94f129f5a11036a15b69513cba2b426a.
//
// Solidity: event Claimed(address indexed to, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) WatchClaimed(opts *bind.WatchOpts, sink chan<- *ResultVerifierClaimed, to []common.Address) (event.Subscription, error) {

	var toRule []interface{}
	for _, toItem := range to {
		toRule = append(toRule, toItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "Claimed", toRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierClaimed)
				if err := _ResultVerifier.contract.UnpackLog(event, "Claimed", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParseClaimed is a log parse operation binding the contract event 0xd8138f8a3f377c5259ca548e70e4c2de94f129f5a11036a15b69513cba2b426a.
//
// Solidity: event Claimed(address indexed to, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) ParseClaimed(log types.Log) (*ResultVerifierClaimed, error) {
	event := new(ResultVerifierClaimed)
	if err := _ResultVerifier.contract.UnpackLog(event, "Claimed", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierDisputeExpiredIterator is returned from FilterDisputeExpired and is used to iterate over the raw logs and unpacked data for DisputeExpired events raised by the ResultVerifier contract.
type ResultVerifierDisputeExpiredIterator struct {
	Event *ResultVerifierDisputeExpired // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierDisputeExpiredIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierDisputeExpired)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierDisputeExpired)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierDisputeExpiredIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierDisputeExpiredIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierDisputeExpired represents a DisputeExpired event raised by the ResultVerifier contract.
type ResultVerifierDisputeExpired struct {
	Id         *big.Int
	Worker     common.Address
	Challenger common.Address
	Raw        types.Log // Blockchain specific contextual infos
}

// FilterDisputeExpired is a free log retrieval operation binding the contract event 0xbcc52be4b5074b363043ec519f1f2a8f2327353c3f1e02696208ce40677b50d0.
//
// Solidity: event DisputeExpired(uint256 indexed id, address indexed worker, address indexed challenger)
func (_ResultVerifier *ResultVerifierFilterer) FilterDisputeExpired(opts *bind.FilterOpts, id []*big.Int, worker []common.Address, challenger []common.Address) (*ResultVerifierDisputeExpiredIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}
	var challengerRule []interface{}
	for _, challengerItem := range challenger {
		challengerRule = append(challengerRule, challengerItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "DisputeExpired", idRule, workerRule, challengerRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierDisputeExpiredIterator{contract: _ResultVerifier.contract, event: "DisputeExpired", logs: logs, sub: sub}, nil
}

// WatchDisputeExpired is a free log subscription operation binding the contract event 0xbcc52be4b5074b363043ec519f1f2a8f2327353c3f1e02696208ce40677b50d0.
//
// Solidity: event DisputeExpired(uint256 indexed id, address indexed worker, address indexed challenger)
func (_ResultVerifier *ResultVerifierFilterer) WatchDisputeExpired(opts *bind.WatchOpts, sink chan<- *ResultVerifierDisputeExpired, id []*big.Int, worker []common.Address, challenger []common.Address) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}
	var challengerRule []interface{}
	for _, challengerItem := range challenger {
		challengerRule = append(challengerRule, challengerItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "DisputeExpired", idRule, workerRule, challengerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierDisputeExpired)
				if err := _ResultVerifier.contract.UnpackLog(event, "DisputeExpired", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParseDisputeExpired is a log parse operation binding the contract event 0xbcc52be4b5074b363043ec519f1f2a8f2327353c3f1e02696208ce40677b50d0.
//
// Solidity: event DisputeExpired(uint256 indexed id, address indexed worker, address indexed challenger)
func (_ResultVerifier *ResultVerifierFilterer) ParseDisputeExpired(log types.Log) (*ResultVerifierDisputeExpired, error) {
	event := new(ResultVerifierDisputeExpired)
	if err := _ResultVerifier.contract.UnpackLog(event, "DisputeExpired", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierDisputeOpenedIterator is returned from FilterDisputeOpened and is used to iterate over the raw logs and unpacked data for DisputeOpened events raised by the ResultVerifier contract.
type ResultVerifierDisputeOpenedIterator struct {
	Event *ResultVerifierDisputeOpened // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierDisputeOpenedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierDisputeOpened)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierDisputeOpened)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierDisputeOpenedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierDisputeOpenedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierDisputeOpened represents a DisputeOpened event raised by the ResultVerifier contract.
type ResultVerifierDisputeOpened struct {
	Id               *big.Int
	Worker           common.Address
	Challenger       common.Address
	WorkerOutputHash [32]byte
	TranscriptHash   [32]byte
	Score            uint32
	ExpiresAt        uint64
	Raw              types.Log // Blockchain specific contextual infos
}

// FilterDisputeOpened is a free log retrieval operation binding the contract event 0x17d03a550be235f1ce94eac7086c2cbf33fdd362c4e2d49a74db3f2d1e0492d9.
//
// Solidity: event DisputeOpened(uint256 indexed id, address indexed worker, address indexed challenger, bytes32 workerOutputHash, bytes32 transcriptHash, uint32 score, uint64 expiresAt)
func (_ResultVerifier *ResultVerifierFilterer) FilterDisputeOpened(opts *bind.FilterOpts, id []*big.Int, worker []common.Address, challenger []common.Address) (*ResultVerifierDisputeOpenedIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}
	var challengerRule []interface{}
	for _, challengerItem := range challenger {
		challengerRule = append(challengerRule, challengerItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "DisputeOpened", idRule, workerRule, challengerRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierDisputeOpenedIterator{contract: _ResultVerifier.contract, event: "DisputeOpened", logs: logs, sub: sub}, nil
}

// WatchDisputeOpened is a free log subscription operation binding the contract event 0x17d03a550be235f1ce94eac7086c2cbf33fdd362c4e2d49a74db3f2d1e0492d9.
//
// Solidity: event DisputeOpened(uint256 indexed id, address indexed worker, address indexed challenger, bytes32 workerOutputHash, bytes32 transcriptHash, uint32 score, uint64 expiresAt)
func (_ResultVerifier *ResultVerifierFilterer) WatchDisputeOpened(opts *bind.WatchOpts, sink chan<- *ResultVerifierDisputeOpened, id []*big.Int, worker []common.Address, challenger []common.Address) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}
	var challengerRule []interface{}
	for _, challengerItem := range challenger {
		challengerRule = append(challengerRule, challengerItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "DisputeOpened", idRule, workerRule, challengerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierDisputeOpened)
				if err := _ResultVerifier.contract.UnpackLog(event, "DisputeOpened", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParseDisputeOpened is a log parse operation binding the contract event 0x17d03a550be235f1ce94eac7086c2cbf33fdd362c4e2d49a74db3f2d1e0492d9.
//
// Solidity: event DisputeOpened(uint256 indexed id, address indexed worker, address indexed challenger, bytes32 workerOutputHash, bytes32 transcriptHash, uint32 score, uint64 expiresAt)
func (_ResultVerifier *ResultVerifierFilterer) ParseDisputeOpened(log types.Log) (*ResultVerifierDisputeOpened, error) {
	event := new(ResultVerifierDisputeOpened)
	if err := _ResultVerifier.contract.UnpackLog(event, "DisputeOpened", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierDisputeResolvedIterator is returned from FilterDisputeResolved and is used to iterate over the raw logs and unpacked data for DisputeResolved events raised by the ResultVerifier contract.
type ResultVerifierDisputeResolvedIterator struct {
	Event *ResultVerifierDisputeResolved // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierDisputeResolvedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierDisputeResolved)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierDisputeResolved)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierDisputeResolvedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierDisputeResolvedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierDisputeResolved represents a DisputeResolved event raised by the ResultVerifier contract.
type ResultVerifierDisputeResolved struct {
	Id             *big.Int
	Worker         common.Address
	Verifier       common.Address
	TranscriptHash [32]byte
	Score          uint32
	WorkerLost     bool
	Raw            types.Log // Blockchain specific contextual infos
}

// FilterDisputeResolved is a free log retrieval operation binding the contract event 0x755303a4f294c3e84afdfc8a0f61b2a1cc784e7b9a3a902e3ed9f70eb60a745d.
//
// Solidity: event DisputeResolved(uint256 indexed id, address indexed worker, address indexed verifier, bytes32 transcriptHash, uint32 score, bool workerLost)
func (_ResultVerifier *ResultVerifierFilterer) FilterDisputeResolved(opts *bind.FilterOpts, id []*big.Int, worker []common.Address, verifier []common.Address) (*ResultVerifierDisputeResolvedIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}
	var verifierRule []interface{}
	for _, verifierItem := range verifier {
		verifierRule = append(verifierRule, verifierItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "DisputeResolved", idRule, workerRule, verifierRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierDisputeResolvedIterator{contract: _ResultVerifier.contract, event: "DisputeResolved", logs: logs, sub: sub}, nil
}

// WatchDisputeResolved is a free log subscription operation binding the contract event 0x755303a4f294c3e84afdfc8a0f61b2a1cc784e7b9a3a902e3ed9f70eb60a745d.
//
// Solidity: event DisputeResolved(uint256 indexed id, address indexed worker, address indexed verifier, bytes32 transcriptHash, uint32 score, bool workerLost)
func (_ResultVerifier *ResultVerifierFilterer) WatchDisputeResolved(opts *bind.WatchOpts, sink chan<- *ResultVerifierDisputeResolved, id []*big.Int, worker []common.Address, verifier []common.Address) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}
	var verifierRule []interface{}
	for _, verifierItem := range verifier {
		verifierRule = append(verifierRule, verifierItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "DisputeResolved", idRule, workerRule, verifierRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierDisputeResolved)
				if err := _ResultVerifier.contract.UnpackLog(event, "DisputeResolved", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParseDisputeResolved is a log parse operation binding the contract event 0x755303a4f294c3e84afdfc8a0f61b2a1cc784e7b9a3a902e3ed9f70eb60a745d.
//
// Solidity: event DisputeResolved(uint256 indexed id, address indexed worker, address indexed verifier, bytes32 transcriptHash, uint32 score, bool workerLost)
func (_ResultVerifier *ResultVerifierFilterer) ParseDisputeResolved(log types.Log) (*ResultVerifierDisputeResolved, error) {
	event := new(ResultVerifierDisputeResolved)
	if err := _ResultVerifier.contract.UnpackLog(event, "DisputeResolved", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierEIP712DomainChangedIterator is returned from FilterEIP712DomainChanged and is used to iterate over the raw logs and unpacked data for EIP712DomainChanged events raised by the ResultVerifier contract.
type ResultVerifierEIP712DomainChangedIterator struct {
	Event *ResultVerifierEIP712DomainChanged // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierEIP712DomainChangedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierEIP712DomainChanged)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierEIP712DomainChanged)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierEIP712DomainChangedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierEIP712DomainChangedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierEIP712DomainChanged represents a EIP712DomainChanged event raised by the ResultVerifier contract.
type ResultVerifierEIP712DomainChanged struct {
	Raw types.Log // Blockchain specific contextual infos
}

// FilterEIP712DomainChanged is a free log retrieval operation binding the contract event 0x0a6387c9ea3628b88a633bb4f3b151770f70085117a15f9bf3787cda53f13d31.
//
// Solidity: event EIP712DomainChanged()
func (_ResultVerifier *ResultVerifierFilterer) FilterEIP712DomainChanged(opts *bind.FilterOpts) (*ResultVerifierEIP712DomainChangedIterator, error) {

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "EIP712DomainChanged")
	if err != nil {
		return nil, err
	}
	return &ResultVerifierEIP712DomainChangedIterator{contract: _ResultVerifier.contract, event: "EIP712DomainChanged", logs: logs, sub: sub}, nil
}

// WatchEIP712DomainChanged is a free log subscription operation binding the contract event 0x0a6387c9ea3628b88a633bb4f3b151770f70085117a15f9bf3787cda53f13d31.
//
// Solidity: event EIP712DomainChanged()
func (_ResultVerifier *ResultVerifierFilterer) WatchEIP712DomainChanged(opts *bind.WatchOpts, sink chan<- *ResultVerifierEIP712DomainChanged) (event.Subscription, error) {

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "EIP712DomainChanged")
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierEIP712DomainChanged)
				if err := _ResultVerifier.contract.UnpackLog(event, "EIP712DomainChanged", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParseEIP712DomainChanged is a log parse operation binding the contract event 0x0a6387c9ea3628b88a633bb4f3b151770f70085117a15f9bf3787cda53f13d31.
//
// Solidity: event EIP712DomainChanged()
func (_ResultVerifier *ResultVerifierFilterer) ParseEIP712DomainChanged(log types.Log) (*ResultVerifierEIP712DomainChanged, error) {
	event := new(ResultVerifierEIP712DomainChanged)
	if err := _ResultVerifier.contract.UnpackLog(event, "EIP712DomainChanged", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierOwnershipTransferStartedIterator is returned from FilterOwnershipTransferStarted and is used to iterate over the raw logs and unpacked data for OwnershipTransferStarted events raised by the ResultVerifier contract.
type ResultVerifierOwnershipTransferStartedIterator struct {
	Event *ResultVerifierOwnershipTransferStarted // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierOwnershipTransferStartedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierOwnershipTransferStarted)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierOwnershipTransferStarted)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierOwnershipTransferStartedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierOwnershipTransferStartedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierOwnershipTransferStarted represents a OwnershipTransferStarted event raised by the ResultVerifier contract.
type ResultVerifierOwnershipTransferStarted struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           types.Log // Blockchain specific contextual infos
}

// FilterOwnershipTransferStarted is a free log retrieval operation binding the contract event 0x38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e22700.
//
// Solidity: event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)
func (_ResultVerifier *ResultVerifierFilterer) FilterOwnershipTransferStarted(opts *bind.FilterOpts, previousOwner []common.Address, newOwner []common.Address) (*ResultVerifierOwnershipTransferStartedIterator, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "OwnershipTransferStarted", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierOwnershipTransferStartedIterator{contract: _ResultVerifier.contract, event: "OwnershipTransferStarted", logs: logs, sub: sub}, nil
}

// WatchOwnershipTransferStarted is a free log subscription operation binding the contract event 0x38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e22700.
//
// Solidity: event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)
func (_ResultVerifier *ResultVerifierFilterer) WatchOwnershipTransferStarted(opts *bind.WatchOpts, sink chan<- *ResultVerifierOwnershipTransferStarted, previousOwner []common.Address, newOwner []common.Address) (event.Subscription, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "OwnershipTransferStarted", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierOwnershipTransferStarted)
				if err := _ResultVerifier.contract.UnpackLog(event, "OwnershipTransferStarted", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParseOwnershipTransferStarted is a log parse operation binding the contract event 0x38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e22700.
//
// Solidity: event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)
func (_ResultVerifier *ResultVerifierFilterer) ParseOwnershipTransferStarted(log types.Log) (*ResultVerifierOwnershipTransferStarted, error) {
	event := new(ResultVerifierOwnershipTransferStarted)
	if err := _ResultVerifier.contract.UnpackLog(event, "OwnershipTransferStarted", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierOwnershipTransferredIterator is returned from FilterOwnershipTransferred and is used to iterate over the raw logs and unpacked data for OwnershipTransferred events raised by the ResultVerifier contract.
type ResultVerifierOwnershipTransferredIterator struct {
	Event *ResultVerifierOwnershipTransferred // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierOwnershipTransferredIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierOwnershipTransferred)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierOwnershipTransferred)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierOwnershipTransferredIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierOwnershipTransferredIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierOwnershipTransferred represents a OwnershipTransferred event raised by the ResultVerifier contract.
type ResultVerifierOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           types.Log // Blockchain specific contextual infos
}

// FilterOwnershipTransferred is a free log retrieval operation binding the contract event 0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (_ResultVerifier *ResultVerifierFilterer) FilterOwnershipTransferred(opts *bind.FilterOpts, previousOwner []common.Address, newOwner []common.Address) (*ResultVerifierOwnershipTransferredIterator, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "OwnershipTransferred", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierOwnershipTransferredIterator{contract: _ResultVerifier.contract, event: "OwnershipTransferred", logs: logs, sub: sub}, nil
}

// WatchOwnershipTransferred is a free log subscription operation binding the contract event 0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (_ResultVerifier *ResultVerifierFilterer) WatchOwnershipTransferred(opts *bind.WatchOpts, sink chan<- *ResultVerifierOwnershipTransferred, previousOwner []common.Address, newOwner []common.Address) (event.Subscription, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "OwnershipTransferred", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierOwnershipTransferred)
				if err := _ResultVerifier.contract.UnpackLog(event, "OwnershipTransferred", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParseOwnershipTransferred is a log parse operation binding the contract event 0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (_ResultVerifier *ResultVerifierFilterer) ParseOwnershipTransferred(log types.Log) (*ResultVerifierOwnershipTransferred, error) {
	event := new(ResultVerifierOwnershipTransferred)
	if err := _ResultVerifier.contract.UnpackLog(event, "OwnershipTransferred", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierParamsSetIterator is returned from FilterParamsSet and is used to iterate over the raw logs and unpacked data for ParamsSet events raised by the ResultVerifier contract.
type ResultVerifierParamsSetIterator struct {
	Event *ResultVerifierParamsSet // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierParamsSetIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierParamsSet)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierParamsSet)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierParamsSetIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierParamsSetIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierParamsSet represents a ParamsSet event raised by the ResultVerifier contract.
type ResultVerifierParamsSet struct {
	SlashAmount     *big.Int
	VerifierReward  *big.Int
	ChallengeWindow uint64
	DisputeWindow   uint64
	Raw             types.Log // Blockchain specific contextual infos
}

// FilterParamsSet is a free log retrieval operation binding the contract event 0xfc883f45117ca3ee46b5c5df2ff1aa903f3abc67f0d482d7f3f6272e275e92d8.
//
// Solidity: event ParamsSet(uint256 slashAmount, uint256 verifierReward, uint64 challengeWindow, uint64 disputeWindow)
func (_ResultVerifier *ResultVerifierFilterer) FilterParamsSet(opts *bind.FilterOpts) (*ResultVerifierParamsSetIterator, error) {

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "ParamsSet")
	if err != nil {
		return nil, err
	}
	return &ResultVerifierParamsSetIterator{contract: _ResultVerifier.contract, event: "ParamsSet", logs: logs, sub: sub}, nil
}

// WatchParamsSet is a free log subscription operation binding the contract event 0xfc883f45117ca3ee46b5c5df2ff1aa903f3abc67f0d482d7f3f6272e275e92d8.
//
// Solidity: event ParamsSet(uint256 slashAmount, uint256 verifierReward, uint64 challengeWindow, uint64 disputeWindow)
func (_ResultVerifier *ResultVerifierFilterer) WatchParamsSet(opts *bind.WatchOpts, sink chan<- *ResultVerifierParamsSet) (event.Subscription, error) {

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "ParamsSet")
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierParamsSet)
				if err := _ResultVerifier.contract.UnpackLog(event, "ParamsSet", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParseParamsSet is a log parse operation binding the contract event 0xfc883f45117ca3ee46b5c5df2ff1aa903f3abc67f0d482d7f3f6272e275e92d8.
//
// Solidity: event ParamsSet(uint256 slashAmount, uint256 verifierReward, uint64 challengeWindow, uint64 disputeWindow)
func (_ResultVerifier *ResultVerifierFilterer) ParseParamsSet(log types.Log) (*ResultVerifierParamsSet, error) {
	event := new(ResultVerifierParamsSet)
	if err := _ResultVerifier.contract.UnpackLog(event, "ParamsSet", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierPaymentDeferredIterator is returned from FilterPaymentDeferred and is used to iterate over the raw logs and unpacked data for PaymentDeferred events raised by the ResultVerifier contract.
type ResultVerifierPaymentDeferredIterator struct {
	Event *ResultVerifierPaymentDeferred // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierPaymentDeferredIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierPaymentDeferred)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierPaymentDeferred)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierPaymentDeferredIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierPaymentDeferredIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierPaymentDeferred represents a PaymentDeferred event raised by the ResultVerifier contract.
type ResultVerifierPaymentDeferred struct {
	To     common.Address
	Amount *big.Int
	Raw    types.Log // Blockchain specific contextual infos
}

// FilterPaymentDeferred is a free log retrieval operation binding the contract event 0x8af6e30690e4b192e05dc42baa9776cefda6c432838616c7f4f036bbab44917e.
//
// Solidity: event PaymentDeferred(address indexed to, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) FilterPaymentDeferred(opts *bind.FilterOpts, to []common.Address) (*ResultVerifierPaymentDeferredIterator, error) {

	var toRule []interface{}
	for _, toItem := range to {
		toRule = append(toRule, toItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "PaymentDeferred", toRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierPaymentDeferredIterator{contract: _ResultVerifier.contract, event: "PaymentDeferred", logs: logs, sub: sub}, nil
}

// WatchPaymentDeferred is a free log subscription operation binding the contract event 0x8af6e30690e4b192e05dc42baa9776cefda6c432838616c7f4f036bbab44917e.
//
// Solidity: event PaymentDeferred(address indexed to, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) WatchPaymentDeferred(opts *bind.WatchOpts, sink chan<- *ResultVerifierPaymentDeferred, to []common.Address) (event.Subscription, error) {

	var toRule []interface{}
	for _, toItem := range to {
		toRule = append(toRule, toItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "PaymentDeferred", toRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierPaymentDeferred)
				if err := _ResultVerifier.contract.UnpackLog(event, "PaymentDeferred", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParsePaymentDeferred is a log parse operation binding the contract event 0x8af6e30690e4b192e05dc42baa9776cefda6c432838616c7f4f036bbab44917e.
//
// Solidity: event PaymentDeferred(address indexed to, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) ParsePaymentDeferred(log types.Log) (*ResultVerifierPaymentDeferred, error) {
	event := new(ResultVerifierPaymentDeferred)
	if err := _ResultVerifier.contract.UnpackLog(event, "PaymentDeferred", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierPoolFundedIterator is returned from FilterPoolFunded and is used to iterate over the raw logs and unpacked data for PoolFunded events raised by the ResultVerifier contract.
type ResultVerifierPoolFundedIterator struct {
	Event *ResultVerifierPoolFunded // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierPoolFundedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierPoolFunded)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierPoolFunded)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierPoolFundedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierPoolFundedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierPoolFunded represents a PoolFunded event raised by the ResultVerifier contract.
type ResultVerifierPoolFunded struct {
	From   common.Address
	Amount *big.Int
	Raw    types.Log // Blockchain specific contextual infos
}

// FilterPoolFunded is a free log retrieval operation binding the contract event 0x32173d8e51cec3a6fe484b7a1c3febe760cdf96e03d4cca36a43563a4333e838.
//
// Solidity: event PoolFunded(address indexed from, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) FilterPoolFunded(opts *bind.FilterOpts, from []common.Address) (*ResultVerifierPoolFundedIterator, error) {

	var fromRule []interface{}
	for _, fromItem := range from {
		fromRule = append(fromRule, fromItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "PoolFunded", fromRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierPoolFundedIterator{contract: _ResultVerifier.contract, event: "PoolFunded", logs: logs, sub: sub}, nil
}

// WatchPoolFunded is a free log subscription operation binding the contract event 0x32173d8e51cec3a6fe484b7a1c3febe760cdf96e03d4cca36a43563a4333e838.
//
// Solidity: event PoolFunded(address indexed from, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) WatchPoolFunded(opts *bind.WatchOpts, sink chan<- *ResultVerifierPoolFunded, from []common.Address) (event.Subscription, error) {

	var fromRule []interface{}
	for _, fromItem := range from {
		fromRule = append(fromRule, fromItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "PoolFunded", fromRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierPoolFunded)
				if err := _ResultVerifier.contract.UnpackLog(event, "PoolFunded", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParsePoolFunded is a log parse operation binding the contract event 0x32173d8e51cec3a6fe484b7a1c3febe760cdf96e03d4cca36a43563a4333e838.
//
// Solidity: event PoolFunded(address indexed from, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) ParsePoolFunded(log types.Log) (*ResultVerifierPoolFunded, error) {
	event := new(ResultVerifierPoolFunded)
	if err := _ResultVerifier.contract.UnpackLog(event, "PoolFunded", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierPoolWithdrawnIterator is returned from FilterPoolWithdrawn and is used to iterate over the raw logs and unpacked data for PoolWithdrawn events raised by the ResultVerifier contract.
type ResultVerifierPoolWithdrawnIterator struct {
	Event *ResultVerifierPoolWithdrawn // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierPoolWithdrawnIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierPoolWithdrawn)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierPoolWithdrawn)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierPoolWithdrawnIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierPoolWithdrawnIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierPoolWithdrawn represents a PoolWithdrawn event raised by the ResultVerifier contract.
type ResultVerifierPoolWithdrawn struct {
	To     common.Address
	Amount *big.Int
	Raw    types.Log // Blockchain specific contextual infos
}

// FilterPoolWithdrawn is a free log retrieval operation binding the contract event 0x6f07e6169c1653554eb707b6f6cd8f7ccf9cc29e54a0d8a71d9d5867d2057ac2.
//
// Solidity: event PoolWithdrawn(address indexed to, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) FilterPoolWithdrawn(opts *bind.FilterOpts, to []common.Address) (*ResultVerifierPoolWithdrawnIterator, error) {

	var toRule []interface{}
	for _, toItem := range to {
		toRule = append(toRule, toItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "PoolWithdrawn", toRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierPoolWithdrawnIterator{contract: _ResultVerifier.contract, event: "PoolWithdrawn", logs: logs, sub: sub}, nil
}

// WatchPoolWithdrawn is a free log subscription operation binding the contract event 0x6f07e6169c1653554eb707b6f6cd8f7ccf9cc29e54a0d8a71d9d5867d2057ac2.
//
// Solidity: event PoolWithdrawn(address indexed to, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) WatchPoolWithdrawn(opts *bind.WatchOpts, sink chan<- *ResultVerifierPoolWithdrawn, to []common.Address) (event.Subscription, error) {

	var toRule []interface{}
	for _, toItem := range to {
		toRule = append(toRule, toItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "PoolWithdrawn", toRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierPoolWithdrawn)
				if err := _ResultVerifier.contract.UnpackLog(event, "PoolWithdrawn", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParsePoolWithdrawn is a log parse operation binding the contract event 0x6f07e6169c1653554eb707b6f6cd8f7ccf9cc29e54a0d8a71d9d5867d2057ac2.
//
// Solidity: event PoolWithdrawn(address indexed to, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) ParsePoolWithdrawn(log types.Log) (*ResultVerifierPoolWithdrawn, error) {
	event := new(ResultVerifierPoolWithdrawn)
	if err := _ResultVerifier.contract.UnpackLog(event, "PoolWithdrawn", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierRequesterRefundedIterator is returned from FilterRequesterRefunded and is used to iterate over the raw logs and unpacked data for RequesterRefunded events raised by the ResultVerifier contract.
type ResultVerifierRequesterRefundedIterator struct {
	Event *ResultVerifierRequesterRefunded // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierRequesterRefundedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierRequesterRefunded)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierRequesterRefunded)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierRequesterRefundedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierRequesterRefundedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierRequesterRefunded represents a RequesterRefunded event raised by the ResultVerifier contract.
type ResultVerifierRequesterRefunded struct {
	Id        *big.Int
	Requester common.Address
	Amount    *big.Int
	Raw       types.Log // Blockchain specific contextual infos
}

// FilterRequesterRefunded is a free log retrieval operation binding the contract event 0xd93e5ac7e17aff8c7e9526aea1609c68ea441481f41a2d6e968200488fe662f7.
//
// Solidity: event RequesterRefunded(uint256 indexed id, address indexed requester, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) FilterRequesterRefunded(opts *bind.FilterOpts, id []*big.Int, requester []common.Address) (*ResultVerifierRequesterRefundedIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var requesterRule []interface{}
	for _, requesterItem := range requester {
		requesterRule = append(requesterRule, requesterItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "RequesterRefunded", idRule, requesterRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierRequesterRefundedIterator{contract: _ResultVerifier.contract, event: "RequesterRefunded", logs: logs, sub: sub}, nil
}

// WatchRequesterRefunded is a free log subscription operation binding the contract event 0xd93e5ac7e17aff8c7e9526aea1609c68ea441481f41a2d6e968200488fe662f7.
//
// Solidity: event RequesterRefunded(uint256 indexed id, address indexed requester, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) WatchRequesterRefunded(opts *bind.WatchOpts, sink chan<- *ResultVerifierRequesterRefunded, id []*big.Int, requester []common.Address) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var requesterRule []interface{}
	for _, requesterItem := range requester {
		requesterRule = append(requesterRule, requesterItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "RequesterRefunded", idRule, requesterRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierRequesterRefunded)
				if err := _ResultVerifier.contract.UnpackLog(event, "RequesterRefunded", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParseRequesterRefunded is a log parse operation binding the contract event 0xd93e5ac7e17aff8c7e9526aea1609c68ea441481f41a2d6e968200488fe662f7.
//
// Solidity: event RequesterRefunded(uint256 indexed id, address indexed requester, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) ParseRequesterRefunded(log types.Log) (*ResultVerifierRequesterRefunded, error) {
	event := new(ResultVerifierRequesterRefunded)
	if err := _ResultVerifier.contract.UnpackLog(event, "RequesterRefunded", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierSchedulerRotatedIterator is returned from FilterSchedulerRotated and is used to iterate over the raw logs and unpacked data for SchedulerRotated events raised by the ResultVerifier contract.
type ResultVerifierSchedulerRotatedIterator struct {
	Event *ResultVerifierSchedulerRotated // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierSchedulerRotatedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierSchedulerRotated)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierSchedulerRotated)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierSchedulerRotatedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierSchedulerRotatedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierSchedulerRotated represents a SchedulerRotated event raised by the ResultVerifier contract.
type ResultVerifierSchedulerRotated struct {
	PreviousScheduler common.Address
	NewScheduler      common.Address
	Raw               types.Log // Blockchain specific contextual infos
}

// FilterSchedulerRotated is a free log retrieval operation binding the contract event 0xe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797.
//
// Solidity: event SchedulerRotated(address indexed previousScheduler, address indexed newScheduler)
func (_ResultVerifier *ResultVerifierFilterer) FilterSchedulerRotated(opts *bind.FilterOpts, previousScheduler []common.Address, newScheduler []common.Address) (*ResultVerifierSchedulerRotatedIterator, error) {

	var previousSchedulerRule []interface{}
	for _, previousSchedulerItem := range previousScheduler {
		previousSchedulerRule = append(previousSchedulerRule, previousSchedulerItem)
	}
	var newSchedulerRule []interface{}
	for _, newSchedulerItem := range newScheduler {
		newSchedulerRule = append(newSchedulerRule, newSchedulerItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "SchedulerRotated", previousSchedulerRule, newSchedulerRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierSchedulerRotatedIterator{contract: _ResultVerifier.contract, event: "SchedulerRotated", logs: logs, sub: sub}, nil
}

// WatchSchedulerRotated is a free log subscription operation binding the contract event 0xe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797.
//
// Solidity: event SchedulerRotated(address indexed previousScheduler, address indexed newScheduler)
func (_ResultVerifier *ResultVerifierFilterer) WatchSchedulerRotated(opts *bind.WatchOpts, sink chan<- *ResultVerifierSchedulerRotated, previousScheduler []common.Address, newScheduler []common.Address) (event.Subscription, error) {

	var previousSchedulerRule []interface{}
	for _, previousSchedulerItem := range previousScheduler {
		previousSchedulerRule = append(previousSchedulerRule, previousSchedulerItem)
	}
	var newSchedulerRule []interface{}
	for _, newSchedulerItem := range newScheduler {
		newSchedulerRule = append(newSchedulerRule, newSchedulerItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "SchedulerRotated", previousSchedulerRule, newSchedulerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierSchedulerRotated)
				if err := _ResultVerifier.contract.UnpackLog(event, "SchedulerRotated", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParseSchedulerRotated is a log parse operation binding the contract event 0xe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797.
//
// Solidity: event SchedulerRotated(address indexed previousScheduler, address indexed newScheduler)
func (_ResultVerifier *ResultVerifierFilterer) ParseSchedulerRotated(log types.Log) (*ResultVerifierSchedulerRotated, error) {
	event := new(ResultVerifierSchedulerRotated)
	if err := _ResultVerifier.contract.UnpackLog(event, "SchedulerRotated", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// ResultVerifierVerifierPaidIterator is returned from FilterVerifierPaid and is used to iterate over the raw logs and unpacked data for VerifierPaid events raised by the ResultVerifier contract.
type ResultVerifierVerifierPaidIterator struct {
	Event *ResultVerifierVerifierPaid // Event containing the contract specifics and raw log

	contract *bind.BoundContract // Generic contract to use for unpacking event data
	event    string              // Event name to use for unpacking event data

	logs chan types.Log        // Log channel receiving the found contract events
	sub  ethereum.Subscription // Subscription for errors, completion and termination
	done bool                  // Whether the subscription completed delivering logs
	fail error                 // Occurred error to stop iteration
}

// Next advances the iterator to the subsequent event, returning whether there
// are any more events found. In case of a retrieval or parsing error, false is
// returned and Error() can be queried for the exact failure.
func (it *ResultVerifierVerifierPaidIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(ResultVerifierVerifierPaid)
			if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
				it.fail = err
				return false
			}
			it.Event.Raw = log
			return true

		default:
			return false
		}
	}
	// Iterator still in progress, wait for either a data or an error event
	select {
	case log := <-it.logs:
		it.Event = new(ResultVerifierVerifierPaid)
		if err := it.contract.UnpackLog(it.Event, it.event, log); err != nil {
			it.fail = err
			return false
		}
		it.Event.Raw = log
		return true

	case err := <-it.sub.Err():
		it.done = true
		it.fail = err
		return it.Next()
	}
}

// Error returns any retrieval or parsing error occurred during filtering.
func (it *ResultVerifierVerifierPaidIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *ResultVerifierVerifierPaidIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// ResultVerifierVerifierPaid represents a VerifierPaid event raised by the ResultVerifier contract.
type ResultVerifierVerifierPaid struct {
	Id       *big.Int
	Verifier common.Address
	Amount   *big.Int
	Raw      types.Log // Blockchain specific contextual infos
}

// FilterVerifierPaid is a free log retrieval operation binding the contract event 0x5719bfc2764b3faf01cb6990eec4bcf76609a60701aca102df06f0503073d150.
//
// Solidity: event VerifierPaid(uint256 indexed id, address indexed verifier, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) FilterVerifierPaid(opts *bind.FilterOpts, id []*big.Int, verifier []common.Address) (*ResultVerifierVerifierPaidIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var verifierRule []interface{}
	for _, verifierItem := range verifier {
		verifierRule = append(verifierRule, verifierItem)
	}

	logs, sub, err := _ResultVerifier.contract.FilterLogs(opts, "VerifierPaid", idRule, verifierRule)
	if err != nil {
		return nil, err
	}
	return &ResultVerifierVerifierPaidIterator{contract: _ResultVerifier.contract, event: "VerifierPaid", logs: logs, sub: sub}, nil
}

// WatchVerifierPaid is a free log subscription operation binding the contract event 0x5719bfc2764b3faf01cb6990eec4bcf76609a60701aca102df06f0503073d150.
//
// Solidity: event VerifierPaid(uint256 indexed id, address indexed verifier, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) WatchVerifierPaid(opts *bind.WatchOpts, sink chan<- *ResultVerifierVerifierPaid, id []*big.Int, verifier []common.Address) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var verifierRule []interface{}
	for _, verifierItem := range verifier {
		verifierRule = append(verifierRule, verifierItem)
	}

	logs, sub, err := _ResultVerifier.contract.WatchLogs(opts, "VerifierPaid", idRule, verifierRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(ResultVerifierVerifierPaid)
				if err := _ResultVerifier.contract.UnpackLog(event, "VerifierPaid", log); err != nil {
					// If the signature doesn't match, skip this log.
					if errors.Is(err, bind.ErrEventSignatureMismatch) {
						continue
					}
					return err
				}
				event.Raw = log

				select {
				case sink <- event:
				case err := <-sub.Err():
					return err
				case <-quit:
					return nil
				}
			case err := <-sub.Err():
				return err
			case <-quit:
				return nil
			}
		}
	}), nil
}

// ParseVerifierPaid is a log parse operation binding the contract event 0x5719bfc2764b3faf01cb6990eec4bcf76609a60701aca102df06f0503073d150.
//
// Solidity: event VerifierPaid(uint256 indexed id, address indexed verifier, uint256 amount)
func (_ResultVerifier *ResultVerifierFilterer) ParseVerifierPaid(log types.Log) (*ResultVerifierVerifierPaid, error) {
	event := new(ResultVerifierVerifierPaid)
	if err := _ResultVerifier.contract.UnpackLog(event, "VerifierPaid", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}
