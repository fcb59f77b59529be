// Package infer is the inference request document: what a request's prompt bytes ask a
// model to do. The prompt is either plain text (one user message, the task the model
// serves by default) or a UTF-8 JSON object whose member "infer" is 1:
//
//	{"infer":1,"task":"chat","messages":[{"role":"system","content":"…"},{"role":"user","content":"…"}],
//	 "temperature":0,"top_p":1,"top_k":0,"seed":42,"stop":["…"]}
//	{"infer":1,"task":"completion","prompt":"…", …the sampling members of chat}
//	{"infer":1,"task":"embedding","input":"…"}
//	{"infer":1,"task":"image","prompt":"…","size":"1024x1024","steps":30,"seed":7}
//	{"infer":1,"task":"transcription","input":"ref:0x<hash>","input_bytes":960000,"language":"en"}
//
// Every member but "infer" and "task" may be absent: the backend's own default applies.
// The number of tokens to generate is never a member: it is the request's on-chain
// maxTokens. A text member may be "ref:0x<64 hex>", an input in the store that the worker
// fetches and checks against the hash (the requester's transaction commits to it).
//
// Parse is the one decoder: the daemon uses it when a request is confirmed (a bad document
// makes the request invalid_request, with the error naming the member), the worker before
// it runs one. It is pure: no I/O, no clock, no state.
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

	"github.com/infersched/infersched/wire"
)

// Version is the only value of the member "infer" this decoder reads.
const Version = 1

// Task is what a request asks of its model.
type Task string

// The tasks.
const (
	TaskChat          Task = "chat"
	TaskCompletion    Task = "completion"
	TaskEmbedding     Task = "embedding"
	TaskImage         Task = "image"
	TaskTranscription Task = "transcription"
)

// Tasks lists every task, in a fixed order.
func Tasks() []Task {
	return []Task{TaskChat, TaskCompletion, TaskEmbedding, TaskImage, TaskTranscription}
}

// Valid reports whether t is one of the tasks.
func (t Task) Valid() bool { return slices.Contains(Tasks(), t) }

// Generates reports whether the task generates tokens (its output is text counted against
// maxTokens, and a transcript of it can be re-scored).
func (t Task) Generates() bool { return t == TaskChat || t == TaskCompletion }

// Roles of a chat message.
const (
	RoleSystem    = "system"
	RoleUser      = "user"
	RoleAssistant = "assistant"
)

// Limits of a document. A document over them is refused with the member named.
const (
	MaxMessages    = 256
	MaxStop        = 4 // OpenAI's limit on stop sequences
	MaxStopBytes   = 256
	MaxTemperature = 2.0
	MaxTopK        = 1 << 16
	MaxSteps       = 1000
	MinImageSide   = 64
	MaxImageSide   = 4096
	MaxLanguageLen = 8
	// MaxInputBytes bounds input_bytes (4 GiB); the input store's own limit is lower.
	MaxInputBytes = 1 << 32
	// MaxSeed is the largest seed: 2^53 − 1, so that it survives a JSON number anywhere.
	MaxSeed = 1<<53 - 1
)

// ErrInvalid wraps every problem of a document; the message names the member.
var ErrInvalid = errors.New("invalid inference request document")

// Message is one turn of a chat.
type Message struct {
	Role    string `json:"role"`
	Content string `json:"content"`
}

// Sampling are the members that steer token sampling. A nil member is absent: the
// backend's default applies.
type Sampling struct {
	Temperature *float64 `json:"temperature,omitempty"`
	TopP        *float64 `json:"top_p,omitempty"`
	// TopK 0 turns top-k off (as llama.cpp); vLLM's spelling of off is -1.
	TopK *int64   `json:"top_k,omitempty"`
	Seed *int64   `json:"seed,omitempty"`
	Stop []string `json:"stop,omitempty"`
}

// Greedy reports whether the sampling is deterministic argmax: temperature 0.
func (s Sampling) Greedy() bool { return s.Temperature != nil && *s.Temperature == 0 }

