package simulate

import (
	"bytes"
	"errors"
	"io"
	"math/big"
	"strings"
	"testing"
)

const goodLine = `{"t_ms":1200,"model":"llama-7b","task":"chat","prompt_tokens":1020,"output_tokens":129,"fee_wei":"3000000000000000","deadline_ms":120000}`

func TestTraceLineRoundTrip(t *testing.T) {
	r, err := parseLine([]byte(goodLine))
	if err != nil {
		t.Fatal(err)
	}
	want := Request{TMS: 1200, Model: "llama-7b", Task: TaskChat, PromptTokens: 1020, OutputTokens: 129,
		FeeWei: big.NewInt(3e15), DeadlineMS: 120000}
	if r.TMS != want.TMS || r.Model != want.Model || r.Task != want.Task || r.PromptTokens != want.PromptTokens ||
		r.OutputTokens != want.OutputTokens || r.FeeWei.Cmp(want.FeeWei) != 0 || r.DeadlineMS != want.DeadlineMS {
		t.Fatalf("got %+v", r)
	}
	if got := string(AppendLine(nil, &r)); got != goodLine+"\n" {
		t.Fatalf("written back as %s", got)
	}
	// Spaces, another member order and escapes read the same.
	spaced := ` { "deadline_ms" : 120000, "fee_wei": "3000000000000000", "output_tokens":129, "prompt_tokens":1020, "task":"ch\u0061t", "model":"llama-7b", "t_ms":1200 } `
	r2, err := parseLine([]byte(spaced))
	if err != nil || r2.Task != TaskChat || r2.TMS != 1200 {
		t.Fatalf("spaced: %+v, %v", r2, err)
	}
}

// Every bad line is refused with its line number and the member at fault.
func TestTraceDecoderNamesLineAndMember(t *testing.T) {
	repl := func(old, new string) string { return strings.Replace(goodLine, old, new, 1) }
	cases := []struct {
		line, want string
	}{
		{repl(`"t_ms":1200,`, ``), `line 2: member "t_ms": missing`},
		{repl(`"task":"chat"`, `"task":"summarise"`), `line 2: member "task": "summarise" is not a task`},
		{repl(`"fee_wei":"3000000000000000"`, `"fee_wei":3000000000000000`), `line 2: member "fee_wei": want a decimal string of wei`},
		{repl(`"fee_wei":"3000000000000000"`, `"fee_wei":"-3"`), `line 2: member "fee_wei": want a decimal string of wei, got "-3"`},
		{repl(`"fee_wei":"3000000000000000"`, `"fee_wei":"2`+strings.Repeat("0", 77)+`"`), `line 2: member "fee_wei": 2` + strings.Repeat("0", 77) + ` is above a uint256`},
		{repl(`"prompt_tokens":1020`, `"prompt_tokens":-4`), `line 2: member "prompt_tokens": want a non-negative integer, got -4`},
		{repl(`"prompt_tokens":1020`, `"prompt_tokens":1.5`), `line 2: member "prompt_tokens": want a non-negative integer, got 1.5`},
		{repl(`"prompt_tokens":1020`, `"prompt_tokens":"1020"`), `line 2: member "prompt_tokens": want a number, got a string`},
		{repl(`"output_tokens":129`, `"output_tokens":4294967296`), `line 2: member "output_tokens": must be at most 4294967295, got 4294967296`},
		{repl(`"deadline_ms":120000`, `"deadline_ms":0`), `line 2: member "deadline_ms": must be positive`},
		{repl(`"model":"llama-7b"`, `"model":"llama 7b"`), `line 2: member "model": "llama 7b" is not a model name`},
		{repl(`"model":"llama-7b",`, `"model":"llama-7b","model":"x",`), `line 2: member "model": given twice`},
		{repl(`{`, `{"batchable":true,`), `line 2: member "batchable": unknown`},
		{repl(`"t_ms":1200`, `"t_ms":100`), `line 2: member "t_ms": 100 is before the previous line's 1000`},
		{goodLine + ` {}`, `line 2: data after the object`},
		{`[1,2]`, `line 2: not a JSON object`},
		{``, `line 2: not a JSON object`},
		{strings.Repeat(" ", MaxTraceLine+1), `line 2: longer than 4096 bytes`},
	}
	first := strings.Replace(goodLine, `"t_ms":1200`, `"t_ms":1000`, 1)
	for _, c := range cases {
		_, err := ReadTrace(strings.NewReader(first + "\n" + c.line + "\n"))
		if !errors.Is(err, ErrInvalidTrace) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s\n got %v\nwant …%s…", c.line, err, c.want)
		}
	}
}

