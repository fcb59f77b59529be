package agent

import (
	"fmt"
	"slices"
	"sort"

	"gopkg.in/yaml.v3"

	"github.com/infersched/infersched/internal/validate"
	"github.com/infersched/infersched/wire"
)

// TaskConfig is backend.tasks: the tasks the worker serves, for every model (a list,
// `tasks: [chat, completion, embedding]`) or per model (a map of lists, `tasks:
// {llama-7b: [chat, completion], sdxl: [image]}`; a model left out takes the default).
// Empty, the default of the backend: chat and completion for kind openai (what its chat
// or completions endpoint serves), every task for echo and the repeat model. The
// heartbeat reports it (its tasks member), and the scheduler sends the worker only
// requests of those tasks.
type TaskConfig struct {
	All      []string
	PerModel map[string][]string
}

// UnmarshalYAML reads a list or a map of lists.
func (t *TaskConfig) UnmarshalYAML(n *yaml.Node) error {
	switch n.Kind {
	case yaml.SequenceNode:
		var all []string
		if err := n.Decode(&all); err != nil {
			return fmt.Errorf("line %d: want a list of tasks: %w", n.Line, err)
		}
		*t = TaskConfig{All: all}
	case yaml.MappingNode:
		var per map[string][]string
		if err := n.Decode(&per); err != nil {
			return fmt.Errorf("line %d: want a map of models to lists of tasks: %w", n.Line, err)
		}
		*t = TaskConfig{PerModel: per}
	default:
		return fmt.Errorf("line %d: want a list of tasks or a map of models to lists of tasks", n.Line)
	}
	return nil
}

// MarshalYAML writes the form UnmarshalYAML reads: the list, the map, or nothing.
func (t TaskConfig) MarshalYAML() (any, error) {
	switch {
	case t.All != nil:
		return t.All, nil
	case t.PerModel != nil:
		return t.PerModel, nil
	}
	return nil, nil
}

// check reports unknown tasks, empty lists and models the worker does not serve.
func (t TaskConfig) check(models []string, p *validate.Problems) {
	list := func(key string, ts []string) {
		p.Check(len(ts) > 0, key, "must list at least one task")
		for i, x := range ts {
			p.Check(slices.Contains(wire.Tasks(), x), fmt.Sprintf("%s[%d]", key, i), "must be one of %v, got %q", wire.Tasks(), x)
		}
	}
	if t.All != nil {
		list("tasks", t.All)
	}
	for _, m := range sortedModels(t.PerModel) {
		p.Check(slices.Contains(models, m), "tasks."+m, "is not among the worker's models %v", models)
		list("tasks."+m, t.PerModel[m])
	}
}

// heartbeatTasks is the heartbeat's tasks member for a worker of backend kind serving
// models: each model's tasks in wire order, the models that serve the default (chat and
// completion) left out; nil when every model does.
func heartbeatTasks(kind string, t TaskConfig, models []string) map[string][]string {
	c := BackendConfig{Kind: kind, Tasks: t}
	out := map[string][]string{}
	for _, m := range models {
		var ts []string
		for _, x := range c.TasksOf(m) {
			ts = append(ts, string(x))
		}
		if !slices.Equal(ts, wire.DefaultTasks()) {
			out[m] = ts
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// ordered is ts in wire.Tasks() order without repeats.
func ordered(ts []string) []string {
	out := slices.Clone(ts)
	rank := func(x string) int { return slices.Index(wire.Tasks(), x) }
	sort.SliceStable(out, func(i, j int) bool { return rank(out[i]) < rank(out[j]) })
	return slices.Compact(out)
}
