package agent

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"strconv"

	"github.com/infersched/infersched/wire/infer"
)

// Embeddings, images and transcriptions, as OpenAI's API reference publishes them
// (platform.openai.com/docs/api-reference: embeddings/create, images/create,
// audio/createTranscription).
//
//   - POST /v1/embeddings {"model", "input", "encoding_format": "float"} answers
//     {"data": [{"embedding": [float…], "index": 0}], "usage": {"prompt_tokens"}}; the
//     output is the vector as a JSON array of numbers (each written as the shortest
//     decimal that reads back to the same float32, as servers compute them).
//   - POST /v1/images/generations {"model", "prompt", "n": 1, "size", "response_format":
//     "b64_json"} answers {"data": [{"b64_json"}]}; the output is the image's bytes,
//     which must be a PNG. The document's seed and steps are extra members, read by the
//     servers that read them and ignored by the others: "seed" (vLLM-Omni, LocalAI),
//     the steps as "num_inference_steps" (vLLM-Omni, diffusers-based servers), "steps"
//     (the document's own name: stable-diffusion web servers, Together's API) and
//     "step" (LocalAI). OpenAI's own image models read neither.
//   - POST /v1/audio/transcriptions, multipart/form-data: "file" (the input's bytes,
//     named audio.<ext> after their format: servers tell the format by the name),
//     "model", "language" when the document sets it, "response_format": "json"; answers
//     {"text"}. The output is {"text": …} as JSON.

func (o *openAI) embed(ctx context.Context, j Job) (Result, error) {
	req := struct {
		Model          string `json:"model"`
		Input          string `json:"input"`
		EncodingFormat string `json:"encoding_format"`
	}{o.model(j), j.Doc.Input, "float"}
	raw, _, err := o.postJSON(ctx, "/v1/embeddings", req, 32*infer.MaxEmbeddingDims+64<<10)
	if err != nil {
		return Result{}, err
	}
	var ans struct {
		Data []struct {
			Embedding []float64 `json:"embedding"`
		} `json:"data"`
		Usage *struct {
			PromptTokens int `json:"prompt_tokens"`
		} `json:"usage"`
	}
	if err := json.Unmarshal(raw, &ans); err != nil {
		return Result{}, fmt.Errorf("%w: embeddings: malformed JSON: %w", ErrBackend, err)
	}
	if len(ans.Data) != 1 || len(ans.Data[0].Embedding) == 0 || len(ans.Data[0].Embedding) > infer.MaxEmbeddingDims {
		return Result{}, fmt.Errorf("%w: embeddings: want one vector of 1 to %d numbers in data", ErrBackend, infer.MaxEmbeddingDims)
	}
	out := []byte{'['}
	for i, f := range ans.Data[0].Embedding {
		if math.IsNaN(f) || math.IsInf(f, 0) || math.Abs(f) > math.MaxFloat32 {
			return Result{}, fmt.Errorf("%w: embeddings: component %d is not a finite float32", ErrBackend, i)
		}
		if i > 0 {
			out = append(out, ',')
		}
		out = strconv.AppendFloat(out, float64(float32(f)), 'g', -1, 32)
	}
	out = append(out, ']')
	if int64(len(out)) > o.cfg.MaxOutputBytes {
		return Result{}, fmt.Errorf("%w: embeddings: the vector is %d bytes of JSON, the limit (max_output_bytes) is %d", ErrBackend, len(out), o.cfg.MaxOutputBytes)
	}
	res := Result{Output: out, ContentType: infer.ContentJSON}
	if ans.Usage != nil {
		res.PromptTokens = max(ans.Usage.PromptTokens, 0)
	}
	return res, nil
}

