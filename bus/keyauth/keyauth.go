package keyauth

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/jwt/v2"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
	"go.uber.org/zap"
	"golang.org/x/time/rate"

	"github.com/infersched/infersched/scheduler/flowcontrol"
	"github.com/infersched/infersched/wire"
)

// RequestSubject is where nats-server sends its authorization requests.
const RequestSubject = "$SYS.REQ.USER.AUTH"

// GlobalAccount is the account of a server without accounts, where the users of
// bus/roles live.
const GlobalAccount = "$G"

// StakeReader reads a worker's stake from the chain.
type StakeReader interface {
	StakeOf(ctx context.Context, worker common.Address) (*big.Int, error)
}

// Grant is what an admitted worker may do: its user name and its permissions (the
// daemon gives bus/roles' worker permissions, the same as a password worker's).
type Grant struct {
	Name                            string
	Publish, PublishDeny, Subscribe []string
}

// GrantFunc returns the grant of worker.
type GrantFunc func(worker common.Address) Grant

// Config is the service's part of nats.auth_callout.
type Config struct {
	// Audience is signed into every token (wire.NATSAuthMessage): a deployment's
	// tokens are not another's.
	Audience string
	// MaxAge is how far a token's timestamp may be from the service's clock.
	MaxAge time.Duration
	// MinStakeWei is the least stake a worker needs (workers.min_stake_wei).
	MinStakeWei *big.Int
	// StakeTTL is how long a stake read is believed. StakeReadsPerSecond and
	// StakeReadBurst bound the chain reads, in two budgets of that size: one for
	// addresses known staked (admitted before, or read staked by LastStake's source),
	// one for the others, of which one client host may spend a quarter. A flood of
	// fresh keys thus costs at most one budget of reads and never the known workers'.
	StakeTTL            time.Duration
	StakeReadsPerSecond float64
	StakeReadBurst      int
	// UserTTL is how long an admission lasts from the stake read it rests on: the
	// user JWT expires then (nats-server disconnects the client, which connects again
	// with a fresh token and is admitted anew on a stake read no older than StakeTTL).
	// A worker whose stake falls below MinStakeWei loses its bus rights within UserTTL
	// of the fall. 0: one minute.
	UserTTL time.Duration
	// LastStake, when set, is another reader's last stake read of a worker and its time
	// (the registry's, from the worker's heartbeats): a fresher read than the service's
	// own is used, and a staked one makes the address known.
	LastStake func(worker common.Address) (wei *big.Int, at time.Time, ok bool)
	// Account is the account the admitted user is placed in (GlobalAccount when empty).
	Account string
}

// DefaultUserTTL is Config.UserTTL when unset.
const DefaultUserTTL = time.Minute

// minUserLife is the least life an admission is given: a stake read leaving less
// (read UserTTL − minUserLife ago or earlier) is read again.
const minUserLife = 2 * time.Second

// Refusals a caller can match (the response's error carries the text).
var (
	ErrStale     = errors.New("token timestamp outside the allowed window")
	ErrReplayed  = errors.New("token already used")
	ErrNotStaked = errors.New("worker not staked")
	ErrBusy      = errors.New("too many stake reads: retry")
)

// Service answers nats-server's authorization requests. Safe for concurrent use.
type Service struct {
	cfg    Config
	issuer nkeys.KeyPair
	stakes StakeReader
	grant  GrantFunc
	log    *zap.Logger
	now    func() time.Time

	mu      sync.Mutex
	used    *flowcontrol.LRU[int64]         // token signature → its timestamp
	staked  *flowcontrol.LRU[stakeAt]       // address → last read
	known   *flowcontrol.LRU[time.Time]     // address → when last read staked
	sources *flowcontrol.LRU[*rate.Limiter] // client host → its share of the unknown budget
	reads   *rate.Limiter                   // reads of unknown addresses
	kreads  *rate.Limiter                   // reads of known addresses
}

type stakeAt struct {
	wei *big.Int
	at  time.Time
}

const maxRemembered = 1 << 16

