package natstest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Cluster is n embedded nats-servers with JetStream, clustered on loopback, so that
// streams and buckets can be placed at R3 and survive the loss of one node.
type Cluster struct {
	Nodes []*Node
}

// Node is one server of a Cluster; Kill and Restart stop and start it on the same
// ports and store.
type Node struct {
	name, storeDir string
	port, cport    int
	routes         []*url.URL
	srv            *server.Server
	// proc, for a node of StartProcessCluster, is its process (nil while killed).
	proc    *exec.Cmd
	process bool
	done    chan struct{}
}

// StartCluster starts n (≥ 3 for R3) clustered servers and waits until JetStream has a
// meta leader. They are shut down when the test ends. Kill is a server shutdown: its
// stream leaders step down first, as an operator's clean stop does.
func StartCluster(t testing.TB, n int) *Cluster {
	return startCluster(t, n, false, freePorts)
}

// StartProcessCluster is StartCluster with every node a process of its own (the test
// binary, whose TestMain calls RunNodeIfAsked): Kill is a SIGKILL, so the node's
// streams elect new leaders after the Raft election timeout, as a crashed node's do.
func StartProcessCluster(t testing.TB, n int) *Cluster {
	return startCluster(t, n, true, freePorts)
}

// startCluster starts a cluster on the ports pick gives, trying again with new ones
// when a node cannot listen or the cluster does not come up.
func startCluster(t testing.TB, n int, process bool, pick func(testing.TB, int) []int) *Cluster {
	t.Helper()
	// Ports are picked free and bound a moment later, by a node that may still be
	// starting on a loaded machine: another test's connection can take one between. A
	// new cluster gets other ports and stores.
	const attempts = 3
	for i := 1; ; i++ {
		c, err := tryCluster(t, n, process, pick)
		if err == nil {
			t.Cleanup(c.Shutdown)
			return c
		}
		if i == attempts {
			t.Fatalf("natstest: %v (attempt %d of %d)", err, i, attempts)
		}
		t.Logf("natstest: %v; starting another cluster", err)
	}
}

// tryCluster starts a cluster and waits for its JetStream meta leader; one that has
// none within 30 s is shut down and reported with what each node says.
func tryCluster(t testing.TB, n int, process bool, pick func(testing.TB, int) []int) (*Cluster, error) {
	t.Helper()
	c := &Cluster{}
	ports, cports := pick(t, n), pick(t, n)
	var routes []*url.URL
	for i := range n {
		u, _ := url.Parse(fmt.Sprintf("nats-route://127.0.0.1:%d", cports[i]))
		routes = append(routes, u)
	}
	for i := range n {
		c.Nodes = append(c.Nodes, &Node{name: fmt.Sprintf("n%d", i+1), storeDir: t.TempDir(), port: ports[i], cport: cports[i], routes: routes, process: process})
	}
	for _, nd := range c.Nodes {
		if err := nd.start(t); err != nil {
			c.Shutdown()
			return nil, err
		}
	}
	if err := c.waitJetStream(t, 30*time.Second); err != nil {
		why := c.diagnose()
		c.Shutdown()
		return nil, fmt.Errorf("cluster JetStream not ready: %w (%s)", err, why)
	}
	return c, nil
}

// diagnose says, for each node, whether its route port takes connections and what its
// own JetStream answers.
func (c *Cluster) diagnose() string {
	var out []string
	for _, nd := range c.Nodes {
		route := "route port open"
		if conn, err := net.DialTimeout("tcp", fmt.Sprintf("127.0.0.1:%d", nd.cport), time.Second); err != nil {
			route = "route port: " + err.Error()
		} else {
			conn.Close()
		}
		js := "jetstream ok"
		if nc, err := nats.Connect(nd.URL(), nats.Timeout(time.Second)); err != nil {
			js = "connect: " + err.Error()
		} else {
			if j, err := jetstream.New(nc); err == nil {
				ctx, cancel := contextWithTimeout(2 * time.Second)
				if _, err := j.AccountInfo(ctx); err != nil {
					js = "jetstream: " + err.Error()
				}
				cancel()
			}
			nc.Close()
		}
		out = append(out, fmt.Sprintf("%s: %s, %s", nd.name, route, js))
	}
	return strings.Join(out, "; ")
}