func (o *openAI) image(ctx context.Context, j Job) (Result, error) {
	req := struct {
		Model             string `json:"model"`
		Prompt            string `json:"prompt"`
		N                 int    `json:"n"`
		Size              string `json:"size,omitempty"`
		ResponseFormat    string `json:"response_format"`
		Seed              *int64 `json:"seed,omitempty"`
		Steps             *int64 `json:"steps,omitempty"`
		NumInferenceSteps *int64 `json:"num_inference_steps,omitempty"`
		Step              *int64 `json:"step,omitempty"`
	}{Model: o.model(j), Prompt: j.Doc.Prompt, N: 1, Size: j.Doc.Size, ResponseFormat: "b64_json", Seed: j.Doc.Seed,
		Steps: j.Doc.Steps, NumInferenceSteps: j.Doc.Steps, Step: j.Doc.Steps}
	raw, _, err := o.postJSON(ctx, "/v1/images/generations", req, o.cfg.MaxImageBytes/3*4+64<<10)
	if err != nil {
		return Result{}, err
	}
	var ans struct {
		Data []struct {
			B64JSON *string `json:"b64_json"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &ans); err != nil {
		return Result{}, fmt.Errorf("%w: images: malformed JSON: %w", ErrBackend, err)
	}
	if len(ans.Data) != 1 || ans.Data[0].B64JSON == nil {
		return Result{}, fmt.Errorf("%w: images: want one image with b64_json in data", ErrBackend)
	}
	img, err := base64.StdEncoding.DecodeString(*ans.Data[0].B64JSON)
	if err != nil {
		return Result{}, fmt.Errorf("%w: images: b64_json is not base64: %w", ErrBackend, err)
	}
	if int64(len(img)) > o.cfg.MaxImageBytes {
		return Result{}, fmt.Errorf("%w: images: the image is %d bytes, the limit (max_image_bytes) is %d", ErrBackend, len(img), o.cfg.MaxImageBytes)
	}
	if !infer.IsPNG(img) {
		return Result{}, fmt.Errorf("%w: images: the server's image is not a PNG (no PNG signature)", ErrBackend)
	}
	return Result{Output: img, ContentType: infer.ContentPNG}, nil
}

func (o *openAI) transcribe(ctx context.Context, j Job) (Result, error) {
	if len(j.Input) == 0 {
		return Result{}, fmt.Errorf("%w: transcription: no audio", ErrBackend)
	}
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	name, ctype := audioFile(j.Input)
	h := textproto.MIMEHeader{}
	h.Set("Content-Disposition", `form-data; name="file"; filename="`+name+`"`)
	h.Set("Content-Type", ctype)
	fw, err := mw.CreatePart(h)
	if err == nil {
		_, err = fw.Write(j.Input)
	}
	fields := [][2]string{{"model", o.model(j)}, {"response_format", "json"}}
	if j.Doc.Language != "" {
		fields = append(fields, [2]string{"language", j.Doc.Language})
	}
	for _, f := range fields {
		if err == nil {
			err = mw.WriteField(f[0], f[1])
		}
	}
	if err == nil {
		err = mw.Close()
	}
	if err != nil {
		return Result{}, fmt.Errorf("%w: transcription: encode request: %w", ErrBackend, err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, o.base+"/v1/audio/transcriptions", &body)
	if err != nil {
		return Result{}, fmt.Errorf("%w: %w", ErrBackend, err)
	}
	req.Header.Set("Content-Type", mw.FormDataContentType())
	raw, _, err := o.do(req, 6*o.cfg.MaxOutputBytes+64<<10)
	if err != nil {
		return Result{}, err
	}
	var ans struct {
		Text *string `json:"text"`
	}
	if err := json.Unmarshal(raw, &ans); err != nil || ans.Text == nil {
		return Result{}, fmt.Errorf("%w: transcription: want {\"text\": …}, got %s", ErrBackend, clip(string(raw), 200))
	}
	out, err := json.Marshal(struct {
		Text string `json:"text"`
	}{*ans.Text})
	if err != nil {
		return Result{}, fmt.Errorf("%w: transcription: %w", ErrBackend, err)
	}
	if int64(len(out)) > o.cfg.MaxOutputBytes {
		return Result{}, fmt.Errorf("%w: transcription: %d bytes, the limit (max_output_bytes) is %d", ErrBackend, len(out), o.cfg.MaxOutputBytes)
	}
	return Result{Output: out, ContentType: infer.ContentJSON}, nil
}

// audioFile names audio bytes after their format, by their signature (the formats
// OpenAI's transcription endpoint lists: flac, mp3, mp4/m4a, ogg, wav, webm).
func audioFile(b []byte) (name, contentType string) {
	switch {
	case len(b) >= 12 && string(b[:4]) == "RIFF" && string(b[8:12]) == "WAVE":
		return "audio.wav", "audio/wav"
	case bytes.HasPrefix(b, []byte("fLaC")):
		return "audio.flac", "audio/flac"
	case bytes.HasPrefix(b, []byte("OggS")):
		return "audio.ogg", "audio/ogg"
	case bytes.HasPrefix(b, []byte("ID3")), len(b) >= 2 && b[0] == 0xff && b[1]&0xe0 == 0xe0:
		return "audio.mp3", "audio/mpeg"
	case len(b) >= 12 && string(b[4:8]) == "ftyp":
		return "audio.m4a", "audio/mp4"
	case bytes.HasPrefix(b, []byte{0x1a, 0x45, 0xdf, 0xa3}):
		return "audio.webm", "audio/webm"
	}
	return "audio.bin", "application/octet-stream"
}
