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
	SubId            uint64
	Token            common.Address
	WithdrawAt       uint64
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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialScheduler\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"promptLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"modelNameLimit\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"registry\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"AlreadyFulfilled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"AlreadyRefunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"withdrawAt\",\"type\":\"uint64\"}],\"name\":\"AlreadyWithdrawn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"AmountTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"BatchTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyModel\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EnforcedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpectedPause\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"available\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint32\",\"name\":\"callbackGasLimit\",\"type\":\"uint32\"}],\"name\":\"InsufficientCallbackGas\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"callbackGasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"max\",\"type\":\"uint32\"}],\"name\":\"InvalidCallbackGasLimit\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"maxPromptBytes\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxModelNameBytes\",\"type\":\"uint256\"}],\"name\":\"InvalidLimits\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidOutputLimit\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recovered\",\"type\":\"address\"}],\"name\":\"InvalidVoucherSigner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"delay\",\"type\":\"uint64\"}],\"name\":\"InvalidWithdrawalDelay\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"MalformedVoucherSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"ModelNameTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"feed\",\"type\":\"address\"}],\"name\":\"NotAPriceFeed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotConsumer\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotRequester\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotSubscriptionOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"OutputFitsInline\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"OutputTooLarge\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"PromptTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"RefundTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SafeERC20FailedOperation\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"}],\"name\":\"SubscriptionIsCanceled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"sent\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"received\",\"type\":\"uint256\"}],\"name\":\"TokenAmountMismatch\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"held\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"booked\",\"type\":\"uint256\"}],\"name\":\"TokenBalanceShort\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"TokenNotAccepted\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"TooManyConsumers\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"TooManyPaymentTokens\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"UnknownRequest\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"}],\"name\":\"UnknownSubscription\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"VoucherExpired\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"notBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"VoucherNotYetValid\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"withdrawAt\",\"type\":\"uint64\"}],\"name\":\"Withdrawn\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"}],\"name\":\"WorkerNotStaked\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"WorkerRegistryNotSet\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"WrongValue\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAmount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"CallbackDelivered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"CallbackFailed\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"consumer\",\"type\":\"address\"}],\"name\":\"ConsumerAdded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"consumer\",\"type\":\"address\"}],\"name\":\"ConsumerRemoved\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"FeeBumped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"priorityFee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"callbackGasLimit\",\"type\":\"uint32\"}],\"name\":\"InferenceRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"KeeperFeeCapSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"keeper\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"KeeperPaid\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxPromptBytes\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxModelNameBytes\",\"type\":\"uint256\"}],\"name\":\"LimitsChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxInlineOutputBytes\",\"type\":\"uint256\"}],\"name\":\"MaxInlineOutputBytesChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"feed\",\"type\":\"address\"}],\"name\":\"PriceFeedSet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"RefundDeferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"RequestFromSubscription\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"outputLength\",\"type\":\"uint64\"}],\"name\":\"ResultOffChain\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint8\",\"name\":\"reason\",\"type\":\"uint8\"}],\"name\":\"ResultSkipped\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousScheduler\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"SchedulerRotated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"SubscriptionCanceled\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"SubscriptionCreated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"oldBalance\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"newBalance\",\"type\":\"uint256\"}],\"name\":\"SubscriptionFunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"delay\",\"type\":\"uint64\"}],\"name\":\"WithdrawalDelaySet\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"effectiveAt\",\"type\":\"uint64\"}],\"name\":\"WithdrawalRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"registry\",\"type\":\"address\"}],\"name\":\"WorkerRegistrySet\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ASSIGNMENT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"CALLBACK_GAS_OVERHEAD\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_MAX_INLINE_OUTPUT_BYTES\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_WITHDRAWAL_DELAY\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_BATCH_READ\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CALLBACK_GAS_LIMIT\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_CONSUMERS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_PAYMENT_TOKENS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_WITHDRAWAL_DELAY\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MIN_WITHDRAWAL_DELAY\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"REFUND_PAY_GAS\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_DEADLINE_PASSED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_FULFILLED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_INVALID_SIGNER\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_MALFORMED_SIGNATURE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_OUTPUT_SIZE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_REFUNDED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_UNKNOWN\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_VOUCHER_EXPIRED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_VOUCHER_NOT_YET_VALID\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"SKIP_WITHDRAWN\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_FULFILLED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_NONE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_PENDING\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_REFUNDED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"consumer\",\"type\":\"address\"}],\"name\":\"addConsumer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"bumpFee\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"}],\"name\":\"cancelSubscription\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"createSubscription\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"fundSubscription\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"getRequest\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"ids\",\"type\":\"uint256[]\"}],\"name\":\"getRequests\",\"outputs\":[{\"components\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"callbackGasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"withdrawAt\",\"type\":\"uint64\"}],\"internalType\":\"structInferenceRouter.RequestInfo[]\",\"name\":\"out\",\"type\":\"tuple[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"}],\"name\":\"getSubscription\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"reserved\",\"type\":\"uint256\"},{\"internalType\":\"address[]\",\"name\":\"consumers\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"}],\"name\":\"inputHashOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"keeperFeeCap\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxInlineOutputBytes\",\"outputs\":[{\"internalType\":\"uint96\",\"name\":\"\",\"type\":\"uint96\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxModelNameBytes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxPromptBytes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"nextRequestId\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"nextSubscriptionId\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"}],\"name\":\"owed\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paymentTokens\",\"outputs\":[{\"internalType\":\"address[]\",\"name\":\"tokens\",\"type\":\"address[]\"},{\"internalType\":\"address[]\",\"name\":\"feeds\",\"type\":\"address[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"priceFeedOf\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"feed\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256[]\",\"name\":\"ids\",\"type\":\"uint256[]\"}],\"name\":\"refundMany\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"refunded\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"internalType\":\"address\",\"name\":\"consumer\",\"type\":\"address\"}],\"name\":\"removeConsumer\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"}],\"name\":\"requestInference\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"callbackGasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"requestInferenceFromSubscription\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"},{\"internalType\":\"uint32\",\"name\":\"callbackGasLimit\",\"type\":\"uint32\"}],\"name\":\"requestInferenceWithCallback\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"requestStatus\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"}],\"name\":\"resultCommitment\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"resultOf\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"commitment\",\"type\":\"bytes32\"},{\"internalType\":\"uint32\",\"name\":\"fulfilledAt\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"scheduler\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"cap\",\"type\":\"uint256\"}],\"name\":\"setKeeperFeeCap\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"promptLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"modelNameLimit\",\"type\":\"uint256\"}],\"name\":\"setLimits\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"limit\",\"type\":\"uint256\"}],\"name\":\"setMaxInlineOutputBytes\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"feed\",\"type\":\"address\"}],\"name\":\"setPriceFeed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"setScheduler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"delay\",\"type\":\"uint64\"}],\"name\":\"setWithdrawalDelay\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"registry\",\"type\":\"address\"}],\"name\":\"setWorkerRegistry\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"voucherNotBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"voucherExpiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"schedulerSig\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"outputLength\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"voucherNotBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"voucherExpiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"schedulerSig\",\"type\":\"bytes\"}],\"name\":\"submitResultRef\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"components\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"voucherNotBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"voucherExpiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"schedulerSig\",\"type\":\"bytes\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"outputLength\",\"type\":\"uint64\"}],\"internalType\":\"structInferenceRouter.ResultItem[]\",\"name\":\"items\",\"type\":\"tuple[]\"}],\"name\":\"submitResults\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"accepted\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"}],\"name\":\"subscriptionCanceled\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"token\",\"type\":\"address\"}],\"name\":\"tokenBooked\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"attempt\",\"type\":\"uint32\"},{\"internalType\":\"bytes32\",\"name\":\"inputHash\",\"type\":\"bytes32\"},{\"internalType\":\"uint64\",\"name\":\"notBefore\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"voucherDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdrawOwed\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"withdrawRequest\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdrawalDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"workerRegistry\",\"outputs\":[{\"internalType\":\"contractIWorkerStake\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	Bin: "0x610160604052600280546001600160a01b0316600160ac1b179055600380546001600160401b0319166001908117909155600f5560108054600160a01b600160e01b03191660e160a21b179055348015610057575f5ffd5b506040516159353803806159358339810160408190526100769161040d565b604080518082018252600f81526e24b73332b932b731b2a937baba32b960891b602080830191909152825180840190935260018352603160f81b90830152908686816001600160a01b0381166100e657604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100ef816101e8565b506100f981610204565b5061010590508261027c565b610120526101128161027c565b61014052815160208084019190912060e052815190820120610100524660a05261019e60e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c05260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556101d583836102b9565b6101de81610333565b50505050506104bc565b600180546001600160a01b0319169055610201816103a3565b50565b6001600160a01b03811661022b5760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b5f5f829050601f815111156102a6578260405163305a27a960e01b81526004016100dd9190610461565b80516102b182610496565b179392505050565b8115806102c4575080155b156102ec57604051633cc6da4360e21b815260048101839052602481018290526044016100dd565b600d829055600e81905560408051838152602081018390527fab1a2e99a7a60d154f951a42eca140d755f93d41ccfca4b6f7d5e521b64bee86910160405180910390a15050565b6001600160a01b03811661035a57604051637869464160e01b815260040160405180910390fd5b601080546001600160a01b0319166001600160a01b0383169081179091556040517f937e75ee336135790c1987371597a9de705e02cd1762d526bd1364bc0c45dbc5905f90a250565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b0381168114610408575f5ffd5b919050565b5f5f5f5f5f60a08688031215610421575f5ffd5b61042a866103f2565b9450610438602087016103f2565b6040870151606088015191955093509150610455608087016103f2565b90509295509295909350565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156104b6575f198160200360031b1b821691505b50919050565b60805160a05160c05160e05161010051610120516101405161542861050d5f395f613a6501525f613a3a01525f61403501525f61400d01525f613f6801525f613f9201525f613fbc01526154285ff3fe608060405260043610610462575f3560e01c806374a9c9b011610241578063c4590d3f11610134578063df18e047116100b3578063f2fde38b11610078578063f2fde38b14610dcb578063f365f7f914610dea578063f698da2514610dfd578063f7637ba814610e11578063fb8246f814610e30575f5ffd5b8063df18e04714610d30578063e109c31614610d5b578063e30c397814610d70578063e375c0d614610d8d578063ec446c0714610dac575f5ffd5b8063d1ad17bf116100f9578063d1ad17bf14610c95578063d7ae1d3014610cb4578063da58935f14610cd3578063dd28192814610cf2578063dea291d214610d05575f5ffd5b8063c4590d3f14610b5d578063c58343ef14610b7c578063ca676dcf14610c38578063ce1fff1414610c57578063cfda776c14610c76575f5ffd5b80639963b4de116101c0578063a705df6711610185578063a705df6714610aee578063a7ab696114610b0d578063a947791614610b33578063b072af1d146106ea578063bec59a3d14610b48575f5ffd5b80639963b4de1461073a5780639f87fad714610a6a578063a238f9df14610a89578063a414ad9414610a9f578063a47c769614610abe575f5ffd5b806384b0196e1161020657806384b0196e146109b757806384e1433b146109de5780638d06fcd2146109f15780638da5cb5b14610a0657806393993f4414610a36575f5ffd5b806374a9c9b01461046657806376e112861461095157806379ba5097146109705780637bdbc612146109845780638456cb59146109a3575f5ffd5b80634336339211610359578063637273bc116102d8578063727bd45e1161029d578063727bd45e146108cc57806372891df3146108e05780637341c10c146108f457806373add0fd1461091357806374899a7e14610932575f5ffd5b8063637273bc1461081757806364d51a2a1461082b5780636a84a9851461083f578063715018a61461085457806371bfabca14610868575f5ffd5b80634e3e50991161031e5780634e3e50991461077a5780634f3c28fe1461079957806354e75b20146107ac5780635c975abb146107c157806360d4f5a3146107e4575f5ffd5b806343363392146106fe578063483431ed14610712578063484a069f1461072557806349026bef1461073a5780634a5f2b5d1461074e575f5ffd5b8063276fa695116103e557806339c33215116103aa57806339c33215146106785780633c297765146106a35780633f4ba83a146106b75780633f6746ce146106cb578063423d487c146106ea575f5ffd5b8063276fa695146105e8578063278ecde1146106075780632c83e2741461062657806333f73e9e1461064557806339a72c5c14610664575f5ffd5b8063150682c51161042b578063150682c5146105485780631a3132021461055c5780631d8dc81014610591578063253f4f7e146105a557806325ef180d146105c6575f5ffd5b806206852f146104665780630ad6a17f146104915780630c22cb2b146104cf57806313e369c91461050857806314e7890614610534575b5f5ffd5b348015610471575f5ffd5b5061047a600281565b60405160ff90911681526020015b60405180910390f35b34801561049c575f5ffd5b506002546104b790600160a01b90046001600160601b031681565b6040516001600160601b039091168152602001610488565b3480156104da575f5ffd5b506104fa6104e93660046147b7565b60076020525f908152604090205481565b604051908152602001610488565b348015610513575f5ffd5b50610527610522366004614817565b610e45565b6040516104889190614855565b34801561053f575f5ffd5b5061047a600781565b348015610553575f5ffd5b506104fa602081565b348015610567575f5ffd5b5061047a610576366004614975565b5f90815260126020526040902054600160e01b900460ff1690565b34801561059c575f5ffd5b5061047a600981565b3480156105b0575f5ffd5b506105c46105bf3660046149f2565b611067565b005b3480156105d1575f5ffd5b506105da611123565b604051610488929190614add565b3480156105f3575f5ffd5b506105c46106023660046147b7565b611257565b348015610612575f5ffd5b506105c4610621366004614975565b61126b565b348015610631575f5ffd5b506104fa610640366004614b01565b611342565b348015610650575f5ffd5b506105c461065f366004614975565b61137f565b34801561066f575f5ffd5b506105c461140f565b348015610683575f5ffd5b5061068e624c4b4081565b60405163ffffffff9091168152602001610488565b3480156106ae575f5ffd5b5061047a600481565b3480156106c2575f5ffd5b506105c461144e565b3480156106d6575f5ffd5b506105c46106e53660046147b7565b61145e565b3480156106f5575f5ffd5b5061047a600181565b348015610709575f5ffd5b5061047a600881565b6104fa610720366004614b38565b61146f565b348015610730575f5ffd5b506104fa61040081565b348015610745575f5ffd5b5061047a600381565b348015610759575f5ffd5b50610762603c81565b6040516001600160401b039091168152602001610488565b348015610785575f5ffd5b506104fa610794366004614817565b6114f8565b6105c46107a7366004614bf5565b61164b565b3480156107b7575f5ffd5b506104fa600e5481565b3480156107cc575f5ffd5b50600c5460ff165b6040519015158152602001610488565b3480156107ef575f5ffd5b506104fa7fa17b1493ef4a3a9ad19acbb3e6a3f65f330fd3e5406823d41ca149230d4bb9d581565b348015610822575f5ffd5b5061047a600a81565b348015610836575f5ffd5b506104fa606481565b34801561084a575f5ffd5b506104fa600f5481565b34801561085f575f5ffd5b506105c4611875565b348015610873575f5ffd5b506108b2610882366004614975565b5f908152601360209081526040808320546012909252909120600101549091600160e01b90910463ffffffff1690565b6040805192835263ffffffff909116602083015201610488565b3480156108d7575f5ffd5b5061047a600581565b3480156108eb575f5ffd5b5061047a600681565b3480156108ff575f5ffd5b506105c461090e366004614c15565b611886565b34801561091e575f5ffd5b506105c461092d366004614c46565b6119bc565b34801561093d575f5ffd5b506105c461094c366004614975565b611a6b565b34801561095c575f5ffd5b506105c461096b366004614c5f565b611bff565b34801561097b575f5ffd5b506105c4611da6565b34801561098f575f5ffd5b506107d461099e366004614c46565b611de7565b3480156109ae575f5ffd5b506105c4611e05565b3480156109c2575f5ffd5b506109cb611e15565b6040516104889796959493929190614ca7565b3480156109e9575f5ffd5b5061047a5f81565b3480156109fc575f5ffd5b506104fa600d5481565b348015610a11575f5ffd5b505f546001600160a01b03165b6040516001600160a01b039091168152602001610488565b348015610a41575f5ffd5b50610a1e610a503660046147b7565b60066020525f90815260409020546001600160a01b031681565b348015610a75575f5ffd5b506105c4610a84366004614c15565b611e57565b348015610a94575f5ffd5b5061076262093a8081565b348015610aaa575f5ffd5b506104fa610ab9366004614d3d565b61202e565b348015610ac9575f5ffd5b50610add610ad8366004614c46565b6120ba565b604051610488959493929190614deb565b348015610af9575f5ffd5b506104fa610b08366004614e24565b61216e565b348015610b18575f5ffd5b5060105461076290600160a01b90046001600160401b031681565b348015610b3e575f5ffd5b5061076261038481565b348015610b53575f5ffd5b506104fa61138881565b348015610b68575f5ffd5b506105c4610b77366004614bf5565b612207565b348015610b87575f5ffd5b50610bf0610b96366004614975565b5f908152601260205260409020805460018201546002909201546001600160a01b038216936001600160801b03841693600160a01b84046001600160401b0390811694600160e01b900460ff1693600160801b9092041691565b604080516001600160a01b03909716875260208701959095526001600160401b039384169486019490945260ff909116606085015216608083015260a082015260c001610488565b348015610c43575f5ffd5b506104fa610c52366004614817565b612219565b348015610c62575f5ffd5b506105c4610c71366004614e86565b612473565b348015610c81575f5ffd5b506105c4610c90366004614b01565b612518565b348015610ca0575f5ffd5b50600254610a1e906001600160a01b031681565b348015610cbf575f5ffd5b506105c4610cce366004614c15565b61256c565b348015610cde575f5ffd5b50600354610762906001600160401b031681565b6105c4610d00366004614ef8565b612594565b348015610d10575f5ffd5b506104fa610d1f3660046147b7565b60086020525f908152604090205481565b348015610d3b575f5ffd5b506104fa610d4a3660046147b7565b60116020525f908152604090205481565b348015610d66575f5ffd5b506104fa61100081565b348015610d7b575f5ffd5b506001546001600160a01b0316610a1e565b348015610d98575f5ffd5b50610762610da73660046147b7565b6125a6565b348015610db7575f5ffd5b50601054610a1e906001600160a01b031681565b348015610dd6575f5ffd5b506105c4610de53660046147b7565b6126b3565b6104fa610df8366004614f12565b612723565b348015610e08575f5ffd5b506104fa6127f7565b348015610e1c575f5ffd5b506104fa610e2b366004614fe1565b612805565b348015610e3b575f5ffd5b506104fa61c35081565b6060610400821115610e7a5760405163bb1cb70b60e01b81526004810183905261040060248201526044015b60405180910390fd5b816001600160401b03811115610e9257610e926150d2565b604051908082528060200260200182016040528015610f0f57816020015b60408051610140810182525f8082526020808301829052928201819052606082018190526080820181905260a0820181905260c0820181905260e08201819052610100820181905261012082015282525f19909201910181610eb05790505b5090505f5b82811015611060575f60125f868685818110610f3257610f326150e6565b9050602002013581526020019081526020015f2090505f610f528261293b565b604080516101408101825284546001600160a01b038116825260018601546001600160801b0381166020840152600160801b81046001600160401b0390811694840194909452600160a01b820484166060840152600160e01b90910460ff166080830152600286015460a0830152600160c01b900463ffffffff1660c082015290821660e082018190529192509061010082019015611014576001600160401b0383165f908152600460205260409020600101546001600160a01b0316611016565b5f5b6001600160a01b0316815260200161102d84612968565b6001600160401b031681525084848151811061104b5761104b6150e6565b60209081029190910101525050600101610f14565b5092915050565b61106f612995565b611078336129b0565b5f88815260126020526040902061109489828888888888612a46565b600254600160a01b90046001600160601b03168711156110e3576002546040516372cd7bff60e01b815260048101899052600160a01b9091046001600160601b03166024820152604401610e71565b5f5f6110f18b848c8c612c17565b91509150611100823383612cc1565b50505061111960015f5160206153fc5f395f51905f5255565b5050505050505050565b606080600980548060200260200160405190810160405280929190818152602001828054801561117a57602002820191905f5260205f20905b81546001600160a01b0316815260019091019060200180831161115c575b5050505050915081516001600160401b0381111561119a5761119a6150d2565b6040519080825280602002602001820160405280156111c3578160200160208202803683370190505b5090505f5b82518110156112525760065f8483815181106111e6576111e66150e6565b60200260200101516001600160a01b03166001600160a01b031681526020019081526020015f205f9054906101000a90046001600160a01b0316828281518110611232576112326150e6565b6001600160a01b03909216602092830291909101909101526001016111c8565b509091565b61125f612d7c565b61126881612da8565b50565b611273612995565b5f8181526012602052604090208054611297908390600160e01b900460ff16612e18565b5f6112a182612968565b82549091506112c090600160a01b90046001600160401b031682612e93565b61130d57815483906112e290600160a01b90046001600160401b031683612ece565b604051632d76d67360e11b815260048101929092526001600160401b03166024820152604401610e71565b5f5f61131a85855f612f20565b915091506113288282613055565b5050505061126860015f5160206153fc5f395f51905f5255565b604080516001600160a01b03841660208201529081018290525f906060016040516020818303038152906040528051906020012090505b92915050565b611387612d7c565b80158061139a57506001600160601b0381115b156113b85760405163578fdc7560e11b815260040160405180910390fd5b600280546001600160a01b0316600160a01b6001600160601b038416021790556040518181527fc142d40be7d4495bb83462a0c6e8c2b18c660a128b0ccdac9bb87037de2c69aa906020015b60405180910390a150565b611417612995565b335f8181526011602052604081208054919055906114359082613055565b5061144c60015f5160206153fc5f395f51905f5255565b565b611456612d7c565b61144c613060565b611466612d7c565b611268816130b2565b5f61147861312a565b6114ea8a8a8a8a6040518061010001604052808c63ffffffff1681526020018b6001600160401b031681526020018a63ffffffff1681526020018963ffffffff16815260200188151581526020015f63ffffffff1681526020013481526020015f6001600160401b031681525061314e565b9a9950505050505050505050565b5f611501612995565b61150a336129b0565b604080518082019091525f80825260208201525f5b83811015611629573685858381811061153a5761153a6150e6565b905060200281019061154c91906150fa565b80355f90815260126020526040812091925061156883836133d1565b905060ff8116156115b65760405160ff8216815233908435907fbeac8f07a3762175c7363a631090b901f9f3f783c7348f3be2b142ead2858d8c9060200160405180910390a3505050611621565b5f8060c0850135156115e8576115e385358560c08801356115de6101008a0160e08b01614c46565b6135bd565b611600565b6116008535856115fb6020890189615118565b612c17565b91509150611610878383336136a4565b6116198861516e565b975050505050505b60010161151f565b50611634813361370a565b5061137960015f5160206153fc5f395f51905f5255565b611653612995565b5f8281526012602052604090208054611677908490600160e01b900460ff16612e18565b5f6116818261293b565b905061168e848383613748565b8154600160a01b90046001600160401b03164211156116db5781546040516337851a4160e11b815260048101869052600160a01b9091046001600160401b03166024820152604401610e71565b8154600160e81b900460021615611723576003820154604051633fa36e2f60e21b815260048101869052600160401b9091046001600160401b03166024820152604401610e71565b825f0361174357604051631f2a200560e01b815260040160405180910390fd5b806001600160401b03165f036117815782341461177c5760405163195a3ca160e01b815234600482015260248101849052604401610e71565b6117be565b34156117a95760405163195a3ca160e01b815234600482015260248101849052604401610e71565b6117bc816117b6836137c1565b8561380b565b505b60018201545f906117d99085906001600160801b0316615186565b90506001600160801b03811115611806576040516304041d9560e11b815260048101829052602401610e71565b6001830180546001600160801b0319166001600160801b03831617905560405181815285907f29f32d8aaa628cedd7fc3d76dfb70145575d4be7c4bc3a5eaf4c51b9b54474cb9060200160405180910390a250505061187160015f5160206153fc5f395f51905f5255565b5050565b61187d612d7c565b61144c5f6138fc565b5f61189083613915565b90506001600160a01b0382166118b95760405163d92e233d60e01b815260040160405180910390fd5b6001600160401b0383165f9081526005602090815260408083206001600160a01b038616845290915290205460ff16156118f257505050565b60038101546064116119295760405163fd5ff48b60e01b81526001600160401b038416600482015260646024820152604401610e71565b6001600160401b0383165f8181526005602090815260408083206001600160a01b038716808552908352818420805460ff19166001908117909155600387018054918201815585529383902090930180546001600160a01b03191684179055519182527f752ead9f4536ec1319ee3a5a604e1d65eded22e0924251552ba14ae4faa1bbc3910160405180910390a2505050565b6119c4612d7c565b603c6001600160401b03821610806119e7575062093a806001600160401b038216115b15611a1057604051639ce4761760e01b81526001600160401b0382166004820152602401610e71565b6010805467ffffffffffffffff60a01b1916600160a01b6001600160401b038416908102919091179091556040519081527f065f238a4bdc206a1c1983524e4631c82f5b5c6da8231cee012002d7956458e090602001611404565b611a73612995565b5f8181526012602052604090208054611a97908390600160e01b900460ff16612e18565b611aaa8282611aa58461293b565b613748565b8054600160a01b90046001600160401b0316421115611af75780546040516337851a4160e11b815260048101849052600160a01b9091046001600160401b03166024820152604401610e71565b8054600160e81b900460021615611b3f576003810154604051633fa36e2f60e21b815260048101849052600160401b9091046001600160401b03166024820152604401610e71565b6010545f90611b5e90600160a01b90046001600160401b031642615199565b825460ff60e81b1981166002600160e81b9283900460ff16179091021783556003830180546fffffffffffffffff00000000000000001916600160401b6001600160401b0384169081029190911790915560405190815290915083907fb91e2985aafc35977fd49dea7cb4b6c3b4a7414e5227f8ded6946bd42605147b9060200160405180910390a2505061126860015f5160206153fc5f395f51905f5255565b611c07612d7c565b6001600160a01b038216611c2e5760405163d92e233d60e01b815260040160405180910390fd5b6001600160a01b03811615611cc157806001600160a01b031663313ce5676040518163ffffffff1660e01b8152600401602060405180830381865afa925050508015611c97575060408051601f3d908101601f19168201909252611c94918101906151b8565b60015b611cbf5760405163173006c560e11b81526001600160a01b0382166004820152602401610e71565b505b611cca82613950565b611d3f57600954602011611cf4576040516306e7715960e01b815260206004820152602401610e71565b600980546001810182555f919091527f6e1540171b6c0c960b71a7020d9f60077f6af931a8bbf590da0223dacf75c7af0180546001600160a01b0319166001600160a01b0384161790555b6001600160a01b038281165f8181526006602090815260409182902080546001600160a01b0319169486169485179055905192835290917fd2d8394cf7549a5ddbc2ba3dd7b2de8d53c891472d1f2907008ed6a10045fdae91015b60405180910390a25050565b60015433906001600160a01b03168114611dde5760405163118cdaa760e01b81526001600160a01b0382166004820152602401610e71565b611268816138fc565b5f611df1826139ac565b60010154600160a01b900460ff1692915050565b611e0d612d7c565b61144c6139f6565b5f6060805f5f5f6060611e26613a33565b611e2e613a5e565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b5f611e6183613915565b6001600160401b0384165f9081526005602090815260408083206001600160a01b038716845290915290205490915060ff16611eb45782826040516395c2238360e01b8152600401610e719291906151d8565b6001600160401b0383165f9081526005602090815260408083206001600160a01b03861684529091528120805460ff1916905560038201905b8154811015611fe057836001600160a01b0316828281548110611f1257611f126150e6565b5f918252602090912001546001600160a01b031603611fd85781548290611f3b906001906151fa565b81548110611f4b57611f4b6150e6565b905f5260205f20015f9054906101000a90046001600160a01b0316828281548110611f7857611f786150e6565b905f5260205f20015f6101000a8154816001600160a01b0302191690836001600160a01b0316021790555081805480611fb357611fb361520d565b5f8281526020902081015f1990810180546001600160a01b0319169055019055611fe0565b600101611eed565b506040516001600160a01b03841681526001600160401b038516907ff9bc9d5b5733d904409def43a5ecc888dbdac9a95687780d8fd489d3bb3813fc9060200160405180910390a250505050565b5f888860405161203f929190615221565b60405180910390208787604051612057929190615221565b60408051918290038220602083019390935281019190915263ffffffff80871660608301528086166080830152841660a082015282151560c082015260e00160405160208183030381529060405280519060200120905098975050505050505050565b5f5f5f5f60605f6120ca876139ac565b805460018201546002830154600384018054604080516020808402820181019092528281529697506001600160a01b039586169694909516946001600160801b0380851695600160801b909504169391839183018282801561215357602002820191905f5260205f20905b81546001600160a01b03168152600190910190602001808311612135575b50505050509050955095509550955095505091939590929450565b604080517fa17b1493ef4a3a9ad19acbb3e6a3f65f330fd3e5406823d41ca149230d4bb9d560208201529081018790526001600160a01b038616606082015263ffffffff8516608082015260a081018490526001600160401b0380841660c0830152821660e08201525f906121fc906101000160405160208183030381529060405280519060200120613a89565b979650505050505050565b61220f612d7c565b6118718282613ab5565b5f612222612995565b6104008211156122505760405163bb1cb70b60e01b8152600481018390526104006024820152604401610e71565b604080518082019091525f80825260208201525f5b83811015611629575f858583818110612280576122806150e6565b602090810292909201355f81815260129093526040909220805492935091600160e01b900460ff16600114159050806122da575080546122d890600160a01b90046001600160401b03166122d383612968565b612e93565b155b156122e657505061246b565b5f6122f08261293b565b90505f6001600160401b0382161561232b576001600160401b0382165f908152600460205260409020600101546001600160a01b031661232d565b5f5b6001600160a01b0381165f908152600860205260408120546001860154929350916001600160801b0316908282106123655782612367565b815b90505f5f612376898985612f20565b91509150805f1461244a575f826001600160a01b03168261c350906040515f60405180830381858888f193505050503d805f81146123cf576040519150601f19603f3d011682016040523d82523d5f602084013e6123d4565b606091505b5050905080612448576001600160a01b0383165f9081526011602052604081208054849290612404908490615186565b90915550506040518281526001600160a01b038416907f4c3c5fd562d15d6ebc1724dc6f4599da3e0bc9c66552270de3d85114516550c49060200160405180910390a25b505b6124568b8785336136a4565b61245f8c61516e565b9b505050505050505050505b600101612265565b61247b612995565b612484336129b0565b8615806124ac5750600254600160a01b90046001600160601b03166001600160401b03871611155b156124ee576002546040516313c6420d60e11b81526001600160401b0388166004820152600160a01b9091046001600160601b03166024820152604401610e71565b5f88815260126020526040902061250a89828888888888612a46565b5f5f6110f18b848c8c6135bd565b612520612d7c565b6001600160a01b0382165f8181526008602052604090819020839055517fef4578a01c4ecb962fb5a3b670e6267befb13c074f7cfb4b9ca3dcb53764397e90611d9a9084815260200190565b612574612995565b61257e8282613b2f565b61187160015f5160206153fc5f395f51905f5255565b61259c612995565b61257e8282613c97565b5f6001600160a01b038216158015906125d657506001600160a01b038281165f9081526006602052604090205416155b156125ff5760405163f01157c360e01b81526001600160a01b0383166004820152602401610e71565b600380546001600160401b0316905f61261783615230565b82546101009290920a6001600160401b0381810219909316918316021790915581165f818152600460209081526040918290208054336001600160a01b0319918216811783556001830180549092166001600160a01b038a169081179092559351908152949550939192917fdd5b56d8d566aedd7137c8f6e2171f98872ffdc2be4bbd5f5f18c1a6f1c445bf910160405180910390a350919050565b6126bb612d7c565b600180546001600160a01b0383166001600160a01b031990911681179091556126eb5f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b5f61272c61312a565b63ffffffff821615806127475750624c4b4063ffffffff8316115b156127765760405163d7abf9e960e01b815263ffffffff83166004820152624c4b406024820152604401610e71565b6127e88b8b8b8b6040518061010001604052808d63ffffffff1681526020018c6001600160401b031681526020018b63ffffffff1681526020018a63ffffffff16815260200189151581526020018863ffffffff1681526020013481526020015f6001600160401b031681525061314e565b9b9a5050505050505050505050565b5f612800613f5c565b905090565b5f61280e61312a565b612816612995565b624c4b4063ffffffff841611156128515760405163d7abf9e960e01b815263ffffffff84166004820152624c4b406024820152604401610e71565b604080516101008101825263ffffffff8a811682526001600160401b038a811660208401528982169383019390935287811660608301528615156080830152851660a082015260c08101849052908e1660e08201525f6128b18f85614085565b90506128c08e8e8e8e8661314e565b92508e6001600160401b0316837f410a4fda9e6559c7ced0dd585ed56d1934f11fe456ede1f25e0b1849a7cf89638360405161290b91906001600160a01b0391909116815260200190565b60405180910390a3505061292b60015f5160206153fc5f395f51905f5255565b9c9b505050505050505050505050565b80545f90600160e81b9004600116156129615760038201546001600160401b0316611379565b5f92915050565b80545f90600160e81b900460021615612961576003820154600160401b90046001600160401b0316611379565b61299d6140ed565b60025f5160206153fc5f395f51905f5255565b601054604051630213119b60e51b81526001600160a01b03838116600483015290911690634262336090602401602060405180830381865afa1580156129f8573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612a1c919061525a565b5f036112685760405163215f03a360e21b81526001600160a01b0382166004820152602401610e71565b8554612a5d908890600160e01b900460ff16612e18565b8554600160a01b90046001600160401b0316421115612aaa5785546040516337851a4160e11b815260048101899052600160a01b9091046001600160401b03166024820152604401610e71565b5f612ab487612968565b90506001600160401b03811615801590612ad75750806001600160401b03164210155b15612b07576040516320d50dcd60e01b8152600481018990526001600160401b0382166024820152604401610e71565b846001600160401b0316421015612b4257604051631a117f2d60e01b81526001600160401b0386166004820152426024820152604401610e71565b836001600160401b0316421115612b7d5760405163af50810d60e01b81526001600160401b0385166004820152426024820152604401610e71565b5f5f612b9b612b948b338b8d600201548c8c61216e565b868661411c565b5090925090505f816003811115612bb457612bb4615271565b14612bd2576040516327baf93360e11b815260040160405180910390fd5b6002546001600160a01b03838116911614612c0b5760405163a78b414160e01b81526001600160a01b0383166004820152602401610e71565b50505050505050505050565b5f5f5f8484604051612c2a929190615221565b60405180910390209050612c3f878783614163565b6040519194509250339088907f4efd5b59106ab9123d02138e908beafd2e682ab975ff8429986a4a599d6dd8e690612c7c9085908a908a906152ad565b60405180910390a36001860154600160c01b900463ffffffff168015612cb6578654612cb69089906001600160a01b031683858a8a614218565b505094509492505050565b805f03612ccd57505050565b6001600160a01b038316612d63575f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114612d24576040519150601f19603f3d011682016040523d82523d5f602084013e612d29565b606091505b5050905080612d5d5760405163a09e616560e01b81526001600160a01b038416600482015260248101839052604401610e71565b50505050565b612d776001600160a01b038416838361432d565b505050565b5f546001600160a01b0316331461144c5760405163118cdaa760e01b8152336004820152602401610e71565b6001600160a01b038116612dcf57604051637869464160e01b815260040160405180910390fd5b601080546001600160a01b0319166001600160a01b0383169081179091556040517f937e75ee336135790c1987371597a9de705e02cd1762d526bd1364bc0c45dbc5905f90a250565b5f1960ff821601612e27575050565b60011960ff821601612e4f57604051636eb563d360e11b815260048101839052602401610e71565b60021960ff821601612e77576040516381fd8f2760e01b815260048101839052602401610e71565b604051631f79bbe760e01b815260048101839052602401610e71565b5f826001600160401b0316421180612ec757506001600160401b03821615801590612ec75750816001600160401b03164210155b9392505050565b5f6001600160401b03821615801590612f0257506001600160401b038316612ef76001846152c6565b6001600160401b0316105b15612f1957612f126001836152c6565b9050611379565b5090919050565b8154600360e01b60ff60e01b19821617835560018301545f9182916001600160801b0316906001600160a01b031682612f588761293b565b90506001600160a01b038216887f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c4612f9089876151fa565b60405190815260200160405180910390a3806001600160401b03165f03612fc85781612fbc87856151fa565b9450945050505061304d565b6001600160401b0381165f908152600460205260409020612fe987856151fa565b60028201805460109061300d908490600160801b90046001600160801b03166152e5565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550865f14613042576130428188614362565b5f5f95509550505050505b935093915050565b6118715f8383612cc1565b613068614433565b600c805460ff191690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa335b6040516001600160a01b03909116815260200160405180910390a1565b6001600160a01b0381166130d95760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b600c5460ff161561144c5760405163d93c066560e01b815260040160405180910390fd5b5f8480820361317057604051632fd4797960e11b815260040160405180910390fd5b600e548111156131a157600e54604051630256a18560e61b8152610e71918391600401918252602082015260400190565b50600d548311156131d357600d54604051631dbe433960e11b8152610e71918591600401918252602082015260400190565b4282602001516001600160401b03161161321757602082015160405163dd2d27d760e01b81526001600160401b039091166004820152426024820152604401610e71565b60c08201516001600160801b03811115613247576040516304041d9560e11b815260048101829052602401610e71565b600f8054905f6132568361516e565b909155505f8181526012602090815260409182902080549187015160ff60e01b196001600160401b03918216600160a01b0267ffffffffffffffff60a01b1933166001600160e01b0319909516949094179390931792909216600160e01b17815560018101805460a089015163ffffffff16600160c01b0263ffffffff60c01b1942909516600160801b026001600160c01b03199092166001600160801b0389161791909117939093169290921790915585519186015160608701516080880151949650919361332f938c938c938c938c93929061202e565b600282015560e08401516001600160401b03161561338257805460ff60e81b1916600160e81b17815560e08401516003820180546001600160401b0390921667ffffffffffffffff199092169190911790555b6133c68389898080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152508b92508a9150899050614456565b505095945050505050565b80545f90600160e01b900460ff166001811461341d5760011960ff8216016133fd576002915050611379565b60021960ff821601613413576003915050611379565b6001915050611379565b8254600160a01b90046001600160401b0316421115613440576004915050611379565b5f61344a84612968565b90506001600160401b0381161580159061346d5750806001600160401b03164210155b1561347d57600a92505050611379565b61348d6080860160608701614c46565b6001600160401b03164210156134a857600892505050611379565b6134b860a0860160808701614c46565b6001600160401b03164211156134d357600592505050611379565b5f806135286135168835336134ee60608c0160408d01615304565b60028b015461350360808e0160608f01614c46565b8d6080016020810190610b089190614c46565b61352360a08a018a615118565b61411c565b5090925090505f81600381111561354157613541615271565b14613553576006945050505050611379565b6002546001600160a01b03838116911614613575576007945050505050611379565b6135a06135856020890189615118565b60c08a013561359b6101008c0160e08d01614c46565b6144ce565b6135b1576009945050505050611379565b505f9695505050505050565b5f5f6135ca868686614163565b6040519193509150339087907f4efd5b59106ab9123d02138e908beafd2e682ab975ff8429986a4a599d6dd8e690613613908881526040602082018190525f9082015260600190565b60405180910390a3604080518581526001600160401b038516602082015287917f2886a411f589360e8cfeb4aa9a089fc0106682e344544d8305ae1c1d4a87e0de910160405180910390a26001850154600160c01b900463ffffffff16801561369a57855461369a9088906001600160a01b031683886136955f80368161531d565b614218565b5094509492505050565b8115612d5d576020840151158015906136d25750826001600160a01b0316845f01516001600160a01b031614155b156136e1576136e1848261370a565b6001600160a01b0383168452602084018051839190613701908390615186565b90525050505050565b60208201515f81900361371c57505050565b5f602084015282516001600160a01b031661373b57612d778282613055565b8251612d77908383612cc1565b81546001600160a01b0316330361375e57505050565b6001600160401b0381161580159061379557506001600160401b0381165f908152600460205260409020546001600160a01b031633145b1561379f57505050565b6040516358ea1a2760e01b815260048101849052336024820152604401610e71565b5f6137cb826139ac565b6001810154909150600160a01b900460ff16156138065760405163147319c560e31b81526001600160401b0383166004820152602401610e71565b919050565b60018201546001600160a01b0316801580159061383f57506001600160a01b038181165f9081526006602052604090205416155b156138685760405163f01157c360e01b81526001600160a01b0382166004820152602401610e71565b60028301546001600160801b03600160801b82048116915f9161388d918491166151fa565b9050808411156138c95760405163691b672f60e11b81526001600160401b03871660048201526024810182905260448101859052606401610e71565b6138d38483615186565b600290950180546001600160801b03968716600160801b02961695909517909455509392505050565b600180546001600160a01b031916905561126881614521565b5f61391f826137c1565b80549091506001600160a01b031633146138065781336040516324da404b60e01b8152600401610e719291906151d8565b5f805b6009548110156139a457826001600160a01b03166009828154811061397a5761397a6150e6565b5f918252602090912001546001600160a01b03160361399c5750600192915050565b600101613953565b505f92915050565b6001600160401b0381165f90815260046020526040902080546001600160a01b031661380657604051631bf6cb7960e31b81526001600160401b0383166004820152602401610e71565b6139fe61312a565b600c805460ff191660011790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a2586130953390565b60606128007f0000000000000000000000000000000000000000000000000000000000000000614570565b60606128007f0000000000000000000000000000000000000000000000000000000000000000614570565b5f611379613a95613f5c565b8360405161190160f01b8152600281019290925260228201526042902090565b811580613ac0575080155b15613ae857604051633cc6da4360e21b81526004810183905260248101829052604401610e71565b600d829055600e81905560408051838152602081018390527fab1a2e99a7a60d154f951a42eca140d755f93d41ccfca4b6f7d5e521b64bee86910160405180910390a15050565b5f613b39836139ac565b80549091506001600160a01b03163314613b6a5782336040516324da404b60e01b8152600401610e719291906151d8565b6001600160a01b038216613b915760405163d92e233d60e01b815260040160405180910390fd5b60018101805460ff60a01b1916600160a01b17905560028101545f90613bc9906001600160801b03600160801b8204811691166152e5565b6002830180546001600160801b03600160801b820481166001600160801b0319909216919091179091556001840154911691506001600160a01b03168015613c38576001600160a01b0381165f9081526007602052604081208054849290613c329084906151fa565b90915550505b604080516001600160a01b0386168152602081018490526001600160401b038716917fe8ed5b475a5b5987aa9165e8731bb78043f39eee32ec5a1169a89e27fcd49815910160405180910390a2613c90818584612cc1565b5050505050565b5f613ca1836137c1565b60018101549091506001600160a01b031680613ce557823414613ce05760405163195a3ca160e01b815234600482015260248101849052604401610e71565b613ead565b3415613d0d5760405163195a3ca160e01b815234600482015260248101849052604401610e71565b6001600160a01b0381165f818152600760205260408082205490516370a0823160e01b81523060048201528493919291906370a0823190602401602060405180830381865afa158015613d62573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613d86919061525a565b905081811015613dc257604051637353944b60e11b81526001600160a01b03851660048201526024810182905260448101839052606401610e71565b613dd76001600160a01b0384163330896145ad565b6040516370a0823160e01b81523060048201525f9082906001600160a01b038616906370a0823190602401602060405180830381865afa158015613e1d573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190613e41919061525a565b613e4b91906151fa565b9050868114613e865760405163679f09a960e11b81526001600160a01b03861660048201526024810188905260448101829052606401610e71565b613e908784615186565b6001600160a01b0386165f90815260076020526040902055505050505b60028201546001600160801b03165f613ec68583615186565b90506001600160801b03811115613ef3576040516304041d9560e11b815260048101829052602401610e71565b6002840180546001600160801b0319166001600160801b03831617905560408051838152602081018390526001600160401b038816917fd39ec07f4e209f627a4c427971473820dc129761ba28de8906bd56f57101d4f8910160405180910390a2505050505050565b5f306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015613fb457507f000000000000000000000000000000000000000000000000000000000000000046145b15613fde57507f000000000000000000000000000000000000000000000000000000000000000090565b612800604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f5f614090846137c1565b6001600160401b0385165f90815260056020908152604080832033845290915290205490915060ff166140da5783336040516395c2238360e01b8152600401610e719291906151d8565b6140e584828561380b565b949350505050565b5f5160206153fc5f395f51905f525460020361144c57604051633ee5aeb560e01b815260040160405180910390fd5b5f80806041849003614150578435602086013560408701355f1a614142898285856145e3565b95509550955050505061415a565b505f915060029050825b93509350939050565b815460ff60e01b1916600160e11b1782556001820180546001600160e01b038116600160e01b4263ffffffff16029081179092555f916001600160801b039182169116176141b13384611342565b5f868152601360205260408120919091556141cb8561293b565b90506001600160401b0381161561420f576001600160401b0381165f90815260046020526040902060018101546001600160a01b0316935061420d8184614362565b505b50935093915050565b5f868484846040516024016142309493929190615344565b60408051601f198184030181529190526020810180516001600160e01b031663414cdae560e01b17905290505f806113885a8181111561427a578181039050886040820482031193505b505f893b11831615614295575f5f8551602087015f8d8df191505b826142c257604051636c13063160e01b8152600481018b905263ffffffff89166024820152604401610e71565b81156142f7576040518a907f6a7eb502488a67e74c7a6c593612353baab86287bb7f519e36d7a431b3caaecf905f90a2612c0b565b6040518a907fb2298745cb84651776b988443c22ab136d5d245a655462194e833357e68867f1905f90a250505050505050505050565b61433a83838360016146ab565b612d7757604051635274afe760e01b81526001600160a01b0384166004820152602401610e71565b6002820180548291905f906143819084906001600160801b03166152e5565b92506101000a8154816001600160801b0302191690836001600160801b03160217905550808260020160108282829054906101000a90046001600160801b03166143cb91906152e5565b82546001600160801b039182166101009390930a92830291909202199091161790555060018201546001600160a01b03168015612d77576001600160a01b0381165f90815260076020526040812080548492906144299084906151fa565b9091555050505050565b600c5460ff1661144c57604051638dfc202b60e01b815260040160405180910390fd5b336001600160a01b0316857f9b676e362486f698e52cf908eceb8bad26d8115d310754aeaa5c512e10d1e892868686865f01518760c001514289602001518a604001518b606001518c608001518d60a001516040516144bf9b9a9998979695949392919061536d565b60405180910390a35050505050565b5f826144f05750600254600160a01b90046001600160601b03168311156140e5565b831580156145185750600254600160a01b90046001600160601b03166001600160401b038316115b95945050505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60605f61457c8361470d565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b6145bb848484846001614734565b612d5d57604051635274afe760e01b81526001600160a01b0385166004820152602401610e71565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561461c57505f915060039050826146a1565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa15801561466d573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b03811661469857505f9250600191508290506146a1565b92505f91508190505b9450945094915050565b60405163a9059cbb60e01b5f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f511483166147015783831516156146f5573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f60ff8216601f81111561137957604051632cd44ac360e21b815260040160405180910390fd5b6040516323b872dd60e01b5f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316614790578383151615614784573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b80356001600160a01b0381168114613806575f5ffd5b5f602082840312156147c7575f5ffd5b612ec7826147a1565b5f5f83601f8401126147e0575f5ffd5b5081356001600160401b038111156147f6575f5ffd5b6020830191508360208260051b8501011115614810575f5ffd5b9250929050565b5f5f60208385031215614828575f5ffd5b82356001600160401b0381111561483d575f5ffd5b614849858286016147d0565b90969095509350505050565b602080825282518282018190525f918401906040840190835b8181101561496a57835180516001600160a01b031684526020810151602085015260408101516148a960408601826001600160401b03169052565b5060608101516148c460608601826001600160401b03169052565b5060808101516148d9608086018260ff169052565b5060a081015160a085015260c08101516148fb60c086018263ffffffff169052565b5060e081015161491660e08601826001600160401b03169052565b506101008101516149336101008601826001600160a01b03169052565b5061012081015190506149526101208501826001600160401b03169052565b5060209390930192610140929092019160010161486e565b509095945050505050565b5f60208284031215614985575f5ffd5b5035919050565b5f5f83601f84011261499c575f5ffd5b5081356001600160401b038111156149b2575f5ffd5b602083019150836020828501011115614810575f5ffd5b803563ffffffff81168114613806575f5ffd5b80356001600160401b0381168114613806575f5ffd5b5f5f5f5f5f5f5f5f60c0898b031215614a09575f5ffd5b8835975060208901356001600160401b03811115614a25575f5ffd5b614a318b828c0161498c565b9098509650614a44905060408a016149c9565b9450614a5260608a016149dc565b9350614a6060808a016149dc565b925060a08901356001600160401b03811115614a7a575f5ffd5b614a868b828c0161498c565b999c989b5096995094979396929594505050565b5f8151808452602084019350602083015f5b82811015614ad35781516001600160a01b0316865260209586019590910190600101614aac565b5093949350505050565b604081525f614aef6040830185614a9a565b82810360208401526145188185614a9a565b5f5f60408385031215614b12575f5ffd5b614b1b836147a1565b946020939093013593505050565b80358015158114613806575f5ffd5b5f5f5f5f5f5f5f5f5f60e08a8c031215614b50575f5ffd5b89356001600160401b03811115614b65575f5ffd5b614b718c828d0161498c565b909a5098505060208a01356001600160401b03811115614b8f575f5ffd5b614b9b8c828d0161498c565b9098509650614bae905060408b016149c9565b9450614bbc60608b016149dc565b9350614bca60808b016149c9565b9250614bd860a08b016149c9565b9150614be660c08b01614b29565b90509295985092959850929598565b5f5f60408385031215614c06575f5ffd5b50508035926020909101359150565b5f5f60408385031215614c26575f5ffd5b614c2f836149dc565b9150614c3d602084016147a1565b90509250929050565b5f60208284031215614c56575f5ffd5b612ec7826149dc565b5f5f60408385031215614c70575f5ffd5b614c2f836147a1565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f614cc560e0830189614c79565b8281036040840152614cd78189614c79565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b81811015614d2c578351835260209384019390920191600101614d0e565b50909b9a5050505050505050505050565b5f5f5f5f5f5f5f5f60c0898b031215614d54575f5ffd5b88356001600160401b03811115614d69575f5ffd5b614d758b828c0161498c565b90995097505060208901356001600160401b03811115614d93575f5ffd5b614d9f8b828c0161498c565b9097509550614db2905060408a016149c9565b9350614dc060608a016149c9565b9250614dce60808a016149c9565b9150614ddc60a08a01614b29565b90509295985092959890939650565b6001600160a01b03868116825285166020820152604081018490526060810183905260a0608082018190525f906121fc90830184614a9a565b5f5f5f5f5f5f60c08789031215614e39575f5ffd5b86359550614e49602088016147a1565b9450614e57604088016149c9565b935060608701359250614e6c608088016149dc565b9150614e7a60a088016149dc565b90509295509295509295565b5f5f5f5f5f5f5f5f60e0898b031215614e9d575f5ffd5b8835975060208901359650614eb460408a016149dc565b9550614ec260608a016149c9565b9450614ed060808a016149dc565b9350614ede60a08a016149dc565b925060c08901356001600160401b03811115614a7a575f5ffd5b5f5f60408385031215614f09575f5ffd5b614b1b836149dc565b5f5f5f5f5f5f5f5f5f5f6101008b8d031215614f2c575f5ffd5b8a356001600160401b03811115614f41575f5ffd5b614f4d8d828e0161498c565b909b5099505060208b01356001600160401b03811115614f6b575f5ffd5b614f778d828e0161498c565b9099509750614f8a905060408c016149c9565b9550614f9860608c016149dc565b9450614fa660808c016149c9565b9350614fb460a08c016149c9565b9250614fc260c08c01614b29565b9150614fd060e08c016149c9565b90509295989b9194979a5092959850565b5f5f5f5f5f5f5f5f5f5f5f5f6101408d8f031215614ffd575f5ffd5b6150068d6149dc565b9b506001600160401b0360208e0135111561501f575f5ffd5b61502f8e60208f01358f0161498c565b909b5099506001600160401b0360408e0135111561504b575f5ffd5b61505b8e60408f01358f0161498c565b909950975061506c60608e016149c9565b965061507a60808e016149dc565b955061508860a08e016149c9565b945061509660c08e016149c9565b93506150a460e08e01614b29565b92506150b36101008e016149c9565b91505f6101208e01359050809150509295989b509295989b509295989b565b634e487b7160e01b5f52604160045260245ffd5b634e487b7160e01b5f52603260045260245ffd5b5f823560fe1983360301811261510e575f5ffd5b9190910192915050565b5f5f8335601e1984360301811261512d575f5ffd5b8301803591506001600160401b03821115615146575f5ffd5b602001915036819003821315614810575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b5f6001820161517f5761517f61515a565b5060010190565b808201808211156113795761137961515a565b6001600160401b0381811683821601908111156113795761137961515a565b5f602082840312156151c8575f5ffd5b815160ff81168114612ec7575f5ffd5b6001600160401b039290921682526001600160a01b0316602082015260400190565b818103818111156113795761137961515a565b634e487b7160e01b5f52603160045260245ffd5b818382375f9101908152919050565b5f6001600160401b0382166001600160401b0381036152515761525161515a565b60010192915050565b5f6020828403121561526a575f5ffd5b5051919050565b634e487b7160e01b5f52602160045260245ffd5b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b838152604060208201525f614518604083018486615285565b6001600160401b0382811682821603908111156113795761137961515a565b6001600160801b0382811682821603908111156113795761137961515a565b5f60208284031215615314575f5ffd5b612ec7826149c9565b5f5f8585111561532b575f5ffd5b83861115615337575f5ffd5b5050820193919092039150565b848152836020820152606060408201525f615363606083018486615285565b9695505050505050565b61014081525f61538161014083018e614c79565b8281036020840152615394818d8f615285565b91505063ffffffff8a1660408301528860608301526001600160401b03881660808301526001600160401b03871660a083015263ffffffff861660c083015263ffffffff851660e083015283151561010083015261292b61012083018463ffffffff16905256fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a164736f6c634300081e000a",
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

// DEFAULTWITHDRAWALDELAY is a free data retrieval call binding the contract method 0xa9477916.
//
// Solidity: function DEFAULT_WITHDRAWAL_DELAY() view returns(uint64)
func (_InferenceRouter *InferenceRouterCaller) DEFAULTWITHDRAWALDELAY(opts *bind.CallOpts) (uint64, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "DEFAULT_WITHDRAWAL_DELAY")

	if err != nil {
		return *new(uint64), err
	}

	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)

	return out0, err

}

