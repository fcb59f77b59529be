package contracts_test

import (
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/contractstest/probe"
	"github.com/infersched/infersched/contracts/simchain"
)

type hostile struct {
	addr common.Address
	tok  *probe.HostileToken
}

// deployHostile deploys a HostileToken, mints 10^12 units to every user, and makes the
// router accept it (with a real feed: MockV3Aggregator).
func deployHostile(t *testing.T, chain *contractstest.Chain) hostile {
	t.Helper()
	addr, tx, tok, err := probe.DeployHostileToken(chain.Opts(t, chain.Deployer), chain.Client)
	chain.Mine(t)(tx, err)
	feed, tx, _, err := bindings.DeployMockV3Aggregator(chain.Opts(t, chain.Deployer), chain.Client, 18, tusdPrice)
	chain.Mine(t)(tx, err)
	chain.Mine(t)(chain.Router.SetPriceFeed(chain.Opts(t, chain.Owner), addr, feed))
	for _, u := range chain.Users {
		chain.Mine(t)(tok.Mint(chain.Opts(t, u), u.Address, big.NewInt(1e12)))
	}
	return hostile{addr, tok}
}

// routerCall is the calldata of the router's method with args.
func routerCall(t *testing.T, method string, args ...any) []byte {
	t.Helper()
	parsed, err := bindings.InferenceRouterMetaData.GetAbi()
	if err != nil {
		t.Fatal(err)
	}
	data, err := parsed.Pack(method, args...)
	if err != nil {
		t.Fatalf("pack %s: %v", method, err)
	}
	return data
}

// TestHostileTokenReentry: a token that calls back into the router from inside its
// transfers (while a subscription is funded, while a worker is paid, while a canceled
// subscription is paid out) finds every entry point locked: each call back reverts with
// ReentrancyGuardReentrantCall, and the router's books match what it holds afterwards.
func TestHostileTokenReentry(t *testing.T) {
	chain := contractstest.NewChain(t, simchain.WithRegisteredWorkers())
	h := deployHostile(t, chain)
	owner, w := chain.Users[0], chain.Workers[0]
	sub := chain.Subscribe(t, owner, h.addr, big.NewInt(1_000_000), owner.Address)
	id := chain.RequestFromSubscription(t, owner, sub, contractstest.Request{Fee: big.NewInt(400_000)})

	cases := []struct {
		name    string
		reenter []byte
		act     func()
	}{
		{"fund, calling fundSubscription again", routerCall(t, "fundSubscription", sub, big.NewInt(1)), func() {
			chain.Fund(t, owner, sub, h.addr, big.NewInt(100))
		}},
		{"worker payment, calling refundMany", routerCall(t, "refundMany", []*big.Int{id}), func() {
			chain.SubmitResult(t, w, id, []byte("out"))
		}},
		{"cancel payout, calling cancelSubscription again", routerCall(t, "cancelSubscription", sub, owner.Address), func() {
			chain.Mine(t)(chain.Router.CancelSubscription(chain.Opts(t, owner), sub, owner.Address))
		}},
	}
	guard := parsedError(t, "ReentrancyGuardReentrantCall")
	for _, c := range cases {
		chain.Mine(t)(h.tok.SetReentry(chain.Opts(t, owner), chain.RouterAddress, c.reenter))
		chain.Mine(t)(h.tok.SetMode(chain.Opts(t, owner), 2))
		before, _ := h.tok.Reentries(nil)
		c.act()
		chain.Mine(t)(h.tok.SetMode(chain.Opts(t, owner), 0))
		after, _ := h.tok.Reentries(nil)
		ok, _ := h.tok.ReentriesSucceeded(nil)
		last, _ := h.tok.LastError(nil)
		if after.Cmp(before) <= 0 || ok.Sign() != 0 {
			t.Fatalf("%s: %s reentries tried, %s succeeded", c.name, new(big.Int).Sub(after, before), ok)
		}
		if r, decoded := contracts.DecodeRevertData(last); !decoded || r.Name != guard.Name {
			t.Fatalf("%s: the call back failed with %x, not the reentrancy guard", c.name, last)
		}
	}
	held, err := h.tok.BalanceOf(nil, chain.RouterAddress)
	if err != nil {
		t.Fatal(err)
	}
	booked, err := chain.Router.TokenBooked(nil, h.addr)
	if err != nil {
		t.Fatal(err)
	}
	bal, _ := chain.Subscription(t, sub)
	if held.Cmp(booked) != 0 || booked.Cmp(bal) != 0 || bal.Sign() != 0 {
		t.Fatalf("router holds %s, books %s, subscription balance %s: want all 0", held, booked, bal)
	}
	if got, _ := h.tok.BalanceOf(nil, w.Address); got.Cmp(big.NewInt(400_000)) != 0 {
		t.Fatalf("worker holds %s, want its fee 400000", got)
	}
}

func parsedError(t *testing.T, name string) abi.Error {
	t.Helper()
	parsed, err := bindings.InferenceRouterMetaData.GetAbi()
	if err != nil {
		t.Fatal(err)
	}
	e, ok := parsed.Errors[name]
	if !ok {
		t.Fatalf("the router has no error %s", name)
	}
	return e
}
