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

// commitTimeout bounds one commit (reading the chunks and writing the object).
const commitTimeout = 30 * time.Second

// Serve answers the workers' commit requests (wire.SubjectCommitsAll, queue group
// wire.CommitQueue) until ctx ends. The worker is the one the subject names: the bus
// lets a worker's user publish on its own commit subject only.
func (s *Store) Serve(ctx context.Context, nc *nats.Conn, holder Holder, log *zap.Logger) error {
	sub, err := nc.QueueSubscribe(wire.SubjectCommitsAll, wire.CommitQueue, func(m *nats.Msg) {
		go s.answer(ctx, m, holder, log)
	})
	if err != nil {
		return fmt.Errorf("outputs: subscribe %s: %w", wire.SubjectCommitsAll, err)
	}
	<-ctx.Done()
	_ = sub.Unsubscribe()
	return nil
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
