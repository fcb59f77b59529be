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

// VerdictConsumerMetaData contains all meta data concerning the VerdictConsumer contract.
var VerdictConsumerMetaData = &bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIInferenceRouter\",\"name\":\"r\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"callbackGas\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NotAsked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotRouter\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"}],\"name\":\"Asked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"}],\"name\":\"Verdict\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CALLBACK_GAS\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_CALLBACK_GAS\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"approvals\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"question\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"ask\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"subId\",\"type\":\"uint64\"},{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"question\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"fee\",\"type\":\"uint256\"}],\"name\":\"askFromSubscription\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"}],\"name\":\"onInferenceResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"outputHashes\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"contractIInferenceRouter\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"verdicts\",\"outputs\":[{\"internalType\":\"enumVerdictConsumer.State\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	Bin: "0x60e060405234801561000f575f5ffd5b50604051610bef380380610bef83398101604081905261002e9161004e565b6001600160a01b0390911660a0523360c05263ffffffff16608052610099565b5f5f6040838503121561005f575f5ffd5b82516001600160a01b0381168114610075575f5ffd5b602084015190925063ffffffff8116811461008e575f5ffd5b809150509250929050565b60805160a05160c051610b026100ed5f395f818161017401526104d201525f81816102320152818161025f015281816103a1015261051401525f81816101bf015281816103e001526105530152610b025ff3fe60806040526004361061008f575f3560e01c80638da5cb5b116100575780638da5cb5b146101635780639779ea46146101ae578063b05dba96146101e1578063d0f37a23146101f6578063f887ea4014610221575f5ffd5b80633e0204fe14610093578063414cdae5146100d7578063746ba0a5146100f857806383c389f5146101195780638652910414610138575b5f5ffd5b34801561009e575f5ffd5b506100c16100ad3660046106ff565b5f6020819052908152604090205460ff1681565b6040516100ce919061072a565b60405180910390f35b3480156100e2575f5ffd5b506100f66100f1366004610795565b610254565b005b61010b610106366004610813565b61039e565b6040519081526020016100ce565b348015610124575f5ffd5b5061010b6101333660046108a2565b6104c6565b348015610143575f5ffd5b5061014e6201d4c081565b60405163ffffffff90911681526020016100ce565b34801561016e575f5ffd5b506101967f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100ce565b3480156101b9575f5ffd5b5061014e7f000000000000000000000000000000000000000000000000000000000000000081565b3480156101ec575f5ffd5b5061010b60025481565b348015610201575f5ffd5b5061010b6102103660046106ff565b60016020525f908152604090205481565b34801561022c575f5ffd5b506101967f000000000000000000000000000000000000000000000000000000000000000081565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146102a457604051632462ed0960e01b81523360048201526024015b60405180910390fd5b60015f8581526020819052604090205460ff1660038111156102c8576102c8610716565b146102e957604051632b76251b60e01b81526004810185905260240161029b565b5f6102f4838361063d565b905080610302576003610305565b60025b5f868152602081905260409020805460ff1916600183600381111561032c5761032c610716565b02179055505f858152600160205260409020849055801561035a5760025f81546103559061094d565b909155505b6040805182151581526020810186905286917f4b0a2a7e3ef6e6a14398f4188b77b05731eaafda9c9fee3ac52f494bf83f2546910160405180910390a25050505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663f365f7f934898989898989620186a061040060017f00000000000000000000000000000000000000000000000000000000000000006040518c63ffffffff1660e01b81526004016104249a99989796959493929190610999565b60206040518083038185885af1158015610440573d5f5f3e3d5ffd5b50505050506040513d601f19601f820116820180604052508101906104659190610a0d565b5f8181526020819052604090819020805460ff191660011790555190915081907f79597c296c220f7f26cdf0b6f0a7778996bc38e0a0a7eecee37fe23f40774499906104b4908a908a90610a24565b60405180910390a29695505050505050565b5f336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146105125760405163245aecd360e01b815233600482015260240161029b565b7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663f7637ba88a8a8a8a8a8a8a620186a061040060017f00000000000000000000000000000000000000000000000000000000000000008e6040518d63ffffffff1660e01b815260040161059a9c9b9a99989796959493929190610a3f565b6020604051808303815f875af11580156105b6573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105da9190610a0d565b5f8181526020819052604090819020805460ff191660011790555190915081907f79597c296c220f7f26cdf0b6f0a7778996bc38e0a0a7eecee37fe23f4077449990610629908b908b90610a24565b60405180910390a298975050505050505050565b5f600382101561064e57505f6106f9565b82825f81811061066057610660610ae1565b9050013560f81c60f81b602060f81b176001600160f81b031916607960f81b1480156106bb57508282600181811061069a5761069a610ae1565b9050013560f81c60f81b602060f81b176001600160f81b031916606560f81b145b80156106f65750828260028181106106d5576106d5610ae1565b9050013560f81c60f81b602060f81b176001600160f81b031916607360f81b145b90505b92915050565b5f6020828403121561070f575f5ffd5b5035919050565b634e487b7160e01b5f52602160045260245ffd5b602081016004831061074a57634e487b7160e01b5f52602160045260245ffd5b91905290565b5f5f83601f840112610760575f5ffd5b50813567ffffffffffffffff811115610777575f5ffd5b60208301915083602082850101111561078e575f5ffd5b9250929050565b5f5f5f5f606085870312156107a8575f5ffd5b8435935060208501359250604085013567ffffffffffffffff8111156107cc575f5ffd5b6107d887828801610750565b95989497509550505050565b803563ffffffff811681146107f7575f5ffd5b919050565b803567ffffffffffffffff811681146107f7575f5ffd5b5f5f5f5f5f5f60808789031215610828575f5ffd5b863567ffffffffffffffff81111561083e575f5ffd5b61084a89828a01610750565b909750955050602087013567ffffffffffffffff811115610869575f5ffd5b61087589828a01610750565b90955093506108889050604088016107e4565b9150610896606088016107fc565b90509295509295509295565b5f5f5f5f5f5f5f5f60c0898b0312156108b9575f5ffd5b6108c2896107fc565b9750602089013567ffffffffffffffff8111156108dd575f5ffd5b6108e98b828c01610750565b909850965050604089013567ffffffffffffffff811115610908575f5ffd5b6109148b828c01610750565b9096509450610927905060608a016107e4565b925061093560808a016107fc565b979a969950949793969295919450919260a001359150565b5f6001820161096a57634e487b7160e01b5f52601160045260245ffd5b5060010190565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b61010081525f6109ae61010083018c8e610971565b82810360208401526109c1818b8d610971565b63ffffffff998a16604085015267ffffffffffffffff9890981660608401525050938616608085015291851660a0840152151560c083015290921660e090920191909152949350505050565b5f60208284031215610a1d575f5ffd5b5051919050565b602081525f610a37602083018486610971565b949350505050565b67ffffffffffffffff8d16815261014060208201525f610a6461014083018d8f610971565b8281036040840152610a77818c8e610971565b91505063ffffffff8916606083015267ffffffffffffffff8816608083015263ffffffff871660a083015263ffffffff861660c083015284151560e0830152610ac961010083018563ffffffff169052565b826101208301529d9c50505050505050505050505050565b634e487b7160e01b5f52603260045260245ffdfea164736f6c634300081e000a",
}

