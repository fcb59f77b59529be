package agent

import (
	"testing"

	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

// The configured determinism class goes out in every heartbeat, under the worker's
// signature (the env's heartbeat handler verifies it).
func TestHeartbeatAdvertisesTheClass(t *testing.T) {
	e := newEnv(t)
	cfg := testConfig(t)
	class := wire.DeterminismClass{GPU: "cpu", Engine: "echo", EngineVersion: "1", DType: "none", TensorParallel: 1, BatchInvariant: true}
	cfg.Determinism = map[string]wire.DeterminismClass{testModel: class}
	e.start(0, cfg, NewEcho())
	testkit.WaitUntil(t, "a signed heartbeat with the class", func() bool {
		for _, hb := range e.heartbeatList() {
			if hb.Determinism[testModel] == class {
				return true
			}
		}
		return false
	})
}
