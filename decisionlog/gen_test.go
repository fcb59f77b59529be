package decisionlog

import (
	"encoding/hex"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/scheduler"
)

// benchSnapshot is scheduler's benchmark generator (scheduler/bench_test.go), copied: a
// round of nReq pending requests and nWork live workers across 20 models.
func benchSnapshot(nReq, nWork int) *scheduler.Snapshot {
	rng := rand.New(rand.NewPCG(uint64(nReq), uint64(nWork)))
	const now = int64(1_700_000_000_000)
	models := benchModels()
	s := &scheduler.Snapshot{NowMS: now, GasPriceGwei: 25}
	s.Requests = make([]scheduler.Request, nReq)
	for i := range s.Requests {
		s.Requests[i] = newRequest(rng, models, fmt.Sprintf("%d", 1_000_000+i), now)
	}
	s.Workers = newWorkers(rng, models, nWork, now)
	return s
}

func benchModels() []string {
	models := make([]string, 20)
	for i := range models {
		models[i] = fmt.Sprintf("model-%02d", i)
	}
	models[0], models[1], models[2] = "llama-7b", "llama-70b", "gpt-2"
	return models
}

func newRequest(rng *rand.Rand, models []string, id string, now int64) scheduler.Request {
	return scheduler.Request{
		ID:               id,
		User:             fmt.Sprintf("0x%040x", rng.IntN(1000)),
		ModelID:          models[rng.IntN(len(models))],
		MaxTokens:        512,
		PriorityFeeWei:   scheduler.WeiFromBig(new(big.Int).Mul(big.NewInt(rng.Int64N(1000)+1), big.NewInt(1e14))),
		SubmittedAtMS:    now - rng.Int64N(120_000),
		DeadlineMS:       now + 5_000 + rng.Int64N(300_000),
		RequiredMemoryMB: int64(1000 * (1 + rng.IntN(16))),
		Batchable:        rng.IntN(2) == 0,
	}
}

func newWorkers(rng *rand.Rand, models []string, n int, now int64) []scheduler.Worker {
	ws := make([]scheduler.Worker, n)
	for i := range ws {
		k := 1 + rng.IntN(3)
		ms := make([]string, 0, k)
		for len(ms) < k {
			ms = append(ms, models[rng.IntN(len(models))])
		}
		maxJobs := 4 + rng.IntN(13)
		id, hash, sig := testProof(i, now)
		ws[i] = scheduler.Worker{
			ID:              id,
			HeartbeatHash:   hash,
			HeartbeatSig:    sig,
			Models:          ms,
			FreeMemoryMB:    int64(16000 + 1000*rng.IntN(64)),
			ActiveJobs:      rng.IntN(maxJobs),
			MaxJobs:         maxJobs,
			AvgLatencyMS:    float64(100 + rng.IntN(3000)),
			StakeWei:        scheduler.NewWei(1e18),
			CompletionRate:  0.9 + rng.Float64()/10,
			CompletedJobs:   int64(rng.IntN(100)),
			LastHeartbeatMS: now - rng.Int64N(20_000),
		}
	}
	return ws
}

// testProof is worker i's address and a heartbeat proof of it (VersionProofs): key
// i+1 signs a digest of i and now, as a worker signs its heartbeat's digest.
func testProof(i int, now int64) (id, hash, sig string) {
	key, err := crypto.ToECDSA(common.LeftPadBytes(big.NewInt(int64(i)+1).Bytes(), 32))
	if err != nil {
		panic(err)
	}
	digest := crypto.Keccak256(fmt.Appendf(nil, "heartbeat %d %d", i, now))
	raw, err := crypto.Sign(digest, key)
	if err != nil {
		panic(err)
	}
	raw[crypto.RecoveryIDOffset] += 27
	return strings.ToLower(crypto.PubkeyToAddress(key.PublicKey).Hex()), "0x" + hex.EncodeToString(digest), "0x" + hex.EncodeToString(raw)
}

// stream is the request stream of a simulated log: every request ever seen, by id.
type stream map[string]scheduler.Request

func (s stream) resolve(id string) (scheduler.Request, error) {
	r, ok := s[id]
	if !ok {
		return scheduler.Request{}, fmt.Errorf("request %q not in the stream", id)
	}
	return r, nil
}

// simulate runs a daemon-like loop for rounds rounds: each round newPerRound requests
// arrive, Plan decides over the pending ones with nWork workers, assigned and expired
// requests leave the queue, and now and then an assignment times out and is released
// back into the queue (listed in the next record's inputs.released). Records reference
// their requests; the stream resolves them.
func simulate(t testing.TB, rounds, newPerRound, nWork int, seed uint64) ([]Record, stream) {
	return simulateChain(t, rounds, newPerRound, nWork, seed, chainSpec{idBase: 5_000_000, models: benchModels()[:6]})
}

// chainSpec is the chain simulateChain writes: its shard, the first request id and
// the models of its requests and workers.
type chainSpec struct {
	shard  int
	idBase int
	models []string
}

// simulateChain is simulate on the chain of spec.shard.
func simulateChain(t testing.TB, rounds, newPerRound, nWork int, seed uint64, spec chainSpec) ([]Record, stream) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed+1))
	models := spec.models
	cfg := scheduler.DefaultConfig()
	now := int64(1_700_000_000_000)
	st := stream{}
	var pending []scheduler.Request
	var released []string
	var recs []Record
	next := 0
	for round := uint64(1); round <= uint64(rounds); round++ {
		now += 1000
		for range newPerRound {
			r := newRequest(rng, models, fmt.Sprintf("%d", spec.idBase+next), now)
			r.DeadlineMS = now + 2_000 + rng.Int64N(20_000) // some expire while queued
			next++
			st[r.ID] = r
			pending = append(pending, r)
		}
		s := &scheduler.Snapshot{
			NowMS:        now,
			GasPriceGwei: float64(10 + rng.IntN(40)),
			Requests:     slices.Clone(pending),
			Workers:      newWorkers(rng, models, nWork, now),
			DrainRateTPS: map[string]float64{models[0]: 2.5},
		}
		if err := s.Validate(); err != nil {
			t.Fatalf("round %d: generated snapshot: %v", round, err)
		}
		d := scheduler.Plan(s, cfg)
		d.Stats.PlanMS = 1.25 // the caller's timing; the record drops it
		rec, err := NewRecord(round, now+3, s, cfg, d, false)
		if err != nil {
			t.Fatal(err)
		}
		rec.Inputs.Released = released
		rec.Shard = spec.shard
		released = nil
		var prev *Record
		if len(recs) > 0 {
			prev = &recs[len(recs)-1]
		}
		if err := Append(rec, prev); err != nil {
			t.Fatal(err)
		}
		recs = append(recs, *rec)

		gone := map[string]bool{}
		for _, a := range d.Assigned {
			gone[a.RequestID] = true
		}
		for _, id := range d.Expired {
			gone[id] = true
		}
		// One assignment in four rounds times out and comes back next round.
		if len(d.Assigned) > 0 && round%4 == 0 {
			id := d.Assigned[0].RequestID
			delete(gone, id)
			released = append(released, id)
		}
		pending = slices.DeleteFunc(pending, func(r scheduler.Request) bool { return gone[r.ID] })
	}
	return recs, st
}
