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
