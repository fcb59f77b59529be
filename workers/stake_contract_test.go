package workers

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/scheduler"
)

// The registry admits exactly the workers staked in the deployed WorkerRegistry, and
// notices an unstake once its cache entry is older than stake_cache_ttl.
func TestContractStakeReader(t *testing.T) {
	ctx := context.Background()
	chain := contractstest.NewChain(t, simchain.WithWorkers(2))
	staked, unstaked := chain.Workers[0], chain.Workers[1]
	chain.Register(t, staked, chain.MinStake)

	reader, err := NewContractStakeReader(chain.Client, chain.RegistryAddress)
	if err != nil {
		t.Fatal(err)
	}
	if got, err := reader.StakeOf(ctx, staked.Address); err != nil || got.Cmp(chain.MinStake) != 0 {
		t.Fatalf("StakeOf(staked) = %v, %v; want %v", got, err, chain.MinStake)
	}
	if got, err := reader.StakeOf(ctx, unstaked.Address); err != nil || got.Sign() != 0 {
		t.Fatalf("StakeOf(unstaked) = %v, %v; want 0", got, err)
	}

	e := newEnv(t)
	cfg := e.cfg
	cfg.MinStakeWei = scheduler.WeiFromBig(chain.MinStake)
	reg, err := New(cfg, e.rdb, reader, zap.NewNop(), WithClock(e.clock.Now))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := reg.AcceptSigned(ctx, mustSign(t, staked.Key, e.hb(staked.Key, 1))); err != nil {
		t.Fatalf("staked worker: %v", err)
	}
	if _, err := reg.AcceptSigned(ctx, mustSign(t, unstaked.Key, e.hb(unstaked.Key, 1))); !errors.Is(err, ErrNotStaked) {
		t.Fatalf("unstaked worker: %v, want ErrNotStaked", err)
	}

	chain.Mine(t)(chain.Registry.RequestUnstake(chain.Opts(t, staked)))
	e.clock.Advance(cfg.StakeCacheTTL)
	if _, err := reg.AcceptSigned(ctx, mustSign(t, staked.Key, e.hb(staked.Key, 2))); !errors.Is(err, ErrNotStaked) {
		t.Fatalf("after requestUnstake: %v, want ErrNotStaked", err)
	}
}

// failingCaller is an RPC that errors.
type failingCaller struct{}

func (failingCaller) CodeAt(context.Context, common.Address, *big.Int) ([]byte, error) {
	return nil, errors.New("rpc unavailable")
}
func (failingCaller) CallContract(context.Context, ethereum.CallMsg, *big.Int) ([]byte, error) {
	return nil, errors.New("rpc unavailable")
}

func TestContractStakeReaderErrors(t *testing.T) {
	if _, err := NewContractStakeReader(nil, common.HexToAddress("0x1")); err == nil {
		t.Error("nil caller: no error")
	}
	if _, err := NewContractStakeReader(failingCaller{}, common.Address{}); err == nil {
		t.Error("zero address: no error")
	}
	r, err := NewContractStakeReader(failingCaller{}, common.HexToAddress("0x1"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := r.StakeOf(context.Background(), common.HexToAddress("0x2")); err == nil {
		t.Error("failing RPC: no error")
	}
}
