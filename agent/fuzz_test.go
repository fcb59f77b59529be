package agent

import (
	"errors"
	"testing"

	"github.com/infersched/infersched/wire/infer"
)

// FuzzParseAnswer: any backend body either yields text within the limit (and tokens
// with at most the alternatives asked for) or an ErrBackend, never a panic.
func FuzzParseAnswer(f *testing.F) {
	for _, s := range []string{
		`{"choices":[{"message":{"content":"hi"}}]}`, `{"choices":[{"text":"hi"}]}`, `{"choices":[]}`,
		`{"choices":[{"message":null,"text":"x"}]}`, `{"choices":[{"message":{"content":null}}]}`, `[]`, `null`, `{"choices":[{`,
		`{"choices":[{"message":{"content":"Hi"},"logprobs":{"content":[{"token":"token_id:5","logprob":-0.5,"top_logprobs":[{"token":"token_id:5","logprob":-0.5},{"token":"token_id:9","logprob":-1}]}]}}]}`,
		`{"choices":[{"message":{"content":"Hi"},"logprobs":{"content":[{"id":5,"token":"Hi","logprob":-0.5,"top_logprobs":[{"id":5,"logprob":-0.5}]}]}}]}`,
		`{"choices":[{"text":"Hi","logprobs":{"tokens":["token_id:5"],"token_logprobs":[-0.5],"top_logprobs":[{"token_id:5":-0.5,"token_id:7":-2,"token_id:8":-3,"token_id:9":-4}]}}]}`,
		`{"choices":[{"text":"Hi","logprobs":{"tokens":["token_id:5","x"],"token_logprobs":[null,-1],"top_logprobs":[null]}}]}`,
	} {
		f.Add([]byte(s), true)
		f.Add([]byte(s), false)
	}
	f.Fuzz(func(t *testing.T, body []byte, chat bool) {
		task := infer.TaskCompletion
		if chat {
			task = infer.TaskChat
		}
		ans, out, err := parseGenAnswer(body, task, 16)
		if err != nil {
			if !errors.Is(err, ErrBackend) {
				t.Fatalf("error %v is not ErrBackend", err)
			}
			return
		}
		if len(out) > 16 {
			t.Fatalf("output of %d bytes over the limit", len(out))
		}
		if toks, err := answerTokens(ans, task, 3); err == nil {
			for _, tok := range toks {
				if len(tok.Top) > 3 {
					t.Fatalf("%d alternatives, more than asked", len(tok.Top))
				}
			}
		}
	})
}

// FuzzOpenStore: a corrupt state file is an error, never a panic.
func FuzzOpenStore(f *testing.F) {
	f.Add([]byte(`{"version":1,"requests":{"1":{"request_id":"1","nonce":3,"hashes":["0x01"],"raw":"0x02"}}}`))
	f.Add([]byte(`{"version":2}`))
	f.Add([]byte(`{"version":1,"requests":null}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		path := t.TempDir() + "/s.json"
		if err := writeFile(path, b); err != nil {
			t.Skip()
		}
		s, err := openStore(path)
		if err == nil {
			_ = s.pending()
		}
	})
}
