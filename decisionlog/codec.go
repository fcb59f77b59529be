package decisionlog

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"

	"github.com/infersched/infersched/scheduler"
)

// Sizes of the encoded form.
const (
	// MaxMessageBytes is the NATS default max payload. A record need not fit it:
	// bus/decisions stores a larger record as chunks of one message each.
	MaxMessageBytes = 1 << 20
	// DefaultMaxLineBytes bounds one JSON Lines line and one decompressed record when
	// reading. Exported records carry their requests inline and may exceed
	// MaxMessageBytes.
	DefaultMaxLineBytes = 64 << 20
)

// EncodingGzip is the only envelope encoding. Encode never writes envelopes; Decode
// reads them, because older stores hold some (records whose plain JSON was above
// 960 KiB), and the envelope says what it is: its first key is
// "encoding", which no plain record has.
const EncodingGzip = "gzip"

// envelope carries a compressed record: Body is the gzip of the record's plain JSON
// (base64 in JSON). Read only.
type envelope struct {
	Encoding string `json:"encoding"`
	Body     []byte `json:"body"`
}

// Encode returns the stored form of rec: its canonical JSON (hash, anchor and inline
// request content included), without a trailing newline, whatever its size. (It used
// to gzip a record above 960 KiB so that it fit one message; that cost ~0.2 s a round
// at 20 000 pending, and the decisions store now chunks large records instead.)
func Encode(rec *Record) ([]byte, error) {
	plain, err := appendStored(make([]byte, 0, hashedSizeHint(rec)), rec)
	if err != nil {
		return nil, fmt.Errorf("%w: round %d: %w", ErrInvalidRecord, rec.Round, err)
	}
	return plain, nil
}

// Decode reads one stored record (plain, or a gzip envelope written before Encode
// stopped compressing) strictly: unknown fields, trailing
// data, a nested envelope, and a body that decompresses to more than maxBytes
// (DefaultMaxLineBytes when 0) are errors. It checks structure only; whether the record
// is consistent is for VerifyChain, Replay and the policy checks to say.
func Decode(b []byte, maxBytes int) (*Record, error) {
	return decode(b, maxBytes, nil)
}

// decode is Decode with sc's buffer for the canonical check (nil: a fresh one).
func decode(b []byte, maxBytes int, sc *scratch) (*Record, error) {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxLineBytes
	}
	if len(b) > maxBytes {
		return nil, fmt.Errorf("%w: %d bytes, above the limit of %d", ErrInvalidRecord, len(b), maxBytes)
	}
	first, err := firstKey(b)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidRecord, err)
	}
	if first != "encoding" {
		return decodePlain(b, sc)
	}
	var env envelope
	if err := strictUnmarshal(b, &env); err != nil {
		return nil, fmt.Errorf("%w: envelope: %w", ErrInvalidRecord, err)
	}
	if env.Encoding != EncodingGzip {
		return nil, fmt.Errorf("%w: envelope: encoding %q, want %q", ErrInvalidRecord, env.Encoding, EncodingGzip)
	}
	zr, err := gzip.NewReader(bytes.NewReader(env.Body))
	if err != nil {
		return nil, fmt.Errorf("%w: envelope body: %w", ErrInvalidRecord, err)
	}
	plain, err := io.ReadAll(io.LimitReader(zr, int64(maxBytes)+1))
	if err != nil {
		return nil, fmt.Errorf("%w: envelope body: %w", ErrInvalidRecord, err)
	}
	if len(plain) > maxBytes {
		return nil, fmt.Errorf("%w: envelope body decompresses to more than %d bytes", ErrInvalidRecord, maxBytes)
	}
	if k, err := firstKey(plain); err != nil || k == "encoding" {
		return nil, fmt.Errorf("%w: envelope body is not a plain record", ErrInvalidRecord)
	}
	return decodePlain(plain, sc)
}

func decodePlain(b []byte, sc *scratch) (*Record, error) {
	rec, _, err := decodePlainSpans(b, sc, readOpts{})
	return rec, err
}