// Document is a decoded request. A plain prompt has Plain set, no Task and its bytes in
// Prompt: it asks for the model's default task, which the worker's configured endpoint
// decides (chat: one user message; completions: the prompt as it is), as a prompt always
// did before documents existed.
type Document struct {
	Plain bool `json:"-"`
	// Task is empty for a plain prompt.
	Task Task `json:"task,omitempty"`
	// Messages: chat.
	Messages []Message `json:"messages,omitempty"`
	// Prompt: completion and image.
	Prompt string `json:"prompt,omitempty"`
	// Input: embedding (text) and transcription (audio bytes, as a ref).
	Input string `json:"input,omitempty"`
	Sampling
	// Size ("WxH") and Steps: image.
	Size  string `json:"size,omitempty"`
	Steps *int64 `json:"steps,omitempty"`
	// Language (ISO-639-1, e.g. "en"): transcription.
	Language string `json:"language,omitempty"`
	// InputBytes: transcription, the size of the audio its input names. The plan counts
	// the transcription's time from it at the workers' measured audio_bps; absent, the
	// model's processing_ms. It is the requester's word: a figure that does not match
	// the input misleads only this request's own estimate, and the worker refuses the
	// job (the input it fetched is not the one described).
	InputBytes *int64 `json:"input_bytes,omitempty"`
}

// IsDocument reports whether prompt is meant as a document: its first byte other than
// white space is '{' and it holds the member name "infer". Anything else is plain text.
// Such a prompt that does not decode is an invalid document, never plain text, so that a
// typo in a document is said, not run as a literal prompt.
func IsDocument(prompt []byte) bool {
	t := bytes.TrimLeft(prompt, " \t\r\n")
	return len(t) > 0 && t[0] == '{' && bytes.Contains(t, []byte(`"infer"`))
}

