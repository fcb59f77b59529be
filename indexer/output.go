package indexer

import (
	"context"
	"errors"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
)

// Ports is where the indexer writes, as Chainlink's LogPoller writes through its ORM:
// the router's events and their retractions, the checkpoint, and the sightings. The
// bus implements them (bus.Publisher, a JetStream KV bucket, statuskv.Sightings); the
// indexer knows nothing of the bus's layout, and the caller creates the streams and
// buckets before Run.
type Ports struct {
	Events      Publisher
	Checkpoints jetstream.KeyValue
	Sightings   SightingStore
}

func (p Ports) check() error {
	if p.Events == nil || p.Checkpoints == nil || p.Sightings == nil {
		return errors.New("indexer: ports need events, checkpoints and sightings")
	}
	return nil
}

// Publisher publishes the events and retractions.
type Publisher interface {
	// PublishAll publishes ms with their message ids and waits for every
	// acknowledgement; duplicates counts the messages the stream had already seen.
	PublishAll(ctx context.Context, ms []events.Message) (duplicates int, err error)
}

// SightingStore keeps the sightings: the head, requests by id and by transaction, and
// the outputs of published results.
type SightingStore interface {
	PutHead(ctx context.Context, h status.Head) error
	PutSighting(ctx context.Context, s status.Sighting) error
	PutTx(ctx context.Context, t status.TxSighting) error
	Tx(ctx context.Context, hash string) (status.TxSighting, error)
	PutOutput(ctx context.Context, o status.Output) error
}
