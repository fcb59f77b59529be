package decisionlog

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// verifyAll runs every check the way `audit verify` does: records read back from JSON
// Lines, one Verifier over them.
func verifyAll(t *testing.T, lines [][]byte, st stream) []Failure {
	t.Helper()
	v := NewVerifier(st.resolve)
	var fs []Failure
	for rec, err := range Read(bytes.NewReader(bytes.Join(lines, []byte("\n"))), 0) {
		if err != nil {
			t.Fatalf("reading: %v", err)
		}
		fs = append(fs, v.Check(rec)...)
	}
	// VerifyLog, in parallel, reports the same failures in the same order.
	var par []Failure
	sum, err := VerifyLog(context.Background(), bytes.NewReader(bytes.Join(lines, []byte("\n"))),
		VerifyOptions{Resolve: st.resolve, Parallel: 3}, func(f Failure) { par = append(par, f) })
	if err != nil {
		t.Fatalf("VerifyLog: %v", err)
	}
	if !slices.Equal(par, fs) || sum.Failures != len(fs) || sum.Records != len(lines) {
		t.Fatalf("VerifyLog (%+v) reports\n%v\nVerifier reports\n%v", sum, par, fs)
	}
	return fs
}

func encodeLines(t *testing.T, recs []Record) [][]byte {
	t.Helper()
	lines := make([][]byte, len(recs))
	for i := range recs {
		b, err := Encode(&recs[i])
		if err != nil {
			t.Fatal(err)
		}
		lines[i] = b
	}
	return lines
}

func clone(t *testing.T, recs []Record) []Record {
	t.Helper()
	out := make([]Record, len(recs))
	for i := range recs {
		b, err := Encode(&recs[i])
		if err != nil {
			t.Fatal(err)
		}
		r, err := Decode(b, 0)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = *r
	}
	return out
}

// rehash re-chains recs from index from on, as an operator covering a change would.
func rehash(t *testing.T, recs []Record, from int) {
	t.Helper()
	for i := from; i < len(recs); i++ {
		var prev *Record
		if i > 0 {
			prev = &recs[i-1]
		}
		if err := Append(&recs[i], prev); err != nil {
			t.Fatal(err)
		}
	}
}

func TestCleanLogVerifies(t *testing.T) {
	recs, st := simulate(t, 20, 30, 8, 1)

	var assigned, skipped, expired, released int
	for i := range recs {
		d := &recs[i].Decision
		assigned += len(d.Assigned)
		skipped += len(d.Skipped)
		expired += len(d.Expired)
		released += len(recs[i].Inputs.Released)
		if d.Stats.PlanMS != 0 {
			t.Fatalf("round %d: plan_ms %v is recorded", recs[i].Round, d.Stats.PlanMS)
		}
	}
	if assigned == 0 || skipped == 0 || expired == 0 || released == 0 {
		t.Fatalf("the simulated log does not exercise every path: assigned %d, skipped %d, expired %d, released %d", assigned, skipped, expired, released)
	}

	if fs := VerifyChain(recs); len(fs) > 0 {
		t.Fatalf("VerifyChain: %v", fs)
	}
	for i := range recs {
		if fs := Replay(&recs[i], st.resolve); len(fs) > 0 {
			t.Fatalf("Replay: %v", fs)
		}
		r := clone(t, recs[i:i+1])[0]
		if err := r.Resolve(st.resolve); err != nil {
			t.Fatal(err)
		}
		if fs := CheckPolicy(&r); len(fs) > 0 {
			t.Fatalf("CheckPolicy: %v", fs)
		}
	}
	if fs := CheckAcrossRounds(recs); len(fs) > 0 {
		t.Fatalf("CheckAcrossRounds: %v", fs)
	}
	if fs := verifyAll(t, encodeLines(t, recs), st); len(fs) > 0 {
		t.Fatalf("Verifier: %v", fs)
	}
}

