package contracts_test

import (
	"context"
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"

	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/contracts/contractstest"
)

// typedDataDigest computes the voucher digest with go-ethereum's generic EIP-712 encoder,
// independently of the hand-written VoucherDigest.
func typedDataDigest(t *testing.T, chainID *big.Int, router common.Address, id *big.Int, worker common.Address, expiry uint64) common.Hash {
	t.Helper()
	td := apitypes.TypedData{
		Types: apitypes.Types{
			"EIP712Domain": {
				{Name: "name", Type: "string"},
				{Name: "version", Type: "string"},
				{Name: "chainId", Type: "uint256"},
				{Name: "verifyingContract", Type: "address"},
			},
			"Assignment": {
				{Name: "requestId", Type: "uint256"},
				{Name: "worker", Type: "address"},
				{Name: "expiry", Type: "uint64"},
			},
		},
		PrimaryType: "Assignment",
		Domain: apitypes.TypedDataDomain{
			Name:              contracts.DomainName,
			Version:           contracts.DomainVersion,
			ChainId:           (*math.HexOrDecimal256)(chainID),
			VerifyingContract: router.Hex(),
		},
		Message: apitypes.TypedDataMessage{
			"requestId": id.String(),
			"worker":    worker.Hex(),
			"expiry":    new(big.Int).SetUint64(expiry).String(),
		},
	}
	h, _, err := apitypes.TypedDataAndHash(td)
	if err != nil {
		t.Fatalf("typed data hash: %v", err)
	}
	return common.BytesToHash(h)
}

func TestVoucherDigestMatchesTypedData(t *testing.T) {
	router := common.HexToAddress("0x5FbDB2315678afecb367f032d93F642f64180aa3")
	worker := common.HexToAddress("0x70997970C51812dc3A010C7d01b50e0d17dc79C8")
	maxU256 := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	cases := []struct {
		chainID *big.Int
		id      *big.Int
		expiry  uint64
	}{
		{big.NewInt(1), big.NewInt(1), 1_700_000_000},
		{big.NewInt(1337), big.NewInt(0), 0},
		{big.NewInt(11155111), maxU256, ^uint64(0)},
	}
	for _, c := range cases {
		got, err := contracts.VoucherDigest(c.chainID, router, c.id, worker, c.expiry)
		if err != nil {
			t.Fatal(err)
		}
		if want := typedDataDigest(t, c.chainID, router, c.id, worker, c.expiry); got != want {
			t.Errorf("chain %s id %s expiry %d: digest %s, typed data %s", c.chainID, c.id, c.expiry, got, want)
		}
	}
}

func TestVoucherDigestMatchesContract(t *testing.T) {
	chain := contractstest.NewChain(t)
	call := &bind.CallOpts{Context: context.Background()}
	for _, id := range []*big.Int{big.NewInt(1), big.NewInt(42), new(big.Int).Lsh(big.NewInt(1), 200)} {
		for _, w := range chain.Workers {
			expiry := uint64(1_900_000_000) + id.Uint64()
			onChain, err := chain.Router.VoucherDigest(call, id, w.Address, expiry)
			if err != nil {
				t.Fatal(err)
			}
			got, err := contracts.VoucherDigest(chain.ChainID, chain.RouterAddress, id, w.Address, expiry)
			if err != nil {
				t.Fatal(err)
			}
			if common.Hash(onChain) != got {
				t.Errorf("id %s worker %s: contract %x, Go %s", id, w.Name, onChain, got)
			}
		}
	}
	// The domain separator is bound to the router address: another router differs.
	otherAddr, other := chain.DeployRouter(t)
	a, _ := chain.Router.DomainSeparator(call)
	b, _ := other.DomainSeparator(call)
	if a == b || otherAddr == chain.RouterAddress {
		t.Errorf("two routers share domain separator %x", a)
	}
}

func TestVoucherDigestRejectsBadInputs(t *testing.T) {
	var a common.Address
	tooBig := new(big.Int).Lsh(big.NewInt(1), 256)
	cases := map[string]struct {
		chainID, id *big.Int
	}{
		"nil chain id":       {nil, big.NewInt(1)},
		"nil request id":     {big.NewInt(1), nil},
		"negative id":        {big.NewInt(1), big.NewInt(-1)},
		"id over uint256":    {big.NewInt(1), tooBig},
		"chain id negative":  {big.NewInt(-5), big.NewInt(1)},
		"chain over uint256": {tooBig, big.NewInt(1)},
	}
	for name, c := range cases {
		if _, err := contracts.VoucherDigest(c.chainID, a, c.id, a, 1); !errors.Is(err, contracts.ErrInvalidVoucher) {
			t.Errorf("%s: want ErrInvalidVoucher, got %v", name, err)
		}
	}
	key, _ := crypto.GenerateKey()
	if _, err := contracts.SignVoucher(nil, big.NewInt(1), a, big.NewInt(1), a, 1); !errors.Is(err, contracts.ErrInvalidVoucher) {
		t.Errorf("nil key: want ErrInvalidVoucher, got %v", err)
	}
	if _, err := contracts.SignVoucher(key, nil, a, big.NewInt(1), a, 1); !errors.Is(err, contracts.ErrInvalidVoucher) {
		t.Errorf("nil chain id: want ErrInvalidVoucher, got %v", err)
	}
}

func TestRecoverVoucherSigner(t *testing.T) {
	key, _ := crypto.GenerateKey()
	signer := crypto.PubkeyToAddress(key.PublicKey)
	router := common.HexToAddress("0x01")
	worker := common.HexToAddress("0x02")
	chainID, id := big.NewInt(1337), big.NewInt(7)

	sig, err := contracts.SignVoucher(key, chainID, router, id, worker, 100)
	if err != nil {
		t.Fatal(err)
	}
	if len(sig) != 65 || (sig[64] != 27 && sig[64] != 28) {
		t.Fatalf("signature %x: want 65 bytes ending in 27 or 28", sig)
	}
	got, err := contracts.RecoverVoucherSigner(chainID, router, id, worker, 100, sig)
	if err != nil || got != signer {
		t.Fatalf("recover: got %s, %v; want %s", got, err, signer)
	}
	// Any other field recovers some other address.
	if got, _ := contracts.RecoverVoucherSigner(chainID, router, id, common.HexToAddress("0x03"), 100, sig); got == signer {
		t.Error("voucher for another worker recovered the signer")
	}
	if got, _ := contracts.RecoverVoucherSigner(chainID, router, id, worker, 101, sig); got == signer {
		t.Error("voucher with another expiry recovered the signer")
	}

	badV := append([]byte(nil), sig...)
	badV[64] = 1
	highS := append([]byte(nil), sig...)
	copy(highS[32:64], crypto.S256().Params().N.Bytes()) // s = N is out of range
	for name, s := range map[string][]byte{"short": sig[:64], "v not 27/28": badV, "s out of range": highS, "empty": nil} {
		if _, err := contracts.RecoverVoucherSigner(chainID, router, id, worker, 100, s); !errors.Is(err, contracts.ErrInvalidVoucher) {
			t.Errorf("%s: want ErrInvalidVoucher, got %v", name, err)
		}
	}
}

func TestRequestStatusString(t *testing.T) {
	for s, want := range map[contracts.RequestStatus]string{
		contracts.StatusNone: "none", contracts.StatusPending: "pending",
		contracts.StatusFulfilled: "fulfilled", contracts.StatusRefunded: "refunded", 9: "status(9)",
	} {
		if s.String() != want {
			t.Errorf("%d: got %q, want %q", s, s.String(), want)
		}
	}
}
