package simulate

// The kinds of events of a run.
const (
	evArrive    uint8 = iota // the next trace line's request transaction is sent
	evVisible                // a request is published to the scheduler (a)
	evRound                  // a round
	evAck                    // a worker acknowledges an assignment (a, attempt b)
	evLoaded                 // a worker has loaded a model (worker a, model b)
	evFinish                 // a job's inference ends (a, attempt b)
	evBatchDue               // a worker's open batch may be due (worker a, model b)
	evIncluded               // a result transaction is in a block (a, attempt b)
	evCompleted              // a result is seen: the request is completed (a)
	evPoll                   // a requester polls (a)
	evHeartbeat              // a worker heartbeats (a)
	evFail                   // a worker fails (a)
	evRecover                // a worker is back (a)
)

// event is one thing that happens at t. Events at the same time happen in the order
// they were scheduled (seq), so a run is a function of its inputs alone.
type event struct {
	t    int64
	seq  uint64
	kind uint8
	a, b int32
}

func (e *event) before(o *event) bool {
	if e.t != o.t {
		return e.t < o.t
	}
	return e.seq < o.seq
}

// eventQueue is a binary heap of events by (t, seq).
type eventQueue struct {
	h   []event
	seq uint64
}

func (q *eventQueue) push(t int64, kind uint8, a, b int32) {
	q.seq++
	q.h = append(q.h, event{t: t, seq: q.seq, kind: kind, a: a, b: b})
	i := len(q.h) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !q.h[i].before(&q.h[p]) {
			break
		}
		q.h[i], q.h[p] = q.h[p], q.h[i]
		i = p
	}
}

func (q *eventQueue) len() int { return len(q.h) }

func (q *eventQueue) pop() event {
	top := q.h[0]
	n := len(q.h) - 1
	q.h[0] = q.h[n]
	q.h = q.h[:n]
	i := 0
	for {
		l, r, m := 2*i+1, 2*i+2, i
		if l < n && q.h[l].before(&q.h[m]) {
			m = l
		}
		if r < n && q.h[r].before(&q.h[m]) {
			m = r
		}
		if m == i {
			break
		}
		q.h[i], q.h[m] = q.h[m], q.h[i]
		i = m
	}
	return top
}
