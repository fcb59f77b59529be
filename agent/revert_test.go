package agent

import (
	"errors"
	"path/filepath"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts"
)

// A result transaction that is mined and reverts is reported with the contract's custom
// error (here a voucher signed by the wrong key), not only its hash.
func TestMinedRevertNamesCustomError(t *testing.T) {
	e := newEnv(t)
	id := e.request("hello", 1000)
	cfg := testConfig(t).Tx
	cfg.GasLimit = 500_000 // no estimate: the transaction is sent and mined reverted
	st, err := openStore(filepath.Join(t.TempDir(), "state.json"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = st.close() })
	w := e.chain.Workers[0]
	m, err := newTxm(cfg, e.chain.Client, e.chain.ChainID, w.Key, e.chain.RouterAddress, st, time.Now, zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	expiry := e.chain.Now(t) + 3600
	wrong := e.chain.Users[0] // not the scheduler
	sig, err := contracts.SignVoucher(wrong.Key, e.chain.ChainID, e.chain.RouterAddress,
		contracts.Voucher{RequestID: id, Worker: w.Address, Attempt: 1, InputHash: e.chain.InputHash(t, id), Expiry: expiry})
	if err != nil {
		t.Fatal(err)
	}
	_, err = m.submit(t.Context(), id, []byte("out"), voucher{attempt: 1, expiry: expiry, sig: sig})
	r, ok := errors.AsType[*contracts.Revert](err)
	if !errors.Is(err, ErrReverted) || !ok || r.Name != "InvalidVoucherSigner" {
		t.Fatalf("submit = %v, want ErrReverted naming InvalidVoucherSigner", err)
	}
}
