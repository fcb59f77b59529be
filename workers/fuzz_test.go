package workers

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
)

// The decoder never panics; whatever it accepts and validation passes has canonical
// bytes that are valid JSON, decode back to the same heartbeat, and verify after signing.
func FuzzDecodeSignedHeartbeat(f *testing.F) {
	key, _ := crypto.HexToECDSA("0123456789012345678901234567890123456789012345678901234567890123")
	sh, _ := Sign(key, Heartbeat{Models: []string{"llama-7b", "a"}, FreeMemoryMB: 1, MaxJobs: 2, ActiveJobs: 1,
		AvgLatencyMS: 3, Endpoint: "http://x:1/p?q=1&r=2", TimestampMS: 1764500000000, Seq: 9})
	good, _ := json.Marshal(sh)
	f.Add(good)
	f.Add([]byte(`{}`))
	f.Add([]byte(`{"heartbeat":null,"signature":null}`))
	f.Add([]byte(`{"heartbeat":{"worker":"0x","models":[""],"max_jobs":1e30},"signature":"0x"}`))
	f.Add([]byte(`{"heartbeat":{"Worker":"x","models":["a","a"]}}`))
	f.Add(bytes.Repeat([]byte("["), 1000))
	f.Fuzz(func(t *testing.T, b []byte) {
		sh, err := DecodeSignedHeartbeat(b)
		if err != nil {
			if !IsRejection(err) {
				t.Fatalf("decode error is not a rejection: %v", err)
			}
			return
		}
		hb := sh.Heartbeat
		if hb.check(maxJobsCapLimit, maxModelsLimit) != nil {
			return
		}
		canon := hb.CanonicalBytes()
		var back Heartbeat
		dec := json.NewDecoder(bytes.NewReader(canon))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&back); err != nil {
			t.Fatalf("canonical bytes %s are not JSON: %v", canon, err)
		}
		if !reflect.DeepEqual(back, hb) {
			t.Fatalf("canonical round trip: %+v != %+v", back, hb)
		}
		if _, err := sh.Signer(); err != nil && !IsRejection(err) {
			t.Fatalf("signer error is not a rejection: %v", err)
		}
		hb.Worker = idOf(key)
		signed, err := Sign(key, hb)
		if err != nil {
			t.Fatalf("Sign of a valid heartbeat: %v", err)
		}
		if a, err := signed.Signer(); err != nil || a != crypto.PubkeyToAddress(key.PublicKey) {
			t.Fatalf("signer = %s, %v", a.Hex(), err)
		}
	})
}
