package feed

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"go.uber.org/zap"

	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
)

// ResultVerifier's events (attested, dispute opened, resolved, expired) come as the
// router's do: confirmed, checked against the chain (checkOf), in stream order per
// request. Each is applied once: the request's status record lists the logs applied
// (tx hash and log index, Record.VerificationTxs), and a log already listed, delivered
// again after a restart, changes nothing. Applied means: the engine is told (its jobs,
// the workers' standings, the next decision record) and the status record says where
// the verification stands.

// stageVerify tells the engine of ev (unless the status record lists it already) and
// returns the write of the request's status.
func (f *Feed) stageVerify(ctx context.Context, ev events.VerifyEvent, v *Verdict) (func(context.Context) error, error) {
	tx := ev.TxHash.Hex()
	rec, _, err := f.statuses.Get(ctx, ev.ID)
	switch {
	case errors.Is(err, status.ErrInvalid):
		f.badStatus(ev.ID, err)
	case errors.Is(err, status.ErrNotFound):
	case err != nil:
		return nil, err
	case rec.HasVerificationTx(tx, ev.LogIndex):
		return nil, nil // applied before
	}
	var challenger common.Address
	if v != nil {
		challenger = v.Challenger
	}
	f.tellVerdict(ctx, ev, challenger)
	return func(ctx context.Context) error { return f.recordVerdict(ctx, ev) }, nil
}

func (f *Feed) tellVerdict(ctx context.Context, ev events.VerifyEvent, challenger common.Address) {
	f.log.Info("verification event", zap.String("request", ev.ID), zap.String("event", ev.Event),
		zap.Stringer("tx", ev.TxHash), zap.Uint("log_index", ev.LogIndex), zap.Bool("worker_lost", ev.WorkerLost))
	if f.verdicts == nil {
		return
	}
	lower := func(a common.Address) string { return strings.ToLower(a.Hex()) }
	c := rounds.ChainVerdict{RequestID: ev.ID, Worker: lower(ev.Worker), Verifier: lower(ev.Verifier),
		TranscriptHash: ev.TranscriptHash.Hex(), Score: ev.Score, TxHash: ev.TxHash.Hex()}
	if ev.OutputHash != (common.Hash{}) {
		c.OutputHash = ev.OutputHash.Hex()
	}
	if challenger != (common.Address{}) {
		c.Challenger = lower(challenger)
	}
	switch ev.Event {
	case events.VerifyAttested:
		f.verdicts.VerifyAttested(ctx, c)
	case events.VerifyDisputeOpened:
		f.verdicts.VerifyDisputed(ctx, c)
	case events.VerifyDisputeResolved:
		res := rounds.Resolution{ChainVerdict: c, Outcome: verification.ChallengerLost}
		if ev.WorkerLost {
			res.Outcome, res.LoserUnstaked = verification.WorkerLost, f.unstaked(ctx, ev.Worker)
		}
		f.verdicts.VerifyResolved(ctx, res)
	case events.VerifyDisputeExpired:
		c.Verifier = "" // undecided: no tie-break verdict
		f.verdicts.VerifyResolved(ctx, rounds.Resolution{ChainVerdict: c, Outcome: verification.NoMajority})
	}
}

// unstaked reports whether worker has no active stake now (WorkerRegistry.stakeOf is
// 0): the router refuses its results, so its vouchers are void. A failed read is not
// unstaked (its vouchers are then waited out).
func (f *Feed) unstaked(ctx context.Context, worker common.Address) bool {
	if f.stakeOf == nil {
		return false
	}
	cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	stake, err := f.stakeOf(cctx, worker)
	if err != nil {
		f.log.Info("stake of a worker that lost a dispute not read; its vouchers are waited out", zap.Stringer("worker", worker), zap.Error(err))
		return false
	}
	return stake.Sign() == 0
}

// recordVerdict adds ev to the request's status record, by compare-and-swap (another
// replica applies the same event to the same record): the log is listed once, and the
// verification moves to what ev says unless it is settled already. A request with no
// record, or not completed, has nothing to record.
func (f *Feed) recordVerdict(ctx context.Context, ev events.VerifyEvent) error {
	tx := strings.ToLower(ev.TxHash.Hex())
	for try := 1; ; try++ {
		rec, rev, err := f.statuses.Get(ctx, ev.ID)
		if errors.Is(err, status.ErrNotFound) || errors.Is(err, status.ErrInvalid) {
			return nil
		}
		if err != nil {
			return err
		}
		if rec.State != status.StateCompleted || rec.HasVerificationTx(tx, ev.LogIndex) {
			return nil
		}
		if len(rec.VerificationTxs) >= status.MaxVerificationTxs {
			f.log.Warn("status record lists the most verification logs; this one is not listed", zap.String("request", ev.ID), zap.String("tx", tx))
		} else {
			rec.VerificationTxs = append(rec.VerificationTxs, status.VerificationTx{Event: ev.Event, TxHash: tx,
				LogIndex: ev.LogIndex, Verifier: strings.ToLower(ev.Verifier.Hex())})
		}
		if !rec.Verification.Settled() {
			rec.Verification = verificationOf(ev)
		}
		rec.UpdatedAtMS = f.now().UnixMilli()
		_, err = f.statuses.Update(ctx, rec, rev)
		if !errors.Is(err, status.ErrConflict) || try == maxFinishTries {
			return err
		}
	}
}

// verificationOf is where a request's verification stands after ev.
func verificationOf(ev events.VerifyEvent) status.Verification {
	switch ev.Event {
	case events.VerifyAttested:
		return status.VerificationVerified
	case events.VerifyDisputeResolved:
		if ev.WorkerLost {
			return status.VerificationWorkerSlashed
		}
		return status.VerificationChallengerSlashed
	}
	return status.VerificationDisputed // opened, or expired undecided
}
