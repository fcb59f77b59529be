package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"sync"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// StatusReader reads a request's status record and its revision. *statuskv.KV
// satisfies it. A missing request is status.ErrNotFound.
type StatusReader interface {
	Get(ctx context.Context, id string) (status.Record, uint64, error)
}

// SightingReader reads what the indexer saw on chain before the scheduler was told:
// requests from 0 confirmations, transactions, the head, outputs. *statuskv.Sightings
// satisfies it. Missing entries are status.ErrNotFound.
type SightingReader interface {
	Sighting(ctx context.Context, id string) (status.Sighting, error)
	Tx(ctx context.Context, hash string) (status.TxSighting, error)
	Head(ctx context.Context) (status.Head, error)
	Output(ctx context.Context, id string) (status.Output, error)
}

// RoundReader reads decision records, one JSON object per round, written to the client
// as they are.
type RoundReader interface {
	// Get returns round n's record; a missing round is ErrNotFound.
	Get(ctx context.Context, n uint64) (json.RawMessage, error)
	// List returns up to limit records of rounds ≥ from, in round order.
	List(ctx context.Context, from uint64, limit int) ([]json.RawMessage, error)
}

// WorkerLister lists the live workers (the registry's snapshot). It has the method set
// of scheduler.WorkerSource.
type WorkerLister interface {
	Workers(ctx context.Context) ([]scheduler.Worker, error)
}

// BackendMetricsSource says, per live worker id, where its load figures come from
// (wire.Heartbeat.BackendMetrics). *workers.Registry satisfies it.
type BackendMetricsSource interface {
	BackendMetrics(ctx context.Context) (map[string]string, error)
}

// InfoSource describes the deployment for GET /v1/info.
type InfoSource interface {
	Info(ctx context.Context) (Info, error)
}

// ConfigStore holds the scheduler section in use. Get must be cheap (it is called on
// every status request) and its result must not be mutated by the caller; Set replaces
// the whole section with one that has been validated.
type ConfigStore interface {
	Get() scheduler.Config
	Set(scheduler.Config) error
}

// ProofSource builds the Merkle proof that round n of shard's chain is in its anchored
// span (package audit; each chain is anchored on its own). A round not
// anchored is ErrNotFound (or wraps it).
type ProofSource interface {
	Proof(ctx context.Context, shard int, n uint64) (any, error)
}

// ErrNotFound is what a RoundReader returns for a round it does not have.
// status.ErrNotFound is accepted as well.
var ErrNotFound = errors.New("not found")

// Info is the body of GET /v1/info.
type Info struct {
	ChainID uint64 `json:"chain_id"`
	// Contracts maps a contract name ("inference_router", "worker_registry") to its
	// 0x-prefixed address.
	Contracts map[string]string `json:"contracts"`
	// Scheduler is the address of the scheduler's voucher key.
	Scheduler string `json:"scheduler"`
	// Models served by live workers. Filled from the WorkerLister when there is one.
	Models  []string `json:"models"`
	Version string   `json:"version"`
	// Replica is this replica's id and Leads the shards whose rounds it runs now
	// (every replica serves the API; the lease holders schedule).
	Replica string `json:"replica,omitempty"`
	Leads   []int  `json:"leads"`
	// Dev and DevAccounts are set by `infersched dev` only: the prefunded accounts of a
	// local chain, with their keys, so that a developer can send requests.
	Dev         bool         `json:"dev,omitempty"`
	DevAccounts []DevAccount `json:"dev_accounts,omitempty"`
	// DevNATS is set by `infersched dev` only: the embedded nats-server and its role
	// users with their passwords (random per run), to connect a component as one role.
	DevNATS *DevNATS `json:"dev_nats,omitempty"`
	// DishonestWorkers is set by `infersched dev --dishonest N` only: the workers whose
	// backend returns wrong outputs on purpose, to watch them get caught.
	DishonestWorkers []string `json:"dishonest_workers,omitempty"`
	// PaymentTokens are the ERC-20 tokens the router accepts for subscription fees, each
	// with its Chainlink price feed. Filled from the TokenPrices when there is one.
	PaymentTokens []PaymentToken `json:"payment_tokens"`
}

// PaymentToken is one token the router accepts for fees.
type PaymentToken struct {
	Address   string `json:"address"` // 0x-prefixed lowercase hex
	Symbol    string `json:"symbol"`
	Decimals  uint8  `json:"decimals"`
	PriceFeed string `json:"price_feed"` // the Chainlink AggregatorV3Interface quoting it in ETH
}

// TokenPrices are the tokens the router accepts for fees and their prices fit to price
// with now (package pricefeed, through the daemon): GET /v1/info lists the tokens, the
// quote answers in one, and ranks the queue's token requests.
type TokenPrices interface {
	PaymentTokens(ctx context.Context) []PaymentToken
	TokenRates(ctx context.Context) []scheduler.TokenRate
}

// DevNATS is the dev stack's bus: its URL and one user per role.
type DevNATS struct {
	URL   string        `json:"url"`
	Users []DevNATSUser `json:"users"`
}

// DevNATSUser is one bus user of the dev stack.
type DevNATSUser struct {
	Role     string `json:"role"`
	User     string `json:"user"`
	Password string `json:"password"`
	// Worker is the worker's address, for a worker's user.
	Worker string `json:"worker,omitempty"`
}

// DevAccount is a prefunded account of a development chain.
type DevAccount struct {
	Name       string `json:"name"`
	Address    string `json:"address"`
	PrivateKey string `json:"private_key,omitempty"`
}

// StaticInfo is an InfoSource that always answers the same Info.
type StaticInfo Info

// Info returns the Info.
func (s StaticInfo) Info(context.Context) (Info, error) { return Info(s), nil }

// MemoryConfig is a ConfigStore in memory, safe for concurrent use. Set validates the
// whole section before it applies.
type MemoryConfig struct {
	mu  sync.RWMutex
	cfg scheduler.Config
}

// NewMemoryConfig returns a store holding cfg (which is not validated here).
func NewMemoryConfig(cfg scheduler.Config) *MemoryConfig { return &MemoryConfig{cfg: cfg} }

// Get returns the section in use.
func (m *MemoryConfig) Get() scheduler.Config {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return m.cfg
}

// Set validates cfg and, when it is valid, makes it the section in use.
func (m *MemoryConfig) Set(cfg scheduler.Config) error {
	if err := cfg.Validate(); err != nil {
		return err
	}
	m.mu.Lock()
	m.cfg = cfg
	m.mu.Unlock()
	return nil
}
