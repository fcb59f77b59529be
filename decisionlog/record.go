package decisionlog

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// Record is one round of the decision log. Its JSON form is canonical (see the package
// documentation); Hash is the SHA-256 of that form with Hash empty, Anchor absent and
// every request's inline Content absent.
type Record struct {
	Round uint64 `json:"round"`
	// Shard is the shard whose chain the record is on: every shard's leader
	// appends to a chain of its own, with its own round numbers and prev_hash links.
	// 0 (absent) is shard 0, the only chain of a log of one shard and of every log
	// written before shards had chains, whose bytes it leaves unchanged.
	Shard int `json:"shard,omitempty"`
	// Version is the record's format version (proof.go): 0 (absent) is 1, the records
	// before worker proofs; NewRecord writes VersionProofs (a full record), and
	// WorkerDeltas.Apply makes it VersionDeltas (delta.go).
	Version int   `json:"version,omitempty"`
	TimeMS  int64 `json:"time_ms"`
	// Config is the effective scheduler configuration of the round, in canonical JSON;
	// ConfigHash is the hex SHA-256 of exactly these bytes.
	Config     json.RawMessage    `json:"config"`
	ConfigHash string             `json:"config_hash"`
	Inputs     Inputs             `json:"inputs"`
	Decision   scheduler.Decision `json:"decision"` // stats.plan_ms is always 0
	// Verification is what the round drew, assigned and learnt of sampled
	// re-execution; absent when nothing, and in records before it existed.
	Verification *verification.Log `json:"verification,omitempty"`
	PrevHash     string            `json:"prev_hash"`
	Hash         string            `json:"hash"`
	// Anchor is written back when the record's span is anchored on chain. It is known
	// only after the record is hashed and chained, so it is not part of Hash.
	Anchor *Anchor `json:"anchor,omitempty"`
}

// Inputs is everything scheduler.Plan read in the round, besides the config.
type Inputs struct {
	NowMS        int64              `json:"now_ms"`
	GasPriceGwei float64            `json:"gas_price_gwei"`
	DrainRateTPS map[string]float64 `json:"drain_rate_tps,omitempty"`
	Workers      []scheduler.Worker `json:"workers"`
	Requests     []RequestRef       `json:"requests"`
	// Released lists the requests whose earlier assignment ended without a result
	// (ack timeout, result grace) since the previous round, so that they are pending
	// again. CheckAcrossRounds treats an assignment as live until a record releases it.
	Released []string `json:"released,omitempty"`
	// Excluded is the snapshot's failed workers per request (scheduler.Snapshot.Excluded),
	// which Plan reads.
	Excluded []scheduler.Exclusion `json:"excluded,omitempty"`
	// ResultWaitMS is the snapshot's result wait (scheduler.Snapshot.ResultWaitMS), which
	// Plan does not read: the round's lapses and expiries of assignments count it. 0
	// (absent) in records written before it existed.
	ResultWaitMS int64 `json:"result_wait_ms,omitempty"`
	// L1Fee is the snapshot's L1 data fee on an L2 chain (scheduler.Snapshot.L1Fee),
	// which Plan prices with; absent on an L1 chain and in records before it existed.
	L1Fee *scheduler.L1Fee `json:"l1_fee,omitempty"`
	// TokenRates are the prices of the tokens fees were paid in, FeeBumps the raised fees
	// (scheduler.Snapshot's): Plan priced with both; absent in a round without token
	// requests or bumps and in records before they existed.
	TokenRates []scheduler.TokenRate `json:"token_rates,omitempty"`
	FeeBumps   []scheduler.FeeBump   `json:"fee_bumps,omitempty"`
	// WorkersDelta, in a delta record (VersionDeltas, delta.go), says how the workers
	// differ from the previous record's; Workers is then null. Absent in a keyframe and
	// in every record before VersionDeltas.
	WorkersDelta *WorkersDelta `json:"workers_delta,omitempty"`
	// RequestsDelta, in a record of VersionDeltas whose requests are a delta
	// (reqdelta.go), says how the request references differ from the previous
	// record's; Requests is then null. Absent when Requests is the full list.
	RequestsDelta *RequestsDelta `json:"requests_delta,omitempty"`
}

