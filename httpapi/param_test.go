package httpapi

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/scheduler/retryafter"
)

func TestApplyParam(t *testing.T) {
	base := scheduler.DefaultConfig()
	base.RetryAfter.ProcessingMS["llama-3.1-8b"] = 3000
	for _, tc := range []struct {
		param, value string
		check        func(c scheduler.Config) bool
		old, new     string
	}{
		{"retry_after.min_seconds", `2`, func(c scheduler.Config) bool { return c.RetryAfter.MinSeconds == 2 }, "1", "2"},
		{"retry_after.safety_margin", `0.35`, func(c scheduler.Config) bool { return c.RetryAfter.SafetyMargin == 0.35 }, "0.2", "0.35"},
		{"priority.fee_weight", `0.5`, func(c scheduler.Config) bool { return c.Priority.FeeWeight == 0.5 }, "0.6", "0.5"},
		{"priority.deadline_horizon", `"45s"`, func(c scheduler.Config) bool { return c.Priority.DeadlineHorizon.D() == 45*time.Second }, `"30s"`, `"45s"`},
		{"priority.fee_unit_wei", `"1000"`, func(c scheduler.Config) bool { return c.Priority.FeeUnitWei.String() == "1000" }, `"10000000000000000"`, `"1000"`},
		{"routing.gas_price_safety_factor", `2`, func(c scheduler.Config) bool { return c.Routing.GasPriceSafetyFactor == 2 }, "1.5", "2"},
		{"flow_control.node.requests.per_second", `50`, func(c scheduler.Config) bool { return c.FlowControl.Node.Requests.PerSecond == 50 }, "500", "50"},
		{"flow_control.requester", `{"per_second":1,"burst":2}`, func(c scheduler.Config) bool {
			return c.FlowControl.Requester == flowcontrol.Limit{PerSecond: 1, Burst: 2}
		}, `{"burst":20,"per_second":10}`, `{"burst":2,"per_second":1}`},
		{"retry_after.backoff", `[[0,2],[30,20]]`, func(c scheduler.Config) bool {
			return reflect.DeepEqual(c.RetryAfter.BackoffSteps, []retryafter.Step{{ElapsedS: 0, RetryS: 2}, {ElapsedS: 30, RetryS: 20}})
		}, `[[0,4],[60,10],[120,30],[300,60],[900,300]]`, `[[0,2],[30,20]]`},
		{"retry_after.processing_ms.llama-7b", `5000`, func(c scheduler.Config) bool {
			return c.RetryAfter.ProcessingMS["llama-7b"] == 5000 && c.RetryAfter.ProcessingMS["default"] == 2000
		}, "null", "5000"},
		{"retry_after.processing_ms.llama-3.1-8b", `4000`, func(c scheduler.Config) bool {
			return c.RetryAfter.ProcessingMS["llama-3.1-8b"] == 4000 && len(c.RetryAfter.ProcessingMS) == 2
		}, "3000", "4000"},
		{"retry_after.processing_ms.llama-3.1-8b", `null`, func(c scheduler.Config) bool {
			_, ok := c.RetryAfter.ProcessingMS["llama-3.1-8b"]
			return !ok && len(c.RetryAfter.ProcessingMS) == 1
		}, "3000", "null"},
		{"routing.model_complexity.mixtral.8x7b", `3.5`, func(c scheduler.Config) bool {
			return c.Routing.ModelComplexity["mixtral.8x7b"] == 3.5
		}, "null", "3.5"},
		{"flow_control.group_overrides.llama-7b", `{"requests":{"per_second":5,"burst":5}}`, func(c scheduler.Config) bool {
			return c.FlowControl.GroupOverrides["llama-7b"].Requests.PerSecond == 5
		}, "null", `{"bytes":{"burst":0,"per_second":0},"requests":{"burst":5,"per_second":5}}`},
	} {
		t.Run(tc.param+"="+tc.value, func(t *testing.T) {
			before, _ := json.Marshal(base)
			got, ch, err := ApplyParam(base, tc.param, json.RawMessage(tc.value))
			if err != nil {
				t.Fatal(err)
			}
			if !tc.check(got) {
				t.Fatalf("change not applied: %+v", got)
			}
			if string(ch.Old) != tc.old || string(ch.New) != tc.new {
				t.Fatalf("change %s → %s, want %s → %s", ch.Old, ch.New, tc.old, tc.new)
			}
			if after, _ := json.Marshal(base); string(after) != string(before) {
				t.Fatal("ApplyParam modified its input")
			}
			// Everything else is as it was.
			gb, _ := json.Marshal(got)
			var a, b map[string]any
			_ = json.Unmarshal(before, &a)
			_ = json.Unmarshal(gb, &b)
			sec := strings.Split(tc.param, ".")[0]
			delete(a, sec)
			delete(b, sec)
			if !reflect.DeepEqual(a, b) {
				t.Fatal("other sections changed")
			}
		})
	}
}

