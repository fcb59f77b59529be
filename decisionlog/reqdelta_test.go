package decisionlog

import (
	"bytes"
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

func isReqDelta(rec *Record) bool { return rec.Inputs.RequestsDelta != nil }

// queueChurn is a log of a long queue: more arrivals than the few workers take, so
// most requests stay pending from one round to the next (their references then go in
// requests deltas).
func queueChurn(t testing.TB, rounds, every int, seed uint64) (recs, full []Record, st stream) {
	t.Helper()
	return simulateChurn(t, rounds, 12, 4, every, seed)
}

// TestRequestsDeltaLogVerifies: a log of a long queue is written with requests deltas,
// verifies clean both ways, reconstructs exactly the full records' request lists, and
// a delta record is at least a quarter smaller than the full one (most of both is the
// decision).
func TestRequestsDeltaLogVerifies(t *testing.T) {
	recs, full, st := queueChurn(t, 30, 8, 21)
	deltas := 0
	for i := range recs {
		if isReqDelta(&recs[i]) {
			deltas++
			if recs[i].Inputs.Requests != nil {
				t.Fatalf("round %d: a requests delta beside the full list", recs[i].Round)
			}
		}
	}
	if deltas < 20 || isReqDelta(&recs[0]) || isReqDelta(&recs[8]) {
		t.Fatalf("%d requests deltas of %d; the first and the ninth records must be keyframes", deltas, len(recs))
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
		a, _ := canonical(got.Inputs.Requests)
		b, _ := canonical(full[i].Inputs.Requests)
		if !bytes.Equal(a, b) {
			t.Fatalf("round %d: the reconstructed requests differ from the full record's", recs[i].Round)
		}
		if h := RequestsSetHash(full[i].Inputs.Requests); isReqDelta(&recs[i]) && h != recs[i].Inputs.RequestsDelta.Hash {
			t.Fatalf("round %d: requests_delta.hash %s, the full list hashes to %s", recs[i].Round, recs[i].Inputs.RequestsDelta.Hash, h)
		}
	}
	last := len(recs) - 2 // a delta late in the log, with a long queue
	if !isReqDelta(&recs[last]) {
		t.Fatalf("record %d is not a requests delta", last)
	}
	if d, f := len(encodeLines(t, recs[last:last+1])[0]), len(encodeLines(t, full[last:last+1])[0]); d >= f-len(encodeLines(t, full[last:last+1])[0])/4 {
		t.Fatalf("the delta record is %d bytes, the full one %d", d, f)
	}
}

// TestRequestsDeltaFromTheMiddle: a log read from a requests delta on is replayed from
// the first record whose two lists it can rebuild; the deltas before it are chained
// and counted, not failed. Lines 1..8 (rounds 2..8): rounds 2–4 list their requests in
// full (most of the short queue changed) but their workers as deltas, round 5 its
// workers in full (one left, one joined, one changed of four) and its requests as a
// delta on round 4's: replayed from round 5, before any keyframe.
func TestRequestsDeltaFromTheMiddle(t *testing.T) {
	recs, _, st := queueChurn(t, 20, 8, 21)
	lines := encodeLines(t, recs)
	if !isReqDelta(&recs[5]) || isReqDelta(&recs[8]) {
		t.Fatal("record 5 should be a requests delta, record 8 a keyframe")
	}
	for _, tc := range []struct{ from, to, records, before int }{{5, 20, 15, 3}, {1, 8, 7, 3}, {8, 20, 12, 0}} {
		sum, err := VerifyLog(context.Background(), bytes.NewReader(bytes.Join(lines[tc.from:tc.to], []byte("\n"))),
			VerifyOptions{Resolve: st.resolve, Parallel: 2}, func(f Failure) { t.Error(f) })
		if err != nil || sum.Records != tc.records || sum.BeforeKeyframe != tc.before || sum.Failures != 0 {
			t.Fatalf("lines %d..%d: summary %+v, error %v", tc.from, tc.to, sum, err)
		}
	}
}

// TestTamperedRequestsDeltaFails: a requests delta changed after the fact is caught
// even when the chain is hashed again.
func TestTamperedRequestsDeltaFails(t *testing.T) {
	recs, _, st := queueChurn(t, 12, 100, 21)
	k := 5
	if !isReqDelta(&recs[k]) || len(recs[k].Inputs.RequestsDelta.Added) == 0 || len(recs[k].Inputs.RequestsDelta.Removed) == 0 {
		t.Fatal("round 6 should be a requests delta with added and removed requests")
	}
	cases := map[string]func(rec *Record){
		"added hash":      func(rec *Record) { rec.Inputs.RequestsDelta.Added[0].ContentHash = strings.Repeat("1", 64) },
		"dropped add":     func(rec *Record) { rec.Inputs.RequestsDelta.Added = rec.Inputs.RequestsDelta.Added[1:] },
		"dropped remove":  func(rec *Record) { rec.Inputs.RequestsDelta.Removed = rec.Inputs.RequestsDelta.Removed[1:] },
		"hash":            func(rec *Record) { rec.Inputs.RequestsDelta.Hash = strings.Repeat("0", 64) },
		"removed unknown": func(rec *Record) { rec.Inputs.RequestsDelta.Removed = []string{"nobody"} },
		"unsorted": func(rec *Record) {
			a := rec.Inputs.RequestsDelta.Added
			a[0], a[len(a)-1] = a[len(a)-1], a[0]
		},
		"both forms": func(rec *Record) { rec.Inputs.Requests = []RequestRef{} },
		"added and removed": func(rec *Record) {
			d := rec.Inputs.RequestsDelta
			d.Added = append(d.Added, RequestRef{ID: d.Removed[0], ContentHash: strings.Repeat("2", 64)})
			slices.SortFunc(d.Added, func(a, b RequestRef) int { return strings.Compare(a.ID, b.ID) })
		},
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
	// A chain that starts with a requests delta (its workers in full).
	first := clone(t, recs[k:k+1])
	first[0].Inputs.Workers, first[0].Inputs.WorkersDelta = full(t, recs, k), nil
	rehash(t, first, 0)
	if fs := verifyAll(t, encodeLines(t, first), st); len(fs) == 0 || fs[0].Check != CheckInputs {
		t.Fatalf("got %v", fs)
	}
}

// full is the workers record k of recs reconstructs to.
func full(t *testing.T, recs []Record, k int) []scheduler.Worker {
	var dc deltaChains
	for i := range k {
		dc.next(&recs[i])
	}
	got, replay, fs := dc.next(&recs[k])
	if !replay || len(fs) != 0 {
		t.Fatalf("record %d: %v", k, fs)
	}
	return got.Inputs.Workers
}

// TestRequestsDeltaReconstructsFullInputs (differential): over random queues (arrivals,
// departures, a request's content hash changing under its id, unsorted lists, stores
// that fail, another writer's record in between), what a verifier reconstructs from the
// stored records is exactly each round's full request list.
func TestRequestsDeltaReconstructsFullInputs(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		w := &WorkerDeltas{KeyframeEvery: rapid.IntRange(1, 10).Draw(t, "every")}
		var dc deltaChains
		hashes := []string{strings.Repeat("a", 64), strings.Repeat("b", 64), "c"}
		refs := []RequestRef{} // as NewRecord lists them
		prevHash, round := ZeroHash, uint64(0)
		for step := range rapid.IntRange(1, 25).Draw(t, "steps") {
			for range rapid.IntRange(0, 6).Draw(t, "arrivals") {
				id := fmt.Sprintf("%d", rapid.IntRange(0, 30).Draw(t, "id"))
				if !slices.ContainsFunc(refs, func(r RequestRef) bool { return r.ID == id }) {
					refs = append(refs, RequestRef{ID: id, ContentHash: rapid.SampledFrom(hashes).Draw(t, "h")})
				}
			}
			for range rapid.IntRange(0, 4).Draw(t, "departures") {
				if len(refs) > 0 {
					i := rapid.IntRange(0, len(refs)-1).Draw(t, "at")
					refs = slices.Delete(refs, i, i+1)
				}
			}
			if len(refs) > 0 && rapid.IntRange(0, 4).Draw(t, "rehash") == 0 {
				refs[rapid.IntRange(0, len(refs)-1).Draw(t, "which")].ContentHash = rapid.SampledFrom(hashes).Draw(t, "nh")
			}
			if rapid.IntRange(0, 5).Draw(t, "unsorted") != 0 {
				slices.SortFunc(refs, func(a, b RequestRef) int { return strings.Compare(a.ID, b.ID) })
			}
			want, _ := canonical(refs)
			if rapid.IntRange(0, 9).Draw(t, "other writer") == 0 {
				prevHash = fmt.Sprintf("%064x", step+1)
			}
			round++
			rec := &Record{Round: round, Inputs: Inputs{Workers: []scheduler.Worker{}, Requests: slices.Clone(refs)}, PrevHash: prevHash}
			if err := w.Apply(rec, prevHash); err != nil {
				t.Fatal(err)
			}
			rec.Hash = fmt.Sprintf("%064x", 1000+step)
			if rapid.IntRange(0, 7).Draw(t, "store fails") == 0 {
				continue
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
			gotJSON, _ := canonical(got.Inputs.Requests)
			if !bytes.Equal(gotJSON, want) {
				t.Fatalf("step %d (delta %v): reconstructed\n%s\nwant\n%s", step, isReqDelta(back), gotJSON, want)
			}
			prevHash = rec.Hash
		}
	})
}

// TestRequestsDeltaChainsPerShard: with a chain per shard, each chain's requests deltas
// apply to that chain's request list: two chains' logs interleaved verify clean, and a
// requests delta of shard 1 put on shard 0's chain (its workers in full, so only the
// requests base can be wrong) fails.
func TestRequestsDeltaChainsPerShard(t *testing.T) {
	var models [2][]string
	for _, m := range benchModels() {
		s := wire.ShardOf(m, 2)
		if len(models[s]) < 3 {
			models[s] = append(models[s], m)
		}
	}
	c0, _, st0 := simulateChurnOn(t, 20, 12, 4, 8, 21, chainSpec{shard: 0, models: models[0]})
	c1, _, st1 := simulateChurnOn(t, 20, 12, 4, 8, 22, chainSpec{shard: 1, idBase: 7, models: models[1]})
	st := maps.Clone(st0)
	maps.Copy(st, st1)
	deltas := map[int]int{}
	for _, rec := range append(slices.Clone(c0), c1...) {
		if isReqDelta(&rec) {
			deltas[rec.Shard]++
		}
	}
	if deltas[0] < 6 || deltas[1] < 6 {
		t.Fatalf("requests deltas per shard: %v", deltas)
	}
	fs, sum := verifyShards(t, interleave(c0, c1), st, 2)
	if len(fs) != 0 || sum.Chains != 2 || sum.BeforeKeyframe != 0 {
		t.Fatalf("summary %+v, failures %v", sum, fs)
	}
	k := slices.IndexFunc(c1[1:], func(r Record) bool { return isReqDelta(&r) }) + 1
	if k == 0 {
		t.Fatal("no requests delta on shard 1")
	}
	moved := clone(t, c0[:2])
	rec := clone(t, c1[k:k+1])[0]
	rec.Inputs.Workers, rec.Inputs.WorkersDelta = full(t, c1, k), nil
	rec.Shard, rec.Round = 0, moved[1].Round+1
	if err := Append(&rec, &moved[1]); err != nil {
		t.Fatal(err)
	}
	moved = append(moved, rec)
	fs, _ = verifyShards(t, moved, st, 0)
	if !slices.ContainsFunc(fs, func(f Failure) bool { return f.Round == rec.Round && f.Check == CheckInputs }) {
		t.Fatalf("a requests delta of another chain applied on shard 0's requests: %v", fs)
	}
}

// BenchmarkRecordOfQueue: what the store does per round to write the record of a
// queue of `pending` requests (100 workers, a decision of nothing, as when the queue
// waits for workers) of which 1 % left and 1 % arrived since the last round:
// NewRecord, the deltas, the hash, the stored encoding. before: every content hash
// computed and every reference listed, as the previous pass's writer did; after: the
// engine's content hashes and a requests delta.
func BenchmarkRecordOfQueue(b *testing.B) {
	for _, n := range []int{200, 2_000, 20_000} {
		for _, mode := range []string{"before", "after"} {
			b.Run(fmt.Sprintf("pending=%d/%s", n, mode), func(b *testing.B) {
				rng := rand.New(rand.NewPCG(1, 2))
				models := benchModels()
				now := int64(1_700_000_000_000)
				ws := newWorkers(rng, models, 100, now)
				slices.SortFunc(ws, func(a, b scheduler.Worker) int { return strings.Compare(a.ID, b.ID) })
				reqs := make([]scheduler.Request, n)
				hashes := make([]string, n)
				next := 0
				fresh := func() (scheduler.Request, string) {
					next++
					r := newRequest(rng, models, fmt.Sprintf("%09d", next), now)
					return r, ContentHash(&r)
				}
				for i := range reqs {
					reqs[i], hashes[i] = fresh()
				}
				cfg := scheduler.DefaultConfig()
				w := &WorkerDeltas{fullRequests: mode == "before"}
				var prev *Record
				size := 0
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					b.StopTimer()
					for range max(n/100, 1) { // 1 % served, 1 % new (new ids sort last)
						k := rng.IntN(len(reqs))
						reqs, hashes = slices.Delete(reqs, k, k+1), slices.Delete(hashes, k, k+1)
						r, h := fresh()
						reqs, hashes = append(reqs, r), append(hashes, h)
					}
					s := &scheduler.Snapshot{NowMS: now, GasPriceGwei: 20, Requests: reqs, Workers: ws}
					b.StartTimer()
					pass := hashes
					if mode == "before" {
						pass = nil
					}
					rec, err := NewRecordHashed(uint64(i+1), now, s, cfg, scheduler.Decision{}, false, pass)
					if err != nil {
						b.Fatal(err)
					}
					prevHash := ZeroHash
					if prev != nil {
						prevHash = prev.Hash
					}
					if err := w.Apply(rec, prevHash); err != nil {
						b.Fatal(err)
					}
					if err := Append(rec, prev); err != nil {
						b.Fatal(err)
					}
					out, err := Encode(rec)
					if err != nil {
						b.Fatal(err)
					}
					w.Commit(rec)
					size += len(out)
					prev = rec
				}
				b.ReportMetric(float64(size)/float64(b.N), "bytes/record")
			})
		}
	}
}

// TestResolvedRequestsDeltaVerifies: a log exported with its requests inline (Resolve,
// as audit export writes it) verifies as stored: a delta record's added references get
// their contents and its "requests":null stays null (it was made [] and every delta
// record of an export failed its hash).
func TestResolvedRequestsDeltaVerifies(t *testing.T) {
	recs, _, st := queueChurn(t, 12, 8, 41)
	deltas := 0
	for i := range recs {
		if err := recs[i].Resolve(st.resolve); err != nil {
			t.Fatal(err)
		}
		if isReqDelta(&recs[i]) {
			deltas++
			if recs[i].Inputs.Requests != nil {
				t.Fatalf("round %d: a resolved delta record lists its requests", recs[i].Round)
			}
		}
	}
	if deltas == 0 {
		t.Fatal("no requests delta in the log")
	}
	if fs := verifyAll(t, encodeLines(t, recs), nil); len(fs) != 0 {
		t.Fatal(fs)
	}
}
