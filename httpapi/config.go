package httpapi

import (
	"errors"
	"fmt"
	"math"
	"net"
	"net/netip"
	"net/url"
	"strings"
	"time"

	"github.com/infersched/infersched/internal/validate"
)

// Config is the `http` section.
type Config struct {
	// Listen is host:port; the default serves the local machine only.
	Listen string `yaml:"listen"`
	// Server timeouts (net/http.Server): all must be positive.
	ReadHeaderTimeout time.Duration `yaml:"read_header_timeout"`
	// ReadTimeout bounds reading a whole request, body included.
	ReadTimeout time.Duration `yaml:"read_timeout"`
	// WriteTimeout bounds writing a response (streams and long polls excepted: they end
	// by stream_timeout and max_wait).
	WriteTimeout time.Duration `yaml:"write_timeout"`
	// IdleTimeout closes a keep-alive connection idle this long.
	IdleTimeout time.Duration `yaml:"idle_timeout"`
	// ShutdownTimeout bounds the graceful shutdown when Run's context ends.
	ShutdownTimeout time.Duration `yaml:"shutdown_timeout"`
	// MaxBodyBytes bounds every request body; a longer one is answered 413.
	MaxBodyBytes int64 `yaml:"max_body_bytes"`
	// MaxHeaderBytes bounds the request headers.
	MaxHeaderBytes int `yaml:"max_header_bytes"`
	// RatePerClient is the token bucket each client gets for everything but heartbeats,
	// in requests per second, with Burst; 0 turns the limit off. /metrics, /healthz,
	// /readyz and /openapi.yaml are not limited. A client is its IP: the remote address,
	// or behind a trusted proxy the rightmost untrusted X-Forwarded-For hop.
	RatePerClient float64 `yaml:"rate_per_client"`
	// Burst is the most requests one client may send at once above rate_per_client.
	Burst int `yaml:"burst"`
	// Heartbeats (POST /v1/workers/heartbeat) have buckets of their own, so that polls
	// never starve them: one per worker key and client (HeartbeatRatePerWorker, with
	// HeartbeatBurst), and one per client for all its workers together
	// (HeartbeatRatePerClient, burst twice that), which bounds what a client that
	// invents worker keys can send. 0 turns each off.
	HeartbeatRatePerWorker float64 `yaml:"heartbeat_rate_per_worker"`
	// HeartbeatBurst is the most heartbeats one worker key may send at once above
	// heartbeat_rate_per_worker.
	HeartbeatBurst int `yaml:"heartbeat_burst"`
	// HeartbeatRatePerClient bounds the heartbeats of all the workers of one client, per
	// second (burst twice that); 0: off.
	HeartbeatRatePerClient float64 `yaml:"heartbeat_rate_per_client"`
	// TrustedProxies are the CIDRs (or single addresses) of reverse proxies whose
	// X-Forwarded-For is believed: the client is the rightmost hop that is not one of
	// them. Empty: X-Forwarded-For is ignored.
	TrustedProxies []string `yaml:"trusted_proxies"`
	// MaxClients bounds the buckets kept; the least recently seen client's bucket is
	// forgotten beyond it (it starts full when the client returns).
	MaxClients int `yaml:"max_clients"`
	// Push: GET /v1/requests/{id}/events (Server-Sent Events) and the long poll
	// GET /v1/requests/{id}?wait=D. MaxWait bounds D; a stream ends after StreamTimeout
	// (the client reconnects); MaxStreams bounds the streams and long polls open at once,
	// MaxStreamsPerClient those of one client (429 beyond, with Retry-After).
	MaxWait time.Duration `yaml:"max_wait"`
	// StreamTimeout ends an event stream (the client reconnects).
	StreamTimeout time.Duration `yaml:"stream_timeout"`
	// MaxStreams bounds the event streams and long polls open at once.
	MaxStreams int `yaml:"max_streams"`
	// MaxStreamsPerClient bounds those of one client (429 beyond, with Retry-After).
	MaxStreamsPerClient int `yaml:"max_streams_per_client"`
	// OutputReaders bounds the outputs and inputs streamed to clients at once
	// (GET /v1/requests/{id}/output, GET /v1/inputs/{hash}), OutputReadersPerClient
	// those of one client (429 beyond, with Retry-After). Each read holds one chunk of
	// the store (128 KiB) and a copy buffer, whatever the object's size.
	OutputReaders int `yaml:"output_readers"`
	// OutputReadersPerClient bounds the outputs and inputs one client reads at once (429
	// beyond).
	OutputReadersPerClient int `yaml:"output_readers_per_client"`
	// InputBytesPerSecond is each client's token bucket of upload bytes for POST
	// /v1/inputs (burst: nats.outputs.max_object_bytes, one input whole); 0 turns it
	// off. InputUnclaimedBytesPerClient bounds the bytes of a client's inputs that no
	// request has claimed yet (nats.inputs.claim_window deletes them); 0: no bound.
	// Past either the upload is 429 with Retry-After.
	InputBytesPerSecond float64 `yaml:"input_bytes_per_second"`
	// InputUnclaimedBytesPerClient bounds the bytes of a client's inputs no request has
	// claimed yet; 0: no bound.
	InputUnclaimedBytesPerClient int64 `yaml:"input_unclaimed_bytes_per_client"`
	// MaxRoundsLimit bounds the limit of GET /v1/rounds.
	MaxRoundsLimit int `yaml:"max_rounds_limit"`
	// Admin is the /admin/config endpoint.
	Admin AdminConfig `yaml:"admin"`
	// UI is the browser pages under /ui/.
	UI UIConfig `yaml:"ui"`
}

