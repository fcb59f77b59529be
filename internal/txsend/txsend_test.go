package txsend

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/internal/testutil/testkit"
)

func newChain(t *testing.T) *simchain.Chain {
	t.Helper()
	c, err := simchain.New(t.Context(), simchain.WithoutContracts(), simchain.WithWorkers(0), simchain.WithUsers(2))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

func testConfig() Config {
	return Config{FeeBumpPercent: 12, ResubmitAfter: time.Hour, MaxAttempts: 3, ReceiptTimeout: 30 * time.Second,
		PollInterval: 10 * time.Millisecond, Fees: DefaultFees()}
}

// On a chain with no transactions yet, the node suggests a tip of about 0: the floor
// applies, and the fee cap covers twice the next base fee.
func TestFeesFloorOnQuietChain(t *testing.T) {
	c := newChain(t)
	s := New(testConfig(), c.Client, c.ChainID, c.Users[0].Key, nil, nil)
	tip, feeCap, err := s.Fees(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	if tip.Cmp(DefaultFees().MinTipWei) != 0 {
		t.Fatalf("tip %s, want the floor %s", tip, DefaultFees().MinTipWei)
	}
	head, _ := c.Client.HeaderByNumber(t.Context(), nil)
	if feeCap.Cmp(tip) <= 0 || head.BaseFee.Sign() > 0 && feeCap.Cmp(new(big.Int).Add(tip, head.BaseFee)) < 0 {
		t.Fatalf("fee cap %s for tip %s and base fee %s", feeCap, tip, head.BaseFee)
	}
}

// A transaction is journaled before it is broadcast, and Follow returns its receipt.
func TestSendJournalsThenFollowsToReceipt(t *testing.T) {
	c := newChain(t)
	s := New(testConfig(), c.Client, c.ChainID, c.Users[0].Key, nil, nil)
	to := c.Users[1].Address
	var journaled []Tx
	journal := func(tx Tx) error {
		if n, _ := c.Client.PendingTransactionCount(context.Background()); n != 0 {
			t.Errorf("journaled after the broadcast (%d pending)", n)
		}
		journaled = append(journaled, tx)
		return nil
	}
	tx, err := s.Send(t.Context(), to, nil, 21_000, journal)
	if err != nil {
		t.Fatal(err)
	}
	if len(journaled) != 1 || journaled[0].Hashes[0] != tx.Hashes[0] {
		t.Fatalf("journal %+v", journaled)
	}
	var signed types.Transaction
	if err := signed.UnmarshalBinary(tx.Raw); err != nil {
		t.Fatal(err)
	}
	if _, err := c.CommitTxs(t.Context(), &signed); err != nil {
		t.Fatal(err)
	}
	_, r, err := s.Follow(t.Context(), tx, journal)
	if err != nil || r.Status != types.ReceiptStatusSuccessful || r.TxHash != tx.Hashes[0] {
		t.Fatalf("follow: %v, %+v", err, r)
	}
	// The next transaction takes the next nonce.
	tx2, err := s.Send(t.Context(), to, nil, 21_000, journal)
	if err != nil || tx2.Nonce != tx.Nonce+1 {
		t.Fatalf("second send: nonce %d, %v", tx2.Nonce, err)
	}
}

// A transaction the node refuses is ErrRefused; a journal failure stops the broadcast.
func TestRefusalAndJournalFailure(t *testing.T) {
	c := newChain(t)
	poor, _ := crypto.GenerateKey()
	s := New(testConfig(), c.Client, c.ChainID, poor, nil, nil)
	if _, err := s.Send(t.Context(), common.Address{1}, nil, 21_000, func(Tx) error { return nil }); !errors.Is(err, ErrRefused) {
		t.Fatalf("unfunded sender: %v, want ErrRefused", err)
	}
	s = New(testConfig(), c.Client, c.ChainID, c.Users[0].Key, nil, nil)
	boom := errors.New("disk full")
	if _, err := s.Send(t.Context(), common.Address{1}, nil, 21_000, func(Tx) error { return boom }); !errors.Is(err, boom) {
		t.Fatalf("journal failure: %v", err)
	}
	if n, _ := c.Client.PendingTransactionCount(t.Context()); n != 0 {
		t.Fatalf("%d transactions broadcast after a journal failure", n)
	}
}

// An endpoint that breaks while a transaction is followed only delays the receipt: Follow
// keeps polling, ends with ErrNotMined when its time is up, and a later Follow finds it.
func TestFollowThroughFaults(t *testing.T) {
	c := newChain(t)
	f := testkit.NewFaultyRPC(c.Client)
	s := New(testConfig(), f, c.ChainID, c.Users[0].Key, nil, nil)
	tx, err := s.Send(t.Context(), c.Users[1].Address, nil, 21_000, func(Tx) error { return nil })
	if err != nil {
		t.Fatal(err)
	}
	f.Fail(nil)
	ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
	defer cancel()
	if _, _, err := s.Follow(ctx, tx, func(Tx) error { return nil }); !errors.Is(err, ErrNotMined) {
		t.Fatalf("follow on a broken endpoint: %v", err)
	}
	f.Heal()
	var signed types.Transaction
	_ = signed.UnmarshalBinary(tx.Raw)
	if _, err := c.CommitTxs(t.Context(), &signed); err != nil {
		t.Fatal(err)
	}
	if _, r, err := s.Follow(t.Context(), tx, func(Tx) error { return nil }); err != nil || r.Status != types.ReceiptStatusSuccessful {
		t.Fatalf("follow after healing: %v", err)
	}
}
