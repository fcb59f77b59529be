package infer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/internal/validate"
)

// A transcript is what a worker keeps beside the output of a chat or completion: the
// token ids the model read and wrote, the log-probability of each generated token with
// the K most likely alternatives at its position, the sampling it asked for, and which
// model and engine produced it. It is stored in the outputs store under its keccak-256
// and bound to the result by the worker's signed wire.TranscriptClaim, so that a
// verifier can re-score the claimed tokens with a teacher-forced pass of its own model
// and an auditor can read what was run. It comes from a worker, which is not trusted:
// DecodeTranscript reads it strictly and within the bounds below.
//
//	{"transcript":1,"request_id":"7","task":"chat","model":"llama-7b",
//	 "backend_model":"meta-llama/Llama-3-8B","engine":"vllm 0.11 fp16 tp1",
//	 "sampling":{"temperature":0,"seed":42,"max_tokens":64,"top_logprobs":5},
//	 "prompt_source":"tokenize","prompt_tokens":[1,3923,…],
//	 "output":[{"id":791,"logprob":-0.0123,"top":[[791,-0.0123],[578,-4.51]]},…],
//	 "finish_reason":"stop","output_hash":"0x…"}
//
// Log-probabilities are natural logarithms as the engine reported them (vLLM's
// default: of the model's distribution before temperature and truncation), at most 0
// (a rounding above 0 up to MaxLogprob is kept), at least MinLogprob (vLLM writes −9999
// for −∞). Each token's top list holds distinct ids, most likely first.

// TranscriptVersion is the only value of the member "transcript" read here.
const TranscriptVersion = 1

// Where a transcript's prompt token ids come from (Transcript.PromptSource).
const (
	// PromptFromTokenize: the server's POST /tokenize (vLLM's) of the same messages or
	// prompt, with the chat template and generation prompt applied as for the request.
	PromptFromTokenize = "tokenize"
	// PromptUnknown: the server offered no tokenizer; the prompt's ids are not known
	// (the transcript cannot be re-scored, only read).
	PromptUnknown = "none"
)

// Bounds of a transcript.
const (
	// MaxTranscriptBytes bounds an encoded transcript (the outputs store's default
	// object limit).
	MaxTranscriptBytes = 16 << 20
	// MaxPromptTokens and MaxOutputTokens bound the token lists.
	MaxPromptTokens = 1 << 20
	MaxOutputTokens = 1 << 18
	// MaxTopLogprobs is the most alternatives per position (OpenAI's top_logprobs limit,
	// vLLM's default max_logprobs).
	MaxTopLogprobs = 20
	// MaxTokenID bounds a token id (vocabularies are far smaller).
	MaxTokenID = 1<<31 - 1
	// MinLogprob and MaxLogprob bound a log-probability.
	MinLogprob = -1e5
	MaxLogprob = 1e-3
	// MaxNameBytes bounds the model, backend model and engine names.
	MaxNameBytes = 256
	// MaxFinishReasonBytes bounds finish_reason.
	MaxFinishReasonBytes = 32
	maxRequestIDDigits   = 78
)

// ErrInvalidTranscript wraps every problem of a transcript; the message names the member.
var ErrInvalidTranscript = errors.New("invalid transcript")

// Transcript is the token record of one chat or completion (see above).
type Transcript struct {
	Version   int    `json:"transcript"`
	RequestID string `json:"request_id"`
	Task      Task   `json:"task"`
	// Model is the request's model as the scheduler names it; BackendModel the name the
	// backend's answer gave (its "model"); Engine what the worker says serves it: its
	// backend.engine (e.g. "vllm 0.11 fp16 tp1"), else the owner /v1/models lists.
	Model        string `json:"model"`
	BackendModel string `json:"backend_model"`
	Engine       string `json:"engine,omitempty"`
	// Sampling is what the worker asked the backend for; the task says the endpoint
	// (chat: /v1/chat/completions, completion: /v1/completions).
	Sampling TranscriptSampling `json:"sampling"`
	// PromptSource says where PromptTokens come from; with PromptUnknown it is empty.
	PromptSource string  `json:"prompt_source"`
	PromptTokens []int64 `json:"prompt_tokens"`
	// Output is every generated token, in order.
	Output       []Token `json:"output"`
	FinishReason string  `json:"finish_reason"`
	// OutputHash is the keccak-256 of the output bytes the worker submitted.
	OutputHash common.Hash `json:"output_hash"`
}

