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

// HostileTokenMetaData contains all meta data concerning the HostileToken contract.
var HostileTokenMetaData = &bind.MetaData{
	ABI: "[{\"inputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"allowance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientAllowance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"balance\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"needed\",\"type\":\"uint256\"}],\"name\":\"ERC20InsufficientBalance\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"approver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidApprover\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"receiver\",\"type\":\"address\"}],\"name\":\"ERC20InvalidReceiver\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"sender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSender\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"ERC20InvalidSpender\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Approval\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"Transfer\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MODE_FEE\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MODE_PLAIN\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MODE_REENTER\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"}],\"name\":\"allowance\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"spender\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"approve\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"balanceOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"data\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"decimals\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"pure\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lastError\",\"outputs\":[{\"internalType\":\"bytes\",\"name\":\"\",\"type\":\"bytes\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"amount\",\"type\":\"uint256\"}],\"name\":\"mint\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"mode\",\"outputs\":[{\"internalType\":\"uint8\",\"name\":\"\",\"type\":\"uint8\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"name\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"holder\",\"type\":\"address\"},{\"internalType\":\"int256\",\"name\":\"delta\",\"type\":\"int256\"}],\"name\":\"rebase\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reentries\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"reentriesSucceeded\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint8\",\"name\":\"m\",\"type\":\"uint8\"}],\"name\":\"setMode\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"t\",\"type\":\"address\"},{\"internalType\":\"bytes\",\"name\":\"d\",\"type\":\"bytes\"}],\"name\":\"setReentry\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"symbol\",\"outputs\":[{\"internalType\":\"string\",\"name\":\"\",\"type\":\"string\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"target\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"totalSupply\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transfer\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"from\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"to\",\"type\":\"address\"},{\"internalType\":\"uint256\",\"name\":\"value\",\"type\":\"uint256\"}],\"name\":\"transferFrom\",\"outputs\":[{\"internalType\":\"bool\",\"name\":\"\",\"type\":\"bool\"}],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	Bin: "0x608060405234801561000f575f5ffd5b5060405180604001604052806007815260200166486f7374696c6560c81b815250604051806040016040528060048152602001631213d4d560e21b815250816003908161005c9190610109565b5060046100698282610109565b5050506101c3565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061009957607f821691505b6020821081036100b757634e487b7160e01b5f52602260045260245ffd5b50919050565b601f82111561010457805f5260205f20601f840160051c810160208510156100e25750805b601f840160051c820191505b81811015610101575f81556001016100ee565b50505b505050565b81516001600160401b0381111561012257610122610071565b610136816101308454610085565b846100bd565b6020601f821160018114610168575f83156101515750848201515b5f19600385901b1c1916600184901b178455610101565b5f84815260208120601f198516915b828110156101975787850151825560209485019460019092019101610177565b50848210156101b457868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b610e65806101d05f395ff3fe608060405234801561000f575f5ffd5b506004361061013d575f3560e01c80636578986d116100b4578063a9059cbb11610079578063a9059cbb1461027c578063d4b839921461028f578063dc43a922146102bf578063dd62ed3e146102c7578063ddeed259146102ff578063de5125d914610308575f5ffd5b80636578986d1461023457806370a082311461023d57806371045d021461026557806373d4a13a1461026c57806395d89b4114610274575f5ffd5b8063295a521211610105578063295a5212146101cd57806329f0de3f146101ec57806331063d2b146101f4578063313ce5671461020757806340c10f191461020e57806358f63fb814610221575f5ffd5b806306fdde0314610141578063095ea7b31461015f57806318160ddd1461018257806321175b4a1461019457806323b872dd146101ba575b5f5ffd5b610149610310565b60405161015691906109d2565b60405180910390f35b61017261016d366004610a06565b6103a0565b6040519015158152602001610156565b6002545b604051908152602001610156565b6101b86101a2366004610a2e565b6005805460ff191660ff92909216919091179055565b005b6101726101c8366004610a4e565b6103b9565b6005546101da9060ff1681565b60405160ff9091168152602001610156565b6101496103dc565b6101b8610202366004610a06565b610468565b60066101da565b6101b861021c366004610a06565b61048f565b6101b861022f366004610a88565b610499565b61018660075481565b61018661024b366004610b06565b6001600160a01b03165f9081526020819052604090205490565b6101da5f81565b6101496104cc565b6101496104d9565b61017261028a366004610a06565b6104e8565b6005546102a79061010090046001600160a01b031681565b6040516001600160a01b039091168152602001610156565b6101da600181565b6101866102d5366004610b1f565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b61018660085481565b6101da600281565b60606003805461031f90610b50565b80601f016020809104026020016040519081016040528092919081815260200182805461034b90610b50565b80156103965780601f1061036d57610100808354040283529160200191610396565b820191905f5260205f20905b81548152906001019060200180831161037957829003601f168201915b5050505050905090565b5f336103ad8185856104f5565b60019150505b92915050565b5f336103c6858285610507565b6103d1858585610582565b506001949350505050565b600980546103e990610b50565b80601f016020809104026020016040519081016040528092919081815260200182805461041590610b50565b80156104605780601f1061043757610100808354040283529160200191610460565b820191905f5260205f20905b81548152906001019060200180831161044357829003601f168201915b505050505081565b5f811261047d5761047982826105df565b5050565b6104798261048a83610b9c565b610613565b61047982826105df565b60058054610100600160a81b0319166101006001600160a01b0386160217905560066104c6828483610c15565b50505050565b600680546103e990610b50565b60606004805461031f90610b50565b5f336103ad818585610582565b6105028383836001610647565b505050565b6001600160a01b038381165f908152600160209081526040808320938616835292905220545f198110156104c6578181101561057457604051637dc7a0d960e11b81526001600160a01b038416600482015260248101829052604481018390526064015b60405180910390fd5b6104c684848484035f610647565b6001600160a01b0383166105ab57604051634b637e8f60e11b81525f600482015260240161056b565b6001600160a01b0382166105d45760405163ec442f0560e01b81525f600482015260240161056b565b610502838383610719565b6001600160a01b0382166106085760405163ec442f0560e01b81525f600482015260240161056b565b6104795f8383610719565b6001600160a01b03821661063c57604051634b637e8f60e11b81525f600482015260240161056b565b610479825f83610719565b6001600160a01b0384166106705760405163e602df0560e01b81525f600482015260240161056b565b6001600160a01b03831661069957604051634a1406b160e11b81525f600482015260240161056b565b6001600160a01b038085165f90815260016020908152604080832093871683529290522082905580156104c657826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9258460405161070b91815260200190565b60405180910390a350505050565b5f6001600160a01b0384161580159061073a57506001600160a01b03831615155b905080801561074e575060055460ff166001145b15610786575f61075f606484610ccf565b905061076c855f8361087e565b610780858561077b8487610cee565b61087e565b50610791565b61079184848461087e565b8080156107a3575060055460ff166002145b80156107b25750600a5460ff16155b156104c657600a8054600160ff199091161790556005546040515f9182916101009091046001600160a01b0316906107ec90600690610d01565b5f604051808303815f865af19150503d805f8114610825576040519150601f19603f3d011682016040523d82523d5f602084013e61082a565b606091505b509150915060075f815461083d90610d72565b90915550811561085e5760085f815461085590610d72565b9091555061086c565b600961086a8282610d8a565b505b5050600a805460ff1916905550505050565b6001600160a01b0383166108a8578060025f82825461089d9190610e45565b909155506109189050565b6001600160a01b0383165f90815260208190526040902054818110156108fa5760405163391434e360e21b81526001600160a01b0385166004820152602481018290526044810183905260640161056b565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b03821661093457600280548290039055610952565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef8360405161099791815260200190565b60405180910390a3505050565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6109e460208301846109a4565b9392505050565b80356001600160a01b0381168114610a01575f5ffd5b919050565b5f5f60408385031215610a17575f5ffd5b610a20836109eb565b946020939093013593505050565b5f60208284031215610a3e575f5ffd5b813560ff811681146109e4575f5ffd5b5f5f5f60608486031215610a60575f5ffd5b610a69846109eb565b9250610a77602085016109eb565b929592945050506040919091013590565b5f5f5f60408486031215610a9a575f5ffd5b610aa3846109eb565b9250602084013567ffffffffffffffff811115610abe575f5ffd5b8401601f81018613610ace575f5ffd5b803567ffffffffffffffff811115610ae4575f5ffd5b866020828401011115610af5575f5ffd5b939660209190910195509293505050565b5f60208284031215610b16575f5ffd5b6109e4826109eb565b5f5f60408385031215610b30575f5ffd5b610b39836109eb565b9150610b47602084016109eb565b90509250929050565b600181811c90821680610b6457607f821691505b602082108103610b8257634e487b7160e01b5f52602260045260245ffd5b50919050565b634e487b7160e01b5f52601160045260245ffd5b5f600160ff1b8201610bb057610bb0610b88565b505f0390565b634e487b7160e01b5f52604160045260245ffd5b601f82111561050257805f5260205f20601f840160051c81016020851015610bef5750805b601f840160051c820191505b81811015610c0e575f8155600101610bfb565b5050505050565b67ffffffffffffffff831115610c2d57610c2d610bb6565b610c4183610c3b8354610b50565b83610bca565b5f601f841160018114610c72575f8515610c5b5750838201355b5f19600387901b1c1916600186901b178355610c0e565b5f83815260208120601f198716915b82811015610ca15786850135825560209485019460019092019101610c81565b5086821015610cbd575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b5f82610ce957634e487b7160e01b5f52601260045260245ffd5b500490565b818103818111156103b3576103b3610b88565b5f5f8354610d0e81610b50565b600182168015610d255760018114610d3a57610d67565b60ff1983168652811515820286019350610d67565b865f5260205f205f5b83811015610d5f57815488820152600190910190602001610d43565b505081860193505b509195945050505050565b5f60018201610d8357610d83610b88565b5060010190565b815167ffffffffffffffff811115610da457610da4610bb6565b610db881610db28454610b50565b84610bca565b6020601f821160018114610dea575f8315610dd35750848201515b5f19600385901b1c1916600184901b178455610c0e565b5f84815260208120601f198516915b82811015610e195787850151825560209485019460019092019101610df9565b5084821015610e3657868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b808201808211156103b3576103b3610b8856fea164736f6c634300081e000a",
}

