// Code generated - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package probe

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

// CallbackProbeMetaData contains all meta data concerning the CallbackProbe contract.
var CallbackProbeMetaData = &bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIProbeRouter\",\"name\":\"r\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[],\"name\":\"MODE_BURN\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MODE_HUGE_RETURN\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MODE_REENTER\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MODE_REVERT\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MODE_STORE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"calls\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"gasAtEntry\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"hashes\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"mode\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"}],\"name\":\"onInferenceResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"outputLengths\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"refundBlocked\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"prompt\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint32\",\"name\":\"callbackGas\",\"type\":\"uint32\"}],\"name\":\"request\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"returnBytes\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"contractIProbeRouter\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"m\",\"type\":\"uint8\"},{\"internalType\":\"uint256\",\"name\":\"size\",\"type\":\"uint256\"}],\"name\":\"setMode\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"submitBlocked\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"stateMutability\":\"payable\",\"type\":\"receive\"}]",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610a6c380380610a6c83398101604081905261002e9161003f565b6001600160a01b031660805261006c565b5f6020828403121561004f575f5ffd5b81516001600160a01b0381168114610065575f5ffd5b9392505050565b6080516109cc6100a05f395f81816103120152818161035b0152818161047a01528181610547015261062b01526109cc5ff3fe6080604052600436106100fd575f3560e01c8063817025b911610092578063cde9ed7911610062578063cde9ed7914610299578063d183ce14146102ae578063de5125d9146102d9578063f4ce4d6a146102ed578063f887ea4014610301575f5ffd5b8063817025b91461022a57806394c0c13b1461023e578063bd8ab2eb14610251578063c09ed9dc14610284575f5ffd5b8063540ee911116100cd578063540ee911146101a45780635f0c462d146101b85780636c099078146101e35780636e0bc1aa1461020c575f5ffd5b8063295a5212146101085780632ae6f8e014610137578063414cdae51461014a578063501895ae1461016b575f5ffd5b3661010457005b5f5ffd5b348015610113575f5ffd5b505f546101209060ff1681565b60405160ff90911681526020015b60405180910390f35b348015610142575f5ffd5b506101205f81565b348015610155575f5ffd5b50610169610164366004610720565b61034c565b005b348015610176575f5ffd5b5061019661018536600461076f565b60036020525f908152604090205481565b60405190815260200161012e565b3480156101af575f5ffd5b50610120600181565b3480156101c3575f5ffd5b506101966101d236600461076f565b60046020525f908152604090205481565b3480156101ee575f5ffd5b506006546101fc9060ff1681565b604051901515815260200161012e565b348015610217575f5ffd5b506006546101fc90610100900460ff1681565b348015610235575f5ffd5b50610120600281565b61019661024c36600461079e565b610628565b34801561025c575f5ffd5b5061016961026b36600461084c565b5f805460ff191660ff9390931692909217909155600155565b34801561028f575f5ffd5b5061019660055481565b3480156102a4575f5ffd5b5061019660015481565b3480156102b9575f5ffd5b506101966102c836600461076f565b60026020525f908152604090205481565b3480156102e4575f5ffd5b50610120600381565b3480156102f8575f5ffd5b50610120600481565b34801561030c575f5ffd5b506103347f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b03909116815260200161012e565b5f5a9050336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146103be5760405162461bcd60e51b815260206004820152600e60248201526d3737ba103a3432903937baba32b960911b60448201526064015b60405180910390fd5b5f5460ff165f1981016104035760405162461bcd60e51b815260206004820152600d60248201526c1c1c9bd8994e881c995d995c9d609a1b60448201526064016103b5565b60011960ff821601610426575b60075461041e90600161087b565b600755610410565b60058290555f86815260026020526040812080546001929061044990849061087b565b90915550505f8681526003602090815260408083208890556004909152902083905560021960ff82160161060d575f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316876040516024016104b591815260200190565b60408051601f198184030181529181526020820180516001600160e01b031663278ecde160e01b179052516104ea91906108a0565b5f604051808303815f865af19150503d805f8114610523576040519150601f19603f3d011682016040523d82523d5f602084013e610528565b606091505b50506006805460ff191682151790556040519091506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690610581908990889088906001905f9081906024016108de565b60408051601f198184030181529181526020820180516001600160e01b031663129fa7bf60e11b179052516105b691906108a0565b5f604051808303815f865af19150503d805f81146105ef576040519150601f19603f3d011682016040523d82523d5f602084013e6105f4565b606091505b50506006805461ff001916911561010002919091179055505b60031960ff82160161062057600154805ff35b505050505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663f365f7f9348a8a8a8a8a8a620186a061200060018d6040518c63ffffffff1660e01b815260040161068e9a99989796959493929190610934565b60206040518083038185885af11580156106aa573d5f5f3e3d5ffd5b50505050506040513d601f19601f820116820180604052508101906106cf91906109a8565b98975050505050505050565b5f5f83601f8401126106eb575f5ffd5b50813567ffffffffffffffff811115610702575f5ffd5b602083019150836020828501011115610719575f5ffd5b9250929050565b5f5f5f5f60608587031215610733575f5ffd5b8435935060208501359250604085013567ffffffffffffffff811115610757575f5ffd5b610763878288016106db565b95989497509550505050565b5f6020828403121561077f575f5ffd5b5035919050565b803563ffffffff81168114610799575f5ffd5b919050565b5f5f5f5f5f5f5f60a0888a0312156107b4575f5ffd5b873567ffffffffffffffff8111156107ca575f5ffd5b6107d68a828b016106db565b909850965050602088013567ffffffffffffffff8111156107f5575f5ffd5b6108018a828b016106db565b9096509450610814905060408901610786565b9250606088013567ffffffffffffffff81168114610830575f5ffd5b915061083e60808901610786565b905092959891949750929550565b5f5f6040838503121561085d575f5ffd5b823560ff8116811461086d575f5ffd5b946020939093013593505050565b8082018082111561089a57634e487b7160e01b5f52601160045260245ffd5b92915050565b5f82518060208501845e5f920191825250919050565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b86815260c060208201525f6108f760c0830187896108b6565b63ffffffff9590951660408301525067ffffffffffffffff92831660608201529116608082015280820360a0909101525f81526020019392505050565b61010081525f61094961010083018c8e6108b6565b828103602084015261095c818b8d6108b6565b63ffffffff998a16604085015267ffffffffffffffff9890981660608401525050938616608085015291851660a0840152151560c083015290921660e090920191909152949350505050565b5f602082840312156109b8575f5ffd5b505191905056fea164736f6c634300081e000a",
}

