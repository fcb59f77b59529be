package rounds

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// Verification is sampled checking of results, as the engine runs it: every result of a
// comparable model is drawn (verification.Config.Draw); a sampled one becomes a
// verification job, which a round plans after its paid work (on the capacity the plan
// left), books, prices and sends to another staked worker serving the model under a
// Verify voucher of the scheduler key. A job's vouchers are chained in block time: a
// later voucher of the same role opens after the previous one expired, so no two
// verifiers hold a valid voucher of one role at once. The chain's verdicts and dispute
// outcomes come back through VerifyAttested, VerifyDisputed and VerifyResolved; each
// record lists what the round drew, assigned and learnt (RoundRecord.Verification).
type Verification struct {
	Config verification.Config
	Sign   VerifyVoucherFunc
	Sink   VerifySink
	// Keep, when set, keeps the workers' standing across a restart and a takeover
	// (StandingStore); nil: it lives in memory only.
	Keep StandingStore
	// DrawKey, when set, keys each request's draw secret (verification.DrawSecret): its
	// commitment is logged in the round that assigns the request and the secret is
	// revealed in its sample, so that neither the worker nor the result block's builder
	// can tell whether a result will be drawn. It must be the same on every replica and
	// known to nobody else (the daemon derives it from the scheduler's key). Nil: the
	// seed is the block hash's alone (verification.Seed).
	DrawKey []byte
}

// VerifyTerms are what a Verify voucher grants: Verifier may give its verdict on
// Worker's result of Request while NotBefore <= block time <= Expiry (unix seconds):
// the first check's (attest or open a dispute), or with TieBreak the open dispute's
// deciding one (resolve). The voucher binds the role.
type VerifyTerms struct {
	RequestID *big.Int
	Request   scheduler.Request
	Prompt    []byte
	Verifier  string
	Worker    string
	Attempt   int
	TieBreak  bool
	NotBefore uint64
	Expiry    uint64
}

// VerifyVoucherFunc signs the EIP-712 voucher ResultVerifier checks:
// Verify(id, verifier, worker, attempt, role, inputHash, notBefore, expiry).
type VerifyVoucherFunc func(VerifyTerms) (Voucher, error)

// ChainVerdict is a verifier's verdict as ResultVerifier's event recorded it: on
// Worker's result OutputHash (0x hex), the transcript it scored (zero for an
// exact-hash verdict) and its score in parts per million.
type ChainVerdict struct {
	RequestID string
	Worker    string
	Verifier  string
	// Challenger is the verifier that opened the request's dispute, as the chain's
	// check says (empty when unknown): the loser of a dispute the worker won, also
	// after a restart that lost the job.
	Challenger     string
	OutputHash     string
	TranscriptHash string
	Score          uint32
	TxHash         string
}

// VerifySink sends a verification job to its verifier (bus/dispatch implements it on
// the verifier's assignment subject).
type VerifySink interface {
	AssignVerify(ctx context.Context, a VerifyAssignment) error
}

// VerifyAssignment is one verification job as sent.
type VerifyAssignment struct {
	RequestID string
	Round     uint64
	Verifier  string
	Worker    string // whose result is checked
	Attempt   int
	TieBreak  bool
	Request   scheduler.Request
	Prompt    []byte
	// OutputHash is the submitted hash (0x hex); Challenger the verifier that opened
	// the dispute when TieBreak.
	OutputHash string
	Challenger string
	// Thresholds, when set, are the scoring job's (verification.Config.ScoredModels):
	// the verifier re-scores the result's transcript against them; nil: exact hashes.
	Thresholds *verification.Thresholds
	// Embedding, when set, is the cosine job's bound (verification.Config.EmbeddingModels,
	// for an embedding request): the verifier re-embeds the input and compares vectors.
	Embedding                       *verification.EmbeddingBound
	VoucherNotBefore, VoucherExpiry uint64
	VoucherInputHash                [32]byte
	VoucherSignature                []byte
}

