package httpapi

import (
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/infersched/infersched/wire/status"
)

// A request for a model no live worker serves was told eta_seconds 2 and Retry-After 3
// forever (127 s in). It is unserved, with no ETA and the backoff table's Retry-After
// for the time since submission; once a worker serves the model it is queued again with
// the queue's estimate.
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

// A queued request whose model live workers serve, but none for its task, is unserved
// with reason no_worker_for_task; a model nobody serves says no_worker.
func TestUnservedTaskSaysSo(t *testing.T) {
	rec := record("8", status.StateQueued)
	rec.Reason = status.ReasonNoWorkerForTask
	other := record("9", status.StateQueued)
	other.Model = "nobody-serves-it"
	workers := memWorkers{{ID: workerA, Models: []string{rec.Model}, MaxJobs: 2}}
	f := newFixture(t, memStatus{"8": rec, "9": other}, func(o *Options) { o.Workers = &workers })
	r := f.do("GET", "/v1/requests/8", "")
	if m := decodeMap(t, r); r.Code != http.StatusAccepted || m["state"] != "unserved" || m["reason"] != "no_worker_for_task" {
		t.Fatalf("a task nobody serves: %d %v", r.Code, m)
	}
	r = f.do("GET", "/v1/requests/9", "")
	if m := decodeMap(t, r); r.Code != http.StatusAccepted || m["state"] != "unserved" || m["reason"] != "no_worker" {
		t.Fatalf("a model nobody serves: %d %v", r.Code, m)
	}
}

// An invalid_request is final (200) and says what is wrong with the document.
func TestInvalidRequestSaysWhy(t *testing.T) {
	rec := record("10", status.StateInvalidRequest)
	rec.Error = "invalid inference request document: messages[0].role: must be \"system\", \"user\" or \"assistant\", got \"robot\""
	f := newFixture(t, memStatus{"10": rec}, nil)
	r := f.do("GET", "/v1/requests/10", "")
	if m := decodeMap(t, r); r.Code != http.StatusOK || m["status"] != "invalid_request" || m["error"] != rec.Error || r.Header().Get("Retry-After") != "" {
		t.Fatalf("invalid request: %d %v", r.Code, m)
	}
}
