package rounds

import (
	"testing"
	"time"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// An assignment made elsewhere is taken by one rule, whatever brought it (a restored or
// observed status record, a published assignment at a takeover): assumed acknowledged,
// its ack deadline from its assignment, its finish from its voucher window's start plus
// the estimate and result_grace. No Redis: the rule is the entry's.
func TestAdoptIsOneRule(t *testing.T) {
	cfg := scheduler.DefaultConfig()
	cfg.AckTimeout, cfg.ResultGrace = scheduler.Duration(10*time.Second), scheduler.Duration(30*time.Second)
	for name, tc := range map[string]struct {
		assignedAt, runsFrom int64
		estimate             float64
		wantAckBy, wantBy    int64
	}{
		"window open at once":       {assignedAt: 1_000, runsFrom: 1_000, estimate: 2_000, wantAckBy: 11_000, wantBy: 33_000},
		"window opens later":        {assignedAt: 1_000, runsFrom: 61_000, estimate: 2_000, wantAckBy: 11_000, wantBy: 93_000},
		"fraction of a millisecond": {assignedAt: 0, runsFrom: 0, estimate: 2_500.9, wantAckBy: 10_000, wantBy: 32_500},
	} {
		t.Run(name, func(t *testing.T) {
			en := &entry{state: status.StateQueued, position: 3}
			en.adopt("0xw", tc.assignedAt, tc.runsFrom, tc.estimate, 7, &cfg)
			if en.state != status.StateAssigned || en.worker != "0xw" || !en.acked || !en.assumed || en.round != 7 ||
				en.assignedAtMS != tc.assignedAt || en.estimateMS != tc.estimate {
				t.Fatalf("adopted %+v", en)
			}
			if en.ackByMS != tc.wantAckBy || en.finishByMS != tc.wantBy {
				t.Fatalf("ack by %d, finish by %d; want %d, %d", en.ackByMS, en.finishByMS, tc.wantAckBy, tc.wantBy)
			}
			if en.position != 3 {
				t.Fatalf("adopt changed the queue position to %d: what else the evidence says is its caller's", en.position)
			}
		})
	}
}
