package contracts_test

import (
	"bytes"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/contracts"
)

// FuzzDecodeRevertData feeds arbitrary revert data to the decoder: it must never panic,
// and whatever it accepts must re-encode to the same bytes.
func FuzzDecodeRevertData(f *testing.F) {
	u256, _ := abi.NewType("uint256", "", nil)
	args := abi.Arguments{{Type: u256}, {Type: u256}}
	enc, _ := args.Pack(big.NewInt(150), big.NewInt(100))
	f.Add(append(crypto.Keccak256([]byte("PromptTooLong(uint256,uint256)"))[:4], enc...))
	f.Add(crypto.Keccak256([]byte("EnforcedPause()"))[:4])
	f.Add(crypto.Keccak256([]byte("AlreadyFulfilled(uint256)"))[:4]) // arguments missing
	f.Add([]byte{})
	f.Add([]byte{0x08, 0xc3, 0x79, 0xa0}) // Error(string), not a custom error

	f.Fuzz(func(t *testing.T, data []byte) {
		r, ok := contracts.DecodeRevertData(data)
		if !ok {
			return
		}
		if !bytes.Equal(r.Selector[:], data[:4]) || r.Name == "" || r.Error() == "" {
			t.Fatalf("decoded %v from %x", r, data)
		}
	})
}

// FuzzRecoverVoucherSigner: arbitrary signatures never panic and never recover the real
// signer unless they are the real signature.
func FuzzRecoverVoucherSigner(f *testing.F) {
	key, _ := crypto.ToECDSA(crypto.Keccak256([]byte("fuzz")))
	signer := crypto.PubkeyToAddress(key.PublicKey)
	router, worker := common.HexToAddress("0x01"), common.HexToAddress("0x02")
	good, _ := contracts.SignVoucher(key, big.NewInt(1), router, contracts.Voucher{RequestID: big.NewInt(1), Worker: worker, Attempt: 1, Expiry: 9})
	f.Add(good, uint64(1), uint64(9))
	f.Add(make([]byte, 65), uint64(0), uint64(0))
	f.Add(good[:64], uint64(1), uint64(9))

	f.Fuzz(func(t *testing.T, sig []byte, id, expiry uint64) {
		got, err := contracts.RecoverVoucherSigner(big.NewInt(1), router, contracts.Voucher{RequestID: new(big.Int).SetUint64(id), Worker: worker, Attempt: 1, Expiry: expiry}, sig)
		if err == nil && got == signer && !(bytes.Equal(sig, good) && id == 1 && expiry == 9) {
			t.Fatalf("forged voucher: sig %x id %d expiry %d", sig, id, expiry)
		}
	})
}

func BenchmarkSignVoucher(b *testing.B) {
	key, _ := crypto.GenerateKey()
	router, worker := common.HexToAddress("0x01"), common.HexToAddress("0x02")
	chainID, id := big.NewInt(1), big.NewInt(12345)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := contracts.SignVoucher(key, chainID, router, contracts.Voucher{RequestID: id, Worker: worker, Attempt: 1, Expiry: 1_900_000_000}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkVoucherDigest(b *testing.B) {
	router, worker := common.HexToAddress("0x01"), common.HexToAddress("0x02")
	chainID, id := big.NewInt(1), big.NewInt(12345)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := contracts.VoucherDigest(chainID, router, contracts.Voucher{RequestID: id, Worker: worker, Attempt: 1, Expiry: 1_900_000_000}); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkRecoverVoucherSigner(b *testing.B) {
	key, _ := crypto.GenerateKey()
	router, worker := common.HexToAddress("0x01"), common.HexToAddress("0x02")
	chainID, id := big.NewInt(1), big.NewInt(12345)
	sig, _ := contracts.SignVoucher(key, chainID, router, contracts.Voucher{RequestID: id, Worker: worker, Attempt: 1, Expiry: 7})
	b.ReportAllocs()
	for b.Loop() {
		if _, err := contracts.RecoverVoucherSigner(chainID, router, contracts.Voucher{RequestID: id, Worker: worker, Attempt: 1, Expiry: 7}, sig); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkDecodeRevertData(b *testing.B) {
	data := append(crypto.Keccak256([]byte("AlreadyFulfilled(uint256)"))[:4], common.BigToHash(big.NewInt(7)).Bytes()...)
	b.ReportAllocs()
	for b.Loop() {
		if _, ok := contracts.DecodeRevertData(data); !ok {
			b.Fatal("not decoded")
		}
	}
}
