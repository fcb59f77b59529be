package contracts_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/holiman/uint256"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest"
)

// rejecterInitCode deploys a contract whose code is PUSH0 PUSH0 REVERT: every call to it,
// including a plain ether transfer, reverts.
var rejecterInitCode = common.FromHex("0x625f5ffd5f526003601df3")

// sendTx signs the transaction build returns, sends it from `from` and mines it.
func sendTx(t *testing.T, chain *contractstest.Chain, from contractstest.Account, build func(nonce uint64, tip, feeCap *big.Int) types.TxData) *types.Receipt {
	t.Helper()
	nonce, err := chain.Client.PendingNonceAt(t.Context(), from.Address)
	if err != nil {
		t.Fatal(err)
	}
	tip, err := chain.Client.SuggestGasTipCap(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(chain.Head(t).BaseFee, big.NewInt(2)))
	tx, err := types.SignNewTx(from.Key, types.LatestSignerForChainID(chain.ChainID), build(nonce, tip, feeCap))
	if err != nil {
		t.Fatal(err)
	}
	return chain.Mine(t)(tx, chain.Client.SendTransaction(t.Context(), tx))
}

// delegateToRejecter makes the EOA a reject all incoming ether (EIP-7702): the owner
// sponsors a set-code transaction carrying a's authorization to run the rejecter's code.
func delegateToRejecter(t *testing.T, chain *contractstest.Chain, a contractstest.Account) {
	t.Helper()
	rec := sendTx(t, chain, chain.Deployer, func(nonce uint64, tip, feeCap *big.Int) types.TxData {
		return &types.DynamicFeeTx{ChainID: chain.ChainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: 200_000, Data: rejecterInitCode}
	})
	rejecter := rec.ContractAddress
	aNonce, err := chain.Client.PendingNonceAt(t.Context(), a.Address)
	if err != nil {
		t.Fatal(err)
	}
	auth, err := types.SignSetCode(a.Key, types.SetCodeAuthorization{
		ChainID: *uint256.MustFromBig(chain.ChainID), Address: rejecter, Nonce: aNonce,
	})
	if err != nil {
		t.Fatal(err)
	}
	sendTx(t, chain, chain.Owner, func(nonce uint64, tip, feeCap *big.Int) types.TxData {
		return &types.SetCodeTx{
			ChainID: uint256.MustFromBig(chain.ChainID), Nonce: nonce,
			GasTipCap: uint256.MustFromBig(tip), GasFeeCap: uint256.MustFromBig(feeCap), Gas: 200_000,
			To: chain.Owner.Address, Value: new(uint256.Int), AuthList: []types.SetCodeAuthorization{auth},
		}
	})
	// Plain transfers to a now revert.
	if _, err := chain.Client.CallContract(t.Context(), ethereum.CallMsg{From: chain.Owner.Address, To: &a.Address, Value: big.NewInt(1)}, nil); err == nil {
		t.Fatal("delegated account still accepts ether")
	}
}

func TestPaymentFailures(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t) // results are paid to staked workers only

	t.Run("refund to a requester that rejects ether", func(t *testing.T) {
		user := chain.Users[2]
		id := chain.RequestInference(t, user, contractstest.Request{Fee: fee, Deadline: chain.Now(t) + 60})
		delegateToRejecter(t, chain, user)
		chain.AdjustTime(t, 2*time.Minute)
		_, err := chain.Router.Refund(chain.Opts(t, chain.Users[0]), id)
		r := wantRevert(t, err, "PaymentFailed")
		if r.Args[0].(common.Address) != user.Address || r.Args[1].(*big.Int).Cmp(fee) != 0 {
			t.Errorf("args = %v", r.Args)
		}
		if chain.Status(t, id) != contracts.StatusPending {
			t.Error("status changed by a failed refund")
		}
	})
	t.Run("fee to a worker that rejects ether", func(t *testing.T) {
		w := chain.Workers[2]
		id := chain.RequestInference(t, chain.Users[0], contractstest.Request{Fee: fee})
		delegateToRejecter(t, chain, w)
		_, err := chain.SendResult(t, w, id, []byte("out"))
		wantRevert(t, err, "PaymentFailed")
		// Without a fee nothing is sent, so the same worker can deliver a free request.
		free := chain.RequestInference(t, chain.Users[0], contractstest.Request{})
		chain.SubmitResult(t, w, free, []byte("out"))
	})
	t.Run("withdraw to a worker that rejects ether", func(t *testing.T) {
		w := chain.Workers[1]
		chain.Register(t, w, chain.MinStake)
		chain.Mine(t)(chain.Registry.RequestUnstake(chain.Opts(t, w)))
		delegateToRejecter(t, chain, w)
		chain.AdjustTime(t, 2*time.Hour)
		_, err := chain.Registry.Withdraw(chain.Opts(t, w))
		wantRevert(t, err, "PaymentFailed")
	})
}
