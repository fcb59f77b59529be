package decisionlog

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/infersched/infersched/scheduler"
)

// Failure is one thing wrong with one round of the log.
type Failure struct {
	Round  uint64
	Check  string // one of the Check constants
	Detail string // what differs
}

func (f Failure) String() string {
	return fmt.Sprintf("round %d: %s: %s", f.Round, f.Check, f.Detail)
}

// The checks a Failure names.
const (
	// Chain (VerifyChain).
	CheckHash     = "hash"      // the hash does not recompute from the record
	CheckPrevHash = "prev_hash" // prev_hash is not the previous record's hash
	CheckRound    = "round"     // the round does not follow the previous one by 1
	// Replay.
	CheckConfig = "config" // the config does not match config_hash, decode or validate
	CheckInputs = "inputs" // a request is unresolved or does not match its content hash, or the inputs are invalid
	CheckReplay = "replay" // Plan on the inputs gives another decision
	CheckDecode = "decode" // a line of the log does not decode (VerifyLog)
	CheckAnchor = "anchor" // an anchored span's root does not recompute from its records
	// Policy (CheckPolicy, CheckAcrossRounds).
	CheckPartition    = "policy.partition"     // a request not in exactly one of assigned/skipped/expired
	CheckSlots        = "policy.slots"         // a worker over max_jobs
	CheckMemory       = "policy.memory"        // a worker over its free memory
	CheckWorker       = "policy.worker"        // an assignment to an unknown worker, or one not serving the model
	CheckExpired      = "policy.expired"       // an expired request assigned
	CheckDoubleAssign = "policy.double_assign" // a request assigned or pending again while an earlier assignment is live
	CheckProof        = "policy.proof"         // an assignment to a worker without a heartbeat proof that recovers its address (VersionProofs)
	CheckVersion      = "version"              // a record of a lower version than an earlier one
)

// VerifyChain checks that every hash recomputes, that each prev_hash is the previous
// record's hash and that rounds increase by exactly 1. The first record's prev_hash is
// not checked (its predecessor is not in records); include the record before a span to
// check the link into it.
func VerifyChain(records []Record) []Failure {
	var fs []Failure
	for i := range records {
		rec := &records[i]
		if f, ok := checkHash(rec, nil); !ok {
			fs = append(fs, f)
		}
		if i > 0 {
			fs = append(fs, checkLink(rec, records[i-1].Round, records[i-1].Hash)...)
		}
	}
	return fs
}

func checkHash(rec *Record, sc *scratch) (Failure, bool) {
	b, err := appendHashed(sc.get(hashedSizeHint(rec)), rec)
	var h string
	if err == nil {
		h = sha256Hex(b)
	} else {
		err = fmt.Errorf("%w: round %d: %w", ErrInvalidRecord, rec.Round, err)
	}
	sc.put(b)
	if err != nil {
		return Failure{rec.Round, CheckHash, err.Error()}, false
	}
	if h != rec.Hash {
		return Failure{rec.Round, CheckHash, fmt.Sprintf("recorded %q, recomputed %q", rec.Hash, h)}, false
	}
	return Failure{}, true
}

func checkLink(rec *Record, prevRound uint64, prevHash string) []Failure {
	var fs []Failure
	if rec.Round != prevRound+1 {
		fs = append(fs, Failure{rec.Round, CheckRound, fmt.Sprintf("follows round %d", prevRound)})
	}
	if rec.PrevHash != prevHash {
		fs = append(fs, Failure{rec.Round, CheckPrevHash, fmt.Sprintf("prev_hash %q, but the previous record (round %d) has hash %q", rec.PrevHash, prevRound, prevHash)})
	}
	return fs
}

// Replay re-runs scheduler.Plan on the record's inputs with its recorded config and
// compares the result (stats.plan_ms zeroed) with the recorded decision: equal means
// equal canonical bytes. Requests that are not inline are fetched with resolve (nil: all must be
// inline); every request is checked against its content hash. rec is not modified. Safe
// for concurrent use on different records.
func Replay(rec *Record, resolve ResolveFunc) []Failure {
	return replay(rec, resolve, nil, nil)
}

