package enginekit

import (
	"encoding/binary"
	"fmt"
	"math"
)

// The vocabulary: llama.cpp's "llama" (SentencePiece) flavour with byte fallback.
//
//	0 <unk>, 1 <s> (BOS), 2 </s> (EOS), 3…258 the bytes <0x00>…<0xFF>,
//	then "▁" (a space), the printable ASCII characters '!'…'~' and a few merged pieces.
//
// Any UTF-8 text tokenizes (a character without a piece falls back to its bytes) and
// detokenizes to itself, except that U+2581 "▁" in the input comes back as a space, as
// in every SentencePiece vocabulary. The file asks for no space prefix, so a text's
// first word is not changed either.
const (
	TokenUnknown = 0
	TokenBOS     = 1
	TokenEOS     = 2
	// firstByteToken is <0x00>; byte b is token firstByteToken+b.
	firstByteToken = 3
)

// mergedPieces are pieces of two or more characters, best merge first: SentencePiece
// merges adjacent pieces whose concatenation is in the vocabulary, highest score first.
var mergedPieces = []string{"▁t", "he", "▁the", "in", "er", "an", "▁a", "on", "re", "▁s", "at", "en", "▁w", "or", "es", "▁i"}

// Token types (llama_token_type).
const (
	tokNormal  = 1
	tokUnknown = 2
	tokControl = 3
	tokByte    = 6
)

type vocab struct {
	tokens []string
	scores []float32
	types  []int32
}

func vocabulary() vocab {
	var v vocab
	add := func(s string, score float32, typ int32) {
		v.tokens = append(v.tokens, s)
		v.scores = append(v.scores, score)
		v.types = append(v.types, typ)
	}
	add("<unk>", 0, tokUnknown)
	add("<s>", 0, tokControl)
	add("</s>", 0, tokControl)
	for b := 0; b < 256; b++ {
		add(fmt.Sprintf("<0x%02X>", b), 0, tokByte)
	}
	add("▁", -1000, tokNormal)
	for c := '!'; c <= '~'; c++ {
		add(string(c), -1000, tokNormal)
	}
	for i, p := range mergedPieces {
		add(p, -1-float32(i), tokNormal)
	}
	return v
}

// VocabSize is the number of tokens of every model the kit writes.
func VocabSize() int { return len(vocabulary().tokens) }

// speaks reports whether the output layer favours token id: the text pieces and the
// newline byte, so that generated text is mostly printable ASCII (valid UTF-8, readable
// in a test failure). The other tokens stay possible, only rarer.
func speaks(v vocab, id int) bool {
	return v.types[id] == tokNormal || id == firstByteToken+'\n'
}

// weights draws the model's tensors, in file order, from one stream seeded by s.Seed:
// the float32 values do not depend on s.Type, which only says how they are stored.
//
// Scales: embeddings of unit variance; the projections 1/√fan-in (the query and key
// ones twice that, so that attention looks at some positions more than others); the
// output rows of the tokens the model speaks give logits of standard deviation 3 on
// the normalized state, the others a tenth of it.
func weights(s Spec) []tensor {
	r := rng{state: s.Seed}
	v := vocabulary()
	nv := len(v.tokens)
	emb, ff := s.Embedding, s.FeedForward
	ones := func(name string) tensor {
		x := make([]float32, emb)
		for i := range x {
			x[i] = 1
		}
		return tensor{name: name, ne: []uint64{uint64(emb)}, typ: F32, data: encode(F32, x)}
	}
	matrix := func(name string, cols, rows int, scale func(row int) float64) tensor {
		x := make([]float32, cols*rows)
		for row := range rows {
			sc := scale(row)
			for c := range cols {
				x[row*cols+c] = float32(r.normal() * sc)
			}
		}
		return tensor{name: name, ne: []uint64{uint64(cols), uint64(rows)}, typ: s.Type, data: encode(s.Type, x)}
	}
	fixed := func(sc float64) func(int) float64 { return func(int) float64 { return sc } }
	inv := func(n int) float64 { return 1 / math.Sqrt(float64(n)) }
	out := []tensor{
		matrix("token_embd.weight", emb, nv, fixed(1)),
		ones("output_norm.weight"),
		matrix("output.weight", emb, nv, func(row int) float64 {
			if speaks(v, row) {
				return 3 * inv(emb)
			}
			return 0.3 * inv(emb)
		}),
	}
	for l := range s.Layers {
		p := fmt.Sprintf("blk.%d.", l)
		out = append(out,
			ones(p+"attn_norm.weight"),
			matrix(p+"attn_q.weight", emb, emb, fixed(2*inv(emb))),
			matrix(p+"attn_k.weight", emb, emb, fixed(2*inv(emb))),
			matrix(p+"attn_v.weight", emb, emb, fixed(inv(emb))),
			matrix(p+"attn_output.weight", emb, emb, fixed(inv(emb))),
			ones(p+"ffn_norm.weight"),
			matrix(p+"ffn_gate.weight", emb, ff, fixed(inv(emb))),
			matrix(p+"ffn_up.weight", emb, ff, fixed(inv(emb))),
			matrix(p+"ffn_down.weight", ff, emb, fixed(inv(ff))),
		)
	}
	return out
}