// HostileTokenABI is the input ABI used to generate the binding from.
// Deprecated: Use HostileTokenMetaData.ABI instead.
var HostileTokenABI = HostileTokenMetaData.ABI

// HostileTokenBin is the compiled bytecode used for deploying new contracts.
// Deprecated: Use HostileTokenMetaData.Bin instead.
var HostileTokenBin = HostileTokenMetaData.Bin

// DeployHostileToken deploys a new Ethereum contract, binding an instance of HostileToken to it.
func DeployHostileToken(auth *bind.TransactOpts, backend bind.ContractBackend) (common.Address, *types.Transaction, *HostileToken, error) {
	parsed, err := HostileTokenMetaData.GetAbi()
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	if parsed == nil {
		return common.Address{}, nil, nil, errors.New("GetABI returned nil")
	}

	address, tx, contract, err := bind.DeployContract(auth, *parsed, common.FromHex(HostileTokenBin), backend)
	if err != nil {
		return common.Address{}, nil, nil, err
	}
	return address, tx, &HostileToken{HostileTokenCaller: HostileTokenCaller{contract: contract}, HostileTokenTransactor: HostileTokenTransactor{contract: contract}, HostileTokenFilterer: HostileTokenFilterer{contract: contract}}, nil
}

// HostileToken is an auto generated Go binding around an Ethereum contract.
type HostileToken struct {
	HostileTokenCaller     // Read-only binding to the contract
	HostileTokenTransactor // Write-only binding to the contract
	HostileTokenFilterer   // Log filterer for contract events
}

