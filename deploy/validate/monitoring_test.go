package validate

import (
	"encoding/json"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/prometheus/common/model"
	"github.com/prometheus/prometheus/model/rulefmt"
	"github.com/prometheus/prometheus/promql/parser"
)

var promql = parser.NewParser(parser.Options{})

// metricNames returns every metric name a PromQL expression selects.
func metricNames(t *testing.T, where, expr string) []string {
	t.Helper()
	e, err := promql.ParseExpr(expr)
	if err != nil {
		t.Errorf("%s: %q does not parse: %v", where, expr, err)
		return nil
	}
	var names []string
	parser.Inspect(e, func(n parser.Node, _ []parser.Node) error {
		if vs, ok := n.(*parser.VectorSelector); ok {
			names = append(names, vs.Name)
		}
		return nil
	})
	return names
}

// Every alert the rules must hold; lease flapping is marked planned in alerts.yml (no
// leadership yet).
var wantAlerts = []string{
	"InferschedRoundsFailing", "InferschedPlanSlow", "InferschedQueueAgeHigh", "InferschedRetryAfterHigh",
	"InferschedIndexerBehind", "InferschedGasQuoteStale", "InferschedNoLiveWorkers", "InferschedModelUnserved",
	"InferschedAnchoringBehind", "InferschedLeaseFlapping", "InferschedShardLeaderless",
}

func TestAlertRulesParseAndUseExportedMetrics(t *testing.T) {
	file := filepath.Join(deployDir, "prometheus", "alerts.yml")
	groups, errs := rulefmt.ParseFile(file, false, model.UTF8Validation, promql, slog.Default())
	for _, err := range errs {
		t.Error(err)
	}
	if groups == nil {
		t.FailNow()
	}
	fams := exportedMetrics(t)
	ops, err := os.ReadFile(filepath.Join(deployDir, "..", "docs", "operations.md"))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, g := range groups.Groups {
		for _, r := range g.Rules {
			if r.Alert == "" {
				continue
			}
			seen[r.Alert] = true
			for _, n := range metricNames(t, r.Alert, r.Expr) {
				if !seriesExported(fams, n) {
					t.Errorf("alert %s uses %s, which the daemon does not export", r.Alert, n)
				}
			}
			if r.Labels["severity"] == "" {
				t.Errorf("alert %s has no severity", r.Alert)
			}
			// Every alert's runbook is a section of docs/operations.md.
			anchor, ok := strings.CutPrefix(r.Annotations["runbook"], "docs/operations.md#")
			if !ok || !strings.Contains(strings.ToLower(string(ops)), "\n### "+anchor+"\n") {
				t.Errorf("alert %s: runbook %q is not a `### %s` section of docs/operations.md", r.Alert, r.Annotations["runbook"], r.Alert)
			}
		}
	}
	for _, a := range wantAlerts {
		if !seen[a] {
			t.Errorf("alert %s is missing", a)
		}
	}
}

var templateVar = regexp.MustCompile(`\$\{?\w+\}?`)

func TestDashboardQueriesUseExportedMetrics(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(deployDir, "grafana", "infersched.json"))
	if err != nil {
		t.Fatal(err)
	}
	var d struct {
		UID    string `json:"uid"`
		Panels []struct {
			Title   string `json:"title"`
			Targets []struct {
				Expr string `json:"expr"`
			} `json:"targets"`
			Datasource struct {
				UID string `json:"uid"`
			} `json:"datasource"`
		} `json:"panels"`
	}
	if err := json.Unmarshal(data, &d); err != nil {
		t.Fatal(err)
	}
	if d.UID == "" || len(d.Panels) < 10 {
		t.Fatalf("dashboard uid %q with %d panels", d.UID, len(d.Panels))
	}
	// The provisioned data source is the one the panels name.
	ds, _ := os.ReadFile(filepath.Join(deployDir, "compose", "grafana", "provisioning", "datasources", "prometheus.yaml"))
	fams := exportedMetrics(t)
	for _, p := range d.Panels {
		if !strings.Contains(string(ds), "uid: "+p.Datasource.UID) {
			t.Errorf("panel %q: data source %q is not provisioned", p.Title, p.Datasource.UID)
		}
		for _, tg := range p.Targets {
			for _, n := range metricNames(t, p.Title, templateVar.ReplaceAllString(tg.Expr, "5m")) {
				if !seriesExported(fams, n) {
					t.Errorf("panel %q uses %s, which the daemon does not export", p.Title, n)
				}
			}
		}
	}
}
