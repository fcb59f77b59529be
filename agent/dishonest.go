package agent

import (
	"context"
)

// Dishonest wraps a backend so that the results it submits are wrong (the fault
// injection, `infersched dev --dishonest N`): every paid job's output gets a suffix no
// honest run produces, so its keccak256 differs from an honest verifier's. Verification
// runs stay honest: the worker lies about its own work, which is what sampling must
// catch (a lying verifier is the griefing case, which the contract answers by slashing
// the false challenger).
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
	return res, nil
}
