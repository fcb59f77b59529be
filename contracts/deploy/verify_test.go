package deploy

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/simchain"
)

// A re-run over a record verifies each recorded contract with the daemon's start-up
// check (contracts.CheckDeployment) plus the constructor values: the simulated chain's
// contracts pass with the parameters they were deployed with, and a --scheduler that is
// not their scheduler() is refused with the start-up check's message, nothing sent.
func TestVerifyUsesTheStartUpCheck(t *testing.T) {
	ctx := context.Background()
	c, err := simchain.New(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	params := Params{Owner: c.Owner.Address, Scheduler: c.Scheduler.Address,
		MaxPromptBytes: uint64(c.Params.MaxPromptBytes), MaxModelNameBytes: uint64(c.Params.MaxModelNameBytes),
		MinStakeWei: new(big.Int).Set(c.Params.MinStake), UnstakeDelay: c.Params.UnstakeDelay,
		VerifierRewardWei: c.Params.VerifierRewardWei}
	d := &Deployer{Backend: c.Client, Key: c.Deployer.Key}
	record := func(p Params) *Record {
		r := newRecord(c.ChainID.Uint64(), c.Deployer.Address, p)
		r.Router, r.Registry, r.Anchor = &Contract{Address: c.RouterAddress}, &Contract{Address: c.RegistryAddress}, &Contract{Address: c.AnchorAddress}
		r.Verifier = &Contract{Address: c.VerifierAddress}
		return r
	}
	nonce, _ := c.Client.PendingNonceAt(ctx, c.Deployer.Address)
	if _, err := d.Deploy(ctx, params, record(params)); err != nil {
		t.Fatalf("the chain's own contracts do not verify: %v", err)
	}

	wrong := params
	wrong.Scheduler = c.Users[0].Address
	_, err = d.Deploy(ctx, wrong, record(wrong))
	if err == nil {
		t.Fatal("a record whose contracts have another scheduler() verified")
	}
	if !errors.Is(err, contracts.ErrDeployment) || !strings.Contains(err.Error(), "scheduler() is "+c.Scheduler.Address.Hex()+" but the signer key is "+c.Users[0].Address.Hex()) {
		t.Fatalf("refusal: %v", err)
	}

	moved := record(params)
	moved.Anchor.Address = c.Users[1].Address // no code there
	if _, err := d.Deploy(ctx, params, moved); err == nil || !strings.Contains(err.Error(), "no contract code at "+c.Users[1].Address.Hex()) {
		t.Fatalf("an anchor without code: %v", err)
	}
	if n, _ := c.Client.PendingNonceAt(ctx, c.Deployer.Address); n != nonce {
		t.Fatalf("verification sent %d transactions", n-nonce)
	}
}
