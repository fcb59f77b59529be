package httpapi

import (
	"bytes"
	"io"
	"testing"

	"github.com/infersched/infersched/wire/infer"
)

// An output's content type is decided on its first sniffBytes when it is larger: a
// PNG by its signature, JSON by its first character, text when the sniffed part is
// UTF-8 (a character cut by the part's end counts as text); the object is left at its
// start for the body.
func TestContentTypeOfLargeOutputs(t *testing.T) {
	long := func(head string, fill byte) []byte {
		return append([]byte(head), bytes.Repeat([]byte{fill}, 2*sniffBytes)...)
	}
	cut := append(bytes.Repeat([]byte("a"), sniffBytes-1), []byte("é and more")...) // é straddles the end
	for _, c := range []struct {
		name string
		task infer.Task
		data []byte
		want string
	}{
		{"png", infer.TaskImage, long(string(infer.PNGSignature), 0xff), infer.ContentPNG},
		{"image that is no png", infer.TaskImage, long("GIF89a", 0), infer.ContentBinary},
		{"embedding", infer.TaskEmbedding, long(" [0.1,", '1'), infer.ContentJSON},
		{"text", "", long("hello ", 'x'), infer.ContentText},
		{"text cut in a character", infer.TaskChat, cut, infer.ContentText},
		{"bytes", "", long("\xff\xfe", 0), infer.ContentBinary},
		{"small json", infer.TaskTranscription, []byte(`{"text":"hi"}`), infer.ContentJSON},
		{"small broken json", infer.TaskTranscription, []byte(`{"text":`), infer.ContentText},
	} {
		obj := sizedReader{bytes.NewReader(c.data)}
		got, err := contentType(c.task, obj)
		if err != nil || got != c.want {
			t.Errorf("%s: %q %v, want %q", c.name, got, err, c.want)
		}
		if b, _ := io.ReadAll(obj); !bytes.Equal(b, c.data) {
			t.Errorf("%s: the object is not left at its start", c.name)
		}
	}
}
