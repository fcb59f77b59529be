package indexer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"go.uber.org/zap"
	"golang.org/x/sync/errgroup"

	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/infer"
	"github.com/infersched/infersched/wire/status"
)

// blockTimeSpan is how many blocks back the observed block time is measured over.
const blockTimeSpan = 16

// maxBlockGapS: a longer gap between two blocks (a genesis block, a chain that stood
// still) says nothing about the block time and is left out.
const maxBlockGapS = 3600

// sightings records, before each pass publishes anything, what the API needs to answer
// for requests the scheduler has not been told of yet: the head and its observed block
// time, and every InferenceRequested event in the blocks not yet published (from 0
// confirmations on, at most reorg_window of them), by request id and by transaction.
// A sighting whose block is no longer canonical, and whose request the new chain does
// not hold in the blocks scanned, is marked retracted. Published events are the main
// pipeline's: its retractions reach the status bucket through the scheduler.
//
// It also keeps the outputs of the results it publishes (publish calls putOutputs).
// Writing a sighting is best effort: a failure is logged and counted and retried at
// the next pass; it never holds the publishing back.
type sightings struct {
	store SightingStore
	// sighted are the requests seen in unpublished blocks, by id: the ones a reorg
	// could still retract before they are published.
	sighted map[string]status.Sighting
	times   map[uint64]uint64 // block timestamps by number, the last blockTimeSpan
	now     func() time.Time
}

// sight runs one pass of the sightings.
func (ix *Indexer) sight(ctx context.Context) error {
	s := ix.sightings
	if s == nil {
		return nil
	}
	head, err := ix.latest(ctx)
	if err != nil {
		return err
	}
	n := head.Number.Uint64()
	conf := ix.cfg.Confirmations
	if ix.cfg.UseFinalized && ix.next > 0 {
		// Finality comes in steps: the distance from the head to what was published
		// last is the best guess of the blocks a new request waits for.
		conf = n - min(n, ix.next-1)
	}
	h := status.Head{
		Number: n, Hash: strings.ToLower(head.Hash().Hex()), TimestampMS: int64(head.Time) * 1000,
		BlockMS: ix.blockMS(ctx, head), Confirmations: conf, ObservedAtMS: s.now().UnixMilli(),
	}
	if err := s.store.PutHead(ctx, h); err != nil {
		return err
	}
	lo := max(ix.next, n+1-min(n+1, ix.cfg.ReorgWindow))
	seen := map[string]bool{}
	if lo <= n {
		logs, err := ix.filter(ctx, ethereum.FilterQuery{
			FromBlock: new(big.Int).SetUint64(lo), ToBlock: new(big.Int).SetUint64(n),
			Addresses: []common.Address{ix.cfg.Router}, Topics: [][]common.Hash{{ix.dec.requested.ID}},
		})
		if err != nil {
			return fmt.Errorf("sightings: get logs %d..%d: %w", lo, n, err)
		}
		if err := ix.putSightings(ctx, ix.decodeLogs(logs, lo, n, nil), seen); err != nil {
			return err
		}
	}
	for id, sg := range s.sighted {
		if seen[id] {
			continue
		}
		if sg.BlockNumber < lo {
			delete(s.sighted, id) // published by now: the scheduler follows it
			continue
		}
		hdr, err := ix.header(ctx, sg.BlockNumber)
		if errors.Is(err, errLagging) && sg.BlockNumber <= n {
			continue // this endpoint cannot tell yet
		}
		if err != nil && !errors.Is(err, errLagging) {
			return err
		}
		if hdr != nil && strings.EqualFold(hdr.Hash().Hex(), sg.BlockHash) {
			continue // still canonical: the log query was short, not the chain
		}
		sg.Retracted = true
		if err := s.store.PutSighting(ctx, sg); err != nil {
			return err
		}
		if err := ix.retractTx(ctx, sg.TxHash); err != nil {
			return err
		}
		delete(s.sighted, id)
		ix.log.Info("sighting retracted by a reorg", zap.String("request", id), zap.String("tx", sg.TxHash),
			zap.Uint64("block", sg.BlockNumber))
	}
	return nil
}

// putSightings stores the requests among ds (by id and by transaction) that are new or
// moved since the last pass, and marks them in seen.
func (ix *Indexer) putSightings(ctx context.Context, ds []decoded, seen map[string]bool) error {
	s := ix.sightings
	txs := map[string]*status.TxSighting{}
	var order []string
	var fresh []status.Sighting
	for _, d := range ds {
		ev, ok := d.value.(events.RequestEvent)
		if d.kind != events.KindRequest || !ok {
			continue
		}
		seen[ev.ID] = true
		sg := status.Sighting{
			RequestID: ev.ID, TxHash: strings.ToLower(ev.TxHash.Hex()), BlockNumber: ev.BlockNumber,
			BlockHash: strings.ToLower(ev.BlockHash.Hex()), Model: ev.Model,
			SubmittedAtMS: int64(ev.SubmittedAt) * 1000, DeadlineMS: int64(ev.Deadline) * 1000, Task: taskOf(ev.Prompt),
		}
		// The request's planned form: what a status answer counts its processing time
		// from until a round plans it.
		r := ev.Request()
		sg.MaxTokens, sg.PromptTokens, sg.Steps, sg.AudioBytes, sg.Batchable = r.MaxTokens, r.PromptTokens, r.Steps, r.AudioBytes, r.Batchable
		tx := txs[sg.TxHash]
		if tx == nil {
			tx = &status.TxSighting{TxHash: sg.TxHash, BlockNumber: sg.BlockNumber}
			txs[sg.TxHash] = tx
			order = append(order, sg.TxHash)
		}
		tx.RequestIDs = append(tx.RequestIDs, sg.RequestID)
		if prev, ok := s.sighted[ev.ID]; ok && prev == sg {
			continue
		}
		fresh = append(fresh, sg)
	}
	// Every key below is written once per batch (a request id is one event, a
	// transaction one entry), so the writes need no order among themselves: they go
	// out together instead of one KV round trip after another, which capped the
	// indexer at a few thousand events a second.
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(sightingWrites)
	for _, sg := range fresh {
		g.Go(func() error { return s.store.PutSighting(gctx, sg) })
	}
	for _, h := range order {
		tx := *txs[h]
		g.Go(func() error { return s.store.PutTx(gctx, tx) })
	}
	if err := g.Wait(); err != nil {
		return err
	}
	for _, sg := range fresh {
		s.sighted[sg.RequestID] = sg
	}
	return nil
}

