package decisionlog

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

var update = flag.Bool("update", false, "rewrite testdata/record*.json")

// goldenRecord is a small record with every kind of member: a request inline and one
// by reference, strings that need escaping, an exponent float, a release and an anchor.
func goldenRecord(t *testing.T) *Record {
	t.Helper()
	const now = 1_700_000_000_000
	goldenID, goldenHash, goldenSig := testProof(0, now)
	s := &scheduler.Snapshot{
		NowMS:        now,
		GasPriceGwei: 0.0000001,
		DrainRateTPS: map[string]float64{"llama-7b": 2.5, "gpt-2": 0},
		Requests: []scheduler.Request{
			{ID: "101", User: "0x00000000000000000000000000000000000000aa", ModelID: "llama-7b", MaxTokens: 256, PriorityFeeWei: scheduler.NewWei(1e16), SubmittedAtMS: now - 5000, DeadlineMS: now + 60000, GasLimit: 300000, RequiredMemoryMB: 8000, Batchable: true},
			{ID: "102", User: "0x<&>\"\\", ModelID: "gpt-2", MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(0), SubmittedAtMS: now - 100, DeadlineMS: now + 10000, RequiredMemoryMB: 1000},
			{ID: "103", User: "0xbb", ModelID: "gpt-2", PriorityFeeWei: scheduler.NewWei(5), SubmittedAtMS: now - 9000, DeadlineMS: now - 1},
		},
		Workers: []scheduler.Worker{
			{ID: goldenID, HeartbeatHash: goldenHash, HeartbeatSig: goldenSig, Models: []string{"llama-7b", "gpt-2"}, FreeMemoryMB: 24000, ActiveJobs: 1, MaxJobs: 2, AvgLatencyMS: 333.3, StakeWei: scheduler.NewWei(1e18), CompletionRate: 0.95, CompletedJobs: 50, LastHeartbeatMS: now - 1000, OpenBatch: map[string]int{"llama-7b": 1}, BatchMax: 8},
		},
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	cfg := scheduler.DefaultConfig()
	d := scheduler.Plan(s, cfg)
	rec, err := NewRecord(42, now+7, s, cfg, d, false)
	if err != nil {
		t.Fatal(err)
	}
	rec.Inputs.Requests[0].Content = &s.Requests[0]
	rec.Inputs.Released = []string{"99"}
	prev := &Record{Round: 41, Hash: hex.EncodeToString(bytes.Repeat([]byte{0xab}, 32))}
	if err := Append(rec, prev); err != nil {
		t.Fatal(err)
	}
	rec.Anchor = &Anchor{TxHash: "0x" + hex.EncodeToString(bytes.Repeat([]byte{0x11}, 32)), FromRound: 41, ToRound: 42, Root: "0x" + hex.EncodeToString(bytes.Repeat([]byte{0x22}, 32))}
	return rec
}

func TestCanonicalVector(t *testing.T) {
	rec := goldenRecord(t)
	stored, err := Encode(rec)
	if err != nil {
		t.Fatal(err)
	}
	hashed, err := CanonicalBytes(rec)
	if err != nil {
		t.Fatal(err)
	}
	storedPath, hashedPath := filepath.Join("testdata", "record.json"), filepath.Join("testdata", "record.hashed.json")
	if *update {
		os.MkdirAll("testdata", 0o755)
		os.WriteFile(storedPath, append(stored, '\n'), 0o644)
		os.WriteFile(hashedPath, append(hashed, '\n'), 0o644)
	}
	wantStored, err := os.ReadFile(storedPath)
	if err != nil {
		t.Fatal(err)
	}
	wantHashed, err := os.ReadFile(hashedPath)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(stored, bytes.TrimSuffix(wantStored, []byte("\n"))) {
		t.Errorf("stored form changed (if scheduler.Config, Plan or the format changed on purpose, rerun with -update):\n got %s\nwant %s", stored, wantStored)
	}
	if !bytes.Equal(hashed, bytes.TrimSuffix(wantHashed, []byte("\n"))) {
		t.Errorf("hashed form changed (if scheduler.Config, Plan or the format changed on purpose, rerun with -update):\n got %s\nwant %s", hashed, wantHashed)
	}
	// The file's record verifies from the file alone.
	back, err := Decode(bytes.TrimSuffix(wantStored, []byte("\n")), 0)
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(bytes.TrimSuffix(wantHashed, []byte("\n")))
	if hex.EncodeToString(sum[:]) != back.Hash {
		t.Fatalf("SHA-256 of record.hashed.json is not the record's hash %s", back.Hash)
	}
	if fs := VerifyChain([]Record{*back}); len(fs) > 0 {
		t.Fatal(fs)
	}
	st := stream{"102": goldenSnapshotRequest(t, rec, "102"), "103": goldenSnapshotRequest(t, rec, "103")}
	if fs := Replay(back, st.resolve); len(fs) > 0 {
		t.Fatal(fs)
	}
	if len(back.Decision.Assigned) == 0 || len(back.Decision.Expired) == 0 {
		t.Fatalf("the vector should assign and expire: %+v", back.Decision)
	}
}

func goldenSnapshotRequest(t *testing.T, _ *Record, id string) scheduler.Request {
	t.Helper()
	const now = 1_700_000_000_000
	switch id {
	case "102":
		return scheduler.Request{ID: "102", User: "0x<&>\"\\", ModelID: "gpt-2", MaxTokens: 64, PriorityFeeWei: scheduler.NewWei(0), SubmittedAtMS: now - 100, DeadlineMS: now + 10000, RequiredMemoryMB: 1000}
	default:
		return scheduler.Request{ID: "103", User: "0xbb", ModelID: "gpt-2", PriorityFeeWei: scheduler.NewWei(5), SubmittedAtMS: now - 9000, DeadlineMS: now - 1}
	}
}
