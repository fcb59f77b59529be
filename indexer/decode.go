package indexer

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/scheduler"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

// eventsABI is the part of the InferenceRouter ABI the indexer reads. The signatures
// are fixed by the contract's public interface; a test checks them against the
// generated bindings.
const eventsABI = `[
 {"type":"event","name":"InferenceRequested","anonymous":false,"inputs":[
  {"name":"id","type":"uint256","indexed":true},
  {"name":"requester","type":"address","indexed":true},
  {"name":"model","type":"string","indexed":false},
  {"name":"prompt","type":"bytes","indexed":false},
  {"name":"maxTokens","type":"uint32","indexed":false},
  {"name":"priorityFee","type":"uint256","indexed":false},
  {"name":"submittedAt","type":"uint64","indexed":false},
  {"name":"deadline","type":"uint64","indexed":false},
  {"name":"gasLimit","type":"uint32","indexed":false},
  {"name":"requiredMemoryMB","type":"uint32","indexed":false},
  {"name":"batchable","type":"bool","indexed":false},
  {"name":"callbackGasLimit","type":"uint32","indexed":false}]},
 {"type":"event","name":"ResultSubmitted","anonymous":false,"inputs":[
  {"name":"id","type":"uint256","indexed":true},
  {"name":"worker","type":"address","indexed":true},
  {"name":"outputHash","type":"bytes32","indexed":false},
  {"name":"output","type":"bytes","indexed":false}]},
 {"type":"event","name":"Refunded","anonymous":false,"inputs":[
  {"name":"id","type":"uint256","indexed":true},
  {"name":"requester","type":"address","indexed":true},
  {"name":"amount","type":"uint256","indexed":false}]},
 {"type":"event","name":"RequestFromSubscription","anonymous":false,"inputs":[
  {"name":"id","type":"uint256","indexed":true},
  {"name":"subId","type":"uint64","indexed":true},
  {"name":"token","type":"address","indexed":false}]},
 {"type":"event","name":"FeeBumped","anonymous":false,"inputs":[
  {"name":"id","type":"uint256","indexed":true},
  {"name":"fee","type":"uint256","indexed":false}]},
 {"type":"event","name":"WithdrawalRequested","anonymous":false,"inputs":[
  {"name":"id","type":"uint256","indexed":true},
  {"name":"effectiveAt","type":"uint64","indexed":false}]},
 {"type":"event","name":"ResultOffChain","anonymous":false,"inputs":[
  {"name":"id","type":"uint256","indexed":true},
  {"name":"outputHash","type":"bytes32","indexed":false},
  {"name":"outputLength","type":"uint64","indexed":false}]},
 {"type":"event","name":"CallbackDelivered","anonymous":false,"inputs":[
  {"name":"id","type":"uint256","indexed":true}]},
 {"type":"event","name":"CallbackFailed","anonymous":false,"inputs":[
  {"name":"id","type":"uint256","indexed":true}]}
]`

// decoder turns a router log into the message to publish.
type decoder struct {
	chainID   uint64
	requested abi.Event
	result    abi.Event
	refunded  abi.Event
	// bumped and withdrawn are published on subjects of their own; fromSub is merged
	// into its request (mergeSubscriptions).
	bumped, withdrawn, fromSub abi.Event
	// sighting-only events: kept with the result's output, never published
	offChain, delivered, failed abi.Event
	data                        map[common.Hash]abi.Arguments // non-indexed inputs by event id

	// verifier is ResultVerifier's address (zero: its logs are not read), ver its logs' decoder.
	verifier common.Address
	ver      *verifyDecoder
}

