package rounds

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler/verification"
)

// A worker's verification standing (its counts, a lost dispute, being out until it
// stakes again) routes: it sets the worker's sample rate, its route cost and whether
// it is in the snapshot at all. Held in memory only, a restart or a takeover would put
// every worker back at the probation rate and a caught worker back in. So the engine
// keeps it in the status store shared by the replicas (Verification.Keep; the Redis
// registry's standing hash, one field per worker): every change is written after the
// round (or the chain event) that made it, and RestoreBackoffs, which runs at start
// and at every takeover, reads the standings back with the backoffs. What is read
// replaces the engine's view, as for backoffs: the store is newer than this replica's
// memory. Bounded by the workers that ever had a comparable result (the store refuses
// more than 100 000). A write that fails is logged and retried with the next change:
// the standing still holds in memory. The decision log's verification sections hold
// the same history (audit workers rebuilds it from there); the store is the engine's
// fast path, not the evidence.

// StandingStore keeps the workers' verification standing across restarts and
// takeovers; implemented by the Redis registry (package workers).
type StandingStore interface {
	PutStanding(ctx context.Context, s verification.Kept) error
	Standings(ctx context.Context) ([]verification.Kept, error)
}

func addrKey(worker string) string { return strings.ToLower(common.HexToAddress(worker).Hex()) }

// touch is of, marking the standing to be kept. Called with mu.
func (v *verifier) touch(worker string) *standing {
	v.dirty[addrKey(worker)] = true
	return v.of(worker)
}

// onProbation: fewer completed jobs than scheduler.probation.jobs or probation_results.
func (v *verifier) onProbation(st *standing, probationJobs int64) bool {
	return st.completed < max(probationJobs, v.cfg.ProbationResults)
}

func (s *standing) kept(worker string) verification.Kept {
	k := verification.Kept{Worker: worker, Results: s.results, Sampled: s.sampled, Verified: s.verified,
		Disputes: s.disputes, Slashes: s.slashes, Lost: s.lost, Out: s.out}
	if s.minStake != nil {
		k.MinStakeWei = s.minStake.String()
	}
	return k
}

// keepStandings writes the standings changed since the last call. One call at a time
// (keepMu); a failed write marks the standing changed again.
func (e *Engine) keepStandings(ctx context.Context) {
	v := e.ver
	if v == nil || v.keep == nil {
		return
	}
	v.keepMu.Lock()
	defer v.keepMu.Unlock()
	v.mu.Lock()
	put := make([]verification.Kept, 0, len(v.dirty))
	for w := range v.dirty {
		if s := v.standing[w]; s != nil {
			put = append(put, s.kept(w))
		}
	}
	clear(v.dirty)
	v.mu.Unlock()
	slices.SortFunc(put, func(a, b verification.Kept) int { return strings.Compare(a.Worker, b.Worker) })
	for _, k := range put {
		if err := v.keep.PutStanding(ctx, k); err != nil {
			e.log.Warn("keep verification standing", zap.String("worker", k.Worker), zap.Error(err))
			v.mu.Lock()
			v.dirty[k.Worker] = true
			v.mu.Unlock()
		}
	}
}

// restoreStandings replaces the engine's standings with the store's (RestoreBackoffs
// calls it). A worker's completed jobs come from the next snapshot, as always.
func (e *Engine) restoreStandings(ctx context.Context) error {
	v := e.ver
	if v == nil || v.keep == nil {
		return nil
	}
	ks, err := v.keep.Standings(ctx)
	if err != nil {
		return fmt.Errorf("rounds: restore verification standings: %w", err)
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	for w, s := range v.standing {
		if !v.dirty[w] { // a change not yet kept is newer than the store
			*s = standing{completed: s.completed}
		}
	}
	for _, k := range ks {
		w := addrKey(k.Worker)
		if v.dirty[w] {
			continue
		}
		s := v.of(w)
		*s = standing{results: k.Results, sampled: k.Sampled, verified: k.Verified, disputes: k.Disputes,
			slashes: k.Slashes, lost: k.Lost, out: k.Out, completed: s.completed}
		if m, ok := new(big.Int).SetString(k.MinStakeWei, 10); ok && k.MinStakeWei != "" {
			s.minStake = m
		}
	}
	return nil
}