// sightingWrites bounds the sightings bucket writes of one batch in flight at once.
const sightingWrites = 64

// retractTx marks a transaction's sighting retracted.
func (ix *Indexer) retractTx(ctx context.Context, hash string) error {
	tx, err := ix.sightings.store.Tx(ctx, hash)
	if errors.Is(err, status.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	tx.Retracted = true
	return ix.sightings.store.PutTx(ctx, tx)
}

// putOutputs keeps the outputs of the results among ds, before they are published, so
// that a completed status always finds its output, with what the notes that follow a
// result in its transaction add (an off-chain output's length, the callback's
// outcome). Best effort.
func (ix *Indexer) putOutputs(ctx context.Context, ds []decoded) {
	if ix.sightings == nil {
		return
	}
	outs := map[string]*status.Output{}
	var order []string
	for _, d := range ds {
		switch v := d.value.(type) {
		case events.ResultEvent:
			o := status.NewOutput(v.ID, strings.ToLower(v.TxHash.Hex()), strings.ToLower(v.OutputHash.Hex()), v.Output)
			o.OffChain = v.OffChain
			if _, seen := outs[v.ID]; !seen {
				order = append(order, v.ID)
			}
			outs[v.ID] = &o
		case resultNote:
			o := outs[d.id]
			if o == nil || o.TxHash != strings.ToLower(d.meta.TxHash.Hex()) {
				continue // a note without its result in this batch: not ours to guess
			}
			if v.callback != "" {
				o.Callback = v.callback
			} else if o.OffChain {
				o.Length = int(v.offChainLength)
			}
		}
	}
	for _, id := range order {
		if err := ix.sightings.store.PutOutput(ctx, *outs[id]); err != nil {
			ix.m.errors.Inc()
			ix.log.Warn("keep result output", zap.String("request", id), zap.Error(err))
		}
	}
}

// putPublished records the requests among ds as sightings too, so that the lookups by
// id and by transaction also cover blocks the sightings pass never scanned (a backfill).
// Best effort.
func (ix *Indexer) putPublished(ctx context.Context, ds []decoded) {
	if ix.sightings == nil {
		return
	}
	if err := ix.putSightings(ctx, ds, map[string]bool{}); err != nil {
		ix.m.errors.Inc()
		ix.log.Warn("record published requests as sightings", zap.Error(err))
	}
}

// latest returns the head block's header.
func (ix *Indexer) latest(ctx context.Context) (*types.Header, error) {
	var h *types.Header
	err := ix.pool.Do(ctx, func(ctx context.Context, c ethrpc.Client) error {
		x, err := c.HeaderByNumber(ctx, nil)
		if err != nil {
			return err
		}
		if x.Number == nil {
			return errors.New("head header without a number")
		}
		h = x
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read head header: %w", err)
	}
	return h, nil
}

// blockMS is the median block interval over the last blockTimeSpan blocks, from their
// timestamps (a median, so that one long gap, such as a chain that stood still, does
// not make every estimate long); at least 1 ms, and 1000 ms when it cannot be measured.
// Timestamps are cached by block number, so a pass reads only the new headers.
func (ix *Indexer) blockMS(ctx context.Context, head *types.Header) int64 {
	s := ix.sightings
	n := head.Number.Uint64()
	s.times[n] = head.Time
	lo := n - min(n, blockTimeSpan)
	for b := range s.times {
		if b < lo || b > n {
			delete(s.times, b)
		}
	}
	var gaps []int64
	for b := lo + 1; b <= n; b++ {
		t1, ok1 := s.times[b]
		t0, ok0 := s.times[b-1]
		if !ok0 {
			h, err := ix.header(ctx, b-1)
			if err != nil {
				continue
			}
			t0, ok0 = h.Time, true
			s.times[b-1] = t0
		}
		if !ok1 {
			h, err := ix.header(ctx, b)
			if err != nil {
				continue
			}
			t1 = h.Time
			s.times[b] = t1
		}
		if t1 >= t0 && t1-t0 <= maxBlockGapS {
			gaps = append(gaps, int64(t1-t0)*1000)
		}
	}
	if len(gaps) == 0 {
		return 1000
	}
	slices.Sort(gaps)
	return max(gaps[len(gaps)/2], 1)
}

// taskOf is the task of a request's prompt when it is an inference request document
// that decodes; "" otherwise.
func taskOf(prompt []byte) string {
	if !infer.IsDocument(prompt) {
		return ""
	}
	d, err := infer.Parse(prompt)
	if err != nil {
		return ""
	}
	return string(d.Task)
}
