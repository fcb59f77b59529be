package wire

import (
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"

	"github.com/ethereum/go-ethereum/common"
)

// JetStream stream names.
const (
	StreamRequests    = "REQUESTS"
	StreamAssignments = "ASSIGNMENTS"
	StreamDecisions   = "DECISIONS"
)

// Subjects. Requests and assignments have one subject per model and per worker,
// decision records one per round, acks and heartbeats one per worker.
const (
	SubjectRequestPrefix = "infer.requests."
	SubjectRequestsAll   = "infer.requests.*"
	SubjectResults       = "infer.results"
	SubjectRefunds       = "infer.refunds"
	SubjectRetractions   = "infer.retractions"
	// SubjectFeeBumps carries FeeBumped (a pending request's raised fee) and
	// SubjectWithdrawals WithdrawalRequested (a request its requester withdrew).
	SubjectFeeBumps    = "infer.feebumps"
	SubjectWithdrawals = "infer.withdrawals"
	// SubjectVerifications carries ResultVerifier's verdict logs (events.VerifyEvent).
	SubjectVerifications = "infer.verifications"
	SubjectRejections    = "infer.rejections"
	SubjectAssignPrefix  = "infer.assign."
	SubjectAssignAll     = "infer.assign.*"
	// SubjectDecisionPrefix + round is where round n's decision record is stored, so
	// that one record is fetched by its subject (JetStream last message for subject).
	SubjectDecisionPrefix = "infer.decisions."
	SubjectDecisionsAll   = "infer.decisions.*"
	// SubjectDecisionsSharded holds the chains of shards above 0: shard i's
	// round n is infer.decisions.<i>.<n> (DecisionSubjectOf). Shard 0 keeps
	// infer.decisions.<n>, so a log of one shard is what it always was.
	SubjectDecisionsSharded = "infer.decisions.*.*"
	// SubjectDecisionsLegacy held every record before they had one subject each; a
	// stream written by an older release is still read.
	SubjectDecisionsLegacy = "infer.decisions"
	// SubjectAnchors carries the on-chain anchors of spans of decision records
	// (decisionlog.Anchor); they live in the DECISIONS stream beside the records.
	SubjectAnchors = "infer.anchors"
	// SubjectAnchorsSharded carries the anchors of the chains of shards above 0:
	// shard i's on infer.anchors.<i> (AnchorSubjectOf). Shard 0 keeps infer.anchors.
	SubjectAnchorsSharded = "infer.anchors.*"
	// SubjectAckPrefix + worker is where a worker acknowledges or refuses an
	// assignment (core NATS, request/reply: the answer is AckOK or the reason).
	SubjectAckPrefix = "infer.acks."
	SubjectAcksAll   = "infer.acks.*"
	// SubjectHeartbeatPrefix + worker is where a worker publishes its heartbeats (core
	// NATS, request/reply: the answer is a HeartbeatReply or an ErrorBody).
	SubjectHeartbeatPrefix = "infer.heartbeat."
	SubjectHeartbeatsAll   = "infer.heartbeat.*"
	// SubjectLeaseAlivePrefix + replica is where a scheduler replica answers the other
	// replicas' probes (core NATS, request/reply: the answer is its id). "No responders"
	// there means its connection is gone, and its leases are taken before their TTL.
	SubjectLeaseAlivePrefix = "infer.lease.alive."
	SubjectLeaseAliveAll    = "infer.lease.alive.*"
	// HeartbeatQueue is the queue group of the registry's heartbeat subscription, so
	// that of several registries sharing one Redis only one handles each heartbeat.
	HeartbeatQueue = "infersched-workers"
	// HeartbeatPath is the HTTP path of the heartbeat endpoint.
	HeartbeatPath = "/v1/workers/heartbeat"
)

// ErrBadToken is returned by ModelFromToken for a string ModelToken cannot produce.
var ErrBadToken = errors.New("not a model subject token")

// RequestSubject is the subject a request for model is published on.
func RequestSubject(model string) string { return SubjectRequestPrefix + ModelToken(model) }

// AssignSubject is the subject of the assignments for worker.
func AssignSubject(worker common.Address) string {
	return SubjectAssignPrefix + WorkerID(worker)
}

