package promreg

import (
	"testing"

	"github.com/prometheus/client_golang/prometheus"
)

func TestSecondRegistrationSharesTheFirst(t *testing.T) {
	reg := prometheus.NewRegistry()
	a := Register(reg, prometheus.NewCounter(prometheus.CounterOpts{Name: "x_total", Help: "x"}))
	b := Register(reg, prometheus.NewCounter(prometheus.CounterOpts{Name: "x_total", Help: "x"}))
	if a != b {
		t.Fatal("the second registration got a collector of its own")
	}
	b.Inc()
	mfs, err := reg.Gather()
	if err != nil || len(mfs) != 1 || mfs[0].GetMetric()[0].GetCounter().GetValue() != 1 {
		t.Fatalf("gathered %v, %v: want one series at 1", mfs, err)
	}
}
