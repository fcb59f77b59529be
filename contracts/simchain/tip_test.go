package simchain_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/infersched/infersched/contracts/simchain"
)

// A client that prices its transaction from empty blocks (cast offers a 1 wei tip) sends
// to the dev chain over JSON-RPC; the chain, producing blocks as `infersched dev` does,
// must mine it (go-ethereum's miner default of 1 mwei left it pending for good, and the
// sender's next transaction "replacement transaction underpriced").
func TestOneWeiTipIsMined(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	chain := producing(t, ctx, simchain.Production{WallClock: true}, simchain.WithoutContracts(), simchain.WithUsers(1), simchain.WithRPC("127.0.0.1:0"))

	rpc, err := ethclient.DialContext(ctx, chain.RPCHTTP)
	if err != nil {
		t.Fatal(err)
	}
	defer rpc.Close()
	u := chain.Users[0]
	head, err := rpc.HeaderByNumber(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	signer := types.LatestSignerForChainID(chain.ChainID)
	to := common.HexToAddress("0x000000000000000000000000000000000000dEaD")
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), big.NewInt(1))
	for nonce := range uint64(2) { // the second would be "underpriced" behind a stuck first
		tx, err := types.SignNewTx(u.Key, signer, &types.DynamicFeeTx{ChainID: chain.ChainID, Nonce: nonce,
			GasTipCap: big.NewInt(1), GasFeeCap: feeCap, Gas: 21_000, To: &to, Value: big.NewInt(1)})
		if err != nil {
			t.Fatal(err)
		}
		if err := rpc.SendTransaction(ctx, tx); err != nil {
			t.Fatalf("send with nonce %d: %v", nonce, err)
		}
		var rec *types.Receipt
		wait := time.After(30 * time.Second) // blocks come every second
		for rec == nil {
			select {
			case <-wait:
				t.Fatalf("a transaction tipping 1 wei was not mined (nonce %d)", nonce)
			case <-time.After(100 * time.Millisecond):
			}
			rec, _ = rpc.TransactionReceipt(ctx, tx.Hash())
		}
		if rec.Status != types.ReceiptStatusSuccessful {
			t.Fatalf("nonce %d: status %d", nonce, rec.Status)
		}
	}
}
