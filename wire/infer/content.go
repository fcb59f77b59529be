package infer

import (
	"bytes"
	"encoding/json"
	"unicode/utf8"
)

// Content types of outputs, as GET /v1/requests/{id}/output sends them.
const (
	ContentText   = "text/plain; charset=utf-8"
	ContentJSON   = "application/json"
	ContentPNG    = "image/png"
	ContentBinary = "application/octet-stream"
)

// PNGSignature is the first eight bytes of every PNG file.
var PNGSignature = []byte("\x89PNG\r\n\x1a\n")

// IsPNG reports whether b starts with the PNG signature.
func IsPNG(b []byte) bool { return bytes.HasPrefix(b, PNGSignature) }

// ContentType is the content type of an output of task ("" for a plain prompt): an
// image is image/png when its bytes carry the PNG signature; an embedding's vector and
// a transcription's text are JSON when they are; anything else is UTF-8 text, or bytes
// when it is not UTF-8 (an output is what the worker submitted, never trusted to be what
// its task promises).
func ContentType(task Task, output []byte) string {
	switch task {
	case TaskImage:
		if IsPNG(output) {
			return ContentPNG
		}
		return ContentBinary
	case TaskEmbedding, TaskTranscription:
		if json.Valid(output) {
			return ContentJSON
		}
	}
	if utf8.Valid(output) {
		return ContentText
	}
	return ContentBinary
}
