package scheduler

import (
	"errors"
	"strings"
	"testing"
)

const okRequest = `{"id":"1","user":"0xu","model_id":"llama-7b","max_tokens":1,"priority_fee_wei":"10","submitted_at_ms":0,"deadline_ms":5000,"gas_limit":1,"required_memory_mb":1,"batchable":false}`
const okWorker = `{"id":"0xw","models":["llama-7b"],"free_memory_mb":1,"active_jobs":0,"max_jobs":1,"avg_latency_ms":1,"stake_wei":"1","completion_rate":1,"completed_jobs":0,"last_heartbeat_ms":0}`

func TestDecodeSnapshotRejects(t *testing.T) {
	withReq := func(field string) string {
		return `{"now_ms":1000,"requests":[` + okRequest + `,` + strings.Replace(okRequest, `"id":"1"`, field, 1) + `]}`
	}
	withWorker := func(old, repl string) string {
		return `{"now_ms":1000,"workers":[` + strings.Replace(okWorker, old, repl, 1) + `]}`
	}
	cases := []struct {
		name, in, want string
	}{
		{"empty", ``, "empty input"},
		{"malformed", `{"now_ms": 1,`, "truncated JSON"},
		{"syntax", `{"now_ms": 1,,}`, "malformed JSON at line 1"},
		{"trailing", `{"now_ms": 1} {}`, "trailing data"},
		{"unknown field", `{"now_ms": 1, "nope": 2}`, `nope: unknown field (line 1 column 21)`},
		{"wrong type", `{"now_ms": "soon"}`, "now_ms: want int64"},
		// Errors name the element, and a snapshot that is not an object says so (it
		// said "want scheduler.Snapshot, got JSON array", and an unknown field "near"
		// the last line).
		{"unknown field of a request", "{\"now_ms\":1000,\"requests\":[\n" + okRequest + ",\n" + strings.Replace(okRequest, `"id":"1","user"`, `"id":"7","max_tokenz":3,"user"`, 1) + "\n]}",
			`requests[1] (id "7").max_tokenz: unknown field (line 3 column 23)`},
		{"unknown field of a worker", `{"now_ms":1000,"workers":[` + strings.Replace(okWorker, `"models"`, `"modles"`, 1) + `]}`,
			`workers[0] (id "0xw").modles: unknown field`},
		{"wrong type in a request", `{"now_ms":1000,"requests":[` + okRequest + `,` + strings.Replace(okRequest, `"id":"1","user":"0xu","model_id":"llama-7b","max_tokens":1`, `"id":"2","user":"0xu","model_id":"llama-7b","max_tokens":"many"`, 1) + `]}`,
			`requests[1] (id "2").max_tokens: want uint32, got JSON string`},
		{"not an object", `[{"now_ms": 1}]`, "the snapshot must be a JSON object, got JSON array"},
		{"negative now", `{"now_ms": -1}`, "now_ms: must be in [0, 2^53]"},
		{"negative gas", `{"now_ms": 1, "gas_price_gwei": -2}`, "gas_price_gwei: must be a finite number ≥ 0"},
		{"non-decimal fee", withReq(`"id":"2","priority_fee_wei":"0x10","x":0`), "unknown field"},
		{"fee as number", `{"now_ms":1000,"requests":[` + strings.Replace(okRequest, `"priority_fee_wei":"10"`, `"priority_fee_wei":10`, 1) + `]}`, `requests[0] (id "1").priority_fee_wei: want a decimal string of wei, got 10`},
		{"fee hex", `{"now_ms":1000,"requests":[` + strings.Replace(okRequest, `"priority_fee_wei":"10"`, `"priority_fee_wei":"0x10"`, 1) + `]}`, `requests[0] (id "1").priority_fee_wei: wei amount "0x10" is not a non-negative decimal integer`},
		{"fee negative", `{"now_ms":1000,"requests":[` + strings.Replace(okRequest, `"priority_fee_wei":"10"`, `"priority_fee_wei":"-5"`, 1) + `]}`, `priority_fee_wei: wei amount "-5" is not a non-negative decimal integer`},
		{"fee too big", `{"now_ms":1000,"requests":[` + strings.Replace(okRequest, `"priority_fee_wei":"10"`, `"priority_fee_wei":"`+strings.Repeat("9", 79)+`"`, 1) + `]}`, "longer than a uint256"},
		{"fee above uint256", `{"now_ms":1000,"requests":[` + strings.Replace(okRequest, `"priority_fee_wei":"10"`, `"priority_fee_wei":"`+strings.Repeat("9", 78)+`"`, 1) + `]}`, "priority_fee_wei: must be a uint256"},
		{"duplicate id", withReq(`"id":"1"`), `requests[1] (id "1").id: duplicate of requests[0]`},
		{"empty id", withReq(`"id":""`), `requests[1].id: must not be empty`},
		{"negative memory", `{"now_ms":1000,"requests":[` + strings.Replace(okRequest, `"required_memory_mb":1`, `"required_memory_mb":-1`, 1) + `]}`, "required_memory_mb: must be in [0, 2^31-2]"},
		{"deadline before submit", `{"now_ms":1000,"requests":[` + strings.Replace(okRequest, `"submitted_at_ms":0`, `"submitted_at_ms":9000`, 1) + `]}`, "deadline_ms: 5000 is before submitted_at_ms 9000"},
		{"empty model", `{"now_ms":1000,"requests":[` + strings.Replace(okRequest, `"model_id":"llama-7b"`, `"model_id":""`, 1) + `]}`, "model_id: must not be empty"},
		{"model with space", `{"now_ms":1000,"requests":[` + strings.Replace(okRequest, `"model_id":"llama-7b"`, `"model_id":"a b"`, 1) + `]}`, "model_id: \"a b\" has a space"},
		{"max_tokens negative", `{"now_ms":1000,"requests":[` + strings.Replace(okRequest, `"max_tokens":1`, `"max_tokens":-1`, 1) + `]}`, "max_tokens: want uint32"},
		{"excluded unknown request", `{"now_ms":1000,"requests":[` + okRequest + `],"excluded":[{"request_id":"9","workers":["0xw"]}]}`, `excluded[0].request_id: "9" is not among the requests`},
		{"excluded no workers", `{"now_ms":1000,"requests":[` + okRequest + `],"excluded":[{"request_id":"1","workers":[]}]}`, "excluded[0].workers: must list 1 to 32 workers, got 0"},
		{"excluded unsorted", `{"now_ms":1000,"requests":[` + okRequest + `],"excluded":[{"request_id":"1","workers":["0xb","0xa"]}]}`, `excluded[0].workers[1]: must be after "0xb"`},
		{"result wait negative", `{"now_ms":1000,"result_wait_ms":-1}`, "result_wait_ms: must be in [0, 2592000000], got -1"},
		{"result wait too long", `{"now_ms":1000,"result_wait_ms":2592000001}`, "result_wait_ms: must be in [0, 2592000000], got 2592000001"},
		{"excluded twice", `{"now_ms":1000,"requests":[` + okRequest + `],"excluded":[{"request_id":"1","workers":["0xa"]},{"request_id":"1","workers":["0xb"]}]}`, `excluded[1].request_id: must be after "1"`},
		{"active over max", withWorker(`"active_jobs":0`, `"active_jobs":2`), `workers[0] (id "0xw").active_jobs: 2 is above max_jobs 1`},
		{"negative active", withWorker(`"active_jobs":0`, `"active_jobs":-1`), "active_jobs: must be ≥ 0"},
		{"no models", withWorker(`"models":["llama-7b"]`, `"models":[]`), "models: must list at least one model"},
		{"completion rate", withWorker(`"completion_rate":1`, `"completion_rate":1.5`), "completion_rate: must be in [0, 1]"},
		{"negative latency", withWorker(`"avg_latency_ms":1`, `"avg_latency_ms":-3`), "avg_latency_ms: must be a finite number"},
		{"negative free memory", withWorker(`"free_memory_mb":1`, `"free_memory_mb":-1`), "free_memory_mb: must be in [0, 2^31-2]"},
		{"bad stake", withWorker(`"stake_wei":"1"`, `"stake_wei":"1e18"`), `stake_wei: wei amount "1e18"`},
		{"negative batch max", withWorker(`"completed_jobs":0`, `"completed_jobs":0,"batch_max":-1`), "batch_max: must be in [0, 1024]"},
		{"huge batch max", withWorker(`"completed_jobs":0`, `"completed_jobs":0,"batch_max":5000`), "batch_max: must be in [0, 1024]"},
		{"open batch of another model", withWorker(`"completed_jobs":0`, `"completed_jobs":0,"batch_max":4,"open_batch":{"gpt-2":1}`), `open_batch["gpt-2"]: the worker does not serve this model`},
		{"open batch above batch max", withWorker(`"completed_jobs":0`, `"completed_jobs":0,"batch_max":4,"open_batch":{"llama-7b":5}`), `open_batch["llama-7b"]: must be in [0, batch_max 4], got 5`},
		{"open batch negative", withWorker(`"completed_jobs":0`, `"completed_jobs":0,"batch_max":4,"open_batch":{"llama-7b":-1}`), `open_batch["llama-7b"]: must be in [0, batch_max 4], got -1`},
		{"duplicate worker", `{"now_ms":1000,"workers":[` + okWorker + `,` + okWorker + `]}`, `workers[1] (id "0xw").id: duplicate of workers[0]`},
		{"bad drain", `{"now_ms":1000,"drain_rate_tps":{"m":-1}}`, `drain_rate_tps["m"]: must be a finite number ≥ 0`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := DecodeSnapshot(strings.NewReader(tc.in))
			if err == nil {
				t.Fatalf("accepted %s", tc.in)
			}
			if !errors.Is(err, ErrInvalidSnapshot) {
				t.Errorf("error %v does not wrap ErrInvalidSnapshot", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not contain %q", err, tc.want)
			}
		})
	}
}

