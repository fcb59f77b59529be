package audit

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"fmt"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// proofLog is a JSON Lines log of one record per entry of versions: in round n a
// request for llama-7b and two workers serving it, the faster (which gets the request)
// with a heartbeat proof unless unproven[n-1]. Version 0 writes a record of before
// proofs.
func proofLog(t *testing.T, versions []int, unproven []bool) []byte {
	t.Helper()
	keys := make([]*ecdsa.PrivateKey, 2)
	for i := range keys {
		k, err := crypto.GenerateKey()
		if err != nil {
			t.Fatal(err)
		}
		keys[i] = k
	}
	var buf bytes.Buffer
	var prev *decisionlog.Record
	for i, ver := range versions {
		round := uint64(i + 1)
		now := int64(1_700_000_000_000) + int64(round)*1000
		s := &scheduler.Snapshot{NowMS: now, GasPriceGwei: 1}
		s.Requests = []scheduler.Request{{ID: fmt.Sprint(round), User: "0xu", ModelID: "llama-7b", MaxTokens: 64,
			PriorityFeeWei: scheduler.NewWei(1e16), SubmittedAtMS: now - 10, DeadlineMS: now + 600_000, RequiredMemoryMB: 1000}}
		for j, k := range keys {
			hb, err := wire.Sign(k, wire.Heartbeat{Models: []string{"llama-7b"}, FreeMemoryMB: 80000, MaxJobs: 4, AvgLatencyMS: int64(500 * (j + 1)), TimestampMS: now, Seq: int64(round)})
			if err != nil {
				t.Fatal(err)
			}
			w := scheduler.Worker{ID: hb.Heartbeat.Worker, Models: []string{"llama-7b"}, FreeMemoryMB: 80000, MaxJobs: 4,
				AvgLatencyMS: float64(500 * (j + 1)), StakeWei: scheduler.NewWei(1e18), CompletionRate: 1, LastHeartbeatMS: now}
			if ver != 0 && !(j == 0 && unproven[i]) {
				w.HeartbeatHash, w.HeartbeatSig = wire.HeartbeatDigest(hb.Heartbeat.CanonicalBytes()), hb.Signature
			}
			s.Workers = append(s.Workers, w)
		}
		cfg := scheduler.DefaultConfig()
		cfg.Probation.Jobs = 0
		rec, err := decisionlog.NewRecord(round, now, s, cfg, scheduler.Plan(s, cfg), true)
		if err != nil {
			t.Fatal(err)
		}
		rec.Version = ver
		if err := decisionlog.Append(rec, prev); err != nil {
			t.Fatal(err)
		}
		b, err := decisionlog.Encode(rec)
		if err != nil {
			t.Fatal(err)
		}
		buf.Write(append(b, '\n'))
		prev = rec
	}
	return buf.Bytes()
}

// `audit verify` fails a round that assigns to a worker without a heartbeat proof, and a
// log that goes back to records of before proofs; a log whose old records carry none
// (version 1) and whose new ones do verifies.
func TestVerifyFailsAnAssignmentToAnUnprovenWorker(t *testing.T) {
	for _, tc := range []struct {
		name     string
		versions []int
		unproven []bool
		want     []string // "round N: check" of each failure, in order
	}{
		{"proven", []int{2, 2, 2}, []bool{false, false, false}, nil},
		{"old records, then proofs", []int{0, 0, 2}, []bool{false, false, false}, nil},
		{"assignment to an unproven worker", []int{2, 2, 2}, []bool{false, true, false}, []string{"round 2: policy.proof"}},
		{"back to records without proofs", []int{2, 1, 0}, []bool{false, false, false}, []string{"round 2: version", "round 3: version"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			sum, err := Verify(context.Background(), bytes.NewReader(proofLog(t, tc.versions, tc.unproven)), VerifyOptions{},
				func(f decisionlog.Failure) { got = append(got, fmt.Sprintf("round %d: %s", f.Round, f.Check)) })
			if err != nil {
				t.Fatal(err)
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") || sum.Failures != len(tc.want) {
				t.Fatalf("failures %v (%d), want %v", got, sum.Failures, tc.want)
			}
		})
	}
}
