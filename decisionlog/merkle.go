package decisionlog

import (
	"bytes"
	"encoding/hex"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/crypto"
)

// The Merkle tree over a span of records follows OpenZeppelin's MerkleProof: a parent is
// keccak256 of its two children concatenated smaller first (commutativeKeccak256), so
// `MerkleProof.verify(proof, root, leaf)` in Solidity accepts the proofs made here.
//
// Leaves are the records' hashes (32 bytes each, the SHA-256 of the record), in round
// order, not hashed again. Levels pair nodes (0,1), (2,3), …; an odd last node is
// carried up to the next level unchanged (never paired with itself), and its proof has
// no element for that level. The root of one leaf is the leaf; the root of no leaves is
// the zero hash.

// ErrProofIndex: a proof was asked for a leaf the tree does not have.
var ErrProofIndex = errors.New("merkle: leaf index out of range")

// HashPair is OpenZeppelin's commutativeKeccak256: keccak256 of a and b, smaller first.
func HashPair(a, b [32]byte) [32]byte {
	if bytes.Compare(a[:], b[:]) > 0 {
		a, b = b, a
	}
	return crypto.Keccak256Hash(a[:], b[:])
}

// Root is the Merkle root of leaves.
func Root(leaves [][32]byte) [32]byte {
	if len(leaves) == 0 {
		return [32]byte{}
	}
	level := append([][32]byte(nil), leaves...)
	for len(level) > 1 {
		level = nextLevel(level)
	}
	return level[0]
}

func nextLevel(level [][32]byte) [][32]byte {
	next := level[:0:0]
	for i := 0; i < len(level); i += 2 {
		if i+1 < len(level) {
			next = append(next, HashPair(level[i], level[i+1]))
		} else {
			next = append(next, level[i])
		}
	}
	return next
}

// Proof returns the sibling hashes from leaf i up to the root.
func Proof(leaves [][32]byte, i int) ([][32]byte, error) {
	if i < 0 || i >= len(leaves) {
		return nil, fmt.Errorf("%w: %d of %d leaves", ErrProofIndex, i, len(leaves))
	}
	var proof [][32]byte
	level := leaves
	for len(level) > 1 {
		if sib := i ^ 1; sib < len(level) {
			proof = append(proof, level[sib])
		}
		level = nextLevel(level)
		i /= 2
	}
	return proof, nil
}

// VerifyProof reports whether proof leads from leaf to root, as OpenZeppelin's
// MerkleProof.verify does. Sorted pairs make the leaf's position irrelevant to the
// hashing, so, like the Solidity function, it takes no index.
func VerifyProof(leaf [32]byte, proof [][32]byte, root [32]byte) bool {
	h := leaf
	for _, p := range proof {
		h = HashPair(h, p)
	}
	return h == root
}

// Leaf is the Merkle leaf of a record: its hash as 32 bytes.
func Leaf(rec *Record) ([32]byte, error) {
	var leaf [32]byte
	b, err := hex.DecodeString(rec.Hash)
	if err != nil || len(b) != 32 {
		return leaf, fmt.Errorf("%w: round %d: hash %q is not 64 hex digits", ErrInvalidRecord, rec.Round, rec.Hash)
	}
	copy(leaf[:], b)
	return leaf, nil
}

// SpanRoot is the Merkle root of records, which must be consecutive rounds in order,
// as hex with 0x (the form of Anchor.Root).
func SpanRoot(records []Record) (string, error) {
	leaves := make([][32]byte, len(records))
	for i := range records {
		if i > 0 && records[i].Round != records[i-1].Round+1 {
			return "", fmt.Errorf("%w: round %d follows round %d in an anchored span", ErrInvalidRecord, records[i].Round, records[i-1].Round)
		}
		l, err := Leaf(&records[i])
		if err != nil {
			return "", err
		}
		leaves[i] = l
	}
	return fmt.Sprintf("0x%x", Root(leaves)), nil
}
