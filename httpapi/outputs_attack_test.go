package httpapi

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/infersched/infersched/bus/outputs"
	"github.com/infersched/infersched/internal/testutil/natstest"
	"github.com/infersched/infersched/wire"
)

// slowReader sends GET path on its own connection with a small receive buffer, reads
// the answer's status line and headers, and then reads nothing more: the server's
// writes block once the socket's buffers are full.
func slowReader(url, path string) (int, net.Conn, error) {
	c, err := net.Dial("tcp", strings.TrimPrefix(url, "http://"))
	if err != nil {
		return 0, nil, err
	}
	_ = c.(*net.TCPConn).SetReadBuffer(4 << 10)
	if _, err := c.Write([]byte("GET " + path + " HTTP/1.1\r\nHost: infersched\r\n\r\n")); err != nil {
		return 0, c, err
	}
	resp, err := http.ReadResponse(bufio.NewReaderSize(c, 1024), nil)
	if err != nil {
		return 0, c, err
	}
	return resp.StatusCode, c, nil
}

// heapInUse is the live heap (allocated objects) after a collection, in bytes.
func heapInUse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// rssKB is the process's resident set (Linux; 0 elsewhere), for the log.
func rssKB() int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			n, _ := strconv.Atoi(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")))
			return n
		}
	}
	return 0
}

// Each output GET held the whole object in memory until it was written, so 100 slow
// readers of an 8 MiB output from one IP took the daemon from 263 MB to 1.64 GB (on the
// previous API this test measured +834 MiB of heap, RSS 90 → 1 772 MiB). An output is
// served from the store chunk by chunk: with 100 readers allowed at once
// (output_readers and output_readers_per_client 100), all 100 stalled mid-body, the
// heap grows by what 100 chunks and buffers take, far below one copy of the output per
// reader.
func TestSlowReadersHoldBoundedMemory(t *testing.T) {
	const size, readers = 8 << 20, 100
	grew, _ := slowReadersOnce(t, readers, size)
	// Each stalled reader holds a chunk (128 KiB) and a copy buffer (32 KiB) in the API,
	// and the NATS server, in this process here, a chunk it answered and its store's
	// caches: 128 MiB bounds the lot; a copy of the output per reader is 800 MiB.
	if limit := int64(128 << 20); grew > limit {
		t.Fatalf("the heap grew by %d MiB with %d slow readers, the bound is %d MiB (one copy per reader would be %d MiB)",
			grew>>20, readers, limit>>20, readers*size>>20)
	}
}

// slowReadersOnce stores an output of size bytes and lets readers stalled readers
// (one client, all let in) read it; it returns how much the heap grew while they hold
// it, and the resident set then (KiB), and fails unless every reader got 200.
func slowReadersOnce(t testing.TB, readers, size int) (grew int64, rssKiB int) {
	t.Helper()
	var store *outputs.Store
	e := newPushEnv(t, func(o *Options) {
		store = openOutputs(t, natstest.Start(t), 16<<20)
		o.Outputs = storeAdapter{store}
		o.Config.WriteTimeout = 10 * time.Minute // the readers stall for the test's length
		o.Config.OutputReaders, o.Config.OutputReadersPerClient = readers, readers
	})
	out := bytes.Repeat([]byte("eight mebibytes "), size/16)
	h, err := store.Put(context.Background(), out)
	if err != nil || h != crypto.Keccak256Hash(out) {
		t.Fatal(err)
	}
	put(t, e.kv, completed("10", h))
	before, rssBefore := heapInUse(), rssKB()

	conns := make([]net.Conn, readers)
	var wg sync.WaitGroup
	var mu sync.Mutex
	codes := map[int]int{}
	for i := range readers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			code, c, err := slowReader(e.url, "/v1/requests/10/output")
			if err != nil {
				t.Errorf("slow reader: %v", err)
			}
			mu.Lock()
			codes[code]++
			conns[i] = c
			mu.Unlock()
		}()
	}
	wg.Wait()
	defer func() {
		for _, c := range conns {
			if c != nil {
				c.Close()
			}
		}
	}()
	time.Sleep(500 * time.Millisecond) // let the handlers fill the sockets (the bound holds at any time)
	during, rssDuring := heapInUse(), rssKB()
	grew = int64(during) - int64(before)
	t.Logf("%d slow readers of a %d MiB output: answers %v, heap in use %d → %d MiB (+%d MiB), RSS %d → %d MiB",
		readers, size>>20, codes, before>>20, during>>20, grew>>20, rssBefore>>10, rssDuring>>10)
	if codes[http.StatusOK] != readers {
		t.Fatalf("answers %v, want %d × 200", codes, readers)
	}
	return grew, rssDuring
}

