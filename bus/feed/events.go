package feed

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/infer"
	"github.com/infersched/infersched/wire/status"
)

// event is one decoded message of the REQUESTS stream.
type event struct {
	msg   jetstream.Msg
	kind  string // Kind*; "" for a subject the feed does not follow
	err   error  // it did not decode
	req   events.RequestEvent
	res   events.ResultEvent
	ref   events.RefundEvent
	retr  events.Retraction
	bump  events.FeeBumpEvent
	gone  events.WithdrawalEvent
	ver   events.VerifyEvent
	claim *Claim // what it says about the chain; nil when nothing is to check
}

func decodeEvent(msg jetstream.Msg) event {
	e := event{msg: msg}
	subject := msg.Subject()
	switch {
	case strings.HasPrefix(subject, wire.SubjectRequestPrefix):
		e.kind = KindRequest
		if e.req, e.err = events.DecodeRequestEvent(msg.Data()); e.err == nil {
			e.claim = &Claim{Kind: e.kind, Meta: e.req.EventMeta, ID: e.req.ID, Request: &e.req}
		}
	case subject == wire.SubjectResults:
		e.kind = KindResult
		if e.res, e.err = events.DecodeResultEvent(msg.Data()); e.err == nil {
			e.claim = &Claim{Kind: e.kind, Meta: e.res.EventMeta, ID: e.res.ID}
		}
	case subject == wire.SubjectRefunds:
		e.kind = KindRefund
		if e.ref, e.err = events.DecodeRefundEvent(msg.Data()); e.err == nil {
			e.claim = &Claim{Kind: e.kind, Meta: e.ref.EventMeta, ID: e.ref.ID}
		}
	case subject == wire.SubjectVerifications:
		e.kind = KindVerify
		if e.ver, e.err = events.DecodeVerifyEvent(msg.Data()); e.err == nil {
			e.claim = &Claim{Kind: e.kind, Meta: e.ver.EventMeta, ID: e.ver.ID, Verify: &e.ver}
		}
	case subject == wire.SubjectRetractions:
		e.kind = KindRetraction
		if e.retr, e.err = events.DecodeRetraction(msg.Data()); e.err == nil && e.retr.Kind == events.KindRequest {
			e.claim = &Claim{Kind: e.kind, Meta: e.retr.EventMeta, ID: e.retr.ID}
		}
	case subject == wire.SubjectFeeBumps:
		e.kind = KindFeeBump
		if e.bump, e.err = events.DecodeFeeBumpEvent(msg.Data()); e.err == nil {
			e.claim = &Claim{Kind: e.kind, Meta: e.bump.EventMeta, ID: e.bump.ID, Fee: &e.bump.Fee.Int}
		}
	case subject == wire.SubjectWithdrawals:
		e.kind = KindWithdrawal
		if e.gone, e.err = events.DecodeWithdrawalEvent(msg.Data()); e.err == nil {
			e.claim = &Claim{Kind: e.kind, Meta: e.gone.EventMeta, ID: e.gone.ID, EffectiveAt: e.gone.EffectiveAt}
		}
	}
	return e
}

