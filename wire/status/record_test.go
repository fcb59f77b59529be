package status

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"
)

const (
	addrA = "0x00000000000000000000000000000000000000aa"
	addrW = "0x1111111111111111111111111111111111111111"
	hash1 = "0x" + "ab" + "00000000000000000000000000000000000000000000000000000000000001"
)

func queuedRecord() Record {
	return Record{
		RequestID: "42", Model: "llama-7b", User: addrA, State: StateQueued,
		QueuePosition: 3, Attempt: 0, Round: 7, ETAMS: 2550, RetryAfterS: 4,
		SubmittedAtMS: 1_000_000, DeadlineMS: 1_600_000, UpdatedAtMS: 1_010_000,
	}
}

func completedRecord() Record {
	r := queuedRecord()
	r.State, r.Worker, r.AssignedAtMS, r.EstimatedLatencyMS = StateCompleted, addrW, 1_011_000, 3000
	r.ResultTxHash, r.OutputHash, r.LatencyMS = hash1, hash1, 2900
	return r
}

func TestStateFinal(t *testing.T) {
	final := map[State]bool{StateCompleted: true, StateExpired: true, StateFailed: true, StateRefunded: true, StateRetracted: true, StateInvalidRequest: true}
	refundable := map[State]bool{StateExpired: true, StateInvalidRequest: true}
	for _, s := range States() {
		if s.Refundable() != refundable[s] {
			t.Errorf("%s.Refundable() = %v", s, s.Refundable())
		}
		if !s.Valid() {
			t.Errorf("%s not valid", s)
		}
		if s.Final() != final[s] {
			t.Errorf("%s.Final() = %v", s, s.Final())
		}
	}
	if State("done").Valid() || State("").Valid() {
		t.Error("unknown states are valid")
	}
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	requeued := queuedRecord()
	requeued.Attempt, requeued.FailedBy = 3, []Failure{{Worker: addrW, Attempt: 1}, {Worker: addrA, Attempt: 2}}
	for _, r := range []Record{queuedRecord(), completedRecord(), requeued} {
		b, err := Encode(r)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Decode(b)
		if err != nil {
			t.Fatalf("Decode(%s): %v", b, err)
		}
		if !reflect.DeepEqual(got, r) {
			t.Fatalf("round trip: %+v, want %+v", got, r)
		}
	}
}

func TestEncodeKeys(t *testing.T) {
	b, err := Encode(completedRecord())
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"request_id", "model", "user", "state", "queue_position", "worker",
		"attempt", "round", "eta_ms", "retry_after_s", "submitted_at_ms", "deadline_ms",
		"assigned_at_ms", "estimated_latency_ms", "confirmations_remaining", "updated_at_ms",
		"result_tx_hash", "output_hash", "latency_ms"} {
		if _, ok := m[k]; !ok {
			t.Errorf("key %s missing from %s", k, b)
		}
	}
}

func TestDecodeRejects(t *testing.T) {
	good, _ := json.Marshal(queuedRecord())
	withKey := func(k string, v any) string {
		var m map[string]any
		_ = json.Unmarshal(good, &m)
		if v == nil {
			delete(m, k)
		} else {
			m[k] = v
		}
		b, _ := json.Marshal(m)
		return string(b)
	}
	for _, tc := range []struct {
		name, in, want string
	}{
		{"empty", ``, "EOF"},
		{"null", `null`, "want a JSON object"},
		{"array", `[]`, "cannot unmarshal array"},
		{"trailing", string(good) + `{}`, "trailing data"},
		{"trailing brace", string(good) + `}`, "trailing data"},
		{"unknown key", withKey("priority", 1), `unknown field "priority"`},
		{"wrong type", withKey("queue_position", "3"), "cannot unmarshal string"},
		{"fraction", withKey("eta_ms", 1.5), "cannot unmarshal number 1.5"},
		{"no id", withKey("request_id", nil), "request_id: request id must be a decimal uint256, got an empty string"},
		{"hex id", withKey("request_id", "0x2a"), `request_id: request id must be a decimal uint256, got "0x2a"`},
		{"leading zero id", withKey("request_id", "042"), `request_id: must be canonical (no leading zeros), got "042"`},
		{"bad state", withKey("state", "done"), `state: must be one of`},
		{"negative", withKey("queue_position", -1), "queue_position: must not be negative, got -1"},
		{"bad user", withKey("user", "0xABC"), `user: must be a 0x-prefixed lowercase 20-byte hex address, got "0xABC"`},
		{"no model", withKey("model", ""), "model: must not be empty"},
		{"assigned without worker", withKey("state", "assigned"),
			"assigned_at_ms: must be set when the state is assigned\nworker: must be set when the state is assigned"},
		{"completed without tx", withKey("state", "completed"), "result_tx_hash: must be set when the state is completed"},
		{"bad hash", withKey("output_hash", "0x12"), `output_hash: must be 0x and 64 lowercase hex digits, got "0x12"`},
		{"failed_by worker", withKey("failed_by", []any{map[string]any{"worker": "0xAB", "attempt": 0}}),
			`failed_by[0].worker: must be a 0x-prefixed lowercase 20-byte hex address, got "0xAB"`},
		{"failed_by attempt", withKey("failed_by", []any{map[string]any{"worker": addrW, "attempt": 5}}),
			"failed_by[0].attempt: must be in [1, attempt 0], got 5"},
		{"failed_by repeated", withKey("failed_by", []any{map[string]any{"worker": addrW, "attempt": 0}, map[string]any{"worker": addrW, "attempt": 0}}),
			`failed_by[1].worker: must not repeat a worker`},
		{"failed_by unknown key", withKey("failed_by", []any{map[string]any{"worker": addrW, "attempt": 1, "until": 3}}), `unknown field "until"`},
		{"failed_by too many", withKey("failed_by", make([]any, MaxFailedBy+1)), "failed_by: must list at most 32 workers, got 33"},
		{"too long", `{"model":"` + strings.Repeat("x", MaxRecordBytes) + `"}`, "more than 16384"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode([]byte(tc.in))
			if err == nil {
				t.Fatalf("Decode(%s) = nil error", tc.in)
			}
			if !errors.Is(err, ErrInvalid) {
				t.Errorf("error %v does not match ErrInvalid", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not contain %q", err, tc.want)
			}
		})
	}
}