// CallbackProbeABI is the input ABI used to generate the binding from.
// Deprecated: Use CallbackProbeMetaData.ABI instead.
var CallbackProbeABI = CallbackProbeMetaData.ABI

// CallbackProbeBin is the compiled bytecode used for deploying new contracts.
// Deprecated: Use CallbackProbeMetaData.Bin instead.
var CallbackProbeBin = CallbackProbeMetaData.Bin

// DeployCallbackProbe deploys a new Ethereum contract, binding an instance of CallbackProbe to it.
func DeployCallbackProbe(auth *bind.TransactOpts, backend bind.ContractBackend, r common.Address) (common.Address, *types.Transaction, *CallbackProbe, error) {
	parsed, err := CallbackProbeMetaData.GetAbi()
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	if parsed == nil {
		return common.Address{}, nil, nil, errors.New("GetABI returned nil")
	}

	address, tx, contract, err := bind.DeployContract(auth, *parsed, common.FromHex(CallbackProbeBin), backend, r)
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	return address, tx, &CallbackProbe{CallbackProbeCaller: CallbackProbeCaller{contract: contract}, CallbackProbeTransactor: CallbackProbeTransactor{contract: contract}, CallbackProbeFilterer: CallbackProbeFilterer{contract: contract}}, nil
}

