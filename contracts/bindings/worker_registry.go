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
	ABI: "[{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"minimumStake\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"withdrawDelay\",\"type\":\"uint64\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"openDisputes\",\"type\":\"uint32\"}],\"name\":\"DisputeOpen\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"totalStake\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"minStake\",\"type\":\"uint256\"}],\"name\":\"InsufficientStake\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"InvalidVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"}],\"name\":\"NoOpenDispute\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotDeployer\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"NotRegistered\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotVerifier\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"PaymentFailed\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ReentrancyGuardReentrantCall\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"UnstakeNotRequested\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"unlockAt\",\"type\":\"uint64\"}],\"name\":\"UnstakePending\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierAlreadyBound\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"challengeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"disputeWindow\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"unstakeDelay\",\"type\":\"uint64\"}],\"name\":\"WindowsTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"unlockAt\",\"type\":\"uint64\"},{\"internalType\":\"uint256\",\"name\":\"blockTimestamp\",\"type\":\"uint256\"}],\"name\":\"WithdrawTooEarly\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroValue\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"totalStake\",\"type\":\"uint256\"}],\"name\":\"Registered\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"openDisputes\",\"type\":\"uint32\"}],\"name\":\"StakeLocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint32\",\"name\":\"openDisputes\",\"type\":\"uint32\"}],\"name\":\"StakeUnlocked\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"unlockAt\",\"type\":\"uint64\"}],\"name\":\"UnstakeRequested\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"verifier\",\"type\":\"address\"}],\"name\":\"VerifierBound\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"Withdrawn\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"WorkerSlashed\",\"type\":\"event\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"v\",\"type\":\"address\"}],\"name\":\"bindVerifier\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"deployer\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"}],\"name\":\"lockStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"minStake\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"}],\"name\":\"openDisputes\",\"outputs\":[{\"internalType\":\"uint32\",\"name\":\"\",\"type\":\"uint32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"register\",\"outputs\":[],\"stateMutability\":\"payable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"requestUnstake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"requestId\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"slash\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"slashed\",\"type\":\"uint256\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"}],\"name\":\"stakeOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"}],\"name\":\"unlockStake\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"unstakeDelay\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"verifier\",\"outputs\":[{\"internalType\":\"contractIVerifier\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"withdraw\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"worker\",\"type\":\"address\"}],\"name\":\"workerInfo\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"stake\",\"type\":\"uint256\"},{\"internalType\":\"uint64\",\"name\":\"unlockAt\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"}]",
	Bin: "0x60e060405234801561000f575f5ffd5b50604051610f95380380610f9583398101604081905261002e9161006d565b60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00556080919091526001600160401b031660a0523360c0526100a7565b5f5f6040838503121561007e575f5ffd5b825160208401519092506001600160401b038116811461009c575f5ffd5b809150509250929050565b60805160a05160c051610e936101025f395f818161032d015261049e01525f81816101d601528181610624015281816106960152610c4001525f818161027b015281816103e80152818161042401526109a60152610e935ff3fe6080604052600436106100d9575f3560e01c8063375b3c0a1161007c5780634a1ce599116100575780634a1ce599146102de57806370f81f6c146102fd578063d5f394881461031c578063fc63958e1461034f575f5ffd5b8063375b3c0a1461026a5780633ccfd60b146102ab57806342623360146102bf575f5ffd5b806322be59ef116100b757806322be59ef146101705780632b7ac3f31461018f5780633222012f146101c557806335bb131514610210575f5ffd5b80630a6f0503146100dd5780631aa3a0081461014757806322981abd14610151575b5f5ffd5b3480156100e8575f5ffd5b506101256100f7366004610d60565b6001600160a01b03165f908152600160208190526040909120805491015490916001600160401b0390911690565b604080519283526001600160401b039091166020830152015b60405180910390f35b61014f610363565b005b34801561015c575f5ffd5b5061014f61016b366004610d60565b610493565b34801561017b575f5ffd5b5061014f61018a366004610d60565b61070c565b34801561019a575f5ffd5b505f546101ad906001600160a01b031681565b6040516001600160a01b03909116815260200161013e565b3480156101d0575f5ffd5b506101f87f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160401b03909116815260200161013e565b34801561021b575f5ffd5b5061025561022a366004610d60565b6001600160a01b03165f9081526001602081905260409091200154600160401b900463ffffffff1690565b60405163ffffffff909116815260200161013e565b348015610275575f5ffd5b5061029d7f000000000000000000000000000000000000000000000000000000000000000081565b60405190815260200161013e565b3480156102b6575f5ffd5b5061014f6107bd565b3480156102ca575f5ffd5b5061029d6102d9366004610d60565b610974565b3480156102e9575f5ffd5b5061014f6102f8366004610d60565b6109dc565b348015610308575f5ffd5b5061029d610317366004610d79565b610ab7565b348015610327575f5ffd5b506101ad7f000000000000000000000000000000000000000000000000000000000000000081565b34801561035a575f5ffd5b5061014f610bcd565b345f0361038357604051637c946ed760e01b815260040160405180910390fd5b335f908152600160208190526040909120908101546001600160401b0316156103d5576001810154604051630fa6a96d60e01b81526001600160401b0390911660048201526024015b60405180910390fd5b80545f906103e4903490610dbd565b90507f0000000000000000000000000000000000000000000000000000000000000000811015610450576040516322df051360e11b8152600481018290527f000000000000000000000000000000000000000000000000000000000000000060248201526044016103cc565b808255604080513481526020810183905233917fcda33a906ffa8a5f960826827500581f4613a5db7a84b250433e0d591a63093891015b60405180910390a25050565b336001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016146104de57604051630646601b60e11b81523360048201526024016103cc565b5f546001600160a01b031615610515575f54604051634eb36fd360e11b81526001600160a01b0390911660048201526024016103cc565b6001600160a01b038116158061053357506001600160a01b0381163b155b1561055c5760405163226328af60e11b81526001600160a01b03821660048201526024016103cc565b5f816001600160a01b031663861a14126040518163ffffffff1660e01b8152600401602060405180830381865afa158015610599573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906105bd9190610dd6565b90505f826001600160a01b031663117f5f926040518163ffffffff1660e01b8152600401602060405180830381865afa1580156105fc573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906106209190610dd6565b90507f00000000000000000000000000000000000000000000000000000000000000006001600160401b0316816001600160401b0316836001600160401b031661066a9190610dbd565b106106c357604051631b375b2160e21b81526001600160401b03808416600483015280831660248301527f00000000000000000000000000000000000000000000000000000000000000001660448201526064016103cc565b5f80546001600160a01b0319166001600160a01b038516908117825560405190917fe0923b5df12b7d9390c0134255416339ed57c018824e69d4ec49d7825df22fbd91a2505050565b610714610cc4565b6001600160a01b0381165f90815260016020819052604082208082015490929161074b91600160401b900463ffffffff1690610dfc565b6001830180546bffffffff00000000000000001916600160401b63ffffffff8416908102919091179091556040519081529091506001600160a01b038416907f40cb9ea5acafe491840aac6c44f0a59cee53decd39925a104d53adea912c65a7906020015b60405180910390a2505050565b6107c5610cfb565b335f90815260016020819052604082209081015490916001600160401b03909116908190036108075760405163777c843f60e11b815260040160405180910390fd5b806001600160401b0316421015610842576040516316351b7560e01b81526001600160401b03821660048201524260248201526044016103cc565b6001820154600160401b900463ffffffff161561088657600182015460405163d7ad44bb60e01b8152600160401b90910463ffffffff1660048201526024016103cc565b8154335f818152600160208190526040808320928355910180546bffffffffffffffffffffffff19169055517f7084f5476618d8e60b11ef0d7d3f06914655adb8793e28ff7f018d4c76d505d5906108e19084815260200190565b60405180910390a26040515f90339083908381818185875af1925050503d805f8114610928576040519150601f19603f3d011682016040523d82523d5f602084013e61092d565b606091505b50509050806109585760405163a09e616560e01b8152336004820152602481018390526044016103cc565b5050505061097260015f516020610e675f395f51905f5255565b565b6001600160a01b0381165f9081526001602081905260408220908101546001600160401b03161580156109c8575080547f000000000000000000000000000000000000000000000000000000000000000011155b6109d2575f6109d5565b80545b9392505050565b6109e4610cc4565b6001600160a01b0381165f9081526001602081905260408220908101549091600160401b90910463ffffffff1690819003610a3d57604051635ff59d4160e01b81526001600160a01b03841660048201526024016103cc565b610a48600182610e18565b8260010160086101000a81548163ffffffff021916908363ffffffff160217905550826001600160a01b03167f2f71866e5da104ffa69af357877daef3b844b3a9d8b933b1140233373288c06a600183610aa29190610e18565b60405163ffffffff90911681526020016107b0565b5f610ac0610cfb565b610ac8610cc4565b6001600160a01b0384165f9081526001602052604090208054808410610aee5780610af0565b835b9250610afc8382610e34565b825560405183815285906001600160a01b038816907f35bade04563d8d0b18e6cdc95a7a0eb5b8d9999ac05e48fbef04a65b6cd5ca139060200160405180910390a38215610bb5576040515f90339085908381818185875af1925050503d805f8114610b83576040519150601f19603f3d011682016040523d82523d5f602084013e610b88565b606091505b5050905080610bb35760405163a09e616560e01b8152336004820152602481018590526044016103cc565b505b50506109d560015f516020610e675f395f51905f5255565b335f9081526001602052604081208054909103610bfd5760405163aba4733960e01b815260040160405180910390fd5b60018101546001600160401b031615610c3a576001810154604051630fa6a96d60e01b81526001600160401b0390911660048201526024016103cc565b5f610c657f000000000000000000000000000000000000000000000000000000000000000042610e47565b60018301805467ffffffffffffffff19166001600160401b038316908117909155835460408051918252602082019290925291925033917f21020437c0e4b58b34bd7ac1f1cef55e7820d1bcd93824ceb273cad96eea704c9101610487565b5f546001600160a01b031633141580610cdb575033155b1561097257604051633f6b527560e21b81523360048201526024016103cc565b610d03610d16565b60025f516020610e675f395f51905f5255565b5f516020610e675f395f51905f525460020361097257604051633ee5aeb560e01b815260040160405180910390fd5b80356001600160a01b0381168114610d5b575f5ffd5b919050565b5f60208284031215610d70575f5ffd5b6109d582610d45565b5f5f5f60608486031215610d8b575f5ffd5b610d9484610d45565b95602085013595506040909401359392505050565b634e487b7160e01b5f52601160045260245ffd5b80820180821115610dd057610dd0610da9565b92915050565b5f60208284031215610de6575f5ffd5b81516001600160401b03811681146109d5575f5ffd5b63ffffffff8181168382160190811115610dd057610dd0610da9565b63ffffffff8281168282160390811115610dd057610dd0610da9565b81810381811115610dd057610dd0610da9565b6001600160401b038181168382160190811115610dd057610dd0610da956fe9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00a164736f6c634300081e000a",
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

