package decisionlog

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/infersched/infersched/scheduler"
)

// simulateChurn is simulate with workers that stay: each round a few change (jobs,
// heartbeat, latency), now and then one leaves and one joins, and the records are
// written by a WorkerDeltas (keyframe every `every`). full is the same log with every
// record full (NewRecord, as before deltas).
func simulateChurn(t testing.TB, rounds, newPerRound, nWork, every int, seed uint64) (recs, full []Record, st stream) {
	t.Helper()
	return simulateChurnOn(t, rounds, newPerRound, nWork, every, seed, chainSpec{models: benchModels()[:6]})
}

// simulateChurnOn is simulateChurn on the chain of spec.shard, with spec's models and
// request ids prefixed by spec.idBase (a chain per shard).
func simulateChurnOn(t testing.TB, rounds, newPerRound, nWork, every int, seed uint64, spec chainSpec) (recs, full []Record, st stream) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed+7))
	models := spec.models
	cfg := scheduler.DefaultConfig()
	now := int64(1_700_000_000_000)
	st = stream{}
	ws := newWorkers(rng, models, nWork, now)
	slices.SortFunc(ws, func(a, b scheduler.Worker) int { return strings.Compare(a.ID, b.ID) })
	joined := nWork
	var pending []scheduler.Request
	w := &WorkerDeltas{KeyframeEvery: every}
	for round := uint64(1); round <= uint64(rounds); round++ {
		now += 1000
		for i := range newPerRound {
			id := fmt.Sprintf("%d-%d", round, i)
			if spec.idBase != 0 {
				id = fmt.Sprintf("%d-%s", spec.idBase, id)
			}
			r := newRequest(rng, models, id, now)
			r.DeadlineMS = now + 2_000 + rng.Int64N(20_000)
			st[r.ID] = r
			pending = append(pending, r)
		}
		for range 1 + nWork/20 {
			k := &ws[rng.IntN(len(ws))]
			k.ActiveJobs = rng.IntN(k.MaxJobs)
			k.LastHeartbeatMS = now - rng.Int64N(1000)
			if rng.IntN(3) == 0 {
				k.AvgLatencyMS = float64(100 + rng.IntN(3000))
			}
		}
		if round%5 == 0 { // one leaves, one joins
			i := rng.IntN(len(ws))
			ws = slices.Delete(ws, i, i+1)
			nw := newWorkers(rng, models, 1, now)[0]
			nw.ID, nw.HeartbeatHash, nw.HeartbeatSig = testProof(joined, now)
			joined++
			ws = append(ws, nw)
			slices.SortFunc(ws, func(a, b scheduler.Worker) int { return strings.Compare(a.ID, b.ID) })
		}
		// The requests in ID order, as the engine's snapshot lists them (and the
		// requests delta needs, reqdelta.go).
		reqs := slices.SortedFunc(slices.Values(pending), func(a, b scheduler.Request) int { return strings.Compare(a.ID, b.ID) })
		s := &scheduler.Snapshot{NowMS: now, GasPriceGwei: 20, Requests: reqs, Workers: slices.Clone(ws)}
		if err := s.Validate(); err != nil {
			t.Fatalf("round %d: %v", round, err)
		}
		d := scheduler.Plan(s, cfg)
		for _, out := range []*[]Record{&recs, &full} {
			rec, err := NewRecord(round, now+3, s, cfg, d, false)
			if err != nil {
				t.Fatal(err)
			}
			rec.Shard = spec.shard
			var prev *Record
			prevHash := ZeroHash
			if len(*out) > 0 {
				prev = &(*out)[len(*out)-1]
				prevHash = prev.Hash
			}
			if out == &recs {
				if err := w.Apply(rec, prevHash); err != nil {
					t.Fatal(err)
				}
			}
			if err := Append(rec, prev); err != nil {
				t.Fatal(err)
			}
			if out == &recs {
				w.Commit(rec)
			}
			*out = append(*out, *rec)
		}
		gone := map[string]bool{}
		for _, a := range d.Assigned {
			gone[a.RequestID] = true
		}
		for _, id := range d.Expired {
			gone[id] = true
		}
		pending = slices.DeleteFunc(pending, func(r scheduler.Request) bool { return gone[r.ID] })
	}
	return recs, full, st
}

func isDelta(rec *Record) bool { return rec.Inputs.WorkersDelta != nil }