// DEFAULTWITHDRAWALDELAY is a free data retrieval call binding the contract method 0xa9477916.
//
// Solidity: function DEFAULT_WITHDRAWAL_DELAY() view returns(uint64)
func (_InferenceRouter *InferenceRouterSession) DEFAULTWITHDRAWALDELAY() (uint64, error) {
	return _InferenceRouter.Contract.DEFAULTWITHDRAWALDELAY(&_InferenceRouter.CallOpts)
}

// DEFAULTWITHDRAWALDELAY is a free data retrieval call binding the contract method 0xa9477916.
//
// Solidity: function DEFAULT_WITHDRAWAL_DELAY() view returns(uint64)
func (_InferenceRouter *InferenceRouterCallerSession) DEFAULTWITHDRAWALDELAY() (uint64, error) {
	return _InferenceRouter.Contract.DEFAULTWITHDRAWALDELAY(&_InferenceRouter.CallOpts)
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

// MAXCONSUMERS is a free data retrieval call binding the contract method 0x64d51a2a.
//
// Solidity: function MAX_CONSUMERS() view returns(uint256)
func (_InferenceRouter *InferenceRouterCaller) MAXCONSUMERS(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "MAX_CONSUMERS")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// MAXCONSUMERS is a free data retrieval call binding the contract method 0x64d51a2a.
//
// Solidity: function MAX_CONSUMERS() view returns(uint256)
func (_InferenceRouter *InferenceRouterSession) MAXCONSUMERS() (*big.Int, error) {
	return _InferenceRouter.Contract.MAXCONSUMERS(&_InferenceRouter.CallOpts)
}

// MAXCONSUMERS is a free data retrieval call binding the contract method 0x64d51a2a.
//
// Solidity: function MAX_CONSUMERS() view returns(uint256)
func (_InferenceRouter *InferenceRouterCallerSession) MAXCONSUMERS() (*big.Int, error) {
	return _InferenceRouter.Contract.MAXCONSUMERS(&_InferenceRouter.CallOpts)
}

// MAXPAYMENTTOKENS is a free data retrieval call binding the contract method 0x150682c5.
//
// Solidity: function MAX_PAYMENT_TOKENS() view returns(uint256)
func (_InferenceRouter *InferenceRouterCaller) MAXPAYMENTTOKENS(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "MAX_PAYMENT_TOKENS")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// MAXPAYMENTTOKENS is a free data retrieval call binding the contract method 0x150682c5.
//
// Solidity: function MAX_PAYMENT_TOKENS() view returns(uint256)
func (_InferenceRouter *InferenceRouterSession) MAXPAYMENTTOKENS() (*big.Int, error) {
	return _InferenceRouter.Contract.MAXPAYMENTTOKENS(&_InferenceRouter.CallOpts)
}

// MAXPAYMENTTOKENS is a free data retrieval call binding the contract method 0x150682c5.
//
// Solidity: function MAX_PAYMENT_TOKENS() view returns(uint256)
func (_InferenceRouter *InferenceRouterCallerSession) MAXPAYMENTTOKENS() (*big.Int, error) {
	return _InferenceRouter.Contract.MAXPAYMENTTOKENS(&_InferenceRouter.CallOpts)
}

// MAXWITHDRAWALDELAY is a free data retrieval call binding the contract method 0xa238f9df.
//
// Solidity: function MAX_WITHDRAWAL_DELAY() view returns(uint64)
func (_InferenceRouter *InferenceRouterCaller) MAXWITHDRAWALDELAY(opts *bind.CallOpts) (uint64, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "MAX_WITHDRAWAL_DELAY")

	if err != nil {
		return *new(uint64), err
	}

	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)

	return out0, err

}

