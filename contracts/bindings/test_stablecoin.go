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

// TestStablecoinMetaData contains all meta data concerning the TestStablecoin contract.
var TestStablecoinMetaData = &bind.MetaData{
	ABI: "[{\"inputs\":[{\"internalType\":\"string\",\"name\":\"name_\",\"type\":\"string\"},{\"internalType\":\"string\",\"name\":\"symbol_\",\"type\":\"string\"},{\"internalType\":\"uint8\",\"name\":\"decimals_\",\"type\":\"uint8\"},{\"internalType\":\"address\",\"name\":\"owner_\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	Bin: "0x60a060405234801561000f575f5ffd5b50604051610bec380380610bec83398101604081905261002e91610181565b808484600361003d838261029f565b50600461004a828261029f565b5050506001600160a01b03811661007a57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b61008381610093565b505060ff16608052506103599050565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f830112610107575f5ffd5b81516001600160401b03811115610120576101206100e4565b604051601f8201601f19908116603f011681016001600160401b038111828210171561014e5761014e6100e4565b604052818152838201602001851015610165575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f5f60808587031215610194575f5ffd5b84516001600160401b038111156101a9575f5ffd5b6101b5878288016100f8565b602087015190955090506001600160401b038111156101d2575f5ffd5b6101de878288016100f8565b935050604085015160ff811681146101f4575f5ffd5b60608601519092506001600160a01b0381168114610210575f5ffd5b939692955090935050565b600181811c9082168061022f57607f821691505b60208210810361024d57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561029a57805f5260205f20601f840160051c810160208510156102785750805b601f840160051c820191505b81811015610297575f8155600101610284565b50505b505050565b81516001600160401b038111156102b8576102b86100e4565b6102cc816102c6845461021b565b84610253565b6020601f8211600181146102fe575f83156102e75750848201515b5f19600385901b1c1916600184901b178455610297565b5f84815260208120601f198516915b8281101561032d578785015182556020948501946001909201910161030d565b508482101561034a57868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b60805161087b6103715f395f61013c015261087b5ff3fe608060405234801561000f575f5ffd5b50600436106100cb575f3560e01c806370a082311161008857806395d89b411161006357806395d89b41146101c6578063a9059cbb146101ce578063dd62ed3e146101e1578063f2fde38b14610219575f5ffd5b806370a082311461017b578063715018a6146101a35780638da5cb5b146101ab575f5ffd5b806306fdde03146100cf578063095ea7b3146100ed57806318160ddd1461011057806323b872dd14610122578063313ce5671461013557806340c10f1914610166575b5f5ffd5b6100d761022c565b6040516100e49190610714565b60405180910390f35b6101006100fb366004610764565b6102bc565b60405190151581526020016100e4565b6002545b6040519081526020016100e4565b61010061013036600461078c565b6102d5565b60405160ff7f00000000000000000000000000000000000000000000000000000000000000001681526020016100e4565b610179610174366004610764565b6102f8565b005b6101146101893660046107c6565b6001600160a01b03165f9081526020819052604090205490565b61017961030e565b6005546040516001600160a01b0390911681526020016100e4565b6100d7610321565b6101006101dc366004610764565b610330565b6101146101ef3660046107e6565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b6101796102273660046107c6565b61033d565b60606003805461023b90610817565b80601f016020809104026020016040519081016040528092919081815260200182805461026790610817565b80156102b25780601f10610289576101008083540402835291602001916102b2565b820191905f5260205f20905b81548152906001019060200180831161029557829003601f168201915b5050505050905090565b5f336102c981858561037f565b60019150505b92915050565b5f336102e2858285610391565b6102ed85858561040d565b506001949350505050565b61030061046a565b61030a8282610497565b5050565b61031661046a565b61031f5f6104cb565b565b60606004805461023b90610817565b5f336102c981858561040d565b61034561046a565b6001600160a01b03811661037357604051631e4fbdf760e01b81525f60048201526024015b60405180910390fd5b61037c816104cb565b50565b61038c838383600161051c565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f1981101561040757818110156103f957604051637dc7a0d960e11b81526001600160a01b0384166004820152602481018290526044810183905260640161036a565b61040784848484035f61051c565b50505050565b6001600160a01b03831661043657604051634b637e8f60e11b81525f600482015260240161036a565b6001600160a01b03821661045f5760405163ec442f0560e01b81525f600482015260240161036a565b61038c8383836105ee565b6005546001600160a01b0316331461031f5760405163118cdaa760e01b815233600482015260240161036a565b6001600160a01b0382166104c05760405163ec442f0560e01b81525f600482015260240161036a565b61030a5f83836105ee565b600580546001600160a01b038381166001600160a01b0319831681179093556040519116919082907f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0905f90a35050565b6001600160a01b0384166105455760405163e602df0560e01b81525f600482015260240161036a565b6001600160a01b03831661056e57604051634a1406b160e11b81525f600482015260240161036a565b6001600160a01b038085165f908152600160209081526040808320938716835292905220829055801561040757826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925846040516105e091815260200190565b60405180910390a350505050565b6001600160a01b038316610618578060025f82825461060d919061084f565b909155506106889050565b6001600160a01b0383165f908152602081905260409020548181101561066a5760405163391434e360e21b81526001600160a01b0385166004820152602481018290526044810183905260640161036a565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b0382166106a4576002805482900390556106c2565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161070791815260200190565b60405180910390a3505050565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80356001600160a01b038116811461075f575f5ffd5b919050565b5f5f60408385031215610775575f5ffd5b61077e83610749565b946020939093013593505050565b5f5f5f6060848603121561079e575f5ffd5b6107a784610749565b92506107b560208501610749565b929592945050506040919091013590565b5f602082840312156107d6575f5ffd5b6107df82610749565b9392505050565b5f5f604083850312156107f7575f5ffd5b61080083610749565b915061080e60208401610749565b90509250929050565b600181811c9082168061082b57607f821691505b60208210810361084957634e487b7160e01b5f52602260045260245ffd5b50919050565b808201808211156102cf57634e487b7160e01b5f52601160045260245ffdfea164736f6c634300081e000a",
}

