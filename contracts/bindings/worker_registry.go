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

// WorkerRegistryMetaData contains all meta data concerning the WorkerRegistry contract.
var WorkerRegistryMetaData = &bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"minimumStake\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"withdrawDelay\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"totalStake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minStake\",\"type\":\"uint256\"}],\"name\":\"InsufficientStake\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UnstakeNotRequested\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"unlockAt\",\"type\":\"uint64\"}],\"name\":\"UnstakePending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"unlockAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"WithdrawTooEarly\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroValue\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"totalStake\",\"type\":\"uint256\"}],\"name\":\"Registered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"unlockAt\",\"type\":\"uint64\"}],\"name\":\"UnstakeRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"minStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"register\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"requestUnstake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"}],\"name\":\"stakeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unstakeDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"}],\"name\":\"workerInfo\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"unlockAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161075938038061075983398101604081905261002e91610069565b60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556080919091526001600160401b031660a0526100a3565b5f5f6040838503121561007a575f5ffd5b825160208401519092506001600160401b0381168114610098575f5ffd5b809150509250929050565b60805160a0516106816100d85f395f818160f7015261050e01525f81816101420152818161023c015261027801526106815ff3fe60806040526004361061006e575f3560e01c8063375b3c0a1161004c578063375b3c0a146101315780633ccfd60b146101725780634262336014610186578063fc63958e146101a5575f5ffd5b80630a6f0503146100725780631aa3a008146100dc5780633222012f146100e6575b5f5ffd5b34801561007d575f5ffd5b506100ba61008c366004610602565b6001600160a01b03165f908152602081905260409020805460019091015490916001600160401b0390911690565b604080519283526001600160401b039091166020830152015b60405180910390f35b6100e46101b9565b005b3480156100f1575f5ffd5b506101197f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160401b0390911681526020016100d3565b34801561013c575f5ffd5b506101647f000000000000000000000000000000000000000000000000000000000000000081565b6040519081526020016100d3565b34801561017d575f5ffd5b506100e46102e7565b348015610191575f5ffd5b506101646101a0366004610602565b610461565b3480156101b0575f5ffd5b506100e461049b565b345f036101d957604051637c946ed760e01b815260040160405180910390fd5b335f90815260208190526040902060018101546001600160401b031615610229576001810154604051630fa6a96d60e01b81526001600160401b0390911660048201526024015b60405180910390fd5b80545f9061023890349061063c565b90507f00000000000000000000000000000000000000000000000000000000000000008110156102a4576040516322df051360e11b8152600481018290527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610220565b808255604080513481526020810183905233917fcda33a906ffa8a5f960826827500581f4613a5db7a84b250433e0d591a63093891015b60405180910390a25050565b6102ef610592565b335f908152602081905260408120600181015490916001600160401b03909116908190036103305760405163777c843f60e11b815260040160405180910390fd5b806001600160401b031642101561036b576040516316351b7560e01b81526001600160401b0382166004820152426024820152604401610220565b8154335f818152602081815260408083209283556001909201805467ffffffffffffffff1916905590518381527f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d5910160405180910390a26040515f90339083908381818185875af1925050503d805f8114610402576040519150601f19603f3d011682016040523d82523d5f602084013e610407565b606091505b50509050806104325760405163a09e616560e01b815233600482015260248101839052604401610220565b5050505061045f60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055565b565b6001600160a01b0381165f90815260208190526040812060018101546001600160401b031615610491575f610494565b80545b9392505050565b335f90815260208190526040812080549091036104cb5760405163aba4733960e01b815260040160405180910390fd5b60018101546001600160401b031615610508576001810154604051630fa6a96d60e01b81526001600160401b039091166004820152602401610220565b5f6105337f000000000000000000000000000000000000000000000000000000000000000042610655565b60018301805467ffffffffffffffff19166001600160401b038316908117909155835460408051918252602082019290925291925033917f21020437c0e4b58b34bd7ac1f1cef55e7820d1bcd93824ceb273cad96eea704c91016102db565b61059a6105c0565b60027f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0055565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005460020361045f57604051633ee5aeb560e01b815260040160405180910390fd5b5f60208284031215610612575f5ffd5b81356001600160a01b0381168114610494575f5ffd5b634e487b7160e01b5f52601160045260245ffd5b8082018082111561064f5761064f610628565b92915050565b6001600160401b03818116838216019081111561064f5761064f61062856fea164736f6c634300081e000a",
}

