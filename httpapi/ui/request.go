package ui

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire/status"
)

// apiRequest is the API's answer for a request (GET /v1/requests/{id}), pending or
// final: the members the page reads (httpapi/openapi.yaml, Pending and Final).
type apiRequest struct {
	RequestID              string  `json:"request_id"`
	Status                 string  `json:"status"`
	State                  string  `json:"state"`
	QueuePosition          int     `json:"queue_position"`
	Worker                 *string `json:"worker"`
	ETASeconds             int64   `json:"eta_seconds"`
	ElapsedSeconds         int64   `json:"elapsed_seconds"`
	RetryAfterSeconds      int64   `json:"retry_after_seconds"`
	ConfirmationsRemaining *int    `json:"confirmations_remaining"`
	TxHash                 string  `json:"tx_hash"`
	BlockNumber            *uint64 `json:"block_number"`
	FeeNeededWei           string  `json:"fee_needed_wei"`

	ResultTxHash    string  `json:"result_tx_hash"`
	OutputHash      string  `json:"output_hash"`
	LatencyMS       *int64  `json:"latency_ms"`
	LatencyKind     string  `json:"latency_kind"`
	Output          *string `json:"output"`
	OutputLength    *int    `json:"output_length"`
	OutputTruncated bool    `json:"output_truncated"`
	OutputOffChain  bool    `json:"output_off_chain"`
	Callback        string  `json:"callback"`
	// Verification is the request's verification state when the status has one
	// (sampled, verified, disputed, worker_slashed, challenger_slashed, or an object
	// saying more): rendered as it comes.
	Verification json.RawMessage `json:"verification"`

	Error   string `json:"error"`
	Message string `json:"message"`
}

// requestPage is the data of /ui/requests/{id}.
type requestPage struct {
	ID       string
	Model    string
	State    string // the API's state while pending, its status once final
	Final    bool
	Headline string
	Why      []seg
	Steps    []step
	// RetryAfter and ETA are the API's, in seconds, while pending (0: none).
	RetryAfter, ETA, Elapsed int64
	Submitted, Deadline      int64 // unix ms, 0: not known here
	User                     string
	Events                   string // the event stream the page follows, while pending
	Output                   *outputView
	Verification             []field
}

// step is one line of a request's timeline.
type step struct {
	Title string
	State string // done, now, todo or bad
	Parts []seg
}

// seg is a piece of a sentence: text, a link, or a value in code type (Full: its
// whole value, when Text is shortened).
type seg struct {
	Text, Href, Full string
	Code             bool
}

func text(s string) seg                 { return seg{Text: s} }
func link(s, href string) seg           { return seg{Text: s, Href: href} }
func linkCode(s, full, href string) seg { return seg{Text: s, Full: full, Href: href, Code: true} }

// field is a name and a value (a verification state's members, a worker's numbers).
type field struct{ Name, Value string }

// maxRoundBytes bounds a decision record read for a page (a record lists the round's
// workers and requests; a larger one is left unread and the page says less).
const maxRoundBytes = 8 << 20

func (p *pages) request(w http.ResponseWriter, r *http.Request) {
	raw := r.PathValue("id")
	id, err := status.ParseRequestID(raw)
	if err != nil {
		p.fail(w, r, http.StatusBadRequest, "Not a request id",
			fmt.Sprintf("A request id is the decimal number the router gave the request, not %q.", clip(raw)))
		return
	}
	if id != raw {
		http.Redirect(w, r, "/ui/requests/"+id, http.StatusMovedPermanently)
		return
	}
	rep := p.call(r, "/v1/requests/"+id, 1<<20)
	var a apiRequest
	if err := json.Unmarshal(rep.body, &a); err != nil || rep.cut {
		p.fail(w, r, http.StatusBadGateway, "Request "+id, "The API's answer for this request did not decode.")
		return
	}
	switch rep.code {
	case http.StatusOK, http.StatusAccepted:
	case http.StatusNotFound:
		p.fail(w, r, http.StatusNotFound, "Request "+id+" is not on chain", a.Message)
		return
	default:
		p.fail(w, r, rep.code, "Request "+id, "The API could not answer for this request now ("+a.Message+"); reload in a moment.")
		return
	}
	page := p.requestPage(r, id, a)
	p.render(w, http.StatusOK, "request", page)
}

