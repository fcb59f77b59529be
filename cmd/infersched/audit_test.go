package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler"
)

// writeLog plans the example snapshot over n rounds and writes the chained records.
func writeLog(t *testing.T, n int) string {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "..", "examples", "snapshot.json"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	snap, err := scheduler.DecodeSnapshot(f)
	if err != nil {
		t.Fatal(err)
	}
	cfg := scheduler.DefaultConfig()
	var recs []decisionlog.Record
	var prev *decisionlog.Record
	assigned := map[string]bool{}
	for i := range n {
		s := *snap
		s.NowMS += int64(i) * 1000
		s.Requests = nil // what is still pending: the daemon never plans an assigned request again
		for _, r := range snap.Requests {
			if !assigned[r.ID] {
				s.Requests = append(s.Requests, r)
			}
		}
		d := scheduler.Plan(&s, cfg)
		for _, a := range d.Assigned {
			assigned[a.RequestID] = true
		}
		rec, err := decisionlog.NewRecord(uint64(i+1), s.NowMS, &s, cfg, d, true)
		if err != nil {
			t.Fatal(err)
		}
		if err := decisionlog.Append(rec, prev); err != nil {
			t.Fatal(err)
		}
		recs = append(recs, *rec)
		prev = rec
	}
	var buf bytes.Buffer
	if err := decisionlog.Write(&buf, recs); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "log.jsonl")
	if err := os.WriteFile(path, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestAuditVerifyFile(t *testing.T) {
	path := writeLog(t, 6)
	code, out, errOut := runCLI(t, "", "audit", "verify", "--file", path)
	if code != 0 || !strings.Contains(out, "6 records, rounds 1..6: 0 failures") {
		t.Fatalf("clean log: exit %d\n%s%s", code, out, errOut)
	}
	code, out, _ = runCLI(t, "", "audit", "verify", "--file", path, "--from", "3", "--to", "4")
	if code != 0 || !strings.Contains(out, "2 records, rounds 3..4") {
		t.Fatalf("range: exit %d\n%s", code, out)
	}

	// Change one assignment's worker in round 1's record: the hash and the replay fail.
	b, _ := os.ReadFile(path)
	lines := bytes.Split(b, []byte("\n"))
	lines[0] = bytes.Replace(lines[0], []byte(`"worker_id":"0xaaaa000000000000000000000000000000000001"`), []byte(`"worker_id":"0xaaaa000000000000000000000000000000000002"`), 1)
	bad := filepath.Join(t.TempDir(), "bad.jsonl")
	os.WriteFile(bad, bytes.Join(lines, []byte("\n")), 0o600)
	code, out, _ = runCLI(t, "", "audit", "verify", "--file", bad)
	if code != 1 || !strings.Contains(out, "FAIL round 1: hash") || !strings.Contains(out, "FAIL round 1: replay") {
		t.Fatalf("tampered log: exit %d\n%s", code, out)
	}

	// Two records swapped.
	lines = bytes.Split(b, []byte("\n"))
	lines[1], lines[2] = lines[2], lines[1]
	os.WriteFile(bad, bytes.Join(lines, []byte("\n")), 0o600)
	code, out, _ = runCLI(t, "", "audit", "verify", "--file", bad)
	if code != 1 || !strings.Contains(out, "FAIL round 3") {
		t.Fatalf("reordered log: exit %d\n%s", code, out)
	}
}

func TestAuditVerifyUsage(t *testing.T) {
	if code, _, errOut := runCLI(t, "", "audit", "verify"); code != 2 || !strings.Contains(errOut, "exactly one of --nats and --file") {
		t.Fatalf("no source: %d %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "audit", "verify", "--file", "x", "--rpc", "http://127.0.0.1:1"); code != 2 || !strings.Contains(errOut, "--router and --anchor") {
		t.Fatalf("rpc without addresses: %d %q", code, errOut)
	}
	empty := filepath.Join(t.TempDir(), "empty.jsonl")
	os.WriteFile(empty, nil, 0o600)
	if code, _, errOut := runCLI(t, "", "audit", "verify", "--file", empty); code != 1 || !strings.Contains(errOut, "no decision records") {
		t.Fatalf("empty log: %d %q", code, errOut)
	}
}
