package workers

import (
	"errors"
	"net/http"
)

// Rejections of a heartbeat. Each is returned wrapped with the specifics (the field, the
// value, the limit) and matched with errors.Is; a rejected heartbeat writes nothing.
var (
	// ErrInvalidHeartbeat: the body is not a well-formed heartbeat (malformed JSON, an
	// unknown or missing field, a value out of range). HTTP 400.
	ErrInvalidHeartbeat = errors.New("invalid heartbeat")
	// ErrTooLarge: the body is over MaxBodyBytes. HTTP 413.
	ErrTooLarge = errors.New("heartbeat too large")
	// ErrBadSignature: the signature is missing, malformed, or not by the worker the
	// heartbeat names. HTTP 401.
	ErrBadSignature = errors.New("bad heartbeat signature")
	// ErrClockSkew: timestamp_ms is further than workers.clock_skew from the registry's
	// clock. HTTP 400.
	ErrClockSkew = errors.New("heartbeat timestamp outside the allowed clock skew")
	// ErrReplay: seq is not above the last accepted seq of the worker, or timestamp_ms
	// is below the last accepted timestamp. HTTP 409.
	ErrReplay = errors.New("heartbeat replayed")
	// ErrNotStaked: the worker's stake in WorkerRegistry is below workers.min_stake_wei.
	// HTTP 403.
	ErrNotStaked = errors.New("worker not staked")
)

// Reservation errors.
var (
	// ErrNoCapacity: the worker has no free job slot or not enough free memory once the
	// live reservations are counted. Busy, not broken: try another worker or a later round.
	ErrNoCapacity = errors.New("worker has no capacity")
	// ErrUnknownWorker: the worker is not live (never heartbeated or past its TTL), or
	// the id is not a lowercase 0x-prefixed address.
	ErrUnknownWorker = errors.New("unknown worker")
	// ErrUnknownReservation: Confirm found no live reservation for the request.
	ErrUnknownReservation = errors.New("unknown reservation")
)

// IsRejection reports whether err rejects a heartbeat for what it says (the sender's
// fault), as opposed to a failure of the registry itself (Redis or the stake reader
// unavailable), after which the same heartbeat may succeed.
func IsRejection(err error) bool {
	_, code := classify(err)
	return code != codeUnavailable
}

const codeUnavailable = "unavailable"

// classify maps an Accept error to its HTTP status and the machine-readable error code
// used in HTTP and NATS replies.
func classify(err error) (status int, code string) {
	switch {
	case errors.Is(err, ErrTooLarge):
		return http.StatusRequestEntityTooLarge, "too_large"
	case errors.Is(err, ErrInvalidHeartbeat):
		return http.StatusBadRequest, "invalid_heartbeat"
	case errors.Is(err, ErrBadSignature):
		return http.StatusUnauthorized, "bad_signature"
	case errors.Is(err, ErrClockSkew):
		return http.StatusBadRequest, "clock_skew"
	case errors.Is(err, ErrReplay):
		return http.StatusConflict, "replay"
	case errors.Is(err, ErrNotStaked):
		return http.StatusForbidden, "not_staked"
	default:
		return http.StatusServiceUnavailable, codeUnavailable
	}
}