// HostileTokenCaller is an auto generated read-only Go binding around an Ethereum contract.
type HostileTokenCaller struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// HostileTokenTransactor is an auto generated write-only Go binding around an Ethereum contract.
type HostileTokenTransactor struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// HostileTokenFilterer is an auto generated log filtering Go binding around an Ethereum contract events.
type HostileTokenFilterer struct {
	contract *bind.BoundContract // Generic contract wrapper for the low level calls
}

// HostileTokenSession is an auto generated Go binding around an Ethereum contract,
// with pre-set call and transact options.
type HostileTokenSession struct {
	Contract     *HostileToken     // Generic contract binding to set the session for
	CallOpts     bind.CallOpts     // Call options to use throughout this session
	TransactOpts bind.TransactOpts // Transaction auth options to use throughout this session
}

// HostileTokenCallerSession is an auto generated read-only Go binding around an Ethereum contract,
// with pre-set call options.
type HostileTokenCallerSession struct {
	Contract *HostileTokenCaller // Generic contract caller binding to set the session for
	CallOpts bind.CallOpts       // Call options to use throughout this session
}

// HostileTokenTransactorSession is an auto generated write-only Go binding around an Ethereum contract,
// with pre-set transact options.
type HostileTokenTransactorSession struct {
	Contract     *HostileTokenTransactor // Generic contract transactor binding to set the session for
	TransactOpts bind.TransactOpts       // Transaction auth options to use throughout this session
}

// HostileTokenRaw is an auto generated low-level Go binding around an Ethereum contract.
type HostileTokenRaw struct {
	Contract *HostileToken // Generic contract binding to access the raw methods on
}

// HostileTokenCallerRaw is an auto generated low-level read-only Go binding around an Ethereum contract.
type HostileTokenCallerRaw struct {
	Contract *HostileTokenCaller // Generic read-only contract binding to access the raw methods on
}

// HostileTokenTransactorRaw is an auto generated low-level write-only Go binding around an Ethereum contract.
type HostileTokenTransactorRaw struct {
	Contract *HostileTokenTransactor // Generic write-only contract binding to access the raw methods on
}

// NewHostileToken creates a new instance of HostileToken, bound to a specific deployed contract.
func NewHostileToken(address common.Address, backend bind.ContractBackend) (*HostileToken, error) {
	contract, err := bindHostileToken(address, backend, backend, backend)
	if err != nil {
		return nil, err
	}
	return &HostileToken{HostileTokenCaller: HostileTokenCaller{contract: contract}, HostileTokenTransactor: HostileTokenTransactor{contract: contract}, HostileTokenFilterer: HostileTokenFilterer{contract: contract}}, nil
}

// NewHostileTokenCaller creates a new read-only instance of HostileToken, bound to a specific deployed contract.
func NewHostileTokenCaller(address common.Address, caller bind.ContractCaller) (*HostileTokenCaller, error) {
	contract, err := bindHostileToken(address, caller, nil, nil)
	if err != nil {
		return nil, err
	}
	return &HostileTokenCaller{contract: contract}, nil
}

// NewHostileTokenTransactor creates a new write-only instance of HostileToken, bound to a specific deployed contract.
func NewHostileTokenTransactor(address common.Address, transactor bind.ContractTransactor) (*HostileTokenTransactor, error) {
	contract, err := bindHostileToken(address, nil, transactor, nil)
	if err != nil {
		return nil, err
	}
	return &HostileTokenTransactor{contract: contract}, nil
}

// NewHostileTokenFilterer creates a new log filterer instance of HostileToken, bound to a specific deployed contract.
func NewHostileTokenFilterer(address common.Address, filterer bind.ContractFilterer) (*HostileTokenFilterer, error) {
	contract, err := bindHostileToken(address, nil, nil, filterer)
	if err != nil {
		return nil, err
	}
	return &HostileTokenFilterer{contract: contract}, nil
}

