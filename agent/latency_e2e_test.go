package agent

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/nats-io/nats.go/jetstream"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/daemon"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

// With 2 confirmations an echo job's recorded latency is its execution time, from the
// assignment to the block that includes its result: it does not grow by the
// confirmations the indexer waits for (which made it 2.1–2.7 s).
func TestEchoLatencyExcludesConfirmations(t *testing.T) {
	run := func(ctx context.Context, cfg config.Config, d daemontest.Deps) error {
		return daemon.Run(ctx, cfg, daemon.Options{Log: zap.NewNop(), Dial: d.Dial, NATS: d.NATS, Redis: d.Redis,
			Key: d.Key, Listener: d.Listener, Ready: d.Ready, Version: "test"})
	}
	st := daemontest.NewStack(t, run, daemontest.Params{Workers: 1, Users: 1, Mutate: func(c *config.Config) { c.Indexer.Confirmations = 2 }})
	st.Start()
	chain := st.Chain
	wc := testConfig(t)
	wc.Models = []string{"llama-7b"}
	wc.MaxJobs = 4
	wc.MemoryMB = 80000
	wc.HeartbeatInterval = 300 * time.Millisecond
	w, err := New(wc, Deps{Key: chain.Workers[0].Key, NATS: st.NATS.Conn(t), Chain: chain.Client, ChainID: chain.ChainID,
		Router: chain.RouterAddress, Backend: NewEcho(), Log: zap.NewNop()})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- w.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })

	tx, err := chain.SendRequest(t, chain.Users[0], contractstest.Request{Model: "llama-7b", Prompt: []byte("hello"),
		Fee: big.NewInt(1e15), RequiredMemoryMB: 1000, Deadline: chain.Now(t) + 600})
	if err != nil {
		t.Fatal(err)
	}
	r, err := bind.WaitMined(context.Background(), chain.Client, tx)
	if err != nil {
		t.Fatal(err)
	}
	ev, err := chain.Router.ParseInferenceRequested(*r.Logs[0])
	if err != nil {
		t.Fatal(err)
	}
	var body struct {
		Status      string `json:"status"`
		LatencyMS   *int64 `json:"latency_ms"`
		LatencyKind string `json:"latency_kind"`
	}
	testkit.WaitUntil(t, "the request completed", func() bool {
		resp, err := http.Get(fmt.Sprintf("%s/v1/requests/%s", st.URL(), ev.Id))
		if err != nil {
			return false
		}
		defer resp.Body.Close()
		return json.NewDecoder(resp.Body).Decode(&body) == nil && body.Status == "completed"
	})
	// Exactly: the latency is the result block's time less the assignment time.
	js, err := jetstream.New(st.NC)
	if err != nil {
		t.Fatal(err)
	}
	kv, err := statuskv.OpenKV(context.Background(), js, wire.BucketStatus)
	if err != nil {
		t.Fatal(err)
	}
	rec, _, err := kv.Get(context.Background(), ev.Id.String())
	if err != nil {
		t.Fatal(err)
	}
	it, err := chain.Router.FilterResultSubmitted(nil, []*big.Int{ev.Id}, nil)
	if err != nil || !it.Next() {
		t.Fatalf("result event: %v", err)
	}
	hdr, err := chain.Client.HeaderByNumber(context.Background(), new(big.Int).SetUint64(it.Event.Raw.BlockNumber))
	if err != nil {
		t.Fatal(err)
	}
	want := max(int64(hdr.Time)*1000-rec.AssignedAtMS, 0)
	t.Logf("latency_ms %d (%s); assignment → indexed event %d ms", rec.LatencyMS, rec.LatencyKind, rec.UpdatedAtMS-rec.AssignedAtMS)
	if body.LatencyKind != "inclusion" || body.LatencyMS == nil || *body.LatencyMS != want || rec.LatencyMS != want {
		t.Fatalf("latency %v ms (%s), want %d: the result block's time less the assignment's", body.LatencyMS, body.LatencyKind, want)
	}
}