func TestTamperedLogFails(t *testing.T) {
	recs, st := simulate(t, 20, 30, 8, 2)
	const r = 7 // the round tampered with; recs[r-1] is its record

	type want struct {
		round uint64
		check string
	}
	cases := []struct {
		name   string
		tamper func(t *testing.T, recs []Record, lines [][]byte) [][]byte
		want   []want
		// only: no other failure may be reported
		only bool
	}{{
		name: "one byte flipped",
		tamper: func(t *testing.T, _ []Record, lines [][]byte) [][]byte {
			l := lines[r-1]
			i := bytes.Index(l, []byte(`"estimated_latency_ms":`))
			if i < 0 {
				t.Fatal("no assignment in the record to flip")
			}
			i += len(`"estimated_latency_ms":`)
			if l[i] == '1' {
				l[i] = '2'
			} else {
				l[i] = '1'
			}
			return lines
		},
		want: []want{{r, CheckHash}, {r, CheckReplay}},
	}, {
		name: "record deleted",
		tamper: func(t *testing.T, _ []Record, lines [][]byte) [][]byte {
			return slices.Delete(lines, r-1, r)
		},
		want: []want{{r + 1, CheckPrevHash}, {r + 1, CheckRound}},
	}, {
		name: "two records reordered",
		tamper: func(t *testing.T, _ []Record, lines [][]byte) [][]byte {
			lines[r-1], lines[r] = lines[r], lines[r-1]
			return lines
		},
		want: []want{{r + 1, CheckRound}, {r + 1, CheckPrevHash}, {r, CheckRound}, {r, CheckPrevHash}},
	}, {
		name: "assignment changed and the chain re-hashed",
		tamper: func(t *testing.T, recs []Record, _ [][]byte) [][]byte {
			rec := &recs[r-1]
			moveAssignment(t, rec, st)
			rehash(t, recs, r-1)
			if fs := VerifyChain(recs); len(fs) > 0 {
				t.Fatalf("the re-hashed chain should pass VerifyChain: %v", fs)
			}
			res := clone(t, recs[r-1:r])[0]
			if err := res.Resolve(st.resolve); err != nil {
				t.Fatal(err)
			}
			if fs := CheckPolicy(&res); len(fs) > 0 {
				t.Fatalf("the changed assignment should pass the policy checks: %v", fs)
			}
			return encodeLines(t, recs)
		},
		want: []want{{r, CheckReplay}},
		only: true,
	}, {
		name: "batch share changed and the chain re-hashed",
		tamper: func(t *testing.T, recs []Record, _ [][]byte) [][]byte {
			d := &recs[r-1].Decision
			if len(d.Assigned) == 0 {
				t.Fatal("round has no assignment to tamper with")
			}
			d.Assigned[0].Batched, d.Assigned[0].BatchShare = true, d.Assigned[0].BatchShare+3
			rehash(t, recs, r-1)
			return encodeLines(t, recs)
		},
		want: []want{{r, CheckReplay}},
		only: true,
	}, {
		name: "config changed",
		tamper: func(t *testing.T, recs []Record, _ [][]byte) [][]byte {
			setConfig(t, &recs[r-1], false)
			return encodeLines(t, recs)
		},
		want: []want{{r, CheckHash}, {r, CheckConfig}},
	}, {
		name: "config changed with its hash and the chain re-hashed",
		tamper: func(t *testing.T, recs []Record, _ [][]byte) [][]byte {
			setConfig(t, &recs[r-1], true)
			rehash(t, recs, r-1)
			return encodeLines(t, recs)
		},
		want: []want{{r, CheckReplay}},
		only: true,
	}}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := clone(t, recs)
			lines := tc.tamper(t, c, encodeLines(t, c))
			fs := verifyAll(t, lines, st)
			for _, w := range tc.want {
				if !slices.ContainsFunc(fs, func(f Failure) bool { return f.Round == w.round && f.Check == w.check }) {
					t.Errorf("no %s failure at round %d; got %v", w.check, w.round, fs)
				}
			}
			if tc.only && len(fs) != len(tc.want) {
				t.Errorf("want only %v, got %v", tc.want, fs)
			}
			for _, f := range fs {
				if f.Detail == "" {
					t.Errorf("failure without detail: %v", f)
				}
			}
			t.Logf("%d failures, first: %v", len(fs), fs[0])
		})
	}
}

