package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"net/http"
	"strings"
	"testing"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// fixedGas is a gas source at one price (a fault when err is set).
type fixedGas struct {
	wei *big.Int
	err error
}

func (g fixedGas) GasPrice(context.Context) (scheduler.GasQuote, error) {
	return scheduler.GasQuote{PriceWei: g.wei}, g.err
}

// memQueue is a QueueSource holding one queue for every model.
type memQueue struct {
	waiting []scheduler.Request
	drain   float64
}

func (q memQueue) Queue(_ context.Context, model string) ([]scheduler.Request, float64, error) {
	var out []scheduler.Request
	for _, r := range q.waiting {
		if r.ModelID == model {
			out = append(out, r)
		}
	}
	return out, q.drain, nil
}

func (q memQueue) Waiting(ctx context.Context, model string) (int, error) {
	out, _, err := q.Queue(ctx, model)
	return len(out), err
}

// TestQuote: the answer is scheduler.QuoteFor on the server's state, with the
// Retry-After margin on the ETA, and every bad query is a 400 naming the parameter.
func TestQuote(t *testing.T) {
	ws := memWorkers{{ID: workerA, Models: []string{"m"}, MaxJobs: 1, LastHeartbeatMS: t0}}
	queue := memQueue{drain: 0.5, waiting: []scheduler.Request{
		{ID: "1", ModelID: "m", PriorityFeeWei: scheduler.NewWei(2e16), SubmittedAtMS: t0 - 5000, DeadlineMS: t0 + 600_000, RequiredMemoryMB: 1},
		{ID: "2", ModelID: "m", PriorityFeeWei: scheduler.NewWei(1e15), SubmittedAtMS: t0 - 5000, DeadlineMS: t0 + 600_000, RequiredMemoryMB: 1},
		{ID: "3", ModelID: "other", PriorityFeeWei: scheduler.NewWei(9e16), SubmittedAtMS: t0 - 5000, DeadlineMS: t0 + 600_000, RequiredMemoryMB: 1},
	}}
	f := newFixture(t, nil, func(o *Options) {
		o.Workers, o.Gas, o.Queue, o.Confirmations = ws, fixedGas{wei: big.NewInt(20e9)}, queue, 3
	})
	rec := f.do("GET", "/v1/quote?model=m&max_tokens=64&batchable=true&callback_gas=120000", "")
	if rec.Code != http.StatusOK {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	var got quoteBody
	if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	cfg := scheduler.DefaultConfig()
	waiting, _, _ := queue.Queue(context.Background(), "m")
	want := scheduler.QuoteFor(cfg, scheduler.QuoteInput{Model: "m", MaxTokens: 64, Batchable: true, CallbackGas: 120_000,
		NowMS: t0, GasPriceGwei: 20, Workers: ws, Waiting: waiting, DrainRateTPS: 0.5, Confirmations: 3})
	if got.FeeNeededWei != want.FeeNeededWei || got.SuggestedFeeWei != want.SuggestedFeeWei ||
		got.ETASeconds != cfg.RetryAfter.Finalize(want.ETAMS) || got.QueuePosition != want.QueuePosition {
		t.Fatalf("got %+v, want %+v", got, want)
	}
	// (150 000 + 120 000) gas × 20 gwei × 1.5.
	if got.FeeNeededWei != "8100000000000000" && got.FeeNeededWei != "8100000000000001" {
		t.Fatalf("fee_needed_wei %s", got.FeeNeededWei)
	}
	if got.Queued != 2 || got.LiveWorkers != 1 || got.FreeSlots != 1 || got.GasPriceWei != "20000000000" || !got.Batchable || got.CallbackGas != 120_000 {
		t.Fatalf("quote %+v", got)
	}
	if got.SuggestedFeeWei == got.FeeNeededWei || got.SuggestedETASeconds > got.ETASeconds {
		t.Fatalf("one free slot and a request at 0.02 ETH waiting: suggested %s (eta %d s), needed %s (eta %d s)",
			got.SuggestedFeeWei, got.SuggestedETASeconds, got.FeeNeededWei, got.ETASeconds)
	}

	for query, want := range map[string]string{
		"":                                     "model: required",
		"max_tokens=1":                         "model: required",
		"model=m":                              "max_tokens: must be an integer",
		"model=m&max_tokens=0":                 "max_tokens: must be an integer",
		"model=m&max_tokens=4294967296":        "max_tokens: must be an integer",
		"model=m&max_tokens=-1":                "max_tokens: must be an integer",
		"model=m&max_tokens=1&batchable=maybe": "batchable: must be true or false",
		"model=m&max_tokens=1&callback_gas=5000001":              "callback_gas: must be an integer in [0, 5000000]",
		"model=m&max_tokens=1&callback_gas=x":                    "callback_gas: must be an integer",
		"model=m&max_tokens=1&fee=1":                             "unknown parameter",
		"model=m&model=n&max_tokens=1":                           "model: give it once",
		"model=m&max_tokens=1&task=sing":                         "task: must be one of chat, completion, embedding, image, transcription",
		"model=m&max_tokens=1&prompt_tokens=-1":                  "prompt_tokens: must be an integer in [0, 4294967296]",
		"model=m&max_tokens=1&steps=30":                          "steps: only with task=image",
		"model=m&max_tokens=1&task=chat&audio_bytes=64000":       "audio_bytes: only with task=transcription",
		"model=m&max_tokens=1&task=transcription&audio_bytes=-1": "audio_bytes: must be an integer in [0, 4294967296]",
		"model=m&max_tokens=1&task=image&steps=70000":            "steps: must be an integer in [0, 65536]",
		"model=" + strings.Repeat("x", 129) + "&max_tokens=1":    "model: must be valid UTF-8 of at most 128 bytes",
	} {
		rec := f.do("GET", "/v1/quote?"+query, "")
		if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), want) {
			t.Errorf("%q: %d %s, want 400 with %q", query, rec.Code, rec.Body, want)
		}
	}

	broken := newFixture(t, nil, func(o *Options) { o.Workers, o.Gas = ws, fixedGas{err: errors.New("rpc down")} })
	if rec := broken.do("GET", "/v1/quote?model=m&max_tokens=1", ""); rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("gas oracle down: %d %s", rec.Code, rec.Body)
	}
	none := newFixture(t, nil, nil)
	if rec := none.do("GET", "/v1/quote?model=m&max_tokens=1", ""); rec.Code != http.StatusServiceUnavailable {
		t.Fatalf("no oracle: %d %s", rec.Code, rec.Body)
	}
}

