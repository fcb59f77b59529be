package decisionlog

import (
	"bytes"
	"math"
	"math/big"
	"reflect"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/infersched/infersched/scheduler"
)

// TestSchedulerTypesUnchanged: the hand encoder writes these fields, in this order. When
// the scheduler's types change, fastenc.go must change with them.
func TestSchedulerTypesUnchanged(t *testing.T) {
	want := map[reflect.Type]string{
		reflect.TypeFor[scheduler.Request]():    "id user model_id max_tokens priority_fee_wei submitted_at_ms deadline_ms gas_limit required_memory_mb batchable callback_gas_limit,omitempty task,omitempty prompt_tokens,omitempty steps,omitempty audio_bytes,omitempty fee_token,omitempty fee_token_amount,omitzero",
		reflect.TypeFor[scheduler.Worker]():     "id models free_memory_mb active_jobs max_jobs avg_latency_ms stake_wei completion_rate completed_jobs last_heartbeat_ms open_batch,omitempty batch_max,omitempty batch_max_wait_ms,omitempty warm_models,omitzero model_load_ms,omitempty model_latency_ms,omitempty model_memory_mb,omitempty dispatch_ms,omitempty heartbeat_hash,omitempty heartbeat_sig,omitempty verify_risk,omitempty tasks,omitempty speed,omitempty determinism,omitempty",
		reflect.TypeFor[scheduler.Decision]():   "assigned skipped expired stats",
		reflect.TypeFor[scheduler.Assignment](): "request_id worker_id score estimated_latency_ms gas_cost_eth total_cost_eth batched batch_share,omitempty cold,omitempty load_mb,omitempty retry_after_s - -",
		reflect.TypeFor[scheduler.Skip]():       "request_id reason queue_position retry_after_s - fee_needed_wei,omitempty fee_needed,omitempty",
		reflect.TypeFor[scheduler.Stats]():      "requests workers plan_ms",
		reflect.TypeFor[Record]():               "round shard,omitempty version,omitempty time_ms config config_hash inputs decision verification,omitempty prev_hash hash anchor,omitempty",
		reflect.TypeFor[Inputs]():               "now_ms gas_price_gwei drain_rate_tps,omitempty workers requests released,omitempty excluded,omitempty result_wait_ms,omitempty l1_fee,omitempty token_rates,omitempty fee_bumps,omitempty workers_delta,omitempty requests_delta,omitempty",
		reflect.TypeFor[WorkersDelta]():         "changed removed hash",
		reflect.TypeFor[RequestsDelta]():        "added removed hash",
		reflect.TypeFor[scheduler.L1Fee]():      "wei_per_byte fixed_wei",
		reflect.TypeFor[scheduler.TokenRate]():  "token answer feed_decimals token_decimals updated_at",
		reflect.TypeFor[scheduler.FeeBump]():    "request_id fee",
		reflect.TypeFor[scheduler.Exclusion]():  "request_id workers",
		reflect.TypeFor[RequestRef]():           "id content_hash content,omitempty",
	}
	for typ, fields := range want {
		var got []string
		for f := range typ.Fields() {
			got = append(got, f.Tag.Get("json"))
		}
		if strings.Join(got, " ") != fields {
			t.Errorf("%v has JSON fields %q, the hand encoder writes %q", typ, strings.Join(got, " "), fields)
		}
	}
}

var drawString = rapid.OneOf(
	rapid.SampledFrom([]string{"", "a", "0xabc", "llama-7b", `q"uote`, `back\slash`, "<&>", "tab\there", "nl\n", "\x00\x1f\x7f", "é", "\u2028\u2029", "\xff\xfe", "日本"}),
	rapid.String(),
	rapid.StringMatching(`[ -~]{0,20}`),
)

var drawFloat = rapid.OneOf(
	rapid.Float64(),
	rapid.SampledFrom([]float64{math.NaN(), math.Inf(1), 0, math.Copysign(0, -1), 1, -1, 1e-6, 9.99999e-7, 1e-7, 1e21, 9.99e20, 1e300, 5e-324, 0.1, 123.456, 1e-9, 0.0016500000000000002}),
	rapid.Float64Range(-1e-5, 1e-5),
)

func drawWei(t *rapid.T, label string) scheduler.Wei {
	v := new(big.Int).SetBytes(rapid.SliceOfN(rapid.Byte(), 0, 33).Draw(t, label))
	return scheduler.WeiFromBig(v)
}

