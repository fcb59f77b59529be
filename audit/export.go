package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

// Requests reads every request event of the REQUESTS stream, by id. It reads with
// direct gets, not a consumer: the auditor's bus role has no consumer rights on
// REQUESTS, where the scheduler's durable consumers live (bus/roles).
func Requests(ctx context.Context, js jetstream.JetStream) (map[string]scheduler.Request, error) {
	out := map[string]scheduler.Request{}
	err := bus.ScanSubject(ctx, js, wire.StreamRequests, wire.SubjectRequestsAll, func(m *jetstream.RawStreamMsg) error {
		ev, err := events.DecodeRequestEvent(m.Data)
		if err != nil {
			return nil // the indexer sends undecodable logs to rejections; nothing here to resolve
		}
		out[ev.ID] = ev.Request()
		return nil
	})
	return out, err
}

// Anchors reads every anchor of shard 0's chain published beside the decision records,
// in order. A message on the anchors subject that is not an anchor is left out.
func Anchors(ctx context.Context, js jetstream.JetStream) ([]decisionlog.Anchor, error) {
	return AnchorsOf(ctx, js, 0)
}

// AnchorsOf is Anchors of shard's chain (wire.AnchorSubjectOf).
func AnchorsOf(ctx context.Context, js jetstream.JetStream, shard int) ([]decisionlog.Anchor, error) {
	all, err := readAnchors(ctx, js, []string{wire.AnchorSubjectOf(shard)}, nil)
	return all[shard], err
}

// readAnchors reads the anchors on subjects, by shard, telling skipped (when set) of
// each message left out.
func readAnchors(ctx context.Context, js jetstream.JetStream, subjects []string, skipped func(seq uint64, subject string, err error)) (map[int][]decisionlog.Anchor, error) {
	out := map[int][]decisionlog.Anchor{}
	err := bus.ReadMessages(ctx, js, wire.StreamDecisions, subjects, func(m *jetstream.RawStreamMsg) error {
		shard, ok := wire.ShardOfAnchorSubject(m.Subject)
		if !ok || shard >= MaxShards {
			if skipped != nil {
				skipped(m.Sequence, m.Subject, errors.New("not an anchor subject"))
			}
			return nil
		}
		var a decisionlog.Anchor
		dec := json.NewDecoder(strings.NewReader(string(m.Data)))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&a); err != nil {
			if skipped != nil {
				skipped(m.Sequence, m.Subject, fmt.Errorf("anchor message: %w", err))
			}
			return nil
		}
		out[shard] = append(out[shard], a)
		return nil
	})
	return out, err
}

// anchorOf finds the anchor whose span holds round.
func anchorOf(anchors []decisionlog.Anchor, round uint64) *decisionlog.Anchor {
	i := sort.Search(len(anchors), func(i int) bool { return anchors[i].ToRound >= round })
	if i < len(anchors) && anchors[i].FromRound <= round {
		return &anchors[i]
	}
	return nil
}

// Export writes the records of rounds from..to (to 0 = the last when it starts) as JSON Lines, each
// with its requests resolved from the REQUESTS stream and its anchor attached, and
// returns how many it wrote. A request that cannot be resolved, or whose content does not
// match the hash the record holds, is an error: an export must verify offline.
func Export(ctx context.Context, js jetstream.JetStream, from, to uint64, w io.Writer) (int, error) {
	return ExportWith(ctx, js, from, to, w, ExportOptions{})
}

// ExportOptions are Export's optional hooks.
type ExportOptions struct {
	// Skipped hears of every message on a record or anchor subject that is not a
	// record or an anchor (undecodable, an unfinished chunked write): it is left out of
	// the export, which goes on. Nil: left out silently.
	Skipped func(seq uint64, subject string, err error)

	afterRequests func() // tests: what happens on the bus between the two reads
}

// errPastSnapshot ends the read of the records at the last one present when the export
// started.
var errPastSnapshot = errors.New("past the export's snapshot")

// ExportWith is Export with options.
func ExportWith(ctx context.Context, js jetstream.JetStream, from, to uint64, w io.Writer, o ExportOptions) (int, error) {
	skipped := o.Skipped
	if skipped == nil {
		skipped = func(uint64, string, error) {}
	}
	// The records are bounded first, the requests read after: every request a record
	// refers to was in REQUESTS before the record was written, so each record up to
	// the bound finds its requests, however much the log grows meanwhile (a live
	// export; reading the requests first made the newest records unresolvable).
	ds, err := js.Stream(ctx, wire.StreamDecisions)
	if err != nil {
		return 0, fmt.Errorf("stream %s: %w", wire.StreamDecisions, err)
	}
	upTo := ds.CachedInfo().State.LastSeq
	reqs, err := Requests(ctx, js)
	if err != nil {
		return 0, err
	}
	if o.afterRequests != nil {
		o.afterRequests()
	}
	anchors, err := readAnchors(ctx, js, []string{wire.SubjectAnchors, wire.SubjectAnchorsSharded}, o.Skipped)
	if err != nil {
		return 0, err
	}
	for _, an := range anchors {
		sort.Slice(an, func(i, j int) bool { return an[i].FromRound < an[j].FromRound })
	}
	resolve := func(id string) (scheduler.Request, error) {
		r, ok := reqs[id]
		if !ok {
			return scheduler.Request{}, fmt.Errorf("request %s is not in the REQUESTS stream", id)
		}
		return r, nil
	}
	n := 0
	err = decisions.EachStored(ctx, js, func(m decisions.Stored) error {
		if m.Seq > upTo {
			return errPastSnapshot
		}
		if m.Err != nil {
			skipped(m.Seq, m.Subject, m.Err)
			return nil
		}
		rec, err := decisionlog.Decode(m.Data, len(m.Data)+1)
		if err != nil {
			skipped(m.Seq, m.Subject, err)
			return nil
		}
		if rec.Round < from || (to > 0 && rec.Round > to) {
			return nil
		}
		if err := rec.Resolve(resolve); err != nil {
			return fmt.Errorf("round %d: %w", rec.Round, err)
		}
		rec.Anchor = anchorOf(anchors[rec.Shard], rec.Round) // its own chain's
		if err := decisionlog.Write(w, []decisionlog.Record{*rec}); err != nil {
			return err
		}
		n++
		return nil
	})
	if errors.Is(err, errPastSnapshot) {
		err = nil
	}
	return n, err
}