func newDecoder(chainID uint64, verifier common.Address) (*decoder, error) {
	parsed, err := abi.JSON(strings.NewReader(eventsABI))
	if err != nil {
		return nil, fmt.Errorf("parse events abi: %w", err)
	}
	d := &decoder{
		chainID:   chainID,
		requested: parsed.Events["InferenceRequested"],
		result:    parsed.Events["ResultSubmitted"],
		refunded:  parsed.Events["Refunded"],
		bumped:    parsed.Events["FeeBumped"],
		withdrawn: parsed.Events["WithdrawalRequested"],
		fromSub:   parsed.Events["RequestFromSubscription"],
		offChain:  parsed.Events["ResultOffChain"],
		delivered: parsed.Events["CallbackDelivered"],
		failed:    parsed.Events["CallbackFailed"],
		data:      make(map[common.Hash]abi.Arguments),
	}
	for _, ev := range []abi.Event{d.requested, d.result, d.refunded, d.offChain, d.delivered, d.failed, d.bumped, d.withdrawn, d.fromSub} {
		d.data[ev.ID] = ev.Inputs.NonIndexed()
	}
	if verifier != (common.Address{}) {
		if d.ver, err = newVerifyDecoder(); err != nil {
			return nil, err
		}
		d.verifier = verifier
	}
	return d, nil
}

// topics is the topic-0 filter of the events read (of either contract: a log of one
// with the other's topic is not published, see watches).
func (d *decoder) topics() []common.Hash {
	t := []common.Hash{d.requested.ID, d.result.ID, d.refunded.ID, d.offChain.ID, d.delivered.ID, d.failed.ID,
		d.bumped.ID, d.withdrawn.ID, d.fromSub.ID}
	if d.ver != nil {
		t = append(t, d.ver.topics()...)
	}
	return t
}

// addresses are the contracts whose logs are read: the router, and ResultVerifier
// when configured.
func (d *decoder) addresses(router common.Address) []common.Address {
	if d.ver == nil {
		return []common.Address{router}
	}
	return []common.Address{router, d.verifier}
}

// watches says whether a log's address is one of those read.
func (d *decoder) watches(router, addr common.Address) bool {
	return addr == router || (d.ver != nil && addr == d.verifier)
}

// kindResultNote is a log that only adds to a result's kept output (its length off
// chain, its callback's outcome): decoded with no subject, never published.
const kindResultNote = "result_note"

// kindSubscriptionNote is a RequestFromSubscription log: merged into the request
// decoded from the same transaction (mergeSubscriptions), never published alone.
const kindSubscriptionNote = "subscription_note"

// subscriptionNote is the value of a kindSubscriptionNote, with its raw log for a
// rejection.
type subscriptionNote struct {
	sub    events.Subscription
	topics []common.Hash
	data   []byte
}

// resultNote is the value of a kindResultNote.
type resultNote struct {
	offChainLength int64  // ResultOffChain: the output's length
	callback       string // "delivered" or "failed"
}

// decoded is one log ready to publish: an event, or a rejection when kind is "".
type decoded struct {
	kind    string // events.KindRequest, KindResult, KindRefund, KindVerify; "" for a rejection
	id      string // on-chain request id, decimal; "" for a rejection
	subject string
	value   any // the bus message
	meta    events.EventMeta
}

// decode never fails: a log it cannot turn into a valid event becomes a Rejection.
func (d *decoder) decode(l types.Log) decoded {
	meta := events.EventMeta{
		ChainID:     d.chainID,
		Contract:    l.Address,
		BlockNumber: l.BlockNumber,
		BlockHash:   l.BlockHash,
		TxHash:      l.TxHash,
		LogIndex:    l.Index,
		BlockTimeMS: int64(min(l.BlockTimestamp, 1<<52/1000)) * 1000,
	}
	out, err := d.event(meta, l)
	if err != nil {
		return decoded{
			subject: wire.SubjectRejections,
			meta:    meta,
			value: events.Rejection{
				EventMeta: meta,
				Reason:    err.Error(),
				Topics:    append([]common.Hash(nil), l.Topics...),
				Data:      append([]byte(nil), l.Data...),
			},
		}
	}
	return out
}

var errUnknownEvent = errors.New("not an event the indexer reads")

