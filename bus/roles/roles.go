package roles

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats-server/v2/server"

	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/wire"
)

// Role is what a bus user is for.
type Role string

// The roles. The scheduler is `infersched run` (rounds, statuses, decisions, the API,
// heartbeats and acks); the indexer is its chain follower, on a connection of its own.
// The admin creates and changes the streams and buckets (`infersched bus init`, or
// `run` with nats.admin for bus.Ensure only); no other role may.
const (
	Indexer   Role = "indexer"
	Scheduler Role = "scheduler"
	Worker    Role = "worker"
	Auditor   Role = "auditor"
	Admin     Role = "admin"
	// Callout is the daemon's auth callout service (bus/keyauth): it answers the
	// server's authorization requests and nothing else.
	Callout Role = "callout"
)

// Roles lists the roles in a stable order.
var Roles = []Role{Indexer, Scheduler, Worker, Auditor, Admin, Callout}

// User is one bus user: a name, its password, its role and, for a worker, its address.
type User struct {
	Role     Role           `json:"role"`
	Name     string         `json:"user"`
	Password string         `json:"password"`
	Worker   common.Address `json:"-"`
}

// WorkerUser is the user name of worker: "worker-0x…", as its consumer is named.
func WorkerUser(worker common.Address) string { return wire.AssignConsumer(worker) }

// Permissions are one user's allow and deny lists.
type Permissions struct {
	Publish, PublishDeny, Subscribe []string
}

// Validate checks a user before it becomes server configuration.
func (u User) Validate() error {
	if !natsauth.ValidUser(u.Name) {
		return fmt.Errorf("bus user %q: must be 1 to 128 letters, digits, '-' or '_'", u.Name)
	}
	if !slices.Contains(Roles, u.Role) {
		return fmt.Errorf("bus user %s: unknown role %q", u.Name, u.Role)
	}
	if u.Role == Worker && u.Worker == (common.Address{}) {
		return fmt.Errorf("bus user %s: a worker user needs the worker's address", u.Name)
	}
	return nil
}