// TranscriptSampling is the sampling the worker asked the backend for: the document's
// members it sent (absent: the backend's default), max_tokens (the request's maxTokens)
// and how many alternatives it asked per position.
type TranscriptSampling struct {
	Sampling
	MaxTokens   int64 `json:"max_tokens"`
	TopLogprobs int   `json:"top_logprobs"`
}

// Token is one generated token: its id, its log-probability, and the most likely
// tokens at its position, most likely first.
type Token struct {
	ID      int64        `json:"id"`
	Logprob float64      `json:"logprob"`
	Top     []TopLogprob `json:"top"`
}

// UnmarshalJSON reads a token strictly: the three members, each present and typed.
func (t *Token) UnmarshalJSON(b []byte) error {
	var w struct {
		ID      *int64        `json:"id"`
		Logprob *float64      `json:"logprob"`
		Top     *[]TopLogprob `json:"top"`
	}
	if _, err := object(b); err != nil {
		return fmt.Errorf("a token must be one object {\"id\",\"logprob\",\"top\"}: %w", err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return fmt.Errorf("a token must be {\"id\",\"logprob\",\"top\"}: %s", strings.TrimPrefix(err.Error(), "json: "))
	}
	if w.ID == nil || w.Logprob == nil || w.Top == nil || *w.Top == nil {
		return errors.New("a token needs id, logprob and top")
	}
	t.ID, t.Logprob, t.Top = *w.ID, *w.Logprob, *w.Top
	return nil
}

// TopLogprob is one alternative at a position, written as the pair [id, logprob].
type TopLogprob struct {
	ID      int64
	Logprob float64
}

// MarshalJSON writes [id,logprob].
func (t TopLogprob) MarshalJSON() ([]byte, error) {
	if math.IsNaN(t.Logprob) || math.IsInf(t.Logprob, 0) {
		return nil, fmt.Errorf("logprob %v is not finite", t.Logprob)
	}
	b := append([]byte{'['}, strconv.FormatInt(t.ID, 10)...)
	lp, err := json.Marshal(t.Logprob)
	if err != nil {
		return nil, err
	}
	return append(append(append(b, ','), lp...), ']'), nil
}

// UnmarshalJSON reads [id,logprob]: exactly two numbers, the first an integer.
func (t *TopLogprob) UnmarshalJSON(b []byte) error {
	var pair []json.Number
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&pair); err != nil || len(pair) != 2 {
		return errors.New("want a pair [id, logprob]")
	}
	id, err := strconv.ParseInt(string(pair[0]), 10, 64)
	if err != nil {
		return fmt.Errorf("id %q is not an integer", clip(string(pair[0])))
	}
	lp, err := pair[1].Float64()
	if err != nil {
		return fmt.Errorf("logprob %q is not a number", clip(string(pair[1])))
	}
	t.ID, t.Logprob = id, lp
	return nil
}

// Validate checks every member against the rules above; all problems at once.
func (t Transcript) Validate() error {
	var p validate.Problems
	p.Check(t.Version == TranscriptVersion, "transcript", "must be %d, got %d", TranscriptVersion, t.Version)
	p.Check(validRequestID(t.RequestID), "request_id", "must be a canonical decimal request id, got %q", clip(t.RequestID))
	p.Check(t.Task.Generates(), "task", "must be %q or %q, got %q", TaskChat, TaskCompletion, clip(string(t.Task)))
	p.Check(validName(t.Model, false), "model", "must be 1 to %d bytes of printable UTF-8, got %q", MaxNameBytes, clip(t.Model))
	p.Check(validName(t.BackendModel, true), "backend_model", "must be at most %d bytes of printable UTF-8", MaxNameBytes)
	p.Check(validName(t.Engine, true), "engine", "must be at most %d bytes of printable UTF-8", MaxNameBytes)
	t.Sampling.check(&p)
	switch t.PromptSource {
	case PromptFromTokenize:
		p.Check(len(t.PromptTokens) > 0, "prompt_tokens", "must not be empty when prompt_source is %q", PromptFromTokenize)
	case PromptUnknown:
		p.Check(len(t.PromptTokens) == 0, "prompt_tokens", "must be empty when prompt_source is %q", PromptUnknown)
	default:
		p.Addf("prompt_source", "must be %q or %q, got %q", PromptFromTokenize, PromptUnknown, clip(t.PromptSource))
	}
	p.Check(len(t.PromptTokens) <= MaxPromptTokens, "prompt_tokens", "must hold at most %d ids, got %d", MaxPromptTokens, len(t.PromptTokens))
	for i, id := range t.PromptTokens {
		if id < 0 || id > MaxTokenID {
			p.Addf("prompt_tokens["+strconv.Itoa(i)+"]", "must be a token id in [0, %d], got %d", int64(MaxTokenID), id)
			break
		}
	}
	p.Check(len(t.Output) <= MaxOutputTokens, "output", "must hold at most %d tokens, got %d", MaxOutputTokens, len(t.Output))
	p.Check(t.Sampling.MaxTokens <= 0 || int64(len(t.Output)) <= t.Sampling.MaxTokens, "output",
		"holds %d tokens, more than sampling.max_tokens %d", len(t.Output), t.Sampling.MaxTokens)
	for i, tok := range t.Output {
		if err := tok.check(t.Sampling.TopLogprobs); err != nil {
			p.Addf("output["+strconv.Itoa(i)+"]", "%v", err)
			break
		}
	}
	p.Check(t.FinishReason != "" && len(t.FinishReason) <= MaxFinishReasonBytes && printableASCII(t.FinishReason), "finish_reason",
		"must be 1 to %d printable ASCII bytes, got %q", MaxFinishReasonBytes, clip(t.FinishReason))
	p.Check(t.OutputHash != (common.Hash{}), "output_hash", "must be the keccak-256 of the output, got zero")
	if err := p.Err(); err != nil {
		return fmt.Errorf("%w: %w", ErrInvalidTranscript, err)
	}
	return nil
}

