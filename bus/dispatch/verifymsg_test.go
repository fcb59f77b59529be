package dispatch_test

import (
	"encoding/json"
	"testing"

	"github.com/infersched/infersched/bus/dispatch"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/scheduler/verification"
	"github.com/infersched/infersched/wire"
)

// A scoring job carries method score and the scheduler's thresholds; an exact one
// neither, as before scores existed.
func TestVerifyMessageCarriesThresholds(t *testing.T) {
	a := rounds.VerifyAssignment{RequestID: "7", Verifier: "0x0000000000000000000000000000000000000001",
		Worker: "0x0000000000000000000000000000000000000002", Attempt: 1, OutputHash: "0x01"}
	if m := dispatch.VerifyMessage(a); m.Verify.Method != "" || m.Verify.Thresholds != nil {
		t.Fatalf("an exact job: %+v", m.Verify)
	}
	th := verification.Thresholds{MaxRank: 2, MaxGap: 0.05, MaxTemperedGap: 9, MaxOutliersPPM: 40_000, MinTokens: 16}
	a.Thresholds = &th
	m := dispatch.VerifyMessage(a)
	if m.Verify.Method != wire.VerifyScore || m.Verify.Thresholds == nil || *m.Verify.Thresholds != th {
		t.Fatalf("a scoring job: %+v", m.Verify)
	}
	b, err := json.Marshal(m.Verify)
	if err != nil {
		t.Fatal(err)
	}
	var back wire.VerifyJob
	if err := json.Unmarshal(b, &back); err != nil || back.Method != wire.VerifyScore || *back.Thresholds != th {
		t.Fatalf("the job's JSON %s reads back as %+v (%v)", b, back, err)
	}
}

// A cosine job carries method cosine and the scheduler's bound, and no thresholds.
func TestVerifyMessageCarriesEmbeddingBound(t *testing.T) {
	a := rounds.VerifyAssignment{RequestID: "7", Verifier: "0x0000000000000000000000000000000000000001",
		Worker: "0x0000000000000000000000000000000000000002", Attempt: 1, OutputHash: "0x01",
		Embedding: &verification.EmbeddingBound{MinCosine: 0.9999}}
	m := dispatch.VerifyMessage(a)
	if m.Verify.Method != wire.VerifyCosine || m.Verify.Thresholds != nil || m.Verify.Embedding == nil || m.Verify.Embedding.MinCosine != 0.9999 {
		t.Fatalf("a cosine job: %+v", m.Verify)
	}
	b, err := json.Marshal(m.Verify)
	if err != nil {
		t.Fatal(err)
	}
	var back wire.VerifyJob
	if err := json.Unmarshal(b, &back); err != nil || back.Method != wire.VerifyCosine || back.Embedding == nil || *back.Embedding != *a.Embedding {
		t.Fatalf("the job's JSON %s reads back as %+v (%v)", b, back, err)
	}
}
