package infer

import "testing"

func TestContentType(t *testing.T) {
	png := append(append([]byte{}, PNGSignature...), 0, 0, 0, 13)
	for _, tc := range []struct {
		task Task
		out  string
		want string
	}{
		{"", "hello", ContentText},
		{"", "\xff\xfe", ContentBinary},
		{TaskChat, "héllo", ContentText},
		{TaskCompletion, "x", ContentText},
		{TaskImage, string(png), ContentPNG},
		{TaskImage, "echo: a red fox", ContentBinary},
		{TaskEmbedding, "[0.1,-0.2]", ContentJSON},
		{TaskEmbedding, "not json", ContentText},
		{TaskTranscription, `{"text":"hi"}`, ContentJSON},
		{"", string(png), ContentBinary},
	} {
		if got := ContentType(tc.task, []byte(tc.out)); got != tc.want {
			t.Errorf("%q %q: %s, want %s", tc.task, tc.out, got, tc.want)
		}
	}
}