// MsgID deduplicates a republished job and not a reassigned one.
func (a VerifyAssignment) MsgID() string {
	return "verify:" + a.RequestID + ":" + big.NewInt(int64(a.Attempt)).String()
}

// verifier is the engine's verification state. Its mutex is taken after the engine's,
// never before.
type verifier struct {
	cfg     verification.Config
	sign    VerifyVoucherFunc
	sink    VerifySink
	log     *zap.Logger
	drawKey []byte

	keepMu   sync.Mutex // one keepStandings at a time; taken before mu
	mu       sync.Mutex
	jobs     map[string]*vjob
	queue    []string // job ids waiting for a verifier, oldest first
	standing map[string]*standing
	keep     StandingStore
	dirty    map[string]bool // standings changed since they were last kept
	// stuck: the shard's last round placed none of its queued jobs, and nothing of
	// the shard was queued since.
	stuck map[int]bool
	// waiting is what waits for a record of each shard's chain: the results to draw
	// and the chain's verification events (verifylog.go).
	waiting map[int]*shardLog
	// results: the shard of every comparable result seen lately, for the chain events
	// about it.
	results  map[string]seenResult
	prunedMS int64
	// pins: per request of a class model a round assigned, its worker's class then
	// (pinClasses, verifyround.go).
	pins map[string]pin
	// strays: the results heard before their request (verifylog.go), by request id;
	// settled: the requests heard settled before their result.
	strays  map[string]stray
	settled map[string]settledReq
}

// vjob is one sampled result until the chain settles it.
type vjob struct {
	req        scheduler.Request
	prompt     []byte
	worker     string
	outputHash string
	seed       [32]byte
	shard      int
	attempts   int
	tried      []string // verifiers assigned so far
	verifier   string   // holding a voucher now ("" queued)
	expiry     uint64   // of the role's latest voucher, unix s (0: none yet)
	challenger string
	class      string // the worker's determinism class, for a class model
}

// standing is a worker's verification history. out: it lost a dispute and is left out
// of every snapshot until its stake rises above the least seen since (it staked
// again); minStake tracks that least.
type standing struct {
	results, sampled, verified, disputes, slashes int
	completed                                     int64
	lost, out                                     bool
	minStake                                      *big.Int
}

func newVerifier(v *Verification, log *zap.Logger) *verifier {
	if v == nil || v.Sign == nil || v.Sink == nil {
		return nil
	}
	return &verifier{cfg: v.Config, sign: v.Sign, sink: v.Sink, log: log, keep: v.Keep, drawKey: v.DrawKey,
		jobs: map[string]*vjob{}, standing: map[string]*standing{}, dirty: map[string]bool{},
		waiting: map[int]*shardLog{}, results: map[string]seenResult{}, stuck: map[int]bool{}, pins: map[string]pin{},
		strays: map[string]stray{}, settled: map[string]settledReq{}}
}

func (v *verifier) of(worker string) *standing {
	worker = addrKey(worker)
	s := v.standing[worker]
	if s == nil {
		s = &standing{}
		v.standing[worker] = s
	}
	return s
}

// commit logs the draw commitments of the requests a round assigned, for the models
// whose results are drawn (none without a draw key).
func (v *verifier) commit(l *verification.Log, assigned []scheduler.Request) {
	if v == nil || v.drawKey == nil {
		return
	}
	for _, r := range assigned {
		if !v.cfg.Verifiability(r.ModelID, r.Task).Sampled() {
			continue
		}
		c := verification.DrawCommit(*v.secret(r.ID))
		l.Commits = append(l.Commits, verification.Commit{RequestID: r.ID, Commit: hexutil.Encode(c[:])})
	}
}