// bindHostileToken binds a generic wrapper to an already deployed contract.
func bindHostileToken(address common.Address, caller bind.ContractCaller, transactor bind.ContractTransactor, filterer bind.ContractFilterer) (*bind.BoundContract, error) {
	parsed, err := HostileTokenMetaData.GetAbi()
	if err != nil {
		return nil, err
	}
	return bind.NewBoundContract(address, *parsed, caller, transactor, filterer), nil
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_HostileToken *HostileTokenRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _HostileToken.Contract.HostileTokenCaller.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_HostileToken *HostileTokenRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _HostileToken.Contract.HostileTokenTransactor.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_HostileToken *HostileTokenRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _HostileToken.Contract.HostileTokenTransactor.contract.Transact(opts, method, params...)
}

// Call invokes the (constant) contract method with params as input values and
// sets the output to result. The result type might be a single field for simple
// returns, a slice of interfaces for anonymous returns and a struct for named
// returns.
func (_HostileToken *HostileTokenCallerRaw) Call(opts *bind.CallOpts, result *[]interface{}, method string, params ...interface{}) error {
	return _HostileToken.Contract.contract.Call(opts, result, method, params...)
}

// Transfer initiates a plain transaction to move funds to the contract, calling
// its default method if one is available.
func (_HostileToken *HostileTokenTransactorRaw) Transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	return _HostileToken.Contract.contract.Transfer(opts)
}

// Transact invokes the (paid) contract method with params as input values.
func (_HostileToken *HostileTokenTransactorRaw) Transact(opts *bind.TransactOpts, method string, params ...interface{}) (*types.Transaction, error) {
	return _HostileToken.Contract.contract.Transact(opts, method, params...)
}

// MODEFEE is a free data retrieval call binding the contract method 0xdc43a922.
//
// Solidity: function MODE_FEE() view returns(uint8)
func (_HostileToken *HostileTokenCaller) MODEFEE(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "MODE_FEE")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// MODEFEE is a free data retrieval call binding the contract method 0xdc43a922.
//
// Solidity: function MODE_FEE() view returns(uint8)
func (_HostileToken *HostileTokenSession) MODEFEE() (uint8, error) {
	return _HostileToken.Contract.MODEFEE(&_HostileToken.CallOpts)
}

// MODEFEE is a free data retrieval call binding the contract method 0xdc43a922.
//
// Solidity: function MODE_FEE() view returns(uint8)
func (_HostileToken *HostileTokenCallerSession) MODEFEE() (uint8, error) {
	return _HostileToken.Contract.MODEFEE(&_HostileToken.CallOpts)
}

// MODEPLAIN is a free data retrieval call binding the contract method 0x71045d02.
//
// Solidity: function MODE_PLAIN() view returns(uint8)
func (_HostileToken *HostileTokenCaller) MODEPLAIN(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "MODE_PLAIN")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// MODEPLAIN is a free data retrieval call binding the contract method 0x71045d02.
//
// Solidity: function MODE_PLAIN() view returns(uint8)
func (_HostileToken *HostileTokenSession) MODEPLAIN() (uint8, error) {
	return _HostileToken.Contract.MODEPLAIN(&_HostileToken.CallOpts)
}

// MODEPLAIN is a free data retrieval call binding the contract method 0x71045d02.
//
// Solidity: function MODE_PLAIN() view returns(uint8)
func (_HostileToken *HostileTokenCallerSession) MODEPLAIN() (uint8, error) {
	return _HostileToken.Contract.MODEPLAIN(&_HostileToken.CallOpts)
}

// MODEREENTER is a free data retrieval call binding the contract method 0xde5125d9.
//
// Solidity: function MODE_REENTER() view returns(uint8)
func (_HostileToken *HostileTokenCaller) MODEREENTER(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "MODE_REENTER")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// MODEREENTER is a free data retrieval call binding the contract method 0xde5125d9.
//
// Solidity: function MODE_REENTER() view returns(uint8)
func (_HostileToken *HostileTokenSession) MODEREENTER() (uint8, error) {
	return _HostileToken.Contract.MODEREENTER(&_HostileToken.CallOpts)
}

// MODEREENTER is a free data retrieval call binding the contract method 0xde5125d9.
//
// Solidity: function MODE_REENTER() view returns(uint8)
func (_HostileToken *HostileTokenCallerSession) MODEREENTER() (uint8, error) {
	return _HostileToken.Contract.MODEREENTER(&_HostileToken.CallOpts)
}

// Allowance is a free data retrieval call binding the contract method 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (_HostileToken *HostileTokenCaller) Allowance(opts *bind.CallOpts, owner common.Address, spender common.Address) (*big.Int, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "allowance", owner, spender)

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// Allowance is a free data retrieval call binding the contract method 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (_HostileToken *HostileTokenSession) Allowance(owner common.Address, spender common.Address) (*big.Int, error) {
	return _HostileToken.Contract.Allowance(&_HostileToken.CallOpts, owner, spender)
}

