package devstack

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/big"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/infersched/infersched/agent"
	"github.com/infersched/infersched/daemon/config"
	"github.com/infersched/infersched/wire/infer"
)

// The pages at /ui/ in a real browser: Debian's chromium, headless, driven over the
// DevTools protocol, against a dev stack. Every page is loaded with its
// Content-Security-Policy on, and a page that breaks it (a blocked script, style or
// image) fails the test. INFERSCHED_UI_SCREENSHOTS=DIR keeps a screenshot of each page
// there (make ui-screenshots writes docs/ui).

// pngPrefix makes the test backend answer with an image of the size the prompt names
// ("png 37x23"), as a stable-diffusion worker would.
const pngPrefix = "png "

// imageBackend answers "png WxH" prompts with a W×H PNG and echoes every other prompt.
type imageBackend struct{ echo agent.Backend }

func (b imageBackend) Infer(ctx context.Context, j agent.Job) (agent.Result, error) {
	var w, h int
	if _, err := fmt.Sscanf(string(j.Text()), pngPrefix+"%dx%d", &w, &h); err != nil || w < 1 || h < 1 || w > 512 || h > 512 {
		return b.echo.Infer(ctx, j)
	}
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			img.Set(x, y, color.NRGBA{R: uint8(255 * x / w), G: uint8(255 * y / h), B: 160, A: 255})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return agent.Result{}, err
	}
	return agent.Result{Output: buf.Bytes(), ContentType: infer.ContentType("", buf.Bytes())}, nil
}

// browser starts headless chromium for the test, or skips it when there is none.
func browser(t *testing.T) context.Context {
	t.Helper()
	path, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed (apt-get install chromium; .ci/run installs it): the browser tests of /ui/ are skipped")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(path), chromedp.NoSandbox,
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 1000))
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancelAlloc)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil { // starts the browser
		t.Fatalf("start chromium: %v", err)
	}
	return ctx
}

// cspWatch is a script every document runs first: it records the Content-Security-Policy
// violations of the page in window.__csp.
const cspWatch = `window.__csp = [];
document.addEventListener("securitypolicyviolation", function (e) {
  window.__csp.push(e.violatedDirective + " blocked " + (e.blockedURI || "inline") + " at " + e.sourceFile + ":" + e.lineNumber);
});`

// tab opens a tab of the browser that records CSP violations.
func tab(t *testing.T, b context.Context) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(b)
	t.Cleanup(cancel)
	_, err := chromedp.Run(ctx, chromedp.Action[page.AddScriptToEvaluateOnNewDocumentResult](
		func(ctx context.Context, tg *chromedp.Target) (page.AddScriptToEvaluateOnNewDocumentResult, error) {
			return cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: cspWatch})
		}))
	if err != nil {
		t.Fatalf("open a tab: %v", err)
	}
	return ctx
}

// open loads u in the tab and fails on a CSP violation or a script error.
func open(t *testing.T, ctx context.Context, u string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(u)); err != nil {
		t.Fatalf("open %s: %v", u, err)
	}
	cspClean(t, ctx, u)
}

// cspClean fails when the page in the tab broke its Content-Security-Policy.
func cspClean(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	v := eval[[]string](t, ctx, `window.__csp || []`)
	if len(v) > 0 {
		t.Errorf("%s broke its Content-Security-Policy: %q", what, v)
	}
}

func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("evaluate %s: %v", js, err)
	}
	return v
}

// waitPage polls the page until the JavaScript predicate js is true; on a loaded
// machine a page may take minutes to get there, so the bound is generous.
func waitPage(t *testing.T, ctx context.Context, what, js string) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](js, chromedp.WithPollingTimeout(3*time.Minute))); err != nil {
		t.Fatalf("waiting until %s: %v; page text: %s", what, err, clipText(eval[string](t, ctx, `document.body.innerText`)))
	}
}

func clipText(s string) string {
	if len(s) > 1500 {
		return s[:1500] + "…"
	}
	return s
}

// screenshot keeps the page in INFERSCHED_UI_SCREENSHOTS/name.png when that is set.
func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("INFERSCHED_UI_SCREENSHOTS")
	if dir == "" {
		return
	}
	b, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// sendRequest sends one requestInference of model with prompt and fee from user u and