func (d *decoder) event(meta events.EventMeta, l types.Log) (decoded, error) {
	if d.ver != nil && l.Address == d.verifier {
		return d.ver.event(meta, l)
	}
	if len(l.Topics) == 0 {
		return decoded{}, errUnknownEvent
	}
	switch l.Topics[0] {
	case d.requested.ID:
		id, requester, vals, err := d.unpack(d.requested, l)
		if err != nil {
			return decoded{}, err
		}
		e := events.RequestEvent{
			EventMeta:        meta,
			ID:               id,
			Requester:        requester,
			Model:            vals[0].(string),
			Prompt:           vals[1].([]byte),
			MaxTokens:        vals[2].(uint32),
			PriorityFeeWei:   scheduler.WeiFromBig(vals[3].(*big.Int)),
			SubmittedAt:      vals[4].(uint64),
			Deadline:         vals[5].(uint64),
			GasLimit:         vals[6].(uint32),
			RequiredMemoryMB: vals[7].(uint32),
			Batchable:        vals[8].(bool),
			CallbackGasLimit: vals[9].(uint32),
		}
		if err := e.Validate(); err != nil {
			return decoded{}, fmt.Errorf("InferenceRequested: %w", err)
		}
		return decoded{kind: events.KindRequest, id: id, subject: wire.RequestSubject(e.Model), value: e, meta: meta}, nil
	case d.result.ID:
		id, worker, vals, err := d.unpack(d.result, l)
		if err != nil {
			return decoded{}, err
		}
		e := events.ResultEvent{
			EventMeta:  meta,
			ID:         id,
			Worker:     worker,
			OutputHash: common.Hash(vals[0].([32]byte)),
			Output:     vals[1].([]byte),
		}
		e.OffChain = events.IsOffChainResult(e.OutputHash, e.Output)
		if err := e.Validate(); err != nil {
			return decoded{}, fmt.Errorf("ResultSubmitted: %w", err)
		}
		return decoded{kind: events.KindResult, id: id, subject: wire.SubjectResults, value: e, meta: meta}, nil
	case d.offChain.ID, d.delivered.ID, d.failed.ID:
		return d.note(meta, l)
	case d.bumped.ID:
		id, vals, err := d.unpackID(d.bumped, l, 2)
		if err != nil {
			return decoded{}, err
		}
		e := events.FeeBumpEvent{EventMeta: meta, ID: id, Fee: scheduler.WeiFromBig(vals[0].(*big.Int))}
		if err := e.Validate(); err != nil {
			return decoded{}, fmt.Errorf("FeeBumped: %w", err)
		}
		return decoded{kind: events.KindFeeBump, id: id, subject: wire.SubjectFeeBumps, value: e, meta: meta}, nil
	case d.withdrawn.ID:
		id, vals, err := d.unpackID(d.withdrawn, l, 2)
		if err != nil {
			return decoded{}, err
		}
		e := events.WithdrawalEvent{EventMeta: meta, ID: id, EffectiveAt: vals[0].(uint64)}
		if err := e.Validate(); err != nil {
			return decoded{}, fmt.Errorf("WithdrawalRequested: %w", err)
		}
		return decoded{kind: events.KindWithdrawal, id: id, subject: wire.SubjectWithdrawals, value: e, meta: meta}, nil
	case d.fromSub.ID:
		id, vals, err := d.unpackID(d.fromSub, l, 3)
		if err != nil {
			return decoded{}, err
		}
		sub := new(big.Int).SetBytes(l.Topics[2][:])
		if sub.Sign() == 0 || !sub.IsUint64() {
			return decoded{}, fmt.Errorf("RequestFromSubscription: subscription id %s is not in 1..2^64-1", sub)
		}
		return decoded{kind: kindSubscriptionNote, id: id, meta: meta, value: subscriptionNote{
			sub: events.Subscription{ID: sub.Uint64(), Token: vals[0].(common.Address)}, topics: l.Topics, data: l.Data}}, nil
	case d.refunded.ID:
		id, requester, vals, err := d.unpack(d.refunded, l)
		if err != nil {
			return decoded{}, err
		}
		e := events.RefundEvent{EventMeta: meta, ID: id, Requester: requester, AmountWei: scheduler.WeiFromBig(vals[0].(*big.Int))}
		if err := e.Validate(); err != nil {
			return decoded{}, fmt.Errorf("event Refunded: %w", err)
		}
		return decoded{kind: events.KindRefund, id: id, subject: wire.SubjectRefunds, value: e, meta: meta}, nil
	}
	return decoded{}, fmt.Errorf("%w: topic %s", errUnknownEvent, l.Topics[0].Hex())
}

