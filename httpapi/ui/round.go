package ui

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"

	"github.com/infersched/infersched/decisionlog"
	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// roundDoc is a decision record as GET /v1/rounds/{n} serves it, read by the record's
// own decoder.
type roundDoc = decisionlog.Record

// decodeRound reads a served record; false when it is not one.
func decodeRound(b []byte) (roundDoc, bool) {
	rec, err := decisionlog.Decode(b, maxRoundBytes)
	if err != nil {
		return roundDoc{}, false
	}
	return *rec, true
}

// roundDoc reads round n of shard's chain from the API; ok false when it is not there,
// larger than maxRoundBytes, or does not decode.
func (p *pages) roundDoc(r *http.Request, shard int, n uint64) (roundDoc, bool) {
	rep := p.call(r, "/v1/rounds/"+strconv.FormatUint(n, 10)+"?shard="+strconv.Itoa(shard), maxRoundBytes)
	if rep.code != http.StatusOK || rep.cut {
		return roundDoc{}, false
	}
	return decodeRound(rep.body)
}

// recentRounds reads up to limit of the last records of shard's chain, newest first.
// It says why when it cannot.
func (p *pages) recentRounds(r *http.Request, shard, limit int) ([]roundDoc, string) {
	if p.o.Rounds == nil {
		return nil, "This replica does not know where the decision log ends."
	}
	last, err := p.o.Rounds.LastRound(r.Context(), shard)
	if err != nil {
		return nil, "The decision log could not be read now."
	}
	if last == 0 {
		return nil, ""
	}
	from := uint64(1)
	if last > uint64(limit) {
		from = last - uint64(limit) + 1
	}
	rep := p.call(r, fmt.Sprintf("/v1/rounds?from=%d&limit=%d&shard=%d", from, limit, shard), limit*maxRoundBytes/4)
	var body struct {
		Rounds []json.RawMessage `json:"rounds"`
	}
	if rep.code != http.StatusOK || rep.cut || json.Unmarshal(rep.body, &body) != nil {
		return nil, "The decision log's last records are too large to list here; open a round by its number."
	}
	out := make([]roundDoc, 0, len(body.Rounds))
	for i := len(body.Rounds) - 1; i >= 0; i-- {
		if d, ok := decodeRound(body.Rounds[i]); ok {
			out = append(out, d)
		}
	}
	return out, ""
}

// roundPage is the data of /ui/rounds/{n}.
type roundPage struct {
	D            roundDoc
	Prev, Next   string // links to the rounds before and after
	PrevN, NextN uint64
	Proof        string
	Models       map[string]string // request id → model, for the requests the record carries
	Skipped      []skipRow
	Samples      []sampleRow
	Disputes     []disputeRow
	HasL1Fee     bool
	Anchored     bool
	AnchorLink   string
}

type skipRow struct {
	scheduler.Skip
	Words string
}

type sampleRow struct {
	verification.Sample
	Why string
}

type disputeRow struct {
	verification.Dispute
	Words string
}

func (p *pages) round(w http.ResponseWriter, r *http.Request) {
	n, err := strconv.ParseUint(r.PathValue("n"), 10, 64)
	if err != nil || n == 0 || strconv.FormatUint(n, 10) != r.PathValue("n") {
		p.fail(w, r, http.StatusBadRequest, "Not a round number",
			fmt.Sprintf("A round is a decimal number from 1, not %q.", clip(r.PathValue("n"))))
		return
	}
	shard := 0
	if v := r.URL.Query().Get("shard"); v != "" {
		shard, err = strconv.Atoi(v)
		if err != nil || shard < 0 || shard > 255 || strconv.Itoa(shard) != v {
			p.fail(w, r, http.StatusBadRequest, "Not a shard", fmt.Sprintf("A shard is a number from 0 to 255, not %q.", clip(v)))
			return
		}
	}
	rep := p.call(r, "/v1/rounds/"+strconv.FormatUint(n, 10)+"?shard="+strconv.Itoa(shard), maxRoundBytes)
	var d roundDoc
	ok := false
	if rep.code == http.StatusOK && !rep.cut {
		d, ok = decodeRound(rep.body)
	}
	switch {
	case rep.code == http.StatusNotFound:
		p.fail(w, r, http.StatusNotFound, fmt.Sprintf("Round %d of shard %d is not in the log", n, shard),
			"The scheduler has not run this round (yet), or it wrote no record: a round with nothing to plan writes none.")
		return
	case rep.code != http.StatusOK:
		p.fail(w, r, rep.code, fmt.Sprintf("Round %d", n), "The decision log could not be read now; reload in a moment.")
		return
	case rep.cut:
		p.fail(w, r, http.StatusInsufficientStorage, fmt.Sprintf("Round %d", n),
			fmt.Sprintf("Its record is larger than this page reads (%d MiB): read it from GET /v1/rounds/%d.", maxRoundBytes>>20, n))
		return
	case !ok:
		p.fail(w, r, http.StatusBadGateway, fmt.Sprintf("Round %d", n), "Its record does not decode.")
		return
	}
	p.render(w, http.StatusOK, "round", p.roundPage(d, shard))
}

