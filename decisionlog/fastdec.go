package decisionlog

import (
	"unsafe"

	"github.com/infersched/infersched/scheduler"
)

// fastDecode reads a record that is in exactly its canonical form (as Encode writes
// it) and nothing else: members in their order, no whitespace, strings of printable
// ASCII without escapes, numbers, amounts and map keys exactly as the encoder writes
// them, and no member that the encoder leaves out when it is zero (canonparse.go). It
// makes no attempt at anything else and says so with ok false; then the strict decoder
// runs. So it proves, while it reads, that b is the record's canonical form (b is what
// appendStored writes for the record returned: TestCanonicalParseIsCanonical and
// TestCanonicalParseRefusesOtherForms hold it to that on random and mutated lines), and
// b's own bytes can be hashed; the config's compact form is the one thing it leaves to
// its caller (canonicalConfig). A member added to the record must be read here with the
// same care (read in its one form, refused when zero if the encoder omits it then):
// TestSchedulerTypesUnchanged fails on a new member.
//
// The record's strings are substrings of one copy of b, made once: tens of thousands of
// small allocations per 1k-request round fewer, at the price that any string kept
// keeps the whole copy alive.
func fastDecode(b []byte) (*Record, bool) {
	rec, _, ok := fastDecodeSpans(b, readOpts{})
	return rec, ok
}

// lineSpans are where, in a stored record's bytes, the parts that the hashed form
// leaves out begin and end: each request's inline content object (`{…}` after
// `,"content":`, -1 when not inline) and the start of the hash's value. Once the bytes
// are known canonical, the record hash and every content hash are hashes of slices of
// them (see hashesFromLine), with no re-encoding.
type lineSpans struct {
	content   [][2]int // per request: [start, end) of the content object, or {-1, -1}
	hashValue int      // offset of the hash's opening quote
	// decision is [start, end) of the decision object when it was skimmed, not read
	// (readOpts.lazyDecision); {0, 0} when it was read.
	decision [2]int
}

// readOpts say how fastDecodeSpans reads a line.
type readOpts struct {
	// spans: record the lineSpans.
	spans bool
	// owned: b is the caller's to give away and is never written again: the record's
	// strings are then substrings of b itself, not of a copy (VerifyLog's lines, half a
	// megabyte a round of 1 000 requests).
	owned bool
	// lazyDecision (with spans and owned): the decision is only skimmed, not read
	// (skimDecision), and rec.Decision is left empty for the caller to settle from the
	// span (settleDecision): a verifier that replays the round compares the replayed
	// decision's bytes with the span instead of reading ~1 200 floats.
	lazyDecision bool
}

