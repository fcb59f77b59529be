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
