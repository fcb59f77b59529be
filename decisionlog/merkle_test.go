package decisionlog

import (
	"bytes"
	"encoding/hex"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"pgregory.net/rapid"
)

func leafOf(b byte) [32]byte {
	var l [32]byte
	l[31] = b
	return l
}

// keccak hashes the concatenation as written, in the order written: the hand
// computation the tree must agree with.
func keccak(parts ...[32]byte) [32]byte {
	var buf []byte
	for _, p := range parts {
		buf = append(buf, p[:]...)
	}
	var h [32]byte
	copy(h[:], crypto.Keccak256(buf))
	return h
}

func TestKeccakIsEthereums(t *testing.T) {
	// keccak256("") as every Ethereum client knows it (not SHA3-256).
	got := hex.EncodeToString(crypto.Keccak256(nil))
	if got != "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470" {
		t.Fatalf("keccak256(\"\") = %s", got)
	}
}

func TestMerkleByHand(t *testing.T) {
	a, b, c, d, e := leafOf(1), leafOf(2), leafOf(3), leafOf(4), leafOf(5)
	// Pairs are hashed smaller first whatever their order in the tree.
	if HashPair(b, a) != keccak(a, b) || HashPair(a, b) != keccak(a, b) {
		t.Fatal("HashPair does not sort its pair")
	}
	ab := keccak(a, b)
	cd := keccak(c, d)
	sort2 := func(x, y [32]byte) [32]byte {
		if bytes.Compare(x[:], y[:]) > 0 {
			return keccak(y, x)
		}
		return keccak(x, y)
	}
	abcd := sort2(ab, cd)
	cases := []struct {
		name   string
		leaves [][32]byte
		root   [32]byte
		proofs [][][32]byte
	}{
		{"none", nil, [32]byte{}, nil},
		{"one", [][32]byte{a}, a, [][][32]byte{{}}},
		{"two", [][32]byte{a, b}, ab, [][][32]byte{{b}, {a}}},
		{"two reversed", [][32]byte{b, a}, ab, [][][32]byte{{a}, {b}}},
		// c is odd at level 0: carried up unchanged, then paired with ab.
		{"three", [][32]byte{a, b, c}, sort2(ab, c), [][][32]byte{{b, c}, {a, c}, {ab}}},
		{"four", [][32]byte{a, b, c, d}, abcd, [][][32]byte{{b, cd}, {a, cd}, {d, ab}, {c, ab}}},
		// e is carried up two levels before it meets abcd.
		{"five", [][32]byte{a, b, c, d, e}, sort2(abcd, e), [][][32]byte{{b, cd, e}, {a, cd, e}, {d, ab, e}, {c, ab, e}, {abcd}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Root(tc.leaves); got != tc.root {
				t.Fatalf("root %x, want %x", got, tc.root)
			}
			for i, want := range tc.proofs {
				got, err := Proof(tc.leaves, i)
				if err != nil {
					t.Fatal(err)
				}
				if len(got) != len(want) {
					t.Fatalf("leaf %d: proof %x, want %x", i, got, want)
				}
				for k := range want {
					if got[k] != want[k] {
						t.Fatalf("leaf %d: proof %x, want %x", i, got, want)
					}
				}
				if !VerifyProof(tc.leaves[i], got, tc.root) {
					t.Fatalf("leaf %d: proof does not verify", i)
				}
			}
			if _, err := Proof(tc.leaves, len(tc.leaves)); err == nil {
				t.Fatal("a proof for a leaf past the end")
			}
		})
	}
}

func TestMerkleProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 130).Draw(t, "n")
		leaves := make([][32]byte, n)
		for i := range leaves {
			copy(leaves[i][:], rapid.SliceOfN(rapid.Byte(), 32, 32).Draw(t, "leaf"))
		}
		root := Root(leaves)
		i := rapid.IntRange(0, n-1).Draw(t, "i")
		proof, err := Proof(leaves, i)
		if err != nil {
			t.Fatal(err)
		}
		if !VerifyProof(leaves[i], proof, root) {
			t.Fatalf("leaf %d of %d: proof does not verify", i, n)
		}
		// A proof is never longer than the tree is deep.
		depth := 0
		for m := n; m > 1; m = (m + 1) / 2 {
			depth++
		}
		if len(proof) > depth {
			t.Fatalf("proof of %d elements for a tree of depth %d", len(proof), depth)
		}
		// A tampered leaf, a tampered proof element or another root fails.
		bit := rapid.IntRange(0, 255).Draw(t, "bit")
		bad := leaves[i]
		bad[bit/8] ^= 1 << (bit % 8)
		if VerifyProof(bad, proof, root) {
			t.Fatal("a tampered leaf verifies")
		}
		if len(proof) > 0 {
			k := rapid.IntRange(0, len(proof)-1).Draw(t, "k")
			tp := append([][32]byte(nil), proof...)
			tp[k][bit/8] ^= 1 << (bit % 8)
			if VerifyProof(leaves[i], tp, root) {
				t.Fatal("a tampered proof verifies")
			}
		}
		other := root
		other[bit/8] ^= 1 << (bit % 8)
		if VerifyProof(leaves[i], proof, other) {
			t.Fatal("a proof verifies against another root")
		}
		// Changing any leaf changes the root.
		j := rapid.IntRange(0, n-1).Draw(t, "j")
		changed := append([][32]byte(nil), leaves...)
		changed[j][bit/8] ^= 1 << (bit % 8)
		if Root(changed) == root {
			t.Fatal("a changed leaf keeps the root")
		}
	})
}

func TestSpanRootOfRecords(t *testing.T) {
	recs, _ := simulate(t, 5, 5, 2, 10)
	root, err := SpanRoot(recs)
	if err != nil {
		t.Fatal(err)
	}
	leaves := make([][32]byte, len(recs))
	for i := range recs {
		if leaves[i], err = Leaf(&recs[i]); err != nil {
			t.Fatal(err)
		}
	}
	r := Root(leaves)
	if root != "0x"+hex.EncodeToString(r[:]) {
		t.Fatalf("SpanRoot %s, Root %x", root, r)
	}
	for i := range leaves {
		p, _ := Proof(leaves, i)
		if !VerifyProof(leaves[i], p, r) {
			t.Fatalf("record %d: proof does not verify", i)
		}
	}
	if _, err := SpanRoot([]Record{recs[0], recs[2]}); err == nil {
		t.Fatal("SpanRoot accepted a gap")
	}
	bad := recs[0]
	bad.Hash = "xyz"
	if _, err := Leaf(&bad); err == nil {
		t.Fatal("Leaf accepted a hash that is not hex")
	}
}
