package wire

import (
	"bytes"
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/internal/canonjson"
	"github.com/infersched/infersched/internal/validate"
)

// Limits on a heartbeat that do not depend on configuration.
const (
	// MaxBodyBytes is the largest heartbeat body accepted, over HTTP or NATS.
	MaxBodyBytes = 64 << 10
	// MaxEndpointLen is the longest endpoint URL, in bytes.
	MaxEndpointLen = 512
	// MaxSeq is the largest seq: 2^53 − 1, so that it survives a JSON number anywhere.
	MaxSeq = 1<<53 - 1
	// MaxFreeMemoryMB bounds free_memory_mb (2^30 MiB = 1 PiB).
	MaxFreeMemoryMB = 1 << 30
	// MaxAvgLatencyMS bounds avg_latency_ms (one day).
	MaxAvgLatencyMS = 24 * 60 * 60 * 1000
	// MaxJobsCapLimit and MaxModelsLimit are the largest max_jobs and number of models
	// any registry accepts (its configuration may set lower limits).
	MaxJobsCapLimit = 1 << 20
	MaxModelsLimit  = 4096
	// MaxBatch bounds batch_max: the most results one submitResults transaction carries.
	MaxBatch = 1024
	// MaxBatchWaitMS bounds batch_max_wait_ms: ten minutes.
	MaxBatchWaitMS = 10 * 60 * 1000
)

// Rejections of a heartbeat by its form. Each is returned wrapped with the specifics
// (the field, the value, the limit) and matched with errors.Is.
var (
	// ErrInvalidHeartbeat: the body is not a well-formed heartbeat (malformed JSON, an
	// unknown or missing field, a value out of range).
	ErrInvalidHeartbeat = errors.New("invalid heartbeat")
	// ErrTooLarge: the body is over MaxBodyBytes.
	ErrTooLarge = errors.New("heartbeat too large")
	// ErrBadSignature: the signature is missing, malformed, or not by the worker the
	// heartbeat names.
	ErrBadSignature = errors.New("bad heartbeat signature")
)

// HeartbeatReply is the registry's answer to an accepted heartbeat.
type HeartbeatReply struct {
	Worker string `json:"worker"`
	Seq    int64  `json:"seq"`
	// ExpiresAtMS is when the registry forgets the worker unless another heartbeat comes.
	ExpiresAtMS         int64 `json:"expires_at_ms"`
	HeartbeatIntervalMS int64 `json:"heartbeat_interval_ms"`
}

// ErrorBody is the JSON body of a refused heartbeat, over HTTP and in NATS replies.
// Error is one of invalid_heartbeat, too_large, bad_signature, clock_skew, replay,
// not_staked, unavailable (the registry's own failure: retry), method_not_allowed.
type ErrorBody struct {
	Error   string `json:"error"`
	Message string `json:"message"`
}