// unpack reads the two indexed topics (a uint256 id and an address) and the data of an
// event whose inputs are exactly those two followed by the non-indexed ones.
func (d *decoder) unpack(ev abi.Event, l types.Log) (id string, addr common.Address, vals []any, err error) {
	if len(l.Topics) != 3 {
		return "", common.Address{}, nil, fmt.Errorf("%s: want 3 topics, got %d", ev.Name, len(l.Topics))
	}
	idInt := new(big.Int).SetBytes(l.Topics[1][:])
	if idInt.Sign() == 0 {
		return "", common.Address{}, nil, fmt.Errorf("%s: id: must not be 0", ev.Name)
	}
	if common.BytesToHash(l.Topics[2][:12]) != (common.Hash{}) {
		return "", common.Address{}, nil, fmt.Errorf("%s: topic 2 is not an address", ev.Name)
	}
	vals, err = d.data[ev.ID].Unpack(l.Data)
	if err != nil {
		return "", common.Address{}, nil, fmt.Errorf("%s: data: %w", ev.Name, err)
	}
	return idInt.String(), common.BytesToAddress(l.Topics[2][12:]), vals, nil
}

// unpackID reads an event whose first topic after the signature is a uint256 id (≥ 1),
// with topics topics in all, and its data.
func (d *decoder) unpackID(ev abi.Event, l types.Log, topics int) (string, []any, error) {
	if len(l.Topics) != topics {
		return "", nil, fmt.Errorf("%s: want %d topics, got %d", ev.Name, topics, len(l.Topics))
	}
	id := new(big.Int).SetBytes(l.Topics[1][:])
	if id.Sign() == 0 {
		return "", nil, fmt.Errorf("%s: id: must not be 0", ev.Name)
	}
	vals, err := d.data[ev.ID].Unpack(l.Data)
	if err != nil {
		return "", nil, fmt.Errorf("%s: data: %w", ev.Name, err)
	}
	return id.String(), vals, nil
}

// mergeSubscriptions puts each RequestFromSubscription into the request its
// transaction created (the router emits it right after that request's
// InferenceRequested), so that the request goes out with its subscription and token. A
// companion with no such request before it becomes a rejection.
func mergeSubscriptions(ds []decoded) []decoded {
	out := ds[:0]
	for _, d := range ds {
		if d.kind != kindSubscriptionNote {
			out = append(out, d)
			continue
		}
		n := d.value.(subscriptionNote)
		sub := n.sub
		merged := false
		for i := len(out) - 1; i >= 0 && !merged; i-- {
			r := &out[i]
			if r.kind != events.KindRequest || r.id != d.id || r.meta.TxHash != d.meta.TxHash {
				continue
			}
			e := r.value.(events.RequestEvent)
			e.Subscription = &sub
			r.value, merged = e, true
		}
		if !merged {
			out = append(out, decoded{subject: wire.SubjectRejections, meta: d.meta, value: events.Rejection{EventMeta: d.meta,
				Reason: fmt.Sprintf("RequestFromSubscription for request %s without its InferenceRequested before it in the transaction", d.id),
				Topics: append([]common.Hash(nil), n.topics...), Data: append([]byte(nil), n.data...)}})
		}
	}
	return out
}

// note decodes the events that add to a result's kept output.
func (d *decoder) note(meta events.EventMeta, l types.Log) (decoded, error) {
	if len(l.Topics) != 2 {
		return decoded{}, fmt.Errorf("result note: want 2 topics, got %d", len(l.Topics))
	}
	id := new(big.Int).SetBytes(l.Topics[1][:])
	if id.Sign() == 0 {
		return decoded{}, errors.New("result note: request id 0")
	}
	var n resultNote
	switch l.Topics[0] {
	case d.delivered.ID:
		n.callback = "delivered"
	case d.failed.ID:
		n.callback = "failed"
	default:
		vals, err := d.data[l.Topics[0]].Unpack(l.Data)
		if err != nil {
			return decoded{}, fmt.Errorf("ResultOffChain: %w", err)
		}
		n.offChainLength = int64(min(vals[1].(uint64), 1<<62))
	}
	return decoded{kind: kindResultNote, id: id.String(), value: n, meta: meta}, nil
}
