package wire

import (
	"slices"
	"strconv"

	"github.com/infersched/infersched/internal/canonjson"
	"github.com/infersched/infersched/internal/validate"
)

// Heartbeat members tasks and speed (doc.go): what a worker serves each model for, and
// how fast it measured itself running it.

// Tasks lists the task names a heartbeat's tasks member may hold, in the order each
// model's list is written (the inference request document's tasks, wire/infer).
func Tasks() []string {
	return []string{"chat", "completion", "embedding", "image", "transcription"}
}

// DefaultTasks is what a model without a tasks entry is served for.
func DefaultTasks() []string { return []string{"chat", "completion"} }

// MaxRate bounds every rate of a ModelSpeed (2^40).
const MaxRate = 1 << 40

// ModelSpeed is a worker's measured rates for one model: windowed medians of its own
// jobs. Integers; a rate not measured is 0 and left out.
type ModelSpeed struct {
	// DecodeTPS: generated tokens per second (chat, completion).
	DecodeTPS int64 `json:"decode_tps,omitempty"`
	// PrefillTPS: prompt tokens read per second (the prompt of a chat or completion,
	// an embedding's input).
	PrefillTPS int64 `json:"prefill_tps,omitempty"`
	// StepsPerMin: image denoising steps per minute.
	StepsPerMin int64 `json:"steps_per_min,omitempty"`
	// AudioBPS: bytes of audio input transcribed per second.
	AudioBPS int64 `json:"audio_bps,omitempty"`
}

// taskRank is a task's place in Tasks(); len(Tasks()) for a name that is no task.
func taskRank(t string) int {
	if i := slices.Index(Tasks(), t); i >= 0 {
		return i
	}
	return len(Tasks())
}

// normalizedTasks returns ts with each model's list in Tasks() order (names that are no
// task last, by byte value) without repeats; ts is not modified.
func normalizedTasks(ts map[string][]string) map[string][]string {
	if ts == nil {
		return nil
	}
	out := make(map[string][]string, len(ts))
	for m, list := range ts {
		l := slices.Clone(list)
		slices.SortFunc(l, func(a, b string) int {
			if ra, rb := taskRank(a), taskRank(b); ra != rb {
				return ra - rb
			}
			return compareStrings(a, b)
		})
		out[m] = slices.Compact(l)
	}
	return out
}

func compareStrings(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// checkTasks: each entry a model served, with 1 to 5 tasks.
func (h Heartbeat) checkTasks(p *validate.Problems) {
	if len(h.Tasks) > len(h.Models) {
		p.Addf("heartbeat.tasks", "has %d models, more than the %d served", len(h.Tasks), len(h.Models))
		return
	}
	for _, m := range sortedKeys(h.Tasks) {
		at := "heartbeat.tasks[" + strconv.Quote(clip(m)) + "]"
		if _, served := slices.BinarySearch(h.Models, m); !served {
			p.Addf(at, "is not a model the worker serves")
			continue
		}
		ts := h.Tasks[m]
		p.Check(len(ts) > 0, at, "must list at least one task (leave the model out for chat and completion)")
		for i, t := range ts {
			p.Check(taskRank(t) < len(Tasks()), at+"["+strconv.Itoa(i)+"]", "must be one of %v, got %q", Tasks(), clip(t))
		}
	}
}

// checkSpeed: each entry a model served, with at least one rate, each in [0, MaxRate].
func (h Heartbeat) checkSpeed(p *validate.Problems) {
	if len(h.Speed) > len(h.Models) {
		p.Addf("heartbeat.speed", "has %d models, more than the %d served", len(h.Speed), len(h.Models))
		return
	}
	for _, m := range sortedKeys(h.Speed) {
		at := "heartbeat.speed[" + strconv.Quote(clip(m)) + "]"
		if _, served := slices.BinarySearch(h.Models, m); !served {
			p.Addf(at, "is not a model the worker serves")
			continue
		}
		s := h.Speed[m]
		p.Check(s != ModelSpeed{}, at, "must have a rate (leave the model out when none is measured)")
		for _, r := range []struct {
			key string
			v   int64
		}{{"decode_tps", s.DecodeTPS}, {"prefill_tps", s.PrefillTPS}, {"steps_per_min", s.StepsPerMin}, {"audio_bps", s.AudioBPS}} {
			p.Check(r.v >= 0 && r.v <= MaxRate, at+"."+r.key, "must be in [0, 2^40], got %d", r.v)
		}
	}
}

// appendTasks writes the tasks member, when there is one.
func appendTasks(b []byte, ts map[string][]string) []byte {
	if len(ts) == 0 {
		return b
	}
	b = append(b, `,"tasks":`...)
	return canonjson.AppendObject(b, ts, func(b []byte, list []string) []byte {
		b = append(b, '[')
		for i, t := range list {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendString(b, t)
		}
		return append(b, ']')
	})
}

// appendSpeed writes the speed member, when there is one: per model its rates, each
// left out when 0.
func appendSpeed(b []byte, ss map[string]ModelSpeed) []byte {
	if len(ss) == 0 {
		return b
	}
	b = append(b, `,"speed":`...)
	return canonjson.AppendObject(b, ss, func(b []byte, s ModelSpeed) []byte {
		b = append(b, '{')
		sep := false
		for _, r := range [...]struct {
			key string
			v   int64
		}{{`"decode_tps":`, s.DecodeTPS}, {`"prefill_tps":`, s.PrefillTPS}, {`"steps_per_min":`, s.StepsPerMin}, {`"audio_bps":`, s.AudioBPS}} {
			if r.v == 0 {
				continue
			}
			if sep {
				b = append(b, ',')
			}
			b = append(append(b, r.key...), strconv.FormatInt(r.v, 10)...)
			sep = true
		}
		return append(b, '}')
	})
}
