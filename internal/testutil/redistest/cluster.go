package redistest

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// Cluster is a Redis Cluster of masters without replicas, each a redis-server process
// of its own, with the 16384 hash slots split evenly between them.
type Cluster struct {
	Servers []*Server
}

// StartCluster starts n (≥ 1) redis-server processes with cluster mode on, assigns
// them the slots (CLUSTER ADDSLOTSRANGE), joins them (CLUSTER MEET) and waits until
// every node reports cluster_state:ok. The processes stop in t.Cleanup.
func StartCluster(t testing.TB, n int) *Cluster {
	t.Helper()
	if n < 1 {
		t.Fatalf("redistest: a cluster needs at least one node, got %d", n)
	}
	c := &Cluster{}
	for range n {
		c.Servers = append(c.Servers, startWith(t, "--cluster-enabled", "yes",
			"--cluster-config-file", "nodes.conf", "--cluster-node-timeout", "2000"))
	}
	ctx := context.Background()
	clients := make([]*redis.Client, n)
	for i, s := range c.Servers {
		clients[i] = s.Client(t)
	}
	const slots = 16384
	for i, cl := range clients {
		from, to := i*slots/n, (i+1)*slots/n-1
		if err := cl.Do(ctx, "CLUSTER", "ADDSLOTSRANGE", from, to).Err(); err != nil {
			t.Fatalf("redistest: CLUSTER ADDSLOTSRANGE %d %d on %s: %v", from, to, c.Servers[i].Addr(), err)
		}
	}
	for _, s := range c.Servers[1:] {
		if err := clients[0].ClusterMeet(ctx, "127.0.0.1", fmt.Sprint(s.port)).Err(); err != nil {
			t.Fatalf("redistest: CLUSTER MEET %s: %v", s.Addr(), err)
		}
	}
	deadline := time.Now().Add(30 * time.Second)
	for i, cl := range clients {
		for {
			info, err := cl.ClusterInfo(ctx).Result()
			if err == nil && strings.Contains(info, "cluster_state:ok") && strings.Contains(info, fmt.Sprintf("cluster_known_nodes:%d", n)) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("redistest: node %s not ok after 30 s: %v %s", c.Servers[i].Addr(), err, info)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	return c
}

// Addrs are the nodes' host:port.
func (c *Cluster) Addrs() []string {
	out := make([]string, len(c.Servers))
	for i, s := range c.Servers {
		out[i] = s.Addr()
	}
	return out
}

// Client returns a cluster client for the nodes that is closed when the test ends.
func (c *Cluster) Client(t testing.TB) *redis.ClusterClient {
	t.Helper()
	cl := redis.NewClusterClient(&redis.ClusterOptions{Addrs: c.Addrs()})
	t.Cleanup(func() { _ = cl.Close() })
	return cl
}
