package ui

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/infersched/infersched/wire/status"
)

// quoteTokens is the max_tokens the queue's "fee needed now" is quoted for.
const quoteTokens = 256

// maxModelsShown bounds the models of the queue table (each is one quote).
const maxModelsShown = 50

// maxWorkersShown bounds the rows of the live workers' table.
const maxWorkersShown = 200

// recentRoundsShown is how many rounds of each chain the index lists.
const recentRoundsShown = 10

// indexPage is the data of /ui/: the search, the queue now, the live workers, the
// recent rounds and the deployment.
type indexPage struct {
	Query       string
	Notice      string
	Matches     []string // the requests a searched transaction created
	Queue       []queueRow
	QueueNote   string
	QuoteTokens int
	Workers     []apiWorker
	WorkersNote string
	MoreWorkers int
	Rounds      []roundDoc
	RoundsNote  string
	Info        infoView
}

// queueRow is one model's queue now.
type queueRow struct {
	Model                       string
	Counted                     bool // the counts are known on this replica
	Queued, Throttled, Assigned int
	Unserved                    bool
	FeeNeeded, Suggested        string // wei
	ETA                         int64
	Live, FreeSlots             int
	DrainTPS                    float64 // requests served per second, as measured
	Note                        string
}

// infoView is what of GET /v1/info a page shows: never the dev stack's keys or bus
// passwords.
type infoView struct {
	ChainID   uint64
	Contracts []field
	Scheduler string
	Version   string
	Replica   string
	Leads     []int
	Dishonest []string
	Known     bool
}

func (p *pages) index(w http.ResponseWriter, r *http.Request) {
	pg := indexPage{QuoteTokens: quoteTokens}
	if q := strings.TrimSpace(r.URL.Query().Get("q")); q != "" {
		pg.Query = q
		if p.search(w, r, &pg) {
			return
		}
	}
	ws, ok := p.liveWorkers(r)
	if !ok {
		pg.WorkersNote = "The worker registry could not be read now."
	}
	sort.Slice(ws, func(i, j int) bool { return ws[i].ID < ws[j].ID })
	if len(ws) > maxWorkersShown {
		pg.MoreWorkers = len(ws) - maxWorkersShown
		pg.Workers = ws[:maxWorkersShown]
	} else {
		pg.Workers = ws
	}
	pg.Queue, pg.QueueNote = p.queue(r, ws)
	for shard := range min(p.o.Shards, maxShardsShown) {
		docs, note := p.recentRounds(r, shard, recentRoundsShown)
		pg.Rounds = append(pg.Rounds, docs...)
		if note != "" {
			pg.RoundsNote = note
		}
	}
	pg.Info = p.info(r)
	code := http.StatusOK
	if pg.Notice != "" {
		code = http.StatusNotFound
	}
	p.render(w, code, "index", pg)
}

