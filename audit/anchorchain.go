package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/wire"
)

// What the anchorer reads of one shard's chain, on the bus and on chain (the
// contract's calls for a shard are in anchorcalls.go).

// nextSpan is the span of shard's chain after round last: from the first record past it
// to the next multiple of anchor_every, ready when the stream holds a record of that
// round or later (rounds are written in order, so no record of the span can still come).
func (a *Anchorer) nextSpan(ctx context.Context, shard int, last, lastRec uint64) (span, bool, error) {
	every := a.cfg.AnchorEvery
	raw, err := a.records.ListShard(ctx, shard, last+1, int(min(every, 100_000)))
	if err != nil {
		return span{to: last + 1}, false, fmt.Errorf("records from round %d: %w", last+1, err)
	}
	if len(raw) == 0 {
		return span{to: last + 1}, false, nil
	}
	var leaves [][32]byte
	s := span{}
	for i, b := range raw {
		rec, err := decisionlog.Decode(b, len(b)+1)
		if err != nil {
			return span{to: last + 1}, false, fmt.Errorf("decision record after round %d: %w", last, err)
		}
		if rec.Shard != shard {
			return span{to: last + 1}, false, fmt.Errorf("round %d on shard %d's subject says shard %d", rec.Round, shard, rec.Shard)
		}
		if i == 0 {
			s.from = rec.Round
			s.to = (rec.Round + every - 1) / every * every
		}
		if rec.Round > s.to {
			break
		}
		leaf, err := decisionlog.Leaf(rec)
		if err != nil {
			return s, false, fmt.Errorf("round %d: %w", rec.Round, err)
		}
		leaves = append(leaves, leaf)
	}
	if lastRec < s.to {
		return s, false, nil
	}
	s.root = decisionlog.Root(leaves)
	return s, true, nil
}

// spanRoot is the root of the stored records of rounds from..to of shard's chain.
func (a *Anchorer) spanRoot(ctx context.Context, shard int, from, to uint64) ([32]byte, error) {
	raw, err := a.records.ListShard(ctx, shard, from, int(to-from+1))
	if err != nil {
		return [32]byte{}, err
	}
	var leaves [][32]byte
	for _, b := range raw {
		rec, err := decisionlog.Decode(b, len(b)+1)
		if err != nil {
			return [32]byte{}, err
		}
		if rec.Round > to {
			break
		}
		leaf, err := decisionlog.Leaf(rec)
		if err != nil {
			return [32]byte{}, err
		}
		leaves = append(leaves, leaf)
	}
	if len(leaves) == 0 {
		return [32]byte{}, fmt.Errorf("no records of rounds %d..%d in the stream", from, to)
	}
	return decisionlog.Root(leaves), nil
}

// lastRecordRound is the round of the last record of shard's chain in the DECISIONS
// stream, 0 when none.
func (a *Anchorer) lastRecordRound(ctx context.Context, shard int) (uint64, error) {
	st, err := a.js.Stream(ctx, wire.StreamDecisions)
	if err != nil {
		return 0, fmt.Errorf("decisions stream: %w", err)
	}
	m, err := st.GetLastMsgForSubject(ctx, wire.DecisionChainFilter(shard))
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("last decision record: %w", err)
	}
	_, n, _ := wire.ShardRoundOfSubject(m.Subject)
	return n, nil
}

// lastPublished is the last anchor of shard's chain published beside the records and
// its stream sequence (zero values when there is none).
func (a *Anchorer) lastPublished(ctx context.Context, shard int) (decisionlog.Anchor, uint64, error) {
	st, err := a.js.Stream(ctx, wire.StreamDecisions)
	if err != nil {
		return decisionlog.Anchor{}, 0, fmt.Errorf("decisions stream: %w", err)
	}
	m, err := st.GetLastMsgForSubject(ctx, wire.AnchorSubjectOf(shard))
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return decisionlog.Anchor{}, 0, nil
	}
	if err != nil {
		return decisionlog.Anchor{}, 0, fmt.Errorf("last anchor message: %w", err)
	}
	var an decisionlog.Anchor
	if err := json.Unmarshal(m.Data, &an); err != nil {
		// Not an anchor (garbage never stops anchoring): the last one that is, with the
		// sequence of the last message, which the next publish must follow.
		all, err := AnchorsOf(ctx, a.js, shard)
		if err != nil || len(all) == 0 {
			return decisionlog.Anchor{}, m.Sequence, err
		}
		return all[len(all)-1], m.Sequence, nil
	}
	return an, m.Sequence, nil
}

// publish records an anchor of shard's chain beside the records, unless another
// anchorer did: the publish expects the last anchor message of the shard to be the one
// read before (an optimistic write), and is skipped when that one already covers the
// span. Message ids are wire.AnchorMsgID's.
func (a *Anchorer) publish(ctx context.Context, shard int, an decisionlog.Anchor) error {
	prev, seq, err := a.lastPublished(ctx, shard)
	if err != nil {
		return err
	}
	if prev.ToRound >= an.ToRound {
		return nil
	}
	b, err := json.Marshal(an)
	if err != nil {
		return err
	}
	_, err = a.js.Publish(ctx, wire.AnchorSubjectOf(shard), b, jetstream.WithMsgID(wire.AnchorMsgID(shard, an.FromRound, an.ToRound)), jetstream.WithExpectLastSequencePerSubject(seq))
	if err == nil {
		return nil
	}
	if apiErr, ok := errors.AsType[*jetstream.APIError](err); ok &&
		(apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence || apiErr.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant) {
		return nil // another anchorer published first; the next step reads it
	}
	return fmt.Errorf("publish anchor %d..%d: %w", an.FromRound, an.ToRound, err)
}

// Lag is how many rounds are recorded past the last one anchored on chain, the most of
// any chain; with a healthy anchorer it stays below 2 × anchor_every.
func (a *Anchorer) Lag() uint64 {
	var lag uint64
	for _, c := range a.chains {
		if obs, base := c.observed.Load(), c.anchored.Load(); obs > base {
			lag = max(lag, obs-base)
		}
	}
	return lag
}

// Collectors are the anchorer's gauges and counter, for the daemon's registry.
func (a *Anchorer) Collectors() []prometheus.Collector {
	return []prometheus.Collector{
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "infersched_anchor_lag_rounds",
			Help: "Rounds written past the last one anchored on chain, the most of any shard's chain (healthy: below 2 × anchor_every)."},
			func() float64 { return float64(a.Lag()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "infersched_anchor_every_rounds",
			Help: "Configured audit.anchor_every: rounds per anchored span."},
			func() float64 { return float64(a.cfg.AnchorEvery) }),
		a.sent,
	}
}
