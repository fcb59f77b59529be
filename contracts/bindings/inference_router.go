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

// InferenceRouterMetaData contains all meta data concerning the InferenceRouter contract.
var InferenceRouterMetaData = &bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialScheduler\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"promptLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"modelNameLimit\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"AlreadyFulfilled\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"AlreadyRefunded\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"DeadlineNotInFuture\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"DeadlinePassed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EmptyModel\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"EnforcedPause\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ExpectedPause\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"maxPromptBytes\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"maxModelNameBytes\",\"type\":\"uint256\"}],\"name\":\"InvalidLimits\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"InvalidShortString\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"recovered\",\"type\":\"address\"}],\"name\":\"InvalidVoucherSigner\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"MalformedVoucherSignature\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"ModelNameTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentFailed\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"length\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"max\",\"type\":\"uint256\"}],\"name\":\"PromptTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"RefundTooEarly\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"str\",\"type\":\"string\"}],\"name\":\"StringTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"UnknownRequest\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"VoucherExpired\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[],\"name\":\"EIP712DomainChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"priorityFee\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"submittedAt\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"}],\"name\":\"InferenceRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxPromptBytes\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"maxModelNameBytes\",\"type\":\"uint256\"}],\"name\":\"LimitsChanged\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Paused\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Refunded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"indexed\":false,\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"}],\"name\":\"ResultSubmitted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousScheduler\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"SchedulerRotated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"Unpaused\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"ASSIGNMENT_TYPEHASH\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_FULFILLED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_NONE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_PENDING\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"STATUS_REFUNDED\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"domainSeparator\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"eip712Domain\",\"outputs\":[{\"internalType\":\"bytes1\",\"name\":\"fields\",\"type\":\"bytes1\"},{\"internalType\":\"string\",\"name\":\"name\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"version\",\"type\":\"string\"},{\"internalType\":\"uint256\",\"name\":\"chainId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"verifyingContract\",\"type\":\"address\"},{\"internalType\":\"bytes32\",\"name\":\"salt\",\"type\":\"bytes32\"},{\"internalType\":\"uint256[]\",\"name\":\"extensions\",\"type\":\"uint256[]\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"getRequest\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"requester\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint8\",\"name\":\"status\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxModelNameBytes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"maxPromptBytes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"nextRequestId\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"paused\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"refund\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"gasLimit\",\"type\":\"uint32\"},{\"internalType\":\"uint32\",\"name\":\"requiredMemoryMB\",\"type\":\"uint32\"},{\"internalType\":\"bool\",\"name\":\"batchable\",\"type\":\"bool\"}],\"name\":\"requestInference\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"requestStatus\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"scheduler\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"promptLimit\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"modelNameLimit\",\"type\":\"uint256\"}],\"name\":\"setLimits\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"setScheduler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"},{\"internalType\":\"uint64\",\"name\":\"voucherExpiry\",\"type\":\"uint64\"},{\"internalType\":\"bytes\",\"name\":\"schedulerSig\",\"type\":\"bytes\"}],\"name\":\"submitResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unpause\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"},{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"internalType\":\"uint64\",\"name\":\"expiry\",\"type\":\"uint64\"}],\"name\":\"voucherDigest\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	Bin: "0x6101606040526001600855348015610015575f5ffd5b50604051611b56380380611b5683398101604081905261003491610351565b604080518082018252600f81526e24b73332b932b731b2a937baba32b960891b602080830191909152825180840190935260018352603160f81b90830152908585816001600160a01b0381166100a457604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b6100ad8161019c565b506100b7816101b8565b506100c3905082610230565b610120526100d081610230565b61014052815160208084019190912060e052815190820120610100524660a05261015c60e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c05260017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055610193828261026d565b505050506103ec565b600180546001600160a01b03191690556101b5816102e7565b50565b6001600160a01b0381166101df5760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b5f5f829050601f8151111561025a578260405163305a27a960e01b815260040161009b9190610391565b8051610265826103c6565b179392505050565b811580610278575080155b156102a057604051633cc6da4360e21b8152600481018390526024810182905260440161009b565b6006829055600781905560408051838152602081018390527fab1a2e99a7a60d154f951a42eca140d755f93d41ccfca4b6f7d5e521b64bee86910160405180910390a15050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b038116811461034c575f5ffd5b919050565b5f5f5f5f60808587031215610364575f5ffd5b61036d85610336565b935061037b60208601610336565b6040860151606090960151949790965092505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156103e6575f198160200360031b1b821691505b50919050565b60805160a05160c05160e05161010051610120516101405161171961043d5f395f610f2201525f610ef701525f61109901525f61107101525f610fcc01525f610ff601525f61102001526117195ff3fe608060405260043610610194575f3560e01c8063715018a6116100e75780639963b4de11610087578063d1ad17bf11610062578063d1ad17bf146104c2578063e30c3978146104e1578063f2fde38b146104fe578063f698da251461051d575f5ffd5b80639963b4de146103f9578063c4590d3f1461040d578063c58343ef1461042c575f5ffd5b806384b0196e116100c257806384b0196e1461037a57806384e1433b146103a15780638d06fcd2146103b45780638da5cb5b146103c9575f5ffd5b8063715018a61461033e57806379ba5097146103525780638456cb5914610366575f5ffd5b80633f6746ce1161015257806354e75b201161012d57806354e75b20146102bf5780635c975abb146102d457806360d4f5a3146102f65780636a84a98514610329575f5ffd5b80633f6746ce14610279578063423d487c14610298578063483431ed146102ac575f5ffd5b806206852f1461019857806305da176d146101c35780631a313202146101f057806321d2989414610225578063278ecde1146102465780633f4ba83a14610265575b5f5ffd5b3480156101a3575f5ffd5b506101ac600281565b60405160ff90911681526020015b60405180910390f35b3480156101ce575f5ffd5b506101e26101dd3660046112e7565b610531565b6040519081526020016101ba565b3480156101fb575f5ffd5b506101ac61020a366004611320565b5f90815260096020526040902054600160e01b900460ff1690565b348015610230575f5ffd5b5061024461023f36600461137b565b6105ab565b005b348015610251575f5ffd5b50610244610260366004611320565b610781565b348015610270575f5ffd5b50610244610879565b348015610284575f5ffd5b50610244610293366004611403565b61088b565b3480156102a3575f5ffd5b506101ac600181565b6101e26102ba366004611436565b61089c565b3480156102ca575f5ffd5b506101e260075481565b3480156102df575f5ffd5b5060055460ff1660405190151581526020016101ba565b348015610301575f5ffd5b506101e27fa9740ed7f222226c663787d5f0d7aad11a277e6a9177d7285fde4bf0d4477c5181565b348015610334575f5ffd5b506101e260085481565b348015610349575f5ffd5b50610244610aa7565b34801561035d575f5ffd5b50610244610ab8565b348015610371575f5ffd5b50610244610af9565b348015610385575f5ffd5b5061038e610b09565b6040516101ba9796959493929190611529565b3480156103ac575f5ffd5b506101ac5f81565b3480156103bf575f5ffd5b506101e260065481565b3480156103d4575f5ffd5b505f546001600160a01b03165b6040516001600160a01b0390911681526020016101ba565b348015610404575f5ffd5b506101ac600381565b348015610418575f5ffd5b506102446104273660046115bf565b610b4b565b348015610437575f5ffd5b50610487610446366004611320565b5f90815260096020526040902080546001909101546001600160a01b038216929091600160a01b81046001600160401b031691600160e01b90910460ff1690565b604080516001600160a01b03909516855260208501939093526001600160401b039091169183019190915260ff1660608201526080016101ba565b3480156104cd575f5ffd5b506002546103e1906001600160a01b031681565b3480156104ec575f5ffd5b506001546001600160a01b03166103e1565b348015610509575f5ffd5b50610244610518366004611403565b610b61565b348015610528575f5ffd5b506101e2610bd1565b604080517fa9740ed7f222226c663787d5f0d7aad11a277e6a9177d7285fde4bf0d4477c5160208201529081018490526001600160a01b03831660608201526001600160401b03821660808201525f906105a39060a00160405160208183030381529060405280519060200120610bdf565b949350505050565b6105b3610c11565b5f86815260096020526040902080546105d7908890600160e01b900460ff16610c2c565b8054600160a01b90046001600160401b03164211156106295780546040516337851a4160e11b815260048101899052600160a01b9091046001600160401b031660248201526044015b60405180910390fd5b836001600160401b03164211156106645760405163af50810d60e01b81526001600160401b0385166004820152426024820152604401610620565b5f5f61067b6106748a3389610531565b8686610ca7565b5090925090505f816003811115610694576106946115df565b146106b2576040516327baf93360e11b815260040160405180910390fd5b6002546001600160a01b038381169116146106eb5760405163a78b414160e01b81526001600160a01b0383166004820152602401610620565b825460ff60e01b1916600160e11b178355600183015460405133908b907f4efd5b59106ab9123d02138e908beafd2e682ab975ff8429986a4a599d6dd8e690610737908d908d906115f3565b60405190819003812061074d918e908e9061162a565b60405180910390a361075f3382610cee565b5050505061077960015f5160206116ed5f395f51905f5255565b505050505050565b610789610c11565b5f81815260096020526040902080546107ad908390600160e01b900460ff16610c2c565b8054600160a01b90046001600160401b031642116107f9578054604051632d76d67360e11b815260048101849052600160a01b9091046001600160401b03166024820152604401610620565b805460ff60e01b198116600360e01b178255600182015460405181815290916001600160a01b031690819085907f7ca5472b7ea78c2c0141c5a12ee6d170cf4ce8ed06be3d22c8252ddfc7a6a2c49060200160405180910390a361085d8183610cee565b50505061087660015f5160206116ed5f395f51905f5255565b50565b610881610d80565b610889610dac565b565b610893610d80565b61087681610dfe565b5f6108a5610e76565b885f8190036108c757604051632fd4797960e11b815260040160405180910390fd5b6007548111156108f857600754604051630256a18560e61b8152610620918391600401918252602082015260400190565b60065488111561092957600654604051631dbe433960e11b8152610620918a91600401918252602082015260400190565b42866001600160401b0316116109635760405163dd2d27d760e01b81526001600160401b0387166004820152426024820152604401610620565b60088054905f6109728361164c565b9190505591506040518060800160405280336001600160a01b03168152602001876001600160401b03168152602001600160ff1681526020013481525060095f8481526020019081526020015f205f820151815f015f6101000a8154816001600160a01b0302191690836001600160a01b031602179055506020820151815f0160146101000a8154816001600160401b0302191690836001600160401b031602179055506040820151815f01601c6101000a81548160ff021916908360ff16021790555060608201518160010155905050336001600160a01b0316827f5cefec883f91175bb25aeee11de1ce25798b8cc98fcddecf52738769997333d58d8d8d8d8d34428f8f8f8f604051610a919b9a99989796959493929190611670565b60405180910390a3509998505050505050505050565b610aaf610d80565b6108895f610e9a565b60015433906001600160a01b03168114610af05760405163118cdaa760e01b81526001600160a01b0382166004820152602401610620565b61087681610e9a565b610b01610d80565b610889610eb3565b5f6060805f5f5f6060610b1a610ef0565b610b22610f1b565b604080515f80825260208201909252600f60f81b9b939a50919850469750309650945092509050565b610b53610d80565b610b5d8282610f46565b5050565b610b69610d80565b600180546001600160a01b0383166001600160a01b03199091168117909155610b995f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b5f610bda610fc0565b905090565b5f610c0b610beb610fc0565b8360405161190160f01b8152600281019290925260228201526042902090565b92915050565b610c196110e9565b60025f5160206116ed5f395f51905f5255565b5f1960ff821601610c3b575050565b60011960ff821601610c6357604051636eb563d360e11b815260048101839052602401610620565b60021960ff821601610c8b576040516381fd8f2760e01b815260048101839052602401610620565b604051631f79bbe760e01b815260048101839052602401610620565b5f80806041849003610cdb578435602086013560408701355f1a610ccd89828585611118565b955095509550505050610ce5565b505f915060029050825b93509350939050565b805f03610cf9575050565b5f826001600160a01b0316826040515f6040518083038185875af1925050503d805f8114610d42576040519150601f19603f3d011682016040523d82523d5f602084013e610d47565b606091505b5050905080610d7b5760405163a09e616560e01b81526001600160a01b038416600482015260248101839052604401610620565b505050565b5f546001600160a01b031633146108895760405163118cdaa760e01b8152336004820152602401610620565b610db46111e0565b6005805460ff191690557f5db9ee0a495bf2e6ff9c91a7834c1ba4fdd244a5e8aa4e537bd38aeae4b073aa335b6040516001600160a01b03909116815260200160405180910390a1565b6001600160a01b038116610e255760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b60055460ff16156108895760405163d93c066560e01b815260040160405180910390fd5b600180546001600160a01b031916905561087681611203565b610ebb610e76565b6005805460ff191660011790557f62e78cea01bee320cd4e420270b5ea74000d11b0c9f74754ebdbfc544b05a258610de13390565b6060610bda7f0000000000000000000000000000000000000000000000000000000000000000611252565b6060610bda7f0000000000000000000000000000000000000000000000000000000000000000611252565b811580610f51575080155b15610f7957604051633cc6da4360e21b81526004810183905260248101829052604401610620565b6006829055600781905560408051838152602081018390527fab1a2e99a7a60d154f951a42eca140d755f93d41ccfca4b6f7d5e521b64bee86910160405180910390a15050565b5f306001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614801561101857507f000000000000000000000000000000000000000000000000000000000000000046145b1561104257507f000000000000000000000000000000000000000000000000000000000000000090565b610bda604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f5160206116ed5f395f51905f525460020361088957604051633ee5aeb560e01b815260040160405180910390fd5b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561115157505f915060039050826111d6565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa1580156111a2573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b0381166111cd57505f9250600191508290506111d6565b92505f91508190505b9450945094915050565b60055460ff1661088957604051638dfc202b60e01b815260040160405180910390fd5b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b60605f61125e8361128f565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f60ff8216601f811115610c0b57604051632cd44ac360e21b815260040160405180910390fd5b80356001600160a01b03811681146112cc575f5ffd5b919050565b80356001600160401b03811681146112cc575f5ffd5b5f5f5f606084860312156112f9575f5ffd5b83359250611309602085016112b6565b9150611317604085016112d1565b90509250925092565b5f60208284031215611330575f5ffd5b5035919050565b5f5f83601f840112611347575f5ffd5b5081356001600160401b0381111561135d575f5ffd5b602083019150836020828501011115611374575f5ffd5b9250929050565b5f5f5f5f5f5f60808789031215611390575f5ffd5b8635955060208701356001600160401b038111156113ac575f5ffd5b6113b889828a01611337565b90965094506113cb9050604088016112d1565b925060608701356001600160401b038111156113e5575f5ffd5b6113f189828a01611337565b979a9699509497509295939492505050565b5f60208284031215611413575f5ffd5b61141c826112b6565b9392505050565b803563ffffffff811681146112cc575f5ffd5b5f5f5f5f5f5f5f5f5f60e08a8c03121561144e575f5ffd5b89356001600160401b03811115611463575f5ffd5b61146f8c828d01611337565b909a5098505060208a01356001600160401b0381111561148d575f5ffd5b6114998c828d01611337565b90985096506114ac905060408b01611423565b94506114ba60608b016112d1565b93506114c860808b01611423565b92506114d660a08b01611423565b915060c08a013580151581146114ea575f5ffd5b809150509295985092959850929598565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b60ff60f81b8816815260e060208201525f61154760e08301896114fb565b828103604084015261155981896114fb565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b818110156115ae578351835260209384019390920191600101611590565b50909b9a5050505050505050505050565b5f5f604083850312156115d0575f5ffd5b50508035926020909101359150565b634e487b7160e01b5f52602160045260245ffd5b818382375f9101908152919050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b838152604060208201525f611643604083018486611602565b95945050505050565b5f6001820161166957634e487b7160e01b5f52601160045260245ffd5b5060010190565b61012081525f61168561012083018d8f611602565b8281036020840152611698818c8e611602565b63ffffffff9a8b166040850152606084019990995250506001600160401b0395861660808201529390941660a084015290851660c083015290931660e084015215156101009092019190915294935050505056fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a164736f6c634300081e000a",
}

