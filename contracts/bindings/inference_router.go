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

// InferenceRouterRequestInfo is an auto generated low-level Go binding around an user-defined struct.
type InferenceRouterRequestInfo struct {
	Requester        common.Address
	Fee              *big.Int
	SubmittedAt      uint64
	Deadline         uint64
	Status           uint8
	InputHash        [32]byte
	CallbackGasLimit uint32
}

// InferenceRouterResultItem is an auto generated low-level Go binding around an user-defined struct.
type InferenceRouterResultItem struct {
	Id               *big.Int
	Output           []byte
	Attempt          uint32
	VoucherNotBefore uint64
	VoucherExpiry    uint64
	SchedulerSig     []byte
	OutputHash       [32]byte
	OutputLength     uint64
}

// InferenceRouterMetaData contains all meta data concerning the InferenceRouter contract.
var InferenceRouterMetaData = &bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialScheduler\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"promptLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"modelNameLimit\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"registry\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"AlreadyFulfilled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"AlreadyRefunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"BatchTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyModel\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EnforcedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpectedPause\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"callbackGasLimit\",\"type\":\"uint32\"}],\"name\":\"InsufficientCallbackGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"callbackGasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"max\",\"type\":\"uint32\"}],\"name\":\"InvalidCallbackGasLimit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"maxPromptBytes\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxModelNameBytes\",\"type\":\"uint256\"}],\"name\":\"InvalidLimits\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidOutputLimit\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recovered\",\"type\":\"address\"}],\"name\":\"InvalidVoucherSigner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"MalformedVoucherSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"ModelNameTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"OutputFitsInline\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"OutputTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"PromptTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"RefundTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"UnknownRequest\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"VoucherExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"notBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"VoucherNotYetValid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"}],\"name\":\"WorkerNotStaked\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"WorkerRegistryNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"CallbackDelivered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"CallbackFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"priorityFee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"callbackGasLimit\",\"type\":\"uint32\"}],\"name\":\"InferenceRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxPromptBytes\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxModelNameBytes\",\"type\":\"uint256\"}],\"name\":\"LimitsChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxInlineOutputBytes\",\"type\":\"uint256\"}],\"name\":\"MaxInlineOutputBytesChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"outputLength\",\"type\":\"uint64\"}],\"name\":\"ResultOffChain\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"ResultSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousScheduler\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"SchedulerRotated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"registry\",\"type\":\"address\"}],\"name\":\"WorkerRegistrySet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ASSIGNMENT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CALLBACK_GAS_OVERHEAD\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_MAX_INLINE_OUTPUT_BYTES\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_BATCH_READ\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CALLBACK_GAS_LIMIT\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_DEADLINE_PASSED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_FULFILLED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_INVALID_SIGNER\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_MALFORMED_SIGNATURE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_OUTPUT_SIZE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_REFUNDED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_UNKNOWN\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_VOUCHER_EXPIRED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_VOUCHER_NOT_YET_VALID\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_FULFILLED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_NONE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_PENDING\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_REFUNDED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"getRequest\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"ids\",\"type\":\"uint256[]\"}],\"name\":\"getRequests\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"callbackGasLimit\",\"type\":\"uint32\"}],\"internalType\":\"structInferenceRouter.RequestInfo[]\",\"name\":\"out\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"}],\"name\":\"inputHashOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxInlineOutputBytes\",\"outputs\":[{\"internalType\":\"uint96\",\"name\":\"\",\"type\":\"uint96\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxModelNameBytes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxPromptBytes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"nextRequestId\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"}],\"name\":\"requestInference\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"callbackGasLimit\",\"type\":\"uint32\"}],\"name\":\"requestInferenceWithCallback\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"requestStatus\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"}],\"name\":\"resultCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"resultOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"fulfilledAt\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"scheduler\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"promptLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"modelNameLimit\",\"type\":\"uint256\"}],\"name\":\"setLimits\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"limit\",\"type\":\"uint256\"}],\"name\":\"setMaxInlineOutputBytes\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"setScheduler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registry\",\"type\":\"address\"}],\"name\":\"setWorkerRegistry\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"voucherNotBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"voucherExpiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"schedulerSig\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"outputLength\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"voucherNotBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"voucherExpiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"schedulerSig\",\"type\":\"bytes\"}],\"name\":\"submitResultRef\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"voucherNotBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"voucherExpiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"schedulerSig\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"outputLength\",\"type\":\"uint64\"}],\"internalType\":\"structInferenceRouter.ResultItem[]\",\"name\":\"items\",\"type\":\"tuple[]\"}],\"name\":\"submitResults\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"accepted\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"notBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"voucherDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"workerRegistry\",\"outputs\":[{\"internalType\":\"contractIWorkerStake\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	Bin: "0x610160604052600280546001600160a01b0316600160ac1b179055600160085534801561002a575f5ffd5b50604051613278380380613278833981016040819052610049916103e0565b604080518082018252600f81526e24b73332b932b731b2a937baba32b960891b602080830191909152825180840190935260018352603160f81b90830152908686816001600160a01b0381166100b957604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100c2816101bb565b506100cc816101d7565b506100d890508261024f565b610120526100e58161024f565b61014052815160208084019190912060e052815190820120610100524660a05261017160e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c05260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556101a8838361028c565b6101b181610306565b505050505061048f565b600180546001600160a01b03191690556101d481610376565b50565b6001600160a01b0381166101fe5760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b5f5f829050601f81511115610279578260405163305a27a960e01b81526004016100b09190610434565b805161028482610469565b179392505050565b811580610297575080155b156102bf57604051633cc6da4360e21b815260048101839052602481018290526044016100b0565b6006829055600781905560408051838152602081018390527fab1a2e99a7a60d154f951a42eca140d755f93d41ccfca4b6f7d5e521b64bee86910160405180910390a15050565b6001600160a01b03811661032d57604051637869464160e01b815260040160405180910390fd5b600980546001600160a01b0319166001600160a01b0383169081179091556040517f937e75ee336135790c1987371597a9de705e02cd1762d526bd1364bc0c45dbc5905f90a250565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b03811681146103db575f5ffd5b919050565b5f5f5f5f5f60a086880312156103f4575f5ffd5b6103fd866103c5565b945061040b602087016103c5565b6040870151606088015191955093509150610428608087016103c5565b90509295509295909350565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610489575f198160200360031b1b821691505b50919050565b60805160a05160c05160e051610100516101205161014051612d986104e05f395f611e1001525f611de501525f611fb301525f611f8b01525f611ee601525f611f1001525f611f3a0152612d985ff3fe6080604052600436106102d8575f3560e01c8063715018a611610189578063a705df67116100d8578063d1ad17bf11610092578063ec446c071161006d578063ec446c07146108d2578063f2fde38b146108f1578063f365f7f914610910578063f698da2514610923575f5ffd5b8063d1ad17bf14610881578063e109c316146108a0578063e30c3978146108b5575f5ffd5b8063a705df6714610753578063b072af1d146104eb578063bec59a3d14610772578063c4590d3f14610787578063c58343ef146107a6578063ce1fff1414610862575f5ffd5b80638456cb59116101435780638d06fcd21161011e5780638d06fcd2146106ef5780638da5cb5b146107045780639963b4de1461053b578063a414ad9414610734575f5ffd5b80638456cb59146106a157806384b0196e146106b557806384e1433b146106dc575f5ffd5b8063715018a6146105ed57806371bfabca14610601578063727bd45e1461066557806372891df31461067957806374a9c9b0146102dc57806379ba50971461068d575f5ffd5b80633c29776511610245578063484a069f116101ff57806354e75b20116101da57806354e75b201461056e5780635c975abb1461058357806360d4f5a3146105a55780636a84a985146105d8575f5ffd5b8063484a069f1461052657806349026bef1461053b5780634e3e50991461054f575f5ffd5b80633c297765146104a45780633f4ba83a146104b85780633f6746ce146104cc578063423d487c146104eb57806343363392146104ff578063483431ed14610513575f5ffd5b8063253f4f7e11610296578063253f4f7e146103ce578063276fa695146103ef578063278ecde11461040e5780632c83e2741461042d57806333f73e9e1461045a57806339c3321514610479575f5ffd5b806206852f146102dc5780630ad6a17f1461030757806313e369c91461034557806314e78906146103715780631a313202146103855780631d8dc810146103ba575b5f5ffd5b3480156102e7575f5ffd5b506102f0600281565b60405160ff90911681526020015b60405180910390f35b348015610312575f5ffd5b5060025461032d90600160a01b90046001600160601b031681565b6040516001600160601b0390911681526020016102fe565b348015610350575f5ffd5b5061036461035f366004612499565b610937565b6040516102fe91906124d7565b34801561037c575f5ffd5b506102f0600781565b348015610390575f5ffd5b506102f061039f366004612580565b5f908152600a6020526040902054600160e01b900460ff1690565b3480156103c5575f5ffd5b506102f0600981565b3480156103d9575f5ffd5b506103ed6103e8366004612602565b610adb565b005b3480156103fa575f5ffd5b506103ed6104093660046126c0565b610b8d565b348015610419575f5ffd5b506103ed610428366004612580565b610ba1565b348015610438575f5ffd5b5061044c6104473660046126e0565b610ca0565b6040519081526020016102fe565b348015610465575f5ffd5b506103ed610474366004612580565b610cdd565b348015610484575f5ffd5b5061048f624c4b4081565b60405163ffffffff90911681526020016102fe565b3480156104af575f5ffd5b506102f0600481565b3480156104c3575f5ffd5b506103ed610d6c565b3480156104d7575f5ffd5b506103ed6104e63660046126c0565b610d7e565b3480156104f6575f5ffd5b506102f0600181565b34801561050a575f5ffd5b506102f0600881565b61044c610521366004612717565b610d8f565b348015610531575f5ffd5b5061044c61040081565b348015610546575f5ffd5b506102f0600381565b34801561055a575f5ffd5b5061044c610569366004612499565b610e02565b348015610579575f5ffd5b5061044c60075481565b34801561058e575f5ffd5b5060055460ff1660405190151581526020016102fe565b3480156105b0575f5ffd5b5061044c7fa17b1493ef4a3a9ad19acbb3e6a3f65f330fd3e5406823d41ca149230d4bb9d581565b3480156105e3575f5ffd5b5061044c60085481565b3480156105f8575f5ffd5b506103ed610f3b565b34801561060c575f5ffd5b5061064b61061b366004612580565b5f908152600b6020908152604080832054600a909252909120600101549091600160e01b90910463ffffffff1690565b6040805192835263ffffffff9091166020830152016102fe565b348015610670575f5ffd5b506102f0600581565b348015610684575f5ffd5b506102f0600681565b348015610698575f5ffd5b506103ed610f4c565b3480156106ac575f5ffd5b506103ed610f8d565b3480156106c0575f5ffd5b506106c9610f9d565b6040516102fe9796959493929190612802565b3480156106e7575f5ffd5b506102f05f81565b3480156106fa575f5ffd5b5061044c60065481565b34801561070f575f5ffd5b505f546001600160a01b03165b6040516001600160a01b0390911681526020016102fe565b34801561073f575f5ffd5b5061044c61074e366004612898565b610fdf565b34801561075e575f5ffd5b5061044c61076d366004612946565b61106b565b34801561077d575f5ffd5b5061044c61138881565b348015610792575f5ffd5b506103ed6107a13660046129a8565b611104565b3480156107b1575f5ffd5b5061081a6107c0366004612580565b5f908152600a60205260409020805460018201546002909201546001600160a01b038216936001600160801b03841693600160a01b84046001600160401b0390811694600160e01b900460ff1693600160801b9092041691565b604080516001600160a01b03909716875260208701959095526001600160401b039384169486019490945260ff909116606085015216608083015260a082015260c0016102fe565b34801561086d575f5ffd5b506103ed61087c3660046129c8565b61111a565b34801561088c575f5ffd5b5060025461071c906001600160a01b031681565b3480156108ab575f5ffd5b5061044c61100081565b3480156108c0575f5ffd5b506001546001600160a01b031661071c565b3480156108dd575f5ffd5b5060095461071c906001600160a01b031681565b3480156108fc575f5ffd5b506103ed61090b3660046126c0565b6111c1565b61044c61091e366004612a3a565b611231565b34801561092e575f5ffd5b5061044c6112ef565b606061040082111561096c5760405163bb1cb70b60e01b81526004810183905261040060248201526044015b60405180910390fd5b816001600160401b0381111561098457610984612b09565b6040519080825280602002602001820160405280156109e957816020015b6040805160e0810182525f8082526020808301829052928201819052606082018190526080820181905260a0820181905260c082015282525f199092019101816109a25790505b5090505f5b82811015610ad4575f600a5f868685818110610a0c57610a0c612b1d565b602090810292909201358352508181019290925260409081015f20815160e08101835281546001600160a01b038116825260018301546001600160801b03811695830195909552600160801b85046001600160401b0390811694830194909452600160a01b81049093166060820152600160e01b90920460ff166080830152600281015460a0830152600160c01b90920463ffffffff1660c0820152845191925090849084908110610ac057610ac0612b1d565b6020908102919091010152506001016109ee565b5092915050565b610ae36112fd565b610aec33611318565b5f888152600a60205260409020610b08898288888888886113ae565b600254600160a01b90046001600160601b0316871115610b57576002546040516372cd7bff60e01b815260048101899052600160a01b9091046001600160601b03166024820152604401610963565b610b6c33610b678b848c8c611521565b6115cc565b50610b8360015f516020612d6c5f395f51905f5255565b5050505050505050565b610b9561165e565b610b9e8161168a565b50565b610ba96112fd565b5f818152600a602052604090208054610bcd908390600160e01b900460ff166116fa565b8054600160a01b90046001600160401b03164211610c19578054604051632d76d67360e11b815260048101849052600160a01b9091046001600160401b03166024820152604401610963565b805460ff60e01b198116600360e01b17825560018201546040516001600160801b03909116808252916001600160a01b031690819085907f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c49060200160405180910390a3610c8781836115cc565b505050610b9e60015f516020612d6c5f395f51905f5255565b604080516001600160a01b03841660208201529081018290525f906060016040516020818303038152906040528051906020012090505b92915050565b610ce561165e565b801580610cf857506001600160601b0381115b15610d165760405163578fdc7560e11b815260040160405180910390fd5b600280546001600160a01b0316600160a01b6001600160601b038416021790556040518181527fc142d40be7d4495bb83462a0c6e8c2b18c660a128b0ccdac9bb87037de2c69aa9060200160405180910390a150565b610d7461165e565b610d7c611775565b565b610d8661165e565b610b9e816117c7565b5f610d9861183f565b610df48a8a8a8a6040518060c001604052808c63ffffffff1681526020018b6001600160401b031681526020018a63ffffffff1681526020018963ffffffff16815260200188151581526020015f63ffffffff16815250611863565b9a9950505050505050505050565b5f610e0b6112fd565b610e1433611318565b5f805b83811015610f195736858583818110610e3257610e32612b1d565b9050602002810190610e449190612b31565b80355f908152600a60205260408120919250610e608383611afa565b905060ff811615610eae5760405160ff8216815233908435907fbeac8f07a3762175c7363a631090b901f9f3f783c7348f3be2b142ead2858d8c9060200160405180910390a3505050610f11565b60c083013515610ede57610ed983358360c0860135610ed4610100880160e08901612b4f565b611ca0565b610ef6565b610ef6833583610ef16020870187612b68565b611521565b610f009086612bbe565b9450610f0b86612bd1565b95505050505b600101610e17565b50610f2433826115cc565b50610cd760015f516020612d6c5f395f51905f5255565b610f4361165e565b610d7c5f611d88565b60015433906001600160a01b03168114610f845760405163118cdaa760e01b81526001600160a01b0382166004820152602401610963565b610b9e81611d88565b610f9561165e565b610d7c611da1565b5f6060805f5f5f6060610fae611dde565b610fb6611e09565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b5f8888604051610ff0929190612be9565b60405180910390208787604051611008929190612be9565b60408051918290038220602083019390935281019190915263ffffffff80871660608301528086166080830152841660a082015282151560c082015260e00160405160208183030381529060405280519060200120905098975050505050505050565b604080517fa17b1493ef4a3a9ad19acbb3e6a3f65f330fd3e5406823d41ca149230d4bb9d560208201529081018790526001600160a01b038616606082015263ffffffff8516608082015260a081018490526001600160401b0380841660c0830152821660e08201525f906110f9906101000160405160208183030381529060405280519060200120611e34565b979650505050505050565b61110c61165e565b6111168282611e60565b5050565b6111226112fd565b61112b33611318565b8615806111535750600254600160a01b90046001600160601b03166001600160401b03871611155b15611195576002546040516313c6420d60e11b81526001600160401b0388166004820152600160a01b9091046001600160601b03166024820152604401610963565b5f888152600a602052604090206111b1898288888888886113ae565b610b6c33610b678b848c8c611ca0565b6111c961165e565b600180546001600160a01b0383166001600160a01b031990911681179091556111f95f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b5f61123a61183f565b63ffffffff821615806112555750624c4b4063ffffffff8316115b156112845760405163d7abf9e960e01b815263ffffffff83166004820152624c4b406024820152604401610963565b6112e08b8b8b8b6040518060c001604052808d63ffffffff1681526020018c6001600160401b031681526020018b63ffffffff1681526020018a63ffffffff16815260200189151581526020018863ffffffff16815250611863565b9b9a5050505050505050505050565b5f6112f8611eda565b905090565b611305612003565b60025f516020612d6c5f395f51905f5255565b600954604051630213119b60e51b81526001600160a01b03838116600483015290911690634262336090602401602060405180830381865afa158015611360573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113849190612bf8565b5f03610b9e5760405163215f03a360e21b81526001600160a01b0382166004820152602401610963565b85546113c5908890600160e01b900460ff166116fa565b8554600160a01b90046001600160401b03164211156114125785546040516337851a4160e11b815260048101899052600160a01b9091046001600160401b03166024820152604401610963565b836001600160401b031642101561144d57604051631a117f2d60e01b81526001600160401b0385166004820152426024820152604401610963565b826001600160401b03164211156114885760405163af50810d60e01b81526001600160401b0384166004820152426024820152604401610963565b5f5f6114a661149f8a338a8c600201548b8b61106b565b8585612032565b5090925090505f8160038111156114bf576114bf612c0f565b146114dd576040516327baf93360e11b815260040160405180910390fd5b6002546001600160a01b038381169116146115165760405163a78b414160e01b81526001600160a01b0383166004820152602401610963565b505050505050505050565b5f5f8383604051611533929190612be9565b60405180910390209050611548868683612079565b9150336001600160a01b0316867f4efd5b59106ab9123d02138e908beafd2e682ab975ff8429986a4a599d6dd8e683878760405161158893929190612c4b565b60405180910390a36001850154600160c01b900463ffffffff1680156115c25785546115c29088906001600160a01b0316838589896120de565b5050949350505050565b805f036115d7575050565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114611620576040519150601f19603f3d011682016040523d82523d5f602084013e611625565b606091505b50509050806116595760405163a09e616560e01b81526001600160a01b038416600482015260248101839052604401610963565b505050565b5f546001600160a01b03163314610d7c5760405163118cdaa760e01b8152336004820152602401610963565b6001600160a01b0381166116b157604051637869464160e01b815260040160405180910390fd5b600980546001600160a01b0319166001600160a01b0383169081179091556040517f937e75ee336135790c1987371597a9de705e02cd1762d526bd1364bc0c45dbc5905f90a250565b5f1960ff821601611709575050565b60011960ff82160161173157604051636eb563d360e11b815260048101839052602401610963565b60021960ff821601611759576040516381fd8f2760e01b815260048101839052602401610963565b604051631f79bbe760e01b815260048101839052602401610963565b61177d6121f4565b6005805460ff191690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa335b6040516001600160a01b03909116815260200160405180910390a1565b6001600160a01b0381166117ee5760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b60055460ff1615610d7c5760405163d93c066560e01b815260040160405180910390fd5b5f8480820361188557604051632fd4797960e11b815260040160405180910390fd5b6007548111156118b657600754604051630256a18560e61b8152610963918391600401918252602082015260400190565b506006548311156118e857600654604051631dbe433960e11b8152610963918591600401918252602082015260400190565b4282602001516001600160401b03161161192c57602082015160405163dd2d27d760e01b81526001600160401b039091166004820152426024820152604401610963565b60088054905f61193b83612bd1565b919050559050604051806101000160405280336001600160a01b0316815260200183602001516001600160401b03168152602001600160ff168152602001346001600160801b03168152602001426001600160401b031681526020018360a0015163ffffffff1681526020015f63ffffffff1681526020016119d288888888885f015189604001518a606001518b60800151610fdf565b90525f828152600a60209081526040918290208351815485840151868601516001600160a01b039093166001600160e01b031990921691909117600160a01b6001600160401b03928316021760ff60e01b1916600160e01b60ff90931683021783556060860151600184018054608089015160a08a015160c08b01516001600160801b039095166001600160c01b031990931692909217600160801b9190951602939093176001600160c01b0316600160c01b63ffffffff948516026001600160e01b0316179290911690920217905560e0909301516002909301929092558051601f8801839004830281018301909152868152611af19183919089908990819084018382808284375f92019190915250899250889150879050612217565b95945050505050565b80545f90600160e01b900460ff1660018114611b465760011960ff821601611b26576002915050610cd7565b60021960ff821601611b3c576003915050610cd7565b6001915050610cd7565b8254600160a01b90046001600160401b0316421115611b69576004915050610cd7565b611b796080850160608601612b4f565b6001600160401b0316421015611b93576008915050610cd7565b611ba360a0850160808601612b4f565b6001600160401b0316421115611bbd576005915050610cd7565b5f80611c0f611bfd873533611bd860608b0160408c01612c64565b60028a0154611bed60808d0160608e01612b4f565b61076d60a08e0160808f01612b4f565b611c0a60a0890189612b68565b612032565b5090925090505f816003811115611c2857611c28612c0f565b14611c395760069350505050610cd7565b6002546001600160a01b03838116911614611c5a5760079350505050610cd7565b611c85611c6a6020880188612b68565b60c0890135611c806101008b0160e08c01612b4f565b612282565b611c955760099350505050610cd7565b505f95945050505050565b5f611cac858585612079565b9050336001600160a01b0316857f4efd5b59106ab9123d02138e908beafd2e682ab975ff8429986a4a599d6dd8e685604051611cf89181526040602082018190525f9082015260600190565b60405180910390a3604080518481526001600160401b038416602082015286917f2886a411f589360e8cfeb4aa9a089fc0106682e344544d8305ae1c1d4a87e0de910160405180910390a26001840154600160c01b900463ffffffff168015611d7f578454611d7f9087906001600160a01b03168387611d7a5f803681612c7d565b6120de565b50949350505050565b600180546001600160a01b0319169055610b9e816122d7565b611da961183f565b6005805460ff191660011790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a2586117aa3390565b60606112f87f0000000000000000000000000000000000000000000000000000000000000000612326565b60606112f87f0000000000000000000000000000000000000000000000000000000000000000612326565b5f610cd7611e40611eda565b8360405161190160f01b8152600281019290925260228201526042902090565b811580611e6b575080155b15611e9357604051633cc6da4360e21b81526004810183905260248101829052604401610963565b6006829055600781905560408051838152602081018390527fab1a2e99a7a60d154f951a42eca140d755f93d41ccfca4b6f7d5e521b64bee86910160405180910390a15050565b5f306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015611f3257507f000000000000000000000000000000000000000000000000000000000000000046145b15611f5c57507f000000000000000000000000000000000000000000000000000000000000000090565b6112f8604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f516020612d6c5f395f51905f5254600203610d7c57604051633ee5aeb560e01b815260040160405180910390fd5b5f80806041849003612066578435602086013560408701355f1a61205889828585612363565b955095509550505050612070565b505f915060029050825b93509350939050565b815460ff60e01b1916600160e11b1782556001820180546001600160e01b038116600160e01b4263ffffffff16029081179092556001600160801b039081169116176120c53383610ca0565b5f948552600b6020526040909420939093555090919050565b5f868484846040516024016120f69493929190612ca4565b60408051601f198184030181529190526020810180516001600160e01b031663414cdae560e01b17905290505f806113885a81811115612140578181039050886040820482031193505b505f893b1183161561215b575f5f8551602087015f8d8df191505b8261218857604051636c13063160e01b8152600481018b905263ffffffff89166024820152604401610963565b81156121bd576040518a907f6a7eb502488a67e74c7a6c593612353baab86287bb7f519e36d7a431b3caaecf905f90a26121e8565b6040518a907fb2298745cb84651776b988443c22ab136d5d245a655462194e833357e68867f1905f90a25b50505050505050505050565b60055460ff16610d7c57604051638dfc202b60e01b815260040160405180910390fd5b805160208201516040808401516060850151608086015160a0870151935133968c967f9b676e362486f698e52cf908eceb8bad26d8115d310754aeaa5c512e10d1e89296612273968e968e968e96349542959094939291612ccd565b60405180910390a35050505050565b5f826122a45750600254600160a01b90046001600160601b03168311156122cf565b831580156122cc5750600254600160a01b90046001600160601b03166001600160401b038316115b90505b949350505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60605f6123328361242b565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561239c57505f91506003905082612421565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa1580156123ed573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b03811661241857505f925060019150829050612421565b92505f91508190505b9450945094915050565b5f60ff8216601f811115610cd757604051632cd44ac360e21b815260040160405180910390fd5b5f5f83601f840112612462575f5ffd5b5081356001600160401b03811115612478575f5ffd5b6020830191508360208260051b8501011115612492575f5ffd5b9250929050565b5f5f602083850312156124aa575f5ffd5b82356001600160401b038111156124bf575f5ffd5b6124cb85828601612452565b90969095509350505050565b602080825282518282018190525f918401906040840190835b8181101561257557835160018060a01b038151168452602081015160208501526001600160401b0360408201511660408501526001600160401b03606082015116606085015260ff608082015116608085015260a081015160a085015263ffffffff60c08201511660c08501525060e0830192506020840193506001810190506124f0565b509095945050505050565b5f60208284031215612590575f5ffd5b5035919050565b5f5f83601f8401126125a7575f5ffd5b5081356001600160401b038111156125bd575f5ffd5b602083019150836020828501011115612492575f5ffd5b803563ffffffff811681146125e7575f5ffd5b919050565b80356001600160401b03811681146125e7575f5ffd5b5f5f5f5f5f5f5f5f60c0898b031215612619575f5ffd5b8835975060208901356001600160401b03811115612635575f5ffd5b6126418b828c01612597565b9098509650612654905060408a016125d4565b945061266260608a016125ec565b935061267060808a016125ec565b925060a08901356001600160401b0381111561268a575f5ffd5b6126968b828c01612597565b999c989b5096995094979396929594505050565b80356001600160a01b03811681146125e7575f5ffd5b5f602082840312156126d0575f5ffd5b6126d9826126aa565b9392505050565b5f5f604083850312156126f1575f5ffd5b6126fa836126aa565b946020939093013593505050565b803580151581146125e7575f5ffd5b5f5f5f5f5f5f5f5f5f60e08a8c03121561272f575f5ffd5b89356001600160401b03811115612744575f5ffd5b6127508c828d01612597565b909a5098505060208a01356001600160401b0381111561276e575f5ffd5b61277a8c828d01612597565b909850965061278d905060408b016125d4565b945061279b60608b016125ec565b93506127a960808b016125d4565b92506127b760a08b016125d4565b91506127c560c08b01612708565b90509295985092959850929598565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f61282060e08301896127d4565b828103604084015261283281896127d4565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015612887578351835260209384019390920191600101612869565b50909b9a5050505050505050505050565b5f5f5f5f5f5f5f5f60c0898b0312156128af575f5ffd5b88356001600160401b038111156128c4575f5ffd5b6128d08b828c01612597565b90995097505060208901356001600160401b038111156128ee575f5ffd5b6128fa8b828c01612597565b909750955061290d905060408a016125d4565b935061291b60608a016125d4565b925061292960808a016125d4565b915061293760a08a01612708565b90509295985092959890939650565b5f5f5f5f5f5f60c0878903121561295b575f5ffd5b8635955061296b602088016126aa565b9450612979604088016125d4565b93506060870135925061298e608088016125ec565b915061299c60a088016125ec565b90509295509295509295565b5f5f604083850312156129b9575f5ffd5b50508035926020909101359150565b5f5f5f5f5f5f5f5f60e0898b0312156129df575f5ffd5b88359750602089013596506129f660408a016125ec565b9550612a0460608a016125d4565b9450612a1260808a016125ec565b9350612a2060a08a016125ec565b925060c08901356001600160401b0381111561268a575f5ffd5b5f5f5f5f5f5f5f5f5f5f6101008b8d031215612a54575f5ffd5b8a356001600160401b03811115612a69575f5ffd5b612a758d828e01612597565b909b5099505060208b01356001600160401b03811115612a93575f5ffd5b612a9f8d828e01612597565b9099509750612ab2905060408c016125d4565b9550612ac060608c016125ec565b9450612ace60808c016125d4565b9350612adc60a08c016125d4565b9250612aea60c08c01612708565b9150612af860e08c016125d4565b90509295989b9194979a5092959850565b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f823560fe19833603018112612b45575f5ffd5b9190910192915050565b5f60208284031215612b5f575f5ffd5b6126d9826125ec565b5f5f8335601e19843603018112612b7d575f5ffd5b8301803591506001600160401b03821115612b96575f5ffd5b602001915036819003821315612492575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b80820180821115610cd757610cd7612baa565b5f60018201612be257612be2612baa565b5060010190565b818382375f9101908152919050565b5f60208284031215612c08575f5ffd5b5051919050565b634e487b7160e01b5f52602160045260245ffd5b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b838152604060208201525f6122cc604083018486612c23565b5f60208284031215612c74575f5ffd5b6126d9826125d4565b5f5f85851115612c8b575f5ffd5b83861115612c97575f5ffd5b5050820193919092039150565b848152836020820152606060408201525f612cc3606083018486612c23565b9695505050505050565b61014081525f612ce161014083018e6127d4565b8281036020840152612cf4818d8f612c23565b91505063ffffffff8a1660408301528860608301526001600160401b03881660808301526001600160401b03871660a083015263ffffffff861660c083015263ffffffff851660e0830152831515610100830152612d5b61012083018463ffffffff169052565b9c9b50505050505050505050505056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a164736f6c634300081e000a",
}

