package daemon

import (
	"context"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"

	"github.com/infersched/infersched/contracts/contractstest"
)

// requestPrompt sends requestInference of prompt from user i, deadline seconds from the
// chain's now, and returns its id once mined.
func (s *stack) requestPrompt(i int, prompt string, deadline uint64) string {
	s.t.Helper()
	user := s.chain.Users[i%len(s.chain.Users)]
	tx, err := s.chain.SendRequest(s.t, user, contractstest.Request{Model: model, Prompt: []byte(prompt),
		Fee: big.NewInt(1e15), RequiredMemoryMB: 1000, Deadline: s.chain.Now(s.t) + deadline})
	if err != nil {
		s.t.Fatal(err)
	}
	r, err := bind.WaitMined(context.Background(), s.chain.Client, tx)
	if err != nil {
		s.t.Fatal(err)
	}
	for _, l := range r.Logs {
		if ev, err := s.chain.Router.ParseInferenceRequested(*l); err == nil {
			return ev.Id.String()
		}
	}
	s.t.Fatalf("no InferenceRequested in %s", tx.Hash())
	return ""
}

// pollUntil polls request id until cond holds, failing after within.
func (s *stack) pollUntil(id string, within time.Duration, cond func(poll) bool) poll {
	s.t.Helper()
	deadline := time.Now().Add(within)
	for {
		p := s.poll(id)
		if cond(p) {
			return p
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("request %s: last answer %d %v", id, p.code, p.body)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// On chain, through the indexer, the feed and the rounds: a bad inference request
// document ends invalid_request with the member named and is refunded once its deadline
// passes; a valid document of a task no live worker serves is unserved with the reason;
// a valid chat document is served.
func TestDocumentsOnChain(t *testing.T) {
	t.Parallel()
	s := newStack(t, nil)
	s.start()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	s.worker(0, ctx) // serves llama-7b for chat and completion (no tasks in its heartbeat)

	bad := s.requestPrompt(0, `{"infer":1,"task":"chat","messages":[{"role":"robot","content":"hi"}]}`, 8)
	img := s.requestPrompt(1, `{"infer":1,"task":"image","prompt":"a red bicycle","size":"512x512","steps":20}`, 600)
	chat := s.requestPrompt(2, `{"infer":1,"task":"chat","messages":[{"role":"system","content":"be brief"},{"role":"user","content":"hi"}],"temperature":0,"seed":42}`, 600)

	p := s.pollUntil(bad, 30*time.Second, func(p poll) bool { return p.code == http.StatusOK })
	if p.body["status"] != "invalid_request" || !strings.Contains(p.body["error"].(string), `messages[0].role: must be "system", "user" or "assistant", got "robot"`) {
		t.Fatalf("bad document: %v", p.body)
	}
	p = s.pollUntil(img, 30*time.Second, func(p poll) bool { return p.body["state"] == "unserved" })
	if p.code != http.StatusAccepted || p.body["reason"] != "no_worker_for_task" || p.retryAfter < 1 {
		t.Fatalf("image document: %d %v", p.code, p.body)
	}
	s.pollUntil(chat, 30*time.Second, func(p poll) bool { return p.code == http.StatusOK && p.body["status"] == "completed" })

	// The invalid request's fee comes back: refund once the deadline passed, and the
	// status follows the chain.
	for s.chain.Now(t) <= mustDeadline(t, s, bad) {
		time.Sleep(200 * time.Millisecond)
	}
	user := s.chain.Users[0]
	opts, err := bind.NewKeyedTransactorWithChainID(user.Key, s.chain.ChainID)
	if err != nil {
		t.Fatal(err)
	}
	id, _ := new(big.Int).SetString(bad, 10)
	tx, err := s.chain.Router.Refund(opts, id)
	if err != nil {
		t.Fatalf("refund of the invalid request: %v", err)
	}
	if rc, err := bind.WaitMined(context.Background(), s.chain.Client, tx); err != nil || rc.Status != 1 {
		t.Fatalf("refund: %v, receipt %+v", err, rc)
	}
	p = s.pollUntil(bad, 30*time.Second, func(p poll) bool { return p.code == http.StatusOK && p.body["status"] == "refunded" })
	if !strings.Contains(p.body["error"].(string), "messages[0].role") {
		t.Fatalf("the refunded invalid request lost its error: %v", p.body)
	}
}

// mustDeadline is request id's deadline on chain (unix seconds).
func mustDeadline(t *testing.T, s *stack, id string) uint64 {
	t.Helper()
	n, _ := new(big.Int).SetString(id, 10)
	r, err := s.chain.Router.GetRequest(&bind.CallOpts{}, n)
	if err != nil {
		t.Fatal(err)
	}
	return r.Deadline
}
