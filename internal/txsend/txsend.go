package txsend

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
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"
	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/feemarket"
)

// Chain is what a Sender needs of a node. Every ethrpc.Client (a pool's Client fails
// over) and go-ethereum's clients satisfy it.
type Chain interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FeeHistory(ctx context.Context, blockCount uint64, lastBlock *big.Int, rewardPercentiles []float64) (*ethereum.FeeHistory, error)
	SuggestGasTipCap(ctx context.Context) (*big.Int, error)
	PendingNonceAt(ctx context.Context, account common.Address) (uint64, error)
	NonceAt(ctx context.Context, account common.Address, blockNumber *big.Int) (uint64, error)
	SendTransaction(ctx context.Context, tx *types.Transaction) error
	TransactionReceipt(ctx context.Context, txHash common.Hash) (*types.Receipt, error)
}

var (
	// ErrRefused: the node refused the transaction; it is in no pool and nothing follows.
	ErrRefused = errors.New("transaction refused by the node")
	// ErrDropped: the nonce was used by another transaction and none of ours was mined.
	ErrDropped = errors.New("transaction dropped")
	// ErrNotMined: no receipt within the receipt timeout; it may still be mined later.
	ErrNotMined = errors.New("transaction not mined")
)

// FeeConfig is how the first attempt is priced: the next block's base fee, plus the median
// over Blocks recent blocks of their TipPercentile priority fee (the node's suggestion when
// no block had transactions), at least MinTipWei. The fee cap is 2 × base fee + tip.
type FeeConfig struct {
	Blocks        int
	TipPercentile float64
	MinTipWei     *big.Int
}

// DefaultFees: 20 blocks, the median tip, at least 1 gwei (a node's own suggestion is
// about 0 on a quiet chain, and such a transaction waits for its first bump).
func DefaultFees() FeeConfig {
	return FeeConfig{Blocks: 20, TipPercentile: 50, MinTipWei: big.NewInt(1_000_000_000)}
}

// Config governs sending and following.
type Config struct {
	// FeeBumpPercent raises tip and fee cap of a replacement (nodes require ≥ 10).
	FeeBumpPercent int
	// ResubmitAfter is how long an attempt may stay unmined before it is replaced.
	ResubmitAfter time.Duration
	// MaxAttempts bounds the sends of one transaction (the first and its replacements).
	MaxAttempts int
	// ReceiptTimeout bounds Follow.
	ReceiptTimeout time.Duration
	// PollInterval is how often Follow looks for a receipt.
	PollInterval time.Duration
	Fees         FeeConfig
}

// Tx is one transaction and its replacements: they share a nonce, and at most one of
// them is mined.
type Tx struct {
	Nonce  uint64
	Gas    uint64
	Hashes []common.Hash // every attempt, oldest first
	Raw    []byte        // the latest attempt, signed
	SentAt time.Time     // when the latest attempt was made
}

// Journal is handed every attempt before it is broadcast; an error stops the broadcast.
type Journal func(Tx) error

// Sender sends transactions from one key. Safe for concurrent use: nonces are handed out
// one at a time, in order.
type Sender struct {
	cfg     Config
	chain   Chain
	chainID *big.Int
	key     *ecdsa.PrivateKey
	from    common.Address
	signer  types.Signer
	clock   func() time.Time
	log     *zap.Logger

	nonceMu  sync.Mutex // held from choosing a nonce to the send
	nonce    uint64
	nonceSet bool
}

// New returns a sender for key on chain chainID; clock nil means time.Now.
func New(cfg Config, chain Chain, chainID *big.Int, key *ecdsa.PrivateKey, clock func() time.Time, log *zap.Logger) *Sender {
	if clock == nil {
		clock = time.Now
	}
	if log == nil {
		log = zap.NewNop()
	}
	return &Sender{cfg: cfg, chain: chain, chainID: chainID, key: key, from: crypto.PubkeyToAddress(key.PublicKey),
		signer: types.LatestSignerForChainID(chainID), clock: clock, log: log}
}

// From is the sending address.
func (s *Sender) From() common.Address { return s.from }

