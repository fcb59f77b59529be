package mediakit

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"mime"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
)

// Server serves the three endpoints. Its zero value is not usable: use New.
type Server struct {
	mu sync.Mutex
	// image is what an image request answers (New draws a PNG).
	image []byte
	// text is what a transcription answers.
	text string
	// vector is what an embedding answers.
	vector []float64

	lastImage map[string]any
	lastAudio Audio
	audioN    int
	lastEmbed map[string]any
}

// Audio is the last transcription request: the file's bytes and name, and the other
// form fields.
type Audio struct {
	File   []byte
	Name   string
	Fields map[string]string
}

// New is a server answering a small drawn PNG, the text "hello world" and a
// four-dimensional vector.
func New() *Server {
	return &Server{image: DrawPNG(16, 16), text: "hello world", vector: []float64{0.0023064255, -0.009327292, 1.5e-7, 0.5}}
}

// DrawPNG is a w×h PNG with a red diagonal.
func DrawPNG(w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := 0; i < min(w, h); i++ {
		img.Set(i, i, color.RGBA{R: 255, A: 255})
	}
	var b bytes.Buffer
	_ = png.Encode(&b, img)
	return b.Bytes()
}

// SetImage makes image requests answer b (which need not be a PNG: a test of a server
// that misbehaves).
func (s *Server) SetImage(b []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.image = b
}

// Image is what image requests answer.
func (s *Server) Image() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.image
}

// LastImage is the last image request's members.
func (s *Server) LastImage() map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lastImage
}

// LastAudio is the last transcription request.
func (s *Server) LastAudio() Audio {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lastAudio
}

// AudioCalls is how many transcription requests the server has taken.
func (s *Server) AudioCalls() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.audioN
}

// LastEmbedding is the last embedding request's members.
func (s *Server) LastEmbedding() map[string]any {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lastEmbed
}

// Handles reports whether the server answers r's path.
func Handles(path string) bool {
	return path == "/v1/images/generations" || path == "/v1/audio/transcriptions" || path == "/v1/embeddings"
}

func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || !Handles(r.URL.Path) {
		http.NotFound(w, r)
		return
	}
	switch r.URL.Path {
	case "/v1/images/generations":
		s.images(w, r)
	case "/v1/audio/transcriptions":
		s.transcriptions(w, r)
	default:
		s.embeddings(w, r)
	}
}

func schemaError(w http.ResponseWriter, param, format string, args ...any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusBadRequest)
	b, _ := json.Marshal(map[string]any{"error": map[string]any{"message": fmt.Sprintf(format, args...),
		"type": "invalid_request_error", "param": param, "code": nil}})
	_, _ = w.Write(b)
}

func jsonBody(w http.ResponseWriter, r *http.Request) (map[string]any, bool) {
	if ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); ct != "application/json" {
		schemaError(w, "", "Content-Type must be application/json, got %q", r.Header.Get("Content-Type"))
		return nil, false
	}
	var body map[string]any
	if err := json.NewDecoder(io.LimitReader(r.Body, 1<<20)).Decode(&body); err != nil {
		schemaError(w, "", "We could not parse the JSON body of your request: %v", err)
		return nil, false
	}
	return body, true
}

