package infer

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

const ref = "ref:0x1c8aff950685c2ed4bc3174f3472287b56d9517b9c948127319a09a7a36deac8"

func TestParseValid(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	i := func(v int64) *int64 { return &v }
	for _, tc := range []struct {
		name, in string
		want     Document
	}{
		{"plain", "hello", Document{Plain: true, Prompt: "hello"}},
		{"plain JSON without infer", `{"hello":1}`, Document{Plain: true, Prompt: `{"hello":1}`}},
		{"plain bytes", "\x89PNG\r\n", Document{Plain: true, Prompt: "\x89PNG\r\n"}},
		{"chat", `{"infer":1,"task":"chat","messages":[{"role":"system","content":"be brief"},{"role":"user","content":"hi"}],"temperature":0,"top_p":1,"top_k":0,"seed":42,"stop":["\n\n"]}`,
			Document{Task: TaskChat, Messages: []Message{{"system", "be brief"}, {"user", "hi"}},
				Sampling: Sampling{Temperature: f(0), TopP: f(1), TopK: i(0), Seed: i(42), Stop: []string{"\n\n"}}}},
		{"chat, stop as one string, seed 1e3", ` {"task":"chat","infer":1.0,"messages":[{"content":"x","role":"assistant"}],"stop":"END","seed":1e3}`,
			Document{Task: TaskChat, Messages: []Message{{"assistant", "x"}}, Sampling: Sampling{Seed: i(1000), Stop: []string{"END"}}}},
		{"completion", `{"infer":1,"task":"completion","prompt":"Once","temperature":0.8,"seed":7}`,
			Document{Task: TaskCompletion, Prompt: "Once", Sampling: Sampling{Temperature: f(0.8), Seed: i(7)}}},
		{"embedding", `{"infer":1,"task":"embedding","input":"a sentence"}`, Document{Task: TaskEmbedding, Input: "a sentence"}},
		{"image", `{"infer":1,"task":"image","prompt":"a red fox","size":"1024x768","steps":30,"seed":7}`,
			Document{Task: TaskImage, Prompt: "a red fox", Size: "1024x768", Steps: i(30), Sampling: Sampling{Seed: i(7)}}},
		{"transcription", `{"infer":1,"task":"transcription","input":"` + ref + `","language":"en"}`,
			Document{Task: TaskTranscription, Input: ref, Language: "en"}},
		{"transcription with its size", `{"infer":1,"task":"transcription","input":"` + ref + `","input_bytes":960000}`,
			Document{Task: TaskTranscription, Input: ref, InputBytes: i(960_000)}},
		{"ref in a message", `{"infer":1,"task":"chat","messages":[{"role":"user","content":"` + ref + `"}]}`,
			Document{Task: TaskChat, Messages: []Message{{"user", ref}}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Parse([]byte(tc.in))
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("got  %+v\nwant %+v", got, tc.want)
			}
			b, err := got.Bytes()
			if err != nil {
				t.Fatal(err)
			}
			again, err := Parse(b)
			if err != nil || !reflect.DeepEqual(again, got) {
				t.Fatalf("Bytes does not parse back: %s: %+v, %v", b, again, err)
			}
		})
	}
}