// Parse reads a request's prompt bytes. A plain prompt is one user message (any bytes:
// a worker whose backend needs text refuses bytes that are not UTF-8). A document is
// decoded strictly: one JSON object, no unknown members, each member of the right type and
// in range, only the members of its task; every problem is reported at once.
func Parse(prompt []byte) (Document, error) {
	if !IsDocument(prompt) {
		return Document{Plain: true, Prompt: string(prompt)}, nil
	}
	if !utf8.Valid(prompt) {
		return Document{}, fmt.Errorf("%w: not UTF-8", ErrInvalid)
	}
	raw, err := object(prompt)
	if err != nil {
		return Document{}, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	var d Document
	var p problems
	v, ok := raw["infer"]
	if n, isInt := intMember(v); !ok || !isInt || n != Version {
		p.add("infer", "must be %d, got %s", Version, show(v, ok))
	}
	t, ok := raw["task"]
	var task string
	if !ok || json.Unmarshal(t, &task) != nil || !Task(task).Valid() {
		p.add("task", "must be one of %s, got %s", taskList(), show(t, ok))
	}
	d.Task = Task(task)
	allowed := members[d.Task]
	for _, name := range sortedNames(raw) {
		if name == "infer" || name == "task" {
			continue
		}
		if !slices.Contains(allowed, name) {
			if slices.Contains(allMembers, name) && d.Task.Valid() {
				p.add(name, "is not a member of task %q (its members: %s)", d.Task, strings.Join(allowed, ", "))
			} else {
				p.add(name, "is not a member of an inference request document")
			}
			continue
		}
		d.member(name, raw[name], &p)
	}
	if d.Task.Valid() {
		d.required(raw, &p)
	}
	if err := p.err(); err != nil {
		return Document{}, err
	}
	return d, nil
}

// members lists each task's members besides "infer" and "task".
var members = map[Task][]string{
	TaskChat:          {"messages", "temperature", "top_p", "top_k", "seed", "stop"},
	TaskCompletion:    {"prompt", "temperature", "top_p", "top_k", "seed", "stop"},
	TaskEmbedding:     {"input"},
	TaskImage:         {"prompt", "size", "steps", "seed"},
	TaskTranscription: {"input", "input_bytes", "language"},
}

var allMembers = []string{"messages", "prompt", "input", "temperature", "top_p", "top_k", "seed", "stop", "size", "steps", "language", "input_bytes"}

// required: the member that carries what the task works on must be there.
func (d *Document) required(raw map[string]json.RawMessage, p *problems) {
	need := map[Task]string{TaskChat: "messages", TaskCompletion: "prompt", TaskEmbedding: "input",
		TaskImage: "prompt", TaskTranscription: "input"}[d.Task]
	if _, ok := raw[need]; !ok {
		p.add(need, "is missing (task %q needs it)", d.Task)
	} else if p.ok(need) && (need == "prompt" && d.Prompt == "" || need == "input" && d.Input == "") {
		p.add(need, "must not be empty")
	}
}

func (d *Document) member(name string, v json.RawMessage, p *problems) {
	switch name {
	case "messages":
		d.Messages = messages(v, p)
	case "prompt":
		d.Prompt = text(name, v, p)
	case "input":
		d.Input = text(name, v, p)
		if d.Task == TaskTranscription && d.Input != "" {
			if _, ok := wire.ParseInputRef([]byte(d.Input)); !ok {
				p.add(name, "must be an uploaded input, \"ref:0x\" and its 64 lowercase hex digits (POST /v1/inputs)")
			}
		}
	case "temperature":
		d.Temperature = number(name, v, 0, MaxTemperature, p)
	case "top_p":
		if f := number(name, v, 0, 1, p); f != nil {
			if *f == 0 {
				p.add(name, "must be in (0, 1], got 0")
			} else {
				d.TopP = f
			}
		}
	case "top_k":
		d.TopK = integer(name, v, 0, MaxTopK, p)
	case "seed":
		d.Seed = integer(name, v, 0, MaxSeed, p)
	case "stop":
		d.Stop = stops(v, p)
	case "size":
		s := text(name, v, p)
		if p.ok(name) {
			if _, _, err := ImageSize(s); err != nil {
				p.add(name, "%v", err)
			} else {
				d.Size = s
			}
		}
	case "steps":
		d.Steps = integer(name, v, 1, MaxSteps, p)
	case "input_bytes":
		d.InputBytes = integer(name, v, 1, MaxInputBytes, p)
	case "language":
		s := text(name, v, p)
		if !validLanguage(s) {
			if p.ok(name) {
				p.add(name, "must be an ISO-639 code of 2 to %d lowercase letters (e.g. \"en\"), got %q", MaxLanguageLen, clip(s))
			}
		} else {
			d.Language = s
		}
	}
}

// ImageSize parses "WxH" with each side an integer in [MinImageSide, MaxImageSide] and a
// multiple of 8.
func ImageSize(s string) (w, h int, err error) {
	ws, hs, ok := strings.Cut(s, "x")
	if !ok {
		return 0, 0, fmt.Errorf(`must be "WIDTHxHEIGHT" (e.g. "1024x1024"), got %q`, clip(s))
	}
	w, err1 := strconv.Atoi(ws)
	h, err2 := strconv.Atoi(hs)
	if err1 != nil || err2 != nil || ws != strconv.Itoa(w) || hs != strconv.Itoa(h) {
		return 0, 0, fmt.Errorf(`must be "WIDTHxHEIGHT" in decimal (e.g. "1024x1024"), got %q`, clip(s))
	}
	for _, n := range []int{w, h} {
		if n < MinImageSide || n > MaxImageSide || n%8 != 0 {
			return 0, 0, fmt.Errorf("sides must be multiples of 8 in [%d, %d], got %q", MinImageSide, MaxImageSide, clip(s))
		}
	}
	return w, h, nil
}

// object decodes one JSON object into its members, refusing a member named twice (which
// decoders resolve differently) and anything after the object.
func object(b []byte) (map[string]json.RawMessage, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, errors.New("malformed JSON: want one object")
	}
	raw := map[string]json.RawMessage{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("malformed JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
		}
		name, _ := t.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, fmt.Errorf("malformed JSON at member %q: %s", clip(name), strings.TrimPrefix(err.Error(), "json: "))
		}
		if _, dup := raw[name]; dup {
			return nil, fmt.Errorf("%s: appears twice", clip(name))
		}
		raw[name] = v
	}
	if _, err := dec.Token(); err != nil {
		return nil, fmt.Errorf("malformed JSON: %s", strings.TrimPrefix(err.Error(), "json: "))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return nil, errors.New("data after the JSON object")
	}
	return raw, nil
}