// TestStablecoinABI is the input ABI used to generate the binding from.
// Deprecated: Use TestStablecoinMetaData.ABI instead.
var TestStablecoinABI = TestStablecoinMetaData.ABI

// TestStablecoinBin is the compiled bytecode used for deploying new contracts.
// Deprecated: Use TestStablecoinMetaData.Bin instead.
var TestStablecoinBin = TestStablecoinMetaData.Bin

// DeployTestStablecoin deploys a new Ethereum contract, binding an instance of TestStablecoin to it.
func DeployTestStablecoin(auth *bind.TransactOpts, backend bind.ContractBackend, name_ string, symbol_ string, decimals_ uint8, owner_ common.Address) (common.Address, *types.Transaction, *TestStablecoin, error) {
	parsed, err := TestStablecoinMetaData.GetAbi()
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	if parsed == nil {
		return common.Address{}, nil, nil, errors.New("GetABI returned nil")
	}

	address, tx, contract, err := bind.DeployContract(auth, *parsed, common.FromHex(TestStablecoinBin), backend, name_, symbol_, decimals_, owner_)
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	return address, tx, &TestStablecoin{TestStablecoinCaller: TestStablecoinCaller{contract: contract}, TestStablecoinTransactor: TestStablecoinTransactor{contract: contract}, TestStablecoinFilterer: TestStablecoinFilterer{contract: contract}}, nil
}

// TestStablecoin is an auto generated Go binding around an Ethereum contract.
type TestStablecoin struct {
	TestStablecoinCaller     // Read-only binding to the contract
	TestStablecoinTransactor // Write-only binding to the contract
	TestStablecoinFilterer   // Log filterer for contract events
}

