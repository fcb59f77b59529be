package gasoracle

import (
	"math/big"
	"testing"

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
