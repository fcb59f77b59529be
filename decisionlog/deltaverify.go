package decisionlog

import (
	"errors"
	"fmt"

	"github.com/infersched/infersched/scheduler"
)

// deltaChains is what a verifier keeps to reconstruct delta records (delta.go,
// reqdelta.go): the full worker set and the full request set of the last record of each
// hash chain, keyed by chain (chainKey). A key that is absent: no full list of that
// chain seen yet (or its base was lost). Used in log order, by one goroutine at a time.
type deltaChains struct {
	sets map[uint64]*workerSet
	reqs map[uint64]*requestSet
	// keyframes counts the keyframes seen (records with both lists in full);
	// beforeKeyframe the delta records that could not be replayed because no full list
	// of their chain came before them.
	keyframes      int
	beforeKeyframe int
}

// chainKey is the hash chain rec belongs to: its shard's.
func chainKey(rec *Record) uint64 { return uint64(rec.Shard) }

// next returns the record to replay in rec's place: rec itself for a full record, a
// copy with the reconstructed workers and requests for a delta record. replay is false
// when it cannot be replayed (a delta before any full list of its chain, or one whose
// base is broken: the failure says why).
func (dc *deltaChains) next(rec *Record) (full *Record, replay bool, fs []Failure) {
	return dc.nextPrepared(rec, nil)
}

// nextPrepared is next with the digests that need nothing but rec computed beforehand
// (prepareDeltas, nil: computed here): VerifyLog computes them on its parallel
// goroutines, so that what runs in log order is the merge alone.
func (dc *deltaChains) nextPrepared(rec *Record, prep *deltaPrep) (full *Record, replay bool, fs []Failure) {
	if dc.sets == nil {
		dc.sets = make(map[uint64]*workerSet)
		dc.reqs = make(map[uint64]*requestSet)
	}
	key := chainKey(rec)
	wd, rd := rec.Inputs.WorkersDelta, rec.Inputs.RequestsDelta
	fail := func(format string, args ...any) []Failure {
		delete(dc.sets, key)
		delete(dc.reqs, key)
		return []Failure{{rec.Round, CheckInputs, fmt.Sprintf(format, args...)}}
	}
	if rec.version() < VersionDeltas {
		delete(dc.sets, key)
		delete(dc.reqs, key)
		if wd != nil || rd != nil {
			return rec, false, fail("workers_delta or requests_delta in a record of version %d", rec.version())
		}
		return rec, true, nil
	}
	if wd == nil && rd == nil {
		dc.keyframes++
	}
	ws, wok, err := dc.workers(rec, key, prep)
	if err != "" {
		return rec, wd == nil, fail("%s", err)
	}
	refs, rok, err := dc.requests(rec, key, prep)
	if err != "" {
		return rec, false, fail("%s", err)
	}
	if !wok || !rok {
		dc.beforeKeyframe++
		return rec, false, nil
	}
	if wd == nil && rd == nil {
		return rec, true, nil
	}
	c := *rec
	if wd != nil {
		c.Inputs.Workers = ws
	}
	if rd != nil {
		c.Inputs.Requests = refs
	}
	return &c, true, nil
}

// workers reconstructs rec's workers on its chain's set and makes them the chain's
// set. ok is false when rec is a delta with no base (not replayable, no failure); a
// non-empty failure says why the workers cannot be reconstructed.
func (dc *deltaChains) workers(rec *Record, key uint64, prep *deltaPrep) (ws []scheduler.Worker, ok bool, failure string) {
	d := rec.Inputs.WorkersDelta
	if d == nil { // the full list
		set, err := prep.keyframe(rec)
		if err != nil {
			return nil, false, fmt.Sprintf("workers: %v", err)
		}
		if set == nil {
			delete(dc.sets, key) // an ID twice: Validate fails the replay; no delta follows
		} else {
			dc.sets[key] = set
		}
		return rec.Inputs.Workers, true, ""
	}
	if rec.Inputs.Workers != nil {
		return nil, false, "a delta record (workers_delta) with a workers list"
	}
	base, have := dc.sets[key]
	if !have {
		if rec.PrevHash == ZeroHash {
			return nil, false, "the first record of a chain is a delta (workers_delta), not a keyframe"
		}
		return nil, false, ""
	}
	if base.base != rec.PrevHash {
		return nil, false, fmt.Sprintf("a delta record whose prev_hash %q is not the record its workers follow (%q)", rec.PrevHash, base.base)
	}
	ws, set, err := base.applySummed(d, prep.changedSums())
	if err != nil {
		return nil, false, err.Error()
	}
	set.base = rec.Hash
	dc.sets[key] = set
	return ws, true, ""
}