// TestParseInvalid: every bad document is refused with the member it concerns named.
func TestParseInvalid(t *testing.T) {
	chat := func(extra string) string {
		return `{"infer":1,"task":"chat","messages":[{"role":"user","content":"hi"}]` + extra + `}`
	}
	for _, tc := range []struct{ in, want string }{
		{`{"infer":1,"task":"chat","messages":[{"role":"user","content":"hi"}],}`, "malformed JSON"},
		{`{"infer":1} trailing`, "data after the JSON object"},
		{`{"infer":2,"task":"chat","messages":[]}`, "infer: must be 1, got 2"},
		{`{"infer":"1","task":"chat","messages":[{"role":"user","content":"x"}]}`, `infer: must be 1, got "1"`},
		{`{"infer":1,"task":"sing"}`, `task: must be one of "chat", "completion", "embedding", "image", "transcription", got "sing"`},
		{`{"infer":1}`, "task: must be one of"},
		{`{"infer":1,"task":"chat","task":"image","messages":[]}`, "task: appears twice"},
		{chat(`,"temprature":0`), "temprature: is not a member of an inference request document"},
		{chat(`,"size":"64x64"`), `size: is not a member of task "chat"`},
		{chat(`,"temperature":"hot"`), `temperature: must be a number in [0, 2], got "hot"`},
		{chat(`,"temperature":2.5`), "temperature: must be a number in [0, 2], got 2.5"},
		{chat(`,"top_p":0`), "top_p: must be in (0, 1], got 0"},
		{chat(`,"top_k":-1`), "top_k: must be an integer in [0, 65536], got -1"},
		{chat(`,"seed":1.5`), "seed: must be an integer in [0, 9007199254740991], got 1.5"},
		{chat(`,"seed":1e300`), "seed: must be an integer"},
		{chat(`,"stop":["a","b","c","d","e"]`), "stop: must hold at most 4 strings, got 5"},
		{chat(`,"stop":[""]`), "stop[0]: must be 1 to 256 bytes, got 0"},
		{chat(`,"stop":7`), "stop: must be a string or an array of strings, got 7"},
		{`{"infer":1,"task":"chat","messages":[]}`, "messages: must hold 1 to 256 messages, got 0"},
		{`{"infer":1,"task":"chat","messages":"hi"}`, `messages: must be an array of {"role","content"} objects, got "hi"`},
		{`{"infer":1,"task":"chat","messages":[{"role":"tool","content":"x"}]}`, `messages[0].role: must be "system", "user" or "assistant", got "tool"`},
		{`{"infer":1,"task":"chat","messages":[{"role":"user"}]}`, "messages[0].content: is missing"},
		{`{"infer":1,"task":"chat","messages":[{"role":"user","content":"x","name":"n"}]}`, "messages[0].name: is not a member of a message"},
		{`{"infer":1,"task":"chat","messages":[{"role":"user","content":5}]}`, "messages[0].content: must be a string, got 5"},
		{`{"infer":1,"task":"chat","messages":[{"role":"user","content":"ref:0xABC"}]}`, "messages[0].content: starts with \"ref:\" but is not an input reference"},
		{`{"infer":1,"task":"chat"}`, `messages: is missing (task "chat" needs it)`},
		{`{"infer":1,"task":"completion","prompt":""}`, "prompt: must not be empty"},
		{`{"infer":1,"task":"image","prompt":"fox","size":"1004x1000"}`, "size: sides must be multiples of 8"},
		{`{"infer":1,"task":"image","prompt":"fox","size":"big"}`, `size: must be "WIDTHxHEIGHT"`},
		{`{"infer":1,"task":"image","prompt":"fox","steps":0}`, "steps: must be an integer in [1, 1000], got 0"},
		{`{"infer":1,"task":"transcription","input":"hello"}`, `input: must be an uploaded input`},
		{`{"infer":1,"task":"transcription","input":"` + ref + `","input_bytes":0}`, "input_bytes: must be an integer in [1, 4294967296], got 0"},
		{`{"infer":1,"task":"transcription","input":"` + ref + `","input_bytes":"9"}`, "input_bytes: must be an integer"},
		{`{"infer":1,"task":"embedding","input":"x","input_bytes":9}`, "input_bytes"},
		{`{"infer":1,"task":"transcription","input":"` + ref + `","language":"English"}`, `language: must be an ISO-639 code`},
		{`{"infer":1,"task":"embedding"}`, `input: is missing (task "embedding" needs it)`},
		{"{\"infer\":1,\"task\":\"chat\",\"messages\":[{\"role\":\"user\",\"content\":\"\xff\"}]}", "not UTF-8"},
	} {
		_, err := Parse([]byte(tc.in))
		if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Parse(%s):\n got  %v\n want an ErrInvalid with %q", tc.in, err, tc.want)
		}
	}
}

// TestParseReportsEveryProblem: one answer names every bad member, not just the first.
func TestParseReportsEveryProblem(t *testing.T) {
	_, err := Parse([]byte(`{"infer":1,"task":"chat","messages":[{"role":"x","content":"y"}],"temperature":-1,"top_k":"a"}`))
	for _, want := range []string{"messages[0].role", "temperature", "top_k"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v does not name %s", err, want)
		}
	}
}