// WorkerRegistryABI is the input ABI used to generate the binding from.
// Deprecated: Use WorkerRegistryMetaData.ABI instead.
var WorkerRegistryABI = WorkerRegistryMetaData.ABI

// WorkerRegistryBin is the compiled bytecode used for deploying new contracts.
// Deprecated: Use WorkerRegistryMetaData.Bin instead.
var WorkerRegistryBin = WorkerRegistryMetaData.Bin

// DeployWorkerRegistry deploys a new Ethereum contract, binding an instance of WorkerRegistry to it.
func DeployWorkerRegistry(auth *bind.TransactOpts, backend bind.ContractBackend, minimumStake *big.Int, withdrawDelay uint64) (common.Address, *types.Transaction, *WorkerRegistry, error) {
	parsed, err := WorkerRegistryMetaData.GetAbi()
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	if parsed == nil {
		return common.Address{}, nil, nil, errors.New("GetABI returned nil")
	}

	address, tx, contract, err := bind.DeployContract(auth, *parsed, common.FromHex(WorkerRegistryBin), backend, minimumStake, withdrawDelay)
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	return address, tx, &WorkerRegistry{WorkerRegistryCaller: WorkerRegistryCaller{contract: contract}, WorkerRegistryTransactor: WorkerRegistryTransactor{contract: contract}, WorkerRegistryFilterer: WorkerRegistryFilterer{contract: contract}}, nil
}

// WorkerRegistry is an auto generated Go binding around an Ethereum contract.
type WorkerRegistry struct {
	WorkerRegistryCaller     // Read-only binding to the contract
	WorkerRegistryTransactor // Write-only binding to the contract
	WorkerRegistryFilterer   // Log filterer for contract events
}

// WorkerRegistryCaller is an auto generated read-only Go binding around an Ethereum contract.
type WorkerRegistryCaller struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// WorkerRegistryTransactor is an auto generated write-only Go binding around an Ethereum contract.
type WorkerRegistryTransactor struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// WorkerRegistryFilterer is an auto generated log filtering Go binding around an Ethereum contract events.
type WorkerRegistryFilterer struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// WorkerRegistrySession is an auto generated Go binding around an Ethereum contract,
// with pre-set call and transact options.
type WorkerRegistrySession struct {
	Contract     *WorkerRegistry   // Generic contract binding to set the session for
	CallOpts     bind.CallOpts     // Call options to use throughout this session
	TransactOpts bind.TransactOpts // Transaction auth options to use throughout this session
}

// WorkerRegistryCallerSession is an auto generated read-only Go binding around an Ethereum contract,
// with pre-set call options.
type WorkerRegistryCallerSession struct {
	Contract *WorkerRegistryCaller // Generic contract caller binding to set the session for
	CallOpts bind.CallOpts         // Call options to use throughout this session
}

// WorkerRegistryTransactorSession is an auto generated write-only Go binding around an Ethereum contract,
// with pre-set transact options.
type WorkerRegistryTransactorSession struct {
	Contract     *WorkerRegistryTransactor // Generic contract transactor binding to set the session for
	TransactOpts bind.TransactOpts         // Transaction auth options to use throughout this session
}

// WorkerRegistryRaw is an auto generated low-level Go binding around an Ethereum contract.
type WorkerRegistryRaw struct {
	Contract *WorkerRegistry // Generic contract binding to access the raw methods on
}

// WorkerRegistryCallerRaw is an auto generated low-level read-only Go binding around an Ethereum contract.
type WorkerRegistryCallerRaw struct {
	Contract *WorkerRegistryCaller // Generic read-only contract binding to access the raw methods on
}

