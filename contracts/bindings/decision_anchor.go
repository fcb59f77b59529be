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

// DecisionAnchorMetaData contains all meta data concerning the DecisionAnchor contract.
var DecisionAnchorMetaData = &bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialScheduler\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"AnchorIndexOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"lastToRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxGap\",\"type\":\"uint64\"}],\"name\":\"GapTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"}],\"name\":\"InvalidRoundRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotScheduler\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"keep\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"RewindOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"lastToRound\",\"type\":\"uint64\"}],\"name\":\"RoundsNotIncreasing\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxSpan\",\"type\":\"uint64\"}],\"name\":\"SpanTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroRoot\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"}],\"name\":\"AnchorRecorded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"removed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"lastToRound\",\"type\":\"uint64\"}],\"name\":\"AnchorsRewound\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousScheduler\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"SchedulerRotated\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_GAP\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_SPAN\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"}],\"name\":\"anchor\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"anchorAt\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"anchoredAt\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"anchorCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lastAnchoredRound\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"any\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"keep\",\"type\":\"uint256\"}],\"name\":\"rewindAnchors\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"scheduler\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"setScheduler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	Bin: "0x608060405234801561000f575f5ffd5b50604051610c17380380610c1783398101604081905261002e91610178565b8181816001600160a01b03811661005e57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b6100678161007a565b5061007181610096565b505050506101a9565b600180546001600160a01b03191690556100938161010e565b50565b6001600160a01b0381166100bd5760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b0381168114610173575f5ffd5b919050565b5f5f60408385031215610189575f5ffd5b6101928361015d565b91506101a06020840161015d565b90509250929050565b610a61806101b65f395ff3fe608060405234801561000f575f5ffd5b50600436106100e5575f3560e01c80637c2bfad111610088578063d1ad17bf11610063578063d1ad17bf14610203578063e30c397814610216578063e380626b14610227578063f2fde38b14610231575f5ffd5b80637c2bfad1146101a55780638da5cb5b146101cc578063c4b35008146101f0575f5ffd5b80633f6746ce116100c35780633f6746ce14610160578063605036a114610173578063715018a61461019557806379ba50971461019d575f5ffd5b806316994960146100e957806334f96c8c1461013a578063374ffe401461014b575b5f5ffd5b6100fc6100f7366004610933565b610244565b60405161013194939291906001600160401b039485168152928416602084015292166040820152606081019190915260800190565b60405180910390f35b600354604051908152602001610131565b61015e610159366004610933565b6102d9565b005b61015e61016e36600461094a565b610408565b61017d6298968081565b6040516001600160401b039091168152602001610131565b61015e61041c565b61015e61042f565b6101ad610470565b604080516001600160401b039093168352901515602083015201610131565b5f546001600160a01b03165b6040516001600160a01b039091168152602001610131565b61015e6101fe366004610992565b6104cf565b6002546101d8906001600160a01b031681565b6001546001600160a01b03166101d8565b61017d620186a081565b61015e61023f36600461094a565b6107bc565b5f5f5f5f600380549050851061028457600354604051632666110760e01b815261027b918791600401918252602082015260400190565b60405180910390fd5b5f60038681548110610298576102986109cb565b5f918252602090912060029091020180546001909101546001600160401b0380831699600160401b840482169950600160801b909304169650945092505050565b6102e161082c565b6003548082111561030f576040516351f6fcd160e01b8152600481018390526024810182905260440161027b565b805b8281111561036157600380548061032a5761032a6109df565b5f8281526020812060025f199093019283020180546001600160c01b031916815560010155905561035a81610a07565b9050610311565b505f82156103ab576003610376600185610a1c565b81548110610386576103866109cb565b5f918252602090912060029091020154600160401b90046001600160401b03166103ad565b5f5b90507f94a4f21dae89f88ca80e68a062ed821d96b1fd9b15a8bb9964287df23dcbd4e7836103db8185610a1c565b6040805192835260208301919091526001600160401b0384169082015260600160405180910390a1505050565b61041061082c565b61041981610858565b50565b61042461082c565b61042d5f6108d0565b565b60015433906001600160a01b031681146104675760405163118cdaa760e01b81526001600160a01b038216600482015260240161027b565b610419816108d0565b6003545f90819080820361048857505f928392509050565b6003610495600183610a1c565b815481106104a5576104a56109cb565b5f918252602090912060029091020154600160401b90046001600160401b03169360019350915050565b6002546001600160a01b031633146104fc57604051630b3e0d2360e01b815233600482015260240161027b565b816001600160401b0316836001600160401b0316111561054257604051631d5ab65760e11b81526001600160401b0380851660048301528316602482015260440161027b565b620186a06105508484610a35565b6001600160401b031610610593576040516318657e7760e01b81526001600160401b03808516600483015283166024820152620186a0604482015260640161027b565b806105b15760405163b263ae7360e01b815260040160405180910390fd5b6003548015610690575f60036105c8600184610a1c565b815481106105d8576105d86109cb565b5f9182526020909120600290910201546001600160401b03600160401b909104811691508516811061063057604051631499e51d60e11b81526001600160401b0380871660048301528216602482015260440161027b565b6298968060016106408388610a35565b61064a9190610a35565b6001600160401b0316111561068e5760405163136e0cef60e31b81526001600160401b0380871660048301528216602482015262989680604482015260640161027b565b505b604080516080810182526001600160401b03868116808352868216602080850182815242851686880190815260608088018b8152600380546001810182555f91909152985160029099027fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85b81018054955194518a16600160801b0267ffffffffffffffff60801b19958b16600160401b026fffffffffffffffffffffffffffffffff199097169b909a169a909a1794909417929092169690961790965594517fc2575a0e9e593c00f959f8c92f12db2869c3395a3b0502d05e2516446f71f85c9095019490945584519182529281019290925291810184905282917f2dc7759d75d059bb5d1cdf319713441f49aaf1794ff211a4fab77ff40463dab4910160405180910390a250505050565b6107c461082c565b600180546001600160a01b0383166001600160a01b031990911681179091556107f45f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b5f546001600160a01b0316331461042d5760405163118cdaa760e01b815233600482015260240161027b565b6001600160a01b03811661087f5760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b600180546001600160a01b0319169055610419815f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f60208284031215610943575f5ffd5b5035919050565b5f6020828403121561095a575f5ffd5b81356001600160a01b0381168114610970575f5ffd5b9392505050565b80356001600160401b038116811461098d575f5ffd5b919050565b5f5f5f606084860312156109a4575f5ffd5b6109ad84610977565b92506109bb60208501610977565b9150604084013590509250925092565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52603160045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b5f81610a1557610a156109f3565b505f190190565b81810381811115610a2f57610a2f6109f3565b92915050565b6001600160401b038281168282160390811115610a2f57610a2f6109f356fea164736f6c634300081e000a",
}

