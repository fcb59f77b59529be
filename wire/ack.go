package wire

import (
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
)

// AckOK is the scheduler's reply to an ack or nack it applied; any other reply is the
// reason it did not.
const AckOK = "ok"

// MaxAckBytes bounds an ack message; MaxNackReason its reason.
const (
	MaxAckBytes   = 4096
	MaxNackReason = 512
)

// Ack is a worker's acknowledgement of one assignment attempt, signed with the
// worker's key (EIP-191 personal message) over Ack.SigningBytes, so that nobody
// but the assigned worker can hold an assignment past its ack timeout.
type Ack struct {
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
func (a Ack) SigningBytes() []byte {
	verb := "ack"
	if a.Failed {
		verb = "nack"
	}
	return []byte("infersched " + verb + "\n" + a.RequestID + "\n" + strconv.Itoa(a.Attempt) + "\n" + strings.ToLower(a.Worker))
}

// SignAck makes the acknowledgement of attempt of requestID by the worker holding key.
func SignAck(key *ecdsa.PrivateKey, requestID string, attempt int) (Ack, error) {
	a := Ack{RequestID: requestID, Attempt: attempt, Worker: strings.ToLower(crypto.PubkeyToAddress(key.PublicKey).Hex())}
	sig, err := crypto.Sign(accounts.TextHash(a.SigningBytes()), key)
	if err != nil {
		return Ack{}, err
	}
	a.Signature = sig
	return a, nil
}

// SignNack makes the refusal of attempt of requestID by the worker holding key.
func SignNack(key *ecdsa.PrivateKey, requestID string, attempt int, reason string) (Ack, error) {
	a := Ack{RequestID: requestID, Attempt: attempt, Worker: strings.ToLower(crypto.PubkeyToAddress(key.PublicKey).Hex()), Failed: true}
	sig, err := crypto.Sign(accounts.TextHash(a.SigningBytes()), key)
	if err != nil {
		return Ack{}, err
	}
	a.Signature, a.Reason = sig, reason
	if len(a.Reason) > MaxNackReason {
		a.Reason = a.Reason[:MaxNackReason]
	}
	return a, nil
}

// DecodeAck decodes and verifies an acknowledgement: well-formed, and signed by the
// worker it names.
func DecodeAck(b []byte) (Ack, error) {
	var a Ack
	if len(b) > MaxAckBytes {
		return a, fmt.Errorf("%w: %d bytes", ErrBadAck, len(b))
	}
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&a); err != nil {
		return a, fmt.Errorf("%w: %v", ErrBadAck, err)
	}
	switch {
	case !isDecimalID(a.RequestID):
		return a, fmt.Errorf("%w: request_id must be a decimal id, got %q", ErrBadAck, a.RequestID)
	case a.Attempt < 1:
		return a, fmt.Errorf("%w: attempt must be ≥ 1, got %d", ErrBadAck, a.Attempt)
	case !common.IsHexAddress(a.Worker):
		return a, fmt.Errorf("%w: worker must be an address, got %q", ErrBadAck, a.Worker)
	case len(a.Reason) > MaxNackReason:
		return a, fmt.Errorf("%w: reason longer than %d bytes", ErrBadAck, MaxNackReason)
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

// AckExtended is the reply to an ack that extended the attempt's voucher: the
// assignment's voucher lasted its ack timeout; this one, for the same attempt, window
// opening and commitment, lasts voucher_ttl. The worker submits with it.
type AckExtended struct {
	Result  string  `json:"result"` // AckOK
	Voucher Voucher `json:"voucher"`
}

// DecodeAckReply reads the scheduler's answer to an ack or nack: nil and no error for
// AckOK, the extended voucher for an AckExtended whose window opens where the
// assignment's did (notBefore) and ends no earlier, an error naming the answer
// otherwise.
func DecodeAckReply(b []byte, assigned Voucher) (*Voucher, error) {
	if string(b) == AckOK {
		return nil, nil
	}
	if len(b) == 0 || b[0] != '{' || len(b) > MaxAckBytes {
		return nil, fmt.Errorf("scheduler answered %q", clipReply(b))
	}
	var r AckExtended
	dec := json.NewDecoder(strings.NewReader(string(b)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil || r.Result != AckOK {
		return nil, fmt.Errorf("scheduler answered %q", clipReply(b))
	}
	v := r.Voucher
	if v.NotBefore != assigned.NotBefore || v.Expiry < assigned.Expiry || v.InputHash != assigned.InputHash || len(v.Signature) != 65 {
		return nil, fmt.Errorf("%w: extended voucher (not_before %d, expiry %d) does not extend the assignment's (not_before %d, expiry %d)",
			ErrBadAck, v.NotBefore, v.Expiry, assigned.NotBefore, assigned.Expiry)
	}
	return &v, nil
}

func clipReply(b []byte) string {
	if len(b) > 200 {
		return string(b[:200]) + "…"
	}
	return string(b)
}