// InferenceRouterABI is the input ABI used to generate the binding from.
// Deprecated: Use InferenceRouterMetaData.ABI instead.
var InferenceRouterABI = InferenceRouterMetaData.ABI

// InferenceRouterBin is the compiled bytecode used for deploying new contracts.
// Deprecated: Use InferenceRouterMetaData.Bin instead.
var InferenceRouterBin = InferenceRouterMetaData.Bin

// DeployInferenceRouter deploys a new Ethereum contract, binding an instance of InferenceRouter to it.
func DeployInferenceRouter(auth *bind.TransactOpts, backend bind.ContractBackend, initialOwner common.Address, initialScheduler common.Address, promptLimit *big.Int, modelNameLimit *big.Int, registry common.Address) (common.Address, *types.Transaction, *InferenceRouter, error) {
	parsed, err := InferenceRouterMetaData.GetAbi()
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	if parsed == nil {
		return common.Address{}, nil, nil, errors.New("GetABI returned nil")
	}

	address, tx, contract, err := bind.DeployContract(auth, *parsed, common.FromHex(InferenceRouterBin), backend, initialOwner, initialScheduler, promptLimit, modelNameLimit, registry)
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	return address, tx, &InferenceRouter{InferenceRouterCaller: InferenceRouterCaller{contract: contract}, InferenceRouterTransactor: InferenceRouterTransactor{contract: contract}, InferenceRouterFilterer: InferenceRouterFilterer{contract: contract}}, nil
}

// InferenceRouter is an auto generated Go binding around an Ethereum contract.
type InferenceRouter struct {
	InferenceRouterCaller     // Read-only binding to the contract
	InferenceRouterTransactor // Write-only binding to the contract
	InferenceRouterFilterer   // Log filterer for contract events
}

// InferenceRouterCaller is an auto generated read-only Go binding around an Ethereum contract.
type InferenceRouterCaller struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// InferenceRouterTransactor is an auto generated write-only Go binding around an Ethereum contract.
type InferenceRouterTransactor struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// InferenceRouterFilterer is an auto generated log filtering Go binding around an Ethereum contract events.
type InferenceRouterFilterer struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// InferenceRouterSession is an auto generated Go binding around an Ethereum contract,
// with pre-set call and transact options.
type InferenceRouterSession struct {
	Contract     *InferenceRouter  // Generic contract binding to set the session for
	CallOpts     bind.CallOpts     // Call options to use throughout this session
	TransactOpts bind.TransactOpts // Transaction auth options to use throughout this session
}

// InferenceRouterCallerSession is an auto generated read-only Go binding around an Ethereum contract,
// with pre-set call options.
type InferenceRouterCallerSession struct {
	Contract *InferenceRouterCaller // Generic contract caller binding to set the session for
	CallOpts bind.CallOpts          // Call options to use throughout this session
}

// InferenceRouterTransactorSession is an auto generated write-only Go binding around an Ethereum contract,
// with pre-set transact options.
type InferenceRouterTransactorSession struct {
	Contract     *InferenceRouterTransactor // Generic contract transactor binding to set the session for
	TransactOpts bind.TransactOpts          // Transaction auth options to use throughout this session
}

