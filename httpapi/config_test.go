package httpapi

import (
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"gopkg.in/yaml.v3"
)

func TestDefaultConfigValid(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatal(err)
	}
	if DefaultConfig().Admin.Enabled {
		t.Fatal("admin is on by default")
	}
}

func TestConfigValidate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(*Config)
		want   []string
	}{
		{"listen", func(c *Config) { c.Listen = "localhost" }, []string{`listen: must be host:port (e.g. 127.0.0.1:8080), got "localhost"`}},
		{"timeouts", func(c *Config) { c.ReadTimeout, c.IdleTimeout = 0, -time.Second }, []string{
			"idle_timeout: must be positive, got -1s",
			"read_timeout: must be positive, got 0s",
		}},
		{"header timeout above read timeout", func(c *Config) { c.ReadHeaderTimeout = time.Minute }, []string{
			"read_header_timeout: must not exceed read_timeout (10s), got 1m0s",
		}},
		{"body", func(c *Config) { c.MaxBodyBytes = 0 }, []string{"max_body_bytes: must be within [1, 67108864], got 0"}},
		{"rate", func(c *Config) { c.RatePerClient = math.NaN() }, []string{"rate_per_client: must be a finite number ≥ 0 (0 = unlimited), got NaN"}},
		{"burst", func(c *Config) { c.Burst = 0 }, []string{"burst: must be at least 1 when rate_per_client is set, got 0"}},
		{"unlimited needs no burst", func(c *Config) { c.RatePerClient, c.Burst = 0, 0 }, nil},
		{"clients and rounds", func(c *Config) { c.MaxClients, c.MaxRoundsLimit = 0, 0 }, []string{
			"max_clients: must be at least 1, got 0",
			"max_rounds_limit: must be within [1, 10000], got 0",
		}},
		{"admin without token", func(c *Config) { c.Admin.Enabled = true }, []string{"admin.token: is required when admin.enabled is true"}},
		{"admin short token", func(c *Config) { c.Admin = AdminConfig{Enabled: true, Token: "short"} }, []string{"admin.token: must be at least 16 characters, got 5"}},
		{"short token while disabled", func(c *Config) { c.Admin.Token = "short" }, nil},
		{"trusted proxies", func(c *Config) {
			c.TrustedProxies = []string{"10.0.0.0/8", "192.0.2.7", "fd00::/8", "10.0.0.0/33", "proxy.local"}
		}, []string{
			`trusted_proxies: [3] must be a CIDR such as 10.0.0.0/8 or an IP address, got "10.0.0.0/33"; [4] must be a CIDR such as 10.0.0.0/8 or an IP address, got "proxy.local"`,
		}},
		{"heartbeat buckets", func(c *Config) { c.HeartbeatRatePerWorker, c.HeartbeatBurst, c.HeartbeatRatePerClient = 1, 0, -1 }, []string{
			"heartbeat_burst: must be at least 1 when heartbeat_rate_per_worker is set, got 0",
			"heartbeat_rate_per_client: must be a finite number ≥ 0 (0 = unlimited), got -1",
		}},
		{"push bounds", func(c *Config) { c.MaxWait, c.MaxStreams, c.MaxStreamsPerClient = 0, 2, 3 }, []string{
			"max_streams_per_client: must be within [1, max_streams (2)], got 3",
			"max_wait: must be within [1s, 10m], got 0s",
		}},
		{"explorer template", func(c *Config) { c.UI.ExplorerTxURL = "https://etherscan.io/tx/{hash}" }, nil},
		{"explorer template in a query", func(c *Config) { c.UI.ExplorerTxURL = "http://127.0.0.1:4000/search?q={hash}" }, nil},
		{"explorer without {hash}", func(c *Config) { c.UI.ExplorerTxURL = "https://etherscan.io/tx/" }, []string{
			`ui.explorer_tx_url: must contain {hash}, where the transaction hash goes, got "https://etherscan.io/tx/"`,
		}},
		{"explorer script URL", func(c *Config) { c.UI.ExplorerTxURL = "javascript:alert(1)//{hash}" }, []string{
			`ui.explorer_tx_url: must be an http(s) URL such as https://etherscan.io/tx/{hash}, got "javascript:alert(1)//{hash}"`,
		}},
		{"explorer {hash} as the host", func(c *Config) { c.UI.ExplorerTxURL = "https://{hash}/tx" }, []string{
			`ui.explorer_tx_url: must be a plain URL with {hash} in its path or query, got "https://{hash}/tx"`,
		}},
		{"explorer with markup", func(c *Config) { c.UI.ExplorerTxURL = "https://x.io/tx/{hash}\"><script>" }, []string{
			`ui.explorer_tx_url: must be a plain URL with {hash} in its path or query, got "https://x.io/tx/{hash}\"><script>"`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := DefaultConfig()
			tc.change(&c)
			err := c.Validate()
			if tc.want == nil {
				if err != nil {
					t.Fatalf("Validate() = %v, want nil", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("Validate() = nil, want %q", tc.want)
			}
			if got := strings.Split(err.Error(), "\n"); !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("Validate() =\n%s\nwant\n%s", err, strings.Join(tc.want, "\n"))
			}
		})
	}
}

func TestConfigYAML(t *testing.T) {
	in := `
listen: 0.0.0.0:9090
read_header_timeout: 2s
write_timeout: 30s
rate_per_client: 5
burst: 10
admin: {enabled: true, token: "0123456789abcdef0123"}
ui: {explorer_tx_url: "https://etherscan.io/tx/{hash}"}
`
	c := DefaultConfig()
	if err := yaml.Unmarshal([]byte(in), &c); err != nil {
		t.Fatal(err)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	if c.Listen != "0.0.0.0:9090" || c.ReadHeaderTimeout != 2*time.Second || c.WriteTimeout != 30*time.Second ||
		c.ReadTimeout != 10*time.Second || c.RatePerClient != 5 || c.Burst != 10 || !c.Admin.Enabled ||
		c.UI.ExplorerTxURL != "https://etherscan.io/tx/{hash}" {
		t.Fatalf("decoded %+v", c)
	}
}
