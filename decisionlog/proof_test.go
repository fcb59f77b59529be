package decisionlog

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// TestVersion1RecordStillVerifies: a record written before worker proofs (no version
// member, a worker without heartbeat_hash/heartbeat_sig that is not even an address)
// still decodes, hashes, replays and passes the policy checks.
func TestVersion1RecordStillVerifies(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "record.v1.json"))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := Decode(bytes.TrimSuffix(b, []byte("\n")), 0)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Version != 0 || rec.Inputs.Workers[0].HeartbeatSig != "" {
		t.Fatalf("testdata/record.v1.json should be a record of before proofs: version %d", rec.Version)
	}
	if fs := VerifyChain([]Record{*rec}); len(fs) > 0 {
		t.Fatal(fs)
	}
	st := stream{"102": goldenSnapshotRequest(t, rec, "102"), "103": goldenSnapshotRequest(t, rec, "103")}
	if fs := NewVerifier(st.resolve).Check(rec); len(fs) > 0 {
		t.Fatal(fs)
	}
}

// TestAssignmentToUnprovenWorkerFails is the attack of an unproven worker as an auditor
// sees it: a record (re-hashed, so that the chain holds) that assigns a request to a
// worker without a heartbeat proof, or with a proof that is someone else's, fails
// policy.proof.
func TestAssignmentToUnprovenWorkerFails(t *testing.T) {
	base, st := simulate(t, 3, 30, 4, 7)
	const r = 2
	for _, tc := range []struct {
		name   string
		tamper func(rec *Record, w int)
		detail string
	}{
		{"no proof", func(rec *Record, w int) {
			rec.Inputs.Workers[w].HeartbeatHash, rec.Inputs.Workers[w].HeartbeatSig = "", ""
		}, "no heartbeat proof"},
		{"signature only", func(rec *Record, w int) { rec.Inputs.Workers[w].HeartbeatHash = "" }, "no heartbeat proof"},
		{"another worker's proof", func(rec *Record, w int) {
			o := &rec.Inputs.Workers[(w+1)%len(rec.Inputs.Workers)]
			rec.Inputs.Workers[w].HeartbeatHash, rec.Inputs.Workers[w].HeartbeatSig = o.HeartbeatHash, o.HeartbeatSig
		}, "not the worker's address"},
		{"digest changed", func(rec *Record, w int) {
			h := []byte(rec.Inputs.Workers[w].HeartbeatHash)
			h[10] ^= 1
			rec.Inputs.Workers[w].HeartbeatHash = string(h)
		}, "not the worker's address"},
		{"digest garbage", func(rec *Record, w int) { rec.Inputs.Workers[w].HeartbeatHash = "0xzz" }, "not 32 bytes"},
		{"signature garbage", func(rec *Record, w int) { rec.Inputs.Workers[w].HeartbeatSig = "0x1234" }, "heartbeat_sig"},
		{"fake worker with a made-up id", func(rec *Record, w int) {
			rec.Inputs.Workers[w].ID = "0x00000000000000000000000000000000000000fa"
			for i := range rec.Decision.Assigned {
				if a := &rec.Decision.Assigned[i]; a.WorkerID == base[r-1].Inputs.Workers[w].ID {
					a.WorkerID = rec.Inputs.Workers[w].ID
				}
			}
		}, "not the worker's address"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			recs := clone(t, base)
			rec := &recs[r-1]
			if len(rec.Decision.Assigned) == 0 {
				t.Fatal("round assigns nothing")
			}
			w := slices.IndexFunc(rec.Inputs.Workers, func(wk scheduler.Worker) bool { return wk.ID == rec.Decision.Assigned[0].WorkerID })
			tc.tamper(rec, w)
			rehash(t, recs, r-1)
			var got []Failure
			v := NewVerifier(st.resolve)
			for i := range recs {
				got = append(got, v.Check(&recs[i])...)
			}
			var proofs []Failure
			for _, f := range got {
				if f.Check == CheckProof {
					proofs = append(proofs, f)
				}
			}
			if len(proofs) == 0 || proofs[0].Round != r || !strings.Contains(proofs[0].Detail, tc.detail) {
				t.Fatalf("want a %s failure in round %d saying %q, got %v", CheckProof, r, tc.detail, got)
			}
		})
	}
}

// TestVersionDowngradeFails: after a record with proofs, a record that says it is of
// before proofs (and so needs none) fails; an unknown version fails.
func TestVersionDowngradeFails(t *testing.T) {
	base, st := simulate(t, 3, 30, 4, 8)
	for _, tc := range []struct {
		version int
		want    string
	}{{0, "version 1 after a record of version 2"}, {1, "version 1 after a record of version 2"}, {7, "not one this verifier knows"}} {
		recs := clone(t, base)
		recs[1].Version = tc.version
		rehash(t, recs, 1)
		v := NewVerifier(st.resolve)
		var got []Failure
		for i := range recs {
			got = append(got, v.Check(&recs[i])...)
		}
		if !slices.ContainsFunc(got, func(f Failure) bool {
			return f.Round == 2 && f.Check == CheckVersion && strings.Contains(f.Detail, tc.want)
		}) {
			t.Errorf("version %d: want a %s failure in round 2 saying %q, got %v", tc.version, CheckVersion, tc.want, got)
		}
	}
}