// New builds the service. issuer is the account nkey whose public key is the
// callout's issuer; now nil is time.Now.
func New(cfg Config, issuer nkeys.KeyPair, stakes StakeReader, grant GrantFunc, log *zap.Logger, now func() time.Time) (*Service, error) {
	if issuer == nil || stakes == nil || grant == nil {
		return nil, errors.New("keyauth: an issuer key, a stake reader and a grant are required")
	}
	if pub, err := issuer.PublicKey(); err != nil || !nkeys.IsValidPublicAccountKey(pub) {
		return nil, fmt.Errorf("keyauth: the issuer must be an account nkey (public key starting with A): %v", err)
	}
	if cfg.Audience == "" || cfg.MaxAge <= 0 || cfg.StakeTTL <= 0 || cfg.StakeReadsPerSecond <= 0 || cfg.StakeReadBurst < 1 {
		return nil, errors.New("keyauth: audience, max_age, stake_ttl, stake_reads_per_second and stake_read_burst must be set")
	}
	if cfg.MinStakeWei == nil {
		cfg.MinStakeWei = new(big.Int)
	}
	if cfg.Account == "" {
		cfg.Account = GlobalAccount
	}
	if cfg.UserTTL <= 0 {
		cfg.UserTTL = DefaultUserTTL
	}
	if cfg.UserTTL < 2*minUserLife {
		return nil, fmt.Errorf("keyauth: user_ttl must be at least %v, got %v", 2*minUserLife, cfg.UserTTL)
	}
	if log == nil {
		log = zap.NewNop()
	}
	if now == nil {
		now = time.Now
	}
	return &Service{cfg: cfg, issuer: issuer, stakes: stakes, grant: grant, log: log, now: now,
		used: flowcontrol.NewLRU[int64](maxRemembered), staked: flowcontrol.NewLRU[stakeAt](maxRemembered),
		known: flowcontrol.NewLRU[time.Time](maxRemembered), sources: flowcontrol.NewLRU[*rate.Limiter](maxRemembered),
		reads:  rate.NewLimiter(rate.Limit(cfg.StakeReadsPerSecond), cfg.StakeReadBurst),
		kreads: rate.NewLimiter(rate.Limit(cfg.StakeReadsPerSecond), cfg.StakeReadBurst)}, nil
}

// Listen subscribes nc, a connection of a user in the callout's auth_users, to the
// server's authorization requests, and returns once the server holds the subscription:
// every connection that starts after Listen returns is answered. Until then the server
// finds no one to ask and refuses a connection only when its auth timeout ends, so a
// caller that reports itself ready calls Listen first. stop ends the answers.
func (s *Service) Listen(ctx context.Context, nc *nats.Conn) (stop func(), err error) {
	sub, err := nc.Subscribe(RequestSubject, func(m *nats.Msg) {
		if reply, ok := s.Respond(ctx, m.Data); ok {
			_ = m.Respond(reply)
		}
	})
	if err != nil {
		return nil, fmt.Errorf("keyauth: subscribe %s: %w", RequestSubject, err)
	}
	if err := nc.Flush(); err != nil { // the PONG comes after the server has taken the SUB
		_ = sub.Unsubscribe()
		return nil, fmt.Errorf("keyauth: subscribe %s: %w", RequestSubject, err)
	}
	return func() { _ = sub.Unsubscribe() }, nil
}

// Respond is the reply to one authorization request: a response signed by the issuer
// that admits the connection with a worker's permissions, or refuses it with the
// reason. ok is false for a request that is not one (no reply: the server times it out
// and refuses the connection).
func (s *Service) Respond(ctx context.Context, data []byte) ([]byte, bool) {
	req, err := jwt.DecodeAuthorizationRequestClaims(string(data))
	if err != nil || req.UserNkey == "" || req.Server.ID == "" || req.Issuer != req.Server.ID {
		s.log.Warn("auth callout: not an authorization request from a server", zap.Error(err))
		return nil, false
	}
	rc := jwt.NewAuthorizationResponseClaims(req.UserNkey)
	rc.Audience = req.Server.ID
	user, worker, err := s.admit(ctx, req)
	if err != nil {
		s.log.Info("auth callout: connection refused", zap.String("client", req.ClientInformation.Host), zap.Error(err))
		rc.Error = err.Error()
	} else {
		rc.Jwt = user
		s.log.Debug("auth callout: worker admitted", zap.String("worker", worker))
	}
	out, err := rc.Encode(s.issuer)
	if err != nil {
		s.log.Error("auth callout: cannot sign the response", zap.Error(err))
		return nil, false
	}
	return []byte(out), true
}

