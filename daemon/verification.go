package daemon

import (
	"context"
	"crypto/ecdsa"
	"crypto/hmac"
	"crypto/sha256"
	"fmt"
	"math"
	"math/big"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler/verification"
)

// Verification's wiring: the engine's verification jobs (signed with the scheduler key for
// chain.contracts.result_verifier, sent by the dispatch sink) and the watch that feeds
// ResultVerifier's events back to the engine. Verification is on when the contract is
// configured and verification.comparable_models is not empty.

// verification is the engine's Deps.Verification, or nil when it is off.
func (s *components) verification(chainID *big.Int, sink rounds.VerifySink) *rounds.Verification {
	addr := s.cfg.Chain.Contracts.ResultVerifier
	if addr == "" || !s.cfg.Verification.Verifies() {
		return nil
	}
	contract := common.HexToAddress(addr)
	return &rounds.Verification{Config: s.cfg.Verification, Sink: sink, Sign: func(v rounds.VerifyTerms) (rounds.Voucher, error) {
		return signVerify(s.key, chainID, contract, v)
	}, Keep: s.registry, // standings survive a restart and a takeover (rounds/verifykeep.go)
		DrawKey: drawKey(s.key)}
}

// drawKey keys the draw secrets (verification.DrawSecret): HMAC-SHA256 of a fixed label
// under the scheduler's private key, so every replica derives the same key and nobody
// without the scheduler's key can compute a secret before it is revealed.
func drawKey(key *ecdsa.PrivateKey) []byte {
	m := hmac.New(sha256.New, crypto.FromECDSA(key)) // the 32-byte scalar, as D.FillBytes gives it
	m.Write([]byte("infersched verification draw key v1"))
	return m.Sum(nil)
}

func signVerify(key *ecdsa.PrivateKey, chainID *big.Int, contract common.Address, v rounds.VerifyTerms) (rounds.Voucher, error) {
	r := v.Request
	if v.Attempt < 1 || v.Attempt > math.MaxUint32 || r.RequiredMemoryMB < 0 || r.RequiredMemoryMB > math.MaxUint32 {
		return rounds.Voucher{}, fmt.Errorf("verify voucher for request %s: attempt %d or required memory %d out of range", r.ID, v.Attempt, r.RequiredMemoryMB)
	}
	in := contracts.InputHash(r.ModelID, v.Prompt, r.MaxTokens, r.GasLimit, uint32(r.RequiredMemoryMB), r.Batchable)
	sig, err := contracts.SignVerifyVoucher(key, chainID, contract, contracts.VerifyVoucher{RequestID: v.RequestID,
		Verifier: common.HexToAddress(v.Verifier), Worker: common.HexToAddress(v.Worker), Attempt: uint32(v.Attempt),
		Role: contracts.VerifyRole(v.TieBreak), InputHash: in, NotBefore: v.NotBefore, Expiry: v.Expiry})
	if err != nil {
		return rounds.Voucher{}, err
	}
	return rounds.Voucher{InputHash: in, Signature: sig}, nil
}

// verifyChain is what the watch reads.
type verifyChain interface {
	HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error)
	FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error)
}

// watchVerification is the watch of the configured ResultVerifier; nil when off.
func (s *components) watchVerification() (*verifyWatch, error) {
	if s.cfg.Chain.Contracts.ResultVerifier == "" || !s.cfg.Verification.Verifies() {
		return nil, nil
	}
	w, err := newVerifyWatch(s.pool.Client(), common.HexToAddress(s.cfg.Chain.Contracts.ResultVerifier), s.engine,
		s.cfg.Indexer.PollInterval, s.cfg.Indexer.Confirmations, s.log.Named("verification"))
	if err != nil {
		return nil, err
	}
	reg, err := bindings.NewWorkerRegistryCaller(s.registryAddr, s.pool.Client())
	if err != nil {
		return nil, err
	}
	w.stakeOf = func(ctx context.Context, worker common.Address) (*big.Int, error) {
		return reg.StakeOf(&bind.CallOpts{Context: ctx}, worker)
	}
	return w, nil
}

// verifyEngine is what the watch tells.
type verifyEngine interface {
	VerifyAttested(ctx context.Context, c rounds.ChainVerdict)
	VerifyDisputed(ctx context.Context, c rounds.ChainVerdict)
	VerifyResolved(ctx context.Context, res rounds.Resolution)
}

// verifyWatch polls ResultVerifier's logs from the confirmed head at start and hands
// each attestation and dispute event to the engine once its block has
// indexer.confirmations blocks on top, as the indexer does for the router's events: an
// attestation a reorg may still take out is not yet believed. What the engine settled is
// in the record, and `audit verify --rpc` checks it against the chain.
type verifyWatch struct {
	chain    verifyChain
	contract common.Address
	parse    *bindings.ResultVerifierFilterer
	abi      *abi.ABI
	eng      verifyEngine
	stakeOf  func(ctx context.Context, worker common.Address) (*big.Int, error) // nil: not read
	poll     time.Duration
	confirm  uint64 // blocks on top of an event's block before it is read
	log      *zap.Logger
}

