package agent

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"net/url"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/internal/liveness"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/signer"
	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

// Config is the `worker` section.
type Config struct {
	// Models the worker serves, as the scheduler names them.
	Models []string `yaml:"models"`
	// MaxJobs bounds the jobs run at once.
	MaxJobs int `yaml:"max_jobs"`
	// MemoryMB is the worker's total memory; free memory is this less what running jobs
	// reserved (each job its request's required_memory_mb).
	MemoryMB          int64         `yaml:"memory_mb"`
	HeartbeatInterval time.Duration `yaml:"heartbeat_interval"`
	// SchedulerURL is the base URL of the daemon's HTTP API (heartbeats go to
	// POST /v1/workers/heartbeat); empty sends heartbeats over NATS, which every
	// replica takes: leave it empty with several replicas (a URL names one of them).
	SchedulerURL string `yaml:"scheduler_url"`
	NATSURL      string `yaml:"nats_url"`
	// NATS are the worker's bus credentials: its own user (docs/security.md, "bus"),
	// password_file or password_env, and ca_file for TLS with a private CA.
	NATS    natsauth.Credentials `yaml:"nats"`
	Backend BackendConfig        `yaml:"backend"`
	Key     KeyConfig            `yaml:"key"`
	Chain   ChainConfig          `yaml:"chain"`
	Tx      TxConfig             `yaml:"tx"`
	Batch   BatchConfig          `yaml:"batch"`
	// StateFile remembers the result transactions sent, per request, so that a restart
	// never submits twice.
	StateFile string `yaml:"state_file"`
	// Health: the worker exits with an error once its NATS connection has been down for
	// health.unreachable_after (it reconnects for ever until then, re-reading its
	// password file), so that its supervisor restarts it rather than keeping a worker
	// that holds jobs it cannot report.
	Health liveness.Config `yaml:"health"`
	// Determinism is, per model served, the determinism class the worker runs it in
	// (gpu, engine, engine_version, dtype, tensor_parallel, batch_invariant), sent in
	// its signed heartbeat. A model of the scheduler's verification.class_models is
	// verified only between workers advertising one class, and routed only to a worker
	// whose class has two other staked workers: write it exactly as the other workers of
	// the same setup do. Leave a model out when the worker cannot say.
	Determinism map[string]wire.DeterminismClass `yaml:"determinism"`
	// Fault is fault injection for tests and the dev stack, never for a real worker:
	// fault.dishonest makes the worker lie about its paid results (agent.Dishonest), so
	// that a test running real `infersched worker` processes can watch sampling catch it.
	Fault FaultConfig `yaml:"fault"`
}

// FaultConfig is the worker's fault injection (tests and dev only).
type FaultConfig struct {
	// Dishonest appends DishonestSuffix to every paid job's output (verification runs
	// stay honest), so its result hash differs from an honest verifier's. Allowed only
	// with backend.kind echo: a worker serving a real model is never made to cheat by
	// a stray key.
	Dishonest bool `yaml:"dishonest"`
}

// Wrap is b with the configured faults applied.
func (c FaultConfig) Wrap(b Backend) Backend {
	if c.Dishonest {
		return Dishonest(b)
	}
	return b
}

// BackendConfig chooses and configures the inference backend.
type BackendConfig struct {
	// Kind is "echo" or "openai".
	Kind string `yaml:"kind"`
	// EchoDelay makes the echo backend take this long per job.
	EchoDelay time.Duration `yaml:"echo_delay"`
	// BaseURL of the OpenAI-compatible server, e.g. http://127.0.0.1:8000 (the /v1/…
	// paths are appended).
	BaseURL string `yaml:"base_url"`
	// APIKey, or the environment variable holding it (APIKeyEnv wins when set).
	APIKey    string `yaml:"api_key"`
	APIKeyEnv string `yaml:"api_key_env"`
	// ModelMap maps our model names to the backend's; a model not in it is sent as is.
	ModelMap map[string]string `yaml:"model_map"`
	// Endpoint is where a plain prompt goes: "chat" (/v1/chat/completions, one user
	// message) or "completions" (/v1/completions, the prompt as it is). A document goes
	// to its task's endpoint.
	Endpoint string `yaml:"endpoint"`
	// Engine names what serves the models, for the transcripts (e.g. "vllm 0.11 fp16
	// tp1"); empty: the owner GET /v1/models lists for the model.
	Engine string `yaml:"engine"`
	// TopLogprobs is how many alternatives per generated token the worker asks for and
	// keeps in a transcript (0 to 20; the token's own log-probability is always kept).
	TopLogprobs int `yaml:"top_logprobs"`
	// Timeout bounds one backend call.
	Timeout time.Duration `yaml:"timeout"`
	// MaxOutputBytes bounds the generated text (and an embedding's or a transcription's
	// JSON); a longer answer is a failure.
	MaxOutputBytes int64 `yaml:"max_output_bytes"`
	// MaxImageBytes bounds a generated image.
	MaxImageBytes int64 `yaml:"max_image_bytes"`
	// Metrics is where the worker reads the backend's own load (backendload.go).
	Metrics MetricsConfig `yaml:"metrics"`
	// LoadMS is, per model (our names), how long the backend takes to load it, reported
	// for a cold model until a load is measured; DefaultLoadMS for a model not listed.
	// Used with metrics that list loaded models (Ollama).
	LoadMS        map[string]int64 `yaml:"load_ms"`
	DefaultLoadMS int64            `yaml:"default_load_ms"`
	// Tasks (backend.tasks) is what the worker serves each model for (tasks.go): chat,
	// completion, embedding, image, transcription. A job of a task its model does not
	// serve is refused.
	Tasks TaskConfig `yaml:"tasks"`
}