// RequestRef names one pending request by id and the hex SHA-256 of its canonical JSON.
// Content, when present, is the request itself; it is not part of the record hash (the
// content hash binds it), so a record hashes the same whether its requests are inline
// or resolved later from the request stream.
type RequestRef struct {
	ID          string             `json:"id"`
	ContentHash string             `json:"content_hash"`
	Content     *scheduler.Request `json:"content,omitempty"`
}

// Anchor says that the records of rounds FromRound..ToRound (inclusive) have the Merkle
// root Root, sent on chain by transaction TxHash. Both are 0x-prefixed hex.
type Anchor struct {
	TxHash    string `json:"tx_hash"`
	FromRound uint64 `json:"from_round"`
	ToRound   uint64 `json:"to_round"`
	Root      string `json:"root"`
}

// ZeroHash is the prev_hash of the first record of a log.
const ZeroHash = "0000000000000000000000000000000000000000000000000000000000000000"

// Errors a caller can match with errors.Is.
var (
	// ErrInvalidRecord: a record that cannot be built, encoded or decoded.
	ErrInvalidRecord = errors.New("invalid decision record")
	// ErrContentHash: a request's content does not match its content hash.
	ErrContentHash = errors.New("request content does not match its content hash")
	// ErrUnresolved: a referenced request could not be resolved.
	ErrUnresolved = errors.New("request not resolved")
)

// ResolveFunc returns the content of a request by id, typically from the request stream.
type ResolveFunc func(id string) (scheduler.Request, error)

// NewRecord builds the record of a round in which Plan(s, cfg) returned d: cfg is the
// effective config (scheduler.EffectiveConfig), s the snapshot Plan was given. Requests
// are referenced by content hash, and also carried inline when inline is set. PrevHash
// and Hash are left for Append.
func NewRecord(round uint64, timeMS int64, s *scheduler.Snapshot, cfg scheduler.Config, d scheduler.Decision, inline bool) (*Record, error) {
	return NewRecordHashed(round, timeMS, s, cfg, d, inline, nil)
}

// NewRecordHashed is NewRecord with the requests' content hashes already computed:
// hashes[i] is ContentHash(&s.Requests[i]) (the engine hashes each request once, when it
// is added, not every round). With hashes nil, or not one per request, every content
// hash is computed here.
func NewRecordHashed(round uint64, timeMS int64, s *scheduler.Snapshot, cfg scheduler.Config, d scheduler.Decision, inline bool, hashes []string) (*Record, error) {
	if len(hashes) != len(s.Requests) {
		hashes = nil
	}
	cfgJSON, err := canonical(cfg)
	if err != nil {
		return nil, fmt.Errorf("%w: round %d: config: %w", ErrInvalidRecord, round, err)
	}
	refs := make([]RequestRef, len(s.Requests))
	for i := range s.Requests {
		r := &s.Requests[i]
		if hashes != nil {
			refs[i] = RequestRef{ID: r.ID, ContentHash: hashes[i]}
		} else {
			refs[i] = RequestRef{ID: r.ID, ContentHash: ContentHash(r)}
		}
		if inline { // a copy only then (taking r's copy's address would move every one to the heap)
			c := *r
			refs[i].Content = &c
		}
	}
	workers := s.Workers
	if workers == nil {
		workers = []scheduler.Worker{}
	}
	d.Stats.PlanMS = 0
	if d.Assigned == nil {
		d.Assigned = []scheduler.Assignment{}
	}
	if d.Skipped == nil {
		d.Skipped = []scheduler.Skip{}
	}
	if d.Expired == nil {
		d.Expired = []string{}
	}
	return &Record{
		Round:      round,
		Version:    VersionProofs,
		TimeMS:     timeMS,
		Config:     cfgJSON,
		ConfigHash: sha256Hex(cfgJSON),
		Inputs: Inputs{
			NowMS:        s.NowMS,
			GasPriceGwei: s.GasPriceGwei,
			DrainRateTPS: s.DrainRateTPS,
			Workers:      workers,
			Requests:     refs,
			Excluded:     s.Excluded,
			ResultWaitMS: s.ResultWaitMS,
			L1Fee:        s.L1Fee.Clone(),
			TokenRates:   s.TokenRates,
			FeeBumps:     s.FeeBumps,
		},
		Decision: d,
	}, nil
}

