package agent

import (
	"context"
	"encoding/json"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/testutil/testkit"
)

// killedWorker is what the parent test hands the worker process it will kill.
type killedWorker struct {
	RPC, NATS, Key, Router, StateFile, RunsFile string
	ChainID                                     int64
}

const killedWorkerEnv = "INFERSCHED_TEST_KILLED_WORKER"

// countingEcho runs the echo model, counting runs in a file (so that the count
// survives the process), and breaks the chain endpoint after the first.
type countingEcho struct {
	rpc  *testkit.FaultyRPC
	file string
}

func (b *countingEcho) Infer(ctx context.Context, j Job) (Result, error) {
	f, err := os.OpenFile(b.file, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err == nil {
		_, _ = f.WriteString("run\n")
		_ = f.Sync()
		_ = f.Close()
	}
	out, ierr := NewEcho().Infer(ctx, j)
	if b.rpc != nil {
		b.rpc.Fail(nil)
	}
	return out, ierr
}

// TestKilledWorkerProcess is the worker process of TestFinishedResultSurvivesSIGKILL;
// it does nothing unless that test starts it.
func TestKilledWorkerProcess(t *testing.T) {
	raw := os.Getenv(killedWorkerEnv)
	if raw == "" {
		t.Skip("the worker process of TestFinishedResultSurvivesSIGKILL")
	}
	var p killedWorker
	if err := json.Unmarshal([]byte(raw), &p); err != nil {
		t.Fatal(err)
	}
	c, err := ethrpc.Dial(context.Background(), p.RPC)
	if err != nil {
		t.Fatal(err)
	}
	rpc := testkit.NewFaultyRPC(c)
	nc, err := nats.Connect(p.NATS)
	if err != nil {
		t.Fatal(err)
	}
	key, err := crypto.HexToECDSA(strings.TrimPrefix(p.Key, "0x"))
	if err != nil {
		t.Fatal(err)
	}
	cfg := testTimings() // no t.TempDir: the process is killed, its cleanups never run
	cfg.StateFile = p.StateFile
	w, err := New(cfg, Deps{Key: key, NATS: nc, Chain: rpc, ChainID: new(big.Int).SetInt64(p.ChainID), Router: common.HexToAddress(p.Router),
		Backend: &countingEcho{rpc: rpc, file: p.RunsFile}, Log: zap.NewNop()})
	if err != nil {
		t.Fatal(err)
	}
	_ = w.Run(context.Background()) // until killed
}

// A real worker process killed (SIGKILL) after its inference finished, while its
// submission met RPC failures, loses nothing: the worker started again on its state
// file submits the kept result without running the inference again.
func TestFinishedResultSurvivesSIGKILL(t *testing.T) {
	finishedResultSurvivesSIGKILL(t, 1, 0)
}

// The same for a reassigned request: its voucher opens after the previous attempt's
// (not_before > 0), which the state file must keep with the result. It did not: the
// restarted worker submitted with not_before 0, the router refused the voucher, and
// the result was lost (the redelivered assignment then ran the inference again).
func TestReassignedResultSurvivesSIGKILL(t *testing.T) {
	finishedResultSurvivesSIGKILL(t, 2, 30*time.Second)
}

// finishedResultSurvivesSIGKILL runs attempt of a request, its voucher open since
// opened ago (0: the first attempt's, valid from 0), in a worker process, kills it once
// the result is kept, and has a new process put it on chain.
func finishedResultSurvivesSIGKILL(t *testing.T, attempt int, opened time.Duration) {
	e := newEnv(t, simchain.WithRPC("127.0.0.1:0"))
	dir := t.TempDir()
	p := killedWorker{RPC: e.chain.RPCHTTP, NATS: e.ns.URL(), Key: e.chain.Workers[0].KeyHex(), Router: e.chain.RouterAddress.Hex(),
		StateFile: filepath.Join(dir, "state.json"), RunsFile: filepath.Join(dir, "runs"), ChainID: e.chain.ChainID.Int64()}
	raw, _ := json.Marshal(p)
	cmd := exec.Command(os.Args[0], "-test.run=^TestKilledWorkerProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), killedWorkerEnv+"="+string(raw))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var killed atomic.Bool
	t.Cleanup(func() {
		if !killed.Load() {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
		}
	})
	id := e.request("hello", 1000)
	var notBefore uint64
	if opened > 0 {
		notBefore = e.chain.Now(t) - uint64(opened/time.Second)
	}
	e.assignAttempt(id, 0, "hello", 1000, attempt, notBefore, time.Hour)
	testkit.WaitUntil(t, "the finished result in the state file", func() bool {
		b, _ := os.ReadFile(p.StateFile)
		return strings.Contains(string(b), `"result":{`)
	})
	if err := cmd.Process.Kill(); err != nil { // SIGKILL
		t.Fatal(err)
	}
	_ = cmd.Wait()
	killed.Store(true)

	cfg := testConfig(t)
	cfg.StateFile = p.StateFile
	again := &countingEcho{file: filepath.Join(dir, "runs-after")}
	r := e.start(0, cfg, again)
	testkit.WaitUntil(t, "the kept result on chain", func() bool { return r.w.Stats().Completed > 0 })
	if st := e.chain.Status(t, id); st != contracts.StatusFulfilled {
		t.Fatalf("status %s, want fulfilled", st)
	}
	before, _ := os.ReadFile(p.RunsFile)
	after, _ := os.ReadFile(again.file)
	if strings.Count(string(before), "run") != 1 || len(after) != 0 {
		t.Fatalf("inference ran %d times before the kill and %d after, want once and never", strings.Count(string(before), "run"), strings.Count(string(after), "run"))
	}
}
