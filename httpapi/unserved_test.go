package httpapi

import (
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/infersched/infersched/wire/status"
)

// Issue 25: a request for a model no live worker serves was told eta_seconds 2 and
// Retry-After 3 forever (127 s in). It is unserved, with no ETA and the backoff table's
// Retry-After for the time since submission; once a worker serves the model it is
// queued again with the queue's estimate.
func TestUnservedModelSaysSo(t *testing.T) {
	rec := record("7", status.StateQueued)
	rec.SubmittedAtMS = t0 - 127_000
	workers := memWorkers{{ID: workerA, Models: []string{"other"}, MaxJobs: 2}}
	f := newFixture(t, memStatus{"7": rec}, func(o *Options) { o.Workers = &workers })
	r := f.do("GET", "/v1/requests/7", "")
	m := decodeMap(t, r)
	want := f.sched.Get().RetryAfter.Backoff(127_000)
	if r.Code != http.StatusAccepted || m["state"] != "unserved" || m["eta_seconds"] != float64(0) ||
		r.Header().Get("Retry-After") != strconv.FormatInt(want, 10) || m["retry_after_seconds"] != float64(want) {
		t.Fatalf("a model nobody serves: %d, Retry-After %q (want %d), %v", r.Code, r.Header().Get("Retry-After"), want, m)
	}
	workers = memWorkers{{ID: workerA, Models: []string{rec.Model}, MaxJobs: 2}}
	f.clock.Advance(2 * time.Second) // past the cached model set
	r = f.do("GET", "/v1/requests/7", "")
	if m := decodeMap(t, r); r.Code != http.StatusAccepted || m["state"] != "queued" {
		t.Fatalf("once a worker serves the model: %d %v", r.Code, m)
	}
}
