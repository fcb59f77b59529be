package workers

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"go.uber.org/zap"
)

// Heartbeats over NATS go to HeartbeatSubjectPrefix + worker id.
const (
	HeartbeatSubjectPrefix = "infer.heartbeat."
	// HeartbeatQueue is the queue group of the subscription, so that of several
	// registries sharing one Redis only one handles each heartbeat.
	HeartbeatQueue = "infersched-workers"
	// natsAcceptTimeout bounds the work on one NATS heartbeat.
	natsAcceptTimeout = 5 * time.Second
)

// HeartbeatSubject is the subject a worker publishes its heartbeats on.
func HeartbeatSubject(worker string) string { return HeartbeatSubjectPrefix + worker }

// SubscribeNATS accepts heartbeats published on infer.heartbeat.<worker> (queue group
// HeartbeatQueue) until ctx ends. The subject's worker must be the heartbeat's. When a
// message has a reply subject, the answer is the Ack or an ErrorBody, as over HTTP. It
// returns once the subscription is registered with the server.
func (r *Registry) SubscribeNATS(ctx context.Context, nc *nats.Conn) error {
	sub, err := nc.QueueSubscribe(HeartbeatSubjectPrefix+"*", HeartbeatQueue, func(m *nats.Msg) {
		r.handleNATS(ctx, m)
	})
	if err != nil {
		return fmt.Errorf("subscribe %s*: %w", HeartbeatSubjectPrefix, err)
	}
	if err := nc.Flush(); err != nil {
		_ = sub.Unsubscribe()
		return fmt.Errorf("subscribe %s*: %w", HeartbeatSubjectPrefix, err)
	}
	go func() {
		<-ctx.Done()
		_ = sub.Unsubscribe()
	}()
	return nil
}

func (r *Registry) handleNATS(ctx context.Context, m *nats.Msg) {
	ctx, cancel := context.WithTimeout(ctx, natsAcceptTimeout)
	defer cancel()
	ack, err := r.acceptNATS(ctx, m.Subject, m.Data)
	if m.Reply == "" {
		if err != nil {
			r.refused("nats", err)
		}
		return
	}
	var reply any = ack
	if err != nil {
		_, code := r.refused("nats", err)
		reply = ErrorBody{Error: code, Message: err.Error()}
	}
	b, _ := json.Marshal(reply)
	if err := m.Respond(b); err != nil {
		r.log.Debug("heartbeat reply failed", zap.String("subject", m.Subject), zap.Error(err))
	}
}

func (r *Registry) acceptNATS(ctx context.Context, subject string, data []byte) (Ack, error) {
	sh, err := DecodeSignedHeartbeat(data)
	if err != nil {
		return Ack{}, err
	}
	if w := strings.TrimPrefix(subject, HeartbeatSubjectPrefix); w != sh.Heartbeat.Worker {
		return Ack{}, fmt.Errorf("%w: subject %q is not the heartbeat's worker %q", ErrInvalidHeartbeat, subject, clip(sh.Heartbeat.Worker))
	}
	return r.AcceptSigned(ctx, sh)
}
