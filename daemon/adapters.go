package daemon

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"math/big"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/bus/lease"
	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/httpapi"
	"github.com/infersched/infersched/pricefeed"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
)

// replicaInfo is GET /v1/info with the shards this replica leads now.
type replicaInfo struct {
	info    httpapi.Info
	elector *lease.Elector
}

func (r replicaInfo) Info(context.Context) (httpapi.Info, error) {
	i := r.info
	i.Leads = append([]int{}, r.elector.Leads()...)
	return i, nil
}

func address(key, s string) (common.Address, error) {
	if !common.IsHexAddress(s) || common.HexToAddress(s) == (common.Address{}) {
		return common.Address{}, fmt.Errorf("%w: %s: must be the contract's 0x address, got %q", config.ErrInvalid, key, s)
	}
	return common.HexToAddress(s), nil
}

// roundReader adapts the decision log to the API: a missing round is not found.
type roundReader struct{ d *decisions.Store }

func (r roundReader) Get(ctx context.Context, n uint64) (json.RawMessage, error) {
	b, err := r.d.Get(ctx, n)
	if errors.Is(err, decisions.ErrNotFound) {
		return nil, fmt.Errorf("%w: %w", httpapi.ErrNotFound, err)
	}
	return b, err
}

func (r roundReader) List(ctx context.Context, from uint64, limit int) ([]json.RawMessage, error) {
	return r.d.List(ctx, from, limit)
}

// GetShard is Get on shard's chain (httpapi.ShardRoundReader).
func (r roundReader) GetShard(ctx context.Context, shard int, n uint64) (json.RawMessage, error) {
	b, err := r.d.GetShard(ctx, shard, n)
	if errors.Is(err, decisions.ErrNotFound) {
		return nil, fmt.Errorf("%w: %w", httpapi.ErrNotFound, err)
	}
	return b, err
}

func (r roundReader) ListShard(ctx context.Context, shard int, from uint64, limit int) ([]json.RawMessage, error) {
	return r.d.ListShard(ctx, shard, from, limit)
}

// proofSource adapts the audit prover to the API: a round not anchored is not found.
type proofSource struct{ p *audit.Prover }

func (s proofSource) Proof(ctx context.Context, shard int, n uint64) (any, error) {
	p, err := s.p.ProofOf(ctx, shard, n)
	if errors.Is(err, audit.ErrNotAnchored) {
		return nil, fmt.Errorf("%w: %w", httpapi.ErrNotFound, err)
	}
	return p, err
}

// signVoucher signs one attempt's voucher for the request's commitment, the router's
// inputHashOf of the model, prompt and parameters the engine holds (verified against the
// chain before the request could be queued).
func signVoucher(key *ecdsa.PrivateKey, chainID *big.Int, router common.Address, v rounds.VoucherTerms) (rounds.Voucher, error) {
	r := v.Request
	if v.Attempt < 1 || v.Attempt > math.MaxUint32 || r.RequiredMemoryMB < 0 || r.RequiredMemoryMB > math.MaxUint32 {
		return rounds.Voucher{}, fmt.Errorf("voucher for request %s: attempt %d or required memory %d out of range", r.ID, v.Attempt, r.RequiredMemoryMB)
	}
	in := contracts.InputHash(r.ModelID, v.Prompt, r.MaxTokens, r.GasLimit, uint32(r.RequiredMemoryMB), r.Batchable)
	sig, err := contracts.SignVoucher(key, chainID, router, contracts.Voucher{RequestID: v.RequestID, Worker: common.HexToAddress(v.Worker),
		Attempt: uint32(v.Attempt), InputHash: in, NotBefore: v.NotBefore, Expiry: v.Expiry})
	if err != nil {
		return rounds.Voucher{}, err
	}
	return rounds.Voucher{InputHash: in, Signature: sig}, nil
}

// tokenPrices adapts the price-feed reader to the API: the payment tokens and their
// fresh rates.
type tokenPrices struct{ r *pricefeed.Reader }

func (t tokenPrices) PaymentTokens(context.Context) []httpapi.PaymentToken {
	var out []httpapi.PaymentToken
	for _, tok := range t.r.Tokens() {
		out = append(out, httpapi.PaymentToken{Address: tok.Address, Symbol: tok.Symbol, Decimals: tok.Decimals, PriceFeed: tok.Feed})
	}
	return out
}

func (t tokenPrices) TokenRates(ctx context.Context) []scheduler.TokenRate {
	return t.r.TokenRates(ctx)
}
