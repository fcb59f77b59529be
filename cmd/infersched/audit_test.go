package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"

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
		// The example's workers are made-up addresses without heartbeat proofs: these
		// are records of before proofs (version 1), which audit verify still replays.
		rec.Version = 0
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
	path := anchorLog(t, writeLog(t, 6), 1, 6)
	code, out, errOut := runCLI(t, "", "audit", "verify", "--file", path)
	if code != 0 || !strings.Contains(out, "6 records, rounds 1..6: 0 failures") {
		t.Fatalf("clean log: exit %d\n%s%s", code, out, errOut)
	}
	// It says that it checked the log only, not the chain.
	if !strings.Contains(out, "checked: the log (start, hash chain, replay") || !strings.Contains(out, "NOT the chain (add --rpc") ||
		!strings.Contains(out, "no record unanchored for more than") {
		t.Fatalf("what was checked, without --rpc:\n%s", out)
	}
	code, out, _ = runCLI(t, "", "audit", "verify", "--file", path, "--from", "3", "--to", "4", "--max-unanchored-age", "0")
	if code != 0 || !strings.Contains(out, "2 records, rounds 3..4") {
		t.Fatalf("range: exit %d\n%s", code, out)
	}

	// Change one assignment's worker in round 1's record: the hash and the replay fail.
	b, _ := os.ReadFile(path)
	lines := bytes.Split(b, []byte("\n"))
	lines[0] = bytes.Replace(lines[0], []byte(`"worker_id":"0xaaaa000000000000000000000000000000000001"`), []byte(`"worker_id":"0xaaaa000000000000000000000000000000000002"`), 1)
	bad := filepath.Join(t.TempDir(), "bad.jsonl")
	os.WriteFile(bad, bytes.Join(lines, []byte("\n")), 0o600)
	code, out, _ = runCLI(t, "", "audit", "verify", "--file", bad, "--max-unanchored-age", "0")
	if code != 1 || !strings.Contains(out, "FAIL round 1: hash") || !strings.Contains(out, "FAIL round 1: replay") {
		t.Fatalf("tampered log: exit %d\n%s", code, out)
	}

	// Two records swapped.
	lines = bytes.Split(b, []byte("\n"))
	lines[1], lines[2] = lines[2], lines[1]
	os.WriteFile(bad, bytes.Join(lines, []byte("\n")), 0o600)
	code, out, _ = runCLI(t, "", "audit", "verify", "--file", bad, "--max-unanchored-age", "0")
	if code != 1 || !strings.Contains(out, "FAIL round 3") {
		t.Fatalf("reordered log: exit %d\n%s", code, out)
	}
}

// anchorLog attaches to the records of each span from..to (pairs) the anchor export
// would attach (outside the hashed bytes), and returns the new file.
func anchorLog(t *testing.T, path string, spans ...uint64) string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var recs []decisionlog.Record
	for rec, err := range decisionlog.Read(f, 0) {
		if err != nil {
			t.Fatal(err)
		}
		recs = append(recs, *rec)
	}
	for i := 0; i+1 < len(spans); i += 2 {
		var leaves [][32]byte
		for _, rec := range recs {
			if spans[i] <= rec.Round && rec.Round <= spans[i+1] {
				l, _ := decisionlog.Leaf(&rec)
				leaves = append(leaves, l)
			}
		}
		an := &decisionlog.Anchor{TxHash: "0x01", FromRound: spans[i], ToRound: spans[i+1], Root: fmt.Sprintf("0x%x", decisionlog.Root(leaves))}
		for k := range recs {
			if spans[i] <= recs[k].Round && recs[k].Round <= spans[i+1] {
				recs[k].Anchor = an
			}
		}
	}
	var buf bytes.Buffer
	if err := decisionlog.Write(&buf, recs); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "anchored.jsonl")
	if err := os.WriteFile(out, buf.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	return out
}