// InferenceRouterRaw is an auto generated low-level Go binding around an Ethereum contract.
type InferenceRouterRaw struct {
	Contract *InferenceRouter // Generic contract binding to access the raw methods on
}

// InferenceRouterCallerRaw is an auto generated low-level read-only Go binding around an Ethereum contract.
type InferenceRouterCallerRaw struct {
	Contract *InferenceRouterCaller // Generic read-only contract binding to access the raw methods on
}

// InferenceRouterTransactorRaw is an auto generated low-level write-only Go binding around an Ethereum contract.
type InferenceRouterTransactorRaw struct {
	Contract *InferenceRouterTransactor // Generic write-only contract binding to access the raw methods on
}

// NewInferenceRouter creates a new instance of InferenceRouter, bound to a specific deployed contract.
func NewInferenceRouter(address common.Address, backend bind.ContractBackend) (*InferenceRouter, error) {
	contract, err := bindInferenceRouter(address, backend, backend, backend)
	if err != nil {
		return nil, err
	}
	return &InferenceRouter{InferenceRouterCaller: InferenceRouterCaller{contract: contract}, InferenceRouterTransactor: InferenceRouterTransactor{contract: contract}, InferenceRouterFilterer: InferenceRouterFilterer{contract: contract}}, nil
}

// NewInferenceRouterCaller creates a new read-only instance of InferenceRouter, bound to a specific deployed contract.
func NewInferenceRouterCaller(address common.Address, caller bind.ContractCaller) (*InferenceRouterCaller, error) {
	contract, err := bindInferenceRouter(address, caller, nil, nil)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterCaller{contract: contract}, nil
}

// NewInferenceRouterTransactor creates a new write-only instance of InferenceRouter, bound to a specific deployed contract.
func NewInferenceRouterTransactor(address common.Address, transactor bind.ContractTransactor) (*InferenceRouterTransactor, error) {
	contract, err := bindInferenceRouter(address, nil, transactor, nil)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterTransactor{contract: contract}, nil
}

// NewInferenceRouterFilterer creates a new log filterer instance of InferenceRouter, bound to a specific deployed contract.
func NewInferenceRouterFilterer(address common.Address, filterer bind.ContractFilterer) (*InferenceRouterFilterer, error) {
	contract, err := bindInferenceRouter(address, nil, nil, filterer)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterFilterer{contract: contract}, nil
}

// bindInferenceRouter binds a generic wrapper to an already deployed contract.
func bindInferenceRouter(address common.Address, caller bind.ContractCaller, transactor bind.ContractTransactor, filterer bind.ContractFilterer) (*bind.BoundContract, error) {
	parsed, err := InferenceRouterMetaData.GetAbi()
	if err != nil {
		return nil, err
	}
	return bind.NewBoundContract(address, *parsed, caller, transactor, filterer), nil
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_InferenceRouter *InferenceRouterRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _InferenceRouter.Contract.InferenceRouterCaller.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_InferenceRouter *InferenceRouterRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _InferenceRouter.Contract.InferenceRouterTransactor.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_InferenceRouter *InferenceRouterRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _InferenceRouter.Contract.InferenceRouterTransactor.contract.Transact(opts, method, params...)
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_InferenceRouter *InferenceRouterCallerRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _InferenceRouter.Contract.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_InferenceRouter *InferenceRouterTransactorRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _InferenceRouter.Contract.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_InferenceRouter *InferenceRouterTransactorRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _InferenceRouter.Contract.contract.Transact(opts, method, params...)
}

// ASSIGNMENTTYPEHASH is a free data retrieval call binding the contract method 0x60d4f5a3.
//
// Solidity: function ASSIGNMENT_TYPEHASH() view returns(bytes32)
func (_InferenceRouter *InferenceRouterCaller) ASSIGNMENTTYPEHASH(opts *bind.CallOpts) ([32]byte, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "ASSIGNMENT_TYPEHASH")

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// ASSIGNMENTTYPEHASH is a free data retrieval call binding the contract method 0x60d4f5a3.
//
// Solidity: function ASSIGNMENT_TYPEHASH() view returns(bytes32)
func (_InferenceRouter *InferenceRouterSession) ASSIGNMENTTYPEHASH() ([32]byte, error) {
	return _InferenceRouter.Contract.ASSIGNMENTTYPEHASH(&_InferenceRouter.CallOpts)
}

// ASSIGNMENTTYPEHASH is a free data retrieval call binding the contract method 0x60d4f5a3.
//
// Solidity: function ASSIGNMENT_TYPEHASH() view returns(bytes32)
func (_InferenceRouter *InferenceRouterCallerSession) ASSIGNMENTTYPEHASH() ([32]byte, error) {
	return _InferenceRouter.Contract.ASSIGNMENTTYPEHASH(&_InferenceRouter.CallOpts)
}

// CALLBACKGASOVERHEAD is a free data retrieval call binding the contract method 0xbec59a3d.
//
// Solidity: function CALLBACK_GAS_OVERHEAD() view returns(uint256)
func (_InferenceRouter *InferenceRouterCaller) CALLBACKGASOVERHEAD(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "CALLBACK_GAS_OVERHEAD")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// CALLBACKGASOVERHEAD is a free data retrieval call binding the contract method 0xbec59a3d.
//
// Solidity: function CALLBACK_GAS_OVERHEAD() view returns(uint256)
func (_InferenceRouter *InferenceRouterSession) CALLBACKGASOVERHEAD() (*big.Int, error) {
	return _InferenceRouter.Contract.CALLBACKGASOVERHEAD(&_InferenceRouter.CallOpts)
}

// CALLBACKGASOVERHEAD is a free data retrieval call binding the contract method 0xbec59a3d.
//
// Solidity: function CALLBACK_GAS_OVERHEAD() view returns(uint256)
func (_InferenceRouter *InferenceRouterCallerSession) CALLBACKGASOVERHEAD() (*big.Int, error) {
	return _InferenceRouter.Contract.CALLBACKGASOVERHEAD(&_InferenceRouter.CallOpts)
}

// DEFAULTMAXINLINEOUTPUTBYTES is a free data retrieval call binding the contract method 0xe109c316.
//
// Solidity: function DEFAULT_MAX_INLINE_OUTPUT_BYTES() view returns(uint256)
func (_InferenceRouter *InferenceRouterCaller) DEFAULTMAXINLINEOUTPUTBYTES(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "DEFAULT_MAX_INLINE_OUTPUT_BYTES")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// DEFAULTMAXINLINEOUTPUTBYTES is a free data retrieval call binding the contract method 0xe109c316.
//
// Solidity: function DEFAULT_MAX_INLINE_OUTPUT_BYTES() view returns(uint256)
func (_InferenceRouter *InferenceRouterSession) DEFAULTMAXINLINEOUTPUTBYTES() (*big.Int, error) {
	return _InferenceRouter.Contract.DEFAULTMAXINLINEOUTPUTBYTES(&_InferenceRouter.CallOpts)
}

// DEFAULTMAXINLINEOUTPUTBYTES is a free data retrieval call binding the contract method 0xe109c316.
//
// Solidity: function DEFAULT_MAX_INLINE_OUTPUT_BYTES() view returns(uint256)
func (_InferenceRouter *InferenceRouterCallerSession) DEFAULTMAXINLINEOUTPUTBYTES() (*big.Int, error) {
	return _InferenceRouter.Contract.DEFAULTMAXINLINEOUTPUTBYTES(&_InferenceRouter.CallOpts)
}

// MAXBATCHREAD is a free data retrieval call binding the contract method 0x484a069f.
//
// Solidity: function MAX_BATCH_READ() view returns(uint256)
func (_InferenceRouter *InferenceRouterCaller) MAXBATCHREAD(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "MAX_BATCH_READ")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// MAXBATCHREAD is a free data retrieval call binding the contract method 0x484a069f.
//
// Solidity: function MAX_BATCH_READ() view returns(uint256)
func (_InferenceRouter *InferenceRouterSession) MAXBATCHREAD() (*big.Int, error) {
	return _InferenceRouter.Contract.MAXBATCHREAD(&_InferenceRouter.CallOpts)
}

// MAXBATCHREAD is a free data retrieval call binding the contract method 0x484a069f.
//
// Solidity: function MAX_BATCH_READ() view returns(uint256)
func (_InferenceRouter *InferenceRouterCallerSession) MAXBATCHREAD() (*big.Int, error) {
	return _InferenceRouter.Contract.MAXBATCHREAD(&_InferenceRouter.CallOpts)
}

// MAXCALLBACKGASLIMIT is a free data retrieval call binding the contract method 0x39c33215.
//
// Solidity: function MAX_CALLBACK_GAS_LIMIT() view returns(uint32)
func (_InferenceRouter *InferenceRouterCaller) MAXCALLBACKGASLIMIT(opts *bind.CallOpts) (uint32, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "MAX_CALLBACK_GAS_LIMIT")

	if err != nil {
		return *new(uint32), err
	}

	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)

	return out0, err

}

// MAXCALLBACKGASLIMIT is a free data retrieval call binding the contract method 0x39c33215.
//
// Solidity: function MAX_CALLBACK_GAS_LIMIT() view returns(uint32)
func (_InferenceRouter *InferenceRouterSession) MAXCALLBACKGASLIMIT() (uint32, error) {
	return _InferenceRouter.Contract.MAXCALLBACKGASLIMIT(&_InferenceRouter.CallOpts)
}

// MAXCALLBACKGASLIMIT is a free data retrieval call binding the contract method 0x39c33215.
//
// Solidity: function MAX_CALLBACK_GAS_LIMIT() view returns(uint32)
func (_InferenceRouter *InferenceRouterCallerSession) MAXCALLBACKGASLIMIT() (uint32, error) {
	return _InferenceRouter.Contract.MAXCALLBACKGASLIMIT(&_InferenceRouter.CallOpts)
}

// SKIPDEADLINEPASSED is a free data retrieval call binding the contract method 0x3c297765.
//
// Solidity: function SKIP_DEADLINE_PASSED() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) SKIPDEADLINEPASSED(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "SKIP_DEADLINE_PASSED")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// SKIPDEADLINEPASSED is a free data retrieval call binding the contract method 0x3c297765.
//
// Solidity: function SKIP_DEADLINE_PASSED() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) SKIPDEADLINEPASSED() (uint8, error) {
	return _InferenceRouter.Contract.SKIPDEADLINEPASSED(&_InferenceRouter.CallOpts)
}

// SKIPDEADLINEPASSED is a free data retrieval call binding the contract method 0x3c297765.
//
// Solidity: function SKIP_DEADLINE_PASSED() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) SKIPDEADLINEPASSED() (uint8, error) {
	return _InferenceRouter.Contract.SKIPDEADLINEPASSED(&_InferenceRouter.CallOpts)
}

// SKIPFULFILLED is a free data retrieval call binding the contract method 0x74a9c9b0.
//
// Solidity: function SKIP_FULFILLED() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) SKIPFULFILLED(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "SKIP_FULFILLED")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// SKIPFULFILLED is a free data retrieval call binding the contract method 0x74a9c9b0.
//
// Solidity: function SKIP_FULFILLED() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) SKIPFULFILLED() (uint8, error) {
	return _InferenceRouter.Contract.SKIPFULFILLED(&_InferenceRouter.CallOpts)
}

// SKIPFULFILLED is a free data retrieval call binding the contract method 0x74a9c9b0.
//
// Solidity: function SKIP_FULFILLED() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) SKIPFULFILLED() (uint8, error) {
	return _InferenceRouter.Contract.SKIPFULFILLED(&_InferenceRouter.CallOpts)
}

// SKIPINVALIDSIGNER is a free data retrieval call binding the contract method 0x14e78906.
//
// Solidity: function SKIP_INVALID_SIGNER() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) SKIPINVALIDSIGNER(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "SKIP_INVALID_SIGNER")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// SKIPINVALIDSIGNER is a free data retrieval call binding the contract method 0x14e78906.
//
// Solidity: function SKIP_INVALID_SIGNER() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) SKIPINVALIDSIGNER() (uint8, error) {
	return _InferenceRouter.Contract.SKIPINVALIDSIGNER(&_InferenceRouter.CallOpts)
}

// SKIPINVALIDSIGNER is a free data retrieval call binding the contract method 0x14e78906.
//
// Solidity: function SKIP_INVALID_SIGNER() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) SKIPINVALIDSIGNER() (uint8, error) {
	return _InferenceRouter.Contract.SKIPINVALIDSIGNER(&_InferenceRouter.CallOpts)
}

// SKIPMALFORMEDSIGNATURE is a free data retrieval call binding the contract method 0x72891df3.
//
// Solidity: function SKIP_MALFORMED_SIGNATURE() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) SKIPMALFORMEDSIGNATURE(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "SKIP_MALFORMED_SIGNATURE")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// SKIPMALFORMEDSIGNATURE is a free data retrieval call binding the contract method 0x72891df3.
//
// Solidity: function SKIP_MALFORMED_SIGNATURE() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) SKIPMALFORMEDSIGNATURE() (uint8, error) {
	return _InferenceRouter.Contract.SKIPMALFORMEDSIGNATURE(&_InferenceRouter.CallOpts)
}

// SKIPMALFORMEDSIGNATURE is a free data retrieval call binding the contract method 0x72891df3.
//
// Solidity: function SKIP_MALFORMED_SIGNATURE() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) SKIPMALFORMEDSIGNATURE() (uint8, error) {
	return _InferenceRouter.Contract.SKIPMALFORMEDSIGNATURE(&_InferenceRouter.CallOpts)
}

// SKIPOUTPUTSIZE is a free data retrieval call binding the contract method 0x1d8dc810.
//
// Solidity: function SKIP_OUTPUT_SIZE() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) SKIPOUTPUTSIZE(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "SKIP_OUTPUT_SIZE")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// SKIPOUTPUTSIZE is a free data retrieval call binding the contract method 0x1d8dc810.
//
// Solidity: function SKIP_OUTPUT_SIZE() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) SKIPOUTPUTSIZE() (uint8, error) {
	return _InferenceRouter.Contract.SKIPOUTPUTSIZE(&_InferenceRouter.CallOpts)
}

// SKIPOUTPUTSIZE is a free data retrieval call binding the contract method 0x1d8dc810.
//
// Solidity: function SKIP_OUTPUT_SIZE() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) SKIPOUTPUTSIZE() (uint8, error) {
	return _InferenceRouter.Contract.SKIPOUTPUTSIZE(&_InferenceRouter.CallOpts)
}

// SKIPREFUNDED is a free data retrieval call binding the contract method 0x49026bef.
//
// Solidity: function SKIP_REFUNDED() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) SKIPREFUNDED(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "SKIP_REFUNDED")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// SKIPREFUNDED is a free data retrieval call binding the contract method 0x49026bef.
//
// Solidity: function SKIP_REFUNDED() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) SKIPREFUNDED() (uint8, error) {
	return _InferenceRouter.Contract.SKIPREFUNDED(&_InferenceRouter.CallOpts)
}

// SKIPREFUNDED is a free data retrieval call binding the contract method 0x49026bef.
//
// Solidity: function SKIP_REFUNDED() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) SKIPREFUNDED() (uint8, error) {
	return _InferenceRouter.Contract.SKIPREFUNDED(&_InferenceRouter.CallOpts)
}

// SKIPUNKNOWN is a free data retrieval call binding the contract method 0xb072af1d.
//
// Solidity: function SKIP_UNKNOWN() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) SKIPUNKNOWN(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "SKIP_UNKNOWN")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// SKIPUNKNOWN is a free data retrieval call binding the contract method 0xb072af1d.
//
// Solidity: function SKIP_UNKNOWN() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) SKIPUNKNOWN() (uint8, error) {
	return _InferenceRouter.Contract.SKIPUNKNOWN(&_InferenceRouter.CallOpts)
}

// SKIPUNKNOWN is a free data retrieval call binding the contract method 0xb072af1d.
//
// Solidity: function SKIP_UNKNOWN() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) SKIPUNKNOWN() (uint8, error) {
	return _InferenceRouter.Contract.SKIPUNKNOWN(&_InferenceRouter.CallOpts)
}

// SKIPVOUCHEREXPIRED is a free data retrieval call binding the contract method 0x727bd45e.
//
// Solidity: function SKIP_VOUCHER_EXPIRED() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) SKIPVOUCHEREXPIRED(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "SKIP_VOUCHER_EXPIRED")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// SKIPVOUCHEREXPIRED is a free data retrieval call binding the contract method 0x727bd45e.
//
// Solidity: function SKIP_VOUCHER_EXPIRED() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) SKIPVOUCHEREXPIRED() (uint8, error) {
	return _InferenceRouter.Contract.SKIPVOUCHEREXPIRED(&_InferenceRouter.CallOpts)
}

