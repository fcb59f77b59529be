package bus

import (
	"context"

	"github.com/nats-io/nats.go/jetstream"
)

// Follow runs fn for every entry w delivers, in order, until ctx ends, w closes or fn
// returns false; then it stops w. The nil entry that marks the end of the values at
// start goes to caughtUp instead (nil: ignored). It is the one loop over a KV watch
// that the status stores, the runtime config, the leases and the dev stack share.
func Follow(ctx context.Context, w jetstream.KeyWatcher, caughtUp func(), fn func(jetstream.KeyValueEntry) bool) {
	defer func() { _ = w.Stop() }()
	for {
		select {
		case <-ctx.Done():
			return
		case e, ok := <-w.Updates():
			if !ok {
				return
			}
			if e == nil {
				if caughtUp != nil {
					caughtUp()
				}
				continue
			}
			if !fn(e) {
				return
			}
		}
	}
}
