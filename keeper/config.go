package keeper

import (
	"time"

	"github.com/infersched/infersched/internal/signer"
	"github.com/infersched/infersched/internal/validate"
)

// Config is the `keeper` section.
type Config struct {
	// Enabled turns the keeper on (it needs Signer); off, expired requests wait for
	// their requesters' refund calls.
	Enabled bool `yaml:"enabled"`
	// Signer is the keeper's key (a keystore with its password file, or a hex key in an
	// environment variable): an account the operator funds with gas, distinct from the
	// scheduler key.
	Signer signer.Config `yaml:"signer"`
	// Interval is how often the router is scanned.
	Interval time.Duration `yaml:"interval"`
	// MaxBatch is the most requests one refundMany refunds.
	MaxBatch int `yaml:"max_batch"`
	// MaxScan is the most request ids one pass reads.
	MaxScan int `yaml:"max_scan"`
	// GasPerRefund and GasBase size a batch's gas limit: base + per refund × ids. A
	// refund costs 22 000 to 55 000 gas (docs/benchmarks.md); a batch is not estimated
	// at the head, where fewer of its ids may be due than in its block.
	GasPerRefund uint64 `yaml:"gas_per_refund"`
	// GasBase is a batch's gas besides its refunds (gas units).
	GasBase uint64 `yaml:"gas_base"`
	// FeeBumpPercent raises the fees of a batch sent again, in percent.
	FeeBumpPercent int `yaml:"fee_bump_percent"`
	// ResubmitAfter: a batch not mined by then is sent again with the same nonce and fees
	// raised by fee_bump_percent.
	ResubmitAfter time.Duration `yaml:"resubmit_after"`
	// MaxAttempts bounds the sends of one batch.
	MaxAttempts int `yaml:"max_attempts"`
}

// DefaultConfig: off; when on, every 30 s, batches of 100, 16 384 ids a pass.
func DefaultConfig() Config {
	return Config{Signer: signer.Config{PrivateKeyEnv: "INFERSCHED_KEEPER_KEY"}, Interval: 30 * time.Second, MaxBatch: 100, MaxScan: 16384,
		GasPerRefund: 70_000, GasBase: 100_000, FeeBumpPercent: 20, ResubmitAfter: time.Minute, MaxAttempts: 5}
}

// MaxBatchLimit is the router's MAX_BATCH_READ: refundMany takes at most that many ids.
const MaxBatchLimit = 1024

// Validate reports every problem of the section at once.
func (c Config) Validate() error {
	var p validate.Problems
	if c.Enabled {
		p.Merge("signer", c.Signer.Validate())
	}
	p.Check(c.Interval >= time.Second, "interval", "must be at least 1s, got %s", c.Interval)
	p.Check(c.MaxBatch >= 1 && c.MaxBatch <= MaxBatchLimit, "max_batch", "must be in [1, %d], got %d", MaxBatchLimit, c.MaxBatch)
	p.Check(c.MaxScan >= c.MaxBatch && c.MaxScan <= 1<<20, "max_scan", "must be in [max_batch, 1048576], got %d", c.MaxScan)
	p.Check(c.GasPerRefund >= 30_000 && c.GasPerRefund <= 1_000_000, "gas_per_refund", "must be in [30000, 1000000], got %d", c.GasPerRefund)
	p.Check(c.GasBase >= 21_000 && c.GasBase <= 1_000_000, "gas_base", "must be in [21000, 1000000], got %d", c.GasBase)
	p.Check(c.FeeBumpPercent >= 10 && c.FeeBumpPercent <= 1000, "fee_bump_percent", "must be in [10, 1000], got %d", c.FeeBumpPercent)
	p.Check(c.ResubmitAfter >= time.Second, "resubmit_after", "must be at least 1s, got %s", c.ResubmitAfter)
	p.Check(c.MaxAttempts >= 1 && c.MaxAttempts <= 100, "max_attempts", "must be in [1, 100], got %d", c.MaxAttempts)
	return p.Err()
}
