package simulate

import (
	"bytes"
	"fmt"
	"io"
	"maps"
	"slices"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// simRounds are the rounds of a simulated run that the plan's p99 is made of, kept
// to be planned again: the round with the most requests before the gas spike (a
// block's requests becoming visible together) and the one with the most while it
// lasts (requests whose fee no longer pays, searched again every round).
type simRounds struct {
	block, spike *scheduler.Snapshot
	cfg          scheduler.Config
}

// roundsOf runs the infersched policy over a minute of the generator's traffic at a
// tenth of a request per second per worker, on the default fleet scaled to workers,
// and keeps its block and spike rounds.
func roundsOf(workers int) (*simRounds, error) {
	const durationMS = 60_000
	gas, cfg := DefaultGasPath(durationMS), scheduler.DefaultConfig()
	var trace bytes.Buffer
	err := Generate(&trace, GenConfig{RatePerS: float64(workers) / 10, DurationMS: durationMS, Seed: 1,
		ResultGas: cfg.Routing.ResultGas, SafetyFactor: cfg.Routing.GasPriceSafetyFactor, Gas: gas})
	if err != nil {
		return nil, err
	}
	fleet := DefaultFleet().Scaled(workers)
	spikeFrom, spikeTo := gas.points[1].tMS, gas.points[4].tMS
	out := &simRounds{cfg: ChainConfig(cfg, &fleet.Chain)}
	keep := func(at **scheduler.Snapshot, s *scheduler.Snapshot) {
		if *at != nil && len((*at).Requests) >= len(s.Requests) {
			return
		}
		c := *s
		c.Requests, c.Workers, c.Excluded = slices.Clone(s.Requests), slices.Clone(s.Workers), slices.Clone(s.Excluded)
		c.DrainRateTPS = maps.Clone(s.DrainRateTPS)
		*at = &c
	}
	o := Options{Trace: func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(trace.Bytes())), nil },
		Fleet: fleet, Config: cfg, Seed: 1, Policies: []string{PolicyInfersched},
		rounds: func(s *scheduler.Snapshot) {
			switch {
			case s.NowMS < spikeFrom:
				keep(&out.block, s)
			case s.NowMS <= spikeTo:
				keep(&out.spike, s)
			}
		}}
	if _, err := Run(o); err != nil {
		return nil, err
	}
	if out.block == nil || out.spike == nil {
		return nil, fmt.Errorf("no block or spike round at %d workers", workers)
	}
	return out, nil
}

// BenchmarkPlanSimulatedRound plans again the slowest kinds of round of a simulated
// run, with a Scratch as the round engine plans: a block's requests at once, and the
// gas spike's. Its setup runs the simulator (seconds at 10 000 workers).
func BenchmarkPlanSimulatedRound(b *testing.B) {
	for _, workers := range []int{1000, 10_000} {
		rs, err := roundsOf(workers)
		if err != nil {
			b.Fatal(err)
		}
		for _, k := range []struct {
			name string
			s    *scheduler.Snapshot
		}{{"block", rs.block}, {"spike", rs.spike}} {
			b.Run(fmt.Sprintf("%s/%dx%d", k.name, len(k.s.Requests), len(k.s.Workers)), func(b *testing.B) {
				var scratch scheduler.Scratch
				scheduler.PlanWith(k.s, rs.cfg, &scratch)
				b.ReportAllocs()
				for b.Loop() {
					scheduler.PlanWith(k.s, rs.cfg, &scratch)
				}
			})
		}
	}
}

// The benchmark's rounds are what it says: the block round before the spike with a
// block's requests at once, the spike's round at a price the quotes did not pay.
func TestRoundsOfKeepsBlockAndSpikeRounds(t *testing.T) {
	rs, err := roundsOf(200)
	if err != nil {
		t.Fatal(err)
	}
	if rs.block.GasPriceGwei != BaseGwei || rs.spike.GasPriceGwei <= BaseGwei {
		t.Fatalf("gas: block round %v gwei, spike round %v gwei; want %v and above it", rs.block.GasPriceGwei, rs.spike.GasPriceGwei, float64(BaseGwei))
	}
	if n := len(rs.block.Requests); n < 20 {
		t.Fatalf("the block round has %d requests; a 2 s block at 20 requests/s has about 40", n)
	}
	if err := rs.block.Validate(); err != nil {
		t.Fatalf("block round: %v", err)
	}
	if err := rs.spike.Validate(); err != nil {
		t.Fatalf("spike round: %v", err)
	}
	d := scheduler.Plan(rs.spike, rs.cfg)
	below := 0
	for _, k := range d.Skipped {
		if k.Reason == scheduler.ReasonFeeBelowCost {
			below++
		}
	}
	if below == 0 {
		t.Fatalf("the spike round skips no request for fee_below_cost (%d assigned, %d skipped)", len(d.Assigned), len(d.Skipped))
	}
}
