package httpapi

import (
	"net/http"
	"testing"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire/status"
)

const userA2 = "0x00000000000000000000000000000000000000bb"

// slashedRecord is a completed request whose worker lost the dispute over its result.
func slashedRecord(id string) status.Record {
	r := record(id, status.StateCompleted)
	r.Verification = status.VerificationWorkerSlashed
	r.VerificationTxs = []status.VerificationTx{{Event: "dispute_opened", TxHash: txHash, LogIndex: 1, Verifier: userA},
		{Event: "dispute_resolved", TxHash: outHash, LogIndex: 4, Verifier: userA2}}
	return r
}

// A completed request's status says where its result's verification stands, with the
// dispute's transactions; one that was not sampled says nothing of it.
func TestStatusShowsVerification(t *testing.T) {
	kv := openKV(t, natstest.Start(t))
	put(t, kv, record("3", status.StateCompleted), slashedRecord("10"))
	f := newFixture(t, kv, nil)
	rec := f.do("GET", "/v1/requests/10", "")
	if rec.Code != http.StatusOK {
		t.Fatalf("%d %s", rec.Code, rec.Body)
	}
	m := decodeMap(t, rec)
	txs, _ := m["verification_txs"].([]any)
	if m["status"] != "completed" || m["verification"] != "worker_slashed" || len(txs) != 2 {
		t.Fatalf("body %v, want completed, worker_slashed and two transactions", m)
	}
	last, _ := txs[1].(map[string]any)
	if last["event"] != "dispute_resolved" || last["tx_hash"] != outHash || last["log_index"] != 4.0 || last["verifier"] != userA2 {
		t.Fatalf("resolution %v", last)
	}
	plain := decodeMap(t, f.do("GET", "/v1/requests/3", ""))
	if _, ok := plain["verification"]; ok {
		t.Fatalf("a result not sampled shows a verification: %v", plain)
	}
	if _, ok := plain["verification_txs"]; ok {
		t.Fatalf("a result not sampled shows verification transactions: %v", plain)
	}
}