// TestQuoteSaysWhetherTheModelIsVerifiable: `verifiable` and `verification` follow
// verification.Config.Verifiability for the model and task, with the reason when a
// result is not checked; without verification nothing is, and the quote says so.
func TestQuoteSaysWhetherTheModelIsVerifiable(t *testing.T) {
	all := []string{scheduler.TaskChat, scheduler.TaskCompletion, scheduler.TaskImage, scheduler.TaskTranscription}
	ws := memWorkers{{ID: workerA, Models: []string{"c", "m", "n", "s"}, MaxJobs: 1, LastHeartbeatMS: t0,
		Tasks: map[string][]string{"c": all, "m": all, "s": all}}}
	vc := verification.DefaultConfig()
	vc.ComparableModels = []string{"m"}
	vc.ClassModels = []string{"c"}
	vc.ScoredModels = map[string]verification.Thresholds{"s": {MaxRank: 1}}
	for _, tc := range []struct {
		verifiable  func(model, task string) verification.Verifiability
		query       string
		want        bool
		method, why string
	}{
		{vc.Verifiability, "model=m", true, "hashes", ""},
		{vc.Verifiability, "model=s&task=chat", true, "scores", ""},
		{vc.Verifiability, "model=c&task=image", true, "class_hashes", ""},
		{vc.Verifiability, "model=m&task=image", false, "", verification.ReasonNeedsClass},
		{vc.Verifiability, "model=s&task=transcription", false, "", verification.ReasonNeedsClass},
		{vc.Verifiability, "model=n", false, "", verification.ReasonNotConfigured},
		{nil, "model=m", false, "", "verification is off on this scheduler"},
	} {
		f := newFixture(t, nil, func(o *Options) { o.Workers, o.Gas, o.Verifiable = ws, fixedGas{wei: big.NewInt(1e9)}, tc.verifiable })
		rec := f.do("GET", "/v1/quote?"+tc.query+"&max_tokens=8", "")
		var got map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &got); err != nil || rec.Code != http.StatusOK {
			t.Fatalf("%s: %d %s", tc.query, rec.Code, rec.Body)
		}
		method, _ := got["verification"].(string)
		why, _ := got["verification_reason"].(string)
		if v, ok := got["verifiable"].(bool); !ok || v != tc.want || method != tc.method || !strings.HasPrefix(why, tc.why) || (tc.why == "") != (why == "") {
			t.Errorf("%s: verifiable %v, verification %q, reason %q; want %v %q %q", tc.query, got["verifiable"], method, why, tc.want, tc.method, tc.why)
		}
	}
}

