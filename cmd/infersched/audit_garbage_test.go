package main

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

// Garbage on the decision subjects (an undecodable message on the next round's subject,
// on the legacy subject, between records) and on the anchors subject is skipped and
// reported by `audit verify --nats`; the log itself verifies.
func TestAuditVerifyNATSSkipsGarbage(t *testing.T) {
	srv := natstest.Start(t)
	js := srv.JetStream(t)
	ctx := context.Background()
	if err := bus.Ensure(ctx, js, bus.DefaultConfig()); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(writeLog(t, 4))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for rec, err := range decisionlog.Read(f, 0) {
		if err != nil {
			t.Fatal(err)
		}
		b, err := decisionlog.Encode(rec)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := js.Publish(ctx, wire.DecisionSubject(rec.Round), b); err != nil {
			t.Fatal(err)
		}
		if rec.Round == 2 {
			if _, err := js.Publish(ctx, wire.SubjectDecisionsLegacy, []byte("\x00garbage")); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := js.Publish(ctx, wire.DecisionSubject(5), []byte(`{"round":5`)); err != nil {
		t.Fatal(err)
	}
	if _, err := js.Publish(ctx, wire.SubjectAnchors, []byte(`{"from_round":`)); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "audit", "verify", "--nats", srv.URL(), "--max-unanchored-age", "0") // a log never anchored
	if code != 0 || !strings.Contains(out, "4 records, rounds 1..4: 0 failures") {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if strings.Count(errOut, "SKIP seq") != 3 || !strings.Contains(errOut, "SKIP seq 3 (infer.decisions)") ||
		!strings.Contains(errOut, "(infer.decisions.5)") || !strings.Contains(errOut, "(infer.anchors)") {
		t.Fatalf("skipped messages not reported:\n%s", errOut)
	}
}
