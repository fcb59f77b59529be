package enginekit

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math"
	"strings"
	"testing"
)

// gguf is a file read back by readGGUF.
type gguf struct {
	version  uint32
	kv       map[string]any
	keys     []string
	tensors  []ggufTensor
	dataAt   uint64 // offset of the data section
	fileSize int
}

type ggufTensor struct {
	name   string
	ne     []uint64
	typ    Type
	offset uint64
}

// readGGUF parses a GGUF v3 file independently of the writer: every read is bounds
// checked, so a malformed file is an error, not a panic.
func readGGUF(b []byte) (*gguf, error) {
	r := &reader{b: b}
	if string(r.take(4)) != "GGUF" {
		return nil, fmt.Errorf("bad magic")
	}
	g := &gguf{kv: map[string]any{}, fileSize: len(b)}
	g.version = r.u32()
	nt, nkv := r.u64(), r.u64()
	if nt > 1<<16 || nkv > 1<<16 {
		return nil, fmt.Errorf("counts %d, %d", nt, nkv)
	}
	for range nkv {
		k := r.str()
		g.keys = append(g.keys, k)
		g.kv[k] = r.value(r.u32())
	}
	for range nt {
		t := ggufTensor{name: r.str()}
		nd := r.u32()
		for range min(nd, 4) {
			t.ne = append(t.ne, r.u64())
		}
		t.typ = Type(r.u32())
		t.offset = r.u64()
		g.tensors = append(g.tensors, t)
	}
	g.dataAt = align(uint64(r.at))
	return g, r.err
}

type reader struct {
	b   []byte
	at  int
	err error
}

func (r *reader) take(n int) []byte {
	if r.err != nil || n < 0 || r.at+n > len(r.b) {
		if r.err == nil {
			r.err = fmt.Errorf("short file at %d", r.at)
		}
		return make([]byte, max(n, 0))
	}
	r.at += n
	return r.b[r.at-n : r.at]
}

func (r *reader) u32() uint32 { return binary.LittleEndian.Uint32(r.take(4)) }
func (r *reader) u64() uint64 { return binary.LittleEndian.Uint64(r.take(8)) }
func (r *reader) str() string { return string(r.take(int(min(r.u64(), 1<<20)))) }

func (r *reader) value(typ uint32) any {
	switch typ {
	case ggufUint32:
		return r.u32()
	case ggufInt32:
		return int32(r.u32())
	case ggufFloat32:
		return math.Float32frombits(r.u32())
	case ggufBool:
		return r.take(1)[0] == 1
	case ggufString:
		return r.str()
	case ggufArray:
		et, n := r.u32(), r.u64()
		out := make([]any, 0, min(n, 1<<16))
		for i := uint64(0); i < n && r.err == nil; i++ {
			out = append(out, r.value(et))
		}
		return out
	}
	r.err = fmt.Errorf("value type %d", typ)
	return nil
}

func write(t *testing.T, s Spec) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteGGUF(&buf, s); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// bytesOf is the size ggml gives a row-major tensor of n values of type typ.
func bytesOf(typ Type, n uint64) uint64 {
	switch typ {
	case F16:
		return 2 * n
	case Q8_0:
		return n / 32 * 34
	case Q4_0:
		return n / 32 * 18
	}
	return 4 * n
}

func TestGGUFStructure(t *testing.T) {
	for _, typ := range []Type{F32, F16, Q8_0, Q4_0} {
		t.Run(typ.String(), func(t *testing.T) {
			b := write(t, Spec{Seed: 3, Type: typ, Context: 2048})
			g, err := readGGUF(b)
			if err != nil {
				t.Fatal(err)
			}
			if g.version != 3 {
				t.Errorf("version %d", g.version)
			}
			// Without these keys llama.cpp refuses the file, or (the feed-forward length and
			// the head count) aborts the whole Node process.
			for _, k := range []string{"general.architecture", "llama.context_length", "llama.embedding_length",
				"llama.block_count", "llama.feed_forward_length", "llama.attention.head_count",
				"llama.attention.layer_norm_rms_epsilon", "tokenizer.ggml.model", "tokenizer.ggml.tokens",
				"tokenizer.ggml.token_type", "tokenizer.ggml.pre"} {
				if _, ok := g.kv[k]; !ok {
					t.Errorf("key %s missing", k)
				}
			}
			if g.kv["general.architecture"] != "llama" || g.kv["llama.context_length"] != uint32(2048) ||
				g.kv["llama.feed_forward_length"] != uint32(128) || g.kv["llama.attention.head_count"] != uint32(4) {
				t.Errorf("metadata %v", g.kv)
			}
			toks := g.kv["tokenizer.ggml.tokens"].([]any)
			if len(toks) != VocabSize() || toks[TokenBOS] != "<s>" || toks[TokenEOS] != "</s>" || toks[firstByteToken+0x41] != "<0x41>" {
				t.Errorf("vocabulary: %d tokens, %v %v %v", len(toks), toks[TokenBOS], toks[TokenEOS], toks[firstByteToken+0x41])
			}
			want := []string{"token_embd.weight", "output_norm.weight", "output.weight"}
			for l := range 2 {
				for _, n := range []string{"attn_norm", "attn_q", "attn_k", "attn_v", "attn_output", "ffn_norm", "ffn_gate", "ffn_up", "ffn_down"} {
					want = append(want, fmt.Sprintf("blk.%d.%s.weight", l, n))
				}
			}
			var next uint64
			for i, tn := range g.tensors {
				if tn.name != want[i] {
					t.Fatalf("tensor %d is %s, want %s", i, tn.name, want[i])
				}
				n := uint64(1)
				for _, d := range tn.ne {
					n *= d
				}
				wantType := typ
				if len(tn.ne) == 1 {
					wantType = F32 // norms stay F32
				}
				if tn.typ != wantType || tn.offset != next || tn.offset%ggufAlignment != 0 {
					t.Errorf("%s: type %v offset %d, want %v at %d", tn.name, tn.typ, tn.offset, wantType, next)
				}
				next = align(tn.offset + bytesOf(tn.typ, n))
			}
			if uint64(len(b)) != g.dataAt+next {
				t.Errorf("file is %d bytes, the tensors end at %d", len(b), g.dataAt+next)
			}
			if g.tensors[0].ne[0] != 64 || g.tensors[0].ne[1] != uint64(VocabSize()) || g.tensors[len(g.tensors)-1].ne[0] != 128 {
				t.Errorf("shapes: token_embd %v, ffn_down %v", g.tensors[0].ne, g.tensors[len(g.tensors)-1].ne)
			}
		})
	}
}