// DecisionAnchorABI is the input ABI used to generate the binding from.
// Deprecated: Use DecisionAnchorMetaData.ABI instead.
var DecisionAnchorABI = DecisionAnchorMetaData.ABI

// DecisionAnchorBin is the compiled bytecode used for deploying new contracts.
// Deprecated: Use DecisionAnchorMetaData.Bin instead.
var DecisionAnchorBin = DecisionAnchorMetaData.Bin

// DeployDecisionAnchor deploys a new Ethereum contract, binding an instance of DecisionAnchor to it.
func DeployDecisionAnchor(auth *bind.TransactOpts, backend bind.ContractBackend, initialOwner common.Address, initialScheduler common.Address) (common.Address, *types.Transaction, *DecisionAnchor, error) {
	parsed, err := DecisionAnchorMetaData.GetAbi()
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	if parsed == nil {
		return common.Address{}, nil, nil, errors.New("GetABI returned nil")
	}

	address, tx, contract, err := bind.DeployContract(auth, *parsed, common.FromHex(DecisionAnchorBin), backend, initialOwner, initialScheduler)
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	return address, tx, &DecisionAnchor{DecisionAnchorCaller: DecisionAnchorCaller{contract: contract}, DecisionAnchorTransactor: DecisionAnchorTransactor{contract: contract}, DecisionAnchorFilterer: DecisionAnchorFilterer{contract: contract}}, nil
}

// DecisionAnchor is an auto generated Go binding around an Ethereum contract.
type DecisionAnchor struct {
	DecisionAnchorCaller     // Read-only binding to the contract
	DecisionAnchorTransactor // Write-only binding to the contract
	DecisionAnchorFilterer   // Log filterer for contract events
}

// DecisionAnchorCaller is an auto generated read-only Go binding around an Ethereum contract.
type DecisionAnchorCaller struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// DecisionAnchorTransactor is an auto generated write-only Go binding around an Ethereum contract.
type DecisionAnchorTransactor struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// DecisionAnchorFilterer is an auto generated log filtering Go binding around an Ethereum contract events.
type DecisionAnchorFilterer struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// DecisionAnchorSession is an auto generated Go binding around an Ethereum contract,
// with pre-set call and transact options.
type DecisionAnchorSession struct {
	Contract     *DecisionAnchor   // Generic contract binding to set the session for
	CallOpts     bind.CallOpts     // Call options to use throughout this session
	TransactOpts bind.TransactOpts // Transaction auth options to use throughout this session
}

// DecisionAnchorCallerSession is an auto generated read-only Go binding around an Ethereum contract,
// with pre-set call options.
type DecisionAnchorCallerSession struct {
	Contract *DecisionAnchorCaller // Generic contract caller binding to set the session for
	CallOpts bind.CallOpts         // Call options to use throughout this session
}

// DecisionAnchorTransactorSession is an auto generated write-only Go binding around an Ethereum contract,
// with pre-set transact options.
type DecisionAnchorTransactorSession struct {
	Contract     *DecisionAnchorTransactor // Generic contract transactor binding to set the session for
	TransactOpts bind.TransactOpts         // Transaction auth options to use throughout this session
}

// DecisionAnchorRaw is an auto generated low-level Go binding around an Ethereum contract.
type DecisionAnchorRaw struct {
	Contract *DecisionAnchor // Generic contract binding to access the raw methods on
}

// DecisionAnchorCallerRaw is an auto generated low-level read-only Go binding around an Ethereum contract.
type DecisionAnchorCallerRaw struct {
	Contract *DecisionAnchorCaller // Generic read-only contract binding to access the raw methods on
}

// DecisionAnchorTransactorRaw is an auto generated low-level write-only Go binding around an Ethereum contract.
type DecisionAnchorTransactorRaw struct {
	Contract *DecisionAnchorTransactor // Generic write-only contract binding to access the raw methods on
}

// NewDecisionAnchor creates a new instance of DecisionAnchor, bound to a specific deployed contract.
func NewDecisionAnchor(address common.Address, backend bind.ContractBackend) (*DecisionAnchor, error) {
	contract, err := bindDecisionAnchor(address, backend, backend, backend)
	if err != nil {
		return nil, err
	}
	return &DecisionAnchor{DecisionAnchorCaller: DecisionAnchorCaller{contract: contract}, DecisionAnchorTransactor: DecisionAnchorTransactor{contract: contract}, DecisionAnchorFilterer: DecisionAnchorFilterer{contract: contract}}, nil
}