// MAXWITHDRAWALDELAY is a free data retrieval call binding the contract method 0xa238f9df.
//
// Solidity: function MAX_WITHDRAWAL_DELAY() view returns(uint64)
func (_InferenceRouter *InferenceRouterSession) MAXWITHDRAWALDELAY() (uint64, error) {
	return _InferenceRouter.Contract.MAXWITHDRAWALDELAY(&_InferenceRouter.CallOpts)
}

// MAXWITHDRAWALDELAY is a free data retrieval call binding the contract method 0xa238f9df.
//
// Solidity: function MAX_WITHDRAWAL_DELAY() view returns(uint64)
func (_InferenceRouter *InferenceRouterCallerSession) MAXWITHDRAWALDELAY() (uint64, error) {
	return _InferenceRouter.Contract.MAXWITHDRAWALDELAY(&_InferenceRouter.CallOpts)
}

// MINWITHDRAWALDELAY is a free data retrieval call binding the contract method 0x4a5f2b5d.
//
// Solidity: function MIN_WITHDRAWAL_DELAY() view returns(uint64)
func (_InferenceRouter *InferenceRouterCaller) MINWITHDRAWALDELAY(opts *bind.CallOpts) (uint64, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "MIN_WITHDRAWAL_DELAY")

	if err != nil {
		return *new(uint64), err
	}

	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)

	return out0, err

}