// InferenceRouterABI is the input ABI used to generate the binding from.
// Deprecated: Use InferenceRouterMetaData.ABI instead.
var InferenceRouterABI = InferenceRouterMetaData.ABI

// InferenceRouterBin is the compiled bytecode used for deploying new contracts.
// Deprecated: Use InferenceRouterMetaData.Bin instead.
var InferenceRouterBin = InferenceRouterMetaData.Bin

// DeployInferenceRouter deploys a new Ethereum contract, binding an instance of InferenceRouter to it.
func DeployInferenceRouter(auth *bind.TransactOpts, backend bind.ContractBackend, initialOwner common.Address, initialScheduler common.Address, promptLimit *big.Int, modelNameLimit *big.Int) (common.Address, *types.Transaction, *InferenceRouter, error) {
	parsed, err := InferenceRouterMetaData.GetAbi()
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	if parsed == nil {
		return common.Address{}, nil, nil, errors.New("GetABI returned nil")
	}

	address, tx, contract, err := bind.DeployContract(auth, *parsed, common.FromHex(InferenceRouterBin), backend, initialOwner, initialScheduler, promptLimit, modelNameLimit)
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
// Solidity: function getRequest(uint256 id) view returns(address requester, uint256 fee, uint64 deadline, uint8 status)
func (_InferenceRouter *InferenceRouterCaller) GetRequest(opts *bind.CallOpts, id *big.Int) (struct {
	Requester common.Address
	Fee       *big.Int
	Deadline  uint64
	Status    uint8
}, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "getRequest", id)

	outstruct := new(struct {
		Requester common.Address
		Fee       *big.Int
		Deadline  uint64
		Status    uint8
	})
	if err != nil {
		return *outstruct, err
	}

	outstruct.Requester = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.Fee = *abi.ConvertType(out[1], new(*big.Int)).(**big.Int)
	outstruct.Deadline = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	outstruct.Status = *abi.ConvertType(out[3], new(uint8)).(*uint8)

	return *outstruct, err

}

