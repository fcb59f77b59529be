package decisionlog

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"

	"github.com/infersched/infersched/internal/canonjson"
	"github.com/infersched/infersched/scheduler"
)

// The fast parser's values (fastdec.go), each read only in the one form the canonical
// encoder (fastenc.go, internal/canonjson) writes for it, so that a line the parser
// accepts is, byte for byte, what appendStored writes for the record read, without
// writing it (verification at 1 000 rounds/s):
//
//   - a string is printable ASCII (0x20–0x7f) without '"' or '\': exactly what
//     canonjson.AppendString writes as it is; anything else (an escape, a byte above
//     0x7f) is refused and left to the strict decoder and the re-encoding check;
//   - an integer is -?(0|[1-9][0-9]*), no "-0", no '+', in range;
//   - a float is what appendFloat writes for the value it parses to (parsed, then
//     written again into a small buffer and compared: the shortest round-trip form is
//     the only one);
//   - an amount (wei) is "0" or digits without a leading zero, at most 78;
//   - an object's keys are in strictly increasing byte order (sorted, no duplicates)
//     and the object is not empty (the encoder leaves an empty map out);
//   - a member the encoder writes only when not zero is refused when zero (nonZero,
//     nonEmpty in fastdec.go).
//
// The config, a raw JSON object, is checked by the caller against its compact form
// (canonicalConfig), once per distinct config.

func (p *fastParser) str() string {
	if !p.ok || p.i >= len(p.b) || p.b[p.i] != '"' {
		p.fail()
		return ""
	}
	j := p.i + 1
	j += canonjson.PlainPrefix(p.s[j:])
	if j >= len(p.b) || p.b[j] != '"' {
		p.fail() // an escape, a control or non-ASCII byte, or no end: not this parser's
		return ""
	}
	raw := p.s[p.i+1 : j]
	p.i = j + 1
	return raw
}

func (p *fastParser) strings() []string {
	if p.skip("null") {
		return nil
	}
	out := []string{}
	p.list(func() { out = append(out, p.str()) })
	return out
}

// digits reads [0-9]+ in canonical form (no leading zero unless it is "0") and returns
// its value when it has at most 19 digits (below 10^19 fits a uint64), and the digits.
func (p *fastParser) digits() (v uint64, s string, small bool) {
	start, i := p.i, p.i
	for i < len(p.b) && p.b[i] >= '0' && p.b[i] <= '9' {
		if i-start < 19 {
			v = v*10 + uint64(p.b[i]-'0')
		}
		i++
	}
	n := i - start
	if !p.ok || n == 0 || p.b[start] == '0' && n > 1 {
		p.fail()
		return 0, "", false
	}
	p.i = i
	return v, p.s[start:i], n <= 19
}

func (p *fastParser) int() int64 {
	neg := p.ok && p.i < len(p.b) && p.b[p.i] == '-'
	if neg {
		p.i++
	}
	v, _, small := p.digits()
	switch {
	case !p.ok:
		return 0
	case !small || !neg && v > math.MaxInt64 || neg && (v == 0 || v > 1<<63):
		p.fail() // out of range, or "-0"
		return 0
	case neg:
		return int64(-v)
	}
	return int64(v)
}

func (p *fastParser) uint(bits int) uint64 {
	v, s, small := p.digits()
	if !p.ok {
		return 0
	}
	if !small {
		var err error
		if v, err = strconv.ParseUint(s, 10, 64); err != nil {
			p.fail()
			return 0
		}
	}
	if bits < 64 && v >= 1<<bits {
		p.fail()
		return 0
	}
	return v
}

func (p *fastParser) number() string {
	start := p.i
	for p.ok && p.i < len(p.b) {
		c := p.b[p.i]
		if (c < '0' || c > '9') && c != '-' && c != '+' && c != '.' && c != 'e' && c != 'E' {
			break
		}
		p.i++
	}
	if p.i == start {
		p.fail()
	}
	return p.s[start:p.i]
}

// floatMode is how the fast parser reads a float.
type floatMode int

const (
	// floatCanonical: only the form appendFloat writes for the value (the fast
	// parser's one form).
	floatCanonical floatMode = iota
	// floatSyntax: any JSON number that the strict decoder reads into a float64,
	// without its value (skimDecision).
	floatSyntax
	// floatValue: any such number, with its value, as the strict decoder reads it.
	floatValue
)