// SKIPVOUCHEREXPIRED is a free data retrieval call binding the contract method 0x727bd45e.
//
// Solidity: function SKIP_VOUCHER_EXPIRED() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) SKIPVOUCHEREXPIRED() (uint8, error) {
	return _InferenceRouter.Contract.SKIPVOUCHEREXPIRED(&_InferenceRouter.CallOpts)
}

// SKIPVOUCHERNOTYETVALID is a free data retrieval call binding the contract method 0x43363392.
//
// Solidity: function SKIP_VOUCHER_NOT_YET_VALID() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) SKIPVOUCHERNOTYETVALID(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "SKIP_VOUCHER_NOT_YET_VALID")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// SKIPVOUCHERNOTYETVALID is a free data retrieval call binding the contract method 0x43363392.
//
// Solidity: function SKIP_VOUCHER_NOT_YET_VALID() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) SKIPVOUCHERNOTYETVALID() (uint8, error) {
	return _InferenceRouter.Contract.SKIPVOUCHERNOTYETVALID(&_InferenceRouter.CallOpts)
}

// SKIPVOUCHERNOTYETVALID is a free data retrieval call binding the contract method 0x43363392.
//
// Solidity: function SKIP_VOUCHER_NOT_YET_VALID() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) SKIPVOUCHERNOTYETVALID() (uint8, error) {
	return _InferenceRouter.Contract.SKIPVOUCHERNOTYETVALID(&_InferenceRouter.CallOpts)
}

// STATUSFULFILLED is a free data retrieval call binding the contract method 0x0006852f.
//
// Solidity: function STATUS_FULFILLED() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) STATUSFULFILLED(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "STATUS_FULFILLED")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// STATUSFULFILLED is a free data retrieval call binding the contract method 0x0006852f.
//
// Solidity: function STATUS_FULFILLED() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) STATUSFULFILLED() (uint8, error) {
	return _InferenceRouter.Contract.STATUSFULFILLED(&_InferenceRouter.CallOpts)
}

// STATUSFULFILLED is a free data retrieval call binding the contract method 0x0006852f.
//
// Solidity: function STATUS_FULFILLED() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) STATUSFULFILLED() (uint8, error) {
	return _InferenceRouter.Contract.STATUSFULFILLED(&_InferenceRouter.CallOpts)
}

// STATUSNONE is a free data retrieval call binding the contract method 0x84e1433b.
//
// Solidity: function STATUS_NONE() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) STATUSNONE(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "STATUS_NONE")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// STATUSNONE is a free data retrieval call binding the contract method 0x84e1433b.
//
// Solidity: function STATUS_NONE() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) STATUSNONE() (uint8, error) {
	return _InferenceRouter.Contract.STATUSNONE(&_InferenceRouter.CallOpts)
}

// STATUSNONE is a free data retrieval call binding the contract method 0x84e1433b.
//
// Solidity: function STATUS_NONE() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) STATUSNONE() (uint8, error) {
	return _InferenceRouter.Contract.STATUSNONE(&_InferenceRouter.CallOpts)
}

// STATUSPENDING is a free data retrieval call binding the contract method 0x423d487c.
//
// Solidity: function STATUS_PENDING() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) STATUSPENDING(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "STATUS_PENDING")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// STATUSPENDING is a free data retrieval call binding the contract method 0x423d487c.
//
// Solidity: function STATUS_PENDING() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) STATUSPENDING() (uint8, error) {
	return _InferenceRouter.Contract.STATUSPENDING(&_InferenceRouter.CallOpts)
}

// STATUSPENDING is a free data retrieval call binding the contract method 0x423d487c.
//
// Solidity: function STATUS_PENDING() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) STATUSPENDING() (uint8, error) {
	return _InferenceRouter.Contract.STATUSPENDING(&_InferenceRouter.CallOpts)
}

// STATUSREFUNDED is a free data retrieval call binding the contract method 0x9963b4de.
//
// Solidity: function STATUS_REFUNDED() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) STATUSREFUNDED(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "STATUS_REFUNDED")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// STATUSREFUNDED is a free data retrieval call binding the contract method 0x9963b4de.
//
// Solidity: function STATUS_REFUNDED() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) STATUSREFUNDED() (uint8, error) {
	return _InferenceRouter.Contract.STATUSREFUNDED(&_InferenceRouter.CallOpts)
}

// STATUSREFUNDED is a free data retrieval call binding the contract method 0x9963b4de.
//
// Solidity: function STATUS_REFUNDED() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) STATUSREFUNDED() (uint8, error) {
	return _InferenceRouter.Contract.STATUSREFUNDED(&_InferenceRouter.CallOpts)
}

// DomainSeparator is a free data retrieval call binding the contract method 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (_InferenceRouter *InferenceRouterCaller) DomainSeparator(opts *bind.CallOpts) ([32]byte, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "domainSeparator")

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// DomainSeparator is a free data retrieval call binding the contract method 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (_InferenceRouter *InferenceRouterSession) DomainSeparator() ([32]byte, error) {
	return _InferenceRouter.Contract.DomainSeparator(&_InferenceRouter.CallOpts)
}

// DomainSeparator is a free data retrieval call binding the contract method 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (_InferenceRouter *InferenceRouterCallerSession) DomainSeparator() ([32]byte, error) {
	return _InferenceRouter.Contract.DomainSeparator(&_InferenceRouter.CallOpts)
}

// Eip712Domain is a free data retrieval call binding the contract method 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (_InferenceRouter *InferenceRouterCaller) Eip712Domain(opts *bind.CallOpts) (struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "eip712Domain")

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
func (_InferenceRouter *InferenceRouterSession) Eip712Domain() (struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}, error) {
	return _InferenceRouter.Contract.Eip712Domain(&_InferenceRouter.CallOpts)
}

// Eip712Domain is a free data retrieval call binding the contract method 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (_InferenceRouter *InferenceRouterCallerSession) Eip712Domain() (struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}, error) {
	return _InferenceRouter.Contract.Eip712Domain(&_InferenceRouter.CallOpts)
}

// GetRequest is a free data retrieval call binding the contract method 0xc58343ef.
//
// Solidity: function getRequest(uint256 id) view returns(address requester, uint256 fee, uint64 deadline, uint8 status, uint64 submittedAt, bytes32 inputHash)
func (_InferenceRouter *InferenceRouterCaller) GetRequest(opts *bind.CallOpts, id *big.Int) (struct {
	Requester   common.Address
	Fee         *big.Int
	Deadline    uint64
	Status      uint8
	SubmittedAt uint64
	InputHash   [32]byte
}, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "getRequest", id)

	outstruct := new(struct {
		Requester   common.Address
		Fee         *big.Int
		Deadline    uint64
		Status      uint8
		SubmittedAt uint64
		InputHash   [32]byte
	})
	if err != nil {
		return *outstruct, err
	}

	outstruct.Requester = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Fee = *abi.ConvertType(out[1], new(*big.Int)).(**big.Int)
	outstruct.Deadline = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	outstruct.Status = *abi.ConvertType(out[3], new(uint8)).(*uint8)
	outstruct.SubmittedAt = *abi.ConvertType(out[4], new(uint64)).(*uint64)
	outstruct.InputHash = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)

	return *outstruct, err

}

// GetRequest is a free data retrieval call binding the contract method 0xc58343ef.
//
// Solidity: function getRequest(uint256 id) view returns(address requester, uint256 fee, uint64 deadline, uint8 status, uint64 submittedAt, bytes32 inputHash)
func (_InferenceRouter *InferenceRouterSession) GetRequest(id *big.Int) (struct {
	Requester   common.Address
	Fee         *big.Int
	Deadline    uint64
	Status      uint8
	SubmittedAt uint64
	InputHash   [32]byte
}, error) {
	return _InferenceRouter.Contract.GetRequest(&_InferenceRouter.CallOpts, id)
}

// GetRequest is a free data retrieval call binding the contract method 0xc58343ef.
//
// Solidity: function getRequest(uint256 id) view returns(address requester, uint256 fee, uint64 deadline, uint8 status, uint64 submittedAt, bytes32 inputHash)
func (_InferenceRouter *InferenceRouterCallerSession) GetRequest(id *big.Int) (struct {
	Requester   common.Address
	Fee         *big.Int
	Deadline    uint64
	Status      uint8
	SubmittedAt uint64
	InputHash   [32]byte
}, error) {
	return _InferenceRouter.Contract.GetRequest(&_InferenceRouter.CallOpts, id)
}

// GetRequests is a free data retrieval call binding the contract method 0x13e369c9.
//
// Solidity: function getRequests(uint256[] ids) view returns((address,uint256,uint64,uint64,uint8,bytes32,uint32)[] out)
func (_InferenceRouter *InferenceRouterCaller) GetRequests(opts *bind.CallOpts, ids []*big.Int) ([]InferenceRouterRequestInfo, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "getRequests", ids)

	if err != nil {
		return *new([]InferenceRouterRequestInfo), err
	}

	out0 := *abi.ConvertType(out[0], new([]InferenceRouterRequestInfo)).(*[]InferenceRouterRequestInfo)

	return out0, err

}

// GetRequests is a free data retrieval call binding the contract method 0x13e369c9.
//
// Solidity: function getRequests(uint256[] ids) view returns((address,uint256,uint64,uint64,uint8,bytes32,uint32)[] out)
func (_InferenceRouter *InferenceRouterSession) GetRequests(ids []*big.Int) ([]InferenceRouterRequestInfo, error) {
	return _InferenceRouter.Contract.GetRequests(&_InferenceRouter.CallOpts, ids)
}

// GetRequests is a free data retrieval call binding the contract method 0x13e369c9.
//
// Solidity: function getRequests(uint256[] ids) view returns((address,uint256,uint64,uint64,uint8,bytes32,uint32)[] out)
func (_InferenceRouter *InferenceRouterCallerSession) GetRequests(ids []*big.Int) ([]InferenceRouterRequestInfo, error) {
	return _InferenceRouter.Contract.GetRequests(&_InferenceRouter.CallOpts, ids)
}

// InputHashOf is a free data retrieval call binding the contract method 0xa414ad94.
//
// Solidity: function inputHashOf(string model, bytes prompt, uint32 maxTokens, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable) pure returns(bytes32)
func (_InferenceRouter *InferenceRouterCaller) InputHashOf(opts *bind.CallOpts, model string, prompt []byte, maxTokens uint32, gasLimit uint32, requiredMemoryMB uint32, batchable bool) ([32]byte, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "inputHashOf", model, prompt, maxTokens, gasLimit, requiredMemoryMB, batchable)

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// InputHashOf is a free data retrieval call binding the contract method 0xa414ad94.
//
// Solidity: function inputHashOf(string model, bytes prompt, uint32 maxTokens, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable) pure returns(bytes32)
func (_InferenceRouter *InferenceRouterSession) InputHashOf(model string, prompt []byte, maxTokens uint32, gasLimit uint32, requiredMemoryMB uint32, batchable bool) ([32]byte, error) {
	return _InferenceRouter.Contract.InputHashOf(&_InferenceRouter.CallOpts, model, prompt, maxTokens, gasLimit, requiredMemoryMB, batchable)
}

// InputHashOf is a free data retrieval call binding the contract method 0xa414ad94.
//
// Solidity: function inputHashOf(string model, bytes prompt, uint32 maxTokens, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable) pure returns(bytes32)
func (_InferenceRouter *InferenceRouterCallerSession) InputHashOf(model string, prompt []byte, maxTokens uint32, gasLimit uint32, requiredMemoryMB uint32, batchable bool) ([32]byte, error) {
	return _InferenceRouter.Contract.InputHashOf(&_InferenceRouter.CallOpts, model, prompt, maxTokens, gasLimit, requiredMemoryMB, batchable)
}

// MaxInlineOutputBytes is a free data retrieval call binding the contract method 0x0ad6a17f.
//
// Solidity: function maxInlineOutputBytes() view returns(uint96)
func (_InferenceRouter *InferenceRouterCaller) MaxInlineOutputBytes(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "maxInlineOutputBytes")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// MaxInlineOutputBytes is a free data retrieval call binding the contract method 0x0ad6a17f.
//
// Solidity: function maxInlineOutputBytes() view returns(uint96)
func (_InferenceRouter *InferenceRouterSession) MaxInlineOutputBytes() (*big.Int, error) {
	return _InferenceRouter.Contract.MaxInlineOutputBytes(&_InferenceRouter.CallOpts)
}

// MaxInlineOutputBytes is a free data retrieval call binding the contract method 0x0ad6a17f.
//
// Solidity: function maxInlineOutputBytes() view returns(uint96)
func (_InferenceRouter *InferenceRouterCallerSession) MaxInlineOutputBytes() (*big.Int, error) {
	return _InferenceRouter.Contract.MaxInlineOutputBytes(&_InferenceRouter.CallOpts)
}

// MaxModelNameBytes is a free data retrieval call binding the contract method 0x54e75b20.
//
// Solidity: function maxModelNameBytes() view returns(uint256)
func (_InferenceRouter *InferenceRouterCaller) MaxModelNameBytes(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "maxModelNameBytes")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// MaxModelNameBytes is a free data retrieval call binding the contract method 0x54e75b20.
//
// Solidity: function maxModelNameBytes() view returns(uint256)
func (_InferenceRouter *InferenceRouterSession) MaxModelNameBytes() (*big.Int, error) {
	return _InferenceRouter.Contract.MaxModelNameBytes(&_InferenceRouter.CallOpts)
}

// MaxModelNameBytes is a free data retrieval call binding the contract method 0x54e75b20.
//
// Solidity: function maxModelNameBytes() view returns(uint256)
func (_InferenceRouter *InferenceRouterCallerSession) MaxModelNameBytes() (*big.Int, error) {
	return _InferenceRouter.Contract.MaxModelNameBytes(&_InferenceRouter.CallOpts)
}

// MaxPromptBytes is a free data retrieval call binding the contract method 0x8d06fcd2.
//
// Solidity: function maxPromptBytes() view returns(uint256)
func (_InferenceRouter *InferenceRouterCaller) MaxPromptBytes(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "maxPromptBytes")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// MaxPromptBytes is a free data retrieval call binding the contract method 0x8d06fcd2.
//
// Solidity: function maxPromptBytes() view returns(uint256)
func (_InferenceRouter *InferenceRouterSession) MaxPromptBytes() (*big.Int, error) {
	return _InferenceRouter.Contract.MaxPromptBytes(&_InferenceRouter.CallOpts)
}

// MaxPromptBytes is a free data retrieval call binding the contract method 0x8d06fcd2.
//
// Solidity: function maxPromptBytes() view returns(uint256)
func (_InferenceRouter *InferenceRouterCallerSession) MaxPromptBytes() (*big.Int, error) {
	return _InferenceRouter.Contract.MaxPromptBytes(&_InferenceRouter.CallOpts)
}

// NextRequestId is a free data retrieval call binding the contract method 0x6a84a985.
//
// Solidity: function nextRequestId() view returns(uint256)
func (_InferenceRouter *InferenceRouterCaller) NextRequestId(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "nextRequestId")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// NextRequestId is a free data retrieval call binding the contract method 0x6a84a985.
//
// Solidity: function nextRequestId() view returns(uint256)
func (_InferenceRouter *InferenceRouterSession) NextRequestId() (*big.Int, error) {
	return _InferenceRouter.Contract.NextRequestId(&_InferenceRouter.CallOpts)
}

// NextRequestId is a free data retrieval call binding the contract method 0x6a84a985.
//
// Solidity: function nextRequestId() view returns(uint256)
func (_InferenceRouter *InferenceRouterCallerSession) NextRequestId() (*big.Int, error) {
	return _InferenceRouter.Contract.NextRequestId(&_InferenceRouter.CallOpts)
}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_InferenceRouter *InferenceRouterCaller) Owner(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "owner")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_InferenceRouter *InferenceRouterSession) Owner() (common.Address, error) {
	return _InferenceRouter.Contract.Owner(&_InferenceRouter.CallOpts)
}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_InferenceRouter *InferenceRouterCallerSession) Owner() (common.Address, error) {
	return _InferenceRouter.Contract.Owner(&_InferenceRouter.CallOpts)
}

// Paused is a free data retrieval call binding the contract method 0x5c975abb.
//
// Solidity: function paused() view returns(bool)
func (_InferenceRouter *InferenceRouterCaller) Paused(opts *bind.CallOpts) (bool, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "paused")

	if err != nil {
		return *new(bool), err
	}

	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)

	return out0, err

}

// Paused is a free data retrieval call binding the contract method 0x5c975abb.
//
// Solidity: function paused() view returns(bool)
func (_InferenceRouter *InferenceRouterSession) Paused() (bool, error) {
	return _InferenceRouter.Contract.Paused(&_InferenceRouter.CallOpts)
}

// Paused is a free data retrieval call binding the contract method 0x5c975abb.
//
// Solidity: function paused() view returns(bool)
func (_InferenceRouter *InferenceRouterCallerSession) Paused() (bool, error) {
	return _InferenceRouter.Contract.Paused(&_InferenceRouter.CallOpts)
}

