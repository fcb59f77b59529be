package decisionlog

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"maps"
	"regexp"
	"testing"

	"pgregory.net/rapid"
)

// slowDecode is the full path the fast parser stands in for: the strict decoder and
// the amount checks, then the hashes by encoding the record again.
func slowDecode(b []byte) (*Record, string, error) {
	var rec Record
	if err := strictUnmarshal(b, &rec); err != nil {
		return nil, "", err
	}
	refs := rec.Inputs.Requests
	if d := rec.Inputs.RequestsDelta; d != nil {
		refs = append(refs[:len(refs):len(refs)], d.Added...)
	}
	for _, ref := range refs {
		if ref.Content != nil && ref.Content.PriorityFeeWei.Err() != nil {
			return nil, "", ref.Content.PriorityFeeWei.Err()
		}
	}
	ws := rec.Inputs.Workers
	if d := rec.Inputs.WorkersDelta; d != nil {
		ws = append(ws[:len(ws):len(ws)], d.Changed...)
	}
	for i := range ws {
		if err := ws[i].StakeWei.Err(); err != nil {
			return nil, "", err
		}
	}
	h, err := ComputeHash(&rec)
	return &rec, h, err
}

// Mutations of a canonical line that a JSON decoder may still read, each into a form
// the canonical encoder never writes: whitespace, an escaped character, another form of
// a number, two members swapped, a member twice, a zero member that is left out, and a
// byte changed at random.
var (
	reNumber = regexp.MustCompile(`:-?[0-9][0-9.eE+-]*`)
	reLetter = regexp.MustCompile(`"[a-z_]*[a-z]`)
	rePair   = regexp.MustCompile(`"([^"\\]+)":(-?[0-9][0-9.eE+-]*|"[^"\\]*"|true|false|null),"([^"\\]+)":(-?[0-9][0-9.eE+-]*|"[^"\\]*"|true|false|null)`)
	reMember = regexp.MustCompile(`,"([a-z_]+)":(-?[0-9][0-9.eE+-]*|"[^"\\]*"|true|false)`)
)

func mutateLine(t *rapid.T, b []byte) []byte {
	at := func(locs [][]int) []int {
		if len(locs) == 0 {
			return nil
		}
		return locs[rapid.IntRange(0, len(locs)-1).Draw(t, "which")]
	}
	splice := func(i, j int, s string) []byte {
		return append(append(append([]byte(nil), b[:i]...), s...), b[j:]...)
	}
	switch rapid.IntRange(0, 7).Draw(t, "mutation") {
	case 0: // whitespace
		i := rapid.IntRange(0, len(b)).Draw(t, "at")
		return splice(i, i, rapid.SampledFrom([]string{" ", "\n", "\t", "\r"}).Draw(t, "space"))
	case 1: // an escaped character, in a key or a value
		if l := at(reLetter.FindAllIndex(b, -1)); l != nil {
			c := b[l[1]-1]
			esc := rapid.SampledFrom([]string{fmt.Sprintf(`\u%04x`, c), fmt.Sprintf(`\u%04X`, c)}).Draw(t, "escape")
			return splice(l[1]-1, l[1], esc)
		}
	case 2: // another form of a number
		if l := at(reNumber.FindAllIndex(b, -1)); l != nil {
			num := string(b[l[0]+1 : l[1]])
			alt := rapid.SampledFrom([]string{"0" + num, num + ".0", num + "e0", num + "E+0", "+" + num, num + "0", "-0", "1e2", "100.0", "1E+21", "0.10"}).Draw(t, "number")
			return splice(l[0]+1, l[1], alt)
		}
	case 3: // two members swapped
		if m := at(rePair.FindAllSubmatchIndex(b, -1)); m != nil {
			swapped := fmt.Sprintf(`"%s":%s,"%s":%s`, b[m[6]:m[7]], b[m[8]:m[9]], b[m[2]:m[3]], b[m[4]:m[5]])
			return splice(m[0], m[1], swapped)
		}
	case 4: // a member twice
		if l := at(reMember.FindAllIndex(b, -1)); l != nil {
			return splice(l[1], l[1], string(b[l[0]:l[1]]))
		}
	case 5: // a zero member the encoder leaves out
		zero := rapid.SampledFrom([]string{`,"batch_max":0`, `,"open_batch":{}`, `,"dispatch_ms":0`, `,"verify_risk":-0`, `,"heartbeat_sig":""`, `,"warm_models":null`, `,"model_load_ms":{}`, `,"batch_share":0`, `,"load_mb":0`, `,"cold":false`, `,"callback_gas_limit":0`}).Draw(t, "zero")
		if l := at(regexp.MustCompile(`"last_heartbeat_ms":-?[0-9]+|"batched":(true|false)|"retry_after_s":-?[0-9]+`).FindAllIndex(b, -1)); l != nil {
			return splice(l[1], l[1], zero)
		}
		if l := at(regexp.MustCompile(`"gas_price_gwei":[0-9eE.+-]+`).FindAllIndex(b, -1)); l != nil {
			return splice(l[1], l[1], rapid.SampledFrom([]string{`,"drain_rate_tps":{}`, `,"released":[]`, `,"released":null`, `,"result_wait_ms":0`}).Draw(t, "zero input"))
		}
	case 6: // a byte changed
		if len(b) > 0 {
			i := rapid.IntRange(0, len(b)-1).Draw(t, "at")
			return splice(i, i+1, string(rapid.SampledFrom([]byte(`{}[]",:0-1e.ax\ `)).Draw(t, "byte")))
		}
	}
	return b
}