// VerdictConsumerABI is the input ABI used to generate the binding from.
// Deprecated: Use VerdictConsumerMetaData.ABI instead.
var VerdictConsumerABI = VerdictConsumerMetaData.ABI

// VerdictConsumerBin is the compiled bytecode used for deploying new contracts.
// Deprecated: Use VerdictConsumerMetaData.Bin instead.
var VerdictConsumerBin = VerdictConsumerMetaData.Bin

// DeployVerdictConsumer deploys a new Ethereum contract, binding an instance of VerdictConsumer to it.
func DeployVerdictConsumer(auth *bind.TransactOpts, backend bind.ContractBackend, r common.Address, callbackGas uint32) (common.Address, *types.Transaction, *VerdictConsumer, error) {
	parsed, err := VerdictConsumerMetaData.GetAbi()
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	if parsed == nil {
		return common.Address{}, nil, nil, errors.New("GetABI returned nil")
	}

	address, tx, contract, err := bind.DeployContract(auth, *parsed, common.FromHex(VerdictConsumerBin), backend, r, callbackGas)
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	return address, tx, &VerdictConsumer{VerdictConsumerCaller: VerdictConsumerCaller{contract: contract}, VerdictConsumerTransactor: VerdictConsumerTransactor{contract: contract}, VerdictConsumerFilterer: VerdictConsumerFilterer{contract: contract}}, nil
}

