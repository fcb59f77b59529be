package decisionlog

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// TestAuditChecksTheVerifiersClass: from the record's workers an auditor recomputes
// whether each job of a class model went to a verifier of the worker's class (the
// sample names it). A verifier of another class fails verification.class, as does a
// job of a class model whose sample names no class; one of the class passes; a log
// without class models (a record from before them) is checked exactly as before.
func TestAuditChecksTheVerifiersClass(t *testing.T) {
	const h100, a100 = "h100|vllm|0.11.0|bf16|1|true", "a100|vllm|0.11.0|bf16|1|true"
	cfg := verification.DefaultConfig()
	cfg.ComparableModels = []string{"echo"}
	cfg.ClassModels = []string{"sdxl"}
	bh := "0x" + strings.Repeat("ab", 32)
	sample := func(id, model, class string) verification.Sample {
		return verification.Sample{RequestID: id, Model: model, Worker: "0x0a", BlockHash: bh, OnProbation: true, Rate: 1, Sampled: true, Class: class}
	}
	worker := func(id, class string) scheduler.Worker {
		w := scheduler.Worker{ID: id, Models: []string{"echo", "sdxl"}, StakeWei: scheduler.NewWei(1), MaxJobs: 1, CompletionRate: 1}
		if class != "" {
			w.Determinism = map[string]string{"sdxl": class}
		}
		return w
	}
	ws := []scheduler.Worker{worker("0x000000000000000000000000000000000000000a", h100), worker("0x000000000000000000000000000000000000000b", a100),
		worker("0x000000000000000000000000000000000000000c", h100)}
	job := func(id, verifier string) verification.Assignment {
		return verification.Assignment{RequestID: id, Worker: "0x0a", Verifier: verifier, Attempt: 1, NotBefore: 1, Expiry: 60}
	}
	var prev *Record
	var recs []*Record
	add := func(l *verification.Log) {
		rec, err := NewRecord(uint64(len(recs)+1), 1000, &scheduler.Snapshot{NowMS: 1000, Workers: ws}, scheduler.DefaultConfig(), scheduler.Decision{}, false)
		if err != nil {
			t.Fatal(err)
		}
		if len(l.Samples) > 0 {
			l.Config = &cfg
		}
		rec.Verification = l
		if err := Append(rec, prev); err != nil {
			t.Fatal(err)
		}
		prev = rec
		recs = append(recs, rec)
	}
	add(&verification.Log{Samples: []verification.Sample{sample("1", "sdxl", h100), sample("2", "sdxl", h100), sample("3", "sdxl", ""), sample("4", "echo", "")}})
	add(&verification.Log{Assigned: []verification.Assignment{
		job("1", "0x000000000000000000000000000000000000000b"), // another class
		job("2", "0x000000000000000000000000000000000000000c"), // the class
		job("3", "0x000000000000000000000000000000000000000c"), // a class model without a class
		job("4", "0x000000000000000000000000000000000000000b"), // not a class model
	}})
	v := NewVerifier(nil)
	var fs []Failure
	for _, r := range recs {
		for _, f := range v.Check(r) {
			if f.Check == CheckVerifyClass || f.Check == CheckVerifyDraw {
				fs = append(fs, f)
			}
		}
	}
	if len(fs) != 2 || !strings.Contains(fs[0].Detail, `request 1: verifier 0x000000000000000000000000000000000000000b is of class "a100`) ||
		!strings.Contains(fs[1].Detail, `request 3: model "sdxl" is verified within a class, and the sample names none`) {
		t.Fatalf("failures %v, want request 1's verifier of another class and request 3's missing class", fs)
	}
}

// TestClassesReplay: a record whose workers carry determinism classes encodes them,
// decodes them (strict and fast decoder alike, through VerifyLog) and replays; the same
// round without them writes exactly the bytes it wrote before the member existed (no
// "determinism" key), so records from before it replay as they always did.
func TestClassesReplay(t *testing.T) {
	s := benchSnapshot(20, 4)
	cfg := scheduler.DefaultConfig()
	plain, err := NewRecord(1, s.NowMS, s, cfg, scheduler.Plan(s, cfg), true)
	if err != nil {
		t.Fatal(err)
	}
	if err := Append(plain, nil); err != nil {
		t.Fatal(err)
	}
	plainBytes, err := Encode(plain)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(plainBytes), `"determinism"`) {
		t.Fatal("a record without classes writes a determinism member")
	}
	for i := range s.Workers {
		s.Workers[i].Determinism = map[string]string{s.Workers[i].Models[0]: "h100|vllm|0.11.0|bf16|1|true"}
	}
	rec, err := NewRecord(1, s.NowMS, s, cfg, scheduler.Plan(s, cfg), true)
	if err != nil {
		t.Fatal(err)
	}
	if err := Append(rec, nil); err != nil {
		t.Fatal(err)
	}
	b, err := Encode(rec)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Hash == plain.Hash || !strings.Contains(string(b), `"determinism":{"`) {
		t.Fatal("the classes are not in the record's bytes and hash")
	}
	got, err := Decode(b, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got.Inputs.Workers[0].Determinism[s.Workers[0].Models[0]] != "h100|vllm|0.11.0|bf16|1|true" {
		t.Fatalf("decoded workers %+v", got.Inputs.Workers[0])
	}
	for _, line := range [][]byte{plainBytes, b} {
		var fs []Failure
		if _, err := VerifyLog(context.Background(), bytes.NewReader(append(line, '\n')), VerifyOptions{}, func(f Failure) { fs = append(fs, f) }); err != nil || len(fs) != 0 {
			t.Fatalf("verify log: %v %v", err, fs)
		}
	}
}
