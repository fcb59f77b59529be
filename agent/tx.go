package agent

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
)

// ChainClient is what the worker needs of an Ethereum node. *ethclient.Client and the
// client of go-ethereum's simulated backend satisfy it.
type ChainClient interface {
	bind.ContractBackend
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	NonceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (uint64, error)
}

// Outcomes of a submission that are not a mined result.
var (
	// ErrSkipped: the request is no longer ours to fulfil (already fulfilled or refunded,
	// deadline passed, voucher expired); nothing was sent.
	ErrSkipped = errors.New("result not submitted")
	// ErrReverted: the result transaction was mined and failed.
	ErrReverted = errors.New("result transaction reverted")
	// ErrDropped: the nonce of the result transaction was used by another transaction
	// and none of ours was mined.
	ErrDropped = errors.New("result transaction dropped")
	// ErrAlreadySubmitted: a result for the request went out earlier and has its
	// outcome (recorded in the state file); nothing was sent.
	ErrAlreadySubmitted = errors.New("result already submitted")
	// ErrNotMined: no receipt within tx.receipt_timeout or the attempts; the
	// transaction may still be mined later (the state file keeps following it).
	ErrNotMined = errors.New("result transaction not mined")
)

// skipReverts are the contract errors that mean "not ours to fulfil any more".
var skipReverts = []string{"AlreadyFulfilled", "AlreadyRefunded", "DeadlinePassed", "VoucherExpired", "UnknownRequest"}

// txm sends result transactions for one worker key.
type txm struct {
	cfg     TxConfig
	chain   ChainClient
	chainID *big.Int
	key     *ecdsa.PrivateKey
	from    common.Address
	router  common.Address
	caller  *bindings.InferenceRouterCaller
	abi     *abi.ABI
	signer  types.Signer
	state   *store
	clock   func() time.Time
	log     *zap.Logger

	nonceMu  sync.Mutex // serialises nonce use: held from choosing a nonce to the send
	nonce    uint64
	nonceSet bool

	flightMu sync.Mutex
	flights  map[string]*flight // requests being followed
}

type flight struct {
	done chan struct{}
	rcpt *types.Receipt
	err  error
}

func newTxm(cfg TxConfig, chain ChainClient, chainID *big.Int, key *ecdsa.PrivateKey, router common.Address,
	state *store, clock func() time.Time, log *zap.Logger) (*txm, error) {
	parsed, err := bindings.InferenceRouterMetaData.GetAbi()
	if err != nil {
		return nil, fmt.Errorf("router abi: %w", err)
	}
	caller, err := bindings.NewInferenceRouterCaller(router, chain)
	if err != nil {
		return nil, fmt.Errorf("router binding: %w", err)
	}
	return &txm{
		cfg: cfg, chain: chain, chainID: chainID, key: key, from: crypto.PubkeyToAddress(key.PublicKey),
		router: router, caller: caller, abi: parsed, signer: types.LatestSignerForChainID(chainID),
		state: state, clock: clock, log: log, flights: map[string]*flight{},
	}, nil
}

