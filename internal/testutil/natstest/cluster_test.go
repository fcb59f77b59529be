package natstest

import (
	"fmt"
	"net"
	"net/url"
	"strings"
	"testing"
	"time"
)

// A node whose client port another socket took between picking and binding is
// reported as soon as the server says it cannot listen, and the cluster is started
// again on other ports.
func TestClusterStartsAgainWhenAPortIsTaken(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	takenPort := taken.Addr().(*net.TCPAddr).Port

	picks := 0
	pick := func(t testing.TB, n int) []int {
		picks++
		ports := freePorts(t, n)
		if picks == 1 { // the first cluster's client ports: n2's is taken
			ports[1] = takenPort
		}
		return ports
	}
	start := time.Now()
	c := startCluster(t, 3, false, pick)
	// At least two clusters, client and route ports each: the first cannot start. More
	// when a port picked for the second is taken too, by another test on a busy machine,
	// which is the race this retry is for.
	if picks < 4 || picks%2 != 0 {
		t.Fatalf("ports picked %d times, want 4 or more, two for each cluster tried", picks)
	}
	for _, nd := range c.Nodes {
		if nd.port == takenPort {
			t.Fatalf("node %s runs on the taken port %d", nd.name, takenPort)
		}
	}
	// The cluster works: JetStream answers through it.
	js := c.JetStream(t)
	ctx, cancel := contextWithTimeout(10 * time.Second)
	defer cancel()
	if _, err := js.AccountInfo(ctx); err != nil {
		t.Fatalf("account info: %v", err)
	}
	t.Logf("cluster up after a taken port in %s", time.Since(start).Round(time.Millisecond))
}

// The error names the port the node could not listen on, and comes from the server's
// own report rather than a timeout.
func TestNodeOnATakenPortSaysSo(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	port := taken.Addr().(*net.TCPAddr).Port
	cport := freePorts(t, 1)[0]
	route, _ := url.Parse(fmt.Sprintf("nats-route://127.0.0.1:%d", cport))
	nd := &Node{name: "n1", storeDir: t.TempDir(), port: port, cport: cport, routes: []*url.URL{route}}
	err = nd.start(t)
	if err == nil {
		nd.Kill()
		t.Fatal("a node started on a taken port")
	}
	if !strings.Contains(err.Error(), "listening") || strings.Contains(err.Error(), "not ready") {
		t.Fatalf("error %q: want the server's listen error, not a timeout", err)
	}
}
