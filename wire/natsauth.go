package wire

import (
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// A worker connects to NATS with its key alone: its connect token is
// NATSTokenPrefix, its address (40 hex digits, lower case, no 0x), the time it made the
// token (unix milliseconds) and its EIP-191 signature of NATSAuthMessage, joined by '.':
//
//	ik1.<address>.<timestamp_ms>.<signature, 130 hex digits>
//
// The daemon's auth callout (bus/keyauth) admits it when the signature recovers the
// address, the timestamp is within its max age, the token was not used before, and
// the address is staked on chain. A client makes a new token for every (re)connect.
const NATSTokenPrefix = "ik1"

// MaxNATSTokenLen bounds a token the callout parses: the prefix, 40 + 19 + 130 digits
// and the dots.
const MaxNATSTokenLen = 3 + 1 + 40 + 1 + 19 + 1 + 130

// ErrBadNATSToken is a token that does not parse or whose signature does not recover
// its address.
var ErrBadNATSToken = errors.New("bad NATS key token")

// NATSAuthMessage is what a worker's token signs: a domain-separated text naming the
// purpose, the deployment's audience (nats.auth_callout.audience: one deployment's
// tokens are nobody else's), the worker and the time.
func NATSAuthMessage(audience string, worker common.Address, timestampMS int64) []byte {
	return fmt.Appendf(nil, "infersched NATS connect v1\naudience: %s\nworker: %s\ntimestamp_ms: %d",
		audience, strings.ToLower(worker.Hex()), timestampMS)
}

// NATSToken is key's connect token for audience at now.
func NATSToken(key *ecdsa.PrivateKey, audience string, now time.Time) (string, error) {
	if key == nil {
		return "", errors.New("nats token: nil key")
	}
	addr := crypto.PubkeyToAddress(key.PublicKey)
	ts := now.UnixMilli()
	sig, err := crypto.Sign(accounts.TextHash(NATSAuthMessage(audience, addr, ts)), key)
	if err != nil {
		return "", fmt.Errorf("nats token: %w", err)
	}
	sig[crypto.RecoveryIDOffset] += 27
	return NATSTokenPrefix + "." + hex.EncodeToString(addr[:]) + "." + strconv.FormatInt(ts, 10) + "." + hex.EncodeToString(sig), nil
}

// NATSKeyToken is a parsed token whose signature recovers its worker.
type NATSKeyToken struct {
	Worker      common.Address
	TimestampMS int64
	// Signature is the token's signature, hex: what a replay cache keys on.
	Signature string
}

// ParseNATSToken parses tok and checks that its signature for audience recovers its
// address. It does not judge the time or the stake.
func ParseNATSToken(tok, audience string) (NATSKeyToken, error) {
	if len(tok) > MaxNATSTokenLen {
		return NATSKeyToken{}, fmt.Errorf("%w: %d bytes, at most %d", ErrBadNATSToken, len(tok), MaxNATSTokenLen)
	}
	parts := strings.Split(tok, ".")
	if len(parts) != 4 || parts[0] != NATSTokenPrefix {
		return NATSKeyToken{}, fmt.Errorf("%w: not %s.<address>.<timestamp_ms>.<signature>", ErrBadNATSToken, NATSTokenPrefix)
	}
	raw, err := hex.DecodeString(parts[1])
	if err != nil || len(raw) != common.AddressLength || parts[1] != strings.ToLower(parts[1]) {
		return NATSKeyToken{}, fmt.Errorf("%w: the address is not 40 lower-case hex digits", ErrBadNATSToken)
	}
	ts, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil || ts <= 0 || parts[2] != strconv.FormatInt(ts, 10) {
		return NATSKeyToken{}, fmt.Errorf("%w: the timestamp is not a positive decimal", ErrBadNATSToken)
	}
	if len(parts[3]) != 2*crypto.SignatureLength || parts[3] != strings.ToLower(parts[3]) {
		return NATSKeyToken{}, fmt.Errorf("%w: the signature is not 130 lower-case hex digits", ErrBadNATSToken)
	}
	worker := common.BytesToAddress(raw)
	signer, err := RecoverDigest(accounts.TextHash(NATSAuthMessage(audience, worker, ts)), "0x"+parts[3])
	if err != nil {
		return NATSKeyToken{}, fmt.Errorf("%w: %v", ErrBadNATSToken, err)
	}
	if signer != worker {
		return NATSKeyToken{}, fmt.Errorf("%w: signed by %s, not by %s", ErrBadNATSToken, strings.ToLower(signer.Hex()), strings.ToLower(worker.Hex()))
	}
	return NATSKeyToken{Worker: worker, TimestampMS: ts, Signature: parts[3]}, nil
}
