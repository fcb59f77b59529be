package txsend

import (
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/simchain"
)

// A mined transaction that reverted is described with the contract's custom error,
// found by replaying it before its block; Why names the error of a failed estimate.
func TestRevertedNamesCustomError(t *testing.T) {
	c, err := simchain.New(t.Context(), simchain.WithWorkers(0), simchain.WithUsers(1))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	abi, err := bindings.DecisionAnchorMetaData.GetAbi()
	if err != nil {
		t.Fatal(err)
	}
	data, err := abi.Pack("anchor", uint64(1), uint64(5), [32]byte{1})
	if err != nil {
		t.Fatal(err)
	}
	wrong := c.Users[0] // not the scheduler
	s := New(testConfig(), c.Client, c.ChainID, wrong.Key, nil, nil)
	tx, err := s.Send(t.Context(), c.AnchorAddress, data, 200_000, func(Tx) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	var signed types.Transaction
	if err := signed.UnmarshalBinary(tx.Raw); err != nil {
		t.Fatal(err)
	}
	if _, err := c.CommitTxs(t.Context(), &signed); err != nil {
		t.Fatal(err)
	}
	_, r, err := s.Follow(t.Context(), tx, func(Tx) error { return nil })
	if err != nil || r.Status != types.ReceiptStatusFailed {
		t.Fatalf("follow: %v, %+v", err, r)
	}
	err = Reverted(t.Context(), c.Client, wrong.Address, c.AnchorAddress, data, r)
	if rv, ok := errors.AsType[*contracts.Revert](err); !ok || rv.Name != "NotScheduler" || !errors.Is(err, ErrReverted) {
		t.Fatalf("Reverted = %v, want ErrReverted with NotScheduler", err)
	}

	_, err = c.Client.EstimateGas(t.Context(), callMsg(wrong.Address, c.AnchorAddress, data))
	if rv, ok := errors.AsType[*contracts.Revert](Why(err)); !ok || rv.Name != "NotScheduler" {
		t.Fatalf("Why(%v) = %v", err, Why(err))
	}
	if Why(errors.New("boom")).Error() != "boom" {
		t.Fatal("Why changed an error without revert data")
	}
}

func callMsg(from, to common.Address, data []byte) ethereum.CallMsg {
	return ethereum.CallMsg{From: from, To: &to, Data: data}
}
