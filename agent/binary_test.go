package agent

import (
	"context"
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

// TestUploadedPNGIsNotSentAsText tries what a user would: a PNG uploaded as an input and
// requested by its ref: prompt, which once reached the chat endpoint as mangled text
// ("\ufffdPNG\r\n…") and came back as a paid result. The bytes are fetched, but a prompt
// that is not UTF-8 is never sent to a text endpoint: the worker refuses the job and says
// why.
func TestUploadedPNGIsNotSentAsText(t *testing.T) {
	e := newEnv(t)
	png := append([]byte("\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"), make([]byte, 64)...)
	obs, err := e.js.ObjectStore(context.Background(), wire.BucketInputs)
	if err != nil {
		t.Fatal(err)
	}
	h := crypto.Keccak256Hash(png)
	if _, err := obs.PutBytes(context.Background(), wire.ObjectName(h), png); err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var bodies []string
	srv := openAIServer(t, func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		mu.Lock()
		bodies = append(bodies, string(b))
		mu.Unlock()
		_, _ = io.WriteString(w, `{"choices":[{"message":{"role":"assistant","content":"a picture"}}]}`)
	})
	b, err := NewOpenAI(backendConfig(srv.URL), nil)
	if err != nil {
		t.Fatal(err)
	}
	prompt := string(wire.InputRef(h))
	id := e.request(prompt, 1000)
	r := e.start(0, testConfig(t), b)
	e.assign(id, 0, prompt, 1000, time.Hour)
	testkit.WaitUntil(t, "the job settled", func() bool {
		st := r.w.Stats()
		return st.Nacked+st.Completed > 0
	})
	mu.Lock()
	defer mu.Unlock()
	for _, body := range bodies {
		if strings.Contains(body, `\ufffdPNG`) || strings.Contains(body, "\ufffdPNG") {
			t.Fatalf("the PNG reached the chat endpoint as mangled text: %.120s", body)
		}
	}
	acks := e.ackList()
	if last := acks[len(acks)-1]; !last.Failed || !strings.Contains(last.Reason, "not UTF-8") {
		t.Fatalf("acks %+v, want a refusal saying the prompt is not UTF-8", acks)
	}
}
