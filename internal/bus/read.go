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