// MINWITHDRAWALDELAY is a free data retrieval call binding the contract method 0x4a5f2b5d.
//
// Solidity: function MIN_WITHDRAWAL_DELAY() view returns(uint64)
func (_InferenceRouter *InferenceRouterSession) MINWITHDRAWALDELAY() (uint64, error) {
	return _InferenceRouter.Contract.MINWITHDRAWALDELAY(&_InferenceRouter.CallOpts)
}

// MINWITHDRAWALDELAY is a free data retrieval call binding the contract method 0x4a5f2b5d.
//
// Solidity: function MIN_WITHDRAWAL_DELAY() view returns(uint64)
func (_InferenceRouter *InferenceRouterCallerSession) MINWITHDRAWALDELAY() (uint64, error) {
	return _InferenceRouter.Contract.MINWITHDRAWALDELAY(&_InferenceRouter.CallOpts)
}

// REFUNDPAYGAS is a free data retrieval call binding the contract method 0xfb8246f8.
//
// Solidity: function REFUND_PAY_GAS() view returns(uint256)
func (_InferenceRouter *InferenceRouterCaller) REFUNDPAYGAS(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "REFUND_PAY_GAS")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// REFUNDPAYGAS is a free data retrieval call binding the contract method 0xfb8246f8.
//
// Solidity: function REFUND_PAY_GAS() view returns(uint256)
func (_InferenceRouter *InferenceRouterSession) REFUNDPAYGAS() (*big.Int, error) {
	return _InferenceRouter.Contract.REFUNDPAYGAS(&_InferenceRouter.CallOpts)
}

