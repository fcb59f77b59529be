package agent

import (
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/testutil/testkit"
)

// TestBadDocumentsAreRefused: a document the daemon would have made invalid_request
// reaching a worker anyway is refused, never run, with the error naming the member, as
// the daemon names it; never a panic.
func TestBadDocumentsAreRefused(t *testing.T) {
	e := newEnv(t)
	b := &countingBackend{}
	cfg := testConfig(t)
	cfg.Backend.Tasks = TaskConfig{All: []string{"chat", "completion"}} // echo's default is every task
	r := e.start(0, cfg, b)
	cases := []struct{ doc, want string }{
		{`{"infer":1,"task":"chat","messages":[{"role":"robot","content":"hi"}]}`, "messages[0].role"},
		{`{"infer":1,"task":"chat","messages":[{"role":"user","content":"hi"}],"temperature":"hot"}`, "temperature: must be a number"},
		{`{"infer":2,"task":"chat","messages":[{"role":"user","content":"hi"}]}`, "infer: must be 1"},
		{`{"infer":1,"task":"video","prompt":"x"}`, "task: must be one of"},
		{`{"infer":1,"task":"completion","prompt":"x","size":"512x512"}`, `size: is not a member of task "completion"`},
		{`{"infer":1,"task":"image","prompt":"x","steps":0}`, "steps: must be an integer in [1, 1000]"},
		{`{"infer":1,"task":"chat","messages":[{"role":"user","content":"hi"}],"seed":-1}`, "seed: must be an integer"},
		{`{"infer":1, "task":"chat",`, "malformed JSON"},
	}
	for i, c := range cases {
		id := e.request(c.doc, 1000)
		e.assign(id, 0, c.doc, 1000, time.Hour)
		testkit.WaitUntil(t, "the refusal", func() bool { return r.w.Stats().Nacked == int64(i+1) })
		acks := e.ackList()
		last := acks[len(acks)-1]
		if !last.Failed || last.RequestID != id.String() || !strings.Contains(last.Reason, "invalid_request") || !strings.Contains(last.Reason, c.want) {
			t.Errorf("%s: refusal %+v, want invalid_request naming %q", c.doc, last, c.want)
		}
	}
	if n := b.runs.Load(); n != 0 {
		t.Fatalf("the backend ran %d bad documents", n)
	}
	// A task the model is not served for (backend.tasks) is refused the same way.
	doc := `{"infer":1,"task":"embedding","input":"a sentence"}`
	id := e.request(doc, 1000)
	e.assign(id, 0, doc, 1000, time.Hour)
	testkit.WaitUntil(t, "the refusal", func() bool { return r.w.Stats().Nacked == int64(len(cases)+1) })
	if acks := e.ackList(); !strings.Contains(acks[len(acks)-1].Reason, `not for "embedding"`) || b.runs.Load() != 0 {
		t.Fatalf("an unserved task: %+v", acks[len(acks)-1])
	}
}
