package canonjson

import (
	"bytes"
	"encoding/json"
	"strconv"
	"testing"
)

func reference(t *testing.T, v any) string {
	t.Helper()
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return string(bytes.TrimSuffix(buf.Bytes(), []byte{'\n'}))
}

func TestAppendStringIsEncodingJSON(t *testing.T) {
	for _, s := range []string{"", "llama-7b", "0xabc", "a<b>&c", `q"uote`, `back\slash`, "tab\there", "\x7f",
		"é", "\u2028", "\xff invalid", "ctrl\x01<&>", "http://x:1/p?q=1&r=2"} {
		if got, want := string(AppendString(nil, s)), reference(t, s); got != want {
			t.Errorf("AppendString(%q) = %s, want %s", s, got, want)
		}
	}
}

func FuzzAppendString(f *testing.F) {
	f.Add("model-1")
	f.Add("<\x00\u2029")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := string(AppendString([]byte("x"), s)), "x"+reference(t, s); got != want {
			t.Fatalf("AppendString(%q) = %s, want %s", s, got, want)
		}
	})
}

// TestPlainPrefix: PlainPrefix, eight bytes at a time, is the byte-by-byte scan, at
// every length and with each kind of byte at every position.
func TestPlainPrefix(t *testing.T) {
	plain := func(c byte) bool { return c >= 0x20 && c < 0x80 && c != '"' && c != '\\' }
	scan := func(s string) int {
		for i := 0; i < len(s); i++ {
			if !plain(s[i]) {
				return i
			}
		}
		return len(s)
	}
	base := []byte("0x8df64de79608f0ae9e72ecae3a400582aed8101c~ !")
	for n := 0; n <= len(base); n++ {
		for at := 0; at < n; at++ {
			for c := 0; c < 256; c++ {
				b := append([]byte(nil), base[:n]...)
				b[at] = byte(c)
				if s := string(b); PlainPrefix(s) != scan(s) {
					t.Fatalf("PlainPrefix(%q) = %d, want %d", s, PlainPrefix(s), scan(s))
				}
			}
		}
		if s := string(base[:n]); PlainPrefix(s) != n {
			t.Fatalf("PlainPrefix(%q) = %d, want %d", s, PlainPrefix(s), n)
		}
	}
}

func FuzzPlainPrefix(f *testing.F) {
	f.Add("0x8df64de79608f0ae9e72ecae3a400582aed8101c")
	f.Add("ab\"cdefghij\x7f\x80")
	f.Fuzz(func(t *testing.T, s string) {
		want := len(s)
		for i := 0; i < len(s); i++ {
			if c := s[i]; c < 0x20 || c >= 0x80 || c == '"' || c == '\\' {
				want = i
				break
			}
		}
		if got := PlainPrefix(s); got != want {
			t.Fatalf("PlainPrefix(%q) = %d, want %d", s, got, want)
		}
	})
}

func TestAppendObjectIsEncodingJSON(t *testing.T) {
	for _, m := range []map[string]int64{nil, {}, {"b": 2, "a": -1, "é": 3, "A": 0}} {
		got := string(AppendObject(nil, m, func(b []byte, v int64) []byte { return strconv.AppendInt(b, v, 10) }))
		want := reference(t, m)
		if m == nil {
			want = "{}"
		}
		if got != want {
			t.Errorf("AppendObject(%v) = %s, want %s", m, got, want)
		}
	}
}