// Heartbeat is what a worker reports about itself. All numbers are integers. See doc.go
// for the wire format and the canonical bytes that are signed.
type Heartbeat struct {
	// Worker is the worker's address, lowercase 0x-prefixed hex; it must sign.
	Worker string `json:"worker"`
	// Models the worker serves: 1 to workers.max_models names of 1 to MaxModelNameLen
	// characters from [A-Za-z0-9._:/@+-].
	Models       []string `json:"models"`
	FreeMemoryMB int64    `json:"free_memory_mb"`
	ActiveJobs   int64    `json:"active_jobs"`
	MaxJobs      int64    `json:"max_jobs"`
	AvgLatencyMS int64    `json:"avg_latency_ms"`
	// Endpoint is an optional http(s) URL where the worker can be reached.
	Endpoint string `json:"endpoint,omitempty"`
	// OpenBatch is, per model, how many results the worker holds for its next
	// submitResults transaction; models with none are left out.
	OpenBatch map[string]int64 `json:"open_batch,omitempty"`
	// BatchMax is the most results the worker settles in one transaction (its
	// batch.max_size); 0 or 1: it does not batch.
	BatchMax int64 `json:"batch_max,omitempty"`
	// BatchMaxWaitMS is the longest the worker holds a batched result for more to join
	// its batch (its batch.max_wait), in milliseconds; 0: not said. The plan counts it
	// in a batched assignment's estimate, so the ETA points at the result's block.
	BatchMaxWaitMS int64 `json:"batch_max_wait_ms,omitempty"`
	// Residency is, per model served, whether it is loaded, how long a load takes and
	// the memory its weights hold (residency.go). Absent: every model is warm, as
	// before residency existed; present: every model served has an entry.
	Residency map[string]ModelResidency `json:"residency,omitempty"`
	// Tasks is, per model served, the tasks the worker serves it for (tasks.go); a
	// model left out serves chat and completion. Absent: every model so.
	Tasks map[string][]string `json:"tasks,omitempty"`
	// Speed is, per model served, the worker's measured rates (tasks.go); a model it
	// has measured nothing for is left out. Absent: no rate measured.
	Speed map[string]ModelSpeed `json:"speed,omitempty"`
	// Determinism is, per model served, its determinism class (determinism.go); a
	// model left out has none and is not hash-compared with another worker.
	Determinism map[string]DeterminismClass `json:"determinism,omitempty"`
	// BackendMetrics says where active_jobs and free_memory_mb come from
	// (backendmetrics.go): the format of the backend's metrics the worker reads, or
	// "none" (its own count of jobs). Absent: not said.
	BackendMetrics string `json:"backend_metrics,omitempty"`
	// TimestampMS is when the worker made the heartbeat, unix milliseconds.
	TimestampMS int64 `json:"timestamp_ms"`
	// Seq increases with every heartbeat of the worker, across its restarts too.
	Seq int64 `json:"seq"`
}

// SignedHeartbeat is the wire format: the heartbeat and the worker's EIP-191 signature
// of its canonical bytes, 65 bytes as 0x-prefixed hex (r ‖ s ‖ v, v 27/28 or 0/1).
type SignedHeartbeat struct {
	Heartbeat Heartbeat `json:"heartbeat"`
	Signature string    `json:"signature"`
}

// Normalized returns h with its models sorted (bytewise) and deduplicated, and each
// model's tasks in Tasks() order without repeats: the form the canonical bytes use. h
// is not modified.
func (h Heartbeat) Normalized() Heartbeat {
	ms := slices.Clone(h.Models)
	slices.Sort(ms)
	h.Models = slices.Compact(ms)
	h.Tasks = normalizedTasks(h.Tasks)
	return h
}

// CanonicalBytes is the message a worker signs (see doc.go): the compact JSON object of
// the normalized heartbeat with its keys in a fixed order, endpoint left out when empty.
// Only a heartbeat that passes validation has canonical bytes that mean anything; its
// strings need no escaping.
func (h Heartbeat) CanonicalBytes() []byte {
	h = h.Normalized()
	b := make([]byte, 0, 160+len(h.Endpoint)+len(h.Models)*24)
	b = append(b, `{"worker":`...)
	b = appendString(b, h.Worker)
	b = append(b, `,"models":[`...)
	for i, m := range h.Models {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, m)
	}
	b = append(b, `],"free_memory_mb":`...)
	b = strconv.AppendInt(b, h.FreeMemoryMB, 10)
	b = append(b, `,"active_jobs":`...)
	b = strconv.AppendInt(b, h.ActiveJobs, 10)
	b = append(b, `,"max_jobs":`...)
	b = strconv.AppendInt(b, h.MaxJobs, 10)
	b = append(b, `,"avg_latency_ms":`...)
	b = strconv.AppendInt(b, h.AvgLatencyMS, 10)
	if h.Endpoint != "" {
		b = append(b, `,"endpoint":`...)
		b = appendString(b, h.Endpoint)
	}
	if len(h.OpenBatch) > 0 {
		b = append(b, `,"open_batch":`...)
		b = canonjson.AppendObject(b, h.OpenBatch, appendInt)
	}
	if h.BatchMax != 0 {
		b = append(b, `,"batch_max":`...)
		b = strconv.AppendInt(b, h.BatchMax, 10)
	}
	if h.BatchMaxWaitMS != 0 {
		b = append(b, `,"batch_max_wait_ms":`...)
		b = strconv.AppendInt(b, h.BatchMaxWaitMS, 10)
	}
	b = appendResidency(b, h.Residency)
	b = appendTasks(b, h.Tasks)
	b = appendSpeed(b, h.Speed)
	b = appendDeterminism(b, h.Determinism)
	if h.BackendMetrics != "" {
		b = append(b, `,"backend_metrics":`...)
		b = appendString(b, h.BackendMetrics)
	}
	b = append(b, `,"timestamp_ms":`...)
	b = strconv.AppendInt(b, h.TimestampMS, 10)
	b = append(b, `,"seq":`...)
	b = strconv.AppendInt(b, h.Seq, 10)
	return append(b, '}')
}