// replay is Replay with the content hashes of the requests that the stored line
// carried inline already computed (nil: compute them all).
func replay(rec *Record, resolve ResolveFunc, pre *lineHashes, sc *scratch) []Failure {
	got, fs := replayDecision(rec, resolve, pre, sc)
	if fs != nil {
		return fs
	}
	return compareDecision(rec, got)
}

// replayDecision is the decision Plan gives on rec's inputs and config (stats.plan_ms
// 0), or why there is none: the config or the inputs fail.
func replayDecision(rec *Record, resolve ResolveFunc, pre *lineHashes, sc *scratch) (*scheduler.Decision, []Failure) {
	cfg, err := sc.effectiveConfig(rec)
	if err != nil {
		return nil, []Failure{{rec.Round, CheckConfig, err.Error()}}
	}
	reqs, err := requestsOfHashed(rec.Inputs.Requests, resolve, pre)
	if err != nil {
		return nil, []Failure{{rec.Round, CheckInputs, err.Error()}}
	}
	s := rec.Inputs.snapshot(reqs)
	if err := s.Validate(); err != nil {
		return nil, []Failure{{rec.Round, CheckInputs, err.Error()}}
	}
	got := scheduler.Plan(s, cfg)
	got.Stats.PlanMS = 0
	return &got, nil
}

// compareDecision is the replay check of got against rec's decision.
func compareDecision(rec *Record, got *scheduler.Decision) []Failure {
	// sameDecision is equality of the canonical bytes, without writing them.
	if sameDecision(got, &rec.Decision) {
		return nil
	}
	return []Failure{{rec.Round, CheckReplay, diffDecision(&rec.Decision, got)}}
}

// diffDecision names the first place where the recorded and replayed decisions differ.
func diffDecision(rec, got *scheduler.Decision) string {
	show := func(v any) string {
		b, err := canonical(v)
		if err != nil {
			return fmt.Sprintf("%v", v)
		}
		return string(b)
	}
	if d := firstDiff("assigned", rec.Assigned, got.Assigned, show); d != "" {
		return d
	}
	if d := firstDiff("skipped", rec.Skipped, got.Skipped, show); d != "" {
		return d
	}
	if d := firstDiff("expired", rec.Expired, got.Expired, show); d != "" {
		return d
	}
	if rs, gs := show(rec.Stats), show(got.Stats); rs != gs {
		return fmt.Sprintf("stats: recorded %s, replayed %s", rs, gs)
	}
	r, g := show(rec), show(got)
	if len(r) > 300 || len(g) > 300 {
		r, g = r[:min(len(r), 300)]+"…", g[:min(len(g), 300)]+"…"
	}
	return fmt.Sprintf("recorded %s, replayed %s", r, g)
}

func firstDiff[T any](name string, rec, got []T, show func(any) string) string {
	for i := range min(len(rec), len(got)) {
		if r, g := show(rec[i]), show(got[i]); r != g {
			return fmt.Sprintf("%s[%d]: recorded %s, replayed %s", name, i, r, g)
		}
	}
	if len(rec) != len(got) {
		return fmt.Sprintf("%s: recorded %d entries, replayed %d", name, len(rec), len(got))
	}
	return ""
}

// CheckPolicy checks what needs no replay: every input request is in exactly one of
// assigned, skipped and expired (and nothing else is); every assignment goes to a known
// worker serving the request's model; no worker ends the round over max_jobs (active
// jobs plus assignments) or over its free memory; no request is assigned at or after its
// deadline; from VersionProofs on, every assigned worker carries a heartbeat proof that
// recovers its address (CheckProof). Memory, model and deadline need the requests' content: a request that is
// only referenced is reported under CheckInputs (call Resolve first).
func CheckPolicy(rec *Record) []Failure { return checkPolicy(rec, nil) }