// CallbackProbe is an auto generated Go binding around an Ethereum contract.
type CallbackProbe struct {
	CallbackProbeCaller     // Read-only binding to the contract
	CallbackProbeTransactor // Write-only binding to the contract
	CallbackProbeFilterer   // Log filterer for contract events
}

// CallbackProbeCaller is an auto generated read-only Go binding around an Ethereum contract.
type CallbackProbeCaller struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// CallbackProbeTransactor is an auto generated write-only Go binding around an Ethereum contract.
type CallbackProbeTransactor struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// CallbackProbeFilterer is an auto generated log filtering Go binding around an Ethereum contract events.
type CallbackProbeFilterer struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// CallbackProbeSession is an auto generated Go binding around an Ethereum contract,
// with pre-set call and transact options.
type CallbackProbeSession struct {
	Contract     *CallbackProbe    // Generic contract binding to set the session for
	CallOpts     bind.CallOpts     // Call options to use throughout this session
	TransactOpts bind.TransactOpts // Transaction auth options to use throughout this session
}

// CallbackProbeCallerSession is an auto generated read-only Go binding around an Ethereum contract,
// with pre-set call options.
type CallbackProbeCallerSession struct {
	Contract *CallbackProbeCaller // Generic contract caller binding to set the session for
	CallOpts bind.CallOpts        // Call options to use throughout this session
}

// CallbackProbeTransactorSession is an auto generated write-only Go binding around an Ethereum contract,
// with pre-set transact options.
type CallbackProbeTransactorSession struct {
	Contract     *CallbackProbeTransactor // Generic contract transactor binding to set the session for
	TransactOpts bind.TransactOpts        // Transaction auth options to use throughout this session
}

// CallbackProbeRaw is an auto generated low-level Go binding around an Ethereum contract.
type CallbackProbeRaw struct {
	Contract *CallbackProbe // Generic contract binding to access the raw methods on
}

// CallbackProbeCallerRaw is an auto generated low-level read-only Go binding around an Ethereum contract.
type CallbackProbeCallerRaw struct {
	Contract *CallbackProbeCaller // Generic read-only contract binding to access the raw methods on
}

// CallbackProbeTransactorRaw is an auto generated low-level write-only Go binding around an Ethereum contract.
type CallbackProbeTransactorRaw struct {
	Contract *CallbackProbeTransactor // Generic write-only contract binding to access the raw methods on
}

// NewCallbackProbe creates a new instance of CallbackProbe, bound to a specific deployed contract.
func NewCallbackProbe(address common.Address, backend bind.ContractBackend) (*CallbackProbe, error) {
	contract, err := bindCallbackProbe(address, backend, backend, backend)
	if err != nil {
		return nil, err
	}
	return &CallbackProbe{CallbackProbeCaller: CallbackProbeCaller{contract: contract}, CallbackProbeTransactor: CallbackProbeTransactor{contract: contract}, CallbackProbeFilterer: CallbackProbeFilterer{contract: contract}}, nil
}

// NewCallbackProbeCaller creates a new read-only instance of CallbackProbe, bound to a specific deployed contract.
func NewCallbackProbeCaller(address common.Address, caller bind.ContractCaller) (*CallbackProbeCaller, error) {
	contract, err := bindCallbackProbe(address, caller, nil, nil)
	if err != nil {
		return nil, err
	}
	return &CallbackProbeCaller{contract: contract}, nil
}

// NewCallbackProbeTransactor creates a new write-only instance of CallbackProbe, bound to a specific deployed contract.
func NewCallbackProbeTransactor(address common.Address, transactor bind.ContractTransactor) (*CallbackProbeTransactor, error) {
	contract, err := bindCallbackProbe(address, nil, transactor, nil)
	if err != nil {
		return nil, err
	}
	return &CallbackProbeTransactor{contract: contract}, nil
}

// NewCallbackProbeFilterer creates a new log filterer instance of CallbackProbe, bound to a specific deployed contract.
func NewCallbackProbeFilterer(address common.Address, filterer bind.ContractFilterer) (*CallbackProbeFilterer, error) {
	contract, err := bindCallbackProbe(address, nil, nil, filterer)
	if err != nil {
		return nil, err
	}
	return &CallbackProbeFilterer{contract: contract}, nil
}