// MetricsConfig is backend.metrics.
type MetricsConfig struct {
	// Kind is "none" or "" (probing off: the worker reports its own count of jobs),
	// "auto" (detect vLLM, llama.cpp server or Ollama; a server that answers none of
	// them is counted as with "none"), "vllm", "llamacpp" or "ollama".
	Kind string `yaml:"kind"`
	// URL is the server's base URL for /metrics or /api/ps; empty: backend.base_url.
	URL string `yaml:"url"`
	// Timeout bounds one reading; a reading that fails reports the worker saturated.
	Timeout time.Duration `yaml:"timeout"`
}

// Validate checks the metrics section; baseURL is backend.base_url.
func (c MetricsConfig) Validate(baseURL string) error {
	var p validate.Problems
	switch c.Kind {
	case MetricsNone, MetricsOff:
		return nil
	case MetricsAuto, MetricsVLLM, MetricsLlamaCPP, MetricsOllama:
	default:
		p.Addf("kind", "must be none (or empty), auto, vllm, llamacpp or ollama, got %q", c.Kind)
	}
	if c.URL != "" {
		p.Check(isHTTPURL(c.URL), "url", "must be an http(s) URL, got %q", c.URL)
	} else {
		p.Check(isHTTPURL(baseURL), "url", "must be set (or backend.base_url) to an http(s) URL")
	}
	p.Check(c.Timeout > 0 && c.Timeout <= time.Minute, "timeout", "must be in (0, 1m], got %v", c.Timeout)
	return p.Err()
}

// KeyConfig says where the worker key comes from, as signer.Config says it of the
// scheduler key: an encrypted keystore file with its password in a file, which is the
// source when it is set, else a hex private key in an environment variable.
type KeyConfig struct {
	KeystoreFile  string `yaml:"keystore_file"`
	PasswordFile  string `yaml:"password_file"`
	PrivateKeyEnv string `yaml:"private_key_env"`
}

// ChainConfig locates the chain and the contracts.
type ChainConfig struct {
	RPCURLs  []string `yaml:"rpc_urls"`
	ChainID  uint64   `yaml:"chain_id"`
	Router   string   `yaml:"router"`
	Registry string   `yaml:"registry"`
	// ResultVerifier is the verification contract; empty: the worker
	// takes no verification job.
	ResultVerifier string `yaml:"result_verifier"`
}

// TxConfig governs result transactions.
type TxConfig struct {
	// FeeBumpPercent raises tip and fee cap of a resubmission (at least 10, which nodes
	// require to replace a transaction).
	FeeBumpPercent int `yaml:"fee_bump_percent"`
	// ResubmitAfter is how long a transaction may stay unmined before it is replaced.
	ResubmitAfter time.Duration `yaml:"resubmit_after"`
	// MaxAttempts bounds the sends of one result (the first and its replacements).
	MaxAttempts int `yaml:"max_attempts"`
	// ReceiptTimeout bounds the wait for a receipt across all attempts.
	ReceiptTimeout time.Duration `yaml:"receipt_timeout"`
	// GasLimit, when not 0, replaces the gas estimate (times 1.2) of submitResult.
	GasLimit uint64 `yaml:"gas_limit"`
	// PollInterval is how often receipts are polled.
	PollInterval time.Duration `yaml:"poll_interval"`
}

