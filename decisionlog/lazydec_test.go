package decisionlog

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"testing"
)

// TestLazyDecisionIsEager: VerifyLog settling each decision after the replay
// (settleDecision: the replayed decision's bytes against the line's, read only when
// they differ) reports exactly what reading every decision before the replay does,
// failure for failure and in the same order, with the same summary: on clean logs
// (references resolved, inline, worker and request deltas, read from the middle so
// that deltas come before their keyframe) and on logs whose decisions are tampered
// with in every way the two paths could tell apart (a value changed, with and without
// the chain re-hashed; a float in another form of the same value; a float that is no
// float64, or no JSON; a member renamed; whitespace).
func TestLazyDecisionIsEager(t *testing.T) {
	sim, st := simulate(t, 20, 30, 8, 5)
	churn, _, cst := simulateChurn(t, 24, 60, 12, 8, 3)
	churnFull := churnLog(t, 8, 60, 12, true)
	logs := []struct {
		name    string
		lines   [][]byte
		resolve ResolveFunc
	}{
		{"referenced", encodeLines(t, sim), st.resolve},
		{"referenced, unresolved", encodeLines(t, sim), nil},
		{"churn deltas", encodeLines(t, churn), cst.resolve},
		{"churn deltas from the middle", encodeLines(t, churn)[3:], cst.resolve},
		{"churn full", encodeLines(t, churnFull), nil},
	}
	// Each tamper edits the decision of line i; ok false: nothing to edit there.
	type tamper func(t *testing.T, lines [][]byte, i int) bool
	floatAt := func(l []byte, key string) (start, end int) {
		d := bytes.Index(l, []byte(`,"decision":`))
		k := bytes.Index(l[d:], []byte(key))
		if d < 0 || k < 0 {
			return -1, -1
		}
		start = d + k + len(key)
		end = start
		for end < len(l) && bytes.IndexByte([]byte("0123456789+-.eE"), l[end]) >= 0 {
			end++
		}
		return start, end
	}
	replaceFloat := func(key string, with func(old string) string) tamper {
		return func(t *testing.T, lines [][]byte, i int) bool {
			s, e := floatAt(lines[i], key)
			if s < 0 {
				return false
			}
			l := lines[i]
			lines[i] = slices.Concat(l[:s:s], []byte(with(string(l[s:e]))), l[e:])
			return true
		}
	}
	replace := func(old, new string) tamper {
		return func(t *testing.T, lines [][]byte, i int) bool {
			d := bytes.Index(lines[i], []byte(`,"decision":`))
			k := bytes.Index(lines[i][d:], []byte(old))
			if d < 0 || k < 0 {
				return false
			}
			l := lines[i]
			lines[i] = slices.Concat(l[:d+k:d+k], []byte(new), l[d+k+len(old):])
			return true
		}
	}
	// same: the record is the same (another form of the same values), which both
	// paths read strictly and hash by encoding it again, so it verifies as the clean
	// log does.
	tampers := []struct {
		name string
		edit tamper
		same bool
	}{
		{"clean", func(*testing.T, [][]byte, int) bool { return true }, true},
		{"score changed", replaceFloat(`"score":`, func(string) string { return "0.25" }), false},
		{"score in a longer form", replaceFloat(`"score":`, func(s string) string { return s + "0" }), true},
		{"score changed, in a longer form", replaceFloat(`"score":`, func(string) string { return "0.50" }), false},
		{"score with an exponent", replaceFloat(`"score":`, func(s string) string { return s + "e0" }), true},
		{"plan_ms as 0.0", replaceFloat(`"plan_ms":`, func(string) string { return "0.0" }), true},
		{"plan_ms as -0", replaceFloat(`"plan_ms":`, func(string) string { return "-0" }), false},
		{"score too large", replaceFloat(`"score":`, func(string) string { return "1e999" }), false},
		{"score not a number", replaceFloat(`"score":`, func(string) string { return "1.2.3" }), false},
		{"score with a leading zero", replaceFloat(`"score":`, func(string) string { return "01" }), false},
		{"member renamed", replace(`"retry_after_s":`, `"retry_after":`), false},
		{"worker changed", replace(`"worker_id":"`, `"worker_id":"x`), false},
		{"whitespace", replace(`"expired":`, `"expired": `), true},
		{"expired emptied", replace(`"expired":null`, `"expired":[]`), false},
		{"config not decodable", func(t *testing.T, lines [][]byte, i int) bool {
			lines[i] = bytes.Replace(lines[i], []byte(`"config":{`), []byte(`"config":{"x":1,`), 1)
			return true
		}, false},
		{"stats changed", replace(`"stats":{"requests":`, `"stats":{"requests":1`), false},
	}
	clean := map[string][]Failure{} // of each clean log: the unresolved one has some
	for _, lg := range logs {
		var fs []Failure
		if _, err := VerifyLog(context.Background(), bytes.NewReader(bytes.Join(lg.lines, []byte("\n"))),
			VerifyOptions{Resolve: lg.resolve}, func(f Failure) { fs = append(fs, f) }); err != nil {
			t.Fatal(err)
		}
		if lg.resolve != nil && len(fs) > 0 {
			t.Fatalf("%s: the clean log fails: %v", lg.name, fs)
		}
		clean[lg.name] = fs
		for _, tm := range tampers {
			for _, at := range []int{0, 2, len(lg.lines) - 1} {
				if tm.name == "clean" && at > 0 {
					break
				}
				lines := make([][]byte, len(lg.lines))
				for i := range lg.lines {
					lines[i] = slices.Clone(lg.lines[i])
				}
				if !tm.edit(t, lines, at) {
					continue
				}
				t.Run(fmt.Sprintf("%s/%s/line %d", lg.name, tm.name, at), func(t *testing.T) {
					in := bytes.Join(lines, []byte("\n"))
					run := func(lazy bool) (Summary, []Failure) {
						var fs []Failure
						sum, err := verifyLog(context.Background(), bytes.NewReader(in),
							VerifyOptions{Resolve: lg.resolve, Parallel: 2}, func(f Failure) { fs = append(fs, f) }, lazy)
						if err != nil {
							t.Fatalf("verifyLog (lazy %v): %v", lazy, err)
						}
						return sum, fs
					}
					esum, efs := run(false)
					lsum, lfs := run(true)
					if !slices.Equal(lfs, efs) || fmt.Sprint(lsum) != fmt.Sprint(esum) {
						t.Fatalf("settled after the replay (%+v):\n%v\nread before it (%+v):\n%v", lsum, lfs, esum, efs)
					}
					if same := slices.Equal(efs, clean[lg.name]); same != tm.same {
						t.Fatalf("failures the same as the clean log's: %v, want %v: %v", same, tm.same, efs)
					}
				})
			}
		}
	}
}