// fastDecodeSpans is fastDecode that also records the spans with o.spans.
func fastDecodeSpans(b []byte, o readOpts) (*Record, *lineSpans, bool) {
	var sp *lineSpans
	if o.spans {
		sp = &lineSpans{}
	}
	s := ""
	if o.owned {
		s = unsafe.String(unsafe.SliceData(b), len(b))
	} else {
		s = string(b)
	}
	p := &fastParser{b: b, s: s, ok: true}
	rec := &Record{}
	p.expect(`{"round":`)
	rec.Round = p.uint(64)
	if p.skip(`,"shard":`) {
		if rec.Shard = int(p.int()); rec.Shard <= 0 {
			p.fail() // not canonical: absent is written for 0; the strict decoder reads a negative one
		}
	}
	if p.skip(`,"version":`) {
		if rec.Version = int(p.int()); rec.Version <= 0 {
			p.fail() // not canonical: absent is written for 0; negative is not a version
		}
	}
	p.expect(`,"time_ms":`)
	rec.TimeMS = p.int()
	p.expect(`,"config":`)
	if p.skip("null") {
		rec.Config = []byte("null") // as encoding/json reads null into a RawMessage
	} else {
		rec.Config = p.rawObject()
	}
	p.expect(`,"config_hash":`)
	rec.ConfigHash = p.str()

	in := &rec.Inputs
	p.expect(`,"inputs":{"now_ms":`)
	in.NowMS = p.int()
	p.expect(`,"gas_price_gwei":`)
	in.GasPriceGwei = p.float()
	if p.skip(`,"drain_rate_tps":{`) {
		in.DrainRateTPS = map[string]float64{}
		p.members(func(k string) { in.DrainRateTPS[k] = p.float() })
	}
	p.expect(`,"workers":`)
	in.Workers = p.workers()
	p.expect(`,"requests":`)
	if !p.skip("null") {
		in.Requests = []RequestRef{}
		// The contents are cut from chunks of growing size: a few allocations a
		// round instead of one per request.
		var chunk []scheduler.Request
		p.list(func() {
			var ref RequestRef
			p.expect(`{"id":`)
			ref.ID = p.str()
			p.expect(`,"content_hash":`)
			ref.ContentHash = p.str()
			span := [2]int{-1, -1}
			if p.skip(`,"content":`) {
				if len(chunk) == cap(chunk) {
					chunk = make([]scheduler.Request, 0, max(16, 2*cap(chunk)))
				}
				chunk = chunk[:len(chunk)+1]
				ref.Content = &chunk[len(chunk)-1]
				span[0] = p.i
				p.request(ref.Content)
				span[1] = p.i
			}
			if sp != nil {
				sp.content = append(sp.content, span)
			}
			p.expect("}")
			in.Requests = append(in.Requests, ref)
		})
	}
	if p.skip(`,"released":`) {
		in.Released = p.strings()
		p.nonEmpty(len(in.Released))
	}
	if p.skip(`,"excluded":`) {
		in.Excluded = []scheduler.Exclusion{}
		p.list(func() {
			var x scheduler.Exclusion
			p.expect(`{"request_id":`)
			x.RequestID = p.str()
			p.expect(`,"workers":`)
			x.Workers = p.strings()
			p.expect("}")
			in.Excluded = append(in.Excluded, x)
		})
		p.nonEmpty(len(in.Excluded))
	}
	if p.skip(`,"result_wait_ms":`) {
		in.ResultWaitMS = p.int()
		p.nonZero(in.ResultWaitMS != 0)
	}
	if p.skip(`,"l1_fee":{"wei_per_byte":`) {
		in.L1Fee = &scheduler.L1Fee{}
		p.wei(&in.L1Fee.WeiPerByte)
		p.expect(`,"fixed_wei":`)
		p.wei(&in.L1Fee.FixedWei)
		p.expect("}")
	}
	if p.skip(`,"token_rates":`) {
		in.TokenRates = []scheduler.TokenRate{}
		p.list(func() {
			var t scheduler.TokenRate
			p.expect(`{"token":`)
			t.Token = p.str()
			p.expect(`,"answer":`)
			p.wei(&t.Answer)
			p.expect(`,"feed_decimals":`)
			t.FeedDecimals = uint8(p.uint(8))
			p.expect(`,"token_decimals":`)
			t.TokenDecimals = uint8(p.uint(8))
			p.expect(`,"updated_at":`)
			t.UpdatedAt = p.uint(64)
			p.expect("}")
			in.TokenRates = append(in.TokenRates, t)
		})
		p.nonEmpty(len(in.TokenRates))
	}
	if p.skip(`,"fee_bumps":`) {
		in.FeeBumps = []scheduler.FeeBump{}
		p.list(func() {
			var f scheduler.FeeBump
			p.expect(`{"request_id":`)
			f.RequestID = p.str()
			p.expect(`,"fee":`)
			p.wei(&f.Fee)
			p.expect("}")
			in.FeeBumps = append(in.FeeBumps, f)
		})
		p.nonEmpty(len(in.FeeBumps))
	}
	if p.skip(`,"workers_delta":{"changed":`) {
		in.WorkersDelta = &WorkersDelta{Changed: p.workers()}
		p.expect(`,"removed":`)
		in.WorkersDelta.Removed = p.strings()
		p.expect(`,"hash":`)
		in.WorkersDelta.Hash = p.str()
		p.expect("}")
	}
	if p.skip(`,"requests_delta":{"added":`) {
		in.RequestsDelta = &RequestsDelta{Added: p.refs()}
		p.expect(`,"removed":`)
		in.RequestsDelta.Removed = p.strings()
		p.expect(`,"hash":`)
		in.RequestsDelta.Hash = p.str()
		p.expect("}")
	}
	p.expect(`},"decision":`)
	if o.lazyDecision && sp != nil && o.owned {
		sp.decision[0] = p.i
		p.skimDecision()
		sp.decision[1] = p.i
	} else {
		p.decision(&rec.Decision)
	}
	p.expect(`,"prev_hash":`)
	rec.PrevHash = p.str()
	p.expect(`,"hash":`)
	if sp != nil {
		sp.hashValue = p.i
	}
	rec.Hash = p.str()
	if p.skip(`,"anchor":{"tx_hash":`) {
		a := &Anchor{}
		a.TxHash = p.str()
		p.expect(`,"from_round":`)
		a.FromRound = p.uint(64)
		p.expect(`,"to_round":`)
		a.ToRound = p.uint(64)
		p.expect(`,"root":`)
		a.Root = p.str()
		p.expect("}")
		rec.Anchor = a
	}
	p.expect("}")
	if !p.ok || p.i != len(b) {
		return nil, nil, false
	}
	return rec, sp, true
}

