package daemon

import (
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// standbyScrapes is where the scrapes below go for deploy/validate's rule test
// (TestAlertRulesOnLeaderAndStandby), written when INFERSCHED_UPDATE_METRICS is set.
var standbyScrapes = filepath.Join("..", "deploy", "validate", "testdata")

// A leader and a standby side by side. The standby exports no pending set of its own
// and says it leads nothing; every labelled counter a rule or the dashboard reads
// exists on both from the start. Two scrapes of each, some seconds apart, are what
// deploy/validate runs the shipped alert rules on.
func TestLeaderAndStandbyMetrics(t *testing.T) {
	t.Parallel()
	s := newStack(t, nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	a := s.startReplica("replica-a")
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		deadline := time.Now().Add(30 * time.Second)
		for !ok() {
			if time.Now().After(deadline) {
				t.Fatalf("%s within 30s", what)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	waitFor("replica-a leads", func() bool { _, l := a.info(t); return len(l) > 0 })
	b := s.startReplica("replica-b")
	s.base.Store(&a.url)
	s.worker(0, ctx)
	s.waitAll([]string{s.request(0, 1e15), s.request(1, 1e15)}, 40*time.Second, map[string][]poll{})
	if _, l := b.info(t); len(l) != 0 {
		t.Fatalf("replica-b leads %v", l)
	}
	first := map[string]string{"leader": scrape(t, a.url), "standby": scrape(t, b.url)}
	time.Sleep(3 * time.Second)
	second := map[string]string{"leader": scrape(t, a.url), "standby": scrape(t, b.url)}

	sb := second["standby"]
	for _, want := range []string{`infersched_lease_leader{shard="0"} 0`, `infersched_admission_throttled_total{limit="requester"} 0`,
		`infersched_rpc_errors_total{endpoint=`, `infersched_indexer_events_published_total{kind="request"}`} {
		if !strings.Contains(sb, want) {
			t.Errorf("standby metrics lack %s", want)
		}
	}
	if strings.Contains(sb, "infersched_pending_requests{") {
		t.Error("standby exports a pending set")
	}
	if !strings.Contains(second["leader"], `infersched_lease_leader{shard="0"} 1`) {
		t.Error("leader metrics do not say it leads shard 0")
	}
	if os.Getenv("INFERSCHED_UPDATE_METRICS") == "" {
		return
	}
	for who, m := range first {
		for i, body := range []string{m, second[who]} {
			file := filepath.Join(standbyScrapes, who+"-"+string(rune('1'+i))+".prom")
			if err := os.WriteFile(file, []byte(body), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func scrape(t *testing.T, base string) string {
	t.Helper()
	resp, err := http.Get(base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return "# scraped at " + time.Now().UTC().Format(time.RFC3339Nano) + "\n" + string(b)
}
