package agent

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
)

// keepDone is how long a finished record is kept, so that a redelivered assignment of
// the same request finds it without asking the chain. Past it the chain answers
// (requestStatus is no longer pending).
const keepDone = 10 * time.Minute

// compactSlack: the journal is rewritten when it holds this many lines more than twice
// the live records.
const compactSlack = 1024

// record is what the worker sent for one request.
type record struct {
	RequestID string        `json:"request_id"`
	Nonce     uint64        `json:"nonce"`
	Gas       uint64        `json:"gas"`
	Hashes    []common.Hash `json:"hashes"` // every signed attempt, oldest first
	// Items are the requests a submitResults transaction settles (a batch; RequestID is
	// then the batch's key); empty for a single submitResult.
	Items    []string      `json:"items,omitempty"`
	Raw      hexutil.Bytes `json:"raw,omitempty"` // the latest attempt, signed, to broadcast again
	SentAtMS int64         `json:"sent_at_ms"`
	// Outcome is empty while pending, then "success", "reverted" or "dropped".
	Outcome  string      `json:"outcome,omitempty"`
	MinedTx  common.Hash `json:"mined_tx,omitempty"`
	DoneAtMS int64       `json:"done_at_ms,omitempty"`
	// Result, on a record keyed resultKey(id), is a finished result not yet sent;
	// the same key with an outcome and no Result forgets it.
	Result *kept `json:"result,omitempty"`
}

// kept is a finished inference result kept until its transaction is journaled or it is
// provably unwanted, so that a worker restarted (even killed) submits it without
// running the inference again.
type kept struct {
	Attempt int           `json:"attempt"`
	Output  hexutil.Bytes `json:"output"`
	// NotBefore and Expiry are the voucher's window: the signature covers both, so a
	// reassigned attempt's voucher (which opens after the previous one's) needs its
	// NotBefore to be redeemed. A state file written before it was kept reads 0, right
	// for first attempts.
	NotBefore uint64        `json:"not_before,omitempty"`
	Expiry    uint64        `json:"expiry"`
	Sig       hexutil.Bytes `json:"sig"`
	AtMS      int64         `json:"at_ms"`
}

// resultKey is the state-file key of request id's kept result, apart from its
// transaction record.
func resultKey(id string) string { return "result:" + id }

// keep journals (fsynced) the finished result of request id.
func (s *store) keep(id string, k kept) error {
	return s.put(record{RequestID: resultKey(id), Result: &k}, k.AtMS)
}

// kept returns the kept result of request id.
func (s *store) kept(id string) (kept, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r, ok := s.recs[resultKey(id)]; ok && r.Result != nil {
		return *r.Result, true
	}
	return kept{}, false
}

// keptAll returns the kept results by request id.
func (s *store) keptAll() map[string]kept {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := map[string]kept{}
	for key, r := range s.recs {
		if id, ok := strings.CutPrefix(key, "result:"); ok && r.Result != nil {
			out[id] = *r.Result
		}
	}
	return out
}

// forget drops the kept result of request id (sent, or unwanted).
func (s *store) forget(id string, nowMS int64) error {
	if _, ok := s.kept(id); !ok {
		return nil
	}
	return s.put(record{RequestID: resultKey(id), Outcome: "forgotten", DoneAtMS: nowMS}, nowMS)
}

// store is the state file: a journal of records, one JSON object per line, the last
// line of a request winning. A sent transaction is appended and fsynced before it is
// broadcast (O(1) per send); the journal is compacted (rewritten to a temporary file,
// fsynced, renamed) when it has grown to twice its live records, dropping finished
// records older than keepDone. A torn last line (a crash mid-append) is ignored.
type store struct {
	path  string
	mu    sync.Mutex
	recs  map[string]*record
	batch map[string]string // item request id → key of the batch record that carries it
	f     *os.File          // append handle, nil until the first write
	lines int
}

func openStore(path string) (*store, error) {
	s := &store{path: path, recs: map[string]*record{}, batch: map[string]string{}}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return s, nil
	}
	if err != nil {
		return nil, fmt.Errorf("state file: %w", err)
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 64<<10), 64<<20)
	n := 0
	var bad error
	for sc.Scan() {
		n++
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		if bad != nil { // a bad line followed by more lines: not a torn tail
			return nil, bad
		}
		var r record
		if err := json.Unmarshal(line, &r); err != nil || r.RequestID == "" {
			bad = fmt.Errorf("state file %s: line %d is not a record", path, n)
			continue
		}
		s.recs[r.RequestID] = &r
		s.index(&r)
		s.lines++
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("state file %s: %w", path, err)
	}
	return s, nil
}