// Fees prices a first attempt as FeeConfig says.
func (s *Sender) Fees(ctx context.Context) (tip, feeCap *big.Int, err error) {
	head, err := s.chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, nil, fmt.Errorf("head: %w", err)
	}
	base := feemarket.NextBaseFee(head.BaseFee, head.GasUsed, head.GasLimit)
	if base == nil {
		base = new(big.Int)
	}
	ok := false
	if f := s.cfg.Fees; f.Blocks > 0 {
		if fh, err := s.chain.FeeHistory(ctx, uint64(f.Blocks), head.Number, []float64{f.TipPercentile}); err == nil {
			tip, ok = feemarket.MedianTip(fh)
		}
	}
	if !ok {
		if tip, err = s.chain.SuggestGasTipCap(ctx); err != nil {
			return nil, nil, fmt.Errorf("gas tip: %w", err)
		}
	}
	if m := s.cfg.Fees.MinTipWei; m != nil && tip.Cmp(m) < 0 {
		tip = new(big.Int).Set(m)
	}
	return tip, new(big.Int).Add(new(big.Int).Mul(base, big.NewInt(2)), tip), nil
}

// Send signs data to `to` with the next nonce, journals it and broadcasts it. A refusal
// by the node is ErrRefused (nothing to follow; the nonce is learned again); a transport
// error leaves the transaction to follow, as it may have got through.
func (s *Sender) Send(ctx context.Context, to common.Address, data []byte, gas uint64, journal Journal) (Tx, error) {
	tip, feeCap, err := s.Fees(ctx)
	if err != nil {
		return Tx{}, err
	}
	s.nonceMu.Lock()
	defer s.nonceMu.Unlock()
	if !s.nonceSet {
		n, err := s.chain.PendingNonceAt(ctx, s.from)
		if err != nil {
			return Tx{}, fmt.Errorf("pending nonce: %w", err)
		}
		s.nonce, s.nonceSet = n, true
	}
	tx, err := s.sign(&types.DynamicFeeTx{Nonce: s.nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: gas, To: &to, Data: data})
	if err != nil {
		return Tx{}, err
	}
	raw, err := tx.MarshalBinary()
	if err != nil {
		return Tx{}, fmt.Errorf("encode transaction: %w", err)
	}
	t := Tx{Nonce: s.nonce, Gas: gas, Hashes: []common.Hash{tx.Hash()}, Raw: raw, SentAt: s.clock()}
	// Journal before sending: a crash after the send must find it.
	if err := journal(t); err != nil {
		return Tx{}, err
	}
	if err := s.chain.SendTransaction(ctx, tx); err != nil {
		s.nonceSet = false // learn the nonce again from the node
		var rpcErr rpc.Error
		if errors.As(err, &rpcErr) || isRefusal(err) {
			return Tx{}, fmt.Errorf("%w: %w", ErrRefused, err)
		}
		if ctx.Err() != nil {
			// Stopping: the journal holds the transaction, and the next start follows it.
			s.log.Debug("send cut short by the stop; following it in case it got through", zap.Stringer("tx", tx.Hash()), zap.Error(err))
			return t, nil
		}
		s.log.Warn("send failed; following it in case it got through", zap.Stringer("tx", tx.Hash()), zap.Error(err))
		return t, nil
	}
	s.nonce++
	s.log.Debug("transaction sent", zap.Uint64("nonce", t.Nonce), zap.Stringer("tx", tx.Hash()))
	return t, nil
}

