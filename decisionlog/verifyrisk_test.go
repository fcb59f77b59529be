package decisionlog

import (
	"bytes"
	"reflect"
	"testing"

	"pgregory.net/rapid"

	"github.com/infersched/infersched/scheduler"
)

// TestVerifyRiskRoundTrips: a worker's verify_risk (issue 23's reputation term) is
// written by the hand encoder as encoding/json writes it, and read back by the fast
// decoder as the strict one reads it; a record without it keeps its form.
func TestVerifyRiskRoundTrips(t *testing.T) {
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