// URL is every node's client URL, comma separated (nats.Connect takes the list).
func (c *Cluster) URL() string {
	var us []string
	for _, nd := range c.Nodes {
		us = append(us, nd.URL())
	}
	return strings.Join(us, ",")
}

// JetStream connects to the cluster (reconnecting forever across nodes) and returns a
// JetStream context; the connection closes when the test ends.
func (c *Cluster) JetStream(t testing.TB) jetstream.JetStream {
	t.Helper()
	nc, err := nats.Connect(c.URL(), nats.MaxReconnects(-1), nats.ReconnectWait(50*time.Millisecond))
	if err != nil {
		t.Fatalf("natstest: connect to cluster: %v", err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatalf("natstest: jetstream: %v", err)
	}
	return js
}

// waitJetStream waits until the cluster's JetStream answers account info.
func (c *Cluster) waitJetStream(t testing.TB, within time.Duration) error {
	t.Helper()
	nc, err := nats.Connect(c.URL(), nats.MaxReconnects(-1), nats.ReconnectWait(50*time.Millisecond))
	if err != nil {
		return fmt.Errorf("connect to cluster: %w", err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return err
	}
	deadline := time.Now().Add(within)
	for {
		ctx, cancel := contextWithTimeout(2 * time.Second)
		_, err := js.AccountInfo(ctx)
		cancel()
		if err == nil {
			return nil
		}
		if time.Now().After(deadline) {
			return err
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// Shutdown stops every node.
func (c *Cluster) Shutdown() {
	for _, nd := range c.Nodes {
		nd.Kill()
	}
}

// URL is the node's client URL.
func (nd *Node) URL() string { return fmt.Sprintf("nats://127.0.0.1:%d", nd.port) }

// nodeSpec is what a node's process is told to run.
type nodeSpec struct {
	Name     string   `json:"name"`
	StoreDir string   `json:"store_dir"`
	Port     int      `json:"port"`
	CPort    int      `json:"cluster_port"`
	Routes   []string `json:"routes"`
}

func (nd *Node) spec() nodeSpec {
	sp := nodeSpec{Name: nd.name, StoreDir: nd.storeDir, Port: nd.port, CPort: nd.cport}
	for _, r := range nd.routes {
		sp.Routes = append(sp.Routes, r.String())
	}
	return sp
}

func (sp nodeSpec) options() *server.Options {
	var routes []*url.URL
	for _, r := range sp.Routes {
		u, _ := url.Parse(r)
		routes = append(routes, u)
	}
	return &server.Options{
		ServerName: sp.Name, Host: "127.0.0.1", Port: sp.Port,
		JetStream: true, StoreDir: sp.StoreDir, NoLog: true, NoSigs: true,
		JetStreamMaxMemory: 1 << 30, JetStreamMaxStore: 1 << 40,
		Cluster: server.ClusterOpts{Name: "infersched-test", Host: "127.0.0.1", Port: sp.CPort},
		Routes:  routes,
	}
}

// nodeEnv carries a node's spec (JSON) to the process that runs it.
const nodeEnv = "INFERSCHED_TEST_NATS_NODE"

// RunNodeIfAsked runs the cluster node its environment names, until the process is
// killed, and reports false when the environment names none: a test binary that uses
// StartProcessCluster calls it first thing in TestMain.
func RunNodeIfAsked() bool {
	v := os.Getenv(nodeEnv)
	if v == "" {
		return false
	}
	var sp nodeSpec
	if err := json.Unmarshal([]byte(v), &sp); err != nil {
		fmt.Fprintln(os.Stderr, "natstest: node spec:", err)
		os.Exit(2)
	}
	srv, err := server.NewServer(sp.options())
	if err != nil {
		fmt.Fprintln(os.Stderr, "natstest: node:", err)
		os.Exit(2)
	}
	// A node that cannot listen on its ports exits, so that the test starts another
	// cluster at once; what it logs after it is up does not stop it.
	if err := startReady(srv, time.Minute); err != nil {
		fmt.Fprintln(os.Stderr, "natstest: node:", err)
		os.Exit(2)
	}
	srv.WaitForShutdown()
	return true
}

// start starts the node on its ports and store. A node that cannot take its ports (a
// port picked free may be taken by another test's connection before the node binds it)
// is reported as an error: a new cluster gets other ports.
func (nd *Node) start(t testing.TB) error {
	t.Helper()
	if nd.process {
		return nd.startProcess()
	}
	srv, err := server.NewServer(nd.spec().options())
	if err != nil {
		return fmt.Errorf("new cluster node %s: %w", nd.name, err)
	}
	if err := startReady(srv, 20*time.Second); err != nil {
		srv.Shutdown()
		return fmt.Errorf("cluster node %s (client port %d, route port %d): %w", nd.name, nd.port, nd.cport, err)
	}
	nd.srv = srv
	return nil
}

// startReady starts srv and waits until it takes connections, or until it reports
// what it could not go on without (a port it could not listen on: nats-server logs
// that and carries on without the listener), or within has passed.
func startReady(srv *server.Server, within time.Duration) error {
	fatal := newFatalLog()
	srv.SetLogger(fatal, false, false)
	go srv.Start()
	for deadline := time.Now().Add(within); !srv.ReadyForConnections(100 * time.Millisecond); {
		select {
		case msg := <-fatal.first:
			return errors.New(msg)
		default:
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("not ready within %s", within)
		}
	}
	return nil
}

// fatalLog is a server's logger that keeps only the first of what the server could
// not go on without.
type fatalLog struct{ first chan string }

func newFatalLog() fatalLog { return fatalLog{first: make(chan string, 1)} }

func (l fatalLog) Fatalf(format string, v ...any) {
	select {
	case l.first <- fmt.Sprintf(format, v...):
	default:
	}
}
func (fatalLog) Noticef(string, ...any) {}
func (fatalLog) Warnf(string, ...any)   {}
func (fatalLog) Errorf(string, ...any)  {}
func (fatalLog) Debugf(string, ...any)  {}
func (fatalLog) Tracef(string, ...any)  {}

func (nd *Node) startProcess() error {
	b, _ := json.Marshal(nd.spec())
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), nodeEnv+"="+string(b), "GOMAXPROCS=2")
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start node %s: %w", nd.name, err)
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	nd.proc, nd.done = cmd, done
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		nc, err := nats.Connect(nd.URL(), nats.Timeout(time.Second))
		if err == nil {
			nc.Close()
			return nil
		}
		select {
		case <-done:
			nd.Kill()
			return fmt.Errorf("node %s exited at start (client port %d, route port %d)", nd.name, nd.port, nd.cport)
		default:
		}
		if time.Now().After(deadline) {
			nd.Kill()
			return fmt.Errorf("node %s not ready: %w", nd.name, err)
		}
	}
}

// Name is the node's server name (what a stream's cluster info names its leader by).
func (nd *Node) Name() string { return nd.name }

// Kill stops the node at once (its clients reconnect to the others): a SIGKILL of a
// node of StartProcessCluster, a server shutdown otherwise.
func (nd *Node) Kill() {
	if nd.proc != nil {
		_ = nd.proc.Process.Signal(syscall.SIGKILL)
		<-nd.done
		nd.proc = nil
	}
	if nd.srv != nil {
		nd.srv.Shutdown()
		nd.srv.WaitForShutdown()
		nd.srv = nil
	}
}

// Restart starts a killed node again with its store, on its ports.
func (nd *Node) Restart(t testing.TB) {
	t.Helper()
	if err := nd.start(t); err != nil {
		t.Fatalf("natstest: restart: %v", err)
	}
}

func freePorts(t testing.TB, n int) []int {
	t.Helper()
	var ls []net.Listener
	var ports []int
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatalf("natstest: free port: %v", err)
		}
		ls = append(ls, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	for _, l := range ls {
		_ = l.Close()
	}
	return ports
}

func contextWithTimeout(d time.Duration) (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), d)
}
