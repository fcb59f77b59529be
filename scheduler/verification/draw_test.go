package verification

import (
	"math"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"github.com/infersched/infersched/scheduler"
)

func TestValidate(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatalf("defaults: %v", err)
	}
	bad := Config{SampleRate: 1.5, ProbationSampleRate: -1, CleanAfter: -1, CleanFactor: 0, ComparableModels: []string{"m", "", "m"}}
	err := bad.Validate()
	for _, want := range []string{
		"sample_rate: must be a fraction between 0 and 1, got 1.5",
		"probation_sample_rate: must be a fraction between 0 and 1, got -1",
		"probation_sample_rate: must be at least sample_rate (1.5)",
		"clean_after: must not be negative",
		"clean_factor: must be in (0, 1]",
		"max_per_round: must be positive",
		"comparable_models[1]: must not be empty",
		`comparable_models[2]: lists "m" twice`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("want %q in %v", want, err)
		}
	}
}

func TestRateRule(t *testing.T) {
	c := DefaultConfig()
	for _, tc := range []struct {
		s    Standing
		want float64
	}{
		{Standing{OnProbation: true}, 1},
		{Standing{LostDispute: true, Verified: 1000}, 1},
		{Standing{Verified: 99}, 0.03},
		{Standing{Verified: 100}, 0.015},
		{Standing{Verified: 1000, Disputes: 1}, 0.03},
	} {
		if got := c.Rate(tc.s); got != tc.want {
			t.Errorf("Rate(%+v) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

func TestSeedRejectsBadIDs(t *testing.T) {
	for _, id := range []string{"", "-1", "0x10", "abc", "1" + strings.Repeat("0", 80)} {
		if _, err := Seed([32]byte{}, id); err == nil {
			t.Errorf("Seed(%q): no error", id)
		}
	}
}

// TestDrawHonoursRate: over a fixed set of block hashes and ids the sampled fraction is
// the rate within five standard deviations (a fixed seed set, so the test never flakes).
func TestDrawHonoursRate(t *testing.T) {
	c := DefaultConfig()
	c.ComparableModels = []string{"m"}
	const n = 20000
	for _, rate := range []float64{0.01, 0.03, 0.25, 0.5} {
		c.SampleRate = rate
		hits := 0
		for i := range n {
			var bh [32]byte
			bh[0], bh[1], bh[31] = byte(i), byte(i>>8), 7
			if ok, _, err := c.Draw("m", "", Standing{}, bh, strconv.Itoa(1000+i), nil); err != nil {
				t.Fatal(err)
			} else if ok {
				hits++
			}
		}
		sd := math.Sqrt(n * rate * (1 - rate))
		if got := float64(hits); math.Abs(got-n*rate) > 5*sd {
			t.Errorf("rate %v: %d of %d sampled, want %v ± %.0f", rate, hits, n, n*rate, 5*sd)
		}
	}
}

func TestDrawProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		c := DefaultConfig()
		c.ComparableModels = []string{"m"}
		c.SampleRate = rapid.Float64Range(0, 1).Draw(t, "rate")
		c.ProbationSampleRate = 1
		var bh [32]byte
		copy(bh[:], rapid.SliceOfN(rapid.Byte(), 32, 32).Draw(t, "blockhash"))
		id := strconv.FormatUint(rapid.Uint64().Draw(t, "id"), 10)
		s := Standing{Verified: rapid.IntRange(0, 200).Draw(t, "verified")}
		var sec *[32]byte
		if rapid.Bool().Draw(t, "with secret") {
			sec = (*[32]byte)(rapid.SliceOfN(rapid.Byte(), 32, 32).Draw(t, "secret"))
		}
		a, ra, err := c.Draw("m", "", s, bh, id, sec)
		if err != nil {
			t.Fatal(err)
		}
		// Same inputs, same draw.
		if b, rb, _ := c.Draw("m", "", s, bh, id, sec); a != b || ra != rb {
			t.Fatalf("draw not deterministic")
		}
		// The worker's own choices (its address, its output) are not inputs at all;
		// what it could influence, the model, only turns sampling off where the
		// operator declared the model not comparable.
		if ok, rate, _ := c.Draw("other", "", s, bh, id, sec); ok || rate != 0 {
			t.Fatalf("a model not comparable was sampled")
		}
		// Probation samples everything at rate 1.
		if ok, _, _ := c.Draw("m", "", Standing{OnProbation: true}, bh, id, sec); !ok {
			t.Fatalf("probation at rate 1 did not sample")
		}
		// Monotone in the rate: a higher rate samples a superset.
		hi := c
		hi.SampleRate = min(1, c.SampleRate+rapid.Float64Range(0, 1).Draw(t, "more"))
		if ok, _, _ := hi.Draw("m", "", s, bh, id, sec); a && !ok {
			t.Fatalf("raising the rate unsampled a result")
		}
	})
}

func TestVerifiersOrderAndSkip(t *testing.T) {
	w := func(id string, models ...string) scheduler.Worker {
		return scheduler.Worker{ID: id, Models: models, FreeMemoryMB: 1000, StakeWei: scheduler.NewWei(1)}
	}
	ws := []scheduler.Worker{w("0xa", "m"), w("0xb", "m"), w("0xc", "x"), w("0xd", "m"), {ID: "0xe", Models: []string{"m"}, FreeMemoryMB: 1000}}
	seed := [32]byte{1}
	got := Verifiers(ws, "m", "", "", 100, seed, func(id string) bool { return id == "0xa" })
	if len(got) != 2 || got[0] == "0xa" || got[1] == "0xa" {
		t.Fatalf("verifiers %v: want 0xb and 0xd only (0xa checked, 0xc other model, 0xe no stake)", got)
	}
	rev := []scheduler.Worker{ws[3], ws[1], ws[0]}
	if again := Verifiers(rev, "m", "", "", 100, seed, func(id string) bool { return id == "0xa" }); again[0] != got[0] || again[1] != got[1] {
		t.Fatalf("order depends on the input order: %v vs %v", got, again)
	}
	// An image result is re-executed only by a worker that serves the model for images.
	img := w("0xf", "m")
	img.Tasks = map[string][]string{"m": {scheduler.TaskImage}}
	if got := Verifiers(append(ws, img), "m", scheduler.TaskImage, "", 100, seed, func(string) bool { return false }); len(got) != 1 || got[0] != "0xf" {
		t.Fatalf("image verifiers %v, want 0xf alone", got)
	}
}

func TestDecide(t *testing.T) {
	for _, tc := range []struct {
		f, t Verdict
		want Outcome
	}{
		{Unknown, Unknown, Pending}, {Pass, Unknown, Agreed}, {Pass, Fail, Agreed}, {Fail, Unknown, Pending},
		{Fail, Pass, ChallengerLost}, {Fail, Fail, WorkerLost},
	} {
		if got := Decide(tc.f, tc.t); got != tc.want {
			t.Errorf("Decide(%d, %d) = %s, want %s", tc.f, tc.t, got, tc.want)
		}
	}
}

// TestHonestRunSlashesNobody is the honest-run property at the level of the rule the
// contract applies: 2 000 results at 100 % sampling, every verifier computing the
// same bytes as the worker, never give an outcome other than Agreed, whatever the
// verifier order. (The stack test covers the chain path; this covers volume.)
func TestHonestRunSlashesNobody(t *testing.T) {
	c := DefaultConfig()
	c.ComparableModels, c.SampleRate = []string{"m"}, 1
	ws := []scheduler.Worker{}
	for i := range 8 {
		ws = append(ws, scheduler.Worker{ID: "0x" + strconv.Itoa(i), Models: []string{"m"}, FreeMemoryMB: 1 << 20, StakeWei: scheduler.NewWei(1)})
	}
	for i := range 2000 {
		var bh [32]byte
		bh[0], bh[1] = byte(i), byte(i>>8)
		id := strconv.Itoa(i + 1)
		worker := ws[i%len(ws)].ID
		ok, _, err := c.Draw("m", "", Standing{OnProbation: i < 50, Verified: min(i, 99)}, bh, id, nil)
		if err != nil || !ok {
			t.Fatalf("result %d not sampled at rate 1 (err %v)", i, err)
		}
		seed, _ := Seed(bh, id)
		vs := Verifiers(ws, "m", "", "", 1, seed, func(v string) bool { return v == worker })
		if len(vs) == 0 || vs[0] == worker {
			t.Fatalf("result %d: verifiers %v", i, vs)
		}
		if o := Decide(Pass, Unknown); o != Agreed {
			t.Fatalf("result %d: honest outcome %s", i, o)
		}
	}
}

// A block builder colluding with a worker grinds the result block's hash until the draw
// it can compute says "not sampled". With the seed of the block hash alone it dodges
// every draw; with the scheduler's secret in the seed, which it never sees, the results
// it ground are sampled at the configured rate.
func TestGrindingTheBlockHashDoesNotDodgeTheDraw(t *testing.T) {
	c := DefaultConfig()
	c.ComparableModels, c.SampleRate, c.ProbationSampleRate = []string{"m"}, 0.5, 0.5
	key := []byte("the scheduler's draw key, unknown to the builder")
	const requests, tries = 2000, 16
	var dodgedOld, sampledNew int
	for i := range requests {
		id := strconv.Itoa(1_000_000 + i)
		var bh [32]byte
		for j := range tries { // the builder's grinding: another hash per try
			bh = [32]byte{byte(i), byte(i >> 8), byte(j), 0xb1}
			if seed, _ := Seed(bh, id); !Below(seed, c.SampleRate) {
				break
			}
		}
		if seed, _ := Seed(bh, id); !Below(seed, c.SampleRate) {
			dodgedOld++
		}
		sec := DrawSecret(key, id)
		sampled, _, err := c.Draw("m", "", Standing{}, bh, id, &sec)
		if err != nil {
			t.Fatal(err)
		}
		if sampled {
			sampledNew++
		}
	}
	if dodgedOld < requests-1 {
		t.Fatalf("the grinding dodged %d of %d draws of the block-hash seed: the attack does not work, the test proves nothing", dodgedOld, requests)
	}
	if got := float64(sampledNew) / requests; got < 0.45 || got > 0.55 {
		t.Fatalf("with the secret, %.3f of the ground results were sampled, want the rate 0.5", got)
	}
	t.Logf("block-hash seed: %d of %d draws dodged; with the secret: %d of %d sampled", dodgedOld, requests, sampledNew, requests)
}

// The secret is the key's and the request's: another key or another request gives
// another one, and the commitment is its keccak-256.
func TestDrawSecret(t *testing.T) {
	a, b := DrawSecret([]byte("k1"), "7"), DrawSecret([]byte("k2"), "7")
	if a == b || a == DrawSecret([]byte("k1"), "8") || a != DrawSecret([]byte("k1"), "7") {
		t.Fatal("the secret is not a function of the key and the request alone")
	}
	if DrawCommit(a) == DrawCommit(b) || DrawCommit(a) == a {
		t.Fatal("commitments collide or reveal the secret")
	}
	s1, _ := SeedWith([32]byte{1}, "7", &a)
	s0, _ := Seed([32]byte{1}, "7")
	if s1 == s0 {
		t.Fatal("the secret does not change the seed")
	}
}