// workers reads null (nil) or a list of workers.
func (p *fastParser) workers() []scheduler.Worker {
	if p.skip("null") {
		return nil
	}
	ws := []scheduler.Worker{}
	p.list(func() {
		var w scheduler.Worker
		p.worker(&w)
		ws = append(ws, w)
	})
	return ws
}

// fastParser consumes b from i; after the first mismatch ok is false and every method
// returns zero values.
type fastParser struct {
	b  []byte
	s  string // b as a string, which strings and numbers are cut from
	i  int
	ok bool
	// floats is how float reads a float: in its canonical form (the zero value), or
	// only as JSON reads it (skimDecision, parseDecision).
	floats floatMode
}

func (p *fastParser) fail() { p.ok = false }

func (p *fastParser) skip(lit string) bool {
	if p.ok && len(p.b)-p.i >= len(lit) && string(p.b[p.i:p.i+len(lit)]) == lit {
		p.i += len(lit)
		return true
	}
	return false
}

func (p *fastParser) expect(lit string) {
	if !p.skip(lit) {
		p.fail()
	}
}

// list reads `[]` or `[e,e,…]`, calling elem for each element.
func (p *fastParser) list(elem func()) {
	p.expect("[")
	if p.skip("]") {
		return
	}
	for p.ok {
		elem()
		if p.skip("]") {
			return
		}
		p.expect(",")
	}
}

func (p *fastParser) boolean() bool {
	if p.skip("true") {
		return true
	}
	p.expect("false")
	return false
}

func (p *fastParser) request(r *scheduler.Request) {
	p.expect(`{"id":`)
	r.ID = p.str()
	p.expect(`,"user":`)
	r.User = p.str()
	p.expect(`,"model_id":`)
	r.ModelID = p.str()
	p.expect(`,"max_tokens":`)
	r.MaxTokens = uint32(p.uint(32))
	p.expect(`,"priority_fee_wei":`)
	p.wei(&r.PriorityFeeWei)
	p.expect(`,"submitted_at_ms":`)
	r.SubmittedAtMS = p.int()
	p.expect(`,"deadline_ms":`)
	r.DeadlineMS = p.int()
	p.expect(`,"gas_limit":`)
	r.GasLimit = uint32(p.uint(32))
	p.expect(`,"required_memory_mb":`)
	r.RequiredMemoryMB = p.int()
	p.expect(`,"batchable":`)
	r.Batchable = p.boolean()
	if p.skip(`,"callback_gas_limit":`) {
		if r.CallbackGasLimit = uint32(p.uint(32)); r.CallbackGasLimit == 0 {
			p.fail() // not canonical: 0 is left out
		}
	}
	if p.skip(`,"task":`) {
		r.Task = p.str()
		p.nonEmpty(len(r.Task))
	}
	if p.skip(`,"prompt_tokens":`) {
		r.PromptTokens = p.int()
		p.nonZero(r.PromptTokens != 0)
	}
	if p.skip(`,"steps":`) {
		r.Steps = p.int()
		p.nonZero(r.Steps != 0)
	}
	if p.skip(`,"audio_bytes":`) {
		r.AudioBytes = p.int()
		p.nonZero(r.AudioBytes != 0)
	}
	if p.skip(`,"fee_token":`) {
		r.FeeToken = p.str()
		p.nonEmpty(len(r.FeeToken))
	}
	if p.skip(`,"fee_token_amount":`) {
		p.wei(&r.FeeTokenAmount)
		p.nonZero(r.FeeTokenAmount.Sign() != 0)
	}
	p.expect("}")
}

