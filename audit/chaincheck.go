package audit

import (
	"context"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// Checks of the chain pass, as Failure.Check names them.
const (
	CheckChainRequest = "chain.request"
	CheckChainAnchor  = "chain.anchor"
)

// ChainBackend is what the chain checks read: calls and logs.
type ChainBackend interface {
	bind.ContractCaller
	bind.ContractFilterer
}

// ChainCollector gathers, while a log is read, what the chain must confirm: every
// assigned request (as the record that first assigned it saw it) and every anchor, of
// every shard's chain (each is anchored on its own, DecisionAnchor.anchorAtOf).
type ChainCollector struct {
	requests map[string]assigned
	anchors  map[chainSpan]uint64 // anchor of a chain → first round that carries it
	present  map[int][]roundRun   // by shard, the rounds of the records added, as runs

	// Shards is the shard count the log was written with (0: unknown). Coverage then
	// checks the anchors of every one of the shards, also of a chain the log holds no
	// record of; otherwise only of the chains it holds.
	Shards int
}

// chainSpan is an anchor of one shard's chain.
type chainSpan struct {
	shard int
	decisionlog.Anchor
}

// roundRun is the rounds from..to, all present.
type roundRun struct{ from, to uint64 }

type assigned struct {
	req   scheduler.Request
	round uint64
}

// NewChainCollector returns an empty collector.
func NewChainCollector() *ChainCollector {
	return &ChainCollector{requests: map[string]assigned{}, anchors: map[chainSpan]uint64{}, present: map[int][]roundRun{}}
}

// Add takes one record, with its requests resolved.
func (c *ChainCollector) Add(rec *decisionlog.Record) {
	c.addRequests(rec)
	if rec.Shard < 0 || rec.Shard >= MaxShards {
		return // decisionlog's shard check fails it
	}
	p := c.present[rec.Shard]
	if n := len(p); n > 0 && p[n-1].to+1 == rec.Round {
		p[n-1].to = rec.Round
	} else if n == 0 || p[n-1].to < rec.Round {
		c.present[rec.Shard] = append(p, roundRun{rec.Round, rec.Round})
	}
	if rec.Anchor != nil {
		k := chainSpan{rec.Shard, *rec.Anchor}
		if _, seen := c.anchors[k]; !seen {
			c.anchors[k] = rec.Round
		}
	}
}

// shards is the chains whose anchors are checked: those of the log, and with Shards
// every shard below it, in order.
func (c *ChainCollector) shards() []int {
	set := map[int]bool{}
	for sh := range c.present {
		set[sh] = true
	}
	for sh := range c.anchors {
		set[sh.shard] = true
	}
	for sh := range min(c.Shards, MaxShards) {
		set[sh] = true
	}
	return slices.Sorted(maps.Keys(set))
}

// addRequests collects the requests rec assigned, whichever chain it is on.
func (c *ChainCollector) addRequests(rec *decisionlog.Record) {
	content := map[string]*scheduler.Request{}
	for i := range rec.Inputs.Requests {
		if r := rec.Inputs.Requests[i].Content; r != nil {
			content[r.ID] = r
		}
	}
	for _, a := range rec.Decision.Assigned {
		if _, seen := c.requests[a.RequestID]; seen {
			continue
		}
		if r := content[a.RequestID]; r != nil {
			c.requests[a.RequestID] = assigned{req: *r, round: rec.Round}
		}
	}
}

// Check compares what was collected with the chain: each assigned request must exist
// as an InferenceRequested event of router with the recorded fields, and each anchor
// must be recorded by DecisionAnchor with the same root.
func (c *ChainCollector) Check(ctx context.Context, b ChainBackend, router, anchor common.Address) ([]decisionlog.Failure, error) {
	var fs []decisionlog.Failure
	r, err := bindings.NewInferenceRouterFilterer(router, b)
	if err != nil {
		return nil, err
	}
	ids := make([]string, 0, len(c.requests))
	for id := range c.requests {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool {
		return c.requests[ids[i]].round < c.requests[ids[j]].round || (c.requests[ids[i]].round == c.requests[ids[j]].round && ids[i] < ids[j])
	})
	const batch = 200
	found := map[string]*bindings.InferenceRouterInferenceRequested{}
	tokens := map[string]string{} // RequestFromSubscription: the fee's token ("" for ETH)
	for start := 0; start < len(ids); start += batch {
		var q []*big.Int
		for _, id := range ids[start:min(start+batch, len(ids))] {
			v, ok := new(big.Int).SetString(id, 10)
			if !ok {
				continue
			}
			q = append(q, v)
		}
		it, err := r.FilterInferenceRequested(&bind.FilterOpts{Context: ctx}, q, nil)
		if err != nil {
			return nil, fmt.Errorf("InferenceRequested logs: %w", err)
		}
		for it.Next() {
			ev := *it.Event
			found[ev.Id.String()] = &ev
		}
		if err := it.Error(); err != nil {
			return nil, err
		}
		it.Close()
		subs, err := r.FilterRequestFromSubscription(&bind.FilterOpts{Context: ctx}, q, nil)
		if err != nil {
			return nil, fmt.Errorf("RequestFromSubscription logs: %w", err)
		}
		for subs.Next() {
			if t := subs.Event.Token; t != (common.Address{}) {
				tokens[subs.Event.Id.String()] = strings.ToLower(t.Hex())
			}
		}
		if err := subs.Error(); err != nil {
			return nil, err
		}
		subs.Close()
	}
	for _, id := range ids {
		a := c.requests[id]
		ev := found[id]
		if ev == nil {
			fs = append(fs, decisionlog.Failure{Round: a.round, Check: CheckChainRequest, Detail: fmt.Sprintf("request %s was assigned but has no InferenceRequested event on chain", id)})
			continue
		}
		d := diffRequest(a.req, ev)
		if a.req.FeeToken != tokens[id] {
			d = strings.TrimPrefix(d+fmt.Sprintf(", fee_token %q vs %q", a.req.FeeToken, tokens[id]), ", ")
		}
		if d != "" {
			fs = append(fs, decisionlog.Failure{Round: a.round, Check: CheckChainRequest, Detail: fmt.Sprintf("request %s differs from its event: %s", id, d)})
		}
	}

	if len(c.anchors) > 0 {
		afs, err := c.checkAnchors(ctx, b, anchor)
		if err != nil {
			return nil, err
		}
		fs = append(fs, afs...)
		sort.SliceStable(fs, func(i, j int) bool { return fs[i].Round < fs[j].Round })
	}
	return fs, nil
}

// checkAnchors compares each anchor the records carry with its own chain's anchors on
// chain: a span of shard 1 carried by records of shard 0 (or the reverse) is not
// anchored as theirs.
func (c *ChainCollector) checkAnchors(ctx context.Context, b ChainBackend, anchor common.Address) ([]decisionlog.Failure, error) {
	onChain := map[int]map[[2]uint64]string{}
	for k := range c.anchors {
		if onChain[k.shard] != nil {
			continue
		}
		spans, err := chainAnchors(ctx, b, anchor, k.shard)
		if err != nil {
			return nil, err
		}
		m := map[[2]uint64]string{}
		for _, s := range spans {
			m[[2]uint64{s.FromRound, s.ToRound}] = s.Root
		}
		onChain[k.shard] = m
	}
	var fs []decisionlog.Failure
	for k, round := range c.anchors {
		root, ok := onChain[k.shard][[2]uint64{k.FromRound, k.ToRound}]
		switch {
		case !ok:
			fs = append(fs, decisionlog.Failure{Round: round, Check: CheckChainAnchor, Detail: fmt.Sprintf("%sspan %d..%d is not anchored on chain", wire.ChainLabel(k.shard), k.FromRound, k.ToRound)})
		case !strings.EqualFold(root, k.Root):
			fs = append(fs, decisionlog.Failure{Round: round, Check: CheckChainAnchor, Detail: fmt.Sprintf("%sspan %d..%d: log root %s, chain root %s", wire.ChainLabel(k.shard), k.FromRound, k.ToRound, k.Root, root)})
		}
	}
	sort.Slice(fs, func(i, j int) bool {
		return fs[i].Round < fs[j].Round || fs[i].Round == fs[j].Round && fs[i].Detail < fs[j].Detail
	})
	return fs, nil
}

// Coverage requires every round of every span anchored on chain, within from..to (to
// 0: no end), to be among the records added, chain by chain (the shards of the log, and
// with Shards every shard): an anchored span whose records are missing from the log
// (cut, or left out, or a whole chain left out) fails, a CheckAnchorCoverage failure per
// run missing.
func (c *ChainCollector) Coverage(ctx context.Context, b ChainBackend, anchor common.Address, from, to uint64) ([]decisionlog.Failure, error) {
	var fs []decisionlog.Failure
	for _, shard := range c.shards() {
		spans, err := chainAnchors(ctx, b, anchor, shard)
		if err != nil {
			return nil, err
		}
		for _, s := range spans {
			lo, hi := max(s.FromRound, from), s.ToRound
			if to > 0 {
				hi = min(hi, to)
			}
			for _, m := range c.missing(shard, lo, hi) {
				fs = append(fs, decisionlog.Failure{Round: m.from, Check: CheckAnchorCoverage,
					Detail: fmt.Sprintf("%sspan %d..%d is anchored on chain, but rounds %d..%d are not in the log", wire.ChainLabel(shard), s.FromRound, s.ToRound, m.from, m.to)})
			}
		}
	}
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].Round < fs[j].Round })
	return fs, nil
}