// Finding: a quote for a model no live worker serves answered 200 with a
// fee and an ETA, so a client would pay for a request nobody takes. It is 404
// "unserved", the state GET /v1/requests/{id} gives such a request; a model served
// beside it still has its quote.
func TestQuoteForAnUnservedModel(t *testing.T) {
	ws := memWorkers{{ID: workerA, Models: []string{"m"}, MaxJobs: 1, LastHeartbeatMS: t0}}
	f := newFixture(t, nil, func(o *Options) { o.Workers, o.Gas = ws, fixedGas{wei: big.NewInt(1e9)} })
	rec := f.do("GET", "/v1/quote?model=nobody&max_tokens=8", "")
	var body struct{ Error, Message string }
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || rec.Code != http.StatusNotFound ||
		body.Error != StateUnserved || !strings.Contains(body.Message, `"nobody"`) || strings.Contains(rec.Body.String(), "eta") {
		t.Fatalf("unserved model: %d %s, want 404 unserved naming the model, no ETA", rec.Code, rec.Body)
	}
	if rec := f.do("GET", "/v1/quote?model=m&max_tokens=8", ""); rec.Code != http.StatusOK {
		t.Fatalf("served model: %d %s", rec.Code, rec.Body)
	}
	none := newFixture(t, nil, func(o *Options) { o.Workers, o.Gas = memWorkers{}, fixedGas{wei: big.NewInt(1e9)} })
	if rec := none.do("GET", "/v1/quote?model=m&max_tokens=8", ""); rec.Code != http.StatusNotFound {
		t.Fatalf("no worker at all: %d %s", rec.Code, rec.Body)
	}
}

// The quote counts tokens at the live workers' measured decode rate: a 10 000-token
// request waits 9 990 ÷ 40 s longer than a 10-token one; live_workers counts the
// workers that serve the task.
func TestQuoteCountsTokensAtTheMeasuredRate(t *testing.T) {
	ws := memWorkers{
		{ID: workerA, Models: []string{"m"}, MaxJobs: 1, LastHeartbeatMS: t0, Speed: map[string]scheduler.Speed{"m": {DecodeTPS: 40, PrefillTPS: 1000}}},
		{ID: "0x2222222222222222222222222222222222222222", Models: []string{"m"}, MaxJobs: 1, LastHeartbeatMS: t0, Tasks: map[string][]string{"m": {"embedding"}}},
	}
	f := newFixture(t, nil, func(o *Options) { o.Workers, o.Gas = ws, fixedGas{wei: big.NewInt(20e9)} })
	get := func(query string) quoteBody {
		t.Helper()
		rec := f.do("GET", "/v1/quote?model=m&"+query, "")
		if rec.Code != http.StatusOK {
			t.Fatalf("%s: %d %s", query, rec.Code, rec.Body)
		}
		var q quoteBody
		if err := json.Unmarshal(rec.Body.Bytes(), &q); err != nil {
			t.Fatal(err)
		}
		return q
	}
	short, long := get("max_tokens=10"), get("max_tokens=10000")
	if long.ProcessingMS-short.ProcessingMS != 249_750 || short.ProcessingMS != 250 {
		t.Fatalf("processing_ms %d and %d, want 250 and 250 000", short.ProcessingMS, long.ProcessingMS)
	}
	if long.ETASeconds <= short.ETASeconds+249 {
		t.Fatalf("eta_seconds %d and %d: the long one must wait 249.75 s more (and the margin)", short.ETASeconds, long.ETASeconds)
	}
	if q := get("max_tokens=10&task=chat&prompt_tokens=500"); q.ProcessingMS != 750 || q.LiveWorkers != 1 || q.Task != "chat" || q.PromptTokens != 500 {
		t.Fatalf("chat with a 500-token prompt: %+v", q)
	}
	if q := get("max_tokens=1&task=embedding&prompt_tokens=2000"); q.ProcessingMS != 2000 || q.LiveWorkers != 1 {
		t.Fatalf("embedding of 2000 tokens at 1000/s: %+v", q)
	}
	if rec := f.do("GET", "/v1/quote?model=m&max_tokens=1&task=image", ""); rec.Code != http.StatusNotFound ||
		!strings.Contains(rec.Body.String(), `task \"image\" of model \"m\"`) {
		t.Fatalf("image nobody serves: %d %s, want 404 unserved naming the task", rec.Code, rec.Body)
	}
}
