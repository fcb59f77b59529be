package decisionlog

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/infersched/infersched/scheduler"
)

func TestVerifyLog(t *testing.T) {
	recs, st := simulate(t, 10, 10, 4, 16)
	lines := encodeLines(t, recs)
	var progress []int
	sum, err := VerifyLog(context.Background(), bytes.NewReader(bytes.Join(lines, []byte("\n"))),
		VerifyOptions{Resolve: st.resolve, Progress: func(n int) { progress = append(progress, n) }}, nil)
	if err != nil || sum.Records != 10 || sum.FirstRound != 1 || sum.LastRound != 10 || sum.Chains != 1 || sum.Failures != 0 || len(sum.Starts) != 1 || sum.Starts[0] != 1 {
		t.Fatalf("summary %+v, error %v", sum, err)
	}
	if len(progress) != 10 || progress[9] != 10 {
		t.Fatalf("progress %v", progress)
	}

	// A line that does not decode is a failure at the round expected there; the rest
	// is still checked.
	bad := slices.Clone(lines)
	bad[4] = []byte(`{"round":5,"nope":1}`)
	var fs []Failure
	sum, err = VerifyLog(context.Background(), bytes.NewReader(bytes.Join(bad, []byte("\n"))),
		VerifyOptions{Resolve: st.resolve, Parallel: 2}, func(f Failure) { fs = append(fs, f) })
	if err != nil || sum.Records != 9 {
		t.Fatalf("summary %+v, error %v", sum, err)
	}
	if len(fs) == 0 || fs[0].Round != 5 || fs[0].Check != CheckDecode || !strings.Contains(fs[0].Detail, "line 5") {
		t.Fatalf("got %v", fs)
	}
	if !slices.ContainsFunc(fs, func(f Failure) bool { return f.Round == 6 && f.Check == CheckPrevHash }) {
		t.Fatalf("no broken link at round 6: %v", fs)
	}

	// A line over the limit stops verification with an error.
	_, err = VerifyLog(context.Background(), bytes.NewReader(bytes.Join(lines, []byte("\n"))),
		VerifyOptions{Resolve: st.resolve, MaxLineBytes: 100}, nil)
	if !errors.Is(err, ErrLineTooLong) {
		t.Fatalf("got %v, want ErrLineTooLong", err)
	}

	// A cancelled context stops it too.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := VerifyLog(ctx, bytes.NewReader(bytes.Join(lines, []byte("\n"))), VerifyOptions{Resolve: st.resolve}, nil); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
}

// TestRecordRoundTripReplays: whatever the snapshot and config, a record built from a
// round, stored and read back, verifies in full.
func TestRecordRoundTripReplays(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rng := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "seed"), 1))
		models := benchModels()[:rapid.IntRange(1, 8).Draw(t, "models")]
		now := int64(1_700_000_000_000)
		s := &scheduler.Snapshot{NowMS: now, GasPriceGwei: rapid.SampledFrom([]float64{0, 1e-7, 25, 1234.5}).Draw(t, "gas")}
		for i := range rapid.IntRange(0, 60).Draw(t, "nreq") {
			r := newRequest(rng, models, fmt.Sprintf("%d", i), now)
			if rapid.Bool().Draw(t, "expired") {
				r.DeadlineMS = now - 1
				r.SubmittedAtMS = min(r.SubmittedAtMS, r.DeadlineMS) // a deadline is never before its submission
			}
			s.Requests = append(s.Requests, r)
		}
		s.Workers = newWorkers(rng, models, rapid.IntRange(0, 10).Draw(t, "nwork"), now)
		if rapid.Bool().Draw(t, "drain") {
			s.DrainRateTPS = map[string]float64{models[0]: rapid.Float64Range(0, 100).Draw(t, "rate")}
		}
		if err := s.Validate(); err != nil {
			t.Fatal(err)
		}
		cfg := scheduler.DefaultConfig()
		cfg.Matching.SlotsPerWorkerPerRound = rapid.IntRange(0, 3).Draw(t, "slots")
		cfg.Matching.DeadlineFeasibility = rapid.Bool().Draw(t, "feasibility")
		cfg.Probation.Jobs = rapid.Int64Range(0, 60).Draw(t, "probation")
		cfg.Priority.FeeWeight = rapid.Float64Range(0, 2).Draw(t, "feeweight")
		if rapid.Bool().Draw(t, "no complexity table") {
			cfg.Routing.ModelComplexity = nil
		}
		d := scheduler.Plan(s, cfg)
		rec, err := NewRecord(rapid.Uint64Range(0, 1<<40).Draw(t, "round"), now, s, cfg, d, rapid.Bool().Draw(t, "inline"))
		if err != nil {
			t.Fatal(err)
		}
		if err := Append(rec, nil); err != nil {
			t.Fatal(err)
		}
		b, err := Encode(rec)
		if err != nil {
			t.Fatal(err)
		}
		back, err := Decode(b, 0)
		if err != nil {
			t.Fatal(err)
		}
		byID := stream{}
		for _, r := range s.Requests {
			byID[r.ID] = r
		}
		if fs := NewVerifier(byID.resolve).Check(back); len(fs) > 0 {
			t.Fatal(fs)
		}
	})
}