func (p *pages) roundPage(d roundDoc, shard int) roundPage {
	pg := roundPage{D: d, Next: roundURL(shard, d.Round+1), NextN: d.Round + 1, Models: map[string]string{}}
	if d.Round > 1 {
		pg.Prev, pg.PrevN = roundURL(shard, d.Round-1), d.Round-1
	}
	pg.Proof = fmt.Sprintf("/v1/rounds/%d/proof", d.Round)
	if shard > 0 {
		pg.Proof += "?shard=" + strconv.Itoa(shard)
	}
	refs := d.Inputs.Requests
	if d.Inputs.RequestsDelta != nil { // a delta record carries the contents of the requests it adds only
		refs = d.Inputs.RequestsDelta.Added
	}
	for _, rq := range refs {
		if rq.Content != nil {
			pg.Models[rq.ID] = rq.Content.ModelID
		}
	}
	for _, s := range d.Decision.Skipped {
		pg.Skipped = append(pg.Skipped, skipRow{Skip: s, Words: skipWords(s, pg.Models[s.RequestID])})
	}
	if v := d.Verification; v != nil {
		for _, s := range v.Samples {
			pg.Samples = append(pg.Samples, sampleRow{Sample: s, Why: sampleWhy(s)})
		}
		for _, x := range v.Disputes {
			pg.Disputes = append(pg.Disputes, disputeRow{Dispute: x, Words: outcomeWords(x.Outcome)})
		}
	}
	pg.HasL1Fee = d.Inputs.L1Fee != nil
	if d.Anchor != nil {
		pg.Anchored, pg.AnchorLink = true, p.explorerTx(d.Anchor.TxHash)
	}
	return pg
}

// skipWords says why a round left a request queued.
func skipWords(s scheduler.Skip, model string) string {
	m := model
	if m == "" {
		m = "its model"
	}
	switch s.Reason {
	case scheduler.ReasonNoWorker:
		return "unserved: no live worker serves " + m
	case scheduler.ReasonNoCapacity:
		return "every worker serving " + m + " was busy (no free slot or not enough memory)"
	case scheduler.ReasonDeadlineInfeasible:
		return "no worker would finish before its deadline"
	case scheduler.ReasonFeeBelowCost:
		if s.FeeNeededWei != "" {
			return "fee below cost: needs " + formatETH(s.FeeNeededWei, true)
		}
		return "fee below cost"
	}
	return string(s.Reason)
}

// sampleWhy says why a result was drawn at its rate.
func sampleWhy(s verification.Sample) string {
	switch {
	case s.LostDispute:
		return "the worker lost a dispute"
	case s.OnProbation:
		return "the worker is on probation"
	case s.Disputes > 0:
		return plural(s.Disputes, "dispute") + " against the worker"
	case s.Verified > 0:
		return plural(s.Verified, "verified result")
	}
	return "the base rate"
}

// outcomeWords says how a dispute ended.
func outcomeWords(o verification.Outcome) string {
	switch o {
	case verification.WorkerLost:
		return "the worker lost: its stake was slashed and the requester refunded"
	case verification.ChallengerLost:
		return "the challenger lost: it was slashed and the result stands"
	case verification.NoMajority:
		return "no majority before the dispute expired"
	}
	return string(o)
}