// PendingOwner is a free data retrieval call binding the contract method 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (_InferenceRouter *InferenceRouterCaller) PendingOwner(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "pendingOwner")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// PendingOwner is a free data retrieval call binding the contract method 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (_InferenceRouter *InferenceRouterSession) PendingOwner() (common.Address, error) {
	return _InferenceRouter.Contract.PendingOwner(&_InferenceRouter.CallOpts)
}

// PendingOwner is a free data retrieval call binding the contract method 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (_InferenceRouter *InferenceRouterCallerSession) PendingOwner() (common.Address, error) {
	return _InferenceRouter.Contract.PendingOwner(&_InferenceRouter.CallOpts)
}

// RequestStatus is a free data retrieval call binding the contract method 0x1a313202.
//
// Solidity: function requestStatus(uint256 id) view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) RequestStatus(opts *bind.CallOpts, id *big.Int) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "requestStatus", id)

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// RequestStatus is a free data retrieval call binding the contract method 0x1a313202.
//
// Solidity: function requestStatus(uint256 id) view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) RequestStatus(id *big.Int) (uint8, error) {
	return _InferenceRouter.Contract.RequestStatus(&_InferenceRouter.CallOpts, id)
}

// RequestStatus is a free data retrieval call binding the contract method 0x1a313202.
//
// Solidity: function requestStatus(uint256 id) view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) RequestStatus(id *big.Int) (uint8, error) {
	return _InferenceRouter.Contract.RequestStatus(&_InferenceRouter.CallOpts, id)
}

// ResultCommitment is a free data retrieval call binding the contract method 0x2c83e274.
//
// Solidity: function resultCommitment(address worker, bytes32 outputHash) pure returns(bytes32)
func (_InferenceRouter *InferenceRouterCaller) ResultCommitment(opts *bind.CallOpts, worker common.Address, outputHash [32]byte) ([32]byte, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "resultCommitment", worker, outputHash)

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// ResultCommitment is a free data retrieval call binding the contract method 0x2c83e274.
//
// Solidity: function resultCommitment(address worker, bytes32 outputHash) pure returns(bytes32)
func (_InferenceRouter *InferenceRouterSession) ResultCommitment(worker common.Address, outputHash [32]byte) ([32]byte, error) {
	return _InferenceRouter.Contract.ResultCommitment(&_InferenceRouter.CallOpts, worker, outputHash)
}

// ResultCommitment is a free data retrieval call binding the contract method 0x2c83e274.
//
// Solidity: function resultCommitment(address worker, bytes32 outputHash) pure returns(bytes32)
func (_InferenceRouter *InferenceRouterCallerSession) ResultCommitment(worker common.Address, outputHash [32]byte) ([32]byte, error) {
	return _InferenceRouter.Contract.ResultCommitment(&_InferenceRouter.CallOpts, worker, outputHash)
}

// ResultOf is a free data retrieval call binding the contract method 0x71bfabca.
//
// Solidity: function resultOf(uint256 id) view returns(bytes32 commitment, uint32 fulfilledAt)
func (_InferenceRouter *InferenceRouterCaller) ResultOf(opts *bind.CallOpts, id *big.Int) (struct {
	Commitment  [32]byte
	FulfilledAt uint32
}, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "resultOf", id)

	outstruct := new(struct {
		Commitment  [32]byte
		FulfilledAt uint32
	})
	if err != nil {
		return *outstruct, err
	}

	outstruct.Commitment = *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	outstruct.FulfilledAt = *abi.ConvertType(out[1], new(uint32)).(*uint32)

	return *outstruct, err

}

// ResultOf is a free data retrieval call binding the contract method 0x71bfabca.
//
// Solidity: function resultOf(uint256 id) view returns(bytes32 commitment, uint32 fulfilledAt)
func (_InferenceRouter *InferenceRouterSession) ResultOf(id *big.Int) (struct {
	Commitment  [32]byte
	FulfilledAt uint32
}, error) {
	return _InferenceRouter.Contract.ResultOf(&_InferenceRouter.CallOpts, id)
}

// ResultOf is a free data retrieval call binding the contract method 0x71bfabca.
//
// Solidity: function resultOf(uint256 id) view returns(bytes32 commitment, uint32 fulfilledAt)
func (_InferenceRouter *InferenceRouterCallerSession) ResultOf(id *big.Int) (struct {
	Commitment  [32]byte
	FulfilledAt uint32
}, error) {
	return _InferenceRouter.Contract.ResultOf(&_InferenceRouter.CallOpts, id)
}

// Scheduler is a free data retrieval call binding the contract method 0xd1ad17bf.
//
// Solidity: function scheduler() view returns(address)
func (_InferenceRouter *InferenceRouterCaller) Scheduler(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "scheduler")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Scheduler is a free data retrieval call binding the contract method 0xd1ad17bf.
//
// Solidity: function scheduler() view returns(address)
func (_InferenceRouter *InferenceRouterSession) Scheduler() (common.Address, error) {
	return _InferenceRouter.Contract.Scheduler(&_InferenceRouter.CallOpts)
}

// Scheduler is a free data retrieval call binding the contract method 0xd1ad17bf.
//
// Solidity: function scheduler() view returns(address)
func (_InferenceRouter *InferenceRouterCallerSession) Scheduler() (common.Address, error) {
	return _InferenceRouter.Contract.Scheduler(&_InferenceRouter.CallOpts)
}

// VoucherDigest is a free data retrieval call binding the contract method 0xa705df67.
//
// Solidity: function voucherDigest(uint256 requestId, address worker, uint32 attempt, bytes32 inputHash, uint64 notBefore, uint64 expiry) view returns(bytes32)
func (_InferenceRouter *InferenceRouterCaller) VoucherDigest(opts *bind.CallOpts, requestId *big.Int, worker common.Address, attempt uint32, inputHash [32]byte, notBefore uint64, expiry uint64) ([32]byte, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "voucherDigest", requestId, worker, attempt, inputHash, notBefore, expiry)

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// VoucherDigest is a free data retrieval call binding the contract method 0xa705df67.
//
// Solidity: function voucherDigest(uint256 requestId, address worker, uint32 attempt, bytes32 inputHash, uint64 notBefore, uint64 expiry) view returns(bytes32)
func (_InferenceRouter *InferenceRouterSession) VoucherDigest(requestId *big.Int, worker common.Address, attempt uint32, inputHash [32]byte, notBefore uint64, expiry uint64) ([32]byte, error) {
	return _InferenceRouter.Contract.VoucherDigest(&_InferenceRouter.CallOpts, requestId, worker, attempt, inputHash, notBefore, expiry)
}

// VoucherDigest is a free data retrieval call binding the contract method 0xa705df67.
//
// Solidity: function voucherDigest(uint256 requestId, address worker, uint32 attempt, bytes32 inputHash, uint64 notBefore, uint64 expiry) view returns(bytes32)
func (_InferenceRouter *InferenceRouterCallerSession) VoucherDigest(requestId *big.Int, worker common.Address, attempt uint32, inputHash [32]byte, notBefore uint64, expiry uint64) ([32]byte, error) {
	return _InferenceRouter.Contract.VoucherDigest(&_InferenceRouter.CallOpts, requestId, worker, attempt, inputHash, notBefore, expiry)
}

// WorkerRegistry is a free data retrieval call binding the contract method 0xec446c07.
//
// Solidity: function workerRegistry() view returns(address)
func (_InferenceRouter *InferenceRouterCaller) WorkerRegistry(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "workerRegistry")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// WorkerRegistry is a free data retrieval call binding the contract method 0xec446c07.
//
// Solidity: function workerRegistry() view returns(address)
func (_InferenceRouter *InferenceRouterSession) WorkerRegistry() (common.Address, error) {
	return _InferenceRouter.Contract.WorkerRegistry(&_InferenceRouter.CallOpts)
}

// WorkerRegistry is a free data retrieval call binding the contract method 0xec446c07.
//
// Solidity: function workerRegistry() view returns(address)
func (_InferenceRouter *InferenceRouterCallerSession) WorkerRegistry() (common.Address, error) {
	return _InferenceRouter.Contract.WorkerRegistry(&_InferenceRouter.CallOpts)
}

// AcceptOwnership is a paid mutator transaction binding the contract method 0x79ba5097.
//
// Solidity: function acceptOwnership() returns()
func (_InferenceRouter *InferenceRouterTransactor) AcceptOwnership(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "acceptOwnership")
}

// AcceptOwnership is a paid mutator transaction binding the contract method 0x79ba5097.
//
// Solidity: function acceptOwnership() returns()
func (_InferenceRouter *InferenceRouterSession) AcceptOwnership() (*types.Transaction, error) {
	return _InferenceRouter.Contract.AcceptOwnership(&_InferenceRouter.TransactOpts)
}

// AcceptOwnership is a paid mutator transaction binding the contract method 0x79ba5097.
//
// Solidity: function acceptOwnership() returns()
func (_InferenceRouter *InferenceRouterTransactorSession) AcceptOwnership() (*types.Transaction, error) {
	return _InferenceRouter.Contract.AcceptOwnership(&_InferenceRouter.TransactOpts)
}

// Pause is a paid mutator transaction binding the contract method 0x8456cb59.
//
// Solidity: function pause() returns()
func (_InferenceRouter *InferenceRouterTransactor) Pause(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "pause")
}

// Pause is a paid mutator transaction binding the contract method 0x8456cb59.
//
// Solidity: function pause() returns()
func (_InferenceRouter *InferenceRouterSession) Pause() (*types.Transaction, error) {
	return _InferenceRouter.Contract.Pause(&_InferenceRouter.TransactOpts)
}

// Pause is a paid mutator transaction binding the contract method 0x8456cb59.
//
// Solidity: function pause() returns()
func (_InferenceRouter *InferenceRouterTransactorSession) Pause() (*types.Transaction, error) {
	return _InferenceRouter.Contract.Pause(&_InferenceRouter.TransactOpts)
}

// Refund is a paid mutator transaction binding the contract method 0x278ecde1.
//
// Solidity: function refund(uint256 id) returns()
func (_InferenceRouter *InferenceRouterTransactor) Refund(opts *bind.TransactOpts, id *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "refund", id)
}

// Refund is a paid mutator transaction binding the contract method 0x278ecde1.
//
// Solidity: function refund(uint256 id) returns()
func (_InferenceRouter *InferenceRouterSession) Refund(id *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.Refund(&_InferenceRouter.TransactOpts, id)
}

// Refund is a paid mutator transaction binding the contract method 0x278ecde1.
//
// Solidity: function refund(uint256 id) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) Refund(id *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.Refund(&_InferenceRouter.TransactOpts, id)
}

// RenounceOwnership is a paid mutator transaction binding the contract method 0x715018a6.
//
// Solidity: function renounceOwnership() returns()
func (_InferenceRouter *InferenceRouterTransactor) RenounceOwnership(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "renounceOwnership")
}

// RenounceOwnership is a paid mutator transaction binding the contract method 0x715018a6.
//
// Solidity: function renounceOwnership() returns()
func (_InferenceRouter *InferenceRouterSession) RenounceOwnership() (*types.Transaction, error) {
	return _InferenceRouter.Contract.RenounceOwnership(&_InferenceRouter.TransactOpts)
}

// RenounceOwnership is a paid mutator transaction binding the contract method 0x715018a6.
//
// Solidity: function renounceOwnership() returns()
func (_InferenceRouter *InferenceRouterTransactorSession) RenounceOwnership() (*types.Transaction, error) {
	return _InferenceRouter.Contract.RenounceOwnership(&_InferenceRouter.TransactOpts)
}

// RequestInference is a paid mutator transaction binding the contract method 0x483431ed.
//
// Solidity: function requestInference(string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable) payable returns(uint256 id)
func (_InferenceRouter *InferenceRouterTransactor) RequestInference(opts *bind.TransactOpts, model string, prompt []byte, maxTokens uint32, deadline uint64, gasLimit uint32, requiredMemoryMB uint32, batchable bool) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "requestInference", model, prompt, maxTokens, deadline, gasLimit, requiredMemoryMB, batchable)
}

// RequestInference is a paid mutator transaction binding the contract method 0x483431ed.
//
// Solidity: function requestInference(string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable) payable returns(uint256 id)
func (_InferenceRouter *InferenceRouterSession) RequestInference(model string, prompt []byte, maxTokens uint32, deadline uint64, gasLimit uint32, requiredMemoryMB uint32, batchable bool) (*types.Transaction, error) {
	return _InferenceRouter.Contract.RequestInference(&_InferenceRouter.TransactOpts, model, prompt, maxTokens, deadline, gasLimit, requiredMemoryMB, batchable)
}

// RequestInference is a paid mutator transaction binding the contract method 0x483431ed.
//
// Solidity: function requestInference(string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable) payable returns(uint256 id)
func (_InferenceRouter *InferenceRouterTransactorSession) RequestInference(model string, prompt []byte, maxTokens uint32, deadline uint64, gasLimit uint32, requiredMemoryMB uint32, batchable bool) (*types.Transaction, error) {
	return _InferenceRouter.Contract.RequestInference(&_InferenceRouter.TransactOpts, model, prompt, maxTokens, deadline, gasLimit, requiredMemoryMB, batchable)
}

// RequestInferenceWithCallback is a paid mutator transaction binding the contract method 0xf365f7f9.
//
// Solidity: function requestInferenceWithCallback(string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable, uint32 callbackGasLimit) payable returns(uint256 id)
func (_InferenceRouter *InferenceRouterTransactor) RequestInferenceWithCallback(opts *bind.TransactOpts, model string, prompt []byte, maxTokens uint32, deadline uint64, gasLimit uint32, requiredMemoryMB uint32, batchable bool, callbackGasLimit uint32) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "requestInferenceWithCallback", model, prompt, maxTokens, deadline, gasLimit, requiredMemoryMB, batchable, callbackGasLimit)
}

// RequestInferenceWithCallback is a paid mutator transaction binding the contract method 0xf365f7f9.
//
// Solidity: function requestInferenceWithCallback(string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable, uint32 callbackGasLimit) payable returns(uint256 id)
func (_InferenceRouter *InferenceRouterSession) RequestInferenceWithCallback(model string, prompt []byte, maxTokens uint32, deadline uint64, gasLimit uint32, requiredMemoryMB uint32, batchable bool, callbackGasLimit uint32) (*types.Transaction, error) {
	return _InferenceRouter.Contract.RequestInferenceWithCallback(&_InferenceRouter.TransactOpts, model, prompt, maxTokens, deadline, gasLimit, requiredMemoryMB, batchable, callbackGasLimit)
}

// RequestInferenceWithCallback is a paid mutator transaction binding the contract method 0xf365f7f9.
//
// Solidity: function requestInferenceWithCallback(string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable, uint32 callbackGasLimit) payable returns(uint256 id)
func (_InferenceRouter *InferenceRouterTransactorSession) RequestInferenceWithCallback(model string, prompt []byte, maxTokens uint32, deadline uint64, gasLimit uint32, requiredMemoryMB uint32, batchable bool, callbackGasLimit uint32) (*types.Transaction, error) {
	return _InferenceRouter.Contract.RequestInferenceWithCallback(&_InferenceRouter.TransactOpts, model, prompt, maxTokens, deadline, gasLimit, requiredMemoryMB, batchable, callbackGasLimit)
}

// SetLimits is a paid mutator transaction binding the contract method 0xc4590d3f.
//
// Solidity: function setLimits(uint256 promptLimit, uint256 modelNameLimit) returns()
func (_InferenceRouter *InferenceRouterTransactor) SetLimits(opts *bind.TransactOpts, promptLimit *big.Int, modelNameLimit *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "setLimits", promptLimit, modelNameLimit)
}

// SetLimits is a paid mutator transaction binding the contract method 0xc4590d3f.
//
// Solidity: function setLimits(uint256 promptLimit, uint256 modelNameLimit) returns()
func (_InferenceRouter *InferenceRouterSession) SetLimits(promptLimit *big.Int, modelNameLimit *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetLimits(&_InferenceRouter.TransactOpts, promptLimit, modelNameLimit)
}

// SetLimits is a paid mutator transaction binding the contract method 0xc4590d3f.
//
// Solidity: function setLimits(uint256 promptLimit, uint256 modelNameLimit) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) SetLimits(promptLimit *big.Int, modelNameLimit *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetLimits(&_InferenceRouter.TransactOpts, promptLimit, modelNameLimit)
}

// SetMaxInlineOutputBytes is a paid mutator transaction binding the contract method 0x33f73e9e.
//
// Solidity: function setMaxInlineOutputBytes(uint256 limit) returns()
func (_InferenceRouter *InferenceRouterTransactor) SetMaxInlineOutputBytes(opts *bind.TransactOpts, limit *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "setMaxInlineOutputBytes", limit)
}