// Allowance is a free data retrieval call binding the contract method 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (_HostileToken *HostileTokenCallerSession) Allowance(owner common.Address, spender common.Address) (*big.Int, error) {
	return _HostileToken.Contract.Allowance(&_HostileToken.CallOpts, owner, spender)
}

// BalanceOf is a free data retrieval call binding the contract method 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (_HostileToken *HostileTokenCaller) BalanceOf(opts *bind.CallOpts, account common.Address) (*big.Int, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "balanceOf", account)

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// BalanceOf is a free data retrieval call binding the contract method 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (_HostileToken *HostileTokenSession) BalanceOf(account common.Address) (*big.Int, error) {
	return _HostileToken.Contract.BalanceOf(&_HostileToken.CallOpts, account)
}

// BalanceOf is a free data retrieval call binding the contract method 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (_HostileToken *HostileTokenCallerSession) BalanceOf(account common.Address) (*big.Int, error) {
	return _HostileToken.Contract.BalanceOf(&_HostileToken.CallOpts, account)
}

// Data is a free data retrieval call binding the contract method 0x73d4a13a.
//
// Solidity: function data() view returns(bytes)
func (_HostileToken *HostileTokenCaller) Data(opts *bind.CallOpts) ([]byte, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "data")

	if err != nil {
		return *new([]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)

	return out0, err

}

// Data is a free data retrieval call binding the contract method 0x73d4a13a.
//
// Solidity: function data() view returns(bytes)
func (_HostileToken *HostileTokenSession) Data() ([]byte, error) {
	return _HostileToken.Contract.Data(&_HostileToken.CallOpts)
}

// Data is a free data retrieval call binding the contract method 0x73d4a13a.
//
// Solidity: function data() view returns(bytes)
func (_HostileToken *HostileTokenCallerSession) Data() ([]byte, error) {
	return _HostileToken.Contract.Data(&_HostileToken.CallOpts)
}

// Decimals is a free data retrieval call binding the contract method 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (_HostileToken *HostileTokenCaller) Decimals(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "decimals")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// Decimals is a free data retrieval call binding the contract method 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (_HostileToken *HostileTokenSession) Decimals() (uint8, error) {
	return _HostileToken.Contract.Decimals(&_HostileToken.CallOpts)
}

// Decimals is a free data retrieval call binding the contract method 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (_HostileToken *HostileTokenCallerSession) Decimals() (uint8, error) {
	return _HostileToken.Contract.Decimals(&_HostileToken.CallOpts)
}

// LastError is a free data retrieval call binding the contract method 0x29f0de3f.
//
// Solidity: function lastError() view returns(bytes)
func (_HostileToken *HostileTokenCaller) LastError(opts *bind.CallOpts) ([]byte, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "lastError")

	if err != nil {
		return *new([]byte), err
	}

	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)

	return out0, err

}

// LastError is a free data retrieval call binding the contract method 0x29f0de3f.
//
// Solidity: function lastError() view returns(bytes)
func (_HostileToken *HostileTokenSession) LastError() ([]byte, error) {
	return _HostileToken.Contract.LastError(&_HostileToken.CallOpts)
}

// LastError is a free data retrieval call binding the contract method 0x29f0de3f.
//
// Solidity: function lastError() view returns(bytes)
func (_HostileToken *HostileTokenCallerSession) LastError() ([]byte, error) {
	return _HostileToken.Contract.LastError(&_HostileToken.CallOpts)
}

// Mode is a free data retrieval call binding the contract method 0x295a5212.
//
// Solidity: function mode() view returns(uint8)
func (_HostileToken *HostileTokenCaller) Mode(opts *bind.CallOpts) (uint8, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "mode")

	if err != nil {
		return *new(uint8), err
	}

	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)

	return out0, err

}

// Mode is a free data retrieval call binding the contract method 0x295a5212.
//
// Solidity: function mode() view returns(uint8)
func (_HostileToken *HostileTokenSession) Mode() (uint8, error) {
	return _HostileToken.Contract.Mode(&_HostileToken.CallOpts)
}

// Mode is a free data retrieval call binding the contract method 0x295a5212.
//
// Solidity: function mode() view returns(uint8)
func (_HostileToken *HostileTokenCallerSession) Mode() (uint8, error) {
	return _HostileToken.Contract.Mode(&_HostileToken.CallOpts)
}

// Name is a free data retrieval call binding the contract method 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (_HostileToken *HostileTokenCaller) Name(opts *bind.CallOpts) (string, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "name")

	if err != nil {
		return *new(string), err
	}

	out0 := *abi.ConvertType(out[0], new(string)).(*string)

	return out0, err

}

// Name is a free data retrieval call binding the contract method 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (_HostileToken *HostileTokenSession) Name() (string, error) {
	return _HostileToken.Contract.Name(&_HostileToken.CallOpts)
}

// Name is a free data retrieval call binding the contract method 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (_HostileToken *HostileTokenCallerSession) Name() (string, error) {
	return _HostileToken.Contract.Name(&_HostileToken.CallOpts)
}

// Reentries is a free data retrieval call binding the contract method 0x6578986d.
//
// Solidity: function reentries() view returns(uint256)
func (_HostileToken *HostileTokenCaller) Reentries(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "reentries")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// Reentries is a free data retrieval call binding the contract method 0x6578986d.
//
// Solidity: function reentries() view returns(uint256)
func (_HostileToken *HostileTokenSession) Reentries() (*big.Int, error) {
	return _HostileToken.Contract.Reentries(&_HostileToken.CallOpts)
}