// ContentHash is the hex SHA-256 of the request's canonical JSON.
func ContentHash(r *scheduler.Request) string {
	var buf [512]byte
	return sha256Hex(appendRequest(buf[:0], r))
}

// CanonicalBytes returns the bytes Hash is computed over: the canonical JSON of rec with
// hash "", no anchor and no inline request content.
func CanonicalBytes(rec *Record) ([]byte, error) {
	b, err := appendHashed(make([]byte, 0, hashedSizeHint(rec)), rec)
	if err != nil {
		return nil, fmt.Errorf("%w: round %d: %w", ErrInvalidRecord, rec.Round, err)
	}
	return b, nil
}

// ComputeHash is the hex SHA-256 of CanonicalBytes(rec).
func ComputeHash(rec *Record) (string, error) {
	b, err := CanonicalBytes(rec)
	if err != nil {
		return "", err
	}
	return sha256Hex(b), nil
}

// Append chains rec after prev (nil for the first record of a log): it sets PrevHash to
// prev's hash (ZeroHash without prev) and then Hash. rec.Round must be prev.Round + 1.
func Append(rec *Record, prev *Record) error {
	rec.PrevHash = ZeroHash
	if prev != nil {
		if prev.Hash == "" {
			return fmt.Errorf("%w: round %d: previous record (round %d) has no hash", ErrInvalidRecord, rec.Round, prev.Round)
		}
		if rec.Shard != prev.Shard {
			return fmt.Errorf("%w: round %d of shard %d cannot follow a record of shard %d", ErrInvalidRecord, rec.Round, rec.Shard, prev.Shard)
		}
		if rec.Round != prev.Round+1 {
			return fmt.Errorf("%w: round %d does not follow round %d", ErrInvalidRecord, rec.Round, prev.Round)
		}
		rec.PrevHash = prev.Hash
	}
	h, err := ComputeHash(rec)
	if err != nil {
		return err
	}
	rec.Hash = h
	return nil
}

// Resolve puts every referenced request's content inline, fetching the missing ones with
// fn, and checks every content (fetched or already inline) against its content hash.
// On error rec is left unchanged.
//
// A requests delta's references (requests_delta.added) are resolved in its place, and
// its `"requests":null` stays null: the delta is the record as hashed.
func (rec *Record) Resolve(fn ResolveFunc) error {
	if d := rec.Inputs.RequestsDelta; d != nil && rec.Inputs.Requests == nil {
		refs, err := resolveRefs(d.Added, fn)
		if err != nil {
			return fmt.Errorf("round %d: %w", rec.Round, err)
		}
		d.Added = refs
		return nil
	}
	refs, err := resolveRefs(rec.Inputs.Requests, fn)
	if err != nil {
		return fmt.Errorf("round %d: %w", rec.Round, err)
	}
	rec.Inputs.Requests = refs
	return nil
}

// Snapshot rebuilds the snapshot Plan was given. Every request must be inline (see
// Resolve) and match its content hash.
func (rec *Record) Snapshot() (*scheduler.Snapshot, error) {
	reqs, err := requestsOf(rec.Inputs.Requests, nil)
	if err != nil {
		return nil, fmt.Errorf("round %d: %w", rec.Round, err)
	}
	return rec.Inputs.snapshot(reqs), nil
}

// snapshot is the snapshot these inputs describe, with reqs, their requests decoded:
// the one place a record's inputs become Plan's (Snapshot and Replay).
func (in *Inputs) snapshot(reqs []scheduler.Request) *scheduler.Snapshot {
	return &scheduler.Snapshot{
		NowMS:        in.NowMS,
		GasPriceGwei: in.GasPriceGwei,
		Requests:     reqs,
		Workers:      in.Workers,
		DrainRateTPS: in.DrainRateTPS,
		Excluded:     in.Excluded,
		ResultWaitMS: in.ResultWaitMS,
		L1Fee:        in.L1Fee.Clone(),
		TokenRates:   in.TokenRates,
		FeeBumps:     in.FeeBumps,
	}
}

