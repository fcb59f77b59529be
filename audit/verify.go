package audit

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/wire"
)

// Checks of the log as a whole, as Failure.Check names them.
const (
	// CheckLogStart: the log does not start where it must (round 1, or --from).
	CheckLogStart = "log.start"
	// CheckAnchorCoverage: rounds of a span anchored on chain are missing from the log.
	CheckAnchorCoverage = "chain.anchor.coverage"
)

// ErrNoRecords is Verify's error for a log without a single record.
var ErrNoRecords = errors.New("no decision records to verify")

// VerifyOptions say what Verify checks beyond decisionlog.VerifyLog.
type VerifyOptions struct {
	// From is the first round the log must hold: 0 means the whole log, which must then
	// start at round 1; a log cut at the front (limits, an update of the stream) fails.
	From uint64
	// To is the last round asked for (0: the last one).
	To uint64
	// Chain, when set, confirms the assigned requests and the anchors on chain (Router
	// and Anchor contracts), and requires every round of every span anchored on chain
	// within From..To to be in the log; and every result of a comparable model for a
	// request the log assigned must be in the log's draws, each sample as its
	// ResultSubmitted event says (CheckChainDraw).
	Chain          ChainBackend
	Router, Anchor common.Address
	// Verifier, with Chain, is ResultVerifier: every attestation and dispute outcome of
	// the log is checked against its events (zero: not checked).
	Verifier common.Address
	// VerifyGrace is decisionlog.VerifyOptions.VerifyGrace.
	VerifyGrace time.Duration
	// MaxUnanchoredAge, when positive, fails records no anchor covers once the newest
	// of a run is older than this at Now.
	MaxUnanchoredAge time.Duration
	Now              time.Time
	// Progress is decisionlog.VerifyOptions.Progress.
	Progress func(records int)
	// Shards is decisionlog.VerifyOptions.Shards: the shard count the log was written
	// with (0: each request's model is not checked against its chain).
	Shards int
}

// Verify reads a JSON Lines decision log from src and runs every check on it: those of
// decisionlog.VerifyLog (hash chain, replay, policy), where the log starts, the
// unanchored runs, and with Chain the requests and anchors on chain and the coverage of
// the anchored spans. report gets each failure; the returned count includes them all.
// The error is for what stops verification (reading, the chain), or ErrNoRecords.
func Verify(ctx context.Context, src io.Reader, o VerifyOptions, report func(decisionlog.Failure)) (decisionlog.Summary, error) {
	var collector *ChainCollector
	var vcollector *VerificationCollector
	if o.Chain != nil {
		collector = NewChainCollector()
		collector.Shards = o.Shards
		vcollector = NewVerificationCollector() // the draws, and with Verifier the outcomes
	}
	var unanchored *UnanchoredCheck
	if o.MaxUnanchoredAge > 0 {
		unanchored = NewUnanchoredCheck(o.MaxUnanchoredAge, o.Now)
	}
	failures := 0
	fail := func(f decisionlog.Failure) {
		failures++
		report(f)
	}
	// The checks beyond decisionlog's read their own copy of the records.
	var collected chan error
	if collector != nil || unanchored != nil {
		pr, pw := io.Pipe()
		src = io.TeeReader(src, pw)
		collected = make(chan error, 1)
		go func() {
			var err error
			for rec, rerr := range decisionlog.Read(pr, 0) {
				if rerr != nil {
					err = rerr
					break
				}
				if collector != nil {
					collector.Add(rec)
				}
				if vcollector != nil {
					vcollector.Add(rec)
				}
				if unanchored != nil {
					unanchored.Add(rec)
				}
			}
			_, _ = io.Copy(io.Discard, pr)
			collected <- err
		}()
		defer pw.Close() // unblocks the collector if verification stops early
		src = &closeOnEOF{r: src, w: pw}
	}
	sum, err := decisionlog.VerifyLog(ctx, src, decisionlog.VerifyOptions{Progress: o.Progress, VerifyGrace: o.VerifyGrace, Shards: o.Shards}, fail)
	if err != nil {
		return sum, fmt.Errorf("reading the log: %w", err)
	}
	if collected != nil {
		if err := <-collected; err != nil {
			return sum, fmt.Errorf("reading the log for the chain checks: %w", err)
		}
	}
	if sum.Records == 0 {
		return sum, ErrNoRecords
	}
	first := max(o.From, 1)
	for _, f := range chainStarts(sum, first, o.From) {
		fail(f)
	}
	if unanchored != nil {
		for _, f := range unanchored.Failures() {
			fail(f)
		}
	}
	if collector != nil {
		fs, err := collector.Check(ctx, o.Chain, o.Router, o.Anchor)
		if err != nil {
			return sum, err
		}
		cov, err := collector.Coverage(ctx, o.Chain, o.Anchor, first, o.To)
		if err != nil {
			return sum, err
		}
		for _, f := range append(fs, cov...) {
			fail(f)
		}
	}
	if vcollector != nil {
		fs, err := vcollector.CheckDraws(ctx, o.Chain, o.Router)
		if err != nil {
			return sum, err
		}
		if o.Verifier != (common.Address{}) {
			out, err := vcollector.Check(ctx, o.Chain, o.Verifier)
			if err != nil {
				return sum, err
			}
			fs = append(fs, out...)
		}
		for _, f := range fs {
			fail(f)
		}
	}
	sum.Failures = failures
	return sum, nil
}

// chainStarts checks that every chain of the log starts at first (each
// shard's chain has its own rounds, and --from names a round of each).
func chainStarts(sum decisionlog.Summary, first, from uint64) []decisionlog.Failure {
	var fs []decisionlog.Failure
	how := "the whole log must start at round 1 (give --from to verify from a later round)"
	if from > 0 {
		how = fmt.Sprintf("--from %d asks for it", from)
	}
	shards := slices.Sorted(maps.Keys(sum.Starts))
	for _, shard := range shards {
		start := sum.Starts[shard]
		if start == first {
			continue
		}
		what := "the log starts"
		if label := wire.ChainLabel(shard); label != "" {
			what = label + "its chain starts"
		}
		fs = append(fs, decisionlog.Failure{Round: start, Check: CheckLogStart,
			Detail: fmt.Sprintf("%s at round %d, not %d: %s", what, start, first, how)})
	}
	return fs
}

// closeOnEOF closes the tee's pipe when the source ends, so the collector sees the end.
type closeOnEOF struct {
	r io.Reader
	w *io.PipeWriter
}

func (c *closeOnEOF) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if err != nil {
		c.w.Close()
	}
	return n, err
}