// checkPolicy is CheckPolicy, remembering the proofs it checked in proven (nil: none).
func checkPolicy(rec *Record, proven *provenSet) []Failure {
	var fs []Failure
	fail := func(check, format string, args ...any) {
		fs = append(fs, Failure{rec.Round, check, fmt.Sprintf(format, args...)})
	}
	// slot is each input ID's index among the inputs (the last, when it is there
	// twice); where, by that index, says in which of the decision's lists it is.
	slot := make(map[string]int, len(rec.Inputs.Requests))
	for i := range rec.Inputs.Requests {
		ref := &rec.Inputs.Requests[i]
		if _, dup := slot[ref.ID]; dup {
			fail(CheckPartition, "request %q is twice among the inputs", ref.ID)
		}
		slot[ref.ID] = i
	}
	content := func(id string) (*scheduler.Request, bool) {
		i, ok := slot[id]
		if !ok {
			return nil, false
		}
		return rec.Inputs.Requests[i].Content, true
	}

	where := make([]string, len(rec.Inputs.Requests))
	place := func(id, in string) {
		i, ok := slot[id]
		if !ok {
			fail(CheckPartition, "request %q is %s but not among the inputs", id, in)
			return
		}
		if prev := where[i]; prev != "" {
			fail(CheckPartition, "request %q is both %s and %s", id, prev, in)
			return
		}
		where[i] = in
	}
	for _, a := range rec.Decision.Assigned {
		place(a.RequestID, "assigned")
	}
	for _, s := range rec.Decision.Skipped {
		place(s.RequestID, "skipped")
	}
	for _, id := range rec.Decision.Expired {
		place(id, "expired")
	}
	for i := range rec.Inputs.Requests {
		if id := rec.Inputs.Requests[i].ID; where[slot[id]] == "" {
			fail(CheckPartition, "request %q is in none of assigned, skipped and expired", id)
		}
	}

	workers := make(map[string]int, len(rec.Inputs.Workers))
	for i := range rec.Inputs.Workers {
		workers[rec.Inputs.Workers[i].ID] = i
	}
	jobs := make([]int, len(rec.Inputs.Workers))
	mem := make([]int64, len(rec.Inputs.Workers))
	unresolved := 0
	for _, a := range rec.Decision.Assigned {
		w, ok := workers[a.WorkerID]
		if !ok {
			fail(CheckWorker, "request %q is assigned to unknown worker %q", a.RequestID, a.WorkerID)
			continue
		}
		jobs[w]++
		r, known := content(a.RequestID)
		if r == nil {
			if known {
				unresolved++
			}
			continue
		}
		mem[w] += r.RequiredMemoryMB
		if !serves(&rec.Inputs.Workers[w], r.ModelID) {
			fail(CheckWorker, "request %q (model %q) is assigned to worker %q, which does not serve it", a.RequestID, r.ModelID, a.WorkerID)
		}
		if r.DeadlineMS <= rec.Inputs.NowMS {
			fail(CheckExpired, "request %q is assigned with deadline_ms %d at now_ms %d", a.RequestID, r.DeadlineMS, rec.Inputs.NowMS)
		}
	}
	if unresolved > 0 {
		fail(CheckInputs, "%d assigned requests are referenced only; memory, model and deadline not checked for them", unresolved)
	}
	for i := range rec.Inputs.Workers {
		wk := &rec.Inputs.Workers[i]
		if jobs[i] > 0 && wk.ActiveJobs+jobs[i] > wk.MaxJobs {
			fail(CheckSlots, "worker %q has %d active + %d assigned jobs, max_jobs %d", wk.ID, wk.ActiveJobs, jobs[i], wk.MaxJobs)
		}
		if mem[i] > wk.FreeMemoryMB {
			fail(CheckMemory, "worker %q is assigned %d MB with %d MB free", wk.ID, mem[i], wk.FreeMemoryMB)
		}
	}
	checkProofs(rec, workers, proven, fail)
	return fs
}

func serves(w *scheduler.Worker, model string) bool {
	for _, m := range w.Models {
		if m == model {
			return true
		}
	}
	return false
}