// TestStablecoinCaller is an auto generated read-only Go binding around an Ethereum contract.
type TestStablecoinCaller struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// TestStablecoinTransactor is an auto generated write-only Go binding around an Ethereum contract.
type TestStablecoinTransactor struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// TestStablecoinFilterer is an auto generated log filtering Go binding around an Ethereum contract events.
type TestStablecoinFilterer struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// TestStablecoinSession is an auto generated Go binding around an Ethereum contract,
// with pre-set call and transact options.
type TestStablecoinSession struct {
	Contract     *TestStablecoin   // Generic contract binding to set the session for
	CallOpts     bind.CallOpts     // Call options to use throughout this session
	TransactOpts bind.TransactOpts // Transaction auth options to use throughout this session
}

// TestStablecoinCallerSession is an auto generated read-only Go binding around an Ethereum contract,
// with pre-set call options.
type TestStablecoinCallerSession struct {
	Contract *TestStablecoinCaller // Generic contract caller binding to set the session for
	CallOpts bind.CallOpts         // Call options to use throughout this session
}

// TestStablecoinTransactorSession is an auto generated write-only Go binding around an Ethereum contract,
// with pre-set transact options.
type TestStablecoinTransactorSession struct {
	Contract     *TestStablecoinTransactor // Generic contract transactor binding to set the session for
	TransactOpts bind.TransactOpts         // Transaction auth options to use throughout this session
}

// TestStablecoinRaw is an auto generated low-level Go binding around an Ethereum contract.
type TestStablecoinRaw struct {
	Contract *TestStablecoin // Generic contract binding to access the raw methods on
}

// TestStablecoinCallerRaw is an auto generated low-level read-only Go binding around an Ethereum contract.
type TestStablecoinCallerRaw struct {
	Contract *TestStablecoinCaller // Generic read-only contract binding to access the raw methods on
}

// TestStablecoinTransactorRaw is an auto generated low-level write-only Go binding around an Ethereum contract.
type TestStablecoinTransactorRaw struct {
	Contract *TestStablecoinTransactor // Generic write-only contract binding to access the raw methods on
}

// NewTestStablecoin creates a new instance of TestStablecoin, bound to a specific deployed contract.
func NewTestStablecoin(address common.Address, backend bind.ContractBackend) (*TestStablecoin, error) {
	contract, err := bindTestStablecoin(address, backend, backend, backend)
	if err != nil {
		return nil, err
	}
	return &TestStablecoin{TestStablecoinCaller: TestStablecoinCaller{contract: contract}, TestStablecoinTransactor: TestStablecoinTransactor{contract: contract}, TestStablecoinFilterer: TestStablecoinFilterer{contract: contract}}, nil
}

// NewTestStablecoinCaller creates a new read-only instance of TestStablecoin, bound to a specific deployed contract.
func NewTestStablecoinCaller(address common.Address, caller bind.ContractCaller) (*TestStablecoinCaller, error) {
	contract, err := bindTestStablecoin(address, caller, nil, nil)
	if err != nil {
		return nil, err
	}
	return &TestStablecoinCaller{contract: contract}, nil
}

// NewTestStablecoinTransactor creates a new write-only instance of TestStablecoin, bound to a specific deployed contract.
func NewTestStablecoinTransactor(address common.Address, transactor bind.ContractTransactor) (*TestStablecoinTransactor, error) {
	contract, err := bindTestStablecoin(address, nil, transactor, nil)
	if err != nil {
		return nil, err
	}
	return &TestStablecoinTransactor{contract: contract}, nil
}

// NewTestStablecoinFilterer creates a new log filterer instance of TestStablecoin, bound to a specific deployed contract.
func NewTestStablecoinFilterer(address common.Address, filterer bind.ContractFilterer) (*TestStablecoinFilterer, error) {
	contract, err := bindTestStablecoin(address, nil, nil, filterer)
	if err != nil {
		return nil, err
	}
	return &TestStablecoinFilterer{contract: contract}, nil
}

