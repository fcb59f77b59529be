package rounds_test

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler/verification"
)

// With a draw key, the round that assigns a request logs the commitment to its draw
// secret, and the sample of its result reveals the secret: the records replay, every
// secret opens a commitment logged in an earlier record, and a record that reveals
// another secret, or none where one was committed, fails the audit's draw check.
func TestDrawSecretIsCommittedAtAssignmentAndRevealedInTheSample(t *testing.T) {
	const results = 40
	vc := verification.DefaultConfig()
	vc.ComparableModels, vc.SampleRate, vc.ProbationSampleRate, vc.MaxPerRound = []string{"llama-7b"}, 0.5, 0.5, results
	key := []byte("draw key of the test")
	h := daemontest.NewEngine(t, daemontest.Options{Verification: &vc, DrawKey: key})
	for range 3 {
		h.Worker("llama-7b", 300, results)
	}
	ctx := context.Background()
	for i := range results {
		h.Request(strconv.Itoa(i+1), "llama-7b", "0xu"+strconv.Itoa(i), 1e16, 10*time.Minute)
	}
	if rep := h.Round(); rep.Dispatched != results {
		t.Fatalf("round: %+v", rep)
	}
	for _, a := range h.Sink.Assigned {
		h.Eng.Ack(ctx, a.RequestID, a.Worker, a.Attempt)
		bh := crypto.Keccak256Hash([]byte("block " + a.RequestID)).Hex()
		out := crypto.Keccak256Hash([]byte("output " + a.RequestID)).Hex()
		if _, ok := h.Eng.Complete(ctx, a.RequestID, a.Worker, rounds.Result{TxHash: "0x01", OutputHash: out, BlockHash: bh}); !ok {
			t.Fatalf("request %s not completed", a.RequestID)
		}
	}
	h.Clock.Advance(time.Second)
	h.Round()
	for _, j := range h.Verify.Sent() {
		h.Eng.VerifyAttested(ctx, rounds.ChainVerdict{RequestID: j.RequestID, Worker: j.Worker, Verifier: j.Verifier, OutputHash: j.OutputHash, TxHash: "0xa"})
	}
	h.Clock.Advance(time.Second)
	h.Round()

	recs := h.Sink.Rounds
	first := recs[0].Verification
	if first == nil || len(first.Commits) != results || len(first.Samples) != 0 {
		t.Fatalf("the assigning round's log: %+v, want %d commitments and no sample", first, results)
	}
	var samples []*verification.Sample
	for _, r := range recs[1:] {
		if r.Verification != nil {
			for i := range r.Verification.Samples {
				samples = append(samples, &r.Verification.Samples[i])
			}
		}
	}
	if len(samples) != results {
		t.Fatalf("%d samples, want %d", len(samples), results)
	}
	sampled := 0
	for _, s := range samples {
		want := verification.DrawSecret(key, s.RequestID)
		if s.Secret != hexutil.Encode(want[:]) {
			t.Fatalf("sample of %s reveals %q", s.RequestID, s.Secret)
		}
		if s.Sampled {
			sampled++
		}
	}
	if sampled == 0 || sampled == results {
		t.Fatalf("%d of %d sampled at rate 0.5", sampled, results)
	}
	checkRecordsReplay(t, recs, results)

	for _, tc := range []struct {
		name   string
		tamper func(s *verification.Sample)
		want   string
	}{
		{"another secret", func(s *verification.Sample) { s.Secret = hexutil.Encode(make([]byte, 32)) }, "the commitment was"},
		{"no secret", func(s *verification.Sample) { s.Secret = "" }, "is not revealed"},
	} {
		keep := *samples[0]
		tc.tamper(samples[0])
		if f := drawFailures(t, recs); !strings.Contains(f, tc.want) {
			t.Errorf("%s: audit says %q, want %q", tc.name, f, tc.want)
		}
		*samples[0] = keep
	}
}

// drawFailures chains recs as the decision log does and returns the draw check's
// failures, joined.
func drawFailures(t *testing.T, recs []rounds.RoundRecord) string {
	t.Helper()
	v := decisionlog.NewVerifier(nil)
	var prev *decisionlog.Record
	var out []string
	for i, r := range recs {
		rec, err := decisionlog.NewRecord(uint64(i+1), r.Snapshot.NowMS+int64(i), r.Snapshot, r.Config, r.Decision, true)
		if err != nil {
			t.Fatal(err)
		}
		rec.Verification = r.Verification
		if err := decisionlog.Append(rec, prev); err != nil {
			t.Fatal(err)
		}
		prev = rec
		for _, f := range v.Check(rec) {
			if f.Check == decisionlog.CheckVerifyDraw {
				out = append(out, f.Detail)
			}
		}
	}
	return strings.Join(out, "; ")
}
