package agent

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/bindings"
)

// ErrUnprofitable: the worker did not settle the result, because when its voucher margin
// forced a decision the batch's fees, with it, did not cover the batch's full cost (L2
// gas and L1 data fee) plus batch.min_profit. It is an ErrSkipped: nothing was sent.
var ErrUnprofitable = errors.New("fees below the settlement cost")

// opGasPriceOracle is the OP-stack predeploy whose getL1Fee prices a transaction's L1
// data fee; a chain with code there charges one.
var opGasPriceOracle = common.HexToAddress("0x420000000000000000000000000000000000000F")

var opGetL1Fee = func() abi.ABI {
	a, err := abi.JSON(strings.NewReader(`[{"type":"function","name":"getL1Fee","stateMutability":"view","inputs":[{"name":"_data","type":"bytes"}],"outputs":[{"type":"uint256"}]}]`))
	if err != nil {
		panic(err) // a constant: every test runs it
	}
	return a
}()

// batchCost is what a submitResults of some results would cost and earn.
type batchCost struct {
	gas   uint64
	l2Wei *big.Int // gas × (next base fee + tip)
	l1Wei *big.Int // the L1 data fee (OP stack: getL1Fee of the unsigned transaction); 0 on L1
	fees  *big.Int // the results' fees, as the chain holds them
	bytes []int    // each result's calldata
}

func (c batchCost) total() *big.Int { return new(big.Int).Add(c.l2Wei, c.l1Wei) }

// pays: fees ≥ cost + min profit.
func (c batchCost) pays(minProfit *big.Int) bool {
	need := new(big.Int).Add(c.total(), minProfit)
	return c.fees.Cmp(need) >= 0
}

// settleMetrics are the batch settlement's metrics, per model. Nil-safe.
type settleMetrics struct {
	net          *prometheus.GaugeVec
	cost         *prometheus.CounterVec
	held         *prometheus.CounterVec
	unprofitable *prometheus.CounterVec
}

func newSettleMetrics(reg prometheus.Registerer) (*settleMetrics, error) {
	m := &settleMetrics{
		net: prometheus.NewGaugeVec(prometheus.GaugeOpts{
			Name: "infersched_worker_net_earnings_wei",
			Help: "Fees of the results this worker settled in batches, less the estimated settlement cost (L2 gas and L1 data fee), per model.",
		}, []string{"model"}),
		cost: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "infersched_worker_settlement_cost_wei_total",
			Help: "Estimated cost of the batches this worker settled, by part (l2_gas, l1_data), per model.",
		}, []string{"model", "part"}),
		held: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "infersched_worker_batches_held_total",
			Help: "Times a due batch was held because its fees did not cover its cost plus batch.min_profit.",
		}, []string{"model"}),
		unprofitable: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "infersched_worker_results_unprofitable_total",
			Help: "Results not settled: their voucher margin forced a decision and they did not pay for their share.",
		}, []string{"model"}),
	}
	if reg != nil {
		for _, c := range []prometheus.Collector{m.net, m.cost, m.held, m.unprofitable} {
			if err := reg.Register(c); err != nil {
				return nil, fmt.Errorf("worker metrics: %w", err)
			}
		}
	}
	return m, nil
}

// l1Detector says whether the chain charges an OP-stack L1 data fee: asked once (again
// after a failed answer). Safe for concurrent use.
type l1Detector struct {
	mu    sync.Mutex
	known bool
	op    bool
}

func (d *l1Detector) isOP(ctx context.Context, c bind.ContractBackend) (bool, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.known {
		return d.op, nil
	}
	code, err := c.CodeAt(ctx, opGasPriceOracle, nil)
	if err != nil {
		return false, fmt.Errorf("detect the L1 data fee: %w", err)
	}
	d.known, d.op = true, len(code) > 0
	return d.op, nil
}