// UIConfig configures the browser pages (package httpapi/ui).
type UIConfig struct {
	// ExplorerTxURL links every transaction hash the pages show to a block explorer:
	// an http(s) URL in which {hash} stands for the 0x-prefixed hash, e.g.
	// "https://etherscan.io/tx/{hash}". Empty: hashes are shown without a link.
	ExplorerTxURL string `yaml:"explorer_tx_url"`
}

// AdminConfig turns the admin endpoint on; it is off by default.
type AdminConfig struct {
	// Enabled serves the admin endpoint.
	Enabled bool `yaml:"enabled"`
	// Token is the bearer token (Authorization: Bearer <token>); required, at least
	// MinAdminTokenLen characters, when Enabled. Never logged.
	Token string `yaml:"token"`
}

// MinAdminTokenLen is the shortest admin token accepted.
const MinAdminTokenLen = 16

// DefaultConfig serves 127.0.0.1:8080 with 10 requests/s per client (burst 20).
func DefaultConfig() Config {
	return Config{
		Listen:            "127.0.0.1:8080",
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      15 * time.Second,
		IdleTimeout:       60 * time.Second,
		ShutdownTimeout:   10 * time.Second,
		MaxBodyBytes:      64 << 10,
		MaxHeaderBytes:    16 << 10,
		RatePerClient:     10,
		Burst:             20,
		// a worker heartbeats every few seconds; 10/s leaves room for retries, and 200/s
		// per client lets one host run many workers
		HeartbeatRatePerWorker: 10,
		HeartbeatBurst:         20,
		HeartbeatRatePerClient: 200,
		TrustedProxies:         []string{},
		MaxClients:             100_000,
		MaxRoundsLimit:         100,
		MaxWait:                60 * time.Second,
		StreamTimeout:          30 * time.Minute,
		MaxStreams:             10_000,
		MaxStreamsPerClient:    8,
		OutputReaders:          64,
		OutputReadersPerClient: 4,
		// one 16 MiB input every 16 s per client, and four of them unclaimed
		InputBytesPerSecond:          1 << 20,
		InputUnclaimedBytesPerClient: 64 << 20,
	}
}

