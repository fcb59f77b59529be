package main

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/daemon/devstack"
)

// An operator can attach a worker of their own to `infersched dev`, whose NATS otherwise
// has users for its own workers only: `dev --worker-config FILE` stakes one more account
// and writes its configuration; a real `infersched worker` process started from that
// file, the only worker of the stack, serves a request end to end.
func TestDevWorkerConfigRunsARealWorker(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: needs a dev stack and a worker process")
	}
	o := devstack.DefaultOptions()
	o.HTTP, o.RPC, o.NATS, o.Workers = "127.0.0.1:0", "127.0.0.1:0", "127.0.0.1:0", 0
	o.WorkerConfig = filepath.Join(t.TempDir(), "attach", "worker.yaml")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	s, err := devstack.Start(ctx, o)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if code, out, errOut := runCLI(t, "", "config", "check", "--worker", "--runnable", o.WorkerConfig); code != 0 {
		t.Fatalf("config check --worker --runnable: exit %d %s %s", code, out, errOut)
	}
	op, err := simchain.NewAccount(devstack.OperatorLabel)
	if err != nil {
		t.Fatal(err)
	}
	w := startProc(t, "worker", "worker", "--config", o.WorkerConfig)

	user := s.Chain.Users[0]
	opts, err := s.Chain.Pay(ctx, user, big.NewInt(1e16))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := s.Chain.Mine(ctx)(s.Chain.Router.RequestInference(opts, devstack.DevModel, []byte("from my own worker"), 64,
		uint64(time.Now().Add(10*time.Minute).Unix()), 300_000, 1, false))
	if err != nil {
		t.Fatal(err)
	}
	var id *big.Int
	for _, l := range rec.Logs {
		if ev, err := s.Chain.Router.ParseInferenceRequested(*l); err == nil {
			id = ev.Id
		}
	}
	if id == nil {
		t.Fatal("no InferenceRequested in the receipt")
	}
	var st struct{ Status, Worker, Output string }
	for deadline := time.Now().Add(2 * time.Minute); st.Status != "completed"; time.Sleep(250 * time.Millisecond) {
		if time.Now().After(deadline) || w.exited() {
			t.Fatalf("request %s not completed (last %+v); worker output:\n%s", id, st, w.out.String())
		}
		resp, err := http.Get(s.HTTPURL + "/v1/requests/" + id.String())
		if err != nil {
			t.Fatal(err)
		}
		_ = json.NewDecoder(resp.Body).Decode(&st)
		resp.Body.Close()
	}
	if !strings.EqualFold(st.Worker, op.Address.Hex()) || st.Output != "echo: from my own worker" {
		t.Fatalf("completed by %s with %q, want the attached worker %s with the echo", st.Worker, st.Output, op.Address.Hex())
	}
}
