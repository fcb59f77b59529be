package scheduler

// The value of a requester's time in a route's cost (routing.time_value).
//
// The route cost seed mode keeps prices a route's delay in gas: latency × gas price × delay_gas_per_second.
// Both that and the result gas scale with the gas price, so the price never decides
// between a fast worker and a cheap one, and a second of delay is worth a few hundred
// gas at any price: a 0.1 ETH request goes to a worker estimated at 60 s rather than one
// at 0.09 s to save one batch share of gas. With time_value w > 0 a second of request
// r's time is worth
//
//	v = w × fee ÷ (seconds left to r's deadline)
//
// (the fee per second of slack), added to the gas price of a second of delay:
//
//	delay cost = latency_s × (gas price × delay_gas_per_second × 1e-9 + v)
//
// so a fee that pays for speed buys a fast worker, a request with slack to spare and a
// small fee takes the cheaper batch share, and at a higher gas price batching wins more
// often. v is the request's own: the route order by latency within a class is the
// order by cost for every v ≥ 0, so the indexes and their bounds hold unchanged. Absent
// (0) is that delay cost in gas, bit for bit; seed mode ignores it.

// timeValue is what one second of request r's time is worth at nowMS, in ETH:
// weight × feeETH ÷ the seconds left to its deadline; 0 when weight is 0. r has not
// expired (score), so at least 1 ms is left and the value is finite.
func timeValue(weight, feeETH float64, r *Request, nowMS int64) float64 {
	if weight == 0 || feeETH == 0 {
		return 0
	}
	slack := float64(max(r.DeadlineMS-nowMS, 1)) / 1000
	return float64(weight*feeETH) / slack
}

// valueTime prices the delay of the request about to be searched, whose second is
// worth vETH: 0 prices it in gas alone, as seed mode does.
func (p *pricer) valueTime(vETH float64) {
	if vETH == 0 {
		p.perS = 0
		return
	}
	p.perS = float64(float64(p.gasGwei*p.delayGasPerS)*1e-9) + vETH
}

// valueTime sets the value of the time of the request about to be searched on model
// m's pricers, its first index's and every class's.
func (m *modelIndex) valueTime(vETH float64) {
	m.each(func(c *modelIndex) { c.price.valueTime(vETH) })
}

// batchesAt says whether results are batched at the snapshot's gas price: workers that
// batch are preferred only above a gas-price threshold (routing.batching_min_gas_gwei,
// 0: at any price). Seed mode batches at any price.
func (p *planner) batchesAt() bool {
	min := p.cfg.Routing.BatchingMinGasGwei
	return p.seed || min == 0 || p.s.GasPriceGwei >= min
}