// For returns the permissions of u. Every user subscribes to its own inboxes only
// (_INBOX.<user>.>, natsauth.Inbox), so that nobody reads the replies and pull
// deliveries of another.
func For(u User) Permissions {
	inbox := natsauth.Inbox(u.Name) + ".>"
	switch u.Role {
	case Indexer:
		pub := []string{wire.SubjectRequestsAll, wire.SubjectResults, wire.SubjectRefunds, wire.SubjectVerifications, wire.SubjectRetractions,
			wire.SubjectRejections, wire.SubjectFeeBumps, wire.SubjectWithdrawals, kv(wire.BucketCheckpoint), kv(wire.BucketSightings), jsAPI + "INFO"}
		pub = append(pub, readStream(kvStream(wire.BucketCheckpoint), false)...)
		pub = append(pub, readStream(kvStream(wire.BucketSightings), false)...)
		return Permissions{Publish: pub, Subscribe: []string{inbox}}
	case Scheduler:
		// The scheduler reads everything and runs its consumers; it may not publish
		// chain events nor write what only the indexer writes, and it creates, changes,
		// purges or deletes no stream (the admin's: no STREAM.CREATE, UPDATE, DELETE or
		// MSG.DELETE in its list), but for purging subjects of the object stores and the
		// staging stream it writes (an object refused half-written, found broken, or an
		// input nobody claimed, is removed, and a committed output's staged chunks: the
		// streams' own messages, which it may overwrite anyway).
		pub := []string{wire.SubjectAssignAll, wire.SubjectDecisionsAll, wire.SubjectDecisionsSharded, wire.SubjectAnchors, wire.SubjectAnchorsSharded,
			// probes of the other replicas' liveness (bus/lease)
			wire.SubjectLeaseAliveAll,
			"$KV.>", "$JS.ACK.>", "$JS.FC.>",
			// the output store, which it writes after checking a worker's commit, and
			// the input store, which it writes for requesters' uploads
			"$O." + wire.BucketOutputs + ".>", "$O." + wire.BucketInputs + ".>",
			// the staging stream, where it stages the chunks workers send
			wire.SubjectUploadsAll,
			// replies to heartbeats and acks, in the workers' inboxes
			natsauth.InboxRoot + ".>"}
		pub = append(pub, readerAPI...)
		// Consumers only on the streams it follows: the requests, the assignments (the
		// sink's dispatch view), the buckets it watches, and the inputs it sweeps. A
		// consumer's deliver subject is in its request's body, which permissions cannot
		// see: on these streams a push consumer could still deliver into any subject
		// (docs/security.md), on the others (DECISIONS, UPLOADS, OUTPUTS, the
		// checkpoint) none can be created.
		for _, st := range []string{wire.StreamRequests, wire.StreamAssignments, kvStream(wire.BucketStatus), kvStream(wire.BucketSightings),
			kvStream(wire.BucketConfig), kvStream(wire.BucketLeases), "OBJ_" + wire.BucketInputs} {
			pub = append(pub, consumers(st, true)...)
		}
		// The feed rewinds its requests consumer to the ack floor when it starts.
		pub = append(pub, jsAPI+"CONSUMER.RESET."+wire.StreamRequests+".*")
		pub = append(pub, jsAPI+"STREAM.PURGE.OBJ_"+wire.BucketOutputs, jsAPI+"STREAM.PURGE.OBJ_"+wire.BucketInputs,
			jsAPI+"STREAM.PURGE."+wire.StreamUploads)
		return Permissions{
			Publish:     pub,
			PublishDeny: []string{kv(wire.BucketCheckpoint), kv(wire.BucketSightings)},
			Subscribe:   []string{"infer.>", wire.SubjectCommitsAll, wire.SubjectChunksAll, inbox},
		}
	case Worker:
		id := wire.WorkerID(u.Worker)
		cons := wire.StreamAssignments + "." + wire.AssignConsumer(u.Worker)
		pub := []string{wire.HeartbeatSubject(u.Worker), wire.AckSubject(u.Worker),
			// its durable consumer, with its own subject as the filter (the server
			// checks that the filter in the subject is the one in the request)
			jsAPI + "CONSUMER.CREATE." + cons + "." + wire.SubjectAssignPrefix + id,
			jsAPI + "CONSUMER.INFO." + cons,
			jsAPI + "CONSUMER.MSG.NEXT." + cons,
			"$JS.ACK." + cons + ".>",
			jsAPI + "INFO",
			// its own output chunk and commit subjects (bus/outputs stages the chunks
			// within the worker's bound and checks the rest); never the staging stream
			wire.SubjectChunkPrefix + id + ".>", wire.CommitSubject(u.Worker)}
		// direct gets of the input store, where large inputs are, and of the output
		// store (no consumer)
		pub = append(pub, getStream("OBJ_"+wire.BucketInputs)...)
		pub = append(pub, getStream("OBJ_"+wire.BucketOutputs)...)
		return Permissions{Publish: pub, Subscribe: []string{inbox}}
	case Auditor:
		// Direct gets only, on every stream (bus.ReadMessages, bus.ScanSubject): no
		// consumer API at all. A consumer's deliver subject is in its request's body,
		// which permissions cannot see, so a reader allowed to create one could have the
		// server deliver a stream into any subject of the account (another stream).
		var pub []string
		for _, s := range []string{wire.StreamRequests, wire.StreamDecisions, kvStream(wire.BucketStatus), kvStream(wire.BucketSightings), kvStream(wire.BucketCheckpoint)} {
			pub = append(pub, getStream(s)...)
		}
		pub = append(pub, jsAPI+"INFO", jsAPI+"STREAM.NAMES")
		// statuses as they are written (the dev stack's observer)
		return Permissions{Publish: pub, Subscribe: []string{"infer.>", "$KV." + wire.BucketStatus + ".>", inbox}}
	case Admin:
		// The JetStream API and nothing else: the layout, no message of any stream.
		return Permissions{Publish: []string{jsAPI + ">"}, Subscribe: []string{inbox}}
	case Callout:
		// The server's requests ($SYS.REQ.USER.AUTH) and its replies to them, into the
		// server's own response inboxes.
		return Permissions{Publish: []string{"$SYS._INBOX.>"}, Subscribe: []string{"$SYS.REQ.USER.AUTH"}}
	}
	return Permissions{}
}

const jsAPI = "$JS.API."

// readerAPI is the JetStream API a runtime reader uses besides consumers: account and
// stream info, stream names, message gets.
var readerAPI = []string{jsAPI + "INFO", jsAPI + "STREAM.INFO.*", jsAPI + "STREAM.NAMES", jsAPI + "STREAM.LIST",
	jsAPI + "STREAM.MSG.GET.*", jsAPI + "DIRECT.GET.>"}

func kv(bucket string) string       { return "$KV." + bucket + ".>" }
func kvStream(bucket string) string { return "KV_" + bucket }