// BatchConfig governs batched settlement: the results of assignments the scheduler
// marked batched are held, per model, and settled together by one submitResults.
type BatchConfig struct {
	// MaxSize is the most results in one transaction; 0 or 1 turns batching off (and the
	// heartbeat then reports no batch_max, so the scheduler batches nothing here).
	MaxSize int `yaml:"max_size"`
	// MaxWait is how long the first result of a batch may wait for more.
	MaxWait time.Duration `yaml:"max_wait"`
	// Margin: a batch is sent at the latest this long before the earliest voucher expiry
	// or deadline of its results.
	Margin time.Duration `yaml:"margin"`
	// MinProfit (wei, a decimal string; "" is 0): a due batch is sent only when its
	// fees cover its full cost (L2 gas and, on an OP-stack chain, the L1 data fee of
	// its calldata) plus this; otherwise it is held until it does (the cost falls, or
	// more results join) or the margin forces a decision, and then only the results
	// that pay are settled.
	MinProfit string `yaml:"min_profit"`
	// SettleBelowCost sends a due batch whatever its fees, ignoring the profit check: for a
	// dev or test chain whose requests pay token fees below any gas. Off by default, so
	// that no worker settles a batch at a loss.
	SettleBelowCost bool `yaml:"settle_below_cost"`
}

// minProfit is MinProfit in wei (Validate checked it).
func (c BatchConfig) minProfit() *big.Int {
	v, ok := new(big.Int).SetString(c.MinProfit, 10)
	if !ok || v.Sign() < 0 {
		return new(big.Int)
	}
	return v
}

// Validate checks the batch section.
func (c BatchConfig) Validate() error {
	var p validate.Problems
	p.Check(c.MaxSize >= 0 && c.MaxSize <= 1024, "max_size", "must be in [0, 1024] (0 or 1: no batching), got %d", c.MaxSize)
	p.Check(c.MaxSize <= 1 || c.MaxWait > 0, "max_wait", "must be positive when batching, got %v", c.MaxWait)
	p.Check(c.Margin >= 0, "margin", "must not be negative, got %v", c.Margin)
	if c.MinProfit != "" {
		v, ok := new(big.Int).SetString(c.MinProfit, 10)
		p.Check(ok && v.Sign() >= 0 && !strings.ContainsAny(c.MinProfit, "+-") && v.BitLen() <= 256, "min_profit",
			"must be a non-negative decimal amount of wei, got %q", c.MinProfit)
	}
	return p.Err()
}

// DefaultConfig is an echo worker for one model against a local stack.
func DefaultConfig() Config {
	return Config{
		Models:            []string{"llama-7b"},
		MaxJobs:           4,
		MemoryMB:          81920,
		HeartbeatInterval: 5 * time.Second,
		NATSURL:           "nats://127.0.0.1:4222",
		Backend: BackendConfig{
			Kind:           "echo",
			Endpoint:       "chat",
			TopLogprobs:    5,
			Timeout:        60 * time.Second,
			MaxOutputBytes: 64 << 10,
			MaxImageBytes:  MaxStoredInputBytes,
			Metrics:        MetricsConfig{Timeout: 2 * time.Second},
			DefaultLoadMS:  60_000,
		},
		Key:   KeyConfig{PrivateKeyEnv: "INFERSCHED_WORKER_KEY"},
		Chain: ChainConfig{RPCURLs: []string{"http://127.0.0.1:8545"}, ChainID: 1337},
		Tx: TxConfig{
			FeeBumpPercent: 15,
			ResubmitAfter:  30 * time.Second,
			MaxAttempts:    5,
			ReceiptTimeout: 5 * time.Minute,
			PollInterval:   500 * time.Millisecond,
		},
		Batch:     BatchConfig{MaxSize: 1, MaxWait: 2 * time.Second, Margin: 30 * time.Second},
		StateFile: "worker-state.json",
		Health:    liveness.DefaultConfig(),
	}
}

// Validate reports every problem at once, keys relative to the section.
func (c Config) Validate() error {
	var p validate.Problems
	c.checkRun(&p)
	p.Check(strings.TrimSpace(c.NATSURL) != "", "nats_url", "must not be empty")
	p.Merge("nats", c.NATS.Validate())
	p.Merge("backend", c.Backend.Validate())
	p.Merge("key", c.Key.Validate())
	p.Merge("chain", c.Chain.Validate())
	p.Check(!c.Fault.Dishonest || c.Backend.Kind == "echo", "fault.dishonest",
		"is a test and dev fault injection: only with backend.kind echo, got %q", c.Backend.Kind)
	return p.Err()
}

