package health

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/redis/go-redis/v9"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/scheduler"
)

// Redis pings the registry's Redis; where names the endpoint (host:port or the
// Sentinel master, never a password).
func Redis(rdb redis.UniversalClient, where string) Check {
	return Check{Name: "redis", Probe: func(ctx context.Context) error {
		if err := rdb.Ping(ctx).Err(); err != nil {
			return fmt.Errorf("%s unreachable: %w (is redis-server running? check redis.addr or redis.sentinel)", where, err)
		}
		return nil
	}}
}

// NATS checks that the connection is up and answers a round trip.
func NATS(nc *nats.Conn) Check {
	return Check{Name: "nats", Probe: func(ctx context.Context) error {
		where := nc.ConnectedUrlRedacted()
		if where == "" {
			where = bus.RedactURL(nc.Opts.Url)
		}
		const hint = "is nats-server running and reachable? check nats.url"
		if !nc.IsConnected() {
			return fmt.Errorf("%s: connection %s (%s)", where, nc.Status(), hint)
		}
		if err := nc.FlushWithContext(ctx); err != nil {
			return fmt.Errorf("%s: no answer to a ping: %w (%s)", where, err, hint)
		}
		return nil
	}}
}

// Chain reaches the chain through probe, which should try every endpoint in turn (as
// ethrpc.Pool.Do does) and fail only when none answers.
func Chain(probe func(ctx context.Context) error) Check {
	return Check{Name: "chain", Probe: func(ctx context.Context) error {
		if err := probe(ctx); err != nil {
			return fmt.Errorf("no chain endpoint answers: %w (check chain.rpc_urls and the nodes)", err)
		}
		return nil
	}}
}

// GasQuote fails while the oracle's quote is stale (older than maxAge, or none yet):
// rounds then price every route at the cap.
func GasQuote(quote func(context.Context) (scheduler.GasQuote, error), maxAge time.Duration, now func() time.Time) Check {
	return Check{Name: "gas_quote", Probe: func(ctx context.Context) error {
		q, err := quote(ctx)
		if err != nil {
			return err
		}
		if !q.Stale {
			return nil
		}
		if q.ObservedAt.IsZero() {
			return errors.New("no gas quote yet (the oracle has not polled the chain successfully)")
		}
		return fmt.Errorf("gas quote is %s old, past gasoracle.max_age (%s): the chain endpoints do not answer fee history",
			now().Sub(q.ObservedAt).Round(time.Second), maxAge)
	}}
}

// Closed fails until ready is closed; what says what is still under way.
func Closed(name string, ready <-chan struct{}, what string) Check {
	return Check{Name: name, Probe: func(context.Context) error {
		select {
		case <-ready:
			return nil
		default:
			return errors.New(what)
		}
	}}
}
