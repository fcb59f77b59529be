package agent

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math"
	"math/big"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/internal/txsend"
	"github.com/infersched/infersched/wire"
)

// ChainClient is what the worker needs of an Ethereum node. *ethclient.Client and the
// client of go-ethereum's simulated backend satisfy it.
type ChainClient interface {
	bind.ContractBackend
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
	NonceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (uint64, error)
	FeeHistory(ctx context.Context, blockCount uint64, lastBlock *big.Int, rewardPercentiles []float64) (*ethereum.FeeHistory, error)
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

// ErrPromptMismatch: an assignment's prompt is not the one its requester paid for; the
// job is refused (nacked) and never run.
var ErrPromptMismatch = errors.New("prompt does not match the request's commitment")

// skipReverts are the contract errors that mean "not ours to fulfil any more".
var skipReverts = []string{"AlreadyFulfilled", "AlreadyRefunded", "DeadlinePassed", "VoucherExpired", "UnknownRequest"}

// txm sends result transactions for one worker key, through txsend, journaling every
// attempt in the state file before it is broadcast.
type txm struct {
	cfg    TxConfig
	chain  ChainClient
	sender *txsend.Sender
	from   common.Address
	router common.Address
	caller *bindings.InferenceRouterCaller
	abi    *abi.ABI
	state  *store
	clock  func() time.Time
	log    *zap.Logger

	flightMu sync.Mutex
	flights  map[string]*flight // requests being followed

	chainID *big.Int
	l1      l1Detector // whether the chain charges an OP-stack L1 data fee
	tokens  tokenMeta  // decimals of the tokens fees were paid in (tokenfee.go)

	// upload puts an output above the router's inline limit into the store (offchain.go).
	upload func(ctx context.Context, id string, out []byte) (common.Hash, error)
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
	sender := txsend.New(txsend.Config{FeeBumpPercent: cfg.FeeBumpPercent, ResubmitAfter: cfg.ResubmitAfter,
		MaxAttempts: cfg.MaxAttempts, ReceiptTimeout: cfg.ReceiptTimeout, PollInterval: cfg.PollInterval,
		Fees: txsend.DefaultFees()}, chain, chainID, key, clock, log)
	return &txm{
		cfg: cfg, chain: chain, sender: sender, from: sender.From(), router: router, caller: caller, abi: parsed,
		state: state, clock: clock, log: log, flights: map[string]*flight{}, chainID: chainID,
	}, nil
}

// submit makes sure the result of request id is on chain, once: it follows a
// transaction remembered for id, or checks that the request is still ours and sends
// submitResult. It returns the receipt of a successful result, or ErrSkipped,
// ErrReverted, ErrDropped, ErrNotMined or another error (nothing sent).
//
// A submission of a request that is already being followed waits for it and returns
// ErrAlreadySubmitted when it succeeded, so that one result is counted once.
func (m *txm) submit(ctx context.Context, id *big.Int, output []byte, v voucher) (*types.Receipt, error) {
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
	f.rcpt, f.err = m.submitOnce(ctx, id, output, v)
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

// rebroadcast sends the latest attempt of rec again (see txsend.Sender.Rebroadcast).
func (m *txm) rebroadcast(ctx context.Context, rec record) { m.sender.Rebroadcast(ctx, rec.tx()) }

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

func (m *txm) submitOnce(ctx context.Context, id *big.Int, output []byte, v voucher) (*types.Receipt, error) {
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
	callback, err := m.check(ctx, id, v.expiry)
	if err != nil {
		return nil, err
	}
	data, inline, err := m.resultArgs(ctx, id, output, v)
	if err != nil {
		return nil, fmt.Errorf("encode the result: %w", err)
	}
	gas := m.cfg.GasLimit
	if gas != 0 {
		gas += callbackTxGas(callback, inline)
	} else {
		// The estimate covers a callback: below its gas the router reverts.
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
// has expired by the head block (the next block is later still). It returns the
// request's callback gas as the chain stores it (0: none), which the result transaction
// must carry.
func (m *txm) check(ctx context.Context, id *big.Int, expiry uint64) (uint32, error) {
	got, err := m.caller.GetRequests(&bind.CallOpts{Context: ctx}, []*big.Int{id})
	if err != nil {
		return 0, fmt.Errorf("getRequests(%s): %w", id, err)
	}
	if len(got) != 1 {
		return 0, fmt.Errorf("getRequests(%s): %d answers", id, len(got))
	}
	req := got[0]
	if st := contracts.RequestStatus(req.Status); st != contracts.StatusPending {
		return 0, fmt.Errorf("%w: request %s is %s", ErrSkipped, id, st)
	}
	head, err := m.chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("head: %w", err)
	}
	if head.Time >= expiry {
		return 0, fmt.Errorf("%w: voucher expired at %d, head block time %d", ErrSkipped, expiry, head.Time)
	}
	if head.Time >= req.Deadline {
		return 0, fmt.Errorf("%w: deadline %d passed, head block time %d", ErrSkipped, req.Deadline, head.Time)
	}
	return req.CallbackGasLimit, nil
}

// voucher is what submitResult needs of an assignment's voucher.
type voucher struct {
	attempt           uint32
	notBefore, expiry uint64 // unix s, inclusive
	sig               []byte
}

func voucherOf(a wire.Assignment) voucher {
	return voucher{attempt: uint32(min(max(a.Attempt, 0), math.MaxUint32)), notBefore: a.Voucher.NotBefore, expiry: a.Voucher.Expiry, sig: a.Voucher.Signature}
}

// checkPrompt refuses an assignment whose prompt is not the one the requester paid for:
// the commitment of the model, prompt and parameters received must be the voucher's and
// the one InferenceRouter stored for the request (read from the chain, never taken from
// the bus).
func (m *txm) checkPrompt(ctx context.Context, a wire.Assignment, id *big.Int) error {
	r := a.Request
	if r.RequiredMemoryMB < 0 || r.RequiredMemoryMB > math.MaxUint32 {
		return fmt.Errorf("%w: required memory %d out of range", ErrPromptMismatch, r.RequiredMemoryMB)
	}
	got := contracts.InputHash(r.ModelID, a.Prompt, r.MaxTokens, r.GasLimit, uint32(r.RequiredMemoryMB), r.Batchable)
	if got != a.Voucher.InputHash {
		return fmt.Errorf("%w: the model, prompt and parameters hash to %s, the voucher was signed for %s", ErrPromptMismatch, got, a.Voucher.InputHash)
	}
	req, err := m.caller.GetRequest(&bind.CallOpts{Context: ctx}, id)
	if err != nil {
		return fmt.Errorf("getRequest(%s): %w", id, err)
	}
	if req.InputHash != got {
		return fmt.Errorf("%w: the model, prompt and parameters hash to %s, request %s committed to %s on chain", ErrPromptMismatch, got, id, common.Hash(req.InputHash))
	}
	return nil
}

// tx is the record's transaction as txsend sees it.
func (r record) tx() txsend.Tx {
	return txsend.Tx{Nonce: r.Nonce, Gas: r.Gas, Hashes: r.Hashes, Raw: r.Raw, SentAt: time.UnixMilli(r.SentAtMS)}
}

// journal returns the txsend.Journal that puts each attempt of request key (a batch:
// settling items) in the state file (fsynced) before it is broadcast.
func (m *txm) journal(key string, items []string) txsend.Journal {
	return func(t txsend.Tx) error {
		rec := record{RequestID: key, Nonce: t.Nonce, Gas: t.Gas, Hashes: t.Hashes, Raw: t.Raw, SentAtMS: t.SentAt.UnixMilli(), Items: items}
		return m.state.put(rec, rec.SentAtMS)
	}
}

// send signs the first attempt with the next nonce, journals it (with the requests it
// settles when it is a batch), and broadcasts it. A transaction the node refused is
// forgotten again: it is in no pool.
func (m *txm) send(ctx context.Context, key string, data []byte, gas uint64, items []string) (record, error) {
	t, err := m.sender.Send(ctx, m.router, data, gas, m.journal(key, items))
	if err != nil {
		if errors.Is(err, txsend.ErrRefused) {
			_ = m.state.remove(key)
		}
		return record{}, fmt.Errorf("send result: %w", err)
	}
	m.log.Debug("result sent", zap.String("request", key), zap.Uint64("nonce", t.Nonce), zap.Stringer("tx", t.Hashes[0]))
	rec, _ := m.state.get(key)
	return rec, nil
}

// follow follows rec's attempts to a receipt (bumping fees as txsend does) and records
// the outcome in the state file.
func (m *txm) follow(ctx context.Context, rec record) (*types.Receipt, error) {
	t, r, err := m.sender.Follow(ctx, rec.tx(), m.journal(rec.RequestID, rec.Items))
	rec.Hashes, rec.Raw, rec.SentAtMS = t.Hashes, t.Raw, t.SentAt.UnixMilli()
	switch {
	case err == nil:
		rec.MinedTx, rec.DoneAtMS, rec.Raw = r.TxHash, m.clock().UnixMilli(), nil
		rec.Outcome = "success"
		if r.Status != types.ReceiptStatusSuccessful {
			rec.Outcome = "reverted"
		}
		if err := m.state.put(rec, rec.DoneAtMS); err != nil {
			m.log.Error("state file", zap.Error(err))
		}
		if rec.Outcome != "success" {
			return r, fmt.Errorf("%w: %w", ErrReverted, m.whyReverted(ctx, t.Raw, r))
		}
		return r, nil
	case errors.Is(err, txsend.ErrDropped):
		rec.Outcome, rec.DoneAtMS, rec.Raw = "dropped", m.clock().UnixMilli(), nil
		_ = m.state.put(rec, rec.DoneAtMS)
		return nil, fmt.Errorf("%w: %w", ErrDropped, err)
	case errors.Is(err, txsend.ErrNotMined):
		return nil, fmt.Errorf("%w: request %s: %w", ErrNotMined, rec.RequestID, err)
	}
	return nil, err
}

// whyReverted replays the mined transaction (the signed attempt raw) to name the custom
// error it reverted with.
func (m *txm) whyReverted(ctx context.Context, raw []byte, r *types.Receipt) error {
	var tx types.Transaction
	if err := tx.UnmarshalBinary(raw); err != nil || tx.To() == nil {
		return fmt.Errorf("%w: %s", txsend.ErrReverted, r.TxHash.Hex())
	}
	return txsend.Reverted(ctx, m.chain, m.from, *tx.To(), tx.Data(), r)
}
