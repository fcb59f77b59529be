package httpapi

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"time"

	"go.uber.org/zap"

	"github.com/infersched/infersched/wire/status"
)

// ChangeWatcher tells when a request's answer may have changed. *statuskv.Watcher
// satisfies it, over the shared buckets, so every replica pushes the same changes.
type ChangeWatcher interface {
	// Watch signals on the channel after changes of request id until ctx ends.
	Watch(ctx context.Context, id string) (<-chan struct{}, error)
}

// keepAlive is how often an idle event stream sends a comment line, so that proxies
// and clients do not take it for dead.
const keepAlive = 15 * time.Second

// streamSlots bounds the event streams and long polls open at once, in all and per
// client. Safe for concurrent use.
type streamSlots struct {
	max, perClient int
	mu             sync.Mutex
	total          int
	byClient       map[string]int
}

func newStreamSlots(max, perClient int) *streamSlots {
	return &streamSlots{max: max, perClient: perClient, byClient: map[string]int{}}
}

// acquire takes a slot for client; release gives it back. ok false: none is free.
func (s *streamSlots) acquire(client string) (release func(), ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.total >= s.max || s.byClient[client] >= s.perClient {
		return nil, false
	}
	s.total++
	s.byClient[client]++
	var once sync.Once
	return func() {
		once.Do(func() {
			s.mu.Lock()
			defer s.mu.Unlock()
			s.total--
			if s.byClient[client]--; s.byClient[client] <= 0 {
				delete(s.byClient, client)
			}
		})
	}, true
}

// parseWait reads the long poll's wait: a Go duration ("30s", "1m") or whole seconds,
// within (0, max].
func parseWait(v string, max time.Duration) (time.Duration, error) {
	d, err := time.ParseDuration(v)
	if err != nil {
		n, nerr := strconv.ParseInt(v, 10, 64)
		if nerr != nil || n > int64(max/time.Second)+1 {
			return 0, fmt.Errorf("wait: must be a duration such as 30s (or whole seconds) within (0, %s], got %q", max, clipText(v))
		}
		d = time.Duration(n) * time.Second
	}
	if d <= 0 || d > max {
		return 0, fmt.Errorf("wait: must be within (0, %s], got %q", max, clipText(v))
	}
	return d, nil
}

// push opens what a long poll or an event stream needs: a slot, a watch started before
// the first read (so no change between them is missed), and the first view. When it
// returns ok false it has answered the client.
func (s *Server) push(w http.ResponseWriter, r *http.Request, ctx context.Context, id string) (changes <-chan struct{}, v requestView, release func(), ok bool) {
	if s.status == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "the status store is not configured")
		return nil, v, nil, false
	}
	if s.watch == nil {
		writeError(w, http.StatusServiceUnavailable, "unavailable", "push is not configured; poll honouring Retry-After")
		return nil, v, nil, false
	}
	release, ok = s.slots.acquire(s.clientKey(r))
	if !ok {
		s.metrics.rateLimited.Inc()
		w.Header().Set("Retry-After", "5")
		writeError(w, http.StatusTooManyRequests, "too_many_streams",
			fmt.Sprintf("at most %d event streams and long polls per client (%d in all); close one or poll honouring Retry-After",
				s.cfg.MaxStreamsPerClient, s.cfg.MaxStreams))
		return nil, v, nil, false
	}
	s.metrics.streams.Inc()
	slot := release
	release = func() { slot(); s.metrics.streams.Dec() }
	changes, err := s.watch.Watch(ctx, id)
	if err != nil {
		release()
		s.unavailable(w, "watch request status", err)
		return nil, v, nil, false
	}
	v, err = s.requestView(ctx, id)
	if err != nil {
		release()
		s.unavailable(w, "read request status", err)
		return nil, v, nil, false
	}
	return changes, v, release, true
}

// next waits for a view whose key differs from last's, or for the end (ctx, shutdown,
// timer). It returns the latest view it read and whether it changed.
func (s *Server) next(ctx context.Context, id string, last requestView, changes <-chan struct{}, timer <-chan time.Time) (requestView, bool) {
	for {
		select {
		case <-ctx.Done():
			return last, false
		case <-s.closing:
			return last, false
		case <-timer:
			return last, false
		case <-changes:
		}
		v, err := s.requestView(ctx, id)
		if err != nil {
			if ctx.Err() == nil {
				s.log.Warn("push: read request status", zap.String("request_id", id), zap.Error(err))
			}
			continue
		}
		if v.key != last.key {
			return v, true
		}
		last = v
	}
}

// longPoll answers GET /v1/requests/{id}?wait=D: the answer at the first change within
// D, or the answer at D; at once when the request is final or unknown.
func (s *Server) longPoll(w http.ResponseWriter, r *http.Request, id string, wait time.Duration) {
	ctx, cancel := context.WithTimeout(r.Context(), wait+time.Second)
	defer cancel()
	changes, v, release, ok := s.push(w, r, ctx, id)
	if !ok {
		return
	}
	defer release()
	if !v.final && v.code == http.StatusAccepted {
		_ = http.NewResponseController(w).SetWriteDeadline(time.Now().Add(wait + 5*time.Second))
		t := time.NewTimer(wait)
		defer t.Stop()
		if nv, changed := s.next(ctx, id, v, changes, t.C); changed {
			v = nv
		} else if nv, err := s.requestView(ctx, id); err == nil {
			v = nv // a fresh Retry-After
		}
	}
	s.writeView(w, v)
}

// streamRequest answers GET /v1/requests/{id}/events: Server-Sent Events, one event
// (`event: status`, the JSON of GET /v1/requests/{id}) now and one per change, ending
// after a final state, at stream_timeout, or at shutdown. A request that is unknown
// (404) or cannot be read is answered as GET would, without a stream.
func (s *Server) streamRequest(w http.ResponseWriter, r *http.Request) {
	id, err := status.ParseRequestID(r.PathValue("id"))
	if err != nil {
		writeError(w, http.StatusBadRequest, "bad_request", err.Error())
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), s.cfg.StreamTimeout)
	defer cancel()
	changes, v, release, ok := s.push(w, r, ctx, id)
	if !ok {
		return
	}
	defer release()
	if v.code != http.StatusOK && v.code != http.StatusAccepted {
		s.writeView(w, v)
		return
	}
	rc := http.NewResponseController(w)
	_ = rc.SetWriteDeadline(time.Time{}) // the stream outlives write_timeout; stream_timeout bounds it
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	seq := 0
	send := func(v requestView) error {
		seq++
		b, err := marshalBody(v.body)
		if err != nil {
			return err
		}
		if _, err := fmt.Fprintf(w, "event: status\nid: %d\ndata: %s\n\n", seq, b); err != nil {
			return err
		}
		return rc.Flush()
	}
	if send(v) != nil || v.final {
		return
	}
	tick := time.NewTicker(keepAlive)
	defer tick.Stop()
	for {
		nv, changed := s.next(ctx, id, v, changes, tick.C)
		if !changed {
			if ctx.Err() != nil || isClosed(s.closing) {
				return
			}
			if _, err := fmt.Fprint(w, ": keep-alive\n\n"); err != nil || rc.Flush() != nil {
				return
			}
			continue
		}
		v = nv
		if send(v) != nil || v.final {
			return
		}
	}
}

func isClosed(c <-chan struct{}) bool {
	select {
	case <-c:
		return true
	default:
		return false
	}
}

var errNoBody = errors.New("no body")

func marshalBody(body any) ([]byte, error) {
	if body == nil {
		return nil, errNoBody
	}
	return json.Marshal(body)
}
