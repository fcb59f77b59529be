package enginekit

import (
	"bufio"
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

//go:embed server/server.mjs server/package.json server/package-lock.json
var serverFiles embed.FS

// ErrNoNode is returned by Launch when Node.js or npm is not on PATH.
var ErrNoNode = errors.New("enginekit: Node.js or npm is not installed")

// DefaultModel is the served model name when Options.Models is empty.
const DefaultModel = "llama-7b"

// Options configure an engine. Zero values take the server's defaults.
type Options struct {
	// Models: served model name → the tiny model to write and serve under it. Empty:
	// DefaultModel with Spec{Seed: 1}.
	Models map[string]Spec
	// Threads (--threads, default 1), BatchSize (--batch-size, default 512), Sequences
	// (--sequences: requests decoded at once in one context, default 1), ContextSize
	// (--context-size: per sequence, default the model's own context).
	Threads, BatchSize, Sequences, ContextSize int
	// FlashAttention is "auto" (the default, llama.cpp's: on for these models on CPU),
	// "on" or "off". It decides most of the engine's batch nondeterminism
	// (docs/benchmarks.md).
	FlashAttention string
	// NoMetrics makes GET /metrics answer 404, as a server without metrics does.
	NoMetrics bool
	// Strict makes the server refuse request members it does not know (vLLM ignores
	// them), so a test catches a misspelt member.
	Strict bool
	// Dir holds the model files; empty: a temporary directory removed by Close.
	Dir string
	// Port is the server's port on 127.0.0.1; 0: a free one.
	Port int
}

// Engine is one running server.
type Engine struct {
	// URL is the server's base URL, http://127.0.0.1:PORT, without a trailing slash: the
	// OpenAI endpoints are under URL + "/v1".
	URL string
	// Models: served model name → GGUF file; Specs: served model name → its spec.
	Models map[string]string
	Specs  map[string]Spec

	cmd     *exec.Cmd
	done    chan struct{} // closed when the process has exited
	log     *tailBuffer
	tempDir string // removed by Close
	once    sync.Once
}

// Start launches an engine for t and stops it when t ends. The test is skipped when
// Node.js or npm is not installed, and under -short (the first run on a machine installs
// node-llama-cpp with npm ci, a minute or more).
func Start(t testing.TB, opts Options) *Engine {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: the inference engine (enginekit) is not started")
	}
	if opts.Dir == "" {
		opts.Dir = t.TempDir()
	}
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	e, err := Launch(ctx, opts)
	if errors.Is(err, ErrNoNode) {
		t.Skipf("%v: the tests of the real inference engine are not run", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = e.Close() })
	return e
}

// Launch writes the models, installs the server's packages if this machine has not yet
// (once per package-lock.json, in the user's cache directory), starts the server and
// waits until it answers /health. Close stops it.
func Launch(ctx context.Context, opts Options) (*Engine, error) {
	for _, tool := range []string{"node", "npm"} {
		if _, err := exec.LookPath(tool); err != nil {
			return nil, fmt.Errorf("%w (%s not on PATH)", ErrNoNode, tool)
		}
	}
	script, err := installServer(ctx)
	if err != nil {
		return nil, err
	}
	e := &Engine{Models: map[string]string{}, Specs: map[string]Spec{}, log: &tailBuffer{max: 64 << 10}}
	if opts.Dir == "" {
		if e.tempDir, err = os.MkdirTemp("", "enginekit-"); err != nil {
			return nil, fmt.Errorf("enginekit: %w", err)
		}
		opts.Dir = e.tempDir
	}
	args, err := e.writeModels(opts)
	if err == nil {
		err = e.start(ctx, script, args)
	}
	if err != nil {
		_ = e.Close()
		return nil, err
	}
	return e, nil
}

func (e *Engine) writeModels(opts Options) ([]string, error) {
	models := opts.Models
	if len(models) == 0 {
		models = map[string]Spec{DefaultModel: {Seed: 1}}
	}
	names := make([]string, 0, len(models))
	for name := range models {
		names = append(names, name)
	}
	slices.Sort(names)
	var args []string
	for i, name := range names {
		spec := models[name].withDefaults()
		path := filepath.Join(opts.Dir, fmt.Sprintf("%02d-%s.gguf", i, spec.Name()))
		if err := writeFile(path, spec); err != nil {
			return nil, err
		}
		e.Models[name], e.Specs[name] = path, spec
		args = append(args, "--model", name+"="+path)
	}
	flag := func(name string, v int) {
		if v != 0 {
			args = append(args, name, strconv.Itoa(v))
		}
	}
	flag("--threads", opts.Threads)
	flag("--batch-size", opts.BatchSize)
	flag("--sequences", opts.Sequences)
	flag("--context-size", opts.ContextSize)
	flag("--port", opts.Port)
	if opts.FlashAttention != "" {
		args = append(args, "--flash-attention", opts.FlashAttention)
	}
	if opts.NoMetrics {
		args = append(args, "--no-metrics")
	}
	if opts.Strict {
		args = append(args, "--strict")
	}
	return args, nil
}

func writeFile(path string, s Spec) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("enginekit: %w", err)
	}
	if err := WriteGGUF(f, s); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("enginekit: %w", err)
	}
	return nil
}

const listening = "enginekit: listening on "