// VerdictConsumer is an auto generated Go binding around an Ethereum contract.
type VerdictConsumer struct {
	VerdictConsumerCaller     // Read-only binding to the contract
	VerdictConsumerTransactor // Write-only binding to the contract
	VerdictConsumerFilterer   // Log filterer for contract events
}

// VerdictConsumerCaller is an auto generated read-only Go binding around an Ethereum contract.
type VerdictConsumerCaller struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// VerdictConsumerTransactor is an auto generated write-only Go binding around an Ethereum contract.
type VerdictConsumerTransactor struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// VerdictConsumerFilterer is an auto generated log filtering Go binding around an Ethereum contract events.
type VerdictConsumerFilterer struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// VerdictConsumerSession is an auto generated Go binding around an Ethereum contract,
// with pre-set call and transact options.
type VerdictConsumerSession struct {
	Contract     *VerdictConsumer  // Generic contract binding to set the session for
	CallOpts     bind.CallOpts     // Call options to use throughout this session
	TransactOpts bind.TransactOpts // Transaction auth options to use throughout this session
}

// VerdictConsumerCallerSession is an auto generated read-only Go binding around an Ethereum contract,
// with pre-set call options.
type VerdictConsumerCallerSession struct {
	Contract *VerdictConsumerCaller // Generic contract caller binding to set the session for
	CallOpts bind.CallOpts          // Call options to use throughout this session
}

// VerdictConsumerTransactorSession is an auto generated write-only Go binding around an Ethereum contract,
// with pre-set transact options.
type VerdictConsumerTransactorSession struct {
	Contract     *VerdictConsumerTransactor // Generic contract transactor binding to set the session for
	TransactOpts bind.TransactOpts          // Transaction auth options to use throughout this session
}

// VerdictConsumerRaw is an auto generated low-level Go binding around an Ethereum contract.
type VerdictConsumerRaw struct {
	Contract *VerdictConsumer // Generic contract binding to access the raw methods on
}

// VerdictConsumerCallerRaw is an auto generated low-level read-only Go binding around an Ethereum contract.
type VerdictConsumerCallerRaw struct {
	Contract *VerdictConsumerCaller // Generic read-only contract binding to access the raw methods on
}

// VerdictConsumerTransactorRaw is an auto generated low-level write-only Go binding around an Ethereum contract.
type VerdictConsumerTransactorRaw struct {
	Contract *VerdictConsumerTransactor // Generic write-only contract binding to access the raw methods on
}

// NewVerdictConsumer creates a new instance of VerdictConsumer, bound to a specific deployed contract.
func NewVerdictConsumer(address common.Address, backend bind.ContractBackend) (*VerdictConsumer, error) {
	contract, err := bindVerdictConsumer(address, backend, backend, backend)
	if err != nil {
		return nil, err
	}
	return &VerdictConsumer{VerdictConsumerCaller: VerdictConsumerCaller{contract: contract}, VerdictConsumerTransactor: VerdictConsumerTransactor{contract: contract}, VerdictConsumerFilterer: VerdictConsumerFilterer{contract: contract}}, nil
}

// NewVerdictConsumerCaller creates a new read-only instance of VerdictConsumer, bound to a specific deployed contract.
func NewVerdictConsumerCaller(address common.Address, caller bind.ContractCaller) (*VerdictConsumerCaller, error) {
	contract, err := bindVerdictConsumer(address, caller, nil, nil)
	if err != nil {
		return nil, err
	}
	return &VerdictConsumerCaller{contract: contract}, nil
}

