package infer

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

func validTranscript() Transcript {
	f, i := 0.0, int64(42)
	return Transcript{
		Version: TranscriptVersion, RequestID: "7", Task: TaskChat, Model: "llama-7b", BackendModel: "meta-llama/Llama-3-8B",
		Engine:       "vllm 0.11 fp16 tp1",
		Sampling:     TranscriptSampling{Sampling: Sampling{Temperature: &f, Seed: &i, Stop: []string{"\n\n"}}, MaxTokens: 8, TopLogprobs: 2},
		PromptSource: PromptFromTokenize, PromptTokens: []int64{1, 3923, 374},
		Output: []Token{
			{ID: 791, Logprob: -0.0123, Top: []TopLogprob{{791, -0.0123}, {578, -4.51}}},
			{ID: 2, Logprob: -1.5, Top: []TopLogprob{{9, -0.5}, {2, -1.5}}},
		},
		FinishReason: "stop", OutputHash: crypto.Keccak256Hash([]byte("The")),
	}
}

func TestTranscriptRoundTrip(t *testing.T) {
	tr := validTranscript()
	b, err := tr.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"top":[[791,-0.0123],[578,-4.51]]`) {
		t.Fatalf("alternatives are not written as pairs: %s", b)
	}
	got, err := DecodeTranscript(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, tr) {
		t.Fatalf("round trip:\n got  %+v\n want %+v", got, tr)
	}
	again, _ := got.Encode()
	if string(again) != string(b) {
		t.Fatalf("re-encoding differs:\n%s\n%s", b, again)
	}
	// No tokenizer: no prompt ids, and the transcript still reads.
	tr.PromptSource, tr.PromptTokens = PromptUnknown, nil
	b, err = tr.Encode()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := DecodeTranscript(b); err != nil {
		t.Fatal(err)
	}
}

// TestDecodeTranscriptRefuses: every bad transcript (it comes from an untrusted
// worker) is refused with the member named, never accepted or a panic.
func TestDecodeTranscriptRefuses(t *testing.T) {
	good, err := validTranscript().Encode()
	if err != nil {
		t.Fatal(err)
	}
	g := string(good)
	for _, tc := range []struct{ name, in, want string }{
		{"not JSON", "{", "malformed JSON"},
		{"array", "[]", "want one object"},
		{"trailing data", g + "{}", "data after"},
		{"unknown member", strings.Replace(g, `{"transcript":1,`, `{"transcript":1,"x":1,`, 1), "x: is not a member"},
		{"member twice", strings.Replace(g, `{"transcript":1,`, `{"transcript":1,"transcript":1,`, 1), "appears twice"},
		{"version", strings.Replace(g, `"transcript":1`, `"transcript":2`, 1), "transcript: must be 1"},
		{"request id", strings.Replace(g, `"request_id":"7"`, `"request_id":"07"`, 1), "request_id"},
		{"task", strings.Replace(g, `"task":"chat"`, `"task":"image"`, 1), "task: must be"},
		{"no model", strings.Replace(g, `"model":"llama-7b"`, `"model":""`, 1), "model: must be"},
		{"control in engine", strings.Replace(g, `fp16`, `fp\u000016`, 1), "engine"},
		{"sampling member", strings.Replace(g, `"max_tokens":8`, `"max_tokens":8,"min_p":0`, 1), "sampling.min_p"},
		{"temperature", strings.Replace(g, `"temperature":0`, `"temperature":3`, 1), "sampling.temperature"},
		{"top_logprobs", strings.Replace(g, `"top_logprobs":2`, `"top_logprobs":21`, 1), "sampling.top_logprobs"},
		{"too many alternatives", strings.Replace(g, `"top_logprobs":2`, `"top_logprobs":1`, 1), "more than sampling.top_logprobs"},
		{"max tokens 0", strings.Replace(g, `"max_tokens":8`, `"max_tokens":0`, 1), "sampling.max_tokens"},
		{"more tokens than max", strings.Replace(g, `"max_tokens":8`, `"max_tokens":1`, 1), "more than sampling.max_tokens"},
		{"prompt source", strings.Replace(g, `"prompt_source":"tokenize"`, `"prompt_source":"guess"`, 1), "prompt_source"},
		{"no prompt ids", strings.Replace(g, `[1,3923,374]`, `[]`, 1), "prompt_tokens: must not be empty"},
		{"negative id", strings.Replace(g, `[1,3923,374]`, `[1,-3,374]`, 1), "prompt_tokens[1]"},
		{"float id", strings.Replace(g, `[1,3923,374]`, `[1,3.5,374]`, 1), "prompt_tokens"},
		{"token without top", strings.Replace(g, `,"top":[[9,-0.5],[2,-1.5]]`, ``, 1), "needs id, logprob and top"},
		{"token null top", strings.Replace(g, `"top":[[9,-0.5],[2,-1.5]]`, `"top":null`, 1), "needs id, logprob and top"},
		{"token member", strings.Replace(g, `{"id":2,`, `{"id":2,"text":"x",`, 1), "token must be"},
		{"token id twice", strings.Replace(g, `{"id":2,`, `{"id":2,"id":3,`, 1), "appears twice"},
		{"positive logprob", strings.Replace(g, `"logprob":-1.5`, `"logprob":1.5`, 1), "output[1]: logprob"},
		{"huge logprob", strings.Replace(g, `"logprob":-1.5`, `"logprob":-1e400`, 1), "output"},
		{"pair of three", strings.Replace(g, `[9,-0.5]`, `[9,-0.5,1]`, 1), "pair"},
		{"pair id not integer", strings.Replace(g, `[9,-0.5]`, `[9.5,-0.5]`, 1), "not an integer"},
		{"alternatives out of order", strings.Replace(g, `[[9,-0.5],[2,-1.5]]`, `[[2,-1.5],[9,-0.5]]`, 1), "not in order"},
		{"alternative twice", strings.Replace(g, `[[9,-0.5],[2,-1.5]]`, `[[9,-0.5],[9,-1.5]]`, 1), "appears twice"},
		{"finish reason", strings.Replace(g, `"finish_reason":"stop"`, `"finish_reason":""`, 1), "finish_reason"},
		{"zero output hash", strings.Replace(g, crypto.Keccak256Hash([]byte("The")).Hex(), "0x"+strings.Repeat("0", 64), 1), "output_hash"},
		{"missing output hash", strings.Replace(g, `,"output_hash":"`+crypto.Keccak256Hash([]byte("The")).Hex()+`"`, ``, 1), "output_hash: is missing"},
		{"not UTF-8", strings.Replace(g, "llama-7b", "llama\xff7b", 1), "not UTF-8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DecodeTranscript([]byte(tc.in))
			if !errors.Is(err, ErrInvalidTranscript) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an ErrInvalidTranscript naming %q", err, tc.want)
			}
		})
	}
	big := make([]byte, MaxTranscriptBytes+1)
	if _, err := DecodeTranscript(big); !errors.Is(err, ErrInvalidTranscript) {
		t.Fatalf("over the bound: %v", err)
	}
}

func TestSortTop(t *testing.T) {
	top := []TopLogprob{{5, -2}, {3, -0.1}, {9, -2}, {1, -2}}
	SortTop(top)
	if want := []TopLogprob{{3, -0.1}, {1, -2}, {5, -2}, {9, -2}}; !reflect.DeepEqual(top, want) {
		t.Fatalf("got %v, want %v", top, want)
	}
}

// FuzzDecodeTranscript: any bytes are a transcript that encodes back to what it
// decodes from, or an ErrInvalidTranscript; never a panic.
func FuzzDecodeTranscript(f *testing.F) {
	good, _ := validTranscript().Encode()
	f.Add(good)
	f.Add([]byte(`{"transcript":1}`))
	f.Add([]byte(strings.Replace(string(good), `"top":[[791,-0.0123],[578,-4.51]]`, `"top":[]`, 1)))
	f.Fuzz(func(t *testing.T, b []byte) {
		tr, err := DecodeTranscript(b)
		if err != nil {
			if !errors.Is(err, ErrInvalidTranscript) {
				t.Fatalf("error does not wrap ErrInvalidTranscript: %v", err)
			}
			return
		}
		enc, err := tr.Encode()
		if err != nil {
			t.Fatalf("accepted transcript does not encode: %v", err)
		}
		again, err := DecodeTranscript(enc)
		if err != nil || !reflect.DeepEqual(again, tr) {
			t.Fatalf("round trip: %s\n -> %+v, %v", enc, again, err)
		}
	})
}