// estimateBatch prices a submitResults of items as it would go out now: its gas
// estimate at the next base fee plus the tip, and on an OP-stack chain the
// GasPriceOracle's getL1Fee of the unsigned transaction with that very calldata. (On
// Arbitrum the node's gas estimate already includes the L1 component.) fees are the
// requests' fees read from the router, in wei (a token fee at its feed's price:
// feesWei).
func (m *txm) estimateBatch(ctx context.Context, items []*batchItem) (batchCost, error) {
	c := batchCost{fees: new(big.Int), l1Wei: new(big.Int)}
	args := make([]bindings.InferenceRouterResultItem, len(items))
	ids := make([]*big.Int, len(items))
	for i, it := range items {
		args[i] = bindings.InferenceRouterResultItem{Id: it.id, Output: it.output, Attempt: it.v.attempt,
			VoucherNotBefore: it.v.notBefore, VoucherExpiry: it.v.expiry, SchedulerSig: it.v.sig}
		ids[i] = it.id
		c.bytes = append(c.bytes, len(it.output))
	}
	fees, err := m.feesWei(ctx, ids)
	if err != nil {
		return batchCost{}, err
	}
	for _, f := range fees {
		c.fees.Add(c.fees, f)
	}
	data, err := m.abi.Pack("submitResults", args)
	if err != nil {
		return batchCost{}, fmt.Errorf("encode submitResults: %w", err)
	}
	if c.gas, err = m.chain.EstimateGas(ctx, ethereum.CallMsg{From: m.from, To: &m.router, Data: data}); err != nil {
		return batchCost{}, fmt.Errorf("estimate gas: %w", err)
	}
	head, err := m.chain.HeaderByNumber(ctx, nil)
	if err != nil {
		return batchCost{}, fmt.Errorf("head: %w", err)
	}
	tip, err := m.chain.SuggestGasTipCap(ctx)
	if err != nil {
		return batchCost{}, fmt.Errorf("tip: %w", err)
	}
	price := new(big.Int).Set(tip)
	if head.BaseFee != nil {
		price.Add(price, head.BaseFee)
	}
	c.l2Wei = new(big.Int).Mul(price, new(big.Int).SetUint64(c.gas))
	op, err := m.l1.isOP(ctx, m.chain)
	if err != nil {
		return batchCost{}, err
	}
	if op {
		unsigned, err := types.NewTx(&types.DynamicFeeTx{ChainID: m.chainID, Nonce: 1 << 20, GasTipCap: tip,
			GasFeeCap: new(big.Int).Mul(price, big.NewInt(2)), Gas: c.gas, To: &m.router, Data: data}).MarshalBinary()
		if err != nil {
			return batchCost{}, fmt.Errorf("encode the transaction: %w", err)
		}
		in, err := opGetL1Fee.Pack("getL1Fee", unsigned)
		if err != nil {
			return batchCost{}, err
		}
		out, err := m.chain.CallContract(ctx, ethereum.CallMsg{To: &opGasPriceOracle, Data: in}, nil)
		if err != nil {
			return batchCost{}, fmt.Errorf("GasPriceOracle.getL1Fee: %w", err)
		}
		vs, err := opGetL1Fee.Unpack("getL1Fee", out)
		if err != nil || len(vs) != 1 {
			return batchCost{}, fmt.Errorf("GasPriceOracle.getL1Fee: unusable answer (%d bytes)", len(out))
		}
		c.l1Wei = vs[0].(*big.Int)
	}
	return c, nil
}

// payingSubset is the largest set of items, taken by fee less their share of the cost
// (by calldata) from the best, whose own estimate pays; nil if none does.
func (m *txm) payingSubset(ctx context.Context, items []*batchItem, all batchCost, minProfit *big.Int) ([]*batchItem, batchCost) {
	total := 0
	for _, n := range all.bytes {
		total += n + 1
	}
	type ranked struct {
		it     *batchItem
		margin *big.Int
	}
	rs := make([]ranked, len(items))
	ids := make([]*big.Int, len(items))
	for i, it := range items {
		ids[i] = it.id
	}
	fees, err := m.feesWei(ctx, ids)
	if err != nil {
		return nil, batchCost{}
	}
	for i, it := range items {
		share := new(big.Int).Mul(all.total(), big.NewInt(int64(all.bytes[i]+1)))
		share.Quo(share, big.NewInt(int64(total)))
		rs[i] = ranked{it, new(big.Int).Sub(fees[i], share)}
	}
	slices.SortStableFunc(rs, func(a, b ranked) int { return b.margin.Cmp(a.margin) })
	for k := len(rs) - 1; k >= 1; k-- {
		sub := make([]*batchItem, k)
		for i := range k {
			sub[i] = rs[i].it
		}
		c, err := m.estimateBatch(ctx, sub)
		if err == nil && c.pays(minProfit) {
			return sub, c
		}
	}
	return nil, batchCost{}
}

// settleDue is called with a batch that is due (full, max_wait, or its margin). When
// its fees cover its full cost plus batch.min_profit it is sent. Otherwise, unless the
// earliest margin among its results has come, it is held (put back, due again after
// max_wait or at that margin, and sent as soon as it pays: more results joined or the
// cost fell); at the margin only the results that pay are sent, and the rest end with
// ErrUnprofitable (a metric and a log line). A batch whose cost cannot be estimated (an
// RPC failure) is held too, and at the margin sent whatever it pays (submitBatch's own
// checks and estimate decide): the results are not given up for a node's hiccup. It
// returns the items decided (every one but those held).
func (b *batcher) settleDue(ctx context.Context, model string, items []*batchItem) []*batchItem {
	m := b.w.txm
	if b.w.cfg.Batch.SettleBelowCost {
		m.submitBatch(ctx, items)
		return items
	}
	// A result whose transaction went out before a restart is followed, not priced
	// again: its cost is spent.
	var sent, fresh []*batchItem
	for _, it := range items {
		if _, ok := m.state.get(it.id.String()); ok {
			sent = append(sent, it)
		} else {
			fresh = append(fresh, it)
		}
	}
	if len(sent) > 0 {
		m.submitBatch(ctx, sent)
	}
	if len(fresh) == 0 {
		return sent
	}
	return append(sent, b.settleFresh(ctx, model, fresh)...)
}