func drawRequest(t *rapid.T) scheduler.Request {
	return scheduler.Request{
		ID:               drawString.Draw(t, "id"),
		User:             drawString.Draw(t, "user"),
		ModelID:          drawString.Draw(t, "model"),
		MaxTokens:        rapid.Uint32().Draw(t, "max_tokens"),
		PriorityFeeWei:   drawWei(t, "fee"),
		SubmittedAtMS:    rapid.Int64().Draw(t, "submitted"),
		DeadlineMS:       rapid.Int64().Draw(t, "deadline"),
		GasLimit:         rapid.Uint32().Draw(t, "gas"),
		RequiredMemoryMB: rapid.Int64().Draw(t, "mem"),
		Batchable:        rapid.Bool().Draw(t, "batchable"),
		CallbackGasLimit: rapid.SampledFrom([]uint32{0, 1, 120_000, 5_000_000, 1<<32 - 1}).Draw(t, "callback_gas"),
		Task:             rapid.SampledFrom([]string{"", "chat", "image", `q"`}).Draw(t, "task"),
		PromptTokens:     rapid.SampledFrom([]int64{0, 1, 4096, -7, 1 << 40}).Draw(t, "prompt_tokens"),
		Steps:            rapid.SampledFrom([]int64{0, 30, -1}).Draw(t, "steps"),
		AudioBytes:       rapid.SampledFrom([]int64{0, 960_000, -1}).Draw(t, "audio_bytes"),
		FeeToken:         rapid.SampledFrom([]string{"", "", "0x00000000000000000000000000000000000000aa"}).Draw(t, "fee_token"),
		FeeTokenAmount:   drawWei(t, "fee_token_amount"),
	}
}

