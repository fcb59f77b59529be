package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/decisionlog"
)

// ErrNotAnchored: the round is not (yet) in an anchored span.
var ErrNotAnchored = errors.New("round not anchored")

// Proof is the answer of GET /v1/rounds/{n}/proof: the record's hash (the leaf), the
// sibling hashes up to the anchored root (OpenZeppelin MerkleProof: sorted pairs,
// keccak256), and the anchor.
type Proof struct {
	Round  uint64             `json:"round"`
	Leaf   string             `json:"leaf"`
	Proof  []string           `json:"proof"`
	Anchor decisionlog.Anchor `json:"anchor"`
}

// RecordLister returns up to limit stored records of rounds ≥ from, in round order
// (the daemon's decision log reader, which finds the first by binary search).
type RecordLister interface {
	List(ctx context.Context, from uint64, limit int) ([]json.RawMessage, error)
}

// Prover builds proofs from the anchors in the DECISIONS stream and the records of the
// span, read through records.
type Prover struct {
	js      jetstream.JetStream
	records RecordLister
}

// NewProver returns a prover over js and records.
func NewProver(js jetstream.JetStream, records RecordLister) *Prover {
	return &Prover{js: js, records: records}
}

// Proof builds round n's proof.
func (p *Prover) Proof(ctx context.Context, n uint64) (Proof, error) {
	anchors, err := Anchors(ctx, p.js)
	if err != nil {
		return Proof{}, err
	}
	var an *decisionlog.Anchor
	for i := range anchors {
		if anchors[i].FromRound <= n && n <= anchors[i].ToRound {
			an = &anchors[i]
		}
	}
	if an == nil {
		return Proof{}, fmt.Errorf("round %d: %w", n, ErrNotAnchored)
	}
	size := an.ToRound - an.FromRound + 1
	raw, err := p.records.List(ctx, an.FromRound, int(size))
	if err != nil {
		return Proof{}, err
	}
	leaves := make([][32]byte, 0, size)
	for _, b := range raw {
		rec, err := decisionlog.Decode(b, len(b)+1)
		if err != nil {
			return Proof{}, err
		}
		if rec.Round > an.ToRound {
			break
		}
		if want := an.FromRound + uint64(len(leaves)); rec.Round != want {
			return Proof{}, fmt.Errorf("anchored span %d..%d: round %d where %d was expected", an.FromRound, an.ToRound, rec.Round, want)
		}
		leaf, err := decisionlog.Leaf(rec)
		if err != nil {
			return Proof{}, err
		}
		leaves = append(leaves, leaf)
	}
	if uint64(len(leaves)) != an.ToRound-an.FromRound+1 {
		return Proof{}, fmt.Errorf("anchored span %d..%d: %d records in the stream", an.FromRound, an.ToRound, len(leaves))
	}
	i := int(n - an.FromRound)
	sib, err := decisionlog.Proof(leaves, i)
	if err != nil {
		return Proof{}, err
	}
	out := Proof{Round: n, Leaf: hexutil.Encode(leaves[i][:]), Proof: make([]string, len(sib)), Anchor: *an}
	for k, h := range sib {
		out.Proof[k] = hexutil.Encode(h[:])
	}
	return out, nil
}