func newVerifyWatch(chain verifyChain, contract common.Address, eng verifyEngine, poll time.Duration, confirm uint64, log *zap.Logger) (*verifyWatch, error) {
	parsed, err := bindings.ResultVerifierMetaData.GetAbi()
	if err != nil {
		return nil, err
	}
	f, err := bindings.NewResultVerifierFilterer(contract, nil)
	if err != nil {
		return nil, err
	}
	return &verifyWatch{chain: chain, contract: contract, parse: f, abi: parsed, eng: eng, poll: poll, confirm: confirm, log: log}, nil
}

// Run follows the logs until ctx ends; a failed read is tried again next poll.
func (w *verifyWatch) Run(ctx context.Context) error {
	var from uint64
	started := false
	t := time.NewTicker(w.poll)
	defer t.Stop()
	for {
		var head uint64
		h, err := w.chain.HeaderByNumber(ctx, nil)
		if err == nil {
			head = h.Number.Uint64()
			if head < w.confirm {
				head = 0
			} else {
				head -= w.confirm // the newest block with its confirmations
			}
		}
		switch {
		case err != nil:
			w.log.Debug("verification watch: head", zap.Error(err))
		case !started:
			from, started = head, true
		case head >= from:
			if err := w.scan(ctx, from, head); err != nil {
				w.log.Warn("verification watch: logs", zap.Uint64("from", from), zap.Uint64("to", head), zap.Error(err))
			} else {
				from = head + 1
			}
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

func (w *verifyWatch) scan(ctx context.Context, from, to uint64) error {
	logs, err := w.chain.FilterLogs(ctx, ethereum.FilterQuery{Addresses: []common.Address{w.contract},
		FromBlock: new(big.Int).SetUint64(from), ToBlock: new(big.Int).SetUint64(to)})
	if err != nil {
		return err
	}
	for _, l := range logs {
		if len(l.Topics) == 0 || l.Removed {
			continue
		}
		if err := w.apply(ctx, l); err != nil {
			w.log.Warn("verification watch: undecodable log", zap.Stringer("tx", l.TxHash), zap.Error(err))
		}
	}
	return nil
}

// unstaked reports whether worker has no active stake now (WorkerRegistry.stakeOf is
// 0): the router refuses its results, so its vouchers are void. A failed read is not
// unstaked (its vouchers are then waited out).
func (w *verifyWatch) unstaked(ctx context.Context, worker common.Address) bool {
	if w.stakeOf == nil {
		return false
	}
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	stake, err := w.stakeOf(cctx, worker)
	if err != nil {
		w.log.Info("stake of a worker that lost a dispute not read; its vouchers are waited out", zap.Stringer("worker", worker), zap.Error(err))
		return false
	}
	return stake.Sign() == 0
}

func (w *verifyWatch) apply(ctx context.Context, l types.Log) error {
	tx := l.TxHash.Hex()
	lower := func(a common.Address) string { return strings.ToLower(a.Hex()) }
	hex := func(h [32]byte) string { return common.Hash(h).Hex() }
	switch l.Topics[0] {
	case w.abi.Events["Attested"].ID:
		e, err := w.parse.ParseAttested(l)
		if err == nil {
			w.eng.VerifyAttested(ctx, rounds.ChainVerdict{RequestID: e.Id.String(), Worker: lower(e.Worker), Verifier: lower(e.Verifier),
				OutputHash: hex(e.OutputHash), TranscriptHash: hex(e.TranscriptHash), Score: e.Score, TxHash: tx})
		}
		return err
	case w.abi.Events["DisputeOpened"].ID:
		e, err := w.parse.ParseDisputeOpened(l)
		if err == nil {
			w.eng.VerifyDisputed(ctx, rounds.ChainVerdict{RequestID: e.Id.String(), Worker: lower(e.Worker), Verifier: lower(e.Challenger),
				OutputHash: hex(e.WorkerOutputHash), TranscriptHash: hex(e.TranscriptHash), Score: e.Score, TxHash: tx})
		}
		return err
	case w.abi.Events["DisputeResolved"].ID:
		e, err := w.parse.ParseDisputeResolved(l)
		if err == nil {
			res := rounds.Resolution{ChainVerdict: rounds.ChainVerdict{RequestID: e.Id.String(), Worker: lower(e.Worker), Verifier: lower(e.Verifier),
				TranscriptHash: hex(e.TranscriptHash), Score: e.Score, TxHash: tx}, Outcome: verification.ChallengerLost}
			if e.WorkerLost {
				res.Outcome, res.LoserUnstaked = verification.WorkerLost, w.unstaked(ctx, e.Worker)
			}
			w.eng.VerifyResolved(ctx, res)
		}
		return err
	case w.abi.Events["DisputeExpired"].ID:
		e, err := w.parse.ParseDisputeExpired(l)
		if err == nil {
			w.eng.VerifyResolved(ctx, rounds.Resolution{ChainVerdict: rounds.ChainVerdict{RequestID: e.Id.String(), Worker: lower(e.Worker), TxHash: tx},
				Outcome: verification.NoMajority})
		}
		return err
	}
	return nil
}
