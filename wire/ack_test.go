package wire

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

func jsonMarshal(v any) ([]byte, error) { return json.Marshal(v) }

func TestDecodeAckRejects(t *testing.T) {
	key, _ := crypto.GenerateKey()
	good, _ := SignAck(key, "12", 2)
	b, _ := jsonMarshal(good)
	if a, err := DecodeAck(b); err != nil || a.RequestID != "12" || a.Attempt != 2 {
		t.Fatalf("good ack: %+v %v", a, err)
	}
	for _, tc := range []struct{ in, want string }{
		{`{`, "unexpected EOF"},
		{`{"request_id":"x","attempt":1,"worker":"0x01","signature":"0x00"}`, "request_id must be a decimal id"},
		{strings.Replace(string(b), `"attempt":2`, `"attempt":0`, 1), "attempt must be ≥ 1"},
		{strings.Replace(string(b), `"attempt":2`, `"attempt":3`, 1), "not by worker"},
		{strings.Replace(string(b), `"request_id"`, `"extra":1,"request_id"`, 1), "unknown field"},
		{`{"request_id":"1","attempt":1,"worker":"nope","signature":"0x00"}`, "worker must be an address"},
	} {
		if _, err := DecodeAck([]byte(tc.in)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("DecodeAck(%s) = %v, want %q", tc.in, err, tc.want)
		}
	}
}

func FuzzDecodeAck(f *testing.F) {
	key, _ := crypto.GenerateKey()
	good, _ := SignAck(key, "12", 2)
	b, _ := jsonMarshal(good)
	f.Add(b)
	f.Add([]byte(`{"request_id":"1","attempt":1,"worker":"0x0000000000000000000000000000000000000001","signature":"0x` + strings.Repeat("00", 65) + `"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		a, err := DecodeAck(data)
		if err == nil && (a.Attempt < 1 || len(a.Signature) != 65) {
			t.Fatalf("accepted %+v", a)
		}
	})
}