// The same spec gives the same bytes; another seed another model; another type the
// same weights stored otherwise.
func TestGGUFDeterministic(t *testing.T) {
	a, b := write(t, Spec{Seed: 7}), write(t, Spec{Seed: 7})
	if !bytes.Equal(a, b) {
		t.Fatal("the same spec wrote two different files")
	}
	if c := write(t, Spec{Seed: 8}); bytes.Equal(a, c) || len(a) != len(c) {
		t.Fatal("another seed must give another model of the same shape")
	}
	if len(a) < 400<<10 || len(a) > 700<<10 {
		t.Errorf("F32 file of the default shape is %d bytes, want about 0.5 MB", len(a))
	}
	if err := WriteGGUF(&bytes.Buffer{}, Spec{Embedding: 48}); err == nil || !strings.Contains(err.Error(), "multiples of 32") {
		t.Errorf("embedding 48: %v", err)
	}
	if err := WriteGGUF(&bytes.Buffer{}, Spec{Heads: 3}); err == nil || !strings.Contains(err.Error(), "heads 3") {
		t.Errorf("heads 3: %v", err)
	}
	if err := WriteGGUF(&bytes.Buffer{}, Spec{Type: 5}); err == nil || !strings.Contains(err.Error(), "type Type(5)") {
		t.Errorf("type 5: %v", err)
	}
}

// weightsOf decodes tensor i of a file to float32 values.
func weightsOf(t *testing.T, b []byte, i int) []float32 {
	t.Helper()
	g, err := readGGUF(b)
	if err != nil {
		t.Fatal(err)
	}
	tn := g.tensors[i]
	n := tn.ne[0] * tn.ne[1]
	data := b[g.dataAt+tn.offset : g.dataAt+tn.offset+bytesOf(tn.typ, n)]
	out := make([]float32, 0, n)
	switch tn.typ {
	case F32:
		for j := 0; j < len(data); j += 4 {
			out = append(out, math.Float32frombits(binary.LittleEndian.Uint32(data[j:])))
		}
	case F16:
		for j := 0; j < len(data); j += 2 {
			out = append(out, f16ToF32(binary.LittleEndian.Uint16(data[j:])))
		}
	case Q8_0:
		for j := 0; j < len(data); j += 34 {
			d := f16ToF32(binary.LittleEndian.Uint16(data[j:]))
			for _, q := range data[j+2 : j+34] {
				out = append(out, float32(int8(q))*d)
			}
		}
	case Q4_0:
		for j := 0; j < len(data); j += 18 {
			d := f16ToF32(binary.LittleEndian.Uint16(data[j:]))
			lo, hi := make([]float32, 16), make([]float32, 16)
			for k, q := range data[j+2 : j+18] {
				lo[k], hi[k] = float32(int(q&15)-8)*d, float32(int(q>>4)-8)*d
			}
			out = append(append(out, lo...), hi...)
		}
	}
	return out
}

