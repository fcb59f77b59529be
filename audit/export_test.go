package audit

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

// liveLog is a bus with the layout, a decision log, and a way to add a round that
// plans one new request, as the indexer and the scheduler would.
type liveLog struct {
	t     *testing.T
	js    jetstream.JetStream
	store *decisions.Store
}

func newLiveLog(t *testing.T) *liveLog {
	t.Helper()
	js, store := logOnBus(t)
	return &liveLog{t: t, js: js, store: store}
}

// logOnBus is an embedded server with the layout and a decision log on it.
func logOnBus(t *testing.T) (jetstream.JetStream, *decisions.Store) {
	t.Helper()
	js := natstest.Start(t).JetStream(t)
	ctx := context.Background()
	if err := bus.Ensure(ctx, js, bus.DefaultConfig()); err != nil {
		t.Fatal(err)
	}
	store, err := decisions.Open(ctx, js)
	if err != nil {
		t.Fatal(err)
	}
	return js, store
}

// round publishes request id on REQUESTS, then the record of the next round, which
// plans it.
func (l *liveLog) round(id int) {
	l.t.Helper()
	ctx := context.Background()
	ev := fmt.Sprintf(`{"chain_id":1337,"contract":"0x00000000000000000000000000000000000000c0","block_number":%d,`+
		`"block_hash":"0x%064x","tx_hash":"0x%064x","log_index":0,"id":"%d",`+
		`"requester":"0x00000000000000000000000000000000000000bb","model":"echo","prompt":"aGk=","max_tokens":16,`+
		`"gas_limit":150000,"required_memory_mb":1024,"priority_fee_wei":"1000","submitted_at":1700000000,"deadline":1700000600}`,
		id, id, id, id)
	dec, err := events.DecodeRequestEvent([]byte(ev))
	if err != nil {
		l.t.Fatalf("request %d: %v", id, err)
	}
	if _, err := l.js.Publish(ctx, wire.RequestSubject("echo"), []byte(ev)); err != nil {
		l.t.Fatal(err)
	}
	n := l.store.LastRound() + 1
	rr := rounds.RoundRecord{Round: n, Config: scheduler.DefaultConfig(),
		Snapshot: &scheduler.Snapshot{NowMS: int64(n) * 1000, Requests: []scheduler.Request{dec.Request()}}}
	if err := l.store.WriteRound(ctx, rr); err != nil {
		l.t.Fatal(err)
	}
}

// An export of a log that grows while it runs (the auditor's `audit verify` on a
// live system) exports the records present when it started, each resolved. It used to
// read the requests first and then every record, and fail on a record newer than the
// requests it had read.
func TestExportOfAGrowingLog(t *testing.T) {
	l := newLiveLog(t)
	for id := 1; id <= 3; id++ {
		l.round(id)
	}
	var buf bytes.Buffer
	var skipped []string
	n, err := ExportWith(context.Background(), l.js, 0, 0, &buf, ExportOptions{
		Skipped: func(seq uint64, subject string, err error) {
			skipped = append(skipped, fmt.Sprintf("%d %s: %v", seq, subject, err))
		},
		afterRequests: func() { // the scheduler goes on meanwhile
			for id := 4; id <= 5; id++ {
				l.round(id)
			}
		},
	})
	if err != nil {
		t.Fatalf("export of a growing log: %v", err)
	}
	if n != 3 || len(skipped) > 0 {
		t.Fatalf("exported %d records (want the 3 there at the start), skipped %v", n, skipped)
	}
	i := 0
	for r, err := range decisionlog.Read(strings.NewReader(buf.String()), 1<<20) {
		if err != nil {
			t.Fatal(err)
		}
		i++
		snap, err := r.Snapshot()
		if err != nil {
			t.Fatal(err)
		}
		if r.Round != uint64(i) || len(snap.Requests) != 1 || snap.Requests[0].ID != fmt.Sprint(i) {
			t.Errorf("record %d: round %d, requests %+v", i, r.Round, snap.Requests)
		}
	}

	// The next export sees all five.
	buf.Reset()
	if n, err := Export(context.Background(), l.js, 0, 0, &buf); err != nil || n != 5 {
		t.Fatalf("export after: %d records, %v", n, err)
	}
}
