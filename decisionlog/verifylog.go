package decisionlog

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"runtime"
	"sync"
	"time"
)

// VerifyOptions tune VerifyLog.
type VerifyOptions struct {
	// Resolve fetches requests that records only reference (nil: all must be inline).
	// It is called from several goroutines at once.
	Resolve ResolveFunc
	// Parallel is how many records are decoded and replayed at once (GOMAXPROCS when 0).
	Parallel int
	// MaxLineBytes bounds a line (DefaultMaxLineBytes when 0).
	MaxLineBytes int
	// Progress, when set, is called after each record is checked, in order.
	Progress func(records int)
	// VerifyGrace is how long a sampled result may stay unchecked before the end of the
	// log (DefaultVerifyGrace when 0).
	VerifyGrace time.Duration
	// Shards is the shard count the log was written with (ha.shards): each request's
	// model is then checked against the chain it is on (Verifier.SetShards). 0: not
	// checked.
	Shards int
}

// Summary counts what VerifyLog saw.
type Summary struct {
	Records    int
	FirstRound uint64
	LastRound  uint64
	Failures   int
	// BeforeKeyframe counts the delta records that were chained but not replayed, as no
	// keyframe of their chain came before them (a log read from the middle).
	BeforeKeyframe int
	// Chains is how many shards' chains the log holds; FirstRound and
	// LastRound are of the first and last record read, whichever chain.
	Chains int
	// Starts is the first round of each chain read, by shard.
	Starts map[int]uint64
}

// VerifyLog reads a JSON Lines decision log from r and runs every check of Verifier on
// it, calling report for each failure in log order. Decoding, hashing, replay and the
// policy checks of different records run on opts.Parallel goroutines; the chain link,
// the checks across rounds and the anchors run in order. A line that does not decode is
// a CheckDecode failure (its Round is the one expected after the last good record) and
// verification goes on. The error is for what stops reading: a line over the limit, a
// read error, or ctx ending.
func VerifyLog(ctx context.Context, r io.Reader, opts VerifyOptions, report func(Failure)) (Summary, error) {
	return verifyLog(ctx, r, opts, report, true)
}

// verifyLog is VerifyLog; with lazy false every line's decision is read before the
// replay instead of settled after it (settleDecision), the path that
// TestLazyDecisionIsEager compares the other with.
func verifyLog(ctx context.Context, r io.Reader, opts VerifyOptions, report func(Failure), lazy bool) (Summary, error) {
	par := opts.Parallel
	if par <= 0 {
		par = runtime.GOMAXPROCS(0)
	}
	maxLine := opts.MaxLineBytes
	if maxLine <= 0 {
		maxLine = DefaultMaxLineBytes
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	// Each job's turn is closed when the job before it has reconstructed its workers
	// (delta records, deltaverify.go): decoding and replay run in parallel, the
	// reconstruction in log order.
	type job struct {
		seq        int
		line       []byte
		n          int
		turn, done chan struct{}
	}
	type result struct {
		seq      int
		n        int
		rec      *Record
		pre      *lineHashes
		resolved *Record
		// deadlines are resolved's assignedDeadlines, for the in-order checks.
		deadlines []int64
		fs        []Failure
		err       error // decoding
	}
	jobs := make(chan job)
	results := make(chan result, par)
	// tokens bound the records between the reader and the in-order checks, so that a
	// slow record does not let the others pile up in memory.
	tokens := make(chan struct{}, 4*par)
	var readErr error
	v := NewVerifier(opts.Resolve)
	v.SetShards(opts.Shards)

	var wg sync.WaitGroup
	wg.Go(func() {
		defer close(jobs)
		lr := newLineReader(r, maxLine)
		turn := make(chan struct{})
		close(turn)
		for seq := 0; ; seq++ {
			select {
			case tokens <- struct{}{}:
			case <-ctx.Done():
				return
			}
			line, n, err := lr.next()
			if err == io.EOF {
				return
			}
			if err != nil {
				readErr = err
				return
			}
			done := make(chan struct{})
			// Each job owns its line: the decoded record's strings are cut from it
			// (decodeLineWith), so it is never reused.
			select {
			case jobs <- job{seq, bytes.Clone(line), n, turn, done}:
			case <-ctx.Done():
				return
			}
			turn = done
		}
	})
	var workers sync.WaitGroup
	proven := &provenSet{} // shared: a heartbeat proof is recovered once for the whole log
	for range par {
		workers.Go(func() {
			sc := scratch{proven: proven}
			for j := range jobs {
				res := result{seq: j.seq, n: j.n}
				res.rec, res.pre, res.err = decodeLineWith(j.line, maxLine, &sc, readOpts{owned: true, lazyDecision: lazy})
				full, replay, ok := res.rec, false, true
				var prep *deltaPrep
				if res.err == nil {
					prep = prepareDeltas(res.rec)
				}
				select {
				case <-j.turn:
					if res.err == nil {
						full, replay, res.fs = v.deltas.nextPrepared(res.rec, prep)
					}
				case <-ctx.Done():
					ok = false
				}
				close(j.done)
				if !ok {
					return
				}
				if res.err == nil {
					var more []Failure
					res.resolved, more = checkOne(res.rec, full, replay, opts.Resolve, &sc, res.pre)
					res.fs = append(res.fs, more...)
					res.deadlines = assignedDeadlines(res.resolved)
				}
				select {
				case results <- res:
				case <-ctx.Done():
					return
				}
			}
		})
	}
	go func() {
		workers.Wait()
		close(results)
	}()

	var sum Summary
	emit := func(f Failure) {
		sum.Failures++
		if report != nil {
			report(f)
		}
	}
	pending := make(map[int]result)
	next := 0
	var expected uint64
	for res := range results {
		pending[res.seq] = res
		for {
			res, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			<-tokens
			if res.err != nil {
				emit(Failure{expected, CheckDecode, fmt.Sprintf("line %d: %v", res.n, res.err)})
				continue
			}
			for _, f := range append(tagShard(res.fs, res.rec.Shard), v.inOrderWith(res.rec, res.resolved, res.deadlines)...) {
				emit(f)
			}
			if sum.Records == 0 {
				sum.FirstRound = res.rec.Round
				sum.Starts = map[int]uint64{}
			}
			if _, ok := sum.Starts[res.rec.Shard]; !ok {
				sum.Starts[res.rec.Shard] = res.rec.Round
			}
			sum.LastRound = res.rec.Round
			expected = res.rec.Round + 1
			sum.Records++
			if opts.Progress != nil {
				opts.Progress(sum.Records)
			}
		}
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return sum, err
	}
	sum.BeforeKeyframe = v.BeforeKeyframe()
	sum.Chains = len(v.chains)
	if readErr == nil {
		for _, f := range v.FinishVerification(opts.VerifyGrace) {
			emit(f)
		}
	}
	return sum, readErr
}
