package rounds

import (
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/testutil"
)

// A replica that loses its last shard clears the gauges of its last round; the labelled
// counters the rules read exist at 0 from the start.
func TestStandbyClearsTheLastRoundsGauges(t *testing.T) {
	reg := prometheus.NewRegistry()
	m := newMetrics(reg)
	m.pending.WithLabelValues("llama", "queued").Set(4)
	m.workersLive.Set(3)
	m.suspended.Set(1)
	m.gasStale.Set(1)
	m.resultWait.Set(12)
	m.standby()
	if n := testutil.CollectAndCount(m.pending); n != 0 {
		t.Errorf("%d pending series on a standby", n)
	}
	for name, g := range map[string]prometheus.Gauge{"workers_live": m.workersLive, "suspended": m.suspended,
		"gas_stale": m.gasStale, "result_wait": m.resultWait} {
		if v := testutil.ToFloat64(g); v != 0 {
			t.Errorf("%s = %v on a standby", name, v)
		}
	}
	want := `
# HELP infersched_admission_throttled_total Planned assignments held back by a token bucket, by limit.
# TYPE infersched_admission_throttled_total counter
infersched_admission_throttled_total{limit="chain_head_stale"} 0
infersched_admission_throttled_total{limit="chain_no_answer"} 0
infersched_admission_throttled_total{limit="group.bytes"} 0
infersched_admission_throttled_total{limit="group.requests"} 0
infersched_admission_throttled_total{limit="node.bytes"} 0
infersched_admission_throttled_total{limit="node.requests"} 0
infersched_admission_throttled_total{limit="requester"} 0
`
	if err := testutil.GatherAndCompare(reg, strings.NewReader(want), "infersched_admission_throttled_total"); err != nil {
		t.Error(err)
	}
}
