package status

import (
	"strings"
	"testing"
)

// A completed record says where its result's verification stands, with the verdicts'
// logs; anything else is refused with the key that is wrong.
func TestVerificationRecord(t *testing.T) {
	r := completedRecord()
	r.Verification = VerificationWorkerSlashed
	r.VerificationTxs = []VerificationTx{{Event: "dispute_opened", TxHash: hash1, LogIndex: 2, Verifier: addrA},
		{Event: "dispute_resolved", TxHash: hash1, LogIndex: 5, Verifier: addrW}}
	back, err := Decode(mustEncode(t, r))
	if err != nil {
		t.Fatal(err)
	}
	if back.Verification != VerificationWorkerSlashed || len(back.VerificationTxs) != 2 || !back.HasVerificationTx(hash1, 5) || back.HasVerificationTx(hash1, 3) {
		t.Fatalf("round trip: %+v", back)
	}
	for _, c := range []struct {
		edit func(*Record)
		want string
	}{
		{func(r *Record) { r.Verification = "slashed" }, `verification: must be empty or one of "sampled", "verified", "disputed", "worker_slashed", "challenger_slashed", got "slashed"`},
		{func(r *Record) { r.State, r.ResultTxHash = StateExpired, "" }, `verification: is set only for a completed request, got state "expired"`},
		{func(r *Record) { r.VerificationTxs[0].Event = "slashed" }, "verification_txs[0].event: must be attested, dispute_opened"},
		{func(r *Record) { r.VerificationTxs[1].TxHash = "0x12" }, `verification_txs[1].tx_hash: must be 0x and 64 lowercase hex digits, got "0x12"`},
		{func(r *Record) { r.VerificationTxs[1].Verifier = "" }, `verification_txs[1].verifier: must be a 0x-prefixed lowercase 20-byte hex address`},
		{func(r *Record) { r.VerificationTxs = make([]VerificationTx, MaxVerificationTxs+1) }, "verification_txs: must list at most 8 transactions, got 9"},
	} {
		bad := r
		bad.VerificationTxs = append([]VerificationTx(nil), r.VerificationTxs...)
		c.edit(&bad)
		if err := bad.Validate(); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want %q", err, c.want)
		}
	}
	if (Record{}).Verification.Valid() != true || VerificationDisputed.Settled() || !VerificationChallengerSlashed.Settled() {
		t.Error("an empty verification is valid; disputed is not settled, a slash is")
	}
}
