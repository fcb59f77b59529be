package indexer

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/statuskv"
	"github.com/infersched/infersched/contracts/contractstest"
	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/status"
)

func (e *env) sightings(t testing.TB) *statuskv.Sightings {
	t.Helper()
	if err := bus.Ensure(context.Background(), e.js, e.bus); err != nil {
		t.Fatal(err)
	}
	s, err := statuskv.OpenSightings(context.Background(), e.js, wire.BucketSightings)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A request is sighted from the block that includes it (by id and by transaction), with
// the head and its confirmations; a reorg that removes it before it is confirmed marks
// it retracted, and nothing is ever published for it.
func TestSightingsFromZeroConfirmationsAndRetraction(t *testing.T) {
	e := newEnv(t)
	c := e.chain
	cfg := e.cfg
	cfg.Confirmations = 3
	r := e.start(t, cfg)
	ctx := context.Background()

	user := c.Users[0]
	parent := c.Head(t)
	doc := `{"infer":1,"task":"transcription","input":"ref:0x` + strings.Repeat("cd", 32) + `","input_bytes":960000}`
	tx, err := c.SendRequest(t, user, contractstest.Request{Model: "m", Prompt: []byte(doc), MaxTokens: 321, Batchable: true})
	if err != nil {
		t.Fatal(err)
	}
	c.Commit() // P+1 holds the request, 0 confirmations
	rec := c.Receipt(t, tx)
	id := new(strings.Builder)
	fmt.Fprint(id, rec.Logs[0].Topics[1].Big())
	sg := e.sightings(t)

	var got status.Sighting
	testkit.WaitUntil(t, "the sighting", func() bool {
		got, err = sg.Sighting(ctx, id.String())
		return err == nil
	})
	if got.BlockNumber != rec.BlockNumber.Uint64() || got.TxHash != strings.ToLower(tx.Hash().Hex()) || got.Model != "m" || got.Retracted {
		t.Fatalf("sighting %+v", got)
	}
	// Its planned form, which a confirming request's ETA counts its processing from.
	if got.MaxTokens != 321 || !got.Batchable || got.Task != "transcription" || got.AudioBytes != 960_000 {
		t.Fatalf("sighting %+v: want max_tokens 321, batchable, and the transcription's 960 000 audio bytes", got)
	}
	h, err := sg.Head(ctx)
	if err != nil || h.Confirmations != 3 || h.Number < got.BlockNumber || h.BlockMS < 1 {
		t.Fatalf("head %+v, %v", h, err)
	}
	txs, err := sg.Tx(ctx, tx.Hash().Hex())
	if err != nil || len(txs.RequestIDs) != 1 || txs.RequestIDs[0] != id.String() {
		t.Fatalf("tx sighting %+v, %v", txs, err)
	}

	fork(t, c, parent.Hash())
	replace(t, c, user, tx)
	for range 3 {
		c.Commit()
	}
	notMined(t, c, tx)
	testkit.WaitUntil(t, "the retraction", func() bool {
		got, err = sg.Sighting(ctx, id.String())
		return err == nil && got.Retracted
	})
	if txs, err := sg.Tx(ctx, tx.Hash().Hex()); err != nil || !txs.Retracted {
		t.Fatalf("tx sighting after the reorg %+v, %v", txs, err)
	}
	c.Commit()
	r.waitProcessed(t, parent.Number.Uint64()+1)
	if ms := e.messages(t); len(ms) != 0 {
		t.Fatalf("published %d messages for a retracted sighting", len(ms))
	}
	if _, err := sg.Sighting(ctx, "999"); !errors.Is(err, status.ErrNotFound) {
		t.Fatalf("unknown id: %v", err)
	}
}