// submit makes sure the result of request id is on chain, once: it follows a
// transaction remembered for id, or checks that the request is still ours and sends
// submitResult. It returns the receipt of a successful result, or ErrSkipped,
// ErrReverted, ErrDropped, ErrNotMined or another error (nothing sent).
//
// A submission of a request that is already being followed waits for it and returns
// ErrAlreadySubmitted when it succeeded, so that one result is counted once.
func (m *txm) submit(ctx context.Context, id *big.Int, output []byte, expiry uint64, sig []byte) (*types.Receipt, error) {
	key := id.String()
	f, leader := m.join(key)
	if !leader {
		select {
		case <-f.done:
			if f.err == nil {
				return f.rcpt, fmt.Errorf("%w: by a concurrent submission", ErrAlreadySubmitted)
			}
			return f.rcpt, f.err
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	f.rcpt, f.err = m.submitOnce(ctx, id, output, expiry, sig)
	m.leave(key, f)
	return f.rcpt, f.err
}

// resume follows a remembered transaction to its end (on start).
func (m *txm) resume(ctx context.Context, rec record) (*types.Receipt, error) {
	f, leader := m.join(rec.RequestID)
	if !leader {
		<-f.done
		if f.err == nil {
			return f.rcpt, fmt.Errorf("%w: by a concurrent submission", ErrAlreadySubmitted)
		}
		return f.rcpt, f.err
	}
	m.rebroadcast(ctx, rec)
	f.rcpt, f.err = m.follow(ctx, rec)
	m.leave(rec.RequestID, f)
	return f.rcpt, f.err
}

// rebroadcast sends the latest attempt of rec again: the node may have lost it (a
// restart of either side), or the send may never have happened (a crash between
// remembering and sending). "Already known" and "nonce too low" are fine.
func (m *txm) rebroadcast(ctx context.Context, rec record) {
	if len(rec.Raw) == 0 {
		return
	}
	var tx types.Transaction
	if err := tx.UnmarshalBinary(rec.Raw); err == nil {
		if err := m.chain.SendTransaction(ctx, &tx); err != nil {
			m.log.Debug("rebroadcast", zap.String("request", rec.RequestID), zap.Error(err))
		}
	}
}

func (m *txm) join(key string) (*flight, bool) {
	m.flightMu.Lock()
	defer m.flightMu.Unlock()
	if f, ok := m.flights[key]; ok {
		return f, false
	}
	f := &flight{done: make(chan struct{})}
	m.flights[key] = f
	return f, true
}

func (m *txm) leave(key string, f *flight) {
	m.flightMu.Lock()
	delete(m.flights, key)
	m.flightMu.Unlock()
	close(f.done)
}

func (m *txm) submitOnce(ctx context.Context, id *big.Int, output []byte, expiry uint64, sig []byte) (*types.Receipt, error) {
	key := id.String()
	if rec, ok := m.state.get(key); ok {
		if rec.RequestID != key { // sent in a batch (batch.go)
			return m.followBatched(ctx, rec, id)
		}
		switch rec.Outcome {
		case "":
			m.rebroadcast(ctx, rec)
			return m.follow(ctx, rec)
		default:
			return nil, fmt.Errorf("%w: %s in %s", ErrAlreadySubmitted, rec.Outcome, rec.MinedTx)
		}
	}
	if err := m.check(ctx, id, expiry); err != nil {
		return nil, err
	}
	data, err := m.abi.Pack("submitResult", id, output, expiry, sig)
	if err != nil {
		return nil, fmt.Errorf("encode submitResult: %w", err)
	}
	gas := m.cfg.GasLimit
	if gas == 0 {
		est, err := m.chain.EstimateGas(ctx, ethereum.CallMsg{From: m.from, To: &m.router, Data: data})
		if err != nil {
			if r, ok := contracts.DecodeRevert(err); ok {
				for _, name := range skipReverts {
					if r.Name == name {
						return nil, fmt.Errorf("%w: %v", ErrSkipped, r)
					}
				}
				return nil, fmt.Errorf("submitResult would revert: %w", r)
			}
			return nil, fmt.Errorf("estimate gas: %w", err)
		}
		gas = est + est/5
	}
	rec, err := m.send(ctx, key, data, gas, nil)
	if err != nil {
		return nil, err
	}
	return m.follow(ctx, rec)
}

// check refuses a request that is not pending, past its deadline, or whose voucher
// has expired by the head block (the next block is later still).
func (m *txm) check(ctx context.Context, id *big.Int, expiry uint64) error {
	req, err := m.caller.GetRequest(&bind.CallOpts{Context: ctx}, id)
	if err != nil {
		return fmt.Errorf("getRequest(%s): %w", id, err)
	}
	if st := contracts.RequestStatus(req.Status); st != contracts.StatusPending {
		return fmt.Errorf("%w: request %s is %s", ErrSkipped, id, st)
	}
	head, err := m.chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return fmt.Errorf("head: %w", err)
	}
	if head.Time >= expiry {
		return fmt.Errorf("%w: voucher expired at %d, head block time %d", ErrSkipped, expiry, head.Time)
	}
	if head.Time >= req.Deadline {
		return fmt.Errorf("%w: deadline %d passed, head block time %d", ErrSkipped, req.Deadline, head.Time)
	}
	return nil
}

// fees are the EIP-1559 fees of a first attempt: the node's tip, cap 2 × base + tip.
func (m *txm) fees(ctx context.Context) (tip, feeCap *big.Int, err error) {
	tip, err = m.chain.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("gas tip: %w", err)
	}
	head, err := m.chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("head: %w", err)
	}
	base := head.BaseFee
	if base == nil {
		base = new(big.Int)
	}
	return tip, new(big.Int).Add(new(big.Int).Mul(base, big.NewInt(2)), tip), nil
}