// requests is workers for rec's request references.
func (dc *deltaChains) requests(rec *Record, key uint64, prep *deltaPrep) (refs []RequestRef, ok bool, failure string) {
	d := rec.Inputs.RequestsDelta
	if d == nil { // the full list
		if set := prep.fullRequests(rec); set != nil {
			dc.reqs[key] = set
		} else {
			delete(dc.reqs, key) // not in ID order: no delta follows
		}
		return rec.Inputs.Requests, true, ""
	}
	if rec.Inputs.Requests != nil {
		return nil, false, "a delta record (requests_delta) with a requests list"
	}
	base, have := dc.reqs[key]
	if !have {
		if rec.PrevHash == ZeroHash {
			return nil, false, "the first record of a chain is a delta (requests_delta), not a keyframe"
		}
		return nil, false, ""
	}
	if base.base != rec.PrevHash {
		return nil, false, fmt.Sprintf("a delta record whose prev_hash %q is not the record its requests follow (%q)", rec.PrevHash, base.base)
	}
	set, err := base.applySummed(d, prep.addedSums())
	if err != nil {
		return nil, false, err.Error()
	}
	set.base = rec.Hash
	dc.reqs[key] = set
	return set.refs, true, ""
}

// deltaPrep is what deltaChains.nextPrepared needs of a record that depends on the
// record alone: the worker set of a full workers list (its digests, sorted) and the
// request set of a full requests list (sorted; its digests wait for a delta to need
// them, requestSet.summed), or the digests of a delta's changed workers and added
// references. A nil *deltaPrep, or a part it could not make, leaves the work
// to nextPrepared (which then reports any failure as next always has).
type deltaPrep struct {
	workers    *workerSet // full list: keyframeSet's result; nil with workersOK false
	workersOK  bool
	workersErr error
	requests   *requestSet // full list: fullRequestSet's result
	requestsOK bool
	changed    [][32]byte // delta: the digest of each changed worker; nil: not computed
	added      [][32]byte // delta: the digest of each added reference; nil: not computed
}

// prepareDeltas computes rec's deltaPrep. Safe for concurrent use on different records.
func prepareDeltas(rec *Record) *deltaPrep {
	p := &deltaPrep{}
	if rec.version() < VersionDeltas {
		return p
	}
	if d := rec.Inputs.WorkersDelta; d == nil {
		p.workers, p.workersErr = keyframeSet(rec.Hash, rec.Inputs.Workers, false)
		p.workersOK = true
	} else if sums, err := workerSums(d.Changed, nil, nil); err == nil {
		p.changed = sums
	}
	if d := rec.Inputs.RequestsDelta; d == nil {
		p.requests, p.requestsOK = fullRequestSet(rec.Hash, rec.Inputs.Requests), true
	} else {
		p.added = make([][32]byte, len(d.Added))
		var buf []byte
		for i := range d.Added {
			p.added[i], buf = refSum(&d.Added[i], buf)
		}
	}
	return p
}

func (p *deltaPrep) keyframe(rec *Record) (*workerSet, error) {
	if p == nil || !p.workersOK {
		return keyframeSet(rec.Hash, rec.Inputs.Workers, false)
	}
	return p.workers, p.workersErr
}

func (p *deltaPrep) fullRequests(rec *Record) *requestSet {
	if p == nil || !p.requestsOK {
		return fullRequestSet(rec.Hash, rec.Inputs.Requests)
	}
	return p.requests
}

func (p *deltaPrep) changedSums() [][32]byte {
	if p == nil {
		return nil
	}
	return p.changed
}

func (p *deltaPrep) addedSums() [][32]byte {
	if p == nil {
		return nil
	}
	return p.added
}

// presummed is a digest function for mergeSorted that hands out sums, computed
// beforehand for each element of put in order: mergeSorted calls its sum once for each
// element of put, in put's order. With sums nil it is compute.
func presummed[T any](sums [][32]byte, compute func(*T, []byte) ([32]byte, []byte, error)) func(*T, []byte) ([32]byte, []byte, error) {
	if sums == nil {
		return compute
	}
	next := 0
	return func(_ *T, buf []byte) ([32]byte, []byte, error) {
		if next >= len(sums) {
			return [32]byte{}, buf, errors.New("more elements than digests computed for them")
		}
		next++
		return sums[next-1], buf, nil
	}
}