// NewDecisionAnchorCaller creates a new read-only instance of DecisionAnchor, bound to a specific deployed contract.
func NewDecisionAnchorCaller(address common.Address, caller bind.ContractCaller) (*DecisionAnchorCaller, error) {
	contract, err := bindDecisionAnchor(address, caller, nil, nil)
	if err != nil {
		return nil, err
	}
	return &DecisionAnchorCaller{contract: contract}, nil
}

// NewDecisionAnchorTransactor creates a new write-only instance of DecisionAnchor, bound to a specific deployed contract.
func NewDecisionAnchorTransactor(address common.Address, transactor bind.ContractTransactor) (*DecisionAnchorTransactor, error) {
	contract, err := bindDecisionAnchor(address, nil, transactor, nil)
	if err != nil {
		return nil, err
	}
	return &DecisionAnchorTransactor{contract: contract}, nil
}

// NewDecisionAnchorFilterer creates a new log filterer instance of DecisionAnchor, bound to a specific deployed contract.
func NewDecisionAnchorFilterer(address common.Address, filterer bind.ContractFilterer) (*DecisionAnchorFilterer, error) {
	contract, err := bindDecisionAnchor(address, nil, nil, filterer)
	if err != nil {
		return nil, err
	}
	return &DecisionAnchorFilterer{contract: contract}, nil
}

// bindDecisionAnchor binds a generic wrapper to an already deployed contract.
func bindDecisionAnchor(address common.Address, caller bind.ContractCaller, transactor bind.ContractTransactor, filterer bind.ContractFilterer) (*bind.BoundContract, error) {
	parsed, err := DecisionAnchorMetaData.GetAbi()
	if err != nil {
		return nil, err
	}
	return bind.NewBoundContract(address, *parsed, caller, transactor, filterer), nil
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_DecisionAnchor *DecisionAnchorRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _DecisionAnchor.Contract.DecisionAnchorCaller.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_DecisionAnchor *DecisionAnchorRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.DecisionAnchorTransactor.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_DecisionAnchor *DecisionAnchorRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.DecisionAnchorTransactor.contract.Transact(opts, method, params...)
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_DecisionAnchor *DecisionAnchorCallerRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _DecisionAnchor.Contract.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_DecisionAnchor *DecisionAnchorTransactorRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_DecisionAnchor *DecisionAnchorTransactorRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.contract.Transact(opts, method, params...)
}

// MAXGAP is a free data retrieval call binding the contract method 0x605036a1.
//
// Solidity: function MAX_GAP() view returns(uint64)
func (_DecisionAnchor *DecisionAnchorCaller) MAXGAP(opts *bind.CallOpts) (uint64, error) {
	var out []interface{}
	err := _DecisionAnchor.contract.Call(opts, &out, "MAX_GAP")

	if err != nil {
		return *new(uint64), err
	}

	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)

	return out0, err

}

// MAXGAP is a free data retrieval call binding the contract method 0x605036a1.
//
// Solidity: function MAX_GAP() view returns(uint64)
func (_DecisionAnchor *DecisionAnchorSession) MAXGAP() (uint64, error) {
	return _DecisionAnchor.Contract.MAXGAP(&_DecisionAnchor.CallOpts)
}

// MAXGAP is a free data retrieval call binding the contract method 0x605036a1.
//
// Solidity: function MAX_GAP() view returns(uint64)
func (_DecisionAnchor *DecisionAnchorCallerSession) MAXGAP() (uint64, error) {
	return _DecisionAnchor.Contract.MAXGAP(&_DecisionAnchor.CallOpts)
}

// MAXSPAN is a free data retrieval call binding the contract method 0xe380626b.
//
// Solidity: function MAX_SPAN() view returns(uint64)
func (_DecisionAnchor *DecisionAnchorCaller) MAXSPAN(opts *bind.CallOpts) (uint64, error) {
	var out []interface{}
	err := _DecisionAnchor.contract.Call(opts, &out, "MAX_SPAN")

	if err != nil {
		return *new(uint64), err
	}

	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)

	return out0, err

}

// MAXSPAN is a free data retrieval call binding the contract method 0xe380626b.
//
// Solidity: function MAX_SPAN() view returns(uint64)
func (_DecisionAnchor *DecisionAnchorSession) MAXSPAN() (uint64, error) {
	return _DecisionAnchor.Contract.MAXSPAN(&_DecisionAnchor.CallOpts)
}

// MAXSPAN is a free data retrieval call binding the contract method 0xe380626b.
//
// Solidity: function MAX_SPAN() view returns(uint64)
func (_DecisionAnchor *DecisionAnchorCallerSession) MAXSPAN() (uint64, error) {
	return _DecisionAnchor.Contract.MAXSPAN(&_DecisionAnchor.CallOpts)
}

// AnchorAt is a free data retrieval call binding the contract method 0x16994960.
//
// Solidity: function anchorAt(uint256 index) view returns(uint64 fromRound, uint64 toRound, uint64 anchoredAt, bytes32 root)
func (_DecisionAnchor *DecisionAnchorCaller) AnchorAt(opts *bind.CallOpts, index *big.Int) (struct {
	FromRound  uint64
	ToRound    uint64
	AnchoredAt uint64
	Root       [32]byte
}, error) {
	var out []interface{}
	err := _DecisionAnchor.contract.Call(opts, &out, "anchorAt", index)

	outstruct := new(struct {
		FromRound  uint64
		ToRound    uint64
		AnchoredAt uint64
		Root       [32]byte
	})
	if err != nil {
		return *outstruct, err
	}

	outstruct.FromRound = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.ToRound = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	outstruct.AnchoredAt = *abi.ConvertType(out[2], new(uint64)).(*uint64)
	outstruct.Root = *abi.ConvertType(out[3], new([32]byte)).(*[32]byte)

	return *outstruct, err

}

