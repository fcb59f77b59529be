package keeper

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/txsend"
)

// Keeper refunds due requests in batches. Safe for concurrent use (passes run one at
// a time).
type Keeper struct {
	cfg    Config
	rpc    *ethrpc.Pool
	router common.Address
	sender *txsend.Sender
	abi    *abi.ABI
	log    *zap.Logger
	// Active says whether this replica keeps now (the holder of shard 0's lease); nil:
	// always. Set before Run.
	Active func() bool

	mu sync.Mutex // one pass at a time; guards the cursor
	// cursor is the lowest id not known to be settled; pos where the next pass reads.
	cursor, pos *big.Int

	refunded prometheus.Counter
	batches  *prometheus.CounterVec
	due      prometheus.Gauge
}

// New returns a keeper of router's requests, sending from key. reg receives its metrics
// (nil: unregistered).
func New(cfg Config, rpc *ethrpc.Pool, chainID *big.Int, router common.Address, key *ecdsa.PrivateKey, log *zap.Logger, reg prometheus.Registerer) (*Keeper, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("keeper: %w", err)
	}
	if rpc == nil || key == nil || chainID == nil {
		return nil, errors.New("keeper: an rpc pool, a chain id and a key are required")
	}
	if log == nil {
		log = zap.NewNop()
	}
	parsed, err := bindings.InferenceRouterMetaData.GetAbi()
	if err != nil {
		return nil, fmt.Errorf("keeper: router abi: %w", err)
	}
	k := &Keeper{cfg: cfg, rpc: rpc, router: router, abi: parsed, log: log, cursor: big.NewInt(1), pos: big.NewInt(1),
		sender: txsend.New(txsend.Config{FeeBumpPercent: cfg.FeeBumpPercent, ResubmitAfter: cfg.ResubmitAfter,
			MaxAttempts: cfg.MaxAttempts, ReceiptTimeout: time.Duration(cfg.MaxAttempts) * cfg.ResubmitAfter,
			PollInterval: 200 * time.Millisecond, Fees: txsend.DefaultFees()}, rpc.Client(), chainID, key, nil, log),
		refunded: prometheus.NewCounter(prometheus.CounterOpts{Name: "infersched_keeper_refunds_total",
			Help: "Requests the keeper refunded with refundMany (expired, or withdrawn)."}),
		batches: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "infersched_keeper_batches_total",
			Help: "refundMany transactions the keeper sent, by result (mined, reverted, failed)."}, []string{"result"}),
		due: prometheus.NewGauge(prometheus.GaugeOpts{Name: "infersched_keeper_due",
			Help: "Refundable requests the keeper's last pass found."}),
	}
	if reg != nil {
		for _, c := range []prometheus.Collector{k.refunded, k.batches, k.due} {
			if err := reg.Register(c); err != nil {
				return nil, fmt.Errorf("keeper metrics: %w", err)
			}
		}
	}
	return k, nil
}

// From is the keeper's address (the account that pays the refunds' gas).
func (k *Keeper) From() common.Address { return k.sender.From() }

