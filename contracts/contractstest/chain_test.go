package contractstest_test

import (
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
)

func TestNewChainDeploysAndFunds(t *testing.T) {
	balance := new(big.Int).Mul(big.NewInt(5), simchain.Ether)
	chain := contractstest.NewChain(t,
		simchain.WithWorkers(2), simchain.WithUsers(1), simchain.WithBalance(balance),
		simchain.WithMinStake(big.NewInt(1000)), simchain.WithUnstakeDelay(90*time.Second),
		simchain.WithLimits(32, 8))

	if len(chain.Workers) != 2 || len(chain.Users) != 1 || len(chain.Accounts()) != 7 {
		t.Fatalf("accounts: %d workers, %d users, %d total", len(chain.Workers), len(chain.Users), len(chain.Accounts()))
	}
	for _, a := range []contractstest.Account{chain.Owner, chain.Scheduler, chain.Workers[1], chain.Users[0]} {
		if got := chain.Balance(t, a.Address); got.Cmp(balance) != 0 {
			t.Errorf("%s balance = %s, want %s", a.Name, got, balance)
		}
	}
	if chain.Workers[0].Address != contractstest.NewAccount(t, "worker-0").Address {
		t.Error("worker-0 address is not deterministic")
	}
	if chain.ChainID.Int64() != 1337 {
		t.Errorf("chain id = %s", chain.ChainID)
	}

	call := chain.Router
	if s, _ := call.Scheduler(nil); s != chain.Scheduler.Address {
		t.Errorf("router scheduler = %s", s)
	}
	if o, _ := call.Owner(nil); o != chain.Owner.Address {
		t.Errorf("router owner = %s", o)
	}
	if p, _ := call.MaxPromptBytes(nil); p.Int64() != 32 {
		t.Errorf("maxPromptBytes = %s", p)
	}
	if s, _ := chain.Anchor.Scheduler(nil); s != chain.Scheduler.Address {
		t.Errorf("anchor scheduler = %s", s)
	}
	if d, _ := chain.Registry.UnstakeDelay(nil); d != 90 {
		t.Errorf("unstakeDelay = %d", d)
	}
	if m, _ := chain.Registry.MinStake(nil); m.Int64() != 1000 {
		t.Errorf("minStake = %s", m)
	}
	for name, addr := range map[string]common.Address{"router": chain.RouterAddress, "registry": chain.RegistryAddress, "anchor": chain.AnchorAddress} {
		code, err := chain.Client.CodeAt(t.Context(), addr, nil)
		if err != nil || len(code) == 0 {
			t.Errorf("%s has no code: %v", name, err)
		}
	}
}

func TestChainHelpers(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	for _, w := range chain.Workers {
		if chain.StakeOf(t, w).Cmp(chain.MinStake) != 0 {
			t.Errorf("%s not staked", w.Name)
		}
	}
	id := chain.RequestInference(t, chain.Users[0], contractstest.Request{Fee: big.NewInt(7)})
	if chain.Status(t, id) != contracts.StatusPending {
		t.Fatal("not pending")
	}
	chain.SubmitResult(t, chain.Workers[1], id, []byte("done"))
	if chain.Status(t, id) != contracts.StatusFulfilled {
		t.Fatal("not fulfilled")
	}

	late := chain.RequestInference(t, chain.Users[0], contractstest.Request{Deadline: chain.Now(t) + 5})
	before := chain.Now(t)
	chain.AdjustTime(t, time.Minute)
	if chain.Now(t) < before+60 {
		t.Fatalf("AdjustTime: head time %d, want ≥ %d", chain.Now(t), before+60)
	}
	chain.Refund(t, chain.Users[0], late)
	if chain.Status(t, late) != contracts.StatusRefunded {
		t.Fatal("not refunded")
	}

	chain.AnchorRoot(t, 1, 2, [32]byte{1})

	addr, other := chain.DeployRouter(t)
	if addr == chain.RouterAddress {
		t.Fatal("DeployRouter returned the default router")
	}
	if n, _ := other.NextRequestId(nil); n.Int64() != 1 {
		t.Errorf("new router nextRequestId = %s", n)
	}

	to := common.HexToAddress("0x1234")
	chain.Transfer(t, chain.Users[1], to, big.NewInt(99))
	if chain.Balance(t, to).Int64() != 99 {
		t.Error("transfer did not arrive")
	}
}

func TestDevConfig(t *testing.T) {
	chain := contractstest.NewChain(t, simchain.WithChainConfig(simchain.DevConfig()))
	chain.RequestInference(t, chain.Users[0], contractstest.Request{})
}

// Many transactions from one sender, sent before a single commit, all land in one block.
func TestManyTransactionsFromOneSenderInOneBlock(t *testing.T) {
	chain := contractstest.NewChain(t)
	var txs []*types.Transaction
	for range 20 {
		tx, err := chain.SendRequest(t, chain.Users[0], contractstest.Request{})
		if err != nil {
			t.Fatal(err)
		}
		txs = append(txs, tx)
	}
	rs := chain.CommitTxs(t, txs...)
	for i, r := range rs {
		if r.Status != types.ReceiptStatusSuccessful || r.BlockNumber.Cmp(rs[0].BlockNumber) != 0 {
			t.Fatalf("tx %d: status %d block %s, want success in block %s", i, r.Status, r.BlockNumber, rs[0].BlockNumber)
		}
	}
	if n, _ := chain.Router.NextRequestId(nil); n.Int64() != 21 {
		t.Errorf("nextRequestId = %s, want 21", n)
	}
}
