package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strconv"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/txsend"
	"github.com/infersched/infersched/wire"
)

// What the anchorer reads of one shard's chain, on the bus and on chain.
// Shard 0's calls are those DecisionAnchor always had (anchor, lastAnchoredRound,
// anchorCount, anchorAt, AnchorRecorded), so that shard 0 is anchored by a contract
// deployed before anchorShard existed; a shard above 0 uses the *Of calls.

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

// lastAnchored is shard's last anchored round on chain (0 when nothing is anchored).
func (a *Anchorer) lastAnchored(ctx context.Context, shard int) (uint64, error) {
	c, err := bindings.NewDecisionAnchorCaller(a.address, a.rpc.Client())
	if err != nil {
		return 0, err
	}
	opts := &bind.CallOpts{Context: ctx}
	if shard == 0 {
		got, err := c.LastAnchoredRound(opts)
		if err != nil {
			return 0, fmt.Errorf("DecisionAnchor.lastAnchoredRound: %w", txsend.Why(err))
		}
		return got.ToRound, nil
	}
	got, err := c.LastAnchoredRoundOf(opts, uint32(shard))
	if err != nil {
		return 0, fmt.Errorf("DecisionAnchor.lastAnchoredRoundOf(%d): %w", shard, txsend.Why(err))
	}
	return got.ToRound, nil
}

// onChainSpan is one anchor as DecisionAnchor holds it.
type onChainSpan struct {
	from, to uint64
	root     [32]byte
}

// anchorReader reads one shard's anchors on chain.
type anchorReader struct {
	c     *bindings.DecisionAnchorCaller
	shard int
}

func newAnchorReader(b bind.ContractCaller, address [20]byte, shard int) (anchorReader, error) {
	c, err := bindings.NewDecisionAnchorCaller(address, b)
	return anchorReader{c: c, shard: shard}, err
}

func (r anchorReader) count(ctx context.Context) (int64, error) {
	opts := &bind.CallOpts{Context: ctx}
	var n *big.Int
	var err error
	if r.shard == 0 {
		n, err = r.c.AnchorCount(opts)
	} else {
		n, err = r.c.AnchorCountOf(opts, uint32(r.shard))
	}
	if err != nil {
		return 0, fmt.Errorf("DecisionAnchor.anchorCount of shard %d: %w", r.shard, txsend.Why(err))
	}
	return n.Int64(), nil
}

func (r anchorReader) at(ctx context.Context, i int64) (onChainSpan, error) {
	opts := &bind.CallOpts{Context: ctx}
	var got struct {
		FromRound, ToRound, AnchoredAt uint64
		Root                           [32]byte
	}
	var err error
	if r.shard == 0 {
		got, err = r.c.AnchorAt(opts, big.NewInt(i))
	} else {
		got, err = r.c.AnchorAtOf(opts, uint32(r.shard), big.NewInt(i))
	}
	if err != nil {
		return onChainSpan{}, fmt.Errorf("DecisionAnchor.anchorAt(%d) of shard %d: %w", i, r.shard, txsend.Why(err))
	}
	return onChainSpan{from: got.FromRound, to: got.ToRound, root: got.Root}, nil
}

// anchorTx finds the transaction that recorded shard's anchor index (from..to): its
// AnchorRecorded (shard 0) or ShardAnchorRecorded event. "" when none is found.
func (a *Anchorer) anchorTx(ctx context.Context, shard int, index int64, from, to uint64) string {
	f, err := bindings.NewDecisionAnchorFilterer(a.address, a.rpc.Client())
	if err != nil {
		return ""
	}
	opts := &bind.FilterOpts{Context: ctx}
	tx := ""
	if shard == 0 {
		it, err := f.FilterAnchorRecorded(opts, []*big.Int{big.NewInt(index)})
		if err != nil {
			return ""
		}
		defer it.Close()
		for it.Next() {
			if it.Event.FromRound == from && it.Event.ToRound == to && !it.Event.Raw.Removed {
				tx = it.Event.Raw.TxHash.Hex()
			}
		}
		return tx
	}
	it, err := f.FilterShardAnchorRecorded(opts, []uint32{uint32(shard)}, []*big.Int{big.NewInt(index)})
	if err != nil {
		return ""
	}
	defer it.Close()
	for it.Next() {
		if it.Event.FromRound == from && it.Event.ToRound == to && !it.Event.Raw.Removed {
			tx = it.Event.Raw.TxHash.Hex()
		}
	}
	return tx
}

// anchorCall is the transaction data anchoring from..to of shard's chain: anchor(...)
// for shard 0, anchorShard(...) above.
func anchorCall(shard int, from, to uint64, root [32]byte) ([]byte, error) {
	abi, err := bindings.DecisionAnchorMetaData.GetAbi() // parsed once by the bindings
	if err != nil {
		return nil, err
	}
	if shard == 0 {
		return abi.Pack("anchor", from, to, root)
	}
	return abi.Pack("anchorShard", uint32(shard), from, to, root)
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
// span. Message ids are anchor:<from>-<to> for shard 0 (as before) and
// anchor:<shard>:<from>-<to> above, so the spans of two chains never deduplicate.
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
	id := "anchor:" + strconv.FormatUint(an.FromRound, 10) + "-" + strconv.FormatUint(an.ToRound, 10)
	if shard > 0 {
		id = "anchor:" + strconv.Itoa(shard) + ":" + strconv.FormatUint(an.FromRound, 10) + "-" + strconv.FormatUint(an.ToRound, 10)
	}
	_, err = a.js.Publish(ctx, wire.AnchorSubjectOf(shard), b, jetstream.WithMsgID(id), jetstream.WithExpectLastSequencePerSubject(seq))
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
