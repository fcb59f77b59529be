package contracts_test

import (
	"testing"

	"github.com/infersched/infersched/contracts"
)

// wantRevert fails the test unless err is a revert with the custom error called name.
func wantRevert(t *testing.T, err error, name string) *contracts.Revert {
	t.Helper()
	if err == nil {
		t.Fatalf("want revert %s, got success", name)
	}
	r, ok := contracts.DecodeRevert(err)
	if !ok {
		t.Fatalf("want revert %s, got %v", name, err)
	}
	if r.Name != name {
		t.Fatalf("want revert %s, got %v", name, r)
	}
	return r
}
