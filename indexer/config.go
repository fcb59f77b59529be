package indexer

import (
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/internal/validate"
)

// Config is the `indexer` section. Router, Verifier and Bus come from other sections
// (chain and nats); the wiring copies them in.
type Config struct {
	// Confirmations is how many blocks must follow a block before its events are
	// published. 0 publishes at once and retracts what a reorg removes.
	Confirmations uint64 `yaml:"confirmations"`
	// UseFinalized publishes up to the `finalized` block instead, and Confirmations is
	// then not used: the finalized tag already waits for the chain's own finality, and
	// refusing the default 12 beside it only made operators set a second key.
	UseFinalized bool `yaml:"use_finalized"`
	// StartBlock is where the first run (no checkpoint yet) begins.
	StartBlock uint64 `yaml:"start_block"`
	// BatchBlocks is the largest block range of one eth_getLogs call.
	BatchBlocks uint64 `yaml:"batch_blocks"`
	// PollInterval is how often the head is read when no head subscription is open
	// (and the retry delay after an error).
	PollInterval time.Duration `yaml:"poll_interval"`
	// Subscribe opens a new-heads subscription when the endpoint supports it (ws://).
	Subscribe bool `yaml:"subscribe"`
	// ReorgWindow is how many recent blocks the indexer remembers (hash, parent hash,
	// events published) and processes one by one: the deepest reorg it can retract.
	ReorgWindow uint64 `yaml:"reorg_window"`
	// PublishTimeout bounds waiting for JetStream's acknowledgements of one chunk.
	PublishTimeout time.Duration `yaml:"publish_timeout"`

	// Router is the InferenceRouter address (chain.contracts.router).
	Router common.Address `yaml:"-"`
	// Verifier is the ResultVerifier address (chain.contracts.result_verifier), whose
	// verdict logs are read with the router's under the same checkpoint; zero: not read.
	Verifier common.Address `yaml:"-"`
	// Now is the clock of the sightings' observed_at; nil means time.Now.
	Now func() time.Time `yaml:"-" json:"-"`
}

// DefaultConfig waits 12 confirmations and backfills 2000 blocks per call.
func DefaultConfig() Config {
	return Config{
		Confirmations:  12,
		BatchBlocks:    2000,
		PollInterval:   2 * time.Second,
		Subscribe:      true,
		ReorgWindow:    64,
		PublishTimeout: 30 * time.Second,
	}
}

// Validate reports every problem with the section at once.
func (c Config) Validate() error {
	var p validate.Problems
	p.Check(c.Confirmations <= 10_000, "confirmations", "must be at most 10000, got %d", c.Confirmations)
	p.Check(c.BatchBlocks >= 1 && c.BatchBlocks <= 1_000_000, "batch_blocks",
		"must be between 1 and 1000000, got %d", c.BatchBlocks)
	p.Check(c.PollInterval >= 10*time.Millisecond, "poll_interval", "must be at least 10ms, got %v", c.PollInterval)
	p.Check(c.ReorgWindow >= 1 && c.ReorgWindow <= 10_000, "reorg_window",
		"must be between 1 and 10000, got %d", c.ReorgWindow)
	p.Check(c.PublishTimeout > 0, "publish_timeout", "must be positive, got %v", c.PublishTimeout)
	return p.Err()
}
