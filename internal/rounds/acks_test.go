package rounds

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/infersched/infersched/internal/testutil/natstest"
)

func TestAckOverNATS(t *testing.T) {
	h := newHarness(t, nil)
	w, key := h.worker("llama-7b", 300, 1)
	h.request("4", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.round()

	ns := natstest.Start(t)
	nc := ns.Conn(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- ListenAcks(ctx, nc, h.eng, nil) }()
	defer func() { cancel(); <-done }()
	time.Sleep(50 * time.Millisecond) // let the subscription register
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}

	ask := func(subject string, a AckMessage) string {
		t.Helper()
		b, _ := jsonMarshal(a)
		msg, err := nc.Request(subject, b, 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		return string(msg.Data)
	}
	other, _ := crypto.GenerateKey()
	forged, _ := SignAck(other, "4", 1)
	forged.Worker = w // claims to be the assigned worker, signed by someone else
	if got := ask(SubjectAckPrefix+w, forged); !strings.Contains(got, "not by worker") {
		t.Fatalf("forged ack: %q", got)
	}
	good, _ := SignAck(key, "4", 1)
	if got := ask(SubjectAckPrefix+"0x0000000000000000000000000000000000000001", good); !strings.Contains(got, "on subject") {
		t.Fatalf("ack on another worker's subject: %q", got)
	}
	if got := ask(SubjectAckPrefix+w, good); got != "ok" {
		t.Fatalf("good ack: %q", got)
	}
	// Acknowledged: past the ack timeout it is not reassigned.
	h.clock.Advance(h.eng.Config().AckTimeout.D() + time.Second)
	h.heartbeat(key, "llama-7b", 300, 1)
	if rep := h.round(); rep.Reassigned != 0 {
		t.Fatalf("acknowledged assignment reassigned: %+v", rep)
	}
	if got := ask(SubjectAckPrefix+w, good); !strings.Contains(got, "not pending") {
		t.Fatalf("second ack: %q", got)
	}
}

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

func TestNackRequeuesAtOnce(t *testing.T) {
	h := newHarness(t, nil)
	a, ka := h.worker("llama-7b", 300, 1)
	b, _ := h.worker("llama-7b", 900, 1)
	h.request("8", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.round()
	if h.sink.assigned[0].Worker != a {
		t.Fatalf("first assignment %+v", h.sink.assigned[0])
	}
	n, _ := SignNack(ka, "8", 1, "backend 500")
	raw, _ := jsonMarshal(n)
	dec, err := DecodeAck(raw)
	if err != nil || !dec.Failed {
		t.Fatalf("nack decode: %+v %v", dec, err)
	}
	// A nack is not an ack: the signature covers the verb.
	dec.Failed = false
	b2, _ := jsonMarshal(dec)
	if _, err := DecodeAck(b2); err == nil {
		t.Fatal("a nack turned into an ack verified")
	}
	if !h.eng.Fail(context.Background(), "8", a, 1, dec.Reason) {
		t.Fatal("nack refused")
	}
	rep := h.round() // no clock advance: requeued at once
	last := h.sink.assigned[len(h.sink.assigned)-1]
	if rep.Dispatched != 1 || last.Attempt != 2 {
		t.Fatalf("after a nack: %+v, last %+v", rep, last)
	}
	_ = b
	rec := h.sink.rounds[len(h.sink.rounds)-1]
	if len(rec.Released) != 1 || rec.Released[0] != "8" {
		t.Fatalf("released in the record: %v", rec.Released)
	}
}
