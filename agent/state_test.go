package agent

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func TestStateJournal(t *testing.T) {
	path := filepath.Join(t.TempDir(), "sub", "state.json")
	s, err := openStore(path)
	if err != nil {
		t.Fatal(err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(s.put(record{RequestID: "1", Nonce: 7, Hashes: []common.Hash{{1}}, Raw: []byte{1}}, 1000))
	must(s.put(record{RequestID: "2", Nonce: 8, Hashes: []common.Hash{{2}}}, 1000))
	must(s.put(record{RequestID: "1", Nonce: 7, Hashes: []common.Hash{{1}}, Outcome: "success", MinedTx: common.Hash{1}, DoneAtMS: 1000}, 1000))
	must(s.close())
	// A crash mid-append leaves a torn last line: ignored.
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	must(err)
	_, _ = f.WriteString(`{"request_id":"3","non`)
	_ = f.Close()

	s, err = openStore(path)
	must(err)
	if r, ok := s.get("1"); !ok || r.Outcome != "success" {
		t.Fatalf("record 1: %+v %v", r, ok)
	}
	if p := s.pending(); len(p) != 1 || p[0].RequestID != "2" || p[0].Nonce != 8 {
		t.Fatalf("pending %+v", p)
	}
	if _, ok := s.get("3"); ok {
		t.Fatal("torn record came back")
	}
	// Compaction drops finished records past keepDone and keeps the rest.
	later := 1000 + keepDone.Milliseconds() + 1
	must(s.remove("nothing")) // compacts without pruning
	for i := range compactSlack + 100 {
		must(s.put(record{RequestID: "x" + strconv.Itoa(i%3), Hashes: []common.Hash{{3}}, Outcome: "success", DoneAtMS: later}, later))
	}
	must(s.close())
	s, err = openStore(path)
	must(err)
	if _, ok := s.get("1"); ok {
		t.Fatal("old finished record survived compaction")
	}
	if _, ok := s.get("2"); !ok {
		t.Fatal("pending record lost in compaction")
	}
	b, _ := os.ReadFile(path)
	if n := strings.Count(string(b), "\n"); n >= compactSlack {
		t.Fatalf("journal has %d lines after compaction", n)
	}

	// A bad line in the middle is an error, not silently skipped.
	must(os.WriteFile(path, []byte("{\"request_id\":\"1\"}\nnot json\n{\"request_id\":\"2\"}\n"), 0o600))
	if _, err := openStore(path); err == nil || !strings.Contains(err.Error(), "line 2") {
		t.Fatalf("corrupt journal: %v", err)
	}
}
