package workers

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"go.uber.org/zap"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/wire"
)

// ErrUnproven is why a worker record of Redis stays out of a snapshot: it carries no
// heartbeat signed by the worker's key, the signed heartbeat is not the record's or is
// stale, or the chain does not show the worker staked. Redis is a fast shared store,
// not a source of truth: anyone who can write it could write a worker.
var ErrUnproven = errors.New("worker record not proven")

// proofs verifies the signed heartbeat kept beside each worker record once per new
// heartbeat (by digest), not once per snapshot. Safe for concurrent use.
type proofs struct {
	mu   sync.Mutex
	seen *flowcontrol.LRU[proof] // digest → what the signature showed
}

// proof is one verified (or refused) signed heartbeat: the heartbeat and the digest
// its signature signs (wire.HeartbeatDigest), which the snapshot hands on to the
// decision record for an auditor.
type proof struct {
	hb     wire.Heartbeat
	digest string
	err    error
}

func newProofs() *proofs { return &proofs{seen: flowcontrol.NewLRU[proof](maxHeartbeatLimiters)} }

// verify decodes and checks the signed bytes and signature of a record: canonical, a
// valid heartbeat, signed by worker id's key. The answer for a digest of the three is
// remembered (the id too: the same signed bytes beside another id are another answer).
func (p *proofs) verify(id, signed, sig string, maxJobsCap, maxModels int) (proof, bool) {
	digest := crypto.Keccak256Hash([]byte(id), []byte{0}, []byte(signed), []byte{0}, []byte(sig)).Hex()
	p.mu.Lock()
	pr, ok := p.seen.Get(digest)
	p.mu.Unlock()
	if ok {
		return pr, true
	}
	pr.hb, pr.err = checkSigned(id, signed, sig, maxJobsCap, maxModels)
	if pr.err == nil {
		pr.digest = wire.HeartbeatDigest([]byte(signed))
	}
	p.mu.Lock()
	if _, dup := p.seen.Peek(digest); !dup {
		p.seen.Add(digest, pr)
	}
	p.mu.Unlock()
	return pr, false
}

// seed remembers, for the record the registry just wrote, what verify would find: the
// registry recovered the signer of these very bytes before writing them (AcceptSigned),
// so the snapshot that reads the record back need not recover it again. Everything
// but the signature recovery is checked as verify checks it; on any doubt nothing is
// remembered and verify does the whole check.
func (p *proofs) seed(id, signed, sig string, maxJobsCap, maxModels int) {
	hb, err := decodeSigned(signed, sig, maxJobsCap, maxModels)
	if err != nil || !strings.EqualFold(hb.Worker, id) {
		return
	}
	digest := crypto.Keccak256Hash([]byte(id), []byte{0}, []byte(signed), []byte{0}, []byte(sig)).Hex()
	pr := proof{hb: hb, digest: wire.HeartbeatDigest([]byte(signed))}
	p.mu.Lock()
	if _, dup := p.seen.Peek(digest); !dup {
		p.seen.Add(digest, pr)
	}
	p.mu.Unlock()
}

func checkSigned(id, signed, sig string, maxJobsCap, maxModels int) (wire.Heartbeat, error) {
	hb, err := decodeSigned(signed, sig, maxJobsCap, maxModels)
	if err != nil {
		return wire.Heartbeat{}, err
	}
	signer, err := wire.SignedHeartbeat{Heartbeat: hb, Signature: sig}.Signer()
	if err != nil {
		return wire.Heartbeat{}, fmt.Errorf("%w: %v", ErrUnproven, err)
	}
	if !strings.EqualFold(signer.Hex(), id) || !strings.EqualFold(hb.Worker, id) {
		return wire.Heartbeat{}, fmt.Errorf("%w: heartbeat signed by %s, record of %s", ErrUnproven, strings.ToLower(signer.Hex()), id)
	}
	return hb, nil
}

// decodeSigned is checkSigned without the signature: the signed bytes decode to a
// canonical, valid heartbeat.
func decodeSigned(signed, sig string, maxJobsCap, maxModels int) (wire.Heartbeat, error) {
	if signed == "" || sig == "" {
		return wire.Heartbeat{}, fmt.Errorf("%w: no signed heartbeat beside the record", ErrUnproven)
	}
	var hb wire.Heartbeat
	if err := json.Unmarshal([]byte(signed), &hb); err != nil {
		return wire.Heartbeat{}, fmt.Errorf("%w: signed heartbeat does not decode: %v", ErrUnproven, err)
	}
	if string(hb.CanonicalBytes()) != signed {
		return wire.Heartbeat{}, fmt.Errorf("%w: the signed bytes are not a canonical heartbeat", ErrUnproven)
	}
	if err := hb.Check(maxJobsCap, maxModels); err != nil {
		return wire.Heartbeat{}, fmt.Errorf("%w: %v", ErrUnproven, err)
	}
	return hb, nil
}

