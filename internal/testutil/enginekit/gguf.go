package enginekit

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
)

// Type is how a model file stores its weight matrices, numbered as ggml numbers its
// tensor types. The norms are F32 whatever the type, as llama.cpp's quantizer keeps them.
type Type uint32

// The weight types the kit writes.
const (
	F32  Type = 0
	F16  Type = 1
	Q4_0 Type = 2
	Q8_0 Type = 8
)

func (t Type) String() string {
	switch t {
	case F32:
		return "F32"
	case F16:
		return "F16"
	case Q4_0:
		return "Q4_0"
	case Q8_0:
		return "Q8_0"
	}
	return fmt.Sprintf("Type(%d)", uint32(t))
}

// fileType is general.file_type (llama_ftype) for a weight type.
func (t Type) fileType() uint32 {
	switch t {
	case F16:
		return 1
	case Q4_0:
		return 2
	case Q8_0:
		return 7
	}
	return 0
}

// Spec says which tiny model to write. Zero fields take the defaults: 2 layers,
// embedding 64, 4 heads, feed-forward 128, context 256, F32.
//
// The weights depend on Seed only: two specs that differ in Type alone hold the same
// weights, one of them quantized (a verifier's "quantized liar"); another Seed is
// another model (its "different model"). The vocabulary is the same for every spec, so
// token ids mean the same text in every model the kit writes.
type Spec struct {
	Seed        uint64
	Type        Type
	Layers      int
	Embedding   int
	Heads       int
	FeedForward int
	// Context is llama.context_length, the longest sequence the model takes (prompt and
	// output); the server's context per sequence is this length.
	Context int
}

func (s Spec) withDefaults() Spec {
	def := func(v *int, d int) {
		if *v == 0 {
			*v = d
		}
	}
	def(&s.Layers, 2)
	def(&s.Embedding, 64)
	def(&s.Heads, 4)
	def(&s.FeedForward, 128)
	def(&s.Context, 256)
	return s
}

// validate checks what llama.cpp needs of the shapes: block-quantized rows are whole
// blocks of 32, the heads split the embedding evenly into an even rotary dimension.
func (s Spec) validate() error {
	var errs []error
	switch s.Type {
	case F32, F16, Q4_0, Q8_0:
	default:
		errs = append(errs, fmt.Errorf("type %v: want F32, F16, Q4_0 or Q8_0", s.Type))
	}
	for _, f := range []struct {
		name      string
		v, lo, hi int
	}{
		{"layers", s.Layers, 1, 64},
		{"embedding", s.Embedding, 32, 8192},
		{"heads", s.Heads, 1, 256},
		{"feed_forward", s.FeedForward, 32, 32768},
		{"context", s.Context, 16, 1 << 17},
	} {
		if f.v < f.lo || f.v > f.hi {
			errs = append(errs, fmt.Errorf("%s %d: want %d to %d", f.name, f.v, f.lo, f.hi))
		}
	}
	if s.Embedding%blockSize != 0 || s.FeedForward%blockSize != 0 {
		errs = append(errs, fmt.Errorf("embedding %d and feed_forward %d: want multiples of %d", s.Embedding, s.FeedForward, blockSize))
	}
	if s.Heads > 0 && (s.Embedding%s.Heads != 0 || (s.Embedding/s.Heads)%2 != 0) {
		errs = append(errs, fmt.Errorf("heads %d: want a divisor of embedding %d with an even head size", s.Heads, s.Embedding))
	}
	return errors.Join(errs...)
}

// Name is general.name of the file the spec gives, e.g. "enginekit-s7-Q8_0".
func (s Spec) Name() string { return fmt.Sprintf("enginekit-s%d-%v", s.Seed, s.Type) }

// ggufAlignment is general.alignment: tensor data offsets are multiples of it.
const ggufAlignment = 32

// GGUF value types.
const (
	ggufUint32  = 4
	ggufInt32   = 5
	ggufFloat32 = 6
	ggufBool    = 7
	ggufString  = 8
	ggufArray   = 9
)

type kv struct {
	key string
	typ uint32
	val any // uint32, float32, bool, string, []string, []float32, []int32
}

type tensor struct {
	name string
	ne   []uint64 // ne[0] first: the length of a row
	typ  Type
	data []byte
}

