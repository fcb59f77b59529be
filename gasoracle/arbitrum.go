package gasoracle

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"

	"github.com/infersched/infersched/internal/ethrpc"
)

// arbGasInfoABI is getPricesInWei of Arbitrum's ArbGasInfo precompile
// (@arbitrum/nitro-contracts src/precompiles/ArbGasInfo.sol).
const arbGasInfoABI = `[
{"type":"function","name":"getPricesInWei","stateMutability":"view","inputs":[],"outputs":[
 {"type":"uint256"},{"type":"uint256"},{"type":"uint256"},{"type":"uint256"},{"type":"uint256"},{"type":"uint256"}]}
]`

var arbGasInfo = mustABI(arbGasInfoABI)

// readArbitrum reads ArbGasInfo.getPricesInWei: its second word is the wei an L1
// calldata byte costs (ArbOS's L1 price per unit × 16; Nitro counts bytes after
// brotli compression, so uncompressed bytes are an upper bound) and its first the
// L1 cost of a transaction's own bytes (Nitro's fixed 140-byte estimate).
func readArbitrum(ctx context.Context, c ethrpc.Client) (rawL1, error) {
	in, err := arbGasInfo.Pack("getPricesInWei")
	if err != nil {
		return rawL1{}, err
	}
	to := arbGasInfoAddress
	out, err := c.CallContract(ctx, ethereum.CallMsg{To: &to, Data: in}, nil)
	if err != nil {
		return rawL1{}, fmt.Errorf("ArbGasInfo.getPricesInWei: %w", err)
	}
	vs, err := arbGasInfo.Unpack("getPricesInWei", out)
	if err != nil || len(vs) != 6 {
		return rawL1{}, fmt.Errorf("ArbGasInfo.getPricesInWei: %w: %d bytes (no ArbGasInfo at %s?)", ErrBadAnswer, len(out), to)
	}
	perTx, _ := vs[0].(*big.Int)
	perByte, _ := vs[1].(*big.Int)
	if perTx == nil || perByte == nil {
		return rawL1{}, fmt.Errorf("ArbGasInfo.getPricesInWei: %w", ErrBadAnswer)
	}
	return rawL1{mode: L2Arbitrum, weiPerByte: new(big.Int).Set(perByte), fixedWei: new(big.Int).Set(perTx)}, nil
}