func messages(v json.RawMessage, p *problems) []Message {
	var items []json.RawMessage
	if json.Unmarshal(v, &items) != nil || items == nil {
		p.add("messages", "must be an array of {\"role\",\"content\"} objects, got %s", show(v, true))
		return nil
	}
	if len(items) == 0 || len(items) > MaxMessages {
		p.add("messages", "must hold 1 to %d messages, got %d", MaxMessages, len(items))
		return nil
	}
	out := make([]Message, 0, len(items))
	for i, it := range items {
		at := "messages[" + strconv.Itoa(i) + "]"
		m, err := object(it)
		if err != nil {
			p.add(at, "must be an object {\"role\",\"content\"}: %v", err)
			continue
		}
		for _, k := range sortedNames(m) {
			if k != "role" && k != "content" {
				p.add(at+"."+k, "is not a member of a message (role, content)")
			}
		}
		var msg Message
		r, ok := m["role"]
		if !ok || json.Unmarshal(r, &msg.Role) != nil || !validRole(msg.Role) {
			p.add(at+".role", "must be %q, %q or %q, got %s", RoleSystem, RoleUser, RoleAssistant, show(r, ok))
		}
		if c, ok := m["content"]; !ok {
			p.add(at+".content", "is missing")
		} else {
			msg.Content = text(at+".content", c, p)
		}
		out = append(out, msg)
	}
	return out
}

func validRole(r string) bool { return r == RoleSystem || r == RoleUser || r == RoleAssistant }

func stops(v json.RawMessage, p *problems) []string {
	var one string
	if json.Unmarshal(v, &one) == nil {
		v = json.RawMessage(`[` + string(v) + `]`)
	}
	var list []string
	if json.Unmarshal(v, &list) != nil || list == nil {
		p.add("stop", "must be a string or an array of strings, got %s", show(v, true))
		return nil
	}
	if len(list) > MaxStop {
		p.add("stop", "must hold at most %d strings, got %d", MaxStop, len(list))
		return nil
	}
	for i, s := range list {
		if s == "" || len(s) > MaxStopBytes {
			p.add("stop["+strconv.Itoa(i)+"]", "must be 1 to %d bytes, got %d", MaxStopBytes, len(s))
			return nil
		}
	}
	return list
}

// text reads a string member; a "ref:" string must be a well-formed input reference.
func text(name string, v json.RawMessage, p *problems) string {
	var s string
	if json.Unmarshal(v, &s) != nil {
		p.add(name, "must be a string, got %s", show(v, true))
		return ""
	}
	if strings.HasPrefix(s, wire.InputRefPrefix) {
		if _, ok := wire.ParseInputRef([]byte(s)); !ok {
			p.add(name, "starts with %q but is not an input reference (\"ref:0x\" and 64 lowercase hex digits)", wire.InputRefPrefix)
		}
	}
	return s
}

// number reads a JSON number in [lo, hi].
func number(name string, v json.RawMessage, lo, hi float64, p *problems) *float64 {
	var n json.Number
	if len(v) == 0 || v[0] == '"' || json.Unmarshal(v, &n) != nil {
		p.add(name, "must be a number in [%g, %g], got %s", lo, hi, show(v, true))
		return nil
	}
	f, err := n.Float64()
	if err != nil || math.IsNaN(f) || f < lo || f > hi {
		p.add(name, "must be a number in [%g, %g], got %s", lo, hi, clip(n.String()))
		return nil
	}
	return &f
}

// integer reads a JSON integer in [lo, hi] (1.0 and 1e3 are integers; 1.5 is not).
func integer(name string, v json.RawMessage, lo, hi int64, p *problems) *int64 {
	n, isInt := intMember(v)
	if !isInt || n < lo || n > hi {
		p.add(name, "must be an integer in [%d, %d], got %s", lo, hi, show(v, true))
		return nil
	}
	return &n
}

// intMember reads v as an integer that a float64 holds exactly (|n| ≤ 2^53).
func intMember(v json.RawMessage) (int64, bool) {
	var n json.Number
	if len(v) == 0 || v[0] == '"' || json.Unmarshal(v, &n) != nil { // json.Number takes "1" too
		return 0, false
	}
	if i, err := n.Int64(); err == nil {
		return i, i >= -MaxSeed && i <= MaxSeed
	}
	f, err := n.Float64()
	if err != nil || f != math.Trunc(f) || math.Abs(f) > MaxSeed {
		return 0, false
	}
	return int64(f), true
}

func validLanguage(s string) bool {
	if len(s) < 2 || len(s) > MaxLanguageLen {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && !(c == '-' && i > 1) {
			return false
		}
	}
	return true
}