// NextNonce is the nonce after the last one this sender used, and whether it knows it
// (not before its first send, nor after a refusal or ForgetNonce): every transaction it
// sent has a lower nonce. A caller that shares the key (a test, an operator's tool)
// waits for the chain to reach it before sending its own.
func (s *Sender) NextNonce() (uint64, bool) {
	s.nonceMu.Lock()
	defer s.nonceMu.Unlock()
	return s.nonce, s.nonceSet
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

func (s *Sender) sign(d *types.DynamicFeeTx) (*types.Transaction, error) {
	d.ChainID = s.chainID
	tx, err := types.SignNewTx(s.key, s.signer, d)
	if err != nil {
		return nil, fmt.Errorf("sign transaction: %w", err)
	}
	return tx, nil
}

// Rebroadcast sends the latest attempt of t again: the node may have lost it (a restart
// of either side), or the send may never have happened (a crash between journaling and
// sending). "Already known" and "nonce too low" are fine.
func (s *Sender) Rebroadcast(ctx context.Context, t Tx) {
	if len(t.Raw) == 0 {
		return
	}
	var tx types.Transaction
	if err := tx.UnmarshalBinary(t.Raw); err == nil {
		if err := s.chain.SendTransaction(ctx, &tx); err != nil {
			s.log.Debug("rebroadcast", zap.Stringer("tx", tx.Hash()), zap.Error(err))
		}
	}
}

// Follow polls the receipts of every attempt of t until one is mined, replacing the
// latest attempt with bumped fees every ResubmitAfter (at most MaxAttempts sends, each
// journaled first). It returns t with every attempt and the receipt of the mined one,
// whatever its status; or ErrDropped, ErrNotMined (after ReceiptTimeout) or ctx's error.
func (s *Sender) Follow(ctx context.Context, t Tx, journal Journal) (Tx, *types.Receipt, error) {
	ctx, cancel := context.WithTimeout(ctx, s.cfg.ReceiptTimeout)
	defer cancel()
	lastSent := t.SentAt
	tick := time.NewTicker(s.cfg.PollInterval)
	defer tick.Stop()
	var movedAt time.Time
	for {
		// The mined nonce tells cheaply whether anything of ours with this nonce is in a
		// block yet; only then are the receipts looked up.
		n, nerr := s.chain.NonceAt(ctx, s.from, nil)
		if nerr != nil || n > t.Nonce {
			for _, h := range t.Hashes {
				if r, err := s.chain.TransactionReceipt(ctx, h); err == nil {
					return t, r, nil
				}
			}
		}
		// None of ours mined, yet the nonce is used: another transaction took it. The
		// node may index receipts a little after the nonce moves, so wait a while.
		if nerr == nil && n > t.Nonce {
			if movedAt.IsZero() {
				movedAt = time.Now()
			} else if time.Since(movedAt) > max(2*time.Second, 3*s.cfg.PollInterval) {
				return t, nil, fmt.Errorf("%w: nonce %d used by another transaction", ErrDropped, t.Nonce)
			}
		}
		if s.clock().Sub(lastSent) >= s.cfg.ResubmitAfter && len(t.Hashes) < s.cfg.MaxAttempts {
			next, err := s.bump(ctx, t, journal)
			if err != nil {
				s.log.Warn("fee bump failed", zap.Uint64("nonce", t.Nonce), zap.Error(err))
			}
			t, lastSent = next, s.clock() // after a failure, try again after another resubmit_after
		}
		select {
		case <-ctx.Done():
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				return t, nil, fmt.Errorf("%w after %d attempts", ErrNotMined, len(t.Hashes))
			}
			return t, nil, ctx.Err()
		case <-tick.C:
		}
	}
}

// bump replaces the latest attempt: same nonce and data, tip and fee cap raised by
// FeeBumpPercent (and at least to what the chain asks now). It returns t unchanged when
// nothing was journaled, and t with the new attempt once it was (even if its broadcast
// failed: most likely an earlier attempt was just mined, which the next poll finds).
func (s *Sender) bump(ctx context.Context, t Tx, journal Journal) (Tx, error) {
	var last types.Transaction
	if err := last.UnmarshalBinary(t.Raw); err != nil {
		return t, fmt.Errorf("decode last attempt: %w", err)
	}
	pct := big.NewInt(int64(100 + s.cfg.FeeBumpPercent))
	up := func(x *big.Int) *big.Int {
		y := new(big.Int).Mul(x, pct)
		y.Add(y, big.NewInt(99)) // round up so that a small fee still rises by the percentage
		return y.Div(y, big.NewInt(100))
	}
	tip, feeCap := up(last.GasTipCap()), up(last.GasFeeCap())
	if nt, nc, err := s.Fees(ctx); err == nil {
		tip, feeCap = bigMax(tip, nt), bigMax(feeCap, nc)
	}
	feeCap = bigMax(feeCap, tip)
	tx, err := s.sign(&types.DynamicFeeTx{Nonce: t.Nonce, GasTipCap: tip, GasFeeCap: feeCap, Gas: last.Gas(), To: last.To(), Data: last.Data()})
	if err != nil {
		return t, err
	}
	raw, err := tx.MarshalBinary()
	if err != nil {
		return t, fmt.Errorf("encode transaction: %w", err)
	}
	next := t
	next.Hashes = append(append([]common.Hash(nil), t.Hashes...), tx.Hash())
	next.Raw, next.SentAt = raw, s.clock()
	if err := journal(next); err != nil {
		return t, err
	}
	if err := s.chain.SendTransaction(ctx, tx); err != nil {
		return next, fmt.Errorf("send replacement: %w", err)
	}
	s.log.Info("transaction replaced with higher fees", zap.Uint64("nonce", t.Nonce), zap.Stringer("tx", tx.Hash()),
		zap.Stringer("tip", tip), zap.Stringer("fee_cap", feeCap))
	return next, nil
}

func bigMax(a, b *big.Int) *big.Int {
	if a.Cmp(b) >= 0 {
		return a
	}
	return b
}

// ForgetNonce makes the next Send learn the nonce from the node again: after a
// transaction was given up, the node may have dropped it (a restart), leaving its nonce
// free, and a locally counted nonce would leave a gap no later transaction can pass.
func (s *Sender) ForgetNonce() {
	s.nonceMu.Lock()
	s.nonceSet = false
	s.nonceMu.Unlock()
}
