package bus

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/wire"
)

// MaxStreamConsumers bounds the consumers of REQUESTS and DECISIONS (the stream's
// max_consumers): every replica's durables and ordered readers fit many times over,
// and no reader can make the server copy a stream's worth of deliveries without end.
// ASSIGNMENTS holds one durable per worker and stays unbounded.
const MaxStreamConsumers = 256

// ErrLayout is returned by CheckLayout and Ensure when a stream or bucket differs from
// the layout and this identity cannot put it back (a runtime role: only the admin
// changes the layout).
var ErrLayout = errors.New("the bus layout differs")

// StreamConfigs returns the configuration of the three streams as Ensure applies it.
// Every stream allows direct gets (readers need no consumer); the decision log also
// denies message deletes and purges, which no update can turn off again.
func StreamConfigs(cfg Config) []jetstream.StreamConfig {
	storage, compression := cfg.storage()
	mk := func(name, desc string, subjects []string, l StreamLimits, maxConsumers int) jetstream.StreamConfig {
		maxBytes := l.MaxBytes
		if maxBytes == 0 {
			maxBytes = -1
		}
		return jetstream.StreamConfig{
			Name:              name,
			Description:       desc,
			Subjects:          subjects,
			Retention:         jetstream.LimitsPolicy,
			Discard:           jetstream.DiscardOld,
			MaxAge:            l.MaxAge,
			MaxBytes:          maxBytes,
			MaxMsgs:           -1,
			MaxMsgsPerSubject: -1,
			MaxMsgSize:        -1,
			MaxConsumers:      maxConsumers,
			Storage:           storage,
			Compression:       compression,
			Replicas:          cfg.Replicas,
			Duplicates:        cfg.DuplicateWindow,
			AllowDirect:       true,
		}
	}
	decisions := mk(wire.StreamDecisions, "decision records of every round, and their on-chain anchors",
		[]string{wire.SubjectDecisionsAll, wire.SubjectDecisionsSharded, wire.SubjectDecisionsLegacy, wire.SubjectAnchors, wire.SubjectAnchorsSharded}, cfg.Decisions, MaxStreamConsumers)
	decisions.DenyDelete, decisions.DenyPurge = true, true
	return []jetstream.StreamConfig{
		mk(wire.StreamRequests, "chain events: requests per model, results, refunds, verification verdicts, retractions, rejections, fee bumps, withdrawals",
			[]string{wire.SubjectRequestsAll, wire.SubjectResults, wire.SubjectRefunds, wire.SubjectVerifications, wire.SubjectRetractions, wire.SubjectRejections,
				wire.SubjectFeeBumps, wire.SubjectWithdrawals},
			cfg.Requests, MaxStreamConsumers),
		mk(wire.StreamAssignments, "assignments, one subject per worker", []string{wire.SubjectAssignAll}, cfg.Assignments, -1),
		decisions,
		uploads(mk, cfg.Outputs),
	}
}

// uploads is the stream the daemon stages workers' output chunks on before it commits
// them to the object store: one chunk per subject (the last one counts), a chunk's
// size bounded, nothing kept past staging_max_age, and a full stream refuses new chunks
// rather than dropping staged ones (each worker's share is bounded by the daemon).
func uploads(mk func(string, string, []string, StreamLimits, int) jetstream.StreamConfig, l OutputLimits) jetstream.StreamConfig {
	sc := mk(wire.StreamUploads, "output chunks staged for workers until the daemon commits them", []string{wire.SubjectUploadsAll},
		StreamLimits{MaxAge: l.StagingMaxAge, MaxBytes: l.StagingMaxBytes}, MaxStreamConsumers)
	sc.Discard = jetstream.DiscardNew
	sc.MaxMsgsPerSubject = 1
	sc.MaxMsgSize = wire.UploadChunkBytes + 4<<10
	sc.Duplicates = 0
	return sc
}

