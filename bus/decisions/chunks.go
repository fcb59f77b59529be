package decisions

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/wire"
)

// A record larger than one message is stored as k chunks on its round's subject, in
// order, each with the header ChunkHeader "i/k <record id>" (the record id is the first
// 16 hex digits of its hash); the last chunk also carries FirstChunkHeader, the stream
// sequence of chunk 1. The concatenation of the chunks' data, in order, is the stored
// record. A record that fits one message has no chunk header. Readers find a record by
// its last message (the last on the subject): from there the other chunks are the
// messages of the same record id on the same subject from the first sequence on, so
// other subjects interleaved, and foreign messages on the same subject, are passed by.
const (
	ChunkHeader      = "Infersched-Record-Chunk"
	FirstChunkHeader = "Infersched-Record-First-Seq"
)

// headerRoom is what the headers of a chunk (and the message framing) may take of the
// max payload.
const headerRoom = 4 << 10

// errPartChunk: a chunk other than the last; the record is read from its last chunk.
var errPartChunk = errors.New("a chunk other than the last of its record")

// chunkInfo is a chunk header parsed.
type chunkInfo struct {
	index, count int
	id           string
}

// parseChunk reads the chunk header of h; ok is false when there is none.
func parseChunk(h nats.Header) (c chunkInfo, ok bool, err error) {
	v := h.Get(ChunkHeader)
	if v == "" {
		return chunkInfo{}, false, nil
	}
	pos, id, found := strings.Cut(v, " ")
	is, ks, found2 := strings.Cut(pos, "/")
	i, err1 := strconv.Atoi(is)
	k, err2 := strconv.Atoi(ks)
	if !found || !found2 || err1 != nil || err2 != nil || k < 2 || i < 1 || i > k || id == "" {
		return chunkInfo{}, true, fmt.Errorf("malformed %s header %q", ChunkHeader, v)
	}
	return chunkInfo{index: i, count: k, id: id}, true, nil
}

// recordMessages is the stored form of a record as messages of at most max bytes of data:
// one without header when it fits, else the chunks (the last one's FirstChunkHeader is
// set when chunk 1 is stored). Message ids carry the record id, so a retry of the same
// record is deduplicated and a different record of the same round is not mistaken for
// it.
func recordMessages(shard int, round uint64, hash string, b []byte, max int) []bus.Message {
	base, id := wire.RecordMsgID(shard, round, hash), hash[:min(len(hash), 16)]
	subject := wire.DecisionSubjectOf(shard, round)
	if len(b) <= max {
		return []bus.Message{{Subject: subject, MsgID: base, Data: b}}
	}
	k := (len(b) + max - 1) / max
	out := make([]bus.Message, 0, k)
	for i := 1; i <= k; i++ {
		part := b[(i-1)*max : min(i*max, len(b))]
		pos := strconv.Itoa(i) + "/" + strconv.Itoa(k)
		out = append(out, bus.Message{Subject: subject, MsgID: base + ":" + pos, Data: part,
			Header: nats.Header{ChunkHeader: []string{pos + " " + id}}})
	}
	return out
}

// assemble returns the stored record that ends with m: m's data, or, for the last chunk
// of a chunked record, the chunks' data joined. A chunk other than the last is
// errPartChunk.
func assemble(ctx context.Context, s jetstream.Stream, m *jetstream.RawStreamMsg) ([]byte, error) {
	c, ok, err := parseChunk(m.Header)
	if !ok {
		return m.Data, nil
	}
	if err != nil {
		return nil, err
	}
	if c.index != c.count {
		return nil, fmt.Errorf("%w (%d/%d)", errPartChunk, c.index, c.count)
	}
	first, err := strconv.ParseUint(m.Header.Get(FirstChunkHeader), 10, 64)
	if err != nil || first == 0 || first > m.Sequence {
		return nil, fmt.Errorf("last chunk without a valid %s header", FirstChunkHeader)
	}
	var buf []byte
	next := 1
	for seq := first; next <= c.count && seq <= m.Sequence; {
		p, err := s.GetMsg(ctx, seq, jetstream.WithGetMsgSubject(m.Subject))
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			break
		}
		if err != nil {
			return nil, err
		}
		if pc, ok, err := parseChunk(p.Header); ok && err == nil && pc.id == c.id && pc.count == c.count && pc.index == next {
			buf = append(buf, p.Data...)
			next++
		}
		seq = p.Sequence + 1
	}
	if next != c.count+1 {
		return nil, fmt.Errorf("chunk %d of %d of record %s is missing", next, c.count, c.id)
	}
	return buf, nil
}

// joiner reassembles chunked records from messages read in stream order (Each).
type joiner struct {
	open map[string]*partial // by subject and record id
}

type partial struct {
	subject string
	seq     uint64 // of chunk 1
	next    int
	data    []byte
}

// add takes the next message of the stream. done says whether data is a whole stored
// record (or a message that is not a chunk at all, for the caller to judge); a chunk
// that does not continue its record in order is dropped with that record.
func (j *joiner) add(seq uint64, subject string, h nats.Header, data []byte) (out []byte, done bool, err error) {
	c, ok, err := parseChunk(h)
	if !ok {
		return data, true, nil
	}
	if err != nil {
		return nil, false, err
	}
	if j.open == nil {
		j.open = map[string]*partial{}
	}
	key := subject + " " + c.id
	p := j.open[key]
	if c.index == 1 {
		p = &partial{subject: subject, seq: seq, next: 1}
		j.open[key] = p
	}
	if p == nil || p.next != c.index {
		delete(j.open, key)
		return nil, false, fmt.Errorf("chunk %d/%d of record %s out of order", c.index, c.count, c.id)
	}
	p.next++
	p.data = append(p.data, data...)
	if c.index < c.count {
		return nil, false, nil
	}
	delete(j.open, key)
	return p.data, true, nil
}

// unfinished are the records whose last chunk never came, by the sequence of chunk 1.
func (j *joiner) unfinished() []*partial {
	out := make([]*partial, 0, len(j.open))
	for _, p := range j.open {
		out = append(out, p)
	}
	slices.SortFunc(out, func(a, b *partial) int { return cmp.Compare(a.seq, b.seq) })
	return out
}
