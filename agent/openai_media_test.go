package agent

import (
	"bytes"
	"context"
	"errors"
	"math/big"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/internal/testutil/mediakit"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

// The servers are internal/testutil/mediakit's, written to OpenAI's published request
// and response schemas: no image or speech model runs on these machines.

func TestImageBackend(t *testing.T) {
	s := mediakit.New()
	pic := s.Image()
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
	last := s.LastImage()
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
	for _, k := range []string{"size", "seed", "steps", "num_inference_steps", "step"} {
		if _, ok := s.LastImage()[k]; ok {
			t.Errorf("member %s sent without the document asking", k)
		}
	}
	s.SetImage([]byte("GIF89a, not a PNG"))
	if _, err := b.Infer(context.Background(), docJob(t, `{"infer":1,"task":"image","prompt":"a fox"}`, 1)); !errors.Is(err, ErrBackend) || !strings.Contains(err.Error(), "not a PNG") {
		t.Fatalf("a GIF: %v", err)
	}
	s.SetImage(append(append([]byte{}, pic...), make([]byte, 1<<10)...))
	cfg.MaxImageBytes = 1 << 10
	small, _ := NewOpenAI(cfg, nil)
	if _, err := small.Infer(context.Background(), docJob(t, `{"infer":1,"task":"image","prompt":"a fox"}`, 1)); !errors.Is(err, ErrBackend) {
		t.Fatalf("an image over max_image_bytes: %v", err)
	}
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
	obs, err := e.js.ObjectStore(context.Background(), wire.BucketInputs)
	if err != nil {
		t.Fatal(err)
	}
	h := crypto.Keccak256Hash(audio)
	if _, err := obs.PutBytes(context.Background(), wire.ObjectName(h), audio); err != nil {
		t.Fatal(err)
	}
	s := mediakit.New()
	srv := openAIServer(t, s.ServeHTTP)
	b, err := NewOpenAI(backendConfig(srv.URL), nil)
	if err != nil {
		t.Fatal(err)
	}
	doc := `{"infer":1,"task":"transcription","input":"` + string(wire.InputRef(h)) + `","language":"en"}`

	// Not served: refused with the reason, the server never called.
	id := e.request(doc, 1000)
	chat := testConfig(t)
	chat.Backend.Tasks = TaskConfig{All: []string{"chat", "completion"}}
	r := e.start(0, chat, b)
	e.assign(id, 0, doc, 1000, time.Hour)
	testkit.WaitUntil(t, "the refusal", func() bool { return r.w.Stats().Nacked == 1 })
	if acks := e.ackList(); len(acks) != 1 || !acks[0].Failed || !strings.Contains(acks[0].Reason, `not for "transcription"`) {
		t.Fatalf("acks %+v, want one refusal naming the task", acks)
	}
	r.stop()

	cfg := testConfig(t)
	cfg.Backend.Tasks = TaskConfig{PerModel: map[string][]string{testModel: {"transcription"}}}
	r = e.start(1, cfg, b)
	id = e.request(doc, 1000)
	e.assign(id, 1, doc, 1000, time.Hour)
	testkit.WaitUntil(t, "the result", func() bool { return r.w.Stats().Completed == 1 })
	got := s.LastAudio()
	if !bytes.Equal(got.File, audio) || got.Name != "audio.wav" || got.Fields["model"] != "meta-llama/Llama-3-8B" || got.Fields["language"] != "en" ||
		got.Fields["response_format"] != "json" {
		t.Fatalf("the server got %d bytes named %q with %v", len(got.File), got.Name, got.Fields)
	}
	it, err := e.chain.Router.FilterResultSubmitted(nil, []*big.Int{id}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !it.Next() || string(it.Event.Output) != `{"text":"hello world"}` {
		t.Fatalf("ResultSubmitted event missing or wrong: %+v", it.Event)
	}

	// A document whose input_bytes is not the size of the audio it names (the plan
	// counted its time from that size) is refused, the server not called again.
	calls := s.AudioCalls()
	wrong := `{"infer":1,"task":"transcription","input":"` + string(wire.InputRef(h)) + `","input_bytes":` + strconv.Itoa(len(audio)+1) + `}`
	id = e.request(wrong, 1000)
	e.assign(id, 1, wrong, 1000, time.Hour)
	testkit.WaitUntil(t, "the refusal of a wrong input_bytes", func() bool { return r.w.Stats().Nacked == 1 })
	acks := e.ackList()
	if last := acks[len(acks)-1]; !last.Failed || !strings.Contains(last.Reason, "input_bytes says") || s.AudioCalls() != calls {
		t.Fatalf("last ack %+v (server calls %d → %d), want a refusal naming input_bytes", last, calls, s.AudioCalls())
	}
}

func TestEmbeddingBackend(t *testing.T) {
	media := mediakit.New()
	srv := openAIServer(t, media.ServeHTTP)
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
	if last := media.LastEmbedding(); last["input"] != "a sentence" || last["encoding_format"] != "float" || last["model"] != "meta-llama/Llama-3-8B" {
		t.Fatalf("the server got %v", last)
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
