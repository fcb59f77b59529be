package gasoracle

import (
	"math/big"
	"time"

	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/scheduler"
)

// maxFeeHistoryBlocks is the most blocks eth_feeHistory answers for in go-ethereum.
const maxFeeHistoryBlocks = 1024

// Config is the `gasoracle` section. Floor and cap are in wei (decimal integers, exact;
// 1 gwei = 1000000000), so that no float rounding sits between config and price.
type Config struct {
	// Blocks is how many recent blocks the tip percentile is taken over.
	Blocks int `yaml:"blocks"`
	// TipPercentile is the percentile of each block's priority fees (0–100); the tip is
	// the median over the blocks of that value.
	TipPercentile float64 `yaml:"tip_percentile"`
	// PollInterval is how often the oracle polls (each poll is two or three RPCs),
	// independent of the block time.
	PollInterval time.Duration `yaml:"poll_interval"`
	// MaxAge is how old the last successful poll may be before the quote is stale and
	// priced at the cap. Unset in a file: five poll_interval, at least 1m.
	MaxAge time.Duration `yaml:"max_age"`
	// FloorWei and CapWei bound the quoted price (base fee + tip, or legacy gas price).
	FloorWei scheduler.Wei `yaml:"floor_wei"`
	// CapWei is the highest gas price quoted (wei per gas); a stale quote is priced at
	// it.
	CapWei scheduler.Wei `yaml:"cap_wei"`
	// L1Fee bounds the L1 data fee on an L2 chain (chain.l2), read on every poll with
	// the gas price and stale with it.
	L1Fee L1FeeConfig `yaml:"l1_fee"`
}

// StaleAfter is how old a poll may be, by default, for an oracle polling every poll:
// five polls, so that a few failed polls in a row do not make the quote stale, and at
// least a minute, the default at the default 12 s poll.
func StaleAfter(poll time.Duration) time.Duration {
	return max(time.Minute, 5*poll)
}

// DefaultConfig: 20 blocks, median tip, poll every 12 s (one mainnet slot), stale after
// a minute, no floor, cap 500 gwei.
func DefaultConfig() Config {
	c := Config{
		Blocks:        20,
		TipPercentile: 50,
		PollInterval:  12 * time.Second,
		L1Fee:         DefaultL1FeeConfig(),
	}
	c.MaxAge = StaleAfter(c.PollInterval)
	c.CapWei.Set(gwei(500))
	return c
}

func gwei(n int64) *big.Int { return new(big.Int).Mul(big.NewInt(n), big.NewInt(1_000_000_000)) }

// Validate reports every problem with the section at once.
func (c Config) Validate() error {
	var p validate.Problems
	p.Check(c.Blocks >= 1 && c.Blocks <= maxFeeHistoryBlocks, "blocks",
		"must be between 1 and %d, got %d", maxFeeHistoryBlocks, c.Blocks)
	p.Check(c.TipPercentile >= 0 && c.TipPercentile <= 100, "tip_percentile",
		"must be between 0 and 100, got %v", c.TipPercentile)
	p.Check(c.PollInterval > 0, "poll_interval", "must be positive, got %v", c.PollInterval)
	p.Check(c.MaxAge > c.PollInterval, "max_age",
		"must be longer than poll_interval (%v), got %v", c.PollInterval, c.MaxAge)
	p.Check(c.CapWei.Sign() > 0, "cap_wei", "must be positive, got %s", c.CapWei.String())
	p.Check(c.FloorWei.Sign() >= 0, "floor_wei", "must not be negative, got %s", c.FloorWei.String())
	p.Check(c.FloorWei.Cmp(&c.CapWei.Int) <= 0, "floor_wei",
		"must not be above cap_wei (%s), got %s", c.CapWei.String(), c.FloorWei.String())
	c.L1Fee.validate(&p)
	return p.Err()
}