func (s TranscriptSampling) check(p *validate.Problems) {
	f := func(name string, v *float64, lo, hi float64, open bool) {
		if v != nil {
			p.Check(!math.IsNaN(*v) && *v >= lo && *v <= hi && !(open && *v == lo), "sampling."+name, "must be in [%g, %g], got %v", lo, hi, *v)
		}
	}
	f("temperature", s.Temperature, 0, MaxTemperature, false)
	f("top_p", s.TopP, 0, 1, true)
	if s.TopK != nil {
		p.Check(*s.TopK >= 0 && *s.TopK <= MaxTopK, "sampling.top_k", "must be in [0, %d], got %d", MaxTopK, *s.TopK)
	}
	if s.Seed != nil {
		p.Check(*s.Seed >= 0 && *s.Seed <= MaxSeed, "sampling.seed", "must be in [0, %d], got %d", int64(MaxSeed), *s.Seed)
	}
	p.Check(len(s.Stop) <= MaxStop, "sampling.stop", "must hold at most %d strings, got %d", MaxStop, len(s.Stop))
	for i, st := range s.Stop {
		p.Check(st != "" && len(st) <= MaxStopBytes && utf8.ValidString(st), "sampling.stop["+strconv.Itoa(i)+"]",
			"must be 1 to %d bytes of UTF-8, got %d", MaxStopBytes, len(st))
	}
	p.Check(s.MaxTokens >= 1 && s.MaxTokens <= math.MaxUint32, "sampling.max_tokens", "must be in [1, %d], got %d", uint32(math.MaxUint32), s.MaxTokens)
	p.Check(s.TopLogprobs >= 0 && s.TopLogprobs <= MaxTopLogprobs, "sampling.top_logprobs", "must be in [0, %d], got %d", MaxTopLogprobs, s.TopLogprobs)
}

func (t Token) check(k int) error {
	if t.ID < 0 || t.ID > MaxTokenID {
		return fmt.Errorf("id must be in [0, %d], got %d", int64(MaxTokenID), t.ID)
	}
	if !validLogprob(t.Logprob) {
		return fmt.Errorf("logprob must be in [%g, %g], got %v", float64(MinLogprob), MaxLogprob, t.Logprob)
	}
	if len(t.Top) > k {
		return fmt.Errorf("top holds %d alternatives, more than sampling.top_logprobs %d", len(t.Top), k)
	}
	for i, a := range t.Top {
		switch {
		case a.ID < 0 || a.ID > MaxTokenID:
			return fmt.Errorf("top[%d]: id must be in [0, %d], got %d", i, int64(MaxTokenID), a.ID)
		case !validLogprob(a.Logprob):
			return fmt.Errorf("top[%d]: logprob must be in [%g, %g], got %v", i, float64(MinLogprob), MaxLogprob, a.Logprob)
		case i > 0 && a.Logprob > t.Top[i-1].Logprob:
			return fmt.Errorf("top[%d]: not in order, most likely first", i)
		case slices.ContainsFunc(t.Top[:i], func(b TopLogprob) bool { return b.ID == a.ID }):
			return fmt.Errorf("top[%d]: id %d appears twice", i, a.ID)
		}
	}
	return nil
}

func validLogprob(v float64) bool { return !math.IsNaN(v) && v >= MinLogprob && v <= MaxLogprob }

