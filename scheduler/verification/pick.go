package verification

import (
	"bytes"
	"slices"
	"strings"

	"golang.org/x/crypto/sha3"

	"github.com/infersched/infersched/scheduler"
)

// Candidate is a worker that may verify a result.
type Candidate struct {
	ID   string
	rank [32]byte
}

// Verifiers lists, best first, the workers that may re-execute a result of model and
// task (the request's; "" for a plain prompt) whose seed is seed: each serves the model
// for the task (scheduler.Worker.Serves), has stake, is not one of skip (the
// worker checked, earlier verifiers of the same result, workers out for a lost
// dispute), has memoryMB free and, when class is not empty, advertises class for the
// model (scheduler.Worker.Determinism: the class of the worker checked, for a class
// model). The order is keccak256(seed || lower-case id) ascending: neither the worker
// checked nor the scheduler picks who verifies (the scheduler can only leave a
// candidate out, which the record shows), and an auditor recomputes the order from
// the record.
func Verifiers(workers []scheduler.Worker, model, task, class string, memoryMB int64, seed [32]byte, skip func(id string) bool) []string {
	var cs []Candidate
	for i := range workers {
		w := &workers[i]
		if skip(w.ID) || !w.Serves(model, task) || w.StakeWei.Sign() <= 0 || w.FreeMemoryMB < memoryMB ||
			(class != "" && w.ClassOf(model) != class) {
			continue
		}
		cs = append(cs, Candidate{ID: w.ID, rank: Rank(seed, w.ID)})
	}
	slices.SortFunc(cs, func(a, b Candidate) int {
		if c := bytes.Compare(a.rank[:], b.rank[:]); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	ids := make([]string, len(cs))
	for i, c := range cs {
		ids[i] = c.ID
	}
	return ids
}

// Rank is keccak256(seed || lower-case id), a candidate's place in the verifier order.
func Rank(seed [32]byte, id string) [32]byte {
	h := sha3.NewLegacyKeccak256()
	h.Write(seed[:])
	h.Write([]byte(strings.ToLower(id)))
	var out [32]byte
	h.Sum(out[:0])
	return out
}

// Outcome is what the verdicts on a sampled result say.
type Outcome string

// The outcomes of a sampled result, as ResultVerifier decides them.
const (
	// Pending: no verdict yet, or a dispute waits for its tie-break.
	Pending Outcome = "pending"
	// Agreed: the first verifier passed the result (attest).
	Agreed Outcome = "agreed"
	// WorkerLost: the tie-break verifier failed the result too: the worker is slashed
	// and the requester refunded from the slash.
	WorkerLost Outcome = "worker_lost"
	// ChallengerLost: the tie-break verifier passed the result: the false challenger is
	// slashed.
	ChallengerLost Outcome = "challenger_lost"
	// NoMajority: the dispute expired without a tie-break verdict; nobody is slashed.
	NoMajority Outcome = "no_majority"
)

// Verdict is one verifier's judgement of a result.
type Verdict int8

// The verdicts.
const (
	Unknown Verdict = iota // not given yet
	Pass
	Fail
)

// Decide is the 2-of-3 rule over the worker's claim, the first verifier's verdict and
// the tie-break verifier's. Nobody is slashed on one failing verdict: a slash needs two
// staked verifiers, neither the worker, to fail the result.
func Decide(first, tieBreak Verdict) Outcome {
	switch {
	case first == Unknown:
		return Pending
	case first == Pass:
		return Agreed
	case tieBreak == Unknown:
		return Pending
	case tieBreak == Pass:
		return ChallengerLost
	}
	return WorkerLost
}