func TestDecodeSnapshotAccepts(t *testing.T) {
	in := `{"now_ms":1000,"gas_price_gwei":3.5,"requests":[` + okRequest + `],"workers":[` + okWorker + `],"drain_rate_tps":{"llama-7b":2},"config":{"matching":{"slots_per_worker_per_round":1}}}`
	s, err := DecodeSnapshot(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	if s.Requests[0].PriorityFeeWei.Int64() != 10 || s.Workers[0].ID != "0xw" || s.DrainRateTPS["llama-7b"] != 2 {
		t.Fatalf("decoded %+v", s)
	}
	cfg, err := EffectiveConfig(DefaultConfig(), s)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Matching.SlotsPerWorkerPerRound != 1 || !cfg.Matching.DeadlineFeasibility {
		t.Fatalf("override not applied alone: %+v", cfg.Matching)
	}
}

func TestEffectiveConfigRejectsAndDoesNotLeak(t *testing.T) {
	base := DefaultConfig()
	for _, tc := range []struct{ config, want string }{
		{`{"retry_after":{"min_seconds":400}}`, "retry_after.max_seconds: must be above min_seconds (400)"},
		{`{"priority":{"fee_weight":-1}}`, "priority.fee_weight: must be a finite number ≥ 0"},
		{`{"matching":{"nope":1}}`, `unknown field "nope"`},
		{`{"routing":{"gas_price_safety_factor":0.5}}`, "routing.gas_price_safety_factor: must be ≥ 1"},
		{`{"routing":{"model_complexity":{"llama-7b":0}}}`, "routing.model_complexity.llama-7b: must be a finite number > 0"},
	} {
		s := &Snapshot{Config: []byte(tc.config)}
		_, err := EffectiveConfig(base, s)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("config %s: error %v, want it to name %q", tc.config, err, tc.want)
		}
	}
	// Overrides of maps and slices must not write through into the base config.
	s := &Snapshot{Config: []byte(`{"routing":{"model_complexity":{"mine":2}},"retry_after":{"processing_ms":{"mine":5},"backoff":[[0,9]]}}`)}
	cfg, err := EffectiveConfig(base, s)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Routing.ModelComplexity["mine"] != 2 || cfg.Routing.ModelComplexity["llama-70b"] != 5 {
		t.Fatalf("override lost the defaults or itself: %v", cfg.Routing.ModelComplexity)
	}
	if _, leaked := base.Routing.ModelComplexity["mine"]; leaked {
		t.Fatal("override wrote into the base model_complexity")
	}
	if _, leaked := base.RetryAfter.ProcessingMS["mine"]; leaked {
		t.Fatal("override wrote into the base processing_ms")
	}
	if base.RetryAfter.BackoffSteps[0].RetryS != 4 {
		t.Fatal("override wrote into the base backoff table")
	}
}

func FuzzDecodeSnapshot(f *testing.F) {
	f.Add([]byte(`{"now_ms":1000,"gas_price_gwei":3.5,"requests":[` + okRequest + `],"workers":[` + okWorker + `]}`))
	f.Add([]byte(`{"now_ms":1000,"requests":[` + okRequest + `,` + okRequest + `]}`))
	f.Add([]byte(`{"now_ms":9007199254740993}`))
	f.Add([]byte(`{"config":{"matching":{"slots_per_worker_per_round":-1}}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := DecodeSnapshot(strings.NewReader(string(data)))
		if err != nil {
			if !errors.Is(err, ErrInvalidSnapshot) {
				t.Fatalf("error %v does not wrap ErrInvalidSnapshot", err)
			}
			return
		}
		cfg, err := EffectiveConfig(DefaultConfig(), s)
		if err != nil {
			return
		}
		// Whatever decodes and validates must plan without panicking, and account for
		// every request exactly once.
		d := Plan(s, cfg)
		if n := len(d.Assigned) + len(d.Skipped) + len(d.Expired); n != len(s.Requests) {
			t.Fatalf("%d requests in, %d out", len(s.Requests), n)
		}
	})
}