func (p *fastParser) float() float64 {
	s := p.number()
	if !p.ok {
		return 0
	}
	switch p.floats {
	case floatSyntax:
		if !jsonFloat(s) {
			p.fail()
		}
		return 0
	case floatValue:
		if !jsonFloat(s) {
			p.fail()
			return 0
		}
		v, _ := strconv.ParseFloat(s, 64)
		return v
	}
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		p.fail()
		return 0
	}
	var buf [32]byte
	var ferr error
	if string(appendFloat(buf[:0], v, &ferr)) != s || ferr != nil {
		p.fail() // not the shortest form the encoder writes (or not finite)
		return 0
	}
	return v
}

// jsonFloat reports whether s is a JSON number (RFC 8259) that encoding/json reads
// into a float64 without error (strconv.ParseFloat: no overflow). A number without an
// exponent of at most 24 characters is below 1e24, so only the others are parsed.
func jsonFloat(s string) bool {
	i := 0
	digits := func() int {
		start := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		return i - start
	}
	if i < len(s) && s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		digits()
	default:
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	}
	plain := i == len(s)
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	if i != len(s) {
		return false
	}
	if plain && len(s) <= 24 {
		return true
	}
	_, err := strconv.ParseFloat(s, 64)
	return err == nil
}

func (p *fastParser) wei(w *scheduler.Wei) {
	if !p.ok || p.i >= len(p.b) || p.b[p.i] != '"' {
		p.fail()
		return
	}
	p.i++
	v, s, small := p.digits()
	if !p.ok || len(s) > 78 || !p.skip(`"`) {
		p.fail()
		return
	}
	if small { // below 10^19: fits a uint64, without big.Int's scanner
		w.SetUint64(v)
		return
	}
	if _, ok := w.SetString(s, 10); !ok {
		p.fail()
	}
}

// members reads the members of an object after its opening brace, through its closing
// one: at least one, keys in strictly increasing order, value reading each value.
func (p *fastParser) members(value func(k string)) {
	prev := ""
	for n := 0; p.ok; n++ {
		if p.skip("}") {
			if n == 0 {
				p.fail() // the encoder leaves an empty map out
			}
			return
		}
		if n > 0 {
			p.expect(",")
		}
		k := p.str()
		if n > 0 && k <= prev {
			p.fail() // not sorted, or a key twice
			return
		}
		prev = k
		p.expect(":")
		value(k)
	}
}

// nonZero and nonEmpty refuse a member the encoder leaves out when it is zero.
func (p *fastParser) nonZero(ok bool) {
	if !ok {
		p.fail()
	}
}

func (p *fastParser) nonEmpty(n int) { p.nonZero(n > 0) }

// rawObject returns a copy of the JSON object at i, found by balancing braces outside
// strings; whether it is valid, compact JSON is for canonicalConfig to find out.
func (p *fastParser) rawObject() []byte {
	if !p.ok || p.i >= len(p.b) || p.b[p.i] != '{' {
		p.fail()
		return nil
	}
	depth, inStr := 0, false
	for j := p.i; j < len(p.b); j++ {
		c := p.b[j]
		switch {
		case inStr && c == '\\':
			j++
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '{' || c == '[':
			depth++
		case c == '}' || c == ']':
			depth--
			if depth == 0 {
				raw := append([]byte(nil), p.b[p.i:j+1]...)
				p.i = j + 1
				return raw
			}
		}
	}
	p.fail()
	return nil
}

// canonicalConfig reports whether cfg is written as the encoder writes a config:
// encoding/json compacts a RawMessage (json.Compact, which also fails on invalid JSON).
// The last config found compact is remembered in sc: a log's records mostly share one.
func canonicalConfig(cfg []byte, sc *scratch) bool {
	if sc != nil && sc.compactCfg != nil && bytes.Equal(cfg, sc.compactCfg) {
		return true
	}
	var buf bytes.Buffer
	if json.Compact(&buf, cfg) != nil || !bytes.Equal(buf.Bytes(), cfg) {
		return false
	}
	if sc != nil {
		sc.compactCfg = append(sc.compactCfg[:0], cfg...)
	}
	return true
}
