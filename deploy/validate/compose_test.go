package validate

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/cli"
	"github.com/compose-spec/compose-go/v2/types"
	"github.com/nats-io/nats-server/v2/server"
	"sigs.k8s.io/yaml"
)

func loadCompose(t *testing.T) *types.Project {
	t.Helper()
	opts, err := cli.NewProjectOptions([]string{filepath.Join(deployDir, "compose.yaml")},
		cli.WithWorkingDirectory(deployDir),
		cli.WithEnv([]string{"INFERSCHED_SCHEDULER_KEY=0x01", "INFERSCHED_WORKER_KEY=0x02"}))
	if err != nil {
		t.Fatal(err)
	}
	p, err := opts.LoadProject(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// compose.yaml loads with the real compose loader (interpolation, anchors, profiles),
// holds every service of the deployment (three NATS nodes, Redis, two schedulers, a
// worker, Prometheus, Grafana), mounts only files that exist, and runs only commands,
// flags and configs the binary accepts.
func TestComposeFile(t *testing.T) {
	p := loadCompose(t)
	for _, name := range []string{"nats-1", "nats-2", "nats-3", "redis", "scheduler-1", "scheduler-2", "worker", "prometheus", "grafana"} {
		if _, ok := p.Services[name]; !ok {
			t.Errorf("service %s missing", name)
		}
	}
	for name, s := range p.Services {
		for _, v := range s.Volumes {
			if v.Type == types.VolumeTypeBind {
				if _, err := os.Stat(v.Source); err != nil {
					t.Errorf("%s mounts %s, which does not exist", name, v.Source)
				}
			}
		}
		if !strings.HasPrefix(s.Image, "infersched") && !strings.Contains(s.Image, "INFERSCHED_IMAGE") {
			continue
		}
		where := "compose " + name
		checkCommandLine(t, where, s.Command)
		if hc := s.HealthCheck; hc != nil && !hc.Disable {
			if len(hc.Test) < 3 || hc.Test[0] != "CMD" || hc.Test[1] != "/usr/local/bin/infersched" {
				t.Errorf("%s: health check %v: want [CMD /usr/local/bin/infersched …] (no shell in the image)", where, hc.Test)
			} else {
				checkCommandLine(t, where+" healthcheck", hc.Test[2:])
			}
		}
		cfgPath := flagValue(s.Command, "config")
		var src string
		for _, v := range s.Volumes {
			if v.Target == cfgPath {
				src = v.Source
			}
		}
		if src == "" {
			t.Errorf("%s: --config %s is not mounted", where, cfgPath)
			continue
		}
		checkConfig(t, where, src, s.Command[0] == "worker")
		if s.Command[0] == "run" {
			port := listenPort(t, src)
			for _, pc := range s.Ports {
				if pc.Target != port {
					t.Errorf("%s publishes container port %d, the config listens on %d", where, pc.Target, port)
				}
			}
			if _, ok := s.Environment["INFERSCHED_SCHEDULER_KEY"]; !ok {
				t.Errorf("%s: no INFERSCHED_SCHEDULER_KEY (signer.private_key_env)", where)
			}
		}
	}
	// Two active schedulers in the default profile: the shard leases keep them from
	// planning the same requests.
	for _, name := range []string{"scheduler-1", "scheduler-2"} {
		if got := p.Services[name].Profiles; len(got) != 0 {
			t.Errorf("%s profiles %v, want the default", name, got)
		}
	}
	cfg, err := os.ReadFile(filepath.Join(deployDir, "compose", "scheduler.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`(?m)^ha:\n(?:\s.*\n)*?\s+shards: [2-9]`).Match(cfg) {
		t.Error("compose/scheduler.yaml: no ha section with at least two shards for the two replicas")
	}
	// compose restarts a container that exits, not one that is unhealthy: a replica whose
	// NATS stayed unreachable past health.unreachable_after exits.
	if !regexp.MustCompile(`(?m)^health:\n(?:\s.*\n)*?\s+exit_when_unreachable: true`).Match(cfg) {
		t.Error("compose/scheduler.yaml: health.exit_when_unreachable is not true: compose would leave a dead replica running")
	}
	for _, name := range []string{"scheduler-1", "scheduler-2", "worker"} {
		if r := p.Services[name].Restart; r != "unless-stopped" && r != "always" && r != "on-failure" {
			t.Errorf("%s: restart %q: a replica or worker that exits is not started again", name, r)
		}
	}
}

// listenPort reads http.listen's port from a daemon config (the default when absent).
func listenPort(t *testing.T, file string) uint32 {
	t.Helper()
	data, _ := os.ReadFile(file)
	listen := "127.0.0.1:8080"
	for _, line := range strings.Split(string(data), "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "listen:"); ok {
			listen = strings.TrimSpace(v)
		}
	}
	_, ps, _ := strings.Cut(listen, ":")
	n, err := strconv.Atoi(ps)
	if err != nil {
		t.Fatalf("%s: http.listen %q", file, listen)
	}
	return uint32(n)
}

// The NATS cluster's configuration parses with nats-server's own parser, with
// JetStream on, routes to all three nodes, and the two roles that exist today.
func TestNATSClusterConfig(t *testing.T) {
	p := loadCompose(t)
	for _, node := range []string{"nats-1", "nats-2", "nats-3"} {
		s := p.Services[node]
		for k, v := range s.Environment {
			if v != nil {
				t.Setenv(k, *v)
			}
		}
		opts, err := server.ProcessConfigFile(filepath.Join(deployDir, "compose", "nats", "nats.conf"))
		if err != nil {
			t.Fatalf("%s: %v", node, err)
		}
		if opts.ServerName != node || !opts.JetStream || opts.Cluster.Port != 6222 || len(opts.Routes) != 3 {
			t.Errorf("%s: server_name %q, jetstream %v, cluster port %d, %d routes", node, opts.ServerName, opts.JetStream, opts.Cluster.Port, len(opts.Routes))
		}
		users := map[string]*server.User{}
		for _, u := range opts.Users {
			users[u.Username] = u
		}
		// One user per role, each restricted (the main module's bus/roles checks
		// that these permissions are exactly the roles'); the compose worker's user is
		// worker-<its address>, and the worker config names it.
		for _, name := range []string{"scheduler", "indexer", "auditor", "worker-0x2b5ad5c4795c026514f8317c7a215e218dccd6cf"} {
			if u := users[name]; u == nil || u.Permissions == nil || u.Permissions.Publish == nil || len(u.Permissions.Publish.Allow) == 0 {
				t.Errorf("%s: user %s missing or unrestricted (users %v)", node, name, sortedKeys(users))
			} else if u.Password == "" || strings.HasPrefix(u.Password, "$") {
				t.Errorf("%s: user %s: password %q not taken from the environment", node, name, u.Password)
			}
		}
		if s := p.Services[node]; !strings.Contains(strings.Join(s.Command, " "), "-c /etc/nats/nats.conf") {
			t.Errorf("%s: command %v", node, s.Command)
		}
	}
}

// The compose worker follows the README's advice for replicas, not one scheduler_url and
// two of the three NATS nodes: it heartbeats over NATS, which every replica takes, and
// lists every NATS node of compose.yaml.
func TestComposeWorkerReachesEveryReplicaAndNode(t *testing.T) {
	p := loadCompose(t)
	data, err := os.ReadFile(filepath.Join(deployDir, "compose", "worker.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var wf struct {
		Worker struct {
			SchedulerURL string `json:"scheduler_url"`
			NATSURL      string `json:"nats_url"`
		} `json:"worker"`
	}
	if err := yaml.Unmarshal(data, &wf); err != nil {
		t.Fatal(err)
	}
	if wf.Worker.SchedulerURL != "" {
		t.Errorf("compose/worker.yaml: scheduler_url %q: heartbeats to one replica stop with it; leave it empty (over NATS)", wf.Worker.SchedulerURL)
	}
	for name := range p.Services {
		if strings.HasPrefix(name, "nats-") && !strings.Contains(wf.Worker.NATSURL, "nats://"+name+":4222") {
			t.Errorf("compose/worker.yaml: nats_url %q leaves out node %s", wf.Worker.NATSURL, name)
		}
	}
}