// missing is the runs of lo..hi of shard's chain that no record added covers.
func (c *ChainCollector) missing(shard int, lo, hi uint64) []roundRun {
	var out []roundRun
	next := lo
	for _, p := range c.present[shard] {
		if next > hi {
			break
		}
		if p.to < next {
			continue
		}
		if p.from > next {
			out = append(out, roundRun{next, min(p.from-1, hi)})
		}
		next = p.to + 1
	}
	if next <= hi && lo <= hi {
		out = append(out, roundRun{next, hi})
	}
	return out
}

// chainAnchors reads every span DecisionAnchor holds of shard's chain, in order (shard
// 0's through anchorCount and anchorAt, so a contract from before anchorShard answers).
func chainAnchors(ctx context.Context, b ChainBackend, anchor common.Address, shard int) ([]decisionlog.Anchor, error) {
	r, err := newAnchorReader(b, anchor, shard)
	if err != nil {
		return nil, err
	}
	n, err := r.count(ctx)
	if err != nil {
		return nil, err
	}
	var out []decisionlog.Anchor
	for i := range n {
		got, err := r.at(ctx, i)
		if err != nil {
			return nil, err
		}
		out = append(out, decisionlog.Anchor{FromRound: got.from, ToRound: got.to, Root: fmt.Sprintf("0x%x", got.root)})
	}
	return out, nil
}