// bindCallbackProbe binds a generic wrapper to an already deployed contract.
func bindCallbackProbe(address common.Address, caller bind.ContractCaller, transactor bind.ContractTransactor, filterer bind.ContractFilterer) (*bind.BoundContract, error) {
	parsed, err := CallbackProbeMetaData.GetAbi()
	if err != nil {
		return nil, err
	}
	return bind.NewBoundContract(address, *parsed, caller, transactor, filterer), nil
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_CallbackProbe *CallbackProbeRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _CallbackProbe.Contract.CallbackProbeCaller.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_CallbackProbe *CallbackProbeRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _CallbackProbe.Contract.CallbackProbeTransactor.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_CallbackProbe *CallbackProbeRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _CallbackProbe.Contract.CallbackProbeTransactor.contract.Transact(opts, method, params...)
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_CallbackProbe *CallbackProbeCallerRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _CallbackProbe.Contract.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_CallbackProbe *CallbackProbeTransactorRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _CallbackProbe.Contract.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_CallbackProbe *CallbackProbeTransactorRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _CallbackProbe.Contract.contract.Transact(opts, method, params...)
}

// MODEBURN is a free data retrieval call binding the contract method 0x817025b9.
//
// Solidity: function MODE_BURN() view returns(uint8)
func (_CallbackProbe *CallbackProbeCaller) MODEBURN(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "MODE_BURN")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// MODEBURN is a free data retrieval call binding the contract method 0x817025b9.
//
// Solidity: function MODE_BURN() view returns(uint8)
func (_CallbackProbe *CallbackProbeSession) MODEBURN() (uint8, error) {
	return _CallbackProbe.Contract.MODEBURN(&_CallbackProbe.CallOpts)
}

// MODEBURN is a free data retrieval call binding the contract method 0x817025b9.
//
// Solidity: function MODE_BURN() view returns(uint8)
func (_CallbackProbe *CallbackProbeCallerSession) MODEBURN() (uint8, error) {
	return _CallbackProbe.Contract.MODEBURN(&_CallbackProbe.CallOpts)
}

// MODEHUGERETURN is a free data retrieval call binding the contract method 0xf4ce4d6a.
//
// Solidity: function MODE_HUGE_RETURN() view returns(uint8)
func (_CallbackProbe *CallbackProbeCaller) MODEHUGERETURN(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "MODE_HUGE_RETURN")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// MODEHUGERETURN is a free data retrieval call binding the contract method 0xf4ce4d6a.
//
// Solidity: function MODE_HUGE_RETURN() view returns(uint8)
func (_CallbackProbe *CallbackProbeSession) MODEHUGERETURN() (uint8, error) {
	return _CallbackProbe.Contract.MODEHUGERETURN(&_CallbackProbe.CallOpts)
}

// MODEHUGERETURN is a free data retrieval call binding the contract method 0xf4ce4d6a.
//
// Solidity: function MODE_HUGE_RETURN() view returns(uint8)
func (_CallbackProbe *CallbackProbeCallerSession) MODEHUGERETURN() (uint8, error) {
	return _CallbackProbe.Contract.MODEHUGERETURN(&_CallbackProbe.CallOpts)
}

// MODEREENTER is a free data retrieval call binding the contract method 0xde5125d9.
//
// Solidity: function MODE_REENTER() view returns(uint8)
func (_CallbackProbe *CallbackProbeCaller) MODEREENTER(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "MODE_REENTER")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// MODEREENTER is a free data retrieval call binding the contract method 0xde5125d9.
//
// Solidity: function MODE_REENTER() view returns(uint8)
func (_CallbackProbe *CallbackProbeSession) MODEREENTER() (uint8, error) {
	return _CallbackProbe.Contract.MODEREENTER(&_CallbackProbe.CallOpts)
}

