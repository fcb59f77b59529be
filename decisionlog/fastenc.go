package decisionlog

import (
	"bytes"
	"encoding/json"
	"errors"
	"math"
	"strconv"

	"github.com/infersched/infersched/internal/canonjson"
	"github.com/infersched/infersched/scheduler"
)

// This file writes, by hand, exactly the bytes that canonical (encoding/json, no HTML
// escaping) writes for the parts of a record that verification encodes every round:
// requests, the record in its hashed form, and decisions. encoding/json stays the
// definition; the tests check byte equality on random values and that the scheduler's
// types still have the fields written here.

var errUnsupportedFloat = errors.New("json: unsupported value: NaN or ±Inf")

// appendString writes s as encoding/json does (package canonjson).
func appendString(b []byte, s string) []byte { return canonjson.AppendString(b, s) }

// appendFloat writes f as encoding/json writes a float64 (ES6 number to string).
func appendFloat(b []byte, f float64, err *error) []byte {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		*err = errUnsupportedFloat
		return append(b, '0')
	}
	abs := math.Abs(f)
	format := byte('f')
	if abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		n := len(b)
		if n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}

func appendBool(b []byte, v bool) []byte {
	if v {
		return append(b, "true"...)
	}
	return append(b, "false"...)
}

func appendWei(b []byte, w *scheduler.Wei) []byte {
	b = append(b, '"')
	if w.IsUint64() {
		b = strconv.AppendUint(b, w.Uint64(), 10)
	} else {
		b = w.Int.Append(b, 10)
	}
	return append(b, '"')
}

func appendStrings(b []byte, ss []string) []byte {
	if ss == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i, s := range ss {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, s)
	}
	return append(b, ']')
}

func appendRequest(b []byte, r *scheduler.Request) []byte {
	b = append(b, `{"id":`...)
	b = appendString(b, r.ID)
	b = append(b, `,"user":`...)
	b = appendString(b, r.User)
	b = append(b, `,"model_id":`...)
	b = appendString(b, r.ModelID)
	b = append(b, `,"max_tokens":`...)
	b = strconv.AppendUint(b, uint64(r.MaxTokens), 10)
	b = append(b, `,"priority_fee_wei":`...)
	b = appendWei(b, &r.PriorityFeeWei)
	b = append(b, `,"submitted_at_ms":`...)
	b = strconv.AppendInt(b, r.SubmittedAtMS, 10)
	b = append(b, `,"deadline_ms":`...)
	b = strconv.AppendInt(b, r.DeadlineMS, 10)
	b = append(b, `,"gas_limit":`...)
	b = strconv.AppendUint(b, uint64(r.GasLimit), 10)
	b = append(b, `,"required_memory_mb":`...)
	b = strconv.AppendInt(b, r.RequiredMemoryMB, 10)
	b = append(b, `,"batchable":`...)
	b = appendBool(b, r.Batchable)
	if r.CallbackGasLimit != 0 {
		b = append(b, `,"callback_gas_limit":`...)
		b = strconv.AppendUint(b, uint64(r.CallbackGasLimit), 10)
	}
	if r.Task != "" {
		b = append(b, `,"task":`...)
		b = appendString(b, r.Task)
	}
	if r.PromptTokens != 0 {
		b = append(b, `,"prompt_tokens":`...)
		b = strconv.AppendInt(b, r.PromptTokens, 10)
	}
	if r.Steps != 0 {
		b = append(b, `,"steps":`...)
		b = strconv.AppendInt(b, r.Steps, 10)
	}
	if r.AudioBytes != 0 {
		b = append(b, `,"audio_bytes":`...)
		b = strconv.AppendInt(b, r.AudioBytes, 10)
	}
	if r.FeeToken != "" {
		b = append(b, `,"fee_token":`...)
		b = appendString(b, r.FeeToken)
	}
	if !r.FeeTokenAmount.IsZero() {
		b = append(b, `,"fee_token_amount":`...)
		b = appendWei(b, &r.FeeTokenAmount)
	}
	return append(b, '}')
}

func appendWorkers(b []byte, ws []scheduler.Worker, err *error) []byte {
	if ws == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i := range ws {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendWorker(b, &ws[i], err)
	}
	return append(b, ']')
}

