package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/bus/decisions"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

// execMainEnv makes the test binary run the command line in its arguments instead of
// the tests: the failover test starts its replicas and the dev stack as processes.
const execMainEnv = "INFERSCHED_TEST_EXEC_MAIN"

func TestMain(m *testing.M) {
	if os.Getenv(execMainEnv) == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// proc is one process of the test (the dev stack or a replica).
type proc struct {
	name string
	cmd  *exec.Cmd
	out  *syncBuffer
	done chan struct{}
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func startProc(t *testing.T, name string, args ...string) *proc {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), execMainEnv+"=1", "GOMAXPROCS=2")
	p := &proc{name: name, cmd: cmd, out: &syncBuffer{}, done: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = p.out, p.out
	if err := cmd.Start(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	go func() { _ = cmd.Wait(); close(p.done) }()
	t.Cleanup(func() { p.kill() })
	return p
}

// kill is kill -9 of this process (one the test started), and waits for it.
func (p *proc) kill() {
	select {
	case <-p.done:
		return
	default:
	}
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	<-p.done
}

func (p *proc) exited() bool {
	select {
	case <-p.done:
		return true
	default:
		return false
	}
}

type replicaProc struct {
	*proc
	url string
}

func freeAddr(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().String()
}

func getJSON(url string, v any) int {
	c := http.Client{Timeout: 2 * time.Second}
	resp, err := c.Get(url)
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	if v != nil {
		_ = json.NewDecoder(resp.Body).Decode(v)
	}
	return resp.StatusCode
}

func (r *replicaProc) leads() []int {
	var info struct {
		Leads []int `json:"leads"`
	}
	if getJSON(r.url+"/v1/info", &info) != http.StatusOK {
		return nil
	}
	return info.Leads
}

// TestFailover runs the system as an operator would on one machine: a three-node NATS
// cluster (streams and buckets at R3), redis-server, the dev stack without a scheduler
// (simulated chain, echo workers, load) as a process, and three `infersched run`
// replicas as processes. The leader is killed with SIGKILL mid-load, and a NATS node.
// Every request must end in one final state with its inference run once, the decision
// log must verify end to end, and the takeover times are reported (not asserted).
//
// The short form (make test, or INFERSCHED_FAILOVER=short: make failover-short) kills
// the leader once and a NATS node once (~1 min). The full form (INFERSCHED_FAILOVER=1,
// make failover) kills the leader INFERSCHED_FAILOVER_KILLS times (default 10), then
// again with a NATS node down, then a second replica.
func TestFailover(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the whole system as processes")
	}
	full := os.Getenv("INFERSCHED_FAILOVER") == "1"
	kills := 1
	if full {
		kills = 10
		if n, err := strconv.Atoi(os.Getenv("INFERSCHED_FAILOVER_KILLS")); err == nil && n > 0 {
			kills = n
		}
	}
	cluster := natstest.StartCluster(t, 3)
	rds := redistest.Start(t)
	dir := t.TempDir()
	cfgPath := filepath.Join(dir, "infersched.yaml")
	// The load lasts past the kills (each needs rounds to measure its takeover), however
	// slow a shared machine makes them.
	loadSeconds := 30 + kills*20
	dev := startProc(t, "dev", "dev", "--no-daemon", "--write-config", cfgPath, "--rpc", "127.0.0.1:0",
		"--nats-url", cluster.URL(), "--nats-replicas", "3", "--redis", "redis://"+rds.Addr(),
		"--workers", "3", "--load", "20", "--duration", fmt.Sprintf("%ds", loadSeconds), "--report-every", "1h", "--log-level", "error")
	testkit.WaitUntil(t, "the dev stack's configuration", func() bool {
		if dev.exited() {
			t.Fatalf("dev stack exited:\n%s", dev.out.String())
		}
		_, err := os.Stat(cfgPath)
		return err == nil && strings.Contains(dev.out.String(), "dev accounts")
	})
	// Test timings: a 2 s lease renewed every 500 ms, holders probed every 150 ms.
	cfg, err := config.Load(cfgPath)
	if err != nil {
		t.Fatal(err)
	}
	cfg.HA.TTL, cfg.HA.RenewInterval, cfg.HA.RenewDeadline, cfg.HA.RetryInterval = 2*time.Second, 500*time.Millisecond, 1500*time.Millisecond, 100*time.Millisecond
	cfg.HA.ProbeInterval = 150 * time.Millisecond // the default
	if d, err := time.ParseDuration(os.Getenv("INFERSCHED_FAILOVER_PROBE")); err == nil {
		cfg.HA.ProbeInterval = d // 0s: the lease TTL alone, for a before/after pair
	}
	cfg.Scheduler.RoundInterval = 500 * 1e6
	// A request whose worker's ack met a takeover and was never answered (the new leader
	// answers those it heard within 5 s, bus/acks) is queued again after its estimate
	// plus this grace: within the dev stack's drain (30 s). Shorter, a result slowed by
	// this shared machine's load lapses and the request runs on a second worker: wasted
	// work, not this test's subject.
	cfg.Scheduler.AckTimeout, cfg.Scheduler.ResultGrace = 10*1e9, 15*1e9
	cfg.Audit.AnchorEvery = 0 // anchoring across a takeover: daemon TestAnchoringFollowsTheLease
	cfg.Log.Level = "warn"
	if os.Getenv("INFERSCHED_FAILOVER_DIR") != "" {
		cfg.Log.Level = "info"
	}
	b, err := cfg.YAML()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cfgPath, b, 0o600); err != nil {
		t.Fatal(err)
	}

	var replicas []*replicaProc
	startReplica := func() *replicaProc {
		addr := freeAddr(t)
		r := &replicaProc{proc: startProc(t, "replica "+addr, "run", "--config", cfgPath, "--http", addr), url: "http://" + addr}
		replicas = append(replicas, r)
		// A new replica rebuilds its pending set from the whole REQUESTS stream (its
		// consumer is new): on this shared machine that can take longer than WaitUntil's
		// limit, which only stops a hung test.
		for deadline := time.Now().Add(3 * time.Minute); getJSON(r.url+"/readyz", nil) != http.StatusOK; time.Sleep(50 * time.Millisecond) {
			if r.exited() {
				t.Fatalf("replica exited:\n%s", r.out.String())
			}
			if time.Now().After(deadline) {
				t.Fatalf("replica %s not ready after 3 minutes", addr)
			}
		}
		return r
	}
	for range 3 {
		startReplica()
	}
	t.Cleanup(func() {
		if d := os.Getenv("INFERSCHED_FAILOVER_DIR"); d != "" { // every process's output, kept for a post-mortem
			for i, r := range replicas {
				_ = os.WriteFile(filepath.Join(d, fmt.Sprintf("replica-%d.log", i)), []byte(r.name+"\n"+r.out.String()), 0o644)
			}
			_ = os.WriteFile(filepath.Join(d, "dev.log"), []byte(dev.out.String()), 0o644)
		}
		if t.Failed() {
			for _, r := range replicas {
				out := r.out.String()
				t.Logf("%s output (last 3000 bytes):\n%s", r.name, out[max(0, len(out)-3000):])
			}
		}
	})
	js := cluster.JetStream(t)
	leader := func() *replicaProc {
		for _, r := range replicas {
			if !r.exited() && slices.Contains(r.leads(), 0) {
				return r
			}
		}
		return nil
	}
	// A takeover is measured from the SIGKILL of the leader to the new leader's first
	// round that assigns (the decision log's now_ms, this machine's clock).
	// A kill whose new leader's first round had nothing queued counts too (idle): its
	// takeover then includes the wait for the next request (at 20 requests/s, about one
	// round interval).
	var takeovers []time.Duration
	idle := 0
	killLeader := func(what string) {
		var old *replicaProc
		testkit.WaitUntil(t, "a leader", func() bool { old = leader(); return old != nil })
		time.Sleep(2 * time.Second) // mid-load
		from := lastRecordedRound(t, js)
		killed := time.Now()
		old.kill()
		var next *replicaProc
		testkit.WaitUntil(t, "a new leader", func() bool { next = leader(); return next != nil && next != old })
		round, queued, first := firstRoundsAfter(t, js, from, killed)
		takeovers = append(takeovers, first.Sub(killed))
		if queued == 0 {
			idle++
		}
		t.Logf("%s: SIGKILL → first round of the new leader %v (%d requests queued in it) → first assignment %v",
			what, round.Sub(killed), queued, first.Sub(killed))
	}
	for i := range kills {
		killLeader(fmt.Sprintf("kill %d of the leader", i+1))
		startReplica() // back to three
	}
	// The NATS node that leads the lease bucket's stream dies mid-load; the replicas and
	// workers reconnect to the others. What it costs (the longest gap between two rounds
	// around it) is set beside the stream's own leader election.
	election, gap, downNode := killLeaseStreamLeader(t, cluster, js, "KV_"+cfg.HA.Bucket)
	t.Logf("NATS node kill: lease stream leader elected after %v; longest gap between rounds %v", election, gap)
	time.Sleep(3 * time.Second)
	if full {
		killLeader("leader kill with one NATS node down")
	}
	for _, nd := range cluster.Nodes {
		if nd.Name() == downNode {
			nd.Restart(t)
		}
	}
	if full {
		// A second replica dies: one is left.
		killLeader("second replica kill")
	}

	// The dev stack stops its load, waits for what is outstanding, and says what became
	// of every request it sent.
	select {
	case <-dev.done:
	case <-time.After(time.Duration(loadSeconds)*time.Second + 3*time.Minute):
		t.Fatalf("dev stack did not finish:\n%s", dev.out.String())
	}
	out := dev.out.String()
	m := regexp.MustCompile(`load: sent=(\d+) .*lost=(\d+) completed=(\d+) expired=(\d+) refunded=(\d+) failed=(\d+) assignments=\d+ ran_twice=(\d+)`).FindStringSubmatch(out)
	sm := regexp.MustCompile(`summary after \S+: requests=(\d+) queued=(\d+) assigned=(\d+)`).FindStringSubmatch(out)
	if m == nil || sm == nil {
		t.Fatalf("no summary from the dev stack:\n%s", out)
	}
	n := func(m []string, i int) int { v, _ := strconv.Atoi(m[i]); return v }
	sent, lost, completed, expired, refunded, failed, twice := n(m, 1), n(m, 2), n(m, 3), n(m, 4), n(m, 5), n(m, 6), n(m, 7)
	requests, queued, assigned := n(sm, 1), n(sm, 2), n(sm, 3)
	t.Logf("load: sent %d (on chain %d) completed %d expired %d refunded %d failed %d lost %d, run twice %d",
		sent, requests, completed, expired, refunded, failed, lost, twice)
	// Every request on chain (a send whose answer was lost may still land) is final once.
	if sent == 0 || lost != 0 || failed != 0 || queued+assigned != 0 || completed+expired+refunded != requests {
		t.Errorf("not every request reached one final state: %s / %s", m[0], sm[0])
	}
	if twice != 0 {
		t.Errorf("%d requests were run twice by one worker", twice)
	}
	for _, r := range replicas {
		r.kill()
	}
	verifyDecisionLog(t, js)
	slices.Sort(takeovers)
	t.Logf("takeover (SIGKILL → first assignment), %d kills (%d with nothing queued in the first round): min %v p50 %v p99 %v max %v",
		len(takeovers), idle, takeovers[0], quantile(takeovers, 0.5), quantile(takeovers, 0.99), takeovers[len(takeovers)-1])
	if f := os.Getenv("INFERSCHED_FAILOVER_REPORT"); f != "" {
		var lines []string
		for _, d := range takeovers {
			lines = append(lines, d.String())
		}
		lines = append(lines, fmt.Sprintf("nats-node-kill election=%v gap=%v", election, gap))
		_ = os.WriteFile(f, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	}
}

// quantile is the nearest-rank q-quantile of sorted ds.
func quantile(ds []time.Duration, q float64) time.Duration {
	i := int(math.Ceil(q*float64(len(ds)))) - 1
	return ds[min(max(i, 0), len(ds)-1)]
}

// killLeaseStreamLeader kills the NATS node that leads stream and returns how long the
// stream went without a leader (the Raft election) and the longest gap between two
// consecutive rounds from before the kill until 5 s after the election.
func killLeaseStreamLeader(t *testing.T, cluster *natstest.Cluster, js jetstream.JetStream, stream string) (election, gap time.Duration, node string) {
	t.Helper()
	leaderOf := func() string {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		st, err := js.Stream(ctx, stream)
		if err != nil {
			return ""
		}
		info, err := st.Info(ctx)
		if err != nil || info.Cluster == nil {
			return ""
		}
		return info.Cluster.Leader
	}
	testkit.WaitUntil(t, "the lease stream's leader", func() bool { node = leaderOf(); return node != "" })
	from := lastRecordedRound(t, js)
	killed := time.Now()
	for _, nd := range cluster.Nodes {
		if nd.Name() == node {
			nd.Kill()
		}
	}
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(20 * time.Millisecond) {
		if l := leaderOf(); l != "" && l != node {
			election = time.Since(killed)
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("stream %s: no new leader a minute after node %s died", stream, node)
		}
	}
	prev := int64(0)
	end := killed.Add(election + 5*time.Second).UnixMilli()
	roundsAfter(t, js, max(from, 1)-1, func(r recordedRound) bool {
		if prev != 0 {
			gap = max(gap, time.Duration(r.nowMS-prev)*time.Millisecond)
		}
		prev = r.nowMS
		return r.nowMS < end
	})
	return election, gap, node
}

// lastRecordedRound is the round of the decision log's last record (0: none).
func lastRecordedRound(t *testing.T, js jetstream.JetStream) uint64 {
	t.Helper()
	st, err := js.Stream(context.Background(), wire.StreamDecisions)
	if err != nil {
		t.Fatal(err)
	}
	m, err := st.GetLastMsgForSubject(context.Background(), wire.SubjectDecisionsAll)
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	n, _ := wire.RoundOfSubject(m.Subject)
	return n
}

// firstRoundsAfter reads the decision records after round from, one by one (rounds
// are numbered without gaps, never the whole log), waiting for them: the time (now_ms)
// of the first planned at or after t and how many requests it had queued, and the time
// of the first that assigns a request.
func firstRoundsAfter(t *testing.T, js jetstream.JetStream, from uint64, after time.Time) (round time.Time, queued int, assigned time.Time) {
	t.Helper()
	roundsAfter(t, js, from, func(r recordedRound) bool {
		if r.nowMS < after.UnixMilli() {
			return true
		}
		if round.IsZero() {
			round, queued = time.UnixMilli(r.nowMS), r.queued
		}
		if r.assigned > 0 {
			assigned = time.UnixMilli(r.nowMS)
			return false
		}
		return true
	})
	return round, queued, assigned
}

// recordedRound is what the failover test reads of a decision record.
type recordedRound struct {
	nowMS            int64
	queued, assigned int
}

// roundsAfter calls fn with each decision record after round from, in order, waiting
// for each, until fn returns false.
func roundsAfter(t *testing.T, js jetstream.JetStream, from uint64, fn func(recordedRound) bool) {
	t.Helper()
	ctx := context.Background()
	store, err := decisions.Open(ctx, js)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for n := from + 1; ; {
		b, err := store.Get(ctx, n)
		if err == nil {
			var rec struct {
				Inputs struct {
					NowMS    int64             `json:"now_ms"`
					Requests []json.RawMessage `json:"requests"`
				} `json:"inputs"`
				Decision struct {
					Assigned []json.RawMessage `json:"assigned"`
				} `json:"decision"`
			}
			if json.Unmarshal(b, &rec) == nil && !fn(recordedRound{nowMS: rec.Inputs.NowMS, queued: len(rec.Inputs.Requests),
				assigned: len(rec.Decision.Assigned)}) {
				return
			}
			n++
			deadline = time.Now().Add(2 * time.Minute)
			continue
		}
		if time.Now().After(deadline) {
			t.Fatalf("no round %d (after round %d) within 2 minutes: %v", n, from, err)
		}
		time.Sleep(100 * time.Millisecond) // not written yet, or a NATS node moving
	}
}

func verifyDecisionLog(t *testing.T, js jetstream.JetStream) {
	t.Helper()
	var buf bytes.Buffer
	n, err := 0, error(nil)
	for try := 0; try < 5; try++ { // a NATS node that restarted may still be catching up
		buf.Reset()
		if n, err = audit.Export(context.Background(), js, 0, 0, &buf); err == nil {
			break
		}
		time.Sleep(2 * time.Second)
	}
	if err != nil || n == 0 {
		t.Fatalf("export: %d records, %v", n, err)
	}
	if d := os.Getenv("INFERSCHED_FAILOVER_DIR"); d != "" {
		_ = os.WriteFile(filepath.Join(d, "decisions.jsonl"), buf.Bytes(), 0o644)
	}
	var fails []decisionlog.Failure
	sum, err := decisionlog.VerifyLog(context.Background(), bytes.NewReader(buf.Bytes()), decisionlog.VerifyOptions{},
		func(f decisionlog.Failure) { fails = append(fails, f) })
	if err != nil || len(fails) > 0 {
		t.Fatalf("decision log across failovers: %+v %v %v", sum, err, fails[:min(len(fails), 5)])
	}
	t.Logf("decision log: %d records verified across the failovers", sum.Records)
}