func (e *Engine) start(ctx context.Context, script string, args []string) error {
	cmd := exec.Command("node", append([]string{script}, args...)...)
	cmd.Dir = filepath.Dir(script)
	setProcessGroup(cmd)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return fmt.Errorf("enginekit: %w", err)
	}
	cmd.Stderr = e.log
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("enginekit: start node: %w", err)
	}
	e.cmd, e.done = cmd, make(chan struct{})
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			line := sc.Text()
			_, _ = fmt.Fprintln(e.log, line)
			if u, ok := strings.CutPrefix(line, listening); ok {
				select {
				case urls <- u:
				default:
				}
			}
		}
		_, _ = io.Copy(e.log, stdout)
		_ = cmd.Wait()
		close(e.done)
	}()
	select {
	case e.URL = <-urls:
	case <-e.done:
		return fmt.Errorf("enginekit: the server exited during start:\n%s", e.log)
	case <-ctx.Done():
		return fmt.Errorf("enginekit: the server did not start: %w\n%s", ctx.Err(), e.log)
	}
	for {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, e.URL+"/health", nil)
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		select {
		case <-e.done:
			return fmt.Errorf("enginekit: the server exited during start:\n%s", e.log)
		case <-ctx.Done():
			return fmt.Errorf("enginekit: /health did not answer 200: %w\n%s", ctx.Err(), e.log)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// Close stops the server (its whole process group: SIGTERM, then SIGKILL after 10 s) and
// removes the model files it wrote in a directory of its own. Safe to call more than once.
func (e *Engine) Close() error {
	e.once.Do(func() {
		if e.cmd != nil && e.cmd.Process != nil {
			signalGroup(e.cmd, false)
			select {
			case <-e.done:
			case <-time.After(10 * time.Second):
				signalGroup(e.cmd, true)
				<-e.done
			}
		}
		if e.tempDir != "" {
			_ = os.RemoveAll(e.tempDir)
		}
	})
	return nil
}

// Log is the tail of the server's output (its own lines and llama.cpp's errors).
func (e *Engine) Log() string { return e.log.String() }

// installServer returns the path of server.mjs beside a node_modules installed by npm ci
// from the committed package-lock.json. The directory is named by the hash of the
// package files and created whole by a rename, under a lock, so parallel test binaries
// install once and never see half an install.
func installServer(ctx context.Context) (string, error) {
	read := func(name string) []byte {
		b, err := serverFiles.ReadFile("server/" + name)
		if err != nil {
			panic(err) // embedded: present by construction
		}
		return b
	}
	pkg, lock, src := read("package.json"), read("package-lock.json"), read("server.mjs")
	base, err := os.UserCacheDir()
	if err != nil {
		base = os.TempDir()
	}
	root := filepath.Join(base, "infersched-enginekit")
	if err := os.MkdirAll(root, 0o755); err != nil {
		return "", fmt.Errorf("enginekit: %w", err)
	}
	dir := filepath.Join(root, shortHash(pkg, lock))
	if _, err := os.Stat(dir); err != nil {
		unlock, err := lockFile(dir + ".lock")
		if err != nil {
			return "", fmt.Errorf("enginekit: lock %s: %w", dir, err)
		}
		defer unlock()
		if _, err := os.Stat(dir); err != nil {
			if err := npmCI(ctx, root, dir, pkg, lock); err != nil {
				return "", err
			}
		}
	}
	script := filepath.Join(dir, "server-"+shortHash(src)+".mjs")
	if _, err := os.Stat(script); err == nil {
		return script, nil
	}
	tmp, err := os.CreateTemp(dir, "server-*.tmp")
	if err != nil {
		return "", fmt.Errorf("enginekit: %w", err)
	}
	_, err = tmp.Write(src)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), script)
	}
	if err != nil {
		_ = os.Remove(tmp.Name())
		return "", fmt.Errorf("enginekit: write server: %w", err)
	}
	return script, nil
}

func npmCI(ctx context.Context, root, dir string, pkg, lock []byte) error {
	tmp, err := os.MkdirTemp(root, filepath.Base(dir)+".tmp-")
	if err != nil {
		return fmt.Errorf("enginekit: %w", err)
	}
	defer os.RemoveAll(tmp) // a no-op once renamed
	for name, b := range map[string][]byte{"package.json": pkg, "package-lock.json": lock} {
		if err := os.WriteFile(filepath.Join(tmp, name), b, 0o644); err != nil {
			return fmt.Errorf("enginekit: %w", err)
		}
	}
	cmd := exec.CommandContext(ctx, "npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")
	cmd.Dir = tmp
	// The prebuilt llama.cpp comes with the package; never download or compile one.
	cmd.Env = append(os.Environ(), "NODE_LLAMA_CPP_SKIP_DOWNLOAD=true")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("enginekit: npm ci (node-llama-cpp): %w\n%s", err, out.String())
	}
	if err := os.Rename(tmp, dir); err != nil {
		if _, serr := os.Stat(dir); serr == nil {
			return nil // another process installed it first
		}
		return fmt.Errorf("enginekit: %w", err)
	}
	return nil
}

func shortHash(parts ...[]byte) string {
	h := sha256.New()
	for _, p := range parts {
		h.Write(p)
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}

// tailBuffer keeps the last max bytes written to it; safe for concurrent use.
type tailBuffer struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (b *tailBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.buf = append(b.buf, p...)
	if len(b.buf) > b.max {
		b.buf = append(b.buf[:0], b.buf[len(b.buf)-b.max:]...)
	}
	return len(p), nil
}

func (b *tailBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return string(b.buf)
}