// AnchorAt is a free data retrieval call binding the contract method 0x16994960.
//
// Solidity: function anchorAt(uint256 index) view returns(uint64 fromRound, uint64 toRound, uint64 anchoredAt, bytes32 root)
func (_DecisionAnchor *DecisionAnchorSession) AnchorAt(index *big.Int) (struct {
	FromRound  uint64
	ToRound    uint64
	AnchoredAt uint64
	Root       [32]byte
}, error) {
	return _DecisionAnchor.Contract.AnchorAt(&_DecisionAnchor.CallOpts, index)
}

// AnchorAt is a free data retrieval call binding the contract method 0x16994960.
//
// Solidity: function anchorAt(uint256 index) view returns(uint64 fromRound, uint64 toRound, uint64 anchoredAt, bytes32 root)
func (_DecisionAnchor *DecisionAnchorCallerSession) AnchorAt(index *big.Int) (struct {
	FromRound  uint64
	ToRound    uint64
	AnchoredAt uint64
	Root       [32]byte
}, error) {
	return _DecisionAnchor.Contract.AnchorAt(&_DecisionAnchor.CallOpts, index)
}

// AnchorCount is a free data retrieval call binding the contract method 0x34f96c8c.
//
// Solidity: function anchorCount() view returns(uint256)
func (_DecisionAnchor *DecisionAnchorCaller) AnchorCount(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _DecisionAnchor.contract.Call(opts, &out, "anchorCount")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// AnchorCount is a free data retrieval call binding the contract method 0x34f96c8c.
//
// Solidity: function anchorCount() view returns(uint256)
func (_DecisionAnchor *DecisionAnchorSession) AnchorCount() (*big.Int, error) {
	return _DecisionAnchor.Contract.AnchorCount(&_DecisionAnchor.CallOpts)
}

// AnchorCount is a free data retrieval call binding the contract method 0x34f96c8c.
//
// Solidity: function anchorCount() view returns(uint256)
func (_DecisionAnchor *DecisionAnchorCallerSession) AnchorCount() (*big.Int, error) {
	return _DecisionAnchor.Contract.AnchorCount(&_DecisionAnchor.CallOpts)
}

// LastAnchoredRound is a free data retrieval call binding the contract method 0x7c2bfad1.
//
// Solidity: function lastAnchoredRound() view returns(uint64 toRound, bool any)
func (_DecisionAnchor *DecisionAnchorCaller) LastAnchoredRound(opts *bind.CallOpts) (struct {
	ToRound uint64
	Any     bool
}, error) {
	var out []interface{}
	err := _DecisionAnchor.contract.Call(opts, &out, "lastAnchoredRound")

	outstruct := new(struct {
		ToRound uint64
		Any     bool
	})
	if err != nil {
		return *outstruct, err
	}

	outstruct.ToRound = *abi.ConvertType(out[0], new(uint64)).(*uint64)
	outstruct.Any = *abi.ConvertType(out[1], new(bool)).(*bool)

	return *outstruct, err

}

// LastAnchoredRound is a free data retrieval call binding the contract method 0x7c2bfad1.
//
// Solidity: function lastAnchoredRound() view returns(uint64 toRound, bool any)
func (_DecisionAnchor *DecisionAnchorSession) LastAnchoredRound() (struct {
	ToRound uint64
	Any     bool
}, error) {
	return _DecisionAnchor.Contract.LastAnchoredRound(&_DecisionAnchor.CallOpts)
}

// LastAnchoredRound is a free data retrieval call binding the contract method 0x7c2bfad1.
//
// Solidity: function lastAnchoredRound() view returns(uint64 toRound, bool any)
func (_DecisionAnchor *DecisionAnchorCallerSession) LastAnchoredRound() (struct {
	ToRound uint64
	Any     bool
}, error) {
	return _DecisionAnchor.Contract.LastAnchoredRound(&_DecisionAnchor.CallOpts)
}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_DecisionAnchor *DecisionAnchorCaller) Owner(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _DecisionAnchor.contract.Call(opts, &out, "owner")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_DecisionAnchor *DecisionAnchorSession) Owner() (common.Address, error) {
	return _DecisionAnchor.Contract.Owner(&_DecisionAnchor.CallOpts)
}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_DecisionAnchor *DecisionAnchorCallerSession) Owner() (common.Address, error) {
	return _DecisionAnchor.Contract.Owner(&_DecisionAnchor.CallOpts)
}

// PendingOwner is a free data retrieval call binding the contract method 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (_DecisionAnchor *DecisionAnchorCaller) PendingOwner(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _DecisionAnchor.contract.Call(opts, &out, "pendingOwner")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// PendingOwner is a free data retrieval call binding the contract method 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (_DecisionAnchor *DecisionAnchorSession) PendingOwner() (common.Address, error) {
	return _DecisionAnchor.Contract.PendingOwner(&_DecisionAnchor.CallOpts)
}

// PendingOwner is a free data retrieval call binding the contract method 0xe30c3978.
//
// Solidity: function pendingOwner() view returns(address)
func (_DecisionAnchor *DecisionAnchorCallerSession) PendingOwner() (common.Address, error) {
	return _DecisionAnchor.Contract.PendingOwner(&_DecisionAnchor.CallOpts)
}

