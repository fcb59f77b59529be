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
func typedDataDigest(t *testing.T, chainID *big.Int, router common.Address, v contracts.Voucher) common.Hash {
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
				{Name: "attempt", Type: "uint32"},
				{Name: "inputHash", Type: "bytes32"},
				{Name: "notBefore", Type: "uint64"},
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
			"requestId": v.RequestID.String(),
			"worker":    v.Worker.Hex(),
			"attempt":   new(big.Int).SetUint64(uint64(v.Attempt)).String(),
			"inputHash": v.InputHash.Hex(),
			"notBefore": new(big.Int).SetUint64(v.NotBefore).String(),
			"expiry":    new(big.Int).SetUint64(v.Expiry).String(),
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
	in := crypto.Keccak256Hash([]byte("commitment"))
	cases := []struct {
		chainID *big.Int
		v       contracts.Voucher
	}{
		{big.NewInt(1), contracts.Voucher{RequestID: big.NewInt(1), Worker: worker, Attempt: 1, InputHash: in, NotBefore: 1_699_999_000, Expiry: 1_700_000_000}},
		{big.NewInt(1337), contracts.Voucher{RequestID: big.NewInt(0), Worker: worker}},
		{big.NewInt(11155111), contracts.Voucher{RequestID: maxU256, Worker: worker, Attempt: ^uint32(0), InputHash: in, NotBefore: ^uint64(0), Expiry: ^uint64(0)}},
	}
	for _, c := range cases {
		got, err := contracts.VoucherDigest(c.chainID, router, c.v)
		if err != nil {
			t.Fatal(err)
		}
		if want := typedDataDigest(t, c.chainID, router, c.v); got != want {
			t.Errorf("chain %s voucher %+v: digest %s, typed data %s", c.chainID, c.v, got, want)
		}
	}
}

func TestVoucherDigestMatchesContract(t *testing.T) {
	chain := contractstest.NewChain(t)
	call := &bind.CallOpts{Context: context.Background()}
	for _, id := range []*big.Int{big.NewInt(1), big.NewInt(42), new(big.Int).Lsh(big.NewInt(1), 200)} {
		for i, w := range chain.Workers {
			v := contracts.Voucher{RequestID: id, Worker: w.Address, Attempt: uint32(i + 1), InputHash: crypto.Keccak256Hash(id.Bytes()),
				NotBefore: 1_800_000_000 + uint64(i), Expiry: uint64(1_900_000_000) + id.Uint64()}
			onChain, err := chain.Router.VoucherDigest(call, id, w.Address, v.Attempt, v.InputHash, v.NotBefore, v.Expiry)
			if err != nil {
				t.Fatal(err)
			}
			got, err := contracts.VoucherDigest(chain.ChainID, chain.RouterAddress, v)
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
		if _, err := contracts.VoucherDigest(c.chainID, a, contracts.Voucher{RequestID: c.id, Worker: a, Attempt: 1, Expiry: 1}); !errors.Is(err, contracts.ErrInvalidVoucher) {
			t.Errorf("%s: want ErrInvalidVoucher, got %v", name, err)
		}
	}
	key, _ := crypto.GenerateKey()
	if _, err := contracts.SignVoucher(nil, big.NewInt(1), a, contracts.Voucher{RequestID: big.NewInt(1), Worker: a, Attempt: 1, Expiry: 1}); !errors.Is(err, contracts.ErrInvalidVoucher) {
		t.Errorf("nil key: want ErrInvalidVoucher, got %v", err)
	}
	if _, err := contracts.SignVoucher(key, nil, a, contracts.Voucher{RequestID: big.NewInt(1), Worker: a, Attempt: 1, Expiry: 1}); !errors.Is(err, contracts.ErrInvalidVoucher) {
		t.Errorf("nil chain id: want ErrInvalidVoucher, got %v", err)
	}
}

func TestRecoverVoucherSigner(t *testing.T) {
	key, _ := crypto.GenerateKey()
	signer := crypto.PubkeyToAddress(key.PublicKey)
	router := common.HexToAddress("0x01")
	worker := common.HexToAddress("0x02")
	chainID, id := big.NewInt(1337), big.NewInt(7)

	sig, err := contracts.SignVoucher(key, chainID, router, contracts.Voucher{RequestID: id, Worker: worker, Attempt: 1, Expiry: 100})
	if err != nil {
		t.Fatal(err)
	}
	if len(sig) != 65 || (sig[64] != 27 && sig[64] != 28) {
		t.Fatalf("signature %x: want 65 bytes ending in 27 or 28", sig)
	}
	got, err := contracts.RecoverVoucherSigner(chainID, router, contracts.Voucher{RequestID: id, Worker: worker, Attempt: 1, Expiry: 100}, sig)
	if err != nil || got != signer {
		t.Fatalf("recover: got %s, %v; want %s", got, err, signer)
	}
	// Any other field recovers some other address.
	if got, _ := contracts.RecoverVoucherSigner(chainID, router, contracts.Voucher{RequestID: id, Worker: common.HexToAddress("0x03"), Attempt: 1, Expiry: 100}, sig); got == signer {
		t.Error("voucher for another worker recovered the signer")
	}
	if got, _ := contracts.RecoverVoucherSigner(chainID, router, contracts.Voucher{RequestID: id, Worker: worker, Attempt: 1, Expiry: 101}, sig); got == signer {
		t.Error("voucher with another expiry recovered the signer")
	}

	badV := append([]byte(nil), sig...)
	badV[64] = 1
	highS := append([]byte(nil), sig...)
	copy(highS[32:64], crypto.S256().Params().N.Bytes()) // s = N is out of range
	for name, s := range map[string][]byte{"short": sig[:64], "v not 27/28": badV, "s out of range": highS, "empty": nil} {
		if _, err := contracts.RecoverVoucherSigner(chainID, router, contracts.Voucher{RequestID: id, Worker: worker, Attempt: 1, Expiry: 100}, s); !errors.Is(err, contracts.ErrInvalidVoucher) {
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