// appendString writes s as a JSON string. Validated strings are printable ASCII without
// '"' or '\', written verbatim; anything else (which validation rejects) is escaped as
// encoding/json escapes it, so that the output stays JSON.
func appendString(b []byte, s string) []byte { return canonjson.AppendString(b, s) }

func appendInt(b []byte, v int64) []byte { return strconv.AppendInt(b, v, 10) }

func printableNoEscape(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 0x20 || c > 0x7e || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}

// Sign normalizes hb, fills in hb.Worker from key when it is empty, checks the heartbeat
// against the rules that do not depend on the registry's configuration, and signs its
// canonical bytes (EIP-191 personal message, v = 27/28).
func Sign(key *ecdsa.PrivateKey, hb Heartbeat) (SignedHeartbeat, error) {
	if key == nil {
		return SignedHeartbeat{}, errors.New("sign heartbeat: nil key")
	}
	addr := strings.ToLower(crypto.PubkeyToAddress(key.PublicKey).Hex())
	switch {
	case hb.Worker == "":
		hb.Worker = addr
	case strings.EqualFold(hb.Worker, addr):
		hb.Worker = addr
	default:
		return SignedHeartbeat{}, fmt.Errorf("sign heartbeat: worker %s is not the key's address %s", hb.Worker, addr)
	}
	hb = hb.Normalized()
	if err := hb.Check(MaxJobsCapLimit, MaxModelsLimit); err != nil {
		return SignedHeartbeat{}, fmt.Errorf("sign heartbeat: %w", err)
	}
	sig, err := crypto.Sign(accounts.TextHash(hb.CanonicalBytes()), key)
	if err != nil {
		return SignedHeartbeat{}, fmt.Errorf("sign heartbeat: %w", err)
	}
	sig[crypto.RecoveryIDOffset] += 27
	return SignedHeartbeat{Heartbeat: hb, Signature: "0x" + hex.EncodeToString(sig)}, nil
}

// Signer recovers the address that signed sh's canonical bytes. It checks the form of
// the signature (65 bytes, v in {0, 1, 27, 28}, s in the lower half of the curve order)
// but not that the signer is sh.Heartbeat.Worker.
func (sh SignedHeartbeat) Signer() (common.Address, error) {
	return RecoverDigest(accounts.TextHash(sh.Heartbeat.CanonicalBytes()), sh.Signature)
}

