package redistest

import (
	"os/exec"
	"syscall"
)

// setDeathSignal kills redis-server when the test process dies without cleaning up
// (a timeout panic, a kill), so that no server outlives its test.
func setDeathSignal(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