func TestEncodeRejectsInvalid(t *testing.T) {
	r := queuedRecord()
	r.State = "bogus"
	if _, err := Encode(r); !errors.Is(err, ErrInvalid) {
		t.Fatalf("Encode of a bad record: %v", err)
	}
}

func TestParseRequestID(t *testing.T) {
	max := "115792089237316195423570985008687907853269984665640564039457584007913129639935"
	for _, tc := range []struct{ in, want string }{
		{"0", "0"}, {"42", "42"}, {"00042", "42"}, {"000", "0"}, {max, max}, {"000" + max, max},
	} {
		got, err := ParseRequestID(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseRequestID(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	over := "115792089237316195423570985008687907853269984665640564039457584007913129639936"
	for _, in := range []string{"", "-1", "+1", "1e3", "0x10", " 1", "1 ", "１", over, over + "0", strings.Repeat("9", 200)} {
		if got, err := ParseRequestID(in); !errors.Is(err, ErrBadRequestID) {
			t.Errorf("ParseRequestID(%q) = %q, %v; want ErrBadRequestID", in, got, err)
		}
	}
}

func FuzzDecode(f *testing.F) {
	requeued := queuedRecord()
	requeued.Attempt, requeued.FailedBy = 3, []Failure{{Worker: addrW, Attempt: 1}, {Worker: addrA, Attempt: 2}}
	for _, r := range []Record{queuedRecord(), completedRecord(), requeued} {
		b, _ := json.Marshal(r)
		f.Add(b)
	}
	for _, s := range []string{`{}`, `null`, `{"request_id":"1"}`, `{"request_id":"1","model":"m","state":"queued"} `,
		`{"request_id":"1","model":"m","state":"queued","queue_position":1e3}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		r, err := Decode(b)
		if err != nil {
			if !errors.Is(err, ErrInvalid) {
				t.Fatalf("error %v does not wrap ErrInvalid", err)
			}
			return
		}
		out, err := Encode(r)
		if err != nil {
			t.Fatalf("a decoded record does not encode: %v", err)
		}
		back, err := Decode(out)
		if err != nil || !reflect.DeepEqual(back, r) {
			t.Fatalf("round trip of %s: %+v, %v", out, back, err)
		}
	})
}

// An invalid request's record carries the decoder's message, and only it; a queued one
// may say no worker serves its task.
func TestInvalidRequestRecord(t *testing.T) {
	r := queuedRecord()
	r.State, r.Error = StateInvalidRequest, "invalid inference request document: temperature: must be a number in [0, 2], got 7"
	if _, err := Decode(mustEncode(t, r)); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		edit func(*Record)
		want string
	}{
		{func(r *Record) { r.Error = "" }, "error: must be set when the state is invalid_request"},
		{func(r *Record) { r.State = StateQueued }, `error: is set only when the state is invalid_request (or refunded after it), got state "queued"`},
		{func(r *Record) { r.Error = strings.Repeat("x", MaxErrorBytes+1) }, "error: must be valid UTF-8 of at most 2048 bytes"},
		{func(r *Record) { r.Reason = ReasonNoWorkerForTask }, `reason: is set only while queued, got state "invalid_request"`},
		{func(r *Record) { r.State, r.Error, r.Reason = StateQueued, "", "no_gpu" }, `reason: must be empty or "no_worker_for_task"`},
	} {
		bad := r
		c.edit(&bad)
		if err := bad.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
	refunded := r
	refunded.State = StateRefunded
	if err := refunded.Validate(); err != nil {
		t.Fatalf("an invalid request refunded keeps its error: %v", err)
	}
	q := queuedRecord()
	q.Reason = ReasonNoWorkerForTask
	if err := q.Validate(); err != nil {
		t.Fatal(err)
	}
	if got := ClipError(strings.Repeat("é", MaxErrorBytes)); len(got) > MaxErrorBytes || !utf8.ValidString(got) {
		t.Fatalf("ClipError: %d bytes, valid %v", len(got), utf8.ValidString(got))
	}
}

func mustEncode(t *testing.T, r Record) []byte {
	t.Helper()
	b, err := Encode(r)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
