package agent

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/infersched/infersched/internal/testutil/testkit"
	"github.com/infersched/infersched/wire"
)

func writeFile(path string, b []byte) error { return os.WriteFile(path, b, 0o600) }

// BenchmarkStatePut is the cost of remembering one sent transaction (the state file is
// rewritten and fsynced) with n records already in it.
func BenchmarkStatePut(b *testing.B) {
	for _, n := range []int{10, 100, 1000, 10000} {
		b.Run(fmt.Sprintf("records=%d", n), func(b *testing.B) {
			s, err := openStore(filepath.Join(b.TempDir(), "s.json"))
			if err != nil {
				b.Fatal(err)
			}
			raw := make([]byte, 400)
			for i := range n {
				s.recs[strconv.Itoa(i)] = &record{RequestID: strconv.Itoa(i), Nonce: uint64(i), Hashes: []common.Hash{{1}}, Raw: raw}
			}
			b.ResetTimer()
			for i := 0; b.Loop(); i++ {
				if err := s.put(record{RequestID: "x" + strconv.Itoa(i%n), Hashes: []common.Hash{{2}}, Raw: raw, SentAtMS: 1}, 1); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkHeartbeatSign is the cost of one heartbeat: load snapshot and signature.
func BenchmarkHeartbeatSign(b *testing.B) {
	key, _ := crypto.GenerateKey()
	w := &Worker{cfg: Config{Models: []string{"a", "b"}, MaxJobs: 4, MemoryMB: 1000},
		id: strings.ToLower(crypto.PubkeyToAddress(key.PublicKey).Hex()), d: Deps{Clock: time.Now}}
	for b.Loop() {
		if _, err := wire.Sign(key, w.load()); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEchoThroughput: assignments through one echo worker to mined results on the
// simulated chain (blocks every 50 ms), max_jobs 1024, a fixed gas limit.
func BenchmarkEchoThroughput(b *testing.B) {
	for _, n := range []int{50, 200} {
		b.Run(fmt.Sprintf("requests=%d", n), func(b *testing.B) {
			for b.Loop() {
				b.StopTimer()
				e := newEnv(b)
				ids := make([]*big.Int, n)
				for i := range n {
					ids[i] = e.request("p", 10)
				}
				cfg := testConfig(b)
				cfg.MaxJobs, cfg.MemoryMB, cfg.Tx.GasLimit = 1024, 1<<20, 300_000
				r := e.start(0, cfg, NewEcho())
				b.StartTimer()
				for _, id := range ids {
					e.assign(id, 0, "p", 10, time.Hour)
				}
				testkit.WaitUntil(b, "all results", func() bool {
					st := r.w.Stats()
					if st.Failed+st.Nacked+st.Skipped > 0 {
						b.Fatalf("stats %+v", st)
					}
					return st.Completed == int64(n)
				})
				b.StopTimer()
				r.stop()
				b.StartTimer()
			}
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "results/s")
		})
	}
}
