package l2

import (
	"bytes"
	"embed"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/state"
	"github.com/ethereum/go-ethereum/core/tracing"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/core/vm/runtime"
	"github.com/ethereum/go-ethereum/params"
)

//go:embed *.json
var files embed.FS

// The addresses the chains define.
var (
	// GasPriceOracleAddress is the OP-stack GasPriceOracle predeploy.
	GasPriceOracleAddress = common.HexToAddress("0x420000000000000000000000000000000000000F")
	// L1BlockAddress is the OP-stack L1Block predeploy.
	L1BlockAddress = common.HexToAddress("0x4200000000000000000000000000000000000015")
	// DepositorAccount is the OP-stack system account that sets L1Block's values.
	DepositorAccount = common.HexToAddress("0xDeaDDEaDDeAdDeAdDEAdDEaddeAddEAdDEAd0001")
	// ArbGasInfoAddress is Arbitrum's ArbGasInfo precompile.
	ArbGasInfoAddress = common.HexToAddress("0x000000000000000000000000000000000000006C")
	// NodeInterfaceAddress is Arbitrum's NodeInterface (answered by the node in eth_call).
	NodeInterfaceAddress = common.HexToAddress("0x00000000000000000000000000000000000000C8")
)

// Slot is one state variable of a contract's storage layout.
type Slot struct {
	Label  string `json:"label"`
	Slot   string `json:"slot"`
	Offset int    `json:"offset"`
	Type   string `json:"type"`
}

// Artifact is one compiled contract.
type Artifact struct {
	ABI      abi.ABI
	Runtime  []byte // deployed (runtime) bytecode
	Layout   []Slot
	Compiler string
	Source   string
}

type rawArtifact struct {
	ABI           json.RawMessage `json:"abi"`
	Runtime       string          `json:"runtime"`
	StorageLayout []Slot          `json:"storageLayout"`
	Compiler      string          `json:"compiler"`
	Source        string          `json:"source"`
}

// Names of the artifacts.
const (
	L1Block              = "L1Block"
	GasPriceOracle       = "GasPriceOracle"
	ArbGasInfoStandIn    = "ArbGasInfoStandIn"
	NodeInterfaceStandIn = "NodeInterfaceStandIn"
	// ArbGasInfoInterface and NodeInterfaceInterface are the ABIs published in
	// @arbitrum/nitro-contracts (no code).
	ArbGasInfoInterface    = "ArbGasInfo.interface"
	NodeInterfaceInterface = "NodeInterface.interface"
)

// Load reads an embedded artifact by name.
func Load(name string) (*Artifact, error) {
	raw, err := files.ReadFile(name + ".json")
	if err != nil {
		return nil, fmt.Errorf("l2 artifact %q: %w", name, err)
	}
	var r rawArtifact
	if err := json.Unmarshal(raw, &r); err != nil {
		return nil, fmt.Errorf("l2 artifact %q: %w", name, err)
	}
	a := &Artifact{Layout: r.StorageLayout, Compiler: r.Compiler, Source: r.Source}
	if a.ABI, err = abi.JSON(bytes.NewReader(r.ABI)); err != nil {
		return nil, fmt.Errorf("l2 artifact %q: abi: %w", name, err)
	}
	if a.Runtime, err = hex.DecodeString(strings.TrimPrefix(r.Runtime, "0x")); err != nil {
		return nil, fmt.Errorf("l2 artifact %q: runtime: %w", name, err)
	}
	return a, nil
}

// slots are the distinct storage slots of the layout.
func (a *Artifact) slots() []common.Hash {
	var out []common.Hash
	seen := map[string]bool{}
	for _, s := range a.Layout {
		if seen[s.Slot] {
			continue
		}
		seen[s.Slot] = true
		n, _ := new(big.Int).SetString(s.Slot, 10)
		out = append(out, common.BigToHash(n))
	}
	return out
}

// ErrInvalidValues wraps every bad L1 value given to OPGenesis or ArbitrumGenesis.
var ErrInvalidValues = errors.New("invalid L2 fee values")

// OPValues are the L1 values a sequencer writes into L1Block with every L1 origin
// (setL1BlockValuesEcotone), and the upgrades active on the chain.
type OPValues struct {
	L1Number, L1Timestamp, SequenceNumber uint64
	L1BaseFee, BlobBaseFee                *big.Int // wei
	BaseFeeScalar, BlobBaseFeeScalar      uint32
	L1Hash, BatcherHash                   common.Hash
	// Fjord (FastLZ-estimated sizes, getL1FeeUpperBound); Ecotone is always active.
	Fjord bool
}

// DefaultOPValues are a current OP-stack chain's: Ecotone and Fjord active, Base's
// scalars (base fee scalar 2269, blob base fee scalar 1055762), an L1 base fee of
// 10 gwei and a blob base fee of 1 gwei.
func DefaultOPValues() OPValues {
	return OPValues{
		L1Number: 21_000_000, L1Timestamp: 1_733_000_000,
		L1BaseFee:     big.NewInt(10_000_000_000),
		BlobBaseFee:   big.NewInt(1_000_000_000),
		BaseFeeScalar: 2269, BlobBaseFeeScalar: 1_055_762,
		Fjord: true,
	}
}

func (v OPValues) validate() error {
	var errs []error
	for _, f := range []struct {
		name string
		x    *big.Int
	}{{"l1 base fee", v.L1BaseFee}, {"blob base fee", v.BlobBaseFee}} {
		if f.x == nil || f.x.Sign() < 0 || f.x.BitLen() > 256 {
			errs = append(errs, fmt.Errorf("%w: %s must be a uint256, got %v", ErrInvalidValues, f.name, f.x))
		}
	}
	return errors.Join(errs...)
}