// applyBatch checks the events of msgs against the chain with one read, then applies
// them in order. live says they come from the durable consumer (to be acknowledged);
// while rebuilding they are only read. It reports how many requests were added or
// restored.
func (f *Feed) applyBatch(ctx context.Context, msgs []jetstream.Msg, live bool) (int, error) {
	evs := make([]event, len(msgs))
	var claims []Claim
	var at []int
	for i, m := range msgs {
		evs[i] = decodeEvent(m)
		if evs[i].kind == KindVerify && !live {
			evs[i].claim = nil // not applied while rebuilding (batch.go's stage): nothing to check
		}
		if evs[i].claim != nil {
			claims = append(claims, *evs[i].claim)
			at = append(at, i)
		}
	}
	verdicts := make([]*Verdict, len(msgs))
	unchecked := false
	if f.verify != nil && len(claims) > 0 {
		vs, err := f.verify.Check(ctx, claims)
		// While rebuilding, an event skipped would not come back before AckWait: try
		// again a few times, then fail the start rather than lose pending requests.
		for wait := time.Second; err != nil && !live && wait <= 8*time.Second && ctx.Err() == nil; wait *= 2 {
			f.log.Warn("chain unreadable while rebuilding; trying again", zap.Duration("in", wait), zap.Error(err))
			select {
			case <-ctx.Done():
			case <-time.After(wait):
			}
			vs, err = f.verify.Check(ctx, claims)
		}
		if err != nil && !live {
			return 0, fmt.Errorf("check events against the chain: %w", err)
		}
		if err != nil {
			// The chain cannot be read: nothing that needs it is decided now.
			f.log.Warn("chain unreadable; events wait", zap.Int("events", len(claims)), zap.Error(err))
			unchecked = true
		} else {
			for j, i := range at {
				verdicts[i] = &vs[j]
			}
		}
	}
	// What the chain agrees with (or what needs no check) is applied in runs, their
	// round trips overlapping (batch.go).
	var todo []*applied
	for i := range evs {
		e := &evs[i]
		var liveMsg jetstream.Msg
		if live {
			liveMsg = e.msg
		}
		switch {
		case unchecked && e.claim != nil:
			if live {
				f.giveBack(e.msg, f.checkDelay)
			}
		case verdicts[i] != nil && !verdicts[i].OK:
			f.refuse(*e, liveMsg, verdicts[i])
		case e.err != nil:
			f.poison(e.msg, liveMsg, e.err)
		case e.kind == "":
			ackMsg(f.log, liveMsg)
		default:
			todo = append(todo, &applied{ev: e, live: liveMsg, verdict: verdicts[i]})
		}
	}
	f.applyAll(ctx, todo)
	restored := 0
	var errs []error
	for _, a := range todo {
		if a.restored {
			restored++
		}
		if a.err == nil {
			continue
		}
		if !live {
			return restored, a.err
		}
		errs = append(errs, a.err)
		f.log.Warn("event not applied; it will be redelivered", zap.String("subject", a.ev.msg.Subject()), zap.Error(a.err))
		f.giveBack(a.ev.msg, time.Second)
	}
	return restored, errors.Join(errs...)
}

// refuse handles an event the chain does not agree with: checked again later while the
// chain may still come to agree (Verdict.Retry, up to CheckRetries deliveries), else
// terminated, logged with the reason and counted. While rebuilding it is only skipped:
// the durable consumer delivers it again.
func (f *Feed) refuse(e event, live jetstream.Msg, v *Verdict) {
	log := f.log.With(zap.String("kind", e.kind), zap.String("request", e.claim.ID), zap.String("reason", v.Reason),
		zap.String("detail", v.Detail), zap.String("subject", e.msg.Subject()))
	if live == nil {
		log.Debug("event the chain does not agree with skipped while rebuilding")
		return
	}
	if md, err := live.Metadata(); err == nil && v.Retry && md.NumDelivered < uint64(f.checkRetries) {
		log.Info("the chain does not agree yet; checking again", zap.Uint64("delivery", md.NumDelivered), zap.Duration("in", f.checkDelay))
		f.giveBack(live, f.checkDelay)
		return
	}
	log.Warn("event refused: the chain does not agree with it")
	f.refused.WithLabelValues(e.kind, v.Reason).Inc()
	if err := live.Term(); err != nil {
		log.Warn("terminate refused event", zap.Error(err))
	}
}

// poison takes a message that does not decode off the stream's pending list for good
// (the indexer validated what it published: such a message can never be applied), says
// so with its subject and sequence, and counts it. While rebuilding it is only skipped:
// the durable consumer delivers it again and terminates it then.
func (f *Feed) poison(msg, live jetstream.Msg, err error) {
	var seq uint64
	if md, merr := msg.Metadata(); merr == nil {
		seq = md.Sequence.Stream
	}
	if live == nil {
		f.log.Debug("undecodable event skipped while rebuilding", zap.String("subject", msg.Subject()), zap.Uint64("stream_seq", seq), zap.Error(err))
		return
	}
	f.log.Error("undecodable event on the REQUESTS stream; terminated", zap.String("subject", msg.Subject()),
		zap.Uint64("stream_seq", seq), zap.Error(err))
	f.poisoned.WithLabelValues(kindOf(msg.Subject())).Inc()
	if terr := live.Term(); terr != nil {
		f.log.Warn("terminate poison message", zap.String("subject", msg.Subject()), zap.Uint64("stream_seq", seq), zap.Error(terr))
	}
}

