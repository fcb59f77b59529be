package agent

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"math/big"
	"mime"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

// The servers below are written to OpenAI's published API reference
// (platform.openai.com/docs/api-reference): they refuse a request that does not follow
// its schema (a missing required member, a member of the wrong type, an enum value it
// does not list) with 400 and OpenAI's error body, and answer with the documented
// response objects. No image or speech model runs on these machines; where such a
// server stops short of a real one is in README-inference.md.

func schemaError(w http.ResponseWriter, format string, args ...any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusBadRequest)
	b, _ := json.Marshal(map[string]any{"error": map[string]any{"message": fmt.Sprintf(format, args...), "type": "invalid_request_error"}})
	_, _ = w.Write(b)
}

// imagesServer is POST /v1/images/generations. It keeps the last request's members.
type imagesServer struct {
	mu   sync.Mutex
	last map[string]any
	img  []byte
}

func (s *imagesServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/images/generations" {
		http.NotFound(w, r)
		return
	}
	if ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); ct != "application/json" {
		schemaError(w, "Content-Type must be application/json")
		return
	}
	var body map[string]any
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		schemaError(w, "body: %v", err)
		return
	}
	s.mu.Lock()
	s.last = body
	s.mu.Unlock()
	if p, ok := body["prompt"].(string); !ok || p == "" {
		schemaError(w, "prompt: a non-empty string is required")
		return
	}
	if m, ok := body["model"]; ok {
		if _, ok := m.(string); !ok {
			schemaError(w, "model: must be a string")
			return
		}
	}
	if n, ok := body["n"]; ok && (n != 1.0) {
		schemaError(w, "n: this server makes one image")
		return
	}
	if f, ok := body["response_format"]; ok && f != "url" && f != "b64_json" {
		schemaError(w, "response_format: must be url or b64_json")
		return
	}
	if sz, ok := body["size"]; ok {
		if _, _, err := infer.ImageSize(fmt.Sprint(sz)); err != nil {
			schemaError(w, "size: %v", err)
			return
		}
	}
	if body["response_format"] != "b64_json" {
		_, _ = io.WriteString(w, `{"created":1700000000,"data":[{"url":"https://example.invalid/img.png"}]}`)
		return
	}
	b, _ := json.Marshal(map[string]any{"created": 1700000000, "data": []any{map[string]any{"b64_json": base64.StdEncoding.EncodeToString(s.img)}}})
	_, _ = w.Write(b)
}

