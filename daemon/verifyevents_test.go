package daemon

import (
	"context"
	"fmt"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/wire"
)

// A restart between a dispute and its resolution loses nothing. Before, the
// ResultVerifier watch started from the head, so a resolution that landed while the
// daemon was down was never seen, and the worker's slash never reached the status nor
// the standings. The daemon is stopped after the dispute is opened and applied, the
// tie-break resolves it on chain while it is down, and once it runs again the request's
// status says worker_slashed with both transactions, and a decision record holds the
// dispute's outcome.
func TestVerificationSurvivesARestartBetweenDisputeAndResolution(t *testing.T) {
	t.Parallel()
	s := newStack(t, func(c *config.Config) {
		// Verification on, with nothing of the served model drawn: the test is the verifier.
		c.Verification.ComparableModels = []string{"a-model-nobody-serves"}
	})
	c := s.chain
	if c.Verifier == nil {
		t.Fatal("the test chain has no ResultVerifier")
	}
	s.Config.Chain.Contracts.ResultVerifier = c.VerifierAddress.Hex()
	s.start()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s.worker(0, ctx)
	id := s.request(0, 1e15)
	s.waitAll([]string{id}, 60*time.Second, map[string][]poll{})
	if p := s.poll(id); p.body["verification"] != nil {
		t.Fatalf("a result not drawn says %v", p.body["verification"])
	}
	n, _ := new(big.Int).SetString(id, 10)
	w, ch, tb := c.Workers[0], c.Workers[1], c.Workers[2]
	submitted, computed := []byte("echo: prompt 0"), []byte("the right answer")
	opened := c.Mine(t)(c.Verifier.OpenDispute(c.Opts(t, ch), n, w.Address, c.Evidence(t, n, ch, w, submitted, computed)))
	verificationIs(t, s, id, "disputed")

	s.stop()
	resolved := c.Mine(t)(c.Verifier.ResolveDispute(c.Opts(t, tb), n, c.TieBreakEvidence(t, n, tb, w, submitted, computed)))
	s.start()

	p := verificationIs(t, s, id, "worker_slashed")
	txs, _ := p.body["verification_txs"].([]any)
	var got []string
	for _, x := range txs {
		m, _ := x.(map[string]any)
		got = append(got, fmt.Sprint(m["event"], " ", m["tx_hash"]))
	}
	want := []string{"dispute_opened " + opened.TxHash.Hex(), "dispute_resolved " + resolved.TxHash.Hex()}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("verification_txs %v, want %v", got, want)
	}
	if p.body["status"] != "completed" {
		t.Fatalf("status %v", p.body)
	}
	// The engine was told: a decision record holds the dispute lost by the worker.
	outcome := `"outcome":"worker_lost"`
	deadline := time.Now().Add(30 * time.Second)
	for !decisionsHold(t, s, outcome) {
		if time.Now().After(deadline) {
			t.Fatalf("no decision record holds %s", outcome)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// verificationIs waits until request id's status says verification v.
func verificationIs(t *testing.T, s *stack, id, v string) poll {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		p := s.poll(id)
		if p.code == http.StatusOK && p.body["verification"] == v {
			return p
		}
		if time.Now().After(deadline) {
			t.Fatalf("request %s: %d %v, want verification %s", id, p.code, p.body, v)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// decisionsHold reports whether a stored decision record contains s.
func decisionsHold(t *testing.T, st *stack, s string) bool {
	t.Helper()
	js, err := jetstream.New(st.nc)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	str, err := js.Stream(ctx, wire.StreamDecisions)
	if err != nil {
		t.Fatal(err)
	}
	info, err := str.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	for seq := info.State.FirstSeq; seq <= info.State.LastSeq && info.State.Msgs > 0; seq++ {
		m, err := str.GetMsg(ctx, seq)
		if err == nil && strings.Contains(string(m.Data), s) {
			return true
		}
	}
	return false
}

// A result the round's draw samples says so in its status (verification: sampled)
// until a verdict comes; the served model is drawn at rate 1 and no other worker serves
// it, so no verifier takes the check and the status stays sampled. The completed write
// of every replica's feed keeps it (putCompleted).
func TestASampledResultsStatusSaysSampled(t *testing.T) {
	t.Parallel()
	s := newStack(t, func(c *config.Config) {
		c.Verification.ComparableModels = []string{model}
		c.Verification.SampleRate, c.Verification.ProbationSampleRate = 1, 1
	})
	s.Config.Chain.Contracts.ResultVerifier = s.chain.VerifierAddress.Hex()
	s.start()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s.worker(0, ctx)
	id := s.request(0, 1e15)
	s.waitAll([]string{id}, 60*time.Second, map[string][]poll{})
	p := verificationIs(t, s, id, "sampled")
	if p.body["status"] != "completed" || p.body["verification_txs"] != nil {
		t.Fatalf("status %v, want completed, sampled, no verification transactions", p.body)
	}
}