func drawRecord(t *rapid.T) *Record {
	rec := &Record{
		Round:      rapid.Uint64().Draw(t, "round"),
		TimeMS:     rapid.Int64().Draw(t, "time"),
		Config:     []byte(rapid.SampledFrom([]string{`{"a":1}`, "{ \"b\" : [1, 2],\n\"<\":\"&\" }", `null`, `"x"`, `{"k":"\u2028"}`, `{bad`, ``, ` `}).Draw(t, "config")),
		ConfigHash: drawString.Draw(t, "config_hash"),
		PrevHash:   drawString.Draw(t, "prev_hash"),
		Hash:       drawString.Draw(t, "hash"),
	}
	if rapid.Bool().Draw(t, "nil config") {
		rec.Config = nil
	}
	in := &rec.Inputs
	in.NowMS = rapid.Int64().Draw(t, "now")
	in.GasPriceGwei = drawFloat.Draw(t, "gas")
	if rapid.Bool().Draw(t, "has drain") {
		in.DrainRateTPS = rapid.MapOf(drawString, drawFloat).Draw(t, "drain")
	}
	if rapid.Bool().Draw(t, "has workers") {
		in.Workers = []scheduler.Worker{}
		for range rapid.IntRange(0, 3).Draw(t, "nworkers") {
			w := scheduler.Worker{
				ID:              drawString.Draw(t, "wid"),
				FreeMemoryMB:    rapid.Int64().Draw(t, "free"),
				ActiveJobs:      rapid.Int().Draw(t, "active"),
				MaxJobs:         rapid.Int().Draw(t, "maxjobs"),
				AvgLatencyMS:    drawFloat.Draw(t, "lat"),
				StakeWei:        drawWei(t, "stake"),
				CompletionRate:  drawFloat.Draw(t, "rate"),
				CompletedJobs:   rapid.Int64().Draw(t, "completed"),
				LastHeartbeatMS: rapid.Int64().Draw(t, "hb"),
			}
			if rapid.Bool().Draw(t, "has models") {
				w.Models = rapid.SliceOf(drawString).Draw(t, "models")
			}
			if rapid.Bool().Draw(t, "has open batch") {
				w.OpenBatch = rapid.MapOf(drawString, rapid.Int()).Draw(t, "open")
			}
			w.BatchMax = rapid.SampledFrom([]int{0, 0, 1, 8, -3}).Draw(t, "batchmax")
			w.BatchMaxWaitMS = rapid.SampledFrom([]int64{0, 0, 3000, -1}).Draw(t, "batchwait")
			switch rapid.IntRange(0, 2).Draw(t, "warm") {
			case 1:
				w.WarmModels = []string{}
			case 2:
				w.WarmModels = rapid.SliceOfN(drawString, 1, 3).Draw(t, "warm models")
			}
			if rapid.Bool().Draw(t, "has load") {
				w.ModelLoadMS = rapid.MapOf(drawString, rapid.Int64()).Draw(t, "load")
			}
			if rapid.Bool().Draw(t, "has model latency") {
				w.ModelLatencyMS = rapid.MapOf(drawString, drawFloat).Draw(t, "model latency")
			}
			if rapid.Bool().Draw(t, "has dispatch") {
				w.DispatchMS = drawFloat.Draw(t, "dispatch")
			}
			if rapid.Bool().Draw(t, "has model memory") {
				w.ModelMemoryMB = rapid.MapOf(drawString, rapid.Int64()).Draw(t, "model memory")
			}
			if rapid.Bool().Draw(t, "has tasks") {
				w.Tasks = rapid.MapOf(drawString, rapid.SliceOf(drawString)).Draw(t, "tasks")
			}
			if rapid.Bool().Draw(t, "has speed") {
				w.Speed = rapid.MapOf(drawString, rapid.Custom(func(t *rapid.T) scheduler.Speed {
					r := rapid.SampledFrom([]int64{0, 0, 1, 40, -5, 1 << 40})
					return scheduler.Speed{DecodeTPS: r.Draw(t, "decode"), PrefillTPS: r.Draw(t, "prefill"),
						StepsPerMin: r.Draw(t, "steps"), AudioBPS: r.Draw(t, "audio")}
				})).Draw(t, "speed")
			}
			if rapid.Bool().Draw(t, "has determinism") {
				w.Determinism = rapid.MapOf(drawString, drawString).Draw(t, "determinism")
			}
			in.Workers = append(in.Workers, w)
		}
	}
	if rapid.Bool().Draw(t, "has requests") {
		in.Requests = []RequestRef{}
		for range rapid.IntRange(0, 3).Draw(t, "nrequests") {
			ref := RequestRef{ID: drawString.Draw(t, "rid"), ContentHash: drawString.Draw(t, "chash")}
			if rapid.Bool().Draw(t, "inline") {
				r := drawRequest(t)
				ref.Content = &r
			}
			in.Requests = append(in.Requests, ref)
		}
	}
	if rapid.Bool().Draw(t, "has released") {
		in.Released = rapid.SliceOf(drawString).Draw(t, "released")
	}
	if rapid.Bool().Draw(t, "has excluded") {
		for range rapid.IntRange(0, 3).Draw(t, "nexcluded") {
			x := scheduler.Exclusion{RequestID: drawString.Draw(t, "xrid")}
			if rapid.Bool().Draw(t, "has excluded workers") {
				x.Workers = rapid.SliceOf(drawString).Draw(t, "xworkers")
			}
			in.Excluded = append(in.Excluded, x)
		}
	}
	if rapid.Bool().Draw(t, "has result wait") {
		in.ResultWaitMS = rapid.Int64().Draw(t, "result wait")
	}
	if rapid.Bool().Draw(t, "has l1 fee") {
		in.L1Fee = &scheduler.L1Fee{WeiPerByte: drawWei(t, "l1 per byte"), FixedWei: drawWei(t, "l1 fixed")}
	}
	if rapid.Bool().Draw(t, "has token rates") {
		for range rapid.IntRange(0, 2).Draw(t, "ntokens") {
			in.TokenRates = append(in.TokenRates, scheduler.TokenRate{Token: drawString.Draw(t, "token"), Answer: drawWei(t, "answer"),
				FeedDecimals: rapid.Uint8().Draw(t, "feed decimals"), TokenDecimals: rapid.Uint8().Draw(t, "token decimals"),
				UpdatedAt: rapid.Uint64().Draw(t, "updated at")})
		}
	}
	if rapid.Bool().Draw(t, "has fee bumps") {
		for range rapid.IntRange(0, 2).Draw(t, "nbumps") {
			in.FeeBumps = append(in.FeeBumps, scheduler.FeeBump{RequestID: drawString.Draw(t, "bumped"), Fee: drawWei(t, "bump")})
		}
	}
	if rapid.Bool().Draw(t, "has workers delta") {
		in.WorkersDelta = &WorkersDelta{Hash: drawString.Draw(t, "delta hash")}
		if rapid.Bool().Draw(t, "has changed") {
			in.WorkersDelta.Changed = rapid.SliceOfN(rapid.Custom(drawWorker), 0, 2).Draw(t, "changed")
		}
		if rapid.Bool().Draw(t, "has removed") {
			in.WorkersDelta.Removed = rapid.SliceOf(drawString).Draw(t, "removed")
		}
	}
	d := &rec.Decision
	if rapid.Bool().Draw(t, "has assigned") {
		d.Assigned = []scheduler.Assignment{}
		for range rapid.IntRange(0, 3).Draw(t, "nassigned") {
			d.Assigned = append(d.Assigned, scheduler.Assignment{
				RequestID:          drawString.Draw(t, "arid"),
				WorkerID:           drawString.Draw(t, "awid"),
				Score:              drawFloat.Draw(t, "score"),
				EstimatedLatencyMS: drawFloat.Draw(t, "est"),
				GasCostETH:         drawFloat.Draw(t, "gascost"),
				TotalCostETH:       drawFloat.Draw(t, "total"),
				Batched:            rapid.Bool().Draw(t, "batched"),
				BatchShare:         rapid.SampledFrom([]int{0, 0, 1, 7, -1}).Draw(t, "share"),
				Cold:               rapid.Bool().Draw(t, "cold"),
				LoadMB:             rapid.SampledFrom([]int64{0, 0, 40_000, -1}).Draw(t, "loadmb"),
				RetryAfterS:        rapid.Int64().Draw(t, "aretry"),
			})
		}
	}
	if rapid.Bool().Draw(t, "has skipped") {
		d.Skipped = []scheduler.Skip{}
		for range rapid.IntRange(0, 3).Draw(t, "nskipped") {
			d.Skipped = append(d.Skipped, scheduler.Skip{
				RequestID:     drawString.Draw(t, "srid"),
				Reason:        scheduler.SkipReason(drawString.Draw(t, "reason")),
				QueuePosition: rapid.Int().Draw(t, "pos"),
				RetryAfterS:   rapid.Int64().Draw(t, "sretry"),
				FeeNeededWei:  rapid.SampledFrom([]string{"", "", "2250000000000001", `"q`}).Draw(t, "needed"),
				FeeNeeded:     rapid.SampledFrom([]string{"", "", "900", `"q`}).Draw(t, "needed in token"),
			})
		}
	}
	if rapid.Bool().Draw(t, "has expired") {
		d.Expired = rapid.SliceOf(drawString).Draw(t, "expired")
	}
	d.Stats = scheduler.Stats{Requests: rapid.Int().Draw(t, "sreq"), Workers: rapid.Int().Draw(t, "swork"), PlanMS: drawFloat.Draw(t, "planms")}
	return rec
}