// Sampled reports whether request id's result was sampled by a draw of this replica
// and its check is not settled yet: its status record says sampled.
func (e *Engine) Sampled(id string) bool {
	v := e.ver
	if v == nil {
		return false
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	return v.jobs[id] != nil
}

// Standing is one worker's verification history (what `infersched audit workers`
// prints from the log; the engine's copy routes).
type Standing struct {
	Worker                                        string
	Results, Sampled, Verified, Disputes, Slashes int
	Excluded                                      bool
}

// Standings lists every worker's verification history, by address.
func (e *Engine) Standings() []Standing {
	v := e.ver
	if v == nil {
		return nil
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	out := make([]Standing, 0, len(v.standing))
	for w, s := range v.standing {
		out = append(out, Standing{Worker: w, Results: s.results, Sampled: s.sampled, Verified: s.verified,
			Disputes: s.disputes, Slashes: s.slashes, Excluded: s.out})
	}
	slices.SortFunc(out, func(a, b Standing) int { return strings.Compare(a.Worker, b.Worker) })
	return out
}

// A worker's verification standing (its counts, a lost dispute, being out until it
// stakes again) routes: it sets the worker's sample rate, its route cost and whether
// it is in the snapshot at all. Held in memory only, a restart or a takeover would put
// every worker back at the probation rate and a caught worker back in. So the engine
// keeps it in the status store shared by the replicas (Verification.Keep; the Redis
// registry's standing hash, one field per worker): every change is written after the
// round (or the chain event) that made it, and RestoreBackoffs, which runs at start
// and at every takeover, reads the standings back with the backoffs. What is read
// replaces the engine's view, as for backoffs: the store is newer than this replica's
// memory. Bounded by the workers that ever had a comparable result (the store refuses
// more than 100 000). A write that fails is logged and retried with the next change:
// the standing still holds in memory. The decision log's verification sections hold
// the same history (audit workers rebuilds it from there); the store is the engine's
// fast path, not the evidence.

// StandingStore keeps the workers' verification standing across restarts and
// takeovers; implemented by the Redis registry (package workers).
type StandingStore interface {
	PutStanding(ctx context.Context, s verification.Kept) error
	Standings(ctx context.Context) ([]verification.Kept, error)
}

func addrKey(worker string) string { return strings.ToLower(common.HexToAddress(worker).Hex()) }

// onProbation: fewer completed jobs than scheduler.probation.jobs or probation_results.
func (v *verifier) onProbation(st *standing, probationJobs int64) bool {
	return st.completed < max(probationJobs, v.cfg.ProbationResults)
}

func (s *standing) kept(worker string) verification.Kept {
	k := verification.Kept{Worker: worker, Results: s.results, Sampled: s.sampled, Verified: s.verified,
		Disputes: s.disputes, Slashes: s.slashes, Lost: s.lost, Out: s.out}
	if s.minStake != nil {
		k.MinStakeWei = s.minStake.String()
	}
	return k
}

// restoreStandings replaces the engine's standings with the store's (RestoreBackoffs
// calls it). A worker's completed jobs come from the next snapshot, as always.
func (e *Engine) restoreStandings(ctx context.Context) error {
	v := e.ver
	if v == nil || v.keep == nil {
		return nil
	}
	ks, err := v.keep.Standings(ctx)
	if err != nil {
		return fmt.Errorf("rounds: restore verification standings: %w", err)
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	for w, s := range v.standing {
		if !v.dirty[w] { // a change not yet kept is newer than the store
			*s = standing{completed: s.completed}
		}
	}
	for _, k := range ks {
		w := addrKey(k.Worker)
		if v.dirty[w] {
			continue
		}
		s := v.of(w)
		*s = standing{results: k.Results, sampled: k.Sampled, verified: k.Verified, disputes: k.Disputes,
			slashes: k.Slashes, lost: k.Lost, out: k.Out, completed: s.completed}
		if m, ok := new(big.Int).SetString(k.MinStakeWei, 10); ok && k.MinStakeWei != "" {
			s.minStake = m
		}
	}
	return nil
}
