package decisionlog

import (
	"reflect"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// TestVerificationSectionRoundTrips: a record with a verification section encodes,
// decodes to the same record and hashes it (a change to the section changes the hash);
// one without stays byte for byte what it was before the section existed.
func TestVerificationSectionRoundTrips(t *testing.T) {
	snap := &scheduler.Snapshot{NowMS: 1000}
	plain, err := NewRecord(1, 1000, snap, scheduler.DefaultConfig(), scheduler.Decision{}, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := Append(plain, nil); err != nil {
		t.Fatal(err)
	}
	rec := *plain
	rec.Verification = &verification.Log{
		Samples:  []verification.Sample{{RequestID: "7", Model: "m", Worker: "0xa", BlockHash: "0x01", OutputHash: "0x02", OnProbation: true, Rate: 1, Sampled: true}},
		Assigned: []verification.Assignment{{RequestID: "7", Worker: "0xa", Verifier: "0xb", Attempt: 1, NotBefore: 1, Expiry: 60, CostETH: 0.001}},
		Disputes: []verification.Dispute{{RequestID: "7", Worker: "0xa", Outcome: verification.WorkerLost, CorrectHash: "0x03"}},
	}
	if err := Append(&rec, nil); err != nil {
		t.Fatal(err)
	}
	if rec.Hash == plain.Hash {
		t.Fatal("the verification section is not hashed")
	}
	b, err := Encode(&rec)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Decode(b, 0)
	if err != nil {
		t.Fatalf("decode: %v\n%s", err, b)
	}
	if !reflect.DeepEqual(got.Verification, rec.Verification) {
		t.Fatalf("verification section: got %+v, want %+v", got.Verification, rec.Verification)
	}
	if h, _ := ComputeHash(got); h != rec.Hash {
		t.Fatalf("hash after decode %s, want %s", h, rec.Hash)
	}
	if err := VerifyChain([]Record{*got}); len(err) != 0 {
		t.Fatalf("chain: %v", err)
	}
}

// TestAuditReplaysTheDrawAndFindsUncheckedSamples: a sample whose draw does not replay
// fails verification.draw; a sampled result with no attestation nor dispute by the end
// of the log, past the grace, fails verification.unchecked; one attested does not.
func TestAuditReplaysTheDrawAndFindsUncheckedSamples(t *testing.T) {
	cfg := verification.DefaultConfig()
	cfg.ComparableModels = []string{"m"}
	bh := "0x" + strings.Repeat("ab", 32)
	seed, _ := verification.Seed(common.HexToHash(bh), "5")
	onProbation := verification.Sample{RequestID: "5", Model: "m", Worker: "0xa", BlockHash: bh, OnProbation: true, Rate: 1, Sampled: true}
	liar := onProbation
	liar.RequestID, liar.Sampled = "6", false // rate 1 samples everything
	_ = seed
	var prev *Record
	recs := []*Record{}
	add := func(timeMS int64, l *verification.Log) {
		rec, err := NewRecord(uint64(len(recs)+1), timeMS, &scheduler.Snapshot{NowMS: timeMS}, scheduler.DefaultConfig(), scheduler.Decision{}, false)
		if err != nil {
			t.Fatal(err)
		}
		if l != nil {
			l.Config = &cfg
		}
		rec.Verification = l
		if err := Append(rec, prev); err != nil {
			t.Fatal(err)
		}
		prev = rec
		recs = append(recs, rec)
	}
	add(1_000, &verification.Log{Samples: []verification.Sample{onProbation, liar}})
	add(2_000, &verification.Log{Attestations: []verification.Attestation{{RequestID: "6", Verifier: "0xb", Agrees: true}}})
	add(1_000+DefaultVerifyGrace.Milliseconds()+1, nil)
	v := NewVerifier(nil)
	var fs []Failure
	for _, r := range recs {
		for _, f := range v.Check(r) {
			if strings.HasPrefix(f.Check, "verification.") {
				fs = append(fs, f)
			}
		}
	}
	fs = append(fs, v.FinishVerification(0)...)
	if len(fs) != 2 || fs[0].Check != CheckVerifyDraw || !strings.Contains(fs[0].Detail, "request 6") ||
		fs[1].Check != CheckVerifyUnchecked || !strings.Contains(fs[1].Detail, "request 5") {
		t.Fatalf("failures %v, want the draw of 6 and request 5 unchecked", fs)
	}
}
