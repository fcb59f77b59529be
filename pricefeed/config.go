package pricefeed

import (
	"strings"
	"time"

	"github.com/infersched/infersched/internal/validate"
)

// Config is the `price_feeds` section.
type Config struct {
	// Refresh is how often the tokens and their feeds are read.
	Refresh time.Duration `yaml:"refresh"`
	// MaxAge is how old a feed's answer (its updatedAt) may be and still price fees; a
	// feed must update within it (its heartbeat, with a margin): Chainlink's USDC / ETH
	// feed on Ethereum has a 24 h heartbeat, hence the default of 25 h.
	MaxAge time.Duration `yaml:"max_age"`
	// MaxAgeFor overrides MaxAge per token (0x-prefixed address, any case).
	MaxAgeFor map[string]time.Duration `yaml:"max_age_for"`
	// ClockSkew is how far in the future an answer's updatedAt may be.
	ClockSkew time.Duration `yaml:"clock_skew"`
}

// DefaultConfig: read every 15 s, answers fit for 25 h, 5 min of skew.
func DefaultConfig() Config {
	return Config{Refresh: 15 * time.Second, MaxAge: 25 * time.Hour, ClockSkew: 5 * time.Minute}
}

// Validate reports every problem of the section at once.
func (c Config) Validate() error {
	var p validate.Problems
	p.Check(c.Refresh >= 100*time.Millisecond, "refresh", "must be at least 100ms, got %s", c.Refresh)
	p.Check(c.MaxAge > c.Refresh, "max_age", "must be longer than refresh (%s), got %s", c.Refresh, c.MaxAge)
	p.Check(c.ClockSkew >= 0, "clock_skew", "must not be negative, got %s", c.ClockSkew)
	p.Check(len(c.MaxAgeFor) <= 64, "max_age_for", "must list at most 64 tokens, got %d", len(c.MaxAgeFor))
	for tok, d := range c.MaxAgeFor {
		p.Check(isAddress(tok), "max_age_for", "%q is not a 0x-prefixed 20-byte hex address", tok)
		p.Check(d > c.Refresh, "max_age_for", "%s: must be longer than refresh (%s), got %s", tok, c.Refresh, d)
	}
	return p.Err()
}

// maxAge is token's (lowercase hex) allowed age.
func (c Config) maxAge(token string) time.Duration {
	for t, d := range c.MaxAgeFor {
		if strings.EqualFold(t, token) {
			return d
		}
	}
	return c.MaxAge
}

func isAddress(s string) bool {
	if len(s) != 42 || s[0] != '0' || (s[1] != 'x' && s[1] != 'X') {
		return false
	}
	for _, c := range s[2:] {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}