// known is what the stores say of a request beyond the API's answer.
type known struct {
	rec      *status.Record
	sighting *status.Sighting
	skip     *scheduler.Skip       // the request in the skipped of its record's round
	assigned *scheduler.Assignment // the request in the assigned of its record's round
}

func (p *pages) requestPage(r *http.Request, id string, a apiRequest) requestPage {
	k := p.knownOf(r, id)
	pg := requestPage{ID: id, State: a.State, Final: a.Status != "pending"}
	if pg.Final {
		pg.State = a.Status
	} else {
		pg.RetryAfter, pg.ETA, pg.Elapsed = a.RetryAfterSeconds, a.ETASeconds, a.ElapsedSeconds
		pg.Events = "/v1/requests/" + id + "/events"
	}
	if k.rec != nil {
		pg.Model, pg.User, pg.Submitted, pg.Deadline = k.rec.Model, k.rec.User, k.rec.SubmittedAtMS, k.rec.DeadlineMS
	}
	if k.sighting != nil {
		if pg.Model == "" {
			pg.Model = k.sighting.Model
		}
		if pg.Submitted == 0 {
			pg.Submitted, pg.Deadline = k.sighting.SubmittedAtMS, k.sighting.DeadlineMS
		}
	}
	pg.Headline, pg.Why = p.reason(a, k, pg.Model)
	pg.Steps = p.timeline(a, k)
	if a.Status == string(status.StateCompleted) && a.OutputHash != "" {
		pg.Output = p.output(r, id, a)
	}
	pg.Verification = verificationFields(a.Verification)
	return pg
}

// knownOf reads the request's record and sighting, and the round that wrote the record
// (for the reason it was skipped, or its assignment). A read that fails leaves its part
// out: the API's answer is the page's ground truth.
func (p *pages) knownOf(r *http.Request, id string) known {
	var k known
	ctx := r.Context()
	if p.o.Status != nil {
		rec, _, err := p.o.Status.Get(ctx, id)
		switch {
		case err == nil:
			k.rec = &rec
		case !errors.Is(err, status.ErrNotFound):
			p.log.Warn("ui: read request record", zap.String("request_id", id), zap.Error(err))
		}
	}
	if p.o.Sightings != nil {
		if sg, err := p.o.Sightings.Sighting(ctx, id); err == nil {
			k.sighting = &sg
		}
	}
	if k.rec != nil && k.rec.Round > 0 && !k.rec.State.Final() {
		if d, ok := p.roundDoc(r, k.rec.Shard, k.rec.Round); ok {
			for i := range d.Decision.Skipped {
				if d.Decision.Skipped[i].RequestID == id {
					k.skip = &d.Decision.Skipped[i]
				}
			}
			for i := range d.Decision.Assigned {
				if d.Decision.Assigned[i].RequestID == id {
					k.assigned = &d.Decision.Assigned[i]
				}
			}
		}
	}
	return k
}

