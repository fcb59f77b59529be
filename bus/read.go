package bus

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// ReadSubjects calls fn for every message of stream on subjects, in stream order, until
// the last message present when it started.
func ReadSubjects(ctx context.Context, js jetstream.JetStream, stream string, subjects []string, fn func(data []byte) error) error {
	return ReadMessages(ctx, js, stream, subjects, func(m jetstream.Msg) error { return fn(m.Data()) })
}

// ReadMessages is ReadSubjects with the whole message (subject, headers, metadata).
func ReadMessages(ctx context.Context, js jetstream.JetStream, stream string, subjects []string, fn func(m jetstream.Msg) error) error {
	s, err := js.Stream(ctx, stream)
	if err != nil {
		return fmt.Errorf("stream %s: %w", stream, err)
	}
	info, err := s.Info(ctx)
	if err != nil {
		return fmt.Errorf("stream %s: %w", stream, err)
	}
	last := info.State.LastSeq
	if info.State.Msgs == 0 {
		return nil
	}
	oc, err := s.OrderedConsumer(ctx, jetstream.OrderedConsumerConfig{FilterSubjects: subjects})
	if err != nil {
		return fmt.Errorf("read %v: %w", subjects, err)
	}
	for {
		batch, err := oc.Fetch(512, jetstream.FetchMaxWait(500*time.Millisecond))
		if err != nil {
			return fmt.Errorf("read %v: %w", subjects, err)
		}
		n := 0
		for m := range batch.Messages() {
			n++
			md, err := m.Metadata()
			if err != nil {
				return err
			}
			if err := fn(m); err != nil {
				return err
			}
			if md.Sequence.Stream >= last {
				return nil
			}
		}
		if err := batch.Error(); err != nil && !errors.Is(err, jetstream.ErrNoMessages) && !errors.Is(err, context.DeadlineExceeded) {
			return fmt.Errorf("read %v: %w", subjects, err)
		}
		if n == 0 {
			return nil // the rest was deleted under us (limits); what was there is read
		}
	}
}

// ScanSubject calls fn for every message of stream on subject (wildcards allowed), in
// stream order, until the last message present when it started. Unlike ReadMessages it
// creates no consumer: each message is a direct get of the next one on subject
// ($JS.API.STREAM.MSG.GET with next_by_subj), so a reader needs no consumer rights on
// the stream. That is how a read-only role reads a stream whose durable consumers
// belong to someone else (REQUESTS: the scheduler's rounds). One request per message:
// for whole-log reads of large streams ReadMessages is the faster path.
func ScanSubject(ctx context.Context, js jetstream.JetStream, stream, subject string, fn func(m *jetstream.RawStreamMsg) error) error {
	s, err := js.Stream(ctx, stream)
	if err != nil {
		return fmt.Errorf("stream %s: %w", stream, err)
	}
	info := s.CachedInfo()
	last := info.State.LastSeq
	for seq := info.State.FirstSeq; seq <= last && last > 0; {
		m, err := s.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(subject))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			return nil // nothing more on subject
		}
		if err != nil {
			return fmt.Errorf("read %s at %d: %w", subject, seq, err)
		}
		if m.Sequence > last {
			return nil
		}
		if err := fn(m); err != nil {
			return err
		}
		seq = m.Sequence + 1
	}
	return nil
}
