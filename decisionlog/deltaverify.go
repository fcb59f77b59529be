package decisionlog

import "fmt"

// deltaChains is what a verifier keeps to reconstruct delta records (delta.go): the
// full worker set of the last record of each hash chain, keyed by chain (chainKey). A
// key that is absent: no keyframe of that chain seen yet (or its base was lost).
// Used in log order, by one goroutine at a time.
type deltaChains struct {
	sets map[uint64]*workerSet
	// keyframes counts the keyframes seen; beforeKeyframe the delta records that could
	// not be replayed because no keyframe of their chain came before them.
	keyframes      int
	beforeKeyframe int
}

// chainKey is the hash chain rec belongs to: its shard's (issue 27).
func chainKey(rec *Record) uint64 { return uint64(rec.Shard) }

// next returns the record to replay in rec's place: rec itself for a full record, a
// copy with the reconstructed workers for a delta record. replay is false when it
// cannot be replayed (a delta before any keyframe of its chain, or one whose base is
// broken: the failure says why).
func (dc *deltaChains) next(rec *Record) (full *Record, replay bool, fs []Failure) {
	if dc.sets == nil {
		dc.sets = make(map[uint64]*workerSet)
	}
	key := chainKey(rec)
	d := rec.Inputs.WorkersDelta
	fail := func(format string, args ...any) []Failure {
		delete(dc.sets, key)
		return []Failure{{rec.Round, CheckInputs, fmt.Sprintf(format, args...)}}
	}
	if rec.version() < VersionDeltas {
		delete(dc.sets, key)
		if d != nil {
			return rec, false, fail("workers_delta in a record of version %d", rec.version())
		}
		return rec, true, nil
	}
	if d == nil { // a keyframe
		dc.keyframes++
		set, err := keyframeSet(rec.Hash, rec.Inputs.Workers, false)
		if err != nil {
			return rec, true, fail("workers: %v", err)
		}
		if set == nil {
			delete(dc.sets, key) // an ID twice: Validate fails the replay; no delta follows
		} else {
			dc.sets[key] = set
		}
		return rec, true, nil
	}
	if rec.Inputs.Workers != nil {
		return rec, false, fail("a delta record (workers_delta) with a workers list")
	}
	base, ok := dc.sets[key]
	if !ok {
		if rec.PrevHash == ZeroHash {
			return rec, false, fail("the first record of a chain is a delta (workers_delta), not a keyframe")
		}
		dc.beforeKeyframe++
		return rec, false, nil
	}
	if base.base != rec.PrevHash {
		return rec, false, fail("a delta record whose prev_hash %q is not the record its workers follow (%q)", rec.PrevHash, base.base)
	}
	ws, set, err := base.apply(d)
	if err != nil {
		return rec, false, fail("%v", err)
	}
	set.base = rec.Hash
	dc.sets[key] = set
	c := *rec
	c.Inputs.Workers = ws
	return &c, true, nil
}
