// Package config reads infersched's one YAML configuration file: defaults first (the
// seeds' values), then the file over them, then Validate, which reports every problem
// at once with its key path.
//
// Each section's type, defaults and validation live with the package that uses it
// (scheduler.Config for `scheduler`, …); this package only composes them. It reads one
// file and does nothing else.
package config

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/infersched/infersched/gasoracle"
	"github.com/infersched/infersched/indexer"
	"github.com/infersched/infersched/internal/audit"
	"github.com/infersched/infersched/internal/bus"
	"github.com/infersched/infersched/internal/ethrpc"
	"github.com/infersched/infersched/internal/httpapi"
	"github.com/infersched/infersched/internal/signer"
	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/workers"
	"gopkg.in/yaml.v3"
)

// Config is the whole file.
type Config struct {
	Chain     ethrpc.Config       `yaml:"chain"`
	Signer    signer.Config       `yaml:"signer"`
	Indexer   indexer.Config      `yaml:"indexer"`
	NATS      bus.Config          `yaml:"nats"`
	Redis     workers.RedisConfig `yaml:"redis"`
	Workers   workers.Config      `yaml:"workers"`
	Scheduler scheduler.Config    `yaml:"scheduler"`
	GasOracle gasoracle.Config    `yaml:"gasoracle"`
	HTTP      httpapi.Config      `yaml:"http"`
	Audit     audit.Config        `yaml:"audit"`
	Log       LogConfig           `yaml:"log"`
}

// LogConfig is the `log` section.
type LogConfig struct {
	// Level is debug, info, warn or error.
	Level string `yaml:"level"`
	// Format is json (production) or console (humans).
	Format string `yaml:"format"`
}

// Default returns the configuration with every default.
func Default() Config {
	return Config{
		Chain:     ethrpc.DefaultConfig(),
		Signer:    signer.DefaultConfig(),
		Indexer:   indexer.DefaultConfig(),
		NATS:      bus.DefaultConfig(),
		Redis:     workers.DefaultRedisConfig(),
		Workers:   workers.DefaultConfig(),
		Scheduler: scheduler.DefaultConfig(),
		GasOracle: gasoracle.DefaultConfig(),
		HTTP:      httpapi.DefaultConfig(),
		Audit:     audit.DefaultConfig(),
		Log:       LogConfig{Level: "info", Format: "json"},
	}
}

// ErrInvalid wraps every configuration problem.
var ErrInvalid = errors.New("invalid configuration")

// Load reads path over the defaults and validates the result. An empty path gives the
// defaults.
func Load(path string) (Config, error) {
	if path == "" {
		cfg := Default()
		return cfg, cfg.Validate()
	}
	f, err := os.Open(path)
	if err != nil {
		return Config{}, fmt.Errorf("config: %w", err)
	}
	defer f.Close()
	cfg, err := Read(f)
	if err != nil {
		return Config{}, fmt.Errorf("config %s: %w", path, err)
	}
	return cfg, nil
}

// Read decodes YAML over the defaults and validates. Unknown keys are errors.
func Read(r io.Reader) (Config, error) {
	data, err := io.ReadAll(io.LimitReader(r, 16<<20))
	if err != nil {
		return Config{}, err
	}
	cfg := Default()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&cfg); err != nil && !errors.Is(err, io.EOF) {
		return Config{}, fmt.Errorf("%w: %w", ErrInvalid, err)
	}
	if err := cfg.Validate(); err != nil {
		return Config{}, err
	}
	return cfg, nil
}

// Validate checks every section and reports every problem, by key path.
func (c Config) Validate() error {
	var p validate.Problems
	p.Merge("chain", c.Chain.Validate())
	p.Merge("signer", c.Signer.Validate())
	p.Merge("indexer", c.Indexer.Validate())
	p.Merge("nats", c.NATS.Validate())
	p.Merge("redis", c.Redis.Validate())
	p.Merge("workers", c.Workers.Validate())
	p.Merge("scheduler", c.Scheduler.Validate())
	p.Merge("gasoracle", c.GasOracle.Validate())
	p.Merge("http", c.HTTP.Validate())
	p.Merge("audit", c.Audit.Validate())
	p.Merge("log", c.Log.Validate())
	if err := p.Err(); err != nil {
		return fmt.Errorf("%w:\n%w", ErrInvalid, err)
	}
	return nil
}

// Validate checks the log section.
func (c LogConfig) Validate() error {
	var p validate.Problems
	switch c.Level {
	case "debug", "info", "warn", "error":
	default:
		p.Addf("level", "must be debug, info, warn or error, got %q", c.Level)
	}
	p.Check(c.Format == "json" || c.Format == "console", "format", "must be json or console, got %q", c.Format)
	return p.Err()
}
