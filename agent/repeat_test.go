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
		res, err := b.Infer(context.Background(), plainJob(RepeatModel, tc.prompt, tc.n))
		if err != nil || string(res.Output) != tc.want {
			t.Errorf("%q × %d: %q, %v", tc.prompt, tc.n, res.Output, err)
		}
	}
	res, err := b.Infer(context.Background(), plainJob(RepeatModel, "0123456789", 1<<20))
	if out := res.Output; err != nil || len(out) != 1<<20 || !bytes.Equal(out[1<<20-6:], []byte("012345")) {
		t.Fatalf("1 MiB: %d bytes, %v", len(out), err)
	}
	if res, err := b.Infer(context.Background(), plainJob("echo", "hi", 3)); err != nil || string(res.Output) != "echo: hi" {
		t.Fatalf("another model goes to the next backend: %q, %v", res.Output, err)
	}
	for name, j := range map[string]Job{
		"empty prompt": plainJob(RepeatModel, "", 4),
		"too long":     plainJob(RepeatModel, "a", 1<<20+1),
	} {
		if _, err := b.Infer(context.Background(), j); !errors.Is(err, ErrBackend) {
			t.Errorf("%s: %v, want ErrBackend", name, err)
		}
	}
}