func TestRefsAndResolve(t *testing.T) {
	text := []byte("a long system prompt")
	audio := []byte{0x52, 0x49, 0x46, 0x46, 0xff, 0x00}
	th, ah := crypto.Keccak256Hash(text), crypto.Keccak256Hash(audio)
	store := map[common.Hash][]byte{th: text, ah: audio}
	fetch := func(h common.Hash) ([]byte, error) {
		if b, ok := store[h]; ok {
			return b, nil
		}
		return nil, errors.New("no such input")
	}
	tref, aref := "ref:"+strings.ToLower(th.Hex()), "ref:"+strings.ToLower(ah.Hex())
	d, err := Parse([]byte(`{"infer":1,"task":"chat","messages":[{"role":"system","content":"` + tref + `"},{"role":"user","content":"hi"},{"role":"user","content":"` + tref + `"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Refs(); !reflect.DeepEqual(got, []common.Hash{th}) {
		t.Fatalf("Refs = %v, want the one input once", got)
	}
	if d.TextBytes() != 2 {
		t.Fatalf("TextBytes = %d, want 2 (references left out)", d.TextBytes())
	}
	r, err := d.Resolve(fetch)
	if err != nil {
		t.Fatal(err)
	}
	if r.Messages[0].Content != string(text) || r.Messages[2].Content != string(text) || d.Messages[0].Content != tref {
		t.Fatalf("Resolve: %+v (the original must keep its references: %+v)", r.Messages, d.Messages)
	}
	// A text member that names bytes that are not text is refused, naming the member.
	bad, _ := Parse([]byte(`{"infer":1,"task":"completion","prompt":"` + aref + `"}`))
	if _, err := bad.Resolve(fetch); !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "prompt: input") {
		t.Fatalf("binary text member: %v", err)
	}
	// A transcription's audio stays a reference; a plain prompt resolves to its bytes.
	tr, _ := Parse([]byte(`{"infer":1,"task":"transcription","input":"` + aref + `"}`))
	if r, err := tr.Resolve(fetch); err != nil || r.Input != aref || !reflect.DeepEqual(tr.Refs(), []common.Hash{ah}) {
		t.Fatalf("transcription: %+v %v", r, err)
	}
	pl, _ := Parse([]byte(aref))
	if r, err := pl.Resolve(fetch); err != nil || !bytes.Equal([]byte(r.Prompt), audio) {
		t.Fatalf("plain reference: %q %v", r.Prompt, err)
	}
	if _, err := pl.Resolve(func(common.Hash) ([]byte, error) { return nil, errors.New("gone") }); err == nil {
		t.Fatal("a fetch failure must fail Resolve")
	}
}

// FuzzParse: Parse never panics, a document it accepts encodes and parses back to itself,
// and its error always wraps ErrInvalid.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"hello", `{"infer":1,"task":"chat","messages":[{"role":"user","content":"hi"}],"temperature":0.7,"seed":3,"stop":"x"}`,
		`{"infer":1,"task":"image","prompt":"p","size":"512x512","steps":20}`,
		`{"infer":1,"task":"transcription","input":"` + ref + `","language":"pt-br"}`,
		`{"infer":1,"task":"transcription","input":"` + ref + `","input_bytes":64000}`,
		`{"infer":1,"task":"completion","prompt":"p","top_k":40,"top_p":0.9}`, `{"infer":1,"task":"embedding","input":"x"}`,
		`{"infer" : 1e0, "task":"chat","messages":[{"role":"user","content":"\u00e9"}]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := Parse(b)
		if err != nil {
			if !errors.Is(err, ErrInvalid) {
				t.Fatalf("error does not wrap ErrInvalid: %v", err)
			}
			return
		}
		enc, err := d.Bytes()
		if err != nil {
			t.Fatalf("accepted document does not encode: %+v: %v", d, err)
		}
		again, err := Parse(enc)
		if err != nil || !reflect.DeepEqual(again, d) {
			t.Fatalf("round trip: %q\n -> %s\n -> %+v, %v\n want %+v", b, enc, again, err, d)
		}
	})
}