// NewVerdictConsumerTransactor creates a new write-only instance of VerdictConsumer, bound to a specific deployed contract.
func NewVerdictConsumerTransactor(address common.Address, transactor bind.ContractTransactor) (*VerdictConsumerTransactor, error) {
	contract, err := bindVerdictConsumer(address, nil, transactor, nil)
	if err != nil {
		return nil, err
	}
	return &VerdictConsumerTransactor{contract: contract}, nil
}

// NewVerdictConsumerFilterer creates a new log filterer instance of VerdictConsumer, bound to a specific deployed contract.
func NewVerdictConsumerFilterer(address common.Address, filterer bind.ContractFilterer) (*VerdictConsumerFilterer, error) {
	contract, err := bindVerdictConsumer(address, nil, nil, filterer)
	if err != nil {
		return nil, err
	}
	return &VerdictConsumerFilterer{contract: contract}, nil
}

// bindVerdictConsumer binds a generic wrapper to an already deployed contract.
func bindVerdictConsumer(address common.Address, caller bind.ContractCaller, transactor bind.ContractTransactor, filterer bind.ContractFilterer) (*bind.BoundContract, error) {
	parsed, err := VerdictConsumerMetaData.GetAbi()
	if err != nil {
		return nil, err
	}
	return bind.NewBoundContract(address, *parsed, caller, transactor, filterer), nil
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_VerdictConsumer *VerdictConsumerRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _VerdictConsumer.Contract.VerdictConsumerCaller.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_VerdictConsumer *VerdictConsumerRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _VerdictConsumer.Contract.VerdictConsumerTransactor.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_VerdictConsumer *VerdictConsumerRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _VerdictConsumer.Contract.VerdictConsumerTransactor.contract.Transact(opts, method, params...)
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_VerdictConsumer *VerdictConsumerCallerRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _VerdictConsumer.Contract.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_VerdictConsumer *VerdictConsumerTransactorRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _VerdictConsumer.Contract.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_VerdictConsumer *VerdictConsumerTransactorRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _VerdictConsumer.Contract.contract.Transact(opts, method, params...)
}

// CALLBACKGAS is a free data retrieval call binding the contract method 0x9779ea46.
//
// Solidity: function CALLBACK_GAS() view returns(uint32)
func (_VerdictConsumer *VerdictConsumerCaller) CALLBACKGAS(opts *bind.CallOpts) (uint32, error) {
	var out []interface{}
	err := _VerdictConsumer.contract.Call(opts, &out, "CALLBACK_GAS")

	if err != nil {
		return *new(uint32), err
	}

	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)

	return out0, err

}

// CALLBACKGAS is a free data retrieval call binding the contract method 0x9779ea46.
//
// Solidity: function CALLBACK_GAS() view returns(uint32)
func (_VerdictConsumer *VerdictConsumerSession) CALLBACKGAS() (uint32, error) {
	return _VerdictConsumer.Contract.CALLBACKGAS(&_VerdictConsumer.CallOpts)
}

// CALLBACKGAS is a free data retrieval call binding the contract method 0x9779ea46.
//
// Solidity: function CALLBACK_GAS() view returns(uint32)
func (_VerdictConsumer *VerdictConsumerCallerSession) CALLBACKGAS() (uint32, error) {
	return _VerdictConsumer.Contract.CALLBACKGAS(&_VerdictConsumer.CallOpts)
}

// DEFAULTCALLBACKGAS is a free data retrieval call binding the contract method 0x86529104.
//
// Solidity: function DEFAULT_CALLBACK_GAS() view returns(uint32)
func (_VerdictConsumer *VerdictConsumerCaller) DEFAULTCALLBACKGAS(opts *bind.CallOpts) (uint32, error) {
	var out []interface{}
	err := _VerdictConsumer.contract.Call(opts, &out, "DEFAULT_CALLBACK_GAS")

	if err != nil {
		return *new(uint32), err
	}

	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)

	return out0, err

}