// REFUNDPAYGAS is a free data retrieval call binding the contract method 0xfb8246f8.
//
// Solidity: function REFUND_PAY_GAS() view returns(uint256)
func (_InferenceRouter *InferenceRouterCallerSession) REFUNDPAYGAS() (*big.Int, error) {
	return _InferenceRouter.Contract.REFUNDPAYGAS(&_InferenceRouter.CallOpts)
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

// SKIPWITHDRAWN is a free data retrieval call binding the contract method 0x637273bc.
//
// Solidity: function SKIP_WITHDRAWN() view returns(uint8)
func (_InferenceRouter *InferenceRouterCaller) SKIPWITHDRAWN(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "SKIP_WITHDRAWN")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// SKIPWITHDRAWN is a free data retrieval call binding the contract method 0x637273bc.
//
// Solidity: function SKIP_WITHDRAWN() view returns(uint8)
func (_InferenceRouter *InferenceRouterSession) SKIPWITHDRAWN() (uint8, error) {
	return _InferenceRouter.Contract.SKIPWITHDRAWN(&_InferenceRouter.CallOpts)
}

// SKIPWITHDRAWN is a free data retrieval call binding the contract method 0x637273bc.
//
// Solidity: function SKIP_WITHDRAWN() view returns(uint8)
func (_InferenceRouter *InferenceRouterCallerSession) SKIPWITHDRAWN() (uint8, error) {
	return _InferenceRouter.Contract.SKIPWITHDRAWN(&_InferenceRouter.CallOpts)
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
// Solidity: function getRequests(uint256[] ids) view returns((address,uint256,uint64,uint64,uint8,bytes32,uint32,uint64,address,uint64)[] out)
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
// Solidity: function getRequests(uint256[] ids) view returns((address,uint256,uint64,uint64,uint8,bytes32,uint32,uint64,address,uint64)[] out)
func (_InferenceRouter *InferenceRouterSession) GetRequests(ids []*big.Int) ([]InferenceRouterRequestInfo, error) {
	return _InferenceRouter.Contract.GetRequests(&_InferenceRouter.CallOpts, ids)
}

// GetRequests is a free data retrieval call binding the contract method 0x13e369c9.
//
// Solidity: function getRequests(uint256[] ids) view returns((address,uint256,uint64,uint64,uint8,bytes32,uint32,uint64,address,uint64)[] out)
func (_InferenceRouter *InferenceRouterCallerSession) GetRequests(ids []*big.Int) ([]InferenceRouterRequestInfo, error) {
	return _InferenceRouter.Contract.GetRequests(&_InferenceRouter.CallOpts, ids)
}

// GetSubscription is a free data retrieval call binding the contract method 0xa47c7696.
//
// Solidity: function getSubscription(uint64 subId) view returns(address owner, address token, uint256 balance, uint256 reserved, address[] consumers)
func (_InferenceRouter *InferenceRouterCaller) GetSubscription(opts *bind.CallOpts, subId uint64) (struct {
	Owner     common.Address
	Token     common.Address
	Balance   *big.Int
	Reserved  *big.Int
	Consumers []common.Address
}, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "getSubscription", subId)

	outstruct := new(struct {
		Owner     common.Address
		Token     common.Address
		Balance   *big.Int
		Reserved  *big.Int
		Consumers []common.Address
	})
	if err != nil {
		return *outstruct, err
	}

	outstruct.Owner = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Token = *abi.ConvertType(out[1], new(common.Address)).(*common.Address)
	outstruct.Balance = *abi.ConvertType(out[2], new(*big.Int)).(**big.Int)
	outstruct.Reserved = *abi.ConvertType(out[3], new(*big.Int)).(**big.Int)
	outstruct.Consumers = *abi.ConvertType(out[4], new([]common.Address)).(*[]common.Address)

	return *outstruct, err

}

// GetSubscription is a free data retrieval call binding the contract method 0xa47c7696.
//
// Solidity: function getSubscription(uint64 subId) view returns(address owner, address token, uint256 balance, uint256 reserved, address[] consumers)
func (_InferenceRouter *InferenceRouterSession) GetSubscription(subId uint64) (struct {
	Owner     common.Address
	Token     common.Address
	Balance   *big.Int
	Reserved  *big.Int
	Consumers []common.Address
}, error) {
	return _InferenceRouter.Contract.GetSubscription(&_InferenceRouter.CallOpts, subId)
}

// GetSubscription is a free data retrieval call binding the contract method 0xa47c7696.
//
// Solidity: function getSubscription(uint64 subId) view returns(address owner, address token, uint256 balance, uint256 reserved, address[] consumers)
func (_InferenceRouter *InferenceRouterCallerSession) GetSubscription(subId uint64) (struct {
	Owner     common.Address
	Token     common.Address
	Balance   *big.Int
	Reserved  *big.Int
	Consumers []common.Address
}, error) {
	return _InferenceRouter.Contract.GetSubscription(&_InferenceRouter.CallOpts, subId)
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

// KeeperFeeCap is a free data retrieval call binding the contract method 0xdea291d2.
//
// Solidity: function keeperFeeCap(address token) view returns(uint256)
func (_InferenceRouter *InferenceRouterCaller) KeeperFeeCap(opts *bind.CallOpts, token common.Address) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "keeperFeeCap", token)

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// KeeperFeeCap is a free data retrieval call binding the contract method 0xdea291d2.
//
// Solidity: function keeperFeeCap(address token) view returns(uint256)
func (_InferenceRouter *InferenceRouterSession) KeeperFeeCap(token common.Address) (*big.Int, error) {
	return _InferenceRouter.Contract.KeeperFeeCap(&_InferenceRouter.CallOpts, token)
}

// KeeperFeeCap is a free data retrieval call binding the contract method 0xdea291d2.
//
// Solidity: function keeperFeeCap(address token) view returns(uint256)
func (_InferenceRouter *InferenceRouterCallerSession) KeeperFeeCap(token common.Address) (*big.Int, error) {
	return _InferenceRouter.Contract.KeeperFeeCap(&_InferenceRouter.CallOpts, token)
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

// NextSubscriptionId is a free data retrieval call binding the contract method 0xda58935f.
//
// Solidity: function nextSubscriptionId() view returns(uint64)
func (_InferenceRouter *InferenceRouterCaller) NextSubscriptionId(opts *bind.CallOpts) (uint64, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "nextSubscriptionId")

	if err != nil {
		return *new(uint64), err
	}

	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)

	return out0, err

}

// NextSubscriptionId is a free data retrieval call binding the contract method 0xda58935f.
//
// Solidity: function nextSubscriptionId() view returns(uint64)
func (_InferenceRouter *InferenceRouterSession) NextSubscriptionId() (uint64, error) {
	return _InferenceRouter.Contract.NextSubscriptionId(&_InferenceRouter.CallOpts)
}

// NextSubscriptionId is a free data retrieval call binding the contract method 0xda58935f.
//
// Solidity: function nextSubscriptionId() view returns(uint64)
func (_InferenceRouter *InferenceRouterCallerSession) NextSubscriptionId() (uint64, error) {
	return _InferenceRouter.Contract.NextSubscriptionId(&_InferenceRouter.CallOpts)
}

// Owed is a free data retrieval call binding the contract method 0xdf18e047.
//
// Solidity: function owed(address requester) view returns(uint256)
func (_InferenceRouter *InferenceRouterCaller) Owed(opts *bind.CallOpts, requester common.Address) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "owed", requester)

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// Owed is a free data retrieval call binding the contract method 0xdf18e047.
//
// Solidity: function owed(address requester) view returns(uint256)
func (_InferenceRouter *InferenceRouterSession) Owed(requester common.Address) (*big.Int, error) {
	return _InferenceRouter.Contract.Owed(&_InferenceRouter.CallOpts, requester)
}

// Owed is a free data retrieval call binding the contract method 0xdf18e047.
//
// Solidity: function owed(address requester) view returns(uint256)
func (_InferenceRouter *InferenceRouterCallerSession) Owed(requester common.Address) (*big.Int, error) {
	return _InferenceRouter.Contract.Owed(&_InferenceRouter.CallOpts, requester)
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

// PaymentTokens is a free data retrieval call binding the contract method 0x25ef180d.
//
// Solidity: function paymentTokens() view returns(address[] tokens, address[] feeds)
func (_InferenceRouter *InferenceRouterCaller) PaymentTokens(opts *bind.CallOpts) (struct {
	Tokens []common.Address
	Feeds  []common.Address
}, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "paymentTokens")

	outstruct := new(struct {
		Tokens []common.Address
		Feeds  []common.Address
	})
	if err != nil {
		return *outstruct, err
	}

	outstruct.Tokens = *abi.ConvertType(out[0], new([]common.Address)).(*[]common.Address)
	outstruct.Feeds = *abi.ConvertType(out[1], new([]common.Address)).(*[]common.Address)

	return *outstruct, err

}

// PaymentTokens is a free data retrieval call binding the contract method 0x25ef180d.
//
// Solidity: function paymentTokens() view returns(address[] tokens, address[] feeds)
func (_InferenceRouter *InferenceRouterSession) PaymentTokens() (struct {
	Tokens []common.Address
	Feeds  []common.Address
}, error) {
	return _InferenceRouter.Contract.PaymentTokens(&_InferenceRouter.CallOpts)
}

// PaymentTokens is a free data retrieval call binding the contract method 0x25ef180d.
//
// Solidity: function paymentTokens() view returns(address[] tokens, address[] feeds)
func (_InferenceRouter *InferenceRouterCallerSession) PaymentTokens() (struct {
	Tokens []common.Address
	Feeds  []common.Address
}, error) {
	return _InferenceRouter.Contract.PaymentTokens(&_InferenceRouter.CallOpts)
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

// PriceFeedOf is a free data retrieval call binding the contract method 0x93993f44.
//
// Solidity: function priceFeedOf(address token) view returns(address feed)
func (_InferenceRouter *InferenceRouterCaller) PriceFeedOf(opts *bind.CallOpts, token common.Address) (common.Address, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "priceFeedOf", token)

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// PriceFeedOf is a free data retrieval call binding the contract method 0x93993f44.
//
// Solidity: function priceFeedOf(address token) view returns(address feed)
func (_InferenceRouter *InferenceRouterSession) PriceFeedOf(token common.Address) (common.Address, error) {
	return _InferenceRouter.Contract.PriceFeedOf(&_InferenceRouter.CallOpts, token)
}

// PriceFeedOf is a free data retrieval call binding the contract method 0x93993f44.
//
// Solidity: function priceFeedOf(address token) view returns(address feed)
func (_InferenceRouter *InferenceRouterCallerSession) PriceFeedOf(token common.Address) (common.Address, error) {
	return _InferenceRouter.Contract.PriceFeedOf(&_InferenceRouter.CallOpts, token)
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

// SubscriptionCanceled is a free data retrieval call binding the contract method 0x7bdbc612.
//
// Solidity: function subscriptionCanceled(uint64 subId) view returns(bool)
func (_InferenceRouter *InferenceRouterCaller) SubscriptionCanceled(opts *bind.CallOpts, subId uint64) (bool, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "subscriptionCanceled", subId)

	if err != nil {
		return *new(bool), err
	}

	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)

	return out0, err

}

// SubscriptionCanceled is a free data retrieval call binding the contract method 0x7bdbc612.
//
// Solidity: function subscriptionCanceled(uint64 subId) view returns(bool)
func (_InferenceRouter *InferenceRouterSession) SubscriptionCanceled(subId uint64) (bool, error) {
	return _InferenceRouter.Contract.SubscriptionCanceled(&_InferenceRouter.CallOpts, subId)
}

// SubscriptionCanceled is a free data retrieval call binding the contract method 0x7bdbc612.
//
// Solidity: function subscriptionCanceled(uint64 subId) view returns(bool)
func (_InferenceRouter *InferenceRouterCallerSession) SubscriptionCanceled(subId uint64) (bool, error) {
	return _InferenceRouter.Contract.SubscriptionCanceled(&_InferenceRouter.CallOpts, subId)
}

// TokenBooked is a free data retrieval call binding the contract method 0x0c22cb2b.
//
// Solidity: function tokenBooked(address token) view returns(uint256)
func (_InferenceRouter *InferenceRouterCaller) TokenBooked(opts *bind.CallOpts, token common.Address) (*big.Int, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "tokenBooked", token)

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// TokenBooked is a free data retrieval call binding the contract method 0x0c22cb2b.
//
// Solidity: function tokenBooked(address token) view returns(uint256)
func (_InferenceRouter *InferenceRouterSession) TokenBooked(token common.Address) (*big.Int, error) {
	return _InferenceRouter.Contract.TokenBooked(&_InferenceRouter.CallOpts, token)
}

// TokenBooked is a free data retrieval call binding the contract method 0x0c22cb2b.
//
// Solidity: function tokenBooked(address token) view returns(uint256)
func (_InferenceRouter *InferenceRouterCallerSession) TokenBooked(token common.Address) (*big.Int, error) {
	return _InferenceRouter.Contract.TokenBooked(&_InferenceRouter.CallOpts, token)
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

// WithdrawalDelay is a free data retrieval call binding the contract method 0xa7ab6961.
//
// Solidity: function withdrawalDelay() view returns(uint64)
func (_InferenceRouter *InferenceRouterCaller) WithdrawalDelay(opts *bind.CallOpts) (uint64, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "withdrawalDelay")

	if err != nil {
		return *new(uint64), err
	}

	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)

	return out0, err

}

// WithdrawalDelay is a free data retrieval call binding the contract method 0xa7ab6961.
//
// Solidity: function withdrawalDelay() view returns(uint64)
func (_InferenceRouter *InferenceRouterSession) WithdrawalDelay() (uint64, error) {
	return _InferenceRouter.Contract.WithdrawalDelay(&_InferenceRouter.CallOpts)
}

// WithdrawalDelay is a free data retrieval call binding the contract method 0xa7ab6961.
//
// Solidity: function withdrawalDelay() view returns(uint64)
func (_InferenceRouter *InferenceRouterCallerSession) WithdrawalDelay() (uint64, error) {
	return _InferenceRouter.Contract.WithdrawalDelay(&_InferenceRouter.CallOpts)
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

// AddConsumer is a paid mutator transaction binding the contract method 0x7341c10c.
//
// Solidity: function addConsumer(uint64 subId, address consumer) returns()
func (_InferenceRouter *InferenceRouterTransactor) AddConsumer(opts *bind.TransactOpts, subId uint64, consumer common.Address) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "addConsumer", subId, consumer)
}

// AddConsumer is a paid mutator transaction binding the contract method 0x7341c10c.
//
// Solidity: function addConsumer(uint64 subId, address consumer) returns()
func (_InferenceRouter *InferenceRouterSession) AddConsumer(subId uint64, consumer common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.AddConsumer(&_InferenceRouter.TransactOpts, subId, consumer)
}

// AddConsumer is a paid mutator transaction binding the contract method 0x7341c10c.
//
// Solidity: function addConsumer(uint64 subId, address consumer) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) AddConsumer(subId uint64, consumer common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.AddConsumer(&_InferenceRouter.TransactOpts, subId, consumer)
}

// BumpFee is a paid mutator transaction binding the contract method 0x4f3c28fe.
//
// Solidity: function bumpFee(uint256 id, uint256 amount) payable returns()
func (_InferenceRouter *InferenceRouterTransactor) BumpFee(opts *bind.TransactOpts, id *big.Int, amount *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "bumpFee", id, amount)
}

// BumpFee is a paid mutator transaction binding the contract method 0x4f3c28fe.
//
// Solidity: function bumpFee(uint256 id, uint256 amount) payable returns()
func (_InferenceRouter *InferenceRouterSession) BumpFee(id *big.Int, amount *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.BumpFee(&_InferenceRouter.TransactOpts, id, amount)
}

// BumpFee is a paid mutator transaction binding the contract method 0x4f3c28fe.
//
// Solidity: function bumpFee(uint256 id, uint256 amount) payable returns()
func (_InferenceRouter *InferenceRouterTransactorSession) BumpFee(id *big.Int, amount *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.BumpFee(&_InferenceRouter.TransactOpts, id, amount)
}

// CancelSubscription is a paid mutator transaction binding the contract method 0xd7ae1d30.
//
// Solidity: function cancelSubscription(uint64 subId, address to) returns()
func (_InferenceRouter *InferenceRouterTransactor) CancelSubscription(opts *bind.TransactOpts, subId uint64, to common.Address) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "cancelSubscription", subId, to)
}

// CancelSubscription is a paid mutator transaction binding the contract method 0xd7ae1d30.
//
// Solidity: function cancelSubscription(uint64 subId, address to) returns()
func (_InferenceRouter *InferenceRouterSession) CancelSubscription(subId uint64, to common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.CancelSubscription(&_InferenceRouter.TransactOpts, subId, to)
}

// CancelSubscription is a paid mutator transaction binding the contract method 0xd7ae1d30.
//
// Solidity: function cancelSubscription(uint64 subId, address to) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) CancelSubscription(subId uint64, to common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.CancelSubscription(&_InferenceRouter.TransactOpts, subId, to)
}

// CreateSubscription is a paid mutator transaction binding the contract method 0xe375c0d6.
//
// Solidity: function createSubscription(address token) returns(uint64 subId)
func (_InferenceRouter *InferenceRouterTransactor) CreateSubscription(opts *bind.TransactOpts, token common.Address) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "createSubscription", token)
}

// CreateSubscription is a paid mutator transaction binding the contract method 0xe375c0d6.
//
// Solidity: function createSubscription(address token) returns(uint64 subId)
func (_InferenceRouter *InferenceRouterSession) CreateSubscription(token common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.CreateSubscription(&_InferenceRouter.TransactOpts, token)
}

// CreateSubscription is a paid mutator transaction binding the contract method 0xe375c0d6.
//
// Solidity: function createSubscription(address token) returns(uint64 subId)
func (_InferenceRouter *InferenceRouterTransactorSession) CreateSubscription(token common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.CreateSubscription(&_InferenceRouter.TransactOpts, token)
}

// FundSubscription is a paid mutator transaction binding the contract method 0xdd281928.
//
// Solidity: function fundSubscription(uint64 subId, uint256 amount) payable returns()
func (_InferenceRouter *InferenceRouterTransactor) FundSubscription(opts *bind.TransactOpts, subId uint64, amount *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "fundSubscription", subId, amount)
}