// images: prompt (string, required), model (string), n (integer 1–10), quality, size
// (string), response_format ("url" or "b64_json"), style, user.
func (s *Server) images(w http.ResponseWriter, r *http.Request) {
	body, ok := jsonBody(w, r)
	if !ok {
		return
	}
	s.mu.Lock()
	s.lastImage = body
	img := s.image
	s.mu.Unlock()
	if p, ok := body["prompt"].(string); !ok || p == "" {
		schemaError(w, "prompt", "prompt: a non-empty string is required")
		return
	}
	for _, k := range []string{"model", "size", "quality", "style", "user"} {
		if v, ok := body[k]; ok {
			if _, isStr := v.(string); !isStr {
				schemaError(w, k, "%s: must be a string", k)
				return
			}
		}
	}
	if n, ok := body["n"]; ok {
		if f, isNum := n.(float64); !isNum || f != 1 {
			schemaError(w, "n", "n: this server makes one image (1 to 10 in the reference)")
			return
		}
	}
	if sz, ok := body["size"].(string); ok && sz != "auto" {
		wd, ht, found := strings.Cut(sz, "x")
		a, err1 := strconv.Atoi(wd)
		b, err2 := strconv.Atoi(ht)
		if !found || err1 != nil || err2 != nil || a <= 0 || b <= 0 {
			schemaError(w, "size", "size: %q is not WIDTHxHEIGHT", sz)
			return
		}
	}
	f, hasFormat := body["response_format"]
	if hasFormat && f != "url" && f != "b64_json" {
		schemaError(w, "response_format", "response_format: must be url or b64_json, got %v", f)
		return
	}
	if f != "b64_json" {
		_, _ = io.WriteString(w, `{"created":1700000000,"data":[{"url":"https://images.invalid/img.png"}]}`)
		return
	}
	out, _ := json.Marshal(map[string]any{"created": 1700000000, "data": []any{map[string]any{"b64_json": base64.StdEncoding.EncodeToString(img)}}})
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(out)
}

// transcriptions: multipart/form-data with file (required, a name whose extension is one
// of the formats the reference lists) and model (required); language, prompt,
// response_format (json, text, srt, verbose_json, vtt), temperature.
func (s *Server) transcriptions(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseMultipartForm(32 << 20); err != nil {
		schemaError(w, "", "want multipart/form-data: %v", err)
		return
	}
	f, hdr, err := r.FormFile("file")
	if err != nil {
		schemaError(w, "file", "file: required")
		return
	}
	defer f.Close()
	data, _ := io.ReadAll(f)
	fields := map[string]string{}
	for k, v := range r.MultipartForm.Value {
		fields[k] = v[0]
	}
	s.mu.Lock()
	s.lastAudio = Audio{File: data, Name: hdr.Filename, Fields: fields}
	s.audioN++
	text := s.text
	s.mu.Unlock()
	ext := hdr.Filename[strings.LastIndexByte(hdr.Filename, '.')+1:]
	if !slices.Contains([]string{"flac", "m4a", "mp3", "mp4", "mpeg", "mpga", "oga", "ogg", "wav", "webm"}, ext) {
		schemaError(w, "file", "Unrecognized file format %q. Supported formats: flac, m4a, mp3, mp4, mpeg, mpga, oga, ogg, wav, webm", hdr.Filename)
		return
	}
	if fields["model"] == "" {
		schemaError(w, "model", "model: required")
		return
	}
	rf := fields["response_format"]
	if rf != "" && !slices.Contains([]string{"json", "text", "srt", "verbose_json", "vtt"}, rf) {
		schemaError(w, "response_format", "response_format: %q is not one of json, text, srt, verbose_json, vtt", rf)
		return
	}
	if rf == "text" {
		_, _ = io.WriteString(w, text)
		return
	}
	out, _ := json.Marshal(map[string]any{"text": text, "usage": map[string]any{"type": "duration", "seconds": 1}})
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(out)
}

// embeddings: input (a string or an array, required), model (required),
// encoding_format ("float" or "base64"), dimensions, user.
func (s *Server) embeddings(w http.ResponseWriter, r *http.Request) {
	body, ok := jsonBody(w, r)
	if !ok {
		return
	}
	s.mu.Lock()
	s.lastEmbed = body
	vec := s.vector
	s.mu.Unlock()
	in, isStr := body["input"].(string)
	if _, isList := body["input"].([]any); !isList && (!isStr || in == "") {
		schemaError(w, "input", "input: a non-empty string or array is required")
		return
	}
	if _, ok := body["model"].(string); !ok {
		schemaError(w, "model", "model: required")
		return
	}
	if f, ok := body["encoding_format"]; ok && f != "float" && f != "base64" {
		schemaError(w, "encoding_format", "encoding_format: must be float or base64")
		return
	}
	out, _ := json.Marshal(map[string]any{"object": "list", "model": "text-embedding-3-small",
		"data":  []any{map[string]any{"object": "embedding", "index": 0, "embedding": vec}},
		"usage": map[string]any{"prompt_tokens": 8, "total_tokens": 8}})
	w.Header().Set("Content-Type", "application/json")
	_, _ = w.Write(out)
}
