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
	ABI: "[{\"inputs\":[{\"internalType\":\"contractIInferenceRouter\",\"name\":\"r\",\"type\":\"address\"},{\"internalType\":\"uint32\",\"name\":\"callbackGas\",\"type\":\"uint32\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"NotAsked\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotRouter\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"}],\"name\":\"Asked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"bool\",\"name\":\"approved\",\"type\":\"bool\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"}],\"name\":\"Verdict\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"CALLBACK_GAS\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"DEFAULT_CALLBACK_GAS\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"approvals\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"string\",\"name\":\"model\",\"type\":\"string\"},{\"internalType\":\"bytes\",\"name\":\"question\",\"type\":\"bytes\"},{\"internalType\":\"uint32\",\"name\":\"maxTokens\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"deadline\",\"type\":\"uint64\"}],\"name\":\"ask\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"},{\"internalType\":\"bytes32\",\"name\":\"outputHash\",\"type\":\"bytes32\"},{\"internalType\":\"bytes\",\"name\":\"output\",\"type\":\"bytes\"}],\"name\":\"onInferenceResult\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"outputHashes\",\"outputs\":[{\"internalType\":\"bytes32\",\"name\":\"\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"router\",\"outputs\":[{\"internalType\":\"contractIInferenceRouter\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"id\",\"type\":\"uint256\"}],\"name\":\"verdicts\",\"outputs\":[{\"internalType\":\"enumVerdictConsumer.State\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	Bin: "0x60c060405234801561000f575f5ffd5b5060405161088b38038061088b83398101604081905261002e9161004a565b6001600160a01b0390911660a05263ffffffff16608052610095565b5f5f6040838503121561005b575f5ffd5b82516001600160a01b0381168114610071575f5ffd5b602084015190925063ffffffff8116811461008a575f5ffd5b809150509250929050565b60805160a0516107c06100cb5f395f81816101b2015281816101f7015261033901525f818161013f015261037801526107c05ff3fe608060405260043610610079575f3560e01c80639779ea461161004c5780639779ea461461012e578063b05dba9614610161578063d0f37a2314610176578063f887ea40146101a1575f5ffd5b80633e0204fe1461007d578063414cdae5146100c1578063746ba0a5146100e25780638652910414610103575b5f5ffd5b348015610088575f5ffd5b506100ab610097366004610520565b5f6020819052908152604090205460ff1681565b6040516100b8919061054b565b60405180910390f35b3480156100cc575f5ffd5b506100e06100db3660046105b6565b6101ec565b005b6100f56100f0366004610605565b610336565b6040519081526020016100b8565b34801561010e575f5ffd5b506101196201d4c081565b60405163ffffffff90911681526020016100b8565b348015610139575f5ffd5b506101197f000000000000000000000000000000000000000000000000000000000000000081565b34801561016c575f5ffd5b506100f560025481565b348015610181575f5ffd5b506100f5610190366004610520565b60016020525f908152604090205481565b3480156101ac575f5ffd5b506101d47f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b0390911681526020016100b8565b336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461023c57604051632462ed0960e01b81523360048201526024015b60405180910390fd5b60015f8581526020819052604090205460ff16600381111561026057610260610537565b1461028157604051632b76251b60e01b815260048101859052602401610233565b5f61028c838361045e565b90508061029a57600361029d565b60025b5f868152602081905260409020805460ff191660018360038111156102c4576102c4610537565b02179055505f85815260016020526040902084905580156102f25760025f81546102ed906106ad565b909155505b6040805182151581526020810186905286917f4b0a2a7e3ef6e6a14398f4188b77b05731eaafda9c9fee3ac52f494bf83f2546910160405180910390a25050505050565b5f7f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663f365f7f934898989898989620186a061040060017f00000000000000000000000000000000000000000000000000000000000000006040518c63ffffffff1660e01b81526004016103bc9a999897969594939291906106f9565b60206040518083038185885af11580156103d8573d5f5f3e3d5ffd5b50505050506040513d601f19601f820116820180604052508101906103fd919061076d565b5f8181526020819052604090819020805460ff191660011790555190915081907f79597c296c220f7f26cdf0b6f0a7778996bc38e0a0a7eecee37fe23f407744999061044c908a908a90610784565b60405180910390a29695505050505050565b5f600382101561046f57505f61051a565b82825f8181106104815761048161079f565b9050013560f81c60f81b602060f81b176001600160f81b031916607960f81b1480156104dc5750828260018181106104bb576104bb61079f565b9050013560f81c60f81b602060f81b176001600160f81b031916606560f81b145b80156105175750828260028181106104f6576104f661079f565b9050013560f81c60f81b602060f81b176001600160f81b031916607360f81b145b90505b92915050565b5f60208284031215610530575f5ffd5b5035919050565b634e487b7160e01b5f52602160045260245ffd5b602081016004831061056b57634e487b7160e01b5f52602160045260245ffd5b91905290565b5f5f83601f840112610581575f5ffd5b50813567ffffffffffffffff811115610598575f5ffd5b6020830191508360208285010111156105af575f5ffd5b9250929050565b5f5f5f5f606085870312156105c9575f5ffd5b8435935060208501359250604085013567ffffffffffffffff8111156105ed575f5ffd5b6105f987828801610571565b95989497509550505050565b5f5f5f5f5f5f6080878903121561061a575f5ffd5b863567ffffffffffffffff811115610630575f5ffd5b61063c89828a01610571565b909750955050602087013567ffffffffffffffff81111561065b575f5ffd5b61066789828a01610571565b909550935050604087013563ffffffff81168114610683575f5ffd5b9150606087013567ffffffffffffffff8116811461069f575f5ffd5b809150509295509295509295565b5f600182016106ca57634e487b7160e01b5f52601160045260245ffd5b5060010190565b81835281816020850137505f828201602090810191909152601f909101601f19169091010190565b61010081525f61070e61010083018c8e6106d1565b8281036020840152610721818b8d6106d1565b63ffffffff998a16604085015267ffffffffffffffff9890981660608401525050938616608085015291851660a0840152151560c083015290921660e090920191909152949350505050565b5f6020828403121561077d575f5ffd5b5051919050565b602081525f6107976020830184866106d1565b949350505050565b634e487b7160e01b5f52603260045260245ffdfea164736f6c634300081e000a",
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