// MODEREENTER is a free data retrieval call binding the contract method 0xde5125d9.
//
// Solidity: function MODE_REENTER() view returns(uint8)
func (_CallbackProbe *CallbackProbeCallerSession) MODEREENTER() (uint8, error) {
	return _CallbackProbe.Contract.MODEREENTER(&_CallbackProbe.CallOpts)
}

// MODEREVERT is a free data retrieval call binding the contract method 0x540ee911.
//
// Solidity: function MODE_REVERT() view returns(uint8)
func (_CallbackProbe *CallbackProbeCaller) MODEREVERT(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "MODE_REVERT")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// MODEREVERT is a free data retrieval call binding the contract method 0x540ee911.
//
// Solidity: function MODE_REVERT() view returns(uint8)
func (_CallbackProbe *CallbackProbeSession) MODEREVERT() (uint8, error) {
	return _CallbackProbe.Contract.MODEREVERT(&_CallbackProbe.CallOpts)
}

// MODEREVERT is a free data retrieval call binding the contract method 0x540ee911.
//
// Solidity: function MODE_REVERT() view returns(uint8)
func (_CallbackProbe *CallbackProbeCallerSession) MODEREVERT() (uint8, error) {
	return _CallbackProbe.Contract.MODEREVERT(&_CallbackProbe.CallOpts)
}

// MODESTORE is a free data retrieval call binding the contract method 0x2ae6f8e0.
//
// Solidity: function MODE_STORE() view returns(uint8)
func (_CallbackProbe *CallbackProbeCaller) MODESTORE(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "MODE_STORE")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// MODESTORE is a free data retrieval call binding the contract method 0x2ae6f8e0.
//
// Solidity: function MODE_STORE() view returns(uint8)
func (_CallbackProbe *CallbackProbeSession) MODESTORE() (uint8, error) {
	return _CallbackProbe.Contract.MODESTORE(&_CallbackProbe.CallOpts)
}

// MODESTORE is a free data retrieval call binding the contract method 0x2ae6f8e0.
//
// Solidity: function MODE_STORE() view returns(uint8)
func (_CallbackProbe *CallbackProbeCallerSession) MODESTORE() (uint8, error) {
	return _CallbackProbe.Contract.MODESTORE(&_CallbackProbe.CallOpts)
}

// Calls is a free data retrieval call binding the contract method 0xd183ce14.
//
// Solidity: function calls(uint256 id) view returns(uint256)
func (_CallbackProbe *CallbackProbeCaller) Calls(opts *bind.CallOpts, id *big.Int) (*big.Int, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "calls", id)

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// Calls is a free data retrieval call binding the contract method 0xd183ce14.
//
// Solidity: function calls(uint256 id) view returns(uint256)
func (_CallbackProbe *CallbackProbeSession) Calls(id *big.Int) (*big.Int, error) {
	return _CallbackProbe.Contract.Calls(&_CallbackProbe.CallOpts, id)
}

// Calls is a free data retrieval call binding the contract method 0xd183ce14.
//
// Solidity: function calls(uint256 id) view returns(uint256)
func (_CallbackProbe *CallbackProbeCallerSession) Calls(id *big.Int) (*big.Int, error) {
	return _CallbackProbe.Contract.Calls(&_CallbackProbe.CallOpts, id)
}

// GasAtEntry is a free data retrieval call binding the contract method 0xc09ed9dc.
//
// Solidity: function gasAtEntry() view returns(uint256)
func (_CallbackProbe *CallbackProbeCaller) GasAtEntry(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "gasAtEntry")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// GasAtEntry is a free data retrieval call binding the contract method 0xc09ed9dc.
//
// Solidity: function gasAtEntry() view returns(uint256)
func (_CallbackProbe *CallbackProbeSession) GasAtEntry() (*big.Int, error) {
	return _CallbackProbe.Contract.GasAtEntry(&_CallbackProbe.CallOpts)
}

// GasAtEntry is a free data retrieval call binding the contract method 0xc09ed9dc.
//
// Solidity: function gasAtEntry() view returns(uint256)
func (_CallbackProbe *CallbackProbeCallerSession) GasAtEntry() (*big.Int, error) {
	return _CallbackProbe.Contract.GasAtEntry(&_CallbackProbe.CallOpts)
}

