package ethrpc

import (
	"strings"
	"testing"
	"time"

	"gopkg.in/yaml.v3"
)

func TestDefaultConfigIsValid(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatalf("default config: %v", err)
	}
}

func TestConfigValidate(t *testing.T) {
	tests := []struct {
		name string
		mod  func(*Config)
		want []string // every line the error must contain
	}{
		{"no endpoints", func(c *Config) { c.RPCURLs = nil },
			[]string{"rpc_urls: must list at least one endpoint"}},
		{"bad scheme", func(c *Config) { c.RPCURLs = []string{"ftp://node:21"} },
			[]string{"rpc_urls[0]: must start with http://, https://, ws:// or wss://, got ftp://node:21"}},
		{"empty url", func(c *Config) { c.RPCURLs = []string{"http://a:1", " "} },
			[]string{"rpc_urls[1]: must not be empty"}},
		{"no host", func(c *Config) { c.RPCURLs = []string{"http:///v3/key"} },
			[]string{"rpc_urls[0]: has no host: <invalid url>"}},
		{"duplicate, key redacted", func(c *Config) {
			c.RPCURLs = []string{"https://mainnet.example/v3/SECRET", "https://mainnet.example/v3/SECRET"}
		}, []string{"rpc_urls[1]: duplicate endpoint https://mainnet.example"}},
		{"timeout", func(c *Config) { c.RequestTimeout = 0 },
			[]string{"request_timeout: must be positive, got 0s"}},
		{"addresses", func(c *Config) {
			c.Contracts = Contracts{Router: "0x123", WorkerRegistry: "5FbDB2315678afecb367f032d93F642f64180aa3", DecisionAnchor: "0xZZbDB2315678afecb367f032d93F642f64180aa3"}
		}, []string{
			`contracts.decision_anchor: must be a 0x-prefixed 20-byte hex address, got "0xZZbDB2315678afecb367f032d93F642f64180aa3"`,
			`contracts.router: must be a 0x-prefixed 20-byte hex address, got "0x123"`,
			`contracts.worker_registry: must be a 0x-prefixed 20-byte hex address, got "5FbDB2315678afecb367f032d93F642f64180aa3"`,
		}},
		{"everything at once", func(c *Config) { c.RPCURLs = nil; c.RequestTimeout = -time.Second },
			[]string{"request_timeout: must be positive, got -1s", "rpc_urls: must list at least one endpoint"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := DefaultConfig()
			tt.mod(&c)
			err := c.Validate()
			if err == nil {
				t.Fatal("Validate accepted a bad config")
			}
			if got, want := err.Error(), strings.Join(tt.want, "\n"); got != want {
				t.Fatalf("error:\n%s\nwant:\n%s", got, want)
			}
			if strings.Contains(err.Error(), "SECRET") {
				t.Fatalf("error leaks the URL path: %v", err)
			}
		})
	}
}

func TestConfigYAML(t *testing.T) {
	src := `
rpc_urls: [ "wss://a.example/ws", "https://b.example" ]
chain_id: 1337
request_timeout: 3s
contracts:
  router: "0x5FbDB2315678afecb367f032d93F642f64180aa3"
`
	c := DefaultConfig()
	if err := yaml.Unmarshal([]byte(src), &c); err != nil {
		t.Fatal(err)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if len(c.RPCURLs) != 2 || c.ChainID != 1337 || c.RequestTimeout != 3*time.Second ||
		c.Contracts.Router != "0x5FbDB2315678afecb367f032d93F642f64180aa3" {
		t.Fatalf("decoded %+v", c)
	}
}

func TestRedact(t *testing.T) {
	for in, want := range map[string]string{
		"https://user:pw@host.example:8545/v3/key?x=1": "https://host.example:8545",
		"ws://127.0.0.1:8546":                          "ws://127.0.0.1:8546",
		"::":                                           "<invalid url>",
	} {
		if got := Redact(in); got != want {
			t.Errorf("Redact(%q) = %q, want %q", in, got, want)
		}
	}
}