// reason says in words where the request stands and why: the page's headline and the
// sentence under it.
func (p *pages) reason(a apiRequest, k known, model string) (string, []seg) {
	m := model
	if m == "" {
		m = "its model"
	}
	behind := func() string {
		if a.QueuePosition == 0 {
			return "next in line for " + m
		}
		return "waiting behind " + plural(a.QueuePosition, "request") + " of " + m
	}
	switch a.Status {
	case string(status.StateCompleted):
		out := []seg{text("Its result is on chain")}
		if a.Worker != nil {
			out = append(out, text(", from worker "), linkCode(shortHex(*a.Worker), *a.Worker, "/ui/workers/"+*a.Worker))
		}
		if a.LatencyMS != nil {
			out = append(out, text(", "+formatMS(float64(*a.LatencyMS))+" after it was assigned"))
		}
		return "Completed", append(out, text("."))
	case string(status.StateExpired):
		return "Expired", []seg{text("Its deadline passed without a result: the fee goes back to the requester.")}
	case string(status.StateRefunded):
		return "Refunded", []seg{text("The fee went back to the requester on chain; no result came before the deadline.")}
	case string(status.StateFailed):
		return "Failed", []seg{text("The scheduler gave up on it: it cannot be served.")}
	case string(status.StateRetracted):
		return "Retracted", []seg{text("A reorganisation of the chain removed the transaction that created it: it is no longer a request.")}
	}
	switch a.State {
	case "confirming":
		n := 0
		if a.ConfirmationsRemaining != nil {
			n = *a.ConfirmationsRemaining
		}
		if n == 0 {
			return "Confirmed", []seg{text("Its block has its confirmations: the scheduler takes it in at its next round.")}
		}
		return "Confirming: " + plural(n, "more block") + " to go",
			[]seg{text("The scheduler takes a request in once its block has enough confirmations, so that a reorganisation cannot take it back.")}
	case "queued":
		if a.FeeNeededWei != "" {
			return "Fee below cost: needs " + formatETH(a.FeeNeededWei, true), []seg{
				text("Its fee does not cover the gas of its result at today's gas price (with the safety factor): it waits, " +
					behind() + ", until gas falls or its deadline passes. A request with at least this fee is served now."),
			}
		}
		if k.skip != nil {
			switch k.skip.Reason {
			case scheduler.ReasonNoWorker:
				return "Unserved: no live worker serves " + m, []seg{text("It waits, with no estimate, until a worker serving " + m + " comes.")}
			case scheduler.ReasonNoCapacity:
				return capitalize(behind()), []seg{text("Every live worker that serves " + m + " was busy in the last round (no free slot or not enough memory).")}
			case scheduler.ReasonDeadlineInfeasible:
				return capitalize(behind()), []seg{text("A worker has room, but none would finish before its deadline.")}
			}
		}
		return capitalize(behind()), []seg{text("The scheduler assigns the highest-scored requests first (fee, wait, deadline) each round.")}
	case "throttled":
		return "Throttled: flow control holds it back", []seg{text("The scheduler's rate limits (its own, the model group's or the requester's) " +
			"let it through in a later round; it is " + behind() + ".")}
	case "unserved":
		return "Unserved: no live worker serves " + m, []seg{text("It waits, with no estimate, until a worker serving " + m +
			" comes; its fee is refundable after its deadline.")}
	case "assigned":
		out := []seg{text("Assigned to worker ")}
		if a.Worker != nil {
			out = append(out, linkCode(shortHex(*a.Worker), *a.Worker, "/ui/workers/"+*a.Worker))
		}
		if k.rec != nil && k.rec.Round > 0 {
			out = append(out, text(" in round "), link(strconv.FormatUint(k.rec.Round, 10), roundURL(k.rec.Shard, k.rec.Round)))
		}
		if k.assigned != nil && k.assigned.Cold {
			out = append(out, text(", which loads "+m+" first"))
		}
		return "Running: the result is expected in about " + formatDuration(secs(a.ETASeconds)), append(out, text("."))
	}
	return a.State, nil
}