// Reentries is a free data retrieval call binding the contract method 0x6578986d.
//
// Solidity: function reentries() view returns(uint256)
func (_HostileToken *HostileTokenCallerSession) Reentries() (*big.Int, error) {
	return _HostileToken.Contract.Reentries(&_HostileToken.CallOpts)
}

// ReentriesSucceeded is a free data retrieval call binding the contract method 0xddeed259.
//
// Solidity: function reentriesSucceeded() view returns(uint256)
func (_HostileToken *HostileTokenCaller) ReentriesSucceeded(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "reentriesSucceeded")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// ReentriesSucceeded is a free data retrieval call binding the contract method 0xddeed259.
//
// Solidity: function reentriesSucceeded() view returns(uint256)
func (_HostileToken *HostileTokenSession) ReentriesSucceeded() (*big.Int, error) {
	return _HostileToken.Contract.ReentriesSucceeded(&_HostileToken.CallOpts)
}

// ReentriesSucceeded is a free data retrieval call binding the contract method 0xddeed259.
//
// Solidity: function reentriesSucceeded() view returns(uint256)
func (_HostileToken *HostileTokenCallerSession) ReentriesSucceeded() (*big.Int, error) {
	return _HostileToken.Contract.ReentriesSucceeded(&_HostileToken.CallOpts)
}

// Symbol is a free data retrieval call binding the contract method 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (_HostileToken *HostileTokenCaller) Symbol(opts *bind.CallOpts) (string, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "symbol")

	if err != nil {
		return *new(string), err
	}

	out0 := *abi.ConvertType(out[0], new(string)).(*string)

	return out0, err

}

// Symbol is a free data retrieval call binding the contract method 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (_HostileToken *HostileTokenSession) Symbol() (string, error) {
	return _HostileToken.Contract.Symbol(&_HostileToken.CallOpts)
}

// Symbol is a free data retrieval call binding the contract method 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (_HostileToken *HostileTokenCallerSession) Symbol() (string, error) {
	return _HostileToken.Contract.Symbol(&_HostileToken.CallOpts)
}

// Target is a free data retrieval call binding the contract method 0xd4b83992.
//
// Solidity: function target() view returns(address)
func (_HostileToken *HostileTokenCaller) Target(opts *bind.CallOpts) (common.Address, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "target")

	if err != nil {
		return *new(common.Address), err
	}

	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)

	return out0, err

}

// Target is a free data retrieval call binding the contract method 0xd4b83992.
//
// Solidity: function target() view returns(address)
func (_HostileToken *HostileTokenSession) Target() (common.Address, error) {
	return _HostileToken.Contract.Target(&_HostileToken.CallOpts)
}

// Target is a free data retrieval call binding the contract method 0xd4b83992.
//
// Solidity: function target() view returns(address)
func (_HostileToken *HostileTokenCallerSession) Target() (common.Address, error) {
	return _HostileToken.Contract.Target(&_HostileToken.CallOpts)
}

// TotalSupply is a free data retrieval call binding the contract method 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (_HostileToken *HostileTokenCaller) TotalSupply(opts *bind.CallOpts) (*big.Int, error) {
	var out []interface{}
	err := _HostileToken.contract.Call(opts, &out, "totalSupply")

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// TotalSupply is a free data retrieval call binding the contract method 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (_HostileToken *HostileTokenSession) TotalSupply() (*big.Int, error) {
	return _HostileToken.Contract.TotalSupply(&_HostileToken.CallOpts)
}

// TotalSupply is a free data retrieval call binding the contract method 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (_HostileToken *HostileTokenCallerSession) TotalSupply() (*big.Int, error) {
	return _HostileToken.Contract.TotalSupply(&_HostileToken.CallOpts)
}

// Approve is a paid mutator transaction binding the contract method 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (_HostileToken *HostileTokenTransactor) Approve(opts *bind.TransactOpts, spender common.Address, value *big.Int) (*types.Transaction, error) {
	return _HostileToken.contract.Transact(opts, "approve", spender, value)
}

// Approve is a paid mutator transaction binding the contract method 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (_HostileToken *HostileTokenSession) Approve(spender common.Address, value *big.Int) (*types.Transaction, error) {
	return _HostileToken.Contract.Approve(&_HostileToken.TransactOpts, spender, value)
}

// Approve is a paid mutator transaction binding the contract method 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (_HostileToken *HostileTokenTransactorSession) Approve(spender common.Address, value *big.Int) (*types.Transaction, error) {
	return _HostileToken.Contract.Approve(&_HostileToken.TransactOpts, spender, value)
}

// Mint is a paid mutator transaction binding the contract method 0x40c10f19.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (_HostileToken *HostileTokenTransactor) Mint(opts *bind.TransactOpts, to common.Address, amount *big.Int) (*types.Transaction, error) {
	return _HostileToken.contract.Transact(opts, "mint", to, amount)
}

