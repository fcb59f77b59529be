package main

import (
	"testing"

	"go.uber.org/zap/zapcore"

	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/internal/logconf"
)

// Warnings carry no Go stack trace in either format; errors still do.
func TestLoggerKeepsStackTracesForErrorsOnly(t *testing.T) {
	for _, format := range []string{"console", "json"} {
		log, err := logconf.New(config.LogConfig{Level: "debug", Format: format})
		if err != nil {
			t.Fatal(err)
		}
		if ce := log.Check(zapcore.WarnLevel, "w"); ce == nil || ce.Stack != "" {
			t.Errorf("%s: a warning carries a stack trace", format)
		}
		if ce := log.Check(zapcore.ErrorLevel, "e"); ce == nil || ce.Stack == "" {
			t.Errorf("%s: an error carries no stack trace", format)
		}
	}
}
