package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
	"github.com/infersched/infersched/bus/lease"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/daemon/devstack"
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
	if natstest.RunNodeIfAsked() { // a NATS node of the failover test's cluster
		return
	}
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

// metric is the sum of the samples of metric name on the replica's /metrics (0 when
// it does not answer).
func (r *replicaProc) metric(name string) float64 {
	c := http.Client{Timeout: 2 * time.Second}
	resp, err := c.Get(r.url + "/metrics")
	if err != nil {
		return 0
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	sum := 0.0
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, name); ok && (strings.HasPrefix(rest, " ") || strings.HasPrefix(rest, "{")) {
			f := strings.Fields(rest)
			if v, err := strconv.ParseFloat(f[len(f)-1], 64); err == nil {
				sum += v
			}
		}
	}
	return sum
}

// loadAverage is this machine's load (/proc/loadavg's first three fields), for the
// figures' context: the machine is shared.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(b))
	return strings.Join(f[:min(3, len(f))], " ")
}

// TestFailover runs the system as an operator would on one machine: a three-node NATS
// cluster (each node a process of its own; streams and buckets at R3), redis-server,
// the dev stack without a scheduler (simulated chain with the ResultVerifier and
// verification on, echo workers, load) as a process, and three `infersched run`
// replicas as processes, with ha.shards shards (3 by default: the production shape;
// INFERSCHED_FAILOVER_SHARDS=1 for one) and anchoring on. The holder of the loaded
// shard is killed with SIGKILL mid-load, and a NATS node with SIGKILL. Every request
// must end in one final state with its inference run once, and `audit verify` with
// every chain check (requests, anchors, draws, attestations and disputes on the dev
// chain) must pass at the end. The takeover times and the NATS node kill's cost are
// reported (not asserted), each measured from its SIGKILL.
//
// The short form (make test, or INFERSCHED_FAILOVER=short: make failover-short) kills
// the holder once and a NATS node once. The full form (INFERSCHED_FAILOVER=1, make
// failover) kills it INFERSCHED_FAILOVER_KILLS times (default 10), then again with a
// NATS node down, then a second replica.
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
	shards := 3
	if n, err := strconv.Atoi(os.Getenv("INFERSCHED_FAILOVER_SHARDS")); err == nil && n > 0 {
		shards = n
	}
	// The shard the load's model hashes to: its holder is the one killed.
	loaded := lease.ShardOf(devstack.DevModel, shards)
	t.Logf("machine load at start (1, 5, 15 min): %s; %d shards, the load's on shard %d", loadAverage(), shards, loaded)
	cluster := natstest.StartProcessCluster(t, 3)
	rds := redistest.Start(t)
	dir := t.TempDir()
	cfgPath := filepath.Join(dir, "infersched.yaml")
	// The load lasts past the kills (each needs rounds to measure its takeover), however
	// slow a shared machine makes them.
	loadSeconds := 45 + kills*25
	// The drain waits for the requests still open when the load stops (it ends as soon
	// as none is): a loaded machine behind after the kills needs more than the default
	// 30 s, and a request truly stuck still fails the test after 3 minutes.
	devLog := "error"
	if os.Getenv("INFERSCHED_FAILOVER_DIR") != "" {
		devLog = "info" // the workers' logs too, for a post-mortem
	}
	dev := startProc(t, "dev", "dev", "--no-daemon", "--write-config", cfgPath, "--rpc", "127.0.0.1:0",
		"--nats-url", cluster.URL(), "--nats-replicas", "3", "--redis", "redis://"+rds.Addr(),
		"--workers", "3", "--load", "20", "--duration", fmt.Sprintf("%ds", loadSeconds), "--drain", "3m", "--report-every", "1h", "--log-level", devLog,
		"--keep-running")
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
	cfg.HA.Shards = shards
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
	// Every chain anchored every 10 rounds, across the kills: audit verify checks them.
	cfg.Audit.AnchorEvery, cfg.Audit.AnchorsPerHour, cfg.Audit.AnchorBurst = 10, 3600, 10
	cfg.Audit.ResubmitAfter, cfg.Audit.RetryBackoff, cfg.Audit.RetryBackoffMax = 5*time.Second, 500*time.Millisecond, 5*time.Second
	// At info the replicas say which shard each took and what each takeover's
	// verification catch-up found (takeoverLines), for a failure's post-mortem.
	cfg.Log.Level = "info"
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
				t.Logf("%s: leases and verification catch-ups:\n%s", r.name, grepLines(out, takeoverLines))
				t.Logf("%s output (last 3000 bytes):\n%s", r.name, out[max(0, len(out)-3000):])
			}
		}
	})
	js := cluster.JetStream(t)
	live := func() []*replicaProc {
		var out []*replicaProc
		for _, r := range replicas {
			if !r.exited() {
				out = append(out, r)
			}
		}
		return out
	}
	holder := func() *replicaProc {
		for _, r := range live() {
			if slices.Contains(r.leads(), loaded) {
				return r
			}
		}
		return nil
	}
	// spread: every shard held, and each live replica at its fair share (a holder that
	// joined last sheds its surplus after two TTLs), so that a kill leaves the survivors
	// at their share: what they do then is the takeover measured.
	spread := func() bool {
		rs := live()
		share := (shards + len(rs) - 1) / len(rs)
		held := 0
		for _, r := range rs {
			n := len(r.leads())
			if n > share {
				return false
			}
			held += n
		}
		return held == shards
	}
	waitSpread := func() {
		for deadline := time.Now().Add(2 * time.Minute); !spread(); time.Sleep(100 * time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the shards were not spread over the replicas within 2 minutes")
			}
		}
	}
	takeovers := func() float64 {
		n := 0.0
		for _, r := range live() {
			n += r.metric("infersched_lease_takeovers_total")
		}
		return n
	}
	// A takeover is measured from the SIGKILL of the loaded shard's holder to the new
	// holder's first round of that shard that assigns (the decision log's now_ms, this
	// machine's clock). A kill whose new holder's first round had nothing queued
	// counts too (idle): its takeover then includes the wait for the next request (at
	// 20 requests/s, about one round interval).
	var measured []time.Duration
	idle := 0
	killHolder := func(what string) {
		waitSpread()
		var old *replicaProc
		testkit.WaitUntil(t, "a holder of the loaded shard", func() bool { old = holder(); return old != nil })
		time.Sleep(2 * time.Second) // mid-load
		from := lastRecordedRound(t, js, loaded)
		load := loadAverage()
		killed := time.Now()
		old.kill()
		var next *replicaProc
		testkit.WaitUntil(t, "a new holder", func() bool { next = holder(); return next != nil && next != old })
		round, queued, first := firstRoundsAfter(t, js, loaded, from, killed)
		measured = append(measured, first.Sub(killed))
		if queued == 0 {
			idle++
		}
		t.Logf("%s: SIGKILL → first round of the new holder %v (%d requests queued in it) → first assignment %v (load %s)",
			what, round.Sub(killed), queued, first.Sub(killed), load)
	}
	for i := range kills {
		killHolder(fmt.Sprintf("kill %d of the loaded shard's holder", i+1))
		startReplica() // back to three
	}
	// The NATS node that leads the lease bucket's stream is killed (SIGKILL) mid-load;
	// the replicas and workers reconnect to the others. What it costs, from the kill
	// (the longest gap between two rounds of the loaded shard around it, the first
	// assignment after it, the lease takeovers it caused), is set beside the stream's
	// own leader election.
	waitSpread()
	before := takeovers()
	nk := killLeaseStreamLeader(t, cluster, js, "KV_"+cfg.HA.Bucket, loaded)
	time.Sleep(3 * time.Second)
	nk.takeovers = takeovers() - before
	t.Logf("NATS node kill (SIGKILL, load %s): lease stream leader elected after %v, the last of the %d streams the node led after %v; "+
		"longest gap between rounds of the loaded shard %v; kill → first assignment after the election %v; %v lease takeovers",
		nk.load, nk.election, nk.led, nk.elections, nk.gap, nk.firstAssigned, nk.takeovers)
	if full {
		killHolder("holder kill with one NATS node down")
	}
	for _, nd := range cluster.Nodes {
		if nd.Name() == nk.node {
			nd.Restart(t)
		}
	}
	if full {
		// A second replica dies: one is left.
		killHolder("second replica kill")
	}

	// The dev stack stops its load, waits for what is outstanding, and says what became
	// of every request it sent.
	deadline := time.Now().Add(time.Duration(loadSeconds)*time.Second + 5*time.Minute)
	for !strings.Contains(dev.out.String(), "load over") {
		if dev.exited() || time.Now().After(deadline) {
			t.Fatalf("dev stack did not finish:\n%s", dev.out.String())
		}
		time.Sleep(200 * time.Millisecond)
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
	// The checks of the last results and the last anchors, while the replicas run.
	time.Sleep(5 * time.Second)
	lostDeliveries := 0.0 // deliveries the replicas' feeds found lost and brought back
	for _, r := range live() {
		lostDeliveries += r.metric("infersched_feed_lost_deliveries_total")
	}
	for _, r := range replicas {
		r.kill()
	}
	verifyDecisionLog(t, js)
	auditWithTheChain(t, cluster.URL(), cfg, shards)
	slices.Sort(measured)
	t.Logf("takeover (SIGKILL → first assignment), %d shards on 3 replicas, %d kills (%d with nothing queued in the first round): min %v p50 %v p99 %v max %v (load at the end %s); "+
		"deliveries lost and brought back by the live replicas' feeds: %v",
		shards, len(measured), idle, measured[0], quantile(measured, 0.5), quantile(measured, 0.99), measured[len(measured)-1], loadAverage(), lostDeliveries)
	if f := os.Getenv("INFERSCHED_FAILOVER_REPORT"); f != "" {
		var lines []string
		for _, d := range measured {
			lines = append(lines, d.String())
		}
		lines = append(lines, fmt.Sprintf("nats-node-kill election=%v elections=%v led=%d gap=%v first_assignment=%v takeovers=%v load=%q",
			nk.election, nk.elections, nk.led, nk.gap, nk.firstAssigned, nk.takeovers, nk.load))
		_ = os.WriteFile(f, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	}
}

// auditWithTheChain runs `infersched audit verify` as an auditor does, with every
// chain check against the dev chain: the requests and the anchors of every shard's
// chain, the draws (every result of a comparable model drawn, each as its
// ResultSubmitted says), and every attestation and dispute outcome.
func auditWithTheChain(t *testing.T, natsURL string, cfg config.Config, shards int) {
	t.Helper()
	c := cfg.Chain.Contracts
	args := []string{"audit", "verify", "--nats", natsURL, "--rpc", cfg.Chain.RPCURLs[0], "--router", c.Router,
		"--anchor", c.DecisionAnchor, "--verifier", c.ResultVerifier, "--shards", strconv.Itoa(shards)}
	p := startProc(t, "audit", args...)
	select {
	case <-p.done:
	case <-time.After(5 * time.Minute):
		t.Fatalf("audit verify did not finish:\n%s", p.out.String())
	}
	if code := p.cmd.ProcessState.ExitCode(); code != 0 {
		t.Fatalf("audit verify %s: exit %d\n%s", strings.Join(args[2:], " "), code, p.out.String())
	}
	t.Logf("audit verify with every chain check:\n%s", p.out.String())
}

// quantile is the nearest-rank q-quantile of sorted ds.
func quantile(ds []time.Duration, q float64) time.Duration {
	i := int(math.Ceil(q*float64(len(ds)))) - 1
	return ds[min(max(i, 0), len(ds)-1)]
}

// natsKill is what a NATS node's SIGKILL cost.
type natsKill struct {
	node string
	// election: the lease stream without a leader; elections: the last of the streams
	// the node led to elect a new one (led: how many); gap: the longest time between
	// two rounds of the loaded shard from before the kill to 10 s after the elections;
	// firstAssigned: the kill to the first round after the lease stream's election that
	// assigns.
	election, elections, gap, firstAssigned time.Duration
	led                                     int
	takeovers                               float64
	load                                    string
}

// killLeaseStreamLeader kills (SIGKILL) the NATS node that leads stream and measures
// what it costs shard's rounds, beside the elections of the streams it led.
func killLeaseStreamLeader(t *testing.T, cluster *natstest.Cluster, js jetstream.JetStream, stream string, shard int) (k natsKill) {
	t.Helper()
	leaderOf := func(stream string) string {
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
	testkit.WaitUntil(t, "the lease stream's leader", func() bool { k.node = leaderOf(stream); return k.node != "" })
	var led []string // every stream and bucket the node leads: each elects anew
	names := js.StreamNames(context.Background())
	for name := range names.Name() {
		if leaderOf(name) == k.node {
			led = append(led, name)
		}
	}
	k.led = len(led)
	from := lastRecordedRound(t, js, shard)
	k.load = loadAverage()
	killed := time.Now()
	for _, nd := range cluster.Nodes {
		if nd.Name() == k.node {
			nd.Kill()
		}
	}
	for deadline := time.Now().Add(time.Minute); len(led) > 0; time.Sleep(20 * time.Millisecond) {
		led = slices.DeleteFunc(led, func(name string) bool {
			if l := leaderOf(name); l == "" || l == k.node {
				return false
			}
			if name == stream {
				k.election = time.Since(killed)
			}
			k.elections = time.Since(killed)
			return true
		})
		if time.Now().After(deadline) {
			t.Fatalf("streams %v: no new leader a minute after node %s died", led, k.node)
		}
	}
	prev := int64(0)
	elected := killed.Add(k.election).UnixMilli()
	end := killed.Add(k.elections + 10*time.Second).UnixMilli()
	roundsAfter(t, js, shard, max(from, 1)-1, func(r recordedRound) bool {
		if prev != 0 {
			k.gap = max(k.gap, time.Duration(r.nowMS-prev)*time.Millisecond)
		}
		prev = r.nowMS
		if k.firstAssigned == 0 && r.nowMS >= elected && r.assigned > 0 {
			k.firstAssigned = time.Duration(r.nowMS-killed.UnixMilli()) * time.Millisecond
		}
		return r.nowMS < end
	})
	return k
}

// lastRecordedRound is the round of the last record of shard's chain (0: none).
func lastRecordedRound(t *testing.T, js jetstream.JetStream, shard int) uint64 {
	t.Helper()
	st, err := js.Stream(context.Background(), wire.StreamDecisions)
	if err != nil {
		t.Fatal(err)
	}
	m, err := st.GetLastMsgForSubject(context.Background(), wire.DecisionChainFilter(shard))
	if errors.Is(err, jetstream.ErrMsgNotFound) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	_, n, _ := wire.ShardRoundOfSubject(m.Subject)
	return n
}

// firstRoundsAfter reads shard's decision records after round from, one by one (rounds
// are numbered without gaps, never the whole log), waiting for them: the time
// (now_ms) of the first planned at or after t and how many requests it had queued,
// and the time of the first that assigns a request.
func firstRoundsAfter(t *testing.T, js jetstream.JetStream, shard int, from uint64, after time.Time) (round time.Time, queued int, assigned time.Time) {
	t.Helper()
	roundsAfter(t, js, shard, from, func(r recordedRound) bool {
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

// roundsAfter calls fn with each decision record of shard's chain after round from, in
// order, waiting for each, until fn returns false.
func roundsAfter(t *testing.T, js jetstream.JetStream, shard int, from uint64, fn func(recordedRound) bool) {
	t.Helper()
	ctx := context.Background()
	store, err := decisions.Open(ctx, js)
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for n := from + 1; ; {
		b, err := store.GetShard(ctx, shard, n)
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
			t.Fatalf("no round %d of shard %d (after round %d) within 2 minutes: %v", n, shard, from, err)
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

// takeoverLines are the log messages that say which replica held which shard, and what
// each takeover's verification catch-up found: printed whole when the test fails, as the
// output's tail rarely reaches back to them.
var takeoverLines = []string{"shard lease", "leadership changed", "verification caught up", "verification catch-up", "results wait for their draw"}

// grepLines is the lines of s that contain one of subs.
func grepLines(s string, subs []string) string {
	var out []string
	for line := range strings.Lines(s) {
		for _, sub := range subs {
			if strings.Contains(line, sub) {
				out = append(out, strings.TrimRight(line, "\n"))
				break
			}
		}
	}
	return strings.Join(out, "\n")
}