// WriteGGUF writes the model s names as a GGUF version 3 file of the llama architecture:
// the same Spec gives the same bytes.
func WriteGGUF(w io.Writer, s Spec) error {
	s = s.withDefaults()
	if err := s.validate(); err != nil {
		return fmt.Errorf("enginekit: spec: %w", err)
	}
	kvs := metadata(s)
	tensors := weights(s)
	bw := bufio.NewWriter(w)
	g := ggufWriter{w: bw}
	g.raw([]byte("GGUF"))
	g.u32(3)
	g.u64(uint64(len(tensors)))
	g.u64(uint64(len(kvs)))
	for _, m := range kvs {
		g.str(m.key)
		g.value(m.typ, m.val)
	}
	var offset uint64
	for _, t := range tensors {
		g.str(t.name)
		g.u32(uint32(len(t.ne)))
		for _, n := range t.ne {
			g.u64(n)
		}
		g.u32(uint32(t.typ))
		g.u64(offset)
		offset = align(offset + uint64(len(t.data)))
	}
	g.pad()
	for _, t := range tensors {
		g.raw(t.data)
		g.pad()
	}
	if g.err != nil {
		return fmt.Errorf("enginekit: write gguf: %w", g.err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("enginekit: write gguf: %w", err)
	}
	return nil
}

func align(n uint64) uint64 { return (n + ggufAlignment - 1) / ggufAlignment * ggufAlignment }

func metadata(s Spec) []kv {
	v := vocabulary()
	u := func(key string, n int) kv { return kv{key, ggufUint32, uint32(n)} }
	return []kv{
		{"general.architecture", ggufString, "llama"},
		{"general.name", ggufString, s.Name()},
		u("general.file_type", int(s.Type.fileType())),
		u("general.quantization_version", 2),
		u("general.alignment", ggufAlignment),
		u("llama.context_length", s.Context),
		u("llama.embedding_length", s.Embedding),
		u("llama.block_count", s.Layers),
		u("llama.feed_forward_length", s.FeedForward),
		u("llama.attention.head_count", s.Heads),
		u("llama.attention.head_count_kv", s.Heads),
		{"llama.attention.layer_norm_rms_epsilon", ggufFloat32, float32(1e-5)},
		u("llama.rope.dimension_count", s.Embedding/s.Heads),
		{"llama.rope.freq_base", ggufFloat32, float32(10000)},
		u("llama.vocab_size", len(v.tokens)),
		{"tokenizer.ggml.model", ggufString, "llama"},
		{"tokenizer.ggml.pre", ggufString, "default"},
		{"tokenizer.ggml.tokens", ggufArray, v.tokens},
		{"tokenizer.ggml.scores", ggufArray, v.scores},
		{"tokenizer.ggml.token_type", ggufArray, v.types},
		u("tokenizer.ggml.unknown_token_id", TokenUnknown),
		u("tokenizer.ggml.bos_token_id", TokenBOS),
		u("tokenizer.ggml.eos_token_id", TokenEOS),
		{"tokenizer.ggml.add_bos_token", ggufBool, true},
		{"tokenizer.ggml.add_eos_token", ggufBool, false},
		{"tokenizer.ggml.add_space_prefix", ggufBool, false},
	}
}

type ggufWriter struct {
	w   *bufio.Writer
	n   uint64
	err error
}

func (g *ggufWriter) raw(b []byte) {
	if g.err != nil {
		return
	}
	var k int
	k, g.err = g.w.Write(b)
	g.n += uint64(k)
}

func (g *ggufWriter) u32(v uint32) { g.raw(binary.LittleEndian.AppendUint32(nil, v)) }
func (g *ggufWriter) u64(v uint64) { g.raw(binary.LittleEndian.AppendUint64(nil, v)) }

func (g *ggufWriter) str(s string) {
	g.u64(uint64(len(s)))
	g.raw([]byte(s))
}

func (g *ggufWriter) pad() {
	if k := align(g.n) - g.n; k > 0 {
		g.raw(make([]byte, k))
	}
}

func (g *ggufWriter) value(typ uint32, v any) {
	g.u32(typ)
	switch x := v.(type) {
	case uint32:
		g.u32(x)
	case float32:
		g.u32(math.Float32bits(x))
	case bool:
		b := byte(0)
		if x {
			b = 1
		}
		g.raw([]byte{b})
	case string:
		g.str(x)
	case []string:
		g.u32(ggufString)
		g.u64(uint64(len(x)))
		for _, s := range x {
			g.str(s)
		}
	case []float32:
		g.u32(ggufFloat32)
		g.u64(uint64(len(x)))
		for _, f := range x {
			g.u32(math.Float32bits(f))
		}
	case []int32:
		g.u32(ggufInt32)
		g.u64(uint64(len(x)))
		for _, i := range x {
			g.u32(uint32(i))
		}
	default:
		g.err = fmt.Errorf("gguf value of type %T", v)
	}
}
