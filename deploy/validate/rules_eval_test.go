package validate

import (
	"bufio"
	"context"
	"fmt"
	"log/slog"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"
	"github.com/prometheus/prometheus/model/rulefmt"
	engine "github.com/prometheus/prometheus/promql"
	"github.com/prometheus/prometheus/promql/promqltest"
)

// The shipped alert rules evaluated by Prometheus' own engine on a leader's and a
// standby's real /metrics (testdata/*-{1,2}.prom: two scrapes each, seconds apart,
// written by the daemon's TestLeaderAndStandbyMetrics with INFERSCHED_UPDATE_METRICS=1).
// Each series is continued for 10 minutes at the rate the two scrapes show (a gauge stays
// at its last value), as a Prometheus scraping every 15 s would see replicas that go on
// as they were; an alert fires when its expression has a result at the end, past every
// `for`.
func TestAlertRulesOnLeaderAndStandby(t *testing.T) {
	rules := alertRules(t)
	leader, standby := loadScrapes(t, "leader"), loadScrapes(t, "standby")
	for _, c := range []struct {
		name      string
		instances map[string]scrapes
		want      []string // "alert/instance" ("alert/" without an instance label)
	}{
		{"leader and standby", map[string]scrapes{"leader": leader, "standby": standby}, nil},
		// Alone, nobody leads the shard: that is the one alert, not the rounds.
		{"standby alone", map[string]scrapes{"standby": standby}, []string{"InferschedShardLeaderless/"}},
		{"leader stuck, standby", map[string]scrapes{"leader": leader.frozen(), "standby": standby},
			[]string{"InferschedRoundsFailing/leader"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := firing(t, rules, c.instances); !slices.Equal(got, c.want) {
				t.Errorf("firing %v, want %v", got, c.want)
			}
		})
	}
}

// A rolling restart of three replicas holding three shards (the documented password
// rotation) hands each shard over and back: 6 lease takeovers in a few minutes, all given
// up, none lost. InferschedLeaseFlapping is for holders that cannot renew (leases lost),
// so it stays quiet through the rotation, and fires when leases are lost that often.
func TestLeaseFlappingIsLeasesLostNotHandedOver(t *testing.T) {
	rules := alertRules(t)
	leader, standby := loadScrapes(t, "leader"), loadScrapes(t, "standby")
	rotation := map[string]scrapes{"leader": leader.counting("infersched_lease_takeovers_total", 8), "standby": standby}
	if got := firing(t, rules, rotation); slices.Contains(got, "InferschedLeaseFlapping/") {
		t.Errorf("8 voluntary handovers in 10 minutes fire InferschedLeaseFlapping: %v", got)
	}
	lost := map[string]scrapes{"leader": leader.counting("infersched_lease_lost_total", 8), "standby": standby}
	if got := firing(t, rules, lost); !slices.Contains(got, "InferschedLeaseFlapping/") {
		t.Errorf("8 leases lost in 10 minutes do not fire InferschedLeaseFlapping: %v", got)
	}
}

// counting is s with the unlabelled counter name rising by per10m every 10 minutes.
func (s scrapes) counting(name string, per10m float64) scrapes {
	key := seriesKey(map[string]string{"__name__": name})
	first, second := maps.Clone(s.first), maps.Clone(s.second)
	base := second[key]
	base.value = first[key].value
	first[key] = base
	base.value += per10m * s.seconds / 600
	second[key] = base
	return scrapes{first: first, second: second, seconds: s.seconds}
}

type alertRule struct{ name, expr string }

func alertRules(t *testing.T) []alertRule {
	t.Helper()
	groups, errs := rulefmt.ParseFile(filepath.Join(deployDir, "prometheus", "alerts.yml"), false, model.UTF8Validation, promql, slog.Default())
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	var out []alertRule
	for _, g := range groups.Groups {
		for _, r := range g.Rules {
			if r.Alert != "" {
				out = append(out, alertRule{r.Alert, r.Expr})
			}
		}
	}
	return out
}

// sample is one series of a scrape: its labels (name included) and value.
type sample struct {
	labels  map[string]string
	value   float64
	counter bool
}

// scrapes are two scrapes of one replica and the seconds between them.
type scrapes struct {
	first, second map[string]sample // by series key
	seconds       float64
}

// frozen is the replica with nothing moving: its second scrape, again and again.
func (s scrapes) frozen() scrapes {
	return scrapes{first: s.second, second: s.second, seconds: s.seconds}
}

func loadScrapes(t *testing.T, who string) scrapes {
	t.Helper()
	a, ta := parseScrape(t, filepath.Join("testdata", who+"-1.prom"))
	b, tb := parseScrape(t, filepath.Join("testdata", who+"-2.prom"))
	d := tb.Sub(ta).Seconds()
	if d <= 0 {
		t.Fatalf("%s: scrapes %v apart", who, tb.Sub(ta))
	}
	return scrapes{first: a, second: b, seconds: d}
}