// moveAssignment gives the record's first assignment to another worker that serves the
// model and has a free slot and the memory for it, so that only a replay can tell.
func moveAssignment(t *testing.T, rec *Record, st stream) {
	t.Helper()
	jobs := map[string]int{}
	mem := map[string]int64{}
	for _, a := range rec.Decision.Assigned {
		jobs[a.WorkerID]++
		mem[a.WorkerID] += st[a.RequestID].RequiredMemoryMB
	}
	for i, a := range rec.Decision.Assigned {
		req := st[a.RequestID]
		for _, w := range rec.Inputs.Workers {
			if w.ID == a.WorkerID || !slices.Contains(w.Models, req.ModelID) {
				continue
			}
			if w.ActiveJobs+jobs[w.ID]+1 > w.MaxJobs || mem[w.ID]+req.RequiredMemoryMB > w.FreeMemoryMB {
				continue
			}
			rec.Decision.Assigned[i].WorkerID = w.ID
			return
		}
	}
	t.Fatal("no assignment can move to another worker")
}

// setConfig changes the recorded config's fee weight, which reorders the queue; with
// withHash the config hash is updated to match.
func setConfig(t *testing.T, rec *Record, withHash bool) {
	t.Helper()
	var cfg scheduler.Config
	if err := json.Unmarshal(rec.Config, &cfg); err != nil {
		t.Fatal(err)
	}
	cfg.Priority.FeeWeight = 0
	cfg.Matching.SlotsPerWorkerPerRound = 1
	b, err := canonical(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rec.Config = b
	if withHash {
		rec.ConfigHash = sha256Hex(b)
	}
}

func TestPolicyViolations(t *testing.T) {
	recs, st := simulate(t, 3, 40, 6, 3)
	base := clone(t, recs[2:3])[0]
	if err := base.Resolve(st.resolve); err != nil {
		t.Fatal(err)
	}
	if len(base.Decision.Assigned) == 0 || len(base.Decision.Skipped) == 0 {
		t.Fatal("the record needs assignments and skips")
	}
	worker := func(rec *Record, id string) *scheduler.Worker {
		for i := range rec.Inputs.Workers {
			if rec.Inputs.Workers[i].ID == id {
				return &rec.Inputs.Workers[i]
			}
		}
		t.Fatalf("no worker %q", id)
		return nil
	}
	cases := []struct {
		name   string
		change func(rec *Record)
		check  string
		detail string
	}{
		{"worker over max_jobs", func(rec *Record) {
			w := worker(rec, rec.Decision.Assigned[0].WorkerID)
			w.ActiveJobs = w.MaxJobs
		}, CheckSlots, "max_jobs"},
		{"worker over memory", func(rec *Record) {
			worker(rec, rec.Decision.Assigned[0].WorkerID).FreeMemoryMB = 0
		}, CheckMemory, "MB free"},
		{"expired request assigned", func(rec *Record) {
			id := rec.Decision.Assigned[0].RequestID
			for i := range rec.Inputs.Requests {
				if rec.Inputs.Requests[i].ID == id {
					rec.Inputs.NowMS = rec.Inputs.Requests[i].Content.DeadlineMS
				}
			}
		}, CheckExpired, "deadline_ms"},
		{"request in no list", func(rec *Record) {
			rec.Decision.Skipped = rec.Decision.Skipped[1:]
		}, CheckPartition, "in none of"},
		{"request in two lists", func(rec *Record) {
			rec.Decision.Expired = append(rec.Decision.Expired, rec.Decision.Assigned[0].RequestID)
		}, CheckPartition, "both assigned and expired"},
		{"request not among the inputs", func(rec *Record) {
			rec.Decision.Expired = append(rec.Decision.Expired, "999")
		}, CheckPartition, "not among the inputs"},
		{"unknown worker", func(rec *Record) {
			rec.Decision.Assigned[0].WorkerID = "0xnobody"
		}, CheckWorker, "unknown worker"},
		{"worker not serving the model", func(rec *Record) {
			worker(rec, rec.Decision.Assigned[0].WorkerID).Models = []string{"no-such-model"}
		}, CheckWorker, "does not serve"},
		{"request only referenced", func(rec *Record) {
			rec.Inputs.Requests[0].Content = nil
			for i := range rec.Inputs.Requests {
				if rec.Inputs.Requests[i].ID == rec.Decision.Assigned[0].RequestID {
					rec.Inputs.Requests[i].Content = nil
				}
			}
		}, CheckInputs, "referenced only"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			rec := clone(t, []Record{base})[0]
			tc.change(&rec)
			fs := CheckPolicy(&rec)
			if len(fs) == 0 {
				t.Fatal("no failure")
			}
			if fs[0].Check != tc.check || fs[0].Round != rec.Round || !strings.Contains(fs[0].Detail, tc.detail) {
				t.Errorf("got %v, want round %d %s with %q", fs, rec.Round, tc.check, tc.detail)
			}
		})
	}
}

