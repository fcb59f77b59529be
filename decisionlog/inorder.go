package decisionlog

// assignedDeadlines is, for each of rec's assignments in order, the deadline of the
// request assigned when the record carries its content (0 otherwise): what the checks
// across rounds (across.check, Verifier.checkShard) keep of an assignment. It is the
// same as looking each assignment up in a map of every inline request by its content's
// id (the last one wins), which both checks used to build in log order; VerifyLog now
// computes it on its parallel goroutines, with a map of the assignments only
// (the in-order stage is what two cores cannot share).
func assignedDeadlines(rec *Record) []int64 {
	as := rec.Decision.Assigned
	out := make([]int64, len(as))
	if len(as) == 0 {
		return out
	}
	slot := make(map[string]int, len(as))
	for i := range as {
		if _, ok := slot[as[i].RequestID]; !ok {
			slot[as[i].RequestID] = len(slot)
		}
	}
	deadline := make([]int64, len(slot))
	for i := range rec.Inputs.Requests {
		if c := rec.Inputs.Requests[i].Content; c != nil {
			if k, ok := slot[c.ID]; ok {
				deadline[k] = c.DeadlineMS
			}
		}
	}
	for i := range as {
		out[i] = deadline[slot[as[i].RequestID]]
	}
	return out
}
