package txsend

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts"
)

// ErrReverted: the transaction was mined and reverted.
var ErrReverted = errors.New("transaction reverted")

// Caller is what RevertReason needs to replay a transaction; every ethrpc.Client and
// go-ethereum's clients satisfy it.
type Caller interface {
	CallContract(ctx context.Context, call ethereum.CallMsg, blockNumber *big.Int) ([]byte, error)
}

// Reverted describes a mined transaction whose receipt says it failed. It replays the call
// (from, to, data) against the state before the transaction's block and returns an error
// wrapping ErrReverted and, when the replay reverts with one of the contracts' custom
// errors, the decoded *contracts.Revert (so the log names the error, not just "execution
// reverted"). The replay is best effort: if it cannot be run or now succeeds, the error
// says so and still wraps ErrReverted.
func Reverted(ctx context.Context, c Caller, from, to common.Address, data []byte, rcpt *types.Receipt) error {
	if rcpt == nil {
		return fmt.Errorf("%w: no receipt", ErrReverted)
	}
	if c == nil {
		return fmt.Errorf("%w: %s", ErrReverted, rcpt.TxHash.Hex())
	}
	var at *big.Int
	if rcpt.BlockNumber != nil && rcpt.BlockNumber.Sign() > 0 {
		at = new(big.Int).Sub(rcpt.BlockNumber, big.NewInt(1))
	}
	_, err := c.CallContract(ctx, ethereum.CallMsg{From: from, To: &to, Data: data}, at)
	if r, ok := contracts.DecodeRevert(err); ok {
		return fmt.Errorf("%w: %s: %w", ErrReverted, rcpt.TxHash.Hex(), r)
	}
	if err != nil {
		return fmt.Errorf("%w: %s (replay: %v)", ErrReverted, rcpt.TxHash.Hex(), err)
	}
	return fmt.Errorf("%w: %s (the replay before its block succeeds: reverted by an earlier transaction in the block)", ErrReverted, rcpt.TxHash.Hex())
}

// Why returns err with the contracts' custom error it carries named: a gas estimate or a
// call that reverts comes back from the node as "execution reverted" with the error in its
// data, which a log would not show. Errors without known revert data are returned as is.
func Why(err error) error {
	if r, ok := contracts.DecodeRevert(err); ok {
		if _, already := errors.AsType[*contracts.Revert](err); already {
			return err
		}
		return fmt.Errorf("%w: %w", r, err)
	}
	return err
}