// search answers /ui/?q=: a request id, a transaction hash, a worker address or
// "round N" leads to its page; anything else leaves a notice on the index. It reports
// whether it has answered.
func (p *pages) search(w http.ResponseWriter, r *http.Request, pg *indexPage) bool {
	q := pg.Query
	if n, ok := strings.CutPrefix(strings.ToLower(q), "round "); ok {
		if v, err := strconv.ParseUint(strings.TrimSpace(n), 10, 64); err == nil && v > 0 {
			http.Redirect(w, r, roundURL(0, v), http.StatusSeeOther)
			return true
		}
	}
	switch {
	case isDigits(q):
		id, err := status.ParseRequestID(q)
		if err != nil {
			pg.Notice = "That number is larger than any request id (2^256 − 1)."
			return false
		}
		http.Redirect(w, r, "/ui/requests/"+id, http.StatusSeeOther)
		return true
	case isAddress(q):
		http.Redirect(w, r, "/ui/workers/"+strings.ToLower(q), http.StatusSeeOther)
		return true
	case isHash(q):
		rep := p.call(r, "/v1/requests?tx="+url.QueryEscape(q), 1<<20)
		var body struct {
			RequestIDs []string `json:"request_ids"`
			Retracted  bool     `json:"retracted"`
			Message    string   `json:"message"`
		}
		_ = json.Unmarshal(rep.body, &body)
		switch {
		case rep.code == http.StatusOK && len(body.RequestIDs) == 1 && !body.Retracted:
			http.Redirect(w, r, "/ui/requests/"+body.RequestIDs[0], http.StatusSeeOther)
			return true
		case rep.code == http.StatusOK:
			pg.Matches = body.RequestIDs
			if body.Retracted {
				pg.Notice = "A reorganisation removed this transaction: the requests it created are no longer on chain."
			}
		case rep.code == http.StatusNotFound:
			pg.Notice = "No request was created by transaction " + strings.ToLower(q) +
				" as far as the indexer has seen (a result transaction is found from its request's page)."
		default:
			pg.Notice = "The transaction could not be looked up now: " + body.Message
		}
		return false
	}
	pg.Notice = fmt.Sprintf("Search by a request id (a decimal number), a transaction hash (0x and 64 hex digits), "+
		"a worker address (0x and 40 hex digits) or \"round N\"; %q is none of these.", clip(q))
	return false
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// queue is the queue now, one row per model that a live worker serves or a request
// waits for, with the fee a request of quoteTokens tokens needs now.
func (p *pages) queue(r *http.Request, ws []apiWorker) ([]queueRow, string) {
	rows := map[string]*queueRow{}
	row := func(m string) *queueRow {
		if rows[m] == nil {
			rows[m] = &queueRow{Model: m}
		}
		return rows[m]
	}
	for _, w := range ws {
		for _, m := range w.Models {
			row(m)
		}
	}
	note := ""
	if p.o.Queues == nil {
		note = "This replica does not count the queue by state."
	} else if counts, err := p.o.Queues.Counts(r.Context()); err != nil {
		note = "The queue could not be counted now."
	} else {
		for _, c := range counts {
			q := row(c.Model)
			q.Counted, q.Queued, q.Throttled, q.Assigned, q.DrainTPS = true, c.Queued, c.Throttled, c.Assigned, c.DrainTPS
		}
		for _, q := range rows {
			q.Counted = true
		}
	}
	out := make([]queueRow, 0, len(rows))
	for _, q := range rows {
		out = append(out, *q)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Model < out[j].Model })
	if len(out) > maxModelsShown {
		note = fmt.Sprintf("The first %d of %d models.", maxModelsShown, len(out))
		out = out[:maxModelsShown]
	}
	for i := range out {
		p.quoteRow(r, &out[i])
	}
	return out, note
}

// quoteRow fills a model's fee needed now, its ETA and its live workers from
// GET /v1/quote.
func (p *pages) quoteRow(r *http.Request, q *queueRow) {
	rep := p.call(r, fmt.Sprintf("/v1/quote?model=%s&max_tokens=%d", url.QueryEscape(q.Model), quoteTokens), 1<<16)
	var body struct {
		FeeNeededWei    string `json:"fee_needed_wei"`
		SuggestedFeeWei string `json:"suggested_fee_wei"`
		ETASeconds      int64  `json:"eta_seconds"`
		LiveWorkers     int    `json:"live_workers"`
		FreeSlots       int    `json:"free_slots"`
		Error           string `json:"error"`
		Message         string `json:"message"`
	}
	_ = json.Unmarshal(rep.body, &body)
	switch {
	case rep.code == http.StatusOK:
		q.FeeNeeded, q.Suggested, q.ETA = body.FeeNeededWei, body.SuggestedFeeWei, body.ETASeconds
		q.Live, q.FreeSlots = body.LiveWorkers, body.FreeSlots
	case body.Error == "unserved":
		q.Unserved = true
	case rep.code == http.StatusBadRequest:
		q.Note = "no quote for this model name"
	default:
		q.Note = "no quote now"
	}
}

// info is the deployment as GET /v1/info describes it, its secrets left out.
func (p *pages) info(r *http.Request) infoView {
	rep := p.call(r, "/v1/info", 1<<20)
	var in struct {
		ChainID          uint64            `json:"chain_id"`
		Contracts        map[string]string `json:"contracts"`
		Scheduler        string            `json:"scheduler"`
		Version          string            `json:"version"`
		Replica          string            `json:"replica"`
		Leads            []int             `json:"leads"`
		DishonestWorkers []string          `json:"dishonest_workers"`
	}
	if rep.code != http.StatusOK || json.Unmarshal(rep.body, &in) != nil {
		return infoView{}
	}
	v := infoView{Known: true, ChainID: in.ChainID, Scheduler: in.Scheduler, Version: in.Version, Replica: in.Replica,
		Leads: in.Leads, Dishonest: in.DishonestWorkers}
	for name, addr := range in.Contracts {
		v.Contracts = append(v.Contracts, field{Name: strings.ReplaceAll(name, "_", " "), Value: addr})
	}
	sort.Slice(v.Contracts, func(i, j int) bool { return v.Contracts[i].Name < v.Contracts[j].Name })
	return v
}
