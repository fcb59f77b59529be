package daemon

import (
	"context"
	"io"
	"math"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/scheduler"
)

// A chain that stops making blocks holds every result back, and so does a stalled
// indexer: the assignments running through the stall must not lapse. They did: the
// engine counted the result wait from the wall clock, so an assignment whose worker had
// acknowledged it and sent its result into the stalled chain was taken back, its worker
// excluded and backed off for work it did, and the request sent to another worker.
func TestChainStallLapsesNothing(t *testing.T) {
	t.Parallel()
	s := newStack(t, func(c *config.Config) {
		c.Scheduler.ResultGrace = scheduler.Duration(time.Second)     // a lapse 1 s after the estimated finish
		c.Scheduler.VoucherTTL = scheduler.Duration(30 * time.Second) // the voucher outlives the stall
	})
	s.start()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ws := []*testWorker{s.worker(0, ctx), s.worker(1, ctx)}
	var once sync.Once
	var waitDuringStall atomic.Uint64
	released := make(chan struct{})
	hold := func() { // the first result goes into a chain that stands still for 8 s
		once.Do(func() {
			release := s.chain.Hold()
			go func() {
				time.Sleep(6 * time.Second)
				waitDuringStall.Store(math.Float64bits(s.metric("infersched_round_result_wait_seconds")))
				time.Sleep(2 * time.Second)
				release()
				close(released)
			}()
		})
	}
	for _, w := range ws {
		w.beforeSubmit.Store(&hold)
	}
	id := s.request(0, 1e15)
	seen := map[string][]poll{}
	s.waitAll([]string{id}, 60*time.Second, seen)
	<-released

	// Operators see the stall: the result wait the rounds use grew with it.
	if w := math.Float64frombits(waitDuringStall.Load()); !(w > 4) { // NaN: not read
		t.Errorf("infersched_round_result_wait_seconds 6 s into the stall: %v, want above 4", w)
	}
	taken := 0
	for _, w := range ws {
		w.mu.Lock()
		taken += w.taken[id]
		w.mu.Unlock()
	}
	if taken != 1 {
		t.Errorf("request %s was sent to workers %d times: its assignment lapsed while the chain stood still", id, taken)
	}
	for _, p := range seen[id] {
		if p.code == http.StatusAccepted && p.body["attempt"] != nil && p.body["attempt"] != float64(0) {
			t.Errorf("request %s reached attempt %v", id, p.body["attempt"])
			break
		}
	}
}

// metric reads one unlabelled gauge or counter from the daemon's /metrics (NaN when it
// cannot).
func (s *stack) metric(name string) float64 {
	resp, err := http.Get(s.url() + "/metrics")
	if err != nil {
		return math.NaN()
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return math.NaN()
	}
	for line := range strings.SplitSeq(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, name+" "); ok {
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				return f
			}
		}
	}
	return math.NaN()
}
