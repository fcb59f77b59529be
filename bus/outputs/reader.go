package outputs

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"
)

// Object is a stored object as an io.ReadSeeker that reads its chunks from the store as
// they are needed and holds at most one of them: a range reads only the chunks it
// covers. Bytes read from the start in order are hashed as they come, and the last
// chunk is returned only once the whole hashes to the name's keccak-256 (ErrHash
// otherwise), so a reader that reads the object whole never gets all of wrong bytes.
// Not safe for concurrent use; ctx (Open's) bounds every chunk read.
type Object struct {
	ctx   context.Context
	o     *objects
	info  *jetstream.ObjectInfo
	want  common.Hash // the keccak-256 the whole object must have, when check
	check bool        // false for a named record (openRecord): its name is not its hash
	m     *metrics
	csize int64
	seqs  []uint64 // the chunks' stream sequences; nil: found by walking the chunk subject

	pos int64
	cur int // chunk held in buf; -1: none
	buf []byte

	kec    crypto.KeccakState
	hashed int64 // bytes hashed, from the start

	walkIdx int    // the next chunk a walk finds
	walkSeq uint64 // the sequence it searches from
	gets    int    // chunk messages read from the stream
}

// Size is the object's length in bytes.
func (b *Object) Size() int64 { return int64(b.info.Size) }

// open is the reader of the content-addressed object name, whose bytes must hash to h,
// once the object is whole (ErrNotFound when it is missing or broken; a broken one is
// removed).
func (o *objects) open(ctx context.Context, h common.Hash, name string, m *metrics) (*Object, error) {
	b, err := o.openRecord(ctx, name, m)
	if err != nil {
		return nil, err
	}
	b.want, b.check = h, true
	return b, nil
}

// openRecord is open for a record stored under a name of its own (a transcript claim):
// its bytes are not checked against a hash, the reader checks what they say.
func (o *objects) openRecord(ctx context.Context, name string, m *metrics) (*Object, error) {
	info, err := o.stat(ctx, name, m)
	if err != nil {
		return nil, err
	}
	csize := int64(128 << 10) // nats.go's default, for objects without the option
	if info.Opts != nil && info.Opts.ChunkSize > 0 {
		csize = int64(info.Opts.ChunkSize)
	}
	if want := (int64(info.Size) + csize - 1) / csize; want != int64(info.Chunks) {
		m.broken.Inc()
		o.remove(ctx, info)
		return nil, fmt.Errorf("%w: %s: %d chunks for %d bytes of %d", ErrNotFound, name, info.Chunks, info.Size, csize)
	}
	b := &Object{ctx: ctx, o: o, info: info, m: m, csize: csize, cur: -1, kec: crypto.NewKeccakState(), walkSeq: 1}
	if s := info.Metadata[seqsKey]; s != "" {
		b.seqs = parseSeqs(s, int(info.Chunks))
	}
	return b, nil
}

func parseSeqs(s string, n int) []uint64 {
	parts := strings.Split(s, ",")
	if len(parts) != n {
		return nil
	}
	out := make([]uint64, n)
	for i, p := range parts {
		v, err := strconv.ParseUint(p, 10, 64)
		if err != nil || v == 0 || i > 0 && v <= out[i-1] {
			return nil // walk instead
		}
		out[i] = v
	}
	return out
}

// Read reads from the current offset.
func (b *Object) Read(p []byte) (int, error) {
	if b.pos >= b.Size() {
		return 0, io.EOF
	}
	i := int(b.pos / b.csize)
	if err := b.load(i); err != nil {
		return 0, err
	}
	n := copy(p, b.buf[b.pos-int64(i)*b.csize:])
	b.pos += int64(n)
	return n, nil
}

// Seek sets the offset for the next Read (io.Seeker).
func (b *Object) Seek(offset int64, whence int) (int64, error) {
	switch whence {
	case io.SeekStart:
	case io.SeekCurrent:
		offset += b.pos
	case io.SeekEnd:
		offset += b.Size()
	default:
		return 0, errors.New("outputs: seek: bad whence")
	}
	if offset < 0 {
		return 0, errors.New("outputs: seek before the start")
	}
	b.pos = offset
	return offset, nil
}

// load puts chunk i in buf.
func (b *Object) load(i int) error {
	if b.cur == i {
		return nil
	}
	data, err := b.chunk(i)
	if err == nil && int64(len(data)) != min(b.csize, b.Size()-int64(i)*b.csize) {
		err = fmt.Errorf("chunk %d is %d bytes: %w", i, len(data), jetstream.ErrMsgNotFound)
	}
	if errors.Is(err, jetstream.ErrMsgNotFound) { // broken: gone at once for every reader
		b.m.broken.Inc()
		b.o.remove(context.WithoutCancel(b.ctx), b.info)
		return fmt.Errorf("%w: %s: %v", ErrNotFound, b.info.Name, err)
	}
	if err != nil {
		return fmt.Errorf("outputs: read %s: %w", b.info.Name, err)
	}
	if b.hashed == int64(i)*b.csize {
		b.kec.Write(data)
		b.hashed += int64(len(data))
		if b.hashed == b.Size() && b.check && common.BytesToHash(b.kec.Sum(nil)) != b.want {
			b.m.gets.WithLabelValues("corrupt").Inc()
			return fmt.Errorf("%w: %s", ErrHash, b.info.Name)
		}
	}
	b.buf, b.cur = data, i
	return nil
}

// chunk reads chunk i from the stream.
func (b *Object) chunk(i int) ([]byte, error) {
	subj := b.o.chunkSubject(b.info.NUID)
	if b.seqs != nil {
		b.gets++
		m, err := b.o.stream.GetMsg(b.ctx, b.seqs[i])
		if err != nil {
			return nil, err
		}
		if m.Subject != subj {
			return nil, fmt.Errorf("sequence %d is not chunk %d: %w", b.seqs[i], i, jetstream.ErrMsgNotFound)
		}
		return m.Data, nil
	}
	if i < b.walkIdx {
		b.walkIdx, b.walkSeq = 0, 1
	}
	for {
		b.gets++
		m, err := b.o.stream.GetMsg(b.ctx, b.walkSeq, jetstream.WithGetMsgSubject(subj))
		if err != nil {
			return nil, err
		}
		b.walkSeq = m.Sequence + 1
		b.walkIdx++
		if b.walkIdx-1 == i {
			return m.Data, nil
		}
	}
}
