package indexer

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/contracts/simchain"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

var (
	rightOut = []byte("the right answer")
	wrongOut = []byte("a cheap wrong answer")
)

// verifyEnv is an env whose chain has a ResultVerifier and four staked workers
// (worker 0 answers, the others verify), read by the indexer beside the router.
func verifyEnv(t *testing.T) *env {
	t.Helper()
	e := newEnv(t, simchain.WithWorkers(4), simchain.WithVerification(simchain.Ether, big.NewInt(1e15), 30*time.Minute, 15*time.Minute))
	if e.chain.Verifier == nil {
		t.Fatal("no ResultVerifier deployed")
	}
	e.chain.RegisterAll(t)
	e.cfg.Verifier = e.chain.VerifierAddress
	e.cfg.StartBlock = e.chain.Head(t).Number.Uint64() + 1
	return e
}

// answered is a request of user 0 answered by worker 0 with output.
func answered(t *testing.T, c *contractstest.Chain, output []byte) *big.Int {
	t.Helper()
	id := c.RequestInference(t, c.Users[0], contractstest.Request{})
	c.SubmitResult(t, c.Workers[0], id, output)
	return id
}

func verifyEvents(t *testing.T, e *env) []events.VerifyEvent {
	t.Helper()
	var out []events.VerifyEvent
	for _, m := range bySubject(e.messages(t), wire.SubjectVerifications) {
		v, err := events.DecodeVerifyEvent(m.data)
		if err != nil {
			t.Fatalf("stored verification event does not decode: %v", err)
		}
		if m.msgID != v.MsgID() {
			t.Errorf("message id %q, want %q (chain:tx:log index)", m.msgID, v.MsgID())
		}
		out = append(out, v)
	}
	return out
}

// ResultVerifier's verdicts travel the router's road: confirmed, checkpointed, each
// once. A dispute resolved while the indexer is down is published when it starts again
// (a watch that starts from the head lost it), and a replay from an older checkpoint
// publishes nothing twice.
func TestVerifierEventsSurviveARestartBetweenDisputeAndResolution(t *testing.T) {
	e := verifyEnv(t)
	c := e.chain
	cfg := e.cfg
	cfg.Confirmations = 1
	w, ch, tb := c.Workers[0], c.Workers[1], c.Workers[2]

	r1 := e.start(t, cfg)
	good := answered(t, c, rightOut)
	c.Mine(t)(c.Verifier.Attest(c.Opts(t, ch), good, w.Address, c.Evidence(t, good, ch, w, rightOut, rightOut)))
	bad := answered(t, c, wrongOut)
	c.Mine(t)(c.Verifier.OpenDispute(c.Opts(t, ch), bad, w.Address, c.Evidence(t, bad, ch, w, wrongOut, rightOut)))
	c.Commit()
	r1.waitProcessed(t, c.Head(t).Number.Uint64()-1)
	r1.stop()
	if got := verifyEvents(t, e); len(got) != 2 {
		t.Fatalf("before the restart: %d verification events, want 2 (attested, dispute opened): %+v", len(got), got)
	}

	// Down: the tie-break decides the dispute.
	resolved := c.Mine(t)(c.Verifier.ResolveDispute(c.Opts(t, tb), bad, c.TieBreakEvidence(t, bad, tb, w, wrongOut, rightOut)))
	c.Commit()
	c.Commit()

	r2 := e.start(t, cfg)
	r2.waitProcessed(t, c.Head(t).Number.Uint64()-1)
	got := verifyEvents(t, e)
	want := []struct {
		event    string
		id       *big.Int
		verifier common.Address
	}{
		{events.VerifyAttested, good, ch.Address},
		{events.VerifyDisputeOpened, bad, ch.Address},
		{events.VerifyDisputeResolved, bad, tb.Address},
	}
	if len(got) != len(want) {
		t.Fatalf("after the restart: %d verification events, want %d: %+v", len(got), len(want), got)
	}
	for i, x := range want {
		g := got[i]
		if g.Event != x.event || g.ID != x.id.String() || g.Verifier != x.verifier || g.Worker != w.Address || g.Contract != c.VerifierAddress {
			t.Errorf("event %d = %+v, want %s of %s by %s", i, g, x.event, x.id, x.verifier.Hex())
		}
	}
	last := got[2]
	if !last.WorkerLost || last.TxHash != resolved.TxHash {
		t.Errorf("resolution = %+v, want worker_lost in tx %s", last, resolved.TxHash.Hex())
	}
	if got[1].OutputHash != contractstest.OutputHash(wrongOut) || got[1].ExpiresAt == 0 {
		t.Errorf("dispute opened = %+v, want the worker's output hash and an expiry", got[1])
	}
	r2.stop()

	// A crash after publishing but before checkpointing: the replay is dropped.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	kv, err := e.js.KeyValue(ctx, wire.BucketCheckpoint)
	if err != nil {
		t.Fatal(err)
	}
	start := headerAt(t, c, cfg.StartBlock-1)
	if err := saveCheckpoint(ctx, kv, checkpointKey(1337, c.RouterAddress), checkpoint{BlockNumber: start.Number.Uint64(), BlockHash: start.Hash()}); err != nil {
		t.Fatal(err)
	}
	r3 := e.start(t, cfg)
	r3.waitProcessed(t, c.Head(t).Number.Uint64()-1)
	if again := verifyEvents(t, e); len(again) != len(want) {
		t.Fatalf("after a replay: %d verification events, want %d", len(again), len(want))
	}
	if d := r3.counter("infersched_indexer_duplicates_total"); d < float64(len(want)) {
		t.Errorf("duplicates = %v, want at least the %d verification events", d, len(want))
	}
	if p := r3.counter("infersched_indexer_published_total", "kind", events.KindVerify); p != 0 {
		t.Logf("published verify (acknowledged as duplicates) = %v", p)
	}
}

// Without confirmations a verdict is published at once, and one a reorg removes is
// retracted as a verification event.
func TestReorgRetractsAVerifierEvent(t *testing.T) {
	e := verifyEnv(t)
	c := e.chain
	cfg := e.cfg
	cfg.Confirmations = 0
	w, ch := c.Workers[0], c.Workers[1]
	r := e.start(t, cfg)

	id := answered(t, c, wrongOut)
	parent := c.Head(t)
	tx, err := c.Verifier.OpenDispute(c.Opts(t, ch), id, w.Address, c.Evidence(t, id, ch, w, wrongOut, rightOut))
	if err != nil {
		t.Fatal(err)
	}
	c.Commit()
	r.waitProcessed(t, parent.Number.Uint64()+1)
	if got := verifyEvents(t, e); len(got) != 1 || got[0].Event != events.VerifyDisputeOpened {
		t.Fatalf("published %+v, want the dispute opened", got)
	}

	fork(t, c, parent.Hash())
	replace(t, c, ch, tx)
	for range 2 {
		c.Commit()
	}
	notMined(t, c, tx)
	r.waitProcessed(t, parent.Number.Uint64()+2)
	var rs []events.Retraction
	for _, m := range bySubject(e.messages(t), wire.SubjectRetractions) {
		x, err := events.DecodeRetraction(m.data)
		if err != nil {
			t.Fatal(err)
		}
		rs = append(rs, x)
	}
	if len(rs) != 1 || rs[0].Kind != events.KindVerify || rs[0].ID != id.String() || rs[0].TxHash != tx.Hash() {
		t.Fatalf("retractions %+v, want the dispute's (kind %q, request %s, tx %s)", rs, events.KindVerify, id, tx.Hash().Hex())
	}
}
