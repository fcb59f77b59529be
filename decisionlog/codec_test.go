package decisionlog

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// TestSizeAt10kx1k: a round of 10 000 pending requests (referenced by hash) and 1 000
// workers is stored as its plain canonical JSON (above MaxMessageBytes: the decisions
// store chunks it) and reads back, verifies and replays.
func TestSizeAt10kx1k(t *testing.T) {
	s := benchSnapshot(10_000, 1_000)
	cfg := scheduler.DefaultConfig()
	d := scheduler.Plan(s, cfg)
	rec, err := NewRecord(1, s.NowMS, s, cfg, d, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := Append(rec, nil); err != nil {
		t.Fatal(err)
	}
	plain, err := canonical(rec)
	if err != nil {
		t.Fatal(err)
	}
	enc, err := Encode(rec)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("10k×1k: %d assigned, %d skipped, %d expired; plain %d bytes, encoded %d bytes (limit %d)",
		len(d.Assigned), len(d.Skipped), len(d.Expired), len(plain), len(enc), MaxMessageBytes)
	if !bytes.Equal(enc, plain) {
		t.Fatalf("encoded record (%d bytes) is not its plain canonical JSON (%d bytes)", len(enc), len(plain))
	}
	back, err := Decode(enc, 0)
	if err != nil {
		t.Fatal(err)
	}
	if fs := VerifyChain([]Record{*back}); len(fs) > 0 {
		t.Fatal(fs)
	}
	byID := make(stream, len(s.Requests))
	for _, r := range s.Requests {
		byID[r.ID] = r
	}
	if fs := Replay(back, byID.resolve); len(fs) > 0 {
		t.Fatal(fs)
	}

	// The exported form carries the requests inline; it is larger but still reads back.
	if err := back.Resolve(byID.resolve); err != nil {
		t.Fatal(err)
	}
	exp, err := Encode(back)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("10k×1k exported with requests inline: %d bytes encoded", len(exp))
	var buf bytes.Buffer
	if err := Write(&buf, []Record{*back}); err != nil {
		t.Fatal(err)
	}
	n := 0
	for r, err := range Read(&buf, 0) {
		if err != nil {
			t.Fatal(err)
		}
		if r.Hash != rec.Hash || len(r.Inputs.Requests) != 10_000 || r.Inputs.Requests[0].Content == nil {
			t.Fatal("the exported record did not read back whole")
		}
		n++
	}
	if n != 1 {
		t.Fatalf("read %d records", n)
	}
}

func TestWriteRead(t *testing.T) {
	recs, _ := simulate(t, 5, 5, 2, 11)
	var buf bytes.Buffer
	if err := Write(&buf, recs); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(buf.String(), "\n"); got != 5 {
		t.Fatalf("%d lines", got)
	}
	var got []Record
	for r, err := range Read(&buf, 0) {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, *r)
	}
	if len(got) != 5 || got[4].Hash != recs[4].Hash {
		t.Fatalf("read back %d records", len(got))
	}
	if fs := VerifyChain(got); len(fs) > 0 {
		t.Fatal(fs)
	}
	// Stopping early is allowed.
	for range Read(bytes.NewReader(buf.Bytes()), 0) {
		break
	}
}

func TestReadErrors(t *testing.T) {
	recs, _ := simulate(t, 2, 3, 2, 12)
	good, err := Encode(&recs[0])
	if err != nil {
		t.Fatal(err)
	}
	gz := func(b []byte) []byte {
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		zw.Write(b)
		zw.Close()
		e, _ := json.Marshal(envelope{Encoding: EncodingGzip, Body: buf.Bytes()})
		return e
	}
	withField := bytes.Replace(good, []byte(`{"round":`), []byte(`{"extra":1,"round":`), 1)
	cases := []struct {
		name, input, want string
	}{
		{"unknown field", string(withField), `unknown field "extra"`},
		{"unknown nested field", strings.Replace(string(good), `"now_ms":`, `"nowms":1,"now_ms":`, 1), `unknown field "nowms"`},
		{"trailing data", string(good) + ` {}`, "trailing data"},
		{"not an object", `[1,2]`, "not a JSON object"},
		{"empty object", `{}`, "empty JSON object"},
		{"truncated", string(good[:len(good)/2]), "unexpected EOF"},
		{"bad wei", strings.Replace(string(good), `"stake_wei":"1000000000000000000"`, `"stake_wei":"-1"`, 1), "stake_wei"},
		{"unknown encoding", `{"encoding":"zstd","body":""}`, `encoding "zstd"`},
		{"envelope not gzip", `{"encoding":"gzip","body":"AAAA"}`, "envelope body"},
		{"nested envelope", string(gz(gz(good))), "not a plain record"},
		{"envelope extra field", `{"encoding":"gzip","body":"","x":1}`, `unknown field "x"`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode([]byte(tc.input), 0)
			if err == nil || !errors.Is(err, ErrInvalidRecord) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want ErrInvalidRecord with %q", err, tc.want)
			}
		})
	}

	// A record stored compressed, before Encode stopped compressing, still decodes.
	rec, err := Decode(gz(good), 0)
	if err != nil || rec.Hash != recs[0].Hash {
		t.Fatalf("gzip envelope: %v", err)
	}
	// A body that decompresses past the limit is refused (a zip bomb).
	bomb := gz(append(append([]byte(nil), good...), bytes.Repeat([]byte(" "), 1<<20)...))
	if _, err := Decode(bomb, 1<<19); err == nil || !strings.Contains(err.Error(), "decompresses to more than") {
		t.Fatalf("bomb: %v", err)
	}

	// A bad line is reported by number and reading goes on.
	input := string(good) + "\n\n{oops\n" + string(good) + "\n"
	var lines []string
	n := 0
	for r, err := range Read(strings.NewReader(input), 0) {
		if err != nil {
			lines = append(lines, err.Error())
			continue
		}
		n++
		_ = r
	}
	if n != 2 || len(lines) != 1 || !strings.HasPrefix(lines[0], "line 3:") {
		t.Fatalf("read %d records, errors %v", n, lines)
	}

	// A line above the limit ends the iteration.
	var last error
	for _, err := range Read(strings.NewReader(string(good)+"\n"), len(good)-1) {
		last = err
	}
	if !errors.Is(last, ErrLineTooLong) || !strings.Contains(last.Error(), "line 1") {
		t.Fatalf("got %v, want ErrLineTooLong on line 1", last)
	}
	// Exactly at the limit is fine, with or without the final newline.
	for _, in := range []string{string(good) + "\n", string(good), string(good) + "\r\n"} {
		for _, err := range Read(strings.NewReader(in), len(good)) {
			if err != nil {
				t.Fatalf("%q: %v", in[len(in)-2:], err)
			}
		}
	}
}