// returns its id once its transaction is in a block.
func sendRequest(t *testing.T, s *Stack, u int, model, prompt string, fee *big.Int) (*big.Int, *types.Receipt) {
	t.Helper()
	c := s.Chain
	opts, err := c.Pay(context.Background(), c.Users[u%len(c.Users)], fee)
	if err != nil {
		t.Fatal(err)
	}
	tx, err := c.Router.RequestInference(opts, model, []byte(prompt), 64, uint64(time.Now().Add(30*time.Minute).Unix()), 200_000, 1, false)
	if err != nil {
		t.Fatalf("request %q: %v", prompt, err)
	}
	rec := receipt(t, s, tx.Hash())
	for _, l := range rec.Logs {
		if ev, err := c.Router.ParseInferenceRequested(*l); err == nil {
			return ev.Id, rec
		}
	}
	t.Fatalf("no InferenceRequested in %s", tx.Hash())
	return nil, nil
}

// apiState polls the API until request id answers and returns its state (pending)
// or status (final).
func apiState(t *testing.T, s *Stack, id *big.Int) (string, map[string]any) {
	t.Helper()
	for until := time.Now().Add(2 * time.Minute); ; {
		p := getStatus(s, id)
		if p.code == http.StatusAccepted {
			st, _ := p.body["state"].(string)
			return st, p.body
		}
		if p.code == http.StatusOK {
			st, _ := p.body["status"].(string)
			return st, p.body
		}
		if time.Now().After(until) {
			t.Fatalf("request %s not known to the API: %+v", id, p)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func TestPagesInABrowser(t *testing.T) {
	t.Parallel()
	b := browser(t)
	o := testOptions(t)
	o.Workers = 2
	o.backend = func(int) agent.Backend { return imageBackend{agent.NewEcho()} }
	base := o.Config
	o.Config = func(c *config.Config) {
		base(c)
		// Three confirmations on the one-second dev chain: a request is "confirming" for
		// two blocks after the one that includes it, which the test holds back.
		c.Indexer.Confirmations = 3
		c.HTTP.UI.ExplorerTxURL = "https://explorer.example/tx/{hash}"
		// A fee below the cost of its result's gas waits (fee_below_cost).
		c.Scheduler.Routing.SeedMode, c.Scheduler.Routing.FeeFloor = false, true
	}
	s := startStack(t, o)
	fee := echoFee(t, s)

	// The CSP is on: an inline script a page would add is refused, and the refusal is
	// what cspClean sees.
	t.Run("csp enforced", func(t *testing.T) {
		ctx := tab(t, b)
		open(t, ctx, s.HTTPURL+"/ui/")
		ran := eval[bool](t, ctx, `(function () {
			var s = document.createElement("script");
			s.textContent = "window.__inline = true";
			document.body.appendChild(s);
			return window.__inline === true;
		})()`)
		if ran {
			t.Fatal("an inline script ran on /ui/: the Content-Security-Policy is not enforced")
		}
		waitPage(t, ctx, "the refused inline script is reported", `window.__csp.length > 0`)
		resp, err := http.Get(s.HTTPURL + "/ui/")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if got := resp.Header.Get("Content-Security-Policy"); !strings.Contains(got, "default-src 'none'") || !strings.Contains(got, "script-src 'self'") {
			t.Fatalf("Content-Security-Policy %q", got)
		}
	})

	// A request's page follows it from confirming to completed without a reload, and the
	// browser checks its output's hash.
	t.Run("follows a request", func(t *testing.T) {
		id, _ := sendRequest(t, s, 0, DevModel, "hello from the browser test", fee)
		release := s.Chain.Hold() // no block: the request stays confirming
		defer release()
		if st, body := apiState(t, s, id); st != "confirming" {
			release()
			t.Fatalf("with the chain held the API says %q (%v), want confirming", st, body)
		}
		ctx := tab(t, b)
		open(t, ctx, s.HTTPURL+"/ui/requests/"+id.String())
		if st := eval[string](t, ctx, `document.getElementById("state").textContent`); st != "confirming" {
			t.Fatalf("the page first says %q, want confirming", st)
		}
		if h := eval[string](t, ctx, `document.getElementById("headline").textContent`); !strings.HasPrefix(h, "Confirming: ") {
			t.Errorf("headline %q", h)
		}
		screenshot(t, ctx, "request-confirming")
		// A mark on the window: a reload would drop it.
		eval[bool](t, ctx, `window.__sameDocument = true`)
		release()
		waitPage(t, ctx, "the page says completed", `document.getElementById("state").textContent === "completed"`)
		if !eval[bool](t, ctx, `window.__sameDocument === true`) {
			t.Fatal("the page was reloaded to get to completed")
		}
		waitPage(t, ctx, "the browser checked the output", `document.querySelector("[data-check-hash]") && document.querySelector("[data-check-hash]").dataset.checked`)
		if got := eval[string](t, ctx, `document.querySelector("[data-check-hash]").dataset.checked`); got != "match" {
			t.Fatalf("the browser's keccak-256 of the output: %s", got)
		}
		if out := eval[string](t, ctx, `document.getElementById("output-text").textContent`); out != "echo: hello from the browser test" {
			t.Errorf("output shown %q", out)
		}
		// The request's transactions link to the explorer of the configuration.
		_, body := apiState(t, s, id)
		tx, _ := body["result_tx_hash"].(string)
		if n := eval[int](t, ctx, `document.querySelectorAll('a[href="https://explorer.example/tx/`+strings.ToLower(tx)+`"]').length`); tx == "" || n == 0 {
			t.Errorf("no link to the result transaction %q on the explorer", tx)
		}
		cspClean(t, ctx, "the request's page after following it")
		screenshot(t, ctx, "request-completed")
	})

	// An image output renders at its natural size, and its hash is checked.
	t.Run("image output", func(t *testing.T) {
		id, _ := sendRequest(t, s, 1, DevModel, pngPrefix+"37x23", fee)
		if st, body := waitFinalState(t, s, id); st != "completed" {
			t.Fatalf("request %s: %s %v", id, st, body)
		}
		ctx := tab(t, b)
		open(t, ctx, s.HTTPURL+"/ui/requests/"+id.String())
		waitPage(t, ctx, "the image is loaded", `(function () { var i = document.getElementById("output-image"); return i && i.complete && i.naturalWidth > 0; })()`)
		size := eval[[]int](t, ctx, `(function () { var i = document.getElementById("output-image"); return [i.naturalWidth, i.naturalHeight]; })()`)
		if len(size) != 2 || size[0] != 37 || size[1] != 23 {
			t.Fatalf("the image renders at %v, want 37×23", size)
		}
		waitPage(t, ctx, "the browser checked the image", `document.querySelector("[data-check-hash]").dataset.checked`)
		if got := eval[string](t, ctx, `document.querySelector("[data-check-hash]").dataset.checked`); got != "match" {
			t.Fatalf("the browser's keccak-256 of the image: %s", got)
		}
		cspClean(t, ctx, "the image's page")
		screenshot(t, ctx, "request-image")
	})

	// A fee below the cost of the result's gas: the page says the fee it needs, in ETH,
	// never below what the API says is needed.
	t.Run("fee below cost", func(t *testing.T) {
		id, _ := sendRequest(t, s, 2, DevModel, "too cheap", big.NewInt(1000))
		var body map[string]any
		for until := time.Now().Add(2 * time.Minute); ; {
			var st string
			st, body = apiState(t, s, id)
			if st == "queued" && body["fee_needed_wei"] != nil {
				break
			}
			if time.Now().After(until) {
				t.Fatalf("a request paying 1000 wei: %s %v, want queued with fee_needed_wei", st, body)
			}
			time.Sleep(200 * time.Millisecond)
		}
		// The fee needed follows the gas price: with the chain held it stays put while
		// the page and the API are read.
		release := s.Chain.Hold()
		defer release()
		needed, ok := new(big.Int).SetString(stableFeeNeeded(t, s, id), 10)
		if !ok {
			t.Fatalf("fee_needed_wei %v", body["fee_needed_wei"])
		}
		ctx := tab(t, b)
		open(t, ctx, s.HTTPURL+"/ui/requests/"+id.String())
		h := eval[string](t, ctx, `document.getElementById("headline").textContent`)
		if _, after := apiState(t, s, id); fmt.Sprint(after["fee_needed_wei"]) != needed.String() {
			t.Logf("the fee needed moved while the page was read: %s, then %v", needed, after["fee_needed_wei"])
		}
		release()
		m := regexp.MustCompile(`^Fee below cost: needs ([0-9]+(?:\.[0-9]+)?) ETH$`).FindStringSubmatch(h)
		if m == nil {
			t.Fatalf("headline %q, want the fee it needs", h)
		}
		shown := ethToWei(t, m[1])
		// Rounded up to 4 significant digits: at least what is needed, within 0.1 %.
		tolerance := new(big.Int).Div(needed, big.NewInt(1000))
		if shown.Cmp(needed) < 0 || new(big.Int).Sub(shown, needed).Cmp(tolerance) > 0 {
			t.Fatalf("the page says %s ETH (%s wei); the API says %s wei are needed", m[1], shown, needed)
		}
		screenshot(t, ctx, "request-fee-below-cost")
	})

	// Hostile ids in the address and a prompt of markup render as text: nothing runs.
	t.Run("hostile input is inert", func(t *testing.T) {
		ctx := tab(t, b)
		for _, bad := range []string{`<script>window.__pwned=1</script>`, `"><img src=x onerror="window.__pwned=2">`, `1<svg onload=window.__pwned=3>`} {
			open(t, ctx, s.HTTPURL+"/ui/requests/"+url.PathEscape(bad))
			if eval[bool](t, ctx, `window.__pwned !== undefined`) {
				t.Fatalf("request id %q ran a script", bad)
			}
			if text := eval[string](t, ctx, `document.body.innerText`); !strings.Contains(text, "Not a request id") || !strings.Contains(text, bad[:8]) {
				t.Errorf("request id %q: page says %q", bad, clipText(text))
			}
			if n := eval[int](t, ctx, `document.querySelectorAll("main script, main img, main svg").length`); n != 0 {
				t.Errorf("request id %q made %d elements", bad, n)
			}
		}
		open(t, ctx, s.HTTPURL+"/ui/workers/"+url.PathEscape(`<script>window.__pwned=4</script>`))
		open(t, ctx, s.HTTPURL+"/ui/?q="+url.QueryEscape(`<script>window.__pwned=5</script>`))
		if eval[bool](t, ctx, `window.__pwned !== undefined`) {
			t.Fatal("a search ran a script")
		}
		prompt := `<script>window.__pwned=6</script><img src=x onerror="window.__pwned=7">`
		id, _ := sendRequest(t, s, 3, DevModel, prompt, fee)
		if st, body := waitFinalState(t, s, id); st != "completed" {
			t.Fatalf("request %s: %s %v", id, st, body)
		}
		open(t, ctx, s.HTTPURL+"/ui/requests/"+id.String())
		if out := eval[string](t, ctx, `document.getElementById("output-text").textContent`); out != "echo: "+prompt {
			t.Errorf("the output shows %q, want the prompt echoed as text", out)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll("#output-text *").length`); n != 0 {
			t.Errorf("the output made %d elements", n)
		}
		if eval[bool](t, ctx, `window.__pwned !== undefined`) {
			t.Fatal("the output ran a script")
		}
	})

	// The queue, a worker and a round: each renders what the API knows and passes with
	// the CSP on; the search finds a request by its transaction and a worker by its address.
	t.Run("queue worker round search", func(t *testing.T) {
		id, rec := sendRequest(t, s, 4, DevModel, "for the worker's page", fee)
		if st, body := waitFinalState(t, s, id); st != "completed" {
			t.Fatalf("request %s: %s %v", id, st, body)
		}
		_, body := apiState(t, s, id)
		worker, _ := body["worker"].(string)
		ctx := tab(t, b)
		open(t, ctx, s.HTTPURL+"/ui/")
		if text := eval[string](t, ctx, `document.querySelector("table.queue").innerText`); !strings.Contains(text, DevModel) {
			t.Errorf("the queue does not list %s: %q", DevModel, text)
		}
		if n := eval[int](t, ctx, `document.querySelectorAll("table.workers tbody tr a").length`); n != len(s.workers) {
			t.Errorf("%d live workers listed, want %d", n, len(s.workers))
		}
		if n := eval[int](t, ctx, `document.querySelectorAll("table.rounds tbody tr a").length`); n == 0 {
			t.Error("no recent round listed")
		}
		screenshot(t, ctx, "queue")

		open(t, ctx, s.HTTPURL+"/ui/?q="+rec.TxHash.Hex())
		if got := eval[string](t, ctx, `location.pathname`); got != "/ui/requests/"+id.String() {
			t.Errorf("searching the request's transaction leads to %s", got)
		}
		open(t, ctx, s.HTTPURL+"/ui/?q="+worker[:10]) // a part of an address: a notice
		if text := eval[string](t, ctx, `document.querySelector(".notice").innerText`); !strings.Contains(text, "none of these") {
			t.Errorf("a search for a part of an address says %q", text)
		}

		open(t, ctx, s.HTTPURL+"/ui/?q="+worker)
		if got := eval[string](t, ctx, `location.pathname`); got != "/ui/workers/"+worker {
			t.Fatalf("searching worker %s leads to %s", worker, got)
		}
		facts := eval[string](t, ctx, `document.querySelector("dl.facts").innerText`)
		if !strings.Contains(facts, "Stake") || !strings.Contains(facts, "ETH") {
			t.Errorf("the worker's facts: %q", facts)
		}
		if text := eval[string](t, ctx, `document.querySelector("table.models").innerText`); !strings.Contains(text, DevModel) {
			t.Errorf("the worker's models: %q", text)
		}
		link := `document.querySelector('table.results a[href="/ui/requests/` + id.String() + `"]')`
		if !eval[bool](t, ctx, link+` !== null`) {
			t.Fatalf("request %s is not among the worker's recent results: %q", id, eval[string](t, ctx, `document.querySelector("table.results").innerText`))
		}
		screenshot(t, ctx, "worker")

		round := eval[string](t, ctx, link+`.closest("tr").querySelectorAll("a")[1].getAttribute("href")`)
		open(t, ctx, s.HTTPURL+round)
		if !eval[bool](t, ctx, `document.querySelector('table.assigned a[href="/ui/requests/`+id.String()+`"]') !== null`) {
			t.Errorf("round %s does not list request %s as assigned: %q", round, id, eval[string](t, ctx, `document.querySelector("table.assigned").innerText`))
		}
		if h := eval[string](t, ctx, `document.querySelector("dl.facts dd code").textContent`); !regexp.MustCompile(`^[0-9a-f]{64}$`).MatchString(h) {
			t.Errorf("the record's hash shown is %q", h)
		}
		if !eval[bool](t, ctx, `document.querySelector('a[href^="/v1/rounds/"][href*="/proof"]') !== null`) {
			t.Error("no link to the round's proof")
		}
		screenshot(t, ctx, "round")
	})
}

// stableFeeNeeded polls the API until request id's fee_needed_wei reads the same twice
// a second apart (a gas quote and a round on a held chain's head) and returns it.
func stableFeeNeeded(t *testing.T, s *Stack, id *big.Int) string {
	t.Helper()
	last := ""
	for until := time.Now().Add(2 * time.Minute); ; time.Sleep(time.Second) {
		_, body := apiState(t, s, id)
		fee := fmt.Sprint(body["fee_needed_wei"])
		if fee == last {
			return fee
		}
		if time.Now().After(until) {
			t.Fatalf("request %s's fee_needed_wei keeps moving with the chain held: %s", id, fee)
		}
		last = fee
	}
}

// echoFee waits until every worker is live and returns four times the fee the quote
// suggests for the echo model: above the cost of any route, whatever gas does meanwhile.
func echoFee(t *testing.T, s *Stack) *big.Int {
	t.Helper()
	for until := time.Now().Add(2 * time.Minute); ; {
		var q quoteAnswer
		resp, err := http.Get(s.HTTPURL + "/v1/quote?model=" + DevModel + "&max_tokens=64")
		if err != nil {
			t.Fatal(err)
		}
		err = json.NewDecoder(resp.Body).Decode(&q)
		resp.Body.Close()
		if fee, ok := new(big.Int).SetString(q.SuggestedFeeWei, 10); err == nil && ok && resp.StatusCode == http.StatusOK && q.LiveWorkers == len(s.workers) {
			return fee.Mul(fee, big.NewInt(4))
		}
		if time.Now().After(until) {
			t.Fatalf("quote: HTTP %d %+v %v", resp.StatusCode, q, err)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// waitFinalState polls the API until request id is final.
func waitFinalState(t *testing.T, s *Stack, id *big.Int) (string, map[string]any) {
	t.Helper()
	for until := time.Now().Add(3 * time.Minute); ; {
		p := getStatus(s, id)
		if p.code == http.StatusOK {
			st, _ := p.body["status"].(string)
			return st, p.body
		}
		if time.Now().After(until) {
			t.Fatalf("request %s not final: %+v", id, p)
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// ethToWei reads a decimal amount of ETH exactly.
func ethToWei(t *testing.T, eth string) *big.Int {
	t.Helper()
	whole, frac, _ := strings.Cut(eth, ".")
	if len(frac) > 18 {
		t.Fatalf("%s ETH has more than 18 decimals", eth)
	}
	v, ok := new(big.Int).SetString(whole+frac+strings.Repeat("0", 18-len(frac)), 10)
	if !ok {
		t.Fatalf("not an amount: %s", eth)
	}
	return v
}
