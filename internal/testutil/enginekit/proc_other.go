//go:build !linux

package enginekit

import (
	"os"
	"os/exec"
)

func setProcessGroup(*exec.Cmd) {}

func signalGroup(cmd *exec.Cmd, kill bool) {
	if kill {
		_ = cmd.Process.Kill()
		return
	}
	_ = cmd.Process.Signal(os.Interrupt)
}

// lockFile does not lock: parallel installs each run npm ci, and the rename keeps the
// one that finishes first.
func lockFile(string) (func(), error) { return func() {}, nil }
