package ui

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// apiWorker is one live worker of GET /v1/workers: the registry's scheduler.Worker and
// its load, with every member kept (raw) so that per-model figures the page does not
// know by name are shown too.
type apiWorker struct {
	scheduler.Worker
	Load float64 `json:"load"`
	raw  map[string]json.RawMessage
}

// Stake is the worker's stake in decimal wei.
func (w apiWorker) Stake() string { return w.StakeWei.String() }

// maxWorkersBytes bounds the worker list read for a page.
const maxWorkersBytes = 16 << 20

// liveWorkers reads GET /v1/workers; ok false when the API could not answer.
func (p *pages) liveWorkers(r *http.Request) ([]apiWorker, bool) {
	rep := p.call(r, "/v1/workers", maxWorkersBytes)
	var body struct {
		Workers []json.RawMessage `json:"workers"`
	}
	if rep.code != http.StatusOK || rep.cut || json.Unmarshal(rep.body, &body) != nil {
		return nil, false
	}
	out := make([]apiWorker, 0, len(body.Workers))
	for _, raw := range body.Workers {
		var w apiWorker
		if json.Unmarshal(raw, &w) != nil || json.Unmarshal(raw, &w.raw) != nil {
			continue
		}
		out = append(out, w)
	}
	return out, true
}

// perModelLabels name the per-model members of a worker's heartbeat that the page
// knows; any other member that maps model names to numbers is shown under its own
// name.
var perModelLabels = map[string]string{
	"model_latency_ms": "P50 latency",
	"model_load_ms":    "load time",
	"model_memory_mb":  "weights",
	"open_batch":       "open batch",
}

// perModelUnits format the known per-model figures.
var perModelUnits = map[string]func(float64) string{
	"model_latency_ms": formatMS,
	"model_load_ms":    formatMS,
	"model_memory_mb":  func(v float64) string { return strconv.FormatFloat(v, 'f', 0, 64) + " MB" },
}

// modelTable is a worker's figures per model: one row per model it serves.
type modelTable struct {
	Columns []string
	Rows    []modelRow
}

type modelRow struct {
	Model  string
	Warm   string // yes, no
	Values []string
}

// modelTableOf lays out w's per-model members (model → number), known ones first, then
// its measured decode and prefill rates.
func modelTableOf(w apiWorker) modelTable {
	var keys []string
	maps := map[string]map[string]float64{}
	for k, raw := range w.raw {
		var m map[string]float64
		if json.Unmarshal(raw, &m) != nil || len(m) == 0 {
			continue
		}
		maps[k] = m
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		_, ki := perModelLabels[keys[i]]
		_, kj := perModelLabels[keys[j]]
		if ki != kj {
			return ki
		}
		return keys[i] < keys[j]
	})
	var t modelTable
	for _, k := range keys {
		label, ok := perModelLabels[k]
		if !ok {
			label = strings.ReplaceAll(strings.TrimPrefix(k, "model_"), "_", " ")
		}
		t.Columns = append(t.Columns, label)
	}
	// The measured rates (heartbeat speed): decode and prefill tokens per second.
	rates := len(w.Speed) > 0
	if rates {
		t.Columns = append(t.Columns, "decode", "prefill")
	}
	rate := func(v int64) string {
		if v <= 0 {
			return "–"
		}
		return strconv.FormatInt(v, 10) + " tokens/s"
	}
	// The determinism class (GPU, engine and version, dtype, tensor-parallel size,
	// batch-invariant): a class model's results are verified by workers of its class only.
	classes := len(w.Determinism) > 0
	if classes {
		t.Columns = append(t.Columns, "determinism class")
	}
	warm := map[string]bool{}
	for _, m := range w.WarmModels {
		warm[m] = true
	}
	for _, model := range w.Models {
		row := modelRow{Model: model, Warm: "yes"}
		if w.WarmModels != nil && !warm[model] {
			row.Warm = "no"
		}
		for _, k := range keys {
			v, ok := maps[k][model]
			switch {
			case !ok:
				row.Values = append(row.Values, "–")
			case perModelUnits[k] != nil:
				row.Values = append(row.Values, perModelUnits[k](v))
			default:
				row.Values = append(row.Values, strconv.FormatFloat(v, 'g', 4, 64))
			}
		}
		if rates {
			sp := w.Speed[model]
			row.Values = append(row.Values, rate(sp.DecodeTPS), rate(sp.PrefillTPS))
		}
		if classes {
			row.Values = append(row.Values, classLabel(w.Determinism[model]))
		}
		t.Rows = append(t.Rows, row)
	}
	return t
}

// classLabel shows a class key (wire.DeterminismClass.Key: fields joined by '|') with
// its fields named where they are not self-evident; "–" for a model with no class.
func classLabel(key string) string {
	f := strings.Split(key, "|")
	if len(f) != 6 {
		if key == "" {
			return "–"
		}
		return key
	}
	label := f[0] + " · " + f[1] + " " + f[2] + " · " + f[3] + " · tp " + f[4]
	if f[5] == "true" {
		label += " · batch-invariant"
	}
	return label
}

// workerPage is the data of /ui/workers/{address}.
type workerPage struct {
	Address   string
	Live      *apiWorker
	Models    modelTable
	LiveNote  string
	Standing  *verification.Kept
	Dishonest bool // the dev stack says it returns wrong outputs on purpose
	// Results are its assignments in the recent rounds read, newest first, with their
	// requests' answers now; Checks the verification entries that name it.
	Results    []resultRow
	Checks     []checkRow
	RoundsRead int
	RecentNote string
}