// decodePlainSpans is decodePlain that, when spans is true and the record is read by
// the fast path (so b is its canonical form), also returns where the parts left out of
// the hashed form are in b (nil otherwise). o is fastDecodeSpans'.
func decodePlainSpans(b []byte, sc *scratch, o readOpts) (*Record, *lineSpans, error) {
	// Fast path: a record in its canonical form (as Encode writes it) is parsed by
	// fastDecode, which accepts nothing else (canonparse.go), so b is what the record
	// re-encodes to without re-encoding it: that rules out unknown, duplicate or
	// differently cased members and any misreading. Anything else goes through the
	// strict decoder, which names the problem.
	rec, sp, ok := fastDecodeSpans(b, o)
	if !ok || !canonicalConfig(rec.Config, sc) {
		sp = nil
		rec = &Record{}
		if err := strictUnmarshal(b, rec); err != nil {
			return nil, nil, fmt.Errorf("%w: %w", ErrInvalidRecord, err)
		}
	}
	for i, ref := range rec.Inputs.Requests {
		if ref.Content != nil {
			if err := ref.Content.PriorityFeeWei.Err(); err != nil {
				return nil, nil, fmt.Errorf("%w: inputs.requests[%d].content.priority_fee_wei: %w", ErrInvalidRecord, i, err)
			}
		}
	}
	if d := rec.Inputs.RequestsDelta; d != nil {
		for i, ref := range d.Added {
			if ref.Content != nil {
				if err := ref.Content.PriorityFeeWei.Err(); err != nil {
					return nil, nil, fmt.Errorf("%w: inputs.requests_delta.added[%d].content.priority_fee_wei: %w", ErrInvalidRecord, i, err)
				}
			}
		}
	}
	for i := range rec.Inputs.Workers {
		if err := rec.Inputs.Workers[i].StakeWei.Err(); err != nil {
			return nil, nil, fmt.Errorf("%w: inputs.workers[%d].stake_wei: %w", ErrInvalidRecord, i, err)
		}
	}
	if d := rec.Inputs.WorkersDelta; d != nil {
		for i := range d.Changed {
			if err := d.Changed[i].StakeWei.Err(); err != nil {
				return nil, nil, fmt.Errorf("%w: inputs.workers_delta.changed[%d].stake_wei: %w", ErrInvalidRecord, i, err)
			}
		}
	}
	return rec, sp, nil
}

// isCanonical is the check the fast parser makes unnecessary: the record re-encodes to
// b. The tests hold the parser to it.
func isCanonical(rec *Record, b []byte, sc *scratch) bool {
	again, err := appendStored(sc.get(len(b)), rec)
	sc.put(again)
	return err == nil && bytes.Equal(again, b)
}

// scratch is one goroutine's reusable encoding buffer: a record of 1 000 requests is
// re-encoded twice per check (the canonical check, the hash), half a megabyte each,
// which fresh buffers pay for in allocation and clearing. A nil *scratch gives fresh
// buffers. Not safe for concurrent use.
type scratch struct {
	buf []byte
	// compactCfg is the last config found in its compact form (canonicalConfig).
	compactCfg []byte
	// proven remembers the heartbeat proofs already checked (proof.go): a worker's
	// heartbeat is in the records of several rounds in a row.
	proven *provenSet
	// The last config decoded and what EffectiveConfig made of it: a log's records
	// mostly share one config, which is JSON-decoded, re-encoded and validated once.
	cfgBytes []byte
	cfgHash  string
	cfg      scheduler.Config
	cfgErr   error
}

// effectiveConfig is rec.EffectiveConfig, remembered for the last config seen.
func (sc *scratch) effectiveConfig(rec *Record) (scheduler.Config, error) {
	if sc == nil {
		return rec.EffectiveConfig()
	}
	if sc.cfgBytes == nil || rec.ConfigHash != sc.cfgHash || !bytes.Equal(rec.Config, sc.cfgBytes) {
		sc.cfg, sc.cfgErr = rec.EffectiveConfig()
		sc.cfgBytes = append(sc.cfgBytes[:0], rec.Config...)
		sc.cfgHash = rec.ConfigHash
	}
	return sc.cfg, sc.cfgErr
}

// get is an empty buffer of capacity at least n.
func (sc *scratch) get(n int) []byte {
	if sc == nil || cap(sc.buf) < n {
		return make([]byte, 0, n)
	}
	return sc.buf[:0]
}

// put keeps b (no longer used by the caller) for the next get.
func (sc *scratch) put(b []byte) {
	if sc != nil && cap(b) > cap(sc.buf) {
		sc.buf = b[:0]
	}
}

func strictUnmarshal(b []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("trailing data after the record")
	}
	return nil
}

// firstKey returns the first key of the JSON object in b.
func firstKey(b []byte) (string, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	t, err := dec.Token()
	if err != nil {
		return "", fmt.Errorf("not a JSON object: %w", err)
	}
	if d, ok := t.(json.Delim); !ok || d != '{' {
		return "", errors.New("not a JSON object")
	}
	t, err = dec.Token()
	if err != nil {
		return "", fmt.Errorf("malformed JSON object: %w", err)
	}
	k, ok := t.(string)
	if !ok {
		return "", errors.New("empty JSON object")
	}
	return k, nil
}