// Hashes is a free data retrieval call binding the contract method 0x501895ae.
//
// Solidity: function hashes(uint256 id) view returns(bytes32)
func (_CallbackProbe *CallbackProbeCaller) Hashes(opts *bind.CallOpts, id *big.Int) ([32]byte, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "hashes", id)

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// Hashes is a free data retrieval call binding the contract method 0x501895ae.
//
// Solidity: function hashes(uint256 id) view returns(bytes32)
func (_CallbackProbe *CallbackProbeSession) Hashes(id *big.Int) ([32]byte, error) {
	return _CallbackProbe.Contract.Hashes(&_CallbackProbe.CallOpts, id)
}

// Hashes is a free data retrieval call binding the contract method 0x501895ae.
//
// Solidity: function hashes(uint256 id) view returns(bytes32)
func (_CallbackProbe *CallbackProbeCallerSession) Hashes(id *big.Int) ([32]byte, error) {
	return _CallbackProbe.Contract.Hashes(&_CallbackProbe.CallOpts, id)
}

// Mode is a free data retrieval call binding the contract method 0x295a5212.
//
// Solidity: function mode() view returns(uint8)
func (_CallbackProbe *CallbackProbeCaller) Mode(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "mode")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// Mode is a free data retrieval call binding the contract method 0x295a5212.
//
// Solidity: function mode() view returns(uint8)
func (_CallbackProbe *CallbackProbeSession) Mode() (uint8, error) {
	return _CallbackProbe.Contract.Mode(&_CallbackProbe.CallOpts)
}

// Mode is a free data retrieval call binding the contract method 0x295a5212.
//
// Solidity: function mode() view returns(uint8)
func (_CallbackProbe *CallbackProbeCallerSession) Mode() (uint8, error) {
	return _CallbackProbe.Contract.Mode(&_CallbackProbe.CallOpts)
}

// OutputLengths is a free data retrieval call binding the contract method 0x5f0c462d.
//
// Solidity: function outputLengths(uint256 id) view returns(uint256)
func (_CallbackProbe *CallbackProbeCaller) OutputLengths(opts *bind.CallOpts, id *big.Int) (*big.Int, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "outputLengths", id)

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// OutputLengths is a free data retrieval call binding the contract method 0x5f0c462d.
//
// Solidity: function outputLengths(uint256 id) view returns(uint256)
func (_CallbackProbe *CallbackProbeSession) OutputLengths(id *big.Int) (*big.Int, error) {
	return _CallbackProbe.Contract.OutputLengths(&_CallbackProbe.CallOpts, id)
}

// OutputLengths is a free data retrieval call binding the contract method 0x5f0c462d.
//
// Solidity: function outputLengths(uint256 id) view returns(uint256)
func (_CallbackProbe *CallbackProbeCallerSession) OutputLengths(id *big.Int) (*big.Int, error) {
	return _CallbackProbe.Contract.OutputLengths(&_CallbackProbe.CallOpts, id)
}

// RefundBlocked is a free data retrieval call binding the contract method 0x6c099078.
//
// Solidity: function refundBlocked() view returns(bool)
func (_CallbackProbe *CallbackProbeCaller) RefundBlocked(opts *bind.CallOpts) (bool, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "refundBlocked")

	if err != nil {
		return *new(bool), err
	}

	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)

	return out0, err

}

// RefundBlocked is a free data retrieval call binding the contract method 0x6c099078.
//
// Solidity: function refundBlocked() view returns(bool)
func (_CallbackProbe *CallbackProbeSession) RefundBlocked() (bool, error) {
	return _CallbackProbe.Contract.RefundBlocked(&_CallbackProbe.CallOpts)
}

// RefundBlocked is a free data retrieval call binding the contract method 0x6c099078.
//
// Solidity: function refundBlocked() view returns(bool)
func (_CallbackProbe *CallbackProbeCallerSession) RefundBlocked() (bool, error) {
	return _CallbackProbe.Contract.RefundBlocked(&_CallbackProbe.CallOpts)
}