// badStatus reports a status record that does not decode: it is skipped (never a
// reason to stop the feed or its rebuild), logged and counted under kind "status".
func (f *Feed) badStatus(id string, err error) {
	f.log.Error("undecodable status record; skipped", zap.String("request", id), zap.Error(err))
	f.poisoned.WithLabelValues("status").Inc()
}

// isRequest reports whether subject is a request's (the requests consumer's) rather
// than another event's.
func isRequest(subject string) bool {
	return strings.HasPrefix(subject, wire.SubjectRequestPrefix)
}

// kindOf is the metric label of a REQUESTS subject.
func kindOf(subject string) string {
	switch {
	case isRequest(subject):
		return "request"
	case subject == wire.SubjectResults:
		return "result"
	case subject == wire.SubjectRefunds:
		return "refund"
	case subject == wire.SubjectRetractions:
		return "retraction"
	case subject == wire.SubjectFeeBumps:
		return "fee_bump"
	case subject == wire.SubjectWithdrawals:
		return "withdrawal"
	case subject == wire.SubjectVerifications:
		return "verify"
	}
	return "other"
}

func (f *Feed) applyRequest(ctx context.Context, ev events.RequestEvent, v *Verdict, ack func()) (bool, error) {
	req := ev.Request()
	if f.eng.OnFinal(req.ID, ack) {
		return false, nil // already pending: this delivery takes over the ack
	}
	if v != nil && v.Stored.Status != contracts.StatusPending {
		ack() // fulfilled or refunded on chain: its own event settles the status
		f.eng.Settled(req, ev.Prompt)
		return false, nil
	}
	defer f.chainAmendments(req.ID, v)
	rec, _, err := f.statuses.Get(ctx, req.ID)
	if errors.Is(err, status.ErrInvalid) {
		f.badStatus(req.ID, err)
		err = status.ErrNotFound // the request is queued afresh; its first round overwrites the record
	}
	switch {
	case err == nil && rec.State == status.StateInvalidRequest && invalidDocument(ev.Prompt):
		// The record's word is checked against the prompt itself: a document that does
		// not decode stays invalid whatever the chain says.
		ack()
		return false, nil
	case err == nil && rec.State.Final() && v != nil && f.now().UnixMilli() < req.DeadlineMS:
		// The chain holds the request pending and its deadline is ahead: a final status
		// record is not the chain's word (it may have been written by anyone with access
		// to the bucket), so the request is queued afresh.
		f.log.Warn("status record says final but the chain holds the request pending; queued again",
			zap.String("request", req.ID), zap.String("recorded_state", string(rec.State)))
		f.refused.WithLabelValues("status_record", "final_but_pending_on_chain").Inc()
		return f.eng.Add(req, ev.Prompt, ack), nil
	case err == nil && rec.State.Final():
		ack()
		f.eng.Settled(req, ev.Prompt)
		return false, nil
	case err == nil:
		return f.eng.Restore(req, ev.Prompt, rec, ack), nil
	case errors.Is(err, status.ErrNotFound):
		return f.eng.Add(req, ev.Prompt, ack), nil
	default:
		return false, err
	}
}

// chainAmendments applies to a request just added or restored what the chain holds
// beyond its event: a fee raised since, a withdrawal. A bump or withdrawal event
// delivered before this process started (its message acknowledged) is thus never lost.
func (f *Feed) chainAmendments(id string, v *Verdict) {
	if v == nil {
		return
	}
	if v.Stored.Fee != nil {
		f.eng.BumpFee(id, v.Stored.Fee)
	}
	if v.Stored.WithdrawAt != 0 {
		f.eng.Withdraw(id, int64(min(v.Stored.WithdrawAt, 1<<52))*1000)
	}
}

// invalidDocument reports whether prompt is an inference request document that does
// not decode (the round engine ends such a request as invalid_request).
func invalidDocument(prompt []byte) bool {
	_, err := infer.Parse(prompt)
	return err != nil
}
