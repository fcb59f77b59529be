package scheduler

import (
	"fmt"
	"slices"
)

// Tasks: what a request asks of its model, and what a worker serves each model for.
//
// A request's task comes from its inference request document (Request.Task; "" for a
// plain prompt). A worker says per model which tasks it serves (Worker.Tasks); a model
// it lists no tasks for serves chat and completion, which is what every worker served
// before workers said. The plan routes a request only to a worker that serves its
// model for its task: a plain prompt to one serving chat or completion (the worker's
// configured endpoint decides which), a document to one serving its task. A request
// whose model is served, but by no live worker for its task, is skipped as
// no_worker_for_task.

// The tasks, as the inference request document names them.
const (
	TaskChat          = "chat"
	TaskCompletion    = "completion"
	TaskEmbedding     = "embedding"
	TaskImage         = "image"
	TaskTranscription = "transcription"
)

// Tasks lists every task in the order a worker's list of them is written.
func Tasks() []string {
	return []string{TaskChat, TaskCompletion, TaskEmbedding, TaskImage, TaskTranscription}
}

// DefaultTasks lists what a worker serves a model for when it lists no tasks for it,
// in Tasks() order.
func DefaultTasks() []string {
	var out []string
	for _, t := range Tasks() {
		if maskDefault&taskBit(t) != 0 {
			out = append(out, t)
		}
	}
	return out
}

// taskMask is a set of tasks, one bit each in Tasks() order.
type taskMask uint8

const (
	maskChat taskMask = 1 << iota
	maskCompletion
	maskEmbedding
	maskImage
	maskTranscription

	// maskDefault is what a model without a task list serves.
	maskDefault = maskChat | maskCompletion
	// maskText is what a plain prompt needs: either of the generating tasks.
	maskText = maskChat | maskCompletion
)

// taskBit is the bit of task t; 0 for a name that is no task.
func taskBit(t string) taskMask {
	switch t {
	case TaskChat:
		return maskChat
	case TaskCompletion:
		return maskCompletion
	case TaskEmbedding:
		return maskEmbedding
	case TaskImage:
		return maskImage
	case TaskTranscription:
		return maskTranscription
	}
	return 0
}

// need is the set of tasks of which a worker must serve one to take a request of task
// t: chat or completion for a plain prompt (""), else t itself.
func need(t string) taskMask {
	if t == "" {
		return maskText
	}
	return taskBit(t)
}

// tasksOf is the set of tasks w serves model for.
func (w *Worker) tasksOf(model string) taskMask {
	ts, ok := w.Tasks[model]
	if !ok {
		return maskDefault
	}
	var m taskMask
	for _, t := range ts {
		m |= taskBit(t)
	}
	return m
}

// Serves reports whether w serves model for a request of task t ("" for a plain
// prompt).
func (w *Worker) Serves(model, task string) bool {
	return slices.Contains(w.Models, model) && w.tasksOf(model)&need(task) != 0
}

// validateTasks checks a worker's task lists: models it serves, each a non-empty list
// of tasks in Tasks() order without repeats.
func validateTasks(w *Worker, at fmt.Stringer) error {
	for _, m := range sortedKeys(w.Tasks) {
		if !slices.Contains(w.Models, m) {
			return fmt.Errorf("%s.tasks[%q]: the worker does not serve this model", at, m)
		}
		ts := w.Tasks[m]
		if len(ts) == 0 {
			return fmt.Errorf("%s.tasks[%q]: must list at least one task (leave the model out for chat and completion)", at, m)
		}
		last := taskMask(0)
		for k, t := range ts {
			b := taskBit(t)
			if b == 0 {
				return fmt.Errorf("%s.tasks[%q][%d]: %q is not a task (one of %v)", at, m, k, t, Tasks())
			}
			if b <= last {
				return fmt.Errorf("%s.tasks[%q][%d]: %q is out of order or repeated (tasks go in the order %v)", at, m, k, t, Tasks())
			}
			last = b
		}
	}
	return nil
}

// validateTask checks a request's task: "" or one of Tasks().
func validateTask(t string) error {
	if t != "" && taskBit(t) == 0 {
		return fmt.Errorf("%q is not a task (one of %v, or absent for a plain prompt)", t, Tasks())
	}
	return nil
}
