package ethrpc

import (
	"errors"
	"fmt"
	"testing"

	"github.com/ethereum/go-ethereum"
)

func TestReceiptNotYet(t *testing.T) {
	for _, c := range []struct {
		err  error
		want bool
	}{
		{nil, false},
		{ethereum.NotFound, true},
		{fmt.Errorf("wrapped: %w", ethereum.NotFound), true},
		{errors.New("transaction indexing is in progress"), true},
		{errors.New("dial tcp 127.0.0.1:8545: connection refused"), false},
		{errors.New("execution reverted"), false},
	} {
		if got := ReceiptNotYet(c.err); got != c.want {
			t.Errorf("ReceiptNotYet(%v) = %v, want %v", c.err, got, c.want)
		}
	}
}
