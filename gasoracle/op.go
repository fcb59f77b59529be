package gasoracle

import (
	"bytes"
	"context"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"

	"github.com/infersched/infersched/internal/ethrpc"
)

// gpoABI is the part of the OP-stack GasPriceOracle (predeploy 0x420…00F,
// @eth-optimism/contracts-bedrock src/L2/GasPriceOracle.sol) the oracle calls; a test
// holds it to the compiled contract's ABI.
const gpoABI = `[
{"type":"function","name":"isFjord","stateMutability":"view","inputs":[],"outputs":[{"type":"bool"}]},
{"type":"function","name":"isEcotone","stateMutability":"view","inputs":[],"outputs":[{"type":"bool"}]},
{"type":"function","name":"getL1Fee","stateMutability":"view","inputs":[{"name":"_data","type":"bytes"}],"outputs":[{"type":"uint256"}]},
{"type":"function","name":"getL1FeeUpperBound","stateMutability":"view","inputs":[{"name":"_unsignedTxSize","type":"uint256"}],"outputs":[{"type":"uint256"}]}
]`

var gpo = mustABI(gpoABI)

func mustABI(s string) abi.ABI {
	a, err := abi.JSON(strings.NewReader(s))
	if err != nil {
		panic(err) // a constant of this package: a test runs it
	}
	return a
}

// The two transaction sizes the OP model is read at: (n + 68) is a multiple of 255 at
// both, where getL1FeeUpperBound's FastLZ bound (t + t/255 + 16) has no rounding, so
// the line through them is on or above the bound at every size between and beyond.
const (
	opSizeLow  = 4*255 - 68  // 952 bytes
	opSizeHigh = 68*255 - 68 // 17 272 bytes
)

// readOP derives the linear model of an OP-stack chain's L1 data fee from its own
// GasPriceOracle:
//
//   - Fjord (current OP chains): getL1FeeUpperBound at two sizes, the chain's own
//     worst case for a transaction of that many unsigned bytes (incompressible data;
//     the FastLZ bound covers 99.99% of transactions). wei_per_byte is the slope
//     between them rounded up, fixed_wei the intercept plus one wei for the integer
//     divisions. An LLM's text compresses, so getL1Fee of a real result is at most this.
//   - Ecotone without Fjord: getL1Fee of incompressible (all non-zero) data at the same
//     two sizes, through which the fee is exactly linear (16 gas a byte).
//
// Reading the chain's functions rather than the scalars keeps the model right if a
// chain changes the formula behind them.
func readOP(ctx context.Context, c ethrpc.Client) (rawL1, error) {
	fjord, err := callBool(ctx, c, "isFjord")
	if err != nil {
		return rawL1{}, err
	}
	if !fjord {
		ecotone, err := callBool(ctx, c, "isEcotone")
		if err != nil {
			return rawL1{}, err
		}
		if !ecotone {
			return rawL1{}, fmt.Errorf("GasPriceOracle: %w: neither Ecotone nor Fjord is active (Bedrock pricing is not supported)", ErrBadAnswer)
		}
	}
	fee := func(n int) (*big.Int, error) {
		if fjord {
			return callUint(ctx, c, "getL1FeeUpperBound", big.NewInt(int64(n)))
		}
		return callUint(ctx, c, "getL1Fee", bytes.Repeat([]byte{0xff}, n))
	}
	lo, err := fee(opSizeLow)
	if err != nil {
		return rawL1{}, err
	}
	hi, err := fee(opSizeHigh)
	if err != nil {
		return rawL1{}, err
	}
	return linear(L2OP, opSizeLow, lo, opSizeHigh, hi)
}

// linear is the line through (n1, f1) and (n2, f2), slope rounded up and intercept
// raised by one wei (never below 0), so that it is not below either point.
func linear(m L2Mode, n1 int, f1 *big.Int, n2 int, f2 *big.Int) (rawL1, error) {
	if f2.Cmp(f1) < 0 {
		return rawL1{}, fmt.Errorf("l1 fee: %w: %s wei at %d bytes is less than %s at %d", ErrBadAnswer, f2, n2, f1, n1)
	}
	dn := big.NewInt(int64(n2 - n1))
	slope := new(big.Int).Sub(f2, f1)
	slope.Add(slope, new(big.Int).Sub(dn, big.NewInt(1)))
	slope.Quo(slope, dn)
	fixed := new(big.Int).Sub(f1, new(big.Int).Mul(slope, big.NewInt(int64(n1))))
	fixed.Add(fixed, big.NewInt(1))
	if fixed.Sign() < 0 {
		fixed.SetInt64(0)
	}
	return rawL1{mode: m, weiPerByte: slope, fixedWei: fixed}, nil
}

func callGPO(ctx context.Context, c ethrpc.Client, method string, args ...any) ([]any, error) {
	in, err := gpo.Pack(method, args...)
	if err != nil {
		return nil, fmt.Errorf("GasPriceOracle.%s: %w", method, err)
	}
	to := gasPriceOracleAddress
	out, err := c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: in}, nil)
	if err != nil {
		return nil, fmt.Errorf("GasPriceOracle.%s: %w", method, err)
	}
	vs, err := gpo.Unpack(method, out)
	if err != nil || len(vs) != 1 {
		return nil, fmt.Errorf("GasPriceOracle.%s: %w: %d bytes (no GasPriceOracle at %s?)", method, ErrBadAnswer, len(out), to)
	}
	return vs, nil
}

func callBool(ctx context.Context, c ethrpc.Client, method string) (bool, error) {
	vs, err := callGPO(ctx, c, method)
	if err != nil {
		return false, err
	}
	b, ok := vs[0].(bool)
	if !ok {
		return false, fmt.Errorf("GasPriceOracle.%s: %w", method, ErrBadAnswer)
	}
	return b, nil
}

func callUint(ctx context.Context, c ethrpc.Client, method string, arg any) (*big.Int, error) {
	vs, err := callGPO(ctx, c, method, arg)
	if err != nil {
		return nil, err
	}
	v, ok := vs[0].(*big.Int)
	if !ok || v.Sign() < 0 {
		return nil, fmt.Errorf("GasPriceOracle.%s: %w", method, ErrBadAnswer)
	}
	return v, nil
}