func appendWorker(b []byte, w *scheduler.Worker, err *error) []byte {
	b = append(b, `{"id":`...)
	b = appendString(b, w.ID)
	b = append(b, `,"models":`...)
	b = appendStrings(b, w.Models)
	b = append(b, `,"free_memory_mb":`...)
	b = strconv.AppendInt(b, w.FreeMemoryMB, 10)
	b = append(b, `,"active_jobs":`...)
	b = strconv.AppendInt(b, int64(w.ActiveJobs), 10)
	b = append(b, `,"max_jobs":`...)
	b = strconv.AppendInt(b, int64(w.MaxJobs), 10)
	b = append(b, `,"avg_latency_ms":`...)
	b = appendFloat(b, w.AvgLatencyMS, err)
	b = append(b, `,"stake_wei":`...)
	b = appendWei(b, &w.StakeWei)
	b = append(b, `,"completion_rate":`...)
	b = appendFloat(b, w.CompletionRate, err)
	b = append(b, `,"completed_jobs":`...)
	b = strconv.AppendInt(b, w.CompletedJobs, 10)
	b = append(b, `,"last_heartbeat_ms":`...)
	b = strconv.AppendInt(b, w.LastHeartbeatMS, 10)
	if len(w.OpenBatch) > 0 {
		b = append(b, `,"open_batch":`...)
		b = canonjson.AppendObject(b, w.OpenBatch, func(b []byte, n int) []byte { return strconv.AppendInt(b, int64(n), 10) })
	}
	if w.BatchMax != 0 {
		b = append(b, `,"batch_max":`...)
		b = strconv.AppendInt(b, int64(w.BatchMax), 10)
	}
	if w.BatchMaxWaitMS != 0 {
		b = append(b, `,"batch_max_wait_ms":`...)
		b = strconv.AppendInt(b, w.BatchMaxWaitMS, 10)
	}
	return appendResidency(b, w, err)
}

// appendResidency writes the residency fields, the heartbeat proof, the verification
// risk, the tasks, the rates and the determinism classes, and closes the worker:
// warm_models is omitzero (an empty list is written, nil is not), the maps and the proof
// omitempty.
func appendResidency(b []byte, w *scheduler.Worker, err *error) []byte {
	appendInt := func(b []byte, n int64) []byte { return strconv.AppendInt(b, n, 10) }
	if w.WarmModels != nil {
		b = append(b, `,"warm_models":`...)
		b = appendStrings(b, w.WarmModels)
	}
	if len(w.ModelLoadMS) > 0 {
		b = append(b, `,"model_load_ms":`...)
		b = canonjson.AppendObject(b, w.ModelLoadMS, appendInt)
	}
	if len(w.ModelLatencyMS) > 0 {
		b = append(b, `,"model_latency_ms":`...)
		b = canonjson.AppendObject(b, w.ModelLatencyMS, func(b []byte, f float64) []byte { return appendFloat(b, f, err) })
	}
	if len(w.ModelMemoryMB) > 0 {
		b = append(b, `,"model_memory_mb":`...)
		b = canonjson.AppendObject(b, w.ModelMemoryMB, appendInt)
	}
	if w.DispatchMS != 0 {
		b = append(b, `,"dispatch_ms":`...)
		b = appendFloat(b, w.DispatchMS, err)
	}
	if w.HeartbeatHash != "" {
		b = append(b, `,"heartbeat_hash":`...)
		b = appendString(b, w.HeartbeatHash)
	}
	if w.HeartbeatSig != "" {
		b = append(b, `,"heartbeat_sig":`...)
		b = appendString(b, w.HeartbeatSig)
	}
	if w.VerifyRisk != 0 {
		b = append(b, `,"verify_risk":`...)
		b = appendFloat(b, w.VerifyRisk, err)
	}
	if len(w.Tasks) > 0 {
		b = append(b, `,"tasks":`...)
		b = canonjson.AppendObject(b, w.Tasks, appendStrings)
	}
	if len(w.Speed) > 0 {
		b = append(b, `,"speed":`...)
		b = canonjson.AppendObject(b, w.Speed, appendSpeed)
	}
	if len(w.Determinism) > 0 {
		b = append(b, `,"determinism":`...)
		b = canonjson.AppendObject(b, w.Determinism, appendString)
	}
	return append(b, '}')
}

// appendSpeed writes one model's rates (scheduler.Speed): each member omitempty.
func appendSpeed(b []byte, s scheduler.Speed) []byte {
	b = append(b, '{')
	sep := false
	for _, r := range [...]struct {
		key string
		v   int64
	}{{`"decode_tps":`, s.DecodeTPS}, {`"prefill_tps":`, s.PrefillTPS}, {`"steps_per_min":`, s.StepsPerMin}, {`"audio_bps":`, s.AudioBPS}} {
		if r.v == 0 {
			continue
		}
		if sep {
			b = append(b, ',')
		}
		b = append(b, r.key...)
		b = strconv.AppendInt(b, r.v, 10)
		sep = true
	}
	return append(b, '}')
}