// Mint is a paid mutator transaction binding the contract method 0x40c10f19.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (_HostileToken *HostileTokenSession) Mint(to common.Address, amount *big.Int) (*types.Transaction, error) {
	return _HostileToken.Contract.Mint(&_HostileToken.TransactOpts, to, amount)
}

// Mint is a paid mutator transaction binding the contract method 0x40c10f19.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (_HostileToken *HostileTokenTransactorSession) Mint(to common.Address, amount *big.Int) (*types.Transaction, error) {
	return _HostileToken.Contract.Mint(&_HostileToken.TransactOpts, to, amount)
}

// Rebase is a paid mutator transaction binding the contract method 0x31063d2b.
//
// Solidity: function rebase(address holder, int256 delta) returns()
func (_HostileToken *HostileTokenTransactor) Rebase(opts *bind.TransactOpts, holder common.Address, delta *big.Int) (*types.Transaction, error) {
	return _HostileToken.contract.Transact(opts, "rebase", holder, delta)
}

// Rebase is a paid mutator transaction binding the contract method 0x31063d2b.
//
// Solidity: function rebase(address holder, int256 delta) returns()
func (_HostileToken *HostileTokenSession) Rebase(holder common.Address, delta *big.Int) (*types.Transaction, error) {
	return _HostileToken.Contract.Rebase(&_HostileToken.TransactOpts, holder, delta)
}

// Rebase is a paid mutator transaction binding the contract method 0x31063d2b.
//
// Solidity: function rebase(address holder, int256 delta) returns()
func (_HostileToken *HostileTokenTransactorSession) Rebase(holder common.Address, delta *big.Int) (*types.Transaction, error) {
	return _HostileToken.Contract.Rebase(&_HostileToken.TransactOpts, holder, delta)
}

// SetMode is a paid mutator transaction binding the contract method 0x21175b4a.
//
// Solidity: function setMode(uint8 m) returns()
func (_HostileToken *HostileTokenTransactor) SetMode(opts *bind.TransactOpts, m uint8) (*types.Transaction, error) {
	return _HostileToken.contract.Transact(opts, "setMode", m)
}

// SetMode is a paid mutator transaction binding the contract method 0x21175b4a.
//
// Solidity: function setMode(uint8 m) returns()
func (_HostileToken *HostileTokenSession) SetMode(m uint8) (*types.Transaction, error) {
	return _HostileToken.Contract.SetMode(&_HostileToken.TransactOpts, m)
}

// SetMode is a paid mutator transaction binding the contract method 0x21175b4a.
//
// Solidity: function setMode(uint8 m) returns()
func (_HostileToken *HostileTokenTransactorSession) SetMode(m uint8) (*types.Transaction, error) {
	return _HostileToken.Contract.SetMode(&_HostileToken.TransactOpts, m)
}

// SetReentry is a paid mutator transaction binding the contract method 0x58f63fb8.
//
// Solidity: function setReentry(address t, bytes d) returns()
func (_HostileToken *HostileTokenTransactor) SetReentry(opts *bind.TransactOpts, t common.Address, d []byte) (*types.Transaction, error) {
	return _HostileToken.contract.Transact(opts, "setReentry", t, d)
}

// SetReentry is a paid mutator transaction binding the contract method 0x58f63fb8.
//
// Solidity: function setReentry(address t, bytes d) returns()
func (_HostileToken *HostileTokenSession) SetReentry(t common.Address, d []byte) (*types.Transaction, error) {
	return _HostileToken.Contract.SetReentry(&_HostileToken.TransactOpts, t, d)
}

// SetReentry is a paid mutator transaction binding the contract method 0x58f63fb8.
//
// Solidity: function setReentry(address t, bytes d) returns()
func (_HostileToken *HostileTokenTransactorSession) SetReentry(t common.Address, d []byte) (*types.Transaction, error) {
	return _HostileToken.Contract.SetReentry(&_HostileToken.TransactOpts, t, d)
}

// Transfer is a paid mutator transaction binding the contract method 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (_HostileToken *HostileTokenTransactor) Transfer(opts *bind.TransactOpts, to common.Address, value *big.Int) (*types.Transaction, error) {
	return _HostileToken.contract.Transact(opts, "transfer", to, value)
}

// Transfer is a paid mutator transaction binding the contract method 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (_HostileToken *HostileTokenSession) Transfer(to common.Address, value *big.Int) (*types.Transaction, error) {
	return _HostileToken.Contract.Transfer(&_HostileToken.TransactOpts, to, value)
}

// Transfer is a paid mutator transaction binding the contract method 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (_HostileToken *HostileTokenTransactorSession) Transfer(to common.Address, value *big.Int) (*types.Transaction, error) {
	return _HostileToken.Contract.Transfer(&_HostileToken.TransactOpts, to, value)
}

// TransferFrom is a paid mutator transaction binding the contract method 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (_HostileToken *HostileTokenTransactor) TransferFrom(opts *bind.TransactOpts, from common.Address, to common.Address, value *big.Int) (*types.Transaction, error) {
	return _HostileToken.contract.Transact(opts, "transferFrom", from, to, value)
}

// TransferFrom is a paid mutator transaction binding the contract method 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (_HostileToken *HostileTokenSession) TransferFrom(from common.Address, to common.Address, value *big.Int) (*types.Transaction, error) {
	return _HostileToken.Contract.TransferFrom(&_HostileToken.TransactOpts, from, to, value)
}

