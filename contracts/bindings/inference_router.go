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
	Requester   common.Address
	Fee         *big.Int
	SubmittedAt uint64
	Deadline    uint64
	Status      uint8
	InputHash   [32]byte
}

// InferenceRouterResultItem is an auto generated low-level Go binding around an user-defined struct.
type InferenceRouterResultItem struct {
	Id               *big.Int
	Output           []byte
	Attempt          uint32
	VoucherNotBefore uint64
	VoucherExpiry    uint64
	SchedulerSig     []byte
}

// InferenceRouterMetaData contains all meta data concerning the InferenceRouter contract.
var InferenceRouterMetaData = &bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialScheduler\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"promptLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"modelNameLimit\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"registry\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"AlreadyFulfilled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"AlreadyRefunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"BatchTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyModel\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EnforcedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpectedPause\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"maxPromptBytes\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxModelNameBytes\",\"type\":\"uint256\"}],\"name\":\"InvalidLimits\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recovered\",\"type\":\"address\"}],\"name\":\"InvalidVoucherSigner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"MalformedVoucherSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"ModelNameTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"PromptTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"RefundTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"UnknownRequest\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"VoucherExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"notBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"VoucherNotYetValid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"}],\"name\":\"WorkerNotStaked\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"WorkerRegistryNotSet\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"priorityFee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"}],\"name\":\"InferenceRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxPromptBytes\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxModelNameBytes\",\"type\":\"uint256\"}],\"name\":\"LimitsChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"ResultSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousScheduler\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"SchedulerRotated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"registry\",\"type\":\"address\"}],\"name\":\"WorkerRegistrySet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ASSIGNMENT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_BATCH_READ\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_DEADLINE_PASSED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_FULFILLED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_INVALID_SIGNER\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_MALFORMED_SIGNATURE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_REFUNDED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_UNKNOWN\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_VOUCHER_EXPIRED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_VOUCHER_NOT_YET_VALID\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_FULFILLED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_NONE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_PENDING\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_REFUNDED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"getRequest\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"ids\",\"type\":\"uint256[]\"}],\"name\":\"getRequests\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"}],\"internalType\":\"structInferenceRouter.RequestInfo[]\",\"name\":\"out\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"}],\"name\":\"inputHashOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxModelNameBytes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxPromptBytes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"nextRequestId\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"}],\"name\":\"requestInference\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"requestStatus\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"scheduler\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"promptLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"modelNameLimit\",\"type\":\"uint256\"}],\"name\":\"setLimits\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"setScheduler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registry\",\"type\":\"address\"}],\"name\":\"setWorkerRegistry\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"voucherNotBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"voucherExpiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"schedulerSig\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"voucherNotBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"voucherExpiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"schedulerSig\",\"type\":\"bytes\"}],\"internalType\":\"structInferenceRouter.ResultItem[]\",\"name\":\"items\",\"type\":\"tuple[]\"}],\"name\":\"submitResults\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"accepted\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"notBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"voucherDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"workerRegistry\",\"outputs\":[{\"internalType\":\"contractIWorkerStake\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	Bin: "0x6101606040526001600855348015610015575f5ffd5b506040516127f03803806127f0833981016040819052610034916103cb565b604080518082018252600f81526e24b73332b932b731b2a937baba32b960891b602080830191909152825180840190935260018352603160f81b90830152908686816001600160a01b0381166100a457604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100ad816101a6565b506100b7816101c2565b506100c390508261023a565b610120526100d08161023a565b61014052815160208084019190912060e052815190820120610100524660a05261015c60e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c05260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556101938383610277565b61019c816102f1565b505050505061047a565b600180546001600160a01b03191690556101bf81610361565b50565b6001600160a01b0381166101e95760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b5f5f829050601f81511115610264578260405163305a27a960e01b815260040161009b919061041f565b805161026f82610454565b179392505050565b811580610282575080155b156102aa57604051633cc6da4360e21b8152600481018390526024810182905260440161009b565b6006829055600781905560408051838152602081018390527fab1a2e99a7a60d154f951a42eca140d755f93d41ccfca4b6f7d5e521b64bee86910160405180910390a15050565b6001600160a01b03811661031857604051637869464160e01b815260040160405180910390fd5b600980546001600160a01b0319166001600160a01b0383169081179091556040517f937e75ee336135790c1987371597a9de705e02cd1762d526bd1364bc0c45dbc5905f90a250565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b03811681146103c6575f5ffd5b919050565b5f5f5f5f5f60a086880312156103df575f5ffd5b6103e8866103b0565b94506103f6602087016103b0565b6040870151606088015191955093509150610413608087016103b0565b90509295509295909350565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610474575f198160200360031b1b821691505b50919050565b60805160a05160c05160e0516101005161012051610140516123256104cb5f395f61180101525f6117d601525f6119a401525f61197c01525f6118d701525f61190101525f61192b01526123255ff3fe60806040526004361061023d575f3560e01c8063715018a6116101345780639963b4de116100b3578063c58343ef11610078578063c58343ef146105d7578063d1ad17bf14610693578063e30c3978146106b2578063ec446c07146106cf578063f2fde38b146106ee578063f698da251461070d575f5ffd5b80639963b4de14610404578063a414ad941461057a578063a705df6714610599578063b072af1d146103b4578063c4590d3f146105b8575f5ffd5b80638456cb59116100f95780638456cb59146104e757806384b0196e146104fb57806384e1433b146105225780638d06fcd2146105355780638da5cb5b1461054a575f5ffd5b8063715018a614610497578063727bd45e146104ab57806372891df3146104bf57806374a9c9b01461024157806379ba5097146104d3575f5ffd5b80633f6746ce116101c057806349026bef1161018557806349026bef1461040457806354e75b20146104185780635c975abb1461042d57806360d4f5a31461044f5780636a84a98514610482575f5ffd5b80633f6746ce14610395578063423d487c146103b457806343363392146103c8578063483431ed146103dc578063484a069f146103ef575f5ffd5b8063253f4f7e11610206578063253f4f7e1461030e578063276fa6951461032f578063278ecde11461034e5780633c2977651461036d5780633f4ba83a14610381575f5ffd5b806206852f146102415780630907fba41461026c57806313e369c91461029957806314e78906146102c55780631a313202146102d9575b5f5ffd5b34801561024c575f5ffd5b50610255600281565b60405160ff90911681526020015b60405180910390f35b348015610277575f5ffd5b5061028b610286366004611c08565b610721565b604051908152602001610263565b3480156102a4575f5ffd5b506102b86102b3366004611c08565b6108a3565b6040516102639190611c46565b3480156102d0575f5ffd5b50610255600781565b3480156102e4575f5ffd5b506102556102f3366004611cdf565b5f908152600a6020526040902054600160e01b900460ff1690565b348015610319575f5ffd5b5061032d610328366004611d61565b610a2e565b005b34801561033a575f5ffd5b5061032d610349366004611e1f565b610c5b565b348015610359575f5ffd5b5061032d610368366004611cdf565b610c6f565b348015610378575f5ffd5b50610255600481565b34801561038c575f5ffd5b5061032d610d6e565b3480156103a0575f5ffd5b5061032d6103af366004611e1f565b610d80565b3480156103bf575f5ffd5b50610255600181565b3480156103d3575f5ffd5b50610255600881565b61028b6103ea366004611e4e565b610d91565b3480156103fa575f5ffd5b5061028b61040081565b34801561040f575f5ffd5b50610255600381565b348015610423575f5ffd5b5061028b60075481565b348015610438575f5ffd5b5060055460ff166040519015158152602001610263565b34801561045a575f5ffd5b5061028b7fa17b1493ef4a3a9ad19acbb3e6a3f65f330fd3e5406823d41ca149230d4bb9d581565b34801561048d575f5ffd5b5061028b60085481565b3480156104a2575f5ffd5b5061032d611022565b3480156104b6575f5ffd5b50610255600581565b3480156104ca575f5ffd5b50610255600681565b3480156104de575f5ffd5b5061032d611033565b3480156104f2575f5ffd5b5061032d611074565b348015610506575f5ffd5b5061050f611084565b6040516102639796959493929190611f39565b34801561052d575f5ffd5b506102555f81565b348015610540575f5ffd5b5061028b60065481565b348015610555575f5ffd5b505f546001600160a01b03165b6040516001600160a01b039091168152602001610263565b348015610585575f5ffd5b5061028b610594366004611fcf565b6110c6565b3480156105a4575f5ffd5b5061028b6105b336600461207d565b611152565b3480156105c3575f5ffd5b5061032d6105d23660046120df565b6111eb565b3480156105e2575f5ffd5b5061064b6105f1366004611cdf565b5f908152600a60205260409020805460018201546002909201546001600160a01b038216936001600160801b03841693600160a01b84046001600160401b0390811694600160e01b900460ff1693600160801b9092041691565b604080516001600160a01b03909716875260208701959095526001600160401b039384169486019490945260ff909116606085015216608083015260a082015260c001610263565b34801561069e575f5ffd5b50600254610562906001600160a01b031681565b3480156106bd575f5ffd5b506001546001600160a01b0316610562565b3480156106da575f5ffd5b50600954610562906001600160a01b031681565b3480156106f9575f5ffd5b5061032d610708366004611e1f565b611201565b348015610718575f5ffd5b5061028b611271565b5f61072a61127f565b6107333361129a565b5f805b8381101561087b5736858583818110610751576107516120ff565b90506020028101906107639190612113565b80355f908152600a6020526040812091925061077f8383611330565b905060ff8116156107cd5760405160ff8216815233908435907fbeac8f07a3762175c7363a631090b901f9f3f783c7348f3be2b142ead2858d8c9060200160405180910390a3505050610873565b815460ff60e01b1916600160e11b17825560018201546107f6906001600160801b031686612145565b945061080186612158565b95503383357f4efd5b59106ab9123d02138e908beafd2e682ab975ff8429986a4a599d6dd8e66108346020870187612170565b6040516108429291906121b2565b6040519081900390206108586020880188612170565b604051610867939291906121e9565b60405180910390a35050505b600101610736565b50610886338261149b565b5061089d60015f5160206122f95f395f51905f5255565b92915050565b60606104008211156108d85760405163bb1cb70b60e01b81526004810183905261040060248201526044015b60405180910390fd5b816001600160401b038111156108f0576108f061220b565b60405190808252806020026020018201604052801561094e57816020015b6040805160c0810182525f8082526020808301829052928201819052606082018190526080820181905260a082015282525f1990920191018161090e5790505b5090505f5b82811015610a27575f600a5f868685818110610971576109716120ff565b602090810292909201358352508181019290925260409081015f20815160c08101835281546001600160a01b038116825260018301546001600160801b03811695830195909552600160801b9094046001600160401b0390811693820193909352600160a01b84049092166060830152600160e01b90920460ff166080820152600282015460a0820152845191925090849084908110610a1357610a136120ff565b602090810291909101015250600101610953565b5092915050565b610a3661127f565b610a3f3361129a565b5f888152600a602052604090208054610a63908a90600160e01b900460ff1661152d565b8054600160a01b90046001600160401b0316421115610ab05780546040516337851a4160e11b8152600481018b9052600160a01b9091046001600160401b031660248201526044016108cf565b846001600160401b0316421015610aeb57604051631a117f2d60e01b81526001600160401b03861660048201524260248201526044016108cf565b836001600160401b0316421115610b265760405163af50810d60e01b81526001600160401b03851660048201524260248201526044016108cf565b5f5f610b44610b3d8c338b87600201548c8c611152565b86866115a8565b5090925090505f816003811115610b5d57610b5d61221f565b14610b7b576040516327baf93360e11b815260040160405180910390fd5b6002546001600160a01b03838116911614610bb45760405163a78b414160e01b81526001600160a01b03831660048201526024016108cf565b825460ff60e01b1916600160e11b17835560018301546040516001600160801b039091169033908d907f4efd5b59106ab9123d02138e908beafd2e682ab975ff8429986a4a599d6dd8e690610c0c908f908f906121b2565b60405180910390208e8e604051610c25939291906121e9565b60405180910390a3610c37338261149b565b50505050610c5160015f5160206122f95f395f51905f5255565b5050505050505050565b610c636115ef565b610c6c8161161b565b50565b610c7761127f565b5f818152600a602052604090208054610c9b908390600160e01b900460ff1661152d565b8054600160a01b90046001600160401b03164211610ce7578054604051632d76d67360e11b815260048101849052600160a01b9091046001600160401b031660248201526044016108cf565b805460ff60e01b198116600360e01b17825560018201546040516001600160801b03909116808252916001600160a01b031690819085907f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c49060200160405180910390a3610d55818361149b565b505050610c6c60015f5160206122f95f395f51905f5255565b610d766115ef565b610d7e61168b565b565b610d886115ef565b610c6c816116dd565b5f610d9a611755565b885f819003610dbc57604051632fd4797960e11b815260040160405180910390fd5b600754811115610ded57600754604051630256a18560e61b81526108cf918391600401918252602082015260400190565b600654881115610e1e57600654604051631dbe433960e11b81526108cf918a91600401918252602082015260400190565b42866001600160401b031611610e585760405163dd2d27d760e01b81526001600160401b03871660048201524260248201526044016108cf565b60088054905f610e6783612158565b9190505591506040518060c00160405280336001600160a01b03168152602001876001600160401b03168152602001600160ff168152602001346001600160801b03168152602001426001600160401b03168152602001610ece8d8d8d8d8d8c8c8c6110c6565b815250600a5f8481526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a8154816001600160401b0302191690836001600160401b031602179055506040820151815f01601c6101000a81548160ff021916908360ff1602179055506060820151816001015f6101000a8154816001600160801b0302191690836001600160801b0316021790555060808201518160010160106101000a8154816001600160401b0302191690836001600160401b0316021790555060a08201518160020155905050336001600160a01b0316827f5cefec883f91175bb25aeee11de1ce25798b8cc98fcddecf52738769997333d58d8d8d8d8d34428f8f8f8f60405161100c9b9a99989796959493929190612233565b60405180910390a3509998505050505050505050565b61102a6115ef565b610d7e5f611779565b60015433906001600160a01b0316811461106b5760405163118cdaa760e01b81526001600160a01b03821660048201526024016108cf565b610c6c81611779565b61107c6115ef565b610d7e611792565b5f6060805f5f5f60606110956117cf565b61109d6117fa565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b5f88886040516110d79291906121b2565b604051809103902087876040516110ef9291906121b2565b60408051918290038220602083019390935281019190915263ffffffff80871660608301528086166080830152841660a082015282151560c082015260e00160405160208183030381529060405280519060200120905098975050505050505050565b604080517fa17b1493ef4a3a9ad19acbb3e6a3f65f330fd3e5406823d41ca149230d4bb9d560208201529081018790526001600160a01b038616606082015263ffffffff8516608082015260a081018490526001600160401b0380841660c0830152821660e08201525f906111e0906101000160405160208183030381529060405280519060200120611825565b979650505050505050565b6111f36115ef565b6111fd8282611851565b5050565b6112096115ef565b600180546001600160a01b0383166001600160a01b031990911681179091556112395f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b5f61127a6118cb565b905090565b6112876119f4565b60025f5160206122f95f395f51905f5255565b600954604051630213119b60e51b81526001600160a01b03838116600483015290911690634262336090602401602060405180830381865afa1580156112e2573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061130691906122af565b5f03610c6c5760405163215f03a360e21b81526001600160a01b03821660048201526024016108cf565b80545f90600160e01b900460ff166001811461137c5760011960ff82160161135c57600291505061089d565b60021960ff82160161137257600391505061089d565b600191505061089d565b8254600160a01b90046001600160401b031642111561139f57600491505061089d565b6113af60808501606086016122c6565b6001600160401b03164210156113c957600891505061089d565b6113d960a08501608086016122c6565b6001600160401b03164211156113f357600591505061089d565b5f8061144561143387353361140e60608b0160408c016122df565b60028a015461142360808d0160608e016122c6565b6105b360a08e0160808f016122c6565b61144060a0890189612170565b6115a8565b5090925090505f81600381111561145e5761145e61221f565b1461146f576006935050505061089d565b6002546001600160a01b03838116911614611490576007935050505061089d565b505f95945050505050565b805f036114a6575050565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f81146114ef576040519150601f19603f3d011682016040523d82523d5f602084013e6114f4565b606091505b50509050806115285760405163a09e616560e01b81526001600160a01b0384166004820152602481018390526044016108cf565b505050565b5f1960ff82160161153c575050565b60011960ff82160161156457604051636eb563d360e11b8152600481018390526024016108cf565b60021960ff82160161158c576040516381fd8f2760e01b8152600481018390526024016108cf565b604051631f79bbe760e01b8152600481018390526024016108cf565b5f808060418490036115dc578435602086013560408701355f1a6115ce89828585611a23565b9550955095505050506115e6565b505f915060029050825b93509350939050565b5f546001600160a01b03163314610d7e5760405163118cdaa760e01b81523360048201526024016108cf565b6001600160a01b03811661164257604051637869464160e01b815260040160405180910390fd5b600980546001600160a01b0319166001600160a01b0383169081179091556040517f937e75ee336135790c1987371597a9de705e02cd1762d526bd1364bc0c45dbc5905f90a250565b611693611aeb565b6005805460ff191690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa335b6040516001600160a01b03909116815260200160405180910390a1565b6001600160a01b0381166117045760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b60055460ff1615610d7e5760405163d93c066560e01b815260040160405180910390fd5b600180546001600160a01b0319169055610c6c81611b0e565b61179a611755565b6005805460ff191660011790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a2586116c03390565b606061127a7f0000000000000000000000000000000000000000000000000000000000000000611b5d565b606061127a7f0000000000000000000000000000000000000000000000000000000000000000611b5d565b5f61089d6118316118cb565b8360405161190160f01b8152600281019290925260228201526042902090565b81158061185c575080155b1561188457604051633cc6da4360e21b815260048101839052602481018290526044016108cf565b6006829055600781905560408051838152602081018390527fab1a2e99a7a60d154f951a42eca140d755f93d41ccfca4b6f7d5e521b64bee86910160405180910390a15050565b5f306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614801561192357507f000000000000000000000000000000000000000000000000000000000000000046145b1561194d57507f000000000000000000000000000000000000000000000000000000000000000090565b61127a604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f5160206122f95f395f51905f5254600203610d7e57604051633ee5aeb560e01b815260040160405180910390fd5b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115611a5c57505f91506003905082611ae1565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611aad573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b038116611ad857505f925060019150829050611ae1565b92505f91508190505b9450945094915050565b60055460ff16610d7e57604051638dfc202b60e01b815260040160405180910390fd5b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60605f611b6983611b9a565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f60ff8216601f81111561089d57604051632cd44ac360e21b815260040160405180910390fd5b5f5f83601f840112611bd1575f5ffd5b5081356001600160401b03811115611be7575f5ffd5b6020830191508360208260051b8501011115611c01575f5ffd5b9250929050565b5f5f60208385031215611c19575f5ffd5b82356001600160401b03811115611c2e575f5ffd5b611c3a85828601611bc1565b90969095509350505050565b602080825282518282018190525f918401906040840190835b81811015611cd457835160018060a01b038151168452602081015160208501526001600160401b0360408201511660408501526001600160401b03606082015116606085015260ff608082015116608085015260a081015160a08501525060c083019250602084019350600181019050611c5f565b509095945050505050565b5f60208284031215611cef575f5ffd5b5035919050565b5f5f83601f840112611d06575f5ffd5b5081356001600160401b03811115611d1c575f5ffd5b602083019150836020828501011115611c01575f5ffd5b803563ffffffff81168114611d46575f5ffd5b919050565b80356001600160401b0381168114611d46575f5ffd5b5f5f5f5f5f5f5f5f60c0898b031215611d78575f5ffd5b8835975060208901356001600160401b03811115611d94575f5ffd5b611da08b828c01611cf6565b9098509650611db3905060408a01611d33565b9450611dc160608a01611d4b565b9350611dcf60808a01611d4b565b925060a08901356001600160401b03811115611de9575f5ffd5b611df58b828c01611cf6565b999c989b5096995094979396929594505050565b80356001600160a01b0381168114611d46575f5ffd5b5f60208284031215611e2f575f5ffd5b611e3882611e09565b9392505050565b80358015158114611d46575f5ffd5b5f5f5f5f5f5f5f5f5f60e08a8c031215611e66575f5ffd5b89356001600160401b03811115611e7b575f5ffd5b611e878c828d01611cf6565b909a5098505060208a01356001600160401b03811115611ea5575f5ffd5b611eb18c828d01611cf6565b9098509650611ec4905060408b01611d33565b9450611ed260608b01611d4b565b9350611ee060808b01611d33565b9250611eee60a08b01611d33565b9150611efc60c08b01611e3f565b90509295985092959850929598565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f611f5760e0830189611f0b565b8281036040840152611f698189611f0b565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015611fbe578351835260209384019390920191600101611fa0565b50909b9a5050505050505050505050565b5f5f5f5f5f5f5f5f60c0898b031215611fe6575f5ffd5b88356001600160401b03811115611ffb575f5ffd5b6120078b828c01611cf6565b90995097505060208901356001600160401b03811115612025575f5ffd5b6120318b828c01611cf6565b9097509550612044905060408a01611d33565b935061205260608a01611d33565b925061206060808a01611d33565b915061206e60a08a01611e3f565b90509295985092959890939650565b5f5f5f5f5f5f60c08789031215612092575f5ffd5b863595506120a260208801611e09565b94506120b060408801611d33565b9350606087013592506120c560808801611d4b565b91506120d360a08801611d4b565b90509295509295509295565b5f5f604083850312156120f0575f5ffd5b50508035926020909101359150565b634e487b7160e01b5f52603260045260245ffd5b5f823560be19833603018112612127575f5ffd5b9190910192915050565b634e487b7160e01b5f52601160045260245ffd5b8082018082111561089d5761089d612131565b5f6001820161216957612169612131565b5060010190565b5f5f8335601e19843603018112612185575f5ffd5b8301803591506001600160401b0382111561219e575f5ffd5b602001915036819003821315611c01575f5ffd5b818382375f9101908152919050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b838152604060208201525f6122026040830184866121c1565b95945050505050565b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52602160045260245ffd5b61012081525f61224861012083018d8f6121c1565b828103602084015261225b818c8e6121c1565b63ffffffff9a8b166040850152606084019990995250506001600160401b0395861660808201529390941660a084015290851660c083015290931660e0840152151561010090920191909152949350505050565b5f602082840312156122bf575f5ffd5b5051919050565b5f602082840312156122d6575f5ffd5b611e3882611d4b565b5f602082840312156122ef575f5ffd5b611e3882611d3356fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a164736f6c634300081e000a",
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
// Solidity: function getRequests(uint256[] ids) view returns((address,uint256,uint64,uint64,uint8,bytes32)[] out)
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
// Solidity: function getRequests(uint256[] ids) view returns((address,uint256,uint64,uint64,uint8,bytes32)[] out)
func (_InferenceRouter *InferenceRouterSession) GetRequests(ids []*big.Int) ([]InferenceRouterRequestInfo, error) {
	return _InferenceRouter.Contract.GetRequests(&_InferenceRouter.CallOpts, ids)
}

