package feed

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/contracts"
	"github.com/infersched/infersched/rounds"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
	"github.com/infersched/infersched/wire/status"
)

// told records what the feed told the engine of ResultVerifier's events, and passes
// it on to the harness's engine.
type told struct {
	Verdicts
	mu  sync.Mutex
	got []string // "<event> <request> <outcome>"
	c   []rounds.ChainVerdict
}

func (t *told) add(s string, c rounds.ChainVerdict) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.got, t.c = append(t.got, s), append(t.c, c)
}

func (t *told) VerifyAttested(ctx context.Context, c rounds.ChainVerdict) {
	t.add("attested "+c.RequestID, c)
	t.Verdicts.VerifyAttested(ctx, c)
}

func (t *told) VerifyDisputed(ctx context.Context, c rounds.ChainVerdict) {
	t.add("disputed "+c.RequestID, c)
	t.Verdicts.VerifyDisputed(ctx, c)
}

func (t *told) VerifyResolved(ctx context.Context, res rounds.Resolution) {
	t.add("resolved "+res.RequestID+" "+string(res.Outcome), res.ChainVerdict)
	t.Verdicts.VerifyResolved(ctx, res)
}

func (t *told) list() []string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]string(nil), t.got...)
}

func (e *streamEnv) startVerdicts(v Verdicts) {
	e.T.Helper()
	e.feed = New(e.js, e.Eng, e.statuses, Options{Clock: e.Clock.Now, Registerer: e.metrics, Verdicts: v})
	ctx, cancel := context.WithCancel(context.Background())
	e.stop, e.stopped = cancel, make(chan error, 1)
	go func() { e.stopped <- e.feed.Run(ctx) }()
	e.T.Cleanup(e.stopFeed)
	<-e.feed.Ready()
}

// publishVerdict publishes a ResultVerifier event about request id in log n, under
// msgID ("" for its own).
func (e *streamEnv) publishVerdict(id, n int, event, worker, verifier string, workerLost bool, msgID string) events.VerifyEvent {
	e.T.Helper()
	ev := events.VerifyEvent{EventMeta: meta(2000 + n), Event: event, ID: fmt.Sprint(id), Worker: common.HexToAddress(worker),
		Verifier: common.HexToAddress(verifier), WorkerLost: workerLost}
	ev.LogIndex = uint(n)
	if msgID == "" {
		msgID = ev.MsgID()
	}
	m, err := bus.Encode(wire.SubjectVerifications, msgID, ev)
	if err != nil {
		e.T.Fatal(err)
	}
	if _, err := e.pub.Publish(context.Background(), m); err != nil {
		e.T.Fatal(err)
	}
	return ev
}

