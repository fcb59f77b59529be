package bus

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// ReadSubjects calls fn for every message of stream on subjects, in stream order, until
// the last message present when it started.
func ReadSubjects(ctx context.Context, js jetstream.JetStream, stream string, subjects []string, fn func(data []byte) error) error {
	return ReadMessages(ctx, js, stream, subjects, func(m *jetstream.RawStreamMsg) error { return fn(m.Data) })
}

// directBatch is how many messages one batched direct get asks for.
const directBatch = 512

// ReadMessages is ReadSubjects with the whole message (subject, sequence, headers,
// time). It creates no consumer: it reads with batched direct gets
// ($JS.API.DIRECT.GET.<stream> with batch and up_to_seq), so a reader needs no consumer
// rights, and every stream of the layout allows them (StreamConfigs).
func ReadMessages(ctx context.Context, js jetstream.JetStream, stream string, subjects []string, fn func(m *jetstream.RawStreamMsg) error) error {
	s, err := js.Stream(ctx, stream)
	if err != nil {
		return fmt.Errorf("stream %s: %w", stream, err)
	}
	info := s.CachedInfo()
	if info.State.Msgs == 0 {
		return nil
	}
	if !info.Config.AllowDirect {
		return fmt.Errorf("stream %s: direct gets are off (an old layout: run `infersched bus init` with the admin's credentials)", stream)
	}
	filter := ""
	if len(subjects) == 1 {
		filter = subjects[0]
	}
	last := info.State.LastSeq
	for seq := info.State.FirstSeq; seq <= last; {
		next, n, err := directBatchGet(ctx, js.Conn(), stream, seq, last, filter, func(m *jetstream.RawStreamMsg) error {
			if len(subjects) > 1 && !slices.ContainsFunc(subjects, func(p string) bool { return SubjectMatches(p, m.Subject) }) {
				return nil
			}
			return fn(m)
		})
		if err != nil {
			return fmt.Errorf("read %s %v at %d: %w", stream, subjects, seq, err)
		}
		if n == 0 {
			return nil // nothing more up to last (the rest was deleted under us: limits)
		}
		seq = next
	}
	return nil
}

// directBatchGet asks for up to directBatch messages of stream from seq to upTo on
// filter and calls fn with each; it returns the sequence after the last one delivered
// and how many came.
func directBatchGet(ctx context.Context, nc *nats.Conn, stream string, seq, upTo uint64, filter string, fn func(*jetstream.RawStreamMsg) error) (uint64, int, error) {
	req, err := json.Marshal(struct {
		Seq     uint64 `json:"seq"`
		NextFor string `json:"next_by_subj,omitempty"`
		Batch   int    `json:"batch"`
		UpTo    uint64 `json:"up_to_seq"`
	}{seq, filter, directBatch, upTo})
	if err != nil {
		return 0, 0, err
	}
	inbox := nc.NewRespInbox()
	sub, err := nc.SubscribeSync(inbox)
	if err != nil {
		return 0, 0, err
	}
	defer sub.Unsubscribe() //nolint:errcheck // best effort
	if err := nc.PublishRequest("$JS.API.DIRECT.GET."+stream, inbox, req); err != nil {
		return 0, 0, err
	}
	n := 0
	for {
		wctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		m, err := sub.NextMsgWithContext(wctx)
		cancel()
		if err != nil {
			return 0, n, fmt.Errorf("direct get: %w", err)
		}
		if status := m.Header.Get("Status"); status != "" {
			switch status {
			case "204": // end of batch
				return seq, n, nil
			case "404":
				return seq, n, nil
			default:
				return 0, n, fmt.Errorf("direct get: status %s %s", status, m.Header.Get("Description"))
			}
		}
		got, err := strconv.ParseUint(m.Header.Get(jetstream.SequenceHeader), 10, 64)
		if err != nil {
			return 0, n, fmt.Errorf("direct get: a reply without a sequence: %w", err)
		}
		ts, _ := time.Parse(time.RFC3339Nano, m.Header.Get(jetstream.TimeStampHeaer))
		hdr := nats.Header{}
		for k, v := range m.Header {
			switch k {
			case jetstream.StreamHeader, jetstream.SequenceHeader, jetstream.TimeStampHeaer, jetstream.SubjectHeader,
				jetstream.LastSequenceHeader, "Nats-Num-Pending":
			default:
				hdr[k] = v
			}
		}
		n++
		seq = got + 1
		if err := fn(&jetstream.RawStreamMsg{Subject: m.Header.Get(jetstream.SubjectHeader), Sequence: got, Header: hdr, Data: m.Data, Time: ts}); err != nil {
			return 0, n, err
		}
	}
}

// SubjectMatches reports whether subject matches pattern ('*' one token, '>' the rest).
func SubjectMatches(pattern, subject string) bool {
	p, s := strings.Split(pattern, "."), strings.Split(subject, ".")
	for i, t := range p {
		if t == ">" {
			return len(s) > i
		}
		if i >= len(s) || t != "*" && t != s[i] {
			return false
		}
	}
	return len(p) == len(s)
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
