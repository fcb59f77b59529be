package simulate

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"

	"github.com/infersched/infersched/wire"
)

// A trace is JSON Lines, one request a line, in arrival order:
//
//	{"t_ms": 1200, "model": "llama-7b", "task": "chat", "prompt_tokens": 1020,
//	 "output_tokens": 129, "fee_wei": "3000000000000000", "deadline_ms": 120000}
//
// t_ms is the arrival (the request transaction sent), in ms from the start of the trace,
// never decreasing from one line to the next; deadline_ms is the deadline in ms after the
// arrival; fee_wei the priority fee, a decimal string of wei (a uint256). For an image,
// output_tokens counts the denoising steps; for a transcription, prompt_tokens counts the
// audio at Whisper's 50 tokens a second (docs/simulation.md). Every member is required
// and no other is allowed.

// Request is one line of a trace.
type Request struct {
	TMS          int64
	Model        string
	Task         string
	PromptTokens int64
	OutputTokens int64
	FeeWei       *big.Int
	DeadlineMS   int64
}

// The tasks a trace line may name, as the inference request document names them.
const (
	TaskChat          = "chat"
	TaskCompletion    = "completion"
	TaskEmbedding     = "embedding"
	TaskImage         = "image"
	TaskTranscription = "transcription"
)

// Limits of a trace line.
const (
	// MaxTraceLine bounds a line, in bytes.
	MaxTraceLine = 4096
	// MaxTimeMS bounds t_ms and t_ms + deadline_ms: JavaScript's safe integers.
	MaxTimeMS = 1 << 53
	// MaxTokens bounds prompt_tokens and output_tokens (a request's max_tokens is a
	// uint32 on chain).
	MaxTokens = 1<<32 - 1
)

// ErrInvalidTrace wraps every problem of a trace.
var ErrInvalidTrace = errors.New("invalid trace")

// members of a trace line, in the order they are written.
var members = [...]string{"t_ms", "model", "task", "prompt_tokens", "output_tokens", "fee_wei", "deadline_ms"}

func validTask(t string) bool {
	switch t {
	case TaskChat, TaskCompletion, TaskEmbedding, TaskImage, TaskTranscription:
		return true
	}
	return false
}

// TraceReader reads a trace one request at a time, strictly: a line that is not a JSON
// object with exactly the members above, each of its type and in range, is an error
// naming the line and the member. Lines must come in arrival order.
type TraceReader struct {
	sc    *bufio.Scanner
	line  int
	lastT int64
}

// NewTraceReader reads the trace from r.
func NewTraceReader(r io.Reader) *TraceReader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, MaxTraceLine+1), MaxTraceLine+1)
	return &TraceReader{sc: sc}
}

// Next returns the next request, or io.EOF after the last line.
func (tr *TraceReader) Next() (Request, error) {
	if !tr.sc.Scan() {
		if err := tr.sc.Err(); err != nil {
			if errors.Is(err, bufio.ErrTooLong) {
				return Request{}, fmt.Errorf("%w: line %d: longer than %d bytes", ErrInvalidTrace, tr.line+1, MaxTraceLine)
			}
			return Request{}, fmt.Errorf("%w: line %d: %w", ErrInvalidTrace, tr.line+1, err)
		}
		return Request{}, io.EOF
	}
	tr.line++
	r, err := parseLine(tr.sc.Bytes())
	if err != nil {
		return Request{}, fmt.Errorf("%w: line %d: %w", ErrInvalidTrace, tr.line, err)
	}
	if r.TMS < tr.lastT {
		return Request{}, fmt.Errorf("%w: line %d: member \"t_ms\": %d is before the previous line's %d (a trace is in arrival order)",
			ErrInvalidTrace, tr.line, r.TMS, tr.lastT)
	}
	tr.lastT = r.TMS
	return r, nil
}

// Line is the number of the last line read (1-based).
func (tr *TraceReader) Line() int { return tr.line }

// ReadTrace reads a whole trace.
func ReadTrace(r io.Reader) ([]Request, error) {
	tr := NewTraceReader(r)
	var out []Request
	for {
		q, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		out = append(out, q)
	}
}

// memberError names the member a problem is about.
func memberError(name, format string, args ...any) error {
	return fmt.Errorf("member %q: "+format, append([]any{name}, args...)...)
}

// parseLine reads one trace line: a flat JSON object. It is written by hand, not with
// encoding/json, so that a day of 8.64 million lines reads in seconds and every problem
// names its member.
func parseLine(b []byte) (Request, error) {
	var r Request
	p := lineParser{b: b}
	p.ws()
	if !p.eat('{') {
		return r, errors.New("not a JSON object")
	}
	var seen [len(members)]bool
	first := true
	for {
		p.ws()
		if first && p.eat('}') {
			break
		}
		name, err := p.str()
		if err != nil {
			return r, fmt.Errorf("a member name: %w", err)
		}
		k := -1
		for i, m := range members {
			if m == name {
				k = i
			}
		}
		if k < 0 {
			return r, memberError(name, "unknown (a line has t_ms, model, task, prompt_tokens, output_tokens, fee_wei and deadline_ms)")
		}
		if seen[k] {
			return r, memberError(name, "given twice")
		}
		seen[k] = true
		p.ws()
		if !p.eat(':') {
			return r, memberError(name, "want ':' after the name")
		}
		p.ws()
		if err := r.set(name, &p); err != nil {
			return r, err
		}
		p.ws()
		if p.eat(',') {
			first = false
			continue
		}
		if p.eat('}') {
			break
		}
		return r, memberError(name, "want ',' or '}' after the value")
	}
	p.ws()
	if p.i != len(p.b) {
		return r, errors.New("data after the object")
	}
	for i, ok := range seen {
		if !ok {
			return r, memberError(members[i], "missing")
		}
	}
	if r.TMS+r.DeadlineMS > MaxTimeMS {
		return r, memberError("deadline_ms", "t_ms + deadline_ms must be at most 2^53, got %d + %d", r.TMS, r.DeadlineMS)
	}
	return r, nil
}

