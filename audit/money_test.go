package audit_test

import (
	"math/big"
	"strings"
	"testing"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler"
)

// TestChainCheckComparesTheFeesCurrency: the auditor's chain check holds an assigned
// request's recorded fee and token to its InferenceRequested and RequestFromSubscription
// events: a token request recorded as such passes; one recorded as paid in ETH, or an ETH
// request recorded as paid in a token, is named.
func TestChainCheckComparesTheFeesCurrency(t *testing.T) {
	chain := contractstest.NewChain(t)
	tok := chain.PaymentToken(t, big.NewInt(4e14), big.NewInt(1e12))
	user := chain.Users[0]
	sub := chain.Subscribe(t, user, tok.Address, big.NewInt(1e9), user.Address)
	r := contractstest.Request{Model: "m", Prompt: []byte("p"), MaxTokens: 8, Deadline: chain.Now(t) + 3600, GasLimit: 1, RequiredMemoryMB: 1}
	ethID := chain.RequestInference(t, user, contractstest.Request{Model: r.Model, Prompt: r.Prompt, MaxTokens: r.MaxTokens, Deadline: r.Deadline,
		GasLimit: r.GasLimit, RequiredMemoryMB: r.RequiredMemoryMB, Fee: big.NewInt(5)})
	r.Fee = big.NewInt(7_000_000)
	tokID := chain.RequestFromSubscription(t, user, sub, r)
	info, err := chain.Router.GetRequests(nil, []*big.Int{ethID, tokID})
	if err != nil {
		t.Fatal(err)
	}
	req := func(id *big.Int, i int) scheduler.Request {
		return scheduler.Request{ID: id.String(), User: strings.ToLower(user.Address.Hex()), ModelID: "m", MaxTokens: 8,
			SubmittedAtMS: int64(info[i].SubmittedAt) * 1000, DeadlineMS: int64(info[i].Deadline) * 1000, GasLimit: 1, RequiredMemoryMB: 1}
	}
	eth, inToken := req(ethID, 0), req(tokID, 1)
	eth.PriorityFeeWei = scheduler.NewWei(5)
	inToken.FeeToken, inToken.FeeTokenAmount = strings.ToLower(tok.Address.Hex()), scheduler.NewWei(7_000_000)
	check := func(reqs ...scheduler.Request) []decisionlog.Failure {
		t.Helper()
		rec := &decisionlog.Record{Round: 1}
		for i := range reqs {
			rec.Inputs.Requests = append(rec.Inputs.Requests, decisionlog.RequestRef{ID: reqs[i].ID, Content: &reqs[i]})
			rec.Decision.Assigned = append(rec.Decision.Assigned, scheduler.Assignment{RequestID: reqs[i].ID})
		}
		c := audit.NewChainCollector()
		c.Add(rec)
		fs, err := c.Check(t.Context(), chain.Client, chain.RouterAddress, chain.AnchorAddress)
		if err != nil {
			t.Fatal(err)
		}
		return fs
	}
	if fs := check(eth, inToken); len(fs) != 0 {
		t.Fatalf("honest records: %v", fs)
	}
	asETH := inToken
	asETH.FeeToken, asETH.FeeTokenAmount, asETH.PriorityFeeWei = "", scheduler.Wei{}, scheduler.NewWei(7_000_000)
	asToken := eth
	asToken.FeeToken, asToken.FeeTokenAmount, asToken.PriorityFeeWei = inToken.FeeToken, scheduler.NewWei(5), scheduler.Wei{}
	for name, r := range map[string]scheduler.Request{"token request recorded in ETH": asETH, "ETH request recorded in a token": asToken} {
		fs := check(r)
		if len(fs) != 1 || !strings.Contains(fs[0].Detail, "fee_token") {
			t.Errorf("%s: %v", name, fs)
		}
	}
}
