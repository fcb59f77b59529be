package devstack

import (
	"fmt"
	"net"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"go.uber.org/zap"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/roles"
	"github.com/infersched/infersched/httpapi"
	"github.com/infersched/infersched/internal/natsauth"
)

// startNATS starts the embedded nats-server with one user per role and per worker
// (random passwords), and connects the daemon's scheduler and indexer and the stack's
// observer, each as its role.
func (s *Stack) startNATS() error {
	host, ps, _ := net.SplitHostPort(s.opts.NATS)
	port, _ := strconv.Atoi(ps)
	if port == 0 {
		port = -1 // nats-server: a random port
	}
	if port > 0 {
		// nats-server only logs a failed listen and never gets ready: probe first, so a
		// taken port is reported at once and by name.
		ln, err := net.Listen("tcp", s.opts.NATS)
		if err != nil {
			return fmt.Errorf("nats: cannot listen on %s (address in use? pick another with --nats HOST:PORT): %w", s.opts.NATS, err)
		}
		ln.Close()
	}
	users := []roles.User{{Role: roles.Indexer, Name: "indexer"}, {Role: roles.Scheduler, Name: "scheduler"},
		{Role: roles.Auditor, Name: "auditor"}, {Role: roles.Admin, Name: "admin"}}
	workers := s.Chain.Workers
	if s.operator != nil {
		workers = append(slices.Clip(workers), *s.operator)
	}
	for _, w := range workers {
		users = append(users, roles.User{Role: roles.Worker, Name: roles.WorkerUser(w.Address), Worker: w.Address})
	}
	for i := range users {
		pw, err := roles.RandomPassword()
		if err != nil {
			return err
		}
		users[i].Password = pw
	}
	su, err := roles.ServerUsers(users)
	if err != nil {
		return fmt.Errorf("nats: %w", err)
	}
	s.NATSUsers = users
	dir := filepath.Join(s.dataDir, "jetstream")
	srv, err := server.NewServer(&server.Options{Host: host, Port: port, JetStream: true, StoreDir: dir,
		NoLog: true, NoSigs: true, JetStreamMaxMemory: 1 << 30, JetStreamMaxStore: 1 << 36, Users: su})
	if err != nil {
		return fmt.Errorf("nats: %w", err)
	}
	go srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		srv.Shutdown()
		return fmt.Errorf("nats: not ready on %s", s.opts.NATS)
	}
	s.ns = srv
	s.cleanup = append(s.cleanup, func() { srv.Shutdown(); srv.WaitForShutdown() })
	s.NATSURL = srv.ClientURL()
	for _, c := range []struct {
		role roles.Role
		nc   **nats.Conn
	}{{roles.Scheduler, &s.schedNC}, {roles.Indexer, &s.indexNC}, {roles.Auditor, &s.NC}, {roles.Admin, &s.adminNC}} {
		nc, err := s.connectAs(c.role, common.Address{}, "infersched-dev-"+string(c.role))
		if err != nil {
			return err
		}
		*c.nc = nc
		s.cleanup = append(s.cleanup, nc.Close)
	}
	return nil
}

// natsCreds are the credentials of role's user (of worker's, for a worker).
// On servers of the caller's (Options.NATSURL) the stack has no users: none.
func (s *Stack) natsCreds(role roles.Role, worker common.Address) (natsauth.Credentials, error) {
	if s.opts.NATSURL != "" {
		return natsauth.Credentials{}, nil
	}
	for _, u := range s.NATSUsers {
		if u.Role == role && (role != roles.Worker || u.Worker == worker) {
			return natsauth.Credentials{User: u.Name, Password: u.Password}, nil
		}
	}
	return natsauth.Credentials{}, fmt.Errorf("nats: no %s user for %s", role, worker.Hex())
}

func (s *Stack) connectAs(role roles.Role, worker common.Address, name string) (*nats.Conn, error) {
	creds, err := s.natsCreds(role, worker)
	if err != nil {
		return nil, err
	}
	return bus.ConnectAs(s.NATSURL, creds, name, s.log.Named("nats").With(zap.String("role", string(role))))
}

// devNATS is what GET /v1/info says of the bus in dev mode.
func (s *Stack) devNATS() *httpapi.DevNATS {
	d := &httpapi.DevNATS{URL: s.NATSURL}
	for _, u := range s.NATSUsers {
		du := httpapi.DevNATSUser{Role: string(u.Role), User: u.Name, Password: u.Password}
		if u.Role == roles.Worker {
			du.Worker = strings.ToLower(u.Worker.Hex())
		}
		d.Users = append(d.Users, du)
	}
	return d
}