// FundSubscription is a paid mutator transaction binding the contract method 0xdd281928.
//
// Solidity: function fundSubscription(uint64 subId, uint256 amount) payable returns()
func (_InferenceRouter *InferenceRouterSession) FundSubscription(subId uint64, amount *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.FundSubscription(&_InferenceRouter.TransactOpts, subId, amount)
}

// FundSubscription is a paid mutator transaction binding the contract method 0xdd281928.
//
// Solidity: function fundSubscription(uint64 subId, uint256 amount) payable returns()
func (_InferenceRouter *InferenceRouterTransactorSession) FundSubscription(subId uint64, amount *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.FundSubscription(&_InferenceRouter.TransactOpts, subId, amount)
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

// RefundMany is a paid mutator transaction binding the contract method 0xca676dcf.
//
// Solidity: function refundMany(uint256[] ids) returns(uint256 refunded)
func (_InferenceRouter *InferenceRouterTransactor) RefundMany(opts *bind.TransactOpts, ids []*big.Int) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "refundMany", ids)
}

// RefundMany is a paid mutator transaction binding the contract method 0xca676dcf.
//
// Solidity: function refundMany(uint256[] ids) returns(uint256 refunded)
func (_InferenceRouter *InferenceRouterSession) RefundMany(ids []*big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.RefundMany(&_InferenceRouter.TransactOpts, ids)
}

// RefundMany is a paid mutator transaction binding the contract method 0xca676dcf.
//
// Solidity: function refundMany(uint256[] ids) returns(uint256 refunded)
func (_InferenceRouter *InferenceRouterTransactorSession) RefundMany(ids []*big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.RefundMany(&_InferenceRouter.TransactOpts, ids)
}

// RemoveConsumer is a paid mutator transaction binding the contract method 0x9f87fad7.
//
// Solidity: function removeConsumer(uint64 subId, address consumer) returns()
func (_InferenceRouter *InferenceRouterTransactor) RemoveConsumer(opts *bind.TransactOpts, subId uint64, consumer common.Address) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "removeConsumer", subId, consumer)
}

// RemoveConsumer is a paid mutator transaction binding the contract method 0x9f87fad7.
//
// Solidity: function removeConsumer(uint64 subId, address consumer) returns()
func (_InferenceRouter *InferenceRouterSession) RemoveConsumer(subId uint64, consumer common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.RemoveConsumer(&_InferenceRouter.TransactOpts, subId, consumer)
}

// RemoveConsumer is a paid mutator transaction binding the contract method 0x9f87fad7.
//
// Solidity: function removeConsumer(uint64 subId, address consumer) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) RemoveConsumer(subId uint64, consumer common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.RemoveConsumer(&_InferenceRouter.TransactOpts, subId, consumer)
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

// RequestInferenceFromSubscription is a paid mutator transaction binding the contract method 0xf7637ba8.
//
// Solidity: function requestInferenceFromSubscription(uint64 subId, string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable, uint32 callbackGasLimit, uint256 fee) returns(uint256 id)
func (_InferenceRouter *InferenceRouterTransactor) RequestInferenceFromSubscription(opts *bind.TransactOpts, subId uint64, model string, prompt []byte, maxTokens uint32, deadline uint64, gasLimit uint32, requiredMemoryMB uint32, batchable bool, callbackGasLimit uint32, fee *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "requestInferenceFromSubscription", subId, model, prompt, maxTokens, deadline, gasLimit, requiredMemoryMB, batchable, callbackGasLimit, fee)
}

// RequestInferenceFromSubscription is a paid mutator transaction binding the contract method 0xf7637ba8.
//
// Solidity: function requestInferenceFromSubscription(uint64 subId, string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable, uint32 callbackGasLimit, uint256 fee) returns(uint256 id)
func (_InferenceRouter *InferenceRouterSession) RequestInferenceFromSubscription(subId uint64, model string, prompt []byte, maxTokens uint32, deadline uint64, gasLimit uint32, requiredMemoryMB uint32, batchable bool, callbackGasLimit uint32, fee *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.RequestInferenceFromSubscription(&_InferenceRouter.TransactOpts, subId, model, prompt, maxTokens, deadline, gasLimit, requiredMemoryMB, batchable, callbackGasLimit, fee)
}

// RequestInferenceFromSubscription is a paid mutator transaction binding the contract method 0xf7637ba8.
//
// Solidity: function requestInferenceFromSubscription(uint64 subId, string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 gasLimit, uint32 requiredMemoryMB, bool batchable, uint32 callbackGasLimit, uint256 fee) returns(uint256 id)
func (_InferenceRouter *InferenceRouterTransactorSession) RequestInferenceFromSubscription(subId uint64, model string, prompt []byte, maxTokens uint32, deadline uint64, gasLimit uint32, requiredMemoryMB uint32, batchable bool, callbackGasLimit uint32, fee *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.RequestInferenceFromSubscription(&_InferenceRouter.TransactOpts, subId, model, prompt, maxTokens, deadline, gasLimit, requiredMemoryMB, batchable, callbackGasLimit, fee)
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

// SetKeeperFeeCap is a paid mutator transaction binding the contract method 0xcfda776c.
//
// Solidity: function setKeeperFeeCap(address token, uint256 cap) returns()
func (_InferenceRouter *InferenceRouterTransactor) SetKeeperFeeCap(opts *bind.TransactOpts, token common.Address, cap *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "setKeeperFeeCap", token, cap)
}

// SetKeeperFeeCap is a paid mutator transaction binding the contract method 0xcfda776c.
//
// Solidity: function setKeeperFeeCap(address token, uint256 cap) returns()
func (_InferenceRouter *InferenceRouterSession) SetKeeperFeeCap(token common.Address, cap *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetKeeperFeeCap(&_InferenceRouter.TransactOpts, token, cap)
}

// SetKeeperFeeCap is a paid mutator transaction binding the contract method 0xcfda776c.
//
// Solidity: function setKeeperFeeCap(address token, uint256 cap) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) SetKeeperFeeCap(token common.Address, cap *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetKeeperFeeCap(&_InferenceRouter.TransactOpts, token, cap)
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

// SetPriceFeed is a paid mutator transaction binding the contract method 0x76e11286.
//
// Solidity: function setPriceFeed(address token, address feed) returns()
func (_InferenceRouter *InferenceRouterTransactor) SetPriceFeed(opts *bind.TransactOpts, token common.Address, feed common.Address) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "setPriceFeed", token, feed)
}

// SetPriceFeed is a paid mutator transaction binding the contract method 0x76e11286.
//
// Solidity: function setPriceFeed(address token, address feed) returns()
func (_InferenceRouter *InferenceRouterSession) SetPriceFeed(token common.Address, feed common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetPriceFeed(&_InferenceRouter.TransactOpts, token, feed)
}

// SetPriceFeed is a paid mutator transaction binding the contract method 0x76e11286.
//
// Solidity: function setPriceFeed(address token, address feed) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) SetPriceFeed(token common.Address, feed common.Address) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetPriceFeed(&_InferenceRouter.TransactOpts, token, feed)
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

// SetWithdrawalDelay is a paid mutator transaction binding the contract method 0x73add0fd.
//
// Solidity: function setWithdrawalDelay(uint64 delay) returns()
func (_InferenceRouter *InferenceRouterTransactor) SetWithdrawalDelay(opts *bind.TransactOpts, delay uint64) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "setWithdrawalDelay", delay)
}

// SetWithdrawalDelay is a paid mutator transaction binding the contract method 0x73add0fd.
//
// Solidity: function setWithdrawalDelay(uint64 delay) returns()
func (_InferenceRouter *InferenceRouterSession) SetWithdrawalDelay(delay uint64) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetWithdrawalDelay(&_InferenceRouter.TransactOpts, delay)
}

// SetWithdrawalDelay is a paid mutator transaction binding the contract method 0x73add0fd.
//
// Solidity: function setWithdrawalDelay(uint64 delay) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) SetWithdrawalDelay(delay uint64) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SetWithdrawalDelay(&_InferenceRouter.TransactOpts, delay)
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

// WithdrawOwed is a paid mutator transaction binding the contract method 0x39a72c5c.
//
// Solidity: function withdrawOwed() returns()
func (_InferenceRouter *InferenceRouterTransactor) WithdrawOwed(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "withdrawOwed")
}

// WithdrawOwed is a paid mutator transaction binding the contract method 0x39a72c5c.
//
// Solidity: function withdrawOwed() returns()
func (_InferenceRouter *InferenceRouterSession) WithdrawOwed() (*types.Transaction, error) {
	return _InferenceRouter.Contract.WithdrawOwed(&_InferenceRouter.TransactOpts)
}

// WithdrawOwed is a paid mutator transaction binding the contract method 0x39a72c5c.
//
// Solidity: function withdrawOwed() returns()
func (_InferenceRouter *InferenceRouterTransactorSession) WithdrawOwed() (*types.Transaction, error) {
	return _InferenceRouter.Contract.WithdrawOwed(&_InferenceRouter.TransactOpts)
}

// WithdrawRequest is a paid mutator transaction binding the contract method 0x74899a7e.
//
// Solidity: function withdrawRequest(uint256 id) returns()
func (_InferenceRouter *InferenceRouterTransactor) WithdrawRequest(opts *bind.TransactOpts, id *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "withdrawRequest", id)
}

// WithdrawRequest is a paid mutator transaction binding the contract method 0x74899a7e.
//
// Solidity: function withdrawRequest(uint256 id) returns()
func (_InferenceRouter *InferenceRouterSession) WithdrawRequest(id *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.WithdrawRequest(&_InferenceRouter.TransactOpts, id)
}

// WithdrawRequest is a paid mutator transaction binding the contract method 0x74899a7e.
//
// Solidity: function withdrawRequest(uint256 id) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) WithdrawRequest(id *big.Int) (*types.Transaction, error) {
	return _InferenceRouter.Contract.WithdrawRequest(&_InferenceRouter.TransactOpts, id)
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

