package outputs

import (
	"context"
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/prometheus/client_golang/prometheus"
	"go.uber.org/zap"

	"github.com/infersched/infersched/wire"
)

// Requesters' inputs (POST /v1/inputs) live in their own object store,
// wire.BucketInputs, so that anonymous uploads never take the room of workers'
// outputs. Each input has an owner: the client that uploaded it (UploaderHeader in its
// metadata) until a request that commits to it (its ref: prompt, verified on chain by
// the feed) claims it (ClaimedHeader). An unclaimed input counts against its uploader's
// quota of unclaimed bytes and is deleted once it is older than the claim window; a
// claimed one is kept until the store's max_age.

// The metadata headers of an input.
const (
	UploaderHeader = "Infersched-Uploader"
	ClaimedHeader  = "Infersched-Claimed-By"
)

// ErrQuota: the uploader holds its quota of unclaimed bytes already.
var ErrQuota = errors.New("the client's unclaimed inputs are at its quota")

// Inputs is the store of requesters' inputs. Safe for concurrent use.
type Inputs struct {
	objs      *objects
	maxObject int64
	window    time.Duration
	now       func() time.Time
	log       *zap.Logger
	m         *metrics
	im        *inputMetrics

	mu       sync.Mutex
	stored   map[string]int64 // uploader → unclaimed bytes in the store (as of the last sweep, plus puts and claims since)
	inFlight map[string]int64 // uploader → bytes of uploads being written
}

// OpenInputs binds to the inputs store, which bus.Ensure created. maxObjectBytes is
// `nats.outputs.max_object_bytes`, claimWindow `nats.inputs.claim_window`; now nil is
// time.Now. Call Sweep (or Run) before relying on the quotas: they start empty.
func OpenInputs(ctx context.Context, js jetstream.JetStream, maxObjectBytes int64, claimWindow time.Duration,
	reg prometheus.Registerer, log *zap.Logger, now func() time.Time) (*Inputs, error) {
	if maxObjectBytes <= 0 || claimWindow <= 0 {
		return nil, fmt.Errorf("outputs: inputs need a positive max_object_bytes and claim_window, got %d and %v", maxObjectBytes, claimWindow)
	}
	objs, err := openObjects(ctx, js, wire.BucketInputs)
	if err != nil {
		return nil, err
	}
	if now == nil {
		now = time.Now
	}
	if log == nil {
		log = zap.NewNop()
	}
	return &Inputs{objs: objs, maxObject: maxObjectBytes, window: claimWindow, now: now, log: log,
		m: newInputStoreMetrics(reg), im: newInputMetrics(reg), stored: map[string]int64{}, inFlight: map[string]int64{}}, nil
}

// MaxObjectBytes is the longest input the store takes.
func (in *Inputs) MaxObjectBytes() int64 { return in.maxObject }

// Put stores r's bytes (1 to MaxObjectBytes) under their keccak-256 as an input of
// uploader, and returns the hash and the length. The bytes are written chunk by chunk
// as they are read (one chunk held in memory), each after take (nil: none) allows it
// and after the uploader's unclaimed bytes with it stay within quota (≤ 0: none):
// ErrQuota otherwise, ErrFull when the store is full, ErrTooLarge past the bound; a
// refused upload leaves nothing in the store. Bytes already stored are one object
// (its owner unchanged).
func (in *Inputs) Put(ctx context.Context, r io.Reader, uploader string, quota int64, take func(n int) error) (common.Hash, int64, error) {
	var reserved int64
	charge := func(n int) error {
		if take != nil {
			if err := take(n); err != nil {
				return err
			}
		}
		in.mu.Lock()
		defer in.mu.Unlock()
		if quota > 0 && in.stored[uploader]+in.inFlight[uploader]+int64(n) > quota {
			return fmt.Errorf("%w: %d bytes unclaimed, the quota is %d", ErrQuota, in.stored[uploader]+in.inFlight[uploader], quota)
		}
		in.inFlight[uploader] += int64(n)
		reserved += int64(n)
		return nil
	}
	done := func(keep bool) {
		in.mu.Lock()
		defer in.mu.Unlock()
		if in.inFlight[uploader] -= reserved; in.inFlight[uploader] <= 0 {
			delete(in.inFlight, uploader)
		}
		if keep {
			in.stored[uploader] += reserved
		}
	}
	w, err := in.objs.writeChunks(ctx, r, in.maxObject, charge)
	if err == nil && w.size == 0 {
		err = errors.New("outputs: an input needs at least one byte")
	}
	if err != nil {
		done(false)
		in.m.puts.WithLabelValues(putResult(err)).Inc()
		return common.Hash{}, 0, err
	}
	hdr := nats.Header{}
	hdr.Set(UploaderHeader, uploader)
	wrote, err := in.objs.finish(ctx, wire.ObjectName(w.keccak), w, hdr, in.m)
	done(wrote && err == nil)
	switch {
	case err != nil:
		in.m.puts.WithLabelValues(putResult(err)).Inc()
		return common.Hash{}, 0, err
	case !wrote:
		in.m.puts.WithLabelValues("present").Inc()
	default:
		in.m.puts.WithLabelValues("stored").Inc()
		in.m.bytes.Add(float64(w.size))
	}
	return w.keccak, w.size, nil
}