// WorkerRegistryTransactorRaw is an auto generated low-level write-only Go binding around an Ethereum contract.
type WorkerRegistryTransactorRaw struct {
	Contract *WorkerRegistryTransactor // Generic write-only contract binding to access the raw methods on
}

// NewWorkerRegistry creates a new instance of WorkerRegistry, bound to a specific deployed contract.
func NewWorkerRegistry(address common.Address, backend bind.ContractBackend) (*WorkerRegistry, error) {
	contract, err := bindWorkerRegistry(address, backend, backend, backend)
	if err != nil {
		return nil, err
	}
	return &WorkerRegistry{WorkerRegistryCaller: WorkerRegistryCaller{contract: contract}, WorkerRegistryTransactor: WorkerRegistryTransactor{contract: contract}, WorkerRegistryFilterer: WorkerRegistryFilterer{contract: contract}}, nil
}

// NewWorkerRegistryCaller creates a new read-only instance of WorkerRegistry, bound to a specific deployed contract.
func NewWorkerRegistryCaller(address common.Address, caller bind.ContractCaller) (*WorkerRegistryCaller, error) {
	contract, err := bindWorkerRegistry(address, caller, nil, nil)
	if err != nil {
		return nil, err
	}
	return &WorkerRegistryCaller{contract: contract}, nil
}

// NewWorkerRegistryTransactor creates a new write-only instance of WorkerRegistry, bound to a specific deployed contract.
func NewWorkerRegistryTransactor(address common.Address, transactor bind.ContractTransactor) (*WorkerRegistryTransactor, error) {
	contract, err := bindWorkerRegistry(address, nil, transactor, nil)
	if err != nil {
		return nil, err
	}
	return &WorkerRegistryTransactor{contract: contract}, nil
}

// NewWorkerRegistryFilterer creates a new log filterer instance of WorkerRegistry, bound to a specific deployed contract.
func NewWorkerRegistryFilterer(address common.Address, filterer bind.ContractFilterer) (*WorkerRegistryFilterer, error) {
	contract, err := bindWorkerRegistry(address, nil, nil, filterer)
	if err != nil {
		return nil, err
	}
	return &WorkerRegistryFilterer{contract: contract}, nil
}

// bindWorkerRegistry binds a generic wrapper to an already deployed contract.
func bindWorkerRegistry(address common.Address, caller bind.ContractCaller, transactor bind.ContractTransactor, filterer bind.ContractFilterer) (*bind.BoundContract, error) {
	parsed, err := WorkerRegistryMetaData.GetAbi()
	if err != nil {
		return nil, err
	}
	return bind.NewBoundContract(address, *parsed, caller, transactor, filterer), nil
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_WorkerRegistry *WorkerRegistryRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _WorkerRegistry.Contract.WorkerRegistryCaller.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_WorkerRegistry *WorkerRegistryRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _WorkerRegistry.Contract.WorkerRegistryTransactor.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_WorkerRegistry *WorkerRegistryRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _WorkerRegistry.Contract.WorkerRegistryTransactor.contract.Transact(opts, method, params...)
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_WorkerRegistry *WorkerRegistryCallerRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _WorkerRegistry.Contract.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_WorkerRegistry *WorkerRegistryTransactorRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _WorkerRegistry.Contract.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_WorkerRegistry *WorkerRegistryTransactorRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _WorkerRegistry.Contract.contract.Transact(opts, method, params...)
}