// validateRun checks what New needs; the chain, key, nats and backend sections are the
// command's (New is handed their results).
func (c Config) validateRun() error {
	var p validate.Problems
	c.checkRun(&p)
	return p.Err()
}

// checkRun adds the problems of the keys both Validate and New check.
func (c Config) checkRun(p *validate.Problems) {
	p.Check(len(c.Models) > 0, "models", "must list at least one model")
	for i, m := range c.Models {
		p.Check(wire.ValidModelName(m), fmt.Sprintf("models[%d]", i), "must be 1 to %d characters from [A-Za-z0-9%s], got %q", wire.MaxModelNameLen, wire.ModelNameChars, m)
	}
	wire.CheckClasses(p, "determinism", c.Models, c.Determinism)
	p.Check(c.MaxJobs >= 1 && c.MaxJobs <= 1024, "max_jobs", "must be in [1, 1024], got %d", c.MaxJobs)
	p.Check(c.MemoryMB >= 0 && c.MemoryMB <= 1<<30, "memory_mb", "must be in [0, %d], got %d", 1<<30, c.MemoryMB)
	p.Check(c.HeartbeatInterval >= 10*time.Millisecond, "heartbeat_interval", "must be at least 10ms, got %v", c.HeartbeatInterval)
	if c.SchedulerURL != "" {
		p.Check(isHTTPURL(c.SchedulerURL), "scheduler_url", "must be an http(s) URL, got %q", c.SchedulerURL)
	}
	p.Merge("tx", c.Tx.Validate())
	p.Merge("batch", c.Batch.Validate())
	p.Merge("health", c.Health.Validate())
	p.Check(c.StateFile != "", "state_file", "must not be empty")
	var tp validate.Problems
	c.Backend.Tasks.check(c.Models, &tp)
	p.Merge("backend", tp.Err())
}

// Validate checks the backend section.
func (c BackendConfig) Validate() error {
	var p validate.Problems
	switch c.Kind {
	case "echo":
		p.Check(c.EchoDelay >= 0, "echo_delay", "must not be negative, got %v", c.EchoDelay)
	case "openai":
		p.Check(isHTTPURL(c.BaseURL), "base_url", "must be an http(s) URL, got %q", c.BaseURL)
		p.Check(c.Endpoint == "chat" || c.Endpoint == "completions", "endpoint", "must be chat or completions, got %q", c.Endpoint)
		for k, v := range c.ModelMap {
			p.Check(k != "" && v != "", "model_map", "must not map %q to %q", k, v)
		}
	default:
		p.Addf("kind", "must be echo or openai, got %q", c.Kind)
	}
	p.Check(len(c.Engine) <= infer.MaxNameBytes, "engine", "must be at most %d bytes", infer.MaxNameBytes)
	p.Check(c.TopLogprobs >= 0 && c.TopLogprobs <= infer.MaxTopLogprobs, "top_logprobs", "must be in [0, %d], got %d", infer.MaxTopLogprobs, c.TopLogprobs)
	p.Check(c.Timeout > 0, "timeout", "must be positive, got %v", c.Timeout)
	p.Check(c.MaxOutputBytes > 0, "max_output_bytes", "must be positive, got %d", c.MaxOutputBytes)
	p.Check(c.MaxImageBytes > 0 && c.MaxImageBytes <= MaxStoredInputBytes, "max_image_bytes", "must be in (0, %d], got %d", MaxStoredInputBytes, c.MaxImageBytes)
	p.Merge("metrics", c.Metrics.Validate(c.BaseURL))
	for _, m := range sortedModels(c.LoadMS) {
		v := c.LoadMS[m]
		p.Check(v >= 0 && v <= wire.MaxModelLoadMS, "load_ms."+m, "must be in [0, %d], got %d", wire.MaxModelLoadMS, v)
	}
	p.Check(c.DefaultLoadMS >= 0 && c.DefaultLoadMS <= wire.MaxModelLoadMS, "default_load_ms", "must be in [0, %d], got %d", wire.MaxModelLoadMS, c.DefaultLoadMS)
	return p.Err()
}

// Validate checks the key source by the scheduler key's rules (internal/signer), so
// that a key section means the same in the daemon's file and the worker's.
func (c KeyConfig) Validate() error { return c.signer().Validate() }

