package rounds

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go"
	"go.uber.org/zap"
)

// SubjectAckPrefix is where a worker acknowledges an assignment: infer.acks.<worker>
// (lowercase 0x address), core NATS. A reply subject, when set, gets "ok" or the error.
const SubjectAckPrefix = "infer.acks."

// AckMessage is a worker's acknowledgement of one assignment attempt, signed with the
// worker's key (EIP-191 personal message) over AckMessage.SigningBytes, so that nobody
// but the assigned worker can hold an assignment past its ack timeout.
type AckMessage struct {
	RequestID string `json:"request_id"`
	Attempt   int    `json:"attempt"`
	Worker    string `json:"worker"`
	// Failed turns the message into a refusal: the worker gives the assignment back
	// (its backend failed, timed out or answered something unusable) and the scheduler
	// queues the request again at once instead of waiting for the result timeout.
	Failed    bool          `json:"failed,omitempty"`
	Reason    string        `json:"reason,omitempty"` // not signed; for the logs
	Signature hexutil.Bytes `json:"signature"`
}

// ErrBadAck wraps every acknowledgement that does not decode or verify.
var ErrBadAck = errors.New("invalid assignment acknowledgement")

// SigningBytes is the text the worker signs:
// "infersched ack\n<request_id>\n<attempt>\n<worker>", or "infersched nack\n…" for a
// refusal.
func (a AckMessage) SigningBytes() []byte {
	verb := "ack"
	if a.Failed {
		verb = "nack"
	}
	return []byte("infersched " + verb + "\n" + a.RequestID + "\n" + strconv.Itoa(a.Attempt) + "\n" + strings.ToLower(a.Worker))
}

// SignAck makes the acknowledgement of attempt of requestID by the worker holding key.
func SignAck(key *ecdsa.PrivateKey, requestID string, attempt int) (AckMessage, error) {
	a := AckMessage{RequestID: requestID, Attempt: attempt, Worker: strings.ToLower(crypto.PubkeyToAddress(key.PublicKey).Hex())}
	sig, err := crypto.Sign(accounts.TextHash(a.SigningBytes()), key)
	if err != nil {
		return AckMessage{}, err
	}
	a.Signature = sig
	return a, nil
}

// SignNack makes the refusal of attempt of requestID by the worker holding key.
func SignNack(key *ecdsa.PrivateKey, requestID string, attempt int, reason string) (AckMessage, error) {
	a := AckMessage{RequestID: requestID, Attempt: attempt, Worker: strings.ToLower(crypto.PubkeyToAddress(key.PublicKey).Hex()), Failed: true}
	sig, err := crypto.Sign(accounts.TextHash(a.SigningBytes()), key)
	if err != nil {
		return AckMessage{}, err
	}
	a.Signature, a.Reason = sig, reason
	if len(a.Reason) > 512 {
		a.Reason = a.Reason[:512]
	}
	return a, nil
}

// DecodeAck decodes and verifies an acknowledgement: well-formed, and signed by the
// worker it names.
func DecodeAck(b []byte) (AckMessage, error) {
	var a AckMessage
	if len(b) > 4096 {
		return a, fmt.Errorf("%w: %d bytes", ErrBadAck, len(b))
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&a); err != nil {
		return a, fmt.Errorf("%w: %v", ErrBadAck, err)
	}
	switch {
	case a.RequestID == "" || len(a.RequestID) > 78 || strings.Trim(a.RequestID, "0123456789") != "":
		return a, fmt.Errorf("%w: request_id must be a decimal id, got %q", ErrBadAck, a.RequestID)
	case a.Attempt < 1:
		return a, fmt.Errorf("%w: attempt must be ≥ 1, got %d", ErrBadAck, a.Attempt)
	case !common.IsHexAddress(a.Worker):
		return a, fmt.Errorf("%w: worker must be an address, got %q", ErrBadAck, a.Worker)
	case len(a.Reason) > 512:
		return a, fmt.Errorf("%w: reason longer than 512 bytes", ErrBadAck)
	case len(a.Signature) != 65:
		return a, fmt.Errorf("%w: signature must be 65 bytes, got %d", ErrBadAck, len(a.Signature))
	}
	sig := append([]byte(nil), a.Signature...)
	if sig[64] >= 27 {
		sig[64] -= 27
	}
	pub, err := crypto.SigToPub(accounts.TextHash(a.SigningBytes()), sig)
	if err != nil {
		return a, fmt.Errorf("%w: signature: %v", ErrBadAck, err)
	}
	if signer := crypto.PubkeyToAddress(*pub); signer != common.HexToAddress(a.Worker) {
		return a, fmt.Errorf("%w: signed by %s, not by worker %s", ErrBadAck, strings.ToLower(signer.Hex()), a.Worker)
	}
	a.Worker = strings.ToLower(a.Worker)
	return a, nil
}

// ListenAcks applies workers' acknowledgements to eng until ctx ends. An ack on a
// worker's subject must be signed by that worker.
func ListenAcks(ctx context.Context, nc *nats.Conn, eng *Engine, log *zap.Logger) error {
	if log == nil {
		log = zap.NewNop()
	}
	sub, err := nc.Subscribe(SubjectAckPrefix+"*", func(m *nats.Msg) {
		reply := func(s string) {
			if m.Reply != "" {
				_ = m.Respond([]byte(s))
			}
		}
		a, err := DecodeAck(m.Data)
		if err == nil && SubjectAckPrefix+a.Worker != strings.ToLower(m.Subject) {
			err = fmt.Errorf("%w: on subject %s, for worker %s", ErrBadAck, m.Subject, a.Worker)
		}
		if err != nil {
			log.Warn("acknowledgement refused", zap.String("subject", m.Subject), zap.Error(err))
			reply(err.Error())
			return
		}
		ok := false
		if a.Failed {
			ok = eng.Fail(ctx, a.RequestID, a.Worker, a.Attempt, a.Reason)
		} else {
			ok = eng.Ack(ctx, a.RequestID, a.Worker, a.Attempt)
		}
		if !ok {
			reply("not pending for this worker and attempt")
			return
		}
		reply("ok")
	})
	if err != nil {
		return fmt.Errorf("subscribe acks: %w", err)
	}
	<-ctx.Done()
	return sub.Drain()
}