func FuzzDecode(f *testing.F) {
	recs, _ := simulate(f, 2, 3, 2, 13)
	good, _ := Encode(&recs[1])
	f.Add(good)
	f.Add([]byte(`{"encoding":"gzip","body":"H4sIAAAAAAAA/wEAAP//AAAAAAAAAAA="}`))
	f.Add([]byte(`{"round":1}`))
	f.Add([]byte(`{}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		if fast, ok := fastDecode(b); ok && isCanonical(fast, b, nil) {
			var strict Record
			if err := strictUnmarshal(b, &strict); err != nil {
				t.Fatalf("fast path accepted what the strict decoder refuses: %v", err)
			}
			if !reflect.DeepEqual(fast, &strict) {
				t.Fatal("fast and strict decoders disagree")
			}
		}
		rec, err := Decode(b, 1<<20)
		if err != nil {
			if !errors.Is(err, ErrInvalidRecord) {
				t.Fatalf("error not wrapping ErrInvalidRecord: %v", err)
			}
			return
		}
		// Whatever decodes can be checked without a panic, and re-encodes to
		// something that decodes to the same record.
		VerifyChain([]Record{*rec})
		Replay(rec, nil)
		CheckPolicy(rec)
		NewVerifier(nil).Check(rec)
		enc, err := Encode(rec)
		if err != nil {
			return // e.g. a JSON number that does not fit back
		}
		again, err := Decode(enc, 0)
		if err != nil {
			t.Fatalf("re-encoded record does not decode: %v", err)
		}
		enc2, err := Encode(again)
		if err != nil || !bytes.Equal(enc, enc2) {
			t.Fatalf("encoding is not stable: %v", err)
		}
	})
}

func FuzzRead(f *testing.F) {
	recs, _ := simulate(f, 2, 3, 2, 14)
	var buf bytes.Buffer
	Write(&buf, recs)
	f.Add(buf.Bytes(), 0)
	f.Add([]byte("\n\n{}\n{\"round\":"), 8)
	f.Fuzz(func(t *testing.T, b []byte, limit int) {
		limit = limit%4096 + 1
		if limit <= 0 {
			limit += 4096
		}
		for rec, err := range Read(bytes.NewReader(b), limit) {
			if (rec == nil) == (err == nil) {
				t.Fatalf("record %v with error %v", rec != nil, err)
			}
		}
	})
}

// TestCopyRoundsIsReadWrite: CopyRounds gives the bytes that reading the records and
// writing back those in range gives (the lines are canonical), and stops with the same
// error at a line that does not decode.
func TestCopyRoundsIsReadWrite(t *testing.T) {
	recs, _ := simulate(t, 12, 10, 4, 21)
	lines := encodeLines(t, recs)
	readWrite := func(in []byte, from, to uint64) ([]byte, error) {
		var out bytes.Buffer
		for rec, err := range Read(bytes.NewReader(in), 0) {
			if err != nil {
				return out.Bytes(), err
			}
			if rec.Round < from || (to > 0 && rec.Round > to) {
				continue
			}
			if err := Write(&out, []Record{*rec}); err != nil {
				return out.Bytes(), err
			}
		}
		return out.Bytes(), nil
	}
	bad := slices.Clone(lines)
	bad[6] = []byte(`{"round":7,"nope":1}`)
	for _, in := range [][]byte{bytes.Join(lines, []byte("\n")), bytes.Join(lines, []byte("\r\n\n")), bytes.Join(bad, []byte("\n"))} {
		for _, span := range [][2]uint64{{0, 0}, {3, 0}, {3, 5}, {0, 4}, {13, 0}} {
			want, werr := readWrite(in, span[0], span[1])
			var got bytes.Buffer
			gerr := CopyRounds(&got, bytes.NewReader(in), span[0], span[1], 0)
			if fmt.Sprint(gerr) != fmt.Sprint(werr) {
				t.Fatalf("rounds %v: error %v, want %v", span, gerr, werr)
			}
			if werr == nil && !bytes.Equal(got.Bytes(), want) {
				t.Fatalf("rounds %v: %d bytes, want %d", span, got.Len(), len(want))
			}
		}
	}
}
