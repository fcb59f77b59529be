package ui

import (
	"bytes"
	"encoding/json"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"
)

// outputView is how a completed request's output is shown.
type outputView struct {
	// Kind is text, image, audio, embedding, binary or missing.
	Kind        string
	URL         string // the API's output endpoint, which the browser reads
	Hash        string // the on-chain keccak-256, which the browser checks
	Length      int    // bytes, -1 when not known
	ContentType string // as served, or as sniffed when served as bytes only
	OffChain    bool
	// Text is a text output's first previewBytes (a transcript's text); More says
	// how many bytes of the output it leaves out.
	Text string
	More int
	// Values and Dims: an embedding's first values and its dimension (0: more than the
	// preview holds).
	Values []float64
	Dims   int
	Note   string
}

// previewBytes bounds what of an output a page reads and shows.
const previewBytes = 64 << 10

// maxValues bounds the values of an embedding's table.
const maxValues = 16

// output reads the head of a completed request's output from the API (Range: the
// first previewBytes) and decides from its Content-Type how to show it. A type that
// says nothing (application/octet-stream) is sniffed, as a browser would.
func (p *pages) output(r *http.Request, id string, a apiRequest) *outputView {
	v := &outputView{URL: "/v1/requests/" + id + "/output", Hash: a.OutputHash, Length: -1, OffChain: a.OutputOffChain}
	if a.OutputLength != nil {
		v.Length = *a.OutputLength
	}
	rep := p.call(r, v.URL, previewBytes, "Range", "bytes=0-"+strconv.Itoa(previewBytes-1))
	if rep.code != http.StatusOK && rep.code != http.StatusPartialContent {
		var e struct{ Message string }
		_ = json.Unmarshal(rep.body, &e)
		if a.Output != nil { // the status carried it: the text is known all the same
			v.Kind, v.ContentType, v.Text = "text", "text/plain", *a.Output
			return v
		}
		v.Kind, v.Note = "missing", e.Message
		if v.Note == "" {
			v.Note = "the output could not be read now (HTTP " + strconv.Itoa(rep.code) + ")"
		}
		return v
	}
	head := rep.body
	if v.Length < 0 {
		v.Length = totalLength(rep)
	}
	v.ContentType = rep.header.Get("Content-Type")
	v.Kind, v.ContentType = outputKind(v.ContentType, head)
	whole := v.Length >= 0 && len(head) >= v.Length
	switch v.Kind {
	case "text":
		v.Text = validPrefix(head)
	case "json":
		v.Kind = "text"
		if t, ok := transcriptText(head); ok {
			v.Text = t
			break
		}
		if vals, dims, ok := embeddingValues(head); ok {
			v.Kind, v.Values, v.Dims = "embedding", vals, dims
			return v
		}
		v.Text = validPrefix(head)
		if whole {
			var buf bytes.Buffer
			if json.Indent(&buf, head, "", "  ") == nil {
				v.Text = buf.String()
			}
		}
	}
	if v.Kind == "text" && v.Length > len(head) {
		v.More = v.Length - len(head)
	}
	return v
}

// totalLength is an output's length from a ranged answer's Content-Range, or the body's
// when the answer was whole; -1 when neither says.
func totalLength(rep reply) int {
	if cr := rep.header.Get("Content-Range"); cr != "" {
		if i := strings.LastIndexByte(cr, '/'); i >= 0 {
			if n, err := strconv.Atoi(cr[i+1:]); err == nil {
				return n
			}
		}
	}
	if rep.code == http.StatusOK && !rep.cut {
		return len(rep.body)
	}
	return -1
}

// outputKind decides how an output is shown from its Content-Type, sniffing the bytes
// when the type is application/octet-stream or absent: text, image, audio, json or
// binary. HTML, XML and SVG as text are shown as text, never as markup. It returns the
// type it decided on.
func outputKind(contentType string, head []byte) (kind, mediaType string) {
	mt, _, err := mime.ParseMediaType(contentType)
	if err != nil || mt == "" || mt == "application/octet-stream" {
		mt, _, _ = mime.ParseMediaType(http.DetectContentType(head))
		// The sniffer calls JSON plain text; an embedding or a transcript is JSON.
		if t := bytes.TrimLeft(head, " \t\r\n"); mt == "text/plain" && len(t) > 0 && (t[0] == '{' || t[0] == '[') {
			mt = "application/json"
		}
	}
	switch {
	case strings.HasPrefix(mt, "image/"):
		return "image", mt
	case strings.HasPrefix(mt, "audio/") || mt == "application/ogg":
		return "audio", mt
	case mt == "application/json" || strings.HasSuffix(mt, "+json"):
		return "json", mt
	case strings.HasPrefix(mt, "text/"):
		return "text", mt
	}
	return "binary", mt
}

// validPrefix is head as text, cut before a character the preview's bound split.
func validPrefix(head []byte) string {
	for i := 0; i < 4 && !utf8.Valid(head) && len(head) > 0; i++ {
		head = head[:len(head)-1]
	}
	return strings.ToValidUTF8(string(head), "\uFFFD")
}

// transcriptText is the text of a transcription's JSON ({"text": …}).
func transcriptText(b []byte) (string, bool) {
	var t struct {
		Text *string `json:"text"`
	}
	if json.Unmarshal(b, &t) != nil || t.Text == nil {
		return "", false
	}
	return *t.Text, true
}

// embeddingValues reads the first array of numbers in a JSON output (an embedding:
// a bare array, {"embedding": […]}, or OpenAI's {"data": [{"embedding": […]}]}): its
// first maxValues values, and its length when the array ends within b (0 when the
// preview cut it).
func embeddingValues(b []byte) (vals []float64, dims int, ok bool) {
	d := json.NewDecoder(bytes.NewReader(b))
	opened, inVec := false, false
	n := 0
	for {
		tok, err := d.Token()
		if err != nil {
			return vals, 0, inVec
		}
		if inVec {
			switch t := tok.(type) {
			case float64:
				if n < maxValues {
					vals = append(vals, t)
				}
				n++
				continue
			case json.Delim:
				if t == ']' {
					return vals, n, true
				}
			}
			return nil, 0, false // numbers and something else: not an embedding
		}
		if f, ok := tok.(float64); ok && opened {
			inVec, vals, n = true, append(vals, f), 1
			continue
		}
		delim, isDelim := tok.(json.Delim)
		opened = isDelim && delim == '['
	}
}
