package roles

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus"
	"github.com/infersched/infersched/internal/natsauth"
	"github.com/infersched/infersched/wire"
)

// No runtime role administers the layout. With each role's credentials, the update that
// cut DECISIONS to one record (max_msgs 1), a purge, a delete of the stream and of one
// message, on every stream and bucket: all refused, and nothing changed.
func TestRuntimeRolesCannotChangeStreams(t *testing.T) {
	r := startRoles(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	sched := r.connect(t, "scheduler")
	for i := range 3 {
		if _, err := sched.js.Publish(ctx, wire.DecisionSubject(uint64(i+1)), []byte(`{"round":1}`)); err != nil {
			t.Fatalf("scheduler writes a decision: %v", err)
		}
	}
	streams := []string{wire.StreamRequests, wire.StreamAssignments, wire.StreamDecisions,
		"KV_" + wire.BucketStatus, "KV_" + wire.BucketSightings, "KV_" + wire.BucketCheckpoint, "KV_" + wire.BucketConfig}
	before := map[string]*jetstream.StreamInfo{}
	for _, s := range streams {
		before[s] = r.info(t, s)
	}
	for _, name := range []string{"scheduler", "indexer", WorkerUser(workerA), "auditor"} {
		c := r.connect(t, name)
		for _, s := range streams {
			cfg := before[s].Config
			cfg.MaxMsgs = 1
			upd, err := json.Marshal(cfg)
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range []struct{ what, subject, body string }{
				{"updates (max_msgs 1)", "$JS.API.STREAM.UPDATE." + s, string(upd)},
				{"purges", "$JS.API.STREAM.PURGE." + s, `{}`},
				{"deletes a message of", "$JS.API.STREAM.MSG.DELETE." + s, `{"seq":1,"no_erase":true}`},
				{"deletes", "$JS.API.STREAM.DELETE." + s, ``},
			} {
				if err := c.nc.PublishRequest(a.subject, natsauth.Inbox(name)+".x", []byte(a.body)); err != nil {
					t.Fatal(err)
				}
				c.refused(t, name+" "+a.what+" "+s, a.subject)
			}
		}
	}
	for _, s := range streams {
		after := r.info(t, s)
		b := before[s]
		if after.Config.MaxMsgs != b.Config.MaxMsgs || after.State.Msgs != b.State.Msgs || after.State.FirstSeq != b.State.FirstSeq {
			t.Errorf("%s changed by a runtime role: max_msgs %d→%d, msgs %d→%d", s, b.Config.MaxMsgs, after.Config.MaxMsgs, b.State.Msgs, after.State.Msgs)
		}
	}
}

// A push consumer of the auditor's on DECISIONS, delivering into a chain-event subject,
// would copy a decision record into REQUESTS. The auditor creates no consumer at all (it
// reads with direct gets); none appears and REQUESTS gains nothing.
func TestAuditorCannotDeliverIntoAStream(t *testing.T) {
	r := startRoles(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	sched := r.connect(t, "scheduler")
	if _, err := sched.js.Publish(ctx, wire.DecisionSubject(1), []byte(`{"round":1}`)); err != nil {
		t.Fatal(err)
	}
	au := r.connect(t, "auditor")
	target := wire.RequestSubject("echo")
	before := r.msgs(t, wire.StreamRequests, target)
	for _, s := range []string{wire.StreamDecisions, "KV_" + wire.BucketStatus} {
		for _, subj := range []string{"$JS.API.CONSUMER.CREATE." + s, "$JS.API.CONSUMER.CREATE." + s + ".thief",
			"$JS.API.CONSUMER.DURABLE.CREATE." + s + ".thief"} {
			body := `{"stream_name":"` + s + `","config":{"name":"thief","durable_name":"thief","deliver_subject":"` + target +
				`","ack_policy":"none","deliver_policy":"all"}}`
			if err := au.nc.PublishRequest(subj, natsauth.Inbox("auditor")+".x", []byte(body)); err != nil {
				t.Fatal(err)
			}
			au.refused(t, "auditor creates a push consumer on "+s, subj)
		}
	}
	time.Sleep(200 * time.Millisecond) // deliveries, were there a consumer
	if after := r.msgs(t, wire.StreamRequests, target); after != before {
		t.Errorf("REQUESTS on %s: %d messages after the auditor's consumer, was %d", target, after, before)
	}
	for _, s := range []string{wire.StreamDecisions, "KV_" + wire.BucketStatus} {
		if info := r.info(t, s); info.State.Consumers != 0 {
			t.Errorf("%s: %d consumers after the auditor", s, info.State.Consumers)
		}
	}
}

// The scheduler role may create consumers only on the streams it follows (REQUESTS,
// ASSIGNMENTS, the status, sightings, config and lease buckets, INPUTS), not on any
// stream with any deliver subject: a push consumer on DECISIONS, UPLOADS, OUTPUTS or the
// indexer's checkpoint, delivering into a chain-event subject, is refused, and REQUESTS
// gains nothing.
func TestSchedulerCreatesConsumersOnlyWhereItReads(t *testing.T) {
	r := startRoles(t)
	sched := r.connect(t, "scheduler")
	target := wire.RequestSubject("echo")
	before := r.msgs(t, wire.StreamRequests, target)
	for _, s := range []string{wire.StreamDecisions, wire.StreamUploads, "OBJ_" + wire.BucketOutputs, "KV_" + wire.BucketCheckpoint} {
		for _, subj := range []string{"$JS.API.CONSUMER.CREATE." + s, "$JS.API.CONSUMER.CREATE." + s + ".thief",
			"$JS.API.CONSUMER.DURABLE.CREATE." + s + ".thief"} {
			body := `{"stream_name":"` + s + `","config":{"name":"thief","durable_name":"thief","deliver_subject":"` + target +
				`","ack_policy":"none","deliver_policy":"all"}}`
			if err := sched.nc.PublishRequest(subj, natsauth.Inbox("scheduler")+".x", []byte(body)); err != nil {
				t.Fatal(err)
			}
			sched.refused(t, "scheduler creates a push consumer on "+s, subj)
		}
		if info := r.info(t, s); info.State.Consumers != 0 {
			t.Errorf("%s: %d consumers after the scheduler's attempts", s, info.State.Consumers)
		}
	}
	if after := r.msgs(t, wire.StreamRequests, target); after != before {
		t.Errorf("REQUESTS on %s: %d messages, was %d", target, after, before)
	}
}

// What the scheduler role can still do (docs/security.md, a limit of NATS): a
// consumer's deliver subject is in the request's body, which no permission sees, so on a
// stream it follows the scheduler can still create a push consumer delivering anywhere.
// This test fails the day nats-server refuses it, so that the page is put right.
func TestSchedulerPushConsumerOnAStreamItFollows(t *testing.T) {
	r := startRoles(t)
	sched := r.connect(t, "scheduler")
	s := "KV_" + wire.BucketStatus
	body := `{"stream_name":"` + s + `","config":{"name":"still","deliver_subject":"not.a.stream.subject","ack_policy":"none","deliver_policy":"all"}}`
	m, err := sched.nc.Request("$JS.API.CONSUMER.CREATE."+s+".still", []byte(body), 10*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(m.Data), `"error"`) {
		t.Fatalf("nats-server now refuses the scheduler's push consumer (%s): docs/security.md's limit is closed", m.Data)
	}
}

// The admin role changes the layout and only it: a stream shortened behind the
// scheduler's back (as the admin could) makes the scheduler's Ensure fail naming the
// difference, and the admin's Ensure puts it back. The admin publishes no message.
func TestOnlyTheAdminChangesTheLayout(t *testing.T) {
	r := startRoles(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	adm := r.connect(t, "admin")
	if err := bus.Ensure(ctx, adm.js, r.cfg); err != nil {
		t.Fatalf("the admin ensures: %v", err)
	}
	adm.allowed(t, "admin ensures")
	cfg := r.info(t, wire.StreamDecisions).Config
	cfg.MaxMsgs = 1
	if _, err := adm.js.UpdateStream(ctx, cfg); err != nil {
		t.Fatalf("the admin shortens DECISIONS: %v", err)
	}
	sched := r.connect(t, "scheduler")
	err := bus.Ensure(ctx, sched.js, r.cfg)
	if !errors.Is(err, bus.ErrLayout) || !strings.Contains(err.Error(), "DECISIONS: max_msgs 1, want -1") {
		t.Errorf("the scheduler's Ensure on a shortened DECISIONS: %v", err)
	}
	if got := r.info(t, wire.StreamDecisions).Config.MaxMsgs; got != 1 {
		t.Fatalf("the scheduler changed DECISIONS: max_msgs %d", got)
	}
	if err := bus.CheckLayout(ctx, adm.js, r.cfg); !errors.Is(err, bus.ErrLayout) {
		t.Errorf("CheckLayout on a shortened DECISIONS: %v", err)
	}
	changes, err := bus.EnsureLayout(ctx, adm.js, r.cfg)
	if err != nil || len(changes) != 1 || changes[0].Stream != wire.StreamDecisions {
		t.Fatalf("the admin puts DECISIONS back: %v, %v", changes, err)
	}
	if got := r.info(t, wire.StreamDecisions).Config.MaxMsgs; got != -1 {
		t.Errorf("DECISIONS after the admin's Ensure: max_msgs %d", got)
	}
	if err := bus.Ensure(ctx, sched.js, r.cfg); err != nil {
		t.Errorf("the scheduler's Ensure once the layout is back: %v", err)
	}
	if err := adm.nc.Publish(wire.DecisionSubject(9), []byte(`{}`)); err != nil {
		t.Fatal(err)
	}
	adm.refused(t, "admin publishes a decision", wire.DecisionSubject(9))
}

func (r *rolesServer) info(t *testing.T, stream string) *jetstream.StreamInfo {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := r.admin.Stream(ctx, stream)
	if err != nil {
		t.Fatal(err)
	}
	info, err := s.Info(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return info
}
