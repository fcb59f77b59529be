package audit

import (
	"context"
	"fmt"
	"io"
	"math/big"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler/verification"
)

// CheckChainDispute: a dispute outcome (or an agreeing attestation) in the log that
// ResultVerifier's events do not show.
const CheckChainDispute = "chain.verification"

// VerificationCollector gathers, while a log is read, the attestations and dispute
// outcomes the chain must confirm, and every worker's verification counts.
type VerificationCollector struct {
	attested []verification.Attestation
	disputes []verification.Dispute
	rounds   map[string]uint64 // request id → round of its outcome
	workers  map[string]*WorkerVerification
	worker   map[string]string // request id → the worker whose result it is
	draws    drawTrack
	// seen: the samples, attestations and dispute outcomes counted. With several
	// shards a log may hold one more than once (a chain's records and another's, from
	// replicas that each logged what the chain reported); each counts once.
	seen map[string]bool
}

// NewVerificationCollector returns an empty collector.
func NewVerificationCollector() *VerificationCollector {
	return &VerificationCollector{rounds: map[string]uint64{}, workers: map[string]*WorkerVerification{}, worker: map[string]string{}, seen: map[string]bool{}}
}

// WorkerVerification is one worker's line of `infersched audit workers`.
type WorkerVerification struct {
	Worker   string `json:"worker"`
	Results  int    `json:"results"`  // results of comparable models drawn
	Sampled  int    `json:"sampled"`  // of which sampled
	Verified int    `json:"verified"` // an agreeing attestation
	Disputes int    `json:"disputes"` // a dispute opened against the result
	Slashes  int    `json:"slashes"`  // disputes lost, as the worker or as a false challenger
}

func (c *VerificationCollector) of(w string) *WorkerVerification {
	w = strings.ToLower(w)
	if c.workers[w] == nil {
		c.workers[w] = &WorkerVerification{Worker: w}
	}
	return c.workers[w]
}

// Add takes one record, in log order.
func (c *VerificationCollector) Add(rec *decisionlog.Record) {
	c.draws.add(rec)
	l := rec.Verification
	if l == nil {
		return
	}
	for _, s := range l.Samples {
		if c.once("sample:" + s.RequestID) {
			continue
		}
		w := c.of(s.Worker)
		w.Results++
		if s.Sampled {
			w.Sampled++
			c.worker[s.RequestID] = strings.ToLower(s.Worker)
		}
	}
	challengers := map[string]string{}
	for _, a := range l.Attestations {
		if c.once(fmt.Sprintf("attestation:%s:%s:%t", a.RequestID, strings.ToLower(a.Verifier), a.Agrees)) {
			continue
		}
		owner := c.worker[a.RequestID]
		switch {
		case a.Agrees:
			c.attested = append(c.attested, a)
			c.rounds[a.RequestID] = rec.Round
			if owner != "" {
				c.of(owner).Verified++
			}
		case owner != "":
			c.of(owner).Disputes++
			challengers[a.RequestID] = a.Verifier
		}
	}
	for _, d := range l.Disputes {
		if c.once("dispute:" + d.RequestID + ":" + string(d.Outcome)) {
			continue
		}
		c.disputes = append(c.disputes, d)
		c.rounds[d.RequestID] = rec.Round
		switch d.Outcome {
		case verification.WorkerLost:
			c.of(d.Worker).Slashes++
		case verification.ChallengerLost:
			if ch := challengers[d.RequestID]; ch != "" {
				c.of(ch).Slashes++
			}
		}
	}
}

// once reports whether key was counted before, and counts it.
func (c *VerificationCollector) once(key string) bool {
	if c.seen[key] {
		return true
	}
	c.seen[key] = true
	return false
}

// Workers lists every worker's counts, by address.
func (c *VerificationCollector) Workers() []WorkerVerification {
	out := make([]WorkerVerification, 0, len(c.workers))
	for _, w := range c.workers {
		out = append(out, *w)
	}
	slices.SortFunc(out, func(a, b WorkerVerification) int { return strings.Compare(a.Worker, b.Worker) })
	return out
}

// PrintWorkers writes the table of `infersched audit workers`.
func PrintWorkers(out io.Writer, ws []WorkerVerification) error {
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "WORKER\tRESULTS\tSAMPLED\tVERIFIED\tDISPUTES\tSLASHES")
	for _, w := range ws {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%d\t%d\n", w.Worker, w.Results, w.Sampled, w.Verified, w.Disputes, w.Slashes)
	}
	return tw.Flush()
}

// Check confirms every agreeing attestation and every dispute outcome of the log
// against ResultVerifier's Attested, DisputeResolved and DisputeExpired events.
func (c *VerificationCollector) Check(ctx context.Context, chain ChainBackend, verifier common.Address) ([]decisionlog.Failure, error) {
	f, err := bindings.NewResultVerifierFilterer(verifier, chain)
	if err != nil {
		return nil, err
	}
	opts := &bind.FilterOpts{Context: ctx}
	var fs []decisionlog.Failure
	fail := func(id, format string, args ...any) {
		fs = append(fs, decisionlog.Failure{Round: c.rounds[id], Check: CheckChainDispute, Detail: "request " + id + ": " + fmt.Sprintf(format, args...)})
	}
	for _, a := range c.attested {
		id, ok := new(big.Int).SetString(a.RequestID, 10)
		if !ok {
			fail(a.RequestID, "not a decimal id")
			continue
		}
		it, err := f.FilterAttested(opts, []*big.Int{id}, []common.Address{common.HexToAddress(a.Verifier)}, nil)
		if err != nil {
			return nil, fmt.Errorf("Attested(%s): %w", id, err)
		}
		found := it.Next()
		it.Close()
		if !found {
			fail(a.RequestID, "the log has an attestation by %s, the chain has no Attested event", a.Verifier)
		}
	}
	for _, d := range c.disputes {
		got, err := chainOutcome(ctx, f, d.RequestID)
		if err != nil {
			return nil, err
		}
		if got != d.Outcome {
			fail(d.RequestID, "the log says %s, the chain says %s", d.Outcome, got)
		}
	}
	return fs, nil
}

// CheckDraws confirms the log's draws against router's ResultSubmitted events: every
// sample is its result's (block hash, output hash, worker), and no result of a
// comparable model for a request the log assigned was left out of the draw
// (CheckChainDraw; drawTrack.check says which results are judged).
func (c *VerificationCollector) CheckDraws(ctx context.Context, chain ChainBackend, router common.Address) ([]decisionlog.Failure, error) {
	return c.draws.check(ctx, chain, router)
}

// chainOutcome is the dispute's end as ResultVerifier's events say ("pending": none).
func chainOutcome(ctx context.Context, f *bindings.ResultVerifierFilterer, requestID string) (verification.Outcome, error) {
	id, ok := new(big.Int).SetString(requestID, 10)
	if !ok {
		return verification.Pending, nil
	}
	opts := &bind.FilterOpts{Context: ctx}
	res, err := f.FilterDisputeResolved(opts, []*big.Int{id}, nil, nil)
	if err != nil {
		return "", fmt.Errorf("DisputeResolved(%s): %w", id, err)
	}
	defer res.Close()
	if res.Next() {
		if res.Event.WorkerLost {
			return verification.WorkerLost, nil
		}
		return verification.ChallengerLost, nil
	}
	exp, err := f.FilterDisputeExpired(opts, []*big.Int{id}, nil, nil)
	if err != nil {
		return "", fmt.Errorf("DisputeExpired(%s): %w", id, err)
	}
	defer exp.Close()
	if exp.Next() {
		return verification.NoMajority, nil
	}
	return verification.Pending, nil
}
