package decisionlog

import (
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

// chainKey is the hash chain rec belongs to: its shard's (issue 27).
func chainKey(rec *Record) uint64 { return uint64(rec.Shard) }

// next returns the record to replay in rec's place: rec itself for a full record, a
// copy with the reconstructed workers and requests for a delta record. replay is false
// when it cannot be replayed (a delta before any full list of its chain, or one whose
// base is broken: the failure says why).
func (dc *deltaChains) next(rec *Record) (full *Record, replay bool, fs []Failure) {
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
	ws, wok, err := dc.workers(rec, key)
	if err != "" {
		return rec, wd == nil, fail("%s", err)
	}
	refs, rok, err := dc.requests(rec, key)
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
func (dc *deltaChains) workers(rec *Record, key uint64) (ws []scheduler.Worker, ok bool, failure string) {
	d := rec.Inputs.WorkersDelta
	if d == nil { // the full list
		set, err := keyframeSet(rec.Hash, rec.Inputs.Workers, false)
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
	ws, set, err := base.apply(d)
	if err != nil {
		return nil, false, err.Error()
	}
	set.base = rec.Hash
	dc.sets[key] = set
	return ws, true, ""
}

// requests is workers for rec's request references.
func (dc *deltaChains) requests(rec *Record, key uint64) (refs []RequestRef, ok bool, failure string) {
	d := rec.Inputs.RequestsDelta
	if d == nil { // the full list
		if set := fullRequestSet(rec.Hash, rec.Inputs.Requests); set != nil {
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
	set, err := base.apply(d)
	if err != nil {
		return nil, false, err.Error()
	}
	set.base = rec.Hash
	dc.reqs[key] = set
	return set.refs, true, ""
}
