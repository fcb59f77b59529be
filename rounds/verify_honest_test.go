package rounds_test

import (
	"context"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler/verification"
)

// TestHonestRunAtFullSamplingSlashesNobody is result verification's honest-run property
// at the engine level (the real registry on redis-server, the round engine, the
// decision records; the chain's part is the contract tests' and the stack test's):
// 2 000 results of deterministic workers, every one sampled (sample_rate and probation
// rate 1); every verifier runs the same bytes, so every check agrees: no dispute, no
// worker left out, and the records' draws replay with nothing left unchecked.
func TestHonestRunAtFullSamplingSlashesNobody(t *testing.T) {
	const results, batch = 2000, 200
	vc := verification.DefaultConfig()
	vc.ComparableModels, vc.SampleRate, vc.MaxPerRound = []string{"llama-7b"}, 1, batch
	vc.CleanAfter = 0 // no reduction for a clean history: every result is checked
	h := daemontest.NewEngine(t, daemontest.Options{Verification: &vc})
	workers := map[string]bool{}
	for range 4 {
		id, _ := h.Worker("llama-7b", 300, 2*batch)
		workers[id] = true
	}
	honest := func(id string) string { return crypto.Keccak256Hash([]byte("output of prompt " + id)).Hex() }
	ctx := context.Background()
	sent := 0
	for n := 0; n < results; n += batch {
		for i := n; i < n+batch; i++ {
			h.Request(strconv.Itoa(i+1), "llama-7b", "0xu"+strconv.Itoa(i), 1e16, 10*time.Minute)
		}
		if rep := h.Round(); rep.Dispatched != batch {
			t.Fatalf("round: %+v, want %d dispatched", rep, batch)
		}
		for _, a := range h.Sink.Assigned[len(h.Sink.Assigned)-batch:] {
			h.Eng.Ack(ctx, a.RequestID, a.Worker, a.Attempt)
			bh := crypto.Keccak256Hash([]byte("block " + a.RequestID)).Hex()
			if _, ok := h.Eng.Complete(ctx, a.RequestID, a.Worker, rounds.Result{TxHash: "0x01", OutputHash: honest(a.RequestID), BlockHash: bh}); !ok {
				t.Fatalf("request %s not completed", a.RequestID)
			}
		}
		// The checks are capacity-booked: a batch may take more than one round.
		for round := 0; sent < n+batch; round++ {
			if round == 5 {
				t.Fatalf("%d checks sent for %d results at rate 1 after 5 rounds", sent, n+batch)
			}
			h.Round()
			jobs := h.Verify.Sent()
			for _, j := range jobs[sent:] {
				if j.Verifier == j.Worker || !workers[j.Verifier] {
					t.Fatalf("check of %s by %s (worker %s)", j.RequestID, j.Verifier, j.Worker)
				}
				mine := honest(j.RequestID) // the verifier's run: the same bytes
				if j.OutputHash != mine {
					t.Fatalf("check of %s judges %s, the worker submitted %s", j.RequestID, j.OutputHash, mine)
				}
				h.Eng.VerifyAttested(ctx, rounds.ChainVerdict{RequestID: j.RequestID, Worker: j.Worker, Verifier: j.Verifier, OutputHash: mine, TxHash: "0xa"})
			}
			sent = len(jobs)
		}
		h.Clock.Advance(time.Second)
	}
	h.Round() // records the last attestations
	for _, s := range h.Eng.Standings() {
		if s.Disputes != 0 || s.Slashes != 0 || s.Excluded {
			t.Fatalf("honest worker %+v", s)
		}
	}
	checkRecordsReplay(t, h.Sink.Rounds, results)
}

// checkRecordsReplay chains the engine's records as the decision log does and runs the
// verifier's verification checks over them: every draw replays, no sample is left
// unchecked, and the samples number want.
func checkRecordsReplay(t *testing.T, recs []rounds.RoundRecord, want int) {
	t.Helper()
	v := decisionlog.NewVerifier(nil)
	var prev *decisionlog.Record
	samples := 0
	for i, r := range recs {
		rec, err := decisionlog.NewRecord(uint64(i+1), r.Snapshot.NowMS+int64(i), r.Snapshot, r.Config, r.Decision, true)
		if err != nil {
			t.Fatal(err)
		}
		rec.Verification = r.Verification
		if r.Verification != nil {
			samples += len(r.Verification.Samples)
		}
		if err := decisionlog.Append(rec, prev); err != nil {
			t.Fatal(err)
		}
		prev = rec
		for _, f := range v.Check(rec) {
			if f.Check == decisionlog.CheckVerifyDraw || f.Check == decisionlog.CheckVerifyAssign {
				t.Fatalf("record %d: %v", i+1, f)
			}
		}
	}
	if fs := v.FinishVerification(time.Nanosecond); len(fs) != 0 {
		t.Fatalf("unchecked samples: %v", fs[:min(len(fs), 5)])
	}
	if samples != want {
		t.Fatalf("%d samples in the records, want %d", samples, want)
	}
}