// hashedViaJSON is the definition: encoding/json of the record with hash "", no anchor
// and no inline content.
func hashedViaJSON(rec *Record) ([]byte, error) {
	c := *rec
	c.Hash = ""
	c.Anchor = &Anchor{}
	c.Anchor = nil
	c.Inputs.Requests = nil
	if rec.Inputs.Requests != nil {
		c.Inputs.Requests = make([]RequestRef, len(rec.Inputs.Requests))
		for i, r := range rec.Inputs.Requests {
			c.Inputs.Requests[i] = RequestRef{ID: r.ID, ContentHash: r.ContentHash}
		}
	}
	return canonical(&c)
}

func TestHandEncoderIsEncodingJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rec := drawRecord(t)
		if rapid.Bool().Draw(t, "anchor") {
			rec.Anchor = &Anchor{TxHash: "0x1", Root: "0x2"}
		}
		want, wantErr := hashedViaJSON(rec)
		got, gotErr := appendHashed(nil, rec)
		if (wantErr == nil) != (gotErr == nil) {
			t.Fatalf("encoding/json error %v, hand encoder error %v", wantErr, gotErr)
		}
		if wantErr == nil && !bytes.Equal(got, want) {
			t.Fatalf("record:\nencoding/json %s\nhand          %s", want, got)
		}

		wantS, wantErr := canonical(rec)
		gotS, gotErr := appendStored(nil, rec)
		if (wantErr == nil) != (gotErr == nil) {
			t.Fatalf("stored: encoding/json error %v, hand encoder error %v", wantErr, gotErr)
		}
		if wantErr == nil && !bytes.Equal(gotS, wantS) {
			t.Fatalf("stored:\nencoding/json %s\nhand          %s", wantS, gotS)
		}

		wantD, wantErr := canonical(&rec.Decision)
		gotD, gotErr := appendDecision(nil, &rec.Decision)
		if (wantErr == nil) != (gotErr == nil) {
			t.Fatalf("decision: encoding/json error %v, hand encoder error %v", wantErr, gotErr)
		}
		if wantErr == nil && !bytes.Equal(gotD, wantD) {
			t.Fatalf("decision:\nencoding/json %s\nhand          %s", wantD, gotD)
		}

		r := drawRequest(t)
		wantR, err := canonical(&r)
		if err != nil {
			t.Fatal(err)
		}
		if gotR := appendRequest(nil, &r); !bytes.Equal(gotR, wantR) {
			t.Fatalf("request:\nencoding/json %s\nhand          %s", wantR, gotR)
		}
		if ContentHash(&r) != sha256Hex(wantR) {
			t.Fatal("ContentHash is not the SHA-256 of the request's canonical JSON")
		}
	})
}