// bindTestStablecoin binds a generic wrapper to an already deployed contract.
func bindTestStablecoin(address common.Address, caller bind.ContractCaller, transactor bind.ContractTransactor, filterer bind.ContractFilterer) (*bind.BoundContract, error) {
	parsed, err := TestStablecoinMetaData.GetAbi()
	if err != nil {
		return nil, err
	}
	return bind.NewBoundContract(address, *parsed, caller, transactor, filterer), nil
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_TestStablecoin *TestStablecoinRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _TestStablecoin.Contract.TestStablecoinCaller.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_TestStablecoin *TestStablecoinRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _TestStablecoin.Contract.TestStablecoinTransactor.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_TestStablecoin *TestStablecoinRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _TestStablecoin.Contract.TestStablecoinTransactor.contract.Transact(opts, method, params...)
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_TestStablecoin *TestStablecoinCallerRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _TestStablecoin.Contract.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_TestStablecoin *TestStablecoinTransactorRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _TestStablecoin.Contract.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_TestStablecoin *TestStablecoinTransactorRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _TestStablecoin.Contract.contract.Transact(opts, method, params...)
}

// Allowance is a free data retrieval call binding the contract method 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (_TestStablecoin *TestStablecoinCaller) Allowance(opts *bind.CallOpts, owner common.Address, spender common.Address) (*big.Int, error) {
	var out []interface{}
	err := _TestStablecoin.contract.Call(opts, &out, "allowance", owner, spender)

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// Allowance is a free data retrieval call binding the contract method 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (_TestStablecoin *TestStablecoinSession) Allowance(owner common.Address, spender common.Address) (*big.Int, error) {
	return _TestStablecoin.Contract.Allowance(&_TestStablecoin.CallOpts, owner, spender)
}

// Allowance is a free data retrieval call binding the contract method 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (_TestStablecoin *TestStablecoinCallerSession) Allowance(owner common.Address, spender common.Address) (*big.Int, error) {
	return _TestStablecoin.Contract.Allowance(&_TestStablecoin.CallOpts, owner, spender)
}

// BalanceOf is a free data retrieval call binding the contract method 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (_TestStablecoin *TestStablecoinCaller) BalanceOf(opts *bind.CallOpts, account common.Address) (*big.Int, error) {
	var out []interface{}
	err := _TestStablecoin.contract.Call(opts, &out, "balanceOf", account)

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// BalanceOf is a free data retrieval call binding the contract method 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (_TestStablecoin *TestStablecoinSession) BalanceOf(account common.Address) (*big.Int, error) {
	return _TestStablecoin.Contract.BalanceOf(&_TestStablecoin.CallOpts, account)
}

// BalanceOf is a free data retrieval call binding the contract method 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (_TestStablecoin *TestStablecoinCallerSession) BalanceOf(account common.Address) (*big.Int, error) {
	return _TestStablecoin.Contract.BalanceOf(&_TestStablecoin.CallOpts, account)
}

// Decimals is a free data retrieval call binding the contract method 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (_TestStablecoin *TestStablecoinCaller) Decimals(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _TestStablecoin.contract.Call(opts, &out, "decimals")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// Decimals is a free data retrieval call binding the contract method 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (_TestStablecoin *TestStablecoinSession) Decimals() (uint8, error) {
	return _TestStablecoin.Contract.Decimals(&_TestStablecoin.CallOpts)
}

// Decimals is a free data retrieval call binding the contract method 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (_TestStablecoin *TestStablecoinCallerSession) Decimals() (uint8, error) {
	return _TestStablecoin.Contract.Decimals(&_TestStablecoin.CallOpts)
}

// Name is a free data retrieval call binding the contract method 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (_TestStablecoin *TestStablecoinCaller) Name(opts *bind.CallOpts) (string, error) {
	var out []interface{}
	err := _TestStablecoin.contract.Call(opts, &out, "name")

	if err != nil {
		return *new(string), err
	}

	out0 := *abi.ConvertType(out[0], new(string)).(*string)

	return out0, err

}

// Name is a free data retrieval call binding the contract method 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (_TestStablecoin *TestStablecoinSession) Name() (string, error) {
	return _TestStablecoin.Contract.Name(&_TestStablecoin.CallOpts)
}

