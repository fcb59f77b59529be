package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/wire"
)

func (w *Worker) reserve(memMB int64) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.active >= w.cfg.MaxJobs || w.reservedMB+memMB > w.cfg.MemoryMB {
		return false
	}
	w.active++
	w.reservedMB += memMB
	return true
}

func (w *Worker) release(memMB int64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.active--
	w.reservedMB -= memMB
}

func (w *Worker) observeLatency(d time.Duration) {
	ms := float64(d) / float64(time.Millisecond)
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.latencyMS == 0 {
		w.latencyMS = ms
		return
	}
	w.latencyMS = 0.8*w.latencyMS + 0.2*ms
}

// observeUsage feeds a finished job's usage to the rates the heartbeat reports: the
// tokens its backend counted, an image's steps, a transcription's audio bytes.
func (w *Worker) observeUsage(model string, j Job, res Result, took time.Duration) {
	w.speed.observe(model, j.Task(), usageOf(j, res), took)
}

// Load is what the next heartbeat reports.
func (w *Worker) load() wire.Heartbeat {
	var open map[string]int64
	var batchMax, batchWait int64
	if w.batch != nil { // before w.mu: the batcher takes w.mu under its own lock
		open, batchMax = w.batch.open(), int64(w.cfg.Batch.MaxSize)
		if batchMax > 1 {
			// The plan counts the hold in a batched assignment's estimate; a wait past
			// the heartbeat's bound is said as the bound.
			batchWait = min(w.cfg.Batch.MaxWait.Milliseconds(), wire.MaxBatchWaitMS)
		}
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	now := w.d.Clock().UnixMilli()
	w.seq = max(now, w.seq+1)
	return wire.Heartbeat{
		Tasks:          w.tasks,
		Speed:          w.speed.speed(w.cfg.Models),
		Determinism:    w.cfg.Determinism,
		OpenBatch:      open,
		BatchMax:       batchMax,
		BatchMaxWaitMS: batchWait,
		Worker:         w.id,
		Models:         w.cfg.Models,
		FreeMemoryMB:   max(w.cfg.MemoryMB-w.reservedMB, 0),
		ActiveJobs:     int64(min(w.active, w.cfg.MaxJobs)),
		MaxJobs:        int64(w.cfg.MaxJobs),
		AvgLatencyMS:   int64(min(math.Round(w.latencyMS), wire.MaxAvgLatencyMS)),
		TimestampMS:    now,
		Seq:            w.seq,
	}
}

// ErrUnstaked: the worker has no active stake in WorkerRegistry (a lost dispute's
// slash took it below the minimum, or it asked to unstake): the scheduler refuses its
// heartbeats and assigns it nothing, and the router refuses its results. Run returns it.
var ErrUnstaked = errors.New("worker has no active stake")

// heartbeats sends one every heartbeat_interval until ctx ends. A refusal because the
// worker is not staked is checked on chain (the registry the router pays from): with no
// active stake left the worker stops (stop), saying why, instead of being refused every
// interval.
func (w *Worker) heartbeats(ctx context.Context, stop context.CancelCauseFunc) {
	t := time.NewTicker(w.cfg.HeartbeatInterval)
	defer t.Stop()
	for {
		err := w.heartbeat(ctx)
		var r *refusal
		switch {
		case err == nil:
		case ctx.Err() != nil:
			// The worker is stopping: a heartbeat cut short by that is no fault.
			return
		case errors.As(err, &r) && r.code == "not_staked":
			if gone := w.unstaked(ctx); gone != nil {
				w.log.Error("stopping: this worker has no active stake; the scheduler assigns it nothing and the router refuses its results",
					zap.Error(gone))
				stop(gone)
				return
			}
			w.log.Warn("heartbeat", zap.Error(err))
		default:
			w.log.Warn("heartbeat", zap.Error(err))
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// unstaked reads the worker's stake in the router's WorkerRegistry: an error wrapping
// ErrUnstaked when it is 0, nil when it is staked or the chain cannot be read.
func (w *Worker) unstaked(ctx context.Context) error {
	cctx, cancel := context.WithTimeout(ctx, replyTimeout)
	defer cancel()
	opts := &bind.CallOpts{Context: cctx}
	router, err := bindings.NewInferenceRouterCaller(w.d.Router, w.d.Chain)
	if err != nil {
		return nil
	}
	regAddr, err := router.WorkerRegistry(opts)
	if err != nil {
		return nil
	}
	reg, err := bindings.NewWorkerRegistryCaller(regAddr, w.d.Chain)
	if err != nil {
		return nil
	}
	stake, err := reg.StakeOf(opts, w.addr)
	if err != nil || stake.Sign() != 0 {
		return nil
	}
	info, err := reg.WorkerInfo(opts, w.addr)
	why := "slashed below the minimum stake (a lost dispute) or unstaking"
	if err == nil && info.UnlockAt == 0 {
		why = fmt.Sprintf("slashed below the minimum stake (a lost dispute): %s wei left", info.Stake)
	} else if err == nil {
		why = fmt.Sprintf("unstaking (unlocks at %d)", info.UnlockAt)
	}
	return fmt.Errorf("%w: %s in WorkerRegistry %s is %s; stake again with `infersched worker register --stake WEI` to take jobs",
		ErrUnstaked, w.id, strings.ToLower(regAddr.Hex()), why)
}

// refusal is a heartbeat the scheduler refused, with its error code.
type refusal struct {
	code, message string
}

func (r *refusal) Error() string { return "refused: " + r.code + ": " + r.message }

// heartbeat signs the current load and sends it over HTTP or NATS.
func (w *Worker) heartbeat(ctx context.Context) error {
	sh, err := wire.Sign(w.d.Key, w.report(ctx))
	if err != nil {
		return err
	}
	b, err := json.Marshal(sh)
	if err != nil {
		return err
	}
	cctx, cancel := context.WithTimeout(ctx, replyTimeout)
	defer cancel()
	if w.cfg.SchedulerURL == "" {
		reply, err := w.d.NATS.RequestWithContext(cctx, wire.HeartbeatSubject(w.addr), b)
		if err != nil {
			return fmt.Errorf("over nats: %w", err)
		}
		var eb wire.ErrorBody
		if json.Unmarshal(reply.Data, &eb) == nil && eb.Error != "" {
			return &refusal{code: eb.Error, message: clip(eb.Message, 300)}
		}
		return nil
	}
	req, err := http.NewRequestWithContext(cctx, http.MethodPost, strings.TrimRight(w.cfg.SchedulerURL, "/")+wire.HeartbeatPath, bytes.NewReader(b))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := w.d.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
	if resp.StatusCode/100 != 2 {
		var eb wire.ErrorBody
		if json.Unmarshal(body, &eb) == nil && eb.Error != "" {
			return fmt.Errorf("HTTP %d: %w", resp.StatusCode, &refusal{code: eb.Error, message: clip(eb.Message, 300)})
		}
		return fmt.Errorf("HTTP %d: %s", resp.StatusCode, clip(string(body), 300))
	}
	return nil
}