func (p *fastParser) worker(w *scheduler.Worker) {
	p.expect(`{"id":`)
	w.ID = p.str()
	p.expect(`,"models":`)
	w.Models = p.strings()
	p.expect(`,"free_memory_mb":`)
	w.FreeMemoryMB = p.int()
	p.expect(`,"active_jobs":`)
	w.ActiveJobs = int(p.int())
	p.expect(`,"max_jobs":`)
	w.MaxJobs = int(p.int())
	p.expect(`,"avg_latency_ms":`)
	w.AvgLatencyMS = p.float()
	p.expect(`,"stake_wei":`)
	p.wei(&w.StakeWei)
	p.expect(`,"completion_rate":`)
	w.CompletionRate = p.float()
	p.expect(`,"completed_jobs":`)
	w.CompletedJobs = p.int()
	p.expect(`,"last_heartbeat_ms":`)
	w.LastHeartbeatMS = p.int()
	if p.skip(`,"open_batch":{`) {
		w.OpenBatch = map[string]int{}
		p.members(func(k string) { w.OpenBatch[k] = int(p.int()) })
	}
	if p.skip(`,"batch_max":`) {
		w.BatchMax = int(p.int())
		p.nonZero(w.BatchMax != 0)
	}
	if p.skip(`,"batch_max_wait_ms":`) {
		w.BatchMaxWaitMS = p.int()
		p.nonZero(w.BatchMaxWaitMS != 0)
	}
	if p.skip(`,"warm_models":`) {
		w.WarmModels = p.strings()
		if w.WarmModels == nil {
			p.fail() // null is never written: the field is omitted instead
		}
	}
	if p.skip(`,"model_load_ms":{`) {
		w.ModelLoadMS = p.intObject()
	}
	if p.skip(`,"model_latency_ms":{`) {
		w.ModelLatencyMS = map[string]float64{}
		p.members(func(k string) { w.ModelLatencyMS[k] = p.float() })
	}
	if p.skip(`,"model_memory_mb":{`) {
		w.ModelMemoryMB = p.intObject()
	}
	if p.skip(`,"dispatch_ms":`) {
		w.DispatchMS = p.float()
		p.nonZero(w.DispatchMS != 0)
	}
	if p.skip(`,"heartbeat_hash":`) {
		w.HeartbeatHash = p.str()
		p.nonEmpty(len(w.HeartbeatHash))
	}
	if p.skip(`,"heartbeat_sig":`) {
		w.HeartbeatSig = p.str()
		p.nonEmpty(len(w.HeartbeatSig))
	}
	if p.skip(`,"verify_risk":`) {
		w.VerifyRisk = p.float()
		p.nonZero(w.VerifyRisk != 0)
	}
	if p.skip(`,"tasks":{`) {
		w.Tasks = map[string][]string{}
		p.members(func(k string) { w.Tasks[k] = p.strings() })
	}
	if p.skip(`,"speed":{`) {
		w.Speed = map[string]scheduler.Speed{}
		p.members(func(k string) { w.Speed[k] = p.speed() })
	}
	if p.skip(`,"determinism":{`) {
		w.Determinism = map[string]string{}
		p.members(func(k string) { w.Determinism[k] = p.str() })
	}
	p.expect("}")
}

// speed reads one model's rates, each member present only when not zero.
func (p *fastParser) speed() scheduler.Speed {
	var s scheduler.Speed
	p.expect("{")
	sep := false
	for _, r := range [...]struct {
		key string
		v   *int64
	}{{`"decode_tps":`, &s.DecodeTPS}, {`"prefill_tps":`, &s.PrefillTPS}, {`"steps_per_min":`, &s.StepsPerMin}, {`"audio_bps":`, &s.AudioBPS}} {
		if sep && !p.skip(",") {
			break
		}
		if p.skip(r.key) {
			*r.v = p.int()
			p.nonZero(*r.v != 0)
			sep = true
		} else if sep {
			p.fail() // a comma, then no member this parser knows in this place
		}
	}
	p.expect("}")
	return s
}