func TestAcrossRounds(t *testing.T) {
	recs, st := simulate(t, 12, 30, 8, 4)
	// Find a round whose released list is not empty, and drop it: the reassignment of
	// that request now happens while its assignment is live.
	for i := range recs {
		if len(recs[i].Inputs.Released) == 0 {
			continue
		}
		id := recs[i].Inputs.Released[0]
		c := clone(t, recs)
		c[i].Inputs.Released = nil
		fs := CheckAcrossRounds(c)
		if len(fs) == 0 || fs[0].Round != c[i].Round || fs[0].Check != CheckDoubleAssign || !strings.Contains(fs[0].Detail, id) {
			t.Fatalf("got %v, want a %s failure for %q at round %d", fs, CheckDoubleAssign, id, c[i].Round)
		}
		// With the release recorded, the same log passes.
		if fs := CheckAcrossRounds(recs); len(fs) > 0 {
			t.Fatal(fs)
		}
		_ = st
		return
	}
	t.Fatal("the simulated log has no release")
}

func TestReplayNeedsRequests(t *testing.T) {
	recs, st := simulate(t, 2, 10, 4, 5)
	rec := &recs[1]
	fs := Replay(rec, nil)
	if len(fs) != 1 || fs[0].Check != CheckInputs || !strings.Contains(fs[0].Detail, "resolve it first") {
		t.Fatalf("got %v", fs)
	}
	// A stream whose content differs from what was recorded.
	bad := stream{}
	for id, r := range st {
		r.MaxTokens++
		bad[id] = r
	}
	fs = Replay(rec, bad.resolve)
	if len(fs) != 1 || fs[0].Check != CheckInputs || !strings.Contains(fs[0].Detail, "content_hash") {
		t.Fatalf("got %v", fs)
	}
	if err := rec.Resolve(bad.resolve); err == nil {
		t.Fatal("Resolve accepted content that does not match its hash")
	}
}

func TestHashIgnoresInlineContentAndAnchor(t *testing.T) {
	recs, st := simulate(t, 3, 10, 4, 6)
	rec := clone(t, recs[2:3])[0]
	if err := rec.Resolve(st.resolve); err != nil {
		t.Fatal(err)
	}
	rec.Anchor = &Anchor{TxHash: "0x01", FromRound: 1, ToRound: 3, Root: "0x02"}
	h, err := ComputeHash(&rec)
	if err != nil {
		t.Fatal(err)
	}
	if h != recs[2].Hash {
		t.Fatalf("hash %s with inline requests and an anchor, %s without", h, recs[2].Hash)
	}
	if fs := Replay(&rec, nil); len(fs) > 0 {
		t.Fatal(fs)
	}
	b, err := Encode(&rec)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Decode(b, 0)
	if err != nil {
		t.Fatal(err)
	}
	b2, _ := Encode(back)
	if !bytes.Equal(b, b2) {
		t.Fatal("Encode(Decode(Encode(rec))) differs from Encode(rec)")
	}
	// The snapshot the record rebuilds plans the recorded decision.
	s, err := back.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := back.EffectiveConfig()
	if err != nil {
		t.Fatal(err)
	}
	if got := scheduler.Plan(s, cfg); len(got.Assigned) != len(rec.Decision.Assigned) {
		t.Fatalf("rebuilt snapshot assigns %d, record %d", len(got.Assigned), len(rec.Decision.Assigned))
	}
}

