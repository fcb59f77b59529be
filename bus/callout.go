package bus

import (
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/nats-io/nkeys"

	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/validate"
)

// AuthCallout is nats.auth_callout: the daemon answers the server's auth callout
// (bus/keyauth), so that a worker connects with its key alone. The server
// side is `authorization { auth_callout { issuer, auth_users } }` (deploy/, `infersched
// config nats-users --key-workers`).
type AuthCallout struct {
	// The credentials of the service's own connection: a user listed in the server's
	// auth_callout.auth_users (it bypasses the callout). Its ca_file defaults to the
	// section's.
	natsauth.Credentials `yaml:",inline"`
	// IssuerSeedFile holds the account nkey seed ("SA…") that signs the responses; its
	// public key is the server's auth_callout.issuer (`nsc generate nkey --account`,
	// or `infersched config nats-users --issuer-seed FILE`, which creates one).
	IssuerSeedFile string `yaml:"issuer_seed_file"`
	// Audience is signed into every worker token (the worker's nats.key_audience):
	// another deployment's tokens are refused. Default "infersched".
	Audience string `yaml:"audience"`
	// MaxAge is how far a token's timestamp may be from the daemon's clock (default 30s);
	// a token is used once.
	MaxAge time.Duration `yaml:"max_age"`
	// Account is the server account the admitted workers are placed in, the account of
	// the server's auth_callout (deploy/: INFERSCHED); "$G" (the global account of a
	// server without accounts) when empty.
	Account string `yaml:"account"`
	// UserTTL is how long an admission lasts from the stake read it rests on (default
	// 1m): the worker's user expires then and its client connects again with a fresh
	// token, admitted on a fresh read (workers.stake_cache_ttl). A worker slashed or
	// unstaked loses its bus rights within user_ttl.
	UserTTL time.Duration `yaml:"user_ttl"`
}

// DefaultAudience is nats.auth_callout.audience when unset.
const DefaultAudience = "infersched"

// WithDefaults fills audience and max_age.
func (a AuthCallout) WithDefaults() AuthCallout {
	if a.Audience == "" {
		a.Audience = DefaultAudience
	}
	if a.MaxAge == 0 {
		a.MaxAge = 30 * time.Second
	}
	if a.Account == "" {
		a.Account = "$G"
	}
	if a.UserTTL == 0 {
		a.UserTTL = time.Minute
	}
	return a
}

// Validate reports every problem at once.
func (a AuthCallout) Validate() error {
	var p validate.Problems
	p.Merge("", a.Credentials.Validate())
	p.Check(a.User != "", "user", "the callout service connects as a user of the server's auth_callout.auth_users")
	p.Check(a.IssuerSeedFile != "", "issuer_seed_file", "must name the file of the account nkey seed that signs the responses")
	p.Check(a.MaxAge > 0 && a.MaxAge <= 10*time.Minute, "max_age", "must be between 0 and 10m, got %v", a.MaxAge)
	p.Check(a.UserTTL >= 5*time.Second && a.UserTTL <= 24*time.Hour, "user_ttl", "must be between 5s and 24h, got %v", a.UserTTL)
	p.Check(len(a.Audience) <= 128 && !strings.ContainsAny(a.Audience, "\n\r"), "audience", "must be one line of at most 128 bytes")
	return p.Err()
}

// IssuerKey reads the issuer's account nkey from IssuerSeedFile.
func (a AuthCallout) IssuerKey() (nkeys.KeyPair, error) {
	b, err := os.ReadFile(a.IssuerSeedFile)
	if err != nil {
		return nil, fmt.Errorf("nats auth_callout issuer_seed_file: %w", err)
	}
	kp, err := nkeys.FromSeed([]byte(strings.TrimSpace(string(b))))
	if err != nil {
		return nil, fmt.Errorf("nats auth_callout issuer_seed_file %s: %w", a.IssuerSeedFile, err)
	}
	if pub, err := kp.PublicKey(); err != nil || !nkeys.IsValidPublicAccountKey(pub) {
		return nil, fmt.Errorf("nats auth_callout issuer_seed_file %s: not an account seed (SA…)", a.IssuerSeedFile)
	}
	return kp, nil
}