// send signs the first attempt with the next nonce, remembers it (with the requests it
// settles when it is a batch), and broadcasts it.
func (m *txm) send(ctx context.Context, key string, data []byte, gas uint64, items []string) (record, error) {
	tip, feeCap, err := m.fees(ctx)
	if err != nil {
		return record{}, err
	}
	m.nonceMu.Lock()
	defer m.nonceMu.Unlock()
	if !m.nonceSet {
		n, err := m.chain.PendingNonceAt(ctx, m.from)
		if err != nil {
			return record{}, fmt.Errorf("pending nonce: %w", err)
		}
		m.nonce, m.nonceSet = n, true
	}
	tx, err := m.sign(m.nonce, gas, tip, feeCap, data)
	if err != nil {
		return record{}, err
	}
	raw, _ := tx.MarshalBinary()
	rec := record{RequestID: key, Nonce: m.nonce, Gas: gas, Hashes: []common.Hash{tx.Hash()}, Raw: raw, SentAtMS: m.clock().UnixMilli(), Items: items}
	// Remember before sending: a crash after the send must find it.
	if err := m.state.put(rec, m.clock().UnixMilli()); err != nil {
		return record{}, err
	}
	if err := m.chain.SendTransaction(ctx, tx); err != nil {
		m.nonceSet = false // learn the nonce again from the node
		var rpcErr rpc.Error
		if errors.As(err, &rpcErr) || isRefusal(err) {
			// The node refused it: it is not in any pool.
			_ = m.state.remove(key)
			return record{}, fmt.Errorf("send result: %w", err)
		}
		m.log.Warn("result send failed; following it in case it got through", zap.String("request", key), zap.Error(err))
		return rec, nil
	}
	m.nonce++
	m.log.Debug("result sent", zap.String("request", key), zap.Uint64("nonce", rec.Nonce), zap.Stringer("tx", tx.Hash()))
	return rec, nil
}

// isRefusal recognises txpool refusals that come back as plain errors (the simulated
// backend returns the pool's errors directly).
func isRefusal(err error) bool {
	s := strings.ToLower(err.Error())
	for _, k := range []string{"nonce too low", "underpriced", "insufficient funds", "intrinsic gas", "exceeds block gas limit", "fee cap", "already known"} {
		if strings.Contains(s, k) {
			return true
		}
	}
	return false
}

func (m *txm) sign(nonce, gas uint64, tip, feeCap *big.Int, data []byte) (*types.Transaction, error) {
	tx, err := types.SignNewTx(m.key, m.signer, &types.DynamicFeeTx{
		ChainID: m.chainID, Nonce: nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &m.router, Data: data,
	})
	if err != nil {
		return nil, fmt.Errorf("sign result tx: %w", err)
	}
	return tx, nil
}