// DEFAULTCALLBACKGAS is a free data retrieval call binding the contract method 0x86529104.
//
// Solidity: function DEFAULT_CALLBACK_GAS() view returns(uint32)
func (_VerdictConsumer *VerdictConsumerSession) DEFAULTCALLBACKGAS() (uint32, error) {
	return _VerdictConsumer.Contract.DEFAULTCALLBACKGAS(&_VerdictConsumer.CallOpts)
}

// DEFAULTCALLBACKGAS is a free data retrieval call binding the contract method 0x86529104.
//
// Solidity: function DEFAULT_CALLBACK_GAS() view returns(uint32)
func (_VerdictConsumer *VerdictConsumerCallerSession) DEFAULTCALLBACKGAS() (uint32, error) {
	return _VerdictConsumer.Contract.DEFAULTCALLBACKGAS(&_VerdictConsumer.CallOpts)
}

// Approvals is a free data retrieval call binding the contract method 0xb05dba96.
//
// Solidity: function approvals() view returns(uint256)
func (_VerdictConsumer *VerdictConsumerCaller) Approvals(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _VerdictConsumer.contract.Call(opts, &out, "approvals")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// Approvals is a free data retrieval call binding the contract method 0xb05dba96.
//
// Solidity: function approvals() view returns(uint256)
func (_VerdictConsumer *VerdictConsumerSession) Approvals() (*big.Int, error) {
	return _VerdictConsumer.Contract.Approvals(&_VerdictConsumer.CallOpts)
}

// Approvals is a free data retrieval call binding the contract method 0xb05dba96.
//
// Solidity: function approvals() view returns(uint256)
func (_VerdictConsumer *VerdictConsumerCallerSession) Approvals() (*big.Int, error) {
	return _VerdictConsumer.Contract.Approvals(&_VerdictConsumer.CallOpts)
}

// OutputHashes is a free data retrieval call binding the contract method 0xd0f37a23.
//
// Solidity: function outputHashes(uint256 id) view returns(bytes32)
func (_VerdictConsumer *VerdictConsumerCaller) OutputHashes(opts *bind.CallOpts, id *big.Int) ([32]byte, error) {
	var out []interface{}
	err := _VerdictConsumer.contract.Call(opts, &out, "outputHashes", id)

	if err != nil {
		return *new([32]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)

	return out0, err

}

// OutputHashes is a free data retrieval call binding the contract method 0xd0f37a23.
//
// Solidity: function outputHashes(uint256 id) view returns(bytes32)
func (_VerdictConsumer *VerdictConsumerSession) OutputHashes(id *big.Int) ([32]byte, error) {
	return _VerdictConsumer.Contract.OutputHashes(&_VerdictConsumer.CallOpts, id)
}

// OutputHashes is a free data retrieval call binding the contract method 0xd0f37a23.
//
// Solidity: function outputHashes(uint256 id) view returns(bytes32)
func (_VerdictConsumer *VerdictConsumerCallerSession) OutputHashes(id *big.Int) ([32]byte, error) {
	return _VerdictConsumer.Contract.OutputHashes(&_VerdictConsumer.CallOpts, id)
}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_VerdictConsumer *VerdictConsumerCaller) Owner(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _VerdictConsumer.contract.Call(opts, &out, "owner")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_VerdictConsumer *VerdictConsumerSession) Owner() (common.Address, error) {
	return _VerdictConsumer.Contract.Owner(&_VerdictConsumer.CallOpts)
}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_VerdictConsumer *VerdictConsumerCallerSession) Owner() (common.Address, error) {
	return _VerdictConsumer.Contract.Owner(&_VerdictConsumer.CallOpts)
}

// Router is a free data retrieval call binding the contract method 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (_VerdictConsumer *VerdictConsumerCaller) Router(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _VerdictConsumer.contract.Call(opts, &out, "router")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Router is a free data retrieval call binding the contract method 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (_VerdictConsumer *VerdictConsumerSession) Router() (common.Address, error) {
	return _VerdictConsumer.Contract.Router(&_VerdictConsumer.CallOpts)
}