func TestApplyParamRefuses(t *testing.T) {
	base := scheduler.DefaultConfig()
	for _, tc := range []struct {
		param, value string
		is           error  // nil: a validation error
		msg          string // in the error
	}{
		{"retry_after.min_seconds", `300`, nil, "retry_after.max_seconds: must be above min_seconds (300), got 300"},
		{"retry_after.max_seconds", `1`, nil, "retry_after.max_seconds: must be above min_seconds (1), got 1"},
		{"retry_after.safety_margin", `1.5`, nil, "retry_after.safety_margin: must be within [0, 1], got 1.5"},
		{"retry_after.backoff", `[[0,4],[0,5]]`, nil, "retry_after.backoff[1]: duplicate threshold 0 s"},
		{"retry_after.processing_ms.default", `null`, nil, `retry_after.processing_ms: must have the key "default"`},
		{"routing.gas_price_safety_factor", `0.5`, nil, "routing.gas_price_safety_factor: must be ≥ 1, got 0.5"},
		{"priority.fee_unit_wei", `"-1"`, nil, "priority.fee_unit_wei"},
		{"flow_control.node.requests.burst", `0`, nil, "flow_control.node.requests.burst: must be at least 1 when per_second is set, got 0"},
		{"retry_after.min_seconds", `"2"`, ErrBadValue, "cannot unmarshal string"},
		{"retry_after.min_seconds", `1.5`, ErrBadValue, "cannot unmarshal number 1.5"},
		{"retry_after.min_seconds", `null`, ErrBadValue, "cannot be null"},
		{"retry_after.min_seconds", `{`, ErrBadValue, "must be JSON"},
		{"flow_control.requester", `{"per_second":1,"burts":2}`, ErrBadValue, `unknown field "burts"`},
		{"priority.deadline_horizon", `"soon"`, ErrBadValue, "want a duration"},
		{"retry_after.min_second", `2`, ErrUnknownParam, `no key "min_second" in retry_after`},
		{"retry_after.min_seconds.x", `2`, ErrUnknownParam, "retry_after.min_seconds is not an object"},
		{"matching.batching_min_queue", `2`, ErrUnknownParam, "must start with one of retry_after, priority, routing, flow_control"},
		{"round_interval", `"2s"`, ErrUnknownParam, "must start with one of"},
		{"retry_after", `{}`, ErrUnknownParam, "name a key within the section"},
		{"retry_after..min_seconds", `2`, ErrUnknownParam, "empty key"},
		{"", `2`, ErrUnknownParam, "param is empty"},
	} {
		t.Run(tc.param+"="+tc.value, func(t *testing.T) {
			got, _, err := ApplyParam(base, tc.param, json.RawMessage(tc.value))
			if err == nil {
				t.Fatalf("accepted: %+v", got.RetryAfter)
			}
			if tc.is != nil && !errors.Is(err, tc.is) {
				t.Fatalf("error %v, want %v", err, tc.is)
			}
			if !strings.Contains(err.Error(), tc.msg) {
				t.Fatalf("error %q does not contain %q", err, tc.msg)
			}
		})
	}
}

func FuzzApplyParam(f *testing.F) {
	for _, s := range [][2]string{
		{"retry_after.min_seconds", "2"}, {"retry_after.backoff", "[[0,4]]"},
		{"retry_after.processing_ms.a.b", "1"}, {"flow_control.group_overrides.m.requests.per_second", "1"},
		{"flow_control.group_overrides.m", `{"requests":{"per_second":1,"burst":1}}`},
		{"routing.model_complexity", `{"x":1}`}, {"priority.fee_unit_wei", `"7"`}, {"retry_after.processing_ms", "null"},
	} {
		f.Add(s[0], s[1])
	}
	base := scheduler.DefaultConfig()
	f.Fuzz(func(t *testing.T, param, value string) {
		got, _, err := ApplyParam(base, param, json.RawMessage(value))
		if err != nil {
			return
		}
		if err := got.Validate(); err != nil {
			t.Fatalf("accepted an invalid config: %v", err)
		}
	})
}
