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
// (daemon/devstack TestRecordStatusTimelines): what every API replica answers from.
type timelines struct {
	status    map[string][]timed[Record]
	sightings map[string][]timed[Sighting]
	heads     []timed[Head]
	completed []string // ids that reached completed, in completion order
	// headBlind answers assigned records as the API did before the estimates counted the
	// confirmations a result waits for (the "before" of the benchmark).
	headBlind bool
	// sightW answers confirming requests with the result's confirmations counted too
	// (T + head.ResultWaitMS()): the alternative the benchmark shows is worse.
	sightW bool
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
func (tl *timelines) answer(id string, t int64, cfg retryafter.Config) (retry int64, final bool, key string) {
	if r, ok := latest(tl.status[id], t); ok {
		if r.State.Final() {
			return 0, true, string(r.State)
		}
		if tl.headBlind && r.State == StateAssigned {
			// main's answer before this change: DESIGN's assigned row on the record alone.
			_, retry := cfg.Assigned(r.EstimatedLatencyMS, nonNegSub(t, r.AssignedAtMS))
			if r.DeadlineMS > 0 {
				retry = retryafter.CapToDeadline(retry, t, r.DeadlineMS)
			}
			return retry, false, fmt.Sprintf("%s|%d|%s", r.State, r.QueuePosition, r.Worker)
		}
		h, _ := latest(tl.heads, t)
		e := Compute(r, h, cfg, t)
		return e.RetryAfterS, false, fmt.Sprintf("%s|%d|%s", r.State, r.QueuePosition, r.Worker)
	}
	s, ok := latest(tl.sightings[id], t)
	h, okh := latest(tl.heads, t)
	if !ok || !okh {
		return 1, false, "unknown"
	}
	if tl.sightW {
		cfg.TxConfirmationMS += h.ResultWaitMS()
	}
	e, left := ComputeSighting(s, h, cfg, t)
	return e.RetryAfterS, false, fmt.Sprintf("confirming|%d", left)
}

// span is when the request was first sighted (the indexer sees a block within its
// 100 ms poll) and when it completed.
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
	maxDelayMS     float64 // the longest delay of any request and start offset
}

// client is one polling strategy for one request polled from start that completed at
// done: the polls it made and the delay, each a mean where the strategy is randomised.
type client func(id string, start, done int64) (polls, delayMS float64)

// startOffsets are when a client polls first, after the request's first sighting: 0 to
// 3.5 s in steps of 0.5 s, every client averaged over them. ethers v6's tx.wait()
// resolves on the provider's 4 s polling, so a dApp's first poll comes 0–4 s after the
// block; and a Retry-After client polling in fixed steps (the backoff table) would
// otherwise be measured at one phase of the dev chain's near-constant lives.
var startOffsets = []int64{0, 500, 1000, 1500, 2000, 2500, 3000, 3500}

func (tl *timelines) run(ids []string, c client) result {
	var polls, delay, worst float64
	for _, id := range ids {
		start, done := tl.span(id)
		for _, u := range startOffsets {
			n, d := c(id, start+u, done)
			polls += n
			delay += d
			worst = max(worst, d)
		}
	}
	k := float64(len(ids) * len(startOffsets))
	return result{polls / k, delay / k, worst}
}

// honour polls at once and then after each answer's Retry-After.
func (tl *timelines) honour(cfg retryafter.Config) client {
	return func(id string, start, done int64) (float64, float64) {
		t := start
		for n := 1; ; n++ {
			retry, final, _ := tl.answer(id, t, cfg)
			if final {
				return float64(n), float64(t - done)
			}
			t += retry * 1000
		}
	}
}

// fixedPhases is how many phases a fixed poll is averaged over.
const fixedPhases = 100

// fixed polls every intervalMS on a timer whose phase is uniform over the interval: the
// polls are at start + φ + k·interval, k ≥ 0, averaged over fixedPhases values of φ in
// [0, interval). Its mean delay is interval/2 and its mean polls (life/interval) + 1
// whatever the lives. (A poll locked to start instead makes the delay a function of
// life mod interval; on the dev stack's near-constant lives that picks intervals by
// accident of alignment: 1 s and 13 s both see a 25.4 s life 0.6 s late.)
func fixed(intervalMS int64) client {
	return func(_ string, start, done int64) (float64, float64) {
		life := done - start
		var polls, delay float64
		for j := range int64(fixedPhases) {
			phi := j * intervalMS / fixedPhases
			k := int64(0) // polls before done: phi + i·interval < life for i < k
			if life > phi {
				k = (life - phi + intervalMS - 1) / intervalMS
			}
			polls += float64(k + 1)
			delay += float64(phi + k*intervalMS - life)
		}
		return polls / fixedPhases, delay / fixedPhases
	}
}