// RecoverDigest recovers the address that made sig, 65 bytes as 0x hex (r ‖ s ‖ v, v
// 27/28 or 0/1, s in the lower half of the curve order), over the 32-byte digest: for a
// heartbeat, the EIP-191 text hash of its canonical bytes (HeartbeatDigest).
func RecoverDigest(digest []byte, sig string) (common.Address, error) {
	s := sig
	if s == "" {
		return common.Address{}, fmt.Errorf("%w: missing signature", ErrBadSignature)
	}
	if len(digest) != 32 {
		return common.Address{}, fmt.Errorf("%w: digest is %d bytes, want 32", ErrBadSignature, len(digest))
	}
	raw, err := hex.DecodeString(strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X"))
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: signature is not hex", ErrBadSignature)
	}
	if len(raw) != crypto.SignatureLength {
		return common.Address{}, fmt.Errorf("%w: signature is %d bytes, want %d", ErrBadSignature, len(raw), crypto.SignatureLength)
	}
	v := raw[crypto.RecoveryIDOffset]
	if v >= 27 {
		v -= 27
	}
	r, sv := new(big.Int).SetBytes(raw[:32]), new(big.Int).SetBytes(raw[32:64])
	if !crypto.ValidateSignatureValues(v, r, sv, true) {
		return common.Address{}, fmt.Errorf("%w: signature values out of range (v %d, or r/s zero, or s not in the lower half)",
			ErrBadSignature, raw[crypto.RecoveryIDOffset])
	}
	raw[crypto.RecoveryIDOffset] = v
	pub, err := crypto.SigToPub(digest, raw)
	if err != nil {
		return common.Address{}, fmt.Errorf("%w: cannot recover signer: %v", ErrBadSignature, err)
	}
	return crypto.PubkeyToAddress(*pub), nil
}

// HeartbeatDigest is the digest a heartbeat's signature signs: the EIP-191 text hash
// of its canonical bytes signed, 0x hex.
func HeartbeatDigest(signed []byte) string {
	return "0x" + hex.EncodeToString(accounts.TextHash(signed))
}

// wireHeartbeat detects missing fields: a nil pointer is a field that was absent or null.
type wireHeartbeat struct {
	Worker         *string                     `json:"worker"`
	Models         []string                    `json:"models"`
	FreeMemoryMB   *int64                      `json:"free_memory_mb"`
	ActiveJobs     *int64                      `json:"active_jobs"`
	MaxJobs        *int64                      `json:"max_jobs"`
	AvgLatencyMS   *int64                      `json:"avg_latency_ms"`
	Endpoint       *string                     `json:"endpoint"`
	OpenBatch      map[string]int64            `json:"open_batch"`
	BatchMax       *int64                      `json:"batch_max"`
	BatchMaxWaitMS *int64                      `json:"batch_max_wait_ms"`
	Residency      map[string]wireResidency    `json:"residency"`
	Tasks          map[string][]string         `json:"tasks"`
	Speed          map[string]ModelSpeed       `json:"speed"`
	Determinism    map[string]DeterminismClass `json:"determinism"`
	BackendMetrics *string                     `json:"backend_metrics"`
	TimestampMS    *int64                      `json:"timestamp_ms"`
	Seq            *int64                      `json:"seq"`
}

type wireSigned struct {
	Heartbeat *wireHeartbeat `json:"heartbeat"`
	Signature *string        `json:"signature"`
}