// GetRequest is a free data retrieval call binding the contract method 0xc58343ef.
//
// Solidity: function getRequest(uint256 id) view returns(address requester, uint256 fee, uint64 deadline, uint8 status)
func (_InferenceRouter *InferenceRouterSession) GetRequest(id *big.Int) (struct {
	Requester common.Address
	Fee       *big.Int
	Deadline  uint64
	Status    uint8
}, error) {
	return _InferenceRouter.Contract.GetRequest(&_InferenceRouter.CallOpts, id)
}

// GetRequest is a free data retrieval call binding the contract method 0xc58343ef.
//
// Solidity: function getRequest(uint256 id) view returns(address requester, uint256 fee, uint64 deadline, uint8 status)
func (_InferenceRouter *InferenceRouterCallerSession) GetRequest(id *big.Int) (struct {
	Requester common.Address
	Fee       *big.Int
	Deadline  uint64
	Status    uint8
}, error) {
	return _InferenceRouter.Contract.GetRequest(&_InferenceRouter.CallOpts, id)
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

// VoucherDigest is a free data retrieval call binding the contract method 0x05da176d.
//
// Solidity: function voucherDigest(uint256 requestId, address worker, uint64 expiry) view returns(bytes32)
func (_InferenceRouter *InferenceRouterCaller) VoucherDigest(opts *bind.CallOpts, requestId *big.Int, worker common.Address, expiry uint64) ([32]byte, error) {
	var out []interface{}
	err := _InferenceRouter.contract.Call(opts, &out, "voucherDigest", requestId, worker, expiry)

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// VoucherDigest is a free data retrieval call binding the contract method 0x05da176d.
//
// Solidity: function voucherDigest(uint256 requestId, address worker, uint64 expiry) view returns(bytes32)
func (_InferenceRouter *InferenceRouterSession) VoucherDigest(requestId *big.Int, worker common.Address, expiry uint64) ([32]byte, error) {
	return _InferenceRouter.Contract.VoucherDigest(&_InferenceRouter.CallOpts, requestId, worker, expiry)
}

// VoucherDigest is a free data retrieval call binding the contract method 0x05da176d.
//
// Solidity: function voucherDigest(uint256 requestId, address worker, uint64 expiry) view returns(bytes32)
func (_InferenceRouter *InferenceRouterCallerSession) VoucherDigest(requestId *big.Int, worker common.Address, expiry uint64) ([32]byte, error) {
	return _InferenceRouter.Contract.VoucherDigest(&_InferenceRouter.CallOpts, requestId, worker, expiry)
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

// SubmitResult is a paid mutator transaction binding the contract method 0x21d29894.
//
// Solidity: function submitResult(uint256 id, bytes output, uint64 voucherExpiry, bytes schedulerSig) returns()
func (_InferenceRouter *InferenceRouterTransactor) SubmitResult(opts *bind.TransactOpts, id *big.Int, output []byte, voucherExpiry uint64, schedulerSig []byte) (*types.Transaction, error) {
	return _InferenceRouter.contract.Transact(opts, "submitResult", id, output, voucherExpiry, schedulerSig)
}

// SubmitResult is a paid mutator transaction binding the contract method 0x21d29894.
//
// Solidity: function submitResult(uint256 id, bytes output, uint64 voucherExpiry, bytes schedulerSig) returns()
func (_InferenceRouter *InferenceRouterSession) SubmitResult(id *big.Int, output []byte, voucherExpiry uint64, schedulerSig []byte) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SubmitResult(&_InferenceRouter.TransactOpts, id, output, voucherExpiry, schedulerSig)
}

// SubmitResult is a paid mutator transaction binding the contract method 0x21d29894.
//
// Solidity: function submitResult(uint256 id, bytes output, uint64 voucherExpiry, bytes schedulerSig) returns()
func (_InferenceRouter *InferenceRouterTransactorSession) SubmitResult(id *big.Int, output []byte, voucherExpiry uint64, schedulerSig []byte) (*types.Transaction, error) {
	return _InferenceRouter.Contract.SubmitResult(&_InferenceRouter.TransactOpts, id, output, voucherExpiry, schedulerSig)
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