type resultRow struct {
	Request string
	Round   uint64
	Shard   int
	State   string
	TxHash  string
	Latency string
}

type checkRow struct {
	Round   uint64
	Shard   int
	Request string
	What    string
	TxHash  string
}

// recentRoundsRead bounds the records a worker page reads, per shard.
const recentRoundsRead = 50

// maxResults bounds the recent results a worker page lists (each is one status read).
const maxResults = 12

func (p *pages) worker(w http.ResponseWriter, r *http.Request) {
	addr := r.PathValue("address")
	if !isAddress(addr) {
		p.fail(w, r, http.StatusBadRequest, "Not a worker address",
			fmt.Sprintf("A worker is an Ethereum address, 0x and 40 hex digits, not %q.", clip(addr)))
		return
	}
	if lower := strings.ToLower(addr); lower != addr {
		http.Redirect(w, r, "/ui/workers/"+lower, http.StatusMovedPermanently)
		return
	}
	pg := workerPage{Address: addr}
	if ws, ok := p.liveWorkers(r); !ok {
		pg.LiveNote = "The worker registry could not be read now."
	} else {
		for i := range ws {
			if ws[i].ID == addr {
				pg.Live = &ws[i]
				pg.Models = modelTableOf(ws[i])
			}
		}
		if pg.Live == nil {
			pg.LiveNote = "Not live now: no heartbeat of this worker within its time to live (it stopped, left, or was never staked)."
		}
	}
	if p.o.Standings != nil {
		s, ok, err := p.o.Standings.Standing(r.Context(), addr)
		if err != nil {
			p.log.Warn("ui: read standing", zap.String("worker", addr), zap.Error(err))
		} else if ok {
			pg.Standing = &s
		}
	}
	pg.Dishonest = p.dishonest(r, addr)
	p.recentWork(r, &pg)
	p.render(w, http.StatusOK, "worker", pg)
}

// dishonest reports whether GET /v1/info lists addr among the dev stack's dishonest
// workers.
func (p *pages) dishonest(r *http.Request, addr string) bool {
	rep := p.call(r, "/v1/info", 1<<20)
	var info struct {
		DishonestWorkers []string `json:"dishonest_workers"`
	}
	if rep.code != http.StatusOK || json.Unmarshal(rep.body, &info) != nil {
		return false
	}
	for _, d := range info.DishonestWorkers {
		if strings.EqualFold(d, addr) {
			return true
		}
	}
	return false
}

// recentWork fills the worker's assignments and verification entries from the last
// recentRoundsRead records of every chain, and its results' answers now.
func (p *pages) recentWork(r *http.Request, pg *workerPage) {
	for shard := range min(p.o.Shards, maxShardsShown) {
		docs, note := p.recentRounds(r, shard, recentRoundsRead)
		if note != "" {
			pg.RecentNote = note
		}
		pg.RoundsRead += len(docs)
		for _, d := range docs {
			for _, a := range d.Decision.Assigned {
				if a.WorkerID == pg.Address && len(pg.Results) < maxResults {
					pg.Results = append(pg.Results, resultRow{Request: a.RequestID, Round: d.Round, Shard: d.Shard})
				}
			}
			pg.Checks = append(pg.Checks, checksOf(d, pg.Address)...)
		}
	}
	for i := range pg.Results {
		res := &pg.Results[i]
		rep := p.call(r, "/v1/requests/"+res.Request, 1<<20)
		var a apiRequest
		if json.Unmarshal(rep.body, &a) != nil {
			res.State = "unknown"
			continue
		}
		res.State = a.State
		if a.Status != "pending" {
			res.State = a.Status
		}
		if a.Worker == nil || *a.Worker != pg.Address {
			res.State += " (by another worker)"
		}
		res.TxHash = a.ResultTxHash
		if a.LatencyMS != nil {
			res.Latency = formatMS(float64(*a.LatencyMS))
		}
	}
}

// checksOf lists what a record's verification section says of worker: its results
// drawn, the checks it was given, its verdicts, and the disputes it was in.
func checksOf(d roundDoc, worker string) []checkRow {
	v := d.Verification
	if v == nil {
		return nil
	}
	var out []checkRow
	add := func(req, what, tx string) {
		out = append(out, checkRow{Round: d.Round, Shard: d.Shard, Request: req, What: what, TxHash: tx})
	}
	for _, s := range v.Samples {
		if s.Worker == worker && s.Sampled {
			add(s.RequestID, fmt.Sprintf("its result was drawn for a check (at a rate of %s: %s)", strconv.FormatFloat(s.Rate*100, 'g', 3, 64)+" %", sampleWhy(s)), "")
		}
	}
	for _, a := range v.Assigned {
		if a.Verifier == worker {
			what := "it was given the check of " + shortHex(a.Worker) + "'s result"
			if a.TieBreak {
				what = "it was given the tie-break of a dispute over " + shortHex(a.Worker) + "'s result"
			}
			add(a.RequestID, what, "")
		}
	}
	for _, a := range v.Attestations {
		if a.Verifier == worker {
			what := "it checked a result and agreed"
			if !a.Agrees {
				what = "it checked a result, disagreed and opened a dispute"
			}
			add(a.RequestID, what, a.TxHash)
		}
	}
	for _, x := range v.Disputes {
		if x.Worker == worker || x.Verifier == worker {
			role := "a dispute over its result ended: "
			if x.Worker != worker {
				role = "a dispute it broke the tie of ended: "
			}
			add(x.RequestID, role+outcomeWords(x.Outcome), x.TxHash)
		}
	}
	return out
}

// maxShardsShown bounds the chains a page reads.
const maxShardsShown = 16