// set reads member name's value into r and checks its range.
func (r *Request) set(name string, p *lineParser) error {
	switch name {
	case "t_ms":
		v, err := p.uint(name, MaxTimeMS)
		r.TMS = v
		return err
	case "deadline_ms":
		v, err := p.uint(name, MaxTimeMS)
		if err == nil && v == 0 {
			return memberError(name, "must be positive (ms after t_ms)")
		}
		r.DeadlineMS = v
		return err
	case "prompt_tokens":
		v, err := p.uint(name, MaxTokens)
		r.PromptTokens = v
		return err
	case "output_tokens":
		v, err := p.uint(name, MaxTokens)
		r.OutputTokens = v
		return err
	case "model":
		s, err := p.str()
		if err != nil {
			return memberError(name, "%v", err)
		}
		if !wire.ValidModelName(s) {
			return memberError(name, "%q is not a model name (1 to %d characters of [A-Za-z0-9%s])", s, wire.MaxModelNameLen, wire.ModelNameChars)
		}
		r.Model = s
	case "task":
		s, err := p.str()
		if err != nil {
			return memberError(name, "%v", err)
		}
		if !validTask(s) {
			return memberError(name, "%q is not a task (chat, completion, embedding, image or transcription)", s)
		}
		r.Task = s
	case "fee_wei":
		s, err := p.str()
		if err != nil {
			return memberError(name, "want a decimal string of wei: %v", err)
		}
		if s == "" || len(s) > 78 {
			return memberError(name, "want a decimal string of wei (1 to 78 digits), got %q", s)
		}
		for i := 0; i < len(s); i++ {
			if s[i] < '0' || s[i] > '9' {
				return memberError(name, "want a decimal string of wei, got %q", s)
			}
		}
		v, _ := new(big.Int).SetString(s, 10)
		if v.BitLen() > 256 {
			return memberError(name, "%s is above a uint256", s)
		}
		r.FeeWei = v
	}
	return nil
}

// lineParser reads the JSON of one line.
type lineParser struct {
	b []byte
	i int
}

func (p *lineParser) ws() {
	for p.i < len(p.b) {
		switch p.b[p.i] {
		case ' ', '\t', '\r', '\n':
			p.i++
		default:
			return
		}
	}
}

func (p *lineParser) eat(c byte) bool {
	if p.i < len(p.b) && p.b[p.i] == c {
		p.i++
		return true
	}
	return false
}

// str reads a JSON string.
func (p *lineParser) str() (string, error) {
	if !p.eat('"') {
		return "", errors.New("want a string")
	}
	start := p.i
	escaped := false
	for p.i < len(p.b) {
		c := p.b[p.i]
		switch {
		case c == '\\':
			escaped = true
			p.i += 2
			continue
		case c == '"':
			raw := p.b[start-1 : p.i+1]
			p.i++
			if !escaped {
				return string(raw[1 : len(raw)-1]), nil
			}
			s, err := strconv.Unquote(string(raw))
			if err != nil {
				return "", fmt.Errorf("a bad escape in %s", raw)
			}
			return s, nil
		case c < ' ':
			return "", errors.New("a control character in a string")
		}
		p.i++
	}
	return "", errors.New("an unterminated string")
}

// uint reads a non-negative JSON integer of at most max.
func (p *lineParser) uint(name string, max int64) (int64, error) {
	start := p.i
	for p.i < len(p.b) && ((p.b[p.i] >= '0' && p.b[p.i] <= '9') || p.b[p.i] == '-' || p.b[p.i] == '.' || p.b[p.i] == 'e' || p.b[p.i] == 'E' || p.b[p.i] == '+') {
		p.i++
	}
	tok := string(p.b[start:p.i])
	if tok == "" {
		if p.i < len(p.b) && p.b[p.i] == '"' {
			return 0, memberError(name, "want a number, got a string")
		}
		return 0, memberError(name, "want a non-negative integer")
	}
	if len(tok) > 1 && tok[0] == '0' {
		return 0, memberError(name, "want a non-negative integer without leading zeros, got %s", tok)
	}
	v, err := strconv.ParseInt(tok, 10, 64)
	if err != nil || v < 0 {
		return 0, memberError(name, "want a non-negative integer, got %s", tok)
	}
	if v > max {
		return 0, memberError(name, "must be at most %d, got %d", max, v)
	}
	return v, nil
}

// AppendLine appends r as one trace line (with its newline) to b: the members in their
// order, no spaces.
func AppendLine(b []byte, r *Request) []byte {
	b = append(b, `{"t_ms":`...)
	b = strconv.AppendInt(b, r.TMS, 10)
	b = append(b, `,"model":`...)
	b = strconv.AppendQuote(b, r.Model)
	b = append(b, `,"task":"`...)
	b = append(b, r.Task...)
	b = append(b, `","prompt_tokens":`...)
	b = strconv.AppendInt(b, r.PromptTokens, 10)
	b = append(b, `,"output_tokens":`...)
	b = strconv.AppendInt(b, r.OutputTokens, 10)
	b = append(b, `,"fee_wei":"`...)
	b = r.FeeWei.Append(b, 10)
	b = append(b, `","deadline_ms":`...)
	b = strconv.AppendInt(b, r.DeadlineMS, 10)
	return append(b, "}\n"...)
}
