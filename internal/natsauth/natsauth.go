package natsauth

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"os"
	"regexp"
	"strings"
	"sync"

	"github.com/nats-io/nats.go"

	"github.com/infersched/infersched/internal/validate"
)

// InboxRoot is the first token of every reply inbox. A client that connects as a user
// takes its replies under InboxRoot.<user>, so that the server can let each user
// subscribe to its own inboxes only (bus/roles grants `_INBOX.<user>.>`); without a
// user the nats.go default `_INBOX` applies.
const InboxRoot = "_INBOX"

// Credentials are the keys of a `nats` section that say who connects and whom to trust.
// At most one of user, creds_file and token; none means no authentication, which only a
// server without authorization accepts.
type Credentials struct {
	// User is the bus user to connect as; its password comes from password_file or
	// password_env (exactly one of them).
	User string `yaml:"user"`
	// PasswordFile is a file holding the user's password.
	PasswordFile string `yaml:"password_file"`
	// PasswordEnv names an environment variable holding the user's password.
	PasswordEnv string `yaml:"password_env"`
	// Password is for callers that hold it in memory (the dev stack); it is never read
	// from a file.
	Password string `yaml:"-"`
	// CredsFile is a NATS credentials file (JWT + nkey seed), for servers in operator mode.
	CredsFile string `yaml:"creds_file"`
	// Token is a bearer token.
	Token string `yaml:"token"`
	// KeyAuth connects a worker with its own key and no password (a worker's file only;
	// the daemon refuses to connect with it): the daemon's auth callout admits it by a
	// fresh signature of the worker's key, made anew for every (re)connect.
	// KeyToken makes that signature (the worker sets it from its key); KeyInbox is the
	// worker's inbox prefix.
	KeyAuth bool `yaml:"key_auth"`
	// KeyAudience is the deployment's nats.auth_callout.audience, signed into the
	// worker's token (with key_auth only); empty: "infersched".
	KeyAudience string                 `yaml:"key_audience"`
	KeyToken    func() (string, error) `yaml:"-" json:"-"`
	KeyInbox    string                 `yaml:"-"`
	// CAFile is a PEM bundle of the private CA that signed the servers' certificates;
	// when set, the connection must be TLS and verified against it only. In
	// nats.indexer, nats.admin and nats.auth_callout it defaults to the section's.
	CAFile string `yaml:"ca_file"`
	// CertFile is a client certificate (PEM), for servers that verify clients; with
	// key_file.
	CertFile string `yaml:"cert_file"`
	// KeyFile is the client certificate's private key (PEM); with cert_file.
	KeyFile string `yaml:"key_file"`
}

var userName = regexp.MustCompile(`^[A-Za-z0-9_-]{1,128}$`)

// ValidUser reports whether name can be a bus user: it becomes a subject token of its
// inbox prefix, so letters, digits, '-' and '_' only.
func ValidUser(name string) bool { return userName.MatchString(name) }

// Validate reports every problem of shape at once. Files and environment variables are
// read when connecting (Options), where they exist: a config is often checked on
// another machine than the one that runs it.
func (c Credentials) Validate() error {
	var p validate.Problems
	n := 0
	for _, set := range []bool{c.User != "", c.CredsFile != "", c.Token != "", c.KeyAuth} {
		if set {
			n++
		}
	}
	p.Check(n <= 1, "user", "choose one of user, creds_file, token and key_auth")
	p.Check(c.KeyAuth || c.KeyAudience == "", "key_audience", "is set without key_auth")
	if c.User != "" {
		p.Check(ValidUser(c.User), "user", "must be 1 to 128 letters, digits, '-' or '_', got %q", c.User)
		srcs := 0
		for _, s := range []string{c.PasswordFile, c.PasswordEnv, c.Password} {
			if s != "" {
				srcs++
			}
		}
		p.Check(srcs == 1, "password_file", "exactly one of password_file and password_env is required with user")
	} else {
		p.Check(c.PasswordFile == "" && c.PasswordEnv == "" && c.Password == "", "password_file", "is set without user")
	}
	p.Check((c.CertFile == "") == (c.KeyFile == ""), "cert_file", "cert_file and key_file go together")
	return p.Err()
}