// EffectiveConfig decodes the recorded config strictly (unknown keys are errors, absent
// keys stay zero), checks it against ConfigHash and that it is in canonical form, and
// validates it.
func (rec *Record) EffectiveConfig() (scheduler.Config, error) {
	if got := sha256Hex(rec.Config); got != rec.ConfigHash {
		return scheduler.Config{}, fmt.Errorf("%w: config_hash %s, but the config hashes to %s", ErrInvalidRecord, rec.ConfigHash, got)
	}
	var cfg scheduler.Config
	dec := json.NewDecoder(bytes.NewReader(rec.Config))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cfg); err != nil {
		return scheduler.Config{}, fmt.Errorf("%w: config: %w", ErrInvalidRecord, err)
	}
	if dec.More() {
		return scheduler.Config{}, fmt.Errorf("%w: config: trailing data", ErrInvalidRecord)
	}
	again, err := canonical(cfg)
	if err != nil {
		return scheduler.Config{}, fmt.Errorf("%w: config: %w", ErrInvalidRecord, err)
	}
	if !bytes.Equal(again, rec.Config) {
		return scheduler.Config{}, fmt.Errorf("%w: config is not in canonical form (missing, reordered or reformatted keys)", ErrInvalidRecord)
	}
	if err := cfg.Validate(); err != nil {
		return scheduler.Config{}, fmt.Errorf("%w: config: %w", ErrInvalidRecord, err)
	}
	return cfg, nil
}

func resolveRefs(refs []RequestRef, fn ResolveFunc) ([]RequestRef, error) {
	out := make([]RequestRef, len(refs))
	for i, ref := range refs {
		out[i] = ref
		if ref.Content == nil {
			if fn == nil {
				return nil, fmt.Errorf("%w: request %q: no resolver", ErrUnresolved, ref.ID)
			}
			r, err := fn(ref.ID)
			if err != nil {
				return nil, fmt.Errorf("%w: request %q: %w", ErrUnresolved, ref.ID, err)
			}
			out[i].Content = &r
		}
		if err := checkContent(&out[i]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// requestsOf returns the requests of refs, resolving with fn (nil: all must be inline)
// and checking every content hash.
func requestsOf(refs []RequestRef, fn ResolveFunc) ([]scheduler.Request, error) {
	return requestsOfHashed(refs, fn, nil)
}

// requestsOfHashed is requestsOf with the content hashes pre already has (nil: none).
func requestsOfHashed(refs []RequestRef, fn ResolveFunc, pre *lineHashes) ([]scheduler.Request, error) {
	reqs := make([]scheduler.Request, len(refs))
	for i := range refs {
		ref := refs[i]
		if ref.Content == nil {
			if fn == nil {
				return nil, fmt.Errorf("%w: request %q is referenced only; resolve it first", ErrUnresolved, ref.ID)
			}
			r, err := fn(ref.ID)
			if err != nil {
				return nil, fmt.Errorf("%w: request %q: %w", ErrUnresolved, ref.ID, err)
			}
			ref.Content = &r
		}
		if h, ok := pre.content(i); ok {
			if err := checkContentHash(&ref, h); err != nil {
				return nil, err
			}
		} else if err := checkContent(&ref); err != nil {
			return nil, err
		}
		reqs[i] = *ref.Content
	}
	return reqs, nil
}

func checkContent(ref *RequestRef) error {
	var buf [512]byte
	return checkContentHash(ref, sha256.Sum256(appendRequest(buf[:0], ref.Content)))
}

// checkContentHash is checkContent with the content's hash already computed.
func checkContentHash(ref *RequestRef, sum [32]byte) error {
	if ref.Content.ID != ref.ID {
		return fmt.Errorf("%w: request %q: content has id %q", ErrContentHash, ref.ID, ref.Content.ID)
	}
	var hx [64]byte
	hex.Encode(hx[:], sum[:])
	if string(hx[:]) != ref.ContentHash {
		h := string(hx[:])
		return fmt.Errorf("%w: request %q: content_hash %s, content hashes to %s", ErrContentHash, ref.ID, ref.ContentHash, h)
	}
	return nil
}

// canonical is encoding/json without HTML escaping and without the trailing newline.
func canonical(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	b := buf.Bytes()
	return b[:len(b)-1], nil
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