// GetRequests is a free data retrieval call binding the contract method 0x13e369c9.
//
// Solidity: function getRequests(uint256[] ids) view returns((address,uint256,uint64,uint64,uint8,bytes32)[] out)
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

// SubmitResults is a paid mutator transaction binding the contract method 0x0907fba4.
//
// Solidity: function submitResults((uint256,bytes,uint32,uint64,uint64,bytes)[] items) returns(uint256 accepted)
func (_InferenceRouter *InferenceRouterTransactor) SubmitResults(opts *bind.TransactOpts, items []InferenceRouterResultItem) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "submitResults", items)
}

// SubmitResults is a paid mutator transaction binding the contract method 0x0907fba4.
//
// Solidity: function submitResults((uint256,bytes,uint32,uint64,uint64,bytes)[] items) returns(uint256 accepted)
func (_InferenceRouter *InferenceRouterSession) SubmitResults(items []InferenceRouterResultItem) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SubmitResults(&_InferenceRouter.TransactOpts, items)
}

// SubmitResults is a paid mutator transaction binding the contract method 0x0907fba4.
//
// Solidity: function submitResults((uint256,bytes,uint32,uint64,uint64,bytes)[] items) returns(uint256 accepted)
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
	Raw              types.Log // Blockchain specific contextual infos
}

// FilterInferenceRequested is a free log retrieval operation binding the contract event 0x5cefec883f91175bb25aeee11de1ce25798b8cc98fcddecf52738769997333d5.
//
// Solidity: event InferenceRequested(uint256 indexed id, address indexed requester, string model, bytes prompt, uint32 maxTokens, uint256 priorityFee, uint64 submittedAt, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable)
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

// WatchInferenceRequested is a free log subscription operation binding the contract event 0x5cefec883f91175bb25aeee11de1ce25798b8cc98fcddecf52738769997333d5.
//
// Solidity: event InferenceRequested(uint256 indexed id, address indexed requester, string model, bytes prompt, uint32 maxTokens, uint256 priorityFee, uint64 submittedAt, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable)
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

// ParseInferenceRequested is a log parse operation binding the contract event 0x5cefec883f91175bb25aeee11de1ce25798b8cc98fcddecf52738769997333d5.
//
// Solidity: event InferenceRequested(uint256 indexed id, address indexed requester, string model, bytes prompt, uint32 maxTokens, uint256 priorityFee, uint64 submittedAt, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable)
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
