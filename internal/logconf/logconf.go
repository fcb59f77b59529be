// Package logconf is the `log` section every command shares (the daemon's file and the
// worker's) and the zap logger it builds. It imports nothing of the module but
// validate, so the worker command reaches it without the daemon's configuration.
package logconf

import (
	"fmt"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/infersched/infersched/internal/validate"
)

// Config is the `log` section.
type Config struct {
	// Level is debug, info, warn or error.
	Level string `yaml:"level"`
	// Format is json (production) or console (humans).
	Format string `yaml:"format"`
}

// Default logs at info, as JSON.
func Default() Config { return Config{Level: "info", Format: "json"} }

// Validate checks the log section.
func (c Config) Validate() error {
	var p validate.Problems
	switch c.Level {
	case "debug", "info", "warn", "error":
	default:
		p.Addf("level", "must be debug, info, warn or error, got %q", c.Level)
	}
	p.Check(c.Format == "json" || c.Format == "console", "format", "must be json or console, got %q", c.Format)
	return p.Err()
}

// New builds the logger c describes.
func New(c Config) (*zap.Logger, error) {
	zc := zap.NewProductionConfig()
	if c.Format == "console" {
		zc = zap.NewDevelopmentConfig()
	}
	lvl, err := zapcore.ParseLevel(c.Level)
	if err != nil {
		return nil, fmt.Errorf("log.level: %w", err)
	}
	zc.Level = zap.NewAtomicLevelAt(lvl)
	// A stack trace helps a developer with a bug, not an operator with a warning: only
	// errors carry one, in either format.
	zc.Development = false
	return zc.Build(zap.AddStacktrace(zapcore.ErrorLevel))
}
