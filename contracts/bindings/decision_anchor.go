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
	ABI: "[{\"inputs\":[{\"internalType\":\"address\",\"name\":\"initialOwner\",\"type\":\"address\"},{\"internalType\":\"address\",\"name\":\"initialScheduler\",\"type\":\"address\"}],\"stateMutability\":\"nonpayable\",\"type\":\"constructor\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"AnchorIndexOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"lastToRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxGap\",\"type\":\"uint64\"}],\"name\":\"GapTooLong\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"}],\"name\":\"InvalidRoundRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"caller\",\"type\":\"address\"}],\"name\":\"NotScheduler\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"owner\",\"type\":\"address\"}],\"name\":\"OwnableInvalidOwner\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"account\",\"type\":\"address\"}],\"name\":\"OwnableUnauthorizedAccount\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"keep\",\"type\":\"uint256\"},{\"internalType\":\"uint256\",\"name\":\"count\",\"type\":\"uint256\"}],\"name\":\"RewindOutOfRange\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"lastToRound\",\"type\":\"uint64\"}],\"name\":\"RoundsNotIncreasing\",\"type\":\"error\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"maxSpan\",\"type\":\"uint64\"}],\"name\":\"SpanTooLong\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroAddress\",\"type\":\"error\"},{\"inputs\":[],\"name\":\"ZeroRoot\",\"type\":\"error\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"}],\"name\":\"AnchorRecorded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"removed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"lastToRound\",\"type\":\"uint64\"}],\"name\":\"AnchorsRewound\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferStarted\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousOwner\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"OwnershipTransferred\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"address\",\"name\":\"previousScheduler\",\"type\":\"address\"},{\"indexed\":true,\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"SchedulerRotated\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"shard\",\"type\":\"uint32\"},{\"indexed\":true,\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"indexed\":false,\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"}],\"name\":\"ShardAnchorRecorded\",\"type\":\"event\"},{\"anonymous\":false,\"inputs\":[{\"indexed\":true,\"internalType\":\"uint32\",\"name\":\"shard\",\"type\":\"uint32\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"kept\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint256\",\"name\":\"removed\",\"type\":\"uint256\"},{\"indexed\":false,\"internalType\":\"uint64\",\"name\":\"lastToRound\",\"type\":\"uint64\"}],\"name\":\"ShardAnchorsRewound\",\"type\":\"event\"},{\"inputs\":[],\"name\":\"MAX_GAP\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"MAX_SPAN\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"\",\"type\":\"uint64\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"acceptOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"}],\"name\":\"anchor\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"anchorAt\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"anchoredAt\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"shard\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"index\",\"type\":\"uint256\"}],\"name\":\"anchorAtOf\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"anchoredAt\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"anchorCount\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"shard\",\"type\":\"uint32\"}],\"name\":\"anchorCountOf\",\"outputs\":[{\"internalType\":\"uint256\",\"name\":\"\",\"type\":\"uint256\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"shard\",\"type\":\"uint32\"},{\"internalType\":\"uint64\",\"name\":\"fromRound\",\"type\":\"uint64\"},{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"internalType\":\"bytes32\",\"name\":\"root\",\"type\":\"bytes32\"}],\"name\":\"anchorShard\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"lastAnchoredRound\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"any\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"shard\",\"type\":\"uint32\"}],\"name\":\"lastAnchoredRoundOf\",\"outputs\":[{\"internalType\":\"uint64\",\"name\":\"toRound\",\"type\":\"uint64\"},{\"internalType\":\"bool\",\"name\":\"any\",\"type\":\"bool\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"owner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"pendingOwner\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"renounceOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint256\",\"name\":\"keep\",\"type\":\"uint256\"}],\"name\":\"rewindAnchors\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"uint32\",\"name\":\"shard\",\"type\":\"uint32\"},{\"internalType\":\"uint256\",\"name\":\"keep\",\"type\":\"uint256\"}],\"name\":\"rewindAnchorsOf\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[],\"name\":\"scheduler\",\"outputs\":[{\"internalType\":\"address\",\"name\":\"\",\"type\":\"address\"}],\"stateMutability\":\"view\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newScheduler\",\"type\":\"address\"}],\"name\":\"setScheduler\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"},{\"inputs\":[{\"internalType\":\"address\",\"name\":\"newOwner\",\"type\":\"address\"}],\"name\":\"transferOwnership\",\"outputs\":[],\"stateMutability\":\"nonpayable\",\"type\":\"function\"}]",
	Bin: "0x608060405234801561000f575f5ffd5b50604051610efd380380610efd83398101604081905261002e91610178565b8181816001600160a01b03811661005e57604051631e4fbdf760e01b81525f600482015260240160405180910390fd5b6100678161007a565b5061007181610096565b505050506101a9565b600180546001600160a01b03191690556100938161010e565b50565b6001600160a01b0381166100bd5760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b80516001600160a01b0381168114610173575f5ffd5b919050565b5f5f60408385031215610189575f5ffd5b6101928361015d565b91506101a06020840161015d565b90509250929050565b610d47806101b65f395ff3fe608060405234801561000f575f5ffd5b506004361061011c575f3560e01c806379ba5097116100a9578063c9abf21b1161006e578063c9abf21b14610287578063d1ad17bf1461029a578063e30c3978146102ad578063e380626b146102be578063f2fde38b146102c8575f5ffd5b806379ba50971461020e5780637c2bfad1146102165780638da5cb5b1461023d578063b0492b7c14610261578063c4b3500814610274575f5ffd5b806344a3eeeb116100ef57806344a3eeeb146101ab578063605036a1146101be57806368443e3d146101e057806370e2c9dc146101f3578063715018a614610206575f5ffd5b8063169949601461012057806334f96c8c14610171578063374ffe40146101835780633f6746ce14610198575b5f5ffd5b61013361012e366004610b82565b6102db565b60405161016894939291906001600160401b039485168152928416602084015292166040820152606081019190915260800190565b60405180910390f35b6003545b604051908152602001610168565b610196610191366004610b82565b6102f8565b005b6101966101a6366004610b99565b61030d565b6101966101b9366004610bde565b61031e565b6101c86298968081565b6040516001600160401b039091168152602001610168565b6101756101ee366004610c06565b610334565b610196610201366004610c35565b610345565b610196610357565b61019661036a565b61021e6103b0565b604080516001600160401b039093168352901515602083015201610168565b5f546001600160a01b03165b6040516001600160a01b039091168152602001610168565b61013361026f366004610bde565b6103c3565b610196610282366004610c7d565b6103e1565b61021e610295366004610c06565b6103f2565b600254610249906001600160a01b031681565b6001546001600160a01b0316610249565b6101c8620186a081565b6101966102d6366004610b99565b610406565b5f5f5f5f6102e95f86610476565b93509350935093509193509193565b61030061050b565b61030a5f82610537565b50565b61031561050b565b61030a816106d8565b61032661050b565b6103308282610537565b5050565b5f61033e82610750565b5492915050565b6103518484848461077f565b50505050565b61035f61050b565b6103685f610aad565b565b60015433906001600160a01b031681146103a75760405163118cdaa760e01b81526001600160a01b03821660048201526024015b60405180910390fd5b61030a81610aad565b5f5f6103bb5f610ac6565b915091509091565b5f5f5f5f6103d18686610476565b9299919850965090945092505050565b6103ed5f84848461077f565b505050565b5f5f6103fd83610ac6565b91509150915091565b61040e61050b565b600180546001600160a01b0383166001600160a01b0319909116811790915561043e5f546001600160a01b031690565b6001600160a01b03167f38d16b8cac22d99fc7c124b9cd0de2d3fa1faef420bfe791d8c362d765e2270060405160405180910390a350565b5f5f5f5f5f61048487610750565b805490915086106104b5578054604051632666110760e01b815261039e918891600401918252602082015260400190565b5f8187815481106104c8576104c8610cb7565b5f918252602090912060029091020180546001909101546001600160401b038083169b600160401b840482169b50600160801b9093041698509650945050505050565b5f546001600160a01b031633146103685760405163118cdaa760e01b815233600482015260240161039e565b5f61054183610750565b805490915080831115610571576040516351f6fcd160e01b8152600481018490526024810182905260440161039e565b805b838111156105c2578280548061058b5761058b610ccb565b5f8281526020812060025f199093019283020180546001600160c01b03191681556001015590556105bb81610cf3565b9050610573565b505f831561060b57826105d6600186610d08565b815481106105e6576105e6610cb7565b5f918252602090912060029091020154600160401b90046001600160401b031661060d565b5f5b90508463ffffffff165f03610675577f94a4f21dae89f88ca80e68a062ed821d96b1fd9b15a8bb9964287df23dcbd4e7846106488185610d08565b6040805192835260208301919091526001600160401b0384169082015260600160405180910390a16106d1565b63ffffffff85167f12a3ff71cc0fed58d0863b482d924ecc5a29f101b4b1bddb56f7ab5a26b2652b856106a88186610d08565b6040805192835260208301919091526001600160401b0385169082015260600160405180910390a25b5050505050565b6001600160a01b0381166106ff5760405163d92e233d60e01b815260040160405180910390fd5b600280546001600160a01b038381166001600160a01b0319831681179093556040519116919082907fe04b240c8036b6401344e355710c630950f7060d2b537b7d87a7dd8d67a82797905f90a35050565b5f63ffffffff8216156107765763ffffffff82165f908152600460205260409020610779565b60035b92915050565b6002546001600160a01b031633146107ac57604051630b3e0d2360e01b815233600482015260240161039e565b816001600160401b0316836001600160401b031611156107f257604051631d5ab65760e11b81526001600160401b0380851660048301528316602482015260440161039e565b620186a06108008484610d1b565b6001600160401b031610610843576040516318657e7760e01b81526001600160401b03808516600483015283166024820152620186a0604482015260640161039e565b806108615760405163b263ae7360e01b815260040160405180910390fd5b5f61086b85610750565b8054909150801561094b575f82610883600184610d08565b8154811061089357610893610cb7565b5f9182526020909120600290910201546001600160401b03600160401b90910481169150861681106108eb57604051631499e51d60e11b81526001600160401b0380881660048301528216602482015260440161039e565b6298968060016108fb8389610d1b565b6109059190610d1b565b6001600160401b031611156109495760405163136e0cef60e31b81526001600160401b0380881660048301528216602482015262989680604482015260640161039e565b505b604080516080810182526001600160401b038088168252868116602080840191825242831694840194855260608401888152875460018181018a555f8a8152938420965160029092029096018054945197518616600160801b0267ffffffffffffffff60801b19988716600160401b026fffffffffffffffffffffffffffffffff19909616929096169190911793909317959095169290921781559251929091019190915563ffffffff87169003610a4f57604080516001600160401b0380881682528616602082015290810184905281907f2dc7759d75d059bb5d1cdf319713441f49aaf1794ff211a4fab77ff40463dab49060600160405180910390a2610aa5565b604080516001600160401b03808816825286166020820152908101849052819063ffffffff8816907fc1dd78edeec2724f774efed5a4a3fcc7f2d4d27e1d21c24fb64fc6d4f1f2009d9060600160405180910390a35b505050505050565b600180546001600160a01b031916905561030a81610b33565b5f5f5f610ad284610750565b80549091505f819003610aeb57505f9485945092505050565b81610af7600183610d08565b81548110610b0757610b07610cb7565b5f918252602090912060029091020154600160401b90046001600160401b031695600195509350505050565b5f80546001600160a01b038381166001600160a01b0319831681178455604051919092169283917f8be0079c531659141344cd1fd0a4f28419497f9722a3daafe3b4186f6b6457e09190a35050565b5f60208284031215610b92575f5ffd5b5035919050565b5f60208284031215610ba9575f5ffd5b81356001600160a01b0381168114610bbf575f5ffd5b9392505050565b803563ffffffff81168114610bd9575f5ffd5b919050565b5f5f60408385031215610bef575f5ffd5b610bf883610bc6565b946020939093013593505050565b5f60208284031215610c16575f5ffd5b610bbf82610bc6565b80356001600160401b0381168114610bd9575f5ffd5b5f5f5f5f60808587031215610c48575f5ffd5b610c5185610bc6565b9350610c5f60208601610c1f565b9250610c6d60408601610c1f565b9396929550929360600135925050565b5f5f5f60608486031215610c8f575f5ffd5b610c9884610c1f565b9250610ca660208501610c1f565b929592945050506040919091013590565b634e487b7160e01b5f52603260045260245ffd5b634e487b7160e01b5f52603160045260245ffd5b634e487b7160e01b5f52601160045260245ffd5b5f81610d0157610d01610cdf565b505f190190565b8181038181111561077957610779610cdf565b6001600160401b03828116828216039081111561077957610779610cdf56fea164736f6c634300081e000a",
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

// AnchorAtOf is a free data retrieval call binding the contract method 0xb0492b7c.
//
// Solidity: function anchorAtOf(uint32 shard, uint256 index) view returns(uint64 fromRound, uint64 toRound, uint64 anchoredAt, bytes32 root)
func (_DecisionAnchor *DecisionAnchorCaller) AnchorAtOf(opts *bind.CallOpts, shard uint32, index *big.Int) (struct {
	FromRound  uint64
	ToRound    uint64
	AnchoredAt uint64
	Root       [32]byte
}, error) {
	var out []interface{}
	err := _DecisionAnchor.contract.Call(opts, &out, "anchorAtOf", shard, index)

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

// AnchorAtOf is a free data retrieval call binding the contract method 0xb0492b7c.
//
// Solidity: function anchorAtOf(uint32 shard, uint256 index) view returns(uint64 fromRound, uint64 toRound, uint64 anchoredAt, bytes32 root)
func (_DecisionAnchor *DecisionAnchorSession) AnchorAtOf(shard uint32, index *big.Int) (struct {
	FromRound  uint64
	ToRound    uint64
	AnchoredAt uint64
	Root       [32]byte
}, error) {
	return _DecisionAnchor.Contract.AnchorAtOf(&_DecisionAnchor.CallOpts, shard, index)
}

// AnchorAtOf is a free data retrieval call binding the contract method 0xb0492b7c.
//
// Solidity: function anchorAtOf(uint32 shard, uint256 index) view returns(uint64 fromRound, uint64 toRound, uint64 anchoredAt, bytes32 root)
func (_DecisionAnchor *DecisionAnchorCallerSession) AnchorAtOf(shard uint32, index *big.Int) (struct {
	FromRound  uint64
	ToRound    uint64
	AnchoredAt uint64
	Root       [32]byte
}, error) {
	return _DecisionAnchor.Contract.AnchorAtOf(&_DecisionAnchor.CallOpts, shard, index)
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

// AnchorCountOf is a free data retrieval call binding the contract method 0x68443e3d.
//
// Solidity: function anchorCountOf(uint32 shard) view returns(uint256)
func (_DecisionAnchor *DecisionAnchorCaller) AnchorCountOf(opts *bind.CallOpts, shard uint32) (*big.Int, error) {
	var out []interface{}
	err := _DecisionAnchor.contract.Call(opts, &out, "anchorCountOf", shard)

	if err != nil {
		return *new(*big.Int), err
	}

	out0 := *abi.ConvertType(out[0], new(*big.Int)).(**big.Int)

	return out0, err

}

// AnchorCountOf is a free data retrieval call binding the contract method 0x68443e3d.
//
// Solidity: function anchorCountOf(uint32 shard) view returns(uint256)
func (_DecisionAnchor *DecisionAnchorSession) AnchorCountOf(shard uint32) (*big.Int, error) {
	return _DecisionAnchor.Contract.AnchorCountOf(&_DecisionAnchor.CallOpts, shard)
}

// AnchorCountOf is a free data retrieval call binding the contract method 0x68443e3d.
//
// Solidity: function anchorCountOf(uint32 shard) view returns(uint256)
func (_DecisionAnchor *DecisionAnchorCallerSession) AnchorCountOf(shard uint32) (*big.Int, error) {
	return _DecisionAnchor.Contract.AnchorCountOf(&_DecisionAnchor.CallOpts, shard)
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

// LastAnchoredRoundOf is a free data retrieval call binding the contract method 0xc9abf21b.
//
// Solidity: function lastAnchoredRoundOf(uint32 shard) view returns(uint64 toRound, bool any)
func (_DecisionAnchor *DecisionAnchorCaller) LastAnchoredRoundOf(opts *bind.CallOpts, shard uint32) (struct {
	ToRound uint64
	Any     bool
}, error) {
	var out []interface{}
	err := _DecisionAnchor.contract.Call(opts, &out, "lastAnchoredRoundOf", shard)

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

// LastAnchoredRoundOf is a free data retrieval call binding the contract method 0xc9abf21b.
//
// Solidity: function lastAnchoredRoundOf(uint32 shard) view returns(uint64 toRound, bool any)
func (_DecisionAnchor *DecisionAnchorSession) LastAnchoredRoundOf(shard uint32) (struct {
	ToRound uint64
	Any     bool
}, error) {
	return _DecisionAnchor.Contract.LastAnchoredRoundOf(&_DecisionAnchor.CallOpts, shard)
}

// LastAnchoredRoundOf is a free data retrieval call binding the contract method 0xc9abf21b.
//
// Solidity: function lastAnchoredRoundOf(uint32 shard) view returns(uint64 toRound, bool any)
func (_DecisionAnchor *DecisionAnchorCallerSession) LastAnchoredRoundOf(shard uint32) (struct {
	ToRound uint64
	Any     bool
}, error) {
	return _DecisionAnchor.Contract.LastAnchoredRoundOf(&_DecisionAnchor.CallOpts, shard)
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

// AnchorShard is a paid mutator transaction binding the contract method 0x70e2c9dc.
//
// Solidity: function anchorShard(uint32 shard, uint64 fromRound, uint64 toRound, bytes32 root) returns()
func (_DecisionAnchor *DecisionAnchorTransactor) AnchorShard(opts *bind.TransactOpts, shard uint32, fromRound uint64, toRound uint64, root [32]byte) (*types.Transaction, error) {
	return _DecisionAnchor.contract.Transact(opts, "anchorShard", shard, fromRound, toRound, root)
}

// AnchorShard is a paid mutator transaction binding the contract method 0x70e2c9dc.
//
// Solidity: function anchorShard(uint32 shard, uint64 fromRound, uint64 toRound, bytes32 root) returns()
func (_DecisionAnchor *DecisionAnchorSession) AnchorShard(shard uint32, fromRound uint64, toRound uint64, root [32]byte) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.AnchorShard(&_DecisionAnchor.TransactOpts, shard, fromRound, toRound, root)
}

// AnchorShard is a paid mutator transaction binding the contract method 0x70e2c9dc.
//
// Solidity: function anchorShard(uint32 shard, uint64 fromRound, uint64 toRound, bytes32 root) returns()
func (_DecisionAnchor *DecisionAnchorTransactorSession) AnchorShard(shard uint32, fromRound uint64, toRound uint64, root [32]byte) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.AnchorShard(&_DecisionAnchor.TransactOpts, shard, fromRound, toRound, root)
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

// RewindAnchorsOf is a paid mutator transaction binding the contract method 0x44a3eeeb.
//
// Solidity: function rewindAnchorsOf(uint32 shard, uint256 keep) returns()
func (_DecisionAnchor *DecisionAnchorTransactor) RewindAnchorsOf(opts *bind.TransactOpts, shard uint32, keep *big.Int) (*types.Transaction, error) {
	return _DecisionAnchor.contract.Transact(opts, "rewindAnchorsOf", shard, keep)
}

// RewindAnchorsOf is a paid mutator transaction binding the contract method 0x44a3eeeb.
//
// Solidity: function rewindAnchorsOf(uint32 shard, uint256 keep) returns()
func (_DecisionAnchor *DecisionAnchorSession) RewindAnchorsOf(shard uint32, keep *big.Int) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.RewindAnchorsOf(&_DecisionAnchor.TransactOpts, shard, keep)
}

// RewindAnchorsOf is a paid mutator transaction binding the contract method 0x44a3eeeb.
//
// Solidity: function rewindAnchorsOf(uint32 shard, uint256 keep) returns()
func (_DecisionAnchor *DecisionAnchorTransactorSession) RewindAnchorsOf(shard uint32, keep *big.Int) (*types.Transaction, error) {
	return _DecisionAnchor.Contract.RewindAnchorsOf(&_DecisionAnchor.TransactOpts, shard, keep)
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

// DecisionAnchorShardAnchorRecordedIterator is returned from FilterShardAnchorRecorded and is used to iterate over the raw logs and unpacked data for ShardAnchorRecorded events raised by the DecisionAnchor contract.
type DecisionAnchorShardAnchorRecordedIterator struct {
	Event *DecisionAnchorShardAnchorRecorded // Event containing the contract specifics and raw log

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
func (it *DecisionAnchorShardAnchorRecordedIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(DecisionAnchorShardAnchorRecorded)
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
		it.Event = new(DecisionAnchorShardAnchorRecorded)
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
func (it *DecisionAnchorShardAnchorRecordedIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *DecisionAnchorShardAnchorRecordedIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// DecisionAnchorShardAnchorRecorded represents a ShardAnchorRecorded event raised by the DecisionAnchor contract.
type DecisionAnchorShardAnchorRecorded struct {
	Shard     uint32
	Index     *big.Int
	FromRound uint64
	ToRound   uint64
	Root      [32]byte
	Raw       types.Log // Blockchain specific contextual infos
}

// FilterShardAnchorRecorded is a free log retrieval operation binding the contract event 0xc1dd78edeec2724f774efed5a4a3fcc7f2d4d27e1d21c24fb64fc6d4f1f2009d.
//
// Solidity: event ShardAnchorRecorded(uint32 indexed shard, uint256 indexed index, uint64 fromRound, uint64 toRound, bytes32 root)
func (_DecisionAnchor *DecisionAnchorFilterer) FilterShardAnchorRecorded(opts *bind.FilterOpts, shard []uint32, index []*big.Int) (*DecisionAnchorShardAnchorRecordedIterator, error) {

	var shardRule []interface{}
	for _, shardItem := range shard {
		shardRule = append(shardRule, shardItem)
	}
	var indexRule []interface{}
	for _, indexItem := range index {
		indexRule = append(indexRule, indexItem)
	}

	logs, sub, err := _DecisionAnchor.contract.FilterLogs(opts, "ShardAnchorRecorded", shardRule, indexRule)
	if err != nil {
		return nil, err
	}
	return &DecisionAnchorShardAnchorRecordedIterator{contract: _DecisionAnchor.contract, event: "ShardAnchorRecorded", logs: logs, sub: sub}, nil
}

// WatchShardAnchorRecorded is a free log subscription operation binding the contract event 0xc1dd78edeec2724f774efed5a4a3fcc7f2d4d27e1d21c24fb64fc6d4f1f2009d.
//
// Solidity: event ShardAnchorRecorded(uint32 indexed shard, uint256 indexed index, uint64 fromRound, uint64 toRound, bytes32 root)
func (_DecisionAnchor *DecisionAnchorFilterer) WatchShardAnchorRecorded(opts *bind.WatchOpts, sink chan<- *DecisionAnchorShardAnchorRecorded, shard []uint32, index []*big.Int) (event.Subscription, error) {

	var shardRule []interface{}
	for _, shardItem := range shard {
		shardRule = append(shardRule, shardItem)
	}
	var indexRule []interface{}
	for _, indexItem := range index {
		indexRule = append(indexRule, indexItem)
	}

	logs, sub, err := _DecisionAnchor.contract.WatchLogs(opts, "ShardAnchorRecorded", shardRule, indexRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(DecisionAnchorShardAnchorRecorded)
				if err := _DecisionAnchor.contract.UnpackLog(event, "ShardAnchorRecorded", log); err != nil {
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

// ParseShardAnchorRecorded is a log parse operation binding the contract event 0xc1dd78edeec2724f774efed5a4a3fcc7f2d4d27e1d21c24fb64fc6d4f1f2009d.
//
// Solidity: event ShardAnchorRecorded(uint32 indexed shard, uint256 indexed index, uint64 fromRound, uint64 toRound, bytes32 root)
func (_DecisionAnchor *DecisionAnchorFilterer) ParseShardAnchorRecorded(log types.Log) (*DecisionAnchorShardAnchorRecorded, error) {
	event := new(DecisionAnchorShardAnchorRecorded)
	if err := _DecisionAnchor.contract.UnpackLog(event, "ShardAnchorRecorded", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}

// DecisionAnchorShardAnchorsRewoundIterator is returned from FilterShardAnchorsRewound and is used to iterate over the raw logs and unpacked data for ShardAnchorsRewound events raised by the DecisionAnchor contract.
type DecisionAnchorShardAnchorsRewoundIterator struct {
	Event *DecisionAnchorShardAnchorsRewound // Event containing the contract specifics and raw log

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
func (it *DecisionAnchorShardAnchorsRewoundIterator) Next() bool {
	// If the iterator failed, stop iterating
	if it.fail != nil {
		return false
	}
	// If the iterator completed, deliver directly whatever's available
	if it.done {
		select {
		case log := <-it.logs:
			it.Event = new(DecisionAnchorShardAnchorsRewound)
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
		it.Event = new(DecisionAnchorShardAnchorsRewound)
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
func (it *DecisionAnchorShardAnchorsRewoundIterator) Error() error {
	return it.fail
}

// Close terminates the iteration process, releasing any pending underlying
// resources.
func (it *DecisionAnchorShardAnchorsRewoundIterator) Close() error {
	it.sub.Unsubscribe()
	return nil
}

// DecisionAnchorShardAnchorsRewound represents a ShardAnchorsRewound event raised by the DecisionAnchor contract.
type DecisionAnchorShardAnchorsRewound struct {
	Shard       uint32
	Kept        *big.Int
	Removed     *big.Int
	LastToRound uint64
	Raw         types.Log // Blockchain specific contextual infos
}

// FilterShardAnchorsRewound is a free log retrieval operation binding the contract event 0x12a3ff71cc0fed58d0863b482d924ecc5a29f101b4b1bddb56f7ab5a26b2652b.
//
// Solidity: event ShardAnchorsRewound(uint32 indexed shard, uint256 kept, uint256 removed, uint64 lastToRound)
func (_DecisionAnchor *DecisionAnchorFilterer) FilterShardAnchorsRewound(opts *bind.FilterOpts, shard []uint32) (*DecisionAnchorShardAnchorsRewoundIterator, error) {

	var shardRule []interface{}
	for _, shardItem := range shard {
		shardRule = append(shardRule, shardItem)
	}

	logs, sub, err := _DecisionAnchor.contract.FilterLogs(opts, "ShardAnchorsRewound", shardRule)
	if err != nil {
		return nil, err
	}
	return &DecisionAnchorShardAnchorsRewoundIterator{contract: _DecisionAnchor.contract, event: "ShardAnchorsRewound", logs: logs, sub: sub}, nil
}

// WatchShardAnchorsRewound is a free log subscription operation binding the contract event 0x12a3ff71cc0fed58d0863b482d924ecc5a29f101b4b1bddb56f7ab5a26b2652b.
//
// Solidity: event ShardAnchorsRewound(uint32 indexed shard, uint256 kept, uint256 removed, uint64 lastToRound)
func (_DecisionAnchor *DecisionAnchorFilterer) WatchShardAnchorsRewound(opts *bind.WatchOpts, sink chan<- *DecisionAnchorShardAnchorsRewound, shard []uint32) (event.Subscription, error) {

	var shardRule []interface{}
	for _, shardItem := range shard {
		shardRule = append(shardRule, shardItem)
	}

	logs, sub, err := _DecisionAnchor.contract.WatchLogs(opts, "ShardAnchorsRewound", shardRule)
	if err != nil {
		return nil, err
	}
	return event.NewSubscription(func(quit <-chan struct{}) error {
		defer sub.Unsubscribe()
		for {
			select {
			case log := <-logs:
				// New log arrived, parse the event and forward to the user
				event := new(DecisionAnchorShardAnchorsRewound)
				if err := _DecisionAnchor.contract.UnpackLog(event, "ShardAnchorsRewound", log); err != nil {
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

// ParseShardAnchorsRewound is a log parse operation binding the contract event 0x12a3ff71cc0fed58d0863b482d924ecc5a29f101b4b1bddb56f7ab5a26b2652b.
//
// Solidity: event ShardAnchorsRewound(uint32 indexed shard, uint256 kept, uint256 removed, uint64 lastToRound)
func (_DecisionAnchor *DecisionAnchorFilterer) ParseShardAnchorsRewound(log types.Log) (*DecisionAnchorShardAnchorsRewound, error) {
	event := new(DecisionAnchorShardAnchorsRewound)
	if err := _DecisionAnchor.contract.UnpackLog(event, "ShardAnchorsRewound", log); err != nil {
		return nil, err
	}
	event.Raw = log
	return event, nil
}
