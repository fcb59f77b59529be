package roles

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/outputs"
	"github.com/infersched/infersched/wire"
)

// outputsStack is the roles server with the scheduler's output store serving chunks
// and commits, request "7" held by worker A and "8" by worker B.
func outputsStack(t testing.TB, maxObject int64) (*rolesServer, *outputs.Store) {
	return outputsStackWith(t, func(l *bus.OutputLimits) { l.MaxObjectBytes = maxObject })
}

// outputsStackWith is outputsStack with the `nats.outputs` limits changed by change.
func outputsStackWith(t testing.TB, change func(*bus.OutputLimits)) (*rolesServer, *outputs.Store) {
	t.Helper()
	r := startRolesWith(t, func(c *bus.Config) { change(&c.Outputs) })
	sched := r.connect(t, "scheduler")
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	store, err := outputs.Open(ctx, sched.js, r.cfg.Outputs, nil)
	if err != nil {
		t.Fatal(err)
	}
	holders := map[string]common.Address{"7": workerA, "8": workerB}
	holds := outputs.HolderFunc(func(_ context.Context, id string, w common.Address) error {
		if holders[id] != w {
			return fmt.Errorf("request %s is held by %s", id, holders[id].Hex())
		}
		return nil
	})
	// Listen returns once the server holds the chunks' and the commits' subscriptions:
	// the test's first chunk finds its responder.
	stop, err := store.Listen(ctx, sched.nc, holds, zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	return r, store
}

// stage sends out in chunks on worker's chunk subjects for id (as the agent does) and
// returns the commit request for it; a chunk the daemon refuses fails the test.
func stage(t testing.TB, c *client, worker common.Address, id string, out []byte, chunk int) wire.CommitRequest {
	t.Helper()
	n := 0
	for off := 0; off < len(out); off += chunk {
		if msg := sendChunk(t, c, worker, id, n, out[off:min(off+chunk, len(out))]); msg != "" {
			t.Fatalf("stage chunk %d: %s", n, msg)
		}
		n++
	}
	return wire.CommitRequest{RequestID: id, OutputHash: crypto.Keccak256Hash(out), Length: int64(len(out)), Chunks: n}
}

// sendChunk sends chunk n on worker's chunk subject for id and returns the daemon's
// refusal ("" when staged).
func sendChunk(t testing.TB, c *client, worker common.Address, id string, n int, data []byte) string {
	t.Helper()
	m, err := c.nc.Request(wire.ChunkSubject(worker, id, n), data, 30*time.Second)
	if err != nil {
		t.Fatalf("chunk %d of %s: %v", n, id, err)
	}
	var rep wire.CommitReply
	if err := json.Unmarshal(m.Data, &rep); err != nil {
		t.Fatal(err)
	}
	return rep.Error
}

// commit sends req on subject and returns the store's refusal ("" when committed).
func commit(t testing.TB, c *client, subject string, req wire.CommitRequest) string {
	t.Helper()
	b, _ := json.Marshal(req)
	m, err := c.nc.Request(subject, b, 30*time.Second)
	if err != nil {
		t.Fatalf("commit on %s: %v", subject, err)
	}
	var rep wire.CommitReply
	if err := json.Unmarshal(m.Data, &rep); err != nil {
		t.Fatal(err)
	}
	return rep.Error
}

// TestWorkerCommitsOnlyItsOwnOutput: worker A's 1 MiB output for the request it holds
// goes into the store and reads back checked; A cannot commit for the request B holds,
// nor commit bytes that do not hash to the hash it names, nor more than
// max_object_bytes, nor send chunks or commit on B's subjects, nor publish on the
// staging stream (its own subjects there included), nor write the stores themselves.
func TestWorkerCommitsOnlyItsOwnOutput(t *testing.T) {
	r, store := outputsStack(t, 2<<20)
	a := r.connect(t, WorkerUser(workerA))
	ctx := context.Background()
	out := bytes.Repeat([]byte("0123456789abcdef"), 1<<16) // 1 MiB

	req := stage(t, a, workerA, "7", out, wire.UploadChunkBytes)
	if msg := commit(t, a, wire.CommitSubject(workerA), req); msg != "" {
		t.Fatalf("commit of a held request refused: %s", msg)
	}
	got, err := store.Get(ctx, req.OutputHash)
	if err != nil || !bytes.Equal(got, out) {
		t.Fatalf("get: %d bytes, %v", len(got), err)
	}

	t.Run("a request another worker holds", func(t *testing.T) {
		other := bytes.Repeat([]byte("x"), 5000)
		req := stage(t, a, workerA, "8", other, 4096)
		if msg := commit(t, a, wire.CommitSubject(workerA), req); !strings.Contains(msg, outputs.ErrNotHeld.Error()) {
			t.Fatalf("commit for B's request: %q", msg)
		}
		if _, err := store.Get(ctx, req.OutputHash); !errors.Is(err, outputs.ErrNotFound) {
			t.Fatalf("B's request's output is in the store: %v", err)
		}
	})
	t.Run("a wrong hash", func(t *testing.T) {
		req := stage(t, a, workerA, "7", []byte(strings.Repeat("real ", 1000)), 4096)
		req.OutputHash = crypto.Keccak256Hash([]byte("claimed"))
		if msg := commit(t, a, wire.CommitSubject(workerA), req); !strings.Contains(msg, outputs.ErrHash.Error()) {
			t.Fatalf("commit under a wrong hash: %q", msg)
		}
		if _, err := store.Get(ctx, req.OutputHash); !errors.Is(err, outputs.ErrNotFound) {
			t.Fatalf("an object under the claimed hash: %v", err)
		}
	})
	t.Run("a length that does not match", func(t *testing.T) {
		req := stage(t, a, workerA, "7", out[:10000], 4096)
		req.Length = 9999
		if msg := commit(t, a, wire.CommitSubject(workerA), req); !strings.Contains(msg, outputs.ErrIncomplete.Error()) {
			t.Fatalf("commit with a short length: %q", msg)
		}
	})
	t.Run("too large", func(t *testing.T) {
		big := bytes.Repeat([]byte("y"), 2<<20+1)
		req := stage(t, a, workerA, "7", big[:2<<20], wire.UploadChunkBytes)
		req.Length, req.Chunks, req.OutputHash = int64(len(big)), req.Chunks+1, crypto.Keccak256Hash(big)
		if msg := commit(t, a, wire.CommitSubject(workerA), req); !strings.Contains(msg, outputs.ErrTooLarge.Error()) {
			t.Fatalf("commit above max_object_bytes: %q", msg)
		}
		if msg := sendChunk(t, a, workerA, "7", 0, make([]byte, wire.UploadChunkBytes+1)); msg == "" {
			t.Fatal("the daemon staged a chunk above wire.UploadChunkBytes")
		}
		if msg := sendChunk(t, a, workerA, "7", (2<<20)/wire.UploadChunkBytes, []byte("past the bound")); !strings.Contains(msg, outputs.ErrTooLarge.Error()) {
			t.Fatalf("a chunk past max_object_bytes: %q", msg)
		}
	})
	t.Run("another worker's subjects and the store itself", func(t *testing.T) {
		for _, subj := range []string{wire.ChunkSubject(workerB, "8", 0), wire.CommitSubject(workerB),
			wire.UploadChunkSubject(workerB, "8", 0), wire.UploadChunkSubject(workerA, "7", 0),
			"$O." + wire.BucketOutputs + ".C.forged", "$O." + wire.BucketOutputs + ".M.Zm9yZ2Vk",
			"$O." + wire.BucketInputs + ".C.forged"} {
			if err := a.nc.Publish(subj, []byte("forged")); err != nil {
				t.Fatal(err)
			}
			a.refused(t, "publish on "+subj, subj)
		}
	})
}

// BenchmarkOutputRoundTrip: a worker stages 1 MiB in 256 KiB chunks and has it
// committed (hash, assignment and size checked, object written), then a replica reads it
// back checked: the store's part of a 1 MiB answer.
func BenchmarkOutputRoundTrip(b *testing.B) {
	r, store := outputsStack(b, 2<<20)
	a := r.connect(b, WorkerUser(workerA))
	out := bytes.Repeat([]byte("0123456789abcdef"), 1<<16)
	b.SetBytes(int64(len(out)))
	b.ResetTimer()
	for i := range b.N {
		out[0] = byte(i) // a new object each time
		req := stage(b, a, workerA, "7", out, wire.UploadChunkBytes)
		if msg := commit(b, a, wire.CommitSubject(workerA), req); msg != "" {
			b.Fatal(msg)
		}
		if _, err := store.Get(context.Background(), req.OutputHash); err != nil {
			b.Fatal(err)
		}
	}
}

// With UPLOADS dropping its oldest chunks when full (DiscardOld) and a worker staging
// without bound, one worker credential evicted another's staged chunks (270 MiB in 3.5 s)
// and every honest large output failed. A worker sends its chunks to the daemon, which
// stages them within the worker's bound (staging_max_bytes_per_worker), and the stream
// refuses rather than evicts: worker A's flood (many requests' chunks, and publishes
// straight onto the staging stream) stays within A's bound, and worker B's staged output
// commits and reads back.
func TestOneWorkerCannotEvictAnothersStaging(t *testing.T) {
	const mib = 1 << 20
	r, store := outputsStackWith(t, func(l *bus.OutputLimits) {
		l.MaxObjectBytes, l.StagingMaxBytes, l.StagingMaxBytesPerWorker = 2*mib, 16*mib, 4*mib
	})
	a := r.connect(t, WorkerUser(workerA))
	b := r.connect(t, WorkerUser(workerB))
	out := bytes.Repeat([]byte("B's honest output "), 1_500_000/18)
	req := stage(t, b, workerB, "8", out, wire.UploadChunkBytes)

	chunk := bytes.Repeat([]byte("A"), wire.UploadChunkBytes)
	staged, refused := 0, 0
	for i := range 80 { // 20 MiB, more than the whole stream holds
		id := fmt.Sprint(1000 + i/4)
		if msg := sendChunk(t, a, workerA, id, i%4, chunk); msg == "" {
			staged++
		} else if strings.Contains(msg, outputs.ErrStagingFull.Error()) {
			refused++
		} else {
			t.Fatalf("flood chunk %d: %s", i, msg)
		}
		_ = a.nc.Publish(wire.UploadChunkSubject(workerA, id, 4+i%4), chunk) // straight onto the stream: refused
	}
	if err := a.nc.Flush(); err != nil {
		t.Fatal(err)
	}
	t.Logf("worker A's flood of 80 chunks: %d staged, %d refused", staged, refused)
	if staged*wire.UploadChunkBytes > 4*mib {
		t.Errorf("worker A staged %d bytes, its bound is %d", staged*wire.UploadChunkBytes, 4*mib)
	}
	if msg := commit(t, b, wire.CommitSubject(workerB), req); msg != "" {
		t.Fatalf("worker B's commit after A's flood: %s", msg)
	}
	if got, err := store.Get(context.Background(), req.OutputHash); err != nil || !bytes.Equal(got, out) {
		t.Fatalf("B's output: %d bytes, %v", len(got), err)
	}
	// B's committed chunks were purged: its share is free again.
	if n := r.msgs(t, wire.StreamUploads, wire.SubjectUploadPrefix+wire.WorkerID(workerB)+".>"); n != 0 {
		t.Errorf("worker B still has %d chunks staged after its commit", n)
	}
}

// BenchmarkCommitsDuringStagingFlood: worker B stages and commits 1 MiB outputs while
// 0, 1 or 4 goroutines of worker A send chunks as fast as the daemon answers (past A's
// bound, refused) and publish straight onto the staging stream (refused by the bus):
// B's commits per second and its failures (commit-failures).
func BenchmarkCommitsDuringStagingFlood(b *testing.B) {
	const mib = 1 << 20
	for _, flooders := range []int{0, 1, 4} {
		b.Run(fmt.Sprintf("flooders=%d", flooders), func(b *testing.B) {
			r, _ := outputsStackWith(b, func(l *bus.OutputLimits) {
				l.MaxObjectBytes, l.StagingMaxBytes, l.StagingMaxBytesPerWorker = 2*mib, 16*mib, 4*mib
			})
			a := r.connect(b, WorkerUser(workerA))
			w := r.connect(b, WorkerUser(workerB))
			stop := make(chan struct{})
			var wg sync.WaitGroup
			var sent atomic.Int64
			chunk := bytes.Repeat([]byte("A"), wire.UploadChunkBytes)
			for g := range flooders {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for i := 0; ; i++ {
						select {
						case <-stop:
							return
						default:
						}
						id := fmt.Sprint(1000 + g*100_000 + i/4)
						_, _ = a.nc.Request(wire.ChunkSubject(workerA, id, i%4), chunk, 30*time.Second)
						_ = a.nc.Publish(wire.UploadChunkSubject(workerA, id, i%4), chunk)
						sent.Add(1)
					}
				}()
			}
			out := bytes.Repeat([]byte("0123456789abcdef"), mib/16)
			failures := 0
			b.SetBytes(mib)
			b.ResetTimer()
			for i := range b.N {
				out[0] = byte(i)
				req := stage(b, w, workerB, "8", out, wire.UploadChunkBytes)
				if msg := commit(b, w, wire.CommitSubject(workerB), req); msg != "" {
					failures++
				}
			}
			b.StopTimer()
			close(stop)
			wg.Wait()
			b.ReportMetric(float64(failures), "commit-failures")
			b.ReportMetric(float64(sent.Load())/b.Elapsed().Seconds(), "flood-chunks/s")
		})
	}
}
