package outputs

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash"
	"io"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Objects are whole or absent. An object of the JetStream object store is chunk
// messages on $O.<bucket>.C.<nuid> and one metadata message on $O.<bucket>.M.<name>
// that names the nuid, the size, the chunk count and the SHA-256 of the bytes (the
// layout of nats.go's object store, whose readers read these objects). nats.go's own
// Put publishes the chunks and the metadata asynchronously, so that a store refusing
// chunks (full) can still take the small metadata: an object whose metadata is there
// and whose chunks are not. objects writes each chunk and waits for the store to take
// it before the next, and writes the metadata only once every chunk is stored; a
// failure purges the chunks written, so it leaves nothing. An object already there is
// taken as stored only when its metadata names the same size and SHA-256 as the bytes
// and the stream holds its chunk count on its chunk subject; otherwise it is broken,
// deleted, and written anew. A read checks the chunk count first, so that a broken
// object (its chunks aged out or lost) answers ErrNotFound at once and is deleted.

// chunkSize is the chunk of the objects written here (nats.go's default).
const chunkSize = 128 << 10

// seqsKey is the metadata entry listing the stream sequences of an object's chunks in
// order (decimal, comma-separated), so that a range read gets the chunks it needs
// directly; objects without it are read chunk after chunk from the first.
const seqsKey = "infersched-chunk-seqs"

// storeFailed is JetStream's error code for a message a stream's limits refuse
// (maximum bytes or messages exceeded).
const storeFailed = 10077

// objects is one object store of the bus. Safe for concurrent use.
type objects struct {
	js     jetstream.JetStream
	obs    jetstream.ObjectStore
	stream jetstream.Stream
	bucket string
}

func openObjects(ctx context.Context, js jetstream.JetStream, bucket string) (*objects, error) {
	obs, err := js.ObjectStore(ctx, bucket)
	if err != nil {
		return nil, fmt.Errorf("outputs: object store %s: %w", bucket, err)
	}
	st, err := js.Stream(ctx, "OBJ_"+bucket)
	if err != nil {
		return nil, fmt.Errorf("outputs: stream of object store %s: %w", bucket, err)
	}
	return &objects{js: js, obs: obs, stream: st, bucket: bucket}, nil
}

func (o *objects) chunkSubject(nuid string) string { return "$O." + o.bucket + ".C." + nuid }
func (o *objects) metaSubject(name string) string {
	return "$O." + o.bucket + ".M." + base64.URLEncoding.EncodeToString([]byte(name))
}

// info is name's metadata; ErrNotFound when there is none or it marks the object
// deleted.
func (o *objects) info(ctx context.Context, name string) (*jetstream.ObjectInfo, error) {
	info, err := o.obs.GetInfo(ctx, name)
	switch {
	case errors.Is(err, jetstream.ErrObjectNotFound) || err == nil && info.Deleted:
		return nil, fmt.Errorf("%w: %s", ErrNotFound, name)
	case err != nil:
		return nil, fmt.Errorf("outputs: info of %s: %w", name, err)
	}
	return info, nil
}

// whole says whether the stream holds every chunk info names.
func (o *objects) whole(ctx context.Context, info *jetstream.ObjectInfo) (bool, error) {
	if info.Chunks == 0 {
		return info.Size == 0, nil
	}
	subj := o.chunkSubject(info.NUID)
	si, err := o.stream.Info(ctx, jetstream.WithSubjectFilter(subj))
	if err != nil {
		return false, fmt.Errorf("outputs: chunks of %s: %w", info.Name, err)
	}
	return si.State.Subjects[subj] == uint64(info.Chunks), nil
}

// stat is name's metadata when the object is whole. A broken object is deleted (and
// counted) and is ErrNotFound, as a missing one is.
func (o *objects) stat(ctx context.Context, name string, m *metrics) (*jetstream.ObjectInfo, error) {
	info, err := o.info(ctx, name)
	if err != nil {
		return nil, err
	}
	ok, err := o.whole(ctx, info)
	if err != nil {
		return nil, err
	}
	if !ok {
		m.broken.Inc()
		o.remove(ctx, info)
		return nil, fmt.Errorf("%w: %s is broken (chunks missing) and was removed", ErrNotFound, name)
	}
	return info, nil
}

// remove deletes an object: its chunks and its metadata are purged (purging frees room
// even in a full store, where a deletion marker would be refused). Best effort: what
// stays ages out with the store's max_age, and a read finds it broken again.
func (o *objects) remove(ctx context.Context, info *jetstream.ObjectInfo) {
	_ = o.stream.Purge(ctx, jetstream.WithPurgeSubject(o.chunkSubject(info.NUID)))
	_ = o.stream.Purge(ctx, jetstream.WithPurgeSubject(o.metaSubject(info.Name)))
}

// put stores data as object name with headers hdr, whole or not at all. It returns
// false when a whole object with the same bytes was there already (and writes nothing).
func (o *objects) put(ctx context.Context, name string, data []byte, hdr nats.Header, m *metrics) (bool, error) {
	sum := sha256.Sum256(data)
	if _, same, err := o.present(ctx, name, int64(len(data)), sha256Digest(sum[:]), m); same || err != nil {
		return false, err
	}
	w, err := o.writeChunks(ctx, bytes.NewReader(data), int64(len(data)), nil)
	if err != nil {
		return false, err
	}
	return o.finish(ctx, name, w, hdr, nil) // counted above
}

func sha256Digest(sum []byte) string { return "SHA-256=" + base64.URLEncoding.EncodeToString(sum) }

