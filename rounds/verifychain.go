package rounds

import (
	"context"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler/verification"
)

// What the chain says of verification (ResultVerifier's events, read by the wiring).
// Each is logged in the next round's record and wakes the loop so that record is
// written; none blocks on I/O other than releasing the verifier's booking.

// VerifyAttested: the first verifier passed the result (attest): the job ends.
func (e *Engine) VerifyAttested(ctx context.Context, c ChainVerdict) {
	v := e.ver
	if v == nil {
		return
	}
	v.mu.Lock()
	j := v.jobs[c.RequestID]
	worker := c.Worker
	holder := c.Verifier
	if j != nil {
		worker, holder = j.worker, j.verifier
		delete(v.jobs, c.RequestID)
		v.touch(j.worker).verified++
	}
	v.next.Attestations = append(v.next.Attestations, verification.Attestation{RequestID: c.RequestID, Verifier: c.Verifier,
		OutputHash: c.OutputHash, Agrees: true, TranscriptHash: nonZero(c.TranscriptHash), Score: c.Score, TxHash: c.TxHash})
	v.mu.Unlock()
	e.releaseVerify(ctx, holder, c.RequestID)
	e.log.Debug("result verified", zap.String("request", c.RequestID), zap.String("worker", worker), zap.String("verifier", c.Verifier))
	e.keepStandings(ctx)
	e.Wake()
}

// VerifyDisputed: a verifier's failing verdict opened a dispute: the worker's stake is
// locked on chain, and the job waits for its tie-break, which the next round assigns to
// a third worker (neither the worker nor the challenger) under a tie-break voucher.
func (e *Engine) VerifyDisputed(ctx context.Context, c ChainVerdict) {
	v := e.ver
	if v == nil {
		return
	}
	v.mu.Lock()
	holder := c.Verifier
	if j := v.jobs[c.RequestID]; j != nil && j.challenger == "" {
		holder = j.verifier
		v.touch(j.worker).disputes++
		j.challenger, j.verifier, j.expiry = c.Verifier, "", 0 // the tie-break role's vouchers start afresh
		v.queue = append(v.queue, c.RequestID)
		v.stuck = false
	}
	v.next.Attestations = append(v.next.Attestations, verification.Attestation{RequestID: c.RequestID, Verifier: c.Verifier,
		OutputHash: c.OutputHash, Agrees: false, TranscriptHash: nonZero(c.TranscriptHash), Score: c.Score, TxHash: c.TxHash})
	v.mu.Unlock()
	e.releaseVerify(ctx, holder, c.RequestID)
	e.log.Info("dispute opened", zap.String("request", c.RequestID), zap.String("challenger", c.Verifier))
	e.keepStandings(ctx)
	e.Wake()
}

// VerifyResolved: the contract decided a dispute with the tie-break's verdict c (or the
// dispute expired undecided: NoMajority, c.Verifier empty). The loser lost its stake's
// slash and is out until it stakes again; later results are drawn at the probation rate.
func (e *Engine) VerifyResolved(ctx context.Context, c ChainVerdict, outcome verification.Outcome) {
	v := e.ver
	if v == nil {
		return
	}
	v.mu.Lock()
	j := v.jobs[c.RequestID]
	delete(v.jobs, c.RequestID)
	loser := ""
	switch outcome {
	case verification.WorkerLost:
		loser = c.Worker
	case verification.ChallengerLost:
		loser = c.Challenger
		if j != nil && j.challenger != "" {
			loser = j.challenger
		}
	}
	if loser != "" {
		st := v.touch(loser)
		st.lost, st.out, st.minStake = true, true, nil
		st.slashes++
	}
	v.next.Disputes = append(v.next.Disputes, verification.Dispute{RequestID: c.RequestID, Worker: c.Worker, Outcome: outcome,
		Verifier: c.Verifier, TranscriptHash: nonZero(c.TranscriptHash), Score: c.Score, TxHash: c.TxHash})
	var holder string
	if j != nil {
		holder = j.verifier
	}
	v.mu.Unlock()
	if holder != "" {
		e.releaseVerify(ctx, holder, c.RequestID)
	}
	e.log.Info("dispute resolved", zap.String("request", c.RequestID), zap.String("worker", c.Worker), zap.String("outcome", string(outcome)))
	e.keepStandings(ctx)
	e.Wake()
}

// nonZero is h, or "" for the zero hash (an exact-hash verdict scores no transcript).
func nonZero(h string) string {
	if common.HexToHash(h) == (common.Hash{}) {
		return ""
	}
	return h
}

func (e *Engine) releaseVerify(ctx context.Context, verifierAddr, requestID string) {
	if err := e.cap.Release(ctx, verifierAddr, verifyKey(requestID)); err != nil {
		e.log.Debug("release verification booking", zap.String("request", requestID), zap.Error(err))
	}
}

func sameAddr(a, b string) bool {
	return a != "" && b != "" && (strings.EqualFold(a, b) || common.HexToAddress(a) == common.HexToAddress(b))
}