// DecodeSignedHeartbeat parses the wire format strictly: one JSON object, no unknown
// fields, every required field present with the right type, at most MaxBodyBytes. It
// does not check values (see Registry.Accept) or the signature. The heartbeat comes back
// normalized.
func DecodeSignedHeartbeat(body []byte) (SignedHeartbeat, error) {
	if len(body) > MaxBodyBytes {
		return SignedHeartbeat{}, fmt.Errorf("%w: body is %d bytes, the limit is %d", ErrTooLarge, len(body), MaxBodyBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	var w wireSigned
	if err := dec.Decode(&w); err != nil {
		return SignedHeartbeat{}, fmt.Errorf("%w: %s", ErrInvalidHeartbeat, describeJSONError(err))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return SignedHeartbeat{}, fmt.Errorf("%w: trailing data after the JSON object", ErrInvalidHeartbeat)
	}
	var p validate.Problems
	if w.Heartbeat == nil {
		p.Addf("heartbeat", "is missing")
	}
	if w.Heartbeat == nil {
		return SignedHeartbeat{}, fmt.Errorf("%w: %w", ErrInvalidHeartbeat, p.Err())
	}
	wh := w.Heartbeat
	var hb Heartbeat
	req := func(name string, v *int64, dst *int64) {
		if v == nil {
			p.Addf("heartbeat."+name, "is missing")
			return
		}
		*dst = *v
	}
	if wh.Worker == nil {
		p.Addf("heartbeat.worker", "is missing")
	} else {
		hb.Worker = *wh.Worker
	}
	if wh.Models == nil {
		p.Addf("heartbeat.models", "is missing")
	}
	hb.Models = wh.Models
	req("free_memory_mb", wh.FreeMemoryMB, &hb.FreeMemoryMB)
	req("active_jobs", wh.ActiveJobs, &hb.ActiveJobs)
	req("max_jobs", wh.MaxJobs, &hb.MaxJobs)
	req("avg_latency_ms", wh.AvgLatencyMS, &hb.AvgLatencyMS)
	req("timestamp_ms", wh.TimestampMS, &hb.TimestampMS)
	req("seq", wh.Seq, &hb.Seq)
	if wh.Endpoint != nil {
		hb.Endpoint = *wh.Endpoint
		p.Check(hb.Endpoint != "", "heartbeat.endpoint", "must not be empty when present; leave it out instead")
	}
	hb.OpenBatch = wh.OpenBatch
	if wh.BatchMax != nil {
		hb.BatchMax = *wh.BatchMax
	}
	if wh.BatchMaxWaitMS != nil {
		hb.BatchMaxWaitMS = *wh.BatchMaxWaitMS
	}
	hb.Residency = decodeResidency(wh.Residency, &p)
	hb.Tasks, hb.Speed, hb.Determinism = wh.Tasks, wh.Speed, wh.Determinism
	if wh.BackendMetrics != nil {
		hb.BackendMetrics = *wh.BackendMetrics
	}
	if err := p.Err(); err != nil {
		return SignedHeartbeat{}, fmt.Errorf("%w: %w", ErrInvalidHeartbeat, err)
	}
	if w.Signature == nil {
		return SignedHeartbeat{}, fmt.Errorf("%w: missing signature", ErrBadSignature)
	}
	return SignedHeartbeat{Heartbeat: hb.Normalized(), Signature: *w.Signature}, nil
}

func describeJSONError(err error) string {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Sprintf("malformed JSON at byte %d: %s", syn.Offset, syn.Error())
	case errors.As(err, &typ):
		want := "an integer"
		switch typ.Type.Kind().String() {
		case "string":
			want = "a string"
		case "slice":
			want = "an array"
		case "struct", "ptr", "map":
			want = "an object"
		case "bool":
			want = "true or false"
		}
		field := typ.Field
		if field == "" {
			return fmt.Sprintf("want a JSON object, got %s", typ.Value)
		}
		return fmt.Sprintf("%s: want %s, got %s", field, want, typ.Value)
	case errors.Is(err, io.EOF):
		return "empty body"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "malformed JSON: unexpected end of input"
	default:
		// Unknown fields: `json: unknown field "x"`.
		return strings.TrimPrefix(err.Error(), "json: ")
	}
}

// Check validates the values of a normalized heartbeat against the registry's limits
// and reports every problem, keys prefixed "heartbeat.". It checks neither the clock
// nor the signature.
func (h Heartbeat) Check(maxJobsCap, maxModels int) error {
	var p validate.Problems
	p.Check(IsWorkerID(h.Worker), "heartbeat.worker", "must be a lowercase 0x-prefixed 20-byte hex address, got %q", clip(h.Worker))
	p.Check(len(h.Models) > 0, "heartbeat.models", "must list at least one model")
	p.Check(len(h.Models) <= maxModels, "heartbeat.models", "lists %d models, the limit is %d", len(h.Models), maxModels)
	for i, m := range h.Models {
		if i >= maxModels {
			break
		}
		p.Check(ValidModelName(m), "heartbeat.models["+strconv.Itoa(i)+"]",
			"must be 1 to %d characters from [A-Za-z0-9%s], got %q", MaxModelNameLen, ModelNameChars, clip(m))
	}
	p.Check(h.FreeMemoryMB >= 0 && h.FreeMemoryMB <= MaxFreeMemoryMB, "heartbeat.free_memory_mb",
		"must be in [0, %d], got %d", MaxFreeMemoryMB, h.FreeMemoryMB)
	p.Check(h.MaxJobs >= 1 && h.MaxJobs <= int64(maxJobsCap), "heartbeat.max_jobs",
		"must be in [1, %d], got %d", maxJobsCap, h.MaxJobs)
	p.Check(h.ActiveJobs >= 0, "heartbeat.active_jobs", "must not be negative, got %d", h.ActiveJobs)
	p.Check(h.ActiveJobs <= h.MaxJobs || h.ActiveJobs < 0, "heartbeat.active_jobs",
		"must not exceed max_jobs %d, got %d", h.MaxJobs, h.ActiveJobs)
	p.Check(h.AvgLatencyMS >= 0 && h.AvgLatencyMS <= MaxAvgLatencyMS, "heartbeat.avg_latency_ms",
		"must be in [0, %d], got %d", MaxAvgLatencyMS, h.AvgLatencyMS)
	if h.Endpoint != "" {
		p.Check(isEndpoint(h.Endpoint), "heartbeat.endpoint",
			"must be an http(s) URL of at most %d printable ASCII characters without '\"' or '\\', got %q", MaxEndpointLen, clip(h.Endpoint))
	}
	p.Check(h.BatchMax >= 0 && h.BatchMax <= MaxBatch, "heartbeat.batch_max", "must be in [0, %d], got %d", MaxBatch, h.BatchMax)
	p.Check(h.BatchMaxWaitMS >= 0 && h.BatchMaxWaitMS <= MaxBatchWaitMS, "heartbeat.batch_max_wait_ms",
		"must be in [0, %d], got %d", MaxBatchWaitMS, h.BatchMaxWaitMS)
	p.Check(h.BatchMaxWaitMS == 0 || h.BatchMax > 1, "heartbeat.batch_max_wait_ms",
		"must be left out without batching (batch_max %d), got %d", h.BatchMax, h.BatchMaxWaitMS)
	p.Check(len(h.OpenBatch) <= len(h.Models), "heartbeat.open_batch", "has %d models, more than the %d served", len(h.OpenBatch), len(h.Models))
	if len(h.OpenBatch) <= len(h.Models) {
		keys := make([]string, 0, len(h.OpenBatch))
		for k := range h.OpenBatch {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			at := "heartbeat.open_batch[" + strconv.Quote(clip(k)) + "]"
			_, served := slices.BinarySearch(h.Models, k)
			p.Check(served, at, "is not a model the worker serves")
			n := h.OpenBatch[k]
			p.Check(n >= 1 && n <= h.BatchMax, at, "must be in [1, batch_max %d], got %d", h.BatchMax, n)
		}
	}
	h.checkResidency(&p)
	h.checkTasks(&p)
	h.checkSpeed(&p)
	h.checkDeterminism(&p)
	h.checkBackendMetrics(&p)
	p.Check(h.TimestampMS > 0, "heartbeat.timestamp_ms", "must be positive, got %d", h.TimestampMS)
	p.Check(h.Seq >= 1 && h.Seq <= MaxSeq, "heartbeat.seq", "must be in [1, %d], got %d", int64(MaxSeq), h.Seq)
	if err := p.Err(); err != nil {
		return fmt.Errorf("%w: %w", ErrInvalidHeartbeat, err)
	}
	return nil
}

// IsWorkerID reports whether s is a worker id: a lowercase 0x-prefixed 20-byte address.
func IsWorkerID(s string) bool {
	if len(s) != 42 || s[0] != '0' || s[1] != 'x' {
		return false
	}
	for i := 2; i < len(s); i++ {
		c := s[i]
		if (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return false
		}
	}
	return true
}

func isEndpoint(s string) bool {
	if len(s) > MaxEndpointLen || !printableNoEscape(s) || strings.ContainsRune(s, ' ') {
		return false
	}
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

func clip(s string) string {
	if len(s) > 64 {
		return s[:64] + "…"
	}
	return s
}
