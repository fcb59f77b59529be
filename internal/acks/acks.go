// Package acks applies workers' signed acknowledgements and refusals of assignments
// (core NATS, wire.SubjectAcksAll) to the round engine: workers → engine, one arrow.
//
// It decodes and verifies with package wire and holds no state; it must not decide
// anything about scheduling.
package acks

import (
	"context"
	"fmt"
	"strings"

	"github.com/nats-io/nats.go"
	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
)

// Engine is what an acknowledgement changes: the round engine's view of one
// assignment attempt. Each reports whether the attempt was pending for that worker.
type Engine interface {
	Ack(ctx context.Context, requestID, worker string, attempt int) bool
	Fail(ctx context.Context, requestID, worker string, attempt int, reason string) bool
	// Leads reports whether this replica runs the rounds of the request's shard. Every
	// replica hears every acknowledgement; only that one answers, so that a worker
	// never takes a follower's "not pending" for the scheduler's word.
	Leads(requestID string) bool
}

// NotPending is the reply to an ack or nack for an attempt the engine does not hold
// for that worker.
const NotPending = "not pending for this worker and attempt"

// Listen applies workers' acknowledgements to eng until ctx ends. An ack on a worker's
// subject must be signed by that worker. A request with a reply subject gets wire.AckOK
// or the reason it was refused.
func Listen(ctx context.Context, nc *nats.Conn, eng Engine, log *zap.Logger) error {
	if log == nil {
		log = zap.NewNop()
	}
	sub, err := nc.Subscribe(wire.SubjectAcksAll, func(m *nats.Msg) {
		reply := func(s string) {
			if m.Reply != "" {
				_ = m.Respond([]byte(s))
			}
		}
		a, err := wire.DecodeAck(m.Data)
		if err == nil && wire.SubjectAckPrefix+a.Worker != strings.ToLower(m.Subject) {
			err = fmt.Errorf("%w: on subject %s, for worker %s", wire.ErrBadAck, m.Subject, a.Worker)
		}
		if err != nil {
			log.Warn("acknowledgement refused", zap.String("subject", m.Subject), zap.Error(err))
			reply(err.Error())
			return
		}
		if !eng.Leads(a.RequestID) {
			return // another replica's request (or none's: the worker's request times out)
		}
		var ok bool
		if a.Failed {
			ok = eng.Fail(ctx, a.RequestID, a.Worker, a.Attempt, a.Reason)
		} else {
			ok = eng.Ack(ctx, a.RequestID, a.Worker, a.Attempt)
		}
		if !ok {
			reply(NotPending)
			return
		}
		reply(wire.AckOK)
	})
	if err != nil {
		return fmt.Errorf("subscribe acks: %w", err)
	}
	<-ctx.Done()
	return sub.Drain()
}
