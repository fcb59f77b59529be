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
