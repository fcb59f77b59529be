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
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x80 || c == '"' || c == '\\' {
			return appendSlow(b, s)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
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