// Refs lists the inputs the document names (each text member that is a reference), in
// the order of the members, without repeats. A plain prompt that is a reference is one.
func (d Document) Refs() []common.Hash {
	var out []common.Hash
	add := func(s string) {
		if h, ok := wire.ParseInputRef([]byte(s)); ok && !slices.Contains(out, h) {
			out = append(out, h)
		}
	}
	for _, m := range d.Messages {
		add(m.Content)
	}
	add(d.Prompt)
	add(d.Input)
	return out
}

// TextBytes is the number of bytes of text the model reads, references left out: the
// basis of a prompt-token estimate before the input is fetched.
func (d Document) TextBytes() int {
	n := 0
	count := func(s string) {
		if _, ok := wire.ParseInputRef([]byte(s)); !ok {
			n += len(s)
		}
	}
	for _, m := range d.Messages {
		count(m.Content)
	}
	count(d.Prompt)
	count(d.Input)
	return n
}

// Resolve returns d with every reference replaced by the input it names, as fetch
// returns it (the caller checks the bytes against the hash). A document's text member
// must resolve to UTF-8; a plain prompt may resolve to any bytes (a backend that needs
// text refuses bytes that are not); a transcription's input stays a reference (its bytes
// are audio, sent as a file, never as text): the caller fetches it with Refs.
func (d Document) Resolve(fetch func(common.Hash) ([]byte, error)) (Document, error) {
	get := func(at, s string) (string, error) {
		h, ok := wire.ParseInputRef([]byte(s))
		if !ok {
			return s, nil
		}
		b, err := fetch(h)
		if err != nil {
			return "", fmt.Errorf("%s: input %s: %w", at, h.Hex(), err)
		}
		if !d.Plain && !utf8.Valid(b) {
			return "", fmt.Errorf("%w: %s: input %s is not UTF-8 text", ErrInvalid, at, h.Hex())
		}
		return string(b), nil
	}
	out := d
	out.Messages = slices.Clone(d.Messages)
	var err error
	for i := range out.Messages {
		if out.Messages[i].Content, err = get("messages["+strconv.Itoa(i)+"].content", out.Messages[i].Content); err != nil {
			return Document{}, err
		}
	}
	if out.Prompt, err = get("prompt", out.Prompt); err != nil {
		return Document{}, err
	}
	if d.Task != TaskTranscription {
		if out.Input, err = get("input", out.Input); err != nil {
			return Document{}, err
		}
	}
	return out, nil
}

// Bytes is the prompt d stands for: a plain prompt's bytes, or the document as one JSON
// object with "infer" first and the members in a fixed order. Parse(d.Bytes()) gives d
// back for a document Parse returned (an error only for values Parse never returns, such
// as a NaN temperature).
func (d Document) Bytes() ([]byte, error) {
	if d.Plain {
		return []byte(d.Prompt), nil
	}
	type doc struct {
		Infer int `json:"infer"`
		Document
	}
	return json.Marshal(doc{Infer: Version, Document: d})
}

// problems collects a document's problems, each naming its member.
type problems struct {
	list []string
	bad  map[string]bool
}

func (p *problems) add(member, format string, args ...any) {
	if p.bad == nil {
		p.bad = map[string]bool{}
	}
	p.bad[member] = true
	p.list = append(p.list, member+": "+fmt.Sprintf(format, args...))
}

// ok reports whether member has no problem yet.
func (p *problems) ok(member string) bool { return !p.bad[member] }

func (p *problems) err() error {
	if len(p.list) == 0 {
		return nil
	}
	return fmt.Errorf("%w: %s", ErrInvalid, strings.Join(p.list, "; "))
}

func show(v json.RawMessage, present bool) string {
	if !present {
		return "nothing (the member is missing)"
	}
	return clip(string(v))
}

func clip(s string) string {
	if len(s) > 64 {
		return s[:64] + "…"
	}
	return s
}

func sortedNames(m map[string]json.RawMessage) []string {
	names := make([]string, 0, len(m))
	for k := range m {
		names = append(names, k)
	}
	slices.Sort(names)
	return names
}

func taskList() string {
	var b []string
	for _, t := range Tasks() {
		b = append(b, strconv.Quote(string(t)))
	}
	return strings.Join(b, ", ")
}