// Name is a free data retrieval call binding the contract method 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (_TestStablecoin *TestStablecoinCallerSession) Name() (string, error) {
	return _TestStablecoin.Contract.Name(&_TestStablecoin.CallOpts)
}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_TestStablecoin *TestStablecoinCaller) Owner(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _TestStablecoin.contract.Call(opts, &out, "owner")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_TestStablecoin *TestStablecoinSession) Owner() (common.Address, error) {
	return _TestStablecoin.Contract.Owner(&_TestStablecoin.CallOpts)
}

// Owner is a free data retrieval call binding the contract method 0x8da5cb5b.
//
// Solidity: function owner() view returns(address)
func (_TestStablecoin *TestStablecoinCallerSession) Owner() (common.Address, error) {
	return _TestStablecoin.Contract.Owner(&_TestStablecoin.CallOpts)
}

// Symbol is a free data retrieval call binding the contract method 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (_TestStablecoin *TestStablecoinCaller) Symbol(opts *bind.CallOpts) (string, error) {
	var out []interface{}
	err := _TestStablecoin.contract.Call(opts, &out, "symbol")

	if err != nil {
		return *new(string), err
	}

	out0 := *abi.ConvertType(out[0], new(string)).(*string)

	return out0, err

}

// Symbol is a free data retrieval call binding the contract method 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (_TestStablecoin *TestStablecoinSession) Symbol() (string, error) {
	return _TestStablecoin.Contract.Symbol(&_TestStablecoin.CallOpts)
}

// Symbol is a free data retrieval call binding the contract method 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (_TestStablecoin *TestStablecoinCallerSession) Symbol() (string, error) {
	return _TestStablecoin.Contract.Symbol(&_TestStablecoin.CallOpts)
}

// TotalSupply is a free data retrieval call binding the contract method 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (_TestStablecoin *TestStablecoinCaller) TotalSupply(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _TestStablecoin.contract.Call(opts, &out, "totalSupply")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// TotalSupply is a free data retrieval call binding the contract method 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (_TestStablecoin *TestStablecoinSession) TotalSupply() (*big.Int, error) {
	return _TestStablecoin.Contract.TotalSupply(&_TestStablecoin.CallOpts)
}

// TotalSupply is a free data retrieval call binding the contract method 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (_TestStablecoin *TestStablecoinCallerSession) TotalSupply() (*big.Int, error) {
	return _TestStablecoin.Contract.TotalSupply(&_TestStablecoin.CallOpts)
}

// Approve is a paid mutator transaction binding the contract method 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (_TestStablecoin *TestStablecoinTransactor) Approve(opts *bind.TransactOpts, spender common.Address, value *big.Int) (*types.Transaction, error) {
	return _TestStablecoin.contract.Transact(opts, "approve", spender, value)
}

// Approve is a paid mutator transaction binding the contract method 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (_TestStablecoin *TestStablecoinSession) Approve(spender common.Address, value *big.Int) (*types.Transaction, error) {
	return _TestStablecoin.Contract.Approve(&_TestStablecoin.TransactOpts, spender, value)
}

// Approve is a paid mutator transaction binding the contract method 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (_TestStablecoin *TestStablecoinTransactorSession) Approve(spender common.Address, value *big.Int) (*types.Transaction, error) {
	return _TestStablecoin.Contract.Approve(&_TestStablecoin.TransactOpts, spender, value)
}

// Mint is a paid mutator transaction binding the contract method 0x40c10f19.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (_TestStablecoin *TestStablecoinTransactor) Mint(opts *bind.TransactOpts, to common.Address, amount *big.Int) (*types.Transaction, error) {
	return _TestStablecoin.contract.Transact(opts, "mint", to, amount)
}

// Mint is a paid mutator transaction binding the contract method 0x40c10f19.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (_TestStablecoin *TestStablecoinSession) Mint(to common.Address, amount *big.Int) (*types.Transaction, error) {
	return _TestStablecoin.Contract.Mint(&_TestStablecoin.TransactOpts, to, amount)
}

// Mint is a paid mutator transaction binding the contract method 0x40c10f19.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (_TestStablecoin *TestStablecoinTransactorSession) Mint(to common.Address, amount *big.Int) (*types.Transaction, error) {
	return _TestStablecoin.Contract.Mint(&_TestStablecoin.TransactOpts, to, amount)
}

