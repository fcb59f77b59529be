package decisionlog

import (
	"fmt"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/scheduler/verification"
)

// The checks of a record's verification section.
const (
	// CheckVerifyDraw: a sample's draw does not replay (its rate is not the one its
	// standing earns under the logged config, or the seed says otherwise).
	CheckVerifyDraw = "verification.draw"
	// CheckVerifyUnchecked: a sampled result has no attestation and no dispute outcome
	// by the end of the log, though the grace after it has passed.
	CheckVerifyUnchecked = "verification.unchecked"
	// CheckVerifyAssign: a verification job assigned to the worker it checks.
	CheckVerifyAssign = "verification.assign"
	// CheckVerifyClass: a job of a class model assigned to a verifier whose class for the
	// model (in the record's workers) is not the one its sample names, or a sample of a
	// class model that names none yet was assigned a verifier.
	CheckVerifyClass = "verification.class"
)

// DefaultVerifyGrace is how long a sampled result may stay unchecked in the log before
// audit verify fails on it: a few voucher lifetimes and a dispute's tie-break.
const DefaultVerifyGrace = 10 * time.Minute

// verifyTrack follows sampled results across records.
type verifyTrack struct {
	open map[string]sampledAt // request id → when it was sampled
	// commits are the draw commitments logged so far, by request id (the first one
	// logged for a request: a reassignment logs the same); assigned, the requests the
	// log assigned so far (a request assigned before the log's first record may reveal
	// a secret whose commitment the log does not hold).
	commits  map[string]string
	assigned map[string]bool
	// classes: per sampled result of a class model, its model and the class its
	// verifiers must be of (Sample.Class). Records without the member add nothing, and
	// their jobs are checked as they always were.
	classes map[string]sampleClass
	lastMS  int64
	last    uint64
}

type sampleClass struct{ model, class string }

type sampledAt struct {
	round  uint64
	timeMS int64
}

// checkVerification replays rec's draws and follows its samples to their checks;
// resolved is rec with its workers reconstructed (the verifiers' classes).
func (v *Verifier) checkVerification(rec, resolved *Record) []Failure {
	t := &v.vtrack
	if t.open == nil {
		t.open, t.classes = map[string]sampledAt{}, map[string]sampleClass{}
	}
	t.lastMS, t.last = rec.TimeMS, rec.Round
	if t.commits == nil {
		t.commits, t.assigned = map[string]string{}, map[string]bool{}
	}
	defer func() {
		for _, a := range rec.Decision.Assigned {
			t.assigned[a.RequestID] = true
		}
	}()
	l := rec.Verification
	if l == nil {
		return nil
	}
	var fs []Failure
	fail := func(check, format string, args ...any) {
		fs = append(fs, Failure{rec.Round, check, fmt.Sprintf(format, args...)})
	}
	for _, s := range l.Samples {
		if detail := replayDraw(l.Config, s, t.commits, t.assigned[s.RequestID]); detail != "" {
			fail(CheckVerifyDraw, "request %s: %s", s.RequestID, detail)
		}
		if s.Sampled {
			t.open[s.RequestID] = sampledAt{rec.Round, rec.TimeMS}
			if l.Config != nil && l.Config.ClassModel(s.Model) {
				t.classes[s.RequestID] = sampleClass{s.Model, s.Class}
			}
		}
	}
	for _, a := range l.Assigned {
		if common.HexToAddress(a.Verifier) == common.HexToAddress(a.Worker) {
			fail(CheckVerifyAssign, "request %s: verifier %s is the worker checked", a.RequestID, a.Verifier)
		}
		if detail := checkClass(t.classes, a, resolved.Inputs.Workers); detail != "" {
			fail(CheckVerifyClass, "request %s: %s", a.RequestID, detail)
		}
	}
	for _, a := range l.Attestations {
		if a.Agrees {
			delete(t.open, a.RequestID)
			delete(t.classes, a.RequestID)
		}
	}
	for _, d := range l.Disputes {
		delete(t.open, d.RequestID)
		delete(t.classes, d.RequestID)
	}
	for _, c := range l.Commits {
		if _, seen := t.commits[c.RequestID]; !seen {
			t.commits[c.RequestID] = c.Commit
		}
	}
	return fs
}