func putResult(err error) string {
	switch {
	case errors.Is(err, ErrQuota):
		return "quota"
	case errors.Is(err, ErrFull):
		return "full"
	case errors.Is(err, ErrTooLarge):
		return "too_large"
	}
	return "error"
}

// Object opens the input whose keccak-256 is h for reading (Store.Object's rules).
func (in *Inputs) Object(ctx context.Context, h common.Hash) (*Object, error) {
	return openObject(ctx, in.objs, h, in.maxObject, in.m)
}

// Get returns the input whose keccak-256 is h, checked against h.
func (in *Inputs) Get(ctx context.Context, h common.Hash) ([]byte, error) {
	return readAll(ctx, in.objs, h, in.maxObject, in.m)
}

// Claim marks the input h as committed to by request requestID: it is kept until the
// store's max_age and stops counting against its uploader's quota. Claiming an input
// claimed already, or one the store does not have (ErrNotFound), changes nothing.
func (in *Inputs) Claim(ctx context.Context, h common.Hash, requestID string) error {
	info, err := in.objs.info(ctx, wire.ObjectName(h))
	if err != nil {
		in.im.claims.WithLabelValues("missing").Inc()
		return err
	}
	if info.Headers.Get(ClaimedHeader) != "" {
		in.im.claims.WithLabelValues("claimed_already").Inc()
		return nil
	}
	if info.Headers == nil {
		info.Headers = nats.Header{}
	}
	info.Headers.Set(ClaimedHeader, requestID)
	info.ModTime, info.Deleted = time.Time{}, false
	if err := in.objs.writeMeta(ctx, info); err != nil {
		in.im.claims.WithLabelValues("error").Inc()
		return fmt.Errorf("outputs: claim input %s for request %s: %w", info.Name, requestID, err)
	}
	in.im.claims.WithLabelValues("claimed").Inc()
	in.mu.Lock()
	owner := info.Headers.Get(UploaderHeader)
	if in.stored[owner] -= int64(info.Size); in.stored[owner] <= 0 {
		delete(in.stored, owner)
	}
	in.mu.Unlock()
	return nil
}

// Sweep deletes every input older than the claim window that no request claimed, and
// recounts each uploader's unclaimed bytes from the store (so that uploads through
// other replicas count too).
func (in *Inputs) Sweep(ctx context.Context) error {
	infos, err := in.objs.obs.List(ctx)
	if err != nil && !errors.Is(err, jetstream.ErrNoObjectsFound) {
		return fmt.Errorf("outputs: list inputs: %w", err)
	}
	now := in.now()
	stored := map[string]int64{}
	var total int64
	for _, info := range infos {
		if info.Deleted || info.Headers.Get(ClaimedHeader) != "" {
			continue
		}
		if now.Sub(info.ModTime) > in.window {
			in.objs.remove(ctx, info)
			in.im.swept.Inc()
			continue
		}
		stored[info.Headers.Get(UploaderHeader)] += int64(info.Size)
		total += int64(info.Size)
	}
	in.mu.Lock()
	in.stored = stored
	in.mu.Unlock()
	in.im.unclaimed.Set(float64(total))
	return nil
}

// Run sweeps every interval until ctx ends (a failed sweep is logged and tried at the
// next).
func (in *Inputs) Run(ctx context.Context, every time.Duration) error {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := in.Sweep(ctx); err != nil && ctx.Err() == nil {
			in.log.Warn("sweeping unclaimed inputs failed", zap.Error(err))
		}
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
		}
	}
}

// SweepEvery is how often Run should sweep for a claim window: a tenth of it, at most
// a minute.
func SweepEvery(window time.Duration) time.Duration { return min(window/10, time.Minute) }