// CheckAcrossRounds checks, over consecutive records, that no request is assigned twice
// while an earlier assignment is live. An assignment is live from its round until a
// later record lists the request in inputs.released; a request that completes never
// comes back, so it stays live. A request that shows up among a later round's inputs
// (pending again, assigned or not) while its assignment is live is a failure.
//
// Limitation: the log knows of a release only through inputs.released. A daemon that
// re-queues a timed-out assignment without listing it there produces a log in which
// that legitimate reassignment is reported (fail closed). Completions are not recorded
// either, so memory grows with the assigned requests of the span, less those whose
// deadline has passed (which can no longer be assigned, see CheckExpired).
func CheckAcrossRounds(records []Record) []Failure {
	var a across
	var fs []Failure
	for i := range records {
		fs = append(fs, a.check(&records[i], assignedDeadlines(&records[i]))...)
	}
	return fs
}

// across is the state of CheckAcrossRounds: the live assignments.
type across struct {
	live   map[string]liveAssignment
	rounds int
}

type liveAssignment struct {
	round      uint64
	worker     string
	deadlineMS int64 // 0 when the request's content was not known
}

// check takes the deadline of each assigned request (assignedDeadlines).
// assignedWorker is the worker rec assigns request id to (the last, if several), for a
// failure's message.
func assignedWorker(rec *Record, id string) (string, bool) {
	w, ok := "", false
	for _, as := range rec.Decision.Assigned {
		if as.RequestID == id {
			w, ok = as.WorkerID, true
		}
	}
	return w, ok
}

func (a *across) check(rec *Record, deadlines []int64) []Failure {
	if a.live == nil {
		a.live = make(map[string]liveAssignment)
	}
	var fs []Failure
	for _, id := range rec.Inputs.Released {
		delete(a.live, id)
	}
	for i := range rec.Inputs.Requests {
		id := rec.Inputs.Requests[i].ID
		l, ok := a.live[id]
		if !ok {
			continue
		}
		if w, again := assignedWorker(rec, id); again {
			fs = append(fs, Failure{rec.Round, CheckDoubleAssign, fmt.Sprintf("request %q is assigned to worker %q while its round %d assignment to worker %q is live (never released)", id, w, l.round, l.worker)})
		} else {
			fs = append(fs, Failure{rec.Round, CheckDoubleAssign, fmt.Sprintf("request %q is pending again while its round %d assignment to worker %q is live (never released)", id, l.round, l.worker)})
		}
	}
	// The IDs are copied: a VerifyLog record's strings are cut from its line, which a
	// key would keep alive (half a megabyte a round) as long as the assignment is.
	for i, as := range rec.Decision.Assigned {
		a.live[strings.Clone(as.RequestID)] = liveAssignment{round: rec.Round, worker: strings.Clone(as.WorkerID), deadlineMS: deadlines[i]}
	}
	a.rounds++
	if a.rounds%1024 == 0 {
		for id, l := range a.live {
			if l.deadlineMS > 0 && l.deadlineMS < rec.Inputs.NowMS {
				delete(a.live, id)
			}
		}
	}
	return fs
}

// Verifier runs every check over a log read in order, one record at a time, keeping
// only what the next record needs: the chain link and the live assignments.
type Verifier struct {
	resolve ResolveFunc
	// chains is each shard's chain state; prev, verified, first and
	// maxVersion are the chain of the record being checked, swapped in by inOrder.
	chains   map[int]*chainState
	prev     *link
	across   across
	anchors  map[shardAnchor][][32]byte
	verified int
	first    uint64 // round of the first record checked
	// maxVersion is the highest record version seen (checkVersion).
	maxVersion int
	deltas     deltaChains
	sc         scratch
	vtrack     verifyTrack
	shardCheck
}

type link struct {
	round uint64
	hash  string
}

