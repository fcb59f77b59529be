package contracts_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/l2"
	"github.com/infersched/infersched/contracts/simchain"
)

// answer is n bytes of LLM-like text (it compresses as text does).
func answer(n int, seed uint64) []byte {
	words := strings.Fields("the of and to in a is that for it as was with be by on not this are or from at which but have an they you were there been one all we their has would when if so no will can more what about up out them then into some could time than other its only do like model token answer")
	r := rand.New(rand.NewPCG(seed, 7))
	var b strings.Builder
	for b.Len() < n {
		b.WriteString(words[r.IntN(len(words))])
		b.WriteByte(' ')
	}
	return []byte(b.String()[:n])
}

// l1FeeOf is the chain's GasPriceOracle.getL1Fee of tx (its unsigned RLP form).
func l1FeeOf(b *testing.B, chain *contractstest.Chain, gpo *l2.Artifact, tx *types.Transaction) *big.Int {
	b.Helper()
	unsigned, err := types.NewTx(&types.DynamicFeeTx{ChainID: tx.ChainId(), Nonce: tx.Nonce(), GasTipCap: tx.GasTipCap(),
		GasFeeCap: tx.GasFeeCap(), Gas: tx.Gas(), To: tx.To(), Value: tx.Value(), Data: tx.Data()}).MarshalBinary()
	if err != nil {
		b.Fatal(err)
	}
	in, err := gpo.ABI.Pack("getL1Fee", unsigned)
	if err != nil {
		b.Fatal(err)
	}
	to := l2.GasPriceOracleAddress
	out, err := chain.Client.CallContract(b.Context(), ethereum.CallMsg{To: &to, Data: in}, nil)
	if err != nil {
		b.Fatal(err)
	}
	vs, err := gpo.ABI.Unpack("getL1Fee", out)
	if err != nil {
		b.Fatal(err)
	}
	return vs[0].(*big.Int)
}

// BenchmarkResultCost settles results of growing output sizes, one per transaction
// (submitResult) and four per transaction (submitResults), on the simulated chain
// booted as an OP-stack chain (L1Block and GasPriceOracle from contracts-bedrock,
// Base's scalars, Ecotone and Fjord) at a quiet L1 (base fee 10 gwei, blob base fee
// 1 gwei) and a busy one (600 and 100 gwei). It
// reports per result: gas used, the L1 data fee (getL1Fee of the real transaction,
// shared by the batch), and the cost in ETH on L1 at 20 gwei and on the L2 at 0.01 gwei
// plus its L1 data fee (docs/benchmarks.md).
func BenchmarkResultCost(b *testing.B) {
	gpo, err := l2.Load(l2.GasPriceOracle)
	if err != nil {
		b.Fatal(err)
	}
	busy := l2.DefaultOPValues()
	busy.L1BaseFee, busy.BlobBaseFee = big.NewInt(600e9), big.NewInt(100e9)
	for _, l1 := range []struct {
		name string
		v    l2.OPValues
	}{{"quiet", l2.DefaultOPValues()}, {"busy", busy}} {
		for _, size := range []int{64, 1024, 4096, 16384} {
			for _, batch := range []int{1, 4} {
				b.Run(fmt.Sprintf("l1=%s/output=%d/batch=%d", l1.name, size, batch), func(b *testing.B) {
					chain := contractstest.NewChain(b, simchain.WithOPStack(l1.v), simchain.WithLimits(4096, 64),
						simchain.WithBlockGasLimit(60_000_000))
					chain.RegisterAll(b)
					w := chain.Workers[0]
					var gas, l1 big.Int
					results := 0
					for i := 0; b.Loop(); i++ {
						b.StopTimer()
						txs := make([]*types.Transaction, batch)
						for k := range txs {
							tx, err := chain.SendRequest(b, chain.Users[0], contractstest.Request{Fee: big.NewInt(1e15), MaxTokens: uint32(size / 4)})
							if err != nil {
								b.Fatal(err)
							}
							txs[k] = tx
						}
						var items []bindings.InferenceRouterResultItem
						for _, rec := range chain.CommitTxs(b, txs...) {
							for _, l := range rec.Logs {
								if ev, err := chain.Router.ParseInferenceRequested(*l); err == nil {
									expiry := chain.Now(b) + 3600
									items = append(items, bindings.InferenceRouterResultItem{Id: ev.Id, Output: answer(size, uint64(i)*8+uint64(len(items))),
										Attempt: 1, VoucherExpiry: expiry, SchedulerSig: chain.Voucher(b, ev.Id, w, expiry)})
								}
							}
						}
						b.StartTimer()
						var tx *types.Transaction
						if batch == 1 {
							it := items[0]
							tx, err = chain.Router.SubmitResult(chain.Opts(b, w), it.Id, it.Output, it.Attempt, it.VoucherNotBefore, it.VoucherExpiry, it.SchedulerSig)
						} else {
							tx, err = chain.Router.SubmitResults(chain.Opts(b, w), items)
						}
						rec := chain.Mine(b)(tx, err)
						b.StopTimer()
						gas.Add(&gas, new(big.Int).SetUint64(rec.GasUsed))
						l1.Add(&l1, l1FeeOf(b, chain, gpo, tx))
						results += batch
						b.StartTimer()
					}
					per := func(x *big.Int) float64 {
						f, _ := new(big.Float).Quo(new(big.Float).SetInt(x), big.NewFloat(float64(results))).Float64()
						return f
					}
					g, fee := per(&gas), per(&l1)
					b.ReportMetric(g, "gas/result")
					b.ReportMetric(fee, "l1wei/result")
					b.ReportMetric(g*20e9*1e-18, "ETH-L1@20gwei/result")
					b.ReportMetric(g*0.01e9*1e-18+fee*1e-18, "ETH-OP/result")
				})
			}
		}
	}
}
