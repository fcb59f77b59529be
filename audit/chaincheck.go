package audit

import (
	"context"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler"
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
// assigned request (as the record that first assigned it saw it) and every anchor.
type ChainCollector struct {
	requests map[string]assigned
	anchors  map[decisionlog.Anchor]uint64 // anchor → first round that carries it
	present  []roundRun                    // the rounds of the records added, as runs
}

// roundRun is the rounds from..to, all present.
type roundRun struct{ from, to uint64 }

type assigned struct {
	req   scheduler.Request
	round uint64
}

// NewChainCollector returns an empty collector.
func NewChainCollector() *ChainCollector {
	return &ChainCollector{requests: map[string]assigned{}, anchors: map[decisionlog.Anchor]uint64{}}
}

// Add takes one record, with its requests resolved.
func (c *ChainCollector) Add(rec *decisionlog.Record) {
	c.addRequests(rec)
	if rec.Shard != 0 { // the anchors are of shard 0's chain (issue 27)
		return
	}
	if n := len(c.present); n > 0 && c.present[n-1].to+1 == rec.Round {
		c.present[n-1].to = rec.Round
	} else if n == 0 || c.present[n-1].to < rec.Round {
		c.present = append(c.present, roundRun{rec.Round, rec.Round})
	}
	if rec.Anchor != nil {
		if _, seen := c.anchors[*rec.Anchor]; !seen {
			c.anchors[*rec.Anchor] = rec.Round
		}
	}
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
	}
	for _, id := range ids {
		a := c.requests[id]
		ev := found[id]
		if ev == nil {
			fs = append(fs, decisionlog.Failure{Round: a.round, Check: CheckChainRequest, Detail: fmt.Sprintf("request %s was assigned but has no InferenceRequested event on chain", id)})
			continue
		}
		if d := diffRequest(a.req, ev); d != "" {
			fs = append(fs, decisionlog.Failure{Round: a.round, Check: CheckChainRequest, Detail: fmt.Sprintf("request %s differs from its event: %s", id, d)})
		}
	}

	if len(c.anchors) > 0 {
		spans, err := chainAnchors(ctx, b, anchor)
		if err != nil {
			return nil, err
		}
		onChain := map[[2]uint64]string{}
		for _, s := range spans {
			onChain[[2]uint64{s.FromRound, s.ToRound}] = s.Root
		}
		for an, round := range c.anchors {
			root, ok := onChain[[2]uint64{an.FromRound, an.ToRound}]
			switch {
			case !ok:
				fs = append(fs, decisionlog.Failure{Round: round, Check: CheckChainAnchor, Detail: fmt.Sprintf("span %d..%d is not anchored on chain", an.FromRound, an.ToRound)})
			case !strings.EqualFold(root, an.Root):
				fs = append(fs, decisionlog.Failure{Round: round, Check: CheckChainAnchor, Detail: fmt.Sprintf("span %d..%d: log root %s, chain root %s", an.FromRound, an.ToRound, an.Root, root)})
			}
		}
		sort.Slice(fs, func(i, j int) bool { return fs[i].Round < fs[j].Round })
	}
	return fs, nil
}

// Coverage requires every round of every span anchored on chain, within from..to (to
// 0: no end), to be among the records added: an anchored span whose records are missing
// from the log (cut, or left out) fails, a CheckAnchorCoverage failure per run missing.
func (c *ChainCollector) Coverage(ctx context.Context, b ChainBackend, anchor common.Address, from, to uint64) ([]decisionlog.Failure, error) {
	spans, err := chainAnchors(ctx, b, anchor)
	if err != nil {
		return nil, err
	}
	var fs []decisionlog.Failure
	for _, s := range spans {
		lo, hi := max(s.FromRound, from), s.ToRound
		if to > 0 {
			hi = min(hi, to)
		}
		for _, m := range c.missing(lo, hi) {
			fs = append(fs, decisionlog.Failure{Round: m.from, Check: CheckAnchorCoverage,
				Detail: fmt.Sprintf("span %d..%d is anchored on chain, but rounds %d..%d are not in the log", s.FromRound, s.ToRound, m.from, m.to)})
		}
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i].Round < fs[j].Round })
	return fs, nil
}

// missing is the runs of lo..hi that no record added covers.
func (c *ChainCollector) missing(lo, hi uint64) []roundRun {
	var out []roundRun
	next := lo
	for _, p := range c.present {
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

// chainAnchors reads every span DecisionAnchor holds, in order.
func chainAnchors(ctx context.Context, b ChainBackend, anchor common.Address) ([]decisionlog.Anchor, error) {
	ac, err := bindings.NewDecisionAnchorCaller(anchor, b)
	if err != nil {
		return nil, err
	}
	n, err := ac.AnchorCount(&bind.CallOpts{Context: ctx})
	if err != nil {
		return nil, fmt.Errorf("DecisionAnchor.anchorCount: %w", err)
	}
	var out []decisionlog.Anchor
	for i := int64(0); i < n.Int64(); i++ {
		got, err := ac.AnchorAt(&bind.CallOpts{Context: ctx}, big.NewInt(i))
		if err != nil {
			return nil, fmt.Errorf("DecisionAnchor.anchorAt(%d): %w", i, err)
		}
		out = append(out, decisionlog.Anchor{FromRound: got.FromRound, ToRound: got.ToRound, Root: fmt.Sprintf("0x%x", got.Root)})
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
	if r.PriorityFeeWei.Cmp(ev.PriorityFee) != 0 {
		d = append(d, fmt.Sprintf("priority_fee_wei %s vs %s", r.PriorityFeeWei.String(), ev.PriorityFee))
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
