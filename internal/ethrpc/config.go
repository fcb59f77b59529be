package ethrpc

import (
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/internal/validate"
)

// Config is the `chain` section.
type Config struct {
	// RPCURLs are tried in order; the first is preferred. http(s):// or ws(s)://.
	// Subscriptions (new heads, logs) need a ws(s):// endpoint.
	RPCURLs []string `yaml:"rpc_urls"`
	// ChainID is the expected chain id; 0 means learn it from the first endpoint that
	// answers and require every other endpoint to agree.
	ChainID uint64 `yaml:"chain_id"`
	// RequestTimeout bounds one call (one attempt on one endpoint), dialing included.
	RequestTimeout time.Duration `yaml:"request_timeout"`
	Contracts      Contracts     `yaml:"contracts"`
	// L2 says how the chain charges for calldata: auto (detect), op (OP stack:
	// GasPriceOracle/L1Block), arbitrum (ArbGasInfo), none (an L1 chain). The gas
	// oracle reads the L1 data fee accordingly (package gasoracle).
	L2 string `yaml:"l2"`
}

// The values of chain.l2.
const (
	L2Auto     = "auto"
	L2OP       = "op"
	L2Arbitrum = "arbitrum"
	L2None     = "none"
)

// Contracts holds the deployed contract addresses, 0x-prefixed hex; empty means not
// deployed (the component that needs it refuses to start).
type Contracts struct {
	// Router is the InferenceRouter contract requests are paid to and vouchers are signed
	// for; required by `infersched run`.
	Router string `yaml:"router"`
	// WorkerRegistry is the WorkerRegistry contract that holds the workers' stakes;
	// required by `infersched run`.
	WorkerRegistry string `yaml:"worker_registry"`
	// DecisionAnchor is the contract the decision log's hashes are anchored on; required
	// while audit.anchor_every is not 0.
	DecisionAnchor string `yaml:"decision_anchor"`
	// ResultVerifier is the verification contract; empty: no verification.
	ResultVerifier string `yaml:"result_verifier"`
}

// DefaultConfig is a local node on the default port, chain id learned from it.
func DefaultConfig() Config {
	return Config{
		RPCURLs:        []string{"http://127.0.0.1:8545"},
		RequestTimeout: 10 * time.Second,
		L2:             L2Auto,
	}
}

// Validate reports every problem with the section at once.
func (c Config) Validate() error {
	var p validate.Problems
	p.Check(len(c.RPCURLs) > 0, "rpc_urls", "must list at least one endpoint")
	seen := make(map[string]bool, len(c.RPCURLs))
	for i, raw := range c.RPCURLs {
		key := "rpc_urls[" + strconv.Itoa(i) + "]"
		if err := checkURL(raw); err != "" {
			p.Addf(key, "%s", err)
			continue
		}
		p.Check(!seen[raw], key, "duplicate endpoint %s", Redact(raw))
		seen[raw] = true
	}
	p.Check(c.RequestTimeout > 0, "request_timeout", "must be positive, got %v", c.RequestTimeout)
	switch c.L2 {
	case L2Auto, L2OP, L2Arbitrum, L2None, "": // "" (a config built by hand): none
	default:
		p.Addf("l2", "must be one of auto, op, arbitrum, none, got %q", c.L2)
	}
	checkAddr(&p, "contracts.router", c.Contracts.Router)
	checkAddr(&p, "contracts.worker_registry", c.Contracts.WorkerRegistry)
	checkAddr(&p, "contracts.decision_anchor", c.Contracts.DecisionAnchor)
	return p.Err()
}

func checkURL(raw string) string {
	if strings.TrimSpace(raw) == "" {
		return "must not be empty"
	}
	u, err := url.Parse(raw)
	if err != nil {
		return "is not a URL: " + Redact(raw)
	}
	switch u.Scheme {
	case "http", "https", "ws", "wss":
	default:
		return "must start with http://, https://, ws:// or wss://, got " + Redact(raw)
	}
	if u.Host == "" {
		return "has no host: " + Redact(raw)
	}
	return ""
}

func checkAddr(p *validate.Problems, key, v string) {
	if v == "" {
		return
	}
	p.Check(len(v) == 42 && strings.HasPrefix(v, "0x") && common.IsHexAddress(v), key,
		"must be a 0x-prefixed 20-byte hex address, got %q", v)
}

// Redact returns the scheme and host of an endpoint URL, dropping user info, path and
// query, where API keys usually live. Use it wherever a URL is logged or exported.
func Redact(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return "<invalid url>"
	}
	return u.Scheme + "://" + u.Host
}