// TestDeltaLogVerifies: a log of keyframes and deltas verifies clean, both ways
// (Verifier and VerifyLog in parallel), its deltas reconstruct exactly the full
// records' workers, and it is smaller than the full log.
func TestDeltaLogVerifies(t *testing.T) {
	recs, full, st := simulateChurn(t, 30, 6, 60, 8, 1)
	deltas := 0
	for i := range recs {
		if isDelta(&recs[i]) {
			deltas++
		}
		if recs[i].Version != VersionDeltas {
			t.Fatalf("round %d has version %d", recs[i].Round, recs[i].Version)
		}
	}
	if deltas < 20 || isDelta(&recs[0]) || isDelta(&recs[8]) {
		t.Fatalf("%d deltas of %d; the first and the ninth records must be keyframes", deltas, len(recs))
	}
	lines := encodeLines(t, recs)
	if fs := verifyAll(t, lines, st); len(fs) != 0 {
		t.Fatal(fs)
	}
	var dc deltaChains
	for i := range recs {
		got, replay, fs := dc.next(&recs[i])
		if !replay || len(fs) != 0 {
			t.Fatalf("round %d: replay %v, %v", recs[i].Round, replay, fs)
		}
		a, _ := canonical(got.Inputs.Workers)
		b, _ := canonical(full[i].Inputs.Workers)
		if !bytes.Equal(a, b) {
			t.Fatalf("round %d: the reconstructed workers differ from the full record's", recs[i].Round)
		}
		a, _ = canonical(got.Inputs.Requests)
		b, _ = canonical(full[i].Inputs.Requests)
		if !bytes.Equal(a, b) {
			t.Fatalf("round %d: the reconstructed requests differ from the full record's", recs[i].Round)
		}
	}
	if n, m := len(bytes.Join(lines, nil)), len(bytes.Join(encodeLines(t, full), nil)); 3*n > m {
		t.Fatalf("the delta log is %d bytes, the full log %d", n, m)
	}
}

// TestDeltaLogFromTheMiddle: a log read from a delta record on is replayed from its
// first keyframe; the deltas before it are counted (chained, not replayed), not failed.
func TestDeltaLogFromTheMiddle(t *testing.T) {
	recs, _, st := simulateChurn(t, 20, 4, 30, 8, 2)
	lines := encodeLines(t, recs)
	for _, tc := range []struct{ from, to, records, before int }{{3, 20, 17, 5}, {1, 8, 7, 7}, {8, 20, 12, 0}} {
		sum, err := VerifyLog(context.Background(), bytes.NewReader(bytes.Join(lines[tc.from:tc.to], []byte("\n"))),
			VerifyOptions{Resolve: st.resolve, Parallel: 2}, func(f Failure) { t.Error(f) })
		if err != nil || sum.Records != tc.records || sum.BeforeKeyframe != tc.before || sum.Failures != 0 {
			t.Fatalf("lines %d..%d: summary %+v, error %v", tc.from, tc.to, sum, err)
		}
	}
}

// TestTamperedDeltaFails: a delta changed after the fact is caught even when the
// chain is hashed again: its workers no longer hash to workers_delta.hash, or the
// delta does not apply, or its base is gone.
func TestTamperedDeltaFails(t *testing.T) {
	recs, _, st := simulateChurn(t, 12, 4, 30, 100, 3)
	k := 5
	if !isDelta(&recs[k]) || len(recs[k].Inputs.WorkersDelta.Changed) == 0 {
		t.Fatal("round 6 should be a delta with changed workers")
	}
	cases := map[string]func(rec *Record){
		"changed worker":  func(rec *Record) { rec.Inputs.WorkersDelta.Changed[0].FreeMemoryMB += 1000 },
		"dropped change":  func(rec *Record) { rec.Inputs.WorkersDelta.Changed = rec.Inputs.WorkersDelta.Changed[1:] },
		"hash":            func(rec *Record) { rec.Inputs.WorkersDelta.Hash = strings.Repeat("0", 64) },
		"removed unknown": func(rec *Record) { rec.Inputs.WorkersDelta.Removed = []string{"0xnobody"} },
		"both forms":      func(rec *Record) { rec.Inputs.Workers = []scheduler.Worker{} },
	}
	for name, tamper := range cases {
		t.Run(name, func(t *testing.T) {
			bad := clone(t, recs)
			tamper(&bad[k])
			rehash(t, bad, k)
			fs := verifyAll(t, encodeLines(t, bad), st)
			if !slices.ContainsFunc(fs, func(f Failure) bool { return f.Round == bad[k].Round && f.Check == CheckInputs }) {
				t.Fatalf("not caught: %v", fs)
			}
		})
	}
	// A record taken out of the middle: the next delta's base is gone.
	bad := append(clone(t, recs[:k]), clone(t, recs[k+1:])...)
	fs := verifyAll(t, encodeLines(t, bad), st)
	if !slices.ContainsFunc(fs, func(f Failure) bool { return f.Round == recs[k+1].Round && f.Check == CheckInputs }) {
		t.Fatalf("not caught: %v", fs)
	}
	// A chain that starts with a delta.
	first := clone(t, recs[k:k+1])
	rehash(t, first, 0)
	if fs := verifyAll(t, encodeLines(t, first), st); len(fs) == 0 || fs[0].Check != CheckInputs {
		t.Fatalf("got %v", fs)
	}
}