// longPoll sends GET ?wait=waitMS: each call returns at the first change of the answer
// (checked at every recorded write and head) or after waitMS.
func (tl *timelines) longPoll(cfg retryafter.Config, waitMS int64) client {
	return func(id string, start, done int64) (float64, float64) {
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
				return float64(n), float64(t - done)
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
// at about a block a second, echo workers, 1 request/s) with these clients: honouring
// Retry-After (as the API answers now, and head-blind: as it answered before the
// estimates counted the confirmations a result waits for), a fixed 4 s poll (seed 000's
// api_retry_after_seconds), for each Retry-After client the fixed poll with the same
// mean delay, and the long poll ?wait=30s. It reports polls per completed request, the
// mean delay between completion and the client seeing it, and the ratio of polls to
// the fixed poll at the same delay, for the first n completed requests; and the same
// for Retry-After with a safety margin of 0.1 instead of seed 000's 0.2, with the
// result's confirmations counted in the confirming estimate too, and with the echo
// model's own nominal P (1 s, what `infersched dev` configures: config.Dev,
// DevEchoProcessingMS) instead of the default model's 2 s for every model.
func BenchmarkPollsPerRequest(b *testing.B) {
	tl := loadTimelines(b)
	cfg := retryafter.DefaultConfig()
	cfgP := cfg
	cfgP.ProcessingMS = map[string]int64{retryafter.DefaultModel: cfg.ProcessingFor(retryafter.DefaultModel), "echo": 1000}
	for _, n := range []int{10, 40, len(tl.completed)} {
		if n > len(tl.completed) {
			continue
		}
		ids := tl.completed[:n]
		b.Run(fmt.Sprintf("requests=%d", n), func(b *testing.B) {
			var ra, blind, f4, lp, ra10, raW, raP result
			var eq, eqBlind, eq10, eqW, eqP sameDelay
			cfg10 := cfg
			cfg10.SafetyMargin = 0.1
			for range b.N {
				ra = tl.run(ids, tl.honour(cfg))
				ra10 = tl.run(ids, tl.honour(cfg10))
				raP = tl.run(ids, tl.honour(cfgP))
				eqP = tl.sameDelay(ids, raP)
				eq10 = tl.sameDelay(ids, ra10)
				tl.sightW = true
				raW = tl.run(ids, tl.honour(cfg))
				tl.sightW = false
				eqW = tl.sameDelay(ids, raW)
				tl.headBlind = true
				blind = tl.run(ids, tl.honour(cfg))
				tl.headBlind = false
				f4 = tl.run(ids, fixed(4000))
				eq, eqBlind = tl.sameDelay(ids, ra), tl.sameDelay(ids, blind)
				lp = tl.run(ids, tl.longPoll(cfg, 30_000))
			}
			b.ReportMetric(ra.polls, "polls/req(retry-after)")
			b.ReportMetric(ra.delayMS, "delay-ms(retry-after)")
			b.ReportMetric(ra.maxDelayMS, "max-delay-ms(retry-after)")
			b.ReportMetric(float64(eq.intervalMS), "interval-ms(fixed-same-delay)")
			b.ReportMetric(eq.polls, "polls/req(fixed-same-delay)")
			b.ReportMetric(ra.polls/eq.polls, "ratio(retry-after/fixed-same-delay)")
			b.ReportMetric(blind.polls, "polls/req(head-blind)")
			b.ReportMetric(blind.delayMS, "delay-ms(head-blind)")
			b.ReportMetric(blind.maxDelayMS, "max-delay-ms(head-blind)")
			b.ReportMetric(float64(eqBlind.intervalMS), "interval-ms(fixed-same-delay-as-head-blind)")
			b.ReportMetric(eqBlind.polls, "polls/req(fixed-same-delay-as-head-blind)")
			b.ReportMetric(blind.polls/eqBlind.polls, "ratio(head-blind/fixed-same-delay)")
			b.ReportMetric(ra10.polls, "polls/req(retry-after,margin=0.1)")
			b.ReportMetric(ra10.delayMS, "delay-ms(retry-after,margin=0.1)")
			b.ReportMetric(ra10.polls/eq10.polls, "ratio(retry-after,margin=0.1)")
			b.ReportMetric(raW.polls, "polls/req(retry-after,confirming-counts-result-wait)")
			b.ReportMetric(raW.delayMS, "delay-ms(retry-after,confirming-counts-result-wait)")
			b.ReportMetric(raW.polls/eqW.polls, "ratio(retry-after,confirming-counts-result-wait)")
			b.ReportMetric(raP.polls, "polls/req(retry-after,echo-P=1s)")
			b.ReportMetric(raP.delayMS, "delay-ms(retry-after,echo-P=1s)")
			b.ReportMetric(raP.maxDelayMS, "max-delay-ms(retry-after,echo-P=1s)")
			b.ReportMetric(float64(eqP.intervalMS), "interval-ms(fixed-same-delay-as-echo-P=1s)")
			b.ReportMetric(eqP.polls, "polls/req(fixed-same-delay-as-echo-P=1s)")
			b.ReportMetric(raP.polls/eqP.polls, "ratio(retry-after,echo-P=1s)")
			b.ReportMetric(f4.polls, "polls/req(fixed-4s)")
			b.ReportMetric(f4.delayMS, "delay-ms(fixed-4s)")
			b.ReportMetric(lp.polls, "polls/req(wait-30s)")
			b.ReportMetric(lp.delayMS, "delay-ms(wait-30s)")
		})
	}
}

// sameDelay is the fixed poll whose mean delay is closest to a client's.
type sameDelay struct {
	result
	intervalMS int64
}

func (tl *timelines) sameDelay(ids []string, to result) sameDelay {
	best, out := math.Inf(1), sameDelay{}
	for iv := int64(100); iv <= 120_000; iv += 100 {
		r := tl.run(ids, fixed(iv))
		if d := math.Abs(r.delayMS - to.delayMS); d < best {
			best, out = d, sameDelay{r, iv}
		}
	}
	return out
}
