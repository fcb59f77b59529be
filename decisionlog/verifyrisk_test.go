package decisionlog

import (
	"bytes"
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"github.com/infersched/infersched/scheduler"
)

// TestVerifyRiskRoundTrips: a worker's verify_risk (the reputation term of result
// verification) is written by the hand encoder as encoding/json writes it, and read
// back by the fast decoder as the strict one reads it; a record without it keeps its
// form.
func TestVerifyRiskRoundTrips(t *testing.T) {
	// A plain record with one priced worker: the fast path must take it, risk and all.
	plain := &Record{Round: 1, Config: []byte(`{"a":1}`), ConfigHash: "c", PrevHash: "p", Hash: "h",
		Inputs: Inputs{Workers: []scheduler.Worker{{ID: "0xa", Models: []string{"m"}, StakeWei: scheduler.NewWei(1), VerifyRisk: scheduler.MaxVerifyRisk}}}}
	b, err := appendStored(nil, plain)
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := canonical(plain); !bytes.Equal(b, want) || !bytes.Contains(b, []byte(`"verify_risk":0.05`)) {
		t.Fatalf("hand encoder wrote %s, encoding/json %s", b, want)
	}
	if fast, ok := fastDecode(b); !ok || !isCanonical(fast, b, nil) || fast.Inputs.Workers[0].VerifyRisk != scheduler.MaxVerifyRisk {
		t.Fatalf("the fast decoder did not take the worker's verify_risk back from %s", b)
	}
	rapid.Check(t, func(t *rapid.T) {
		rec := drawRecord(t)
		for i := range rec.Inputs.Workers {
			rec.Inputs.Workers[i].VerifyRisk = rapid.SampledFrom([]float64{0, scheduler.VerifyRiskFor(false, 7), scheduler.MaxVerifyRisk}).Draw(t, "risk")
		}
		want, wantErr := canonical(rec)
		got, gotErr := appendStored(nil, rec)
		if (wantErr == nil) != (gotErr == nil) || (wantErr == nil && !bytes.Equal(got, want)) {
			t.Fatalf("stored:\nencoding/json %s (%v)\nhand          %s (%v)", want, wantErr, got, gotErr)
		}
		if wantErr != nil {
			return
		}
		fast, ok := fastDecode(got)
		if !ok || !isCanonical(fast, got, nil) {
			return
		}
		var strict Record
		if err := strictUnmarshal(got, &strict); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(fast, &strict) {
			t.Fatalf("fast and strict decoders differ on %s", got)
		}
	})
}
