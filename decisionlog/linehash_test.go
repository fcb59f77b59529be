package decisionlog

import (
	"crypto/sha256"
	"testing"

	"pgregory.net/rapid"
)

// TestLineHashesAreTheEncodedHashes: for every record the fast path accepts, the hashes
// taken from the line's own bytes are the record hash and the content hashes computed
// by encoding the record again.
func TestLineHashesAreTheEncodedHashes(t *testing.T) {
	hits := 0
	agree := func(t interface{ Fatalf(string, ...any) }, b []byte) {
		rec, pre, err := decodeLine(b, 0, nil)
		if err != nil || pre == nil {
			return
		}
		hits++
		want, err := ComputeHash(rec)
		if err != nil {
			t.Fatalf("hash: %v", err)
		}
		if pre.hash != want {
			t.Fatalf("line hash %s, encoded hash %s, for %s", pre.hash, want, b)
		}
		for i, ref := range rec.Inputs.Requests {
			sum, ok := pre.content(i)
			if ok != (ref.Content != nil) {
				t.Fatalf("request %d: content hash present %v, content inline %v", i, ok, ref.Content != nil)
			}
			if ok {
				var buf [512]byte
				if sum != sha256.Sum256(appendRequest(buf[:0], ref.Content)) {
					t.Fatalf("request %d: content hash from the line differs", i)
				}
			}
		}
	}
	recs, st := simulate(t, 3, 20, 6, 17)
	for i := range recs {
		rec := recs[i]
		if err := rec.Resolve(st.resolve); err != nil {
			t.Fatal(err)
		}
		rec.Anchor = &Anchor{TxHash: "0x1", FromRound: 1, ToRound: 3, Root: "0x2"}
		for _, r := range []*Record{&recs[i], &rec} {
			b, err := Encode(r)
			if err != nil {
				t.Fatal(err)
			}
			agree(t, b)
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		rec := drawRecord(t)
		b, err := appendStored(nil, rec)
		if err != nil {
			t.Skip("not encodable")
		}
		if rapid.Bool().Draw(t, "mutate") && len(b) > 0 {
			i := rapid.IntRange(0, len(b)-1).Draw(t, "at")
			b = append([]byte(nil), b...)
			b[i] = rapid.SampledFrom([]byte(`{}[]",:0-1e.ax\`)).Draw(t, "byte")
		}
		agree(t, b)
	})
	if hits == 0 {
		t.Fatal("no line was hashed from its bytes")
	}
}