func (c KeyConfig) signer() signer.Config {
	return signer.Config{KeystoreFile: c.KeystoreFile, PasswordFile: c.PasswordFile, PrivateKeyEnv: c.PrivateKeyEnv}
}

// Validate checks the chain section.
func (c ChainConfig) Validate() error {
	var p validate.Problems
	p.Check(len(c.RPCURLs) > 0, "rpc_urls", "must list at least one URL")
	for i, u := range c.RPCURLs {
		pu, err := url.Parse(u)
		ok := err == nil && pu.Host != "" && (pu.Scheme == "http" || pu.Scheme == "https" || pu.Scheme == "ws" || pu.Scheme == "wss")
		p.Check(ok, fmt.Sprintf("rpc_urls[%d]", i), "must be an http(s) or ws(s) URL, got %q", u)
	}
	p.Check(c.ChainID > 0, "chain_id", "must be positive, got %d", c.ChainID)
	p.Check(common.IsHexAddress(c.Router) && common.HexToAddress(c.Router) != (common.Address{}), "router", "must be a non-zero address, got %q", c.Router)
	p.Check(c.ResultVerifier == "" || common.IsHexAddress(c.ResultVerifier), "result_verifier", "must be an address or empty, got %q", c.ResultVerifier)
	if c.Registry != "" {
		p.Check(common.IsHexAddress(c.Registry), "registry", "must be an address, got %q", c.Registry)
	}
	return p.Err()
}

// Validate checks the tx section.
func (c TxConfig) Validate() error {
	var p validate.Problems
	p.Check(c.FeeBumpPercent >= 10 && c.FeeBumpPercent <= 1000, "fee_bump_percent", "must be in [10, 1000], got %d", c.FeeBumpPercent)
	p.Check(c.ResubmitAfter > 0, "resubmit_after", "must be positive, got %v", c.ResubmitAfter)
	p.Check(c.MaxAttempts >= 1 && c.MaxAttempts <= 100, "max_attempts", "must be in [1, 100], got %d", c.MaxAttempts)
	p.Check(c.ReceiptTimeout > 0, "receipt_timeout", "must be positive, got %v", c.ReceiptTimeout)
	p.Check(c.PollInterval > 0, "poll_interval", "must be positive, got %v", c.PollInterval)
	p.Check(c.GasLimit == 0 || c.GasLimit >= 21000, "gas_limit", "must be 0 (estimate) or at least 21000, got %d", c.GasLimit)
	return p.Err()
}

// LoadKey reads the worker key from the configured source (the same loader as the
// scheduler's key; the key is never logged).
func (c KeyConfig) LoadKey() (*ecdsa.PrivateKey, error) { return c.signer().LoadKey() }

// apiKey is the backend's API key: from the environment when api_key_env is set, an
// error when that variable is unset or empty (said at start, not at the first job).
func (c BackendConfig) apiKey() (string, error) {
	if c.APIKeyEnv == "" {
		return c.APIKey, nil
	}
	if v := os.Getenv(c.APIKeyEnv); v != "" {
		return v, nil
	}
	return "", fmt.Errorf("backend.api_key_env: the environment variable %s is not set or empty (it must hold the backend's API key)", c.APIKeyEnv)
}

// TasksOf is the tasks the worker serves model for: its backend.tasks entry, the
// list for every model, or the backend's default (chat and completion; every task for
// echo and the repeat model), in wire order.
func (c BackendConfig) TasksOf(model string) []infer.Task {
	var ts []string
	switch {
	case c.Tasks.PerModel[model] != nil:
		ts = c.Tasks.PerModel[model]
	case c.Tasks.All != nil:
		ts = c.Tasks.All
	case model == RepeatModel || c.Kind == "echo":
		ts = wire.Tasks()
	default:
		ts = wire.DefaultTasks()
	}
	out := make([]infer.Task, 0, len(ts))
	for _, t := range ordered(ts) {
		out = append(out, infer.Task(t))
	}
	return out
}

// Serves reports whether the worker serves model for task; a plain prompt ("") is
// its endpoint's task (chat, or completion with endpoint completions).
func (c BackendConfig) Serves(model string, task infer.Task) bool {
	if task == "" {
		task = infer.TaskChat
		if c.Endpoint == "completions" {
			task = infer.TaskCompletion
		}
	}
	return slices.Contains(c.TasksOf(model), task)
}

func isHTTPURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}