// Scheduler is a free data retrieval call binding the contract method 0xd1ad17bf.
//
// Solidity: function scheduler() view returns(address)
func (_DecisionAnchor *DecisionAnchorCaller) Scheduler(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _DecisionAnchor.contract.Call(opts, &out, "scheduler")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Scheduler is a free data retrieval call binding the contract method 0xd1ad17bf.
//
// Solidity: function scheduler() view returns(address)
func (_DecisionAnchor *DecisionAnchorSession) Scheduler() (common.Address, error) {
	return _DecisionAnchor.Contract.Scheduler(&_DecisionAnchor.CallOpts)
}

// Scheduler is a free data retrieval call binding the contract method 0xd1ad17bf.
//
// Solidity: function scheduler() view returns(address)
func (_DecisionAnchor *DecisionAnchorCallerSession) Scheduler() (common.Address, error) {
	return _DecisionAnchor.Contract.Scheduler(&_DecisionAnchor.CallOpts)
}

// AcceptOwnership is a paid mutator transaction binding the contract method 0x79ba5097.
//
// Solidity: function acceptOwnership() returns()
func (_DecisionAnchor *DecisionAnchorTransactor) AcceptOwnership(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _DecisionAnchor.contract.Transact(opts, "acceptOwnership")
}

// AcceptOwnership is a paid mutator transaction binding the contract method 0x79ba5097.
//
// Solidity: function acceptOwnership() returns()
func (_DecisionAnchor *DecisionAnchorSession) AcceptOwnership() (*types.Transaction, error) {
	return _DecisionAnchor.Contract.AcceptOwnership(&_DecisionAnchor.TransactOpts)
}

// AcceptOwnership is a paid mutator transaction binding the contract method 0x79ba5097.
//
// Solidity: function acceptOwnership() returns()
func (_DecisionAnchor *DecisionAnchorTransactorSession) AcceptOwnership() (*types.Transaction, error) {
	return _DecisionAnchor.Contract.AcceptOwnership(&_DecisionAnchor.TransactOpts)
}

// Anchor is a paid mutator transaction binding the contract method 0xc4b35008.
//
// Solidity: function anchor(uint64 fromRound, uint64 toRound, bytes32 root) returns()
func (_DecisionAnchor *DecisionAnchorTransactor) Anchor(opts *bind.TransactOpts, fromRound uint64, toRound uint64, root [32]byte) (*types.Transaction, error) {
	return _DecisionAnchor.contract.Transact(opts, "anchor", fromRound, toRound, root)
}

// Anchor is a paid mutator transaction binding the contract method 0xc4b35008.
//
// Solidity: function anchor(uint64 fromRound, uint64 toRound, bytes32 root) returns()
func (_DecisionAnchor *DecisionAnchorSession) Anchor(fromRound uint64, toRound uint64, root [32]byte) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.Anchor(&_DecisionAnchor.TransactOpts, fromRound, toRound, root)
}

// Anchor is a paid mutator transaction binding the contract method 0xc4b35008.
//
// Solidity: function anchor(uint64 fromRound, uint64 toRound, bytes32 root) returns()
func (_DecisionAnchor *DecisionAnchorTransactorSession) Anchor(fromRound uint64, toRound uint64, root [32]byte) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.Anchor(&_DecisionAnchor.TransactOpts, fromRound, toRound, root)
}

// RenounceOwnership is a paid mutator transaction binding the contract method 0x715018a6.
//
// Solidity: function renounceOwnership() returns()
func (_DecisionAnchor *DecisionAnchorTransactor) RenounceOwnership(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _DecisionAnchor.contract.Transact(opts, "renounceOwnership")
}

// RenounceOwnership is a paid mutator transaction binding the contract method 0x715018a6.
//
// Solidity: function renounceOwnership() returns()
func (_DecisionAnchor *DecisionAnchorSession) RenounceOwnership() (*types.Transaction, error) {
	return _DecisionAnchor.Contract.RenounceOwnership(&_DecisionAnchor.TransactOpts)
}

// RenounceOwnership is a paid mutator transaction binding the contract method 0x715018a6.
//
// Solidity: function renounceOwnership() returns()
func (_DecisionAnchor *DecisionAnchorTransactorSession) RenounceOwnership() (*types.Transaction, error) {
	return _DecisionAnchor.Contract.RenounceOwnership(&_DecisionAnchor.TransactOpts)
}

// RewindAnchors is a paid mutator transaction binding the contract method 0x374ffe40.
//
// Solidity: function rewindAnchors(uint256 keep) returns()
func (_DecisionAnchor *DecisionAnchorTransactor) RewindAnchors(opts *bind.TransactOpts, keep *big.Int) (*types.Transaction, error) {
	return _DecisionAnchor.contract.Transact(opts, "rewindAnchors", keep)
}

// RewindAnchors is a paid mutator transaction binding the contract method 0x374ffe40.
//
// Solidity: function rewindAnchors(uint256 keep) returns()
func (_DecisionAnchor *DecisionAnchorSession) RewindAnchors(keep *big.Int) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.RewindAnchors(&_DecisionAnchor.TransactOpts, keep)
}

// RewindAnchors is a paid mutator transaction binding the contract method 0x374ffe40.
//
// Solidity: function rewindAnchors(uint256 keep) returns()
func (_DecisionAnchor *DecisionAnchorTransactorSession) RewindAnchors(keep *big.Int) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.RewindAnchors(&_DecisionAnchor.TransactOpts, keep)
}

// SetScheduler is a paid mutator transaction binding the contract method 0x3f6746ce.
//
// Solidity: function setScheduler(address newScheduler) returns()
func (_DecisionAnchor *DecisionAnchorTransactor) SetScheduler(opts *bind.TransactOpts, newScheduler common.Address) (*types.Transaction, error) {
	return _DecisionAnchor.contract.Transact(opts, "setScheduler", newScheduler)
}

