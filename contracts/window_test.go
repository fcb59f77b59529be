package contracts_test

import (
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest"
)

// TestVoucherWindowsOfTwoAttempts: the router accepts a voucher only inside its window,
// only for the attempt and the commitment it was signed for; two attempts whose windows
// follow each other are never both payable.
func TestVoucherWindowsOfTwoAttempts(t *testing.T) {
	chain := contractstest.NewChain(t)
	chain.RegisterAll(t)
	w1, w2 := chain.Workers[0], chain.Workers[1]
	id := chain.RequestInference(t, chain.Users[0], contractstest.Request{Fee: fee, Prompt: []byte("paid prompt")})
	in := chain.InputHash(t, id)
	if want := contracts.InputHash("llama3-8b", []byte("paid prompt"), 128, 100000, 8192, false); in != want {
		t.Fatalf("stored commitment %s, Go computes %s", in, want)
	}
	now := chain.Now(t)
	first := contracts.Voucher{RequestID: id, Worker: w1.Address, Attempt: 1, InputHash: in, Expiry: now + 30}
	second := contracts.Voucher{RequestID: id, Worker: w2.Address, Attempt: 2, InputHash: in, NotBefore: now + 31, Expiry: now + hour}
	submit := func(a contractstest.Account, v contracts.Voucher, sig []byte) error {
		_, err := chain.Router.SubmitResult(chain.Opts(t, a), id, []byte("out"), v.Attempt, v.NotBefore, v.Expiry, sig)
		return err
	}
	sig1, sig2 := chain.SignVoucher(t, first), chain.SignVoucher(t, second)

	// Inside the first window: the second attempt's voucher is not valid yet.
	wantRevert(t, submit(w2, second, sig2), "VoucherNotYetValid")
	// A voucher is bound to its attempt and to the commitment.
	claimed := first
	claimed.Attempt = 2
	wantRevert(t, submit(w1, claimed, sig1), "InvalidVoucherSigner")
	other := first
	other.InputHash = crypto.Keccak256Hash([]byte("attacker's prompt"))
	wantRevert(t, submit(w1, first, chain.SignVoucher(t, other)), "InvalidVoucherSigner")

	// Past the first window: the first voucher has expired, the second pays.
	chain.AdjustTime(t, time.Minute)
	wantRevert(t, submit(w1, first, sig1), "VoucherExpired")
	before := chain.Balance(t, w2.Address)
	chain.Mine(t)(chain.Router.SubmitResult(chain.Opts(t, w2), id, []byte("out"), second.Attempt, second.NotBefore, second.Expiry, sig2))
	if chain.Status(t, id) != contracts.StatusFulfilled || chain.Balance(t, w2.Address).Cmp(before) == 0 {
		t.Fatal("the second attempt was not paid")
	}
}
