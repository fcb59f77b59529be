// Package canonjson appends JSON by hand, byte for byte what encoding/json writes
// without HTML escaping, for the encoders whose bytes are signed or hashed and are
// written often: a heartbeat's canonical bytes (package wire) and the decision record
// (package decisionlog). encoding/json stays the definition; this package only skips
// its reflection on the hot path.
//
// It must stay pure: no I/O, no state, nothing but the standard library, since the
// reference worker reaches it through wire.
package canonjson

import (
	"bytes"
	"encoding/json"
	"slices"
)

// AppendString writes s as a JSON string exactly as encoding/json does with HTML
// escaping off. Plain printable ASCII without '"' or '\' (every id, model, address and
// endpoint the callers admit) is written as it is; anything else goes through
// encoding/json.
func AppendString(b []byte, s string) []byte {
	if PlainPrefix(s) < len(s) {
		return appendSlow(b, s)
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}

// PlainPrefix is the length of the longest prefix of s that AppendString writes as it
// is: bytes 0x20 to 0x7f but '"' and '\\'. It looks at eight bytes at a time (ids and
// addresses are tens of bytes, and a verifier checks every one of a record's strings).
func PlainPrefix(s string) int {
	const (
		ones  = 0x0101010101010101
		highs = 0x8080808080808080
	)
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := s[i : i+8]
		x := uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
			uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
		quote, backslash := x^(ones*'"'), x^(ones*'\\')
		// A byte above 0x7f, below 0x20, or equal to '"' or '\\' (a zero byte of
		// quote or backslash); each test is exact as to whether there is one.
		if (x|(x-ones*0x20)&^x|(quote-ones)&^quote|(backslash-ones)&^backslash)&highs != 0 {
			break
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x80 || c == '"' || c == '\\' {
			return i
		}
	}
	return i
}

func appendSlow(b []byte, s string) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return append(b, bytes.TrimSuffix(buf.Bytes(), []byte{'\n'})...)
}

// AppendObject writes m as a JSON object with its keys in sorted (bytewise) order, as
// encoding/json writes a map[string]V, each value written by value. It writes "{}" for
// an empty or nil map; callers that omit an empty map check first.
func AppendObject[V any](b []byte, m map[string]V, value func([]byte, V) []byte) []byte {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	b = append(b, '{')
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = AppendString(b, k)
		b = append(b, ':')
		b = value(b, m[k])
	}
	return append(b, '}')
}
