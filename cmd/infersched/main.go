// Command infersched is the on-chain AI-inference scheduler: one binary with
// subcommands. This package only wires components together; the work is done in the
// packages it calls.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
)

// Exit statuses.
const (
	exitFailure = 1 // the command ran and failed (a check did not hold, a service died)
	exitBadUse  = 2 // bad input or arguments: nothing was done
)

// exitError carries the exit status a failure should produce.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

func badInput(err error) error { return &exitError{code: exitBadUse, err: err} }

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes one command line and returns the process exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	root := newRootCmd(stdin, stdout, stderr)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return 0
	}
	// One line on stderr: multi-problem errors are joined with "; ".
	msg := strings.Join(strings.Fields(strings.ReplaceAll(err.Error(), "\n", "; ")), " ")
	msg = strings.ReplaceAll(msg, ":; ", ": ")
	fmt.Fprintln(stderr, "infersched:", msg)
	var ee *exitError
	if errors.As(err, &ee) {
		return ee.code
	}
	return exitBadUse // cobra's own errors are usage errors
}

func newRootCmd(stdin io.Reader, stdout, stderr io.Writer) *cobra.Command {
	root := &cobra.Command{
		Use:           "infersched",
		Short:         "On-chain AI-inference scheduler",
		Long:          "infersched schedules paid on-chain inference requests onto GPU workers, round by round,\nand tells every requester when to poll again (Retry-After).",
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       versionString(),
	}
	root.SetVersionTemplate("{{.Version}}\n")
	root.SetIn(stdin)
	root.SetOut(stdout)
	root.SetErr(stderr)
	root.AddCommand(newVersionCmd(), newPlanCmd(), newRunCmd(), newAuditCmd(), newWorkerCmd(), newDevCmd(), newDeployCmd(), newConfigCmd(), newProbeCmd(), newBusCmd(), newSimulateCmd(), newVerifyCmd())
	return root
}
