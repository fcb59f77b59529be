package devstack

import (
	"bytes"
	"context"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/decisionlog"
)

// slowEcho answers like echo after a pause, so that jobs overlap heartbeats and acks.
type slowEcho struct{ d time.Duration }

func (b slowEcho) Infer(ctx context.Context, j agent.Job) (agent.Result, error) {
	select {
	case <-time.After(b.d):
	case <-ctx.Done():
		return agent.Result{}, ctx.Err()
	}
	return agent.NewEcho().Infer(ctx, j)
}

// TestHonestRunVerifies is an honest run: three workers of four jobs each, loaded past
// their capacity, then `audit verify` over the whole decision log finds nothing. It
// failed with "workers[i].active_jobs: 5 is above max_jobs 4" when a heartbeat that
// already counted a job overtook that job's ack.
func TestHonestRunVerifies(t *testing.T) {
	t.Parallel()
	o := testOptions(t)
	o.maxJobs = 4
	o.backend = func(int) agent.Backend { return slowEcho{d: 300 * time.Millisecond} }
	base := o.Config
	o.Config = func(c *config.Config) {
		base(c)
		// Heartbeats every 100 ms: many land between a job's start and its ack.
		c.Workers.HeartbeatInterval = 200 * time.Millisecond
	}
	s := startStack(t, o)
	reqs := sendRequests(t, s, 60, DevModel, 10*time.Minute)
	waitFinal(t, s, reqs, 120*time.Second)

	js, err := jetstream.New(s.NC)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	n, err := audit.Export(context.Background(), js, 0, 0, &buf)
	if err != nil || n == 0 {
		t.Fatalf("export: %d records, %v", n, err)
	}
	var fails []decisionlog.Failure
	sum, err := decisionlog.VerifyLog(context.Background(), &buf, decisionlog.VerifyOptions{}, func(f decisionlog.Failure) { fails = append(fails, f) })
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range fails {
		if i < 10 {
			t.Errorf("verify: %v", f)
		}
	}
	if len(fails) > 0 {
		t.Fatalf("%d failures in %d records", len(fails), sum.Records)
	}
	t.Logf("%d records verified", sum.Records)
}
