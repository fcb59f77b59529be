package simchain_test

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/simchain"
)

// An account funded by a mined transaction spends at once: the pool learns a new block's
// balances in the background, so the first send from a just-funded account could be
// refused ("insufficient funds ... balance 0") while the chain produces blocks as
// `infersched dev` does (the dev stack's worker-config operator failed so in CI).
func TestFundedAccountSpendsAtOnce(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain := producing(t, ctx, simchain.Production{}, simchain.WithoutContracts())

	signer := types.LatestSignerForChainID(chain.ChainID)
	to := common.HexToAddress("0x000000000000000000000000000000000000dEaD")
	for i := range 40 {
		a, err := simchain.NewAccount(fmt.Sprintf("fresh-%d", i))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := chain.Transfer(ctx, chain.Deployer, a.Address, simchain.Ether); err != nil {
			t.Fatalf("fund %d: %v", i, err)
		}
		head, err := chain.Head(ctx)
		if err != nil {
			t.Fatal(err)
		}
		tx, err := types.SignNewTx(a.Key, signer, &types.DynamicFeeTx{ChainID: chain.ChainID, Nonce: 0,
			GasTipCap: big.NewInt(1), GasFeeCap: new(big.Int).Mul(head.BaseFee, big.NewInt(2)), Gas: 21_000, To: &to, Value: big.NewInt(1)})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := chain.SendFunded(ctx, func() (*types.Transaction, error) { return tx, chain.Client.SendTransaction(ctx, tx) }); err != nil {
			t.Fatalf("account %d's first send right after its funding: %v", i, err)
		}
	}

	// An account that was never funded is still refused, once the wait is over.
	broke, err := simchain.NewAccount("never-funded")
	if err != nil {
		t.Fatal(err)
	}
	tx, err := types.SignNewTx(broke.Key, signer, &types.DynamicFeeTx{ChainID: chain.ChainID, Nonce: 0,
		GasTipCap: big.NewInt(1), GasFeeCap: big.NewInt(1_000_000_000_000), Gas: 21_000, To: &to, Value: big.NewInt(1)})
	if err != nil {
		t.Fatal(err)
	}
	short, cancelShort := context.WithTimeout(ctx, time.Second)
	defer cancelShort()
	if _, err := chain.SendFunded(short, func() (*types.Transaction, error) { return tx, chain.Client.SendTransaction(ctx, tx) }); err == nil || !strings.Contains(err.Error(), "insufficient funds") {
		t.Fatalf("an unfunded account's send: got %v, want its refusal for insufficient funds", err)
	}
}