func parseScrape(t *testing.T, file string) (map[string]sample, time.Time) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := bufio.NewReader(f)
	head, err := r.ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	at, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(strings.TrimPrefix(head, "# scraped at ")))
	if err != nil {
		t.Fatalf("%s: first line %q: %v", file, head, err)
	}
	parser := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := parser.TextToMetricFamilies(r)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	out := map[string]sample{}
	add := func(name string, m *dto.Metric, extra map[string]string, v float64, counter bool) {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return
		}
		l := map[string]string{"__name__": name}
		for _, lp := range m.GetLabel() {
			l[lp.GetName()] = lp.GetValue()
		}
		for k, x := range extra {
			l[k] = x
		}
		out[seriesKey(l)] = sample{labels: l, value: v, counter: counter}
	}
	for name, fam := range fams {
		for _, m := range fam.GetMetric() {
			switch fam.GetType() {
			case dto.MetricType_COUNTER:
				add(name, m, nil, m.GetCounter().GetValue(), true)
			case dto.MetricType_GAUGE:
				add(name, m, nil, m.GetGauge().GetValue(), false)
			case dto.MetricType_UNTYPED:
				add(name, m, nil, m.GetUntyped().GetValue(), false)
			case dto.MetricType_HISTOGRAM:
				h := m.GetHistogram()
				for _, b := range h.GetBucket() {
					add(name+"_bucket", m, map[string]string{"le": strconv.FormatFloat(b.GetUpperBound(), 'g', -1, 64)}, float64(b.GetCumulativeCount()), true)
				}
				add(name+"_bucket", m, map[string]string{"le": "+Inf"}, float64(h.GetSampleCount()), true)
				add(name+"_count", m, nil, float64(h.GetSampleCount()), true)
				add(name+"_sum", m, nil, h.GetSampleSum(), true)
			case dto.MetricType_SUMMARY:
				add(name+"_count", m, nil, float64(m.GetSummary().GetSampleCount()), true)
				add(name+"_sum", m, nil, m.GetSummary().GetSampleSum(), true)
			}
		}
	}
	return out, at
}

func seriesKey(l map[string]string) string {
	keys := make([]string, 0, len(l))
	for k := range l {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%s=%q,", k, l[k])
	}
	return b.String()
}

const (
	step  = 15 * time.Second
	steps = 40 // 10 minutes
)

// loadScript is a promqltest `load` of every series of every instance over 10 minutes.
func loadScript(instances map[string]scrapes) string {
	var b strings.Builder
	fmt.Fprintf(&b, "load %s\n", step)
	names := make([]string, 0, len(instances))
	for n := range instances {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, inst := range names {
		s := instances[inst]
		keys := make([]string, 0, len(s.second))
		for k := range s.second {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			last := s.second[k]
			start, inc := last.value, 0.0
			if prev, ok := s.first[k]; ok && last.counter && last.value >= prev.value {
				inc = (last.value - prev.value) * step.Seconds() / s.seconds
			}
			var lb []string
			for name, v := range last.labels {
				if name != "__name__" {
					lb = append(lb, name+"="+strconv.Quote(v))
				}
			}
			lb = append(lb, `instance="`+inst+`"`, `job="infersched"`)
			sort.Strings(lb)
			fmt.Fprintf(&b, "  %s{%s} %s+%sx%d\n", last.labels["__name__"], strings.Join(lb, ","),
				strconv.FormatFloat(start, 'f', -1, 64), strconv.FormatFloat(inc, 'f', -1, 64), steps)
		}
	}
	return b.String()
}

// firing evaluates every rule at the end of the 10 minutes and returns what fires.
func firing(t *testing.T, rules []alertRule, instances map[string]scrapes) []string {
	t.Helper()
	st := promqltest.LoadedStorage(t, loadScript(instances))
	eng := engine.NewEngine(engine.EngineOpts{MaxSamples: 10_000_000, Timeout: time.Minute, LookbackDelta: 5 * time.Minute})
	at := time.Unix(0, 0).Add(steps * step)
	var out []string
	for _, r := range rules {
		q, err := eng.NewInstantQuery(context.Background(), st, nil, r.expr, at)
		if err != nil {
			t.Fatalf("%s: %v", r.name, err)
		}
		res := q.Exec(context.Background())
		if res.Err != nil {
			t.Fatalf("%s: %v", r.name, res.Err)
		}
		vec, err := res.Vector()
		if err != nil {
			t.Fatalf("%s: %v", r.name, err)
		}
		seen := map[string]bool{}
		for _, s := range vec {
			k := r.name + "/" + s.Metric.Get("instance")
			if !seen[k] {
				seen[k] = true
				out = append(out, k)
			}
		}
		q.Close()
	}
	sort.Strings(out)
	return out
}