// SetScheduler is a paid mutator transaction binding the contract method 0x3f6746ce.
//
// Solidity: function setScheduler(address newScheduler) returns()
func (_DecisionAnchor *DecisionAnchorSession) SetScheduler(newScheduler common.Address) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.SetScheduler(&_DecisionAnchor.TransactOpts, newScheduler)
}

// SetScheduler is a paid mutator transaction binding the contract method 0x3f6746ce.
//
// Solidity: function setScheduler(address newScheduler) returns()
func (_DecisionAnchor *DecisionAnchorTransactorSession) SetScheduler(newScheduler common.Address) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.SetScheduler(&_DecisionAnchor.TransactOpts, newScheduler)
}

// TransferOwnership is a paid mutator transaction binding the contract method 0xf2fde38b.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (_DecisionAnchor *DecisionAnchorTransactor) TransferOwnership(opts *bind.TransactOpts, newOwner common.Address) (*types.Transaction, error) {
	return _DecisionAnchor.contract.Transact(opts, "transferOwnership", newOwner)
}

// TransferOwnership is a paid mutator transaction binding the contract method 0xf2fde38b.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (_DecisionAnchor *DecisionAnchorSession) TransferOwnership(newOwner common.Address) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.TransferOwnership(&_DecisionAnchor.TransactOpts, newOwner)
}

// TransferOwnership is a paid mutator transaction binding the contract method 0xf2fde38b.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (_DecisionAnchor *DecisionAnchorTransactorSession) TransferOwnership(newOwner common.Address) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.TransferOwnership(&_DecisionAnchor.TransactOpts, newOwner)
}

