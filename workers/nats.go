package workers

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
)

// natsAcceptTimeout bounds the work on one NATS heartbeat.
const natsAcceptTimeout = 5 * time.Second

// SubscribeNATS accepts heartbeats published on infer.heartbeat.<worker> (queue group
// HeartbeatQueue) until ctx ends. The subject's worker must be the heartbeat's. When a
// message has a reply subject, the answer is the wire.HeartbeatReply or an wire.ErrorBody, as over HTTP. It
// returns once the subscription is registered with the server.
func (r *Registry) SubscribeNATS(ctx context.Context, nc *nats.Conn) error {
	sub, err := nc.QueueSubscribe(wire.SubjectHeartbeatsAll, wire.HeartbeatQueue, func(m *nats.Msg) {
		r.handleNATS(ctx, m)
	})
	if err != nil {
		return fmt.Errorf("subscribe %s: %w", wire.SubjectHeartbeatsAll, err)
	}
	if err := nc.Flush(); err != nil {
		_ = sub.Unsubscribe()
		return fmt.Errorf("subscribe %s: %w", wire.SubjectHeartbeatsAll, err)
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
		reply = wire.ErrorBody{Error: code, Message: err.Error()}
	}
	b, _ := json.Marshal(reply)
	if err := m.Respond(b); err != nil {
		r.log.Debug("heartbeat reply failed", zap.String("subject", m.Subject), zap.Error(err))
	}
}

func (r *Registry) acceptNATS(ctx context.Context, subject string, data []byte) (wire.HeartbeatReply, error) {
	sh, err := wire.DecodeSignedHeartbeat(data)
	if err != nil {
		return wire.HeartbeatReply{}, err
	}
	if w := strings.TrimPrefix(subject, wire.SubjectHeartbeatPrefix); w != sh.Heartbeat.Worker {
		return wire.HeartbeatReply{}, fmt.Errorf("%w: subject %q is not the heartbeat's worker %q", wire.ErrInvalidHeartbeat, subject, clip(sh.Heartbeat.Worker))
	}
	return r.AcceptSigned(ctx, sh)
}
