package agent

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/infersched/infersched/wire/infer"
)

// TestDishonestLiesOnlyAboutPaidWork: the fault injection changes the output of a paid
// job (so its hash differs from an honest run's) and leaves a verification run honest.
func TestDishonestLiesOnlyAboutPaidWork(t *testing.T) {
	honest, liar := NewEcho(), Dishonest(NewEcho())
	j := plainJob("echo", "hello", 16)
	want, err := honest.Infer(context.Background(), j)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := liar.Infer(context.Background(), j); bytes.Equal(got.Output, want.Output) {
		t.Fatal("the dishonest backend returned the honest output")
	}
	j.Verification = true
	if got, _ := liar.Infer(context.Background(), j); !bytes.Equal(got.Output, want.Output) {
		t.Fatalf("a verification run by a dishonest backend: %q, want %q", got.Output, want.Output)
	}
}

// TestFaultDishonestWraps: worker.fault.dishonest applies the same fault injection; off,
// the backend is the one given.
func TestFaultDishonestWraps(t *testing.T) {
	j := plainJob("echo", "hello", 16)
	want, _ := NewEcho().Infer(context.Background(), j)
	if got, _ := (FaultConfig{}).Wrap(NewEcho()).Infer(context.Background(), j); !bytes.Equal(got.Output, want.Output) {
		t.Fatalf("no fault: %q, want %q", got.Output, want.Output)
	}
	got, _ := (FaultConfig{Dishonest: true}).Wrap(NewEcho()).Infer(context.Background(), j)
	if !bytes.Equal(got.Output, append(want.Output, DishonestSuffix...)) {
		t.Fatalf("fault.dishonest: %q, want the honest output with %q", got.Output, DishonestSuffix)
	}
	cfg := validConfig()
	cfg.Fault.Dishonest = true
	if err := cfg.Validate(); err != nil {
		t.Fatalf("fault.dishonest with the echo backend: %v", err)
	}
}

// transcriptBackend answers every job with one fixed transcript and re-scores by
// echoing a fixed view: a stand-in of a server's answer, to see what the wrapper changes.
type transcriptBackend struct{ tr infer.Transcript }

func (b transcriptBackend) Infer(context.Context, Job) (Result, error) {
	tr := b.tr
	return Result{Output: []byte("text"), Transcript: &tr}, nil
}

func (b transcriptBackend) Rescore(context.Context, string, infer.Transcript) ([]infer.Position, bool, error) {
	return []infer.Position{{Logprob: -1, Rank: 1}}, true, nil
}

// TestDishonestLiesInTheTranscript: a dishonest paid result's transcript claims other
// token ids than the model's (each within the vocabulary: id 0 becomes 1, any other its
// predecessor), leaving the backend's own transcript untouched; a verification run's
// transcript and a re-scoring stay honest, and a backend that cannot re-score still
// cannot.
func TestDishonestLiesInTheTranscript(t *testing.T) {
	honest := transcriptBackend{tr: infer.Transcript{Output: []infer.Token{{ID: 0, Logprob: -0.1}, {ID: 7, Logprob: -0.2}}}}
	liar := Dishonest(honest)
	j := plainJob("m", "hello", 16)
	res, err := liar.Infer(context.Background(), j)
	if err != nil || res.Transcript == nil {
		t.Fatal(err)
	}
	if ids := []int64{res.Transcript.Output[0].ID, res.Transcript.Output[1].ID}; ids[0] != 1 || ids[1] != 6 || honest.tr.Output[1].ID != 7 {
		t.Fatalf("dishonest transcript ids %v (the backend's %v)", ids, honest.tr.Output)
	}
	j.Verification = true
	if res, _ := liar.Infer(context.Background(), j); res.Transcript.Output[1].ID != 7 {
		t.Fatalf("a verification run's transcript changed: %v", res.Transcript.Output)
	}
	rs, ok := liar.(Rescorer)
	if !ok {
		t.Fatal("a dishonest worker cannot re-score")
	}
	if pos, stops, err := rs.Rescore(context.Background(), "m", honest.tr); err != nil || !stops || len(pos) != 1 {
		t.Fatalf("re-scoring through the dishonest wrapper: %v %v %v", pos, stops, err)
	}
	if _, _, err := Dishonest(NewEcho()).(Rescorer).Rescore(context.Background(), "m", honest.tr); !errors.Is(err, ErrBackend) {
		t.Fatalf("re-scoring through echo: %v", err)
	}
}