// admit checks the token of req and returns the user JWT of its worker.
func (s *Service) admit(ctx context.Context, req *jwt.AuthorizationRequestClaims) (string, string, error) {
	tok, err := wire.ParseNATSToken(req.ConnectOptions.Token, s.cfg.Audience)
	if err != nil {
		return "", "", err
	}
	now := s.now()
	if d := now.Sub(time.UnixMilli(tok.TimestampMS)); d > s.cfg.MaxAge || -d > s.cfg.MaxAge {
		return "", "", fmt.Errorf("%w: %v from the service's clock, the limit is ±%v", ErrStale, d.Round(time.Millisecond), s.cfg.MaxAge)
	}
	stake, readAt, err := s.stakeOf(ctx, tok.Worker, req.ClientInformation.Host, now)
	if err != nil {
		return "", "", err
	}
	if stake.Cmp(s.cfg.MinStakeWei) < 0 {
		return "", "", fmt.Errorf("%w: %s has %s wei, the minimum is %s", ErrNotStaked, strings.ToLower(tok.Worker.Hex()), stake, s.cfg.MinStakeWei)
	}
	// Used once: remembered while its timestamp could still pass (twice MaxAge).
	s.mu.Lock()
	if ts, seen := s.used.Peek(tok.Signature); seen && now.Sub(time.UnixMilli(ts)) <= 2*s.cfg.MaxAge {
		s.mu.Unlock()
		return "", "", ErrReplayed
	}
	s.used.Add(tok.Signature, tok.TimestampMS)
	s.mu.Unlock()

	p := s.grant(tok.Worker)
	uc := jwt.NewUserClaims(req.UserNkey)
	uc.Name = p.Name
	uc.Audience = s.cfg.Account
	uc.Pub.Allow.Add(p.Publish...)
	uc.Pub.Deny.Add(p.PublishDeny...)
	uc.Sub.Allow.Add(p.Subscribe...)
	// The admission lasts UserTTL from the stake read it rests on (JWT times are whole
	// seconds: rounded down, never past it).
	uc.Expires = readAt.Add(s.cfg.UserTTL).Unix()
	user, err := uc.Encode(s.issuer)
	if err != nil {
		return "", "", fmt.Errorf("sign the user: %w", err)
	}
	return user, p.Name, nil
}

// stakeOf is worker's stake and when it was read: the freshest of the service's own
// read and LastStake's, while it is no older than StakeTTL and leaves an admission at
// least minUserLife; else a chain read, from the known workers' budget for an address
// known staked, else from the others' budget and source's share of it, or ErrBusy.
func (s *Service) stakeOf(ctx context.Context, worker common.Address, source string, now time.Time) (*big.Int, time.Time, error) {
	key := worker.Hex()
	s.mu.Lock()
	c, ok := s.staked.Get(key)
	_, known := s.known.Get(key)
	s.mu.Unlock()
	if s.cfg.LastStake != nil {
		if wei, at, found := s.cfg.LastStake(worker); found && wei != nil {
			if wei.Cmp(s.cfg.MinStakeWei) >= 0 && now.Sub(at) <= knownFor {
				known = true
			}
			if !ok || at.After(c.at) {
				c, ok = stakeAt{wei: new(big.Int).Set(wei), at: at}, true
			}
		}
	}
	if ok && now.Sub(c.at) <= s.cfg.StakeTTL && c.at.Add(s.cfg.UserTTL).Sub(now) >= minUserLife {
		return c.wei, c.at, nil
	}
	if !s.allowRead(known, source, now) {
		return nil, time.Time{}, ErrBusy
	}
	wei, err := s.stakes.StakeOf(ctx, worker)
	if err != nil {
		return nil, time.Time{}, fmt.Errorf("read the stake of %s: %w", strings.ToLower(worker.Hex()), err)
	}
	s.mu.Lock()
	s.staked.Add(key, stakeAt{wei: new(big.Int).Set(wei), at: now})
	if wei.Cmp(s.cfg.MinStakeWei) >= 0 {
		s.known.Add(key, now)
	}
	s.mu.Unlock()
	return wei, now, nil
}

// knownFor is how long an address read staked stays known (its reads come from the
// known workers' budget): a day.
const knownFor = 24 * time.Hour

// allowRead takes a token for one chain read: from the known workers' budget, or from
// the others' and source's quarter of it.
func (s *Service) allowRead(known bool, source string, now time.Time) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if known {
		return s.kreads.AllowN(now, 1)
	}
	lim, ok := s.sources.Get(source)
	if !ok {
		lim = rate.NewLimiter(rate.Limit(s.cfg.StakeReadsPerSecond/4), max(s.cfg.StakeReadBurst/4, 1))
		s.sources.Add(source, lim)
	}
	if !lim.AllowN(now, 1) {
		return false
	}
	return s.reads.AllowN(now, 1)
}
