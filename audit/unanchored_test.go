package audit

import (
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/decisionlog"
)

func TestUnanchoredCheck(t *testing.T) {
	now := time.UnixMilli(1_000_000_000)
	rec := func(round uint64, age time.Duration, an *decisionlog.Anchor) *decisionlog.Record {
		return &decisionlog.Record{Round: round, TimeMS: now.Add(-age).UnixMilli(), Anchor: an}
	}
	on := func(shard int, r *decisionlog.Record) *decisionlog.Record { r.Shard = shard; return r }
	span := func(from, to uint64) *decisionlog.Anchor { return &decisionlog.Anchor{FromRound: from, ToRound: to} }
	tests := []struct {
		name string
		recs []*decisionlog.Record
		want []string // failure details, by prefix
	}{
		{"all anchored", []*decisionlog.Record{rec(1, time.Hour, span(1, 2)), rec(2, time.Hour, span(1, 2))}, nil},
		{"young tail unanchored", []*decisionlog.Record{rec(1, time.Hour, span(1, 1)), rec(2, time.Minute, nil), rec(3, 0, nil)}, nil},
		{"old tail unanchored", []*decisionlog.Record{rec(1, time.Hour, span(1, 1)), rec(2, 30*time.Minute, nil), rec(3, 20*time.Minute, nil)},
			[]string{"rounds 2..3 (2 records) are not anchored; the newest was written 20m0s ago"}},
		{"gap between anchors", []*decisionlog.Record{rec(1, time.Hour, span(1, 1)), rec(2, time.Hour, nil), rec(3, time.Hour, span(3, 3)), rec(4, 0, nil)},
			[]string{"rounds 2..2 (1 records)"}},
		// Each chain has its own runs: shard 1's anchor does not close shard 0's run.
		{"chains interleaved", []*decisionlog.Record{rec(1, 30*time.Minute, nil), on(1, rec(1, 30*time.Minute, span(1, 1))),
			rec(2, 20*time.Minute, nil), on(1, rec(2, 20*time.Minute, nil)), on(2, rec(1, 0, nil))},
			[]string{"rounds 1..2 (2 records)", "shard 1: rounds 2..2 (1 records)"}},
		{"anchor that does not cover its record", []*decisionlog.Record{rec(5, time.Hour, span(1, 4))}, []string{"rounds 5..5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			u := NewUnanchoredCheck(15*time.Minute, now)
			for _, r := range tt.recs {
				u.Add(r)
			}
			fs := u.Failures()
			if len(fs) != len(tt.want) {
				t.Fatalf("failures %+v, want %d", fs, len(tt.want))
			}
			for i, f := range fs {
				if f.Check != CheckUnanchored || !strings.HasPrefix(f.Detail, tt.want[i]) {
					t.Errorf("failure %+v, want %s %q…", f, CheckUnanchored, tt.want[i])
				}
			}
		})
	}
}
