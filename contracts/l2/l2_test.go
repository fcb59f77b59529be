package l2_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts/l2"
	"github.com/infersched/infersched/contracts/simchain"
)

func call(t *testing.T, c *simchain.Chain, a *l2.Artifact, to common.Address, method string, args ...any) []any {
	t.Helper()
	in, err := a.ABI.Pack(method, args...)
	if err != nil {
		t.Fatal(err)
	}
	out, err := c.Client.CallContract(context.Background(), ethereum.CallMsg{To: &to, Data: in}, nil)
	if err != nil {
		t.Fatalf("%s: %v", method, err)
	}
	vs, err := a.ABI.Unpack(method, out)
	if err != nil {
		t.Fatalf("%s: %v", method, err)
	}
	return vs
}

// TestOPGenesisAsTheSequencerSetIt: the predeploys answer with the values the
// depositor's calls wrote, Ecotone and Fjord active.
func TestOPGenesisAsTheSequencerSetIt(t *testing.T) {
	v := l2.DefaultOPValues()
	v.L1BaseFee = big.NewInt(123_456_789_000)
	v.BlobBaseFee = big.NewInt(7)
	c, err := simchain.New(context.Background(), simchain.WithOPStack(v), simchain.WithoutContracts())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	gpo, err := l2.Load(l2.GasPriceOracle)
	if err != nil {
		t.Fatal(err)
	}
	at := l2.GasPriceOracleAddress
	for _, tc := range []struct {
		method string
		want   any
	}{
		{"isEcotone", true}, {"isFjord", true},
		{"l1BaseFee", v.L1BaseFee}, {"blobBaseFee", v.BlobBaseFee},
		{"baseFeeScalar", v.BaseFeeScalar}, {"blobBaseFeeScalar", v.BlobBaseFeeScalar},
	} {
		got := call(t, c, gpo, at, tc.method)[0]
		if b, ok := got.(*big.Int); ok {
			if b.Cmp(tc.want.(*big.Int)) != 0 {
				t.Errorf("%s = %v, want %v", tc.method, b, tc.want)
			}
			continue
		}
		if got != tc.want {
			t.Errorf("%s = %v, want %v", tc.method, got, tc.want)
		}
	}
	l1b, err := l2.Load(l2.L1Block)
	if err != nil {
		t.Fatal(err)
	}
	if n := call(t, c, l1b, l2.L1BlockAddress, "number")[0].(uint64); n != v.L1Number {
		t.Errorf("L1Block.number = %d, want %d", n, v.L1Number)
	}
}

// TestArbitrumStandInsMatchTheInterfaces: every function of a stand-in has the
// selector and outputs of the published interface's function of that name.
func TestArbitrumStandInsMatchTheInterfaces(t *testing.T) {
	for standIn, iface := range map[string]string{
		l2.ArbGasInfoStandIn:    l2.ArbGasInfoInterface,
		l2.NodeInterfaceStandIn: l2.NodeInterfaceInterface,
	} {
		s, err := l2.Load(standIn)
		if err != nil {
			t.Fatal(err)
		}
		i, err := l2.Load(iface)
		if err != nil {
			t.Fatal(err)
		}
		for name, m := range s.ABI.Methods {
			if name == "l1PricePerUnit" || name == "minBaseFeeWei" {
				continue // the stand-in's own state
			}
			im, ok := i.ABI.Methods[name]
			if !ok {
				t.Errorf("%s.%s is not in the interface", standIn, name)
				continue
			}
			if im.Sig != m.Sig || len(im.Outputs) != len(m.Outputs) {
				t.Errorf("%s.%s = %s (%d outputs), interface %s (%d)", standIn, name, m.Sig, len(m.Outputs), im.Sig, len(im.Outputs))
			}
		}
	}
}

func TestGenesisRejectsBadValues(t *testing.T) {
	v := l2.DefaultOPValues()
	v.L1BaseFee = big.NewInt(-1)
	if _, err := l2.OPGenesis(v); err == nil {
		t.Error("negative L1 base fee accepted")
	}
	if _, err := l2.ArbitrumGenesis(l2.ArbValues{}); err == nil {
		t.Error("missing Arbitrum values accepted")
	}
}
