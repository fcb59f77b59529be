package daemon

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/redis/go-redis/v9"

	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/internal/testutil/redistest"
	"github.com/infersched/infersched/wire"
)

// shardProcEnv, when set, makes TestShardReplicaProcess a replica of
// BenchmarkShardedRounds/procs (its JSON is a shardProc).
const shardProcEnv = "INFERSCHED_SHARD_REPLICA"

// shardProcsEnv turns on BenchmarkShardedRounds/procs: each shard's engine in a process
// of its own, the NATS server (in the benchmark's process) and redis-server apart.
const shardProcsEnv = "INFERSCHED_BENCH_SHARD_PROCS"

// shardProc is what one replica process is told.
type shardProc struct {
	Shard, Shards, Requests, Rounds int
	NATS, Redis                     string
}

// benchShardProcs is BenchmarkShardedRounds with replicas as processes: s processes,
// each one engine leading one shard; one op is one round of every process, timed from
// the go every process waits for (after its setup) to the last one done.
func benchShardProcs(b *testing.B, shards, nReq, nWork int) {
	srv, rs := natstest.Start(b), redistest.Start(b)
	shardedWorld(b, srv, rs, nWork)
	type child struct {
		cmd *exec.Cmd
		in  io.WriteCloser
		out *bufio.Scanner
	}
	var kids []*child
	for s := range shards {
		spec, _ := json.Marshal(shardProc{Shard: s, Shards: shards, Requests: nReq, Rounds: b.N, NATS: srv.URL(), Redis: rs.Addr()})
		cmd := exec.Command(os.Args[0], "-test.run=^TestShardReplicaProcess$", "-test.count=1")
		cmd.Env = append(os.Environ(), shardProcEnv+"="+string(spec))
		cmd.Stderr = os.Stderr
		in, _ := cmd.StdinPipe()
		out, _ := cmd.StdoutPipe()
		if err := cmd.Start(); err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
		kids = append(kids, &child{cmd: cmd, in: in, out: bufio.NewScanner(out)})
	}
	expect := func(k *child, word string) string {
		for k.out.Scan() {
			if line := k.out.Text(); strings.HasPrefix(line, word) {
				return strings.TrimSpace(strings.TrimPrefix(line, word))
			}
		}
		b.Fatalf("replica process ended before %q: %v", word, k.out.Err())
		return ""
	}
	for _, k := range kids {
		expect(k, "ready")
	}
	// Where the cores go while the rounds run: the replicas' own CPU (each reports its
	// rusage over its rounds), this process's (the NATS server, and reading the pipes)
	// and redis-server's (INFO cpu).
	rdb := redis.NewClient(&redis.Options{Addr: rs.Addr()})
	defer rdb.Close()
	redis0, self0 := redistest.ServerCPU(b, rdb), cpuTime(b)
	b.ResetTimer()
	start := time.Now()
	for _, k := range kids {
		fmt.Fprintln(k.in, "go")
	}
	var replicas time.Duration
	for _, k := range kids {
		r := expect(k, "done")
		var ns int64
		if _, err := fmt.Sscanf(r, "ok cpu-ns=%d", &ns); err != nil {
			b.Fatalf("replica: %s", r)
		}
		replicas += time.Duration(ns)
	}
	elapsed := time.Since(start)
	b.StopTimer()
	self, red := cpuTime(b)-self0, redistest.ServerCPU(b, rdb)-redis0
	b.ReportMetric(float64(b.N*shards)/elapsed.Seconds(), "rounds/s")
	cores := func(d time.Duration) float64 { return d.Seconds() / elapsed.Seconds() }
	b.ReportMetric(cores(replicas), "cores-replicas")
	b.ReportMetric(cores(self), "cores-nats")
	b.ReportMetric(cores(red), "cores-redis")
}

// TestShardReplicaProcess is one replica of BenchmarkShardedRounds/procs; without
// INFERSCHED_SHARD_REPLICA it does nothing.
func TestShardReplicaProcess(t *testing.T) {
	raw := os.Getenv(shardProcEnv)
	if raw == "" {
		t.Skip("a replica process of BenchmarkShardedRounds/procs only")
	}
	var p shardProc
	if err := json.Unmarshal([]byte(raw), &p); err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect(p.NATS)
	if err != nil {
		t.Fatal(err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	kv, err := statuskv.OpenKV(context.Background(), js, wire.BucketStatus)
	if err != nil {
		t.Fatal(err)
	}
	rdb := redis.NewClient(&redis.Options{Addr: p.Redis})
	defer rdb.Close()
	eng := shardEngine(t, js, kv, shardRegistry(t, rdb), p.Shard, p.Shards, p.Requests)
	if _, err := eng.Round(context.Background()); err != nil { // the workers fill: steady state after
		t.Fatal(err)
	}
	fmt.Println("ready")
	if _, err := bufio.NewReader(os.Stdin).ReadString('\n'); err != nil {
		t.Fatal(err)
	}
	cpu0 := cpuTime(t)
	result := ""
	for range p.Rounds {
		if _, err := eng.Round(context.Background()); err != nil {
			result = err.Error()
			break
		}
	}
	if result == "" {
		result = fmt.Sprintf("ok cpu-ns=%d", (cpuTime(t) - cpu0).Nanoseconds())
	}
	fmt.Println("done", result)
}
