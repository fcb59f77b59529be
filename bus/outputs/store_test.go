package outputs

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

var worker = common.HexToAddress("0x00000000000000000000000000000000000000aa")

// holdsAll says every worker holds every request: these tests are about the store.
var holdsAll = HolderFunc(func(context.Context, string, common.Address) error { return nil })

type rig struct {
	js    jetstream.JetStream
	store *Store
	cfg   bus.Config
}

// newRig is the layout on a real nats-server, as bus.Ensure makes it with limits,
// and the store opened on it.
func newRig(t *testing.T, limits func(*bus.OutputLimits)) *rig {
	t.Helper()
	srv := natstest.Start(t)
	js := srv.JetStream(t)
	cfg := bus.DefaultConfig()
	limits(&cfg.Outputs)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := bus.Ensure(ctx, js, cfg); err != nil {
		t.Fatal(err)
	}
	s, err := Open(ctx, js, cfg.Outputs, nil)
	if err != nil {
		t.Fatal(err)
	}
	return &rig{js: js, store: s, cfg: cfg}
}

// stage publishes out on the staging subjects of request id, as a worker's chunks
// arrive there, and returns the commit request for them.
func (r *rig) stage(t *testing.T, id string, out []byte) wire.CommitRequest {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	n := 0
	for off := 0; off < len(out); off += wire.UploadChunkBytes {
		if _, err := r.js.Publish(ctx, wire.UploadChunkSubject(worker, id, n), out[off:min(off+wire.UploadChunkBytes, len(out))]); err != nil {
			t.Fatalf("stage chunk %d: %v", n, err)
		}
		n++
	}
	return wire.CommitRequest{RequestID: id, OutputHash: crypto.Keccak256Hash(out), Length: int64(len(out)), Chunks: n}
}

// output is n bytes that differ with seed.
func output(seed, n int) []byte {
	b := bytes.Repeat([]byte(fmt.Sprintf("output %d; ", seed)), n/8+1)
	return b[:n]
}

// readable fails unless the store serves h's bytes as want, or, when want is nil, says
// at once that it does not have h.
func (r *rig) readable(t *testing.T, h common.Hash, want []byte) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	start := time.Now()
	got, err := r.store.Get(ctx, h)
	switch {
	case want != nil && (err != nil || !bytes.Equal(got, want)):
		t.Fatalf("a committed output does not read back: %d bytes, %v", len(got), err)
	case want == nil && !errors.Is(err, ErrNotFound):
		t.Fatalf("an output not committed reads as %d bytes, %v; want ErrNotFound", len(got), err)
	case want == nil && ctx.Err() != nil:
		t.Fatalf("an output not committed took %v to answer", time.Since(start))
	}
}

// With the store full, a commit whose chunks the store refuses must not leave the
// object's metadata behind: the next commit of the same bytes would take that metadata
// for the object ("stored"), while every read fails until max_age. Objects are whole or
// absent: with the store full a commit is refused, and stays refused for the same bytes,
// and the output is absent (a read says so at once); every commit that succeeded reads
// back.
func TestFullStoreRefusesRatherThanBreaks(t *testing.T) {
	r := newRig(t, func(l *bus.OutputLimits) {
		l.MaxObjectBytes, l.MaxBytes = 1<<20, 3<<20
	})
	ctx := context.Background()
	var stored [][]byte
	var refused []byte
	for i := 0; refused == nil; i++ {
		if i > 20 {
			t.Fatal("a 3 MiB store took 20 outputs of 600 kB")
		}
		out := output(i, 600_000)
		err := r.store.Commit(ctx, worker, r.stage(t, fmt.Sprint(i+1), out), holdsAll)
		switch {
		case err == nil:
			stored = append(stored, out)
		case errors.Is(err, ErrFull):
			refused = out
		default:
			t.Fatalf("commit %d: %v, want ok or ErrFull", i, err)
		}
	}
	for _, out := range stored {
		r.readable(t, crypto.Keccak256Hash(out), out)
	}
	h := crypto.Keccak256Hash(refused)
	r.readable(t, h, nil)
	// Another worker commits the same bytes for another request.
	if err := r.store.Commit(ctx, worker, r.stage(t, "100", refused), holdsAll); err == nil {
		t.Fatal("the second commit of bytes the full store refused is reported stored")
	} else if !errors.Is(err, ErrFull) {
		t.Fatalf("the second commit: %v, want ErrFull", err)
	}
	r.readable(t, h, nil)
}

