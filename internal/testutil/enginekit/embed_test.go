package enginekit

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"math"
	"net/http"
	"testing"
)

type embeddingAnswer struct {
	Object string `json:"object"`
	Model  string `json:"model"`
	Data   []struct {
		Object    string          `json:"object"`
		Embedding json.RawMessage `json:"embedding"`
		Index     int             `json:"index"`
	} `json:"data"`
	Usage struct {
		PromptTokens int `json:"prompt_tokens"`
		TotalTokens  int `json:"total_tokens"`
	} `json:"usage"`
}

func embedding(t *testing.T, e *Engine, model string, input any) ([]float64, embeddingAnswer) {
	t.Helper()
	var a embeddingAnswer
	post(t, e, "/v1/embeddings", map[string]any{"model": model, "input": input, "encoding_format": "float"}, &a)
	if len(a.Data) == 0 {
		t.Fatalf("no data: %+v", a)
	}
	var v []float64
	if err := json.Unmarshal(a.Data[0].Embedding, &v); err != nil {
		t.Fatalf("embedding: %v", err)
	}
	return v, a
}

func cosine(a, b []float64) float64 {
	var ab, aa, bb float64
	for i := range a {
		ab, aa, bb = ab+a[i]*b[i], aa+a[i]*a[i], bb+b[i]*b[i]
	}
	return ab / math.Sqrt(aa*bb)
}

// POST /v1/embeddings answers in OpenAI's shape: one unit vector of the model's
// embedding length per input, the same twice, another for another input, another model
// or the same weights quantized; base64 is the same float32s; bad inputs are 400s naming
// the member.
func TestEmbeddings(t *testing.T) {
	e := sharedEngine.get(t)
	const text = "The Rhine flows north."
	v, a := embedding(t, e, "tiny", text)
	if a.Object != "list" || a.Model != "tiny" || a.Data[0].Object != "embedding" || a.Data[0].Index != 0 || len(a.Data) != 1 ||
		a.Usage.PromptTokens < 2 || a.Usage.TotalTokens != a.Usage.PromptTokens {
		t.Errorf("answer: %+v", a)
	}
	if len(v) != 64 {
		t.Fatalf("%d numbers, want the model's embedding length 64", len(v))
	}
	var norm float64
	for _, x := range v {
		norm += x * x
	}
	if math.Abs(norm-1) > 1e-5 {
		t.Errorf("|v|² = %v, want a unit vector", norm)
	}
	again, _ := embedding(t, e, "tiny", text)
	if c := cosine(v, again); c != 1 && math.Abs(c-1) > 1e-12 {
		t.Errorf("the same input twice: cosine %v", c)
	}
	other, _ := embedding(t, e, "tiny", "A different sentence entirely.")
	seed2, _ := embedding(t, e, "other", text)
	q8, _ := embedding(t, e, "tiny-q8", text)
	for name, w := range map[string][]float64{"another input": other, "another model": seed2, "Q8_0": q8} {
		if c := cosine(v, w); c > 0.999999 {
			t.Errorf("%s: cosine %v to the input's embedding, want a different vector", name, c)
		}
	}
	// A list of inputs answers each at its index; token ids are embedded as given.
	_, many := embedding(t, e, "tiny", []string{text, "A different sentence entirely."})
	if len(many.Data) != 2 || many.Data[1].Index != 1 || string(many.Data[0].Embedding) != string(a.Data[0].Embedding) {
		t.Errorf("two inputs: %d data, index %d, first equal: %v", len(many.Data), many.Data[1].Index, string(many.Data[0].Embedding) == string(a.Data[0].Embedding))
	}
	var b64 embeddingAnswer
	post(t, e, "/v1/embeddings", map[string]any{"model": "tiny", "input": text, "encoding_format": "base64"}, &b64)
	var s string
	if err := json.Unmarshal(b64.Data[0].Embedding, &s); err != nil {
		t.Fatal(err)
	}
	raw, err := base64.StdEncoding.DecodeString(s)
	if err != nil || len(raw) != 4*len(v) {
		t.Fatalf("base64: %v, %d bytes", err, len(raw))
	}
	for i := range v {
		if f := math.Float32frombits(binary.LittleEndian.Uint32(raw[4*i:])); float64(f) != v[i] {
			t.Fatalf("base64 component %d: %v, float %v", i, f, v[i])
		}
	}
	for _, c := range []struct{ body, param string }{
		{`{"model": "tiny", "input": ""}`, "input"},
		{`{"model": "tiny", "input": [""]}`, "input"},
		{`{"model": "tiny", "input": 7}`, "input"},
		{`{"model": "tiny", "input": [1, 100000]}`, "input"},
		{`{"model": "tiny", "input": "x", "encoding_format": "int8"}`, "encoding_format"},
		{`{"model": "tiny", "input": "x", "dimensions": 8}`, "dimensions"},
	} {
		code, raw := call(t, e, http.MethodPost, "/v1/embeddings", []byte(c.body), nil)
		var ea errorAnswer
		if err := json.Unmarshal(raw, &ea); err != nil || code != 400 || ea.Error.Param == nil || *ea.Error.Param != c.param {
			t.Errorf("POST /v1/embeddings %s: HTTP %d %s, want 400 naming %q", c.body, code, raw, c.param)
		}
	}
}