func testPNG(t *testing.T) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, 8, 8))
	for i := range 8 {
		img.Set(i, i, color.RGBA{R: 255, A: 255})
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestImageBackend(t *testing.T) {
	pic := testPNG(t)
	s := &imagesServer{img: pic}
	srv := openAIServer(t, s.ServeHTTP)
	cfg := backendConfig(srv.URL)
	b, err := NewOpenAI(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := b.Infer(context.Background(), docJob(t, `{"infer":1,"task":"image","prompt":"a red fox","size":"512x512","steps":30,"seed":7}`, 1))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(res.Output, pic) || res.ContentType != "image/png" || res.Transcript != nil {
		t.Fatalf("result: %d bytes, %s", len(res.Output), res.ContentType)
	}
	s.mu.Lock()
	last := s.last
	s.mu.Unlock()
	for k, v := range map[string]any{"model": "meta-llama/Llama-3-8B", "prompt": "a red fox", "n": 1.0, "size": "512x512",
		"response_format": "b64_json", "seed": 7.0, "steps": 30.0, "num_inference_steps": 30.0, "step": 30.0} {
		if last[k] != v {
			t.Errorf("member %s: sent %v, want %v", k, last[k], v)
		}
	}
	// No size, steps or seed in the document: none is sent (the server's defaults).
	if _, err := b.Infer(context.Background(), docJob(t, `{"infer":1,"task":"image","prompt":"a fox"}`, 1)); err != nil {
		t.Fatal(err)
	}
	s.mu.Lock()
	for _, k := range []string{"size", "seed", "steps", "num_inference_steps", "step"} {
		if _, ok := s.last[k]; ok {
			t.Errorf("member %s sent without the document asking", k)
		}
	}
	s.img = []byte("GIF89a, not a PNG")
	s.mu.Unlock()
	if _, err := b.Infer(context.Background(), docJob(t, `{"infer":1,"task":"image","prompt":"a fox"}`, 1)); !errors.Is(err, ErrBackend) || !strings.Contains(err.Error(), "not a PNG") {
		t.Fatalf("a GIF: %v", err)
	}
	s.mu.Lock()
	s.img = append(append([]byte{}, pic...), make([]byte, 1<<10)...)
	s.mu.Unlock()
	cfg.MaxImageBytes = 1 << 10
	small, _ := NewOpenAI(cfg, nil)
	if _, err := small.Infer(context.Background(), docJob(t, `{"infer":1,"task":"image","prompt":"a fox"}`, 1)); !errors.Is(err, ErrBackend) {
		t.Fatalf("an image over max_image_bytes: %v", err)
	}
}

// transcriptionsServer is POST /v1/audio/transcriptions (multipart/form-data).
type transcriptionsServer struct {
	mu     sync.Mutex
	file   []byte
	name   string
	fields map[string]string
}

func (s *transcriptionsServer) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/audio/transcriptions" {
		http.NotFound(w, r)
		return
	}
	if err := r.ParseMultipartForm(32 << 20); err != nil {
		schemaError(w, "want multipart/form-data: %v", err)
		return
	}
	f, hdr, err := r.FormFile("file")
	if err != nil {
		schemaError(w, "file: required")
		return
	}
	defer f.Close()
	data, _ := io.ReadAll(f)
	ext := strings.TrimPrefix(hdr.Filename[strings.LastIndexByte(hdr.Filename, '.')+1:], ".")
	if !slices.Contains([]string{"flac", "mp3", "mp4", "mpeg", "mpga", "m4a", "ogg", "wav", "webm"}, ext) {
		schemaError(w, "file: unrecognized file format %q; supported: flac, m4a, mp3, mp4, mpeg, mpga, oga, ogg, wav, webm", hdr.Filename)
		return
	}
	fields := map[string]string{}
	for k, v := range r.MultipartForm.Value {
		fields[k] = v[0]
	}
	s.mu.Lock()
	s.file, s.name, s.fields = data, hdr.Filename, fields
	s.mu.Unlock()
	if fields["model"] == "" {
		schemaError(w, "model: required")
		return
	}
	if rf := fields["response_format"]; rf != "" && !slices.Contains([]string{"json", "text", "srt", "verbose_json", "vtt"}, rf) {
		schemaError(w, "response_format: %q is not one of json, text, srt, verbose_json, vtt", rf)
		return
	}
	if rf := fields["response_format"]; rf == "text" {
		_, _ = io.WriteString(w, "hello world")
		return
	}
	_, _ = io.WriteString(w, `{"text":"hello world","usage":{"type":"duration","seconds":1}}`)
}

// wavBytes is a short silent WAV file.
func wavBytes() []byte {
	var b bytes.Buffer
	b.WriteString("RIFF\x24\x08\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x40\x1f\x00\x00\x80\x3e\x00\x00\x02\x00\x10\x00data\x00\x08\x00\x00")
	b.Write(make([]byte, 2048))
	return b.Bytes()
}

