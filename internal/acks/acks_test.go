package acks

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/infersched/infersched/internal/rounds/roundstest"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

func TestAckOverNATS(t *testing.T) {
	h := roundstest.New(t, roundstest.Options{})
	w, key := h.Worker("llama-7b", 300, 1)
	h.Request("4", "llama-7b", "0xu", 1e16, 5*time.Minute)
	h.Round()

	ns := natstest.Start(t)
	nc := ns.Conn(t)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	reg := prometheus.NewRegistry()
	go func() { done <- ListenWith(ctx, nc, h.Eng, Options{Registerer: reg}) }()
	defer func() { cancel(); <-done }()
	time.Sleep(50 * time.Millisecond) // let the subscription register
	if err := nc.Flush(); err != nil {
		t.Fatal(err)
	}

	ask := func(subject string, a wire.Ack) string {
		t.Helper()
		b, _ := json.Marshal(a)
		msg, err := nc.Request(subject, b, 5*time.Second)
		if err != nil {
			t.Fatal(err)
		}
		return string(msg.Data)
	}
	other, _ := crypto.GenerateKey()
	forged, _ := wire.SignAck(other, "4", 1)
	forged.Worker = w // claims to be the assigned worker, signed by someone else
	if got := ask(wire.SubjectAckPrefix+w, forged); !strings.Contains(got, "not by worker") {
		t.Fatalf("forged ack: %q", got)
	}
	// Garbage is refused with a reason and counted; the listener goes on.
	for _, junk := range []string{"\x00", `{"request_id":`, `{"request_id":"4","attempt":1,"worker":"` + w + `","signature":"0x00"}`} {
		msg, err := nc.Request(wire.SubjectAckPrefix+w, []byte(junk), 5*time.Second)
		if err != nil || string(msg.Data) == "ok" {
			t.Fatalf("garbage ack %q: %v, %v", junk, msg, err)
		}
	}
	if mfs, _ := reg.Gather(); len(mfs) != 1 || mfs[0].GetMetric()[0].GetCounter().GetValue() != 4 {
		t.Fatalf("refused acks counted: %v", mfs) // the forged one and three of garbage
	}
	good, _ := wire.SignAck(key, "4", 1)
	if got := ask(wire.SubjectAckPrefix+"0x0000000000000000000000000000000000000001", good); !strings.Contains(got, "on subject") {
		t.Fatalf("ack on another worker's subject: %q", got)
	}
	if got := ask(wire.SubjectAckPrefix+w, good); got != "ok" {
		t.Fatalf("good ack: %q", got)
	}
	// Acknowledged: past the ack timeout it is not reassigned.
	h.Clock.Advance(h.Eng.Config().AckTimeout.D() + time.Second)
	h.Heartbeat(key, "llama-7b", 300, 1)
	if rep := h.Round(); rep.Reassigned != 0 {
		t.Fatalf("acknowledged assignment reassigned: %+v", rep)
	}
	if got := ask(wire.SubjectAckPrefix+w, good); !strings.Contains(got, "not pending") {
		t.Fatalf("second ack: %q", got)
	}
}
