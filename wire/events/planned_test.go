package events

import (
	"slices"
	"testing"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/infer"
)

// A document's task, prompt tokens, steps and audio size reach the scheduler's request; a plain
// prompt, a whole ref: prompt and an invalid document leave the request as a plain
// prompt always made it (so the decision records of plain prompts keep their bytes).
func TestRequestCarriesTheDocument(t *testing.T) {
	for _, c := range []struct {
		prompt                          string
		task                            string
		promptTokens, steps, audioBytes int64
	}{
		{"hello there", "", 0, 0, 0},
		{"ref:0x" + "ab" + "00000000000000000000000000000000000000000000000000000000000000", "", 0, 0, 0},
		{`{"infer":1,"task":"chat","messages":[{"role":"system","content":"be brief"},{"role":"user","content":"hi"}],"temperature":0,"seed":42}`, "chat", 3, 0, 0},
		{`{"infer":1,"task":"completion","prompt":"12345"}`, "completion", 2, 0, 0},
		{`{"infer":1,"task":"embedding","input":"abcdabcd"}`, "embedding", 2, 0, 0},
		{`{"infer":1,"task":"image","prompt":"a cat","steps":12}`, "image", 2, 12, 0},
		{`{"infer":1,"task":"image","prompt":"a cat"}`, "image", 2, 0, 0},
		{`{"infer":1,"task":"transcription","input":"ref:0x` + "cd" + `00000000000000000000000000000000000000000000000000000000000000","language":"en"}`, "transcription", 0, 0, 0},
		{`{"infer":1,"task":"transcription","input":"ref:0x` + "cd" + `00000000000000000000000000000000000000000000000000000000000000","input_bytes":960000}`, "transcription", 0, 0, 960_000},
		{`{"infer":1,"task":"chat","messages":[],"temperature":7}`, "", 0, 0, 0}, // invalid: nothing
	} {
		ev := validRequest()
		ev.Prompt = []byte(c.prompt)
		r := ev.Request()
		if r.Task != c.task || r.PromptTokens != c.promptTokens || r.Steps != c.steps || r.AudioBytes != c.audioBytes {
			t.Errorf("%s: task %q, prompt tokens %d, steps %d, audio bytes %d; want %q, %d, %d, %d", c.prompt, r.Task, r.PromptTokens, r.Steps, r.AudioBytes,
				c.task, c.promptTokens, c.steps, c.audioBytes)
		}
	}
}

// The three packages that name the tasks agree.
func TestTaskNamesAgree(t *testing.T) {
	var fromInfer []string
	for _, tk := range infer.Tasks() {
		fromInfer = append(fromInfer, string(tk))
	}
	if !slices.Equal(fromInfer, scheduler.Tasks()) || !slices.Equal(fromInfer, wire.Tasks()) {
		t.Fatalf("tasks differ: infer %v, scheduler %v, wire %v", fromInfer, scheduler.Tasks(), wire.Tasks())
	}
	// What a model without a task list is served for: the heartbeat's meaning of an
	// absent entry (wire) and the plan's (scheduler).
	if !slices.Equal(scheduler.DefaultTasks(), wire.DefaultTasks()) {
		t.Fatalf("default tasks differ: scheduler %v, wire %v", scheduler.DefaultTasks(), wire.DefaultTasks())
	}
}