// ReturnBytes is a free data retrieval call binding the contract method 0xcde9ed79.
//
// Solidity: function returnBytes() view returns(uint256)
func (_CallbackProbe *CallbackProbeCaller) ReturnBytes(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "returnBytes")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// ReturnBytes is a free data retrieval call binding the contract method 0xcde9ed79.
//
// Solidity: function returnBytes() view returns(uint256)
func (_CallbackProbe *CallbackProbeSession) ReturnBytes() (*big.Int, error) {
	return _CallbackProbe.Contract.ReturnBytes(&_CallbackProbe.CallOpts)
}

// ReturnBytes is a free data retrieval call binding the contract method 0xcde9ed79.
//
// Solidity: function returnBytes() view returns(uint256)
func (_CallbackProbe *CallbackProbeCallerSession) ReturnBytes() (*big.Int, error) {
	return _CallbackProbe.Contract.ReturnBytes(&_CallbackProbe.CallOpts)
}

// Router is a free data retrieval call binding the contract method 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (_CallbackProbe *CallbackProbeCaller) Router(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "router")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Router is a free data retrieval call binding the contract method 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (_CallbackProbe *CallbackProbeSession) Router() (common.Address, error) {
	return _CallbackProbe.Contract.Router(&_CallbackProbe.CallOpts)
}

// Router is a free data retrieval call binding the contract method 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (_CallbackProbe *CallbackProbeCallerSession) Router() (common.Address, error) {
	return _CallbackProbe.Contract.Router(&_CallbackProbe.CallOpts)
}

// SubmitBlocked is a free data retrieval call binding the contract method 0x6e0bc1aa.
//
// Solidity: function submitBlocked() view returns(bool)
func (_CallbackProbe *CallbackProbeCaller) SubmitBlocked(opts *bind.CallOpts) (bool, error) {
	var out []interface{}
	err := _CallbackProbe.contract.Call(opts, &out, "submitBlocked")

	if err != nil {
		return *new(bool), err
	}

	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)

	return out0, err

}

// SubmitBlocked is a free data retrieval call binding the contract method 0x6e0bc1aa.
//
// Solidity: function submitBlocked() view returns(bool)
func (_CallbackProbe *CallbackProbeSession) SubmitBlocked() (bool, error) {
	return _CallbackProbe.Contract.SubmitBlocked(&_CallbackProbe.CallOpts)
}

// SubmitBlocked is a free data retrieval call binding the contract method 0x6e0bc1aa.
//
// Solidity: function submitBlocked() view returns(bool)
func (_CallbackProbe *CallbackProbeCallerSession) SubmitBlocked() (bool, error) {
	return _CallbackProbe.Contract.SubmitBlocked(&_CallbackProbe.CallOpts)
}

// OnInferenceResult is a paid mutator transaction binding the contract method 0x414cdae5.
//
// Solidity: function onInferenceResult(uint256 id, bytes32 outputHash, bytes output) returns()
func (_CallbackProbe *CallbackProbeTransactor) OnInferenceResult(opts *bind.TransactOpts, id *big.Int, outputHash [32]byte, output []byte) (*types.Transaction, error) {
	return _CallbackProbe.contract.Transact(opts, "onInferenceResult", id, outputHash, output)
}

// OnInferenceResult is a paid mutator transaction binding the contract method 0x414cdae5.
//
// Solidity: function onInferenceResult(uint256 id, bytes32 outputHash, bytes output) returns()
func (_CallbackProbe *CallbackProbeSession) OnInferenceResult(id *big.Int, outputHash [32]byte, output []byte) (*types.Transaction, error) {
	return _CallbackProbe.Contract.OnInferenceResult(&_CallbackProbe.TransactOpts, id, outputHash, output)
}

