package devstack

import (
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/daemon/config"
)

// TestMoneyOnTheDevStack: the requester's money on the real stack (the contracts on the
// simulated chain, the daemon, workers, the keeper): a consumer contract pays from a
// stablecoin subscription and its worker receives the token; a fee_below_cost request
// is assigned once its fee is raised (and the decision record carries the bump); an
// expired request is refunded by the keeper with no action of its requester; and the
// token's price feed going stale holds its requests as price_unavailable until it
// answers again.
func TestMoneyOnTheDevStack(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	dev := o.Config
	o.Config = func(c *config.Config) {
		dev(c)
		c.Scheduler.Routing.FeeFloor = true
	}
	s := startStack(t, o)
	ctx := context.Background()
	c := s.Chain
	tusd := strings.ToLower(s.Token.Address.Hex())

	t.Run("payment tokens in /v1/info", func(t *testing.T) {
		var info struct {
			Raw []map[string]any `json:"payment_tokens"`
		}
		getJSON(t, s.HTTPURL+"/v1/info", &info)
		if len(info.Raw) != 1 || info.Raw[0]["address"] != tusd || info.Raw[0]["symbol"] != DevTokenSymbol ||
			info.Raw[0]["decimals"] != float64(DevTokenDecimals) || info.Raw[0]["price_feed"] != strings.ToLower(s.Token.FeedAddress.Hex()) {
			t.Fatalf("payment_tokens %+v", info.Raw)
		}
	})

	t.Run("a consumer contract pays from a stablecoin subscription", func(t *testing.T) {
		owner := c.Users[1]
		opts := mustOpts(t, s, owner)
		_, tx, vc, err := bindings.DeployVerdictConsumer(opts, c.Client, c.RouterAddress, 120_000)
		if err != nil {
			t.Fatal(err)
		}
		vcAddr := receipt(t, s, tx.Hash()).ContractAddress
		sub, err := c.Subscribe(ctx, owner, s.Token.Address, big.NewInt(1_000_000_000), vcAddr) // 1 000 TUSD
		if err != nil {
			t.Fatal(err)
		}
		var q struct {
			Token        string `json:"token"`
			SuggestedFee string `json:"suggested_fee"`
		}
		getJSON(t, s.HTTPURL+"/v1/quote?model="+RepeatModel+"&max_tokens=16&batchable=true&callback_gas=120000&token="+tusd, &q)
		fee, ok := new(big.Int).SetString(q.SuggestedFee, 10)
		if q.Token != tusd || !ok || fee.Sign() <= 0 {
			t.Fatalf("quote in TUSD %+v", q)
		}
		before := tokenBalances(t, s)
		tx, err = vc.AskFromSubscription(mustOpts(t, s, owner), sub, RepeatModel, []byte("yes"), 16, uint64(time.Now().Add(10*time.Minute).Unix()), fee)
		if err != nil {
			t.Fatal(err)
		}
		var id *big.Int
		for _, l := range receipt(t, s, tx.Hash()).Logs {
			if ev, err := vc.ParseAsked(*l); err == nil {
				id = ev.Id
			}
		}
		if id == nil {
			t.Fatal("no Asked event")
		}
		p := waitState(t, s, id, "completed", 60*time.Second)
		if v, _ := vc.Verdicts(nil, id); v != verdictApproved {
			t.Fatalf("verdict %d, want approved", v)
		}
		worker := common.HexToAddress(p.body["worker"].(string))
		got := new(big.Int).Sub(tokenBalance(t, s, worker), before[worker])
		if got.Cmp(fee) != 0 {
			t.Fatalf("worker %s received %s TUSD units, the fee is %s", worker.Hex(), got, fee)
		}
		if bal, err := c.Router.GetSubscription(nil, sub); err != nil || bal.Balance.Cmp(new(big.Int).Sub(big.NewInt(1_000_000_000), fee)) != 0 || bal.Reserved.Sign() != 0 {
			t.Fatalf("subscription after the result: %+v, %v", bal, err)
		}
	})

	t.Run("fee_below_cost is assigned after bumpFee", func(t *testing.T) {
		user := c.Users[2]
		opts := mustOpts(t, s, user)
		opts.Value = big.NewInt(1) // one wei: below the gas of any result
		tx, err := c.Router.RequestInference(opts, DevModel, []byte("bump me"), 64, uint64(time.Now().Add(10*time.Minute).Unix()), 200_000, 1, false)
		if err != nil {
			t.Fatal(err)
		}
		id := requestID(t, s, receipt(t, s, tx.Hash()))
		var needed *big.Int
		waitFor(t, "fee_below_cost", 30*time.Second, func() bool {
			p := getStatus(s, id)
			n, _ := p.body["fee_needed_wei"].(string)
			needed, _ = new(big.Int).SetString(n, 10)
			return p.body["state"] == "queued" && needed != nil
		})
		time.Sleep(2 * time.Second) // a few more rounds: it stays below its cost
		if p := getStatus(s, id); p.body["state"] != "queued" {
			t.Fatalf("a 1 wei request left fee_below_cost: %+v", p.body)
		}
		bump := new(big.Int).Mul(needed, big.NewInt(2)) // gas may move between the round and the bump
		opts = mustOpts(t, s, user)
		opts.Value = bump
		tx, err = c.Router.BumpFee(opts, id, bump)
		if err != nil {
			t.Fatal(err)
		}
		if r := receipt(t, s, tx.Hash()); r.Status != types.ReceiptStatusSuccessful {
			t.Fatal("bumpFee failed")
		}
		waitState(t, s, id, "completed", 60*time.Second)
		total := new(big.Int).Add(bump, big.NewInt(1))
		if !roundBumped(t, s, id.String(), total.String()) {
			t.Fatalf("no decision record carries request %s's fee %s", id, total)
		}
	})

	t.Run("an expired request is refunded with no action of its requester", func(t *testing.T) {
		user := c.Users[3]
		fee := big.NewInt(1e15)
		opts := mustOpts(t, s, user)
		opts.Value = fee
		// A model nobody serves; the deadline a few blocks away.
		tx, err := c.Router.RequestInference(opts, "nobody-serves-this", []byte("late"), 64, uint64(time.Now().Add(20*time.Second).Unix()), 200_000, 1, false)
		if err != nil {
			t.Fatal(err)
		}
		rec := receipt(t, s, tx.Hash())
		id := requestID(t, s, rec)
		start, err := c.Client.BalanceAt(ctx, user.Address, nil)
		if err != nil {
			t.Fatal(err)
		}
		p := waitState(t, s, id, "refunded", 90*time.Second)
		refundTx, _ := p.body["refund_tx_hash"].(string)
		rr := receipt(t, s, common.HexToHash(refundTx))
		from, err := types.Sender(types.LatestSignerForChainID(c.ChainID), txByHash(t, s, rr.TxHash))
		if err != nil || from != c.Keeper.Address {
			t.Fatalf("refund %s sent by %s (%v), want the keeper %s", refundTx, from.Hex(), err, c.Keeper.Address.Hex())
		}
		if st, _ := c.Router.RequestStatus(nil, id); contracts.RequestStatus(st) != contracts.StatusRefunded {
			t.Fatalf("request %s is %s on chain", id, contracts.RequestStatus(st))
		}
		end, err := c.Client.BalanceAt(ctx, user.Address, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := new(big.Int).Sub(end, start), new(big.Int).Sub(fee, devKeeperFeeCapWei); got.Cmp(want) != 0 {
			t.Fatalf("requester got back %s wei, want the fee less the keeper's cap, %s", got, want)
		}
	})

	t.Run("a stale price feed holds its requests as price_unavailable", func(t *testing.T) {
		user := c.Users[4]
		old := big.NewInt(time.Now().Add(-48 * time.Hour).Unix())
		feedOpts := mustOpts(t, s, c.Deployer)
		tx, err := s.Token.Feed.UpdateRoundData(feedOpts, big.NewInt(2), DevTokenPriceWei, old, old)
		if err != nil {
			t.Fatal(err)
		}
		receipt(t, s, tx.Hash())
		waitFor(t, "the quote in TUSD answers price_unavailable", 30*time.Second, func() bool {
			resp, err := http.Get(s.HTTPURL + "/v1/quote?model=" + DevModel + "&max_tokens=64&token=" + tusd)
			if err != nil {
				return false
			}
			resp.Body.Close()
			return resp.StatusCode == http.StatusServiceUnavailable
		})
		tx, err = c.Router.RequestInferenceFromSubscription(mustOpts(t, s, user), s.LoadSubscription, DevModel, []byte("priced?"), 64,
			uint64(time.Now().Add(10*time.Minute).Unix()), 200_000, 1, false, 0, big.NewInt(50_000_000)) // 50 TUSD
		if err != nil {
			t.Fatal(err)
		}
		id := requestID(t, s, receipt(t, s, tx.Hash()))
		waitState(t, s, id, "price_unavailable", 30*time.Second)
		time.Sleep(2 * time.Second)
		if p := getStatus(s, id); p.body["state"] != "price_unavailable" || p.body["fee_token"] != tusd {
			t.Fatalf("with the feed stale: %+v", p.body)
		}
		tx, err = s.Token.Feed.UpdateAnswer(mustOpts(t, s, c.Deployer), DevTokenPriceWei)
		if err != nil {
			t.Fatal(err)
		}
		receipt(t, s, tx.Hash())
		waitState(t, s, id, "completed", 60*time.Second)
	})
}

func mustOpts(t *testing.T, s *Stack, a simchain.Account) *bind.TransactOpts {
	t.Helper()
	opts, err := s.Chain.Opts(context.Background(), a)
	if err != nil {
		t.Fatal(err)
	}
	return opts
}

func getJSON(t *testing.T, url string, v any) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d", url, resp.StatusCode)
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
}