// The read slots bound one client's reads (429 with Retry-After beyond
// output_readers_per_client, the others' reads unaffected); a Range of 1 500 one-byte
// ranges made a multipart answer 17 times the object, each range reading the whole
// object: more than 16 ranges are answered whole; and a GET of an object whose chunks
// are gone held a read slot for 5 s before a 503: it answers 404 output_missing at
// once, and the next GET too.
func TestOutputReadsAreBounded(t *testing.T) {
	var store *outputs.Store
	var ns *natstest.Server
	e := newPushEnv(t, func(o *Options) {
		ns = natstest.Start(t)
		store = openOutputs(t, ns, 16<<20)
		o.Outputs = storeAdapter{store}
		o.Config.WriteTimeout = 10 * time.Minute
		o.Config.OutputReaders, o.Config.OutputReadersPerClient = 8, 2
	})
	ctx := context.Background()
	// Larger than what the kernel buffers of a stalled connection take, so that a
	// stalled read holds its slot.
	big := bytes.Repeat([]byte("eight mebibytes."), 8<<20/16)
	small := bytes.Repeat([]byte("ten thousand bytes"), 10_000/18+1)[:10_000]
	bigHash, err := store.Put(ctx, big)
	if err != nil {
		t.Fatal(err)
	}
	smallHash, err := store.Put(ctx, small)
	if err != nil {
		t.Fatal(err)
	}
	put(t, e.kv, completed("10", bigHash), completed("11", smallHash))

	t.Run("one client's slots", func(t *testing.T) {
		var conns []net.Conn
		defer func() {
			for _, c := range conns {
				c.Close()
			}
		}()
		codes := map[int]int{}
		for range 6 {
			code, c, err := slowReader(e.url, "/v1/requests/10/output")
			if err != nil {
				t.Fatal(err)
			}
			conns = append(conns, c)
			codes[code]++
		}
		if codes[http.StatusOK] != 2 || codes[http.StatusTooManyRequests] != 4 {
			t.Fatalf("6 stalled reads from one client: %v, want 2 × 200 and 4 × 429", codes)
		}
		rec := e.f.do("GET", "/v1/requests/11/output", "") // another client (httptest's 192.0.2.1)
		if rec.Code != http.StatusOK || !bytes.Equal(rec.Body.Bytes(), small) {
			t.Fatalf("another client's read while the first's slots are taken: %d", rec.Code)
		}
	})

	t.Run("many ranges", func(t *testing.T) {
		var rg strings.Builder
		rg.WriteString("bytes=")
		for i := range 1500 {
			if i > 0 {
				rg.WriteString(",")
			}
			fmt.Fprintf(&rg, "%d-%d", i*6, i*6)
		}
		rec := e.f.do("GET", "/v1/requests/11/output", "", "Range", rg.String())
		if rec.Body.Len() > 2*len(small) {
			t.Fatalf("1 500 one-byte ranges of a %d-byte object: %d %d bytes", len(small), rec.Code, rec.Body.Len())
		}
		if rec.Code != http.StatusOK || !bytes.Equal(rec.Body.Bytes(), small) {
			t.Fatalf("1 500 ranges: %d, want the whole object", rec.Code)
		}
		rec = e.f.do("GET", "/v1/requests/11/output", "", "Range", "bytes=0-0,100-100,9999-9999")
		if rec.Code != http.StatusPartialContent || !strings.Contains(rec.Header().Get("Content-Type"), "multipart/byteranges") {
			t.Fatalf("3 ranges: %d %s", rec.Code, rec.Header().Get("Content-Type"))
		}
	})

	t.Run("a broken object", func(t *testing.T) {
		js := ns.JetStream(t)
		obs, err := js.ObjectStore(ctx, wire.BucketOutputs)
		if err != nil {
			t.Fatal(err)
		}
		info, err := obs.GetInfo(ctx, wire.ObjectName(smallHash))
		if err != nil {
			t.Fatal(err)
		}
		st, err := js.Stream(ctx, "OBJ_"+wire.BucketOutputs)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.Purge(ctx, jetstream.WithPurgeSubject("$O."+wire.BucketOutputs+".C."+info.NUID)); err != nil {
			t.Fatal(err)
		}
		for range 2 {
			rctx, cancel := context.WithTimeout(ctx, 3*time.Second) // the previous API held it 5 s
			req := httptest.NewRequest("GET", "/v1/requests/11/output", nil).WithContext(rctx)
			rec := httptest.NewRecorder()
			e.f.srv.ServeHTTP(rec, req)
			cancel()
			if rec.Code != http.StatusNotFound || !strings.Contains(rec.Body.String(), "output_missing") {
				t.Fatalf("the broken object: %d %s, want 404 output_missing at once", rec.Code, rec.Body.String())
			}
		}
	})
}