func TestConfigMustBeCanonical(t *testing.T) {
	recs, _ := simulate(t, 1, 5, 2, 7)
	rec := recs[0]
	var indented bytes.Buffer
	if err := json.Indent(&indented, rec.Config, "", " "); err != nil {
		t.Fatal(err)
	}
	rec.Config = indented.Bytes()
	rec.ConfigHash = sha256Hex(rec.Config)
	if _, err := rec.EffectiveConfig(); err == nil || !strings.Contains(err.Error(), "canonical") {
		t.Fatalf("got %v, want a canonical-form error", err)
	}
	// A key missing from the config would silently read as zero: refused too.
	var m map[string]json.RawMessage
	if err := json.Unmarshal(recs[0].Config, &m); err != nil {
		t.Fatal(err)
	}
	delete(m, "probation")
	rec.Config, _ = json.Marshal(m)
	rec.ConfigHash = sha256Hex(rec.Config)
	if _, err := rec.EffectiveConfig(); err == nil {
		t.Fatal("a config without probation was accepted")
	}
}

func TestAppend(t *testing.T) {
	recs, _ := simulate(t, 2, 5, 2, 8)
	if recs[0].PrevHash != ZeroHash {
		t.Fatalf("first prev_hash %q", recs[0].PrevHash)
	}
	c := clone(t, recs)
	c[1].Round = 5
	if err := Append(&c[1], &c[0]); err == nil {
		t.Fatal("Append accepted round 5 after round 1")
	}
	c[0].Hash = ""
	c[1].Round = 2
	if err := Append(&c[1], &c[0]); err == nil {
		t.Fatal("Append accepted a predecessor without a hash")
	}
}

func TestAnchors(t *testing.T) {
	recs, st := simulate(t, 10, 10, 4, 9)
	root, err := SpanRoot(recs[2:7]) // rounds 3..7
	if err != nil {
		t.Fatal(err)
	}
	anchored := func(root string) [][]byte {
		c := clone(t, recs)
		for i := 2; i < 7; i++ {
			c[i].Anchor = &Anchor{TxHash: "0xabc", FromRound: 3, ToRound: 7, Root: root}
		}
		return encodeLines(t, c)
	}
	if fs := verifyAll(t, anchored(root), st); len(fs) > 0 {
		t.Fatalf("a correct anchor fails: %v", fs)
	}
	wrong := "0x" + strings.Repeat("11", 32)
	fs := verifyAll(t, anchored(wrong), st)
	if len(fs) != 1 || fs[0].Round != 7 || fs[0].Check != CheckAnchor {
		t.Fatalf("got %v, want one anchor failure at round 7", fs)
	}
	// A span cut by the start of the input is not checked.
	lines := anchored(wrong)[4:]
	if fs := verifyAll(t, lines, st); slices.ContainsFunc(fs, func(f Failure) bool { return f.Check == CheckAnchor }) {
		t.Fatalf("a cut span was checked: %v", fs)
	}
	// A hole inside a span is reported.
	lines = anchored(root)
	lines = slices.Delete(lines, 4, 5)
	fs = verifyAll(t, lines, st)
	if !slices.ContainsFunc(fs, func(f Failure) bool { return f.Check == CheckAnchor && f.Round == 6 }) {
		t.Fatalf("got %v, want an anchor failure at round 6", fs)
	}
}

// storedRound is the bytes of round 1, planned at now as d from s and cfg, appended
// as the first record of a log and encoded as the log stores it.
func storedRound(t *testing.T, now int64, s *scheduler.Snapshot, cfg scheduler.Config, d scheduler.Decision) []byte {
	t.Helper()
	rec, err := NewRecord(1, now, s, cfg, d, true)
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
	return b
}

// decodeStored is the record b holds.
func decodeStored(t *testing.T, b []byte) *Record {
	t.Helper()
	back, err := Decode(b, len(b)+1)
	if err != nil {
		t.Fatal(err)
	}
	return back
}