// ResultVerifier's events reach the engine and the request's status through the feed,
// each once: a restart of the feed between the dispute and its resolution loses
// neither, and a log delivered again (a replay past JetStream's duplicate window)
// changes nothing.
func TestVerifierEventsApplyOnceAcrossARestart(t *testing.T) {
	e := newStreamEnv(t)
	tell := &told{Verdicts: e.Eng}
	e.startVerdicts(tell)
	worker := e.assignAll(2)
	e.publishResult(1, worker)
	e.publishResult(2, worker)
	e.waitFor("both completed", func() bool {
		return e.stored(1).State == status.StateCompleted && e.stored(2).State == status.StateCompleted
	})
	challenger, tieBreak := "0x00000000000000000000000000000000000000c1", "0x00000000000000000000000000000000000000c2"
	e.publishVerdict(1, 1, events.VerifyAttested, worker, challenger, false, "")
	opened := e.publishVerdict(2, 2, events.VerifyDisputeOpened, worker, challenger, false, "")
	e.waitFor("request 2 disputed", func() bool { return e.stored(2).Verification == status.VerificationDisputed })
	if got := e.stored(1); got.Verification != status.VerificationVerified || len(got.VerificationTxs) != 1 {
		t.Fatalf("request 1: %q %+v, want verified with its attestation", got.Verification, got.VerificationTxs)
	}

	e.stopFeed() // down between the dispute and its resolution
	resolved := e.publishVerdict(2, 3, events.VerifyDisputeResolved, worker, tieBreak, true, "")
	e.publishVerdict(2, 2, events.VerifyDisputeOpened, worker, challenger, false, opened.MsgID()+":again")
	e.startVerdicts(tell)
	e.waitFor("request 2 settled", func() bool { return e.stored(2).Verification == status.VerificationWorkerSlashed })
	e.publishVerdict(2, 3, events.VerifyDisputeResolved, worker, tieBreak, true, resolved.MsgID()+":again")
	e.publishVerdict(1, 9, events.VerifyAttested, worker, challenger, false, "") // a marker: the one before it is applied
	e.waitFor("the marker applied", func() bool { return len(e.stored(1).VerificationTxs) == 2 })

	// Events about different requests are applied at once (in any order between them);
	// each request's are applied in order, and each log once.
	got := tell.list()
	for id, want := range map[string][]string{"1": {"attested 1", "attested 1"}, "2": {"disputed 2", "resolved 2 worker_lost"}} {
		var of []string
		for _, g := range got {
			if f := strings.Fields(g); len(f) > 1 && f[1] == id {
				of = append(of, g)
			}
		}
		if !slices.Equal(of, want) {
			t.Fatalf("engine told %v: of request %s %v, want %v (in order, each log once)", got, id, of, want)
		}
	}
	if len(got) != 4 {
		t.Fatalf("engine told %v: want 4 events (each log once)", got)
	}
	rec := e.stored(2)
	if len(rec.VerificationTxs) != 2 || rec.VerificationTxs[0].Event != events.VerifyDisputeOpened ||
		rec.VerificationTxs[1] != (status.VerificationTx{Event: events.VerifyDisputeResolved, TxHash: resolved.TxHash.Hex(), LogIndex: 3, Verifier: tieBreak}) {
		t.Fatalf("request 2's verification transactions %+v", rec.VerificationTxs)
	}
	if rec.State != status.StateCompleted || rec.ResultTxHash == "" {
		t.Fatalf("request 2's record %+v: still completed, with its result", rec)
	}
}

// The chain decides: a verification event is believed only when ResultVerifier's check
// of the request is in the state the event says, with its parties.
func TestJudgeVerifyAgainstTheCheck(t *testing.T) {
	w, ch, tb := common.HexToAddress("0x01"), common.HexToAddress("0x02"), common.HexToAddress("0x03")
	ev := func(event string, verifier common.Address, lost bool) events.VerifyEvent {
		return events.VerifyEvent{ID: "7", Event: event, Worker: w, Verifier: verifier, WorkerLost: lost}
	}
	check := func(state uint8) StoredCheck { return StoredCheck{State: state, Worker: w, Challenger: ch} }
	for _, c := range []struct {
		name   string
		ev     events.VerifyEvent
		check  StoredCheck
		ok     bool
		reason string
		retry  bool
	}{
		{"attested", ev(events.VerifyAttested, ch, false), StoredCheck{State: contracts.CheckAttested, Worker: w}, true, "", false},
		{"attested, node behind", ev(events.VerifyAttested, ch, false), StoredCheck{}, false, ReasonCheckState, true},
		{"attested, but disputed", ev(events.VerifyAttested, ch, false), check(contracts.CheckDisputed), false, ReasonCheckState, false},
		{"opened", ev(events.VerifyDisputeOpened, ch, false), check(contracts.CheckDisputed), true, "", false},
		{"opened, since resolved", ev(events.VerifyDisputeOpened, ch, false), check(contracts.CheckWorkerLost), true, "", false},
		{"opened by another", ev(events.VerifyDisputeOpened, tb, false), check(contracts.CheckDisputed), false, ReasonCheckParty, false},
		{"resolved, worker lost", ev(events.VerifyDisputeResolved, tb, true), check(contracts.CheckWorkerLost), true, "", false},
		{"resolved, says worker lost, challenger did", ev(events.VerifyDisputeResolved, tb, true), check(contracts.CheckChallengerLost), false, ReasonCheckState, false},
		{"resolved, node behind", ev(events.VerifyDisputeResolved, tb, false), check(contracts.CheckDisputed), false, ReasonCheckState, true},
		{"resolved, another worker", ev(events.VerifyDisputeResolved, tb, false), StoredCheck{State: contracts.CheckChallengerLost, Worker: tb, Challenger: ch}, false, ReasonCheckParty, false},
		{"expired", ev(events.VerifyDisputeExpired, ch, false), check(contracts.CheckExpired), true, "", false},
	} {
		v := judgeVerify(c.ev, c.check)
		if v.OK != c.ok || v.Reason != c.reason || v.Retry != c.retry {
			t.Errorf("%s: %+v, want ok %v reason %q retry %v", c.name, v, c.ok, c.reason, c.retry)
		}
		if v.OK && v.Challenger != c.check.Challenger {
			t.Errorf("%s: challenger %s, want the check's %s", c.name, v.Challenger, c.check.Challenger)
		}
	}
}

