package main

import (
	"strconv"
	"testing"

	"github.com/infersched/infersched/daemon/devstack"
)

// `infersched dev` batches results by default (--batch 1 turns it off: devstack.Options.BatchSize).
func TestDevBatchFlag(t *testing.T) {
	cmd := newDevCmd()
	f := cmd.Flags().Lookup("batch")
	if f == nil {
		t.Fatal("no --batch flag")
	}
	if n, err := strconv.Atoi(f.DefValue); err != nil || n <= 1 || n != devstack.DefaultBatchSize {
		t.Fatalf("--batch defaults to %q, want %d (> 1)", f.DefValue, devstack.DefaultBatchSize)
	}
}
