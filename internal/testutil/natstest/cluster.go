package natstest

import (
	"context"
	"fmt"
	"net"
	"net/url"
	"strings"
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
}

// StartCluster starts n (≥ 3 for R3) clustered servers and waits until JetStream has a
// meta leader. They are shut down when the test ends.
func StartCluster(t testing.TB, n int) *Cluster {
	t.Helper()
	c := &Cluster{}
	ports, cports := freePorts(t, n), freePorts(t, n)
	var routes []*url.URL
	for i := range n {
		u, _ := url.Parse(fmt.Sprintf("nats-route://127.0.0.1:%d", cports[i]))
		routes = append(routes, u)
	}
	for i := range n {
		c.Nodes = append(c.Nodes, &Node{name: fmt.Sprintf("n%d", i+1), storeDir: t.TempDir(), port: ports[i], cport: cports[i], routes: routes})
	}
	for _, nd := range c.Nodes {
		nd.start(t)
	}
	t.Cleanup(c.Shutdown)
	c.WaitJetStream(t)
	return c
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

// WaitJetStream waits until the cluster's JetStream answers account info.
func (c *Cluster) WaitJetStream(t testing.TB) {
	t.Helper()
	js := c.JetStream(t)
	deadline := time.Now().Add(30 * time.Second)
	for {
		ctx, cancel := contextWithTimeout(2 * time.Second)
		_, err := js.AccountInfo(ctx)
		cancel()
		if err == nil {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("natstest: cluster JetStream not ready: %v", err)
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

func (nd *Node) start(t testing.TB) {
	t.Helper()
	opts := &server.Options{
		ServerName: nd.name, Host: "127.0.0.1", Port: nd.port,
		JetStream: true, StoreDir: nd.storeDir, NoLog: true, NoSigs: true,
		JetStreamMaxMemory: 1 << 30, JetStreamMaxStore: 1 << 40,
		Cluster: server.ClusterOpts{Name: "infersched-test", Host: "127.0.0.1", Port: nd.cport},
		Routes:  nd.routes,
	}
	srv, err := server.NewServer(opts)
	if err != nil {
		t.Fatalf("natstest: new cluster node %s: %v", nd.name, err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		srv.Shutdown()
		t.Fatalf("natstest: cluster node %s not ready", nd.name)
	}
	nd.srv = srv
}

// Name is the node's server name (what a stream's cluster info names its leader by).
func (nd *Node) Name() string { return nd.name }

// Kill stops the node at once (its clients reconnect to the others).
func (nd *Node) Kill() {
	if nd.srv != nil {
		nd.srv.Shutdown()
		nd.srv.WaitForShutdown()
		nd.srv = nil
	}
}

// Restart starts a killed node again with its store.
func (nd *Node) Restart(t testing.TB) { nd.start(t) }

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
