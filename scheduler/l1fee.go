package scheduler

import "fmt"

// L1Fee is the L1 data fee of an L2 chain (OP stack, Arbitrum) as a linear model of a
// result transaction's size: a transaction carrying items of b1, b2, … bytes pays
// FixedWei + (b1 + b2 + …) × WeiPerByte. FixedWei is the transaction's own part (its
// envelope, signature and the submitResults head), shared by the items of a batch;
// the per-byte part of an item is its own and never shared. Absent (nil) on an L1
// chain, which prices no data fee at all.
//
// The gas oracle derives it from the chain's own fee contracts (package gasoracle); a
// snapshot carries it pinned, so that `infersched plan` and an auditor's replay price
// with the very same numbers.
type L1Fee struct {
	WeiPerByte Wei `json:"wei_per_byte"`
	FixedWei   Wei `json:"fixed_wei"`
}

// Validate reports a part that did not decode or is not a uint256.
func (f *L1Fee) Validate() error {
	for _, part := range []struct {
		key string
		w   *Wei
	}{{"wei_per_byte", &f.WeiPerByte}, {"fixed_wei", &f.FixedWei}} {
		if err := part.w.Err(); err != nil {
			return fmt.Errorf("%s: %w", part.key, err)
		}
		if part.w.Sign() < 0 || part.w.BitLen() > 256 {
			return fmt.Errorf("%s: must be a uint256", part.key)
		}
	}
	return nil
}

// Clone is a deep copy (nil for nil).
func (f *L1Fee) Clone() *L1Fee {
	if f == nil {
		return nil
	}
	return &L1Fee{WeiPerByte: WeiFromBig(&f.WeiPerByte.Int), FixedWei: WeiFromBig(&f.FixedWei.Int)}
}

// ItemBytes is the calldata a request's result item adds to a result transaction:
// max_tokens × routing.output_bytes_per_token plus routing.result_item_bytes (the
// item's id, attempt, voucher window, scheduler signature and ABI heads).
func (r *RoutingConfig) ItemBytes(maxTokens uint32) float64 {
	return float64(float64(maxTokens)*r.OutputBytesPerToken) + r.ResultItemBytes
}

// l1Pricer is the L1 part of a route's result cost, prepared once per round.
type l1Pricer struct {
	on       bool
	fixedETH float64 // fixed_wei in ETH: divided by the batch share
	byteETH  float64 // wei_per_byte in ETH: times the item's bytes, never divided
}

func newL1Pricer(f *L1Fee) l1Pricer {
	if f == nil {
		return l1Pricer{}
	}
	return l1Pricer{on: true, fixedETH: weiFloat(&f.FixedWei) * 1e-18, byteETH: weiFloat(&f.WeiPerByte) * 1e-18}
}

// shared is the request's share of the transaction's fixed L1 part at batch share sh.
func (l *l1Pricer) shared(sh int) float64 {
	return l.fixedETH / float64(sh)
}

// item is the L1 fee of the request's own result item (bytes long), in ETH.
func (l *l1Pricer) item(bytes float64) float64 {
	return float64(l.byteETH * bytes)
}
