package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/wire"
)

// ErrNotAnchored: the round is not (yet) in an anchored span.
var ErrNotAnchored = errors.New("round not anchored")

// Proof is the answer of GET /v1/rounds/{n}/proof: the record's hash (the leaf), the
// sibling hashes up to the anchored root (OpenZeppelin MerkleProof: sorted pairs,
// keccak256), and the anchor.
type Proof struct {
	Round uint64 `json:"round"`
	// Shard is the chain the round is of (omitted for 0): the anchor is that
	// chain's, DecisionAnchor.anchorAtOf(shard, ...) on chain.
	Shard  int                `json:"shard,omitempty"`
	Leaf   string             `json:"leaf"`
	Proof  []string           `json:"proof"`
	Anchor decisionlog.Anchor `json:"anchor"`
}

// RecordLister returns up to limit stored records of rounds ≥ from of shard's chain, in
// round order (the daemon's decision log reader, which finds the first by binary search).
type RecordLister interface {
	ListShard(ctx context.Context, shard int, from uint64, limit int) ([]json.RawMessage, error)
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

// Proof builds round n's proof, of shard 0's chain.
func (p *Prover) Proof(ctx context.Context, n uint64) (Proof, error) { return p.ProofOf(ctx, 0, n) }

// ProofOf builds the proof of round n of shard's chain, from that chain's anchors.
func (p *Prover) ProofOf(ctx context.Context, shard int, n uint64) (Proof, error) {
	if shard < 0 || shard >= MaxShards {
		return Proof{}, fmt.Errorf("shard %d: must be 0..%d", shard, MaxShards-1)
	}
	anchors, err := AnchorsOf(ctx, p.js, shard)
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
		return Proof{}, fmt.Errorf("%sround %d: %w", wire.ChainLabel(shard), n, ErrNotAnchored)
	}
	size := an.ToRound - an.FromRound + 1
	raw, err := p.records.ListShard(ctx, shard, an.FromRound, int(size))
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
	out := Proof{Round: n, Shard: shard, Leaf: hexutil.Encode(leaves[i][:]), Proof: make([]string, len(sib)), Anchor: *an}
	for k, h := range sib {
		out.Proof[k] = hexutil.Encode(h[:])
	}
	return out, nil
}