// Run passes every interval while Active until ctx ends.
func (k *Keeper) Run(ctx context.Context) error {
	t := time.NewTicker(k.cfg.Interval)
	defer t.Stop()
	for {
		if k.Active == nil || k.Active() {
			if n, err := k.Pass(ctx); err != nil && ctx.Err() == nil {
				k.log.Warn("keeper pass", zap.Int("refunded", n), zap.Error(err))
			} else if n > 0 {
				k.log.Info("expired requests refunded", zap.Int("refunded", n))
			}
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// Pass scans once and refunds what is due; it returns how many it refunded.
func (k *Keeper) Pass(ctx context.Context) (int, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	due, err := k.scan(ctx)
	if err != nil {
		return 0, err
	}
	k.due.Set(float64(len(due)))
	refunded := 0
	for len(due) > 0 {
		n := min(len(due), k.cfg.MaxBatch)
		got, err := k.refund(ctx, due[:n])
		refunded += got
		if err != nil {
			return refunded, err
		}
		due = due[n:]
	}
	return refunded, nil
}

// scan reads up to max_scan ids from pos and returns those due now (by the head's
// time), moving the cursor past the settled ones at its front.
func (k *Keeper) scan(ctx context.Context) ([]*big.Int, error) {
	var next *big.Int
	var head *types.Header
	err := k.rpc.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
		r, err := bindings.NewInferenceRouterCaller(k.router, c)
		if err != nil {
			return err
		}
		if next, err = r.NextRequestId(&bind.CallOpts{Context: ctx}); err != nil {
			return fmt.Errorf("nextRequestId: %w", err)
		}
		head, err = c.HeaderByNumber(ctx, nil)
		return err
	})
	if err != nil {
		return nil, err
	}
	if k.pos.Cmp(next) >= 0 || k.pos.Cmp(k.cursor) < 0 {
		k.pos.Set(k.cursor) // round again from the cursor
	}
	var due []*big.Int
	for read := 0; read < k.cfg.MaxScan && k.pos.Cmp(next) < 0; {
		n := int(min(int64(min(MaxBatchLimit, k.cfg.MaxScan-read)), new(big.Int).Sub(next, k.pos).Int64()))
		ids := make([]*big.Int, n)
		for i := range ids {
			ids[i] = new(big.Int).Add(k.pos, big.NewInt(int64(i)))
		}
		var got []bindings.InferenceRouterRequestInfo
		err := k.rpc.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
			r, err := bindings.NewInferenceRouterCaller(k.router, c)
			if err != nil {
				return err
			}
			got, err = r.GetRequests(&bind.CallOpts{Context: ctx, BlockNumber: head.Number}, ids)
			return err
		})
		if err != nil {
			return due, fmt.Errorf("getRequests from %s: %w", k.pos, err)
		}
		if len(got) != n {
			return due, fmt.Errorf("getRequests from %s: %d answers for %d ids", k.pos, len(got), n)
		}
		front := k.pos.Cmp(k.cursor) == 0
		for i, g := range got {
			pending := contracts.RequestStatus(g.Status) == contracts.StatusPending
			if front && !pending && g.Status != uint8(contracts.StatusNone) {
				k.cursor.Add(ids[i], big.NewInt(1)) // settled: never read again
			} else {
				front = false
			}
			if pending && refundable(g, head.Time) {
				due = append(due, ids[i])
			}
		}
		read += n
		k.pos.Add(k.pos, big.NewInt(int64(n)))
	}
	return due, nil
}

// refundable: the next block (time > now) may refund it.
func refundable(g bindings.InferenceRouterRequestInfo, now uint64) bool {
	return g.Deadline <= now || (g.WithdrawAt != 0 && g.WithdrawAt <= now)
}

// refund sends one refundMany of ids and follows it to its receipt; it returns how many
// requests it refunded (the router skips those another refund got first).
func (k *Keeper) refund(ctx context.Context, ids []*big.Int) (int, error) {
	data, err := k.abi.Pack("refundMany", ids)
	if err != nil {
		return 0, fmt.Errorf("encode refundMany: %w", err)
	}
	noJournal := func(txsend.Tx) error { return nil } // what is due is read again from the chain
	gas := k.cfg.GasBase + k.cfg.GasPerRefund*uint64(len(ids))
	tx, err := k.sender.Send(ctx, k.router, data, gas, noJournal)
	if err != nil {
		k.batches.WithLabelValues("failed").Inc()
		return 0, fmt.Errorf("refundMany of %d: %w", len(ids), err)
	}
	tx, rcpt, err := k.sender.Follow(ctx, tx, noJournal)
	if err != nil {
		if errors.Is(err, txsend.ErrDropped) {
			k.sender.ForgetNonce()
		}
		k.batches.WithLabelValues("failed").Inc()
		return 0, fmt.Errorf("refundMany of %d: %w", len(ids), err)
	}
	if rcpt.Status != types.ReceiptStatusSuccessful {
		k.batches.WithLabelValues("reverted").Inc()
		return 0, fmt.Errorf("refundMany of %d: %w: %s", len(ids), txsend.ErrReverted, rcpt.TxHash.Hex())
	}
	k.batches.WithLabelValues("mined").Inc()
	n := 0
	ev := k.abi.Events["Refunded"].ID
	for _, l := range rcpt.Logs {
		if l.Address == k.router && len(l.Topics) > 0 && l.Topics[0] == ev {
			n++
		}
	}
	k.refunded.Add(float64(n))
	k.log.Debug("refundMany mined", zap.Stringer("tx", rcpt.TxHash), zap.Int("ids", len(ids)), zap.Int("refunded", n),
		zap.Int("attempts", len(tx.Hashes)))
	return n, nil
}