// SetMaxInlineOutputBytes is a paid mutator transaction binding the contract method 0x33f73e9e.
//
// Solidity: function setMaxInlineOutputBytes(uint256 limit) returns()
func (_InferenceRouter *InferenceRouterSession) SetMaxInlineOutputBytes(limit *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetMaxInlineOutputBytes(&_InferenceRouter.TransactOpts, limit)
}

// SetMaxInlineOutputBytes is a paid mutator transaction binding the contract method 0x33f73e9e.
//
// Solidity: function setMaxInlineOutputBytes(uint256 limit) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) SetMaxInlineOutputBytes(limit *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetMaxInlineOutputBytes(&_InferenceRouter.TransactOpts, limit)
}

// SetScheduler is a paid mutator transaction binding the contract method 0x3f6746ce.
//
// Solidity: function setScheduler(address newScheduler) returns()
func (_InferenceRouter *InferenceRouterTransactor) SetScheduler(opts *bind.TransactOpts, newScheduler common.Address) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "setScheduler", newScheduler)
}

// SetScheduler is a paid mutator transaction binding the contract method 0x3f6746ce.
//
// Solidity: function setScheduler(address newScheduler) returns()
func (_InferenceRouter *InferenceRouterSession) SetScheduler(newScheduler common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetScheduler(&_InferenceRouter.TransactOpts, newScheduler)
}

// SetScheduler is a paid mutator transaction binding the contract method 0x3f6746ce.
//
// Solidity: function setScheduler(address newScheduler) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) SetScheduler(newScheduler common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetScheduler(&_InferenceRouter.TransactOpts, newScheduler)
}

// SetWorkerRegistry is a paid mutator transaction binding the contract method 0x276fa695.
//
// Solidity: function setWorkerRegistry(address registry) returns()
func (_InferenceRouter *InferenceRouterTransactor) SetWorkerRegistry(opts *bind.TransactOpts, registry common.Address) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "setWorkerRegistry", registry)
}

// SetWorkerRegistry is a paid mutator transaction binding the contract method 0x276fa695.
//
// Solidity: function setWorkerRegistry(address registry) returns()
func (_InferenceRouter *InferenceRouterSession) SetWorkerRegistry(registry common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetWorkerRegistry(&_InferenceRouter.TransactOpts, registry)
}

// SetWorkerRegistry is a paid mutator transaction binding the contract method 0x276fa695.
//
// Solidity: function setWorkerRegistry(address registry) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) SetWorkerRegistry(registry common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetWorkerRegistry(&_InferenceRouter.TransactOpts, registry)
}

// SubmitResult is a paid mutator transaction binding the contract method 0x253f4f7e.
//
// Solidity: function submitResult(uint256 id, bytes output, uint32 attempt, uint64 voucherNotBefore, uint64 voucherExpiry, bytes schedulerSig) returns()
func (_InferenceRouter *InferenceRouterTransactor) SubmitResult(opts *bind.TransactOpts, id *big.Int, output []byte, attempt uint32, voucherNotBefore uint64, voucherExpiry uint64, schedulerSig []byte) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "submitResult", id, output, attempt, voucherNotBefore, voucherExpiry, schedulerSig)
}

// SubmitResult is a paid mutator transaction binding the contract method 0x253f4f7e.
//
// Solidity: function submitResult(uint256 id, bytes output, uint32 attempt, uint64 voucherNotBefore, uint64 voucherExpiry, bytes schedulerSig) returns()
func (_InferenceRouter *InferenceRouterSession) SubmitResult(id *big.Int, output []byte, attempt uint32, voucherNotBefore uint64, voucherExpiry uint64, schedulerSig []byte) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SubmitResult(&_InferenceRouter.TransactOpts, id, output, attempt, voucherNotBefore, voucherExpiry, schedulerSig)
}

// SubmitResult is a paid mutator transaction binding the contract method 0x253f4f7e.
//
// Solidity: function submitResult(uint256 id, bytes output, uint32 attempt, uint64 voucherNotBefore, uint64 voucherExpiry, bytes schedulerSig) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) SubmitResult(id *big.Int, output []byte, attempt uint32, voucherNotBefore uint64, voucherExpiry uint64, schedulerSig []byte) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SubmitResult(&_InferenceRouter.TransactOpts, id, output, attempt, voucherNotBefore, voucherExpiry, schedulerSig)
}

// SubmitResultRef is a paid mutator transaction binding the contract method 0xce1fff14.
//
// Solidity: function submitResultRef(uint256 id, bytes32 outputHash, uint64 outputLength, uint32 attempt, uint64 voucherNotBefore, uint64 voucherExpiry, bytes schedulerSig) returns()
func (_InferenceRouter *InferenceRouterTransactor) SubmitResultRef(opts *bind.TransactOpts, id *big.Int, outputHash [32]byte, outputLength uint64, attempt uint32, voucherNotBefore uint64, voucherExpiry uint64, schedulerSig []byte) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "submitResultRef", id, outputHash, outputLength, attempt, voucherNotBefore, voucherExpiry, schedulerSig)
}

// SubmitResultRef is a paid mutator transaction binding the contract method 0xce1fff14.
//
// Solidity: function submitResultRef(uint256 id, bytes32 outputHash, uint64 outputLength, uint32 attempt, uint64 voucherNotBefore, uint64 voucherExpiry, bytes schedulerSig) returns()
func (_InferenceRouter *InferenceRouterSession) SubmitResultRef(id *big.Int, outputHash [32]byte, outputLength uint64, attempt uint32, voucherNotBefore uint64, voucherExpiry uint64, schedulerSig []byte) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SubmitResultRef(&_InferenceRouter.TransactOpts, id, outputHash, outputLength, attempt, voucherNotBefore, voucherExpiry, schedulerSig)
}

// SubmitResultRef is a paid mutator transaction binding the contract method 0xce1fff14.
//
// Solidity: function submitResultRef(uint256 id, bytes32 outputHash, uint64 outputLength, uint32 attempt, uint64 voucherNotBefore, uint64 voucherExpiry, bytes schedulerSig) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) SubmitResultRef(id *big.Int, outputHash [32]byte, outputLength uint64, attempt uint32, voucherNotBefore uint64, voucherExpiry uint64, schedulerSig []byte) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SubmitResultRef(&_InferenceRouter.TransactOpts, id, outputHash, outputLength, attempt, voucherNotBefore, voucherExpiry, schedulerSig)
}

// SubmitResults is a paid mutator transaction binding the contract method 0x4e3e5099.
//
// Solidity: function submitResults((uint256,bytes,uint32,uint64,uint64,bytes,bytes32,uint64)[] items) returns(uint256 accepted)
func (_InferenceRouter *InferenceRouterTransactor) SubmitResults(opts *bind.TransactOpts, items []InferenceRouterResultItem) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "submitResults", items)
}

// SubmitResults is a paid mutator transaction binding the contract method 0x4e3e5099.
//
// Solidity: function submitResults((uint256,bytes,uint32,uint64,uint64,bytes,bytes32,uint64)[] items) returns(uint256 accepted)
func (_InferenceRouter *InferenceRouterSession) SubmitResults(items []InferenceRouterResultItem) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SubmitResults(&_InferenceRouter.TransactOpts, items)
}

// SubmitResults is a paid mutator transaction binding the contract method 0x4e3e5099.
//
// Solidity: function submitResults((uint256,bytes,uint32,uint64,uint64,bytes,bytes32,uint64)[] items) returns(uint256 accepted)
func (_InferenceRouter *InferenceRouterTransactorSession) SubmitResults(items []InferenceRouterResultItem) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SubmitResults(&_InferenceRouter.TransactOpts, items)
}

// TransferOwnership is a paid mutator transaction binding the contract method 0xf2fde38b.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (_InferenceRouter *InferenceRouterTransactor) TransferOwnership(opts *bind.TransactOpts, newOwner common.Address) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "transferOwnership", newOwner)
}

// TransferOwnership is a paid mutator transaction binding the contract method 0xf2fde38b.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (_InferenceRouter *InferenceRouterSession) TransferOwnership(newOwner common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.TransferOwnership(&_InferenceRouter.TransactOpts, newOwner)
}

// TransferOwnership is a paid mutator transaction binding the contract method 0xf2fde38b.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) TransferOwnership(newOwner common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.TransferOwnership(&_InferenceRouter.TransactOpts, newOwner)
}

// Unpause is a paid mutator transaction binding the contract method 0x3f4ba83a.
//
// Solidity: function unpause() returns()
func (_InferenceRouter *InferenceRouterTransactor) Unpause(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "unpause")
}

// Unpause is a paid mutator transaction binding the contract method 0x3f4ba83a.
//
// Solidity: function unpause() returns()
func (_InferenceRouter *InferenceRouterSession) Unpause() (*types.Transaction, error) {
	return _InferenceRouter.Contract.Unpause(&_InferenceRouter.TransactOpts)
}

// Unpause is a paid mutator transaction binding the contract method 0x3f4ba83a.
//
// Solidity: function unpause() returns()
func (_InferenceRouter *InferenceRouterTransactorSession) Unpause() (*types.Transaction, error) {
	return _InferenceRouter.Contract.Unpause(&_InferenceRouter.TransactOpts)
}