// present reads name's metadata (prev, nil when there is none) and says whether it is a
// whole object of size bytes with SHA-256 digest. An object there that is not (broken,
// or other bytes under the name) is counted broken in m (nil: not counted); the write
// that follows replaces it.
func (o *objects) present(ctx context.Context, name string, size int64, digest string, m *metrics) (prev *jetstream.ObjectInfo, same bool, err error) {
	prev, err = o.info(ctx, name)
	if errors.Is(err, ErrNotFound) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, err
	}
	ok, err := o.whole(ctx, prev)
	if err != nil {
		return nil, false, err
	}
	if ok && prev.Size == uint64(size) && prev.Digest == digest {
		return prev, true, nil
	}
	if m != nil {
		m.broken.Inc()
	}
	return prev, false, nil
}

// written is an object's chunks in the stream, before its metadata names them.
type written struct {
	nuid   string
	seqs   []string
	size   int64
	sha    hash.Hash
	keccak common.Hash
}

// writeChunks writes r's bytes (at most max, ErrTooLarge beyond) as chunks under a new
// id, each taken by the store before the next is sent; take, when not nil, is called
// with each chunk's length before it is written, and its error stops the write. Any
// failure purges the chunks written.
func (o *objects) writeChunks(ctx context.Context, r io.Reader, max int64, take func(n int) error) (*written, error) {
	nuid, err := newNUID()
	if err != nil {
		return nil, err
	}
	w := &written{nuid: nuid, sha: sha256.New()}
	kec := crypto.NewKeccakState()
	subj := o.chunkSubject(nuid)
	buf := make([]byte, chunkSize)
	fail := func(err error) (*written, error) {
		_ = o.stream.Purge(context.WithoutCancel(ctx), jetstream.WithPurgeSubject(subj))
		return nil, err
	}
	for {
		n, rerr := io.ReadFull(r, buf)
		if n > 0 {
			if w.size+int64(n) > max {
				return fail(fmt.Errorf("%w: more than %d bytes", ErrTooLarge, max))
			}
			if take != nil {
				if err := take(n); err != nil {
					return fail(err)
				}
			}
			ack, err := o.js.Publish(ctx, subj, buf[:n])
			if err != nil {
				return fail(storeError(subj, err))
			}
			w.seqs = append(w.seqs, strconv.FormatUint(ack.Sequence, 10))
			w.sha.Write(buf[:n])
			kec.Write(buf[:n])
			w.size += int64(n)
		}
		if rerr == io.EOF || rerr == io.ErrUnexpectedEOF {
			break
		}
		if rerr != nil {
			return fail(rerr)
		}
	}
	w.keccak = common.BytesToHash(kec.Sum(nil))
	return w, nil
}

// finish writes the metadata that makes w object name, unless a whole object with the
// same bytes is there already (then w's chunks are purged and it returns false). A
// failure purges w's chunks.
func (o *objects) finish(ctx context.Context, name string, w *written, hdr nats.Header, m *metrics) (bool, error) {
	subj := o.chunkSubject(w.nuid)
	digest := sha256Digest(w.sha.Sum(nil))
	prev, same, err := o.present(ctx, name, w.size, digest, m)
	if same || err != nil {
		_ = o.stream.Purge(context.WithoutCancel(ctx), jetstream.WithPurgeSubject(subj))
		return false, err
	}
	info := jetstream.ObjectInfo{
		ObjectMeta: jetstream.ObjectMeta{Name: name, Headers: hdr, Metadata: map[string]string{seqsKey: strings.Join(w.seqs, ",")},
			Opts: &jetstream.ObjectMetaOptions{ChunkSize: chunkSize}},
		Bucket: o.bucket, NUID: w.nuid, Size: uint64(w.size), Chunks: uint32(len(w.seqs)), Digest: digest,
	}
	if err := o.writeMeta(ctx, &info); err != nil {
		// A metadata message whose answer was lost may be stored: it is ours only if it
		// names our chunks.
		if cur, ierr := o.info(context.WithoutCancel(ctx), name); ierr != nil || cur.NUID != w.nuid {
			_ = o.stream.Purge(context.WithoutCancel(ctx), jetstream.WithPurgeSubject(subj))
			return false, storeError(name, err)
		}
	}
	if prev != nil && prev.NUID != w.nuid { // the broken object's chunks, if any are left
		_ = o.stream.Purge(context.WithoutCancel(ctx), jetstream.WithPurgeSubject(o.chunkSubject(prev.NUID)))
	}
	return true, nil
}

// writeMeta publishes info as its object's metadata, replacing the previous one.
func (o *objects) writeMeta(ctx context.Context, info *jetstream.ObjectInfo) error {
	b, err := json.Marshal(info)
	if err != nil {
		return err
	}
	msg := nats.NewMsg(o.metaSubject(info.Name))
	msg.Header.Set(jetstream.MsgRollup, jetstream.MsgRollupSubject)
	msg.Data = b
	_, err = o.js.PublishMsg(ctx, msg)
	return err
}

// storeError names a write the store refused: ErrFull when its limits did.
func storeError(name string, err error) error {
	var apiErr *jetstream.APIError
	if errors.As(err, &apiErr) && apiErr.ErrorCode == storeFailed || strings.Contains(err.Error(), "maximum bytes exceeded") {
		return fmt.Errorf("%w: %s: %v", ErrFull, name, err)
	}
	return fmt.Errorf("outputs: put %s: %w", name, err)
}

func newNUID() (string, error) {
	b := make([]byte, 12)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("outputs: object id: %w", err)
	}
	return strings.ToUpper(hex.EncodeToString(b)), nil
}
