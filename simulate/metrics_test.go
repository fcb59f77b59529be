package simulate

import (
	"math"
	"testing"
)

// TestErrHistReadsExactErrorsAtTheirValue: the percentile is the least k/1000 that the
// share of errors does not exceed, so an error of exactly a quarter reads 0.25 and one
// of a third 0.334.
func TestErrHistReadsExactErrorsAtTheirValue(t *testing.T) {
	for _, tc := range []struct {
		name string
		errs []float64
		p    float64
		want float64
	}{
		{"exact", []float64{0, 0, 0, 0}, 0.9, 0},
		{"one block in four", []float64{0, 2000.0 / 8000, 500.0 / 2000, 0.1}, 0.9, 0.25},
		{"a third rounds up", []float64{0, 1.0 / 3, 2000.0 / 6000}, 0.9, 0.334},
		{"the median", []float64{0.1, 0.2, 0.3, 0.4}, 0.5, 0.2},
		{"above 10", []float64{11, 12}, 0.5, 10.001},
		{"not a number counts as above 10", []float64{math.NaN(), 0}, 0.9, 10.001},
		{"just above a step", []float64{0.2501}, 0.9, 0.251},
	} {
		var h errHist
		for _, e := range tc.errs {
			h.add(e)
		}
		if got := h.pctl(tc.p); got != tc.want {
			t.Errorf("%s: pctl(%v) of %v = %v, want %v", tc.name, tc.p, tc.errs, got, tc.want)
		}
	}
}
