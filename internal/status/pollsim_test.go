package status

import (
	"bufio"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/infersched/infersched/scheduler/retryafter"
)

// timelines are the status and sightings bucket changes recorded on the dev stack
// (internal/devstack TestRecordStatusTimelines): what every API replica answers from.
type timelines struct {
	status    map[string][]timed[Record]
	sightings map[string][]timed[Sighting]
	heads     []timed[Head]
	completed []string // ids that reached completed, in completion order
	drainFix  bool
}

type timed[T any] struct {
	t int64
	v T
}

func loadTimelines(tb testing.TB) *timelines {
	tb.Helper()
	f, err := os.Open("testdata/timelines.jsonl.gz")
	if err != nil {
		tb.Skipf("no recorded timelines: %v", err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		tb.Fatal(err)
	}
	tl := &timelines{status: map[string][]timed[Record]{}, sightings: map[string][]timed[Sighting]{}}
	sc := bufio.NewScanner(zr)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	doneAt := map[string]int64{}
	for sc.Scan() {
		var l struct {
			TMS    int64           `json:"t_ms"`
			Bucket string          `json:"bucket"`
			Key    string          `json:"key"`
			Value  json.RawMessage `json:"value"`
		}
		if err := json.Unmarshal(sc.Bytes(), &l); err != nil {
			tb.Fatal(err)
		}
		switch {
		case l.Bucket == "status":
			r, err := Decode(l.Value)
			if err != nil {
				tb.Fatal(err)
			}
			tl.status[r.RequestID] = append(tl.status[r.RequestID], timed[Record]{l.TMS, r})
			if r.State == StateCompleted && doneAt[r.RequestID] == 0 {
				doneAt[r.RequestID] = l.TMS
			}
		case l.Key == HeadKey:
			var h Head
			if err := json.Unmarshal(l.Value, &h); err != nil {
				tb.Fatal(err)
			}
			tl.heads = append(tl.heads, timed[Head]{l.TMS, h})
		case strings.HasPrefix(l.Key, "req."):
			var s Sighting
			if err := json.Unmarshal(l.Value, &s); err != nil {
				tb.Fatal(err)
			}
			tl.sightings[s.RequestID] = append(tl.sightings[s.RequestID], timed[Sighting]{l.TMS, s})
		}
	}
	for id := range doneAt {
		if len(tl.sightings[id]) > 0 {
			tl.completed = append(tl.completed, id)
		}
	}
	sort.Slice(tl.completed, func(i, j int) bool { return doneAt[tl.completed[i]] < doneAt[tl.completed[j]] })
	return tl
}

func latest[T any](xs []timed[T], t int64) (T, bool) {
	i := sort.Search(len(xs), func(i int) bool { return xs[i].t > t }) - 1
	if i < 0 {
		var z T
		return z, false
	}
	return xs[i].v, true
}

// answer is what GET /v1/requests/{id} says at t: the Retry-After, whether it is final,
// and the key whose change the push endpoints report (as in package httpapi).
//
// With tl.drainFix, a queued or throttled record that carries max_seconds (the round saw
// a drain rate of 0 while work was moving: the bug issue 14 reports and the round
// engine's rework fixes) is answered as if the round had used the default drain rate.
func (tl *timelines) answer(id string, t int64, cfg retryafter.Config) (retry int64, final bool, key string) {
	if r, ok := latest(tl.status[id], t); ok {
		if r.State.Final() {
			return 0, true, string(r.State)
		}
		if tl.drainFix && (r.State == StateQueued || r.State == StateThrottled) && r.RetryAfterS >= cfg.MaxSeconds {
			r.RetryAfterS, r.ETAMS = 0, 0
		}
		e := Compute(r, cfg, t)
		return e.RetryAfterS, false, fmt.Sprintf("%s|%d|%s", r.State, r.QueuePosition, r.Worker)
	}
	s, ok := latest(tl.sightings[id], t)
	h, okh := latest(tl.heads, t)
	if !ok || !okh {
		return 1, false, "unknown"
	}
	e, left := ComputeSighting(s, h, cfg, t)
	return e.RetryAfterS, false, fmt.Sprintf("confirming|%d", left)
}

// start is when the client starts polling: the request's first sighting (the indexer
// sees a block within its 100 ms poll of the receipt); done, when it completed.
func (tl *timelines) span(id string) (start, done int64) {
	for _, r := range tl.status[id] {
		if r.v.State == StateCompleted {
			done = r.t
			break
		}
	}
	return tl.sightings[id][0].t, done
}

// result of one client strategy over the requests: polls per request and the mean
// delay between completion and the client seeing it.
type result struct {
	polls, delayMS float64
}

func (tl *timelines) run(ids []string, client func(id string, start, done int64) (polls int, seen int64)) result {
	var polls, delay float64
	for _, id := range ids {
		start, done := tl.span(id)
		n, seen := client(id, start, done)
		polls += float64(n)
		delay += float64(seen - done)
	}
	return result{polls / float64(len(ids)), delay / float64(len(ids))}
}

// honour polls at once and then after each answer's Retry-After.
func (tl *timelines) honour(cfg retryafter.Config) func(string, int64, int64) (int, int64) {
	return func(id string, start, _ int64) (int, int64) {
		t := start
		for n := 1; ; n++ {
			retry, final, _ := tl.answer(id, t, cfg)
			if final {
				return n, t
			}
			t += retry * 1000
		}
	}
}

// fixed polls every intervalMS.
func fixed(intervalMS int64) func(string, int64, int64) (int, int64) {
	return func(_ string, start, done int64) (int, int64) {
		n := 1
		for t := start; ; t += intervalMS {
			if t >= done {
				return n, t
			}
			n++
		}
	}
}

// longPoll sends GET ?wait=waitMS: each call returns at the first change of the answer
// (checked at every recorded write and head) or after waitMS.
func (tl *timelines) longPoll(cfg retryafter.Config, waitMS int64) func(string, int64, int64) (int, int64) {
	return func(id string, start, _ int64) (int, int64) {
		var times []int64
		for _, r := range tl.status[id] {
			times = append(times, r.t)
		}
		for _, s := range tl.sightings[id] {
			times = append(times, s.t)
		}
		for _, h := range tl.heads {
			times = append(times, h.t)
		}
		sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
		t := start
		for n := 1; ; n++ {
			_, final, key := tl.answer(id, t, cfg)
			if final {
				return n, t
			}
			next := t + waitMS
			for _, c := range times {
				if c > t && c <= t+waitMS {
					if _, _, k := tl.answer(id, c, cfg); k != key {
						next = c
						break
					}
				}
			}
			t = next
		}
	}
}

// BenchmarkPollsPerRequest replays the recorded dev-stack timelines (12 confirmations
// at about a block a second, 1 s rounds, echo workers, 1 request/s) with four clients:
// honouring Retry-After, a fixed 4 s poll (seed 000's api_retry_after_seconds), a
// fixed poll whose interval gives the same mean delay as honouring Retry-After, and
// the long poll ?wait=30s. It reports polls per completed request and the mean delay
// between completion and the client seeing it, for the first n completed requests.
func BenchmarkPollsPerRequest(b *testing.B) {
	tl := loadTimelines(b)
	cfg := retryafter.DefaultConfig()
	for _, n := range []int{10, 40, len(tl.completed)} {
		if n > len(tl.completed) {
			continue
		}
		ids := tl.completed[:n]
		b.Run(fmt.Sprintf("requests=%d", n), func(b *testing.B) {
			var ra, raFix, f4, eq, lp result
			var eqMS int64
			for range b.N {
				tl.drainFix = true
				raFix = tl.run(ids, tl.honour(cfg))
				tl.drainFix = false
				ra = tl.run(ids, tl.honour(cfg))
				f4 = tl.run(ids, fixed(4000))
				// The fixed interval whose mean delay is closest to ra's.
				best := math.Inf(1)
				for iv := int64(100); iv <= 120_000; iv += 100 {
					r := tl.run(ids, fixed(iv))
					if d := math.Abs(r.delayMS - ra.delayMS); d < best {
						best, eq, eqMS = d, r, iv
					}
				}
				lp = tl.run(ids, tl.longPoll(cfg, 30_000))
			}
			b.ReportMetric(ra.polls, "polls/req(retry-after)")
			b.ReportMetric(ra.delayMS, "delay-ms(retry-after)")
			b.ReportMetric(raFix.polls, "polls/req(retry-after,drain-fixed)")
			b.ReportMetric(raFix.delayMS, "delay-ms(retry-after,drain-fixed)")
			b.ReportMetric(f4.polls, "polls/req(fixed-4s)")
			b.ReportMetric(f4.delayMS, "delay-ms(fixed-4s)")
			b.ReportMetric(eq.polls, "polls/req(fixed-same-delay)")
			b.ReportMetric(float64(eqMS), "interval-ms(fixed-same-delay)")
			b.ReportMetric(lp.polls, "polls/req(wait-30s)")
			b.ReportMetric(lp.delayMS, "delay-ms(wait-30s)")
		})
	}
}