// settleFresh is settleDue for results never sent.
func (b *batcher) settleFresh(ctx context.Context, model string, items []*batchItem) []*batchItem {
	m := b.w.txm
	minProfit := b.w.cfg.Batch.minProfit()
	now := b.w.d.Clock()
	due := items[0].due
	for _, it := range items {
		if it.due.Before(due) {
			due = it.due
		}
	}
	est, err := m.estimateBatch(ctx, items)
	if err != nil && ctx.Err() != nil {
		for _, it := range items {
			it.err = context.Canceled // nothing sent: the messages go back
		}
		return items
	}
	if err != nil {
		if due.After(now) {
			m.log.Warn("batch cost not estimated; held", zap.String("model", model), zap.Error(err), zap.Time("decide_by", due))
			b.hold(ctx, model, items)
			return nil
		}
		m.log.Warn("batch cost not estimated at the margin; sending as is", zap.String("model", model), zap.Error(err))
		m.submitBatch(ctx, items)
		return items
	}
	if est.pays(minProfit) {
		m.submitBatch(ctx, items)
		b.book(model, items, est)
		return items
	}
	if due.After(now) {
		b.metrics.held.WithLabelValues(model).Inc()
		m.log.Info("batch held: fees below cost",
			zap.String("model", model), zap.Int("results", len(items)), zap.Stringer("fees_wei", est.fees),
			zap.Stringer("l2_gas_wei", est.l2Wei), zap.Stringer("l1_data_wei", est.l1Wei), zap.Stringer("min_profit_wei", minProfit),
			zap.Time("decide_by", due))
		b.hold(ctx, model, items)
		return nil
	}
	pay, payEst := m.payingSubset(ctx, items, est, minProfit)
	var rest []*batchItem
	for _, it := range items {
		if !slices.Contains(pay, it) {
			it.err = fmt.Errorf("%w: %w: request %s", ErrSkipped, ErrUnprofitable, it.id)
			rest = append(rest, it)
		}
	}
	b.metrics.unprofitable.WithLabelValues(model).Add(float64(len(rest)))
	m.log.Warn("batch results not settled: fees below cost at the voucher margin",
		zap.String("model", model), zap.Int("settled", len(pay)), zap.Int("not_settled", len(rest)),
		zap.Stringer("fees_wei", est.fees), zap.Stringer("cost_wei", est.total()), zap.Stringer("min_profit_wei", minProfit))
	if len(pay) > 0 {
		m.submitBatch(ctx, pay)
		b.book(model, pay, payEst)
	}
	return items
}

// book adds the settled results' fees less the estimated cost to the model's net
// earnings (all the cost, as the transaction was paid whatever was fulfilled in it).
func (b *batcher) book(model string, items []*batchItem, est batchCost) {
	fulfilled := 0
	for _, it := range items {
		if it.err == nil {
			fulfilled++
		}
	}
	earned := new(big.Int)
	if fulfilled == len(items) {
		earned.Set(est.fees)
	} else if len(items) > 0 { // the fees of those fulfilled, by count (an estimate)
		earned.Mul(est.fees, big.NewInt(int64(fulfilled)))
		earned.Quo(earned, big.NewInt(int64(len(items))))
	}
	net := new(big.Int).Sub(earned, est.total())
	f, _ := new(big.Float).SetInt(net).Float64()
	b.metrics.net.WithLabelValues(model).Add(f)
	l2, _ := new(big.Float).SetInt(est.l2Wei).Float64()
	l1, _ := new(big.Float).SetInt(est.l1Wei).Float64()
	b.metrics.cost.WithLabelValues(model, "l2_gas").Add(l2)
	b.metrics.cost.WithLabelValues(model, "l1_data").Add(l1)
}

// hold puts items back into model's open batch: due after max_wait, or at the earliest
// margin of its results if sooner; a result that joins makes it due at once.
func (b *batcher) hold(ctx context.Context, model string, items []*batchItem) {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := b.w.d.Clock()
	ob := b.batches[model]
	if ob == nil {
		ob = &openBatch{model: model, due: now.Add(b.w.cfg.Batch.MaxWait)}
		b.batches[model] = ob
	}
	ob.items = append(items, ob.items...)
	ob.held = len(ob.items)
	for _, it := range ob.items {
		if it.due.Before(ob.due) {
			ob.due = it.due
		}
	}
	b.armLocked(ctx, ob, now)
}
