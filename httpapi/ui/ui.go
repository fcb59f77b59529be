package ui

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/httpapi"
	"github.com/infersched/infersched/scheduler/verification"
)

// Options are what the pages read beyond the API's routes. Each is optional: without
// one, the part of a page that needs it says it is not available on this replica.
type Options struct {
	Config httpapi.UIConfig
	// Status reads a request's record: its model, round, shard and attempts, which the
	// API's answer leaves out.
	Status httpapi.StatusReader
	// Sightings reads the transaction and block that created a request.
	Sightings httpapi.SightingReader
	// Queues counts every model's pending requests by state.
	Queues QueueCounter
	// Rounds says which round is the last of a shard's chain, for the recent rounds.
	Rounds LastRounds
	// Standings reads a worker's verification standing.
	Standings StandingReader
	// Shards is the number of decision chains (ha.shards); 0 means 1.
	Shards int
	Log    *zap.Logger
	// Now is the clock; nil means time.Now.
	Now func() time.Time
}

// QueueCounter counts the pending requests of every model by state, as the round engine
// holds them now (every replica's engine holds them all).
type QueueCounter interface {
	Counts(ctx context.Context) ([]ModelQueue, error)
}

// ModelQueue is one model's pending requests: waiting for a slot (Queued), held back by
// flow control (Throttled), with a worker (Assigned), and its measured drain rate.
type ModelQueue struct {
	Model                       string
	Queued, Throttled, Assigned int
	DrainTPS                    float64
}

// LastRounds says the round number of the last record of a shard's chain, 0 when none.
type LastRounds interface {
	LastRound(ctx context.Context, shard int) (uint64, error)
}

// StandingReader reads a worker's verification standing as the round engine keeps it;
// ok false when none is kept (no result of a comparable model drawn yet).
type StandingReader interface {
	Standing(ctx context.Context, worker string) (s verification.Kept, ok bool, err error)
}

//go:embed templates/*.html
var templateFS embed.FS

//go:embed static
var staticFS embed.FS

// csp is the pages' Content-Security-Policy: nothing from another origin, no inline
// script or style, no form posting elsewhere, never framed.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; media-src 'self'; " +
	"connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// pages serves the UI. Safe for concurrent use: it holds no state past construction.
type pages struct {
	api       http.Handler
	o         Options
	log       *zap.Logger
	now       func() time.Time
	tmpl      map[string]*template.Template
	static    map[string]staticFile
	assetTags string // ?v= of the static files, so a new build is never served stale
	mux       *http.ServeMux
}

type staticFile struct {
	body        []byte
	contentType string
}

// Handler returns the pages over the API's routes api, which it calls in process
// (httpapi.Options.UI).
func (o Options) Handler(api http.Handler) http.Handler {
	p := &pages{api: api, o: o, log: o.Log, now: o.Now}
	if p.log == nil {
		p.log = zap.NewNop()
	}
	if p.now == nil {
		p.now = time.Now
	}
	if p.o.Shards < 1 {
		p.o.Shards = 1
	}
	p.loadStatic()
	p.tmpl = map[string]*template.Template{}
	for _, name := range []string{"index", "request", "round", "worker", "error"} {
		p.tmpl[name] = template.Must(template.New("layout.html").Funcs(p.funcs()).
			ParseFS(templateFS, "templates/layout.html", "templates/"+name+".html"))
	}
	m := http.NewServeMux()
	m.HandleFunc("GET /ui/{$}", p.index)
	m.HandleFunc("GET /ui/requests/{id}", p.request)
	m.HandleFunc("GET /ui/rounds/{n}", p.round)
	m.HandleFunc("GET /ui/workers/{address}", p.worker)
	m.HandleFunc("GET /ui/static/{file}", p.serveStatic)
	m.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		p.fail(w, r, http.StatusNotFound, "No such page", "There is no page at this address. Pages: a request, a round, a worker, and the queue with the search.")
	})
	p.mux = m
	return p
}

// ServeHTTP sets the security headers of every answer and routes.
func (p *pages) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	p.mux.ServeHTTP(w, r)
}

