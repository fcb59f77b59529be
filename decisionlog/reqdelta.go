package decisionlog

import (
	"crypto/sha256"
	"fmt"
	"slices"
	"strings"
)

// Request deltas. A record of VersionDeltas carries its request references
// in one of two forms, as its workers (delta.go):
//
//   - in full: inputs.requests is the whole list, as in every earlier version;
//   - a delta: inputs.requests is null and inputs.requests_delta says how the full list
//     differs from the one of the record before it in the chain (prev_hash): the
//     references that are new or whose content hash changed (added, sorted by ID), the
//     IDs of those gone (removed, sorted), and the hash of the full list it makes
//     (RequestsSetHash), which the verifier checks its reconstruction against.
//
// The full list of a delta record is the previous record's with removed dropped and
// added put in place of (or beside) the references of the same ID, in ID order: the
// order the engine's snapshot lists its requests in (rounds: the pending IDs sorted),
// which the writer checks (strictly increasing IDs) before it writes a delta. Both
// lists follow the same keyframe rules (WorkerDeltas): a keyframe has both in full;
// between keyframes each is a delta unless more than half of it changed, in which case
// that list alone is written in full (and becomes the base of the next delta).

// RequestsDelta is how a delta record's request references differ from the previous
// record's. Added references never carry their content in a record the store writes;
// when they do (NewRecord inline), it is kept for the replay as a full record's is.
type RequestsDelta struct {
	Added   []RequestRef `json:"added"`
	Removed []string     `json:"removed"`
	// Hash is RequestsSetHash of the full list this delta makes.
	Hash string `json:"hash"`
}

// RequestsSetHash is the hex SHA-256 of the concatenated SHA-256 digests of each
// reference's canonical JSON without its content ({"id":…,"content_hash":…}), in list
// order: what a delta record's requests_delta.hash commits to.
func RequestsSetHash(refs []RequestRef) string {
	sums := make([][32]byte, len(refs))
	var buf []byte
	for i := range refs {
		sums[i], buf = refSum(&refs[i], buf)
	}
	return setHash(sums)
}

func refSum(r *RequestRef, buf []byte) ([32]byte, []byte) {
	buf = append(buf[:0], `{"id":`...)
	buf = appendString(buf, r.ID)
	buf = append(buf, `,"content_hash":`...)
	buf = appendString(buf, r.ContentHash)
	buf = append(buf, '}')
	return sha256.Sum256(buf), buf
}

// requestSet is the full request list of one record, sorted by ID, with each
// reference's digest: the base the next requests delta applies to. base is that
// record's hash.
type requestSet struct {
	base string
	refs []RequestRef
	// sums are the digests of refs; nil until summed computes them for a set read
	// from a full list (fullRequestSet): a verifier reads a full list every round of a
	// log written without requests deltas, and needs its digests only when a delta
	// follows it.
	sums [][32]byte
}

// summed is s.sums, computed the first time. Not safe for concurrent use.
func (s *requestSet) summed() [][32]byte {
	if s.sums == nil {
		s.sums = make([][32]byte, len(s.refs))
		var buf []byte
		for i := range s.refs {
			s.sums[i], buf = refSum(&s.refs[i], buf)
		}
	}
	return s.sums
}

func refsSorted(refs []RequestRef) bool {
	for i := 1; i < len(refs); i++ {
		if refs[i-1].ID >= refs[i].ID {
			return false
		}
	}
	return true
}

func findRef(refs []RequestRef, id string) (int, bool) {
	return slices.BinarySearchFunc(refs, id, func(r RequestRef, id string) int { return strings.Compare(r.ID, id) })
}

// fullRequestSet is the set of a list written in full; nil when it is not in strictly
// increasing ID order (no delta can follow it).
func fullRequestSet(base string, refs []RequestRef) *requestSet {
	if !refsSorted(refs) {
		return nil
	}
	return &requestSet{base: base, refs: slices.Clone(refs)}
}

