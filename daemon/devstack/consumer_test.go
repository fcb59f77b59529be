package devstack

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts/bindings"
)

// Verdict states of VerdictConsumer.verdicts.
const (
	verdictAsked    = 1
	verdictApproved = 2
	verdictRejected = 3
)

// TestVerdictConsumerEndToEnd: a contract written only from IInferenceConsumer
// (contracts/src/examples/VerdictConsumer.sol) asks the dev stack's repeat model three
// questions with callbacks, paying what GET /v1/quote suggests, to workers that batch
// (batch size 4; the three requests come a block apart, so they may settle alone); the
// router calls the contract back with each output: it stores the verdicts, and the HTTP
// API reports the requests completed.
func TestVerdictConsumerEndToEnd(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	o.BatchSize = 4
	s := startStack(t, o)
	ctx := context.Background()
	c := s.Chain
	user := c.Users[0]

	opts, err := c.Opts(ctx, user)
	if err != nil {
		t.Fatal(err)
	}
	_, tx, vc, err := bindings.DeployVerdictConsumer(opts, c.Client, c.RouterAddress, 120_000)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Receipt(ctx, tx); err != nil {
		t.Fatal(err)
	}
	cbGas, err := vc.CALLBACKGAS(nil)
	if err != nil {
		t.Fatal(err)
	}

	const maxTokens = 16
	q := quote(t, s, maxTokens, cbGas)
	if q.LiveWorkers != len(s.workers) || q.CallbackGas != cbGas {
		t.Fatalf("quote %+v, %d workers", q, len(s.workers))
	}
	fee, ok := new(big.Int).SetString(q.SuggestedFeeWei, 10)
	if !ok || fee.Sign() <= 0 {
		t.Fatalf("suggested fee %q", q.SuggestedFeeWei)
	}

	questions := map[string]int{"yes": verdictApproved, "No.": verdictRejected, "YES!": verdictApproved}
	ids := map[string]*big.Int{}
	deadline := uint64(time.Now().Add(10 * time.Minute).Unix())
	for prompt := range questions {
		opts, err := c.Pay(ctx, user, fee)
		if err != nil {
			t.Fatal(err)
		}
		tx, err := vc.Ask(opts, RepeatModel, []byte(prompt), maxTokens, deadline)
		if err != nil {
			t.Fatalf("ask %q: %v", prompt, err)
		}
		rec, err := c.Receipt(ctx, tx)
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range rec.Logs {
			if ev, err := vc.ParseAsked(*l); err == nil {
				ids[prompt] = ev.Id
			}
		}
		if ids[prompt] == nil {
			t.Fatalf("ask %q: no Asked event", prompt)
		}
	}

	until := time.Now().Add(60 * time.Second)
	for prompt, id := range ids {
		for {
			v, err := vc.Verdicts(nil, id)
			if err != nil {
				t.Fatal(err)
			}
			if v != verdictAsked {
				if int(v) != questions[prompt] {
					t.Fatalf("%q: verdict %d, want %d", prompt, v, questions[prompt])
				}
				break
			}
			if time.Now().After(until) {
				t.Fatalf("%q (request %s): no callback yet; status %+v", prompt, id, getStatus(s, id))
			}
			time.Sleep(200 * time.Millisecond)
		}
		want := bytes.Repeat([]byte(prompt), maxTokens)[:maxTokens]
		if h, _ := vc.OutputHashes(nil, id); h != crypto.Keccak256Hash(want) {
			t.Fatalf("%q: output hash %x, want keccak256(%q)", prompt, h, want)
		}
		// The indexer read CallbackDelivered: the status says the callback was delivered.
		for p := getStatus(s, id); p.body["status"] != "completed" || p.body["callback"] != "delivered"; p = getStatus(s, id) {
			if time.Now().After(until) {
				t.Fatalf("%q: the API says %+v", prompt, p)
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	if n, _ := vc.Approvals(nil); n.Int64() != 2 {
		t.Fatalf("approvals %d, want 2", n)
	}
}

type quoteAnswer struct {
	FeeNeededWei    string `json:"fee_needed_wei"`
	SuggestedFeeWei string `json:"suggested_fee_wei"`
	ETASeconds      int64  `json:"eta_seconds"`
	LiveWorkers     int    `json:"live_workers"`
	CallbackGas     uint32 `json:"callback_gas"`
}

func quote(t *testing.T, s *Stack, maxTokens int, cbGas uint32) quoteAnswer {
	t.Helper()
	var q quoteAnswer
	until := time.Now().Add(30 * time.Second)
	for {
		resp, err := http.Get(s.HTTPURL + "/v1/quote?model=" + RepeatModel + "&batchable=true&max_tokens=" +
			itoa(maxTokens) + "&callback_gas=" + itoa(int(cbGas)))
		if err != nil {
			t.Fatal(err)
		}
		err = json.NewDecoder(resp.Body).Decode(&q)
		resp.Body.Close()
		if resp.StatusCode == http.StatusNotFound && time.Now().Before(until) {
			time.Sleep(200 * time.Millisecond) // unserved until the workers' first heartbeats
			continue
		}
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("quote: %d, %v", resp.StatusCode, err)
		}
		if q.LiveWorkers == len(s.workers) || time.Now().After(until) {
			return q
		}
		time.Sleep(200 * time.Millisecond) // the workers' first heartbeats
	}
}

func itoa(n int) string { return big.NewInt(int64(n)).String() }
