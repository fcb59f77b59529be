package bus

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/wire"
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

// connectHint names the likely fix for a failed connection, by the keys of the file.
func connectHint(err error, k Keys) string {
	switch {
	case errors.Is(err, nats.ErrNoServers):
		return "is nats-server running and reachable from here? check " + k.URL
	case errors.Is(err, nats.ErrAuthorization), strings.Contains(err.Error(), "Authorization Violation"):
		return fmt.Sprintf("the server refused the credentials: check %[1]s.user and its password, %[1]s.creds_file or %[1]s.token", k.Credentials)
	case strings.Contains(err.Error(), "x509") || strings.Contains(err.Error(), "tls"):
		return fmt.Sprintf("TLS failed: check %s.ca_file (the private CA that signed the server's certificate) and that the URL names the host in the certificate", k.Credentials)
	default:
		return "check " + k.URL + " and the server's log"
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

// storageHint explains "insufficient storage" on creating a stream: a file stream with
// max_bytes reserves that much on each of its replicas' nodes, and the three streams'
// defaults add up to more than a small node's JetStream store.
func storageHint(err error, cfg Config, sc jetstream.StreamConfig) string {
	// nats-server's JSInsufficientResourcesErr and JSStorageResourcesExceededErr.
	const insufficientResources, storageExceeded = 10023, 10047
	var api *jetstream.APIError
	if !errors.As(err, &api) || (api.ErrorCode != insufficientResources && api.ErrorCode != storageExceeded &&
		!strings.Contains(api.Description, "insufficient")) {
		return ""
	}
	key := map[string]string{wire.StreamRequests: "requests", wire.StreamAssignments: "assignments", wire.StreamDecisions: "decisions"}[sc.Name]
	var total int64
	for _, l := range []StreamLimits{cfg.Requests, cfg.Assignments, cfg.Decisions} {
		total += l.MaxBytes
	}
	return fmt.Sprintf(" (each of the %d node(s) holding the stream reserves its max_bytes, nats.%s.max_bytes = %s; "+
		"the three streams reserve %s per node: raise jetstream { max_file_store } (max_memory_store with nats.storage: memory) "+
		"on every node, or lower nats.requests/assignments/decisions.max_bytes)",
		cfg.Replicas, key, gib(sc.MaxBytes), gib(total))
}

func gib(b int64) string {
	if b <= 0 {
		return "unlimited"
	}
	return fmt.Sprintf("%.3g GiB", float64(b)/(1<<30))
}
