package decisionlog

import (
	"bytes"
	"fmt"
	"testing"
)

// TestPreparedDeltasAreNext: deltaChains.nextPrepared with the digests prepareDeltas
// computed beforehand (VerifyLog's path) gives, record by record, what next computes
// in log order (the old path): the same reconstruction, replay flag and failures, on
// clean worker and request delta logs and on tampered ones.
func TestPreparedDeltasAreNext(t *testing.T) {
	wrecs, _, _ := simulateChurn(t, 30, 6, 60, 8, 1)
	rrecs, _, _ := queueChurn(t, 30, 8, 21)
	logs := map[string][]Record{"workers": wrecs, "requests": rrecs}
	tamper := map[string]func(*Record){
		"workers hash": func(r *Record) {
			if d := r.Inputs.WorkersDelta; d != nil {
				d.Hash = ZeroHash
			}
		},
		"changed worker": func(r *Record) {
			if d := r.Inputs.WorkersDelta; d != nil && len(d.Changed) > 0 {
				d.Changed[0].ActiveJobs++
			}
		},
		"removed twice": func(r *Record) {
			if d := r.Inputs.WorkersDelta; d != nil && len(d.Removed) > 0 {
				d.Removed = append(d.Removed, d.Removed[0])
			}
		},
		"added ref": func(r *Record) {
			if d := r.Inputs.RequestsDelta; d != nil && len(d.Added) > 0 {
				d.Added[0].ContentHash = ZeroHash
			}
		},
		"unsorted full requests": func(r *Record) {
			if rs := r.Inputs.Requests; len(rs) > 1 {
				rs[0], rs[1] = rs[1], rs[0]
			}
		},
	}
	for name, recs := range logs {
		t.Run(name+"/clean", func(t *testing.T) { samePrepared(t, recs) })
		for tname, f := range tamper {
			t.Run(name+"/"+tname, func(t *testing.T) {
				c := clone(t, recs)
				for i := 3; i < len(c); i += 7 {
					f(&c[i])
				}
				samePrepared(t, c)
			})
		}
	}
}

func samePrepared(t *testing.T, recs []Record) {
	t.Helper()
	var old, prepared deltaChains
	for i := range recs {
		a, aok, afs := old.next(&recs[i])
		b, bok, bfs := prepared.nextPrepared(&recs[i], prepareDeltas(&recs[i]))
		ab, _ := canonical(a)
		bb, _ := canonical(b)
		if aok != bok || !bytes.Equal(ab, bb) || fmt.Sprint(afs) != fmt.Sprint(bfs) {
			t.Fatalf("round %d: next gives replay %v, %v; nextPrepared replay %v, %v (same record: %v)",
				recs[i].Round, aok, afs, bok, bfs, bytes.Equal(ab, bb))
		}
	}
	if old.keyframes != prepared.keyframes || old.beforeKeyframe != prepared.beforeKeyframe {
		t.Fatalf("keyframes %d/%d, before keyframe %d/%d", old.keyframes, prepared.keyframes, old.beforeKeyframe, prepared.beforeKeyframe)
	}
}