// appendDecision writes d as canonical(&d) does.
func appendDecision(b []byte, d *scheduler.Decision) ([]byte, error) {
	var err error
	b = append(b, `{"assigned":`...)
	if d.Assigned == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i := range d.Assigned {
			a := &d.Assigned[i]
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"request_id":`...)
			b = appendString(b, a.RequestID)
			b = append(b, `,"worker_id":`...)
			b = appendString(b, a.WorkerID)
			b = append(b, `,"score":`...)
			b = appendFloat(b, a.Score, &err)
			b = append(b, `,"estimated_latency_ms":`...)
			b = appendFloat(b, a.EstimatedLatencyMS, &err)
			b = append(b, `,"gas_cost_eth":`...)
			b = appendFloat(b, a.GasCostETH, &err)
			b = append(b, `,"total_cost_eth":`...)
			b = appendFloat(b, a.TotalCostETH, &err)
			b = append(b, `,"batched":`...)
			b = appendBool(b, a.Batched)
			if a.BatchShare != 0 {
				b = append(b, `,"batch_share":`...)
				b = strconv.AppendInt(b, int64(a.BatchShare), 10)
			}
			if a.Cold {
				b = append(b, `,"cold":true`...)
			}
			if a.LoadMB != 0 {
				b = append(b, `,"load_mb":`...)
				b = strconv.AppendInt(b, a.LoadMB, 10)
			}
			b = append(b, `,"retry_after_s":`...)
			b = strconv.AppendInt(b, a.RetryAfterS, 10)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = append(b, `,"skipped":`...)
	if d.Skipped == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i := range d.Skipped {
			s := &d.Skipped[i]
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"request_id":`...)
			b = appendString(b, s.RequestID)
			b = append(b, `,"reason":`...)
			b = appendString(b, string(s.Reason))
			b = append(b, `,"queue_position":`...)
			b = strconv.AppendInt(b, int64(s.QueuePosition), 10)
			b = append(b, `,"retry_after_s":`...)
			b = strconv.AppendInt(b, s.RetryAfterS, 10)
			if s.FeeNeededWei != "" {
				b = append(b, `,"fee_needed_wei":`...)
				b = appendString(b, s.FeeNeededWei)
			}
			if s.FeeNeeded != "" {
				b = append(b, `,"fee_needed":`...)
				b = appendString(b, s.FeeNeeded)
			}
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	b = append(b, `,"expired":`...)
	b = appendStrings(b, d.Expired)
	b = append(b, `,"stats":{"requests":`...)
	b = strconv.AppendInt(b, int64(d.Stats.Requests), 10)
	b = append(b, `,"workers":`...)
	b = strconv.AppendInt(b, int64(d.Stats.Workers), 10)
	b = append(b, `,"plan_ms":`...)
	b = appendFloat(b, d.Stats.PlanMS, &err)
	b = append(b, "}}"...)
	return b, err
}

// hashedSizeHint is a generous estimate of the hashed form's size, so that writing it
// does not grow the buffer again and again.
func hashedSizeHint(rec *Record) int {
	d := &rec.Decision
	return 512 + len(rec.Config) + 400*len(rec.Inputs.Requests) + 400*len(rec.Inputs.Workers) + 400*deltaLen(rec.Inputs.WorkersDelta) + 400*reqDeltaLen(rec.Inputs.RequestsDelta) +
		300*len(d.Assigned) + 128*len(d.Skipped) + 24*len(d.Expired) + 24*len(rec.Inputs.Released)
}

// appendRequestsDelta is the requests_delta member (reqdelta.go); whole: with the
// added references' inline contents (the stored form), else without (the hashed form).
func appendRequestsDelta(b []byte, d *RequestsDelta, whole bool) []byte {
	b = append(b, `,"requests_delta":{"added":`...)
	b = appendRefs(b, d.Added, whole)
	b = append(b, `,"removed":`...)
	b = appendStrings(b, d.Removed)
	b = append(b, `,"hash":`...)
	b = appendString(b, d.Hash)
	return append(b, '}')
}

