package decisionlog

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"github.com/infersched/infersched/scheduler"
)

// Worker deltas. A record of VersionDeltas carries its workers in one of two
// forms:
//
//   - a keyframe: inputs.workers is the full list, as in every earlier version;
//   - a delta: inputs.workers is null and inputs.workers_delta says how the full list
//     differs from the one of the record before it in the chain (prev_hash): the
//     workers whose inputs changed or that are new (changed, sorted by ID), the IDs of
//     the workers gone (removed, sorted), and the hash of the full list it makes
//     (setHash of the workers' digests), which the verifier checks its reconstruction against.
//
// The full list of a delta record is the previous record's full list with removed
// dropped and changed put in place of (or beside) the workers of the same ID, in ID
// order. The writer (WorkerDeltas) writes a delta only when the round's workers are in
// strictly increasing ID order, so that the reconstruction is exactly what Plan read;
// otherwise, on the first record of a writer, after a record it did not write itself
// (another replica's, a takeover) and every KeyframeEvery records, it writes a keyframe
// (both the workers and the requests in full, reqdelta.go); when more than half of the
// workers changed it writes them in full (a keyframe when the requests are too). A verifier replays a delta record
// on the reconstructed list, exactly as a full one; a log read from the middle is
// replayed from its first keyframe on (the records before it are chained but not
// replayed: Verifier.BeforeKeyframe counts them).

// VersionDeltas is the record version of keyframes and delta records.
const VersionDeltas = 3

// DefaultKeyframeEvery is how many records at most follow a keyframe before the next.
const DefaultKeyframeEvery = 64

// WorkersDelta is how a delta record's workers differ from the previous record's.
type WorkersDelta struct {
	Changed []scheduler.Worker `json:"changed"`
	Removed []string           `json:"removed"`
	// Hash is the set hash (setHash) of the full list this delta makes.
	Hash string `json:"hash"`
}

// setHash is the hex SHA-256 of the concatenated digests sums: of each worker's
// canonical JSON in list order (workerSums), what a delta record's workers_delta.hash
// commits to; of each request reference's, requests_delta.hash (RequestsSetHash).
// mergeSorted is a delta applied to the full list it follows (worker and request
// deltas alike): base and put in strictly increasing ID order, each element of put
// replacing base's of the same ID or inserted in its place, each ID of removed (sorted,
// all in base) dropped. The digests of base's elements are reused; put's are computed
// with sum, which may use and return a scratch buffer.
func mergeSorted[T any](base []T, baseSums [][32]byte, put []T, removed []string,
	id func(*T) string, sum func(*T, []byte) ([32]byte, []byte, error)) ([]T, [][32]byte, error) {
	n := len(base) + len(put) - len(removed)
	out, sums := make([]T, 0, n), make([][32]byte, 0, n)
	var buf []byte
	i, p, r := 0, 0, 0
	for i < len(base) || p < len(put) {
		switch {
		case p < len(put) && (i == len(base) || id(&put[p]) <= id(&base[i])):
			if i < len(base) && id(&put[p]) == id(&base[i]) {
				i++
			}
			d, b, err := sum(&put[p], buf)
			if err != nil {
				return nil, nil, err
			}
			buf = b
			out, sums = append(out, put[p]), append(sums, d)
			p++
		case r < len(removed) && removed[r] == id(&base[i]):
			r++
			i++
		default:
			out, sums = append(out, base[i]), append(sums, baseSums[i])
			i++
		}
	}
	return out, sums, nil
}

func setHash(sums [][32]byte) string {
	d := sha256.New()
	for i := range sums {
		d.Write(sums[i][:])
	}
	var out [32]byte
	return hex.EncodeToString(d.Sum(out[:0]))
}

func workerSum(w *scheduler.Worker, buf []byte) ([32]byte, []byte, error) {
	var err error
	buf = appendWorker(buf[:0], w, &err)
	if err != nil {
		return [32]byte{}, buf, fmt.Errorf("worker %q: %w", w.ID, err)
	}
	return sha256.Sum256(buf), buf, nil
}

// workerSums is the digest of every worker of ws; a worker equal to old[id]'s entry
// reuses its digest (old may be nil).
func workerSums(ws []scheduler.Worker, old *workerSet, buf []byte) ([][32]byte, error) {
	sums := make([][32]byte, len(ws))
	for i := range ws {
		if old != nil {
			if j, ok := old.find(ws[i].ID); ok && sameWorker(&old.workers[j], &ws[i]) {
				sums[i] = old.sums[j]
				continue
			}
		}
		var err error
		if sums[i], buf, err = workerSum(&ws[i], buf); err != nil {
			return nil, err
		}
	}
	return sums, nil
}

