package devstack

import (
	"strings"
	"testing"
	"time"
)

// `make run` stopped with Ctrl-C (no drain) reports the requests still open as in
// flight, not lost; after a drain they are lost.
func TestLoadLineSaysInFlightWithoutADrain(t *testing.T) {
	sum := Summary{Sent: 20, Lost: 5, Completed: 15, Assignments: 15}
	stopped := sum.LoadLine(10*time.Second, false)
	if strings.Contains(stopped, "lost=") || !strings.Contains(stopped, "in_flight=5 ") {
		t.Errorf("stopped without a drain: %s", stopped)
	}
	drained := sum.LoadLine(10*time.Second, true)
	if !strings.Contains(drained, " lost=5 ") || strings.Contains(drained, "in_flight") {
		t.Errorf("after a drain: %s", drained)
	}
	if !strings.Contains(drained, "sent=20 (2.0/s)") {
		t.Errorf("rate: %s", drained)
	}
	if l := (Summary{Sent: 1}).LoadLine(0, true); !strings.Contains(l, "(0.0/s)") {
		t.Errorf("no elapsed time: %s", l)
	}
}
