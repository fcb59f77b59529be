package devstack

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/httpapi"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/wire"
)

func TestOptionsValidate(t *testing.T) {
	for _, tc := range []struct {
		name   string
		mutate func(*Options)
		want   []string
	}{
		{"defaults", func(*Options) {}, nil},
		{"no rpc", func(o *Options) { o.RPC = "-" }, nil},
		{"bad addresses", func(o *Options) { o.HTTP, o.NATS, o.RPC = "8080", "x:y", "h:70000" },
			[]string{`http: must be host:port, got "8080"`, `nats: must be host:port, got "x:y"`, `rpc: must be host:port, got "h:70000"`}},
		{"bad counts", func(o *Options) { o.Workers, o.Users, o.Load = -1, 0, -5 },
			[]string{"workers: must be in [0, 64], got -1", "users: must be in [1, 64], got 0", "load: must be in [0, 100000] requests/s, got -5"}},
		{"bad durations", func(o *Options) { o.Duration, o.ReportEvery, o.Drain = -1, 0, -1 },
			[]string{"duration: must not be negative", "report_every: must be positive", "drain: must not be negative"}},
		{"backend", func(o *Options) {
			o.BackendURL, o.BackendModels = "http://127.0.0.1:8000", []string{"llama-7b", "sdxl"}
		}, nil},
		{"bad calibration", func(o *Options) { o.BackendURL, o.Calibrate = "http://127.0.0.1:8000", -1 },
			[]string{"calibrate: must be in [0, 1000] results, got -1"}},
		{"bad backend", func(o *Options) { o.BackendURL, o.BackendModels = "127.0.0.1:8000/v1", []string{"echo", "a b"} }, []string{
			`backend-url: must be an http(s) URL of the server's root`, `backend-models: "echo" must be a model name other than`,
			`backend-models: "a b" must be a model name`}},
		{"models without a backend", func(o *Options) { o.BackendModels = []string{"llama-7b"} }, []string{"backend-models: needs --backend-url"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := DefaultOptions()
			tc.mutate(&o)
			err := o.Validate()
			if len(tc.want) == 0 {
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if !errors.Is(err, ErrInvalid) {
				t.Fatalf("error %v is not ErrInvalid", err)
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

// checkEndpoints: the dev chain answers JSON-RPC over HTTP and WebSocket, and GET
// /v1/info lists the dev accounts with their keys.
func checkEndpoints(t *testing.T, s *Stack) {
	t.Helper()
	for _, url := range []string{s.Chain.RPCHTTP, s.Chain.RPCWS} {
		c, err := ethclient.Dial(url)
		if err != nil {
			t.Fatalf("dial %s: %v", url, err)
		}
		id, err := c.ChainID(context.Background())
		c.Close()
		if err != nil || id.Cmp(s.Chain.ChainID) != 0 {
			t.Errorf("%s: chain id %v, %v; want %s", url, id, err, s.Chain.ChainID)
		}
	}
	resp, err := http.Get(s.HTTPURL + "/v1/info")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var info struct {
		Dev         bool `json:"dev"`
		DevAccounts []struct {
			Name, Address string
			PrivateKey    string `json:"private_key"`
		} `json:"dev_accounts"`
		DevNATS httpapi.DevNATS `json:"dev_nats"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&info); err != nil {
		t.Fatal(err)
	}
	if !info.Dev || len(info.DevAccounts) != len(s.Chain.Accounts()) {
		t.Fatalf("/v1/info: dev=%v with %d accounts, want %d", info.Dev, len(info.DevAccounts), len(s.Chain.Accounts()))
	}
	for i, a := range s.Chain.Accounts() {
		got := info.DevAccounts[i]
		if got.Name != a.Name || !strings.EqualFold(got.Address, a.Address.Hex()) || got.PrivateKey != a.KeyHex() {
			t.Errorf("/v1/info account %d: %+v, want %s %s", i, got, a.Name, a.Address.Hex())
		}
	}
	checkDevNATS(t, s, info.DevNATS)
}

// checkDevNATS: the dev bus needs credentials; /v1/info lists one user per role and per
// worker, and each connects with its password and only as its role.
func checkDevNATS(t *testing.T, s *Stack, d httpapi.DevNATS) {
	t.Helper()
	if d.URL != s.NATSURL {
		t.Errorf("dev_nats.url %q, want %q", d.URL, s.NATSURL)
	}
	roles := map[string]int{}
	for _, u := range d.Users {
		roles[u.Role]++
	}
	if roles["indexer"] != 1 || roles["scheduler"] != 1 || roles["auditor"] != 1 || roles["worker"] != len(s.Chain.Workers) {
		t.Errorf("dev_nats users by role %v, want one indexer, scheduler, auditor and %d workers", roles, len(s.Chain.Workers))
	}
	if nc, err := nats.Connect(d.URL); err == nil {
		nc.Close()
		t.Error("the dev bus accepted a client without credentials")
	}
	for _, u := range d.Users {
		creds := natsauth.Credentials{User: u.User, Password: u.Password}
		opts, err := creds.Options()
		if err != nil {
			t.Fatal(err)
		}
		nc, err := nats.Connect(d.URL, append(opts, nats.ErrorHandler(func(*nats.Conn, *nats.Subscription, error) {}))...)
		if err != nil {
			t.Errorf("dev_nats user %s (%s): %v", u.User, u.Role, err)
			continue
		}
		if u.Role == "worker" {
			// Another worker's assignments are not this worker's to read.
			other := wire.SubjectAssignPrefix + "0x0000000000000000000000000000000000000001"
			if _, err := nc.SubscribeSync(other); err != nil {
				t.Fatal(err)
			}
			if err := nc.Flush(); err != nil {
				t.Fatal(err)
			}
			if err := nc.LastError(); !errors.Is(err, nats.ErrPermissionViolation) {
				t.Errorf("worker user %s subscribed to %s: %v", u.User, other, err)
			}
		}
		nc.Close()
	}
}

func TestStartRefusesAnEarlierRunsData(t *testing.T) {
	o := DefaultOptions()
	o.HTTP, o.RPC, o.NATS, o.RedisURL = "127.0.0.1:0", "-", "127.0.0.1:0", "redis://127.0.0.1:1"
	o.Data = t.TempDir()
	if err := os.MkdirAll(filepath.Join(o.Data, "jetstream", "old"), 0o700); err != nil {
		t.Fatal(err)
	}
	s, err := Start(context.Background(), o)
	if err == nil {
		s.Close()
		t.Fatal("Start accepted a data directory with an earlier run's JetStream state")
	}
	if !errors.Is(err, ErrInvalid) || !strings.Contains(err.Error(), "earlier run") {
		t.Errorf("error %v", err)
	}
}

// A taken NATS port is reported by name at once, not as "not ready" after a wait.
func TestStartOnATakenNATSPortSaysAddressInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	o := DefaultOptions()
	o.HTTP, o.RPC, o.NATS, o.Workers = "127.0.0.1:0", "-", ln.Addr().String(), 0
	s, err := Start(context.Background(), o)
	if err == nil {
		s.Close()
		t.Fatal("Start ran NATS on a taken port")
	}
	if !strings.Contains(err.Error(), "cannot listen on "+ln.Addr().String()) || !strings.Contains(err.Error(), "address in use") {
		t.Errorf("error %v", err)
	}
}

// `dev --no-daemon --write-config` on the stack's own NATS: the layout exists (ensured
// as the scheduler: the stack's own connection is the read-only auditor) and the
// written configuration connects as the scheduler and its indexer with the passwords
// written beside it, which the bus accepts.
//
// The folder of the file need not exist (the README's /tmp/ha/infersched.yaml failed
// with "no such file or directory").
func TestNoDaemonWritesAConfigThatConnects(t *testing.T) {
	o := DefaultOptions()
	dir := filepath.Join(t.TempDir(), "ha", "fresh")
	o.HTTP, o.RPC, o.NATS, o.Workers = "127.0.0.1:0", "127.0.0.1:0", "127.0.0.1:0", 1
	o.NoDaemon, o.WriteConfig = true, filepath.Join(dir, "infersched.yaml")
	s, err := Start(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	cfg, err := config.Load(o.WriteConfig)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.NATS.User != "scheduler" || cfg.NATS.Indexer == nil || cfg.NATS.Indexer.User != "indexer" {
		t.Fatalf("written nats section: %+v", cfg.NATS)
	}
	for _, creds := range []natsauth.Credentials{cfg.NATS.Credentials, *cfg.NATS.Indexer} {
		nc, err := bus.ConnectAs(cfg.NATS.URL, creds, "test", nil)
		if err != nil {
			t.Fatalf("%s: %v", creds.User, err)
		}
		js, err := jetstream.New(nc)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := js.AccountInfo(context.Background()); err != nil {
			t.Errorf("%s: %v", creds.User, err)
		}
		if creds.User == "scheduler" { // ensured by the stack
			if _, err := js.Stream(context.Background(), wire.StreamRequests); err != nil {
				t.Errorf("%s: REQUESTS stream: %v", creds.User, err)
			}
		}
		nc.Close()
	}
	if _, err := os.Stat(filepath.Join(dir, "nats-auditor.password")); err != nil {
		t.Error(err)
	}
}
