package audit

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/internal/bus"
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

// Prover builds proofs from the DECISIONS stream.
type Prover struct {
	js jetstream.JetStream
}

// NewProver returns a prover over js.
func NewProver(js jetstream.JetStream) *Prover { return &Prover{js: js} }

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
	leaves := make([][32]byte, 0, an.ToRound-an.FromRound+1)
	err = readSubject(ctx, p.js, bus.StreamDecisions, bus.SubjectDecisions, func(b []byte) error {
		rec, err := decisionlog.Decode(b, len(b)+1)
		if err != nil {
			return err
		}
		if rec.Round < an.FromRound || rec.Round > an.ToRound {
			return nil
		}
		if want := an.FromRound + uint64(len(leaves)); rec.Round != want {
			return fmt.Errorf("anchored span %d..%d: round %d where %d was expected", an.FromRound, an.ToRound, rec.Round, want)
		}
		leaf, err := decisionlog.Leaf(rec)
		if err != nil {
			return err
		}
		leaves = append(leaves, leaf)
		return nil
	})
	if err != nil {
		return Proof{}, err
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
