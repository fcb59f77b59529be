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
// dispute) and has memoryMB free. The order is keccak256(seed || lower-case id)
// ascending: neither the worker checked nor the scheduler picks who verifies (the
// scheduler can only leave a candidate out, which the record shows), and an auditor
// recomputes the order from the record.
func Verifiers(workers []scheduler.Worker, model, task string, memoryMB int64, seed [32]byte, skip func(id string) bool) []string {
	var cs []Candidate
	for i := range workers {
		w := &workers[i]
		if skip(w.ID) || !w.Serves(model, task) || w.StakeWei.Sign() <= 0 || w.FreeMemoryMB < memoryMB {
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

// Outcome is what the hashes of a sampled result say.
type Outcome string

// The outcomes of a sampled result, as ResultVerifier decides them.
const (
	// Pending: no verifier's hash yet, or a dispute waits for its tie-break.
	Pending Outcome = "pending"
	// Agreed: the first verifier computed the submitted hash (attest).
	Agreed Outcome = "agreed"
	// WorkerLost: the tie-break verifier agrees with the challenger: the worker is
	// slashed and the requester refunded from the slash.
	WorkerLost Outcome = "worker_lost"
	// ChallengerLost: the tie-break verifier agrees with the worker: the false
	// challenger is slashed.
	ChallengerLost Outcome = "challenger_lost"
	// NoMajority: three different hashes; the dispute expires and nobody is slashed
	// (the model was not comparable after all, which the operator must look into).
	NoMajority Outcome = "no_majority"
)

// Decide is the 2-of-3 rule over the submitted hash, the first verifier's and the
// tie-break verifier's (zero when not yet known). Nobody is slashed on one contrary
// hash: a slash needs two staked verifiers, neither the worker, to agree.
func Decide(submitted, first, tieBreak [32]byte) Outcome {
	var zero [32]byte
	switch {
	case first == zero:
		return Pending
	case first == submitted:
		return Agreed
	case tieBreak == zero:
		return Pending
	case tieBreak == submitted:
		return ChallengerLost
	case tieBreak == first:
		return WorkerLost
	}
	return NoMajority
}
