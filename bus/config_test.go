package bus

import (
	"strings"
	"testing"
	"time"

	"github.com/infersched/infersched/internal/natsauth"
)

func TestDefaultConfigIsValid(t *testing.T) {
	if err := DefaultConfig().Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestConfigValidate(t *testing.T) {
	for name, tc := range map[string]struct {
		mod  func(*Config)
		want []string
	}{
		"empty url":     {func(c *Config) { c.URL = " " }, []string{"url: must not be empty"}},
		"bad scheme":    {func(c *Config) { c.URL = "http://x:1" }, []string{`url: "http://x:1" must start with nats://`}},
		"one bad of 2":  {func(c *Config) { c.URL = "nats://a:1,nope" }, []string{`url: "nope" is not a nats://host:port URL`}},
		"creds + token": {func(c *Config) { c.CredsFile, c.Token = "/dev/null", "t" }, []string{"user: choose one of user, creds_file, token and key_auth"}},
		"replicas":      {func(c *Config) { c.Replicas = 0 }, []string{"replicas: must be between 1 and 5, got 0"}},
		"dup window":    {func(c *Config) { c.DuplicateWindow = 0 }, []string{"duplicate_window: must be positive"}},
		"storage":       {func(c *Config) { c.Storage = "disk" }, []string{`storage: must be "file" or "memory", got "disk"`}},
		"compression":   {func(c *Config) { c.Compression = "gzip" }, []string{`compression: must be "s2" or "none", got "gzip"`}},
		"no pending":    {func(c *Config) { c.MaxPendingRequests = 0 }, []string{"max_pending_requests: must be between 1 and 1000000, got 0"}},
		"pending above": {func(c *Config) { c.MaxPendingRequests = 2_000_000 }, []string{"max_pending_requests: must be between 1 and 1000000, got 2000000"}},
		"limits": {func(c *Config) {
			c.Requests.MaxAge = time.Hour
			c.Decisions.MaxBytes = -1
		}, []string{"requests.max_age: must be at least duplicate_window (24h0m0s), got 1h0m0s", "decisions.max_bytes: must not be negative"}},
	} {
		t.Run(name, func(t *testing.T) {
			c := DefaultConfig()
			tc.mod(&c)
			err := c.Validate()
			if err == nil {
				t.Fatal("want an error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
			if n := strings.Count(err.Error(), "\n") + 1; n != len(tc.want) {
				t.Errorf("got %d problems, want %d: %v", n, len(tc.want), err)
			}
		})
	}
}

// Every role with credentials of its own (indexer, admin, the auth callout) takes the
// section's ca_file where it sets none and keeps its own otherwise; a role without
// credentials connects as the section's user.
func TestRoleCredentialsTakeTheSectionsCAFile(t *testing.T) {
	c := DefaultConfig()
	c.User, c.PasswordEnv, c.CAFile = "scheduler", "P", "/section-ca.pem"
	if got := c.IndexerCredentials(); got.User != "scheduler" || got.CAFile != "/section-ca.pem" {
		t.Errorf("no indexer section: %+v, want the section's own credentials", got)
	}
	c.Indexer = &natsauth.Credentials{User: "indexer", PasswordEnv: "I"}
	c.Admin = &natsauth.Credentials{Token: "t", CAFile: "/admin-ca.pem"}
	c.AuthCallout = &AuthCallout{Credentials: natsauth.Credentials{User: "callout", PasswordFile: "/pw"}, IssuerSeedFile: "/seed"}
	for role, got := range map[string]natsauth.Credentials{
		"indexer": c.IndexerCredentials(), "admin": c.AdminCredentials(), "auth_callout": c.AuthCalloutConfig().Credentials,
	} {
		want := map[string]string{"indexer": "/section-ca.pem", "admin": "/admin-ca.pem", "auth_callout": "/section-ca.pem"}[role]
		if got.CAFile != want || got.User == "scheduler" {
			t.Errorf("%s: %+v, want its own user and ca_file %s", role, got, want)
		}
	}
	if c.Indexer.CAFile != "" || c.AuthCallout.CAFile != "" {
		t.Error("reading a role's credentials changed the configuration")
	}
	if a := c.AuthCalloutConfig(); a.Audience != DefaultAudience || a.UserTTL != time.Minute {
		t.Errorf("auth_callout defaults lost: %+v", a)
	}
}
