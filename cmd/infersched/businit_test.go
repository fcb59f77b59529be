package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

// `bus init` lists the shard lease bucket it creates, and `bus check` looks at it: both
// name it like every other bucket.
func TestBusInitListsAndChecksTheLeaseBucket(t *testing.T) {
	srv := natstest.Start(t)
	cfg := filepath.Join(t.TempDir(), "infersched.yaml")
	if err := os.WriteFile(cfg, fmt.Appendf(nil, "nats: {url: %q}\n", srv.URL()), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCLI(t, "", "bus", "init", "--config", cfg)
	if code != 0 || !strings.Contains(out, "KV_"+wire.BucketLeases+": created") {
		t.Fatalf("bus init: exit %d, output:\n%s%s\nwant the lease bucket listed as created", code, out, errOut)
	}
	if code, out, errOut := runCLI(t, "", "bus", "check", "--config", cfg); code != 0 {
		t.Fatalf("bus check after init: exit %d: %s%s", code, out, errOut)
	}
	if err := srv.JetStream(t).DeleteKeyValue(context.Background(), wire.BucketLeases); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := runCLI(t, "", "bus", "check", "--config", cfg); code == 0 || !strings.Contains(errOut, "KV_"+wire.BucketLeases) {
		t.Fatalf("bus check without the lease bucket: exit %d: %s", code, errOut)
	}
}