// DecisionAnchorAnchorRecordedIterator is returned from FilterAnchorRecorded and is used to iterate over the raw logs and unpacked data for AnchorRecorded events raised by the DecisionAnchor contract.
type DecisionAnchorAnchorRecordedIterator struct {
	Event *DecisionAnchorAnchorRecorded // Event containing the contract specifics and raw log

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
func (it *DecisionAnchorAnchorRecordedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(DecisionAnchorAnchorRecorded)
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
		it.Event = new(DecisionAnchorAnchorRecorded)
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
func (it *DecisionAnchorAnchorRecordedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *DecisionAnchorAnchorRecordedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// DecisionAnchorAnchorRecorded represents a AnchorRecorded event raised by the DecisionAnchor contract.
type DecisionAnchorAnchorRecorded struct {
	Index     *big.Int
	FromRound uint64
	ToRound   uint64
	Root      [32]byte
	Raw       types.Log // Blockchain specific contextual infos
}

// FilterAnchorRecorded is a free log retrieval operation binding the contract event 0x2dc7759d75d059bb5d1cdf319713441f49aaf1794ff211a4fab77ff40463dab4.
//
// Solidity: event AnchorRecorded(uint256 indexed index, uint64 fromRound, uint64 toRound, bytes32 root)
func (_DecisionAnchor *DecisionAnchorFilterer) FilterAnchorRecorded(opts *bind.FilterOpts, index []*big.Int) (*DecisionAnchorAnchorRecordedIterator, error) {

	var indexRule []interface{}
	for _, indexItem := range index {
		indexRule = append(indexRule, indexItem)
	}

	logs, sub, err := _DecisionAnchor.contract.FilterLogs(opts, "AnchorRecorded", indexRule)
	if err != nil {
		return nil, err
	}
	return &DecisionAnchorAnchorRecordedIterator{contract: _DecisionAnchor.contract, event: "AnchorRecorded", logs: logs, sub: sub}, nil
}

// WatchAnchorRecorded is a free log subscription operation binding the contract event 0x2dc7759d75d059bb5d1cdf319713441f49aaf1794ff211a4fab77ff40463dab4.
//
// Solidity: event AnchorRecorded(uint256 indexed index, uint64 fromRound, uint64 toRound, bytes32 root)
func (_DecisionAnchor *DecisionAnchorFilterer) WatchAnchorRecorded(opts *bind.WatchOpts, sink chan<- *DecisionAnchorAnchorRecorded, index []*big.Int) (event.Subscription, error) {

	var indexRule []interface{}
	for _, indexItem := range index {
		indexRule = append(indexRule, indexItem)
	}

	logs, sub, err := _DecisionAnchor.contract.WatchLogs(opts, "AnchorRecorded", indexRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(DecisionAnchorAnchorRecorded)
				if err := _DecisionAnchor.contract.UnpackLog(event, "AnchorRecorded", log); err != nil {
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

// ParseAnchorRecorded is a log parse operation binding the contract event 0x2dc7759d75d059bb5d1cdf319713441f49aaf1794ff211a4fab77ff40463dab4.
//
// Solidity: event AnchorRecorded(uint256 indexed index, uint64 fromRound, uint64 toRound, bytes32 root)
func (_DecisionAnchor *DecisionAnchorFilterer) ParseAnchorRecorded(log types.Log) (*DecisionAnchorAnchorRecorded, error) {
	event := new(DecisionAnchorAnchorRecorded)
	if err := _DecisionAnchor.contract.UnpackLog(event, "AnchorRecorded", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// DecisionAnchorAnchorsRewoundIterator is returned from FilterAnchorsRewound and is used to iterate over the raw logs and unpacked data for AnchorsRewound events raised by the DecisionAnchor contract.
type DecisionAnchorAnchorsRewoundIterator struct {
	Event *DecisionAnchorAnchorsRewound // Event containing the contract specifics and raw log

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
func (it *DecisionAnchorAnchorsRewoundIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(DecisionAnchorAnchorsRewound)
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
		it.Event = new(DecisionAnchorAnchorsRewound)
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
func (it *DecisionAnchorAnchorsRewoundIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *DecisionAnchorAnchorsRewoundIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// DecisionAnchorAnchorsRewound represents a AnchorsRewound event raised by the DecisionAnchor contract.
type DecisionAnchorAnchorsRewound struct {
	Kept        *big.Int
	Removed     *big.Int
	LastToRound uint64
	Raw         types.Log // Blockchain specific contextual infos
}

// FilterAnchorsRewound is a free log retrieval operation binding the contract event 0x94a4f21dae89f88ca80e68a062ed821d96b1fd9b15a8bb9964287df23dcbd4e7.
//
// Solidity: event AnchorsRewound(uint256 kept, uint256 removed, uint64 lastToRound)
func (_DecisionAnchor *DecisionAnchorFilterer) FilterAnchorsRewound(opts *bind.FilterOpts) (*DecisionAnchorAnchorsRewoundIterator, error) {

	logs, sub, err := _DecisionAnchor.contract.FilterLogs(opts, "AnchorsRewound")
	if err != nil {
		return nil, err
	}
	return &DecisionAnchorAnchorsRewoundIterator{contract: _DecisionAnchor.contract, event: "AnchorsRewound", logs: logs, sub: sub}, nil
}

// WatchAnchorsRewound is a free log subscription operation binding the contract event 0x94a4f21dae89f88ca80e68a062ed821d96b1fd9b15a8bb9964287df23dcbd4e7.
//
// Solidity: event AnchorsRewound(uint256 kept, uint256 removed, uint64 lastToRound)
func (_DecisionAnchor *DecisionAnchorFilterer) WatchAnchorsRewound(opts *bind.WatchOpts, sink chan<- *DecisionAnchorAnchorsRewound) (event.Subscription, error) {

	logs, sub, err := _DecisionAnchor.contract.WatchLogs(opts, "AnchorsRewound")
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(DecisionAnchorAnchorsRewound)
				if err := _DecisionAnchor.contract.UnpackLog(event, "AnchorsRewound", log); err != nil {
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

// ParseAnchorsRewound is a log parse operation binding the contract event 0x94a4f21dae89f88ca80e68a062ed821d96b1fd9b15a8bb9964287df23dcbd4e7.
//
// Solidity: event AnchorsRewound(uint256 kept, uint256 removed, uint64 lastToRound)
func (_DecisionAnchor *DecisionAnchorFilterer) ParseAnchorsRewound(log types.Log) (*DecisionAnchorAnchorsRewound, error) {
	event := new(DecisionAnchorAnchorsRewound)
	if err := _DecisionAnchor.contract.UnpackLog(event, "AnchorsRewound", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// DecisionAnchorOwnershipTransferStartedIterator is returned from FilterOwnershipTransferStarted and is used to iterate over the raw logs and unpacked data for OwnershipTransferStarted events raised by the DecisionAnchor contract.
type DecisionAnchorOwnershipTransferStartedIterator struct {
	Event *DecisionAnchorOwnershipTransferStarted // Event containing the contract specifics and raw log

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
func (it *DecisionAnchorOwnershipTransferStartedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(DecisionAnchorOwnershipTransferStarted)
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
		it.Event = new(DecisionAnchorOwnershipTransferStarted)
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
func (it *DecisionAnchorOwnershipTransferStartedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *DecisionAnchorOwnershipTransferStartedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// DecisionAnchorOwnershipTransferStarted represents a OwnershipTransferStarted event raised by the DecisionAnchor contract.
type DecisionAnchorOwnershipTransferStarted struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           types.Log // Blockchain specific contextual infos
}

// FilterOwnershipTransferStarted is a free log retrieval operation binding the contract event 0x38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e22700.
//
// Solidity: event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)
func (_DecisionAnchor *DecisionAnchorFilterer) FilterOwnershipTransferStarted(opts *bind.FilterOpts, previousOwner []common.Address, newOwner []common.Address) (*DecisionAnchorOwnershipTransferStartedIterator, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _DecisionAnchor.contract.FilterLogs(opts, "OwnershipTransferStarted", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return &DecisionAnchorOwnershipTransferStartedIterator{contract: _DecisionAnchor.contract, event: "OwnershipTransferStarted", logs: logs, sub: sub}, nil
}

// WatchOwnershipTransferStarted is a free log subscription operation binding the contract event 0x38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e22700.
//
// Solidity: event OwnershipTransferStarted(address indexed previousOwner, address indexed newOwner)
func (_DecisionAnchor *DecisionAnchorFilterer) WatchOwnershipTransferStarted(opts *bind.WatchOpts, sink chan<- *DecisionAnchorOwnershipTransferStarted, previousOwner []common.Address, newOwner []common.Address) (event.Subscription, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _DecisionAnchor.contract.WatchLogs(opts, "OwnershipTransferStarted", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(DecisionAnchorOwnershipTransferStarted)
				if err := _DecisionAnchor.contract.UnpackLog(event, "OwnershipTransferStarted", log); err != nil {
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
func (_DecisionAnchor *DecisionAnchorFilterer) ParseOwnershipTransferStarted(log types.Log) (*DecisionAnchorOwnershipTransferStarted, error) {
	event := new(DecisionAnchorOwnershipTransferStarted)
	if err := _DecisionAnchor.contract.UnpackLog(event, "OwnershipTransferStarted", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// DecisionAnchorOwnershipTransferredIterator is returned from FilterOwnershipTransferred and is used to iterate over the raw logs and unpacked data for OwnershipTransferred events raised by the DecisionAnchor contract.
type DecisionAnchorOwnershipTransferredIterator struct {
	Event *DecisionAnchorOwnershipTransferred // Event containing the contract specifics and raw log

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
func (it *DecisionAnchorOwnershipTransferredIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(DecisionAnchorOwnershipTransferred)
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
		it.Event = new(DecisionAnchorOwnershipTransferred)
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
func (it *DecisionAnchorOwnershipTransferredIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *DecisionAnchorOwnershipTransferredIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// DecisionAnchorOwnershipTransferred represents a OwnershipTransferred event raised by the DecisionAnchor contract.
type DecisionAnchorOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           types.Log // Blockchain specific contextual infos
}

// FilterOwnershipTransferred is a free log retrieval operation binding the contract event 0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (_DecisionAnchor *DecisionAnchorFilterer) FilterOwnershipTransferred(opts *bind.FilterOpts, previousOwner []common.Address, newOwner []common.Address) (*DecisionAnchorOwnershipTransferredIterator, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _DecisionAnchor.contract.FilterLogs(opts, "OwnershipTransferred", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return &DecisionAnchorOwnershipTransferredIterator{contract: _DecisionAnchor.contract, event: "OwnershipTransferred", logs: logs, sub: sub}, nil
}

// WatchOwnershipTransferred is a free log subscription operation binding the contract event 0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (_DecisionAnchor *DecisionAnchorFilterer) WatchOwnershipTransferred(opts *bind.WatchOpts, sink chan<- *DecisionAnchorOwnershipTransferred, previousOwner []common.Address, newOwner []common.Address) (event.Subscription, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _DecisionAnchor.contract.WatchLogs(opts, "OwnershipTransferred", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(DecisionAnchorOwnershipTransferred)
				if err := _DecisionAnchor.contract.UnpackLog(event, "OwnershipTransferred", log); err != nil {
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
func (_DecisionAnchor *DecisionAnchorFilterer) ParseOwnershipTransferred(log types.Log) (*DecisionAnchorOwnershipTransferred, error) {
	event := new(DecisionAnchorOwnershipTransferred)
	if err := _DecisionAnchor.contract.UnpackLog(event, "OwnershipTransferred", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// DecisionAnchorSchedulerRotatedIterator is returned from FilterSchedulerRotated and is used to iterate over the raw logs and unpacked data for SchedulerRotated events raised by the DecisionAnchor contract.
type DecisionAnchorSchedulerRotatedIterator struct {
	Event *DecisionAnchorSchedulerRotated // Event containing the contract specifics and raw log

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
func (it *DecisionAnchorSchedulerRotatedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(DecisionAnchorSchedulerRotated)
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
		it.Event = new(DecisionAnchorSchedulerRotated)
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
func (it *DecisionAnchorSchedulerRotatedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *DecisionAnchorSchedulerRotatedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// DecisionAnchorSchedulerRotated represents a SchedulerRotated event raised by the DecisionAnchor contract.
type DecisionAnchorSchedulerRotated struct {
	PreviousScheduler common.Address
	NewScheduler      common.Address
	Raw               types.Log // Blockchain specific contextual infos
}

// FilterSchedulerRotated is a free log retrieval operation binding the contract event 0xe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797.
//
// Solidity: event SchedulerRotated(address indexed previousScheduler, address indexed newScheduler)
func (_DecisionAnchor *DecisionAnchorFilterer) FilterSchedulerRotated(opts *bind.FilterOpts, previousScheduler []common.Address, newScheduler []common.Address) (*DecisionAnchorSchedulerRotatedIterator, error) {

	var previousSchedulerRule []interface{}
	for _, previousSchedulerItem := range previousScheduler {
		previousSchedulerRule = append(previousSchedulerRule, previousSchedulerItem)
	}
	var newSchedulerRule []interface{}
	for _, newSchedulerItem := range newScheduler {
		newSchedulerRule = append(newSchedulerRule, newSchedulerItem)
	}

	logs, sub, err := _DecisionAnchor.contract.FilterLogs(opts, "SchedulerRotated", previousSchedulerRule, newSchedulerRule)
	if err != nil {
		return nil, err
	}
	return &DecisionAnchorSchedulerRotatedIterator{contract: _DecisionAnchor.contract, event: "SchedulerRotated", logs: logs, sub: sub}, nil
}

// WatchSchedulerRotated is a free log subscription operation binding the contract event 0xe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797.
//
// Solidity: event SchedulerRotated(address indexed previousScheduler, address indexed newScheduler)
func (_DecisionAnchor *DecisionAnchorFilterer) WatchSchedulerRotated(opts *bind.WatchOpts, sink chan<- *DecisionAnchorSchedulerRotated, previousScheduler []common.Address, newScheduler []common.Address) (event.Subscription, error) {

	var previousSchedulerRule []interface{}
	for _, previousSchedulerItem := range previousScheduler {
		previousSchedulerRule = append(previousSchedulerRule, previousSchedulerItem)
	}
	var newSchedulerRule []interface{}
	for _, newSchedulerItem := range newScheduler {
		newSchedulerRule = append(newSchedulerRule, newSchedulerItem)
	}

	logs, sub, err := _DecisionAnchor.contract.WatchLogs(opts, "SchedulerRotated", previousSchedulerRule, newSchedulerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(DecisionAnchorSchedulerRotated)
				if err := _DecisionAnchor.contract.UnpackLog(event, "SchedulerRotated", log); err != nil {
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
func (_DecisionAnchor *DecisionAnchorFilterer) ParseSchedulerRotated(log types.Log) (*DecisionAnchorSchedulerRotated, error) {
	event := new(DecisionAnchorSchedulerRotated)
	if err := _DecisionAnchor.contract.UnpackLog(event, "SchedulerRotated", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}
