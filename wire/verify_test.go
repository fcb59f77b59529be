package wire

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestVerifyJobDecodes: a verification job decodes with its own message id, and one
// that asks a worker to check itself, or a tie-break without a distinct challenger, is
// refused.
func TestVerifyJobDecodes(t *testing.T) {
	const me, other, third = "0x00000000000000000000000000000000000000a1", "0x00000000000000000000000000000000000000b2", "0x00000000000000000000000000000000000000c3"
	base := Assignment{RequestID: "7", Attempt: 2, Worker: me, Request: Request{ID: "7", ModelID: "m"},
		Voucher: Voucher{Signature: make([]byte, 65)}, Verify: &VerifyJob{Worker: other}}
	b, _ := json.Marshal(base)
	a, err := DecodeAssignment(b)
	if err != nil || a.Verify == nil || a.Verify.Worker != other || a.MsgID() != "verify:7:2" {
		t.Fatalf("decode: %+v %v", a, err)
	}
	for name, mutate := range map[string]func(*Assignment){
		"checks itself":          func(a *Assignment) { a.Verify.Worker = me },
		"tie-break without one":  func(a *Assignment) { a.Verify.TieBreak = true },
		"challenger is verifier": func(a *Assignment) { a.Verify.TieBreak, a.Verify.Challenger = true, me },
		"bad worker":             func(a *Assignment) { a.Verify.Worker = "0xAB" },
		"unknown method":         func(a *Assignment) { a.Verify.Method = "vibes" },
		"score without":          func(a *Assignment) { a.Verify.Method = VerifyScore },
		"thresholds on exact":    func(a *Assignment) { a.Verify.Thresholds = &Thresholds{MaxRank: 1} },
		"bad thresholds":         func(a *Assignment) { a.Verify.Method, a.Verify.Thresholds = VerifyScore, &Thresholds{MaxRank: 0} },
		"cosine without":         func(a *Assignment) { a.Verify.Method = VerifyCosine },
		"bound on exact":         func(a *Assignment) { a.Verify.Embedding = &EmbeddingBound{MinCosine: 0.9} },
		"bound on score": func(a *Assignment) {
			a.Verify.Method, a.Verify.Thresholds = VerifyScore, &Thresholds{MaxRank: 1}
			a.Verify.Embedding = &EmbeddingBound{MinCosine: 0.9}
		},
		"bad bound": func(a *Assignment) {
			a.Verify.Method, a.Verify.Embedding = VerifyCosine, &EmbeddingBound{MinCosine: 1.5}
		},
	} {
		c := base
		v := *base.Verify
		c.Verify = &v
		mutate(&c)
		b, _ := json.Marshal(c)
		if _, err := DecodeAssignment(b); err == nil || !strings.Contains(err.Error(), "verify") && !strings.Contains(err.Error(), "tie-break") {
			t.Errorf("%s: %v", name, err)
		}
	}
	ok := base
	v := *base.Verify
	v.TieBreak, v.Challenger = true, third
	ok.Verify = &v
	b, _ = json.Marshal(ok)
	if _, err := DecodeAssignment(b); err != nil {
		t.Fatalf("tie-break: %v", err)
	}
	// A scoring job carries the thresholds the verifier applies, as published.
	th := Thresholds{MaxRank: 2, MaxGap: 0.05, MaxTemperedGap: 8, MaxOutliersPPM: 20_000, MinTokens: 16}
	v.Method, v.Thresholds = VerifyScore, &th
	b, _ = json.Marshal(ok)
	if a, err := DecodeAssignment(b); err != nil || a.Verify.Thresholds == nil || *a.Verify.Thresholds != th {
		t.Fatalf("scoring job: %+v %v", a.Verify, err)
	}
	// A cosine job carries its bound.
	v.Method, v.Thresholds, v.Embedding = VerifyCosine, nil, &EmbeddingBound{MinCosine: 0.9999}
	b, _ = json.Marshal(ok)
	if a, err := DecodeAssignment(b); err != nil || a.Verify.Embedding == nil || a.Verify.Embedding.MinCosine != 0.9999 {
		t.Fatalf("cosine job: %+v %v", a.Verify, err)
	}
}
