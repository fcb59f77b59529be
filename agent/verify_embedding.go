package agent

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

// maxClaimedOutputBytes bounds the claimed output a cosine verifier reads; a longer one
// is no vector (infer.ParseEmbedding refuses it) and fails.
const maxClaimedOutputBytes = MaxStoredInputBytes

// cosineVerdict is the verdict on an embedding result by cosine similarity: the
// worker's output (from the outputs store when it went off chain, else from its
// ResultSubmitted event, checked against the hash it submitted), compared with the
// verifier's own embedding of the same resolved input against the bound the scheduler
// published with the job. A claimed output that is no vector, has another length than
// the verifier's or is too far off fails; a fault of the verifier's own backend, or an
// output it cannot read, is an error (no verdict), never an accusation. The attestation
// names no transcript; its score is the cosine distance in parts per million.
func (w *Worker) cosineVerdict(ctx context.Context, a wire.Assignment, id *big.Int, job Job) (contracts.Attestation, error) {
	claimed, err := w.claimedOutput(ctx, id, common.HexToAddress(a.Verify.Worker), a.Verify.OutputHash)
	if err != nil {
		return contracts.Attestation{}, err
	}
	own, err := w.runOwn(ctx, a, job)
	if err != nil {
		return contracts.Attestation{}, err
	}
	v, err := infer.JudgeEmbedding(claimed, own.Output, *a.Verify.Embedding)
	if err != nil {
		return contracts.Attestation{}, fmt.Errorf("%w: %w", ErrBackend, err)
	}
	if !v.Pass {
		w.log.Info("failing verdict", zap.String("request", a.RequestID), zap.String("reason", v.Reason))
	}
	return contracts.Attestation{Pass: v.Pass, Score: v.Score}, nil
}

// claimedOutput is the output worker submitted for request id, whose keccak-256 is h:
// the outputs store holds it when it went off chain, the ResultSubmitted event when it
// went inline.
func (w *Worker) claimedOutput(ctx context.Context, id *big.Int, worker common.Address, h common.Hash) ([]byte, error) {
	out, storeErr := w.inputs.fetch(ctx, wire.BucketOutputs, h, maxClaimedOutputBytes)
	if storeErr == nil {
		return out, nil
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	f, err := bindings.NewInferenceRouterFilterer(w.txm.router, w.d.Chain)
	if err != nil {
		return nil, err
	}
	it, err := f.FilterResultSubmitted(&bind.FilterOpts{Context: ctx}, []*big.Int{id}, []common.Address{worker})
	if err != nil {
		return nil, fmt.Errorf("read ResultSubmitted of request %s: %w", id, err)
	}
	defer it.Close()
	for it.Next() {
		if ev := it.Event; ev.OutputHash == h && crypto.Keccak256Hash(ev.Output) == h {
			return ev.Output, nil
		}
	}
	if err := it.Error(); err != nil {
		return nil, fmt.Errorf("read ResultSubmitted of request %s: %w", id, err)
	}
	return nil, errors.Join(fmt.Errorf("%w: the output %s of request %s is neither inline in its ResultSubmitted event nor in the store", ErrOffChain, h.Hex(), id), storeErr)
}