// replayDraw recomputes one draw; "" when it replays. A sample revealing a secret must
// reveal the one committed to in an earlier record; a sample of a request whose secret
// was committed must reveal it (else the seed would be the block hash's alone, which
// the block's builder can grind).
func replayDraw(cfg *verification.Config, s verification.Sample, commits map[string]string, assignedInLog bool) string {
	if cfg == nil {
		return "the record has samples but no verification config"
	}
	if vy := cfg.Verifiability(s.Model, s.Task); !vy.Sampled() {
		return fmt.Sprintf("model %q (task %q) is not sampled: %s", s.Model, s.Task, vy.Reason)
	}
	if want := cfg.Rate(s.Standing()); want != s.Rate {
		return fmt.Sprintf("rate %v, the standing earns %v", s.Rate, want)
	}
	committed, hasCommit := commits[s.RequestID]
	var secret *[32]byte
	switch {
	case s.Secret != "":
		b, err := hexutil.Decode(s.Secret)
		if err != nil || len(b) != 32 {
			return fmt.Sprintf("secret %q is not 32 bytes of 0x hex", s.Secret)
		}
		secret = (*[32]byte)(b)
		c := verification.DrawCommit(*secret)
		switch {
		case !hasCommit && assignedInLog:
			return "a draw secret is revealed that no earlier record committed to"
		case hasCommit && hexutil.Encode(c[:]) != committed:
			return fmt.Sprintf("the revealed secret hashes to %s, the commitment was %s", hexutil.Encode(c[:]), committed)
		}
	case hasCommit:
		return "the secret committed to is not revealed (the seed would be the block hash's alone)"
	}
	bh := common.HexToHash(s.BlockHash)
	seed, err := verification.SeedWith(bh, s.RequestID, secret)
	if err != nil {
		return err.Error()
	}
	if got := verification.Below(seed, s.Rate); got != s.Sampled {
		return fmt.Sprintf("sampled %v, the draw gives %v", s.Sampled, got)
	}
	return ""
}

// FinishVerification reports the sampled results still unchecked at the end of the
// log whose grace (DefaultVerifyGrace when 0) has passed by the last record's time.
func (v *Verifier) FinishVerification(grace time.Duration) []Failure {
	if grace <= 0 {
		grace = DefaultVerifyGrace
	}
	t := &v.vtrack
	var fs []Failure
	for id, at := range t.open {
		if t.lastMS-at.timeMS > grace.Milliseconds() {
			fs = append(fs, Failure{at.round, CheckVerifyUnchecked, fmt.Sprintf(
				"request %s sampled and not attested nor disputed within %s (log ends at round %d)", id, grace, t.last)})
		}
	}
	slices.SortFunc(fs, func(a, b Failure) int { return compareFailure(a, b) })
	return fs
}

func compareFailure(a, b Failure) int {
	switch {
	case a.Round != b.Round:
		return int(min(max(int64(a.Round)-int64(b.Round), -1), 1))
	case a.Detail < b.Detail:
		return -1
	case a.Detail > b.Detail:
		return 1
	}
	return 0
}

// checkClass checks a job's verifier against its sample's class; "" when it holds or
// when the log does not say (no sample of a class model seen for the request, or the
// verifier not among the record's workers: a record replayed without them).
func checkClass(classes map[string]sampleClass, a verification.Assignment, ws []scheduler.Worker) string {
	sc, ok := classes[a.RequestID]
	if !ok {
		return ""
	}
	if sc.class == "" {
		return fmt.Sprintf("model %q is verified within a class, and the sample names none, yet verifier %s was assigned", sc.model, a.Verifier)
	}
	for i := range ws {
		if common.HexToAddress(ws[i].ID) == common.HexToAddress(a.Verifier) {
			if got := ws[i].ClassOf(sc.model); got != sc.class {
				return fmt.Sprintf("verifier %s is of class %q for model %q, the worker checked of %q", a.Verifier, got, sc.model, sc.class)
			}
			return ""
		}
	}
	return ""
}