func appendRefs(b []byte, refs []RequestRef, whole bool) []byte {
	if refs == nil {
		return append(b, "null"...)
	}
	b = append(b, '[')
	for i := range refs {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"id":`...)
		b = appendString(b, refs[i].ID)
		b = append(b, `,"content_hash":`...)
		b = appendString(b, refs[i].ContentHash)
		if c := refs[i].Content; whole && c != nil {
			b = append(b, `,"content":`...)
			b = appendRequest(b, c)
		}
		b = append(b, '}')
	}
	return append(b, ']')
}

func reqDeltaLen(d *RequestsDelta) int {
	if d == nil {
		return 0
	}
	return len(d.Added) + len(d.Removed)/4
}

func deltaLen(d *WorkersDelta) int {
	if d == nil {
		return 0
	}
	return len(d.Changed) + len(d.Removed)/8
}

// appendHashed writes the hashed form of rec (hash "", no anchor, no inline content) as
// canonical would write that record.
func appendHashed(b []byte, rec *Record) ([]byte, error) {
	return appendRecord(b, rec, false)
}

// appendStored writes rec whole, as canonical(rec) does.
func appendStored(b []byte, rec *Record) ([]byte, error) {
	return appendRecord(b, rec, true)
}

func appendRecord(b []byte, rec *Record, whole bool) ([]byte, error) {
	var err error
	b = append(b, `{"round":`...)
	b = strconv.AppendUint(b, rec.Round, 10)
	if rec.Shard != 0 {
		b = append(b, `,"shard":`...)
		b = strconv.AppendInt(b, int64(rec.Shard), 10)
	}
	if rec.Version != 0 {
		b = append(b, `,"version":`...)
		b = strconv.AppendInt(b, int64(rec.Version), 10)
	}
	b = append(b, `,"time_ms":`...)
	b = strconv.AppendInt(b, rec.TimeMS, 10)
	b = append(b, `,"config":`...)
	if rec.Config == nil {
		b = append(b, "null"...)
	} else {
		// encoding/json compacts a RawMessage without HTML escaping (and fails on
		// invalid JSON), as Compact does.
		buf := bytes.NewBuffer(b)
		if cerr := json.Compact(buf, rec.Config); cerr != nil {
			return nil, cerr
		}
		b = buf.Bytes()
	}
	b = append(b, `,"config_hash":`...)
	b = appendString(b, rec.ConfigHash)

	in := &rec.Inputs
	b = append(b, `,"inputs":{"now_ms":`...)
	b = strconv.AppendInt(b, in.NowMS, 10)
	b = append(b, `,"gas_price_gwei":`...)
	b = appendFloat(b, in.GasPriceGwei, &err)
	if len(in.DrainRateTPS) > 0 {
		b = append(b, `,"drain_rate_tps":`...)
		b = canonjson.AppendObject(b, in.DrainRateTPS, func(b []byte, f float64) []byte { return appendFloat(b, f, &err) })
	}
	b = append(b, `,"workers":`...)
	b = appendWorkers(b, in.Workers, &err)
	b = append(b, `,"requests":`...)
	if in.Requests == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i := range in.Requests {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"id":`...)
			b = appendString(b, in.Requests[i].ID)
			b = append(b, `,"content_hash":`...)
			b = appendString(b, in.Requests[i].ContentHash)
			if c := in.Requests[i].Content; whole && c != nil {
				b = append(b, `,"content":`...)
				b = appendRequest(b, c)
			}
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if len(in.Released) > 0 {
		b = append(b, `,"released":`...)
		b = appendStrings(b, in.Released)
	}
	if len(in.Excluded) > 0 {
		b = append(b, `,"excluded":[`...)
		for i := range in.Excluded {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"request_id":`...)
			b = appendString(b, in.Excluded[i].RequestID)
			b = append(b, `,"workers":`...)
			b = appendStrings(b, in.Excluded[i].Workers)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if in.ResultWaitMS != 0 {
		b = append(b, `,"result_wait_ms":`...)
		b = strconv.AppendInt(b, in.ResultWaitMS, 10)
	}
	if f := in.L1Fee; f != nil {
		b = append(b, `,"l1_fee":{"wei_per_byte":`...)
		b = appendWei(b, &f.WeiPerByte)
		b = append(b, `,"fixed_wei":`...)
		b = appendWei(b, &f.FixedWei)
		b = append(b, '}')
	}
	if len(in.TokenRates) > 0 {
		b = append(b, `,"token_rates":[`...)
		for i := range in.TokenRates {
			t := &in.TokenRates[i]
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"token":`...)
			b = appendString(b, t.Token)
			b = append(b, `,"answer":`...)
			b = appendWei(b, &t.Answer)
			b = append(b, `,"feed_decimals":`...)
			b = strconv.AppendUint(b, uint64(t.FeedDecimals), 10)
			b = append(b, `,"token_decimals":`...)
			b = strconv.AppendUint(b, uint64(t.TokenDecimals), 10)
			b = append(b, `,"updated_at":`...)
			b = strconv.AppendUint(b, t.UpdatedAt, 10)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if len(in.FeeBumps) > 0 {
		b = append(b, `,"fee_bumps":[`...)
		for i := range in.FeeBumps {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"request_id":`...)
			b = appendString(b, in.FeeBumps[i].RequestID)
			b = append(b, `,"fee":`...)
			b = appendWei(b, &in.FeeBumps[i].Fee)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if d := in.WorkersDelta; d != nil {
		b = append(b, `,"workers_delta":{"changed":`...)
		b = appendWorkers(b, d.Changed, &err)
		b = append(b, `,"removed":`...)
		b = appendStrings(b, d.Removed)
		b = append(b, `,"hash":`...)
		b = appendString(b, d.Hash)
		b = append(b, '}')
	}
	if d := in.RequestsDelta; d != nil {
		b = appendRequestsDelta(b, d, whole)
	}
	b = append(b, `},"decision":`...)
	b, derr := appendDecision(b, &rec.Decision)
	if derr != nil {
		err = derr
	}
	if v := rec.Verification; v != nil { // rare: encoding/json, as canonical writes it
		vb, verr := canonical(v)
		if verr != nil {
			err = verr
		}
		b = append(append(b, `,"verification":`...), vb...)
	}
	b = append(b, `,"prev_hash":`...)
	b = appendString(b, rec.PrevHash)
	if !whole {
		b = append(b, `,"hash":""}`...)
	} else {
		b = append(b, `,"hash":`...)
		b = appendString(b, rec.Hash)
		if a := rec.Anchor; a != nil {
			b = append(b, `,"anchor":{"tx_hash":`...)
			b = appendString(b, a.TxHash)
			b = append(b, `,"from_round":`...)
			b = strconv.AppendUint(b, a.FromRound, 10)
			b = append(b, `,"to_round":`...)
			b = strconv.AppendUint(b, a.ToRound, 10)
			b = append(b, `,"root":`...)
			b = appendString(b, a.Root)
			b = append(b, '}')
		}
		b = append(b, '}')
	}
	if err != nil {
		return nil, err
	}
	return b, nil
}

// sameDecision reports whether a and b have the same canonical bytes, without writing
// them: every field equal, floats bit for bit (the shortest round-trip form of a finite
// float64 is unique to its bits, and -0 is written "-0"), nil and empty lists apart
// (written null and []). The ETAs, which are not written, do not count.
func sameDecision(a, b *scheduler.Decision) bool {
	if (a.Assigned == nil) != (b.Assigned == nil) || len(a.Assigned) != len(b.Assigned) ||
		(a.Skipped == nil) != (b.Skipped == nil) || len(a.Skipped) != len(b.Skipped) ||
		(a.Expired == nil) != (b.Expired == nil) || len(a.Expired) != len(b.Expired) {
		return false
	}
	for i := range a.Assigned {
		x, y := &a.Assigned[i], &b.Assigned[i]
		if x.RequestID != y.RequestID || x.WorkerID != y.WorkerID || !sameFloat(x.Score, y.Score) ||
			!sameFloat(x.EstimatedLatencyMS, y.EstimatedLatencyMS) || !sameFloat(x.GasCostETH, y.GasCostETH) ||
			!sameFloat(x.TotalCostETH, y.TotalCostETH) || x.Batched != y.Batched || x.BatchShare != y.BatchShare || x.RetryAfterS != y.RetryAfterS ||
			x.Cold != y.Cold || x.LoadMB != y.LoadMB {
			return false
		}
	}
	for i := range a.Skipped {
		x, y := a.Skipped[i], b.Skipped[i]
		x.ETAMS, y.ETAMS = 0, 0 // not written: derived from the inputs
		if x != y {
			return false
		}
	}
	for i := range a.Expired {
		if a.Expired[i] != b.Expired[i] {
			return false
		}
	}
	return a.Stats.Requests == b.Stats.Requests && a.Stats.Workers == b.Stats.Workers && sameFloat(a.Stats.PlanMS, b.Stats.PlanMS)
}

func sameFloat(a, b float64) bool {
	return math.Float64bits(a) == math.Float64bits(b) && !math.IsNaN(a) && !math.IsInf(a, 0)
}
