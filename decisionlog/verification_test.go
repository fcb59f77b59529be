package decisionlog

import (
	"reflect"
	"testing"

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