// MinStake is a free data retrieval call binding the contract method 0x375b3c0a.
//
// Solidity: function minStake() view returns(uint256)
func (_WorkerRegistry *WorkerRegistryCaller) MinStake(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _WorkerRegistry.contract.Call(opts, &out, "minStake")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// MinStake is a free data retrieval call binding the contract method 0x375b3c0a.
//
// Solidity: function minStake() view returns(uint256)
func (_WorkerRegistry *WorkerRegistrySession) MinStake() (*big.Int, error) {
	return _WorkerRegistry.Contract.MinStake(&_WorkerRegistry.CallOpts)
}

// MinStake is a free data retrieval call binding the contract method 0x375b3c0a.
//
// Solidity: function minStake() view returns(uint256)
func (_WorkerRegistry *WorkerRegistryCallerSession) MinStake() (*big.Int, error) {
	return _WorkerRegistry.Contract.MinStake(&_WorkerRegistry.CallOpts)
}

// StakeOf is a free data retrieval call binding the contract method 0x42623360.
//
// Solidity: function stakeOf(address worker) view returns(uint256)
func (_WorkerRegistry *WorkerRegistryCaller) StakeOf(opts *bind.CallOpts, worker common.Address) (*big.Int, error) {
	var out []interface{}
	err := _WorkerRegistry.contract.Call(opts, &out, "stakeOf", worker)

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// StakeOf is a free data retrieval call binding the contract method 0x42623360.
//
// Solidity: function stakeOf(address worker) view returns(uint256)
func (_WorkerRegistry *WorkerRegistrySession) StakeOf(worker common.Address) (*big.Int, error) {
	return _WorkerRegistry.Contract.StakeOf(&_WorkerRegistry.CallOpts, worker)
}

// StakeOf is a free data retrieval call binding the contract method 0x42623360.
//
// Solidity: function stakeOf(address worker) view returns(uint256)
func (_WorkerRegistry *WorkerRegistryCallerSession) StakeOf(worker common.Address) (*big.Int, error) {
	return _WorkerRegistry.Contract.StakeOf(&_WorkerRegistry.CallOpts, worker)
}

// UnstakeDelay is a free data retrieval call binding the contract method 0x3222012f.
//
// Solidity: function unstakeDelay() view returns(uint64)
func (_WorkerRegistry *WorkerRegistryCaller) UnstakeDelay(opts *bind.CallOpts) (uint64, error) {
	var out []interface{}
	err := _WorkerRegistry.contract.Call(opts, &out, "unstakeDelay")

	if err != nil {
		return *new(uint64), err
	}

	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)

	return out0, err

}

// UnstakeDelay is a free data retrieval call binding the contract method 0x3222012f.
//
// Solidity: function unstakeDelay() view returns(uint64)
func (_WorkerRegistry *WorkerRegistrySession) UnstakeDelay() (uint64, error) {
	return _WorkerRegistry.Contract.UnstakeDelay(&_WorkerRegistry.CallOpts)
}

// UnstakeDelay is a free data retrieval call binding the contract method 0x3222012f.
//
// Solidity: function unstakeDelay() view returns(uint64)
func (_WorkerRegistry *WorkerRegistryCallerSession) UnstakeDelay() (uint64, error) {
	return _WorkerRegistry.Contract.UnstakeDelay(&_WorkerRegistry.CallOpts)
}

// WorkerInfo is a free data retrieval call binding the contract method 0x0a6f0503.
//
// Solidity: function workerInfo(address worker) view returns(uint256 stake, uint64 unlockAt)
func (_WorkerRegistry *WorkerRegistryCaller) WorkerInfo(opts *bind.CallOpts, worker common.Address) (struct {
	Stake    *big.Int
	UnlockAt uint64
}, error) {
	var out []interface{}
	err := _WorkerRegistry.contract.Call(opts, &out, "workerInfo", worker)

	outstruct := new(struct {
		Stake    *big.Int
		UnlockAt uint64
	})
	if err != nil {
		return *outstruct, err
	}

	outstruct.Stake = *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)
	outstruct.UnlockAt = *abi.ConvertType(out[1], new(uint64)).(*uint64)

	return *outstruct, err

}

// WorkerInfo is a free data retrieval call binding the contract method 0x0a6f0503.
//
// Solidity: function workerInfo(address worker) view returns(uint256 stake, uint64 unlockAt)
func (_WorkerRegistry *WorkerRegistrySession) WorkerInfo(worker common.Address) (struct {
	Stake    *big.Int
	UnlockAt uint64
}, error) {
	return _WorkerRegistry.Contract.WorkerInfo(&_WorkerRegistry.CallOpts, worker)
}

