package bus

import (
	"errors"
	"net/url"
	"strings"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// RedactURL returns a NATS server list (comma-separated URLs) with any user, password
// or token replaced by "xxxxx", fit for logs and error messages.
func RedactURL(raw string) string {
	parts := strings.Split(raw, ",")
	for i, p := range parts {
		p = strings.TrimSpace(p)
		u, err := url.Parse(p)
		if err != nil || u.Host == "" {
			if strings.Contains(p, "@") {
				p = "xxxxx@" + p[strings.LastIndex(p, "@")+1:]
			}
			parts[i] = p
			continue
		}
		if u.User != nil {
			u.User = url.User("xxxxx")
		}
		parts[i] = u.String()
	}
	return strings.Join(parts, ",")
}

// connectHint names the likely fix for a failed connection.
func connectHint(err error) string {
	switch {
	case errors.Is(err, nats.ErrNoServers):
		return "is nats-server running and reachable from here? check nats.url"
	case errors.Is(err, nats.ErrAuthorization), strings.Contains(err.Error(), "Authorization Violation"):
		return "the server refused the credentials: check nats.user and its password, nats.creds_file or nats.token"
	case strings.Contains(err.Error(), "x509") || strings.Contains(err.Error(), "tls"):
		return "TLS failed: check nats.ca_file (the private CA that signed the server's certificate) and that the URL names the host in the certificate"
	default:
		return "check nats.url and the server's log"
	}
}

// jetStreamHint explains "no responders" on a JetStream API call: the server answers
// core NATS but nobody serves $JS.API, i.e. JetStream is off.
func jetStreamHint(err error) string {
	if errors.Is(err, nats.ErrNoResponders) || errors.Is(err, jetstream.ErrJetStreamNotEnabled) ||
		errors.Is(err, jetstream.ErrJetStreamNotEnabledForAccount) {
		return " (the server does not run JetStream: start nats-server with -js, or `jetstream {}` in its config, on every node; an account needs JetStream enabled too)"
	}
	return ""
}
