package devstack

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/infersched/infersched/wire"
	"github.com/nats-io/nats.go/jetstream"
)

// Banner prints the address of the pages first, then the endpoints, the contract addresses and the dev keys.
func (s *Stack) Banner(w io.Writer) {
	c := s.Chain
	if !s.opts.NoDaemon {
		fmt.Fprintf(w, "open %s/ui/   (requests, their outputs, the queue, the rounds and the workers, in a browser)\n", s.HTTPURL)
	}
	fmt.Fprintf(w, "infersched dev stack\n")
	if s.opts.NoDaemon {
		fmt.Fprintf(w, "  HTTP API      none: no scheduler here (--no-daemon); start replicas with `infersched run --config FILE --http ADDR`\n")
	} else {
		fmt.Fprintf(w, "  HTTP API      %s   (GET /v1/info, GET /v1/requests/{id})\n", s.HTTPURL)
	}
	if s.opts.WriteConfig != "" {
		fmt.Fprintf(w, "  config        %s   (scheduler key in a keystore file beside it)\n", s.opts.WriteConfig)
	}
	if s.operator != nil {
		fmt.Fprintf(w, "  worker config %s   (%s %s, staked: attach your own worker with `infersched worker --config FILE`)\n",
			s.opts.WorkerConfig, OperatorLabel, s.operator.Address.Hex())
	}
	if c.RPCHTTP != "" {
		fmt.Fprintf(w, "  JSON-RPC      %s   %s   (chain id %s, a block when transactions are pending, at least every second)\n", c.RPCHTTP, c.RPCWS, c.ChainID)
	} else {
		fmt.Fprintf(w, "  JSON-RPC      not served (chain id %s)\n", c.ChainID)
	}
	fmt.Fprintf(w, "  NATS          %s   (embedded, JetStream; a user per role, passwords in GET /v1/info dev_nats)\n", s.NATSURL)
	fmt.Fprintf(w, "  Redis         %s\n", s.Redis)
	fmt.Fprintf(w, "contracts\n  InferenceRouter  %s\n  WorkerRegistry   %s\n  DecisionAnchor   %s\n",
		c.RouterAddress.Hex(), c.RegistryAddress.Hex(), c.AnchorAddress.Hex())
	fmt.Fprintf(w, "dev accounts (1,000,000 ETH each; these keys are public, use them on this chain only)\n")
	for _, a := range c.Accounts() {
		fmt.Fprintf(w, "  %-10s %s  %s\n", a.Name, a.Address.Hex(), a.KeyHex())
	}
	fmt.Fprintf(w, "workers: %d echo workers serving models %q and %q", len(s.workers), DevModel, RepeatModel)
	if s.opts.BackendURL != "" {
		fmt.Fprintf(w, ", and %s (every task) through the OpenAI-compatible server at %s", strings.Join(s.backendModels(), ", "), s.opts.BackendURL)
	}
	if s.opts.Load > 0 {
		fmt.Fprintf(w, "; load: %.0f requests/s from %d accounts", s.opts.Load, len(c.Users))
	}
	fmt.Fprintln(w)
	s.printScoring(w)
	fmt.Fprintf(w, "try: send InferenceRouter.requestInference(%q, prompt, maxTokens, deadline, gasLimit, requiredMemoryMB, false) with a fee as value from a user key, then GET %s/v1/requests/{id}\n", DevModel, s.HTTPURL)
}

// Run is `infersched dev`: it starts the stack, prints the banner, a progress line every
// ReportEvery, and after Duration (or when ctx ends) stops the load, waits up to Drain
// for outstanding requests, prints the summary and stops (with KeepRunning, once ctx
// ends).
func Run(ctx context.Context, o Options) error {
	out := o.Out
	if out == nil {
		out = io.Discard
	}
	s, err := Start(ctx, o)
	if err != nil {
		return err
	}
	defer s.Close()
	s.Banner(out)
	var stop <-chan time.Time
	if o.Duration > 0 {
		t := time.NewTimer(o.Duration)
		defer t.Stop()
		stop = t.C
	}
	tick := time.NewTicker(o.ReportEvery)
	defer tick.Stop()
loop:
	for {
		select {
		case <-ctx.Done():
			break loop
		case <-stop:
			break loop
		case <-s.Failed():
			return s.Err()
		case <-tick.C:
			fmt.Fprintln(out, s.Progress().Line())
		}
	}
	sent := s.Summary().Elapsed
	s.StopLoad()
	drained := o.Duration > 0 && ctx.Err() == nil
	if drained {
		s.drain(ctx, o.Drain)
	}
	sum := s.Summary()
	fmt.Fprintf(out, "summary after %s: %s\n", sent.Round(time.Second), sum.Line())
	if sum.Sent > 0 {
		fmt.Fprintln(out, sum.LoadLine(sent, drained))
	}
	if o.KeepRunning && ctx.Err() == nil {
		fmt.Fprintln(out, "load over; the stack keeps running until interrupted")
		select {
		case <-ctx.Done():
		case <-s.Failed():
		}
	}
	return s.Err()
}

// LoadLine is the load generator's account. After a drain, a request sent and not
// final is lost; stopped without one (Ctrl-C), it is only in flight: nobody waited for
// it, and it may still complete (the stack said lost=5 for those).
func (s Summary) LoadLine(elapsed time.Duration, drained bool) string {
	rate := 0.0
	if elapsed > 0 {
		rate = float64(s.Sent) / elapsed.Seconds()
	}
	open := fmt.Sprintf("lost=%d", s.Lost)
	if !drained {
		open = fmt.Sprintf("in_flight=%d (stopped without a drain: not counted as lost)", s.Lost)
	}
	return fmt.Sprintf("load: sent=%d (%.1f/s) %s completed=%d expired=%d refunded=%d failed=%d assignments=%d ran_twice=%d",
		s.Sent, rate, open, s.Completed, s.Expired, s.Refunded, s.Failed, s.Assignments, s.RanTwice)
}

// drain waits until every sent request reached a final state, or for at most d. What
// is still open after a few seconds is read again from the streams every few seconds
// (a status written while the follower's connection was down, and a replica of the
// stream answered the read after a reconnect from behind).
func (s *Stack) drain(ctx context.Context, d time.Duration) {
	deadline := time.Now().Add(d)
	reread := time.Now().Add(drainReread)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		sum := s.Summary()
		if sum.Lost == 0 && sum.Queued == 0 && sum.Assigned == 0 {
			return
		}
		if time.Now().After(reread) {
			if js, err := jetstream.New(s.NC); err == nil {
				_ = s.stats.resync(ctx, js, wire.BucketStatus) // best effort: the next pass tries again
			}
			reread = time.Now().Add(drainReread)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// drainReread is how often the drain reads what is still open again.
const drainReread = 3 * time.Second

// waitCheckpoint waits (at most 15 s) until the indexer has stored a checkpoint.
func (s *Stack) waitCheckpoint(ctx context.Context, js jetstream.JetStream) {
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) && ctx.Err() == nil {
		if kv, err := js.KeyValue(ctx, wire.BucketCheckpoint); err == nil {
			if st, err := kv.Status(ctx); err == nil && st.Values() > 0 {
				return
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	s.log.Warn("the indexer has not checkpointed yet; starting the workers anyway")
}