func TestGeneratedTraceReadsBack(t *testing.T) {
	var buf bytes.Buffer
	cfg := GenConfig{RatePerS: 20, DurationMS: 120_000, DiurnalMS: 0, Seed: 3, ResultGas: 150_000, SafetyFactor: 1.5,
		Gas: DefaultGasPath(120_000)}
	if err := Generate(&buf, cfg); err != nil {
		t.Fatal(err)
	}
	reqs, err := ReadTrace(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if n := len(reqs); n < 1500 || n > 3300 {
		t.Fatalf("%d requests in 120 s at 20/s", n)
	}
	tasks := map[string]int{}
	for _, r := range reqs {
		tasks[r.Task]++
	}
	for _, task := range []string{TaskChat, TaskCompletion, TaskImage, TaskTranscription, TaskEmbedding} {
		if tasks[task] == 0 {
			t.Errorf("no %s request", task)
		}
	}
	var again bytes.Buffer
	if err := Generate(&again, cfg); err != nil || !bytes.Equal(buf.Bytes(), again.Bytes()) {
		t.Fatalf("the same seed drew another trace (%v)", err)
	}
	tr := NewTraceReader(bytes.NewReader(buf.Bytes()))
	for {
		if _, err := tr.Next(); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
	}
	if tr.Line() != len(reqs) {
		t.Fatalf("line %d after %d requests", tr.Line(), len(reqs))
	}
}

// The generator reproduces the shapes it is fitted to: medians of the Azure trace's
// token counts and the burstiness of code traffic against conversations.
func TestGeneratedShapes(t *testing.T) {
	var buf bytes.Buffer
	cfg := GenConfig{RatePerS: 20, DurationMS: 3600_000, Seed: 9, ResultGas: 150_000, SafetyFactor: 1.5, Gas: DefaultGasPath(3600_000)}
	if err := Generate(&buf, cfg); err != nil {
		t.Fatal(err)
	}
	reqs, err := ReadTrace(&buf)
	if err != nil {
		t.Fatal(err)
	}
	var codeP, codeO, convP, convO []int64
	var code, conv []int64 // arrivals
	for _, r := range reqs {
		switch r.Task {
		case TaskCompletion:
			codeP, codeO, code = append(codeP, r.PromptTokens), append(codeO, r.OutputTokens), append(code, r.TMS)
		case TaskChat:
			convP, convO, conv = append(convP, r.PromptTokens), append(convO, r.OutputTokens), append(conv, r.TMS)
		}
	}
	near := func(name string, xs []int64, want float64) {
		sortInt64(xs)
		got := float64(xs[len(xs)/2])
		if got < want*0.9 || got > want*1.1 {
			t.Errorf("%s median %v, the trace's %v", name, got, want)
		}
	}
	near("code prompt", codeP, 1469)
	near("code output", codeO, 13)
	near("conversation prompt", convP, 1020)
	near("conversation output", convO, 129)
	// Index of dispersion of the per-second count: about 1 for a Poisson process, about
	// 13 for the Azure code trace.
	dispersion := func(ts []int64) float64 {
		counts := make([]float64, 3600)
		for _, t := range ts {
			counts[min(t/1000, 3599)]++
		}
		var mean, v float64
		for _, c := range counts {
			mean += c
		}
		mean /= float64(len(counts))
		for _, c := range counts {
			v += (c - mean) * (c - mean)
		}
		return v / float64(len(counts)) / mean
	}
	if d := dispersion(conv); d > 2 {
		t.Errorf("conversations: dispersion %.1f, want about 1 (Poisson)", d)
	}
	if d := dispersion(code); d < 5 {
		t.Errorf("code: dispersion %.1f, want bursts (the trace's 13)", d)
	}
}

func TestGasPath(t *testing.T) {
	g, err := ParseGasPath("0s:10,1h:10,1h30m:100")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		t    int64
		want float64
	}{{0, 10}, {3600_000, 10}, {3600_000 + 900_000, 55}, {5400_000, 100}, {9e6, 100}} {
		if got := g.At(c.t); got != c.want {
			t.Errorf("at %d: %v, want %v", c.t, got, c.want)
		}
	}
	for _, bad := range []string{"", "10", "1h:10,30m:5", "0s:-1", "x:1", "0s:1e13"} {
		if _, err := ParseGasPath(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	if s := DefaultGasPath(1000_000).String(); s != "0s:8,6m40s:8,6m50s:150,7m10s:150,7m20s:8" {
		t.Errorf("default path %s", s)
	}
}

func TestFleetValidation(t *testing.T) {
	f := DefaultFleet()
	if err := f.Validate(); err != nil {
		t.Fatal(err)
	}
	if f.Workers() != 1000 {
		t.Fatalf("%d workers", f.Workers())
	}
	bad := `{"chain":{"block_ms":0,"confirmations":1,"result_confirmations":1,"single_result_gas":1,"batch_gas_fixed":0,"batch_gas_per_result":1},
	"heartbeat_ms":5000,"keep_alive_ms":0,"models":{"m":{"job_mb":1,"kv_mb_per_1k_tokens":0}},
	"classes":[{"name":"g","count":1,"memory_mb":100,"max_jobs":1,"batch_max":0,"batch_max_wait_ms":0,"batch_margin_ms":0,
	"slowdown":0,"speed_spread":0,"job_noise":0,"dispatch_ms":0,"mtbf_ms":0,"recovery_ms":0,"stake_min_eth":1,"stake_max_eth":1,
	"models":[{"model":"n","tasks":["chat"],"weights_mb":200,"load_ms":0,"pinned":true,"decode_tps":1,"prefill_tps":0}]}]}`
	_, err := DecodeFleet(strings.NewReader(bad))
	for _, want := range []string{"chain.block_ms: must be in [1, 600000], got 0",
		`classes[0].models[0].model: "n" has no entry in models`,
		"classes[0].models[0].weights_mb: must be in [0, memory_mb 100], got 200"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("got %v, want …%s…", err, want)
		}
	}
	if _, err := DecodeFleet(strings.NewReader(`{"chain":{},"extra":1}`)); err == nil || !strings.Contains(err.Error(), `unknown field "extra"`) {
		t.Errorf("unknown member: %v", err)
	}
}