// OnInferenceResult is a paid mutator transaction binding the contract method 0x414cdae5.
//
// Solidity: function onInferenceResult(uint256 id, bytes32 outputHash, bytes output) returns()
func (_CallbackProbe *CallbackProbeTransactorSession) OnInferenceResult(id *big.Int, outputHash [32]byte, output []byte) (*types.Transaction, error) {
	return _CallbackProbe.Contract.OnInferenceResult(&_CallbackProbe.TransactOpts, id, outputHash, output)
}

// Request is a paid mutator transaction binding the contract method 0x94c0c13b.
//
// Solidity: function request(string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 callbackGas) payable returns(uint256)
func (_CallbackProbe *CallbackProbeTransactor) Request(opts *bind.TransactOpts, model string, prompt []byte, maxTokens uint32, deadline uint64, callbackGas uint32) (*types.Transaction, error) {
	return _CallbackProbe.contract.Transact(opts, "request", model, prompt, maxTokens, deadline, callbackGas)
}

// Request is a paid mutator transaction binding the contract method 0x94c0c13b.
//
// Solidity: function request(string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 callbackGas) payable returns(uint256)
func (_CallbackProbe *CallbackProbeSession) Request(model string, prompt []byte, maxTokens uint32, deadline uint64, callbackGas uint32) (*types.Transaction, error) {
	return _CallbackProbe.Contract.Request(&_CallbackProbe.TransactOpts, model, prompt, maxTokens, deadline, callbackGas)
}

// Request is a paid mutator transaction binding the contract method 0x94c0c13b.
//
// Solidity: function request(string model, bytes prompt, uint32 maxTokens, uint64 deadline, uint32 callbackGas) payable returns(uint256)
func (_CallbackProbe *CallbackProbeTransactorSession) Request(model string, prompt []byte, maxTokens uint32, deadline uint64, callbackGas uint32) (*types.Transaction, error) {
	return _CallbackProbe.Contract.Request(&_CallbackProbe.TransactOpts, model, prompt, maxTokens, deadline, callbackGas)
}

// SetMode is a paid mutator transaction binding the contract method 0xbd8ab2eb.
//
// Solidity: function setMode(uint8 m, uint256 size) returns()
func (_CallbackProbe *CallbackProbeTransactor) SetMode(opts *bind.TransactOpts, m uint8, size *big.Int) (*types.Transaction, error) {
	return _CallbackProbe.contract.Transact(opts, "setMode", m, size)
}

// SetMode is a paid mutator transaction binding the contract method 0xbd8ab2eb.
//
// Solidity: function setMode(uint8 m, uint256 size) returns()
func (_CallbackProbe *CallbackProbeSession) SetMode(m uint8, size *big.Int) (*types.Transaction, error) {
	return _CallbackProbe.Contract.SetMode(&_CallbackProbe.TransactOpts, m, size)
}

// SetMode is a paid mutator transaction binding the contract method 0xbd8ab2eb.
//
// Solidity: function setMode(uint8 m, uint256 size) returns()
func (_CallbackProbe *CallbackProbeTransactorSession) SetMode(m uint8, size *big.Int) (*types.Transaction, error) {
	return _CallbackProbe.Contract.SetMode(&_CallbackProbe.TransactOpts, m, size)
}

// Receive is a paid mutator transaction binding the contract receive function.
//
// Solidity: receive() payable returns()
func (_CallbackProbe *CallbackProbeTransactor) Receive(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _CallbackProbe.contract.RawTransact(opts, nil) // calldata is disallowed for receive function
}

// Receive is a paid mutator transaction binding the contract receive function.
//
// Solidity: receive() payable returns()
func (_CallbackProbe *CallbackProbeSession) Receive() (*types.Transaction, error) {
	return _CallbackProbe.Contract.Receive(&_CallbackProbe.TransactOpts)
}

// Receive is a paid mutator transaction binding the contract receive function.
//
// Solidity: receive() payable returns()
func (_CallbackProbe *CallbackProbeTransactorSession) Receive() (*types.Transaction, error) {
	return _CallbackProbe.Contract.Receive(&_CallbackProbe.TransactOpts)
}