func copyRecord(r *record) record {
	c := *r
	c.Hashes = append([]common.Hash(nil), r.Hashes...)
	c.Items = append([]string(nil), r.Items...)
	return c
}

// index maps the items of a batch record to it.
func (s *store) index(r *record) {
	for _, id := range r.Items {
		s.batch[id] = r.RequestID
	}
}

// unindex forgets the items of a batch record.
func (s *store) unindex(r *record) {
	for _, id := range r.Items {
		if s.batch[id] == r.RequestID {
			delete(s.batch, id)
		}
	}
}

// get returns a copy of the record of id: its own, or the batch that carries it (then
// RequestID is the batch's key, not id).
func (s *store) get(id string) (record, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.recs[id]
	if !ok {
		if r, ok = s.recs[s.batch[id]]; !ok {
			return record{}, false
		}
	}
	return copyRecord(r), true
}

// pending returns the records without an outcome, by nonce.
func (s *store) pending() []record {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []record
	for _, r := range s.recs {
		if r.Outcome == "" && r.Result == nil {
			out = append(out, copyRecord(r))
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Nonce < out[j].Nonce })
	return out
}

// put records r (replacing the record of its request). A pending record (a transaction
// about to be broadcast) is fsynced; an outcome is only written.
func (s *store) put(r record, nowMS int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := copyRecord(&r)
	s.recs[r.RequestID] = &c
	s.index(&c)
	if s.lines > 2*len(s.recs)+compactSlack {
		return s.compactLocked(nowMS)
	}
	line, err := json.Marshal(&c)
	if err != nil {
		return fmt.Errorf("state file: encode: %w", err)
	}
	if s.f == nil {
		if err := os.MkdirAll(filepath.Dir(s.path), 0o700); err != nil {
			return fmt.Errorf("state file: %w", err)
		}
		if s.f, err = os.OpenFile(s.path, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600); err != nil {
			return fmt.Errorf("state file: %w", err)
		}
	}
	if _, err := s.f.Write(append(line, '\n')); err != nil {
		return fmt.Errorf("state file: write: %w", err)
	}
	s.lines++
	if c.Outcome == "" {
		if err := s.f.Sync(); err != nil {
			return fmt.Errorf("state file: sync: %w", err)
		}
	}
	return nil
}

// remove forgets the record of id (a send the node refused outright).
func (s *store) remove(id string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r, ok := s.recs[id]; ok {
		s.unindex(r)
	}
	delete(s.recs, id)
	return s.compactLocked(0)
}

// compactLocked rewrites the journal with the live records only, atomically.
func (s *store) compactLocked(nowMS int64) error {
	var buf bytes.Buffer
	for id, r := range s.recs {
		if nowMS > 0 && r.Outcome != "" && nowMS-r.DoneAtMS > keepDone.Milliseconds() {
			s.unindex(r)
			delete(s.recs, id)
			continue
		}
		line, err := json.Marshal(r)
		if err != nil {
			return fmt.Errorf("state file: encode: %w", err)
		}
		buf.Write(line)
		buf.WriteByte('\n')
	}
	dir := filepath.Dir(s.path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("state file: %w", err)
	}
	f, err := os.CreateTemp(dir, filepath.Base(s.path)+".tmp*")
	if err != nil {
		return fmt.Errorf("state file: %w", err)
	}
	tmp := f.Name()
	_, werr := f.Write(buf.Bytes())
	serr := f.Sync()
	if err := errors.Join(werr, serr); err != nil {
		_ = f.Close()
		_ = os.Remove(tmp)
		return fmt.Errorf("state file: write: %w", err)
	}
	if err := os.Rename(tmp, s.path); err != nil {
		_ = f.Close()
		_ = os.Remove(tmp)
		return fmt.Errorf("state file: %w", err)
	}
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
	if s.f != nil {
		_ = s.f.Close()
	}
	s.f, s.lines = f, len(s.recs) // f now names s.path; keep appending to it
	if _, err := f.Seek(0, 2); err != nil {
		return fmt.Errorf("state file: %w", err)
	}
	return nil
}

// close closes the journal.
func (s *store) close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.f == nil {
		return nil
	}
	err := s.f.Close()
	s.f = nil
	return err
}