// follow polls the receipts of every attempt of rec until one is mined, replacing the
// latest attempt with bumped fees every tx.resubmit_after (at most tx.max_attempts
// sends), and records the outcome.
func (m *txm) follow(ctx context.Context, rec record) (*types.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, m.cfg.ReceiptTimeout)
	defer cancel()
	lastSent := time.UnixMilli(rec.SentAtMS)
	tick := time.NewTicker(m.cfg.PollInterval)
	defer tick.Stop()
	var movedAt time.Time
	for {
		// The mined nonce tells cheaply whether anything of ours with this nonce is in a
		// block yet; only then are the receipts looked up.
		n, nerr := m.chain.NonceAt(ctx, m.from, nil)
		if nerr != nil || n > rec.Nonce {
			for _, h := range rec.Hashes {
				r, err := m.chain.TransactionReceipt(ctx, h)
				if err != nil {
					continue
				}
				rec.MinedTx, rec.DoneAtMS, rec.Raw = h, m.clock().UnixMilli(), nil
				rec.Outcome = "success"
				if r.Status != types.ReceiptStatusSuccessful {
					rec.Outcome = "reverted"
				}
				if err := m.state.put(rec, rec.DoneAtMS); err != nil {
					m.log.Error("state file", zap.Error(err))
				}
				if rec.Outcome != "success" {
					return r, fmt.Errorf("%w: %s", ErrReverted, h)
				}
				return r, nil
			}
		}
		// None of ours mined, yet the nonce is used: another transaction took it. The
		// node may index receipts a little after the nonce moves, so wait a while.
		if nerr == nil && n > rec.Nonce {
			if movedAt.IsZero() {
				movedAt = time.Now()
			} else if time.Since(movedAt) > max(2*time.Second, 3*m.cfg.PollInterval) {
				rec.Outcome, rec.DoneAtMS, rec.Raw = "dropped", m.clock().UnixMilli(), nil
				_ = m.state.put(rec, rec.DoneAtMS)
				return nil, fmt.Errorf("%w: nonce %d used by another transaction", ErrDropped, rec.Nonce)
			}
		}
		if m.clock().Sub(lastSent) >= m.cfg.ResubmitAfter && len(rec.Hashes) < m.cfg.MaxAttempts {
			if nrec, err := m.bump(ctx, rec); err != nil {
				m.log.Warn("fee bump failed", zap.String("request", rec.RequestID), zap.Error(err))
				lastSent = m.clock() // try again after another resubmit_after
			} else {
				rec, lastSent = nrec, m.clock()
			}
		}
		select {
		case <-ctx.Done():
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				return nil, fmt.Errorf("%w: request %s after %d attempts", ErrNotMined, rec.RequestID, len(rec.Hashes))
			}
			return nil, ctx.Err()
		case <-tick.C:
		}
	}
}

// bump replaces the latest attempt: same nonce and data, tip and fee cap raised by
// fee_bump_percent (and at least to what the chain asks now).
func (m *txm) bump(ctx context.Context, rec record) (record, error) {
	var last types.Transaction
	if err := last.UnmarshalBinary(rec.Raw); err != nil {
		return rec, fmt.Errorf("decode last attempt: %w", err)
	}
	pct := big.NewInt(int64(100 + m.cfg.FeeBumpPercent))
	up := func(x *big.Int) *big.Int {
		y := new(big.Int).Mul(x, pct)
		y.Add(y, big.NewInt(99)) // round up so that a small fee still rises by the percentage
		return y.Div(y, big.NewInt(100))
	}
	tip, feeCap := up(last.GasTipCap()), up(last.GasFeeCap())
	if t, c, err := m.fees(ctx); err == nil {
		if t.Cmp(tip) > 0 {
			tip = t
		}
		if c.Cmp(feeCap) > 0 {
			feeCap = c
		}
	}
	if tip.Cmp(feeCap) > 0 {
		feeCap = new(big.Int).Set(tip)
	}
	tx, err := m.sign(rec.Nonce, last.Gas(), tip, feeCap, last.Data())
	if err != nil {
		return rec, err
	}
	raw, _ := tx.MarshalBinary()
	next := rec
	next.Hashes = append(append([]common.Hash(nil), rec.Hashes...), tx.Hash())
	next.Raw, next.SentAtMS = raw, m.clock().UnixMilli()
	if err := m.state.put(next, next.SentAtMS); err != nil {
		return rec, err
	}
	if err := m.chain.SendTransaction(ctx, tx); err != nil {
		// Most likely an earlier attempt was just mined ("nonce too low"); the next
		// poll finds its receipt. The new hash stays remembered, harmlessly.
		return next, fmt.Errorf("send replacement: %w", err)
	}
	m.log.Info("result transaction replaced with higher fees", zap.String("request", rec.RequestID),
		zap.Uint64("nonce", rec.Nonce), zap.Stringer("tx", tx.Hash()), zap.Stringer("tip", tip), zap.Stringer("fee_cap", feeCap))
	return next, nil
}