// SortTop puts the alternatives most likely first, ties by id.
func SortTop(top []TopLogprob) {
	slices.SortStableFunc(top, func(a, b TopLogprob) int {
		switch {
		case a.Logprob > b.Logprob:
			return -1
		case a.Logprob < b.Logprob:
			return 1
		}
		return int(min(max(a.ID-b.ID, -1), 1))
	})
}

// Encode checks t and writes it as JSON (members in the order of the type).
func (t Transcript) Encode() ([]byte, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	if t.PromptTokens == nil {
		t.PromptTokens = []int64{}
	}
	if t.Output == nil {
		t.Output = []Token{}
	}
	for i := range t.Output {
		if t.Output[i].Top == nil {
			t.Output[i].Top = []TopLogprob{}
		}
	}
	b, err := json.Marshal(t)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrInvalidTranscript, err)
	}
	if len(b) > MaxTranscriptBytes {
		return nil, fmt.Errorf("%w: %d bytes, the limit is %d", ErrInvalidTranscript, len(b), MaxTranscriptBytes)
	}
	return b, nil
}

// TranscriptHash is the keccak-256 of b: an encoded transcript's name in the outputs
// store.
func TranscriptHash(b []byte) common.Hash { return crypto.Keccak256Hash(b) }

// DecodeTranscript reads a transcript strictly: at most MaxTranscriptBytes, one JSON
// object, no unknown or repeated member, every member present with its type, then
// Validate.
func DecodeTranscript(b []byte) (Transcript, error) {
	if len(b) > MaxTranscriptBytes {
		return Transcript{}, fmt.Errorf("%w: %d bytes, the limit is %d", ErrInvalidTranscript, len(b), MaxTranscriptBytes)
	}
	if !utf8.Valid(b) {
		return Transcript{}, fmt.Errorf("%w: not UTF-8", ErrInvalidTranscript)
	}
	raw, err := object(b)
	if err != nil {
		return Transcript{}, fmt.Errorf("%w: %w", ErrInvalidTranscript, err)
	}
	required := []string{"transcript", "request_id", "task", "model", "backend_model", "sampling",
		"prompt_source", "prompt_tokens", "output", "finish_reason", "output_hash"}
	var p validate.Problems
	for _, name := range required {
		v, ok := raw[name]
		p.Check(ok && !bytes.Equal(v, []byte("null")), name, "is missing")
	}
	for _, name := range sortedNames(raw) {
		p.Check(name == "engine" || slices.Contains(required, name), clip(name), "is not a member of a transcript")
	}
	if _, ok := raw["sampling"]; ok {
		if s, err := object(raw["sampling"]); err != nil {
			p.Addf("sampling", "must be an object: %v", err)
		} else {
			for _, name := range sortedNames(s) {
				p.Check(slices.Contains([]string{"temperature", "top_p", "top_k", "seed", "stop", "max_tokens", "top_logprobs"}, name),
					"sampling."+clip(name), "is not a member of a transcript's sampling")
			}
		}
	}
	if err := p.Err(); err != nil {
		return Transcript{}, fmt.Errorf("%w: %w", ErrInvalidTranscript, err)
	}
	// The tokens are read one by one, so that a bad one is named by its position.
	type members Transcript
	var w struct {
		members
		Output []json.RawMessage `json:"output"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return Transcript{}, fmt.Errorf("%w: %s", ErrInvalidTranscript, strings.TrimPrefix(err.Error(), "json: "))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Transcript{}, fmt.Errorf("%w: data after the JSON object", ErrInvalidTranscript)
	}
	t := Transcript(w.members)
	if len(w.Output) > MaxOutputTokens {
		return Transcript{}, fmt.Errorf("%w: output: must hold at most %d tokens, got %d", ErrInvalidTranscript, MaxOutputTokens, len(w.Output))
	}
	t.Output = make([]Token, len(w.Output))
	for i, raw := range w.Output {
		if err := t.Output[i].UnmarshalJSON(raw); err != nil {
			return Transcript{}, fmt.Errorf("%w: output[%d]: %w", ErrInvalidTranscript, i, err)
		}
	}
	if err := t.Validate(); err != nil {
		return Transcript{}, err
	}
	return t, nil
}

func validRequestID(s string) bool {
	if s == "" || len(s) > maxRequestIDDigits || s[0] == '0' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// validName: printable UTF-8 (no control characters) of at most MaxNameBytes; empty
// only when allowed.
func validName(s string, emptyOK bool) bool {
	if s == "" {
		return emptyOK
	}
	if len(s) > MaxNameBytes || !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if r < 0x20 || r == 0x7f {
			return false
		}
	}
	return true
}

func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}
