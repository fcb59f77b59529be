package devstack

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/wire"
)

// TestRecordStatusTimelines records what every API replica answers from: each change
// of the status and sightings buckets (outputs left out), with the time it was seen,
// while the dev stack serves a light load with 12 confirmations (mainnet's default,
// at the dev chain's one block a second) and the dev stack's defaults otherwise. The JSON Lines go to
// $INFERSCHED_RECORD_TIMELINES; wire/status's poll benchmark replays them
// (gzipped as wire/status/testdata/timelines.jsonl.gz). Skipped unless that variable is set.
// $INFERSCHED_RECORD_SECONDS sets how long the load runs (default 90).
func TestRecordStatusTimelines(t *testing.T) {
	path := os.Getenv("INFERSCHED_RECORD_TIMELINES")
	if path == "" {
		t.Skip("set INFERSCHED_RECORD_TIMELINES=file to record status timelines")
	}
	o := testOptions(t)
	o.Load = 1
	o.Config = func(c *config.Config) { // the dev defaults (not the tests' short timeouts), and:
		c.Indexer.Confirmations = 12
	}
	s := startStack(t, o)
	js, err := jetstream.New(s.NC)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	var mu sync.Mutex
	type line struct {
		TMS    int64           `json:"t_ms"`
		Bucket string          `json:"bucket"`
		Key    string          `json:"key"`
		Value  json.RawMessage `json:"value"`
	}
	for _, b := range []struct{ name, label string }{{wire.BucketStatus, "status"}, {wire.BucketSightings, "sightings"}} {
		kv, err := js.KeyValue(ctx, b.name)
		if err != nil {
			t.Fatal(err)
		}
		kw, err := kv.WatchAll(ctx, jetstream.IgnoreDeletes())
		if err != nil {
			t.Fatal(err)
		}
		go func() {
			for e := range kw.Updates() {
				if e == nil || strings.HasPrefix(e.Key(), "out.") || strings.HasPrefix(e.Key(), "tx.") {
					continue
				}
				mu.Lock()
				_ = json.NewEncoder(w).Encode(line{time.Now().UnixMilli(), b.label, e.Key(), e.Value()})
				mu.Unlock()
			}
		}()
	}
	load := 90 * time.Second
	if v := os.Getenv("INFERSCHED_RECORD_SECONDS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			t.Fatalf("INFERSCHED_RECORD_SECONDS=%q: want a positive number of seconds", v)
		}
		load = time.Duration(n) * time.Second
	}
	time.Sleep(load)
	s.StopLoad()
	time.Sleep(40 * time.Second) // the last requests confirm and complete
	cancel()
	mu.Lock()
	defer mu.Unlock()
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
}
