package simulate

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

// GasPath is the gas price over the run: points (t_ms, gwei), linear between them and
// flat before the first and after the last.
type GasPath struct {
	points []gasPoint
}

type gasPoint struct {
	tMS  int64
	gwei float64
}

// MaxGasGwei bounds a point of a gas path (the scheduler's MaxGasPriceGwei).
const MaxGasGwei = 1e12

// ParseGasPath reads "T:GWEI,T:GWEI,…": each T a Go duration from the start of the
// trace ("0s", "6h30m"), strictly increasing, each GWEI a number ≥ 0.
func ParseGasPath(s string) (GasPath, error) {
	var g GasPath
	for i, part := range strings.Split(s, ",") {
		ts, gs, ok := strings.Cut(strings.TrimSpace(part), ":")
		if !ok {
			return GasPath{}, fmt.Errorf("gas path point %d: want T:GWEI (e.g. 6h30m:150), got %q", i+1, part)
		}
		d, err := time.ParseDuration(ts)
		if err != nil || d < 0 {
			return GasPath{}, fmt.Errorf("gas path point %d: want a duration ≥ 0 such as 90m, got %q", i+1, ts)
		}
		v, err := strconv.ParseFloat(gs, 64)
		if err != nil || !(v >= 0 && v <= MaxGasGwei) {
			return GasPath{}, fmt.Errorf("gas path point %d: want gwei in [0, %g], got %q", i+1, float64(MaxGasGwei), gs)
		}
		t := d.Milliseconds()
		if n := len(g.points); n > 0 && t <= g.points[n-1].tMS {
			return GasPath{}, fmt.Errorf("gas path point %d: %s is not after the point before it", i+1, ts)
		}
		g.points = append(g.points, gasPoint{t, v})
	}
	return g, nil
}

// Default gas path: BaseGwei, a spike to SpikeGwei that rises over 1 % of the trace from
// 40 % of it, holds for 2 %, and falls over 1 %.
const (
	BaseGwei  = 8
	SpikeGwei = 150
)

// DefaultGasPath is the default path for a trace of durationMS.
func DefaultGasPath(durationMS int64) GasPath {
	d := max(durationMS, 100)
	at := func(f float64) int64 { return int64(math.Round(float64(d) * f)) }
	return GasPath{points: []gasPoint{
		{0, BaseGwei}, {at(0.40), BaseGwei}, {at(0.41), SpikeGwei}, {at(0.43), SpikeGwei}, {at(0.44), BaseGwei},
	}}
}

// At is the gas price at tMS, in gwei.
func (g *GasPath) At(tMS int64) float64 {
	ps := g.points
	if len(ps) == 0 {
		return 0
	}
	if tMS <= ps[0].tMS {
		return ps[0].gwei
	}
	for i := 1; i < len(ps); i++ {
		if tMS <= ps[i].tMS {
			a, b := ps[i-1], ps[i]
			f := float64(tMS-a.tMS) / float64(b.tMS-a.tMS)
			return a.gwei + (b.gwei-a.gwei)*f
		}
	}
	return ps[len(ps)-1].gwei
}

// String writes the path in ParseGasPath's form.
func (g GasPath) String() string {
	var b strings.Builder
	for i, p := range g.points {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%s:%s", time.Duration(p.tMS)*time.Millisecond, strconv.FormatFloat(p.gwei, 'g', -1, 64))
	}
	return b.String()
}
