package enginekit

import (
	"context"
	"fmt"
	"math"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// The engine's own nondeterminism: the same greedy requests under other thread counts,
// batch sizes, two sequences decoding at once and flash attention on or off. For each
// configuration, against its family's baseline: how many outputs fork, from which token,
// and how far the log-probabilities of the tokens before the fork move; and, on the
// configuration itself, how far the verifier's teacher-forced re-scoring (one prefill of
// prompt + output, prompt_logprobs) lands from the generation's own log-probabilities and
// at how many positions the claimed greedy token is not the re-scoring's first.
//
// TestEngineNondeterminism runs the full measurement when INFERSCHED_ENGINE_NONDET=1
// (make engine-nondet; docs/benchmarks.md has its figures): INFERSCHED_ENGINE_NONDET_ONLY,
// a regular expression, keeps the configurations whose "family / name" it matches (the
// baselines always run), INFERSCHED_ENGINE_NONDET_TYPES (e.g. F32,Q8_0) the weight
// types. Without it, a smoke on the package's two servers (flash attention on and off):
// 3 prompts, 16 tokens, each repeating itself exactly.

type nondetConfig struct {
	name   string
	family string // the configurations compared with one another share a baseline
	opts   Options
	pairs  bool // requests two at a time (with Sequences 2: decoded in one batch)
	// rescoreOnly: no generation; the baseline's outputs are re-scored, and compared with
	// the baseline's re-scoring. One prefill a prompt instead of 64 decode steps, for the
	// configurations too slow to generate on a loaded machine (several threads).
	rescoreOnly bool
}

var nondetTypes = []Type{F32, F16, Q8_0, Q4_0}

func nondetConfigs() []nondetConfig {
	on, off := "flash attention on (default)", "flash attention off"
	return []nondetConfig{
		{name: "baseline: threads 1, batch 512", family: on, opts: Options{}},
		{name: "threads 2", family: on, opts: Options{Threads: 2}},
		{name: "threads 4", family: on, opts: Options{Threads: 4}},
		{name: "threads 2, re-scoring only", family: on, opts: Options{Threads: 2}, rescoreOnly: true},
		{name: "threads 4, re-scoring only", family: on, opts: Options{Threads: 4}, rescoreOnly: true},
		{name: "batch 32", family: on, opts: Options{BatchSize: 32}},
		{name: "batch 8", family: on, opts: Options{BatchSize: 8}},
		{name: "two sequences at once", family: on, opts: Options{Sequences: 2}, pairs: true},
		{name: "baseline: threads 1, batch 512", family: off, opts: Options{FlashAttention: "off"}},
		{name: "threads 2", family: off, opts: Options{FlashAttention: "off", Threads: 2}},
		{name: "batch 8", family: off, opts: Options{FlashAttention: "off", BatchSize: 8}},
		{name: "two sequences at once", family: off, opts: Options{FlashAttention: "off", Sequences: 2}, pairs: true},
	}
}

// nondetPrompts are n prompts from 1 to 2n−1 words: the longer ones are prefilled in
// several chunks at batch 8 and 32.
func nondetPrompts(n int) []string {
	words := strings.Fields("the river runs past an old mill where seven children learn to count stones " +
		"while a grey heron waits in the reeds for the evening train to cross the iron bridge")
	out := make([]string, n)
	for i := range out {
		var b strings.Builder
		for w := range 2*i + 1 {
			if w > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(words[(7*i+w)%len(words)])
		}
		out[i] = b.String()
	}
	return out
}

// nondetRun is one configuration's answers for one model: per prompt, the greedy output
// ids, their log-probabilities, and the re-scoring's log-probability and rank of each;
// and the time the generations took.
type nondetRun struct {
	prompt, ids  [][]int
	lps, rescore [][]float64
	ranks        [][]int
	generating   time.Duration
}

func runNondet(t *testing.T, e *Engine, model string, prompts []string, maxTokens int, pairs bool) nondetRun {
	t.Helper()
	r := nondetRun{prompt: make([][]int, len(prompts)), ids: make([][]int, len(prompts)), lps: make([][]float64, len(prompts)),
		rescore: make([][]float64, len(prompts)), ranks: make([][]int, len(prompts))}
	var mu sync.Mutex
	one := func(i int) {
		var a completionAnswer
		start := time.Now()
		post(t, e, "/v1/completions", map[string]any{"model": model, "prompt": prompts[i], "max_tokens": maxTokens,
			"temperature": 0, "ignore_eos": true, "logprobs": 0, "return_token_ids": true}, &a)
		mu.Lock()
		r.generating += time.Since(start)
		mu.Unlock()
		c := a.Choices[0]
		if len(c.TokenIDs) != maxTokens {
			t.Errorf("%s prompt %d: %d tokens", model, i, len(c.TokenIDs))
			return
		}
		r.ids[i], r.prompt[i] = c.TokenIDs, c.PromptTokenIDs
		for _, lp := range c.Logprobs.TokenLogprobs {
			r.lps[i] = append(r.lps[i], *lp)
		}
		r.rescore[i], r.ranks[i] = rescoreNondet(t, e, model, c.PromptTokenIDs, c.TokenIDs)
	}
	step := 1
	if pairs {
		step = 2
	}
	for i := 0; i < len(prompts); i += step {
		var wg sync.WaitGroup
		for j := i; j < min(i+step, len(prompts)); j++ {
			wg.Add(1)
			go func() { defer wg.Done(); one(j) }()
		}
		wg.Wait()
	}
	return r
}

// rescoreNondet is the verifier's pass over prompt + output: each output token's
// log-probability and rank, from one prefill.
func rescoreNondet(t *testing.T, e *Engine, model string, prompt, out []int) ([]float64, []int) {
	t.Helper()
	var s completionAnswer
	post(t, e, "/v1/completions", map[string]any{"model": model, "prompt": append(slices.Clone(prompt), out...),
		"max_tokens": 1, "temperature": 0, "prompt_logprobs": 1}, &s)
	var lps []float64
	var ranks []int
	for j, id := range out {
		lp := s.Choices[0].PromptLogprobs[len(prompt)+j][strconv.Itoa(id)]
		lps, ranks = append(lps, lp.Logprob), append(ranks, lp.Rank)
	}
	return lps, ranks
}

// rescoreOnlyRun is base with its outputs re-scored on e: the generation's fields are the
// baseline's, so the comparison finds no fork and reads the re-scoring's difference.
func rescoreOnlyRun(t *testing.T, e *Engine, model string, base nondetRun) nondetRun {
	t.Helper()
	r := base
	r.rescore, r.ranks, r.generating = make([][]float64, len(base.ids)), make([][]int, len(base.ids)), 0
	for i := range base.ids {
		r.rescore[i], r.ranks[i] = rescoreNondet(t, e, model, base.prompt[i], base.ids[i])
	}
	return r
}

// nondetRow compares a run with its family's baseline.
type nondetRow struct {
	config, family string
	typ            Type
	prompts        int
	forked         []int   // the token at which each forked output first differs
	agreeDelta     float64 // largest |Δ log-probability| over tokens before any fork
	rescoreDelta   float64 // largest |generation − re-scoring| on the configuration itself
	rescoreVsBase  float64 // largest |re-scoring − the baseline's re-scoring|, same tokens
	notFirst       int     // claimed greedy tokens the re-scoring does not rank first
	tokens         int
	repeats        string  // yes: the same requests again gave the same bits
	rate           float64 // generated tokens per second of request time
}

func compareNondet(base, run nondetRun) nondetRow {
	var row nondetRow
	for i := range run.ids {
		row.prompts++
		fork := -1
		for j := range run.ids[i] {
			if j >= len(base.ids[i]) || run.ids[i][j] != base.ids[i][j] {
				fork = j
				break
			}
			row.agreeDelta = max(row.agreeDelta, math.Abs(run.lps[i][j]-base.lps[i][j]))
		}
		if fork >= 0 {
			row.forked = append(row.forked, fork)
		}
		for j := range run.ids[i] {
			row.tokens++
			row.rescoreDelta = max(row.rescoreDelta, math.Abs(run.lps[i][j]-run.rescore[i][j]))
			if run.ranks[i][j] != 1 {
				row.notFirst++
			}
		}
	}
	for i := range run.ids {
		for j := range run.rescore[i] {
			if j < len(base.rescore[i]) && slices.Equal(run.ids[i][:j+1], base.ids[i][:j+1]) {
				row.rescoreVsBase = max(row.rescoreVsBase, math.Abs(run.rescore[i][j]-base.rescore[i][j]))
			}
		}
	}
	slices.Sort(row.forked)
	if run.generating > 0 {
		row.rate = float64(row.tokens) / run.generating.Seconds()
	}
	return row
}

func sameRun(a, b nondetRun) bool {
	return fmt.Sprint(a.ids, a.lps, a.rescore) == fmt.Sprint(b.ids, b.lps, b.rescore)
}

func TestEngineNondeterminism(t *testing.T) {
	if os.Getenv("INFERSCHED_ENGINE_NONDET") == "" {
		smokeNondet(t)
		return
	}
	if testing.Short() {
		t.Skip("-short")
	}
	prompts := nondetPrompts(24)
	const maxTokens = 64
	types := nondetTypes
	if v := os.Getenv("INFERSCHED_ENGINE_NONDET_TYPES"); v != "" {
		types = nil
		for _, name := range strings.Split(v, ",") {
			i := slices.IndexFunc(nondetTypes, func(t Type) bool { return t.String() == name })
			if i < 0 {
				t.Fatalf("INFERSCHED_ENGINE_NONDET_TYPES: no type %q", name)
			}
			types = append(types, nondetTypes[i])
		}
	}
	only := regexp.MustCompile(os.Getenv("INFERSCHED_ENGINE_NONDET_ONLY"))
	models := map[string]Spec{}
	for _, typ := range types {
		models[typ.String()] = Spec{Seed: 1, Type: typ, Context: 512}
	}
	t.Logf("machine: %s, %d cores; load average at start %s", cpuModel(), runtime.NumCPU(), loadAverage())
	var rows []nondetRow
	bases := map[string]map[Type]nondetRun{}
	for _, c := range nondetConfigs() {
		if !strings.HasPrefix(c.name, "baseline") && !only.MatchString(c.family+" / "+c.name) {
			continue
		}
		opts := c.opts
		opts.Models = models
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
		e, err := Launch(ctx, opts)
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		for _, typ := range types {
			var run, again nondetRun
			if c.rescoreOnly {
				base := bases[c.family][typ]
				run = rescoreOnlyRun(t, e, typ.String(), base)
				again = rescoreOnlyRun(t, e, typ.String(), nondetRun{prompt: base.prompt[:2], ids: base.ids[:2], lps: base.lps[:2]})
			} else {
				run = runNondet(t, e, typ.String(), prompts, maxTokens, c.pairs)
				again = runNondet(t, e, typ.String(), prompts[:2], maxTokens, c.pairs)
			}
			repeats := sameRun(again, nondetRun{ids: run.ids[:2], lps: run.lps[:2], rescore: run.rescore[:2]})
			// Two sequences decode in one batch only when their steps meet in one dispatch,
			// which the load decides: that configuration is reported, not required to repeat.
			if !repeats && !c.pairs {
				t.Errorf("%s / %s / %v: the same requests twice gave other answers", c.family, c.name, typ)
			}
			if bases[c.family] == nil {
				bases[c.family] = map[Type]nondetRun{}
			}
			base, ok := bases[c.family][typ]
			if !ok {
				bases[c.family][typ], base = run, run
			}
			row := compareNondet(base, run)
			row.config, row.family, row.typ, row.repeats = c.name, c.family, typ, map[bool]string{true: "yes", false: "no"}[repeats]
			rows = append(rows, row)
			t.Logf("%s", nondetTableRow(row)) // a long run's rows are kept if it is stopped
		}
		_ = e.Close()
		t.Logf("%s / %s: %v", c.family, c.name, time.Since(start).Round(time.Second))
	}
	// Flash attention itself, baseline against baseline.
	for _, typ := range types {
		on, off := bases["flash attention on (default)"][typ], bases["flash attention off"][typ]
		row := compareNondet(on, off)
		row.config, row.family, row.typ, row.repeats = "flash attention off vs on", "baselines", typ, "–"
		rows = append(rows, row)
	}
	t.Logf("load average at the end %s\n%s", loadAverage(), nondetTable(rows, len(prompts), maxTokens))
}

// smokeNondet runs the measurement small on the package's servers, flash attention on
// (the baseline) and off: it must complete, and each configuration repeat itself.
func smokeNondet(t *testing.T) {
	on, off := sharedEngine.get(t), plainEngine.get(t)
	prompts := nondetPrompts(3)
	for _, model := range []string{"tiny", "tiny-q8"} {
		base := runNondet(t, on, model, prompts, 16, false)
		if again := runNondet(t, on, model, prompts, 16, false); !sameRun(base, again) {
			t.Errorf("%s: the same greedy requests twice gave other answers", model)
		}
		run := runNondet(t, off, model, prompts, 16, false)
		row := compareNondet(base, run)
		if row.prompts != 3 || row.tokens != 48 || (len(row.forked) == 0 && row.agreeDelta == 0 && model == "tiny") {
			t.Errorf("%s: %+v", model, row)
		}
		t.Logf("%s, flash attention off vs on: %d of 3 forked, |Δ| %.1e; re-scoring |Δ| %.1e, %d not first",
			model, len(row.forked), row.agreeDelta, row.rescoreDelta, row.notFirst)
	}
}

func nondetTable(rows []nondetRow, prompts, tokens int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d prompts × %d greedy tokens per row\n\n", prompts, tokens)
	b.WriteString("| family | configuration | weights | outputs forked | first differing token | max \\|Δ log p\\| before the fork | max \\|Δ re-scoring\\| before the fork | max \\|generation − re-scoring\\| | claimed tokens not first in the re-scoring | repeats itself | tokens/s |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, r := range rows {
		b.WriteString(nondetTableRow(r) + "\n")
	}
	return b.String()
}

func nondetTableRow(r nondetRow) string {
	at := "–"
	if len(r.forked) > 0 {
		at = strings.Trim(strings.ReplaceAll(fmt.Sprint(r.forked), " ", ", "), "[]")
	}
	rate := "–"
	if r.rate > 0 {
		rate = fmt.Sprintf("%.1f", r.rate)
	}
	return fmt.Sprintf("| %s | %s | %v | %d / %d | %s | %.1e | %.1e | %.1e | %d / %d | %s | %s |",
		r.family, r.config, r.typ, len(r.forked), r.prompts, at, r.agreeDelta, r.rescoreVsBase, r.rescoreDelta, r.notFirst, r.tokens, r.repeats, rate)
}

func cpuModel() string {
	b, _ := os.ReadFile("/proc/cpuinfo")
	for _, line := range strings.Split(string(b), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.TrimSpace(k) == "model name" {
			return strings.TrimSpace(v)
		}
	}
	return runtime.GOARCH
}

func loadAverage() string {
	b, _ := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(b)); len(f) >= 3 {
		return strings.Join(f[:3], " ")
	}
	return "unknown"
}
