package daemon

import (
	"context"
	"os"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/internal/sdnotify"
)

// notifySystemd tells systemd (a unit with Type=notify) that the daemon runs, and pings
// its watchdog (WatchdogSec) while /healthz would answer 200: when a dependency has been
// unreachable past health.unreachable_after, or the process hangs, the pings stop and
// systemd restarts it (deploy/systemd/infersched.service). Outside systemd it does
// nothing.
func (s *components) notifySystemd(ctx context.Context) error {
	n, err := sdnotify.FromEnv(os.Getenv, os.Getpid())
	if err != nil {
		s.log.Warn("systemd notification off", zap.Error(err))
		return nil
	}
	if !n.Enabled() {
		return nil
	}
	if err := n.Notify(sdnotify.Ready); err != nil {
		s.log.Warn("systemd not told the daemon is ready", zap.Error(err))
	}
	every := n.WatchdogInterval()
	if every <= 0 {
		<-ctx.Done()
		_ = n.Notify(sdnotify.Stopping)
		return nil
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := s.alive.Check(); err != nil {
			s.log.Error("not alive: systemd watchdog not pinged", zap.Error(err))
		} else if err := n.Notify(sdnotify.Watchdog); err != nil {
			s.log.Warn("systemd watchdog not pinged", zap.Error(err))
		}
		select {
		case <-ctx.Done():
			_ = n.Notify(sdnotify.Stopping)
			return nil
		case <-t.C:
		}
	}
}