// ecotoneCalldata is setL1BlockValuesEcotone's packed input (L1Block.sol's order).
func (v OPValues) ecotoneCalldata(sel []byte) []byte {
	b := append([]byte{}, sel...)
	b = binary.BigEndian.AppendUint32(b, v.BaseFeeScalar)
	b = binary.BigEndian.AppendUint32(b, v.BlobBaseFeeScalar)
	b = binary.BigEndian.AppendUint64(b, v.SequenceNumber)
	b = binary.BigEndian.AppendUint64(b, v.L1Timestamp)
	b = binary.BigEndian.AppendUint64(b, v.L1Number)
	b = append(b, common.BigToHash(v.L1BaseFee).Bytes()...)
	b = append(b, common.BigToHash(v.BlobBaseFee).Bytes()...)
	b = append(b, v.L1Hash.Bytes()...)
	return append(b, v.BatcherHash.Bytes()...)
}

// OPGenesis is the genesis state of L1Block and GasPriceOracle at their predeploy
// addresses with v set: the depositor's calls (setL1BlockValuesEcotone, setEcotone,
// setFjord) run by the contracts' own code, and the storage they leave.
func OPGenesis(v OPValues) (types.GenesisAlloc, error) {
	if err := v.validate(); err != nil {
		return nil, err
	}
	l1b, err := Load(L1Block)
	if err != nil {
		return nil, err
	}
	gpo, err := Load(GasPriceOracle)
	if err != nil {
		return nil, err
	}
	db, err := state.New(types.EmptyRootHash, state.NewDatabaseForTesting())
	if err != nil {
		return nil, fmt.Errorf("op genesis: %w", err)
	}
	db.SetCode(L1BlockAddress, l1b.Runtime, tracing.CodeChangeUnspecified)
	db.SetCode(GasPriceOracleAddress, gpo.Runtime, tracing.CodeChangeUnspecified)
	cfg := &runtime.Config{Origin: DepositorAccount, State: db, ChainConfig: params.MergedTestChainConfig, GasLimit: 10_000_000}
	call := func(to common.Address, what string, input []byte) error {
		if _, _, err := runtime.Call(to, input, cfg); err != nil {
			return fmt.Errorf("op genesis: %s as the depositor: %w", what, err)
		}
		return nil
	}
	if err := call(L1BlockAddress, "setL1BlockValuesEcotone",
		v.ecotoneCalldata(l1b.ABI.Methods["setL1BlockValuesEcotone"].ID)); err != nil {
		return nil, err
	}
	if err := call(GasPriceOracleAddress, "setEcotone", gpo.ABI.Methods["setEcotone"].ID); err != nil {
		return nil, err
	}
	if v.Fjord {
		if err := call(GasPriceOracleAddress, "setFjord", gpo.ABI.Methods["setFjord"].ID); err != nil {
			return nil, err
		}
	}
	alloc := types.GenesisAlloc{}
	for addr, a := range map[common.Address]*Artifact{L1BlockAddress: l1b, GasPriceOracleAddress: gpo} {
		acc := types.Account{Code: a.Runtime, Balance: new(big.Int), Storage: map[common.Hash]common.Hash{}}
		for _, s := range a.slots() {
			if val := db.GetState(addr, s); val != (common.Hash{}) {
				acc.Storage[s] = val
			}
		}
		alloc[addr] = acc
	}
	return alloc, nil
}

// ArbValues are the stand-ins' state: ArbOS's L1 price per unit (wei per L1 gas unit;
// an L1 calldata byte is 16 units) and the L2 minimum base fee.
type ArbValues struct {
	L1PricePerUnit *big.Int
	MinBaseFeeWei  *big.Int
}

// DefaultArbValues: an L1 price of 1 gwei per unit, Arbitrum One's 0.01 gwei minimum
// base fee.
func DefaultArbValues() ArbValues {
	return ArbValues{L1PricePerUnit: big.NewInt(1_000_000_000), MinBaseFeeWei: big.NewInt(10_000_000)}
}

// ArbitrumGenesis is the genesis state of the ArbGasInfo and NodeInterface stand-ins at
// the precompile addresses, with v in ArbGasInfo's storage (its layout's slots).
func ArbitrumGenesis(v ArbValues) (types.GenesisAlloc, error) {
	for name, x := range map[string]*big.Int{"l1 price per unit": v.L1PricePerUnit, "min base fee": v.MinBaseFeeWei} {
		if x == nil || x.Sign() < 0 || x.BitLen() > 256 {
			return nil, fmt.Errorf("%w: %s must be a uint256, got %v", ErrInvalidValues, name, x)
		}
	}
	info, err := Load(ArbGasInfoStandIn)
	if err != nil {
		return nil, err
	}
	ni, err := Load(NodeInterfaceStandIn)
	if err != nil {
		return nil, err
	}
	storage := map[common.Hash]common.Hash{}
	for _, s := range info.Layout {
		n, _ := new(big.Int).SetString(s.Slot, 10)
		switch s.Label {
		case "l1PricePerUnit":
			storage[common.BigToHash(n)] = common.BigToHash(v.L1PricePerUnit)
		case "minBaseFeeWei":
			storage[common.BigToHash(n)] = common.BigToHash(v.MinBaseFeeWei)
		default:
			return nil, fmt.Errorf("arbitrum genesis: unknown state variable %q in ArbGasInfoStandIn", s.Label)
		}
	}
	return types.GenesisAlloc{
		ArbGasInfoAddress:    {Code: info.Runtime, Balance: new(big.Int), Storage: storage},
		NodeInterfaceAddress: {Code: ni.Runtime, Balance: new(big.Int)},
	}, nil
}
