package decisionlog

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
)

// lineHashes are a record's hash and its inline requests' content hashes computed from
// the canonical line the record was read from: the hashed form is the line without the
// inline contents and with the hash's value "" (and no anchor), and each content hash
// is the SHA-256 of the content object's own bytes. That is what checkHash and
// checkContent compute by encoding the record again, for a fraction of the work; it is
// only ever built from a line the canonical check accepted (decodeLine).
type lineHashes struct {
	hash    string
	sums    [][32]byte
	present []bool // per request: sums[i] was computed from the line
	// decision is the line's decision object while rec.Decision is not read yet
	// (readOpts.lazyDecision); checkOne settles it (settleDecision) and sets it nil.
	decision []byte
	// reencode: the decision turned out not to be in its canonical form, so the line
	// is not the record's canonical form and hash is not its hash: the record is
	// hashed by encoding it again (checkHash), as a line the strict decoder read is.
	reencode bool
}

// content returns request i's content hash when the line carried it inline. A nil
// *lineHashes has none.
func (h *lineHashes) content(i int) ([32]byte, bool) {
	if h == nil || i >= len(h.present) || !h.present[i] {
		return [32]byte{}, false
	}
	return h.sums[i], true
}

// storedPrefix is how every plain stored record begins (its first key is round, so it
// is no envelope).
var storedPrefix = []byte(`{"round":`)

// contentKey precedes an inline content object in the stored form.
const contentKey = `,"content":`

// decodeLine is decode that, for a plain record in its canonical form, also returns its
// hashes from the line (nil for anything else: an envelope, or a record that only the
// strict decoder reads, whose hashes are computed by encoding it).
func decodeLine(b []byte, maxBytes int, sc *scratch) (*Record, *lineHashes, error) {
	return decodeLineWith(b, maxBytes, sc, readOpts{})
}

// decodeLineWith is decodeLine that reads the line as o says (o.spans is implied):
// with o.owned it keeps b (which the caller then never writes again) as the memory of
// the record's strings instead of copying it; with o.lazyDecision too, a plain
// canonical record comes back with its decision unread, in the lineHashes' decision.
func decodeLineWith(b []byte, maxBytes int, sc *scratch, o readOpts) (*Record, *lineHashes, error) {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxLineBytes
	}
	if len(b) > maxBytes || !bytes.HasPrefix(b, storedPrefix) {
		rec, err := decode(b, maxBytes, sc)
		return rec, nil, err
	}
	o.spans = true
	rec, sp, err := decodePlainSpans(b, sc, o)
	if err != nil || sp == nil {
		return rec, nil, err
	}
	h := hashesFromLine(b, sp)
	if sp.decision[1] > 0 {
		h.decision = b[sp.decision[0]:sp.decision[1]]
	}
	return rec, h, nil
}

// hashesFromLine hashes the slices of b that sp points at; b must be the canonical
// stored form of a record (the canonical check passed) and sp its spans.
func hashesFromLine(b []byte, sp *lineSpans) *lineHashes {
	h := &lineHashes{sums: make([][32]byte, len(sp.content)), present: make([]bool, len(sp.content))}
	d := sha256.New()
	pos := 0
	for i, s := range sp.content {
		if s[0] < 0 {
			continue
		}
		d.Write(b[pos : s[0]-len(contentKey)])
		pos = s[1]
		h.sums[i] = sha256.Sum256(b[s[0]:s[1]])
		h.present[i] = true
	}
	d.Write(b[pos:sp.hashValue])
	d.Write([]byte(`""}`))
	var sum [32]byte
	h.hash = hex.EncodeToString(d.Sum(sum[:0]))
	return h
}
