package roles

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/audit"
	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/bus/feed"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
	"github.com/infersched/infersched/wire/events"
)

var (
	workerA = common.HexToAddress("0x00000000000000000000000000000000000000aa")
	workerB = common.HexToAddress("0x00000000000000000000000000000000000000bb")
)

// rolesServer is an embedded nats-server with one user per role (two workers), the
// layout ensured by its admin, and those users' passwords.
type rolesServer struct {
	srv   *natstest.Server
	admin jetstream.JetStream
	cfg   bus.Config
	users map[string]User
}

func startRoles(t testing.TB) *rolesServer { return startRolesWith(t, nil) }

// startRolesWith is startRoles with the layout's configuration changed by change.
func startRolesWith(t testing.TB, change func(*bus.Config)) *rolesServer {
	t.Helper()
	cfg := bus.DefaultConfig()
	if change != nil {
		change(&cfg)
	}
	var users []User
	for _, u := range []User{{Role: Indexer, Name: "indexer"}, {Role: Scheduler, Name: "scheduler"}, {Role: Auditor, Name: "auditor"},
		{Role: Admin, Name: "admin"}, {Role: Worker, Name: WorkerUser(workerA), Worker: workerA}, {Role: Worker, Name: WorkerUser(workerB), Worker: workerB}} {
		pw, err := RandomPassword()
		if err != nil {
			t.Fatal(err)
		}
		u.Password = pw
		users = append(users, u)
	}
	su, err := ServerUsers(users)
	if err != nil {
		t.Fatal(err)
	}
	srv := natstest.Start(t, natstest.WithUsers(su...))
	cfg.URL = srv.URL()
	admin := srv.JetStream(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := bus.Ensure(ctx, admin, cfg); err != nil {
		t.Fatal(err)
	}
	r := &rolesServer{srv: srv, admin: admin, cfg: cfg, users: map[string]User{}}
	for _, u := range users {
		r.users[u.Name] = u
	}
	return r
}

// client is a connection as one user that records the permission violations the
// server reports to it.
type client struct {
	nc   *nats.Conn
	js   jetstream.JetStream
	last error // LastError at the last check
}

func (r *rolesServer) connect(t testing.TB, name string) *client {
	t.Helper()
	u, ok := r.users[name]
	if !ok {
		t.Fatalf("no user %s", name)
	}
	c := &client{}
	creds := natsauth.Credentials{User: u.Name, Password: u.Password}
	auth, err := creds.Options()
	if err != nil {
		t.Fatal(err)
	}
	nc, err := nats.Connect(r.cfg.URL, append(auth, nats.ErrorHandler(func(*nats.Conn, *nats.Subscription, error) {}))...)
	if err != nil {
		t.Fatalf("connect as %s: %v", name, err)
	}
	t.Cleanup(nc.Close)
	c.nc = nc
	if c.js, err = jetstream.New(nc); err != nil {
		t.Fatal(err)
	}
	return c
}

// refused asserts that the server refused subject. A flush orders it: the server
// answers the PING only after the operations sent before it, and the client records
// the error (LastError) before it handles the PONG.
func (c *client) refused(t *testing.T, what, subject string) {
	t.Helper()
	if err := c.nc.Flush(); err != nil {
		t.Fatalf("%s: flush: %v", what, err)
	}
	err := c.nc.LastError()
	if err == nil || !errors.Is(err, nats.ErrPermissionViolation) || !strings.Contains(strings.ToLower(err.Error()), strings.ToLower(subject)) {
		t.Errorf("%s: the server did not refuse %q (last error: %v)", what, subject, err)
	}
	c.last = err
}

// allowed asserts that the server refused nothing since the last check.
func (c *client) allowed(t *testing.T, what string) {
	t.Helper()
	if err := c.nc.Flush(); err != nil {
		t.Fatalf("%s: flush: %v", what, err)
	}
	if err := c.nc.LastError(); err != c.last { //nolint:errorlint // identity: a new error since the last check
		t.Errorf("%s: refused: %v", what, err)
		c.last = err
	}
}

// msgs is how many messages stream holds on subject (the admin's view).
func (r *rolesServer) msgs(t *testing.T, stream, subject string) uint64 {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := r.admin.Stream(ctx, stream)
	if err != nil {
		t.Fatal(err)
	}
	info, err := s.Info(ctx, jetstream.WithSubjectFilter(subject))
	if err != nil {
		t.Fatal(err)
	}
	return info.State.Subjects[subject]
}

// A client without credentials, or with a wrong password, gets no connection.
func TestUnauthenticatedClientRefused(t *testing.T) {
	r := startRoles(t)
	if nc, err := nats.Connect(r.cfg.URL); err == nil {
		nc.Close()
		t.Fatal("connected without credentials")
	} else if !errors.Is(err, nats.ErrAuthorization) && !strings.Contains(strings.ToLower(err.Error()), "authorization") {
		t.Errorf("no credentials: %v, want an authorization violation", err)
	}
	if nc, err := nats.Connect(r.cfg.URL, nats.UserInfo("scheduler", "guess")); err == nil {
		nc.Close()
		t.Fatal("connected with a wrong password")
	}
	// bus.Connect says what to check.
	if _, err := bus.Connect(r.cfg, "test", nil); err == nil || !strings.Contains(err.Error(), "refused the credentials") {
		t.Errorf("bus.Connect without credentials: %v", err)
	}
}

// The bus attacks (fake chain events, statuses written ahead, decisions, another worker's
// prompts) with each role's stolen credentials.
func TestWorkerCredentialsStayWithTheirWorker(t *testing.T) {
	r := startRoles(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	// The scheduler assigns a job to each worker.
	sched := r.connect(t, "scheduler")
	for _, w := range []common.Address{workerA, workerB} {
		if _, err := sched.js.Publish(ctx, wire.AssignSubject(w), []byte(`{"prompt":"secret of `+wire.WorkerID(w)+`"}`)); err != nil {
			t.Fatalf("scheduler assigns to %s: %v", w, err)
		}
	}
	sched.allowed(t, "scheduler assigns")

	// Worker A reads its own assignment the way the reference worker does.
	a := r.connect(t, WorkerUser(workerA))
	cons, err := a.js.CreateOrUpdateConsumer(ctx, wire.StreamAssignments, jetstream.ConsumerConfig{
		Durable: wire.AssignConsumer(workerA), FilterSubject: wire.AssignSubject(workerA), AckPolicy: jetstream.AckExplicitPolicy})
	if err != nil {
		t.Fatalf("worker A creates its consumer: %v", err)
	}
	batch, err := cons.Fetch(1, jetstream.FetchMaxWait(5*time.Second))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for m := range batch.Messages() {
		n++
		if !strings.Contains(string(m.Data()), wire.WorkerID(workerA)) {
			t.Errorf("worker A got %s", m.Data())
		}
		if err := m.Ack(); err != nil {
			t.Errorf("worker A acks: %v", err)
		}
	}
	if n != 1 {
		t.Fatalf("worker A read %d assignments, want its 1", n)
	}
	a.allowed(t, "worker A reads its own assignment")

	// Its heartbeats and acks are requests the scheduler answers in A's inbox.
	for _, subj := range []string{wire.SubjectHeartbeatsAll, wire.SubjectAcksAll} {
		sub, err := sched.nc.Subscribe(subj, func(m *nats.Msg) { _ = m.Respond([]byte("ok")) })
		if err != nil {
			t.Fatal(err)
		}
		defer sub.Unsubscribe() //nolint:errcheck
	}
	sched.allowed(t, "scheduler listens to heartbeats and acks")
	for _, subj := range []string{wire.HeartbeatSubject(workerA), wire.AckSubject(workerA)} {
		if m, err := a.nc.Request(subj, []byte("{}"), 5*time.Second); err != nil || string(m.Data) != "ok" {
			t.Fatalf("worker A requests on %s: %v", subj, err)
		}
	}
	a.allowed(t, "worker A heartbeats and acks")

	// Worker B's consumer, before B ever started, and B's subject.
	steal := func(name, filter string) {
		cctx, ccancel := context.WithTimeout(ctx, time.Second) // a refused request gets no answer
		defer ccancel()
		if _, err := a.js.CreateOrUpdateConsumer(cctx, wire.StreamAssignments, jetstream.ConsumerConfig{
			Durable: name, FilterSubject: filter, AckPolicy: jetstream.AckExplicitPolicy}); err == nil {
			t.Errorf("worker A created consumer %s on %s", name, filter)
		}
	}
	steal(wire.AssignConsumer(workerA), wire.AssignSubject(workerB)) // its own name, B's filter
	a.refused(t, "own consumer on B's subject", "$JS.API.CONSUMER.CREATE.ASSIGNMENTS."+wire.AssignConsumer(workerA)+"."+wire.AssignSubject(workerB))
	steal(wire.AssignConsumer(workerB), wire.AssignSubject(workerB))
	a.refused(t, "B's consumer", "$JS.API.CONSUMER.CREATE.ASSIGNMENTS."+wire.AssignConsumer(workerB))
	steal("", wire.SubjectAssignAll)
	a.refused(t, "an ephemeral consumer on every assignment", "$JS.API.CONSUMER.CREATE.ASSIGNMENTS")

	// Core subscriptions to B's subject, to every assignment, to B's inbox.
	for _, subj := range []string{wire.AssignSubject(workerB), wire.SubjectAssignAll, natsauth.Inbox(WorkerUser(workerB)) + ".>", "_INBOX.>", ">"} {
		if _, err := a.nc.SubscribeSync(subj); err != nil {
			t.Fatal(err)
		}
		a.refused(t, "subscribe "+subj, subj)
	}
	// Pull from B's consumer once B has created it.
	b := r.connect(t, WorkerUser(workerB))
	if _, err := b.js.CreateOrUpdateConsumer(ctx, wire.StreamAssignments, jetstream.ConsumerConfig{
		Durable: wire.AssignConsumer(workerB), FilterSubject: wire.AssignSubject(workerB), AckPolicy: jetstream.AckExplicitPolicy}); err != nil {
		t.Fatalf("worker B creates its consumer: %v", err)
	}
	next := "$JS.API.CONSUMER.MSG.NEXT.ASSIGNMENTS." + wire.AssignConsumer(workerB)
	if err := a.nc.PublishRequest(next, natsauth.Inbox(WorkerUser(workerA))+".x", []byte(`{"batch":1}`)); err != nil {
		t.Fatal(err)
	}
	a.refused(t, "pull from B's consumer", next)

	// Nothing the chain or the scheduler says: a fake InferenceRequested, a "completed"
	// status written ahead, a decision record, a heartbeat or ack as B.
	writes := []struct{ stream, subject string }{
		{wire.StreamRequests, wire.RequestSubject("echo")},
		{wire.StreamRequests, wire.SubjectResults},
		{wire.StreamRequests, wire.SubjectRetractions},
		{"KV_" + wire.BucketStatus, "$KV." + wire.BucketStatus + ".1"},
		{wire.StreamDecisions, wire.DecisionSubject(1)},
		{wire.StreamAssignments, wire.AssignSubject(workerB)},
	}
	for _, w := range writes {
		before := r.msgs(t, w.stream, w.subject)
		if err := a.nc.Publish(w.subject, []byte(`{"state":"completed"}`)); err != nil {
			t.Fatal(err)
		}
		a.refused(t, "worker publishes "+w.subject, w.subject)
		if after := r.msgs(t, w.stream, w.subject); after != before {
			t.Errorf("%s: %d messages after worker A's publish, was %d", w.subject, after, before)
		}
	}
	for _, subj := range []string{wire.HeartbeatSubject(workerB), wire.AckSubject(workerB)} {
		if err := a.nc.Publish(subj, []byte("{}")); err != nil {
			t.Fatal(err)
		}
		a.refused(t, "worker A speaks as B", subj)
	}
}

func TestIndexerCredentialsWriteChainEventsOnly(t *testing.T) {
	r := startRoles(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ix := r.connect(t, "indexer")
	// What it is for: chain events, its checkpoint and sightings.
	if _, err := ix.js.Publish(ctx, wire.RequestSubject("echo"), []byte("{}")); err != nil {
		t.Fatalf("indexer publishes a request event: %v", err)
	}
	for _, b := range []string{wire.BucketCheckpoint, wire.BucketSightings} {
		kv, err := ix.js.KeyValue(ctx, b)
		if err != nil {
			t.Fatalf("indexer opens %s: %v", b, err)
		}
		if _, err := kv.Put(ctx, "k", []byte("v")); err != nil {
			t.Fatalf("indexer writes %s: %v", b, err)
		}
		if _, err := kv.Get(ctx, "k"); err != nil {
			t.Fatalf("indexer reads %s: %v", b, err)
		}
	}
	ix.allowed(t, "indexer's own writes")
	for _, w := range []struct{ stream, subject string }{
		{"KV_" + wire.BucketStatus, "$KV." + wire.BucketStatus + ".1"},
		{wire.StreamDecisions, wire.DecisionSubject(1)},
		{wire.StreamDecisions, wire.SubjectAnchors},
		{wire.StreamDecisions, wire.AnchorSubjectOf(1)},
		{wire.StreamAssignments, wire.AssignSubject(workerA)},
	} {
		before := r.msgs(t, w.stream, w.subject)
		if err := ix.nc.Publish(w.subject, []byte(`{}`)); err != nil {
			t.Fatal(err)
		}
		ix.refused(t, "indexer publishes "+w.subject, w.subject)
		if after := r.msgs(t, w.stream, w.subject); after != before {
			t.Errorf("%s: %d messages after the indexer's publish, was %d", w.subject, after, before)
		}
	}
	// Nor may it change the layout (a stream's subjects or limits).
	cctx, ccancel := context.WithTimeout(ctx, time.Second) // a refused request gets no answer
	defer ccancel()
	if err := bus.Ensure(cctx, ix.js, r.cfg); err == nil {
		t.Error("the indexer updated the streams")
	}
	ix.refused(t, "indexer updates a stream", "$JS.API.STREAM.")
}

func TestAuditorReadsAndPublishesNothing(t *testing.T) {
	r := startRoles(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	sched := r.connect(t, "scheduler")
	if _, err := sched.js.Publish(ctx, wire.DecisionSubject(1), []byte(`{"round":1}`)); err != nil {
		t.Fatalf("scheduler writes a decision: %v", err)
	}
	kv, err := sched.js.KeyValue(ctx, wire.BucketStatus)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := kv.Put(ctx, "7", []byte(`{"state":"queued"}`)); err != nil {
		t.Fatalf("scheduler writes a status: %v", err)
	}
	sched.allowed(t, "scheduler writes")

	au := r.connect(t, "auditor")
	var got []string
	if err := bus.ReadSubjects(ctx, au.js, wire.StreamDecisions, []string{wire.SubjectDecisionsAll}, func(d []byte) error {
		got = append(got, string(d))
		return nil
	}); err != nil || len(got) != 1 {
		t.Fatalf("auditor reads decisions: %v, %v", got, err)
	}
	akv, err := au.js.KeyValue(ctx, wire.BucketStatus)
	if err != nil {
		t.Fatal(err)
	}
	if e, err := akv.Get(ctx, "7"); err != nil || string(e.Value()) != `{"state":"queued"}` {
		t.Fatalf("auditor reads a status: %v", err)
	}
	au.allowed(t, "auditor reads")

	for _, w := range []struct{ stream, subject string }{
		{wire.StreamRequests, wire.RequestSubject("echo")},
		{wire.StreamRequests, wire.SubjectResults},
		{"KV_" + wire.BucketStatus, "$KV." + wire.BucketStatus + ".7"},
		{"KV_" + wire.BucketCheckpoint, "$KV." + wire.BucketCheckpoint + ".x"},
		{wire.StreamDecisions, wire.DecisionSubject(2)},
		{wire.StreamAssignments, wire.AssignSubject(workerA)},
	} {
		before := r.msgs(t, w.stream, w.subject)
		if err := au.nc.Publish(w.subject, []byte(`{}`)); err != nil {
			t.Fatal(err)
		}
		au.refused(t, "auditor publishes "+w.subject, w.subject)
		if after := r.msgs(t, w.stream, w.subject); after != before {
			t.Errorf("%s: %d messages after the auditor's publish, was %d", w.subject, after, before)
		}
	}
	for _, subj := range []string{wire.HeartbeatSubject(workerA), wire.AckSubject(workerA)} {
		if err := au.nc.Publish(subj, []byte("{}")); err != nil {
			t.Fatal(err)
		}
		au.refused(t, "auditor publishes "+subj, subj)
	}
}

// A replica's durable consumers of REQUESTS are named after the replica
// (feed.ConsumerFor), so no fixed deny list covers them: the auditor gets no
// consumer API on REQUESTS at all and still reads the requests, with direct gets.
func TestAuditorCannotTouchTheReplicasConsumers(t *testing.T) {
	r := startRoles(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ix := r.connect(t, "indexer")
	ev := []byte(`{"chain_id":1337,"contract":"0x00000000000000000000000000000000000000c0","block_number":7,` +
		`"block_hash":"0x0000000000000000000000000000000000000000000000000000000000000001",` +
		`"tx_hash":"0x0000000000000000000000000000000000000000000000000000000000000002","log_index":3,` +
		`"id":"41","requester":"0x00000000000000000000000000000000000000bb","model":"echo","prompt":"aGk=",` +
		`"max_tokens":16,"gas_limit":150000,"required_memory_mb":1024,"priority_fee_wei":"1000","submitted_at":1700000000,"deadline":1700000600}`)
	if _, err := events.DecodeRequestEvent(ev); err != nil {
		t.Fatalf("the test's event: %v", err)
	}
	if _, err := ix.js.Publish(ctx, wire.RequestSubject("echo"), ev); err != nil {
		t.Fatalf("indexer publishes a request: %v", err)
	}
	sched := r.connect(t, "scheduler")
	var names []string
	for _, replica := range []string{"", "replica-b"} {
		name := feed.ConsumerFor(replica)
		if _, err := sched.js.CreateOrUpdateConsumer(ctx, wire.StreamRequests, jetstream.ConsumerConfig{
			Durable: name, FilterSubject: wire.SubjectRequestsAll, AckPolicy: jetstream.AckExplicitPolicy, MaxAckPending: 100}); err != nil {
			t.Fatalf("scheduler creates %s: %v", name, err)
		}
		names = append(names, name)
	}
	sched.allowed(t, "scheduler creates its consumers")

	au := r.connect(t, "auditor")
	reqs, err := audit.Requests(ctx, au.js)
	if err != nil || len(reqs) != 1 || reqs["41"].ModelID != "echo" {
		t.Fatalf("auditor reads the requests: %v, %v", reqs, err)
	}
	au.allowed(t, "auditor reads the requests")

	for _, name := range names {
		c := "$JS.API.CONSUMER.CREATE.REQUESTS." + name
		for _, w := range []struct{ what, subject, body string }{
			{"updates", c + "." + wire.SubjectRequestsAll, `{"stream_name":"REQUESTS","config":{"durable_name":"` + name + `","ack_policy":"explicit","max_ack_pending":1,"filter_subject":"infer.requests.>"}}`},
			{"pulls from", "$JS.API.CONSUMER.MSG.NEXT.REQUESTS." + name, `{"batch":1}`},
			{"deletes", "$JS.API.CONSUMER.DELETE.REQUESTS." + name, ``},
			{"reads the state of", "$JS.API.CONSUMER.INFO.REQUESTS." + name, ``},
			{"creates a durable beside", "$JS.API.CONSUMER.DURABLE.CREATE.REQUESTS.x", `{}`},
		} {
			if err := au.nc.PublishRequest(w.subject, natsauth.Inbox("auditor")+".x", []byte(w.body)); err != nil {
				t.Fatal(err)
			}
			au.refused(t, "auditor "+w.what+" "+name, w.subject)
		}
		cons, err := r.admin.Consumer(ctx, wire.StreamRequests, name)
		if err != nil {
			t.Fatalf("%s after the auditor: %v", name, err)
		}
		info, err := cons.Info(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if info.Config.MaxAckPending != 100 || info.NumAckPending != 0 || info.Delivered.Stream != 0 {
			t.Errorf("%s changed by the auditor: max_ack_pending %d, ack pending %d, delivered %d",
				name, info.Config.MaxAckPending, info.NumAckPending, info.Delivered.Stream)
		}
	}
}

// The scheduler writes statuses, assignments and decisions, but no chain event and not
// the indexer's checkpoint.
func TestSchedulerCannotForgeChainEvents(t *testing.T) {
	r := startRoles(t)
	s := r.connect(t, "scheduler")
	for _, w := range []struct{ stream, subject string }{
		{wire.StreamRequests, wire.RequestSubject("echo")},
		{wire.StreamRequests, wire.SubjectRefunds},
		{"KV_" + wire.BucketCheckpoint, "$KV." + wire.BucketCheckpoint + ".x"},
	} {
		before := r.msgs(t, w.stream, w.subject)
		if err := s.nc.Publish(w.subject, []byte(`{}`)); err != nil {
			t.Fatal(err)
		}
		s.refused(t, "scheduler publishes "+w.subject, w.subject)
		if after := r.msgs(t, w.stream, w.subject); after != before {
			t.Errorf("%s: %d messages after the scheduler's publish, was %d", w.subject, after, before)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := bus.Ensure(ctx, s.js, r.cfg); err != nil {
		t.Errorf("the scheduler manages the layout: %v", err)
	}
	s.allowed(t, "scheduler ensures")
}