// workerSet is the full worker list of one record, sorted by ID, with each worker's
// digest: the base the next delta applies to. base is that record's hash.
type workerSet struct {
	base    string
	workers []scheduler.Worker
	sums    [][32]byte
}

func (s *workerSet) find(id string) (int, bool) {
	return slices.BinarySearchFunc(s.workers, id, func(w scheduler.Worker, id string) int { return strings.Compare(w.ID, id) })
}

// strictlySorted: ws in strictly increasing ID order (so no ID twice).
func strictlySorted(ws []scheduler.Worker) bool {
	for i := 1; i < len(ws); i++ {
		if ws[i-1].ID >= ws[i].ID {
			return false
		}
	}
	return true
}

// keyframeSet is the set of a keyframe's workers: sorted by ID (a copy when they were
// not), nil when an ID is there twice (no delta can follow it).
// With clone, the set holds copies of the workers (a writer's snapshot may be changed
// after the round).
func keyframeSet(base string, ws []scheduler.Worker, clone bool) (*workerSet, error) {
	if clone {
		c := make([]scheduler.Worker, len(ws))
		for i := range ws {
			c[i] = cloneWorker(&ws[i])
		}
		ws = c
	}
	if !strictlySorted(ws) {
		if !clone {
			ws = slices.Clone(ws)
		}
		slices.SortFunc(ws, func(a, b scheduler.Worker) int { return strings.Compare(a.ID, b.ID) })
		if !strictlySorted(ws) {
			return nil, nil
		}
	}
	sums, err := workerSums(ws, nil, nil)
	if err != nil {
		return nil, err
	}
	return &workerSet{base: base, workers: ws, sums: sums}, nil
}

// errDeltaForm: a delta that does not apply to its base.
var errDeltaForm = errors.New("workers_delta")

// applySummed returns the full list d makes from s, and the set of it (with base unset). It
// checks that changed and removed are sorted, that every removed ID is in s and not
// also changed, and that the list hashes to d.Hash.
//
// applySummed takes the digest of each of d.Changed computed beforehand (nil: computed
// here).
func (s *workerSet) applySummed(d *WorkersDelta, changed [][32]byte) ([]scheduler.Worker, *workerSet, error) {
	if !strictlySorted(d.Changed) {
		return nil, nil, fmt.Errorf("%w: changed is not in strictly increasing ID order", errDeltaForm)
	}
	if !slices.IsSorted(d.Removed) || len(slices.Compact(slices.Clone(d.Removed))) != len(d.Removed) {
		return nil, nil, fmt.Errorf("%w: removed is not in strictly increasing order", errDeltaForm)
	}
	for _, id := range d.Removed {
		if _, ok := s.find(id); !ok {
			return nil, nil, fmt.Errorf("%w: removed worker %q is not in the previous record's workers", errDeltaForm, id)
		}
		if _, ok := slices.BinarySearchFunc(d.Changed, id, func(w scheduler.Worker, id string) int { return strings.Compare(w.ID, id) }); ok {
			return nil, nil, fmt.Errorf("%w: worker %q is both changed and removed", errDeltaForm, id)
		}
	}
	ws, sums, err := mergeSorted(s.workers, s.sums, d.Changed, d.Removed, func(w *scheduler.Worker) string { return w.ID }, presummed(changed, workerSum))
	if err != nil {
		return nil, nil, fmt.Errorf("%w: %w", errDeltaForm, err)
	}
	out := &workerSet{workers: ws, sums: sums}
	if h := setHash(out.sums); h != d.Hash {
		return nil, nil, fmt.Errorf("%w: the reconstructed workers hash to %s, the record says %s", errDeltaForm, h, d.Hash)
	}
	return out.workers, out, nil
}

// WorkerDeltas writes the records of one writer of a chain in delta form (see above),
// their workers and their request references (reqdelta.go).
// Apply turns a full record (NewRecord's) into a keyframe or a delta before it is
// chained; Commit, once the record is stored, makes it the base of the next. A record
// that was not stored (an error, a race with another replica) is not committed, and the
// next record chained after anything but the committed one is a keyframe. Not safe for
// concurrent use.
type WorkerDeltas struct {
	// KeyframeEvery bounds how many records follow a keyframe (DefaultKeyframeEvery
	// when 0; 1 writes keyframes only).
	KeyframeEvery int

	// fullRequests writes every request list in full, as the writer before requests
	// deltas did (the benchmarks' "before").
	fullRequests bool

	set      *workerSet  // the committed record's workers; nil: none
	reqs     *requestSet // the committed record's request references; nil: none
	since    int         // records since the committed record's keyframe
	pending  *workerSet  // what Apply made, for Commit
	pendReqs *requestSet
	pendKey  bool
	// spare is the set the committed one replaced: nothing reads it any more, so the
	// next delta's set is written on its arrays (spareSet) instead of new ones.
	spare *workerSet
}

