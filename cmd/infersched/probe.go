package main

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/spf13/cobra"
)

// newProbeCmd is a health check for images without a shell or curl (distroless): it
// asks a running daemon's /readyz (or /healthz) and exits 0 when it answers 200.
func newProbeCmd() *cobra.Command {
	var url string
	var timeout time.Duration
	cmd := &cobra.Command{
		Use:   "probe [--url URL]",
		Short: "Exit 0 if a running daemon answers 200 at URL (for container health checks)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			c := http.Client{Timeout: timeout}
			resp, err := c.Get(url)
			if err != nil {
				return &exitError{code: exitFailure, err: fmt.Errorf("probe %s: %w", url, err)}
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(io.LimitReader(resp.Body, 4096))
			if resp.StatusCode != http.StatusOK {
				return &exitError{code: exitFailure, err: fmt.Errorf("probe %s: %s: %s", url, resp.Status, strings.TrimSpace(string(body)))}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&url, "url", "http://127.0.0.1:8080/readyz", "what to ask")
	cmd.Flags().DurationVar(&timeout, "timeout", 3*time.Second, "how long to wait for the answer")
	return cmd
}
