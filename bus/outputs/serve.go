package outputs

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go"
	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
)

// commitTimeout bounds one commit (reading the chunks and writing the object), and one
// staging.
const commitTimeout = 30 * time.Second

// maxHandlers bounds the commits and chunks handled at once; the rest wait in their
// subscription, whose pending messages are bounded too (a worker whose chunk is dropped
// past it gets no answer and sends it again).
const (
	maxHandlers       = 32
	maxPendingChunks  = 64
	maxPendingCommits = 1024
)

// Serve answers the workers' chunks (wire.SubjectChunksAll) and commit requests
// (wire.SubjectCommitsAll), in queue group wire.CommitQueue, until ctx ends. The worker
// is the one the subject names: the bus lets a worker's user publish on its own chunk
// and commit subjects only.
func (s *Store) Serve(ctx context.Context, nc *nats.Conn, holder Holder, log *zap.Logger) error {
	stop, err := s.Listen(ctx, nc, holder, log)
	if err != nil {
		return err
	}
	<-ctx.Done()
	stop()
	return nil
}

// Listen is Serve without the wait: it subscribes nc to the chunks and the commits and
// returns once the server holds both subscriptions, so that every chunk or commit sent
// after it returns finds its responder (a core NATS request sent before would get no
// responders). The answers go on until stop; ctx bounds each one.
func (s *Store) Listen(ctx context.Context, nc *nats.Conn, holder Holder, log *zap.Logger) (stop func(), err error) {
	slots := make(chan struct{}, maxHandlers)
	handle := func(f func(*nats.Msg)) nats.MsgHandler {
		return func(m *nats.Msg) {
			select {
			case slots <- struct{}{}:
			case <-ctx.Done():
				return
			}
			go func() {
				defer func() { <-slots }()
				f(m)
			}()
		}
	}
	commits, err := nc.QueueSubscribe(wire.SubjectCommitsAll, wire.CommitQueue, handle(func(m *nats.Msg) { s.answer(ctx, m, holder, log) }))
	if err != nil {
		return nil, fmt.Errorf("outputs: subscribe %s: %w", wire.SubjectCommitsAll, err)
	}
	chunks, err := nc.QueueSubscribe(wire.SubjectChunksAll, wire.CommitQueue, handle(func(m *nats.Msg) { s.answerChunk(ctx, m, log) }))
	if err != nil {
		_ = commits.Unsubscribe()
		return nil, fmt.Errorf("outputs: subscribe %s: %w", wire.SubjectChunksAll, err)
	}
	stop = func() { _ = commits.Unsubscribe(); _ = chunks.Unsubscribe() }
	if err := chunks.SetPendingLimits(maxPendingChunks, maxPendingChunks*(wire.UploadChunkBytes+4<<10)); err != nil {
		stop()
		return nil, err
	}
	if err := commits.SetPendingLimits(maxPendingCommits, maxPendingCommits*4<<10); err != nil {
		stop()
		return nil, err
	}
	if err := nc.Flush(); err != nil { // the PONG comes after the server has taken both SUBs
		stop()
		return nil, fmt.Errorf("outputs: subscribe: %w", err)
	}
	return stop, nil
}

// answerChunk stages one chunk (Stage) and answers whether it is.
func (s *Store) answerChunk(ctx context.Context, m *nats.Msg, log *zap.Logger) {
	ctx, cancel := context.WithTimeout(ctx, commitTimeout)
	defer cancel()
	worker, id, n, err := wire.ParseChunkSubject(m.Subject)
	if err == nil {
		err = s.Stage(ctx, worker, id, n, m.Data)
	}
	if err != nil {
		log.Debug("output chunk refused", zap.String("subject", m.Subject), zap.Error(err))
	}
	_ = m.Respond(reply(err))
}

func (s *Store) answer(ctx context.Context, m *nats.Msg, holder Holder, log *zap.Logger) {
	ctx, cancel := context.WithTimeout(ctx, commitTimeout)
	defer cancel()
	worker, err := workerOf(m.Subject)
	var req wire.CommitRequest
	if err == nil {
		if jerr := json.Unmarshal(m.Data, &req); jerr != nil {
			err = fmt.Errorf("commit: not a commit request: %v", jerr)
		}
	}
	if err == nil {
		err = s.Commit(ctx, worker, req, holder)
	}
	if err != nil {
		log.Info("output commit refused", zap.String("subject", m.Subject), zap.String("request", req.RequestID), zap.Error(err))
	}
	_ = m.Respond(reply(err))
}

// workerOf reads the worker from a commit subject.
func workerOf(subject string) (common.Address, error) {
	id, ok := strings.CutPrefix(subject, wire.SubjectCommitPrefix)
	if !ok || len(id) != 42 || !common.IsHexAddress(id) || id != strings.ToLower(id) {
		return common.Address{}, fmt.Errorf("commit: subject %q does not name a worker", subject)
	}
	return common.HexToAddress(id), nil
}