// TestCanonicalParseIsCanonical is the differential test of the validating parser: for
// random records and mutated lines, (1) whatever the fast parser accepts re-encodes to
// the very same bytes (it never accepts a non-canonical line), and (2) decodeLine (fast
// path, falling back to the full path) gives the verdict of the full path: the same
// error or none, the same record, the same record hash and content hashes.
func TestCanonicalParseIsCanonical(t *testing.T) {
	var fastHits, mutants, fellBack int
	check := func(t interface {
		Fatalf(string, ...any)
	}, b []byte) {
		if rec, ok := fastDecode(b); ok && canonicalConfig(rec.Config, nil) {
			fastHits++
			again, err := appendStored(nil, rec)
			if err != nil || !bytes.Equal(again, b) {
				t.Fatalf("the fast parser accepted a line that is not canonical (%v):\n%s\nre-encodes to\n%s", err, b, again)
			}
		}
		got, pre, gerr := decodeLine(b, 0, nil)
		want, wantHash, werr := slowDecode(b)
		if (gerr == nil) != (werr == nil) {
			t.Fatalf("fast verdict %v, full verdict %v, for %s", gerr, werr, b)
		}
		if gerr != nil {
			return
		}
		if pre == nil {
			fellBack++
		}
		g, err1 := appendStored(nil, got)
		w, err2 := appendStored(nil, want)
		if (err1 == nil) != (err2 == nil) || !bytes.Equal(g, w) {
			t.Fatalf("fast and full paths read different records from %s", b)
		}
		gotHash := ""
		if pre != nil {
			gotHash = pre.hash
		} else if gotHash, err1 = ComputeHash(got); err1 != nil {
			gotHash = ""
		}
		if gotHash != wantHash {
			t.Fatalf("record hash %q by the fast path, %q by the full path, for %s", gotHash, wantHash, b)
		}
		for i, ref := range want.Inputs.Requests {
			if sum, ok := pre.content(i); ok && sum != sha256.Sum256(appendRequest(nil, ref.Content)) {
				t.Fatalf("request %d: content hash from the line differs from the full path's", i)
			}
		}
	}
	recs, st := simulate(t, 3, 20, 6, 17)
	// And records as the daemon writes them now: keyframes, worker and request deltas.
	churn, _, cst := simulateChurnOn(t, 16, 6, 40, 8, 23, chainSpec{idBase: 9, models: benchModels()[:6]})
	queue, _, qst := queueChurn(t, 16, 8, 29)
	churn = append(churn, queue...)
	maps.Copy(cst, qst)
	var wd, rd int
	for i := range churn {
		if churn[i].Inputs.WorkersDelta != nil {
			wd++
		}
		if churn[i].Inputs.RequestsDelta != nil {
			rd++
		}
	}
	if wd == 0 || rd == 0 {
		t.Fatalf("the churn log holds %d worker deltas and %d request deltas", wd, rd)
	}
	recs = append(recs, churn...)
	maps.Copy(st, cst)
	for i := range recs {
		if err := recs[i].Resolve(st.resolve); err != nil {
			t.Fatal(err)
		}
		b, err := Encode(&recs[i])
		if err != nil {
			t.Fatal(err)
		}
		check(t, b)
	}
	rapid.Check(t, func(t *rapid.T) {
		var b []byte
		if rapid.Bool().Draw(t, "simulated") {
			b, _ = Encode(&recs[rapid.IntRange(0, len(recs)-1).Draw(t, "round")])
		} else {
			var err error
			if b, err = appendStored(nil, drawRecord(t)); err != nil {
				t.Skip("not encodable")
			}
		}
		for range rapid.IntRange(0, 2).Draw(t, "mutations") {
			if m := mutateLine(t, b); !bytes.Equal(m, b) {
				mutants++
				b = m
			}
		}
		check(t, b)
	})
	t.Logf("fast path took %d lines, %d mutants, %d read by the full path", fastHits, mutants, fellBack)
	if fastHits == 0 || mutants == 0 || fellBack == 0 {
		t.Fatalf("fast path took %d lines, %d mutants, %d read by the full path: a case is not exercised", fastHits, mutants, fellBack)
	}
}