// TestDeltaReconstructsFullInputs (differential): over random worker churn (changes
// of any field, joins, leaves, unsorted and duplicate lists, stores that fail, another
// writer's record in between, maps changed in place after the round), what a verifier
// reconstructs from the stored records is exactly each round's full worker list.
func TestDeltaReconstructsFullInputs(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := &WorkerDeltas{KeyframeEvery: rapid.IntRange(1, 10).Draw(t, "every")}
		var dc deltaChains
		pool := rapid.SliceOfN(rapid.Custom(drawWorker), 1, 12).Draw(t, "pool")
		ws := slices.Clone(pool[:len(pool)/2])
		prevHash, round := ZeroHash, uint64(0)
		for step := range rapid.IntRange(1, 25).Draw(t, "steps") {
			for range rapid.IntRange(0, 3).Draw(t, "changes") {
				if len(ws) == 0 {
					break
				}
				i := rapid.IntRange(0, len(ws)-1).Draw(t, "i")
				other := pool[rapid.IntRange(0, len(pool)-1).Draw(t, "from")]
				setField(&ws[i], &other, rapid.IntRange(1, reflect.TypeFor[scheduler.Worker]().NumField()-1).Draw(t, "field"))
			}
			switch rapid.IntRange(0, 5).Draw(t, "churn") {
			case 0:
				ws = append(ws, pool[rapid.IntRange(0, len(pool)-1).Draw(t, "join")])
			case 1:
				if len(ws) > 0 {
					ws = slices.Delete(ws, 0, 1)
				}
			}
			if !rapid.Bool().Draw(t, "unsorted") {
				slices.SortStableFunc(ws, func(a, b scheduler.Worker) int { return strings.Compare(a.ID, b.ID) })
			}
			want, _ := canonical(ws)
			if rapid.IntRange(0, 9).Draw(t, "other writer") == 0 {
				prevHash = fmt.Sprintf("%064x", step+1) // a record this writer did not write
			}
			round++
			rec := &Record{Round: round, Inputs: Inputs{Workers: slices.Clone(ws)}, PrevHash: prevHash}
			if err := w.Apply(rec, prevHash); err != nil {
				t.Skip("a worker that does not encode:", err)
			}
			rec.Hash = fmt.Sprintf("%064x", 1000+step)
			if rapid.IntRange(0, 7).Draw(t, "store fails") == 0 {
				continue // not stored, not committed: the next is chained after prevHash again
			}
			w.Commit(rec)
			b, err := Encode(rec)
			if err != nil {
				t.Fatal(err)
			}
			back, err := Decode(b, 0)
			if err != nil {
				t.Fatalf("decoding %s: %v", b, err)
			}
			got, replay, fs := dc.next(back)
			if !replay || len(fs) != 0 {
				t.Fatalf("step %d: replay %v, failures %v", step, replay, fs)
			}
			gotJSON, _ := canonical(got.Inputs.Workers)
			if !bytes.Equal(gotJSON, want) {
				t.Fatalf("step %d (delta %v): reconstructed\n%s\nwant\n%s", step, isDelta(back), gotJSON, want)
			}
			prevHash = rec.Hash
			for i := range ws { // the round's maps changed in place afterwards
				if ws[i].OpenBatch != nil && rapid.Bool().Draw(t, "in place") {
					ws[i].OpenBatch = maps1(ws[i].OpenBatch)
					ws[i].OpenBatch["in-place"]++
				}
			}
		}
	})
}

