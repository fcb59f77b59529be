package rounds

import (
	"slices"
	"strings"

	"github.com/infersched/infersched/scheduler"
)

// A class model's result is verified only by a worker of the class the worker
// advertised for the model (verification.Config.ClassModels). The class is the one of
// the round that assigned the request (pinned here), so that a worker that advertises
// another class once it holds the request changes nothing of who checks it; a replica
// that did not assign the request (a restart, a takeover) takes the worker's class in
// the round that draws the result. The routing rule (verification.Config.RouteClasses)
// gives a class model only to a worker whose class has two other staked workers; a job
// whose class has no free verifier waits for one, queued like any job without a
// candidate, and audit verify reports it unchecked once its grace has passed.

// pin is a request's worker class, when its round assigned it.
type pin struct {
	class string
	atMS  int64
}

// pinClasses pins the class of the worker each request of a class model was assigned to
// in round r. Called with mu.
func (v *verifier) pinClasses(r *round) {
	for _, a := range r.decision.Assigned {
		i, ok := slices.BinarySearchFunc(r.snap.Requests, a.RequestID, func(q scheduler.Request, id string) int {
			return strings.Compare(q.ID, id)
		})
		if !ok || !v.cfg.ClassModel(r.snap.Requests[i].ModelID) {
			continue
		}
		if len(v.pins) >= maxWaiting {
			v.log.Warn("verification: too many class pins; the result's class will be read when it is drawn")
			return
		}
		model := r.snap.Requests[i].ModelID
		v.pins[a.RequestID] = pin{class: classIn(r.snap.Workers, a.WorkerID, model), atMS: r.nowMS}
	}
}

// classFor is the class request id's verifiers are picked from: the one pinned when it
// was assigned, else worker's class for model among ws ("" when unknown). A pin stays
// until pruned (keepWaiting), so that a draw taken back and drawn again reads it
// again. Called with mu.
func (v *verifier) classFor(id, model, worker string, ws []scheduler.Worker) string {
	if p, ok := v.pins[id]; ok {
		return p.class
	}
	return classIn(ws, worker, model)
}

// classIn is worker's class for model among ws, "" when it is not there or has none.
func classIn(ws []scheduler.Worker, worker, model string) string {
	for i := range ws {
		if sameAddr(ws[i].ID, worker) {
			return ws[i].ClassOf(model)
		}
	}
	return ""
}
