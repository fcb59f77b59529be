package workers

import (
	"context"
	"sync"

	"github.com/redis/go-redis/v9"
)

// coalescer sends the commands that concurrent callers issue at the same time as one
// Redis pipeline: a round reserves for many assignments at once,
// the REQUESTS feed releases and records outcomes for a batch of results at once, and
// each of those commands then costs a share of one round trip and of two syscalls
// instead of a round trip of its own.
//
// There is no goroutine of its own: a caller that finds no pipeline in flight sends
// the queue itself; callers that arrive meanwhile queue, and when it is done the first
// of them sends what has queued. A lone caller's command goes out at once, as without
// the coalescer. Each command's reply and error are its own, and its caller waits for
// it even once its ctx ends (bounded by the client's read timeout): a reservation sent
// is never left unknown to the caller that asked for it. Safe for concurrent use.
type coalescer struct {
	rdb redis.UniversalClient

	mu      sync.Mutex
	queue   []*queued
	sending bool
}

// maxPipeline bounds the commands of one pipeline; the rest go in the next.
const maxPipeline = 512

type queued struct {
	cmd    redis.Cmder
	script *redis.Script // set for EVALSHA: run again with the script's body on NOSCRIPT
	keys   []string
	args   []any
	done   chan struct{} // closed once cmd has its reply
	lead   chan struct{} // closed when this caller is to send the queue
}

// do runs cmd, in a pipeline with whatever other callers issue meanwhile.
func (c *coalescer) do(ctx context.Context, cmd redis.Cmder) error {
	return c.run(ctx, &queued{cmd: cmd})
}

// eval runs script as EVALSHA in the shared pipeline (loading it when Redis does not
// have it) and returns its reply.
func (c *coalescer) eval(ctx context.Context, script *redis.Script, keys []string, args ...any) *redis.Cmd {
	cmdArgs := make([]any, 0, 3+len(keys)+len(args))
	cmdArgs = append(cmdArgs, "evalsha", script.Hash(), len(keys))
	for _, k := range keys {
		cmdArgs = append(cmdArgs, k)
	}
	cmdArgs = append(cmdArgs, args...)
	cmd := redis.NewCmd(ctx, cmdArgs...)
	_ = c.run(ctx, &queued{cmd: cmd, script: script, keys: keys, args: args})
	return cmd
}

func (c *coalescer) run(ctx context.Context, q *queued) error {
	q.done, q.lead = make(chan struct{}), make(chan struct{})
	c.mu.Lock()
	c.queue = append(c.queue, q)
	if c.sending {
		c.mu.Unlock()
		select {
		case <-q.done:
			return q.cmd.Err()
		case <-q.lead:
		}
	} else {
		c.sending = true
		c.mu.Unlock()
	}
	c.send(ctx)
	<-q.done
	return q.cmd.Err()
}

// send sends the queue (up to maxPipeline commands, this caller's among them) and
// hands the sending on to the first caller queued meanwhile, if any.
func (c *coalescer) send(ctx context.Context) {
	c.mu.Lock()
	n := min(len(c.queue), maxPipeline)
	batch := c.queue[:n:n]
	c.queue = c.queue[n:]
	c.mu.Unlock()

	// The commands are every caller's: one caller's end must not fail the others'.
	ctx = context.WithoutCancel(ctx)
	pipe := c.rdb.Pipeline()
	for _, q := range batch {
		_ = pipe.Process(ctx, q.cmd)
	}
	_, _ = pipe.Exec(ctx) // each command holds its own reply or error
	for _, q := range batch {
		if q.script != nil && redis.HasErrorPrefix(q.cmd.Err(), "NOSCRIPT") {
			res := q.script.Run(ctx, c.rdb, q.keys, q.args...)
			cmd := q.cmd.(*redis.Cmd)
			cmd.SetVal(res.Val())
			cmd.SetErr(res.Err())
		}
		close(q.done)
	}

	c.mu.Lock()
	if len(c.queue) > 0 {
		close(c.queue[0].lead)
	} else {
		c.sending = false
	}
	c.mu.Unlock()
}