// TransferFrom is a paid mutator transaction binding the contract method 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (_HostileToken *HostileTokenTransactorSession) TransferFrom(from common.Address, to common.Address, value *big.Int) (*types.Transaction, error) {
	return _HostileToken.Contract.TransferFrom(&_HostileToken.TransactOpts, from, to, value)
}

// HostileTokenApprovalIterator is returned from FilterApproval and is used to iterate over the raw logs and unpacked data for Approval events raised by the HostileToken contract.
type HostileTokenApprovalIterator struct {
	Event *HostileTokenApproval // Event containing the contract specifics and raw log

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
func (it *HostileTokenApprovalIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(HostileTokenApproval)
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
		it.Event = new(HostileTokenApproval)
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
func (it *HostileTokenApprovalIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *HostileTokenApprovalIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// HostileTokenApproval represents a Approval event raised by the HostileToken contract.
type HostileTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     types.Log // Blockchain specific contextual infos
}

// FilterApproval is a free log retrieval operation binding the contract event 0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (_HostileToken *HostileTokenFilterer) FilterApproval(opts *bind.FilterOpts, owner []common.Address, spender []common.Address) (*HostileTokenApprovalIterator, error) {

	var ownerRule []interface{}
	for _, ownerItem := range owner {
		ownerRule = append(ownerRule, ownerItem)
	}
	var spenderRule []interface{}
	for _, spenderItem := range spender {
		spenderRule = append(spenderRule, spenderItem)
	}

	logs, sub, err := _HostileToken.contract.FilterLogs(opts, "Approval", ownerRule, spenderRule)
	if err != nil {
		return nil, err
	}
	return &HostileTokenApprovalIterator{contract: _HostileToken.contract, event: "Approval", logs: logs, sub: sub}, nil
}

// WatchApproval is a free log subscription operation binding the contract event 0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (_HostileToken *HostileTokenFilterer) WatchApproval(opts *bind.WatchOpts, sink chan<- *HostileTokenApproval, owner []common.Address, spender []common.Address) (event.Subscription, error) {

	var ownerRule []interface{}
	for _, ownerItem := range owner {
		ownerRule = append(ownerRule, ownerItem)
	}
	var spenderRule []interface{}
	for _, spenderItem := range spender {
		spenderRule = append(spenderRule, spenderItem)
	}

	logs, sub, err := _HostileToken.contract.WatchLogs(opts, "Approval", ownerRule, spenderRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(HostileTokenApproval)
				if err := _HostileToken.contract.UnpackLog(event, "Approval", log); err != nil {
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
func (_HostileToken *HostileTokenFilterer) ParseApproval(log types.Log) (*HostileTokenApproval, error) {
	event := new(HostileTokenApproval)
	if err := _HostileToken.contract.UnpackLog(event, "Approval", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// HostileTokenTransferIterator is returned from FilterTransfer and is used to iterate over the raw logs and unpacked data for Transfer events raised by the HostileToken contract.
type HostileTokenTransferIterator struct {
	Event *HostileTokenTransfer // Event containing the contract specifics and raw log

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
func (it *HostileTokenTransferIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(HostileTokenTransfer)
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
		it.Event = new(HostileTokenTransfer)
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
func (it *HostileTokenTransferIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *HostileTokenTransferIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// HostileTokenTransfer represents a Transfer event raised by the HostileToken contract.
type HostileTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   types.Log // Blockchain specific contextual infos
}

// FilterTransfer is a free log retrieval operation binding the contract event 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (_HostileToken *HostileTokenFilterer) FilterTransfer(opts *bind.FilterOpts, from []common.Address, to []common.Address) (*HostileTokenTransferIterator, error) {

	var fromRule []interface{}
	for _, fromItem := range from {
		fromRule = append(fromRule, fromItem)
	}
	var toRule []interface{}
	for _, toItem := range to {
		toRule = append(toRule, toItem)
	}

	logs, sub, err := _HostileToken.contract.FilterLogs(opts, "Transfer", fromRule, toRule)
	if err != nil {
		return nil, err
	}
	return &HostileTokenTransferIterator{contract: _HostileToken.contract, event: "Transfer", logs: logs, sub: sub}, nil
}

// WatchTransfer is a free log subscription operation binding the contract event 0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (_HostileToken *HostileTokenFilterer) WatchTransfer(opts *bind.WatchOpts, sink chan<- *HostileTokenTransfer, from []common.Address, to []common.Address) (event.Subscription, error) {

	var fromRule []interface{}
	for _, fromItem := range from {
		fromRule = append(fromRule, fromItem)
	}
	var toRule []interface{}
	for _, toItem := range to {
		toRule = append(toRule, toItem)
	}

	logs, sub, err := _HostileToken.contract.WatchLogs(opts, "Transfer", fromRule, toRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(HostileTokenTransfer)
				if err := _HostileToken.contract.UnpackLog(event, "Transfer", log); err != nil {
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
func (_HostileToken *HostileTokenFilterer) ParseTransfer(log types.Log) (*HostileTokenTransfer, error) {
	event := new(HostileTokenTransfer)
	if err := _HostileToken.contract.UnpackLog(event, "Transfer", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}
