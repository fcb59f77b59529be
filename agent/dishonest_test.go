package agent

import (
	"bytes"
	"context"
	"testing"
)

// TestDishonestLiesOnlyAboutPaidWork: the fault injection changes the output of a paid
// job (so its hash differs from an honest run's) and leaves a verification run honest.
func TestDishonestLiesOnlyAboutPaidWork(t *testing.T) {
	honest, liar := NewEcho(), Dishonest(NewEcho())
	j := Job{RequestID: "1", Model: "echo", Prompt: []byte("hello"), MaxTokens: 16}
	want, err := honest.Infer(context.Background(), j)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := liar.Infer(context.Background(), j); bytes.Equal(got, want) {
		t.Fatal("the dishonest backend returned the honest output")
	}
	j.Verification = true
	if got, _ := liar.Infer(context.Background(), j); !bytes.Equal(got, want) {
		t.Fatalf("a verification run by a dishonest backend: %q, want %q", got, want)
	}
}