// InferenceRouterCallbackDeliveredIterator is returned from FilterCallbackDelivered and is used to iterate over the raw logs and unpacked data for CallbackDelivered events raised by the InferenceRouter contract.
type InferenceRouterCallbackDeliveredIterator struct {
	Event *InferenceRouterCallbackDelivered // Event containing the contract specifics and raw log

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
func (it *InferenceRouterCallbackDeliveredIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterCallbackDelivered)
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
		it.Event = new(InferenceRouterCallbackDelivered)
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
func (it *InferenceRouterCallbackDeliveredIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterCallbackDeliveredIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterCallbackDelivered represents a CallbackDelivered event raised by the InferenceRouter contract.
type InferenceRouterCallbackDelivered struct {
	Id  *big.Int
	Raw types.Log // Blockchain specific contextual infos
}

// FilterCallbackDelivered is a free log retrieval operation binding the contract event 0x6a7eb502488a67e74c7a6c593612353baab86287bb7f519e36d7a431b3caaecf.
//
// Solidity: event CallbackDelivered(uint256 indexed id)
func (_InferenceRouter *InferenceRouterFilterer) FilterCallbackDelivered(opts *bind.FilterOpts, id []*big.Int) (*InferenceRouterCallbackDeliveredIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "CallbackDelivered", idRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterCallbackDeliveredIterator{contract: _InferenceRouter.contract, event: "CallbackDelivered", logs: logs, sub: sub}, nil
}

// WatchCallbackDelivered is a free log subscription operation binding the contract event 0x6a7eb502488a67e74c7a6c593612353baab86287bb7f519e36d7a431b3caaecf.
//
// Solidity: event CallbackDelivered(uint256 indexed id)
func (_InferenceRouter *InferenceRouterFilterer) WatchCallbackDelivered(opts *bind.WatchOpts, sink chan<- *InferenceRouterCallbackDelivered, id []*big.Int) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "CallbackDelivered", idRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterCallbackDelivered)
				if err := _InferenceRouter.contract.UnpackLog(event, "CallbackDelivered", log); err != nil {
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

// ParseCallbackDelivered is a log parse operation binding the contract event 0x6a7eb502488a67e74c7a6c593612353baab86287bb7f519e36d7a431b3caaecf.
//
// Solidity: event CallbackDelivered(uint256 indexed id)
func (_InferenceRouter *InferenceRouterFilterer) ParseCallbackDelivered(log types.Log) (*InferenceRouterCallbackDelivered, error) {
	event := new(InferenceRouterCallbackDelivered)
	if err := _InferenceRouter.contract.UnpackLog(event, "CallbackDelivered", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterCallbackFailedIterator is returned from FilterCallbackFailed and is used to iterate over the raw logs and unpacked data for CallbackFailed events raised by the InferenceRouter contract.
type InferenceRouterCallbackFailedIterator struct {
	Event *InferenceRouterCallbackFailed // Event containing the contract specifics and raw log

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
func (it *InferenceRouterCallbackFailedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterCallbackFailed)
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
		it.Event = new(InferenceRouterCallbackFailed)
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
func (it *InferenceRouterCallbackFailedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterCallbackFailedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterCallbackFailed represents a CallbackFailed event raised by the InferenceRouter contract.
type InferenceRouterCallbackFailed struct {
	Id  *big.Int
	Raw types.Log // Blockchain specific contextual infos
}

// FilterCallbackFailed is a free log retrieval operation binding the contract event 0xb2298745cb84651776b988443c22ab136d5d245a655462194e833357e68867f1.
//
// Solidity: event CallbackFailed(uint256 indexed id)
func (_InferenceRouter *InferenceRouterFilterer) FilterCallbackFailed(opts *bind.FilterOpts, id []*big.Int) (*InferenceRouterCallbackFailedIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "CallbackFailed", idRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterCallbackFailedIterator{contract: _InferenceRouter.contract, event: "CallbackFailed", logs: logs, sub: sub}, nil
}

// WatchCallbackFailed is a free log subscription operation binding the contract event 0xb2298745cb84651776b988443c22ab136d5d245a655462194e833357e68867f1.
//
// Solidity: event CallbackFailed(uint256 indexed id)
func (_InferenceRouter *InferenceRouterFilterer) WatchCallbackFailed(opts *bind.WatchOpts, sink chan<- *InferenceRouterCallbackFailed, id []*big.Int) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "CallbackFailed", idRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterCallbackFailed)
				if err := _InferenceRouter.contract.UnpackLog(event, "CallbackFailed", log); err != nil {
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

// ParseCallbackFailed is a log parse operation binding the contract event 0xb2298745cb84651776b988443c22ab136d5d245a655462194e833357e68867f1.
//
// Solidity: event CallbackFailed(uint256 indexed id)
func (_InferenceRouter *InferenceRouterFilterer) ParseCallbackFailed(log types.Log) (*InferenceRouterCallbackFailed, error) {
	event := new(InferenceRouterCallbackFailed)
	if err := _InferenceRouter.contract.UnpackLog(event, "CallbackFailed", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterEIP712DomainChangedIterator is returned from FilterEIP712DomainChanged and is used to iterate over the raw logs and unpacked data for EIP712DomainChanged events raised by the InferenceRouter contract.
type InferenceRouterEIP712DomainChangedIterator struct {
	Event *InferenceRouterEIP712DomainChanged // Event containing the contract specifics and raw log

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
func (it *InferenceRouterEIP712DomainChangedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterEIP712DomainChanged)
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
		it.Event = new(InferenceRouterEIP712DomainChanged)
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
func (it *InferenceRouterEIP712DomainChangedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterEIP712DomainChangedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterEIP712DomainChanged represents a EIP712DomainChanged event raised by the InferenceRouter contract.
type InferenceRouterEIP712DomainChanged struct {
	Raw types.Log // Blockchain specific contextual infos
}

// FilterEIP712DomainChanged is a free log retrieval operation binding the contract event 0x0a6387c9ea3628b88a633bb4f3b151770f70085117a15f9bf3787cda53f13d31.
//
// Solidity: event EIP712DomainChanged()
func (_InferenceRouter *InferenceRouterFilterer) FilterEIP712DomainChanged(opts *bind.FilterOpts) (*InferenceRouterEIP712DomainChangedIterator, error) {

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "EIP712DomainChanged")
	if err != nil {
		return nil, err
	}
	return &InferenceRouterEIP712DomainChangedIterator{contract: _InferenceRouter.contract, event: "EIP712DomainChanged", logs: logs, sub: sub}, nil
}

// WatchEIP712DomainChanged is a free log subscription operation binding the contract event 0x0a6387c9ea3628b88a633bb4f3b151770f70085117a15f9bf3787cda53f13d31.
//
// Solidity: event EIP712DomainChanged()
func (_InferenceRouter *InferenceRouterFilterer) WatchEIP712DomainChanged(opts *bind.WatchOpts, sink chan<- *InferenceRouterEIP712DomainChanged) (event.Subscription, error) {

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "EIP712DomainChanged")
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterEIP712DomainChanged)
				if err := _InferenceRouter.contract.UnpackLog(event, "EIP712DomainChanged", log); err != nil {
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
func (_InferenceRouter *InferenceRouterFilterer) ParseEIP712DomainChanged(log types.Log) (*InferenceRouterEIP712DomainChanged, error) {
	event := new(InferenceRouterEIP712DomainChanged)
	if err := _InferenceRouter.contract.UnpackLog(event, "EIP712DomainChanged", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterInferenceRequestedIterator is returned from FilterInferenceRequested and is used to iterate over the raw logs and unpacked data for InferenceRequested events raised by the InferenceRouter contract.
type InferenceRouterInferenceRequestedIterator struct {
	Event *InferenceRouterInferenceRequested // Event containing the contract specifics and raw log

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
func (it *InferenceRouterInferenceRequestedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterInferenceRequested)
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
		it.Event = new(InferenceRouterInferenceRequested)
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
func (it *InferenceRouterInferenceRequestedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterInferenceRequestedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterInferenceRequested represents a InferenceRequested event raised by the InferenceRouter contract.
type InferenceRouterInferenceRequested struct {
	Id               *big.Int
	Requester        common.Address
	Model            string
	Prompt           []byte
	MaxTokens        uint32
	PriorityFee      *big.Int
	SubmittedAt      uint64
	Deadline         uint64
	GasLimit         uint32
	RequiredMemoryMB uint32
	Batchable        bool
	CallbackGasLimit uint32
	Raw              types.Log // Blockchain specific contextual infos
}

// FilterInferenceRequested is a free log retrieval operation binding the contract event 0x9b676e362486f698e52cf908eceb8bad26d8115d310754aeaa5c512e10d1e892.
//
// Solidity: event InferenceRequested(uint256 indexed id, address indexed requester, string model, bytes prompt, uint32 maxTokens, uint256 priorityFee, uint64 submittedAt, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable, uint32 callbackGasLimit)
func (_InferenceRouter *InferenceRouterFilterer) FilterInferenceRequested(opts *bind.FilterOpts, id []*big.Int, requester []common.Address) (*InferenceRouterInferenceRequestedIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var requesterRule []interface{}
	for _, requesterItem := range requester {
		requesterRule = append(requesterRule, requesterItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "InferenceRequested", idRule, requesterRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterInferenceRequestedIterator{contract: _InferenceRouter.contract, event: "InferenceRequested", logs: logs, sub: sub}, nil
}

// WatchInferenceRequested is a free log subscription operation binding the contract event 0x9b676e362486f698e52cf908eceb8bad26d8115d310754aeaa5c512e10d1e892.
//
// Solidity: event InferenceRequested(uint256 indexed id, address indexed requester, string model, bytes prompt, uint32 maxTokens, uint256 priorityFee, uint64 submittedAt, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable, uint32 callbackGasLimit)
func (_InferenceRouter *InferenceRouterFilterer) WatchInferenceRequested(opts *bind.WatchOpts, sink chan<- *InferenceRouterInferenceRequested, id []*big.Int, requester []common.Address) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var requesterRule []interface{}
	for _, requesterItem := range requester {
		requesterRule = append(requesterRule, requesterItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "InferenceRequested", idRule, requesterRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterInferenceRequested)
				if err := _InferenceRouter.contract.UnpackLog(event, "InferenceRequested", log); err != nil {
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

// ParseInferenceRequested is a log parse operation binding the contract event 0x9b676e362486f698e52cf908eceb8bad26d8115d310754aeaa5c512e10d1e892.
//
// Solidity: event InferenceRequested(uint256 indexed id, address indexed requester, string model, bytes prompt, uint32 maxTokens, uint256 priorityFee, uint64 submittedAt, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable, uint32 callbackGasLimit)
func (_InferenceRouter *InferenceRouterFilterer) ParseInferenceRequested(log types.Log) (*InferenceRouterInferenceRequested, error) {
	event := new(InferenceRouterInferenceRequested)
	if err := _InferenceRouter.contract.UnpackLog(event, "InferenceRequested", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterLimitsChangedIterator is returned from FilterLimitsChanged and is used to iterate over the raw logs and unpacked data for LimitsChanged events raised by the InferenceRouter contract.
type InferenceRouterLimitsChangedIterator struct {
	Event *InferenceRouterLimitsChanged // Event containing the contract specifics and raw log

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
func (it *InferenceRouterLimitsChangedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterLimitsChanged)
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
		it.Event = new(InferenceRouterLimitsChanged)
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
func (it *InferenceRouterLimitsChangedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterLimitsChangedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterLimitsChanged represents a LimitsChanged event raised by the InferenceRouter contract.
type InferenceRouterLimitsChanged struct {
	MaxPromptBytes    *big.Int
	MaxModelNameBytes *big.Int
	Raw               types.Log // Blockchain specific contextual infos
}

// FilterLimitsChanged is a free log retrieval operation binding the contract event 0xab1a2e99a7a60d154f951a42eca140d755f93d41ccfca4b6f7d5e521b64bee86.
//
// Solidity: event LimitsChanged(uint256 maxPromptBytes, uint256 maxModelNameBytes)
func (_InferenceRouter *InferenceRouterFilterer) FilterLimitsChanged(opts *bind.FilterOpts) (*InferenceRouterLimitsChangedIterator, error) {

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "LimitsChanged")
	if err != nil {
		return nil, err
	}
	return &InferenceRouterLimitsChangedIterator{contract: _InferenceRouter.contract, event: "LimitsChanged", logs: logs, sub: sub}, nil
}

// WatchLimitsChanged is a free log subscription operation binding the contract event 0xab1a2e99a7a60d154f951a42eca140d755f93d41ccfca4b6f7d5e521b64bee86.
//
// Solidity: event LimitsChanged(uint256 maxPromptBytes, uint256 maxModelNameBytes)
func (_InferenceRouter *InferenceRouterFilterer) WatchLimitsChanged(opts *bind.WatchOpts, sink chan<- *InferenceRouterLimitsChanged) (event.Subscription, error) {

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "LimitsChanged")
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterLimitsChanged)
				if err := _InferenceRouter.contract.UnpackLog(event, "LimitsChanged", log); err != nil {
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

// ParseLimitsChanged is a log parse operation binding the contract event 0xab1a2e99a7a60d154f951a42eca140d755f93d41ccfca4b6f7d5e521b64bee86.
//
// Solidity: event LimitsChanged(uint256 maxPromptBytes, uint256 maxModelNameBytes)
func (_InferenceRouter *InferenceRouterFilterer) ParseLimitsChanged(log types.Log) (*InferenceRouterLimitsChanged, error) {
	event := new(InferenceRouterLimitsChanged)
	if err := _InferenceRouter.contract.UnpackLog(event, "LimitsChanged", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterMaxInlineOutputBytesChangedIterator is returned from FilterMaxInlineOutputBytesChanged and is used to iterate over the raw logs and unpacked data for MaxInlineOutputBytesChanged events raised by the InferenceRouter contract.
type InferenceRouterMaxInlineOutputBytesChangedIterator struct {
	Event *InferenceRouterMaxInlineOutputBytesChanged // Event containing the contract specifics and raw log

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
func (it *InferenceRouterMaxInlineOutputBytesChangedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterMaxInlineOutputBytesChanged)
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
		it.Event = new(InferenceRouterMaxInlineOutputBytesChanged)
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
func (it *InferenceRouterMaxInlineOutputBytesChangedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterMaxInlineOutputBytesChangedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterMaxInlineOutputBytesChanged represents a MaxInlineOutputBytesChanged event raised by the InferenceRouter contract.
type InferenceRouterMaxInlineOutputBytesChanged struct {
	MaxInlineOutputBytes *big.Int
	Raw                  types.Log // Blockchain specific contextual infos
}

// FilterMaxInlineOutputBytesChanged is a free log retrieval operation binding the contract event 0xc142d40be7d4495bb83462a0c6e8c2b18c660a128b0ccdac9bb87037de2c69aa.
//
// Solidity: event MaxInlineOutputBytesChanged(uint256 maxInlineOutputBytes)
func (_InferenceRouter *InferenceRouterFilterer) FilterMaxInlineOutputBytesChanged(opts *bind.FilterOpts) (*InferenceRouterMaxInlineOutputBytesChangedIterator, error) {

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "MaxInlineOutputBytesChanged")
	if err != nil {
		return nil, err
	}
	return &InferenceRouterMaxInlineOutputBytesChangedIterator{contract: _InferenceRouter.contract, event: "MaxInlineOutputBytesChanged", logs: logs, sub: sub}, nil
}

// WatchMaxInlineOutputBytesChanged is a free log subscription operation binding the contract event 0xc142d40be7d4495bb83462a0c6e8c2b18c660a128b0ccdac9bb87037de2c69aa.
//
// Solidity: event MaxInlineOutputBytesChanged(uint256 maxInlineOutputBytes)
func (_InferenceRouter *InferenceRouterFilterer) WatchMaxInlineOutputBytesChanged(opts *bind.WatchOpts, sink chan<- *InferenceRouterMaxInlineOutputBytesChanged) (event.Subscription, error) {

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "MaxInlineOutputBytesChanged")
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterMaxInlineOutputBytesChanged)
				if err := _InferenceRouter.contract.UnpackLog(event, "MaxInlineOutputBytesChanged", log); err != nil {
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

// ParseMaxInlineOutputBytesChanged is a log parse operation binding the contract event 0xc142d40be7d4495bb83462a0c6e8c2b18c660a128b0ccdac9bb87037de2c69aa.
//
// Solidity: event MaxInlineOutputBytesChanged(uint256 maxInlineOutputBytes)
func (_InferenceRouter *InferenceRouterFilterer) ParseMaxInlineOutputBytesChanged(log types.Log) (*InferenceRouterMaxInlineOutputBytesChanged, error) {
	event := new(InferenceRouterMaxInlineOutputBytesChanged)
	if err := _InferenceRouter.contract.UnpackLog(event, "MaxInlineOutputBytesChanged", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterOwnershipTransferStartedIterator is returned from FilterOwnershipTransferStarted and is used to iterate over the raw logs and unpacked data for OwnershipTransferStarted events raised by the InferenceRouter contract.
type InferenceRouterOwnershipTransferStartedIterator struct {
	Event *InferenceRouterOwnershipTransferStarted // Event containing the contract specifics and raw log

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
func (it *InferenceRouterOwnershipTransferStartedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterOwnershipTransferStarted)
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
		it.Event = new(InferenceRouterOwnershipTransferStarted)
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
func (it *InferenceRouterOwnershipTransferStartedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterOwnershipTransferStartedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterOwnershipTransferStarted represents a OwnershipTransferStarted event raised by the InferenceRouter contract.
type InferenceRouterOwnershipTransferStarted struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           types.Log // Blockchain specific contextual infos
}

// FilterOwnershipTransferStarted is a free log retrieval operation binding the contract event 0x38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e22700.
//
// Solidity: event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)
func (_InferenceRouter *InferenceRouterFilterer) FilterOwnershipTransferStarted(opts *bind.FilterOpts, previousOwner []common.Address, newOwner []common.Address) (*InferenceRouterOwnershipTransferStartedIterator, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "OwnershipTransferStarted", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterOwnershipTransferStartedIterator{contract: _InferenceRouter.contract, event: "OwnershipTransferStarted", logs: logs, sub: sub}, nil
}

// WatchOwnershipTransferStarted is a free log subscription operation binding the contract event 0x38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e22700.
//
// Solidity: event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)
func (_InferenceRouter *InferenceRouterFilterer) WatchOwnershipTransferStarted(opts *bind.WatchOpts, sink chan<- *InferenceRouterOwnershipTransferStarted, previousOwner []common.Address, newOwner []common.Address) (event.Subscription, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "OwnershipTransferStarted", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterOwnershipTransferStarted)
				if err := _InferenceRouter.contract.UnpackLog(event, "OwnershipTransferStarted", log); err != nil {
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
func (_InferenceRouter *InferenceRouterFilterer) ParseOwnershipTransferStarted(log types.Log) (*InferenceRouterOwnershipTransferStarted, error) {
	event := new(InferenceRouterOwnershipTransferStarted)
	if err := _InferenceRouter.contract.UnpackLog(event, "OwnershipTransferStarted", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterOwnershipTransferredIterator is returned from FilterOwnershipTransferred and is used to iterate over the raw logs and unpacked data for OwnershipTransferred events raised by the InferenceRouter contract.
type InferenceRouterOwnershipTransferredIterator struct {
	Event *InferenceRouterOwnershipTransferred // Event containing the contract specifics and raw log

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
func (it *InferenceRouterOwnershipTransferredIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterOwnershipTransferred)
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
		it.Event = new(InferenceRouterOwnershipTransferred)
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
func (it *InferenceRouterOwnershipTransferredIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterOwnershipTransferredIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterOwnershipTransferred represents a OwnershipTransferred event raised by the InferenceRouter contract.
type InferenceRouterOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           types.Log // Blockchain specific contextual infos
}

// FilterOwnershipTransferred is a free log retrieval operation binding the contract event 0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (_InferenceRouter *InferenceRouterFilterer) FilterOwnershipTransferred(opts *bind.FilterOpts, previousOwner []common.Address, newOwner []common.Address) (*InferenceRouterOwnershipTransferredIterator, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "OwnershipTransferred", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterOwnershipTransferredIterator{contract: _InferenceRouter.contract, event: "OwnershipTransferred", logs: logs, sub: sub}, nil
}

// WatchOwnershipTransferred is a free log subscription operation binding the contract event 0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (_InferenceRouter *InferenceRouterFilterer) WatchOwnershipTransferred(opts *bind.WatchOpts, sink chan<- *InferenceRouterOwnershipTransferred, previousOwner []common.Address, newOwner []common.Address) (event.Subscription, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "OwnershipTransferred", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterOwnershipTransferred)
				if err := _InferenceRouter.contract.UnpackLog(event, "OwnershipTransferred", log); err != nil {
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
func (_InferenceRouter *InferenceRouterFilterer) ParseOwnershipTransferred(log types.Log) (*InferenceRouterOwnershipTransferred, error) {
	event := new(InferenceRouterOwnershipTransferred)
	if err := _InferenceRouter.contract.UnpackLog(event, "OwnershipTransferred", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterPausedIterator is returned from FilterPaused and is used to iterate over the raw logs and unpacked data for Paused events raised by the InferenceRouter contract.
type InferenceRouterPausedIterator struct {
	Event *InferenceRouterPaused // Event containing the contract specifics and raw log

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
func (it *InferenceRouterPausedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterPaused)
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
		it.Event = new(InferenceRouterPaused)
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
func (it *InferenceRouterPausedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterPausedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterPaused represents a Paused event raised by the InferenceRouter contract.
type InferenceRouterPaused struct {
	Account common.Address
	Raw     types.Log // Blockchain specific contextual infos
}

// FilterPaused is a free log retrieval operation binding the contract event 0x62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258.
//
// Solidity: event Paused(address account)
func (_InferenceRouter *InferenceRouterFilterer) FilterPaused(opts *bind.FilterOpts) (*InferenceRouterPausedIterator, error) {

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "Paused")
	if err != nil {
		return nil, err
	}
	return &InferenceRouterPausedIterator{contract: _InferenceRouter.contract, event: "Paused", logs: logs, sub: sub}, nil
}

// WatchPaused is a free log subscription operation binding the contract event 0x62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258.
//
// Solidity: event Paused(address account)
func (_InferenceRouter *InferenceRouterFilterer) WatchPaused(opts *bind.WatchOpts, sink chan<- *InferenceRouterPaused) (event.Subscription, error) {

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "Paused")
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterPaused)
				if err := _InferenceRouter.contract.UnpackLog(event, "Paused", log); err != nil {
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

// ParsePaused is a log parse operation binding the contract event 0x62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258.
//
// Solidity: event Paused(address account)
func (_InferenceRouter *InferenceRouterFilterer) ParsePaused(log types.Log) (*InferenceRouterPaused, error) {
	event := new(InferenceRouterPaused)
	if err := _InferenceRouter.contract.UnpackLog(event, "Paused", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterRefundedIterator is returned from FilterRefunded and is used to iterate over the raw logs and unpacked data for Refunded events raised by the InferenceRouter contract.
type InferenceRouterRefundedIterator struct {
	Event *InferenceRouterRefunded // Event containing the contract specifics and raw log

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
func (it *InferenceRouterRefundedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterRefunded)
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
		it.Event = new(InferenceRouterRefunded)
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
func (it *InferenceRouterRefundedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterRefundedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterRefunded represents a Refunded event raised by the InferenceRouter contract.
type InferenceRouterRefunded struct {
	Id        *big.Int
	Requester common.Address
	Amount    *big.Int
	Raw       types.Log // Blockchain specific contextual infos
}

// FilterRefunded is a free log retrieval operation binding the contract event 0x7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4.
//
// Solidity: event Refunded(uint256 indexed id, address indexed requester, uint256 amount)
func (_InferenceRouter *InferenceRouterFilterer) FilterRefunded(opts *bind.FilterOpts, id []*big.Int, requester []common.Address) (*InferenceRouterRefundedIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var requesterRule []interface{}
	for _, requesterItem := range requester {
		requesterRule = append(requesterRule, requesterItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "Refunded", idRule, requesterRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterRefundedIterator{contract: _InferenceRouter.contract, event: "Refunded", logs: logs, sub: sub}, nil
}

// WatchRefunded is a free log subscription operation binding the contract event 0x7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4.
//
// Solidity: event Refunded(uint256 indexed id, address indexed requester, uint256 amount)
func (_InferenceRouter *InferenceRouterFilterer) WatchRefunded(opts *bind.WatchOpts, sink chan<- *InferenceRouterRefunded, id []*big.Int, requester []common.Address) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var requesterRule []interface{}
	for _, requesterItem := range requester {
		requesterRule = append(requesterRule, requesterItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "Refunded", idRule, requesterRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterRefunded)
				if err := _InferenceRouter.contract.UnpackLog(event, "Refunded", log); err != nil {
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

// ParseRefunded is a log parse operation binding the contract event 0x7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4.
//
// Solidity: event Refunded(uint256 indexed id, address indexed requester, uint256 amount)
func (_InferenceRouter *InferenceRouterFilterer) ParseRefunded(log types.Log) (*InferenceRouterRefunded, error) {
	event := new(InferenceRouterRefunded)
	if err := _InferenceRouter.contract.UnpackLog(event, "Refunded", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterResultOffChainIterator is returned from FilterResultOffChain and is used to iterate over the raw logs and unpacked data for ResultOffChain events raised by the InferenceRouter contract.
type InferenceRouterResultOffChainIterator struct {
	Event *InferenceRouterResultOffChain // Event containing the contract specifics and raw log

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
func (it *InferenceRouterResultOffChainIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterResultOffChain)
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
		it.Event = new(InferenceRouterResultOffChain)
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
func (it *InferenceRouterResultOffChainIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterResultOffChainIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterResultOffChain represents a ResultOffChain event raised by the InferenceRouter contract.
type InferenceRouterResultOffChain struct {
	Id           *big.Int
	OutputHash   [32]byte
	OutputLength uint64
	Raw          types.Log // Blockchain specific contextual infos
}

// FilterResultOffChain is a free log retrieval operation binding the contract event 0x2886a411f589360e8cfeb4aa9a089fc0106682e344544d8305ae1c1d4a87e0de.
//
// Solidity: event ResultOffChain(uint256 indexed id, bytes32 outputHash, uint64 outputLength)
func (_InferenceRouter *InferenceRouterFilterer) FilterResultOffChain(opts *bind.FilterOpts, id []*big.Int) (*InferenceRouterResultOffChainIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "ResultOffChain", idRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterResultOffChainIterator{contract: _InferenceRouter.contract, event: "ResultOffChain", logs: logs, sub: sub}, nil
}

// WatchResultOffChain is a free log subscription operation binding the contract event 0x2886a411f589360e8cfeb4aa9a089fc0106682e344544d8305ae1c1d4a87e0de.
//
// Solidity: event ResultOffChain(uint256 indexed id, bytes32 outputHash, uint64 outputLength)
func (_InferenceRouter *InferenceRouterFilterer) WatchResultOffChain(opts *bind.WatchOpts, sink chan<- *InferenceRouterResultOffChain, id []*big.Int) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "ResultOffChain", idRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterResultOffChain)
				if err := _InferenceRouter.contract.UnpackLog(event, "ResultOffChain", log); err != nil {
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

// ParseResultOffChain is a log parse operation binding the contract event 0x2886a411f589360e8cfeb4aa9a089fc0106682e344544d8305ae1c1d4a87e0de.
//
// Solidity: event ResultOffChain(uint256 indexed id, bytes32 outputHash, uint64 outputLength)
func (_InferenceRouter *InferenceRouterFilterer) ParseResultOffChain(log types.Log) (*InferenceRouterResultOffChain, error) {
	event := new(InferenceRouterResultOffChain)
	if err := _InferenceRouter.contract.UnpackLog(event, "ResultOffChain", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterResultSkippedIterator is returned from FilterResultSkipped and is used to iterate over the raw logs and unpacked data for ResultSkipped events raised by the InferenceRouter contract.
type InferenceRouterResultSkippedIterator struct {
	Event *InferenceRouterResultSkipped // Event containing the contract specifics and raw log

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
func (it *InferenceRouterResultSkippedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterResultSkipped)
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
		it.Event = new(InferenceRouterResultSkipped)
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
func (it *InferenceRouterResultSkippedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterResultSkippedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterResultSkipped represents a ResultSkipped event raised by the InferenceRouter contract.
type InferenceRouterResultSkipped struct {
	Id     *big.Int
	Worker common.Address
	Reason uint8
	Raw    types.Log // Blockchain specific contextual infos
}

// FilterResultSkipped is a free log retrieval operation binding the contract event 0xbeac8f07a3762175c7363a631090b901f9f3f783c7348f3be2b142ead2858d8c.
//
// Solidity: event ResultSkipped(uint256 indexed id, address indexed worker, uint8 reason)
func (_InferenceRouter *InferenceRouterFilterer) FilterResultSkipped(opts *bind.FilterOpts, id []*big.Int, worker []common.Address) (*InferenceRouterResultSkippedIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "ResultSkipped", idRule, workerRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterResultSkippedIterator{contract: _InferenceRouter.contract, event: "ResultSkipped", logs: logs, sub: sub}, nil
}

// WatchResultSkipped is a free log subscription operation binding the contract event 0xbeac8f07a3762175c7363a631090b901f9f3f783c7348f3be2b142ead2858d8c.
//
// Solidity: event ResultSkipped(uint256 indexed id, address indexed worker, uint8 reason)
func (_InferenceRouter *InferenceRouterFilterer) WatchResultSkipped(opts *bind.WatchOpts, sink chan<- *InferenceRouterResultSkipped, id []*big.Int, worker []common.Address) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "ResultSkipped", idRule, workerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterResultSkipped)
				if err := _InferenceRouter.contract.UnpackLog(event, "ResultSkipped", log); err != nil {
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

// ParseResultSkipped is a log parse operation binding the contract event 0xbeac8f07a3762175c7363a631090b901f9f3f783c7348f3be2b142ead2858d8c.
//
// Solidity: event ResultSkipped(uint256 indexed id, address indexed worker, uint8 reason)
func (_InferenceRouter *InferenceRouterFilterer) ParseResultSkipped(log types.Log) (*InferenceRouterResultSkipped, error) {
	event := new(InferenceRouterResultSkipped)
	if err := _InferenceRouter.contract.UnpackLog(event, "ResultSkipped", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterResultSubmittedIterator is returned from FilterResultSubmitted and is used to iterate over the raw logs and unpacked data for ResultSubmitted events raised by the InferenceRouter contract.
type InferenceRouterResultSubmittedIterator struct {
	Event *InferenceRouterResultSubmitted // Event containing the contract specifics and raw log

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
func (it *InferenceRouterResultSubmittedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterResultSubmitted)
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
		it.Event = new(InferenceRouterResultSubmitted)
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
func (it *InferenceRouterResultSubmittedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterResultSubmittedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterResultSubmitted represents a ResultSubmitted event raised by the InferenceRouter contract.
type InferenceRouterResultSubmitted struct {
	Id         *big.Int
	Worker     common.Address
	OutputHash [32]byte
	Output     []byte
	Raw        types.Log // Blockchain specific contextual infos
}

// FilterResultSubmitted is a free log retrieval operation binding the contract event 0x4efd5b59106ab9123d02138e908beafd2e682ab975ff8429986a4a599d6dd8e6.
//
// Solidity: event ResultSubmitted(uint256 indexed id, address indexed worker, bytes32 outputHash, bytes output)
func (_InferenceRouter *InferenceRouterFilterer) FilterResultSubmitted(opts *bind.FilterOpts, id []*big.Int, worker []common.Address) (*InferenceRouterResultSubmittedIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "ResultSubmitted", idRule, workerRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterResultSubmittedIterator{contract: _InferenceRouter.contract, event: "ResultSubmitted", logs: logs, sub: sub}, nil
}

// WatchResultSubmitted is a free log subscription operation binding the contract event 0x4efd5b59106ab9123d02138e908beafd2e682ab975ff8429986a4a599d6dd8e6.
//
// Solidity: event ResultSubmitted(uint256 indexed id, address indexed worker, bytes32 outputHash, bytes output)
func (_InferenceRouter *InferenceRouterFilterer) WatchResultSubmitted(opts *bind.WatchOpts, sink chan<- *InferenceRouterResultSubmitted, id []*big.Int, worker []common.Address) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "ResultSubmitted", idRule, workerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterResultSubmitted)
				if err := _InferenceRouter.contract.UnpackLog(event, "ResultSubmitted", log); err != nil {
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

// ParseResultSubmitted is a log parse operation binding the contract event 0x4efd5b59106ab9123d02138e908beafd2e682ab975ff8429986a4a599d6dd8e6.
//
// Solidity: event ResultSubmitted(uint256 indexed id, address indexed worker, bytes32 outputHash, bytes output)
func (_InferenceRouter *InferenceRouterFilterer) ParseResultSubmitted(log types.Log) (*InferenceRouterResultSubmitted, error) {
	event := new(InferenceRouterResultSubmitted)
	if err := _InferenceRouter.contract.UnpackLog(event, "ResultSubmitted", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterSchedulerRotatedIterator is returned from FilterSchedulerRotated and is used to iterate over the raw logs and unpacked data for SchedulerRotated events raised by the InferenceRouter contract.
type InferenceRouterSchedulerRotatedIterator struct {
	Event *InferenceRouterSchedulerRotated // Event containing the contract specifics and raw log

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
func (it *InferenceRouterSchedulerRotatedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterSchedulerRotated)
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
		it.Event = new(InferenceRouterSchedulerRotated)
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
func (it *InferenceRouterSchedulerRotatedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterSchedulerRotatedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterSchedulerRotated represents a SchedulerRotated event raised by the InferenceRouter contract.
type InferenceRouterSchedulerRotated struct {
	PreviousScheduler common.Address
	NewScheduler      common.Address
	Raw               types.Log // Blockchain specific contextual infos
}

// FilterSchedulerRotated is a free log retrieval operation binding the contract event 0xe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797.
//
// Solidity: event SchedulerRotated(address indexed previousScheduler, address indexed newScheduler)
func (_InferenceRouter *InferenceRouterFilterer) FilterSchedulerRotated(opts *bind.FilterOpts, previousScheduler []common.Address, newScheduler []common.Address) (*InferenceRouterSchedulerRotatedIterator, error) {

	var previousSchedulerRule []interface{}
	for _, previousSchedulerItem := range previousScheduler {
		previousSchedulerRule = append(previousSchedulerRule, previousSchedulerItem)
	}
	var newSchedulerRule []interface{}
	for _, newSchedulerItem := range newScheduler {
		newSchedulerRule = append(newSchedulerRule, newSchedulerItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "SchedulerRotated", previousSchedulerRule, newSchedulerRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterSchedulerRotatedIterator{contract: _InferenceRouter.contract, event: "SchedulerRotated", logs: logs, sub: sub}, nil
}

// WatchSchedulerRotated is a free log subscription operation binding the contract event 0xe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797.
//
// Solidity: event SchedulerRotated(address indexed previousScheduler, address indexed newScheduler)
func (_InferenceRouter *InferenceRouterFilterer) WatchSchedulerRotated(opts *bind.WatchOpts, sink chan<- *InferenceRouterSchedulerRotated, previousScheduler []common.Address, newScheduler []common.Address) (event.Subscription, error) {

	var previousSchedulerRule []interface{}
	for _, previousSchedulerItem := range previousScheduler {
		previousSchedulerRule = append(previousSchedulerRule, previousSchedulerItem)
	}
	var newSchedulerRule []interface{}
	for _, newSchedulerItem := range newScheduler {
		newSchedulerRule = append(newSchedulerRule, newSchedulerItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "SchedulerRotated", previousSchedulerRule, newSchedulerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterSchedulerRotated)
				if err := _InferenceRouter.contract.UnpackLog(event, "SchedulerRotated", log); err != nil {
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
func (_InferenceRouter *InferenceRouterFilterer) ParseSchedulerRotated(log types.Log) (*InferenceRouterSchedulerRotated, error) {
	event := new(InferenceRouterSchedulerRotated)
	if err := _InferenceRouter.contract.UnpackLog(event, "SchedulerRotated", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterUnpausedIterator is returned from FilterUnpaused and is used to iterate over the raw logs and unpacked data for Unpaused events raised by the InferenceRouter contract.
type InferenceRouterUnpausedIterator struct {
	Event *InferenceRouterUnpaused // Event containing the contract specifics and raw log

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
func (it *InferenceRouterUnpausedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterUnpaused)
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
		it.Event = new(InferenceRouterUnpaused)
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
func (it *InferenceRouterUnpausedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterUnpausedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterUnpaused represents a Unpaused event raised by the InferenceRouter contract.
type InferenceRouterUnpaused struct {
	Account common.Address
	Raw     types.Log // Blockchain specific contextual infos
}

// FilterUnpaused is a free log retrieval operation binding the contract event 0x5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa.
//
// Solidity: event Unpaused(address account)
func (_InferenceRouter *InferenceRouterFilterer) FilterUnpaused(opts *bind.FilterOpts) (*InferenceRouterUnpausedIterator, error) {

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "Unpaused")
	if err != nil {
		return nil, err
	}
	return &InferenceRouterUnpausedIterator{contract: _InferenceRouter.contract, event: "Unpaused", logs: logs, sub: sub}, nil
}

// WatchUnpaused is a free log subscription operation binding the contract event 0x5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa.
//
// Solidity: event Unpaused(address account)
func (_InferenceRouter *InferenceRouterFilterer) WatchUnpaused(opts *bind.WatchOpts, sink chan<- *InferenceRouterUnpaused) (event.Subscription, error) {

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "Unpaused")
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterUnpaused)
				if err := _InferenceRouter.contract.UnpackLog(event, "Unpaused", log); err != nil {
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

// ParseUnpaused is a log parse operation binding the contract event 0x5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa.
//
// Solidity: event Unpaused(address account)
func (_InferenceRouter *InferenceRouterFilterer) ParseUnpaused(log types.Log) (*InferenceRouterUnpaused, error) {
	event := new(InferenceRouterUnpaused)
	if err := _InferenceRouter.contract.UnpackLog(event, "Unpaused", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterWorkerRegistrySetIterator is returned from FilterWorkerRegistrySet and is used to iterate over the raw logs and unpacked data for WorkerRegistrySet events raised by the InferenceRouter contract.
type InferenceRouterWorkerRegistrySetIterator struct {
	Event *InferenceRouterWorkerRegistrySet // Event containing the contract specifics and raw log

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
func (it *InferenceRouterWorkerRegistrySetIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterWorkerRegistrySet)
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
		it.Event = new(InferenceRouterWorkerRegistrySet)
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
func (it *InferenceRouterWorkerRegistrySetIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterWorkerRegistrySetIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterWorkerRegistrySet represents a WorkerRegistrySet event raised by the InferenceRouter contract.
type InferenceRouterWorkerRegistrySet struct {
	Registry common.Address
	Raw      types.Log // Blockchain specific contextual infos
}

// FilterWorkerRegistrySet is a free log retrieval operation binding the contract event 0x937e75ee336135790c1987371597a9de705e02cd1762d526bd1364bc0c45dbc5.
//
// Solidity: event WorkerRegistrySet(address indexed registry)
func (_InferenceRouter *InferenceRouterFilterer) FilterWorkerRegistrySet(opts *bind.FilterOpts, registry []common.Address) (*InferenceRouterWorkerRegistrySetIterator, error) {

	var registryRule []interface{}
	for _, registryItem := range registry {
		registryRule = append(registryRule, registryItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "WorkerRegistrySet", registryRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterWorkerRegistrySetIterator{contract: _InferenceRouter.contract, event: "WorkerRegistrySet", logs: logs, sub: sub}, nil
}

// WatchWorkerRegistrySet is a free log subscription operation binding the contract event 0x937e75ee336135790c1987371597a9de705e02cd1762d526bd1364bc0c45dbc5.
//
// Solidity: event WorkerRegistrySet(address indexed registry)
func (_InferenceRouter *InferenceRouterFilterer) WatchWorkerRegistrySet(opts *bind.WatchOpts, sink chan<- *InferenceRouterWorkerRegistrySet, registry []common.Address) (event.Subscription, error) {

	var registryRule []interface{}
	for _, registryItem := range registry {
		registryRule = append(registryRule, registryItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "WorkerRegistrySet", registryRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterWorkerRegistrySet)
				if err := _InferenceRouter.contract.UnpackLog(event, "WorkerRegistrySet", log); err != nil {
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

// ParseWorkerRegistrySet is a log parse operation binding the contract event 0x937e75ee336135790c1987371597a9de705e02cd1762d526bd1364bc0c45dbc5.
//
// Solidity: event WorkerRegistrySet(address indexed registry)
func (_InferenceRouter *InferenceRouterFilterer) ParseWorkerRegistrySet(log types.Log) (*InferenceRouterWorkerRegistrySet, error) {
	event := new(InferenceRouterWorkerRegistrySet)
	if err := _InferenceRouter.contract.UnpackLog(event, "WorkerRegistrySet", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}