// Records that no anchor covers fail verification once older than
// audit.max_unanchored_age (the records of writeLog are from the example snapshot's
// time, long ago); anchored, the same log passes.
func TestAuditVerifyUnanchored(t *testing.T) {
	log := writeLog(t, 10)
	gap := anchorLog(t, log, 1, 5, 9, 10) // 6..8 never anchored
	code, out, _ := runCLI(t, "", "audit", "verify", "--file", gap)
	if code != 1 || !strings.Contains(out, "FAIL round 6: anchor.missing: rounds 6..8 (3 records) are not anchored") || !strings.Contains(out, "1 failures") {
		t.Fatalf("a gap between anchors: exit %d\n%s", code, out)
	}
	if code, out, _ := runCLI(t, "", "audit", "verify", "--file", anchorLog(t, log, 1, 5, 6, 8, 9, 10)); code != 0 {
		t.Fatalf("every span anchored: exit %d\n%s", code, out)
	}
	// The age comes from the daemon's configuration; anchoring off there means no check.
	cfgFile := func(yaml string) string {
		p := filepath.Join(t.TempDir(), "config.yaml")
		os.WriteFile(p, []byte(yaml), 0o600)
		return p
	}
	if code, out, _ := runCLI(t, "", "audit", "verify", "--file", gap, "--config", cfgFile("audit:\n  max_unanchored_age: 1000000h\n")); code != 0 {
		t.Fatalf("age from the config: exit %d\n%s", code, out)
	}
	if code, out, _ := runCLI(t, "", "audit", "verify", "--file", log, "--config", cfgFile("audit:\n  anchor_every: 0\n")); code != 0 {
		t.Fatalf("anchoring off: exit %d\n%s", code, out)
	}
	if code, _, errOut := runCLI(t, "", "audit", "verify", "--file", gap, "--config", cfgFile("audit:\n  max_unanchored_age: 0s\n")); code != 2 || !strings.Contains(errOut, "max_unanchored_age: must be positive") {
		t.Fatalf("invalid config: exit %d %q", code, errOut)
	}
}

func TestAuditVerifyUsage(t *testing.T) {
	if code, _, errOut := runCLI(t, "", "audit", "verify"); code != 2 || !strings.Contains(errOut, "exactly one of --nats and --file") {
		t.Fatalf("no source: %d %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "audit", "verify", "--file", "x", "--rpc", "http://127.0.0.1:1"); code != 2 || !strings.Contains(errOut, "--router and --anchor") {
		t.Fatalf("rpc without addresses: %d %q", code, errOut)
	}
	if code, _, errOut := runCLI(t, "", "audit", "verify", "--file", "x", "--shards", "-1"); code != 2 || !strings.Contains(errOut, "--shards must not be negative") {
		t.Fatalf("negative shards: %d %q", code, errOut)
	}
	empty := filepath.Join(t.TempDir(), "empty.jsonl")
	os.WriteFile(empty, nil, 0o600)
	if code, _, errOut := runCLI(t, "", "audit", "verify", "--file", empty); code != 1 || !strings.Contains(errOut, "no decision records") {
		t.Fatalf("empty log: %d %q", code, errOut)
	}
}

// A log cut at the front (an update of DECISIONS to max_msgs 1, or limits) must not
// verify as "rounds 3..6: 0 failures": without --from the log must start at round 1; with
// --from N at N.
func TestAuditVerifyCutLog(t *testing.T) {
	path := writeLog(t, 6)
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	lines := bytes.SplitAfter(b, []byte("\n"))
	cut := filepath.Join(t.TempDir(), "cut.jsonl")
	if err := os.WriteFile(cut, bytes.Join(lines[2:], nil), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, _ := runCLI(t, "", "audit", "verify", "--file", cut, "--max-unanchored-age", "0")
	if code != 1 || !strings.Contains(out, "FAIL round 3: log.start: the log starts at round 3, not 1") {
		t.Errorf("a log cut at the front: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, "", "audit", "verify", "--file", cut, "--from", "3", "--max-unanchored-age", "0")
	if code != 0 || !strings.Contains(out, "4 records, rounds 3..6: 0 failures") {
		t.Errorf("the cut log from round 3: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, "", "audit", "verify", "--file", cut, "--from", "2", "--max-unanchored-age", "0")
	if code != 1 || !strings.Contains(out, "log.start: the log starts at round 3, not 2") {
		t.Errorf("the cut log from round 2: exit %d\n%s", code, out)
	}
}

// With --rpc the summary says the chain was checked too, at a redacted endpoint.
func TestAuditVerifySaysWhatItChecked(t *testing.T) {
	line := checkedLine("https://user:secret@rpc.example/key", "", 0)
	if strings.Contains(line, "secret") || !strings.Contains(line, "; the chain at ") || strings.Contains(line, "NOT the chain") ||
		!strings.Contains(line, "not the age of unanchored records") {
		t.Errorf("with --rpc: %s", line)
	}
	if strings.Contains(line, "ResultVerifier") {
		t.Errorf("without --verifier: %s", line)
	}
	v := "0x00000000000000000000000000000000000000aa"
	if line := checkedLine("http://127.0.0.1:8545", v, 0); !strings.Contains(line, "dispute outcome at ResultVerifier "+common.HexToAddress(v).Hex()) {
		t.Errorf("with --verifier: %s", line)
	}
}