// proven returns vals, a record's fields in workerFields' order, with every field the
// heartbeat carries (models, memory, jobs, latency, batches, residency, tasks, rates) replaced by
// what the verified signed heartbeat beside it says, and the received time no later
// than the signature's timestamp allows, and the digest the signature signs; an error
// leaves the worker out of the snapshot. The fields the registry itself writes from
// outcomes and acks (completed, EWMA latency, completion rate, model_p50, dispatch_ms;
// reservations live apart) are in no signed bytes and stay: a Redis writer can still
// shift those for a real worker, not invent one, nor change what it says it holds.
func (r *Registry) proven(id string, vals []any, nowMS int64) ([]any, string, error) {
	str := func(i int) string {
		if i < len(vals) {
			if s, ok := vals[i].(string); ok {
				return s
			}
		}
		return ""
	}
	pr, cached := r.proofs.verify(id, str(fieldSigned), str(fieldSig), r.cfg.MaxJobsCap, r.cfg.MaxModels)
	if pr.err != nil {
		if !cached {
			r.log.Warn("worker record left out of the round: not proven", zap.String("worker", id), zap.Error(pr.err))
		}
		return nil, "", pr.err
	}
	hb := pr.hb
	// The signature dates the heartbeat: a record kept alive in Redis past the worker's
	// TTL (plus the clock skew) is a dead worker's.
	if age := time.Duration(nowMS-hb.TimestampMS) * time.Millisecond; age > r.cfg.workerTTL()+r.cfg.ClockSkew {
		return nil, "", fmt.Errorf("%w: signed heartbeat of %s is %v old", ErrUnproven, id, age)
	}
	models, err := json.Marshal(hb.Models)
	if err != nil {
		return nil, "", err
	}
	out := slices.Clone(vals)
	out[0], out[1], out[2], out[3], out[4] = string(models), itoa(hb.FreeMemoryMB), itoa(hb.ActiveJobs), itoa(hb.MaxJobs), itoa(hb.AvgLatencyMS)
	received, _ := strconv.ParseInt(str(5), 10, 64)
	out[5] = itoa(min(received, hb.TimestampMS+r.cfg.ClockSkew.Milliseconds()))
	out[10], out[11] = "", ""
	if len(hb.OpenBatch) > 0 {
		b, err := json.Marshal(hb.OpenBatch)
		if err != nil {
			return nil, "", err
		}
		out[10] = string(b)
	}
	if hb.BatchMax != 0 {
		out[11] = itoa(hb.BatchMax)
	}
	out[fieldBatchWait] = ""
	if hb.BatchMaxWaitMS != 0 {
		out[fieldBatchWait] = itoa(hb.BatchMaxWaitMS)
	}
	if out[fieldResidency], err = encodeResidency(hb.Residency); err != nil {
		return nil, "", err
	}
	if out[fieldTasks], out[fieldSpeed], err = encodeTasks(hb); err != nil {
		return nil, "", err
	}
	out[fieldDeterminism] = ""
	if ks := hb.ClassKeys(); ks != nil {
		b, err := json.Marshal(ks)
		if err != nil {
			return nil, "", err
		}
		out[fieldDeterminism] = string(b)
	}
	return out, pr.digest, nil
}

func itoa(v int64) string { return strconv.FormatInt(v, 10) }

// proveStake sets w's stake from the chain and refuses a worker below the minimum.
// Without a stake reader (min_stake_wei 0) every stake is 0.
func (r *Registry) proveStake(ctx context.Context, w *scheduler.Worker) error {
	if r.stakes == nil {
		w.StakeWei.SetInt64(0)
		return nil
	}
	return r.proveStakeOf(ctx, w, common.HexToAddress(w.ID))
}

// proveStakeOf is proveStake with w.ID already parsed (DeltaView keeps it: parsing the
// hex of every worker every round was half of proveStake's cost).
func (r *Registry) proveStakeOf(ctx context.Context, w *scheduler.Worker, addr common.Address) error {
	w.StakeWei.SetInt64(0)
	if r.stakes == nil {
		return nil
	}
	stake, err := r.stakes.stakeOf(ctx, addr)
	if err != nil {
		return fmt.Errorf("%w: stake of %s: %v", ErrUnproven, w.ID, err)
	}
	if stake.Cmp(r.minWei) < 0 {
		return fmt.Errorf("%w: worker %s has stake %s wei on chain, the minimum is %s wei", ErrUnproven, w.ID, stake, r.minWei)
	}
	w.StakeWei.Set(stake)
	return nil
}