func diffRequest(r scheduler.Request, ev *bindings.InferenceRouterInferenceRequested) string {
	var d []string
	if !strings.EqualFold(r.User, ev.Requester.Hex()) {
		d = append(d, fmt.Sprintf("requester %s vs %s", r.User, strings.ToLower(ev.Requester.Hex())))
	}
	if r.ModelID != ev.Model {
		d = append(d, fmt.Sprintf("model %q vs %q", r.ModelID, ev.Model))
	}
	if r.MaxTokens != ev.MaxTokens {
		d = append(d, fmt.Sprintf("max_tokens %d vs %d", r.MaxTokens, ev.MaxTokens))
	}
	if fee := r.FeeAmount(); fee.Cmp(ev.PriorityFee) != 0 { // a token request's in the token's units
		d = append(d, fmt.Sprintf("fee %s vs %s", fee.String(), ev.PriorityFee))
	}
	if r.SubmittedAtMS != int64(ev.SubmittedAt)*1000 {
		d = append(d, fmt.Sprintf("submitted_at_ms %d vs %d", r.SubmittedAtMS, int64(ev.SubmittedAt)*1000))
	}
	if r.DeadlineMS != int64(ev.Deadline)*1000 {
		d = append(d, fmt.Sprintf("deadline_ms %d vs %d", r.DeadlineMS, int64(ev.Deadline)*1000))
	}
	if r.GasLimit != ev.GasLimit {
		d = append(d, fmt.Sprintf("gas_limit %d vs %d", r.GasLimit, ev.GasLimit))
	}
	if r.RequiredMemoryMB != int64(ev.RequiredMemoryMB) {
		d = append(d, fmt.Sprintf("required_memory_mb %d vs %d", r.RequiredMemoryMB, ev.RequiredMemoryMB))
	}
	if r.Batchable != ev.Batchable {
		d = append(d, fmt.Sprintf("batchable %v vs %v", r.Batchable, ev.Batchable))
	}
	if r.CallbackGasLimit != ev.CallbackGasLimit {
		d = append(d, fmt.Sprintf("callback_gas_limit %d vs %d", r.CallbackGasLimit, ev.CallbackGasLimit))
	}
	return strings.Join(d, ", ")
}