func (p *pages) loadStatic() {
	p.static = map[string]staticFile{}
	sum := sha256.New()
	_ = fs.WalkDir(staticFS, "static", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, _ := staticFS.ReadFile(name)
		ct := "application/octet-stream"
		switch path.Ext(name) {
		case ".js":
			ct = "text/javascript; charset=utf-8"
		case ".css":
			ct = "text/css; charset=utf-8"
		}
		p.static[path.Base(name)] = staticFile{body: b, contentType: ct}
		sum.Write(b)
		return nil
	})
	p.assetTags = hex.EncodeToString(sum.Sum(nil)[:6])
}

func (p *pages) serveStatic(w http.ResponseWriter, r *http.Request) {
	f, ok := p.static[r.PathValue("file")]
	if !ok {
		p.fail(w, r, http.StatusNotFound, "No such file", "There is no such file under /ui/static/.")
		return
	}
	h := w.Header()
	h.Set("Content-Type", f.contentType)
	h.Set("Cache-Control", "public, max-age=86400")
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(f.body))
}

// render writes page name with data, or a plain 500 when the template fails (a
// template bug: no half page is sent).
func (p *pages) render(w http.ResponseWriter, code int, name string, data any) {
	var buf bytes.Buffer
	if err := p.tmpl[name].Execute(&buf, struct {
		Assets string
		Page   any
	}{p.assetTags, data}); err != nil {
		p.log.Error("ui template failed", zap.String("page", name), zap.Error(err))
		http.Error(w, "the page could not be rendered", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.Itoa(buf.Len()))
	w.WriteHeader(code)
	_, _ = w.Write(buf.Bytes())
}

// errorPage is the data of a page that could not show what was asked.
type errorPage struct {
	Title   string
	Message string
	Code    int
}

func (p *pages) fail(w http.ResponseWriter, _ *http.Request, code int, title, msg string) {
	p.render(w, code, "error", errorPage{Title: title, Message: msg, Code: code})
}

// reply is an answer of the API, called in process.
type reply struct {
	code   int
	header http.Header
	body   []byte
	cut    bool // the body was longer than the call's bound
}

// call asks the API for path (with its query) as the page's own client would, within
// r's context, keeping at most limit bytes of the body.
func (p *pages) call(r *http.Request, target string, limit int, hdr ...string) reply {
	req, err := http.NewRequestWithContext(r.Context(), http.MethodGet, target, nil)
	if err != nil {
		return reply{code: http.StatusBadRequest}
	}
	req.RemoteAddr = r.RemoteAddr
	for _, v := range r.Header.Values("X-Forwarded-For") {
		req.Header.Add("X-Forwarded-For", v)
	}
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	rec := &recorder{header: http.Header{}, limit: limit}
	p.api.ServeHTTP(rec, req)
	if rec.code == 0 {
		rec.code = http.StatusOK
	}
	return reply{code: rec.code, header: rec.header, body: rec.body.Bytes(), cut: rec.cut}
}

// recorder keeps an in-process answer, its body bounded.
type recorder struct {
	header http.Header
	code   int
	body   bytes.Buffer
	limit  int
	cut    bool
}

func (c *recorder) Header() http.Header { return c.header }
func (c *recorder) WriteHeader(code int) {
	if c.code == 0 {
		c.code = code
	}
}
func (c *recorder) Write(b []byte) (int, error) {
	if c.code == 0 {
		c.code = http.StatusOK
	}
	room := c.limit - c.body.Len()
	if len(b) > room {
		c.cut = true
		b = b[:max(room, 0)]
	}
	c.body.Write(b)
	return len(b), nil
}

// explorerTx is the explorer's page of transaction hash, "" without a template or for
// something that is not a transaction hash.
func (p *pages) explorerTx(hash string) string {
	if p.o.Config.ExplorerTxURL == "" || !isHash(hash) {
		return ""
	}
	return strings.ReplaceAll(p.o.Config.ExplorerTxURL, "{hash}", strings.ToLower(hash))
}
