package gasoracle

import (
	"math/big"
	"strings"
	"testing"
	"time"

	"gopkg.in/yaml.v3"
)

func TestDefaultConfigIsValid(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestConfigValidate(t *testing.T) {
	tests := []struct {
		name string
		mod  func(*Config)
		want []string
	}{
		{"no blocks", func(c *Config) { c.Blocks = 0 }, []string{"blocks: must be between 1 and 1024, got 0"}},
		{"too many blocks", func(c *Config) { c.Blocks = 1025 }, []string{"blocks: must be between 1 and 1024, got 1025"}},
		{"percentile", func(c *Config) { c.TipPercentile = 100.5 }, []string{"tip_percentile: must be between 0 and 100, got 100.5"}},
		{"negative percentile", func(c *Config) { c.TipPercentile = -1 }, []string{"tip_percentile: must be between 0 and 100, got -1"}},
		{"poll interval", func(c *Config) { c.PollInterval = 0 }, []string{"poll_interval: must be positive, got 0s"}},
		{"max age not above poll", func(c *Config) { c.MaxAge = 12 * time.Second },
			[]string{"max_age: must be longer than poll_interval (12s), got 12s"}},
		{"zero cap", func(c *Config) { c.CapWei.SetInt64(0) }, []string{"cap_wei: must be positive, got 0"}},
		{"floor above cap", func(c *Config) { c.FloorWei.SetInt64(10); c.CapWei.SetInt64(9) },
			[]string{"floor_wei: must not be above cap_wei (9), got 10"}},
		{"negative floor", func(c *Config) { c.FloorWei.SetInt64(-1) }, []string{"floor_wei: must not be negative, got -1"}},
		{"all at once", func(c *Config) { c.Blocks = -3; c.PollInterval = -time.Second; c.MaxAge = -2 * time.Second },
			[]string{
				"blocks: must be between 1 and 1024, got -3",
				"max_age: must be longer than poll_interval (-1s), got -2s",
				"poll_interval: must be positive, got -1s",
			}},
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
		})
	}
}

func TestConfigYAML(t *testing.T) {
	src := `
blocks: 10
tip_percentile: 60
poll_interval: 2s
max_age: 30s
floor_wei: 100000000
cap_wei: "300000000000000000000000"
`
	c := DefaultConfig()
	if err := yaml.Unmarshal([]byte(src), &c); err != nil {
		t.Fatal(err)
	}
	if err := c.Validate(); err != nil {
		t.Fatal(err)
	}
	want, _ := new(big.Int).SetString("300000000000000000000000", 10)
	if c.Blocks != 10 || c.TipPercentile != 60 || c.PollInterval != 2*time.Second || c.MaxAge != 30*time.Second ||
		c.FloorWei.Cmp(big.NewInt(100_000_000)) != 0 || c.CapWei.Cmp(want) != 0 {
		t.Fatalf("decoded %+v", c)
	}
	for _, bad := range []string{"cap_wei: -5", "cap_wei: 1e9", "floor_wei: 1.5", "floor_wei: 0x10"} {
		c := DefaultConfig()
		if err := yaml.Unmarshal([]byte(bad), &c); err == nil {
			t.Errorf("%q decoded without error", bad)
		}
	}
}