// NewVerifier returns a Verifier that fetches referenced requests with resolve (nil:
// records must carry their requests inline).
func NewVerifier(resolve ResolveFunc) *Verifier {
	return &Verifier{resolve: resolve, anchors: make(map[shardAnchor][][32]byte), chains: map[int]*chainState{}, sc: scratch{proven: &provenSet{}}}
}

// Check verifies the next record: its hash and link to the previous one, its replay,
// its policy, the assignments across rounds, and, when it closes an anchored span, the
// span's Merkle root. A span cut by the start or the end of the input is not checked.
//
// A delta record (delta.go) is replayed on the workers reconstructed from the records
// before it; one before any keyframe of its chain is chained but not replayed
// (BeforeKeyframe).
func (v *Verifier) Check(rec *Record) []Failure {
	full, replay, fs := v.deltas.next(rec)
	resolved, more := checkOne(rec, full, replay, v.resolve, &v.sc, nil)
	fs = append(fs, more...)
	return append(tagShard(fs, rec.Shard), v.inOrder(rec, resolved)...)
}

// BeforeKeyframe is how many delta records were not replayed because no keyframe of
// their chain came before them in what was checked (a log read from the middle; a
// chain's first record, prev_hash ZeroHash, must be a keyframe, so a log read from its
// start has none).
func (v *Verifier) BeforeKeyframe() int { return v.deltas.beforeKeyframe }

// checkOne runs the checks that need nothing but the record: its hash, its requests'
// contents, the replay and the policy. It returns the record with its requests inline
// (rec itself when they already were or could not be resolved).
//
// pre, when not nil, holds the record hash and content hashes computed from the
// canonical line rec was decoded from (VerifyLog), which are what checkHash and the
// content checks would compute by encoding rec again.
//
// full is rec with its workers reconstructed (rec itself when it is a full record), on
// which the replay and the policy run; with replayed false only the hash is checked.
func checkOne(rec, full *Record, replayed bool, resolve ResolveFunc, sc *scratch, pre *lineHashes) (*Record, []Failure) {
	resolved := full
	var unresolved error
	if replayed && !allInline(full.Inputs.Requests) {
		if refs, err := resolveRefs(full.Inputs.Requests, resolve); err != nil {
			unresolved = err
		} else {
			c := *full
			c.Inputs.Requests = refs
			resolved = &c
		}
	}
	var got *scheduler.Decision
	var replayFs []Failure
	if replayed && unresolved == nil {
		got, replayFs = replayDecision(resolved, nil, pre, sc)
	}
	var fs []Failure
	matched := false
	if pre != nil && pre.decision != nil {
		var ok bool
		if matched, ok = settleDecision(rec, full, resolved, got, pre, sc); !ok {
			return rec, append(fs, Failure{rec.Round, CheckDecode, "decision: not a decision the strict decoder reads"})
		}
	}
	if pre != nil && !pre.reencode {
		if pre.hash != rec.Hash {
			fs = append(fs, Failure{rec.Round, CheckHash, fmt.Sprintf("recorded %q, recomputed %q", rec.Hash, pre.hash)})
		}
	} else if f, ok := checkHash(rec, sc); !ok {
		fs = append(fs, f)
	}
	if !replayed {
		return rec, fs
	}
	if unresolved != nil {
		return rec, append(fs, Failure{rec.Round, CheckInputs, unresolved.Error()})
	}
	switch {
	case replayFs != nil:
		fs = append(fs, replayFs...)
	case !matched:
		fs = append(fs, compareDecision(resolved, got)...)
	}
	var proven *provenSet
	if sc != nil {
		proven = sc.proven
	}
	fs = append(fs, checkPolicy(resolved, proven)...)
	return resolved, fs
}