// WorkerInfo is a free data retrieval call binding the contract method 0x0a6f0503.
//
// Solidity: function workerInfo(address worker) view returns(uint256 stake, uint64 unlockAt)
func (_WorkerRegistry *WorkerRegistryCallerSession) WorkerInfo(worker common.Address) (struct {
	Stake    *big.Int
	UnlockAt uint64
}, error) {
	return _WorkerRegistry.Contract.WorkerInfo(&_WorkerRegistry.CallOpts, worker)
}

// Register is a paid mutator transaction binding the contract method 0x1aa3a008.
//
// Solidity: function register() payable returns()
func (_WorkerRegistry *WorkerRegistryTransactor) Register(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _WorkerRegistry.contract.Transact(opts, "register")
}

// Register is a paid mutator transaction binding the contract method 0x1aa3a008.
//
// Solidity: function register() payable returns()
func (_WorkerRegistry *WorkerRegistrySession) Register() (*types.Transaction, error) {
	return _WorkerRegistry.Contract.Register(&_WorkerRegistry.TransactOpts)
}

// Register is a paid mutator transaction binding the contract method 0x1aa3a008.
//
// Solidity: function register() payable returns()
func (_WorkerRegistry *WorkerRegistryTransactorSession) Register() (*types.Transaction, error) {
	return _WorkerRegistry.Contract.Register(&_WorkerRegistry.TransactOpts)
}

// RequestUnstake is a paid mutator transaction binding the contract method 0xfc63958e.
//
// Solidity: function requestUnstake() returns()
func (_WorkerRegistry *WorkerRegistryTransactor) RequestUnstake(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _WorkerRegistry.contract.Transact(opts, "requestUnstake")
}

// RequestUnstake is a paid mutator transaction binding the contract method 0xfc63958e.
//
// Solidity: function requestUnstake() returns()
func (_WorkerRegistry *WorkerRegistrySession) RequestUnstake() (*types.Transaction, error) {
	return _WorkerRegistry.Contract.RequestUnstake(&_WorkerRegistry.TransactOpts)
}

// RequestUnstake is a paid mutator transaction binding the contract method 0xfc63958e.
//
// Solidity: function requestUnstake() returns()
func (_WorkerRegistry *WorkerRegistryTransactorSession) RequestUnstake() (*types.Transaction, error) {
	return _WorkerRegistry.Contract.RequestUnstake(&_WorkerRegistry.TransactOpts)
}

// Withdraw is a paid mutator transaction binding the contract method 0x3ccfd60b.
//
// Solidity: function withdraw() returns()
func (_WorkerRegistry *WorkerRegistryTransactor) Withdraw(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _WorkerRegistry.contract.Transact(opts, "withdraw")
}

// Withdraw is a paid mutator transaction binding the contract method 0x3ccfd60b.
//
// Solidity: function withdraw() returns()
func (_WorkerRegistry *WorkerRegistrySession) Withdraw() (*types.Transaction, error) {
	return _WorkerRegistry.Contract.Withdraw(&_WorkerRegistry.TransactOpts)
}

// Withdraw is a paid mutator transaction binding the contract method 0x3ccfd60b.
//
// Solidity: function withdraw() returns()
func (_WorkerRegistry *WorkerRegistryTransactorSession) Withdraw() (*types.Transaction, error) {
	return _WorkerRegistry.Contract.Withdraw(&_WorkerRegistry.TransactOpts)
}

