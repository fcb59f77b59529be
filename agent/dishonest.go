package agent

import (
	"context"
	"fmt"
	"slices"

	"github.com/infersched/infersched/wire/infer"
)

// Dishonest wraps a backend so that the results it submits are wrong (the fault
// injection, `infersched dev --dishonest N`): every paid job's output gets a suffix no
// honest run produces, so its keccak256 differs from an honest verifier's, and a
// generated result's transcript claims tokens next to the ones the model chose, which a
// verifier scoring it finds far from its own distribution. Verification runs and
// re-scorings stay honest: the worker lies about its own work, which is what sampling
// must catch (a lying verifier is the griefing case, which the contract answers by
// slashing the false challenger).
func Dishonest(b Backend) Backend { return dishonest{b} }

type dishonest struct{ Backend }

// DishonestSuffix is what a dishonest backend appends.
const DishonestSuffix = " [dishonest]"

func (d dishonest) Infer(ctx context.Context, j Job) (Result, error) {
	res, err := d.Backend.Infer(ctx, j)
	if err != nil || j.Verification {
		return res, err
	}
	res.Output = append(res.Output, DishonestSuffix...)
	if res.Transcript != nil {
		tr := *res.Transcript
		tr.Output = slices.Clone(tr.Output)
		for i, tok := range tr.Output {
			// The neighbouring id: inside the vocabulary, and not the model's choice.
			if tok.ID > 0 {
				tr.Output[i].ID--
			} else {
				tr.Output[i].ID++
			}
		}
		res.Transcript = &tr
	}
	return res, nil
}

// Rescore is the wrapped backend's, honest.
func (d dishonest) Rescore(ctx context.Context, model string, tr infer.Transcript) ([]infer.Position, bool, error) {
	rs, ok := d.Backend.(Rescorer)
	if !ok {
		return nil, false, fmt.Errorf("%w: the backend cannot re-score transcripts", ErrBackend)
	}
	return rs.Rescore(ctx, model, tr)
}