// A verification event of another contract or chain, or with no ResultVerifier
// configured, is refused without reading the chain.
func TestVerifyEventsOfAnotherContractAreRefused(t *testing.T) {
	rv := common.HexToAddress("0xfeed")
	reads := 0
	checks := checkFunc(func(ids int) { reads += ids })
	v := NewVerifier(1337, common.HexToAddress("0xaa"), nil, nil).WithResultVerifier(rv, checks)
	mk := func(chain uint64, contract common.Address) Claim {
		e := events.VerifyEvent{EventMeta: events.EventMeta{ChainID: chain, Contract: contract, TxHash: crypto.Keccak256Hash([]byte("t"))},
			Event: events.VerifyAttested, ID: "7"}
		return Claim{Kind: KindVerify, Meta: e.EventMeta, ID: "7", Verify: &e}
	}
	got, err := v.Check(context.Background(), []Claim{mk(1337, common.HexToAddress("0xaa")), mk(1, rv), mk(1337, rv)})
	if err != nil {
		t.Fatal(err)
	}
	if got[0].Reason != ReasonWrongContract || got[1].Reason != ReasonWrongChain || got[2].Reason != ReasonCheckState || reads != 1 {
		t.Fatalf("verdicts %+v after %d reads, want wrong contract, wrong chain, and one read", got, reads)
	}
	none, err := NewVerifier(1337, common.HexToAddress("0xaa"), nil, nil).Check(context.Background(), []Claim{mk(1337, rv)})
	if err != nil || none[0].Reason != ReasonNoVerifier {
		t.Fatalf("without a ResultVerifier: %+v %v", none, err)
	}
}

// checkFunc answers every check as not there (CheckNone), counting the ids read.
type checkFunc func(ids int)

func (f checkFunc) Checks(_ context.Context, ids []*big.Int) ([]StoredCheck, error) {
	f(len(ids))
	return make([]StoredCheck, len(ids)), nil
}

// Every replica's feed writes a completed request's status; one whose feed is behind
// the others (it applies the result after another replica stored the completed status
// and a verdict on it) keeps the verdict and its transactions: its write swaps in what
// the stored record says of the verification instead of writing over it.
func TestALaggingFeedsCompletedWriteKeepsTheVerdict(t *testing.T) {
	e := newStreamEnv(t)
	e.startVerdicts(nil)
	worker := e.assignAll(1)
	other := e.stored(1) // another replica's records: the result, then its verdict
	other.State, other.Worker, other.ResultTxHash, other.OutputHash = status.StateCompleted, worker, "0x"+strings.Repeat("ab", 32), "0x"+strings.Repeat("cd", 32)
	other.Verification = status.VerificationVerified
	other.VerificationTxs = []status.VerificationTx{{Event: events.VerifyAttested, TxHash: "0x" + strings.Repeat("ef", 32), LogIndex: 4,
		Verifier: "0x00000000000000000000000000000000000000c1"}}
	if _, err := e.statuses.Put(context.Background(), other); err != nil {
		t.Fatal(err)
	}
	e.publishResult(1, worker)
	mine := meta(1001).TxHash.Hex()
	e.waitFor("this replica's completed write", func() bool { return e.stored(1).ResultTxHash == mine })
	got := e.stored(1)
	if got.State != status.StateCompleted || got.Verification != status.VerificationVerified ||
		len(got.VerificationTxs) != 1 || got.VerificationTxs[0] != other.VerificationTxs[0] {
		t.Fatalf("record after the late completed write: %s %q %+v, want completed, verified, the attestation kept", got.State, got.Verification, got.VerificationTxs)
	}
}