// ObjectStoreConfig is the store of workers' large outputs as Ensure applies it.
func ObjectStoreConfig(cfg Config) jetstream.ObjectStoreConfig {
	storage, compression := cfg.storage()
	return jetstream.ObjectStoreConfig{Bucket: wire.BucketOutputs, Description: "outputs too long for calldata, by keccak-256",
		TTL: cfg.Outputs.MaxAge, MaxBytes: cfg.Outputs.MaxBytes, Storage: storage, Replicas: cfg.Replicas,
		Compression: compression == jetstream.S2Compression}
}

// InputStoreConfig is the store of requesters' large inputs as Ensure applies it.
func InputStoreConfig(cfg Config) jetstream.ObjectStoreConfig {
	storage, compression := cfg.storage()
	return jetstream.ObjectStoreConfig{Bucket: wire.BucketInputs, Description: "requesters' inputs too long for calldata, by keccak-256",
		TTL: cfg.Inputs.MaxAge, MaxBytes: cfg.Inputs.MaxBytes, Storage: storage, Replicas: cfg.Replicas,
		Compression: compression == jetstream.S2Compression}
}

// ObjectStreamConfig is the stream behind object store oc as nats.go creates it, in
// the fields DiffStream compares.
func ObjectStreamConfig(oc jetstream.ObjectStoreConfig) jetstream.StreamConfig {
	sc := KeyValueStreamConfig(jetstream.KeyValueConfig{Bucket: oc.Bucket, Description: oc.Description, TTL: oc.TTL,
		MaxBytes: oc.MaxBytes, Storage: oc.Storage, Replicas: oc.Replicas, Compression: oc.Compression})
	sc.Name = "OBJ_" + oc.Bucket
	sc.Subjects = []string{"$O." + oc.Bucket + ".C.>", "$O." + oc.Bucket + ".M.>"}
	sc.MaxMsgsPerSubject, sc.DenyDelete = -1, false
	return sc
}

// KeyValueConfigs returns the configuration of the KV buckets as Ensure applies it.
func KeyValueConfigs(cfg Config) []jetstream.KeyValueConfig {
	storage, compression := cfg.storage()
	compressed := compression == jetstream.S2Compression
	return []jetstream.KeyValueConfig{
		{Bucket: wire.BucketCheckpoint, Description: "indexer checkpoints", History: 5, Storage: storage, Replicas: cfg.Replicas, Compression: compressed},
		{Bucket: wire.BucketStatus, Description: "request status and ETA", History: 1, Storage: storage, Replicas: cfg.Replicas, Compression: compressed},
		{Bucket: wire.BucketConfig, Description: "runtime configuration watched by every replica", History: 10, Storage: storage, Replicas: cfg.Replicas, Compression: compressed},
		{Bucket: wire.BucketSightings, Description: "requests, transactions, head and outputs as the indexer saw them",
			History: 1, TTL: cfg.Requests.MaxAge, Storage: storage, Replicas: cfg.Replicas, Compression: compressed},
	}
}

// Change is one stream or bucket Ensure created or put back, and what differed.
type Change struct {
	Stream string
	// Diff lists the settings that differed ("max_msgs 1, want -1"); empty for a
	// stream or bucket created.
	Diff []string
}

func (c Change) String() string {
	if len(c.Diff) == 0 {
		return c.Stream + ": created"
	}
	return c.Stream + ": " + strings.Join(c.Diff, "; ")
}

// Ensure creates the streams and KV buckets, or puts them back to cfg. It reads first
// and writes only what differs, so a runtime role (which may not create or update a
// stream) passes when the layout is as configured and fails with ErrLayout, naming
// every difference, when it is not. Safe to call on every start and from several
// processes.
func Ensure(ctx context.Context, js jetstream.JetStream, cfg Config) error {
	_, err := EnsureLayout(ctx, js, cfg)
	return err
}

// EnsureLayout is Ensure returning what it created or put back, for the log.
func EnsureLayout(ctx context.Context, js jetstream.JetStream, cfg Config) ([]Change, error) {
	return ensure(ctx, js, cfg, true)
}

// CheckLayout reports, without writing, every stream or bucket missing or differing
// from cfg (ErrLayout).
func CheckLayout(ctx context.Context, js jetstream.JetStream, cfg Config) error {
	_, err := ensure(ctx, js, cfg, false)
	return err
}