// Deployer is a free data retrieval call binding the contract method 0xd5f39488.
//
// Solidity: function deployer() view returns(address)
func (_WorkerRegistry *WorkerRegistryCaller) Deployer(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _WorkerRegistry.contract.Call(opts, &out, "deployer")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Deployer is a free data retrieval call binding the contract method 0xd5f39488.
//
// Solidity: function deployer() view returns(address)
func (_WorkerRegistry *WorkerRegistrySession) Deployer() (common.Address, error) {
	return _WorkerRegistry.Contract.Deployer(&_WorkerRegistry.CallOpts)
}

// Deployer is a free data retrieval call binding the contract method 0xd5f39488.
//
// Solidity: function deployer() view returns(address)
func (_WorkerRegistry *WorkerRegistryCallerSession) Deployer() (common.Address, error) {
	return _WorkerRegistry.Contract.Deployer(&_WorkerRegistry.CallOpts)
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

// OpenDisputes is a free data retrieval call binding the contract method 0x35bb1315.
//
// Solidity: function openDisputes(address worker) view returns(uint32)
func (_WorkerRegistry *WorkerRegistryCaller) OpenDisputes(opts *bind.CallOpts, worker common.Address) (uint32, error) {
	var out []interface{}
	err := _WorkerRegistry.contract.Call(opts, &out, "openDisputes", worker)

	if err != nil {
		return *new(uint32), err
	}

	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)

	return out0, err

}

// OpenDisputes is a free data retrieval call binding the contract method 0x35bb1315.
//
// Solidity: function openDisputes(address worker) view returns(uint32)
func (_WorkerRegistry *WorkerRegistrySession) OpenDisputes(worker common.Address) (uint32, error) {
	return _WorkerRegistry.Contract.OpenDisputes(&_WorkerRegistry.CallOpts, worker)
}

// OpenDisputes is a free data retrieval call binding the contract method 0x35bb1315.
//
// Solidity: function openDisputes(address worker) view returns(uint32)
func (_WorkerRegistry *WorkerRegistryCallerSession) OpenDisputes(worker common.Address) (uint32, error) {
	return _WorkerRegistry.Contract.OpenDisputes(&_WorkerRegistry.CallOpts, worker)
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

// Verifier is a free data retrieval call binding the contract method 0x2b7ac3f3.
//
// Solidity: function verifier() view returns(address)
func (_WorkerRegistry *WorkerRegistryCaller) Verifier(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _WorkerRegistry.contract.Call(opts, &out, "verifier")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Verifier is a free data retrieval call binding the contract method 0x2b7ac3f3.
//
// Solidity: function verifier() view returns(address)
func (_WorkerRegistry *WorkerRegistrySession) Verifier() (common.Address, error) {
	return _WorkerRegistry.Contract.Verifier(&_WorkerRegistry.CallOpts)
}

// Verifier is a free data retrieval call binding the contract method 0x2b7ac3f3.
//
// Solidity: function verifier() view returns(address)
func (_WorkerRegistry *WorkerRegistryCallerSession) Verifier() (common.Address, error) {
	return _WorkerRegistry.Contract.Verifier(&_WorkerRegistry.CallOpts)
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

// BindVerifier is a paid mutator transaction binding the contract method 0x22981abd.
//
// Solidity: function bindVerifier(address v) returns()
func (_WorkerRegistry *WorkerRegistryTransactor) BindVerifier(opts *bind.TransactOpts, v common.Address) (*types.Transaction, error) {
	return _WorkerRegistry.contract.Transact(opts, "bindVerifier", v)
}

// BindVerifier is a paid mutator transaction binding the contract method 0x22981abd.
//
// Solidity: function bindVerifier(address v) returns()
func (_WorkerRegistry *WorkerRegistrySession) BindVerifier(v common.Address) (*types.Transaction, error) {
	return _WorkerRegistry.Contract.BindVerifier(&_WorkerRegistry.TransactOpts, v)
}

// BindVerifier is a paid mutator transaction binding the contract method 0x22981abd.
//
// Solidity: function bindVerifier(address v) returns()
func (_WorkerRegistry *WorkerRegistryTransactorSession) BindVerifier(v common.Address) (*types.Transaction, error) {
	return _WorkerRegistry.Contract.BindVerifier(&_WorkerRegistry.TransactOpts, v)
}

// LockStake is a paid mutator transaction binding the contract method 0x22be59ef.
//
// Solidity: function lockStake(address worker) returns()
func (_WorkerRegistry *WorkerRegistryTransactor) LockStake(opts *bind.TransactOpts, worker common.Address) (*types.Transaction, error) {
	return _WorkerRegistry.contract.Transact(opts, "lockStake", worker)
}

// LockStake is a paid mutator transaction binding the contract method 0x22be59ef.
//
// Solidity: function lockStake(address worker) returns()
func (_WorkerRegistry *WorkerRegistrySession) LockStake(worker common.Address) (*types.Transaction, error) {
	return _WorkerRegistry.Contract.LockStake(&_WorkerRegistry.TransactOpts, worker)
}

// LockStake is a paid mutator transaction binding the contract method 0x22be59ef.
//
// Solidity: function lockStake(address worker) returns()
func (_WorkerRegistry *WorkerRegistryTransactorSession) LockStake(worker common.Address) (*types.Transaction, error) {
	return _WorkerRegistry.Contract.LockStake(&_WorkerRegistry.TransactOpts, worker)
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

// Slash is a paid mutator transaction binding the contract method 0x70f81f6c.
//
// Solidity: function slash(address worker, uint256 requestId, uint256 amount) returns(uint256 slashed)
func (_WorkerRegistry *WorkerRegistryTransactor) Slash(opts *bind.TransactOpts, worker common.Address, requestId *big.Int, amount *big.Int) (*types.Transaction, error) {
	return _WorkerRegistry.contract.Transact(opts, "slash", worker, requestId, amount)
}

// Slash is a paid mutator transaction binding the contract method 0x70f81f6c.
//
// Solidity: function slash(address worker, uint256 requestId, uint256 amount) returns(uint256 slashed)
func (_WorkerRegistry *WorkerRegistrySession) Slash(worker common.Address, requestId *big.Int, amount *big.Int) (*types.Transaction, error) {
	return _WorkerRegistry.Contract.Slash(&_WorkerRegistry.TransactOpts, worker, requestId, amount)
}

// Slash is a paid mutator transaction binding the contract method 0x70f81f6c.
//
// Solidity: function slash(address worker, uint256 requestId, uint256 amount) returns(uint256 slashed)
func (_WorkerRegistry *WorkerRegistryTransactorSession) Slash(worker common.Address, requestId *big.Int, amount *big.Int) (*types.Transaction, error) {
	return _WorkerRegistry.Contract.Slash(&_WorkerRegistry.TransactOpts, worker, requestId, amount)
}

// UnlockStake is a paid mutator transaction binding the contract method 0x4a1ce599.
//
// Solidity: function unlockStake(address worker) returns()
func (_WorkerRegistry *WorkerRegistryTransactor) UnlockStake(opts *bind.TransactOpts, worker common.Address) (*types.Transaction, error) {
	return _WorkerRegistry.contract.Transact(opts, "unlockStake", worker)
}

// UnlockStake is a paid mutator transaction binding the contract method 0x4a1ce599.
//
// Solidity: function unlockStake(address worker) returns()
func (_WorkerRegistry *WorkerRegistrySession) UnlockStake(worker common.Address) (*types.Transaction, error) {
	return _WorkerRegistry.Contract.UnlockStake(&_WorkerRegistry.TransactOpts, worker)
}

// UnlockStake is a paid mutator transaction binding the contract method 0x4a1ce599.
//
// Solidity: function unlockStake(address worker) returns()
func (_WorkerRegistry *WorkerRegistryTransactorSession) UnlockStake(worker common.Address) (*types.Transaction, error) {
	return _WorkerRegistry.Contract.UnlockStake(&_WorkerRegistry.TransactOpts, worker)
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

// WorkerRegistryStakeLockedIterator is returned from FilterStakeLocked and is used to iterate over the raw logs and unpacked data for StakeLocked events raised by the WorkerRegistry contract.
type WorkerRegistryStakeLockedIterator struct {
	Event *WorkerRegistryStakeLocked // Event containing the contract specifics and raw log

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
func (it *WorkerRegistryStakeLockedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(WorkerRegistryStakeLocked)
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
		it.Event = new(WorkerRegistryStakeLocked)
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
func (it *WorkerRegistryStakeLockedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *WorkerRegistryStakeLockedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// WorkerRegistryStakeLocked represents a StakeLocked event raised by the WorkerRegistry contract.
type WorkerRegistryStakeLocked struct {
	Worker       common.Address
	OpenDisputes uint32
	Raw          types.Log // Blockchain specific contextual infos
}

// FilterStakeLocked is a free log retrieval operation binding the contract event 0x40cb9ea5acafe491840aac6c44f0a59cee53decd39925a104d53adea912c65a7.
//
// Solidity: event StakeLocked(address indexed worker, uint32 openDisputes)
func (_WorkerRegistry *WorkerRegistryFilterer) FilterStakeLocked(opts *bind.FilterOpts, worker []common.Address) (*WorkerRegistryStakeLockedIterator, error) {

	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _WorkerRegistry.contract.FilterLogs(opts, "StakeLocked", workerRule)
	if err != nil {
		return nil, err
	}
	return &WorkerRegistryStakeLockedIterator{contract: _WorkerRegistry.contract, event: "StakeLocked", logs: logs, sub: sub}, nil
}

// WatchStakeLocked is a free log subscription operation binding the contract event 0x40cb9ea5acafe491840aac6c44f0a59cee53decd39925a104d53adea912c65a7.
//
// Solidity: event StakeLocked(address indexed worker, uint32 openDisputes)
func (_WorkerRegistry *WorkerRegistryFilterer) WatchStakeLocked(opts *bind.WatchOpts, sink chan<- *WorkerRegistryStakeLocked, worker []common.Address) (event.Subscription, error) {

	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _WorkerRegistry.contract.WatchLogs(opts, "StakeLocked", workerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(WorkerRegistryStakeLocked)
				if err := _WorkerRegistry.contract.UnpackLog(event, "StakeLocked", log); err != nil {
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

// ParseStakeLocked is a log parse operation binding the contract event 0x40cb9ea5acafe491840aac6c44f0a59cee53decd39925a104d53adea912c65a7.
//
// Solidity: event StakeLocked(address indexed worker, uint32 openDisputes)
func (_WorkerRegistry *WorkerRegistryFilterer) ParseStakeLocked(log types.Log) (*WorkerRegistryStakeLocked, error) {
	event := new(WorkerRegistryStakeLocked)
	if err := _WorkerRegistry.contract.UnpackLog(event, "StakeLocked", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// WorkerRegistryStakeUnlockedIterator is returned from FilterStakeUnlocked and is used to iterate over the raw logs and unpacked data for StakeUnlocked events raised by the WorkerRegistry contract.
type WorkerRegistryStakeUnlockedIterator struct {
	Event *WorkerRegistryStakeUnlocked // Event containing the contract specifics and raw log

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
func (it *WorkerRegistryStakeUnlockedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(WorkerRegistryStakeUnlocked)
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
		it.Event = new(WorkerRegistryStakeUnlocked)
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
func (it *WorkerRegistryStakeUnlockedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *WorkerRegistryStakeUnlockedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// WorkerRegistryStakeUnlocked represents a StakeUnlocked event raised by the WorkerRegistry contract.
type WorkerRegistryStakeUnlocked struct {
	Worker       common.Address
	OpenDisputes uint32
	Raw          types.Log // Blockchain specific contextual infos
}

// FilterStakeUnlocked is a free log retrieval operation binding the contract event 0x2f71866e5da104ffa69af357877daef3b844b3a9d8b933b1140233373288c06a.
//
// Solidity: event StakeUnlocked(address indexed worker, uint32 openDisputes)
func (_WorkerRegistry *WorkerRegistryFilterer) FilterStakeUnlocked(opts *bind.FilterOpts, worker []common.Address) (*WorkerRegistryStakeUnlockedIterator, error) {

	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _WorkerRegistry.contract.FilterLogs(opts, "StakeUnlocked", workerRule)
	if err != nil {
		return nil, err
	}
	return &WorkerRegistryStakeUnlockedIterator{contract: _WorkerRegistry.contract, event: "StakeUnlocked", logs: logs, sub: sub}, nil
}

// WatchStakeUnlocked is a free log subscription operation binding the contract event 0x2f71866e5da104ffa69af357877daef3b844b3a9d8b933b1140233373288c06a.
//
// Solidity: event StakeUnlocked(address indexed worker, uint32 openDisputes)
func (_WorkerRegistry *WorkerRegistryFilterer) WatchStakeUnlocked(opts *bind.WatchOpts, sink chan<- *WorkerRegistryStakeUnlocked, worker []common.Address) (event.Subscription, error) {

	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}

	logs, sub, err := _WorkerRegistry.contract.WatchLogs(opts, "StakeUnlocked", workerRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(WorkerRegistryStakeUnlocked)
				if err := _WorkerRegistry.contract.UnpackLog(event, "StakeUnlocked", log); err != nil {
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

// ParseStakeUnlocked is a log parse operation binding the contract event 0x2f71866e5da104ffa69af357877daef3b844b3a9d8b933b1140233373288c06a.
//
// Solidity: event StakeUnlocked(address indexed worker, uint32 openDisputes)
func (_WorkerRegistry *WorkerRegistryFilterer) ParseStakeUnlocked(log types.Log) (*WorkerRegistryStakeUnlocked, error) {
	event := new(WorkerRegistryStakeUnlocked)
	if err := _WorkerRegistry.contract.UnpackLog(event, "StakeUnlocked", log); err != nil {
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

// WorkerRegistryVerifierBoundIterator is returned from FilterVerifierBound and is used to iterate over the raw logs and unpacked data for VerifierBound events raised by the WorkerRegistry contract.
type WorkerRegistryVerifierBoundIterator struct {
	Event *WorkerRegistryVerifierBound // Event containing the contract specifics and raw log

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
func (it *WorkerRegistryVerifierBoundIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(WorkerRegistryVerifierBound)
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
		it.Event = new(WorkerRegistryVerifierBound)
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
func (it *WorkerRegistryVerifierBoundIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *WorkerRegistryVerifierBoundIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// WorkerRegistryVerifierBound represents a VerifierBound event raised by the WorkerRegistry contract.
type WorkerRegistryVerifierBound struct {
	Verifier common.Address
	Raw      types.Log // Blockchain specific contextual infos
}

// FilterVerifierBound is a free log retrieval operation binding the contract event 0xe0923b5df12b7d9390c0134255416339ed57c018824e69d4ec49d7825df22fbd.
//
// Solidity: event VerifierBound(address indexed verifier)
func (_WorkerRegistry *WorkerRegistryFilterer) FilterVerifierBound(opts *bind.FilterOpts, verifier []common.Address) (*WorkerRegistryVerifierBoundIterator, error) {

	var verifierRule []interface{}
	for _, verifierItem := range verifier {
		verifierRule = append(verifierRule, verifierItem)
	}

	logs, sub, err := _WorkerRegistry.contract.FilterLogs(opts, "VerifierBound", verifierRule)
	if err != nil {
		return nil, err
	}
	return &WorkerRegistryVerifierBoundIterator{contract: _WorkerRegistry.contract, event: "VerifierBound", logs: logs, sub: sub}, nil
}

// WatchVerifierBound is a free log subscription operation binding the contract event 0xe0923b5df12b7d9390c0134255416339ed57c018824e69d4ec49d7825df22fbd.
//
// Solidity: event VerifierBound(address indexed verifier)
func (_WorkerRegistry *WorkerRegistryFilterer) WatchVerifierBound(opts *bind.WatchOpts, sink chan<- *WorkerRegistryVerifierBound, verifier []common.Address) (event.Subscription, error) {

	var verifierRule []interface{}
	for _, verifierItem := range verifier {
		verifierRule = append(verifierRule, verifierItem)
	}

	logs, sub, err := _WorkerRegistry.contract.WatchLogs(opts, "VerifierBound", verifierRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(WorkerRegistryVerifierBound)
				if err := _WorkerRegistry.contract.UnpackLog(event, "VerifierBound", log); err != nil {
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

// ParseVerifierBound is a log parse operation binding the contract event 0xe0923b5df12b7d9390c0134255416339ed57c018824e69d4ec49d7825df22fbd.
//
// Solidity: event VerifierBound(address indexed verifier)
func (_WorkerRegistry *WorkerRegistryFilterer) ParseVerifierBound(log types.Log) (*WorkerRegistryVerifierBound, error) {
	event := new(WorkerRegistryVerifierBound)
	if err := _WorkerRegistry.contract.UnpackLog(event, "VerifierBound", log); err != nil {
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

// WorkerRegistryWorkerSlashedIterator is returned from FilterWorkerSlashed and is used to iterate over the raw logs and unpacked data for WorkerSlashed events raised by the WorkerRegistry contract.
type WorkerRegistryWorkerSlashedIterator struct {
	Event *WorkerRegistryWorkerSlashed // Event containing the contract specifics and raw log

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
func (it *WorkerRegistryWorkerSlashedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(WorkerRegistryWorkerSlashed)
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
		it.Event = new(WorkerRegistryWorkerSlashed)
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
func (it *WorkerRegistryWorkerSlashedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *WorkerRegistryWorkerSlashedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// WorkerRegistryWorkerSlashed represents a WorkerSlashed event raised by the WorkerRegistry contract.
type WorkerRegistryWorkerSlashed struct {
	Worker    common.Address
	RequestId *big.Int
	Amount    *big.Int
	Raw       types.Log // Blockchain specific contextual infos
}

// FilterWorkerSlashed is a free log retrieval operation binding the contract event 0x35bade04563d8d0b18e6cdc95a7a0eb5b8d9999ac05e48fbef04a65b6cd5ca13.
//
// Solidity: event WorkerSlashed(address indexed worker, uint256 indexed requestId, uint256 amount)
func (_WorkerRegistry *WorkerRegistryFilterer) FilterWorkerSlashed(opts *bind.FilterOpts, worker []common.Address, requestId []*big.Int) (*WorkerRegistryWorkerSlashedIterator, error) {

	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}
	var requestIdRule []interface{}
	for _, requestIdItem := range requestId {
		requestIdRule = append(requestIdRule, requestIdItem)
	}

	logs, sub, err := _WorkerRegistry.contract.FilterLogs(opts, "WorkerSlashed", workerRule, requestIdRule)
	if err != nil {
		return nil, err
	}
	return &WorkerRegistryWorkerSlashedIterator{contract: _WorkerRegistry.contract, event: "WorkerSlashed", logs: logs, sub: sub}, nil
}

// WatchWorkerSlashed is a free log subscription operation binding the contract event 0x35bade04563d8d0b18e6cdc95a7a0eb5b8d9999ac05e48fbef04a65b6cd5ca13.
//
// Solidity: event WorkerSlashed(address indexed worker, uint256 indexed requestId, uint256 amount)
func (_WorkerRegistry *WorkerRegistryFilterer) WatchWorkerSlashed(opts *bind.WatchOpts, sink chan<- *WorkerRegistryWorkerSlashed, worker []common.Address, requestId []*big.Int) (event.Subscription, error) {

	var workerRule []interface{}
	for _, workerItem := range worker {
		workerRule = append(workerRule, workerItem)
	}
	var requestIdRule []interface{}
	for _, requestIdItem := range requestId {
		requestIdRule = append(requestIdRule, requestIdItem)
	}

	logs, sub, err := _WorkerRegistry.contract.WatchLogs(opts, "WorkerSlashed", workerRule, requestIdRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(WorkerRegistryWorkerSlashed)
				if err := _WorkerRegistry.contract.UnpackLog(event, "WorkerSlashed", log); err != nil {
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

// ParseWorkerSlashed is a log parse operation binding the contract event 0x35bade04563d8d0b18e6cdc95a7a0eb5b8d9999ac05e48fbef04a65b6cd5ca13.
//
// Solidity: event WorkerSlashed(address indexed worker, uint256 indexed requestId, uint256 amount)
func (_WorkerRegistry *WorkerRegistryFilterer) ParseWorkerSlashed(log types.Log) (*WorkerRegistryWorkerSlashed, error) {
	event := new(WorkerRegistryWorkerSlashed)
	if err := _WorkerRegistry.contract.UnpackLog(event, "WorkerSlashed", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}