// waitFor polls cond until it holds, or fails t after within.
func waitFor(t *testing.T, what string, within time.Duration, cond func() bool) {
	t.Helper()
	until := time.Now().Add(within)
	for !cond() {
		if time.Now().After(until) {
			t.Fatalf("%s: not within %s", what, within)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// waitState polls the API until request id answers with state (pending) or status
// (final), and returns that answer.
func waitState(t *testing.T, s *Stack, id *big.Int, state string, within time.Duration) poll {
	t.Helper()
	var p poll
	until := time.Now().Add(within)
	for p = getStatus(s, id); p.body["state"] != state && p.body["status"] != state; p = getStatus(s, id) {
		if time.Now().After(until) {
			t.Fatalf("request %s: %+v, not %s within %s", id, p.body, state, within)
		}
		time.Sleep(200 * time.Millisecond)
	}
	return p
}

func requestID(t *testing.T, s *Stack, rec *types.Receipt) *big.Int {
	t.Helper()
	if rec.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("request tx %s failed", rec.TxHash)
	}
	for _, l := range rec.Logs {
		if ev, err := s.Chain.Router.ParseInferenceRequested(*l); err == nil {
			return ev.Id
		}
	}
	t.Fatalf("no InferenceRequested in %s", rec.TxHash)
	return nil
}

// tokenBalances are the workers' balances of the dev stablecoin.
func tokenBalances(t *testing.T, s *Stack) map[common.Address]*big.Int {
	t.Helper()
	out := map[common.Address]*big.Int{}
	for _, w := range s.Chain.Workers {
		out[w.Address] = tokenBalance(t, s, w.Address)
	}
	return out
}

func tokenBalance(t *testing.T, s *Stack, a common.Address) *big.Int {
	t.Helper()
	b, err := s.Token.Token.BalanceOf(nil, a)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func txByHash(t *testing.T, s *Stack, h common.Hash) *types.Transaction {
	t.Helper()
	tx, _, err := s.Chain.Client.TransactionByHash(context.Background(), h)
	if err != nil {
		t.Fatal(err)
	}
	return tx
}

// roundBumped reports whether a decision record of shard 0's chain carries request
// id's raised fee.
func roundBumped(t *testing.T, s *Stack, id, fee string) bool {
	t.Helper()
	var recs []struct {
		Inputs struct {
			FeeBumps []struct {
				RequestID string `json:"request_id"`
				Fee       string `json:"fee"`
			} `json:"fee_bumps"`
		} `json:"inputs"`
	}
	for from := 1; ; from += len(recs) {
		recs = nil
		resp, err := http.Get(s.HTTPURL + "/v1/rounds?limit=100&from=" + itoa(from))
		if err != nil {
			t.Fatal(err)
		}
		var page struct {
			Rounds json.RawMessage `json:"rounds"`
		}
		err = json.NewDecoder(resp.Body).Decode(&page)
		resp.Body.Close()
		if err != nil || json.Unmarshal(page.Rounds, &recs) != nil || len(recs) == 0 {
			return false
		}
		for _, r := range recs {
			for _, b := range r.Inputs.FeeBumps {
				if b.RequestID == id && b.Fee == fee {
					return true
				}
			}
		}
	}
}