// diff is the delta from s to refs (sorted), and the set refs make, reusing the digest
// of every reference s has unchanged.
func (s *requestSet) diff(refs []RequestRef) (*RequestsDelta, *requestSet) {
	d := &RequestsDelta{Added: []RequestRef{}, Removed: []string{}}
	out := &requestSet{refs: make([]RequestRef, len(refs)), sums: make([][32]byte, len(refs))}
	sums := s.summed()
	var buf []byte
	j := 0
	for i := range refs {
		for ; j < len(s.refs) && s.refs[j].ID < refs[i].ID; j++ {
			d.Removed = append(d.Removed, s.refs[j].ID)
		}
		out.refs[i] = RequestRef{ID: refs[i].ID, ContentHash: refs[i].ContentHash, Content: refs[i].Content}
		if j < len(s.refs) && s.refs[j].ID == refs[i].ID {
			same := s.refs[j].ContentHash == refs[i].ContentHash
			if same {
				out.sums[i] = sums[j]
			}
			j++
			if same {
				continue
			}
		}
		out.sums[i], buf = refSum(&out.refs[i], buf)
		d.Added = append(d.Added, refs[i])
	}
	for ; j < len(s.refs); j++ {
		d.Removed = append(d.Removed, s.refs[j].ID)
	}
	d.Hash = setHash(out.sums)
	return d, out
}

// errRequestsDelta: a requests delta that does not apply to its base.
var errRequestsDelta = fmt.Errorf("requests_delta")

// applySummed returns the set d makes from s (with base unset). It checks that added and
// removed are sorted, that every removed ID is in s and not also added, and that the
// list hashes to d.Hash.
//
// applySummed takes the digest of each of d.Added computed beforehand (nil: computed
// here).
func (s *requestSet) applySummed(d *RequestsDelta, added [][32]byte) (*requestSet, error) {
	if !refsSorted(d.Added) {
		return nil, fmt.Errorf("%w: added is not in strictly increasing ID order", errRequestsDelta)
	}
	if !slices.IsSorted(d.Removed) || len(slices.Compact(slices.Clone(d.Removed))) != len(d.Removed) {
		return nil, fmt.Errorf("%w: removed is not in strictly increasing order", errRequestsDelta)
	}
	for _, id := range d.Removed {
		if _, ok := findRef(s.refs, id); !ok {
			return nil, fmt.Errorf("%w: removed request %q is not in the previous record's requests", errRequestsDelta, id)
		}
		if _, ok := findRef(d.Added, id); ok {
			return nil, fmt.Errorf("%w: request %q is both added and removed", errRequestsDelta, id)
		}
	}
	refs, sums, err := mergeSorted(s.refs, s.summed(), d.Added, d.Removed, func(r *RequestRef) string { return r.ID },
		presummed(added, func(r *RequestRef, buf []byte) ([32]byte, []byte, error) {
			sum, b := refSum(r, buf)
			return sum, b, nil
		}))
	if err != nil {
		return nil, err
	}
	out := &requestSet{refs: refs, sums: sums}
	if h := setHash(out.sums); h != d.Hash {
		return nil, fmt.Errorf("%w: the reconstructed requests hash to %s, the record says %s", errRequestsDelta, h, d.Hash)
	}
	return out, nil
}

// refs reads null (nil) or a list of request references for the fast decoder
// (fastdec.go). A reference with inline content is left to the strict decoder (the
// fast path's content spans cover inputs.requests only; the store never inlines).
func (p *fastParser) refs() []RequestRef {
	if p.skip("null") {
		return nil
	}
	out := []RequestRef{}
	p.list(func() {
		var ref RequestRef
		p.expect(`{"id":`)
		ref.ID = p.str()
		p.expect(`,"content_hash":`)
		ref.ContentHash = p.str()
		p.expect("}")
		out = append(out, ref)
	})
	return out
}
