package decisionlog

import (
	"encoding/hex"
	"fmt"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
)

// Record versions. A record's version is its "version" member; absent means 1.
const (
	// VersionUnproven is every record written before workers carried heartbeat proofs:
	// replayed and checked as always, with no proof required.
	VersionUnproven = 1
	// VersionProofs: every worker of the inputs carries heartbeat_hash and
	// heartbeat_sig (the EIP-191 digest of the signed heartbeat the registry admitted it
	// on, and the worker's signature of it), and an assignment to a worker whose
	// signature does not recover its address fails CheckProof. A log that has a record of
	// this version fails CheckVersion at any later record of a lower one, so a scheduler
	// cannot drop the proofs by writing old records again.
	VersionProofs = 2
	// CurrentVersion is the highest version this verifier knows: VersionDeltas
	// (delta.go), which the decision store writes.
	CurrentVersion = VersionDeltas
)

// version is rec's version, 1 when absent.
func (rec *Record) version() int {
	if rec.Version == 0 {
		return VersionUnproven
	}
	return rec.Version
}

// checkProofs fails every assignment of rec (of VersionProofs or later) to a worker of
// the inputs without a heartbeat proof, or whose proof does not recover the worker's
// address. Each worker is checked once per record however many requests it is given.
// What the proof shows: the key of the worker's address signed a heartbeat, whose
// digest this is. It does not show which figures the heartbeat carried (the record
// holds the registry's view, reservations and outcome statistics folded in) nor the
// stake (audit verify --rpc reads no stakes; the registry reads them from the chain).
func checkProofs(rec *Record, workers map[string]int, proven *provenSet, fail func(check, format string, args ...any)) {
	if rec.Version < 0 || rec.Version > CurrentVersion {
		fail(CheckVersion, "version %d is not one this verifier knows (1..%d)", rec.Version, CurrentVersion)
		return
	}
	if rec.version() < VersionProofs {
		return
	}
	checked := make(map[int]bool)
	for _, a := range rec.Decision.Assigned {
		i, ok := workers[a.WorkerID]
		if !ok || checked[i] {
			continue // an unknown worker is CheckWorker's
		}
		checked[i] = true
		w := &rec.Inputs.Workers[i]
		if proven.has(w) {
			continue
		}
		if err := ProveWorker(w); err != nil {
			fail(CheckProof, "request %q is assigned to worker %q: %v", a.RequestID, a.WorkerID, err)
			continue
		}
		proven.add(w)
	}
}

// ProveWorker checks w's heartbeat proof: both members present, the digest 32 bytes of
// 0x hex, and the signature recovering w's address.
func ProveWorker(w *scheduler.Worker) error {
	if w.HeartbeatHash == "" || w.HeartbeatSig == "" {
		return fmt.Errorf("no heartbeat proof (heartbeat_hash and heartbeat_sig)")
	}
	digest, err := hex.DecodeString(strings.TrimPrefix(w.HeartbeatHash, "0x"))
	if err != nil || len(digest) != 32 || !strings.HasPrefix(w.HeartbeatHash, "0x") {
		return fmt.Errorf("heartbeat_hash %q is not 32 bytes of 0x hex", clipped(w.HeartbeatHash))
	}
	signer, err := wire.RecoverDigest(digest, w.HeartbeatSig)
	if err != nil {
		return fmt.Errorf("heartbeat_sig: %w", err)
	}
	if !common.IsHexAddress(w.ID) || signer != common.HexToAddress(w.ID) {
		return fmt.Errorf("heartbeat_sig recovers %s, not the worker's address", strings.ToLower(signer.Hex()))
	}
	return nil
}

// provenSet remembers proofs that recovered their worker's address, keyed by worker,
// digest and signature, so that a heartbeat in the records of several rounds is
// recovered once. Up to maxProven; then it starts again. A nil set remembers nothing.
// Safe for concurrent use: VerifyLog's goroutines share one, so that a heartbeat in the
// records of many rounds is recovered once for the whole log, not once per goroutine.
type provenSet struct {
	mu sync.Mutex
	m  map[string]struct{}
}

const maxProven = 1 << 14

func proofKey(w *scheduler.Worker) string { return w.ID + "|" + w.HeartbeatHash + "|" + w.HeartbeatSig }

func (p *provenSet) has(w *scheduler.Worker) bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	_, ok := p.m[proofKey(w)]
	return ok
}

func (p *provenSet) add(w *scheduler.Worker) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.m == nil || len(p.m) >= maxProven {
		p.m = make(map[string]struct{})
	}
	p.m[proofKey(w)] = struct{}{}
}

func clipped(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

// checkVersion fails a record of a lower version than an earlier record of the log.
func (v *Verifier) checkVersion(rec *Record) []Failure {
	ver := rec.version()
	if ver < v.maxVersion {
		return []Failure{{rec.Round, CheckVersion, fmt.Sprintf("version %d after a record of version %d: a log does not go back to records without worker proofs", ver, v.maxVersion)}}
	}
	v.maxVersion = ver
	return nil
}