// TestTranscriptionGetsTheStoredAudio: a transcription document names an uploaded
// input; the worker fetches it from the store, checks it against its hash and sends the
// very bytes as the multipart file, with the model and the language; the output is the
// text as JSON. A worker whose backend.tasks do not list transcription for the model
// refuses the job.
func TestTranscriptionGetsTheStoredAudio(t *testing.T) {
	e := newEnv(t)
	audio := wavBytes()
	obs, err := e.js.ObjectStore(context.Background(), wire.BucketOutputs)
	if err != nil {
		t.Fatal(err)
	}
	h := crypto.Keccak256Hash(audio)
	if _, err := obs.PutBytes(context.Background(), wire.ObjectName(h), audio); err != nil {
		t.Fatal(err)
	}
	s := &transcriptionsServer{}
	srv := openAIServer(t, s.ServeHTTP)
	b, err := NewOpenAI(backendConfig(srv.URL), nil)
	if err != nil {
		t.Fatal(err)
	}
	doc := `{"infer":1,"task":"transcription","input":"` + string(wire.InputRef(h)) + `","language":"en"}`

	// Not served: refused with the reason, the server never called.
	id := e.request(doc, 1000)
	r := e.start(0, testConfig(t), b)
	e.assign(id, 0, doc, 1000, time.Hour)
	testkit.WaitUntil(t, "the refusal", func() bool { return r.w.Stats().Nacked == 1 })
	if acks := e.ackList(); len(acks) != 1 || !acks[0].Failed || !strings.Contains(acks[0].Reason, `not for "transcription"`) {
		t.Fatalf("acks %+v, want one refusal naming the task", acks)
	}
	r.stop()

	cfg := testConfig(t)
	cfg.Backend.Tasks = map[string][]string{testModel: {"transcription"}}
	r = e.start(1, cfg, b)
	id = e.request(doc, 1000)
	e.assign(id, 1, doc, 1000, time.Hour)
	testkit.WaitUntil(t, "the result", func() bool { return r.w.Stats().Completed == 1 })
	s.mu.Lock()
	defer s.mu.Unlock()
	if !bytes.Equal(s.file, audio) || s.name != "audio.wav" || s.fields["model"] != "meta-llama/Llama-3-8B" || s.fields["language"] != "en" ||
		s.fields["response_format"] != "json" {
		t.Fatalf("the server got %d bytes named %q with %v", len(s.file), s.name, s.fields)
	}
	it, err := e.chain.Router.FilterResultSubmitted(nil, []*big.Int{id}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !it.Next() || string(it.Event.Output) != `{"text":"hello world"}` {
		t.Fatalf("ResultSubmitted event missing or wrong: %+v", it.Event)
	}
}

// embeddingsServer is POST /v1/embeddings.
func embeddingsServer(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost || r.URL.Path != "/v1/embeddings" {
		http.NotFound(w, r)
		return
	}
	var body map[string]any
	if err := json.NewDecoder(r.Body).Decode(&body); err != nil {
		schemaError(w, "body: %v", err)
		return
	}
	in, ok := body["input"].(string)
	if _, isModel := body["model"].(string); !ok || in == "" || !isModel {
		schemaError(w, "input (a non-empty string or array) and model are required")
		return
	}
	if f, ok := body["encoding_format"]; ok && f != "float" && f != "base64" {
		schemaError(w, "encoding_format: must be float or base64")
		return
	}
	_, _ = io.WriteString(w, `{"object":"list","data":[{"object":"embedding","index":0,"embedding":[0.0023064255,-0.009327292,1.5e-7,0.5]}],
		"model":"text-embedding-3-small","usage":{"prompt_tokens":8,"total_tokens":8}}`)
}

func TestEmbeddingBackend(t *testing.T) {
	srv := openAIServer(t, embeddingsServer)
	b, err := NewOpenAI(backendConfig(srv.URL), nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := b.Infer(context.Background(), docJob(t, `{"infer":1,"task":"embedding","input":"a sentence"}`, 1))
	if err != nil {
		t.Fatal(err)
	}
	if string(res.Output) != "[0.0023064255,-0.009327292,1.5e-07,0.5]" || res.ContentType != "application/json" || res.PromptTokens != 8 {
		t.Fatalf("result %q %s %d", res.Output, res.ContentType, res.PromptTokens)
	}
	cfg := backendConfig(srv.URL)
	cfg.MaxOutputBytes = 10
	small, _ := NewOpenAI(cfg, nil)
	if _, err := small.Infer(context.Background(), docJob(t, `{"infer":1,"task":"embedding","input":"x"}`, 1)); !errors.Is(err, ErrBackend) {
		t.Fatalf("a vector over max_output_bytes: %v", err)
	}
}

func TestAudioFileNames(t *testing.T) {
	for _, tc := range []struct {
		b    string
		name string
	}{
		{string(wavBytes()), "audio.wav"}, {"fLaC\x00", "audio.flac"}, {"OggS\x00", "audio.ogg"}, {"ID3\x04", "audio.mp3"},
		{"\xff\xfb\x90", "audio.mp3"}, {"\x00\x00\x00\x20ftypM4A ", "audio.m4a"}, {"\x1a\x45\xdf\xa3", "audio.webm"}, {"hello", "audio.bin"},
	} {
		if got, _ := audioFile([]byte(tc.b)); got != tc.name {
			t.Errorf("%q: %s, want %s", tc.b, got, tc.name)
		}
	}
}