// intObject reads the members of an object of integers after its opening brace.
func (p *fastParser) intObject() map[string]int64 {
	m := map[string]int64{}
	p.members(func(k string) { m[k] = p.int() })
	return m
}

// decision reads a decision into d; with d nil it only checks it, storing nothing.
func (p *fastParser) decision(d *scheduler.Decision) {
	keep := d != nil
	if !keep {
		d = &scheduler.Decision{}
	}
	p.expect(`{"assigned":`)
	if !p.skip("null") {
		if keep {
			d.Assigned = []scheduler.Assignment{}
		}
		p.list(func() {
			var a scheduler.Assignment
			p.expect(`{"request_id":`)
			a.RequestID = p.str()
			p.expect(`,"worker_id":`)
			a.WorkerID = p.str()
			p.expect(`,"score":`)
			a.Score = p.float()
			p.expect(`,"estimated_latency_ms":`)
			a.EstimatedLatencyMS = p.float()
			p.expect(`,"gas_cost_eth":`)
			a.GasCostETH = p.float()
			p.expect(`,"total_cost_eth":`)
			a.TotalCostETH = p.float()
			p.expect(`,"batched":`)
			a.Batched = p.boolean()
			if p.skip(`,"batch_share":`) {
				a.BatchShare = int(p.int())
				p.nonZero(a.BatchShare != 0)
			}
			if p.skip(`,"cold":true`) {
				a.Cold = true
			}
			if p.skip(`,"load_mb":`) {
				a.LoadMB = p.int()
				p.nonZero(a.LoadMB != 0)
			}
			p.expect(`,"retry_after_s":`)
			a.RetryAfterS = p.int()
			p.expect("}")
			if keep {
				d.Assigned = append(d.Assigned, a)
			}
		})
	}
	p.expect(`,"skipped":`)
	if !p.skip("null") {
		if keep {
			d.Skipped = []scheduler.Skip{}
		}
		p.list(func() {
			var s scheduler.Skip
			p.expect(`{"request_id":`)
			s.RequestID = p.str()
			p.expect(`,"reason":`)
			s.Reason = scheduler.SkipReason(p.str())
			p.expect(`,"queue_position":`)
			s.QueuePosition = int(p.int())
			p.expect(`,"retry_after_s":`)
			s.RetryAfterS = p.int()
			if p.skip(`,"fee_needed_wei":`) {
				s.FeeNeededWei = p.str()
				p.nonEmpty(len(s.FeeNeededWei))
			}
			if p.skip(`,"fee_needed":`) {
				s.FeeNeeded = p.str()
				p.nonEmpty(len(s.FeeNeeded))
			}
			p.expect("}")
			if keep {
				d.Skipped = append(d.Skipped, s)
			}
		})
	}
	p.expect(`,"expired":`)
	if keep {
		d.Expired = p.strings()
	} else if !p.skip("null") {
		p.list(func() { p.str() })
	}
	p.expect(`,"stats":{"requests":`)
	d.Stats.Requests = int(p.int())
	p.expect(`,"workers":`)
	d.Stats.Workers = int(p.int())
	p.expect(`,"plan_ms":`)
	d.Stats.PlanMS = p.float()
	p.expect("}}")
}

// skimDecision checks the decision at i as decision reads it, except that a float
// need only be a JSON number that a float64 holds (floatSyntax), not its canonical
// form, and stores nothing: what it accepts, the strict decoder reads, so a line that
// passes with its decision skimmed is a line that decodes (whether the fast parser or
// the strict decoder reads it: settleDecision finds out which, after the replay).
func (p *fastParser) skimDecision() {
	mode := p.floats
	p.floats = floatSyntax
	p.decision(nil)
	p.floats = mode
}

// parseDecision reads raw, a decision object cut from an owned line (its strings
// stay substrings of it), with floats read as mode says; it reports whether raw is
// exactly one decision in that reading.
func parseDecision(raw []byte, d *scheduler.Decision, mode floatMode) bool {
	p := &fastParser{b: raw, s: unsafe.String(unsafe.SliceData(raw), len(raw)), ok: true, floats: mode}
	p.decision(d)
	return p.ok && p.i == len(raw)
}
