package workers

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// maxStrikes bounds the failures in a row read back for one worker; a larger count is
// not something the engine writes.
const maxStrikes = 1 << 30

// PutBackoff keeps one worker's backoff (the round engine's rounds.Backoffs) in the
// backoff hash; 0 strikes removes the worker from it.
func (r *Registry) PutBackoff(ctx context.Context, b scheduler.WorkerBackoff) error {
	if !wire.IsWorkerID(b.Worker) {
		return fmt.Errorf("keep backoff: %w %q: want a lowercase 0x-prefixed address", ErrUnknownWorker, clip(b.Worker))
	}
	if b.Strikes <= 0 {
		if err := r.rdb.HDel(ctx, r.keys.backoffs(), b.Worker).Err(); err != nil {
			return fmt.Errorf("forget backoff of %s: %w", b.Worker, err)
		}
		return nil
	}
	if b.Strikes > maxStrikes || b.UntilMS < 0 {
		return fmt.Errorf("keep backoff of %s: strikes %d (1 to %d) or until_ms %d (not negative) out of range", b.Worker, b.Strikes, maxStrikes, b.UntilMS)
	}
	v := strconv.Itoa(b.Strikes) + ":" + strconv.FormatInt(b.UntilMS, 10)
	if err := r.rdb.HSet(ctx, r.keys.backoffs(), b.Worker, v).Err(); err != nil {
		return fmt.Errorf("keep backoff of %s: %w", b.Worker, err)
	}
	return nil
}

// Backoffs reads back every backoff kept, in no order. An entry that does not decode
// (a field that is not a worker address, a value that is not strikes:until_ms in range)
// is logged and left out: it never stops a start.
func (r *Registry) Backoffs(ctx context.Context) ([]scheduler.WorkerBackoff, error) {
	all, err := r.rdb.HGetAll(ctx, r.keys.backoffs()).Result()
	if err != nil {
		return nil, fmt.Errorf("read backoffs: %w", err)
	}
	out := make([]scheduler.WorkerBackoff, 0, len(all))
	for worker, v := range all {
		b, err := decodeBackoff(worker, v)
		if err != nil {
			r.log.Warn("skipping unreadable worker backoff", zap.String("key", r.keys.backoffs()), zap.String("worker", clip(worker)), zap.Error(err))
			continue
		}
		out = append(out, b)
	}
	return out, nil
}

func decodeBackoff(worker, v string) (scheduler.WorkerBackoff, error) {
	if !wire.IsWorkerID(worker) {
		return scheduler.WorkerBackoff{}, fmt.Errorf("%q is not a lowercase 0x-prefixed worker address", clip(worker))
	}
	s, u, ok := strings.Cut(v, ":")
	strikes, err1 := strconv.Atoi(s)
	until, err2 := strconv.ParseInt(u, 10, 64)
	if !ok || err1 != nil || err2 != nil || strikes < 1 || strikes > maxStrikes || until < 0 {
		return scheduler.WorkerBackoff{}, fmt.Errorf("value %q: want strikes:until_ms, strikes 1 to %d and until_ms not negative", clip(v), maxStrikes)
	}
	return scheduler.WorkerBackoff{Worker: worker, Strikes: strikes, UntilMS: until}, nil
}
