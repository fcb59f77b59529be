package scheduler

import "fmt"

// Reputation in the route cost ("verification outcomes and stake feed the
// route cost, not only tie-breaks"). A worker's verification standing reaches the plan
// as Worker.VerifyRisk, a probability-like term in [0, MaxVerifyRisk] that the round
// engine computes with VerifyRiskFor (probation → the most, each agreeing check lowers
// it). The plan adds it to the worker's miss rate:
//
//	miss' = miss + (1 − miss) × verify_risk
//
// so a route costs fee × failure_weight × miss' more for it: the expected loss of a
// result that may not be right, as a failure's expected loss already is. The term is
//
//   - bounded: miss' ≤ miss + MaxVerifyRisk and never above 1, so with the default
//     failure_weight of 1 it costs at most 5 % of the fee;
//   - monotone: a higher verify_risk never lowers a route's cost;
//   - price only: it never touches memory, slots, the deadline or the fee floor, so it
//     never makes an infeasible route feasible (nor the reverse);
//   - absent when 0: a worker without it (a record without the field, an engine
//     without verification, seed mode and failure_weight 0, where failures are not
//     priced) plans bit for bit as one without the term.
//
// Stake weighs in the risk (routing.stake_half_wei, H): the term priced is
//
//	verify_risk × H / (H + stake)
//
// so a worker staking H has its verification risk halved, one staking 9H cut to a
// tenth: what it loses when caught lying (the slash, docs/security.md) makes the same
// standing worth more trust. The factor is at most 1, falls with the stake and leaves a
// risk of 0 at 0, so the term stays bounded, monotone and price only; H = 0 (absent:
// every record written before the key) prices the risk as it is, and the stake only
// breaks cost ties.
//
// A worker caught lying is not priced but left out of the snapshot (rounds).

// MaxVerifyRisk is the most VerifyRisk: a worker on verification probation.
const MaxVerifyRisk = 0.05

// VerifyRiskHalf is the number of agreeing checks that halve the risk of a worker off
// probation: risk = MaxVerifyRisk × half / (half + verified).
const VerifyRiskHalf = 10

// VerifyRiskFor is the VerifyRisk a standing earns: MaxVerifyRisk on probation (or
// after a lost dispute, once staked again), else MaxVerifyRisk × 10 / (10 + verified),
// which falls with every agreeing check and never reaches 0.
func VerifyRiskFor(onProbation bool, verified int) float64 {
	if onProbation || verified <= 0 {
		return MaxVerifyRisk
	}
	return MaxVerifyRisk * VerifyRiskHalf / float64(VerifyRiskHalf+verified)
}

// withVerifyRisk is miss' above; risk 0 returns miss unchanged, bit for bit. The
// conversion keeps the compiler from fusing the multiply-add (replays on other
// architectures get the same bits).
func withVerifyRisk(miss, risk float64) float64 {
	if risk == 0 {
		return miss
	}
	return miss + float64((1-miss)*risk)
}

func validateVerifyRisk(w *Worker, at fmt.Stringer) error {
	if !finiteNonNeg(w.VerifyRisk) || w.VerifyRisk > MaxVerifyRisk {
		return fmt.Errorf("%s.verify_risk: must be a finite number in [0, %v], got %v", at, MaxVerifyRisk, w.VerifyRisk)
	}
	return nil
}

// stakedRisk is risk × half / (half + stake), half and stake in wei as floats; risk
// itself when either risk or half is 0 (bit for bit).
func stakedRisk(risk, stakeWei, half float64) float64 {
	if risk == 0 || half == 0 {
		return risk
	}
	return float64(risk*half) / float64(half+stakeWei)
}
