package workers

import (
	"errors"
	"net/http"

	"github.com/infersched/infersched/wire"
)

// Rejections of a heartbeat that need the registry's state, beside wire's
// wire.ErrInvalidHeartbeat (HTTP 400), wire.ErrTooLarge (413) and wire.ErrBadSignature (401). Each is
// returned wrapped with the specifics and matched with errors.Is; a rejected heartbeat
// writes nothing.
var (
	// ErrClockSkew: timestamp_ms is further than workers.clock_skew from the registry's
	// clock. HTTP 400.
	ErrClockSkew = errors.New("heartbeat timestamp outside the allowed clock skew")
	// ErrReplay: seq is not above the last accepted seq of the worker, or timestamp_ms
	// is below the last accepted timestamp. HTTP 409.
	ErrReplay = errors.New("heartbeat replayed")
	// ErrNotStaked: the worker's stake in WorkerRegistry is below workers.min_stake_wei.
	// HTTP 403.
	ErrNotStaked = errors.New("worker not staked")
	// ErrRateLimited: the worker sent heartbeats faster than workers.heartbeat_rate
	// allows, or its stake is unknown and the registry's budget of stake reads
	// (workers.stake_reads_per_second) is spent. Busy, not broken: send the next
	// heartbeat later. HTTP 429 with Retry-After.
	ErrRateLimited = errors.New("heartbeat rate limited")
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
	case errors.Is(err, wire.ErrTooLarge):
		return http.StatusRequestEntityTooLarge, "too_large"
	case errors.Is(err, wire.ErrInvalidHeartbeat):
		return http.StatusBadRequest, "invalid_heartbeat"
	case errors.Is(err, wire.ErrBadSignature):
		return http.StatusUnauthorized, "bad_signature"
	case errors.Is(err, ErrClockSkew):
		return http.StatusBadRequest, "clock_skew"
	case errors.Is(err, ErrReplay):
		return http.StatusConflict, "replay"
	case errors.Is(err, ErrNotStaked):
		return http.StatusForbidden, "not_staked"
	case errors.Is(err, ErrRateLimited):
		return http.StatusTooManyRequests, "rate_limited"
	default:
		return http.StatusServiceUnavailable, codeUnavailable
	}
}