func ensure(ctx context.Context, js jetstream.JetStream, cfg Config, write bool) ([]Change, error) {
	if err := cfg.Validate(); err != nil {
		return nil, fmt.Errorf("nats config: %w", err)
	}
	var changes []Change
	var wrong []error
	for _, sc := range StreamConfigs(cfg) {
		ch, err := EnsureStream(ctx, js, sc, write, func(ctx context.Context) error {
			_, err := js.CreateOrUpdateStream(ctx, sc)
			return err
		})
		if err != nil {
			if errors.Is(err, ErrLayout) {
				wrong = append(wrong, err)
				continue
			}
			return changes, fmt.Errorf("ensure stream %s: %w%s%s", sc.Name, err, jetStreamHint(err), storageHint(err, cfg, sc))
		}
		if ch != nil {
			changes = append(changes, *ch)
		}
	}
	for _, kc := range KeyValueConfigs(cfg) {
		ch, err := EnsureStream(ctx, js, KeyValueStreamConfig(kc), write, func(ctx context.Context) error {
			_, err := js.CreateOrUpdateKeyValue(ctx, kc)
			return err
		})
		if err != nil {
			if errors.Is(err, ErrLayout) {
				wrong = append(wrong, err)
				continue
			}
			return changes, fmt.Errorf("ensure kv bucket %s: %w", kc.Bucket, err)
		}
		if ch != nil {
			changes = append(changes, *ch)
		}
	}
	for _, oc := range []jetstream.ObjectStoreConfig{ObjectStoreConfig(cfg), InputStoreConfig(cfg)} {
		ch, err := EnsureStream(ctx, js, ObjectStreamConfig(oc), write, func(ctx context.Context) error {
			_, err := js.CreateOrUpdateObjectStore(ctx, oc)
			return err
		})
		switch {
		case errors.Is(err, ErrLayout):
			wrong = append(wrong, err)
		case err != nil:
			return changes, fmt.Errorf("ensure object store %s: %w%s", oc.Bucket, err, jetStreamHint(err))
		case ch != nil:
			changes = append(changes, *ch)
		}
	}
	return changes, errors.Join(wrong...)
}

// EnsureStream compares the stream want names with want and, when it is missing or
// differs and write is set, calls apply. A refused apply (a runtime role) or write
// unset is ErrLayout with the differences; other errors are returned as they are.
// Package lease ensures its bucket with it too.
func EnsureStream(ctx context.Context, js jetstream.JetStream, want jetstream.StreamConfig, write bool, apply func(context.Context) error) (*Change, error) {
	ch := &Change{Stream: want.Name}
	s, err := js.Stream(ctx, want.Name)
	switch {
	case errors.Is(err, jetstream.ErrStreamNotFound):
	case err != nil:
		return nil, err
	default:
		if ch.Diff = DiffStream(want, s.CachedInfo().Config); len(ch.Diff) == 0 {
			return nil, nil
		}
	}
	what := "missing"
	if len(ch.Diff) > 0 {
		what = strings.Join(ch.Diff, "; ")
	}
	if !write {
		return nil, fmt.Errorf("%w: stream %s: %s", ErrLayout, want.Name, what)
	}
	// A refused request gets no answer: a role without the right times out.
	actx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	if err := apply(actx); err != nil {
		if errors.Is(err, context.DeadlineExceeded) && ctx.Err() == nil || isPermission(err) {
			return nil, fmt.Errorf("%w: stream %s: %s, and this user may not change it (run `infersched bus init` with the admin's credentials, nats.admin): %v",
				ErrLayout, want.Name, what, err)
		}
		return nil, err
	}
	return ch, nil
}

func isPermission(err error) bool {
	var apiErr *jetstream.APIError
	return errors.As(err, &apiErr) && apiErr.Code == 403 || strings.Contains(strings.ToLower(err.Error()), "permissions violation")
}

