package workers

import (
	"context"
	"fmt"
	"sync"
	"testing"

	"github.com/redis/go-redis/v9"

	"github.com/infersched/infersched/internal/testutil/redistest"
)

// Concurrent callers through one coalescer each get their own reply and error, and a
// script Redis does not hold (flushed meanwhile) is loaded and run, exactly once.
func TestCoalescerGivesEachCallerItsOwnReply(t *testing.T) {
	rdb := redistest.Start(t).Client(t)
	ctx := context.Background()
	c := &coalescer{rdb: rdb}
	incr := redis.NewScript(`return redis.call('INCRBY', KEYS[1], ARGV[1])`)
	if err := rdb.ScriptFlush(ctx).Err(); err != nil {
		t.Fatal(err)
	}
	const callers = 200
	var wg sync.WaitGroup
	errs := make(chan error, callers)
	for i := range callers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			key := fmt.Sprintf("k%d", i)
			if err := c.do(ctx, redis.NewStatusCmd(ctx, "set", key, i)); err != nil {
				errs <- err
				return
			}
			got, err := c.eval(ctx, incr, []string{key}, 1000).Int()
			if err != nil || got != 1000+i {
				errs <- fmt.Errorf("caller %d: INCRBY gave %d, %v; want %d", i, got, err, 1000+i)
				return
			}
			// A command that fails fails only for its caller.
			if err := c.do(ctx, redis.NewIntCmd(ctx, "incr", "not-a-number-"+key)); err != nil {
				errs <- err
				return
			}
			wrong := redis.NewIntCmd(ctx, "hget", key, "field") // WRONGTYPE: key holds a string
			if err := c.do(ctx, wrong); err == nil {
				errs <- fmt.Errorf("caller %d: HGET on a string succeeded", i)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	for i := range callers {
		if v, err := rdb.Get(ctx, fmt.Sprintf("k%d", i)).Int(); err != nil || v != 1000+i {
			t.Fatalf("k%d = %d, %v; want %d (each script ran once)", i, v, err, 1000+i)
		}
	}
}