// AssignFenceSubject is where the holder of a shard's lease writes its fence on the
// ASSIGNMENTS stream (a token no worker address takes); assignments of the shard are
// published expecting it as that subject's last message.
func AssignFenceSubject(shard int) string {
	return SubjectAssignPrefix + "fence-" + strconv.Itoa(shard)
}

// LeaseAliveSubject is the subject replica answers liveness probes on.
func LeaseAliveSubject(replica string) string { return SubjectLeaseAlivePrefix + replica }

// AckSubject is the subject worker acknowledges its assignments on.
func AckSubject(worker common.Address) string { return SubjectAckPrefix + WorkerID(worker) }

// HeartbeatSubject is the subject worker publishes its heartbeats on.
func HeartbeatSubject(worker common.Address) string {
	return SubjectHeartbeatPrefix + WorkerID(worker)
}

// DecisionSubject is the subject of round's decision record.
func DecisionSubject(round uint64) string {
	return SubjectDecisionPrefix + strconv.FormatUint(round, 10)
}

// canonicalUint: s is a decimal number as strconv writes it (no sign, no leading zero).
func canonicalUint(s string) bool {
	if s == "" || s[0] == '0' && len(s) > 1 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// ShardOf is the shard of a model: FNV-1a (32 bit) of its name modulo shards; 0 with
// one shard or fewer. The lease (bus/lease) and the auditor (decisionlog) agree on it.
func ShardOf(model string, shards int) int {
	if shards <= 1 {
		return 0
	}
	h := fnv.New32a()
	_, _ = h.Write([]byte(model))
	return int(h.Sum32() % uint32(shards))
}

// RoundOfSubject inverts DecisionSubject.
func RoundOfSubject(subject string) (uint64, bool) {
	rest, ok := strings.CutPrefix(subject, SubjectDecisionPrefix)
	if !ok || rest == "" || rest[0] == '0' && len(rest) > 1 {
		return 0, false
	}
	n, err := strconv.ParseUint(rest, 10, 64)
	return n, err == nil
}

// WorkerID is a worker's id: its address as lowercase 0x-prefixed hex.
func WorkerID(worker common.Address) string { return strings.ToLower(worker.Hex()) }

const upperHex = "0123456789ABCDEF"

// ModelToken escapes model into a single NATS subject token (see the package doc). The
// empty model maps to "%" which no non-empty model produces; the indexer never publishes
// one.
func ModelToken(model string) string {
	if model == "" {
		return "%"
	}
	var b strings.Builder
	b.Grow(len(model))
	for i := 0; i < len(model); i++ {
		c := model[i]
		if tokenSafe(c) {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(upperHex[c>>4])
		b.WriteByte(upperHex[c&0xf])
	}
	return b.String()
}

// ModelFromToken inverts ModelToken. It accepts exactly the strings ModelToken returns
// for non-empty models.
func ModelFromToken(tok string) (string, error) {
	if tok == "" {
		return "", fmt.Errorf("%w: empty", ErrBadToken)
	}
	var b strings.Builder
	for i := 0; i < len(tok); i++ {
		c := tok[i]
		if tokenSafe(c) {
			b.WriteByte(c)
			continue
		}
		if c != '%' || i+2 >= len(tok) {
			return "", fmt.Errorf("%w: %q at byte %d", ErrBadToken, tok, i)
		}
		hi, lo := unhex(tok[i+1]), unhex(tok[i+2])
		if hi < 0 || lo < 0 {
			return "", fmt.Errorf("%w: %q: bad escape at byte %d", ErrBadToken, tok, i)
		}
		v := byte(hi<<4 | lo)
		if tokenSafe(v) {
			return "", fmt.Errorf("%w: %q: byte %q needs no escape", ErrBadToken, tok, v)
		}
		b.WriteByte(v)
		i += 2
	}
	return b.String(), nil
}

func tokenSafe(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
}

// unhex accepts upper-case hex only, so that every model has exactly one token.
func unhex(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// AssignConsumer is the name of worker's durable JetStream consumer on stream
// ASSIGNMENTS. The bus lets a worker's user create and pull this consumer only, with
// its own assignment subject as the filter (bus/roles).
func AssignConsumer(worker common.Address) string { return "worker-" + WorkerID(worker) }
