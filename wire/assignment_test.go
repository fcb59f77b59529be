package wire

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

func goodAssignment() Assignment {
	return Assignment{
		RequestID: "42", Attempt: 2, Round: 7, Worker: "0x14791697260e4c9a71f18484c9f997b308e59325",
		Request: Request{ID: "42", User: "0x0000000000000000000000000000000000000001", ModelID: "llama-7b",
			MaxTokens: 16, PriorityFeeWei: "10000000000000000", SubmittedAtMS: 1, DeadlineMS: 2, RequiredMemoryMB: 100},
		Prompt: []byte("hi"), EstimatedLatencyMS: 850, RetryAfterS: 2,
		Voucher: Voucher{Expiry: 99, Signature: bytes.Repeat([]byte{1}, 65)},
	}
}

func TestDecodeAssignment(t *testing.T) {
	good, _ := json.Marshal(goodAssignment())
	a, err := DecodeAssignment(good)
	if err != nil || a.MsgID() != "42:2" || string(a.Prompt) != "hi" || a.Request.PriorityFeeWei != "10000000000000000" {
		t.Fatalf("good assignment: %+v %v", a, err)
	}
	for _, tc := range []struct{ in, want string }{
		{`{`, "unexpected EOF"},
		{string(good) + `{}`, "trailing data"},
		{strings.Replace(string(good), `"round"`, `"extra":1,"round"`, 1), "unknown field"},
		{strings.Replace(string(good), `"request_id":"42"`, `"request_id":"x"`, 1), "request_id must be a decimal id"},
		{strings.Replace(string(good), `"id":"42"`, `"id":"43"`, 1), "is not request_id"},
		{strings.Replace(string(good), `"attempt":2`, `"attempt":0`, 1), "attempt must be ≥ 1"},
		{strings.Replace(string(good), `0x1479`, `0X1479`, 1), "worker must be"},
		{strings.Replace(string(good), `"required_memory_mb":100`, `"required_memory_mb":-1`, 1), "must not be negative"},
		{strings.Replace(string(good), `"signature":"0x01`, `"signature":"0x`, 1), "65 bytes"},
	} {
		if _, err := DecodeAssignment([]byte(tc.in)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("DecodeAssignment(%.80s…) = %v, want %q", tc.in, err, tc.want)
		}
	}
}

func FuzzDecodeAssignment(f *testing.F) {
	good, _ := json.Marshal(goodAssignment())
	f.Add(good)
	f.Add([]byte(`{"request_id":"1","attempt":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := DecodeAssignment(data)
		if err != nil {
			return
		}
		if a.Attempt < 1 || !IsWorkerID(a.Worker) || a.Request.ID != a.RequestID || len(a.Voucher.Signature) != 65 {
			t.Fatalf("accepted %+v", a)
		}
		b, err := json.Marshal(a)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := DecodeAssignment(b); err != nil {
			t.Fatalf("re-encoded assignment does not decode: %v", err)
		}
	})
}