// getStream is reading stream message by message: its info and direct and API gets,
// no consumer.
func getStream(stream string) []string {
	return []string{
		jsAPI + "STREAM.INFO." + stream,
		jsAPI + "STREAM.MSG.GET." + stream,
		jsAPI + "DIRECT.GET." + stream, jsAPI + "DIRECT.GET." + stream + ".>",
	}
}

// readStream is what reading stream takes: getStream and consumers of one's own
// (ordered consumers are ephemeral, with random names, and delete their predecessor
// on each reset, hence deleteConsumers).
func readStream(stream string, deleteConsumers bool) []string {
	out := append(getStream(stream), consumers(stream, false)...)
	out = append(out, "$JS.FC."+stream+".>")
	if deleteConsumers {
		out = append(out, jsAPI+"CONSUMER.DELETE."+stream+".*")
	}
	return out
}

// consumers is running one's consumers of stream: create (ephemeral, or named with a
// filter), info, pull, and delete when deleting is set.
func consumers(stream string, deleting bool) []string {
	out := []string{jsAPI + "CONSUMER.CREATE." + stream, jsAPI + "CONSUMER.CREATE." + stream + ".>",
		jsAPI + "CONSUMER.INFO." + stream + ".*", jsAPI + "CONSUMER.MSG.NEXT." + stream + ".*"}
	if deleting {
		out = append(out, jsAPI+"CONSUMER.DELETE."+stream+".*")
	}
	return out
}

// ServerUsers are users for an embedded nats-server (server.Options.Users), in the
// global account, which has JetStream when the server does.
func ServerUsers(users []User) ([]*server.User, error) {
	out := make([]*server.User, 0, len(users))
	seen := map[string]bool{}
	for _, u := range users {
		if err := u.Validate(); err != nil {
			return nil, err
		}
		if seen[u.Name] {
			return nil, fmt.Errorf("bus user %s: listed twice", u.Name)
		}
		seen[u.Name] = true
		p := For(u)
		out = append(out, &server.User{Username: u.Name, Password: u.Password, Permissions: &server.Permissions{
			Publish:   &server.SubjectPermission{Allow: p.Publish, Deny: p.PublishDeny},
			Subscribe: &server.SubjectPermission{Allow: p.Subscribe},
		}})
	}
	return out, nil
}

// RandomPassword is 32 hex characters from crypto/rand (dev and tests).
func RandomPassword() (string, error) {
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("random password: %w", err)
	}
	return hex.EncodeToString(b), nil
}

// Render writes users as a nats-server `users` list for a config file, each password
// a reference to an environment variable (password(u), e.g. "$NATS_INDEXER_PASSWORD")
// or a quoted literal when password returns one without '$'.
func Render(users []User, password func(User) string, indent string) (string, error) {
	var b strings.Builder
	for _, u := range users {
		if err := u.Validate(); err != nil {
			return "", err
		}
		p := For(u)
		pw := password(u)
		if !envRef.MatchString(pw) { // a literal, or a bcrypt hash ("$2a$…")
			pw = quote(pw)
		}
		in := indent + "    "
		fmt.Fprintf(&b, "%s# role %s\n", indent, u.Role)
		fmt.Fprintf(&b, "%s{ user: %s, password: %s, permissions: {\n", indent, quote(u.Name), pw)
		fmt.Fprintf(&b, "%spublish: {\n%s  allow: %s\n", in, in, list(p.Publish, in+"  "))
		if len(p.PublishDeny) > 0 {
			fmt.Fprintf(&b, "%s  deny: %s\n", in, list(p.PublishDeny, in+"  "))
		}
		fmt.Fprintf(&b, "%s}\n%ssubscribe: { allow: %s }\n%s} }\n", in, in, list(p.Subscribe, in+"  "), indent)
	}
	return b.String(), nil
}

// envRef is a reference to an environment variable of the nats-server process.
var envRef = regexp.MustCompile(`^\$[A-Za-z_][A-Za-z0-9_]*$`)

func quote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `\"`) + `"` }

// list is a NATS config list, one item a line when there are more than two.
func list(ss []string, indent string) string {
	q := make([]string, len(ss))
	for i, s := range ss {
		q[i] = quote(s)
	}
	if len(q) <= 2 {
		return "[" + strings.Join(q, ", ") + "]"
	}
	return "[\n" + indent + "  " + strings.Join(q, "\n"+indent+"  ") + "\n" + indent + "]"
}