// RenounceOwnership is a paid mutator transaction binding the contract method 0x715018a6.
//
// Solidity: function renounceOwnership() returns()
func (_TestStablecoin *TestStablecoinTransactor) RenounceOwnership(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _TestStablecoin.contract.Transact(opts, "renounceOwnership")
}

// RenounceOwnership is a paid mutator transaction binding the contract method 0x715018a6.
//
// Solidity: function renounceOwnership() returns()
func (_TestStablecoin *TestStablecoinSession) RenounceOwnership() (*types.Transaction, error) {
	return _TestStablecoin.Contract.RenounceOwnership(&_TestStablecoin.TransactOpts)
}

// RenounceOwnership is a paid mutator transaction binding the contract method 0x715018a6.
//
// Solidity: function renounceOwnership() returns()
func (_TestStablecoin *TestStablecoinTransactorSession) RenounceOwnership() (*types.Transaction, error) {
	return _TestStablecoin.Contract.RenounceOwnership(&_TestStablecoin.TransactOpts)
}

// Transfer is a paid mutator transaction binding the contract method 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (_TestStablecoin *TestStablecoinTransactor) Transfer(opts *bind.TransactOpts, to common.Address, value *big.Int) (*types.Transaction, error) {
	return _TestStablecoin.contract.Transact(opts, "transfer", to, value)
}

// Transfer is a paid mutator transaction binding the contract method 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (_TestStablecoin *TestStablecoinSession) Transfer(to common.Address, value *big.Int) (*types.Transaction, error) {
	return _TestStablecoin.Contract.Transfer(&_TestStablecoin.TransactOpts, to, value)
}

// Transfer is a paid mutator transaction binding the contract method 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (_TestStablecoin *TestStablecoinTransactorSession) Transfer(to common.Address, value *big.Int) (*types.Transaction, error) {
	return _TestStablecoin.Contract.Transfer(&_TestStablecoin.TransactOpts, to, value)
}

// TransferFrom is a paid mutator transaction binding the contract method 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (_TestStablecoin *TestStablecoinTransactor) TransferFrom(opts *bind.TransactOpts, from common.Address, to common.Address, value *big.Int) (*types.Transaction, error) {
	return _TestStablecoin.contract.Transact(opts, "transferFrom", from, to, value)
}

// TransferFrom is a paid mutator transaction binding the contract method 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (_TestStablecoin *TestStablecoinSession) TransferFrom(from common.Address, to common.Address, value *big.Int) (*types.Transaction, error) {
	return _TestStablecoin.Contract.TransferFrom(&_TestStablecoin.TransactOpts, from, to, value)
}

// TransferFrom is a paid mutator transaction binding the contract method 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (_TestStablecoin *TestStablecoinTransactorSession) TransferFrom(from common.Address, to common.Address, value *big.Int) (*types.Transaction, error) {
	return _TestStablecoin.Contract.TransferFrom(&_TestStablecoin.TransactOpts, from, to, value)
}

// TransferOwnership is a paid mutator transaction binding the contract method 0xf2fde38b.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (_TestStablecoin *TestStablecoinTransactor) TransferOwnership(opts *bind.TransactOpts, newOwner common.Address) (*types.Transaction, error) {
	return _TestStablecoin.contract.Transact(opts, "transferOwnership", newOwner)
}

// TransferOwnership is a paid mutator transaction binding the contract method 0xf2fde38b.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (_TestStablecoin *TestStablecoinSession) TransferOwnership(newOwner common.Address) (*types.Transaction, error) {
	return _TestStablecoin.Contract.TransferOwnership(&_TestStablecoin.TransactOpts, newOwner)
}

// TransferOwnership is a paid mutator transaction binding the contract method 0xf2fde38b.
//
// Solidity: function transferOwnership(address newOwner) returns()
func (_TestStablecoin *TestStablecoinTransactorSession) TransferOwnership(newOwner common.Address) (*types.Transaction, error) {
	return _TestStablecoin.Contract.TransferOwnership(&_TestStablecoin.TransactOpts, newOwner)
}