// WorkerRegistryRegisteredIterator is returned from FilterRegistered and is used to iterate over the raw logs and unpacked data for Registered events raised by the WorkerRegistry contract.
type WorkerRegistryRegisteredIterator struct {
	Event *WorkerRegistryRegistered // Event containing the contract specifics and raw log

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
func (it *WorkerRegistryRegisteredIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(WorkerRegistryRegistered)
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
		it.Event = new(WorkerRegistryRegistered)
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
func (it *WorkerRegistryRegisteredIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *WorkerRegistryRegisteredIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// WorkerRegistryRegistered represents a Registered event raised by the WorkerRegistry contract.
type WorkerRegistryRegistered struct {
	Worker     common.Address
	Amount     *big.Int
	TotalStake *big.Int
	Raw        types.Log // Blockchain specific contextual infos
}

// FilterRegistered is a free log retrieval operation binding the contract event 0xcda33a906ffa8a5f960826827500581f4613a5db7a84b250433e0d591a630938.
//
// Solidity: event Registered(address indexed worker, uint256 amount, uint256 totalStake)
func (_WorkerRegistry *WorkerRegistryFilterer) FilterRegistered(opts *bind.FilterOpts, worker []common.Address) (*WorkerRegistryRegisteredIterator, error) {

	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _WorkerRegistry.contract.FilterLogs(opts, "Registered", workerRule)
	if err != nil {
		return nil, err
	}
	return &WorkerRegistryRegisteredIterator{contract: _WorkerRegistry.contract, event: "Registered", logs: logs, sub: sub}, nil
}

// WatchRegistered is a free log subscription operation binding the contract event 0xcda33a906ffa8a5f960826827500581f4613a5db7a84b250433e0d591a630938.
//
// Solidity: event Registered(address indexed worker, uint256 amount, uint256 totalStake)
func (_WorkerRegistry *WorkerRegistryFilterer) WatchRegistered(opts *bind.WatchOpts, sink chan<- *WorkerRegistryRegistered, worker []common.Address) (event.Subscription, error) {

	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _WorkerRegistry.contract.WatchLogs(opts, "Registered", workerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(WorkerRegistryRegistered)
				if err := _WorkerRegistry.contract.UnpackLog(event, "Registered", log); err != nil {
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

// ParseRegistered is a log parse operation binding the contract event 0xcda33a906ffa8a5f960826827500581f4613a5db7a84b250433e0d591a630938.
//
// Solidity: event Registered(address indexed worker, uint256 amount, uint256 totalStake)
func (_WorkerRegistry *WorkerRegistryFilterer) ParseRegistered(log types.Log) (*WorkerRegistryRegistered, error) {
	event := new(WorkerRegistryRegistered)
	if err := _WorkerRegistry.contract.UnpackLog(event, "Registered", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// WorkerRegistryUnstakeRequestedIterator is returned from FilterUnstakeRequested and is used to iterate over the raw logs and unpacked data for UnstakeRequested events raised by the WorkerRegistry contract.
type WorkerRegistryUnstakeRequestedIterator struct {
	Event *WorkerRegistryUnstakeRequested // Event containing the contract specifics and raw log

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
func (it *WorkerRegistryUnstakeRequestedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(WorkerRegistryUnstakeRequested)
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
		it.Event = new(WorkerRegistryUnstakeRequested)
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
func (it *WorkerRegistryUnstakeRequestedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *WorkerRegistryUnstakeRequestedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// WorkerRegistryUnstakeRequested represents a UnstakeRequested event raised by the WorkerRegistry contract.
type WorkerRegistryUnstakeRequested struct {
	Worker   common.Address
	Stake    *big.Int
	UnlockAt uint64
	Raw      types.Log // Blockchain specific contextual infos
}

// FilterUnstakeRequested is a free log retrieval operation binding the contract event 0x21020437c0e4b58b34bd7ac1f1cef55e7820d1bcd93824ceb273cad96eea704c.
//
// Solidity: event UnstakeRequested(address indexed worker, uint256 stake, uint64 unlockAt)
func (_WorkerRegistry *WorkerRegistryFilterer) FilterUnstakeRequested(opts *bind.FilterOpts, worker []common.Address) (*WorkerRegistryUnstakeRequestedIterator, error) {

	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _WorkerRegistry.contract.FilterLogs(opts, "UnstakeRequested", workerRule)
	if err != nil {
		return nil, err
	}
	return &WorkerRegistryUnstakeRequestedIterator{contract: _WorkerRegistry.contract, event: "UnstakeRequested", logs: logs, sub: sub}, nil
}

// WatchUnstakeRequested is a free log subscription operation binding the contract event 0x21020437c0e4b58b34bd7ac1f1cef55e7820d1bcd93824ceb273cad96eea704c.
//
// Solidity: event UnstakeRequested(address indexed worker, uint256 stake, uint64 unlockAt)
func (_WorkerRegistry *WorkerRegistryFilterer) WatchUnstakeRequested(opts *bind.WatchOpts, sink chan<- *WorkerRegistryUnstakeRequested, worker []common.Address) (event.Subscription, error) {

	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _WorkerRegistry.contract.WatchLogs(opts, "UnstakeRequested", workerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(WorkerRegistryUnstakeRequested)
				if err := _WorkerRegistry.contract.UnpackLog(event, "UnstakeRequested", log); err != nil {
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

// ParseUnstakeRequested is a log parse operation binding the contract event 0x21020437c0e4b58b34bd7ac1f1cef55e7820d1bcd93824ceb273cad96eea704c.
//
// Solidity: event UnstakeRequested(address indexed worker, uint256 stake, uint64 unlockAt)
func (_WorkerRegistry *WorkerRegistryFilterer) ParseUnstakeRequested(log types.Log) (*WorkerRegistryUnstakeRequested, error) {
	event := new(WorkerRegistryUnstakeRequested)
	if err := _WorkerRegistry.contract.UnpackLog(event, "UnstakeRequested", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// WorkerRegistryWithdrawnIterator is returned from FilterWithdrawn and is used to iterate over the raw logs and unpacked data for Withdrawn events raised by the WorkerRegistry contract.
type WorkerRegistryWithdrawnIterator struct {
	Event *WorkerRegistryWithdrawn // Event containing the contract specifics and raw log

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
func (it *WorkerRegistryWithdrawnIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(WorkerRegistryWithdrawn)
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
		it.Event = new(WorkerRegistryWithdrawn)
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
func (it *WorkerRegistryWithdrawnIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *WorkerRegistryWithdrawnIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// WorkerRegistryWithdrawn represents a Withdrawn event raised by the WorkerRegistry contract.
type WorkerRegistryWithdrawn struct {
	Worker common.Address
	Amount *big.Int
	Raw    types.Log // Blockchain specific contextual infos
}

// FilterWithdrawn is a free log retrieval operation binding the contract event 0x7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d5.
//
// Solidity: event Withdrawn(address indexed worker, uint256 amount)
func (_WorkerRegistry *WorkerRegistryFilterer) FilterWithdrawn(opts *bind.FilterOpts, worker []common.Address) (*WorkerRegistryWithdrawnIterator, error) {

	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _WorkerRegistry.contract.FilterLogs(opts, "Withdrawn", workerRule)
	if err != nil {
		return nil, err
	}
	return &WorkerRegistryWithdrawnIterator{contract: _WorkerRegistry.contract, event: "Withdrawn", logs: logs, sub: sub}, nil
}

// WatchWithdrawn is a free log subscription operation binding the contract event 0x7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d5.
//
// Solidity: event Withdrawn(address indexed worker, uint256 amount)
func (_WorkerRegistry *WorkerRegistryFilterer) WatchWithdrawn(opts *bind.WatchOpts, sink chan<- *WorkerRegistryWithdrawn, worker []common.Address) (event.Subscription, error) {

	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _WorkerRegistry.contract.WatchLogs(opts, "Withdrawn", workerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(WorkerRegistryWithdrawn)
				if err := _WorkerRegistry.contract.UnpackLog(event, "Withdrawn", log); err != nil {
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

// ParseWithdrawn is a log parse operation binding the contract event 0x7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d5.
//
// Solidity: event Withdrawn(address indexed worker, uint256 amount)
func (_WorkerRegistry *WorkerRegistryFilterer) ParseWithdrawn(log types.Log) (*WorkerRegistryWithdrawn, error) {
	event := new(WorkerRegistryWithdrawn)
	if err := _WorkerRegistry.contract.UnpackLog(event, "Withdrawn", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}