// settleDecision reads the decision that the line left unread (pre.decision) into
// rec, full and resolved (the same record, or copies of it that checkOne made before).
// When got, the replayed decision, writes exactly the line's decision bytes, the line
// is canonical and got is the decision, with nothing to read (matched: the replay
// check passed). Otherwise the bytes are read as the fast parser reads them; if a
// float is not in its canonical form they are read as the strict decoder would, and
// the record is then hashed by encoding it again (pre.reencode), as the strict path
// hashes any line the fast parser refuses: the failures are those of decoding the
// whole line at once. ok false says that the bytes are no decision at all, which
// skimDecision, having let them pass, rules out.
func settleDecision(rec, full, resolved *Record, got *scheduler.Decision, pre *lineHashes, sc *scratch) (matched, ok bool) {
	raw := pre.decision
	pre.decision = nil
	var d scheduler.Decision
	if got != nil {
		b, err := appendDecision(sc.get(len(raw)), got)
		matched = err == nil && bytes.Equal(b, raw)
		sc.put(b)
	}
	switch {
	case matched:
		d = *got
		for i := range d.Skipped {
			d.Skipped[i].ETAMS = 0 // not written, so not read either
		}
	case parseDecision(raw, &d, floatCanonical):
	case parseDecision(raw, &d, floatValue):
		pre.reencode = true
	default:
		return false, false
	}
	rec.Decision, full.Decision, resolved.Decision = d, d, d
	return matched, true
}

// inOrder runs the checks that need the records before rec: the link, the assignments
// across rounds and the anchored spans.
func (v *Verifier) inOrder(rec, resolved *Record) []Failure {
	return v.inOrderWith(rec, resolved, assignedDeadlines(resolved))
}

// inOrderWith is inOrder with resolved's assignedDeadlines, computed beforehand.
func (v *Verifier) inOrderWith(rec, resolved *Record, deadlines []int64) []Failure {
	defer v.useChain(rec.Shard)()
	fs := v.checkShard(resolved, deadlines)
	if v.prev != nil {
		fs = append(fs, checkLink(rec, v.prev.round, v.prev.hash)...)
	}
	v.prev = &link{rec.Round, rec.Hash}
	fs = append(fs, v.checkVersion(rec)...)
	if v.verified == 0 {
		v.first = rec.Round
	}
	fs = append(fs, v.across.check(resolved, deadlines)...)
	fs = append(fs, v.anchor(rec)...)
	fs = append(fs, v.checkVerification(rec, resolved)...)
	v.verified++
	return tagShard(fs, rec.Shard)
}

func (v *Verifier) anchor(rec *Record) []Failure {
	if rec.Anchor == nil {
		return nil
	}
	an := shardAnchor{rec.Shard, *rec.Anchor}
	if an.FromRound > an.ToRound || rec.Round < an.FromRound || rec.Round > an.ToRound {
		return []Failure{{rec.Round, CheckAnchor, fmt.Sprintf("anchor span %d..%d does not contain the record", an.FromRound, an.ToRound)}}
	}
	leaf, err := Leaf(rec)
	if err != nil {
		delete(v.anchors, an)
		return []Failure{{rec.Round, CheckAnchor, err.Error()}}
	}
	if rec.Round == an.FromRound {
		v.anchors[an] = nil
	} else if v.verified == 0 || an.FromRound < v.first {
		return nil // the span began before the first record checked: it cannot be recomputed
	}
	leaves, ok := v.anchors[an]
	if !ok || uint64(len(leaves)) != rec.Round-an.FromRound {
		delete(v.anchors, an)
		return []Failure{{rec.Round, CheckAnchor, fmt.Sprintf("anchored span %d..%d: records before this one are missing or carry another anchor", an.FromRound, an.ToRound)}}
	}
	leaves = append(leaves, leaf)
	if rec.Round < an.ToRound {
		v.anchors[an] = leaves
		return nil
	}
	delete(v.anchors, an)
	if got := fmt.Sprintf("0x%x", Root(leaves)); got != an.Root {
		return []Failure{{rec.Round, CheckAnchor, fmt.Sprintf("anchored span %d..%d: root %s, recomputed %s", an.FromRound, an.ToRound, an.Root, got)}}
	}
	return nil
}

func allInline(refs []RequestRef) bool {
	for i := range refs {
		if refs[i].Content == nil {
			return false
		}
	}
	return true
}