// Options turns the credentials into connect options: the authentication, the inbox
// prefix of the user, and TLS verified against the private CA.
func (c Credentials) Options() ([]nats.Option, error) {
	var opts []nats.Option
	switch {
	case c.User != "":
		pw, err := c.password()
		if err != nil {
			return nil, err
		}
		opts = append(opts, nats.UserInfoHandler(c.passwordSource(pw)), nats.CustomInboxPrefix(Inbox(c.User)))
	case c.CredsFile != "":
		opts = append(opts, nats.UserCredentials(c.CredsFile))
	case c.Token != "":
		opts = append(opts, nats.Token(c.Token))
	case c.KeyAuth:
		if c.KeyToken == nil || c.KeyInbox == "" {
			return nil, errors.New("nats key_auth: no key to sign the connect token with (only a worker connects with key_auth)")
		}
		tok := c.KeyToken
		opts = append(opts, nats.TokenHandler(func() string {
			t, err := tok()
			if err != nil {
				return "" // refused by the callout; the next reconnect tries again
			}
			return t
		}), nats.CustomInboxPrefix(c.KeyInbox))
	}
	if c.CAFile != "" || c.CertFile != "" {
		tc, err := c.TLSConfig()
		if err != nil {
			return nil, err
		}
		opts = append(opts, nats.Secure(tc))
	}
	return opts, nil
}

// Inbox is the inbox prefix of user.
func Inbox(user string) string { return InboxRoot + "." + user }

// TLSConfig trusts the CA file only (not the system roots) and presents the client
// certificate when one is configured.
func (c Credentials) TLSConfig() (*tls.Config, error) {
	tc := &tls.Config{MinVersion: tls.VersionTLS12}
	if c.CAFile != "" {
		pem, err := os.ReadFile(c.CAFile)
		if err != nil {
			return nil, fmt.Errorf("nats ca_file: %w", err)
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return nil, fmt.Errorf("nats ca_file %s: no PEM certificate in it", c.CAFile)
		}
		tc.RootCAs = pool
	}
	if c.CertFile != "" {
		cert, err := tls.LoadX509KeyPair(c.CertFile, c.KeyFile)
		if err != nil {
			return nil, fmt.Errorf("nats cert_file/key_file: %w", err)
		}
		tc.Certificates = []tls.Certificate{cert}
	}
	return tc, nil
}

// passwordSource reads the password again at every (re)connect, so that a password
// rotated in its file or variable is the one a reconnect presents (a running client is
// never stuck with the one it started with). A read that fails keeps the last password
// read: a file being rewritten is not a reason to present none.
func (c Credentials) passwordSource(first string) nats.UserInfoCB {
	var (
		mu   sync.Mutex
		last = first
	)
	return func() (string, string) {
		mu.Lock()
		defer mu.Unlock()
		if pw, err := c.password(); err == nil {
			last = pw
		}
		return c.User, last
	}
}

func (c Credentials) password() (string, error) {
	switch {
	case c.Password != "":
		return c.Password, nil
	case c.PasswordEnv != "":
		if v := os.Getenv(c.PasswordEnv); v != "" {
			return v, nil
		}
		return "", fmt.Errorf("nats password_env: %s is empty or unset", c.PasswordEnv)
	case c.PasswordFile != "":
		b, err := os.ReadFile(c.PasswordFile)
		if err != nil {
			return "", fmt.Errorf("nats password_file: %w", err)
		}
		pw := strings.TrimRight(string(b), "\r\n")
		if pw == "" {
			return "", fmt.Errorf("nats password_file %s is empty", c.PasswordFile)
		}
		return pw, nil
	}
	return "", errors.New("nats user without a password")
}