// The quantized liar holds the same weights as the honest model, within its
// quantization step; another seed's weights are unrelated.
func TestQuantizedHoldsTheSameWeights(t *testing.T) {
	f32 := weightsOf(t, write(t, Spec{Seed: 5}), 2) // output.weight
	for _, c := range []struct {
		typ Type
		tol float64 // of the block's largest magnitude
	}{
		{F16, 1.0 / 1024},
		// Half a step, plus the scale's own f16 rounding (2⁻¹¹ relative, times up to 127).
		{Q8_0, 0.57 / 127},
		// A whole step where max/−8 clamps the opposite extreme at 15, plus the rounding.
		{Q4_0, 1.1 / 8},
	} {
		got := weightsOf(t, write(t, Spec{Seed: 5, Type: c.typ}), 2)
		for b := 0; b < len(f32); b += 32 {
			var amax float64
			for _, v := range f32[b : b+32] {
				amax = max(amax, math.Abs(float64(v)))
			}
			for j := b; j < b+32; j++ {
				if d := math.Abs(float64(got[j] - f32[j])); d > c.tol*amax+1e-7 {
					t.Fatalf("%v: weight %d is %v, F32 %v (block amax %v)", c.typ, j, got[j], f32[j], amax)
				}
			}
		}
	}
	other := weightsOf(t, write(t, Spec{Seed: 6}), 2)
	if r := correlation(f32, other); math.Abs(r) > 0.05 {
		t.Errorf("seeds 5 and 6: output weights correlate at %.3f, want unrelated", r)
	}
}

func correlation(a, b []float32) float64 {
	var sa, sb, saa, sbb, sab float64
	for i := range a {
		x, y := float64(a[i]), float64(b[i])
		sa, sb, saa, sbb, sab = sa+x, sb+y, saa+x*x, sbb+y*y, sab+x*y
	}
	n := float64(len(a))
	return (sab - sa*sb/n) / math.Sqrt((saa-sa*sa/n)*(sbb-sb*sb/n))
}

// Golden blocks pin ggml's layouts: the f16 scale first; Q8_0 rounds halves away from
// zero; Q4_0's scale is max/−8 with the sign of the largest magnitude, values 0…15 in the
// low nibbles, 16…31 in the high ones.
func TestQuantizeGolden(t *testing.T) {
	x := make([]float32, 32)
	x[0], x[1] = 1, -0.5
	want8 := append([]byte{0x08, 0x20, 0x7f, 0xc0}, make([]byte, 30)...) // d = f16(1/127) = 0x2008
	if got := quantizeQ8_0(x); !bytes.Equal(got, want8) {
		t.Errorf("Q8_0:\n got % x\nwant % x", got, want8)
	}
	x = make([]float32, 32)
	x[0], x[16] = 1, -0.5
	want4 := append([]byte{0x00, 0xb0, 0xc0}, bytes.Repeat([]byte{0x88}, 15)...) // d = −0.125
	if got := quantizeQ4_0(x); !bytes.Equal(got, want4) {
		t.Errorf("Q4_0:\n got % x\nwant % x", got, want4)
	}
	// All zeros: d = 0/−8 = −0, stored as ggml stores it (0x8000).
	if got := quantizeQ4_0(make([]float32, 32)); !bytes.Equal(got, append([]byte{0x00, 0x80}, bytes.Repeat([]byte{0x88}, 16)...)) {
		t.Errorf("Q4_0 of zeros: % x", got)
	}
}

func TestF16(t *testing.T) {
	for _, c := range []struct {
		f    float32
		want uint16
	}{
		{0, 0}, {1, 0x3c00}, {-2, 0xc000}, {0.1, 0x2e66}, {1.0 / 3, 0x3555}, {65504, 0x7bff},
		{65520, 0x7c00}, // halfway to the next power: rounds to infinity
		{float32(math.Inf(-1)), 0xfc00},
		{float32(math.Ldexp(1, -24)), 0x0001}, // smallest subnormal
		{float32(math.Ldexp(1, -25)), 0x0000}, // half of it: ties to even, zero
		{float32(math.Ldexp(3, -25)), 0x0002}, // 1.5 of it: ties to even, two
		{float32(math.Ldexp(1, -14)), 0x0400}, // smallest normal
		{1 + 1.0/2048, 0x3c00},                // tie: down to even
		{1 + 3.0/2048, 0x3c02},                // tie: up to even
	} {
		if got := f16(c.f); got != c.want {
			t.Errorf("f16(%v) = %#04x, want %#04x", c.f, got, c.want)
		}
	}
	for _, f := range []float32{0, 1, -2, 65504, float32(math.Ldexp(1, -24)), float32(math.Ldexp(1, -14)), 1 + 1.0/1024} {
		if got := f16ToF32(f16(f)); got != f {
			t.Errorf("f16ToF32(f16(%v)) = %v", f, got)
		}
	}
}

// The files are pinned: the same spec gives these bytes on every machine and Go
// release (the weights come from integer arithmetic), so calibrations measured on one
// model hold on another run.
func TestGGUFGolden(t *testing.T) {
	for _, c := range []struct {
		spec Spec
		want string
	}{
		{Spec{Seed: 1}, "4dc7cd57281d96da95456efd780399c72a34829e82cefe3e7e416483a13f4862"},
		{Spec{Seed: 1, Type: Q4_0}, "fc60dc051acfbd315cb28fde8f585c9f51e4069cea46f4c8aab3186870ad7c3b"},
	} {
		if got := fmt.Sprintf("%x", sha256.Sum256(write(t, c.spec))); got != c.want {
			t.Errorf("%s: sha256 %s, want %s", c.spec.Name(), got, c.want)
		}
	}
}