// KeyValueStreamConfig is the stream behind bucket kc as nats.go creates it, in the
// fields DiffStream compares.
func KeyValueStreamConfig(kc jetstream.KeyValueConfig) jetstream.StreamConfig {
	history := int64(kc.History)
	if history < 1 {
		history = 1
	}
	replicas := kc.Replicas
	if replicas < 1 {
		replicas = 1
	}
	compression := jetstream.NoCompression
	if kc.Compression {
		compression = jetstream.S2Compression
	}
	maxBytes, maxSize := kc.MaxBytes, kc.MaxValueSize
	if maxBytes == 0 {
		maxBytes = -1
	}
	if maxSize == 0 {
		maxSize = -1
	}
	return jetstream.StreamConfig{
		Name: "KV_" + kc.Bucket, Description: kc.Description, Subjects: []string{"$KV." + kc.Bucket + ".>"},
		Retention: jetstream.LimitsPolicy, Discard: jetstream.DiscardNew,
		MaxAge: kc.TTL, MaxBytes: maxBytes, MaxMsgs: -1, MaxMsgsPerSubject: history, MaxMsgSize: maxSize, MaxConsumers: -1,
		Storage: kc.Storage, Compression: compression, Replicas: replicas,
		AllowRollup: true, DenyDelete: true, AllowDirect: true,
	}
}

// DiffStream lists the settings of got that differ from want: the subjects, limits,
// retention, storage and protections, and anything that copies messages elsewhere
// (republish, mirror, sources, a subject transform), which the layout never sets.
// A zero or negative limit means unlimited on either side.
func DiffStream(want, got jetstream.StreamConfig) []string {
	var d []string
	lim := func(name string, w, g int64) {
		if w <= 0 {
			w = -1
		}
		if g <= 0 {
			g = -1
		}
		if w != g {
			d = append(d, fmt.Sprintf("%s %d, want %d", name, g, w))
		}
	}
	if a, b := slices.Sorted(slices.Values(want.Subjects)), slices.Sorted(slices.Values(got.Subjects)); !slices.Equal(a, b) {
		d = append(d, fmt.Sprintf("subjects %v, want %v", b, a))
	}
	if got.MaxAge != want.MaxAge {
		d = append(d, fmt.Sprintf("max_age %v, want %v", got.MaxAge, want.MaxAge))
	}
	lim("max_bytes", want.MaxBytes, got.MaxBytes)
	lim("max_msgs", want.MaxMsgs, got.MaxMsgs)
	lim("max_msgs_per_subject", want.MaxMsgsPerSubject, got.MaxMsgsPerSubject)
	lim("max_msg_size", int64(want.MaxMsgSize), int64(got.MaxMsgSize))
	lim("max_consumers", int64(want.MaxConsumers), int64(got.MaxConsumers))
	flag := func(name string, w, g any) {
		if w != g {
			d = append(d, fmt.Sprintf("%s %v, want %v", name, g, w))
		}
	}
	flag("retention", want.Retention, got.Retention)
	flag("discard", want.Discard, got.Discard)
	flag("storage", want.Storage, got.Storage)
	flag("compression", want.Compression, got.Compression)
	flag("replicas", want.Replicas, got.Replicas)
	flag("description", want.Description, got.Description)
	flag("allow_direct", want.AllowDirect, got.AllowDirect)
	flag("deny_delete", want.DenyDelete, got.DenyDelete)
	flag("deny_purge", want.DenyPurge, got.DenyPurge)
	flag("allow_rollup_hdrs", want.AllowRollup, got.AllowRollup)
	flag("sealed", want.Sealed, got.Sealed)
	if want.Duplicates > 0 && got.Duplicates != want.Duplicates {
		d = append(d, fmt.Sprintf("duplicate_window %v, want %v", got.Duplicates, want.Duplicates))
	}
	if got.RePublish != nil {
		d = append(d, fmt.Sprintf("republish to %q, want none", got.RePublish.Destination))
	}
	if got.Mirror != nil || len(got.Sources) > 0 {
		d = append(d, "a mirror or sources, want none")
	}
	if got.SubjectTransform != nil {
		d = append(d, "a subject transform, want none")
	}
	return d
}