func (w *WorkerDeltas) every() int {
	if w.KeyframeEvery <= 0 {
		return DefaultKeyframeEvery
	}
	return w.KeyframeEvery
}

// Apply sets rec's version to VersionDeltas and, when rec is chained after the
// committed record (prevHash is its hash) and may be a delta, replaces its workers and
// its request references with their deltas (reqdelta.go). rec.Inputs.Workers and
// rec.Inputs.Requests must be the round's full lists; rec is not yet hashed.
func (w *WorkerDeltas) Apply(rec *Record, prevHash string) error {
	rec.Version = VersionDeltas
	w.pending, w.pendReqs, w.pendKey = nil, nil, true
	if w.set == nil || w.set.base != prevHash || w.since+1 >= w.every() || !strictlySorted(rec.Inputs.Workers) {
		set, err := keyframeSet("", rec.Inputs.Workers, true)
		if err != nil {
			return fmt.Errorf("%w: round %d: %w", ErrInvalidRecord, rec.Round, err)
		}
		w.pending, w.pendReqs = set, fullRequestSet("", rec.Inputs.Requests)
		return nil
	}
	wFull, err := w.applyWorkers(rec)
	if err != nil {
		return err
	}
	rFull := w.applyRequests(rec)
	w.pendKey = wFull && rFull
	return nil
}

// applyWorkers replaces rec's workers with their delta from the committed set, unless
// most of them changed (full true).
func (w *WorkerDeltas) applyWorkers(rec *Record) (full bool, err error) {
	ws := rec.Inputs.Workers
	old := w.set
	d := &WorkersDelta{Changed: []scheduler.Worker{}, Removed: []string{}}
	out := w.spareSet(len(ws))
	var buf []byte
	j := 0
	for i := range ws {
		for ; j < len(old.workers) && old.workers[j].ID < ws[i].ID; j++ {
			d.Removed = append(d.Removed, old.workers[j].ID)
		}
		if j < len(old.workers) && old.workers[j].ID == ws[i].ID {
			if sameWorker(&old.workers[j], &ws[i]) {
				out.workers[i], out.sums[i] = old.workers[j], old.sums[j]
				j++
				continue
			}
			j++
		}
		var err error
		if out.sums[i], buf, err = workerSum(&ws[i], buf); err != nil {
			return false, fmt.Errorf("%w: round %d: %w", ErrInvalidRecord, rec.Round, err)
		}
		out.workers[i] = cloneWorker(&ws[i]) // the next round's snapshot may share its maps
		d.Changed = append(d.Changed, ws[i])
	}
	for ; j < len(old.workers); j++ {
		d.Removed = append(d.Removed, old.workers[j].ID)
	}
	w.pending = out
	if 2*(len(d.Changed)+len(d.Removed)) > len(ws) && len(ws) > 0 {
		// Most changed: the full list costs about as much and starts a new base.
		return true, nil
	}
	d.Hash = setHash(out.sums)
	rec.Inputs.Workers = nil
	rec.Inputs.WorkersDelta = d
	return false, nil
}

// applyRequests replaces rec's request references with their delta from the committed
// set, unless there is none to apply to, they are not in ID order, or most of them
// changed (full true).
func (w *WorkerDeltas) applyRequests(rec *Record) (full bool) {
	refs := rec.Inputs.Requests
	if w.reqs == nil || w.fullRequests || !refsSorted(refs) {
		w.pendReqs = fullRequestSet("", refs)
		return true
	}
	d, out := w.reqs.diff(refs)
	w.pendReqs = out
	if 2*(len(d.Added)+len(d.Removed)) > len(refs) && len(refs) > 0 {
		return true
	}
	rec.Inputs.Requests = nil
	rec.Inputs.RequestsDelta = d
	return false
}

// Commit makes rec (Apply'd, hashed and stored) the base of the next record.
func (w *WorkerDeltas) Commit(rec *Record) {
	if w.pending == nil {
		w.set, w.reqs = nil, nil
		return
	}
	if w.pendKey {
		w.since = 0
	} else {
		w.since++
	}
	w.pending.base = rec.Hash
	if w.pendReqs != nil {
		w.pendReqs.base = rec.Hash
	}
	if w.set != nil && w.set != w.pending {
		w.spare = w.set
	}
	w.set, w.reqs, w.pending, w.pendReqs = w.pending, w.pendReqs, nil, nil
}

