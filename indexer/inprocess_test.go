package indexer

import (
	"context"
	"slices"
	"sync"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/internal/testutil/natstest"
)

// Three replicas, three indexers, one R3 cluster. They publish the same events at the
// same time; JetStream stores each once, and the duplicates (also those refused as "in
// process" by another indexer, err 10158) are not indexer errors.
func TestThreeIndexersOnAClusterRaceQuietly(t *testing.T) {
	e := newEnv(t)
	c := e.chain
	cluster := natstest.StartCluster(t, 3)
	cfg := e.cfg
	e.bus.URL, e.bus.Replicas = cluster.URL(), 3
	e.js = cluster.JetStream(t)
	if err := bus.Ensure(context.Background(), e.js, e.bus); err != nil {
		t.Fatal(err)
	}
	want := requestN(t, c, 40)
	c.Commit()
	head := c.Head(t).Number.Uint64()

	var rs []*running
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range 3 { // start together: the same ranges, published at once
		wg.Go(func() {
			reg := prometheus.NewRegistry()
			js := cluster.JetStream(t)
			ports := (&env{js: js, bus: e.bus}).ports(t)
			pub := bus.NewPublisher(js, 0)
			ports.Events = pub
			ix, err := New(cfg, e.pool(t, reg, e.endpoint()), ports, zap.NewNop(), reg)
			if err != nil {
				t.Error(err)
				return
			}
			pub.OnConflict = ix.InProcess
			ctx, cancel := context.WithCancel(context.Background())
			r := &running{ix: ix, reg: reg, cancel: cancel, done: make(chan error, 1)}
			go func() { r.done <- ix.Run(ctx) }()
			t.Cleanup(r.stop)
			mu.Lock()
			rs = append(rs, r)
			mu.Unlock()
		})
	}
	wg.Wait()
	if len(rs) != 3 {
		t.Fatal("indexers not started")
	}
	var inProcess, dups float64
	for i, r := range rs {
		r.waitProcessed(t, head)
		if n := r.counter("infersched_indexer_errors_total"); n != 0 {
			t.Errorf("indexer %d: %v errors", i, n)
		}
		inProcess += r.counter("infersched_indexer_duplicates_in_process_total")
		dups += r.counter("infersched_indexer_duplicates_total")
	}
	if got := requestIDs(t, e.messages(t)); !slices.Equal(got, want) {
		t.Fatalf("request ids %v, want %v (each once)", got, want)
	}
	t.Logf("%v duplicates, %v of them met in process", dups, inProcess)
}
