package agent

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/hex"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"gopkg.in/yaml.v3"

	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

func validConfig() Config {
	c := DefaultConfig()
	c.Chain.Router = "0x00000000000000000000000000000000000000aa"
	return c
}

func TestConfigValidate(t *testing.T) {
	if err := validConfig().Validate(); err != nil {
		t.Fatalf("valid config: %v", err)
	}
	if err := DefaultConfig().Validate(); err == nil || !strings.Contains(err.Error(), "chain.router: must be a non-zero address") {
		t.Fatalf("default config without a router: %v", err)
	}
	cases := []struct {
		name   string
		mutate func(*Config)
		want   []string
	}{
		{"no models", func(c *Config) { c.Models = nil }, []string{"models: must list at least one model"}},
		{"bad model", func(c *Config) { c.Models = []string{"a b"} }, []string{`models[0]: must be 1 to 128 characters`}},
		{"max jobs", func(c *Config) { c.MaxJobs = 0 }, []string{"max_jobs: must be in [1, 1024], got 0"}},
		{"class of a model not served", func(c *Config) {
			c.Determinism = map[string]wire.DeterminismClass{"other": {GPU: "cpu", Engine: "e", EngineVersion: "1", DType: "f16", TensorParallel: 1}}
		}, []string{`determinism["other"]: is not a model the worker serves`}},
		{"class without a gpu", func(c *Config) {
			c.Determinism = map[string]wire.DeterminismClass{c.Models[0]: {Engine: "e", EngineVersion: "1", DType: "f16", TensorParallel: 0}}
		}, []string{`determinism["` + validConfig().Models[0] + `"].gpu: must be 1 to 64`, `.tensor_parallel: must be in [1, 1024], got 0`}},
		{"memory", func(c *Config) { c.MemoryMB = -1 }, []string{"memory_mb: must be in [0, 1073741824], got -1"}},
		{"heartbeat", func(c *Config) { c.HeartbeatInterval = 0 }, []string{"heartbeat_interval: must be at least 10ms, got 0s"}},
		{"scheduler url", func(c *Config) { c.SchedulerURL = "ftp://x" }, []string{`scheduler_url: must be an http(s) URL, got "ftp://x"`}},
		{"nats", func(c *Config) { c.NATSURL = " " }, []string{"nats_url: must not be empty"}},
		{"backend kind", func(c *Config) { c.Backend.Kind = "gpt" }, []string{`backend.kind: must be echo or openai, got "gpt"`}},
		{"openai", func(c *Config) { c.Backend.Kind, c.Backend.Endpoint = "openai", "x" }, []string{
			`backend.base_url: must be an http(s) URL, got ""`, `backend.endpoint: must be chat or completions, got "x"`}},
		{"backend limits", func(c *Config) { c.Backend.Timeout, c.Backend.MaxOutputBytes = 0, 0 }, []string{
			"backend.timeout: must be positive, got 0s", "backend.max_output_bytes: must be positive, got 0"}},
		{"key none", func(c *Config) { c.Key = KeyConfig{} }, []string{"key.keystore_file: or private_key_env must be set"}},
		{"key no password", func(c *Config) { c.Key = KeyConfig{KeystoreFile: "k"} }, []string{"key.password_file: is required with keystore_file"}},
		{"chain", func(c *Config) { c.Chain = ChainConfig{RPCURLs: []string{"nope"}, Registry: "x"} }, []string{
			`chain.rpc_urls[0]: must be an http(s) or ws(s) URL, got "nope"`, "chain.chain_id: must be positive, got 0",
			`chain.router: must be a non-zero address, got ""`, `chain.registry: must be an address, got "x"`}},
		{"tx", func(c *Config) {
			c.Tx = TxConfig{FeeBumpPercent: 5, GasLimit: 5}
		}, []string{"tx.fee_bump_percent: must be in [10, 1000], got 5", "tx.resubmit_after: must be positive, got 0s",
			"tx.max_attempts: must be in [1, 100], got 0", "tx.receipt_timeout: must be positive, got 0s",
			"tx.poll_interval: must be positive, got 0s", "tx.gas_limit: must be 0 (estimate) or at least 21000, got 5"}},
		{"state file", func(c *Config) { c.StateFile = "" }, []string{"state_file: must not be empty"}},
		{"tasks", func(c *Config) {
			c.Backend.Tasks = TaskConfig{PerModel: map[string][]string{"llama-7b": {"chat", "video"}, "sdxl": {"image"}, "whisper": {}}}
		}, []string{`backend.tasks.llama-7b[1]: must be one of [chat completion embedding image transcription], got "video"`,
			"backend.tasks.sdxl: is not among the worker's models", "backend.tasks.whisper: must list at least one task"}},
		{"transcripts", func(c *Config) { c.Backend.TopLogprobs, c.Backend.MaxImageBytes = 21, 0 }, []string{
			"backend.top_logprobs: must be in [0, 20], got 21", "backend.max_image_bytes: must be in (0, 16777216], got 0"}},
		{"dishonest openai", func(c *Config) {
			c.Backend.Kind, c.Backend.BaseURL, c.Fault.Dishonest = "openai", "http://127.0.0.1:8000", true
		}, []string{`fault.dishonest: is a test and dev fault injection: only with backend.kind echo, got "openai"`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := validConfig()
			c.mutate(&cfg)
			err := cfg.Validate()
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range c.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q\nlacks %q", err, w)
				}
			}
		})
	}
}