// TestStablecoinApprovalIterator is returned from FilterApproval and is used to iterate over the raw logs and unpacked data for Approval events raised by the TestStablecoin contract.
type TestStablecoinApprovalIterator struct {
	Event *TestStablecoinApproval // Event containing the contract specifics and raw log

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
func (it *TestStablecoinApprovalIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(TestStablecoinApproval)
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
		it.Event = new(TestStablecoinApproval)
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
func (it *TestStablecoinApprovalIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *TestStablecoinApprovalIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// TestStablecoinApproval represents a Approval event raised by the TestStablecoin contract.
type TestStablecoinApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     types.Log // Blockchain specific contextual infos
}

// FilterApproval is a free log retrieval operation binding the contract event 0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (_TestStablecoin *TestStablecoinFilterer) FilterApproval(opts *bind.FilterOpts, owner []common.Address, spender []common.Address) (*TestStablecoinApprovalIterator, error) {

	var ownerRule []interface{}
	for _, ownerItem := range owner {
		ownerRule = append(ownerRule, ownerItem)
	}
	var spenderRule []interface{}
	for _, spenderItem := range spender {
		spenderRule = append(spenderRule, spenderItem)
	}

	logs, sub, err := _TestStablecoin.contract.FilterLogs(opts, "Approval", ownerRule, spenderRule)
	if err != nil {
		return nil, err
	}
	return &TestStablecoinApprovalIterator{contract: _TestStablecoin.contract, event: "Approval", logs: logs, sub: sub}, nil
}

// WatchApproval is a free log subscription operation binding the contract event 0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (_TestStablecoin *TestStablecoinFilterer) WatchApproval(opts *bind.WatchOpts, sink chan<- *TestStablecoinApproval, owner []common.Address, spender []common.Address) (event.Subscription, error) {

	var ownerRule []interface{}
	for _, ownerItem := range owner {
		ownerRule = append(ownerRule, ownerItem)
	}
	var spenderRule []interface{}
	for _, spenderItem := range spender {
		spenderRule = append(spenderRule, spenderItem)
	}

	logs, sub, err := _TestStablecoin.contract.WatchLogs(opts, "Approval", ownerRule, spenderRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(TestStablecoinApproval)
				if err := _TestStablecoin.contract.UnpackLog(event, "Approval", log); err != nil {
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

// ParseApproval is a log parse operation binding the contract event 0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (_TestStablecoin *TestStablecoinFilterer) ParseApproval(log types.Log) (*TestStablecoinApproval, error) {
	event := new(TestStablecoinApproval)
	if err := _TestStablecoin.contract.UnpackLog(event, "Approval", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// TestStablecoinOwnershipTransferredIterator is returned from FilterOwnershipTransferred and is used to iterate over the raw logs and unpacked data for OwnershipTransferred events raised by the TestStablecoin contract.
type TestStablecoinOwnershipTransferredIterator struct {
	Event *TestStablecoinOwnershipTransferred // Event containing the contract specifics and raw log

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
func (it *TestStablecoinOwnershipTransferredIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(TestStablecoinOwnershipTransferred)
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
		it.Event = new(TestStablecoinOwnershipTransferred)
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
func (it *TestStablecoinOwnershipTransferredIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *TestStablecoinOwnershipTransferredIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// TestStablecoinOwnershipTransferred represents a OwnershipTransferred event raised by the TestStablecoin contract.
type TestStablecoinOwnershipTransferred struct {
	PreviousOwner common.Address
	NewOwner      common.Address
	Raw           types.Log // Blockchain specific contextual infos
}

// FilterOwnershipTransferred is a free log retrieval operation binding the contract event 0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (_TestStablecoin *TestStablecoinFilterer) FilterOwnershipTransferred(opts *bind.FilterOpts, previousOwner []common.Address, newOwner []common.Address) (*TestStablecoinOwnershipTransferredIterator, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _TestStablecoin.contract.FilterLogs(opts, "OwnershipTransferred", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return &TestStablecoinOwnershipTransferredIterator{contract: _TestStablecoin.contract, event: "OwnershipTransferred", logs: logs, sub: sub}, nil
}

// WatchOwnershipTransferred is a free log subscription operation binding the contract event 0x8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e0.
//
// Solidity: event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)
func (_TestStablecoin *TestStablecoinFilterer) WatchOwnershipTransferred(opts *bind.WatchOpts, sink chan<- *TestStablecoinOwnershipTransferred, previousOwner []common.Address, newOwner []common.Address) (event.Subscription, error) {

	var previousOwnerRule []interface{}
	for _, previousOwnerItem := range previousOwner {
		previousOwnerRule = append(previousOwnerRule, previousOwnerItem)
	}
	var newOwnerRule []interface{}
	for _, newOwnerItem := range newOwner {
		newOwnerRule = append(newOwnerRule, newOwnerItem)
	}

	logs, sub, err := _TestStablecoin.contract.WatchLogs(opts, "OwnershipTransferred", previousOwnerRule, newOwnerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(TestStablecoinOwnershipTransferred)
				if err := _TestStablecoin.contract.UnpackLog(event, "OwnershipTransferred", log); err != nil {
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
func (_TestStablecoin *TestStablecoinFilterer) ParseOwnershipTransferred(log types.Log) (*TestStablecoinOwnershipTransferred, error) {
	event := new(TestStablecoinOwnershipTransferred)
	if err := _TestStablecoin.contract.UnpackLog(event, "OwnershipTransferred", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// TestStablecoinTransferIterator is returned from FilterTransfer and is used to iterate over the raw logs and unpacked data for Transfer events raised by the TestStablecoin contract.
type TestStablecoinTransferIterator struct {
	Event *TestStablecoinTransfer // Event containing the contract specifics and raw log

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
func (it *TestStablecoinTransferIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(TestStablecoinTransfer)
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
		it.Event = new(TestStablecoinTransfer)
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
func (it *TestStablecoinTransferIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *TestStablecoinTransferIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// TestStablecoinTransfer represents a Transfer event raised by the TestStablecoin contract.
type TestStablecoinTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   types.Log // Blockchain specific contextual infos
}

// FilterTransfer is a free log retrieval operation binding the contract event 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (_TestStablecoin *TestStablecoinFilterer) FilterTransfer(opts *bind.FilterOpts, from []common.Address, to []common.Address) (*TestStablecoinTransferIterator, error) {

	var fromRule []interface{}
	for _, fromItem := range from {
		fromRule = append(fromRule, fromItem)
	}
	var toRule []interface{}
	for _, toItem := range to {
		toRule = append(toRule, toItem)
	}

	logs, sub, err := _TestStablecoin.contract.FilterLogs(opts, "Transfer", fromRule, toRule)
	if err != nil {
		return nil, err
	}
	return &TestStablecoinTransferIterator{contract: _TestStablecoin.contract, event: "Transfer", logs: logs, sub: sub}, nil
}

// WatchTransfer is a free log subscription operation binding the contract event 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (_TestStablecoin *TestStablecoinFilterer) WatchTransfer(opts *bind.WatchOpts, sink chan<- *TestStablecoinTransfer, from []common.Address, to []common.Address) (event.Subscription, error) {

	var fromRule []interface{}
	for _, fromItem := range from {
		fromRule = append(fromRule, fromItem)
	}
	var toRule []interface{}
	for _, toItem := range to {
		toRule = append(toRule, toItem)
	}

	logs, sub, err := _TestStablecoin.contract.WatchLogs(opts, "Transfer", fromRule, toRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(TestStablecoinTransfer)
				if err := _TestStablecoin.contract.UnpackLog(event, "Transfer", log); err != nil {
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

// ParseTransfer is a log parse operation binding the contract event 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (_TestStablecoin *TestStablecoinFilterer) ParseTransfer(log types.Log) (*TestStablecoinTransfer, error) {
	event := new(TestStablecoinTransfer)
	if err := _TestStablecoin.contract.UnpackLog(event, "Transfer", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}