// Validate reports every problem of the section at once, keyed relative to it.
func (c Config) Validate() error {
	var p validate.Problems
	if _, port, err := net.SplitHostPort(c.Listen); err != nil || port == "" {
		p.Addf("listen", "must be host:port (e.g. 127.0.0.1:8080), got %q", c.Listen)
	}
	for _, d := range []struct {
		key string
		v   time.Duration
	}{
		{"read_header_timeout", c.ReadHeaderTimeout}, {"read_timeout", c.ReadTimeout},
		{"write_timeout", c.WriteTimeout}, {"idle_timeout", c.IdleTimeout},
		{"shutdown_timeout", c.ShutdownTimeout},
	} {
		p.Check(d.v > 0, d.key, "must be positive, got %s", d.v)
	}
	p.Check(c.ReadHeaderTimeout <= 0 || c.ReadTimeout <= 0 || c.ReadHeaderTimeout <= c.ReadTimeout,
		"read_header_timeout", "must not exceed read_timeout (%s), got %s", c.ReadTimeout, c.ReadHeaderTimeout)
	p.Check(c.MaxBodyBytes >= 1 && c.MaxBodyBytes <= 64<<20, "max_body_bytes", "must be within [1, 67108864], got %d", c.MaxBodyBytes)
	p.Check(c.MaxHeaderBytes >= 1024 && c.MaxHeaderBytes <= 1<<20, "max_header_bytes", "must be within [1024, 1048576], got %d", c.MaxHeaderBytes)
	okRate := c.RatePerClient >= 0 && !math.IsInf(c.RatePerClient, 1) // false for NaN
	p.Check(okRate, "rate_per_client", "must be a finite number ≥ 0 (0 = unlimited), got %v", c.RatePerClient)
	if okRate && c.RatePerClient > 0 {
		p.Check(c.Burst >= 1, "burst", "must be at least 1 when rate_per_client is set, got %d", c.Burst)
	} else {
		p.Check(c.Burst >= 0, "burst", "must not be negative, got %d", c.Burst)
	}
	for _, r := range []struct {
		key string
		v   float64
	}{{"heartbeat_rate_per_worker", c.HeartbeatRatePerWorker}, {"heartbeat_rate_per_client", c.HeartbeatRatePerClient}} {
		p.Check(r.v >= 0 && !math.IsInf(r.v, 1), r.key, "must be a finite number ≥ 0 (0 = unlimited), got %v", r.v)
	}
	p.Check(c.HeartbeatRatePerWorker <= 0 || c.HeartbeatBurst >= 1, "heartbeat_burst",
		"must be at least 1 when heartbeat_rate_per_worker is set, got %d", c.HeartbeatBurst)
	if _, err := parseProxies(c.TrustedProxies); err != nil {
		p.Addf("trusted_proxies", "%v", err)
	}
	p.Check(c.MaxClients >= 1, "max_clients", "must be at least 1, got %d", c.MaxClients)
	p.Check(c.MaxWait >= time.Second && c.MaxWait <= 10*time.Minute, "max_wait", "must be within [1s, 10m], got %s", c.MaxWait)
	p.Check(c.StreamTimeout >= time.Second && c.StreamTimeout <= 24*time.Hour, "stream_timeout", "must be within [1s, 24h], got %s", c.StreamTimeout)
	p.Check(c.MaxStreams >= 1, "max_streams", "must be at least 1, got %d", c.MaxStreams)
	p.Check(c.MaxStreamsPerClient >= 1 && (c.MaxStreams < 1 || c.MaxStreamsPerClient <= c.MaxStreams), "max_streams_per_client",
		"must be within [1, max_streams (%d)], got %d", c.MaxStreams, c.MaxStreamsPerClient)
	p.Check(c.OutputReaders >= 1, "output_readers", "must be at least 1, got %d", c.OutputReaders)
	p.Check(c.OutputReadersPerClient >= 1 && (c.OutputReaders < 1 || c.OutputReadersPerClient <= c.OutputReaders), "output_readers_per_client",
		"must be within [1, output_readers (%d)], got %d", c.OutputReaders, c.OutputReadersPerClient)
	p.Check(c.InputBytesPerSecond >= 0 && !math.IsInf(c.InputBytesPerSecond, 1), "input_bytes_per_second",
		"must be a finite number ≥ 0 (0 = unlimited), got %v", c.InputBytesPerSecond)
	p.Check(c.InputUnclaimedBytesPerClient >= 0, "input_unclaimed_bytes_per_client", "must not be negative (0 = unlimited), got %d", c.InputUnclaimedBytesPerClient)
	p.Check(c.MaxRoundsLimit >= 1 && c.MaxRoundsLimit <= 10_000, "max_rounds_limit", "must be within [1, 10000], got %d", c.MaxRoundsLimit)
	if err := c.UI.validate(); err != nil {
		p.Addf("ui.explorer_tx_url", "%v", err)
	}
	if c.Admin.Enabled {
		p.Check(c.Admin.Token != "", "admin.token", "is required when admin.enabled is true")
		p.Check(c.Admin.Token == "" || len(c.Admin.Token) >= MinAdminTokenLen, "admin.token",
			"must be at least %d characters, got %d", MinAdminTokenLen, len(c.Admin.Token))
	}
	return p.Err()
}

// validate checks the explorer template: empty, or an absolute http(s) URL with a host
// and {hash} in its path or query.
func (u UIConfig) validate() error {
	if u.ExplorerTxURL == "" {
		return nil
	}
	t := u.ExplorerTxURL
	parsed, err := url.Parse(strings.ReplaceAll(t, "{hash}", "0x00"))
	switch {
	case err != nil || (parsed.Scheme != "http" && parsed.Scheme != "https") || parsed.Host == "":
		return fmt.Errorf("must be an http(s) URL such as https://etherscan.io/tx/{hash}, got %q", clipText(t))
	case !strings.Contains(t, "{hash}"):
		return fmt.Errorf("must contain {hash}, where the transaction hash goes, got %q", clipText(t))
	case strings.Contains(parsed.Host, "0x00") || strings.ContainsAny(t, " \"<>'\\`\t\n"):
		return fmt.Errorf("must be a plain URL with {hash} in its path or query, got %q", clipText(t))
	}
	return nil
}

// parseProxies reads trusted_proxies: CIDRs ("10.0.0.0/8", "fd00::/8") or single
// addresses, every bad entry reported.
func parseProxies(entries []string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	var bad []string
	for i, e := range entries {
		if p, err := netip.ParsePrefix(e); err == nil {
			out = append(out, p.Masked())
			continue
		}
		if a, err := netip.ParseAddr(e); err == nil {
			out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
			continue
		}
		bad = append(bad, fmt.Sprintf("[%d] must be a CIDR such as 10.0.0.0/8 or an IP address, got %q", i, e))
	}
	if len(bad) > 0 {
		return nil, errors.New(strings.Join(bad, "; "))
	}
	return out, nil
}
