// Package promreg registers Prometheus collectors that several instances in one process
// may share (two RPC pools, several API servers on one registry): the second gets the
// series the first registered instead of an error.
package promreg

import (
	"errors"

	"github.com/prometheus/client_golang/prometheus"
)

// Register registers c with reg, or returns the collector of the same kind already
// registered under its name. Any other registration error leaves c unregistered (and
// returned), as a metric must never stop the process.
func Register[C prometheus.Collector](reg prometheus.Registerer, c C) C {
	if err := reg.Register(c); err != nil {
		var are prometheus.AlreadyRegisteredError
		if errors.As(err, &are) {
			if existing, ok := are.ExistingCollector.(C); ok {
				return existing
			}
		}
	}
	return c
}