// Write writes recs as JSON Lines, each line as Encode gives it.
func Write(w io.Writer, recs []Record) error {
	bw := bufio.NewWriter(w)
	for i := range recs {
		b, err := Encode(&recs[i])
		if err != nil {
			return err
		}
		bw.Write(b)
		if err := bw.WriteByte('\n'); err != nil {
			return fmt.Errorf("writing round %d: %w", recs[i].Round, err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing decision log: %w", err)
	}
	return nil
}

// ErrLineTooLong: a JSON Lines line is above the reader's limit.
var ErrLineTooLong = errors.New("decision log line too long")

// Read iterates over the records of a JSON Lines stream: one record (plain or envelope)
// per line, empty lines skipped. maxLineBytes bounds a line and a decompressed record
// (DefaultMaxLineBytes when 0). An error names the line; a line that does not decode is
// reported and reading goes on with the next line, but a line that is too long or a read
// error ends the iteration.
func Read(r io.Reader, maxLineBytes int) iter.Seq2[*Record, error] {
	if maxLineBytes <= 0 {
		maxLineBytes = DefaultMaxLineBytes
	}
	return func(yield func(*Record, error) bool) {
		lr := newLineReader(r, maxLineBytes)
		for {
			body, n, err := lr.next()
			if err == io.EOF {
				return
			}
			if err != nil {
				yield(nil, err)
				return
			}
			rec, derr := Decode(body, maxLineBytes)
			if derr != nil {
				derr = fmt.Errorf("line %d: %w", n, derr)
				rec = nil
			}
			if !yield(rec, derr) {
				return
			}
		}
	}
}

// CopyRounds copies to w the lines of r whose records are of rounds from..to (to 0: no
// upper bound), as they are, each followed by a newline. Every line is decoded, as Read
// decodes it, to know its round: the first one that does not decode, a line that is
// too long or a read error ends the copy with Read's error for it. A line is not
// written again from its record (`audit verify --from` on a file: the encoding was a
// third of the decoding's cost again, for the same verdict, since a verifier hashes any
// line that is not in its canonical form by encoding its record).
func CopyRounds(w io.Writer, r io.Reader, from, to uint64, maxLineBytes int) error {
	if maxLineBytes <= 0 {
		maxLineBytes = DefaultMaxLineBytes
	}
	lr := newLineReader(r, maxLineBytes)
	bw := bufio.NewWriter(w)
	for {
		body, n, err := lr.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return err
		}
		rec, err := Decode(body, maxLineBytes)
		if err != nil {
			return fmt.Errorf("line %d: %w", n, err)
		}
		if rec.Round < from || (to > 0 && rec.Round > to) {
			continue
		}
		bw.Write(body)
		if err := bw.WriteByte('\n'); err != nil {
			return fmt.Errorf("writing round %d: %w", rec.Round, err)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("writing decision log: %w", err)
	}
	return nil
}

// lineReader splits JSON Lines, bounding each line.
type lineReader struct {
	br   *bufio.Reader
	max  int
	n    int // lines read
	line []byte
	done bool
}

func newLineReader(r io.Reader, maxLineBytes int) *lineReader {
	return &lineReader{br: bufio.NewReaderSize(r, 64<<10), max: maxLineBytes}
}

// next returns the next non-empty line without its line ending, and its number. The
// bytes are valid until the next call. It returns io.EOF at the end, and an error
// naming the line when the line is too long or reading fails.
func (lr *lineReader) next() ([]byte, int, error) {
	for !lr.done {
		lr.n++
		lr.line = lr.line[:0]
		var err error
		for {
			var chunk []byte
			chunk, err = lr.br.ReadSlice('\n')
			if len(lr.line)+len(chunk) > lr.max+2 { // +2: "\r\n"
				lr.done = true
				return nil, lr.n, fmt.Errorf("line %d: %w (limit %d bytes)", lr.n, ErrLineTooLong, lr.max)
			}
			lr.line = append(lr.line, chunk...)
			if err != bufio.ErrBufferFull {
				break
			}
		}
		if err != nil && err != io.EOF {
			lr.done = true
			return nil, lr.n, fmt.Errorf("line %d: reading: %w", lr.n, err)
		}
		lr.done = err == io.EOF
		body := bytes.TrimSuffix(bytes.TrimSuffix(lr.line, []byte("\n")), []byte("\r"))
		if len(body) > lr.max {
			lr.done = true
			return nil, lr.n, fmt.Errorf("line %d: %w (limit %d bytes)", lr.n, ErrLineTooLong, lr.max)
		}
		if len(bytes.TrimSpace(body)) > 0 {
			return body, lr.n, nil
		}
	}
	return nil, lr.n, io.EOF
}
