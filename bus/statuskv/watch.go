package statuskv

import (
	"context"
	"fmt"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/wire/status"
)

// Watcher tells when what a request's answer is made of may have changed: its record
// in the status bucket, its sighting, or the chain head (the confirmations still
// needed). It reads only the shared buckets, so every replica sees the same changes.
type Watcher struct {
	statuses  jetstream.KeyValue
	sightings jetstream.KeyValue // may be nil
}

// NewWatcher watches the status bucket and, when not nil, the sightings bucket.
func NewWatcher(statuses *KV, sightings *Sightings) *Watcher {
	w := &Watcher{statuses: statuses.kv}
	if sightings != nil {
		w.sightings = sightings.kv
	}
	return w
}

// Watch returns a channel that receives a value after changes to request id (several
// changes may be coalesced into one value) until ctx ends, when the watches stop (the
// channel is not closed: the reader stops with ctx). id must be a decimal uint256.
func (w *Watcher) Watch(ctx context.Context, id string) (<-chan struct{}, error) {
	key, err := status.ParseRequestID(id)
	if err != nil {
		return nil, err
	}
	var ws []jetstream.KeyWatcher
	stop := func() {
		for _, x := range ws {
			_ = x.Stop()
		}
	}
	sw, err := w.statuses.Watch(ctx, key, jetstream.UpdatesOnly(), jetstream.IgnoreDeletes())
	if err != nil {
		return nil, fmt.Errorf("watch status of request %s: %w", key, err)
	}
	ws = append(ws, sw)
	if w.sightings != nil {
		gw, err := w.sightings.WatchFiltered(ctx, []string{status.SightingKey(key), status.HeadKey}, jetstream.UpdatesOnly(), jetstream.IgnoreDeletes())
		if err != nil {
			stop()
			return nil, fmt.Errorf("watch sighting of request %s: %w", key, err)
		}
		ws = append(ws, gw)
	}
	out := make(chan struct{}, 1)
	for _, x := range ws {
		go func() {
			for {
				select {
				case <-ctx.Done():
					return
				case e, ok := <-x.Updates():
					if !ok {
						return
					}
					if e == nil {
						continue // the end of the (empty) initial values
					}
					select {
					case out <- struct{}{}:
					default: // one pending signal is enough: the reader reads the latest
					}
				}
			}
		}()
	}
	go func() {
		<-ctx.Done()
		stop()
	}()
	return out, nil
}