// rng is splitmix64: integer arithmetic only, so the same seed gives the same weights on
// every platform and Go release.
type rng struct{ state uint64 }

func (r *rng) next() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// normal is a sum of four uniform 16-bit draws (Irwin–Hall), centred and scaled to unit
// variance: close enough to a normal draw for random weights, and exact in float64.
func (r *rng) normal() float64 {
	x := r.next()
	sum := int64(x&0xffff) + int64(x>>16&0xffff) + int64(x>>32&0xffff) + int64(x>>48)
	// Four draws of 0…65535: mean 2·65535, variance 4·(65536²−1)/12. Sqrt is exactly
	// rounded, so this is the same number everywhere.
	const mean = 2 * 65535
	return float64(sum-mean) / math.Sqrt((65536.0*65536.0-1)/3)
}

// blockSize is the number of values in a Q8_0 or Q4_0 block.
const blockSize = 32

// encode stores x as ggml stores a row of type t.
func encode(t Type, x []float32) []byte {
	switch t {
	case F16:
		out := make([]byte, 0, 2*len(x))
		for _, f := range x {
			out = binary.LittleEndian.AppendUint16(out, f16(f))
		}
		return out
	case Q8_0:
		return quantizeQ8_0(x)
	case Q4_0:
		return quantizeQ4_0(x)
	}
	out := make([]byte, 0, 4*len(x))
	for _, f := range x {
		out = binary.LittleEndian.AppendUint32(out, math.Float32bits(f))
	}
	return out
}

// quantizeQ8_0 is ggml's quantize_row_q8_0_ref: per block of 32, an f16 scale
// d = amax/127, then 32 int8 values round(x/d) (halves away from zero).
func quantizeQ8_0(x []float32) []byte {
	out := make([]byte, 0, len(x)/blockSize*(2+blockSize))
	for b := 0; b < len(x); b += blockSize {
		blk := x[b : b+blockSize]
		var amax float32
		for _, v := range blk {
			amax = max(amax, float32(math.Abs(float64(v))))
		}
		d := amax / 127
		var id float32
		if d != 0 {
			id = 1 / d
		}
		out = binary.LittleEndian.AppendUint16(out, f16(d))
		for _, v := range blk {
			out = append(out, byte(int8(math.Round(float64(float32(v*id))))))
		}
	}
	return out
}

// quantizeQ4_0 is ggml's quantize_row_q4_0_ref: per block of 32, an f16 scale
// d = max/−8 (max: the value of largest magnitude, with its sign), then 16 bytes whose
// low nibbles hold values 0…15 and high nibbles values 16…31, each min(15, ⌊x/d + 8.5⌋).
func quantizeQ4_0(x []float32) []byte {
	const half = blockSize / 2
	out := make([]byte, 0, len(x)/blockSize*(2+half))
	nibble := func(v, id float32) byte {
		return byte(min(15, int8(float32(v*id)+8.5)))
	}
	for b := 0; b < len(x); b += blockSize {
		blk := x[b : b+blockSize]
		var amax, vmax float32
		for _, v := range blk {
			if a := float32(math.Abs(float64(v))); amax < a {
				amax, vmax = a, v
			}
		}
		d := vmax / -8
		var id float32
		if d != 0 {
			id = 1 / d
		}
		out = binary.LittleEndian.AppendUint16(out, f16(d))
		for j := range half {
			out = append(out, nibble(blk[j], id)|nibble(blk[half+j], id)<<4)
		}
	}
	return out
}

// f16 is IEEE 754 binary16 nearest to f, ties to even (as ggml's GGML_FP32_TO_FP16 on
// hardware with F16C rounds): subnormals kept, overflow to infinity.
func f16(f float32) uint16 {
	b := math.Float32bits(f)
	sign := uint16(b>>16) & 0x8000
	exp := int(b>>23&0xff) - 127 + 15
	mant := b & 0x7fffff
	switch {
	case b&0x7fffffff > 0x7f800000: // NaN
		return sign | 0x7e00
	case exp >= 0x1f: // overflow or infinity
		return sign | 0x7c00
	case exp <= 0: // subnormal or zero in half precision
		if exp < -10 {
			return sign
		}
		m := mant | 0x800000
		shift := uint32(14 - exp)
		h := m >> shift
		rem := m & (1<<shift - 1)
		halfway := uint32(1) << (shift - 1)
		if rem > halfway || (rem == halfway && h&1 == 1) {
			h++
		}
		return sign | uint16(h)
	}
	h := uint32(exp)<<10 | mant>>13
	rem := mant & 0x1fff
	if rem > 0x1000 || (rem == 0x1000 && h&1 == 1) {
		h++ // may carry into the exponent, up to infinity: still correct
	}
	return sign | uint16(h)
}

// f16ToF32 is the exact value of a binary16.
func f16ToF32(h uint16) float32 {
	sign := float32(1)
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h >> 10 & 0x1f)
	mant := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * float32(math.Ldexp(mant, -24))
	case 0x1f:
		if mant != 0 {
			return float32(math.NaN())
		}
		return sign * float32(math.Inf(1))
	}
	return sign * float32(math.Ldexp(1024+mant, exp-25))
}
