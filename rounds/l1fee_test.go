package rounds_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/l2"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/daemon/daemontest"
	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/gasoracle"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/scheduler"
)

// On an OP-stack chain (the simulated chain with the OP predeploys, an L1 at ~1e11 wei a
// calldata byte) the real gas oracle's L1 data fee reaches the round: a 4096-token
// answer whose fee covers its L2 gas many times over is skipped with fee_below_cost,
// a 64-token one with the same fee is assigned with the L1 part in its cost, and the
// round's record carries the l1_fee it priced with, so it replays to the same bytes.
func TestRoundPricesTheL1DataFee(t *testing.T) {
	v := l2.DefaultOPValues()
	v.L1BaseFee.SetUint64(600e9)
	v.BlobBaseFee.SetUint64(100e9)
	chain, err := simchain.New(t.Context(), simchain.WithoutContracts(), simchain.WithOPStack(v))
	if err != nil {
		t.Fatal(err)
	}
	defer chain.Close()
	pcfg := ethrpc.DefaultConfig()
	pool, err := ethrpc.New(pcfg, func(context.Context, string) (ethrpc.Client, error) { return chain.Client, nil }, zap.NewNop(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	oracle, err := gasoracle.New(gasoracle.DefaultConfig(), pool, zap.NewNop(), nil, gasoracle.WithL2(gasoracle.L2Auto))
	if err != nil {
		t.Fatal(err)
	}
	q, err := oracle.Refresh(t.Context())
	if err != nil || q.L1Fee == nil {
		t.Fatalf("quote %+v, %v", q, err)
	}
	h := daemontest.NewEngine(t, daemontest.Options{Gas: oracle, Config: func(c *scheduler.Config) { c.MaxHeadAge = 0 }})
	h.Worker("llama-7b", 300, 2)
	now := h.Clock.Now().UnixMilli()
	for id, tokens := range map[string]uint32{"long": 4096, "short": 64} {
		h.Eng.Add(scheduler.Request{ID: id, User: "0xu", ModelID: "llama-7b", MaxTokens: tokens, PriorityFeeWei: scheduler.NewWei(1e15),
			SubmittedAtMS: now, DeadlineMS: now + time.Minute.Milliseconds(), RequiredMemoryMB: 1000}, []byte("prompt "+id), func() {})
	}
	h.Round()
	rec := h.Sink.Rounds[0]
	d := rec.Decision
	if len(d.Assigned) != 1 || d.Assigned[0].RequestID != "short" || len(d.Skipped) != 1 ||
		d.Skipped[0].RequestID != "long" || d.Skipped[0].Reason != scheduler.ReasonFeeBelowCost {
		t.Fatalf("decision %+v", d)
	}
	l2Gas := float64(q.PriceWei.Int64()) * 150_000 * 1.5 * 1e-18
	if a := d.Assigned[0]; a.GasCostETH <= l2Gas*1.01 {
		t.Fatalf("short answer's gas cost %g ETH lacks the L1 part (L2 gas %g)", a.GasCostETH, l2Gas)
	}
	t.Logf("l1 fee %s wei/byte + %s wei; short: %g ETH (L2 %g), long needs %s wei",
		rec.Snapshot.L1Fee.WeiPerByte.String(), rec.Snapshot.L1Fee.FixedWei.String(), d.Assigned[0].GasCostETH, l2Gas, d.Skipped[0].FeeNeededWei)
	if rec.Snapshot.L1Fee == nil || rec.Snapshot.L1Fee.WeiPerByte.Cmp(&q.L1Fee.WeiPerByte.Int) != 0 {
		t.Fatalf("snapshot l1 fee %+v, quote %+v", rec.Snapshot.L1Fee, q.L1Fee)
	}
	dr, err := decisionlog.NewRecord(rec.Round, now, rec.Snapshot, rec.Config, rec.Decision, true)
	if err != nil {
		t.Fatal(err)
	}
	if err := decisionlog.Append(dr, nil); err != nil {
		t.Fatal(err)
	}
	if fs := decisionlog.Replay(dr, nil); len(fs) != 0 {
		t.Fatalf("replay: %v", fs)
	}
}

// routing.result_item_bytes' default is the ABI size of one submitResults item with an
// empty output (the per-byte part is the output, padded to 32 bytes).
func TestResultItemBytesIsTheABISize(t *testing.T) {
	parsed, err := bindings.InferenceRouterMetaData.GetAbi()
	if err != nil {
		t.Fatal(err)
	}
	item := func(out []byte) bindings.InferenceRouterResultItem {
		return bindings.InferenceRouterResultItem{Id: big.NewInt(1), Output: out, Attempt: 1, VoucherExpiry: 1, SchedulerSig: make([]byte, 65)}
	}
	pack := func(items ...bindings.InferenceRouterResultItem) int {
		b, err := parsed.Pack("submitResults", items)
		if err != nil {
			t.Fatal(err)
		}
		return len(b)
	}
	one, two := pack(item(nil)), pack(item(nil), item(nil))
	if got := two - one; got != scheduler.DefaultResultItemBytes {
		t.Fatalf("an empty item is %d bytes, routing.result_item_bytes default %d", got, scheduler.DefaultResultItemBytes)
	}
	if got := pack(item(nil), item(make([]byte, 64))) - one; got != scheduler.DefaultResultItemBytes+64 {
		t.Fatalf("a 64-byte item is %d bytes", got)
	}
}
