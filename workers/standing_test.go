package workers

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/infersched/infersched/scheduler/verification"
)

// Standings kept are read back as written; what does not decode or validate in the
// hash is left out, not a failure; a value that is not a standing is refused on write.
func TestStandingsKeptAndReadBack(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	a, b := idOf(e.worker()), idOf(e.worker())
	want := []verification.Kept{
		{Worker: a, Results: 4, Sampled: 4, Verified: 3, Disputes: 1, Slashes: 1, Lost: true, Out: true, MinStakeWei: "1000"},
		{Worker: b, Results: 9, Sampled: 2, Verified: 2},
	}
	for _, s := range want {
		if err := e.reg.PutStanding(ctx, s); err != nil {
			t.Fatal(err)
		}
	}
	for _, bad := range []verification.Kept{{Worker: "0xNOT"}, {Worker: a, Out: true}, {Worker: a, Verified: -1}, {Worker: a, MinStakeWei: "x"}} {
		if err := e.reg.PutStanding(ctx, bad); err == nil {
			t.Errorf("standing %+v accepted", bad)
		}
	}
	key := e.cfg.KeyPrefix + "standing"
	for field, v := range map[string]string{
		"0xNOTANADDRESS":               `{"worker":"0xNOTANADDRESS"}`,
		"0x" + strings.Repeat("1", 40): `not json`,
		"0x" + strings.Repeat("2", 40): `{"worker":"0x` + strings.Repeat("3", 40) + `"}`,
		"0x" + strings.Repeat("4", 40): `{"worker":"0x` + strings.Repeat("4", 40) + `","verified":-5}`,
	} {
		if err := e.rdb.HSet(ctx, key, field, v).Err(); err != nil {
			t.Fatal(err)
		}
	}
	got, err := e.reg.Standings(ctx)
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(got, func(x, y verification.Kept) int { return strings.Compare(x.Worker, y.Worker) })
	slices.SortFunc(want, func(x, y verification.Kept) int { return strings.Compare(x.Worker, y.Worker) })
	if !slices.Equal(got, want) {
		t.Fatalf("read back %+v, want %+v", got, want)
	}
	// One worker's standing: as written, none for a worker without one, an error for
	// a value that is not a standing.
	if s, ok, err := e.reg.Standing(ctx, a); err != nil || !ok || s != want[slices.IndexFunc(want, func(k verification.Kept) bool { return k.Worker == a })] {
		t.Fatalf("Standing(%s) = %+v, %v, %v", a, s, ok, err)
	}
	if _, ok, err := e.reg.Standing(ctx, "0x"+strings.Repeat("5", 40)); ok || err != nil {
		t.Fatalf("a worker without a standing: %v, %v", ok, err)
	}
	for _, w := range []string{"0x" + strings.Repeat("1", 40), "0x" + strings.Repeat("2", 40), "0xNOTANADDRESS"} {
		if _, ok, err := e.reg.Standing(ctx, w); ok || err == nil {
			t.Errorf("Standing(%s): %v, %v; want an error", w, ok, err)
		}
	}
}
