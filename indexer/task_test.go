package indexer

import "testing"

func TestTaskOf(t *testing.T) {
	for in, want := range map[string]string{
		"hello": "", `{"infer":1,"task":"image","prompt":"a fox"}`: "image",
		`{"infer":1,"task":"embedding","input":"x"}`:                 "embedding",
		`{"infer":1,"task":"image","prompt":"a fox","colour":"red"}`: "", // invalid: no task
		`{"hello":1}`: "",
	} {
		if got := taskOf([]byte(in)); got != want {
			t.Errorf("%s: %q, want %q", in, got, want)
		}
	}
}
