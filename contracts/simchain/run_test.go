package simchain_test

import (
	"context"
	"testing"

	"go.uber.org/zap"

	"github.com/infersched/infersched/contracts/simchain"
)

// producing starts a chain with opts that produces blocks as p says until the test
// ends, then closes it.
func producing(t *testing.T, ctx context.Context, p simchain.Production, opts ...simchain.Option) *simchain.Chain {
	t.Helper()
	chain, err := simchain.New(ctx, opts...)
	if err != nil {
		t.Fatal(err)
	}
	runCtx, stop := context.WithCancel(ctx)
	done := make(chan error, 1)
	go func() { done <- chain.Run(runCtx, zap.NewNop(), p) }()
	t.Cleanup(func() { stop(); <-done; chain.Close() })
	return chain
}
