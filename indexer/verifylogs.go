package indexer

import (
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/contracts/bindings"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

// verifyDecoder reads ResultVerifier's verdict logs: Attested, DisputeOpened,
// DisputeResolved (whose workerLost says whom the contract slashed in the same
// transaction) and DisputeExpired. The signatures are the generated bindings', so a
// change of the contract's events is a change of this file's build. ResultVerifier's
// payment logs (VerifierPaid, RequesterRefunded, …) and WorkerRegistry's WorkerSlashed
// are not read: they repeat what these say, with amounts the scheduler does not use.
type verifyDecoder struct {
	parse                               *bindings.ResultVerifierFilterer
	attested, opened, resolved, expired common.Hash
}

func newVerifyDecoder() (*verifyDecoder, error) {
	parsed, err := bindings.ResultVerifierMetaData.GetAbi()
	if err != nil {
		return nil, fmt.Errorf("parse ResultVerifier abi: %w", err)
	}
	f, err := bindings.NewResultVerifierFilterer(common.Address{}, nil)
	if err != nil {
		return nil, err
	}
	return &verifyDecoder{parse: f, attested: parsed.Events["Attested"].ID, opened: parsed.Events["DisputeOpened"].ID,
		resolved: parsed.Events["DisputeResolved"].ID, expired: parsed.Events["DisputeExpired"].ID}, nil
}

// topics is the topic-0 filter of the verdict logs.
func (d *verifyDecoder) topics() []common.Hash {
	return []common.Hash{d.attested, d.opened, d.resolved, d.expired}
}

// event decodes one verdict log; an error for anything else or a log that does not
// decode into a valid event.
func (d *verifyDecoder) event(meta events.EventMeta, l types.Log) (decoded, error) {
	if len(l.Topics) == 0 {
		return decoded{}, errUnknownEvent
	}
	e := events.VerifyEvent{EventMeta: meta}
	var id *big.Int
	var err error
	switch l.Topics[0] {
	case d.attested:
		var x *bindings.ResultVerifierAttested
		if x, err = d.parse.ParseAttested(l); err == nil {
			id, e.Event, e.Worker, e.Verifier = x.Id, events.VerifyAttested, x.Worker, x.Verifier
			e.OutputHash, e.TranscriptHash, e.Score = x.OutputHash, x.TranscriptHash, x.Score
		}
	case d.opened:
		var x *bindings.ResultVerifierDisputeOpened
		if x, err = d.parse.ParseDisputeOpened(l); err == nil {
			id, e.Event, e.Worker, e.Verifier = x.Id, events.VerifyDisputeOpened, x.Worker, x.Challenger
			e.OutputHash, e.TranscriptHash, e.Score, e.ExpiresAt = x.WorkerOutputHash, x.TranscriptHash, x.Score, x.ExpiresAt
		}
	case d.resolved:
		var x *bindings.ResultVerifierDisputeResolved
		if x, err = d.parse.ParseDisputeResolved(l); err == nil {
			id, e.Event, e.Worker, e.Verifier = x.Id, events.VerifyDisputeResolved, x.Worker, x.Verifier
			e.TranscriptHash, e.Score, e.WorkerLost = x.TranscriptHash, x.Score, x.WorkerLost
		}
	case d.expired:
		var x *bindings.ResultVerifierDisputeExpired
		if x, err = d.parse.ParseDisputeExpired(l); err == nil {
			id, e.Event, e.Worker, e.Verifier = x.Id, events.VerifyDisputeExpired, x.Worker, x.Challenger
		}
	default:
		return decoded{}, fmt.Errorf("%w: topic %s", errUnknownEvent, l.Topics[0].Hex())
	}
	if err != nil {
		return decoded{}, fmt.Errorf("ResultVerifier log: %w", err)
	}
	if id != nil {
		e.ID = id.String()
	}
	if err := e.Validate(); err != nil {
		return decoded{}, fmt.Errorf("ResultVerifier %s: %w", e.Event, err)
	}
	return decoded{kind: events.KindVerify, id: e.ID, subject: wire.SubjectVerifications, value: e, meta: meta}, nil
}
