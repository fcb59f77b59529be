package rounds

import (
	"context"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler/verification"
)

// What the chain says of verification (ResultVerifier's events, read by the wiring of
// every replica). Each changes the standing and the job on every replica, and is
// logged once, in a record of the shard of its request's model by that shard's holder
// (verifylog.go); it wakes the loop so that record is written. None blocks on I/O
// other than releasing the verifier's booking.

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
	v.noteEvent(c.RequestID, event{att: &verification.Attestation{RequestID: c.RequestID, Verifier: c.Verifier,
		OutputHash: c.OutputHash, Agrees: true, TranscriptHash: nonZero(c.TranscriptHash), Score: c.Score, TxHash: c.TxHash}}, e.now().UnixMilli())
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
		delete(v.stuck, j.shard)
	}
	v.noteEvent(c.RequestID, event{att: &verification.Attestation{RequestID: c.RequestID, Verifier: c.Verifier,
		OutputHash: c.OutputHash, Agrees: false, TranscriptHash: nonZero(c.TranscriptHash), Score: c.Score, TxHash: c.TxHash}}, e.now().UnixMilli())
	shard := v.shardOf(c.RequestID)
	v.mu.Unlock()
	e.releaseVerify(ctx, holder, c.RequestID)
	e.logOnce(shard, "dispute opened", zap.String("request", c.RequestID), zap.String("challenger", c.Verifier))
	e.keepStandings(ctx)
	e.Wake()
}

// Resolution is a dispute's end as the chain reported it: DisputeResolved with the
// tie-break's verdict, or DisputeExpired (NoMajority, Verifier empty).
type Resolution struct {
	ChainVerdict
	Outcome verification.Outcome
	// LoserUnstaked: the loser has no active stake left (WorkerRegistry.stakeOf is 0,
	// the slash took it below the minimum), so the router refuses its results and the
	// vouchers it holds are void: its requests go to other workers with vouchers that
	// open at once. Otherwise they go at once too, with vouchers that open after the
	// loser's expire (two vouchers of a request are never valid together).
	LoserUnstaked bool
}

// VerifyResolved: the contract decided a dispute (or it expired: NoMajority). The
// loser lost its stake's slash and is out until it stakes again; later results are
// drawn at the probation rate. Every assignment the loser holds on the shards this
// replica leads is taken back at once and queued again for another worker, never the
// loser (a liar's accepted jobs would otherwise wait out their vouchers, and could go
// back to it once it staked again).
func (e *Engine) VerifyResolved(ctx context.Context, res Resolution) {
	v := e.ver
	if v == nil {
		return
	}
	c, outcome := res.ChainVerdict, res.Outcome
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
	v.noteEvent(c.RequestID, event{disp: &verification.Dispute{RequestID: c.RequestID, Worker: c.Worker, Outcome: outcome,
		Verifier: c.Verifier, TranscriptHash: nonZero(c.TranscriptHash), Score: c.Score, TxHash: c.TxHash}}, e.now().UnixMilli())
	var holder string
	if j != nil {
		holder = j.verifier
	}
	shard := v.shardOf(c.RequestID)
	v.mu.Unlock()
	if holder != "" {
		e.releaseVerify(ctx, holder, c.RequestID)
	}
	e.logOnce(shard, "dispute resolved", zap.String("request", c.RequestID), zap.String("worker", c.Worker), zap.String("outcome", string(outcome)))
	if loser != "" {
		e.takeBackFrom(ctx, loser, loser == c.Worker && res.LoserUnstaked)
	}
	e.keepStandings(ctx)
	e.Wake()
}

// takeBackFrom queues again, with attempt + 1 and the worker excluded, every request
// of the shards this replica leads that worker holds; void: its vouchers are void on
// chain, so the next attempt's voucher opens at once (also for a request taken from it
// before whose voucher is still open).
func (e *Engine) takeBackFrom(ctx context.Context, worker string, void bool) {
	var taken []string
	e.mu.Lock()
	for id, en := range e.pending {
		if !e.lead.Schedules(en.req.ModelID) {
			continue
		}
		switch {
		case en.Assigned() && sameAddr(en.Worker(), worker):
			en.TakeBack()
			e.releaseNext(en, id)
			e.waiting++
			taken = append(taken, id)
		case !en.Assigned():
			last, at, ok := en.LastFailure()
			if !ok || !void || !sameAddr(last, worker) || at != en.Attempt()-1 {
				continue
			}
		default:
			continue
		}
		if void {
			en.VoidVouchers()
		}
	}
	e.mu.Unlock()
	if len(taken) == 0 {
		return
	}
	slices.Sort(taken)
	for _, id := range taken {
		if err := e.cap.Release(ctx, worker, id); err != nil {
			e.log.Warn("release after a lost dispute", zap.String("request", id), zap.Error(err))
		}
	}
	e.m.reassignments.Add(float64(len(taken)))
	e.log.Info("assignments of a worker that lost a dispute taken back", zap.String("worker", worker), zap.Int("requests", len(taken)),
		zap.Bool("vouchers_void", void))
}

// logOnce logs a dispute's news at WARN on the replica that holds its shard (the one
// that logs it in its record), at DEBUG on the others: every replica hears it.
func (e *Engine) logOnce(shard int, msg string, fields ...zap.Field) {
	if slices.Contains(e.lead.Leads(), shard) {
		e.log.Warn(msg, fields...)
		return
	}
	e.log.Debug(msg, fields...)
}

// shardOf is the shard of requestID's model as far as the verifier knows (0 when it
// does not). Called with mu.
func (v *verifier) shardOf(requestID string) int {
	if r, ok := v.results[requestID]; ok {
		return r.shard
	}
	if j := v.jobs[requestID]; j != nil {
		return j.shard
	}
	return 0
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