// Router is a free data retrieval call binding the contract method 0xf887ea40.
//
// Solidity: function router() view returns(address)
func (_VerdictConsumer *VerdictConsumerCallerSession) Router() (common.Address, error) {
	return _VerdictConsumer.Contract.Router(&_VerdictConsumer.CallOpts)
}

// Verdicts is a free data retrieval call binding the contract method 0x3e0204fe.
//
// Solidity: function verdicts(uint256 id) view returns(uint8)
func (_VerdictConsumer *VerdictConsumerCaller) Verdicts(opts *bind.CallOpts, id *big.Int) (uint8, error) {
	var out []interface{}
	err := _VerdictConsumer.contract.Call(opts, &out, "verdicts", id)

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// Verdicts is a free data retrieval call binding the contract method 0x3e0204fe.
//
// Solidity: function verdicts(uint256 id) view returns(uint8)
func (_VerdictConsumer *VerdictConsumerSession) Verdicts(id *big.Int) (uint8, error) {
	return _VerdictConsumer.Contract.Verdicts(&_VerdictConsumer.CallOpts, id)
}

// Verdicts is a free data retrieval call binding the contract method 0x3e0204fe.
//
// Solidity: function verdicts(uint256 id) view returns(uint8)
func (_VerdictConsumer *VerdictConsumerCallerSession) Verdicts(id *big.Int) (uint8, error) {
	return _VerdictConsumer.Contract.Verdicts(&_VerdictConsumer.CallOpts, id)
}

// Ask is a paid mutator transaction binding the contract method 0x746ba0a5.
//
// Solidity: function ask(string model, bytes question, uint32 maxTokens, uint64 deadline) payable returns(uint256 id)
func (_VerdictConsumer *VerdictConsumerTransactor) Ask(opts *bind.TransactOpts, model string, question []byte, maxTokens uint32, deadline uint64) (*types.Transaction, error) {
	return _VerdictConsumer.contract.Transact(opts, "ask", model, question, maxTokens, deadline)
}

// Ask is a paid mutator transaction binding the contract method 0x746ba0a5.
//
// Solidity: function ask(string model, bytes question, uint32 maxTokens, uint64 deadline) payable returns(uint256 id)
func (_VerdictConsumer *VerdictConsumerSession) Ask(model string, question []byte, maxTokens uint32, deadline uint64) (*types.Transaction, error) {
	return _VerdictConsumer.Contract.Ask(&_VerdictConsumer.TransactOpts, model, question, maxTokens, deadline)
}

// Ask is a paid mutator transaction binding the contract method 0x746ba0a5.
//
// Solidity: function ask(string model, bytes question, uint32 maxTokens, uint64 deadline) payable returns(uint256 id)
func (_VerdictConsumer *VerdictConsumerTransactorSession) Ask(model string, question []byte, maxTokens uint32, deadline uint64) (*types.Transaction, error) {
	return _VerdictConsumer.Contract.Ask(&_VerdictConsumer.TransactOpts, model, question, maxTokens, deadline)
}

// AskFromSubscription is a paid mutator transaction binding the contract method 0x83c389f5.
//
// Solidity: function askFromSubscription(uint64 subId, string model, bytes question, uint32 maxTokens, uint64 deadline, uint256 fee) returns(uint256 id)
func (_VerdictConsumer *VerdictConsumerTransactor) AskFromSubscription(opts *bind.TransactOpts, subId uint64, model string, question []byte, maxTokens uint32, deadline uint64, fee *big.Int) (*types.Transaction, error) {
	return _VerdictConsumer.contract.Transact(opts, "askFromSubscription", subId, model, question, maxTokens, deadline, fee)
}

// AskFromSubscription is a paid mutator transaction binding the contract method 0x83c389f5.
//
// Solidity: function askFromSubscription(uint64 subId, string model, bytes question, uint32 maxTokens, uint64 deadline, uint256 fee) returns(uint256 id)
func (_VerdictConsumer *VerdictConsumerSession) AskFromSubscription(subId uint64, model string, question []byte, maxTokens uint32, deadline uint64, fee *big.Int) (*types.Transaction, error) {
	return _VerdictConsumer.Contract.AskFromSubscription(&_VerdictConsumer.TransactOpts, subId, model, question, maxTokens, deadline, fee)
}

// AskFromSubscription is a paid mutator transaction binding the contract method 0x83c389f5.
//
// Solidity: function askFromSubscription(uint64 subId, string model, bytes question, uint32 maxTokens, uint64 deadline, uint256 fee) returns(uint256 id)
func (_VerdictConsumer *VerdictConsumerTransactorSession) AskFromSubscription(subId uint64, model string, question []byte, maxTokens uint32, deadline uint64, fee *big.Int) (*types.Transaction, error) {
	return _VerdictConsumer.Contract.AskFromSubscription(&_VerdictConsumer.TransactOpts, subId, model, question, maxTokens, deadline, fee)
}

// OnInferenceResult is a paid mutator transaction binding the contract method 0x414cdae5.
//
// Solidity: function onInferenceResult(uint256 id, bytes32 outputHash, bytes output) returns()
func (_VerdictConsumer *VerdictConsumerTransactor) OnInferenceResult(opts *bind.TransactOpts, id *big.Int, outputHash [32]byte, output []byte) (*types.Transaction, error) {
	return _VerdictConsumer.contract.Transact(opts, "onInferenceResult", id, outputHash, output)
}

// OnInferenceResult is a paid mutator transaction binding the contract method 0x414cdae5.
//
// Solidity: function onInferenceResult(uint256 id, bytes32 outputHash, bytes output) returns()
func (_VerdictConsumer *VerdictConsumerSession) OnInferenceResult(id *big.Int, outputHash [32]byte, output []byte) (*types.Transaction, error) {
	return _VerdictConsumer.Contract.OnInferenceResult(&_VerdictConsumer.TransactOpts, id, outputHash, output)
}

// OnInferenceResult is a paid mutator transaction binding the contract method 0x414cdae5.
//
// Solidity: function onInferenceResult(uint256 id, bytes32 outputHash, bytes output) returns()
func (_VerdictConsumer *VerdictConsumerTransactorSession) OnInferenceResult(id *big.Int, outputHash [32]byte, output []byte) (*types.Transaction, error) {
	return _VerdictConsumer.Contract.OnInferenceResult(&_VerdictConsumer.TransactOpts, id, outputHash, output)
}

// VerdictConsumerAskedIterator is returned from FilterAsked and is used to iterate over the raw logs and unpacked data for Asked events raised by the VerdictConsumer contract.
type VerdictConsumerAskedIterator struct {
	Event *VerdictConsumerAsked // Event containing the contract specifics and raw log

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
func (it *VerdictConsumerAskedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(VerdictConsumerAsked)
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
		it.Event = new(VerdictConsumerAsked)
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
func (it *VerdictConsumerAskedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *VerdictConsumerAskedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// VerdictConsumerAsked represents a Asked event raised by the VerdictConsumer contract.
type VerdictConsumerAsked struct {
	Id    *big.Int
	Model string
	Raw   types.Log // Blockchain specific contextual infos
}

// FilterAsked is a free log retrieval operation binding the contract event 0x79597c296c220f7f26cdf0b6f0a7778996bc38e0a0a7eecee37fe23f40774499.
//
// Solidity: event Asked(uint256 indexed id, string model)
func (_VerdictConsumer *VerdictConsumerFilterer) FilterAsked(opts *bind.FilterOpts, id []*big.Int) (*VerdictConsumerAskedIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _VerdictConsumer.contract.FilterLogs(opts, "Asked", idRule)
	if err != nil {
		return nil, err
	}
	return &VerdictConsumerAskedIterator{contract: _VerdictConsumer.contract, event: "Asked", logs: logs, sub: sub}, nil
}

// WatchAsked is a free log subscription operation binding the contract event 0x79597c296c220f7f26cdf0b6f0a7778996bc38e0a0a7eecee37fe23f40774499.
//
// Solidity: event Asked(uint256 indexed id, string model)
func (_VerdictConsumer *VerdictConsumerFilterer) WatchAsked(opts *bind.WatchOpts, sink chan<- *VerdictConsumerAsked, id []*big.Int) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _VerdictConsumer.contract.WatchLogs(opts, "Asked", idRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(VerdictConsumerAsked)
				if err := _VerdictConsumer.contract.UnpackLog(event, "Asked", log); err != nil {
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

// ParseAsked is a log parse operation binding the contract event 0x79597c296c220f7f26cdf0b6f0a7778996bc38e0a0a7eecee37fe23f40774499.
//
// Solidity: event Asked(uint256 indexed id, string model)
func (_VerdictConsumer *VerdictConsumerFilterer) ParseAsked(log types.Log) (*VerdictConsumerAsked, error) {
	event := new(VerdictConsumerAsked)
	if err := _VerdictConsumer.contract.UnpackLog(event, "Asked", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// VerdictConsumerVerdictIterator is returned from FilterVerdict and is used to iterate over the raw logs and unpacked data for Verdict events raised by the VerdictConsumer contract.
type VerdictConsumerVerdictIterator struct {
	Event *VerdictConsumerVerdict // Event containing the contract specifics and raw log

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
func (it *VerdictConsumerVerdictIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(VerdictConsumerVerdict)
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
		it.Event = new(VerdictConsumerVerdict)
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
func (it *VerdictConsumerVerdictIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *VerdictConsumerVerdictIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// VerdictConsumerVerdict represents a Verdict event raised by the VerdictConsumer contract.
type VerdictConsumerVerdict struct {
	Id         *big.Int
	Approved   bool
	OutputHash [32]byte
	Raw        types.Log // Blockchain specific contextual infos
}

// FilterVerdict is a free log retrieval operation binding the contract event 0x4b0a2a7e3ef6e6a14398f4188b77b05731eaafda9c9fee3ac52f494bf83f2546.
//
// Solidity: event Verdict(uint256 indexed id, bool approved, bytes32 outputHash)
func (_VerdictConsumer *VerdictConsumerFilterer) FilterVerdict(opts *bind.FilterOpts, id []*big.Int) (*VerdictConsumerVerdictIterator, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _VerdictConsumer.contract.FilterLogs(opts, "Verdict", idRule)
	if err != nil {
		return nil, err
	}
	return &VerdictConsumerVerdictIterator{contract: _VerdictConsumer.contract, event: "Verdict", logs: logs, sub: sub}, nil
}

// WatchVerdict is a free log subscription operation binding the contract event 0x4b0a2a7e3ef6e6a14398f4188b77b05731eaafda9c9fee3ac52f494bf83f2546.
//
// Solidity: event Verdict(uint256 indexed id, bool approved, bytes32 outputHash)
func (_VerdictConsumer *VerdictConsumerFilterer) WatchVerdict(opts *bind.WatchOpts, sink chan<- *VerdictConsumerVerdict, id []*big.Int) (event.Subscription, error) {

	var idRule []interface{}
	for _, idItem := range id {
		idRule = append(idRule, idItem)
	}

	logs, sub, err := _VerdictConsumer.contract.WatchLogs(opts, "Verdict", idRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(VerdictConsumerVerdict)
				if err := _VerdictConsumer.contract.UnpackLog(event, "Verdict", log); err != nil {
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

// ParseVerdict is a log parse operation binding the contract event 0x4b0a2a7e3ef6e6a14398f4188b77b05731eaafda9c9fee3ac52f494bf83f2546.
//
// Solidity: event Verdict(uint256 indexed id, bool approved, bytes32 outputHash)
func (_VerdictConsumer *VerdictConsumerFilterer) ParseVerdict(log types.Log) (*VerdictConsumerVerdict, error) {
	event := new(VerdictConsumerVerdict)
	if err := _VerdictConsumer.contract.UnpackLog(event, "Verdict", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}