// Anonymous uploads cannot stop results. Before, 61 unauthenticated POST /v1/inputs of
// 16 MiB filled the 1 GiB store that workers' outputs shared, and every result over
// 4 KiB was refused until max_age. Inputs have their own store, each client a quota of
// unclaimed bytes and a byte rate: ten clients flooding uploads get at most their quota
// each and the input store's room in all (201, else 429 or 503 store_full), and a
// worker's output then commits and is served.
func TestAnonymousUploadsCannotStopResults(t *testing.T) {
	const mib = 1 << 20
	var store *outputs.Store
	var ns *natstest.Server
	e := newPushEnv(t, func(o *Options) {
		ns = natstest.Start(t)
		store = openOutputs(t, ns, 2*mib)
		o.Outputs = storeAdapter{store}
		o.Inputs = inputsAdapter{openInputs(t, ns, 2*mib, 8*mib)}
		o.Config.TrustedProxies = []string{"192.0.2.0/24"} // httptest's remote address
		o.Config.InputBytesPerSecond, o.Config.InputUnclaimedBytesPerClient = mib, 2*mib
	})
	upload := func(client string, i int) *httptest.ResponseRecorder {
		return e.f.do("POST", "/v1/inputs", strings.Repeat(fmt.Sprintf("%s %d ", client, i), mib/8)[:mib], "X-Forwarded-For", client)
	}

	// One client's byte rate: its bucket holds one largest input (2 MiB); a third
	// mebibyte at once is refused before a byte is read.
	for i := range 2 {
		if rec := upload("198.51.100.1", i); rec.Code != http.StatusCreated {
			t.Fatalf("upload %d: %d %s", i, rec.Code, rec.Body.String())
		}
	}
	if rec := upload("198.51.100.1", 2); rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" ||
		!strings.Contains(rec.Body.String(), "rate_limited") {
		t.Fatalf("a third mebibyte at once: %d %s, want 429 rate_limited with Retry-After", rec.Code, rec.Body.String())
	}

	accepted := map[string]int{}
	total := 2 * mib
	for round := range 5 {
		e.f.clock.Advance(2 * time.Second) // the rate refilled: the quota and the store are what bound
		for c := range 10 {
			client := fmt.Sprintf("203.0.113.%d", c+1)
			switch rec := upload(client, round); rec.Code {
			case http.StatusCreated:
				accepted[client] += mib
				total += mib
			case http.StatusTooManyRequests:
			case http.StatusServiceUnavailable:
				if !strings.Contains(rec.Body.String(), "store_full") {
					t.Fatalf("upload: 503 %s", rec.Body.String())
				}
			default:
				t.Fatalf("upload: %d %s", rec.Code, rec.Body.String())
			}
		}
	}
	for client, n := range accepted {
		if n > 2*mib {
			t.Errorf("client %s stored %d bytes unclaimed, the quota is %d", client, n, 2*mib)
		}
	}
	if total > 8*mib {
		t.Errorf("%d bytes of inputs accepted in an 8 MiB store", total)
	}
	t.Logf("ten clients flooding 1 MiB uploads: %d MiB accepted in all, %v", total/mib, accepted)

	// A worker's result is unaffected.
	out := bytes.Repeat([]byte("a result after the flood "), 1_500_000/25)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	js := ns.JetStream(t)
	worker := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	n := 0
	for off := 0; off < len(out); off += wire.UploadChunkBytes {
		if _, err := js.Publish(ctx, wire.UploadChunkSubject(worker, "10", n), out[off:min(off+wire.UploadChunkBytes, len(out))]); err != nil {
			t.Fatal(err)
		}
		n++
	}
	holds := outputs.HolderFunc(func(context.Context, string, common.Address) error { return nil })
	h := crypto.Keccak256Hash(out)
	if err := store.Commit(ctx, worker, wire.CommitRequest{RequestID: "10", OutputHash: h, Length: int64(len(out)), Chunks: n}, holds); err != nil {
		t.Fatalf("a worker's commit after the upload flood: %v", err)
	}
	put(t, e.kv, completed("10", h))
	if rec := e.f.do("GET", "/v1/requests/10/output", ""); rec.Code != http.StatusOK || !bytes.Equal(rec.Body.Bytes(), out) {
		t.Fatalf("the output after the flood: %d, %d bytes", rec.Code, rec.Body.Len())
	}
}

// BenchmarkSlowReaders: N stalled readers of an 8 MiB output (all let in at once): the
// heap and RSS the API process gains (the embedded NATS server's share included),
// at N = 25, 50, 100. Run with -benchtime=1x.
func BenchmarkSlowReaders(b *testing.B) {
	const size = 8 << 20
	for _, readers := range []int{25, 50, 100} {
		b.Run(fmt.Sprintf("readers=%d", readers), func(b *testing.B) {
			for range b.N {
				grew, rss := slowReadersOnce(b, readers, size)
				b.ReportMetric(float64(grew)/(1<<20), "heap-MiB")
				b.ReportMetric(float64(rss)/(1<<10), "rss-MiB")
			}
		})
	}
}
