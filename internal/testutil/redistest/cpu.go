package redistest

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// ServerCPU is the CPU redis-server has used so far (INFO cpu: used_cpu_user +
// used_cpu_sys), for benchmarks that say how much of their work ran in Redis.
func ServerCPU(tb testing.TB, rdb redis.UniversalClient) time.Duration {
	tb.Helper()
	info, err := rdb.Info(context.Background(), "cpu").Result()
	if err != nil {
		tb.Fatal(err)
	}
	var total time.Duration
	for _, line := range strings.Split(info, "\n") {
		k, v, ok := strings.Cut(strings.TrimSpace(line), ":")
		if ok && (k == "used_cpu_sys" || k == "used_cpu_user") {
			f, _ := strconv.ParseFloat(v, 64)
			total += time.Duration(f * float64(time.Second))
		}
	}
	return total
}
