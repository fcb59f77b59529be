package daemon

import (
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/infersched/infersched/daemon/config"
)

// TestDaemonAdminAndRateLimit: through the running daemon, the admin endpoint needs its
// token, refuses a change that breaks the config (min ≥ max) and applies a valid one to
// the round loop; a client over its rate gets 429 with Retry-After.
func TestDaemonAdminAndRateLimit(t *testing.T) {
	const token = "0123456789abcdef-admin"
	s := newStack(t, func(c *config.Config) {
		c.HTTP.Admin.Enabled, c.HTTP.Admin.Token = true, token
		c.HTTP.RatePerClient, c.HTTP.Burst = 1, 5
	})
	s.start()
	var answer []byte // the body of the last post
	post := func(auth, body string) int {
		t.Helper()
		req, _ := http.NewRequest(http.MethodPost, s.url()+"/admin/config", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if auth != "" {
			req.Header.Set("Authorization", "Bearer "+auth)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		answer, _ = io.ReadAll(resp.Body)
		resp.Body.Close()
		return resp.StatusCode
	}
	if code := post("", `{"param":"retry_after.max_seconds","value":120}`); code != http.StatusUnauthorized {
		t.Fatalf("no token: %d", code)
	}
	if code := post("wrong-token-wrong-token", `{"param":"retry_after.max_seconds","value":120}`); code != http.StatusUnauthorized {
		t.Fatalf("wrong token: %d", code)
	}
	if code := post(token, `{"param":"retry_after.min_seconds","value":400}`); code != http.StatusBadRequest {
		t.Fatalf("min above max: %d", code)
	}
	// The one rule tying the scheduler section to another (max_head_age longer than a
	// gas oracle poll) cannot be broken here: max_head_age is not an admin parameter. A
	// reload or a value in the runtime config KV that breaks it is refused by the store's
	// check (bus/runtimeconf's TestRuntimeChangeMeetsTheFilesCrossSectionRules).
	if code := post(token, `{"param":"max_head_age","value":"400ms"}`); code != http.StatusBadRequest ||
		!strings.Contains(string(answer), `unknown parameter: \"max_head_age\"`) {
		t.Fatalf("max_head_age through the admin endpoint: %d %s", code, answer)
	}
	if code := post(token, `{"param":"retry_after.max_seconds","value":120}`); code != http.StatusOK {
		t.Fatalf("valid change: %d", code)
	}
	// The limit is shared by every route of one client; the burst of 5 is spent above (and one more).
	var limited *http.Response
	for range 20 {
		resp, err := http.Get(s.url() + "/v1/requests/1")
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode == http.StatusTooManyRequests {
			limited = resp
			break
		}
	}
	if limited == nil {
		t.Fatal("no 429 after 20 quick requests at 1/s with burst 5")
	}
	if ra, err := strconv.Atoi(limited.Header.Get("Retry-After")); err != nil || ra < 1 {
		t.Fatalf("429 without a usable Retry-After: %q", limited.Header.Get("Retry-After"))
	}
}
