package feemarket

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/consensus/misc/eip1559"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/params"
	"pgregory.net/rapid"
)

func TestNextBaseFeeWorkedExamples(t *testing.T) {
	oneGwei := big.NewInt(1_000_000_000)
	tests := []struct {
		name              string
		parent            *big.Int
		gasUsed, gasLimit uint64
		want              *big.Int
	}{
		{"full block +12.5%", oneGwei, 30_000_000, 30_000_000, big.NewInt(1_125_000_000)},
		{"empty block -12.5%", oneGwei, 0, 30_000_000, big.NewInt(875_000_000)},
		{"at target unchanged", oneGwei, 15_000_000, 30_000_000, oneGwei},
		{"half way above target +6.25%", big.NewInt(16_000_000_000), 22_500_000, 30_000_000, big.NewInt(17_000_000_000)},
		{"quarter of target -9.375%", big.NewInt(32), 3_750_000, 30_000_000, big.NewInt(29)}, // 32·11.25/15/8 = 3
		{"tiny fee rises by at least 1 wei", big.NewInt(7), 30_000_000, 30_000_000, big.NewInt(8)},
		{"tiny fee may stay when falling", big.NewInt(7), 14_999_999, 30_000_000, big.NewInt(7)},
		{"zero stays zero when empty", big.NewInt(0), 0, 30_000_000, big.NewInt(0)},
		{"no gas target: unchanged", oneGwei, 1, 1, oneGwei},
		{"over the limit still bounded by the rule", big.NewInt(800), 45_000_000, 30_000_000, big.NewInt(1000)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := new(big.Int).Set(tt.parent)
			got := NextBaseFee(tt.parent, tt.gasUsed, tt.gasLimit)
			if got.Cmp(tt.want) != 0 {
				t.Fatalf("NextBaseFee(%v, %d, %d) = %v, want %v", tt.parent, tt.gasUsed, tt.gasLimit, got, tt.want)
			}
			if tt.parent.Cmp(before) != 0 {
				t.Fatal("NextBaseFee modified its argument")
			}
			if got == tt.parent {
				t.Fatal("NextBaseFee returned its argument, not a copy")
			}
		})
	}
	if NextBaseFee(nil, 1, 2) != nil {
		t.Fatal("NextBaseFee(nil) != nil")
	}
}

// The rule agrees with go-ethereum's consensus code on any post-London block.
func TestNextBaseFeeAgreesWithGoEthereum(t *testing.T) {
	cfg := params.MainnetChainConfig
	rapid.Check(t, func(t *rapid.T) {
		limit := rapid.Uint64Range(2, 100_000_000).Draw(t, "gasLimit")
		used := rapid.OneOf(
			rapid.Uint64Range(0, limit),
			rapid.Just(limit/2), rapid.Just(limit), rapid.Just(uint64(0)),
		).Draw(t, "gasUsed")
		fee := new(big.Int).SetBytes(rapid.SliceOfN(rapid.Byte(), 0, 24).Draw(t, "baseFee"))
		parent := &types.Header{
			Number:   big.NewInt(20_000_000),
			GasLimit: limit,
			GasUsed:  used,
			BaseFee:  fee,
		}
		want := eip1559.CalcBaseFee(cfg, parent)
		if got := NextBaseFee(fee, used, limit); got.Cmp(want) != 0 {
			t.Fatalf("NextBaseFee(%v, %d, %d) = %v, go-ethereum says %v", fee, used, limit, got, want)
		}
	})
}

func TestMedianTip(t *testing.T) {
	g := func(n int64) []*big.Int { return []*big.Int{big.NewInt(n)} }
	tests := []struct {
		name   string
		fh     *ethereum.FeeHistory
		want   int64
		wantOK bool
	}{
		{"nil", nil, 0, false},
		{"odd", &ethereum.FeeHistory{Reward: [][]*big.Int{g(5), g(1), g(3)}, GasUsedRatio: []float64{.5, .5, .5}}, 3, true},
		{"even rounds down", &ethereum.FeeHistory{Reward: [][]*big.Int{g(4), g(1), g(2), g(9)}, GasUsedRatio: []float64{1, 1, 1, 1}}, 3, true},
		{"empty blocks skipped", &ethereum.FeeHistory{Reward: [][]*big.Int{g(0), g(7), g(0)}, GasUsedRatio: []float64{0, .3, 0}}, 7, true},
		{"malformed entries skipped", &ethereum.FeeHistory{Reward: [][]*big.Int{{}, {nil}, g(-1), g(6)}, GasUsedRatio: []float64{1, 1, 1, 1}}, 6, true},
		{"all empty", &ethereum.FeeHistory{Reward: [][]*big.Int{g(0)}, GasUsedRatio: []float64{0}}, 0, false},
		{"no ratios", &ethereum.FeeHistory{Reward: [][]*big.Int{g(2)}}, 2, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := MedianTip(tt.fh)
			if ok != tt.wantOK || (ok && got.Int64() != tt.want) {
				t.Fatalf("MedianTip = %v, %v; want %d, %v", got, ok, tt.want, tt.wantOK)
			}
		})
	}
}
