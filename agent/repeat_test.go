package agent

import (
	"bytes"
	"context"
	"errors"
	"testing"
)

func TestRepeat(t *testing.T) {
	b := NewRepeat(NewEcho(), 1<<20)
	for _, tc := range []struct {
		prompt string
		n      uint32
		want   string
	}{{"ab", 5, "ababa"}, {"abc", 3, "abc"}, {"abc", 1, "a"}, {"x", 0, ""}} {
		out, err := b.Infer(context.Background(), Job{Model: RepeatModel, Prompt: []byte(tc.prompt), MaxTokens: tc.n})
		if err != nil || string(out) != tc.want {
			t.Errorf("%q × %d: %q, %v", tc.prompt, tc.n, out, err)
		}
	}
	out, err := b.Infer(context.Background(), Job{Model: RepeatModel, Prompt: []byte("0123456789"), MaxTokens: 1 << 20})
	if err != nil || len(out) != 1<<20 || !bytes.Equal(out[1<<20-6:], []byte("012345")) {
		t.Fatalf("1 MiB: %d bytes, %v", len(out), err)
	}
	if out, err := b.Infer(context.Background(), Job{Model: "echo", Prompt: []byte("hi"), MaxTokens: 3}); err != nil || string(out) != "echo: hi" {
		t.Fatalf("another model goes to the next backend: %q, %v", out, err)
	}
	for name, j := range map[string]Job{
		"empty prompt": {Model: RepeatModel, MaxTokens: 4},
		"too long":     {Model: RepeatModel, Prompt: []byte("a"), MaxTokens: 1<<20 + 1},
	} {
		if _, err := b.Infer(context.Background(), j); !errors.Is(err, ErrBackend) {
			t.Errorf("%s: %v, want ErrBackend", name, err)
		}
	}
}
