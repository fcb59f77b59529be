package contracts_test

import (
	"bytes"
	"fmt"
	"math/big"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
)

// TestGasUsage runs every state-changing function once and reports gasUsed from the
// receipts. With CONTRACTS_GAS_REPORT=<file> it also writes the table as markdown
// (docs/benchmarks/contracts.md is made this way). Gas is deterministic, so the test
// asserts only that each call succeeded.
func TestGasUsage(t *testing.T) {
	dev := gasUsage(t, simchain.WithChainConfig(simchain.DevConfig()))
	osaka := gasUsage(t)
	var b strings.Builder
	b.WriteString("| call | gas, Osaka rules | gas, go-ethereum dev rules (Bogota, EIP-8037) |\n|---|---:|---:|\n")
	for i, r := range dev {
		if osaka[i].name != r.name {
			t.Fatalf("row %d: %s vs %s", i, osaka[i].name, r.name)
		}
		fmt.Fprintf(&b, "| %s | %d | %d |\n", r.name, osaka[i].gas, r.gas)
	}
	t.Log("\n" + b.String())
	if path := os.Getenv("CONTRACTS_GAS_REPORT"); path != "" {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

type gasRow struct {
	name string
	gas  uint64
}

func gasUsage(t *testing.T, opts ...contractstest.Option) []gasRow {
	chain := contractstest.NewChain(t, append(opts, simchain.WithLimits(8192, 64))...)
	var rows []gasRow
	add := func(name string, r *types.Receipt) { rows = append(rows, gasRow{name, r.GasUsed}) }

	// Deployments (all three are in the chain's first block).
	add("deploy InferenceRouter", deployReceipt(t, chain, "InferenceRouter"))
	add("deploy WorkerRegistry", deployReceipt(t, chain, "WorkerRegistry"))
	add("deploy DecisionAnchor", deployReceipt(t, chain, "DecisionAnchor"))
	add("deploy ResultVerifier", deployReceipt(t, chain, "ResultVerifier"))

	user, w, payee := chain.Users[0], chain.Workers[0], chain.Workers[1]
	chain.Register(t, payee, chain.MinStake) // results are paid to staked workers only
	for _, n := range []int{16, 1024, 8192} {
		_, r := chain.RequestInferenceReceipt(t, user, contractstest.Request{Prompt: bytes.Repeat([]byte("p"), n), Fee: fee})
		add(fmt.Sprintf("requestInference (prompt %d B, fee > 0)", n), r)
	}
	_, r := chain.RequestInferenceReceipt(t, user, contractstest.Request{Prompt: []byte("p")})
	add("requestInference (prompt 1 B, no fee)", r)
	// 8192 B inline needs the limit raised (the default is 4096, OutputLimit).
	add("setMaxInlineOutputBytes", chain.Mine(t)(chain.Router.SetMaxInlineOutputBytes(chain.Opts(t, chain.Owner), big.NewInt(8192))))
	for i, n := range []int{16, 1024, 8192} {
		add(fmt.Sprintf("submitResult (output %d B, pays fee)", n),
			chain.SubmitResult(t, payee, big.NewInt(int64(i+1)), bytes.Repeat([]byte("o"), n)))
	}
	offChain := chain.RequestInference(t, user, contractstest.Request{Fee: fee})
	expiry := chain.Now(t) + uint64(time.Hour/time.Second)
	add("submitResultRef (1 MiB output off chain, pays fee)", chain.Mine(t)(chain.Router.SubmitResultRef(chain.Opts(t, payee),
		offChain, crypto.Keccak256Hash(mib), uint64(len(mib)), 1, 0, expiry, chain.Voucher(t, offChain, payee, expiry))))
	refundable := chain.RequestInference(t, user, contractstest.Request{Fee: fee, Deadline: chain.Now(t) + 30})
	chain.AdjustTime(t, time.Minute)
	add("refund (fee > 0)", chain.Refund(t, chain.Users[1], refundable))

	add("register (first stake)", chain.Register(t, w, chain.MinStake))
	add("register (top-up)", chain.Register(t, w, chain.MinStake))
	add("requestUnstake", chain.Mine(t)(chain.Registry.RequestUnstake(chain.Opts(t, w))))
	chain.AdjustTime(t, 2*time.Hour)
	add("withdraw", chain.Mine(t)(chain.Registry.Withdraw(chain.Opts(t, w))))

	add("anchor (first)", chain.AnchorRoot(t, 0, 99, root("a")))
	add("anchor (next)", chain.AnchorRoot(t, 100, 199, root("b")))

	owner := chain.Opts
	add("rewindAnchors (removes 1 of 2)", chain.Mine(t)(chain.Anchor.RewindAnchors(owner(t, chain.Owner), big.NewInt(1))))
	// A chain per shard: shard 0 through anchorShard, and shard 1's own spans.
	sched := chain.Opts(t, chain.Scheduler)
	add("anchorShard (shard 0, next)", chain.Mine(t)(chain.Anchor.AnchorShard(sched, 0, 100, 199, root("b"))))
	add("anchorShard (shard 1, first)", chain.Mine(t)(chain.Anchor.AnchorShard(sched, 1, 0, 99, root("c"))))
	add("anchorShard (shard 1, next)", chain.Mine(t)(chain.Anchor.AnchorShard(sched, 1, 100, 199, root("d"))))
	add("rewindAnchorsOf (shard 1, removes 1 of 2)", chain.Mine(t)(chain.Anchor.RewindAnchorsOf(owner(t, chain.Owner), 1, big.NewInt(1))))
	add("setWorkerRegistry", chain.Mine(t)(chain.Router.SetWorkerRegistry(owner(t, chain.Owner), chain.RegistryAddress)))
	add("pause", chain.Mine(t)(chain.Router.Pause(owner(t, chain.Owner))))
	add("unpause", chain.Mine(t)(chain.Router.Unpause(owner(t, chain.Owner))))
	add("setLimits", chain.Mine(t)(chain.Router.SetLimits(owner(t, chain.Owner), big.NewInt(4096), big.NewInt(32))))
	rows = append(rows, verificationGas(t, chain)...)
	rows = append(rows, moneyGas(t, chain)...)
	add("setScheduler (router)", chain.Mine(t)(chain.Router.SetScheduler(owner(t, chain.Owner), chain.Users[2].Address)))

	return rows
}

// deployReceipt finds the receipt of the deployment of the named contract in the chain's
// deployment block.
func deployReceipt(t *testing.T, chain *contractstest.Chain, name string) *types.Receipt {
	t.Helper()
	want := map[string]any{
		"InferenceRouter": chain.RouterAddress, "WorkerRegistry": chain.RegistryAddress, "DecisionAnchor": chain.AnchorAddress,
		"ResultVerifier": chain.VerifierAddress,
	}[name]
	block, err := chain.Client.BlockByNumber(t.Context(), new(big.Int).SetUint64(chain.DeployBlock))
	if err != nil {
		t.Fatal(err)
	}
	for _, tx := range block.Transactions() {
		r := chain.Receipt(t, tx)
		if r.ContractAddress == want {
			return r
		}
	}
	t.Fatalf("no deployment receipt for %s", name)
	return nil
}

// verificationGas measures ResultVerifier's calls: workers 0 and 2 verify the
// results of worker 1 (staked by gasUsage), whose stake a lost dispute takes.
func verificationGas(t *testing.T, chain *contractstest.Chain) []gasRow {
	var rows []gasRow
	add := func(name string, r *types.Receipt) { rows = append(rows, gasRow{name, r.GasUsed}) }
	user, w, a, b := chain.Users[0], chain.Workers[1], chain.Workers[0], chain.Workers[2]
	chain.Register(t, a, chain.MinStake)
	chain.Register(t, b, chain.MinStake)
	out := bytes.Repeat([]byte("o"), 16)
	bad := bytes.Repeat([]byte("x"), 16)
	answer := func(o []byte) *big.Int {
		id := chain.RequestInference(t, user, contractstest.Request{Fee: fee})
		chain.SubmitResult(t, w, id, o)
		return id
	}
	v := chain.Verifier
	id := answer(out)
	add("attest (pays the reward)", chain.Mine(t)(v.Attest(chain.Opts(t, a), id, w.Address, chain.Evidence(t, id, a, w, out, out))))

	var items []bindings.ResultVerifierAttestItem
	for range 4 {
		id := answer(out)
		items = append(items, bindings.ResultVerifierAttestItem{Id: id, Worker: w.Address, Evidence: chain.Evidence(t, id, a, w, out, out)})
	}
	add("attestMany (4 results, per result)", perItem(chain.Mine(t)(v.AttestMany(chain.Opts(t, a), items)), 4))

	id = answer(out) // a false challenge by b, decided by a
	add("openDispute (locks two stakes)", chain.Mine(t)(v.OpenDispute(chain.Opts(t, b), id, w.Address,
		chain.Evidence(t, id, b, w, out, bad))))
	add("resolveDispute (challenger loses: slash, 1 reward)", chain.Mine(t)(v.ResolveDispute(chain.Opts(t, a), id,
		chain.TieBreakEvidence(t, id, a, w, out, out))))
	chain.Register(t, b, chain.MinStake) // b tops its slashed stake up again

	id = answer(bad) // a dispute that expires
	chain.Mine(t)(v.OpenDispute(chain.Opts(t, a), id, w.Address, chain.Evidence(t, id, a, w, bad, out)))
	chain.AdjustTime(t, 16*time.Minute)
	add("expireDispute", chain.Mine(t)(v.ExpireDispute(chain.Opts(t, a), id)))

	id = answer(bad) // a lying worker, caught
	chain.Mine(t)(v.OpenDispute(chain.Opts(t, a), id, w.Address, chain.Evidence(t, id, a, w, bad, out)))
	add("resolveDispute (worker loses: slash, refund, 2 rewards)", chain.Mine(t)(v.ResolveDispute(chain.Opts(t, b), id,
		chain.TieBreakEvidence(t, id, b, w, bad, out))))
	return rows
}

// perItem is r with its gas divided among n items.
func perItem(r *types.Receipt, n uint64) *types.Receipt {
	c := *r
	c.GasUsed /= n
	return &c
}

// moneyGas measures the subscription, fee-bump, withdrawal and keeper calls with worker 0
// (staked again by verificationGas) paid: a 6-decimal token subscription and an ETH one,
// and the keeper's refundMany at 1 and 10 requests (with its fee taken from each).
func moneyGas(t *testing.T, chain *contractstest.Chain) []gasRow {
	var rows []gasRow
	add := func(name string, r *types.Receipt) { rows = append(rows, gasRow{name, r.GasUsed}) }
	user, consumer, w := chain.Users[0], chain.Users[1], chain.Workers[0]
	owner := func() *bind.TransactOpts { return chain.Opts(t, chain.Owner) }
	tok := chain.PaymentToken(t, big.NewInt(4e14), big.NewInt(1e12))
	feed2, tx, _, err := bindings.DeployMockV3Aggregator(chain.Opts(t, chain.Deployer), chain.Client, 18, big.NewInt(4e14))
	chain.Mine(t)(tx, err)
	add("setPriceFeed (a token's feed, again)", chain.Mine(t)(chain.Router.SetPriceFeed(owner(), tok.Address, feed2)))
	add("setKeeperFeeCap", chain.Mine(t)(chain.Router.SetKeeperFeeCap(owner(), tok.Address, big.NewInt(10_000))))
	chain.Mine(t)(chain.Router.SetKeeperFeeCap(owner(), common.Address{}, big.NewInt(1e12)))
	add("setWithdrawalDelay", chain.Mine(t)(chain.Router.SetWithdrawalDelay(owner(), 600)))

	rec := chain.Mine(t)(chain.Router.CreateSubscription(chain.Opts(t, user), tok.Address))
	add("createSubscription (token)", rec)
	sub, err := chain.Router.ParseSubscriptionCreated(*rec.Logs[0])
	if err != nil {
		t.Fatal(err)
	}
	chain.Approve(t, user, tok.Address, big.NewInt(1e12))
	add("fundSubscription (token, first)", chain.Mine(t)(chain.Router.FundSubscription(chain.Opts(t, user), sub.SubId, big.NewInt(5e11))))
	add("fundSubscription (token, top-up)", chain.Mine(t)(chain.Router.FundSubscription(chain.Opts(t, user), sub.SubId, big.NewInt(1e11))))
	add("addConsumer", chain.Mine(t)(chain.Router.AddConsumer(chain.Opts(t, user), sub.SubId, consumer.Address)))
	add("removeConsumer", chain.Mine(t)(chain.Router.RemoveConsumer(chain.Opts(t, user), sub.SubId, consumer.Address)))
	chain.Mine(t)(chain.Router.AddConsumer(chain.Opts(t, user), sub.SubId, user.Address))
	ethSub := chain.Subscribe(t, user, common.Address{}, fee, user.Address)
	add("fundSubscription (ETH, top-up)", chain.Fund(t, user, ethSub, common.Address{}, fee))

	req := func(s uint64, deadline uint64) (*big.Int, *types.Receipt) {
		r := chain.Mine(t)(chain.SendSubscriptionRequest(t, user, s, contractstest.Request{Prompt: []byte("p"), Fee: big.NewInt(3_000_000), Deadline: deadline}))
		ev, err := chain.Router.ParseInferenceRequested(*r.Logs[0])
		if err != nil {
			t.Fatal(err)
		}
		return ev.Id, r
	}
	id, r := req(sub.SubId, 0)
	add("requestInferenceFromSubscription (token, prompt 16 B)", r)
	add("bumpFee (subscription)", chain.Mine(t)(chain.Router.BumpFee(chain.Opts(t, user), id, big.NewInt(1_000_000))))
	add("submitResult (output 16 B, pays a token fee)", chain.SubmitResult(t, w, id, bytes.Repeat([]byte("o"), 16)))
	id, r = req(ethSub, 0)
	add("requestInferenceFromSubscription (ETH, prompt 16 B)", r)
	add("submitResult (output 16 B, pays an ETH subscription fee)", chain.SubmitResult(t, w, id, bytes.Repeat([]byte("o"), 16)))
	var items []bindings.InferenceRouterResultItem
	for range 8 {
		id, _ := req(sub.SubId, 0)
		items = append(items, batchItem(t, chain, w, id, bytes.Repeat([]byte("o"), 16)))
	}
	add("submitResults (8 token fees, per result)", perItem(chain.Mine(t)(chain.Router.SubmitResults(chain.Opts(t, w), items)), 8))

	ethReq := chain.RequestInference(t, user, contractstest.Request{Fee: fee})
	add("bumpFee (ETH)", chain.Mine(t)(chain.Router.BumpFee(chain.Pay(t, user, fee), ethReq, fee)))
	add("withdrawRequest", chain.Mine(t)(chain.Router.WithdrawRequest(chain.Opts(t, user), ethReq)))

	soon := chain.Now(t) + 30
	subRefund, _ := req(sub.SubId, soon)
	one := chain.RequestInference(t, user, contractstest.Request{Fee: fee, Deadline: soon})
	var ethTen, tokTen []*big.Int
	for range 10 {
		ethTen = append(ethTen, chain.RequestInference(t, user, contractstest.Request{Fee: fee, Deadline: soon}))
		id, _ := req(sub.SubId, soon)
		tokTen = append(tokTen, id)
	}
	chain.AdjustTime(t, 20*time.Minute)
	add("refund (subscription: releases the reservation)", chain.Refund(t, user, subRefund))
	add("refund (withdrawn, ETH)", chain.Refund(t, user, ethReq))
	keeper := chain.Opts
	add("refundMany (1 ETH request, keeper fee)", chain.Mine(t)(chain.Router.RefundMany(keeper(t, chain.Scheduler), []*big.Int{one})))
	add("refundMany (10 ETH requests, keeper fee, per request)", perItem(chain.Mine(t)(chain.Router.RefundMany(keeper(t, chain.Scheduler), ethTen)), 10))
	add("refundMany (10 token requests, keeper fee, per request)", perItem(chain.Mine(t)(chain.Router.RefundMany(keeper(t, chain.Scheduler), tokTen)), 10))
	add("refundMany (10 ids already settled, per id)", perItem(chain.Mine(t)(chain.Router.RefundMany(keeper(t, chain.Scheduler), tokTen)), 10))
	add("cancelSubscription (token, pays out)", chain.Mine(t)(chain.Router.CancelSubscription(chain.Opts(t, user), sub.SubId, user.Address)))
	return rows
}
