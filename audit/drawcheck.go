package audit

import (
	"context"
	"fmt"
	"maps"
	"math/big"
	"slices"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// CheckChainDraw: with the chain, a ResultSubmitted of a comparable model that the
// log's draws left out, or a sample whose block hash, output hash or worker is not its
// ResultSubmitted event's (the seed is the result's block hash: a scheduler that logged
// another block could choose which results are checked).
const CheckChainDraw = "chain.verification.draw"

// drawIDChunk bounds the request ids of one ResultSubmitted filter (topic list).
const drawIDChunk = 200

// drawTrack is what the draw check collects: the requests the log assigned as paid work
// with their model, the samples, and the models comparable under every verification
// config the log carries.
type drawTrack struct {
	assigned   map[string]assignedModel // request id → model and round, first assignment
	samples    map[string]drawnAt       // request id → its first sample
	comparable map[string]bool          // nil until a config is seen
	// media: the models whose images and transcriptions are drawn too (class_models)
	// under every config the log carries.
	media map[string]bool
}

type assignedModel struct {
	model, task string
	round       uint64
}

type drawnAt struct {
	s     verification.Sample
	round uint64
}

func (d *drawTrack) add(rec *decisionlog.Record) {
	if d.assigned == nil {
		d.assigned, d.samples = map[string]assignedModel{}, map[string]drawnAt{}
	}
	model := map[string]assignedModel{}
	for i := range rec.Inputs.Requests {
		if r := rec.Inputs.Requests[i].Content; r != nil {
			model[r.ID] = assignedModel{model: r.ModelID, task: r.Task, round: rec.Round}
		}
	}
	for _, a := range rec.Decision.Assigned {
		if _, seen := d.assigned[a.RequestID]; !seen {
			if m, ok := model[a.RequestID]; ok {
				d.assigned[a.RequestID] = m
			}
		}
	}
	l := rec.Verification
	if l == nil {
		return
	}
	if l.Config != nil {
		// A model is expected in the draw only if every config of the log declares it
		// comparable: a reload that dropped it leaves its later results undrawn.
		first := d.comparable == nil
		next, media := map[string]bool{}, map[string]bool{}
		models := slices.Concat(l.Config.ComparableModels, slices.Collect(maps.Keys(l.Config.ScoredModels)), l.Config.ClassModels,
			slices.Collect(maps.Keys(l.Config.EmbeddingModels)))
		for _, m := range models {
			if first || d.comparable[m] {
				next[m] = true
			}
		}
		for _, m := range l.Config.ClassModels {
			if first || d.media[m] {
				media[m] = true
			}
		}
		d.comparable, d.media = next, media
	}
	for _, s := range l.Samples {
		if _, seen := d.samples[s.RequestID]; !seen {
			d.samples[s.RequestID] = drawnAt{s, rec.Round}
		}
	}
}

// check compares the draws with router's ResultSubmitted events. Every sample must be
// its result's event (block hash, output hash, worker). A request the log assigned, of
// a model comparable throughout, whose result is in a block before the last block the
// draws reached must have been drawn. Results in that last block and later are not
// judged (the log may end before their round), nor are requests assigned before the
// log's first record.
func (d *drawTrack) check(ctx context.Context, chain ChainBackend, router common.Address) ([]decisionlog.Failure, error) {
	if len(d.samples) == 0 {
		return nil, nil
	}
	f, err := bindings.NewInferenceRouterFilterer(router, chain)
	if err != nil {
		return nil, err
	}
	var ids []string
	for id := range d.samples {
		ids = append(ids, id)
	}
	for id, a := range d.assigned {
		if _, drawn := d.samples[id]; !drawn && d.expected(a) {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	events, err := resultEvents(ctx, f, ids)
	if err != nil {
		return nil, err
	}
	var fs []decisionlog.Failure
	reached := uint64(0)
	for _, id := range ids {
		dr, drawn := d.samples[id]
		if !drawn {
			continue
		}
		ev, ok := events[id]
		switch {
		case !ok:
			fs = append(fs, drawFailure(dr.round, id, "sampled, but the chain has no ResultSubmitted for it"))
		case common.HexToHash(dr.s.BlockHash) != ev.Raw.BlockHash:
			fs = append(fs, drawFailure(dr.round, id, "drawn with block %s, its ResultSubmitted is in block %s", dr.s.BlockHash, ev.Raw.BlockHash.Hex()))
		case common.HexToHash(dr.s.OutputHash) != common.Hash(ev.OutputHash):
			fs = append(fs, drawFailure(dr.round, id, "drawn with output hash %s, the chain has %s", dr.s.OutputHash, common.Hash(ev.OutputHash).Hex()))
		case common.HexToAddress(dr.s.Worker) != ev.Worker:
			fs = append(fs, drawFailure(dr.round, id, "drawn as worker %s's, the chain's result is %s's", dr.s.Worker, ev.Worker.Hex()))
		default:
			reached = max(reached, ev.Raw.BlockNumber)
		}
	}
	for _, id := range ids {
		ev, ok := events[id]
		if _, drawn := d.samples[id]; drawn || !ok || ev.Raw.BlockNumber >= reached {
			continue
		}
		a := d.assigned[id]
		fs = append(fs, drawFailure(a.round, id, "result of comparable model %q in block %d, before block %d which the draws reached, never drawn",
			a.model, ev.Raw.BlockNumber, reached))
	}
	return fs, nil
}

// expected: a's result is drawn under every config of the log (the rule of
// verification.Config.Verifiability: an image or a transcription only for a class model).
func (d *drawTrack) expected(a assignedModel) bool {
	if a.task == scheduler.TaskImage || a.task == scheduler.TaskTranscription {
		return d.media[a.model]
	}
	return d.comparable[a.model]
}

func drawFailure(round uint64, id, format string, args ...any) decisionlog.Failure {
	return decisionlog.Failure{Round: round, Check: CheckChainDraw, Detail: "request " + id + ": " + fmt.Sprintf(format, args...)}
}

// resultEvents are the ResultSubmitted events of ids (the first of each), drawIDChunk
// ids per filter.
func resultEvents(ctx context.Context, f *bindings.InferenceRouterFilterer, ids []string) (map[string]*bindings.InferenceRouterResultSubmitted, error) {
	out := map[string]*bindings.InferenceRouterResultSubmitted{}
	for chunk := range slices.Chunk(ids, drawIDChunk) {
		var topics []*big.Int
		for _, id := range chunk {
			if v, ok := new(big.Int).SetString(id, 10); ok && v.Sign() >= 0 {
				topics = append(topics, v)
			}
		}
		if len(topics) == 0 {
			continue
		}
		it, err := f.FilterResultSubmitted(&bind.FilterOpts{Context: ctx}, topics, nil)
		if err != nil {
			return nil, fmt.Errorf("ResultSubmitted: %w", err)
		}
		for it.Next() {
			if id := it.Event.Id.String(); out[id] == nil {
				out[id] = it.Event
			}
		}
		err = it.Error()
		it.Close()
		if err != nil {
			return nil, fmt.Errorf("ResultSubmitted: %w", err)
		}
	}
	return out, nil
}
