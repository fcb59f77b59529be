package httpapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/infersched/infersched/scheduler"
)

// errorBody is every error answer: a stable machine code and a human message.
type errorBody struct {
	Error   string `json:"error"`
	Message string `json:"message"`
}

func writeError(w http.ResponseWriter, code int, kind, msg string) {
	writeJSON(w, code, errorBody{Error: kind, Message: msg})
}

func writeJSON(w http.ResponseWriter, code int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		code = http.StatusInternalServerError
		b = []byte(`{"error":"internal","message":"encode response"}`)
	}
	writeRaw(w, code, b)
}

func writeRaw(w http.ResponseWriter, code int, b []byte) {
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Length", strconv.Itoa(len(b)+1))
	w.WriteHeader(code)
	_, _ = w.Write(b)
	_, _ = w.Write([]byte{'\n'})
}

// statusWriter records the status code written.
type statusWriter struct {
	http.ResponseWriter
	code int
}

func (w *statusWriter) WriteHeader(code int) {
	if w.code == 0 {
		w.code = code
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.code == 0 {
		w.code = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection (and MaxBytesReader close it).
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// captureWriter keeps what a handler wrote, to be answered differently.
type captureWriter struct {
	header http.Header
	code   int
	body   bytes.Buffer
}

func (c *captureWriter) Header() http.Header { return c.header }
func (c *captureWriter) WriteHeader(code int) {
	if c.code == 0 {
		c.code = code
	}
}
func (c *captureWriter) Write(b []byte) (int, error) {
	if c.code == 0 {
		c.code = http.StatusOK
	}
	if c.body.Len() < 4096 {
		c.body.Write(b)
	}
	return len(b), nil
}

// clientKey is the client a token bucket or a stream slot belongs to: the remote IP
// or, when it is a trusted proxy, the rightmost X-Forwarded-For hop that is not one.
// A hop that is not an IP address ends the walk at the trusted hop before it, so a
// client cannot name itself.
func (s *Server) clientKey(r *http.Request) string {
	remote := clientKey(r)
	if len(s.proxies) == 0 {
		return remote
	}
	addr, err := netip.ParseAddr(remote)
	if err != nil || !s.trusted(addr) {
		return remote
	}
	hops := r.Header.Values("X-Forwarded-For")
	var all []string
	for _, h := range hops {
		all = append(all, strings.Split(h, ",")...)
	}
	client := addr
	for i := len(all) - 1; i >= 0; i-- {
		hop, err := netip.ParseAddr(strings.TrimSpace(all[i]))
		if err != nil {
			break
		}
		client = hop.Unmap()
		if !s.trusted(client) {
			break
		}
	}
	return client.String()
}

func (s *Server) trusted(a netip.Addr) bool {
	a = a.Unmap()
	for _, p := range s.proxies {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

// clientKey is the remote IP of the connection.
func clientKey(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// ceilSeconds is d in whole seconds, rounded up, at least 1.
func ceilSeconds(d time.Duration) int64 {
	s := int64((d + time.Second - 1) / time.Second)
	return max(s, 1)
}

// parseUint reads a decimal uint64: digits only.
func parseUint(s string) (uint64, error) {
	if s == "" || len(s) > 20 {
		return 0, fmt.Errorf("must be a decimal integer, got %q", clipText(s))
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, fmt.Errorf("must be a decimal integer, got %q", clipText(s))
		}
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("must be a decimal integer below 2^64, got %q", clipText(s))
	}
	return n, nil
}

func clipText(s string) string {
	if len(s) > 80 {
		return s[:80] + "…"
	}
	return s
}

func sortBy[T any](xs []T, key func(T) string) {
	sort.Slice(xs, func(i, j int) bool { return key(xs[i]) < key(xs[j]) })
}

// servedModels is the sorted set of models the workers serve.
func servedModels(ws []scheduler.Worker) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, w := range ws {
		for _, m := range w.Models {
			if !seen[m] {
				seen[m] = true
				out = append(out, m)
			}
		}
	}
	sort.Strings(out)
	return out
}

// tokenHash hashes a bearer token so that comparisons take the same time whatever the
// lengths.
func tokenHash(tok string) [32]byte { return sha256.Sum256([]byte(tok)) }