// spareSet is a set of n workers and sums to fill, on the spare set's arrays when they
// are large enough. Every entry below n is written by its caller. Copying a steady
// round's 1 000 workers into new arrays (zeroed, then written under the GC's write
// barriers) was about half of what its delta cost (BenchmarkWorkerDeltasApply).
func (w *WorkerDeltas) spareSet(n int) *workerSet {
	s := w.spare
	w.spare = nil
	if s == nil || cap(s.workers) < n || cap(s.sums) < n {
		return &workerSet{workers: make([]scheduler.Worker, n), sums: make([][32]byte, n)}
	}
	ws := s.workers[:cap(s.workers)]
	clear(ws[n:]) // what is left past n would keep its maps alive
	return &workerSet{workers: ws[:n], sums: s.sums[:n]}
}

// Reset forgets the base: the next record is a keyframe.
func (w *WorkerDeltas) Reset() {
	w.set, w.reqs, w.pending, w.pendReqs, w.spare = nil, nil, nil, nil, nil
}

// cloneWorker is a copy of w that shares none of its slices and maps.
func cloneWorker(w *scheduler.Worker) scheduler.Worker {
	c := *w
	c.Models = cloneStrings(w.Models)
	c.WarmModels = cloneStrings(w.WarmModels)
	c.OpenBatch = maps.Clone(w.OpenBatch)
	c.ModelLoadMS = maps.Clone(w.ModelLoadMS)
	c.ModelLatencyMS = maps.Clone(w.ModelLatencyMS)
	c.ModelMemoryMB = maps.Clone(w.ModelMemoryMB)
	c.Speed = maps.Clone(w.Speed)
	c.Determinism = maps.Clone(w.Determinism)
	if w.Tasks != nil {
		c.Tasks = make(map[string][]string, len(w.Tasks))
		for m, ts := range w.Tasks {
			c.Tasks[m] = cloneStrings(ts)
		}
	}
	c.StakeWei = scheduler.WeiFromBig(&w.StakeWei.Int)
	if w.StakeWei.Err() != nil {
		c.StakeWei = w.StakeWei
	}
	return c
}

// cloneStrings keeps nil and empty apart (they encode differently).
func cloneStrings(s []string) []string {
	if s == nil {
		return nil
	}
	return append([]string{}, s...)
}

// sameWorker: a and b have the same canonical JSON (TestSameWorkerIsSameEncoding).
func sameWorker(a, b *scheduler.Worker) bool {
	fl := func(x, y float64) bool { return math.Float64bits(x) == math.Float64bits(y) }
	return a.ID == b.ID && sameStrings(a.Models, b.Models) && a.FreeMemoryMB == b.FreeMemoryMB &&
		a.ActiveJobs == b.ActiveJobs && a.MaxJobs == b.MaxJobs && fl(a.AvgLatencyMS, b.AvgLatencyMS) &&
		a.StakeWei.Cmp(&b.StakeWei.Int) == 0 && a.StakeWei.Err() == nil && b.StakeWei.Err() == nil &&
		fl(a.CompletionRate, b.CompletionRate) && a.CompletedJobs == b.CompletedJobs &&
		a.LastHeartbeatMS == b.LastHeartbeatMS && maps.Equal(a.OpenBatch, b.OpenBatch) &&
		a.BatchMax == b.BatchMax && a.BatchMaxWaitMS == b.BatchMaxWaitMS && sameStrings(a.WarmModels, b.WarmModels) &&
		maps.Equal(a.ModelLoadMS, b.ModelLoadMS) &&
		maps.EqualFunc(a.ModelLatencyMS, b.ModelLatencyMS, fl) &&
		maps.Equal(a.ModelMemoryMB, b.ModelMemoryMB) && fl(a.DispatchMS, b.DispatchMS) &&
		a.HeartbeatHash == b.HeartbeatHash && a.HeartbeatSig == b.HeartbeatSig && fl(a.VerifyRisk, b.VerifyRisk) &&
		maps.EqualFunc(a.Tasks, b.Tasks, sameStrings) && maps.Equal(a.Speed, b.Speed) &&
		maps.Equal(a.Determinism, b.Determinism)
}

func sameStrings(a, b []string) bool { return (a == nil) == (b == nil) && slices.Equal(a, b) }