func TestBackendServes(t *testing.T) {
	c := validConfig().Backend
	c.Kind, c.BaseURL = "openai", "http://127.0.0.1:8000"
	if !c.Serves("llama-7b", "") || !c.Serves("llama-7b", infer.TaskChat) || !c.Serves("x", infer.TaskCompletion) || c.Serves("llama-7b", infer.TaskImage) {
		t.Fatal("a model not listed serves plain prompts, chat and completion only")
	}
	if heartbeatTasks(c.Kind, c.Tasks, []string{"llama-7b"}) != nil {
		t.Fatal("no tasks listed: the heartbeat says nothing")
	}
	c.Tasks = TaskConfig{PerModel: map[string][]string{"sdxl": {"image"}}}
	if !c.Serves("sdxl", infer.TaskImage) || c.Serves("sdxl", infer.TaskChat) || c.Serves("sdxl", "") {
		t.Fatal("a model listed serves its tasks only (a plain prompt is a chat)")
	}
	c.Tasks.PerModel["gpt2"], c.Endpoint = []string{"completion"}, "completions"
	if !c.Serves("gpt2", "") || c.Serves("gpt2", infer.TaskChat) {
		t.Fatal("with endpoint completions, a plain prompt is a completion")
	}
	if hb := heartbeatTasks(c.Kind, c.Tasks, []string{"llama-7b", "sdxl", "gpt2"}); len(hb) != 2 || hb["sdxl"][0] != "image" {
		t.Fatalf("heartbeat tasks %v", hb)
	}
}

func TestLoadKeyFromEnv(t *testing.T) {
	key, _ := crypto.GenerateKey()
	t.Setenv("TEST_WORKER_KEY", "0x"+strings.TrimPrefix(strings.ToLower(hexKey(key)), "0x"))
	got, err := KeyConfig{PrivateKeyEnv: "TEST_WORKER_KEY"}.LoadKey()
	if err != nil || crypto.PubkeyToAddress(got.PublicKey) != crypto.PubkeyToAddress(key.PublicKey) {
		t.Fatalf("LoadKey: %v", err)
	}
	t.Setenv("TEST_WORKER_KEY", "not hex")
	if _, err := (KeyConfig{PrivateKeyEnv: "TEST_WORKER_KEY"}).LoadKey(); err == nil || strings.Contains(err.Error(), "not hex") {
		t.Fatalf("bad key: %v (must not echo the value)", err)
	}
}

func TestNewRejectsBadDeps(t *testing.T) {
	cfg := validConfig()
	cfg.StateFile = t.TempDir() + "/s.json"
	cfg.Tx.ResubmitAfter = time.Second
	_, err := New(cfg, Deps{})
	for _, w := range []string{"key: must not be nil", "nats: must not be nil", "chain: must not be nil", "router: must not be the zero address", "backend: must not be nil"} {
		if err == nil || !strings.Contains(err.Error(), w) {
			t.Errorf("error %v lacks %q", err, w)
		}
	}
}

func hexKey(k *ecdsa.PrivateKey) string { return hex.EncodeToString(crypto.FromECDSA(k)) }

func TestExampleConfigDecodesStrictly(t *testing.T) {
	b, err := os.ReadFile("../deploy/worker.example.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Worker Config         `yaml:"worker"`
		Log    map[string]any `yaml:"log"`
	}
	f.Worker = DefaultConfig()
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		t.Fatal(err)
	}
	if err := f.Worker.Validate(); err != nil {
		t.Fatal(err)
	}
	if f.Worker.Backend.ModelMap["llama-7b"] == "" || f.Worker.Tx.ResubmitAfter != 30*time.Second ||
		f.Worker.Determinism["llama-7b"].EngineVersion != "0.11.0" || !f.Worker.Determinism["llama-7b"].BatchInvariant {
		t.Fatalf("decoded %+v", f.Worker)
	}
}
