package workers

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/redis/go-redis/v9"
	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire"
)

// maxStandings bounds the standings read back (one hash field per worker that ever had
// a result of a comparable model drawn).
const maxStandings = 100_000

func (k keyspace) standings() string { return k.p + "standing" }

// PutStanding keeps one worker's verification standing (rounds.StandingStore) in the
// standing hash, as JSON.
func (r *Registry) PutStanding(ctx context.Context, s verification.Kept) error {
	if !wire.IsWorkerID(s.Worker) {
		return fmt.Errorf("keep standing: %w %q: want a lowercase 0x-prefixed address", ErrUnknownWorker, clip(s.Worker))
	}
	if err := s.Validate(); err != nil {
		return fmt.Errorf("keep standing: %w", err)
	}
	v, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("keep standing of %s: %w", s.Worker, err)
	}
	if err := r.rdb.HSet(ctx, r.keys.standings(), s.Worker, v).Err(); err != nil {
		return fmt.Errorf("keep standing of %s: %w", s.Worker, err)
	}
	return nil
}

// Standings reads back every standing kept, in no order, at most maxStandings (an
// error beyond: the hash is not what the engine writes). An entry that does not decode
// or validate is logged and left out.
func (r *Registry) Standings(ctx context.Context) ([]verification.Kept, error) {
	n, err := r.rdb.HLen(ctx, r.keys.standings()).Result()
	if err != nil {
		return nil, fmt.Errorf("read standings: %w", err)
	}
	if n > maxStandings {
		return nil, fmt.Errorf("read standings: %d entries in %s, more than %d", n, r.keys.standings(), maxStandings)
	}
	all, err := r.rdb.HGetAll(ctx, r.keys.standings()).Result()
	if err != nil {
		return nil, fmt.Errorf("read standings: %w", err)
	}
	out := make([]verification.Kept, 0, len(all))
	for worker, v := range all {
		s, err := decodeStanding(worker, v)
		if err != nil {
			r.log.Warn("skipping unreadable verification standing", zap.String("worker", clip(worker)), zap.Error(err))
			continue
		}
		out = append(out, s)
	}
	return out, nil
}

// Standing reads one worker's standing (the pages of a worker); ok false when none is
// kept. A kept value that does not decode or validate is an error.
func (r *Registry) Standing(ctx context.Context, worker string) (verification.Kept, bool, error) {
	if !wire.IsWorkerID(worker) {
		return verification.Kept{}, false, fmt.Errorf("read standing: %w %q: want a lowercase 0x-prefixed address", ErrUnknownWorker, clip(worker))
	}
	v, err := r.rdb.HGet(ctx, r.keys.standings(), worker).Result()
	if errors.Is(err, redis.Nil) {
		return verification.Kept{}, false, nil
	}
	if err != nil {
		return verification.Kept{}, false, fmt.Errorf("read standing of %s: %w", worker, err)
	}
	s, err := decodeStanding(worker, v)
	if err != nil {
		return verification.Kept{}, false, fmt.Errorf("read standing: %w", err)
	}
	return s, true, nil
}

// decodeStanding decodes and validates the standing kept in field worker.
func decodeStanding(worker, v string) (verification.Kept, error) {
	var s verification.Kept
	err := json.Unmarshal([]byte(v), &s)
	if err == nil && (s.Worker != worker || !wire.IsWorkerID(worker)) {
		err = fmt.Errorf("field %q holds the standing of %q", clip(worker), clip(s.Worker))
	}
	if err == nil {
		err = s.Validate()
	}
	return s, err
}
