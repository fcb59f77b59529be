package workers

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/infersched/infersched/scheduler"
)

// Backoffs kept are read back as written; forgetting removes them; what does not
// decode in the hash (written by something else, or damaged) is left out, not a failure.
func TestBackoffsKeptAndReadBack(t *testing.T) {
	e := newEnv(t)
	ctx := context.Background()
	a, b := idOf(e.worker()), idOf(e.worker())
	for _, bo := range []scheduler.WorkerBackoff{{Worker: a, Strikes: 3, UntilMS: 1_764_500_020_000}, {Worker: b, Strikes: 1}} {
		if err := e.reg.PutBackoff(ctx, bo); err != nil {
			t.Fatal(err)
		}
	}
	key := e.cfg.KeyPrefix + "backoff"
	for field, v := range map[string]string{
		"0xNOTANADDRESS":               "1:0",
		strings.Repeat("0", 42):        "1:0",
		"0x" + strings.Repeat("1", 40): "three:0",
		"0x" + strings.Repeat("2", 40): "0:5",
		"0x" + strings.Repeat("3", 40): "2:-1",
		"0x" + strings.Repeat("4", 40): "2",
	} {
		if err := e.rdb.HSet(ctx, key, field, v).Err(); err != nil {
			t.Fatal(err)
		}
	}
	got, err := e.reg.Backoffs(ctx)
	if err != nil {
		t.Fatal(err)
	}
	slices.SortFunc(got, func(x, y scheduler.WorkerBackoff) int { return strings.Compare(x.Worker, y.Worker) })
	want := []scheduler.WorkerBackoff{{Worker: a, Strikes: 3, UntilMS: 1_764_500_020_000}, {Worker: b, Strikes: 1}}
	slices.SortFunc(want, func(x, y scheduler.WorkerBackoff) int { return strings.Compare(x.Worker, y.Worker) })
	if !slices.Equal(got, want) {
		t.Fatalf("read back %+v, want %+v", got, want)
	}
	if err := e.reg.PutBackoff(ctx, scheduler.WorkerBackoff{Worker: a}); err != nil {
		t.Fatal(err)
	}
	if n, _ := e.rdb.HExists(ctx, key, a).Result(); n {
		t.Fatal("a forgotten backoff is still kept")
	}
	for _, bad := range []scheduler.WorkerBackoff{{Worker: "w1", Strikes: 1}, {Worker: b, Strikes: 1, UntilMS: -1}} {
		if err := e.reg.PutBackoff(ctx, bad); err == nil {
			t.Errorf("PutBackoff(%+v) accepted", bad)
		}
	}
}