// TestCanonicalParseRefusesOtherForms: each of these rewrites of a canonical line is
// one that a JSON decoder reads and the fast parser refuses (the full path then gives
// the verdict, which TestCanonicalParseIsCanonical compares).
func TestCanonicalParseRefusesOtherForms(t *testing.T) {
	recs, st := simulate(t, 1, 4, 2, 5)
	rec := recs[0]
	if err := rec.Resolve(st.resolve); err != nil {
		t.Fatal(err)
	}
	w := &rec.Inputs.Workers[0]
	w.ModelLatencyMS = map[string]float64{"a": 1.5, "b": 2}
	w.OpenBatch = map[string]int{"a": 1, "b": 2}
	w.ActiveJobs = 3
	b, err := Encode(&rec)
	if err != nil {
		t.Fatal(err)
	}
	if got, ok := fastDecode(b); !ok || !canonicalConfig(got.Config, nil) {
		t.Fatal("the fast parser refused the canonical line")
	}
	for _, m := range [][2]string{
		{`"model_latency_ms":{"a":1.5,"b":2}`, `"model_latency_ms":{"b":2,"a":1.5}`},   // keys out of order
		{`"model_latency_ms":{"a":1.5,"b":2}`, `"model_latency_ms":{"a":1.5,"a":2}`},   // a key twice
		{`"open_batch":{"a":1,"b":2}`, `"open_batch":{"a":1,"b":2},"batch_max":0`},     // a zero member
		{`"model_latency_ms":{"a":1.5,"b":2}`, `"model_latency_ms":{"a":1.50,"b":2}`},  // a float's form
		{`"model_latency_ms":{"a":1.5,"b":2}`, `"model_latency_ms":{"a":15e-1,"b":2}`}, // a float's form
		{`"model_latency_ms":{"a":1.5,"b":2}`, `"model_latency_ms":{"a":1.5,"b":2.0}`}, // a float's form
		{`"active_jobs":3`, `"active_jobs":03`},                                        // not JSON
		{`"active_jobs":3`, `"active_jobs":3.0`},                                       // an int's form (the strict decoder refuses it)
		{`"active_jobs":3`, `"active_jobs": 3`},                                        // whitespace
		{`{"round":1`, `{"r\u006fund":1`},                                              // an escape in a key
		{`"models":["`, `"models":["\u0067`},                                           // an escape in a value
		{`"stake_wei":"1`, `"stake_wei":"01`},                                          // an amount's form
		{`"active_jobs":3`, `"active_jobs":3,"active_jobs":3`},                         // a member twice
	} {
		i := bytes.Index(b, []byte(m[0]))
		if i < 0 {
			t.Fatalf("%s not in the line", m[0])
		}
		mut := append(append(append([]byte(nil), b[:i]...), m[1]...), b[i+len(m[0]):]...)
		if got, ok := fastDecode(mut); ok && canonicalConfig(got.Config, nil) {
			t.Errorf("the fast parser accepted %s", m[1])
		}
		_, pre, err := decodeLine(mut, 0, nil)
		if _, _, werr := slowDecode(mut); (err == nil) != (werr == nil) || pre != nil {
			t.Errorf("%s: fast verdict %v (hashed from the line: %v), full verdict %v", m[1], err, pre != nil, werr)
		}
	}
}