func TestHandEncoderOnSimulatedLog(t *testing.T) {
	recs, _ := simulate(t, 4, 20, 6, 15)
	for i := range recs {
		want, err := hashedViaJSON(&recs[i])
		if err != nil {
			t.Fatal(err)
		}
		got, err := CanonicalBytes(&recs[i])
		if err != nil || !bytes.Equal(got, want) {
			t.Fatalf("round %d: hand encoding differs from encoding/json (%v)", recs[i].Round, err)
		}
	}
}

// TestFastDecodeAgreesWithStrict: whatever the fast path accepts, the strict decoder
// accepts too and reads the same record.
func TestFastDecodeAgreesWithStrict(t *testing.T) {
	fastHits := 0
	agree := func(t interface{ Fatalf(string, ...any) }, b []byte) {
		fast, ok := fastDecode(b)
		if !ok || !isCanonical(fast, b, nil) {
			return
		}
		fastHits++
		var strict Record
		if err := strictUnmarshal(b, &strict); err != nil {
			t.Fatalf("fast path accepted what the strict decoder refuses (%v): %s", err, b)
		}
		if !reflect.DeepEqual(fast, &strict) {
			t.Fatalf("fast and strict decoders read different records from %s", b)
		}
	}
	// A plain canonical record first, so that the fast path is exercised whatever the
	// random draws below turn out to be (most of them it rightly refuses).
	plain, err := appendStored(nil, &Record{Round: 1, Config: []byte(`{"a":1}`), ConfigHash: "c", PrevHash: "p", Hash: "h"})
	if err != nil {
		t.Fatal(err)
	}
	agree(t, plain)
	rapid.Check(t, func(t *rapid.T) {
		rec := drawRecord(t)
		b, err := appendStored(nil, rec)
		if err != nil {
			t.Skip("not encodable")
		}
		if rapid.Bool().Draw(t, "mutate") && len(b) > 0 {
			i := rapid.IntRange(0, len(b)-1).Draw(t, "at")
			b = append([]byte(nil), b...)
			b[i] = rapid.SampledFrom([]byte(`{}[]",:0-1e.ax\`)).Draw(t, "byte")
		}
		agree(t, b)
	})
	if fastHits == 0 {
		t.Fatal("the fast path never accepted a record")
	}
}

func TestFastDecodeTakesEncodedRecords(t *testing.T) {
	recs, st := simulate(t, 3, 20, 6, 17)
	for i := range recs {
		rec := recs[i]
		if err := rec.Resolve(st.resolve); err != nil {
			t.Fatal(err)
		}
		rec.Anchor = &Anchor{TxHash: "0x1", FromRound: 1, ToRound: 3, Root: "0x2"}
		for _, r := range []*Record{&recs[i], &rec} {
			b, err := Encode(r)
			if err != nil {
				t.Fatal(err)
			}
			got, ok := fastDecode(b)
			if !ok || !isCanonical(got, b, nil) {
				t.Fatalf("round %d: the fast path refused an encoded record", r.Round)
			}
		}
	}
}

// TestSameDecisionIsByteEquality: sameDecision holds exactly when the canonical bytes
// are equal.
func TestSameDecisionIsByteEquality(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		a := drawRecord(t).Decision
		b := a
		b.Assigned = slices.Clone(a.Assigned)
		b.Skipped = slices.Clone(a.Skipped)
		b.Expired = slices.Clone(a.Expired)
		switch rapid.IntRange(0, 6).Draw(t, "change") {
		case 1:
			if len(b.Assigned) > 0 {
				b.Assigned[0].Score = drawFloat.Draw(t, "score2")
			}
		case 2:
			if len(b.Skipped) > 0 {
				b.Skipped[0].QueuePosition++
			}
		case 3:
			if b.Expired == nil {
				b.Expired = []string{}
			} else {
				b.Expired = nil
			}
		case 4:
			b.Stats.PlanMS = drawFloat.Draw(t, "planms2")
		case 5:
			if len(b.Assigned) > 0 {
				b.Assigned[0].WorkerID += "x"
			}
		case 6:
			b = drawRecord(t).Decision
		}
		ea, errA := canonical(&a)
		eb, errB := canonical(&b)
		if errA != nil || errB != nil {
			return // NaN or ±Inf: never equal by sameDecision, never encodable
		}
		if got, want := sameDecision(&a, &b), bytes.Equal(ea, eb); got != want {
			t.Fatalf("sameDecision %v, bytes equal %v:\n%s\n%s", got, want, ea, eb)
		}
	})
}