// InferenceRouterConsumerAddedIterator is returned from FilterConsumerAdded and is used to iterate over the raw logs and unpacked data for ConsumerAdded events raised by the InferenceRouter contract.
type InferenceRouterConsumerAddedIterator struct {
	Event *InferenceRouterConsumerAdded // Event containing the contract specifics and raw log

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
func (it *InferenceRouterConsumerAddedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterConsumerAdded)
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
		it.Event = new(InferenceRouterConsumerAdded)
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
func (it *InferenceRouterConsumerAddedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterConsumerAddedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterConsumerAdded represents a ConsumerAdded event raised by the InferenceRouter contract.
type InferenceRouterConsumerAdded struct {
	SubId    uint64
	Consumer common.Address
	Raw      types.Log // Blockchain specific contextual infos
}

// FilterConsumerAdded is a free log retrieval operation binding the contract event 0x752ead9f4536ec1319ee3a5a604e1d65eded22e0924251552ba14ae4faa1bbc3.
//
// Solidity: event ConsumerAdded(uint64 indexed subId, address consumer)
func (_InferenceRouter *InferenceRouterFilterer) FilterConsumerAdded(opts *bind.FilterOpts, subId []uint64) (*InferenceRouterConsumerAddedIterator, error) {

	var subIdRule []interface{}
	for _, subIdItem := range subId {
		subIdRule = append(subIdRule, subIdItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "ConsumerAdded", subIdRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterConsumerAddedIterator{contract: _InferenceRouter.contract, event: "ConsumerAdded", logs: logs, sub: sub}, nil
}

// WatchConsumerAdded is a free log subscription operation binding the contract event 0x752ead9f4536ec1319ee3a5a604e1d65eded22e0924251552ba14ae4faa1bbc3.
//
// Solidity: event ConsumerAdded(uint64 indexed subId, address consumer)
func (_InferenceRouter *InferenceRouterFilterer) WatchConsumerAdded(opts *bind.WatchOpts, sink chan<- *InferenceRouterConsumerAdded, subId []uint64) (event.Subscription, error) {

	var subIdRule []interface{}
	for _, subIdItem := range subId {
		subIdRule = append(subIdRule, subIdItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "ConsumerAdded", subIdRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterConsumerAdded)
				if err := _InferenceRouter.contract.UnpackLog(event, "ConsumerAdded", log); err != nil {
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

// ParseConsumerAdded is a log parse operation binding the contract event 0x752ead9f4536ec1319ee3a5a604e1d65eded22e0924251552ba14ae4faa1bbc3.
//
// Solidity: event ConsumerAdded(uint64 indexed subId, address consumer)
func (_InferenceRouter *InferenceRouterFilterer) ParseConsumerAdded(log types.Log) (*InferenceRouterConsumerAdded, error) {
	event := new(InferenceRouterConsumerAdded)
	if err := _InferenceRouter.contract.UnpackLog(event, "ConsumerAdded", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterConsumerRemovedIterator is returned from FilterConsumerRemoved and is used to iterate over the raw logs and unpacked data for ConsumerRemoved events raised by the InferenceRouter contract.
type InferenceRouterConsumerRemovedIterator struct {
	Event *InferenceRouterConsumerRemoved // Event containing the contract specifics and raw log

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
func (it *InferenceRouterConsumerRemovedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterConsumerRemoved)
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
		it.Event = new(InferenceRouterConsumerRemoved)
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
func (it *InferenceRouterConsumerRemovedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterConsumerRemovedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterConsumerRemoved represents a ConsumerRemoved event raised by the InferenceRouter contract.
type InferenceRouterConsumerRemoved struct {
	SubId    uint64
	Consumer common.Address
	Raw      types.Log // Blockchain specific contextual infos
}

// FilterConsumerRemoved is a free log retrieval operation binding the contract event 0xf9bc9d5b5733d904409def43a5ecc888dbdac9a95687780d8fd489d3bb3813fc.
//
// Solidity: event ConsumerRemoved(uint64 indexed subId, address consumer)
func (_InferenceRouter *InferenceRouterFilterer) FilterConsumerRemoved(opts *bind.FilterOpts, subId []uint64) (*InferenceRouterConsumerRemovedIterator, error) {

	var subIdRule []interface{}
	for _, subIdItem := range subId {
		subIdRule = append(subIdRule, subIdItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "ConsumerRemoved", subIdRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterConsumerRemovedIterator{contract: _InferenceRouter.contract, event: "ConsumerRemoved", logs: logs, sub: sub}, nil
}

// WatchConsumerRemoved is a free log subscription operation binding the contract event 0xf9bc9d5b5733d904409def43a5ecc888dbdac9a95687780d8fd489d3bb3813fc.
//
// Solidity: event ConsumerRemoved(uint64 indexed subId, address consumer)
func (_InferenceRouter *InferenceRouterFilterer) WatchConsumerRemoved(opts *bind.WatchOpts, sink chan<- *InferenceRouterConsumerRemoved, subId []uint64) (event.Subscription, error) {

	var subIdRule []interface{}
	for _, subIdItem := range subId {
		subIdRule = append(subIdRule, subIdItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "ConsumerRemoved", subIdRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterConsumerRemoved)
				if err := _InferenceRouter.contract.UnpackLog(event, "ConsumerRemoved", log); err != nil {
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

// ParseConsumerRemoved is a log parse operation binding the contract event 0xf9bc9d5b5733d904409def43a5ecc888dbdac9a95687780d8fd489d3bb3813fc.
//
// Solidity: event ConsumerRemoved(uint64 indexed subId, address consumer)
func (_InferenceRouter *InferenceRouterFilterer) ParseConsumerRemoved(log types.Log) (*InferenceRouterConsumerRemoved, error) {
	event := new(InferenceRouterConsumerRemoved)
	if err := _InferenceRouter.contract.UnpackLog(event, "ConsumerRemoved", log); err != nil {
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

// InferenceRouterFeeBumpedIterator is returned from FilterFeeBumped and is used to iterate over the raw logs and unpacked data for FeeBumped events raised by the InferenceRouter contract.
type InferenceRouterFeeBumpedIterator struct {
	Event *InferenceRouterFeeBumped // Event containing the contract specifics and raw log

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
func (it *InferenceRouterFeeBumpedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterFeeBumped)
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
		it.Event = new(InferenceRouterFeeBumped)
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
func (it *InferenceRouterFeeBumpedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterFeeBumpedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterFeeBumped represents a FeeBumped event raised by the InferenceRouter contract.
type InferenceRouterFeeBumped struct {
	Id  *big.Int
	Fee *big.Int
	Raw types.Log // Blockchain specific contextual infos
}

// FilterFeeBumped is a free log retrieval operation binding the contract event 0x29f32d8aaa628cedd7fc3d76dfb70145575d4be7c4bc3a5eaf4c51b9b54474cb.
//
// Solidity: event FeeBumped(uint256 indexed id, uint256 fee)
func (_InferenceRouter *InferenceRouterFilterer) FilterFeeBumped(opts *bind.FilterOpts, id []*big.Int) (*InferenceRouterFeeBumpedIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "FeeBumped", idRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterFeeBumpedIterator{contract: _InferenceRouter.contract, event: "FeeBumped", logs: logs, sub: sub}, nil
}

// WatchFeeBumped is a free log subscription operation binding the contract event 0x29f32d8aaa628cedd7fc3d76dfb70145575d4be7c4bc3a5eaf4c51b9b54474cb.
//
// Solidity: event FeeBumped(uint256 indexed id, uint256 fee)
func (_InferenceRouter *InferenceRouterFilterer) WatchFeeBumped(opts *bind.WatchOpts, sink chan<- *InferenceRouterFeeBumped, id []*big.Int) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "FeeBumped", idRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterFeeBumped)
				if err := _InferenceRouter.contract.UnpackLog(event, "FeeBumped", log); err != nil {
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

// ParseFeeBumped is a log parse operation binding the contract event 0x29f32d8aaa628cedd7fc3d76dfb70145575d4be7c4bc3a5eaf4c51b9b54474cb.
//
// Solidity: event FeeBumped(uint256 indexed id, uint256 fee)
func (_InferenceRouter *InferenceRouterFilterer) ParseFeeBumped(log types.Log) (*InferenceRouterFeeBumped, error) {
	event := new(InferenceRouterFeeBumped)
	if err := _InferenceRouter.contract.UnpackLog(event, "FeeBumped", log); err != nil {
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

// InferenceRouterKeeperFeeCapSetIterator is returned from FilterKeeperFeeCapSet and is used to iterate over the raw logs and unpacked data for KeeperFeeCapSet events raised by the InferenceRouter contract.
type InferenceRouterKeeperFeeCapSetIterator struct {
	Event *InferenceRouterKeeperFeeCapSet // Event containing the contract specifics and raw log

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
func (it *InferenceRouterKeeperFeeCapSetIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterKeeperFeeCapSet)
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
		it.Event = new(InferenceRouterKeeperFeeCapSet)
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
func (it *InferenceRouterKeeperFeeCapSetIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterKeeperFeeCapSetIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterKeeperFeeCapSet represents a KeeperFeeCapSet event raised by the InferenceRouter contract.
type InferenceRouterKeeperFeeCapSet struct {
	Token common.Address
	Cap   *big.Int
	Raw   types.Log // Blockchain specific contextual infos
}

// FilterKeeperFeeCapSet is a free log retrieval operation binding the contract event 0xef4578a01c4ecb962fb5a3b670e6267befb13c074f7cfb4b9ca3dcb53764397e.
//
// Solidity: event KeeperFeeCapSet(address indexed token, uint256 cap)
func (_InferenceRouter *InferenceRouterFilterer) FilterKeeperFeeCapSet(opts *bind.FilterOpts, token []common.Address) (*InferenceRouterKeeperFeeCapSetIterator, error) {

	var tokenRule []interface{}
	for _, tokenItem := range token {
		tokenRule = append(tokenRule, tokenItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "KeeperFeeCapSet", tokenRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterKeeperFeeCapSetIterator{contract: _InferenceRouter.contract, event: "KeeperFeeCapSet", logs: logs, sub: sub}, nil
}

// WatchKeeperFeeCapSet is a free log subscription operation binding the contract event 0xef4578a01c4ecb962fb5a3b670e6267befb13c074f7cfb4b9ca3dcb53764397e.
//
// Solidity: event KeeperFeeCapSet(address indexed token, uint256 cap)
func (_InferenceRouter *InferenceRouterFilterer) WatchKeeperFeeCapSet(opts *bind.WatchOpts, sink chan<- *InferenceRouterKeeperFeeCapSet, token []common.Address) (event.Subscription, error) {

	var tokenRule []interface{}
	for _, tokenItem := range token {
		tokenRule = append(tokenRule, tokenItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "KeeperFeeCapSet", tokenRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterKeeperFeeCapSet)
				if err := _InferenceRouter.contract.UnpackLog(event, "KeeperFeeCapSet", log); err != nil {
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

// ParseKeeperFeeCapSet is a log parse operation binding the contract event 0xef4578a01c4ecb962fb5a3b670e6267befb13c074f7cfb4b9ca3dcb53764397e.
//
// Solidity: event KeeperFeeCapSet(address indexed token, uint256 cap)
func (_InferenceRouter *InferenceRouterFilterer) ParseKeeperFeeCapSet(log types.Log) (*InferenceRouterKeeperFeeCapSet, error) {
	event := new(InferenceRouterKeeperFeeCapSet)
	if err := _InferenceRouter.contract.UnpackLog(event, "KeeperFeeCapSet", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterKeeperPaidIterator is returned from FilterKeeperPaid and is used to iterate over the raw logs and unpacked data for KeeperPaid events raised by the InferenceRouter contract.
type InferenceRouterKeeperPaidIterator struct {
	Event *InferenceRouterKeeperPaid // Event containing the contract specifics and raw log

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
func (it *InferenceRouterKeeperPaidIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterKeeperPaid)
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
		it.Event = new(InferenceRouterKeeperPaid)
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
func (it *InferenceRouterKeeperPaidIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterKeeperPaidIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterKeeperPaid represents a KeeperPaid event raised by the InferenceRouter contract.
type InferenceRouterKeeperPaid struct {
	Keeper common.Address
	Token  common.Address
	Amount *big.Int
	Raw    types.Log // Blockchain specific contextual infos
}

// FilterKeeperPaid is a free log retrieval operation binding the contract event 0xf03012dd4aab142682aa01439f94e975e2ec77ef558352323bc05f382f74b082.
//
// Solidity: event KeeperPaid(address indexed keeper, address token, uint256 amount)
func (_InferenceRouter *InferenceRouterFilterer) FilterKeeperPaid(opts *bind.FilterOpts, keeper []common.Address) (*InferenceRouterKeeperPaidIterator, error) {

	var keeperRule []interface{}
	for _, keeperItem := range keeper {
		keeperRule = append(keeperRule, keeperItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "KeeperPaid", keeperRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterKeeperPaidIterator{contract: _InferenceRouter.contract, event: "KeeperPaid", logs: logs, sub: sub}, nil
}

// WatchKeeperPaid is a free log subscription operation binding the contract event 0xf03012dd4aab142682aa01439f94e975e2ec77ef558352323bc05f382f74b082.
//
// Solidity: event KeeperPaid(address indexed keeper, address token, uint256 amount)
func (_InferenceRouter *InferenceRouterFilterer) WatchKeeperPaid(opts *bind.WatchOpts, sink chan<- *InferenceRouterKeeperPaid, keeper []common.Address) (event.Subscription, error) {

	var keeperRule []interface{}
	for _, keeperItem := range keeper {
		keeperRule = append(keeperRule, keeperItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "KeeperPaid", keeperRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterKeeperPaid)
				if err := _InferenceRouter.contract.UnpackLog(event, "KeeperPaid", log); err != nil {
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

// ParseKeeperPaid is a log parse operation binding the contract event 0xf03012dd4aab142682aa01439f94e975e2ec77ef558352323bc05f382f74b082.
//
// Solidity: event KeeperPaid(address indexed keeper, address token, uint256 amount)
func (_InferenceRouter *InferenceRouterFilterer) ParseKeeperPaid(log types.Log) (*InferenceRouterKeeperPaid, error) {
	event := new(InferenceRouterKeeperPaid)
	if err := _InferenceRouter.contract.UnpackLog(event, "KeeperPaid", log); err != nil {
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

// InferenceRouterPriceFeedSetIterator is returned from FilterPriceFeedSet and is used to iterate over the raw logs and unpacked data for PriceFeedSet events raised by the InferenceRouter contract.
type InferenceRouterPriceFeedSetIterator struct {
	Event *InferenceRouterPriceFeedSet // Event containing the contract specifics and raw log

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
func (it *InferenceRouterPriceFeedSetIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterPriceFeedSet)
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
		it.Event = new(InferenceRouterPriceFeedSet)
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
func (it *InferenceRouterPriceFeedSetIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterPriceFeedSetIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterPriceFeedSet represents a PriceFeedSet event raised by the InferenceRouter contract.
type InferenceRouterPriceFeedSet struct {
	Token common.Address
	Feed  common.Address
	Raw   types.Log // Blockchain specific contextual infos
}

// FilterPriceFeedSet is a free log retrieval operation binding the contract event 0xd2d8394cf7549a5ddbc2ba3dd7b2de8d53c891472d1f2907008ed6a10045fdae.
//
// Solidity: event PriceFeedSet(address indexed token, address feed)
func (_InferenceRouter *InferenceRouterFilterer) FilterPriceFeedSet(opts *bind.FilterOpts, token []common.Address) (*InferenceRouterPriceFeedSetIterator, error) {

	var tokenRule []interface{}
	for _, tokenItem := range token {
		tokenRule = append(tokenRule, tokenItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "PriceFeedSet", tokenRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterPriceFeedSetIterator{contract: _InferenceRouter.contract, event: "PriceFeedSet", logs: logs, sub: sub}, nil
}

// WatchPriceFeedSet is a free log subscription operation binding the contract event 0xd2d8394cf7549a5ddbc2ba3dd7b2de8d53c891472d1f2907008ed6a10045fdae.
//
// Solidity: event PriceFeedSet(address indexed token, address feed)
func (_InferenceRouter *InferenceRouterFilterer) WatchPriceFeedSet(opts *bind.WatchOpts, sink chan<- *InferenceRouterPriceFeedSet, token []common.Address) (event.Subscription, error) {

	var tokenRule []interface{}
	for _, tokenItem := range token {
		tokenRule = append(tokenRule, tokenItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "PriceFeedSet", tokenRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterPriceFeedSet)
				if err := _InferenceRouter.contract.UnpackLog(event, "PriceFeedSet", log); err != nil {
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

// ParsePriceFeedSet is a log parse operation binding the contract event 0xd2d8394cf7549a5ddbc2ba3dd7b2de8d53c891472d1f2907008ed6a10045fdae.
//
// Solidity: event PriceFeedSet(address indexed token, address feed)
func (_InferenceRouter *InferenceRouterFilterer) ParsePriceFeedSet(log types.Log) (*InferenceRouterPriceFeedSet, error) {
	event := new(InferenceRouterPriceFeedSet)
	if err := _InferenceRouter.contract.UnpackLog(event, "PriceFeedSet", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterRefundDeferredIterator is returned from FilterRefundDeferred and is used to iterate over the raw logs and unpacked data for RefundDeferred events raised by the InferenceRouter contract.
type InferenceRouterRefundDeferredIterator struct {
	Event *InferenceRouterRefundDeferred // Event containing the contract specifics and raw log

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
func (it *InferenceRouterRefundDeferredIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterRefundDeferred)
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
		it.Event = new(InferenceRouterRefundDeferred)
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
func (it *InferenceRouterRefundDeferredIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterRefundDeferredIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterRefundDeferred represents a RefundDeferred event raised by the InferenceRouter contract.
type InferenceRouterRefundDeferred struct {
	Requester common.Address
	Amount    *big.Int
	Raw       types.Log // Blockchain specific contextual infos
}

// FilterRefundDeferred is a free log retrieval operation binding the contract event 0x4c3c5fd562d15d6ebc1724dc6f4599da3e0bc9c66552270de3d85114516550c4.
//
// Solidity: event RefundDeferred(address indexed requester, uint256 amount)
func (_InferenceRouter *InferenceRouterFilterer) FilterRefundDeferred(opts *bind.FilterOpts, requester []common.Address) (*InferenceRouterRefundDeferredIterator, error) {

	var requesterRule []interface{}
	for _, requesterItem := range requester {
		requesterRule = append(requesterRule, requesterItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "RefundDeferred", requesterRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterRefundDeferredIterator{contract: _InferenceRouter.contract, event: "RefundDeferred", logs: logs, sub: sub}, nil
}

// WatchRefundDeferred is a free log subscription operation binding the contract event 0x4c3c5fd562d15d6ebc1724dc6f4599da3e0bc9c66552270de3d85114516550c4.
//
// Solidity: event RefundDeferred(address indexed requester, uint256 amount)
func (_InferenceRouter *InferenceRouterFilterer) WatchRefundDeferred(opts *bind.WatchOpts, sink chan<- *InferenceRouterRefundDeferred, requester []common.Address) (event.Subscription, error) {

	var requesterRule []interface{}
	for _, requesterItem := range requester {
		requesterRule = append(requesterRule, requesterItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "RefundDeferred", requesterRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterRefundDeferred)
				if err := _InferenceRouter.contract.UnpackLog(event, "RefundDeferred", log); err != nil {
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

// ParseRefundDeferred is a log parse operation binding the contract event 0x4c3c5fd562d15d6ebc1724dc6f4599da3e0bc9c66552270de3d85114516550c4.
//
// Solidity: event RefundDeferred(address indexed requester, uint256 amount)
func (_InferenceRouter *InferenceRouterFilterer) ParseRefundDeferred(log types.Log) (*InferenceRouterRefundDeferred, error) {
	event := new(InferenceRouterRefundDeferred)
	if err := _InferenceRouter.contract.UnpackLog(event, "RefundDeferred", log); err != nil {
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

// InferenceRouterRequestFromSubscriptionIterator is returned from FilterRequestFromSubscription and is used to iterate over the raw logs and unpacked data for RequestFromSubscription events raised by the InferenceRouter contract.
type InferenceRouterRequestFromSubscriptionIterator struct {
	Event *InferenceRouterRequestFromSubscription // Event containing the contract specifics and raw log

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
func (it *InferenceRouterRequestFromSubscriptionIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterRequestFromSubscription)
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
		it.Event = new(InferenceRouterRequestFromSubscription)
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
func (it *InferenceRouterRequestFromSubscriptionIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterRequestFromSubscriptionIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterRequestFromSubscription represents a RequestFromSubscription event raised by the InferenceRouter contract.
type InferenceRouterRequestFromSubscription struct {
	Id    *big.Int
	SubId uint64
	Token common.Address
	Raw   types.Log // Blockchain specific contextual infos
}

// FilterRequestFromSubscription is a free log retrieval operation binding the contract event 0x410a4fda9e6559c7ced0dd585ed56d1934f11fe456ede1f25e0b1849a7cf8963.
//
// Solidity: event RequestFromSubscription(uint256 indexed id, uint64 indexed subId, address token)
func (_InferenceRouter *InferenceRouterFilterer) FilterRequestFromSubscription(opts *bind.FilterOpts, id []*big.Int, subId []uint64) (*InferenceRouterRequestFromSubscriptionIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var subIdRule []interface{}
	for _, subIdItem := range subId {
		subIdRule = append(subIdRule, subIdItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "RequestFromSubscription", idRule, subIdRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterRequestFromSubscriptionIterator{contract: _InferenceRouter.contract, event: "RequestFromSubscription", logs: logs, sub: sub}, nil
}

// WatchRequestFromSubscription is a free log subscription operation binding the contract event 0x410a4fda9e6559c7ced0dd585ed56d1934f11fe456ede1f25e0b1849a7cf8963.
//
// Solidity: event RequestFromSubscription(uint256 indexed id, uint64 indexed subId, address token)
func (_InferenceRouter *InferenceRouterFilterer) WatchRequestFromSubscription(opts *bind.WatchOpts, sink chan<- *InferenceRouterRequestFromSubscription, id []*big.Int, subId []uint64) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}
	var subIdRule []interface{}
	for _, subIdItem := range subId {
		subIdRule = append(subIdRule, subIdItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "RequestFromSubscription", idRule, subIdRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterRequestFromSubscription)
				if err := _InferenceRouter.contract.UnpackLog(event, "RequestFromSubscription", log); err != nil {
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

// ParseRequestFromSubscription is a log parse operation binding the contract event 0x410a4fda9e6559c7ced0dd585ed56d1934f11fe456ede1f25e0b1849a7cf8963.
//
// Solidity: event RequestFromSubscription(uint256 indexed id, uint64 indexed subId, address token)
func (_InferenceRouter *InferenceRouterFilterer) ParseRequestFromSubscription(log types.Log) (*InferenceRouterRequestFromSubscription, error) {
	event := new(InferenceRouterRequestFromSubscription)
	if err := _InferenceRouter.contract.UnpackLog(event, "RequestFromSubscription", log); err != nil {
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

// InferenceRouterSubscriptionCanceledIterator is returned from FilterSubscriptionCanceled and is used to iterate over the raw logs and unpacked data for SubscriptionCanceled events raised by the InferenceRouter contract.
type InferenceRouterSubscriptionCanceledIterator struct {
	Event *InferenceRouterSubscriptionCanceled // Event containing the contract specifics and raw log

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
func (it *InferenceRouterSubscriptionCanceledIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterSubscriptionCanceled)
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
		it.Event = new(InferenceRouterSubscriptionCanceled)
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
func (it *InferenceRouterSubscriptionCanceledIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterSubscriptionCanceledIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterSubscriptionCanceled represents a SubscriptionCanceled event raised by the InferenceRouter contract.
type InferenceRouterSubscriptionCanceled struct {
	SubId  uint64
	To     common.Address
	Amount *big.Int
	Raw    types.Log // Blockchain specific contextual infos
}

// FilterSubscriptionCanceled is a free log retrieval operation binding the contract event 0xe8ed5b475a5b5987aa9165e8731bb78043f39eee32ec5a1169a89e27fcd49815.
//
// Solidity: event SubscriptionCanceled(uint64 indexed subId, address to, uint256 amount)
func (_InferenceRouter *InferenceRouterFilterer) FilterSubscriptionCanceled(opts *bind.FilterOpts, subId []uint64) (*InferenceRouterSubscriptionCanceledIterator, error) {

	var subIdRule []interface{}
	for _, subIdItem := range subId {
		subIdRule = append(subIdRule, subIdItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "SubscriptionCanceled", subIdRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterSubscriptionCanceledIterator{contract: _InferenceRouter.contract, event: "SubscriptionCanceled", logs: logs, sub: sub}, nil
}

// WatchSubscriptionCanceled is a free log subscription operation binding the contract event 0xe8ed5b475a5b5987aa9165e8731bb78043f39eee32ec5a1169a89e27fcd49815.
//
// Solidity: event SubscriptionCanceled(uint64 indexed subId, address to, uint256 amount)
func (_InferenceRouter *InferenceRouterFilterer) WatchSubscriptionCanceled(opts *bind.WatchOpts, sink chan<- *InferenceRouterSubscriptionCanceled, subId []uint64) (event.Subscription, error) {

	var subIdRule []interface{}
	for _, subIdItem := range subId {
		subIdRule = append(subIdRule, subIdItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "SubscriptionCanceled", subIdRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterSubscriptionCanceled)
				if err := _InferenceRouter.contract.UnpackLog(event, "SubscriptionCanceled", log); err != nil {
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

// ParseSubscriptionCanceled is a log parse operation binding the contract event 0xe8ed5b475a5b5987aa9165e8731bb78043f39eee32ec5a1169a89e27fcd49815.
//
// Solidity: event SubscriptionCanceled(uint64 indexed subId, address to, uint256 amount)
func (_InferenceRouter *InferenceRouterFilterer) ParseSubscriptionCanceled(log types.Log) (*InferenceRouterSubscriptionCanceled, error) {
	event := new(InferenceRouterSubscriptionCanceled)
	if err := _InferenceRouter.contract.UnpackLog(event, "SubscriptionCanceled", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterSubscriptionCreatedIterator is returned from FilterSubscriptionCreated and is used to iterate over the raw logs and unpacked data for SubscriptionCreated events raised by the InferenceRouter contract.
type InferenceRouterSubscriptionCreatedIterator struct {
	Event *InferenceRouterSubscriptionCreated // Event containing the contract specifics and raw log

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
func (it *InferenceRouterSubscriptionCreatedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterSubscriptionCreated)
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
		it.Event = new(InferenceRouterSubscriptionCreated)
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
func (it *InferenceRouterSubscriptionCreatedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterSubscriptionCreatedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterSubscriptionCreated represents a SubscriptionCreated event raised by the InferenceRouter contract.
type InferenceRouterSubscriptionCreated struct {
	SubId uint64
	Owner common.Address
	Token common.Address
	Raw   types.Log // Blockchain specific contextual infos
}

// FilterSubscriptionCreated is a free log retrieval operation binding the contract event 0xdd5b56d8d566aedd7137c8f6e2171f98872ffdc2be4bbd5f5f18c1a6f1c445bf.
//
// Solidity: event SubscriptionCreated(uint64 indexed subId, address indexed owner, address token)
func (_InferenceRouter *InferenceRouterFilterer) FilterSubscriptionCreated(opts *bind.FilterOpts, subId []uint64, owner []common.Address) (*InferenceRouterSubscriptionCreatedIterator, error) {

	var subIdRule []interface{}
	for _, subIdItem := range subId {
		subIdRule = append(subIdRule, subIdItem)
	}
	var ownerRule []interface{}
	for _, ownerItem := range owner {
		ownerRule = append(ownerRule, ownerItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "SubscriptionCreated", subIdRule, ownerRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterSubscriptionCreatedIterator{contract: _InferenceRouter.contract, event: "SubscriptionCreated", logs: logs, sub: sub}, nil
}

// WatchSubscriptionCreated is a free log subscription operation binding the contract event 0xdd5b56d8d566aedd7137c8f6e2171f98872ffdc2be4bbd5f5f18c1a6f1c445bf.
//
// Solidity: event SubscriptionCreated(uint64 indexed subId, address indexed owner, address token)
func (_InferenceRouter *InferenceRouterFilterer) WatchSubscriptionCreated(opts *bind.WatchOpts, sink chan<- *InferenceRouterSubscriptionCreated, subId []uint64, owner []common.Address) (event.Subscription, error) {

	var subIdRule []interface{}
	for _, subIdItem := range subId {
		subIdRule = append(subIdRule, subIdItem)
	}
	var ownerRule []interface{}
	for _, ownerItem := range owner {
		ownerRule = append(ownerRule, ownerItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "SubscriptionCreated", subIdRule, ownerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterSubscriptionCreated)
				if err := _InferenceRouter.contract.UnpackLog(event, "SubscriptionCreated", log); err != nil {
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

// ParseSubscriptionCreated is a log parse operation binding the contract event 0xdd5b56d8d566aedd7137c8f6e2171f98872ffdc2be4bbd5f5f18c1a6f1c445bf.
//
// Solidity: event SubscriptionCreated(uint64 indexed subId, address indexed owner, address token)
func (_InferenceRouter *InferenceRouterFilterer) ParseSubscriptionCreated(log types.Log) (*InferenceRouterSubscriptionCreated, error) {
	event := new(InferenceRouterSubscriptionCreated)
	if err := _InferenceRouter.contract.UnpackLog(event, "SubscriptionCreated", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterSubscriptionFundedIterator is returned from FilterSubscriptionFunded and is used to iterate over the raw logs and unpacked data for SubscriptionFunded events raised by the InferenceRouter contract.
type InferenceRouterSubscriptionFundedIterator struct {
	Event *InferenceRouterSubscriptionFunded // Event containing the contract specifics and raw log

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
func (it *InferenceRouterSubscriptionFundedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterSubscriptionFunded)
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
		it.Event = new(InferenceRouterSubscriptionFunded)
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
func (it *InferenceRouterSubscriptionFundedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterSubscriptionFundedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterSubscriptionFunded represents a SubscriptionFunded event raised by the InferenceRouter contract.
type InferenceRouterSubscriptionFunded struct {
	SubId      uint64
	OldBalance *big.Int
	NewBalance *big.Int
	Raw        types.Log // Blockchain specific contextual infos
}

// FilterSubscriptionFunded is a free log retrieval operation binding the contract event 0xd39ec07f4e209f627a4c427971473820dc129761ba28de8906bd56f57101d4f8.
//
// Solidity: event SubscriptionFunded(uint64 indexed subId, uint256 oldBalance, uint256 newBalance)
func (_InferenceRouter *InferenceRouterFilterer) FilterSubscriptionFunded(opts *bind.FilterOpts, subId []uint64) (*InferenceRouterSubscriptionFundedIterator, error) {

	var subIdRule []interface{}
	for _, subIdItem := range subId {
		subIdRule = append(subIdRule, subIdItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "SubscriptionFunded", subIdRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterSubscriptionFundedIterator{contract: _InferenceRouter.contract, event: "SubscriptionFunded", logs: logs, sub: sub}, nil
}

// WatchSubscriptionFunded is a free log subscription operation binding the contract event 0xd39ec07f4e209f627a4c427971473820dc129761ba28de8906bd56f57101d4f8.
//
// Solidity: event SubscriptionFunded(uint64 indexed subId, uint256 oldBalance, uint256 newBalance)
func (_InferenceRouter *InferenceRouterFilterer) WatchSubscriptionFunded(opts *bind.WatchOpts, sink chan<- *InferenceRouterSubscriptionFunded, subId []uint64) (event.Subscription, error) {

	var subIdRule []interface{}
	for _, subIdItem := range subId {
		subIdRule = append(subIdRule, subIdItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "SubscriptionFunded", subIdRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterSubscriptionFunded)
				if err := _InferenceRouter.contract.UnpackLog(event, "SubscriptionFunded", log); err != nil {
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

// ParseSubscriptionFunded is a log parse operation binding the contract event 0xd39ec07f4e209f627a4c427971473820dc129761ba28de8906bd56f57101d4f8.
//
// Solidity: event SubscriptionFunded(uint64 indexed subId, uint256 oldBalance, uint256 newBalance)
func (_InferenceRouter *InferenceRouterFilterer) ParseSubscriptionFunded(log types.Log) (*InferenceRouterSubscriptionFunded, error) {
	event := new(InferenceRouterSubscriptionFunded)
	if err := _InferenceRouter.contract.UnpackLog(event, "SubscriptionFunded", log); err != nil {
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

// InferenceRouterWithdrawalDelaySetIterator is returned from FilterWithdrawalDelaySet and is used to iterate over the raw logs and unpacked data for WithdrawalDelaySet events raised by the InferenceRouter contract.
type InferenceRouterWithdrawalDelaySetIterator struct {
	Event *InferenceRouterWithdrawalDelaySet // Event containing the contract specifics and raw log

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
func (it *InferenceRouterWithdrawalDelaySetIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterWithdrawalDelaySet)
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
		it.Event = new(InferenceRouterWithdrawalDelaySet)
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
func (it *InferenceRouterWithdrawalDelaySetIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterWithdrawalDelaySetIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterWithdrawalDelaySet represents a WithdrawalDelaySet event raised by the InferenceRouter contract.
type InferenceRouterWithdrawalDelaySet struct {
	Delay uint64
	Raw   types.Log // Blockchain specific contextual infos
}

// FilterWithdrawalDelaySet is a free log retrieval operation binding the contract event 0x065f238a4bdc206a1c1983524e4631c82f5b5c6da8231cee012002d7956458e0.
//
// Solidity: event WithdrawalDelaySet(uint64 delay)
func (_InferenceRouter *InferenceRouterFilterer) FilterWithdrawalDelaySet(opts *bind.FilterOpts) (*InferenceRouterWithdrawalDelaySetIterator, error) {

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "WithdrawalDelaySet")
	if err != nil {
		return nil, err
	}
	return &InferenceRouterWithdrawalDelaySetIterator{contract: _InferenceRouter.contract, event: "WithdrawalDelaySet", logs: logs, sub: sub}, nil
}

// WatchWithdrawalDelaySet is a free log subscription operation binding the contract event 0x065f238a4bdc206a1c1983524e4631c82f5b5c6da8231cee012002d7956458e0.
//
// Solidity: event WithdrawalDelaySet(uint64 delay)
func (_InferenceRouter *InferenceRouterFilterer) WatchWithdrawalDelaySet(opts *bind.WatchOpts, sink chan<- *InferenceRouterWithdrawalDelaySet) (event.Subscription, error) {

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "WithdrawalDelaySet")
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterWithdrawalDelaySet)
				if err := _InferenceRouter.contract.UnpackLog(event, "WithdrawalDelaySet", log); err != nil {
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

// ParseWithdrawalDelaySet is a log parse operation binding the contract event 0x065f238a4bdc206a1c1983524e4631c82f5b5c6da8231cee012002d7956458e0.
//
// Solidity: event WithdrawalDelaySet(uint64 delay)
func (_InferenceRouter *InferenceRouterFilterer) ParseWithdrawalDelaySet(log types.Log) (*InferenceRouterWithdrawalDelaySet, error) {
	event := new(InferenceRouterWithdrawalDelaySet)
	if err := _InferenceRouter.contract.UnpackLog(event, "WithdrawalDelaySet", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// InferenceRouterWithdrawalRequestedIterator is returned from FilterWithdrawalRequested and is used to iterate over the raw logs and unpacked data for WithdrawalRequested events raised by the InferenceRouter contract.
type InferenceRouterWithdrawalRequestedIterator struct {
	Event *InferenceRouterWithdrawalRequested // Event containing the contract specifics and raw log

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
func (it *InferenceRouterWithdrawalRequestedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(InferenceRouterWithdrawalRequested)
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
		it.Event = new(InferenceRouterWithdrawalRequested)
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
func (it *InferenceRouterWithdrawalRequestedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *InferenceRouterWithdrawalRequestedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// InferenceRouterWithdrawalRequested represents a WithdrawalRequested event raised by the InferenceRouter contract.
type InferenceRouterWithdrawalRequested struct {
	Id          *big.Int
	EffectiveAt uint64
	Raw         types.Log // Blockchain specific contextual infos
}

// FilterWithdrawalRequested is a free log retrieval operation binding the contract event 0xb91e2985aafc35977fd49dea7cb4b6c3b4a7414e5227f8ded6946bd42605147b.
//
// Solidity: event WithdrawalRequested(uint256 indexed id, uint64 effectiveAt)
func (_InferenceRouter *InferenceRouterFilterer) FilterWithdrawalRequested(opts *bind.FilterOpts, id []*big.Int) (*InferenceRouterWithdrawalRequestedIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _InferenceRouter.contract.FilterLogs(opts, "WithdrawalRequested", idRule)
	if err != nil {
		return nil, err
	}
	return &InferenceRouterWithdrawalRequestedIterator{contract: _InferenceRouter.contract, event: "WithdrawalRequested", logs: logs, sub: sub}, nil
}

// WatchWithdrawalRequested is a free log subscription operation binding the contract event 0xb91e2985aafc35977fd49dea7cb4b6c3b4a7414e5227f8ded6946bd42605147b.
//
// Solidity: event WithdrawalRequested(uint256 indexed id, uint64 effectiveAt)
func (_InferenceRouter *InferenceRouterFilterer) WatchWithdrawalRequested(opts *bind.WatchOpts, sink chan<- *InferenceRouterWithdrawalRequested, id []*big.Int) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _InferenceRouter.contract.WatchLogs(opts, "WithdrawalRequested", idRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(InferenceRouterWithdrawalRequested)
				if err := _InferenceRouter.contract.UnpackLog(event, "WithdrawalRequested", log); err != nil {
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

// ParseWithdrawalRequested is a log parse operation binding the contract event 0xb91e2985aafc35977fd49dea7cb4b6c3b4a7414e5227f8ded6946bd42605147b.
//
// Solidity: event WithdrawalRequested(uint256 indexed id, uint64 effectiveAt)
func (_InferenceRouter *InferenceRouterFilterer) ParseWithdrawalRequested(log types.Log) (*InferenceRouterWithdrawalRequested, error) {
	event := new(InferenceRouterWithdrawalRequested)
	if err := _InferenceRouter.contract.UnpackLog(event, "WithdrawalRequested", log); err != nil {
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