// timeline is the request's journey: on chain, confirmed, waiting, assigned, result,
// callback, each done, happening now, to come, or gone wrong.
func (p *pages) timeline(a apiRequest, k known) []step {
	state := a.State
	if a.Status != "pending" {
		state = a.Status
	}
	var steps []step

	// On chain: the transaction and block that created it.
	chain := step{Title: "On chain", State: "done"}
	tx, block := a.TxHash, a.BlockNumber
	if k.sighting != nil {
		if tx == "" {
			tx = k.sighting.TxHash
		}
		if block == nil {
			block = &k.sighting.BlockNumber
		}
	}
	if tx != "" {
		chain.Parts = append(chain.Parts, text("created by transaction "), p.txSeg(tx))
	} else {
		chain.Parts = append(chain.Parts, text("the chain holds it (its transaction is not known to this replica)"))
	}
	if block != nil && *block > 0 {
		chain.Parts = append(chain.Parts, text(" in block "+strconv.FormatUint(*block, 10)))
	}
	if state == string(status.StateRetracted) {
		chain.State = "bad"
		chain.Parts = append(chain.Parts, text(": a reorganisation removed it"))
		return []step{chain}
	}
	steps = append(steps, chain)

	// Confirmed.
	conf := step{Title: "Confirmed", State: "done", Parts: []seg{text("its block has its confirmations")}}
	if state == "confirming" {
		conf.State = "now"
		n := 0
		if a.ConfirmationsRemaining != nil {
			n = *a.ConfirmationsRemaining
		}
		conf.Parts = []seg{text(plural(n, "more block") + " before the scheduler takes it in")}
	}
	steps = append(steps, conf)

	// Waiting for a worker.
	wait := step{Title: "Waiting for a worker", State: "todo"}
	switch state {
	case "queued", "throttled", "unserved":
		wait.State = "now"
		h, why := p.reason(a, k, modelOf(k))
		wait.Parts = append([]seg{text(h + ". ")}, why...)
	case "assigned", string(status.StateCompleted):
		wait.State = "done"
		wait.Parts = []seg{text("taken by a round")}
	case string(status.StateExpired), string(status.StateFailed), string(status.StateRefunded):
		wait.State = "done"
	}
	steps = append(steps, wait)

	// Assigned, with the attempts that failed before.
	as := step{Title: "Assigned", State: "todo"}
	if k.rec != nil {
		for _, f := range k.rec.FailedBy {
			as.Parts = append(as.Parts, text(fmt.Sprintf("attempt %d: worker ", f.Attempt)),
				linkCode(shortHex(f.Worker), f.Worker, "/ui/workers/"+f.Worker),
				text(" refused it or did not deliver in time; it went back to the queue. "))
		}
	}
	if a.Worker != nil && (state == "assigned" || state == string(status.StateCompleted)) {
		as.State = "done"
		if state == "assigned" {
			as.State = "now"
		}
		as.Parts = append(as.Parts, text("to worker "), linkCode(shortHex(*a.Worker), *a.Worker, "/ui/workers/"+*a.Worker))
		if k.rec != nil && k.rec.Round > 0 && k.rec.Worker == *a.Worker {
			as.Parts = append(as.Parts, text(" in round "), link(strconv.FormatUint(k.rec.Round, 10), roundURL(k.rec.Shard, k.rec.Round)))
			if k.rec.Attempt > 1 {
				as.Parts = append(as.Parts, text(fmt.Sprintf(" (attempt %d)", k.rec.Attempt)))
			}
			if k.rec.AssignedAtMS > 0 {
				as.Parts = append(as.Parts, text(", at "+formatTime(k.rec.AssignedAtMS)))
			}
		}
		if k.assigned != nil {
			as.Parts = append(as.Parts, text(", estimated "+formatMS(k.assigned.EstimatedLatencyMS)))
			if k.assigned.Cold {
				as.Parts = append(as.Parts, text(" (cold: the worker loads the model first)"))
			}
			if k.assigned.Batched {
				as.Parts = append(as.Parts, text(", its result settled in a batch"))
			}
		}
		if state == "assigned" {
			as.Parts = append(as.Parts, text("; the result is expected in about "+formatDuration(secs(a.ETASeconds))))
		}
	}
	steps = append(steps, as)

	// The result on chain.
	res := step{Title: "Result on chain", State: "todo"}
	switch state {
	case string(status.StateCompleted):
		res.State = "done"
		if a.ResultTxHash != "" {
			res.Parts = append(res.Parts, text("transaction "), p.txSeg(a.ResultTxHash))
		}
		if a.LatencyMS != nil {
			what := "to the block that includes it"
			if a.LatencyKind == status.LatencyIndexed {
				what = "to the indexed event, confirmations included"
			}
			res.Parts = append(res.Parts, text(", "+formatMS(float64(*a.LatencyMS))+" from the assignment "+what))
		}
	case string(status.StateExpired):
		res.State = "bad"
		res.Parts = []seg{text("none before the deadline: the request expired and its fee goes back")}
	case string(status.StateRefunded):
		res.State = "bad"
		res.Parts = []seg{text("none: the fee was refunded")}
	case string(status.StateFailed):
		res.State = "bad"
		res.Parts = []seg{text("none: the request failed")}
	}
	steps = append(steps, res)

	// The requester contract's callback, when it asked for one.
	switch a.Callback {
	case "delivered":
		steps = append(steps, step{Title: "Callback", State: "done", Parts: []seg{text("the requester contract's callback ran and returned")}})
	case "failed":
		steps = append(steps, step{Title: "Callback", State: "bad", Parts: []seg{text("the requester contract's callback reverted or ran out of gas; the result and the payment stand")}})
	}
	if len(a.Verification) > 0 && string(a.Verification) != "null" {
		steps = append(steps, verificationStep(a.Verification))
	}
	return steps
}

func modelOf(k known) string {
	switch {
	case k.rec != nil && k.rec.Model != "":
		return k.rec.Model
	case k.sighting != nil:
		return k.sighting.Model
	}
	return ""
}

// txSeg is a transaction hash, linked to the explorer when one is configured.
func (p *pages) txSeg(hash string) seg {
	return linkCode(shortHex(hash), hash, p.explorerTx(hash))
}

func secs(s int64) time.Duration { return time.Duration(s) * time.Second }

func capitalize(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// clip shortens what a visitor typed before it is shown back.
func clip(s string) string { return clipN(s, 80) }
