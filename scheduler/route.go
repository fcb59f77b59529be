package scheduler

// pricer is seed 003's calculateRouteCost for one model, prepared once per round.
//
//	estimated latency = worker latency × model complexity
//	gas cost          = (result_gas / batch share) × gas price × safety factor × 1e-9  (ETH)
//	delay cost        = (latency / 1000) × gas price × delay_gas_per_second × 1e-9    (ETH)
//	total             = delay cost + gas cost
//
// On an L2 (the snapshot carries l1_fee) the gas cost adds the L1 data fee: the
// transaction's fixed part divided by the batch share, and the item's per-byte part,
// never divided (itemL1, added once the route is chosen: it is the same on every
// route of the request, so it cannot change which is cheapest). The L1 part is the
// chain's own quote and is not multiplied by the safety factor.
//
// The batch share is active_jobs + 1 when the request is batchable and the worker is
// already busy, else 1. With safety factor 1 the float operations are the seed's, in
// its order.
type pricer struct {
	complexity   float64
	gasGwei      float64 // gas price for the delay cost
	safeGasGwei  float64 // gas price × safety factor, for the result transaction
	resultGas    float64
	delayGasPerS float64
	// perS is the delay's price in ETH a second for the request being searched when its
	// time has a value (routing.time_value): gas price × delay_gas_per_second + the
	// value of one of its seconds. 0: the delay in gas alone, seed 003's formula.
	perS    float64
	l1      l1Pricer
	routing *RoutingConfig
}

func newPricer(r *RoutingConfig, model string, gasPriceGwei float64) pricer {
	return newL2Pricer(r, model, gasPriceGwei, nil)
}

// newL2Pricer is newPricer with the snapshot's L1 data fee (nil on an L1 chain).
func newL2Pricer(r *RoutingConfig, model string, gasPriceGwei float64, l1 *L1Fee) pricer {
	return pricer{
		complexity:   r.complexity(model),
		gasGwei:      gasPriceGwei,
		safeGasGwei:  gasPriceGwei * r.GasPriceSafetyFactor,
		resultGas:    r.ResultGas,
		delayGasPerS: r.DelayGasPerSecond,
		l1:           newL1Pricer(l1),
		routing:      r,
	}
}

// estimate is the worker's estimated latency for this model, in ms.
func (p *pricer) estimate(avgLatencyMS float64) float64 {
	return avgLatencyMS * p.complexity
}

// share is seed 003's batch share: the number of results one result transaction would
// carry, counted as the worker's active jobs.
func share(batching bool, activeJobs int) int {
	if batching && activeJobs > 0 {
		return activeJobs + 1
	}
	return 1
}

// cost prices a route with the given estimated latency and batch share.
func (p *pricer) cost(estMS float64, share int) (gasCost, total float64) {
	gasCost = float64(float64(p.resultGas/float64(share))*p.safeGasGwei) * 1e-9
	if p.l1.on {
		gasCost = float64(gasCost + p.l1.shared(share))
	}
	return gasCost, p.delayCost(estMS) + gasCost
}

// withItemL1 adds the request's own L1 data fee (its result item's bytes, never shared)
// to the chosen route c; on an L1 chain c is returned as it is.
func (p *pricer) withItemL1(c candidate, maxTokens uint32) candidate {
	if !p.l1.on || c.pos < 0 {
		return c
	}
	item := p.itemL1(maxTokens)
	c.gas = float64(c.gas + item)
	c.total = float64(c.total + item)
	return c
}

// itemL1 is the L1 data fee (ETH) of one result item for maxTokens, never shared by a
// batch; 0 on an L1 chain. The round adds it to the chosen route (withItemL1), the
// quote to the fee it asks for.
func (p *pricer) itemL1(maxTokens uint32) float64 {
	if !p.l1.on {
		return 0
	}
	return p.l1.item(p.routing.ItemBytes(maxTokens))
}

// withCallback adds the requester's callback gas (Request.CallbackGasLimit) to a route's
// gas cost and total: the callback runs in this request's result transaction, so its gas
// is priced whole at the safety-adjusted price, never divided by the batch share. It is
// the same for every route of the request, so routes are compared without it and it is
// added to the chosen one (and the fee floor compares the fee with the sum). gas = 0
// leaves both unchanged, bit for bit.
func (p *pricer) withCallback(gasCost, total float64, gas uint32) (float64, float64) {
	if gas == 0 {
		return gasCost, total
	}
	cb := p.callbackCost(gas)
	return gasCost + cb, total + cb
}

// callbackCost is the gas cost (ETH) of gas units of callback at the safety-adjusted price.
func (p *pricer) callbackCost(gas uint32) float64 {
	return float64(float64(gas)*p.safeGasGwei) * 1e-9
}

// delayCost is the delay part of cost (ETH): seed 003's, or with a value of time the
// seconds at perS.
func (p *pricer) delayCost(estMS float64) float64 {
	if p.perS != 0 {
		return float64(estMS/1000) * p.perS
	}
	return float64(float64(float64(estMS/1000)*p.gasGwei)*p.delayGasPerS) * 1e-9
}

// realShare is the batch share outside seed mode: the worker's open batch for the model
// plus this result, at most the worker's batch size (batchMax ≤ 1: it does not batch).
func realShare(open, batchMax int) int {
	return max(min(open+1, batchMax), 1)
}

// failureWeight is fee (wei) × failure_weight in ETH: the expected loss of a route is
// it times the worker's miss rate (1 − completion_rate).
func failureWeight(fee *Wei, weight float64) float64 {
	return weiFloat(fee) * 1e-18 * weight
}

// withFailure adds the expected loss of a failure to a route's total.
// The conversion keeps the compiler from fusing the multiply-add, so that a replay on
// another architecture gets the same bits.
func withFailure(total, fw, miss float64) float64 {
	return total + float64(fw*miss)
}
