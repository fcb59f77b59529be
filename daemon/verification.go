package daemon

import (
	"crypto/ecdsa"
	"crypto/hmac"
	"crypto/sha256"
	"fmt"
	"math"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/rounds"
)

// Verification's wiring: the engine's verification jobs (signed with the scheduler key for
// chain.contracts.result_verifier, sent by the dispatch sink). ResultVerifier's events
// come back as the router's do: the indexer reads them (confirmations, checkpoint,
// reorgs) and publishes them on the REQUESTS stream, and the feed checks each against
// the contract and applies it to the engine and the request's status (buildEdges,
// buildFeed). Verification is on when the contract is configured and
// verification.comparable_models is not empty.

// verification is the engine's Deps.Verification, or nil when it is off.
func (s *components) verification(chainID *big.Int, sink rounds.VerifySink) *rounds.Verification {
	addr := s.cfg.Chain.Contracts.ResultVerifier
	if addr == "" || !s.cfg.Verification.Verifies() {
		return nil
	}
	contract := common.HexToAddress(addr)
	return &rounds.Verification{Config: s.cfg.Verification, Sink: sink, Sign: func(v rounds.VerifyTerms) (rounds.Voucher, error) {
		return signVerify(s.key, chainID, contract, v)
	}, Keep: s.registry, // standings survive a restart and a takeover (rounds/verify.go, StandingStore)
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
