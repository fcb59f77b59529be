package daemon

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/wire"
)

// Garbage on the decision subjects while the daemon is down (`infersched run` used to
// exit 1 on every start with "last decision record (seq N): invalid decision record")
// does not stop the restart: the daemon starts, the chain continues from the last valid
// record, work goes on, and the exported log verifies with the garbage reported and
// left out.
func TestDaemonRestartsAfterGarbageOnTheDecisionLog(t *testing.T) {
	t.Parallel()
	s := newStack(t, nil)
	s.start()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for i := range 2 {
		s.worker(i, ctx)
	}
	ids := []string{s.request(0, 1e15), s.request(1, 2e15)}
	s.waitAll(ids, 40*time.Second, map[string][]poll{})
	s.stop()

	js, err := jetstream.New(s.nc)
	if err != nil {
		t.Fatal(err)
	}
	st, err := decisions.Open(ctx, js)
	if err != nil {
		t.Fatal(err)
	}
	last := st.LastRound()
	for _, m := range []*nats.Msg{
		{Subject: wire.DecisionSubject(last + 1), Data: []byte("\x00garbage")},
		{Subject: wire.SubjectDecisionsLegacy, Data: []byte(`{"round":`)},
		{Subject: wire.DecisionSubject(last + 2), Data: []byte(`[1,2,3]`)},
	} {
		if _, err := js.PublishMsg(ctx, m); err != nil {
			t.Fatal(err)
		}
	}

	s.start() // fails the test if the daemon does not come up
	ids = append(ids, s.request(2, 3e15))
	s.waitAll(ids, 40*time.Second, map[string][]poll{})
	s.stop()

	var buf bytes.Buffer
	var skipped []uint64
	n, err := audit.ExportWith(context.Background(), js, 0, 0, &buf, audit.ExportOptions{
		Skipped: func(seq uint64, _ string, _ error) { skipped = append(skipped, seq) }})
	if err != nil || uint64(n) <= last {
		t.Fatalf("export: %d records (%d before the restart), %v", n, last, err)
	}
	if len(skipped) != 3 {
		t.Fatalf("export skipped %v, want the 3 garbage messages", skipped)
	}
	var fails []decisionlog.Failure
	sum, err := decisionlog.VerifyLog(context.Background(), bytes.NewReader(buf.Bytes()), decisionlog.VerifyOptions{},
		func(f decisionlog.Failure) { fails = append(fails, f) })
	if err != nil || len(fails) > 0 || sum.Records != n {
		t.Fatalf("log after the restart: %+v %v %v", sum, err, fails)
	}
	if !strings.Contains(buf.String(), `"round":`+itoa(last+1)+`,`) {
		t.Fatalf("no record of round %d after the restart", last+1)
	}
}

func itoa(n uint64) string { return strconv.FormatUint(n, 10) }
