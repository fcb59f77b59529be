package daemon

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/keyauth"
	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/workers"
)

// buildCallout builds the auth callout service when nats.auth_callout is set: it
// admits workers by their staked keys with a worker's permissions (bus/roles), reading
// stakes as the registry does (workers.min_stake_wei, stake_cache_ttl, the read budget)
// and using the registry's own reads where they are fresher, for nats.auth_callout.user_ttl.
// It answers from its own connection before the daemon says it is ready, until the
// daemon stops.
func (s *components) buildCallout(ctx context.Context) error {
	if s.cfg.NATS.AuthCallout == nil {
		return nil
	}
	ac := s.cfg.NATS.AuthCalloutConfig()
	issuer, err := ac.IssuerKey()
	if err != nil {
		return err
	}
	stakes, err := workers.NewContractStakeReader(s.pool.Client(), s.registryAddr)
	if err != nil {
		return err
	}
	grant := func(a common.Address) keyauth.Grant {
		u := roles.User{Role: roles.Worker, Name: roles.WorkerUser(a), Worker: a}
		p := roles.For(u)
		return keyauth.Grant{Name: u.Name, Publish: p.Publish, PublishDeny: p.PublishDeny, Subscribe: p.Subscribe}
	}
	w := s.cfg.Workers
	ttl := w.StakeCacheTTL
	if ttl <= 0 {
		ttl = 1 // a read per connect: stake_cache_ttl 0 reads every time
	}
	svc, err := keyauth.New(keyauth.Config{Audience: ac.Audience, MaxAge: ac.MaxAge, MinStakeWei: &w.MinStakeWei.Int,
		StakeTTL: ttl, StakeReadsPerSecond: w.StakeReadsPerSecond, StakeReadBurst: w.StakeReadBurst, Account: ac.Account,
		UserTTL: ac.UserTTL, LastStake: s.registry.LastStake},
		issuer, stakes, grant, s.log.Named("keyauth"), s.o.Clock)
	if err != nil {
		return err
	}
	nc, err := bus.ConnectAs(s.cfg.NATS.URL, ac.Credentials, "infersched-auth-callout", s.log.Named("nats"))
	if err != nil {
		return fmt.Errorf("nats auth_callout: %w", err)
	}
	s.closers = append(s.closers, nc.Close)
	stop, err := svc.Listen(ctx, nc)
	if err != nil {
		return fmt.Errorf("nats auth_callout: %w", err)
	}
	s.closers = append(s.closers, stop)
	return nil
}
