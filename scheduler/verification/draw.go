package verification

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/big"
	"slices"
	"strings"

	"golang.org/x/crypto/sha3"

	"github.com/infersched/infersched/scheduler"
)

// ErrBadInput wraps a draw input that does not parse (a request id that is not a
// decimal uint256).
var ErrBadInput = errors.New("verification: invalid draw input")

// Standing is what of a worker's history sets its sample rate.
type Standing struct {
	// OnProbation: the worker has completed fewer than scheduler.probation.jobs.
	OnProbation bool
	// LostDispute: it lost a dispute (it can only be scheduled again once it staked
	// again, and then stays at the probation rate).
	LostDispute bool
	// Disputes is how many disputes were ever opened against it.
	Disputes int
	// Verified is how many of its results a verifier agreed with.
	Verified int
}

// Rate is the fraction of a worker's results sampled. The rule ("a clean
// verification history earns a lower sample rate"): probation or a lost dispute →
// probation_sample_rate; clean_after agreeing verifications and no dispute ever opened
// against it → sample_rate × clean_factor; otherwise sample_rate.
func (c Config) Rate(s Standing) float64 {
	switch {
	case s.OnProbation || s.LostDispute:
		return c.ProbationSampleRate
	case c.CleanAfter > 0 && s.Disputes == 0 && s.Verified >= c.CleanAfter:
		return c.SampleRate * c.CleanFactor
	}
	return c.SampleRate
}

// Seed is keccak256(blockHash || uint256(id)): the draw's randomness of records without
// a draw secret (SeedWith). Whoever builds the result's block can grind its hash, and
// with it this seed.
func Seed(blockHash [32]byte, requestID string) ([32]byte, error) {
	return SeedWith(blockHash, requestID, nil)
}

// SeedWith is keccak256(blockHash || uint256(id) || secret), or Seed's bytes when secret
// is nil: the draw's randomness. The secret is the scheduler's for the request
// (DrawSecret), committed to in the decision log when the request is assigned
// (DrawCommit) and revealed in its sample: the worker never sees it before the draw,
// and a block builder grinding the block's hash cannot tell which hash dodges the draw.
func SeedWith(blockHash [32]byte, requestID string, secret *[32]byte) ([32]byte, error) {
	id, ok := new(big.Int).SetString(requestID, 10)
	if !ok || id.Sign() < 0 || id.BitLen() > 256 {
		return [32]byte{}, fmt.Errorf("%w: request id %q is not a decimal uint256", ErrBadInput, requestID)
	}
	var word [32]byte
	id.FillBytes(word[:])
	h := sha3.NewLegacyKeccak256()
	h.Write(blockHash[:])
	h.Write(word[:])
	if secret != nil {
		h.Write(secret[:])
	}
	var out [32]byte
	h.Sum(out[:0])
	return out, nil
}

// DrawSecret is the scheduler's secret for request id's draw: HMAC-SHA256 under key
// (derived from the scheduler's key by the daemon, the same on every replica) of the
// decimal id. Deterministic, so a replica that takes over reveals the secret another
// committed to.
func DrawSecret(key []byte, requestID string) [32]byte {
	m := hmac.New(sha256.New, key)
	m.Write([]byte(requestID))
	var out [32]byte
	m.Sum(out[:0])
	return out
}

// DrawCommit is the commitment to a draw secret the log carries: keccak256(secret).
func DrawCommit(secret [32]byte) [32]byte {
	var out [32]byte
	h := sha3.NewLegacyKeccak256()
	h.Write(secret[:])
	h.Sum(out[:0])
	return out
}

// Below reports uint64(seed[0:8]) < rate × 2^64: true with probability rate over
// uniformly random seeds. A rate of 1 (or more) always holds, 0 (or less) never.
func Below(seed [32]byte, rate float64) bool {
	switch {
	case rate >= 1:
		return true
	case rate <= 0 || math.IsNaN(rate):
		return false
	}
	threshold := uint64(rate * (1 << 64)) // rate < 1, so the product fits
	return binary.BigEndian.Uint64(seed[:8]) < threshold
}

// Draw is the whole draw for one result of model and task: whether it is sampled, and
// the rate it was drawn at. A result Verifiability does not sample is never sampled
// (rate 0).
func (c Config) Draw(model, task string, s Standing, blockHash [32]byte, requestID string, secret *[32]byte) (sampled bool, rate float64, err error) {
	if !c.Verifiability(model, task).Sampled() {
		return false, 0, nil
	}
	seed, err := SeedWith(blockHash, requestID, secret)
	if err != nil {
		return false, 0, err
	}
	rate = c.Rate(s)
	return Below(seed, rate), rate, nil
}

// Verifiability is the one rule of which results are sampled and how they are checked,
// which the draw, the auditor's replay and the quote all read. task is the request's
// ("" for a plain prompt). Images and transcriptions have no transcript to score and
// no reason to be byte-identical across hardware, so only a class model's are sampled.
func (c Config) Verifiability(model, task string) Verifiability {
	_, scored := c.ScoredModels[model]
	_, embedded := c.EmbeddingModels[model]
	switch {
	case c.ClassModel(model):
		return Verifiability{Method: ByClassHashes}
	case task == scheduler.TaskImage || task == scheduler.TaskTranscription:
		return Verifiability{Reason: ReasonNeedsClass}
	case scored:
		return Verifiability{Method: ByScores}
	case embedded && task == scheduler.TaskEmbedding:
		return Verifiability{Method: ByCosine}
	case embedded: // its results of other tasks are compared by exact hashes
		return Verifiability{Method: ByHashes}
	case slices.Contains(c.ComparableModels, model):
		return Verifiability{Method: ByHashes}
	}
	return Verifiability{Reason: ReasonNotConfigured}
}

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