func maps1(m map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		out[k] = v
	}
	return out
}

// setField sets field i of w to other's.
func setField(w, other *scheduler.Worker, i int) {
	reflect.ValueOf(w).Elem().Field(i).Set(reflect.ValueOf(other).Elem().Field(i))
	*w = cloneWorker(w)
}

func drawWorker(t *rapid.T) scheduler.Worker {
	w := scheduler.Worker{
		ID:              rapid.SampledFrom([]string{"a", "b", "c", "d", "0xe", "f\"g"}).Draw(t, "wid"),
		FreeMemoryMB:    rapid.Int64Range(-1, 1<<40).Draw(t, "free"),
		ActiveJobs:      rapid.IntRange(0, 8).Draw(t, "active"),
		MaxJobs:         rapid.IntRange(0, 8).Draw(t, "maxjobs"),
		AvgLatencyMS:    rapid.SampledFrom([]float64{0, 1.5, 333.3, 1e-7}).Draw(t, "lat"),
		StakeWei:        scheduler.NewWei(rapid.Int64Range(0, 1<<62).Draw(t, "stake")),
		CompletionRate:  rapid.Float64Range(0, 1).Draw(t, "rate"),
		CompletedJobs:   rapid.Int64Range(0, 100).Draw(t, "completed"),
		LastHeartbeatMS: rapid.Int64().Draw(t, "hb"),
		BatchMax:        rapid.IntRange(0, 8).Draw(t, "batchmax"),
		BatchMaxWaitMS:  rapid.SampledFrom([]int64{0, 3000}).Draw(t, "batchwait"),
		DispatchMS:      rapid.SampledFrom([]float64{0, 3.25}).Draw(t, "dispatch"),
		HeartbeatHash:   rapid.SampledFrom([]string{"", "0x01"}).Draw(t, "hbhash"),
		HeartbeatSig:    rapid.SampledFrom([]string{"", "0x02"}).Draw(t, "hbsig"),
		VerifyRisk:      rapid.SampledFrom([]float64{0, 0.25}).Draw(t, "risk"),
	}
	if rapid.Bool().Draw(t, "has models") {
		w.Models = rapid.SliceOfN(rapid.SampledFrom([]string{"m1", "m2"}), 0, 2).Draw(t, "models")
	}
	if rapid.Bool().Draw(t, "has open batch") {
		w.OpenBatch = rapid.MapOfN(rapid.SampledFrom([]string{"m1", "m2"}), rapid.IntRange(0, 3), 0, 2).Draw(t, "open")
	}
	switch rapid.IntRange(0, 2).Draw(t, "warm") {
	case 1:
		w.WarmModels = []string{}
	case 2:
		w.WarmModels = []string{"m1"}
	}
	if rapid.Bool().Draw(t, "has maps") {
		w.ModelLoadMS = map[string]int64{"m1": rapid.Int64Range(0, 9).Draw(t, "load")}
		w.ModelLatencyMS = map[string]float64{"m2": rapid.SampledFrom([]float64{0, 1.25}).Draw(t, "mlat")}
		w.ModelMemoryMB = map[string]int64{"m1": rapid.Int64Range(0, 9).Draw(t, "mmem")}
	}
	if rapid.Bool().Draw(t, "has determinism") {
		w.Determinism = map[string]string{"m1": rapid.SampledFrom([]string{"h100|vllm|0.11.0|bf16|1|true", "a100|vllm|0.11.0|bf16|1|true"}).Draw(t, "class")}
	}
	return w
}

// TestSameWorkerIsSameEncoding: sameWorker, which the writer uses instead of encoding
// every worker every round, says equal exactly when the canonical JSON is equal,
// whichever field differs (every field of scheduler.Worker is drawn and swapped).
func TestSameWorkerIsSameEncoding(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := drawWorker(t)
		b := cloneWorker(&a)
		other := drawWorker(t)
		for range rapid.IntRange(0, 2).Draw(t, "fields") {
			setField(&b, &other, rapid.IntRange(0, reflect.TypeFor[scheduler.Worker]().NumField()-1).Draw(t, "field"))
		}
		var err error
		ea := appendWorker(nil, &a, &err)
		eb := appendWorker(nil, &b, &err)
		if got, want := sameWorker(&a, &b), bytes.Equal(ea, eb); got != want {
			t.Fatalf("sameWorker %v, encodings equal %v:\n%s\n%s", got, want, ea, eb)
		}
	})
}