// An object whose chunks are gone (metadata alone) is detected by a read, which says at
// once that the store does not have it, and the next commit of the same bytes writes it
// whole again instead of taking the metadata for the object.
func TestBrokenObjectIsDetectedAndRewritable(t *testing.T) {
	r := newRig(t, func(l *bus.OutputLimits) {})
	ctx := context.Background()
	out := output(7, 700_000)
	h := crypto.Keccak256Hash(out)
	if err := r.store.Commit(ctx, worker, r.stage(t, "1", out), holdsAll); err != nil {
		t.Fatal(err)
	}
	r.readable(t, h, out)
	// The chunks go (as storage loss or a chunk aged out before its metadata would).
	obs, err := r.js.ObjectStore(ctx, wire.BucketOutputs)
	if err != nil {
		t.Fatal(err)
	}
	info, err := obs.GetInfo(ctx, wire.ObjectName(h))
	if err != nil {
		t.Fatal(err)
	}
	stream, err := r.js.Stream(ctx, "OBJ_"+wire.BucketOutputs)
	if err != nil {
		t.Fatal(err)
	}
	if err := stream.Purge(ctx, jetstream.WithPurgeSubject("$O."+wire.BucketOutputs+".C."+info.NUID)); err != nil {
		t.Fatal(err)
	}
	r.readable(t, h, nil)
	if err := r.store.Commit(ctx, worker, r.stage(t, "2", out), holdsAll); err != nil {
		t.Fatalf("commit of the broken object's bytes: %v", err)
	}
	r.readable(t, h, out)
}

// A read holds one chunk, and a range reads only the chunks it covers (a byte in the
// middle of a 2 MiB object: one chunk message), also for an object written by nats.go's
// own Put (no chunk sequences in its metadata: the chunks up to the range's are walked,
// none after it). A whole read checks the hash.
func TestRangeReadsOnlyItsChunks(t *testing.T) {
	r := newRig(t, func(l *bus.OutputLimits) {})
	ctx := context.Background()
	out := output(3, 2<<20)
	h := crypto.Keccak256Hash(out)
	if err := r.store.Commit(ctx, worker, r.stage(t, "1", out), holdsAll); err != nil {
		t.Fatal(err)
	}
	b, err := r.store.Object(ctx, h)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Seek(1<<20+5, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	one := make([]byte, 1)
	if _, err := io.ReadFull(b, one); err != nil || one[0] != out[1<<20+5] || b.gets != 1 {
		t.Fatalf("one byte in the middle: %q, %v, %d chunk reads", one, err, b.gets)
	}
	if got, err := r.store.Get(ctx, h); err != nil || !bytes.Equal(got, out) {
		t.Fatalf("whole read: %d bytes, %v", len(got), err)
	}

	// An object nats.go wrote (same layout, no sequences listed).
	foreign := output(4, 1<<20)
	fh := crypto.Keccak256Hash(foreign)
	obs, err := r.js.ObjectStore(ctx, wire.BucketOutputs)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := obs.PutBytes(ctx, wire.ObjectName(fh), foreign); err != nil {
		t.Fatal(err)
	}
	b, err = r.store.Object(ctx, fh)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Seek(3*chunkSize+1, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	if _, err := io.ReadFull(b, one); err != nil || one[0] != foreign[3*chunkSize+1] || b.gets != 4 {
		t.Fatalf("one byte of chunk 3 of nats.go's object: %q, %v, %d chunk reads", one, err, b.gets)
	}
	if got, err := r.store.Get(ctx, fh); err != nil || !bytes.Equal(got, foreign) {
		t.Fatalf("whole read of nats.go's object: %d bytes, %v", len(got), err)
	}

	// Bytes that do not hash to the name are never all returned.
	wrong := crypto.Keccak256Hash([]byte("another name"))
	if _, err := obs.PutBytes(ctx, wire.ObjectName(wrong), foreign); err != nil {
		t.Fatal(err)
	}
	if got, err := r.store.Get(ctx, wrong); !errors.Is(err, ErrHash) {
		t.Fatalf("an object under a name its bytes do not hash to: %d bytes, %v", len(got), err)
	}
}
