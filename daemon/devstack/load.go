package devstack

import (
	"context"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/core/types"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/simchain"
)

// Gas of one requestInference with a short prompt is about 150 000 on the dev chain;
// the limit leaves room and skips an estimate per transaction.
const loadGasLimit = 400_000

// load sends requestInference transactions from several accounts at rate per second in
// total, until ctx ends. Transactions are signed locally with consecutive nonces.
type load struct {
	chain    *simchain.Chain
	rate     float64
	model    string
	deadline time.Duration // request deadline after sending
	// batchable marks the requests batchable (the workers batch: --batch above 1).
	batchable bool
	// sub, when set, is the subscription in the dev stablecoin every fourth request is
	// paid from (requestInferenceFromSubscription, 0.01 to 1 TUSD).
	sub   uint64
	users []simchain.Account
	stats *stats
	log   *zap.Logger
}

func (l *load) run(ctx context.Context) error {
	parsed, err := bindings.InferenceRouterMetaData.GetAbi()
	if err != nil {
		return fmt.Errorf("router abi: %w", err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, len(l.users))
	for i, u := range l.users {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := l.user(ctx, parsed, i, u, l.rate/float64(len(l.users))); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	return <-errs
}

func (l *load) user(ctx context.Context, parsed *abi.ABI, idx int, u simchain.Account, rate float64) error {
	nonce, err := l.chain.Client.PendingNonceAt(ctx, u.Address)
	if err != nil {
		return fmt.Errorf("load %s: nonce: %w", u.Name, err)
	}
	signer := types.LatestSignerForChainID(l.chain.ChainID)
	tip, feeCap := big.NewInt(1_000_000_000), big.NewInt(200_000_000_000)
	start := time.Now()
	sent := 0
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-tick.C:
		}
		due := int(time.Since(start).Seconds() * rate)
		for ; sent < due && ctx.Err() == nil; sent++ {
			fee := big.NewInt(int64(1+(sent*7+idx)%100) * 1e13) // 0.00001 to 0.001 ETH
			prompt, deadline := []byte(fmt.Sprintf("%s prompt %d", u.Name, sent)), uint64(time.Now().Add(l.deadline).Unix())
			var data []byte
			if l.sub != 0 && sent%4 == 3 {
				tusd := big.NewInt(int64(1+(sent*7+idx)%100) * 10_000) // 0.01 to 1 TUSD
				data, err = parsed.Pack("requestInferenceFromSubscription", l.sub, l.model, prompt,
					uint32(64), deadline, uint32(200_000), uint32(1), l.batchable, uint32(0), tusd)
				fee = new(big.Int)
			} else {
				data, err = parsed.Pack("requestInference", l.model, prompt, uint32(64), deadline, uint32(200_000), uint32(1), l.batchable)
			}
			if err != nil {
				return fmt.Errorf("load: pack: %w", err)
			}
			to := l.chain.RouterAddress
			tx, err := types.SignNewTx(u.Key, signer, &types.DynamicFeeTx{ChainID: l.chain.ChainID, Nonce: nonce,
				GasTipCap: tip, GasFeeCap: feeCap, Gas: loadGasLimit, To: &to, Value: fee, Data: data})
			if err != nil {
				return fmt.Errorf("load: sign: %w", err)
			}
			at := time.Now()
			l.stats.noteSent(tx.Hash(), at)
			if err := l.chain.Client.SendTransaction(ctx, tx); err != nil {
				l.stats.forgetSent(tx.Hash())
				if ctx.Err() != nil {
					return nil
				}
				l.log.Warn("load: send", zap.String("user", u.Name), zap.Error(err))
				if nonce, err = l.chain.Client.PendingNonceAt(ctx, u.Address); err != nil {
					return fmt.Errorf("load %s: nonce: %w", u.Name, err)
				}
				continue
			}
			nonce++
		}
	}
}
