package workers

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
	"gopkg.in/yaml.v3"

	"github.com/infersched/infersched/internal/validate"
)

func messages(err error) []string {
	var out []string
	for _, e := range validate.Flatten(err) {
		out = append(out, e.Error())
	}
	return out
}

func TestConfigValidate(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatalf("default config: %v", err)
	}
	cases := []struct {
		name   string
		mutate func(*Config)
		want   []string
	}{
		{"zero interval", func(c *Config) { c.HeartbeatInterval = 0 }, []string{"heartbeat_interval: must be positive, got 0s"}},
		{"negative skew", func(c *Config) { c.ClockSkew = -time.Second }, []string{"clock_skew: must be positive, got -1s"}},
		{"cap", func(c *Config) { c.MaxJobsCap = 0 }, []string{"max_jobs_cap: must be in [1, 1048576], got 0"}},
		{"models", func(c *Config) { c.MaxModels = 5000 }, []string{"max_models: must be in [1, 4096], got 5000"}},
		{"stake ttl", func(c *Config) { c.StakeCacheTTL = -1 }, []string{"stake_cache_ttl: must not be negative, got -1ns"}},
		{"reservation ttl", func(c *Config) { c.ReservationTTL = 0 }, []string{"reservation_ttl: must be positive, got 0s"}},
		{"alpha", func(c *Config) { c.EWMAAlpha = 1.5 }, []string{"ewma_alpha: must be in (0, 1], got 1.5"}},
		{"prefix", func(c *Config) { c.KeyPrefix = "a b" }, []string{`key_prefix: must be 1 to 64 characters without whitespace, got "a b"`}},
		{"negative stake", func(c *Config) { c.MinStakeWei.SetInt64(-1) }, []string{"min_stake_wei: must not be negative, got -1"}},
		{"all at once", func(c *Config) { c.HeartbeatInterval, c.EWMAAlpha, c.MaxJobsCap = 0, 0, -1 }, []string{
			"ewma_alpha: must be in (0, 1], got 0",
			"heartbeat_interval: must be positive, got 0s",
			"max_jobs_cap: must be in [1, 1048576], got -1",
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := DefaultConfig()
			c.mutate(&cfg)
			got := messages(cfg.Validate())
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(c.want, "\n  "))
			}
		})
	}
}

func TestConfigYAML(t *testing.T) {
	cfg := DefaultConfig()
	src := "heartbeat_interval: 2s\nclock_skew: 10s\nmin_stake_wei: 10000000000000000000\newma_alpha: 0.5\n"
	if err := yaml.Unmarshal([]byte(src), &cfg); err != nil {
		t.Fatal(err)
	}
	if cfg.HeartbeatInterval != 2*time.Second || cfg.ClockSkew != 10*time.Second || cfg.MinStakeWei.String() != "10000000000000000000" ||
		cfg.EWMAAlpha != 0.5 || cfg.MaxJobsCap != 1024 {
		t.Fatalf("decoded %+v", cfg)
	}
	if err := yaml.Unmarshal([]byte("min_stake_wei: -5\n"), &cfg); err == nil {
		t.Fatal("negative min_stake_wei decoded without error")
	}
}

func TestRedisConfigValidate(t *testing.T) {
	if err := DefaultRedisConfig().Validate(); err != nil {
		t.Fatalf("default: %v", err)
	}
	cases := []struct {
		name   string
		mutate func(*RedisConfig)
		want   []string
	}{
		{"no addr", func(c *RedisConfig) { c.Addr = "" }, []string{`addr: must be host:port, got ""`}},
		{"bad port", func(c *RedisConfig) { c.Addr = "localhost:99999" }, []string{`addr: must be host:port, got "localhost:99999"`}},
		{"negative db", func(c *RedisConfig) { c.DB = -1 }, []string{"db: must not be negative, got -1"}},
		{"username without password", func(c *RedisConfig) { c.Username = "u" }, []string{"password: must be set when username is"}},
		{"tls options without tls", func(c *RedisConfig) { c.TLS.CAFile = "/ca.pem" }, []string{
			"tls.enabled: must be true when tls.ca_file, tls.insecure_skip_verify or tls.server_name is set"}},
		{"sentinel without master", func(c *RedisConfig) { c.Sentinel.Addrs = []string{"s1:26379", "nope"} }, []string{
			"sentinel.addrs[1]: must be host:port, got \"nope\"",
			"sentinel.master_name: must be set when sentinel.addrs is"}},
		{"sentinel without addrs", func(c *RedisConfig) { c.Sentinel.MasterName = "m"; c.Addr = "" }, []string{
			"sentinel.addrs: must list at least one host:port when sentinel.master_name is set"}},
		{"timeouts", func(c *RedisConfig) { c.DialTimeout, c.ReadTimeout, c.WriteTimeout = -1, -1, -1 }, []string{
			"dial_timeout: must not be negative, got -1ns",
			"read_timeout: must not be negative, got -1ns",
			"write_timeout: must not be negative, got -1ns"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			cfg := DefaultRedisConfig()
			c.mutate(&cfg)
			got := messages(cfg.Validate())
			if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("got\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(c.want, "\n  "))
			}
		})
	}
}

func TestNewRedisClient(t *testing.T) {
	if _, err := NewRedisClient(RedisConfig{}); err == nil {
		t.Error("empty config: no error")
	}
	cfg := DefaultRedisConfig()
	cfg.Sentinel = RedisSentinelConfig{MasterName: "mymaster", Addrs: []string{"127.0.0.1:26379"}}
	c, err := NewRedisClient(cfg)
	if err != nil {
		t.Fatal(err)
	}
	c.Close()

	cfg = DefaultRedisConfig()
	cfg.TLS = RedisTLSConfig{Enabled: true, CAFile: filepath.Join(t.TempDir(), "missing.pem")}
	if _, err := NewRedisClient(cfg); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing CA file: %v", err)
	}
	bad := filepath.Join(t.TempDir(), "bad.pem")
	os.WriteFile(bad, []byte("not pem"), 0o600)
	cfg.TLS.CAFile = bad
	if _, err := NewRedisClient(cfg); err == nil || !strings.Contains(err.Error(), "no PEM certificate") {
		t.Errorf("bad CA file: %v", err)
	}

	// A working client against the real server, through the constructor.
	srv := newEnv(t).srv
	cfg = DefaultRedisConfig()
	cfg.Addr = srv.Addr()
	c, err = NewRedisClient(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, ok := c.(*redis.Client); !ok {
		t.Errorf("client type %T", c)
	}
	if err := c.Ping(t.Context()).Err(); err != nil {
		t.Fatal(err)
	}
}
