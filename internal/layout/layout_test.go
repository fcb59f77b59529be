package layout

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/infersched/infersched"

// The rules, by package path relative to the module. A package that appears in no list
// is wiring or plumbing and may import what it needs.
var (
	// pure packages decide; they never touch a socket, a file or a process.
	pure = []string{
		"scheduler", "scheduler/retryafter", "scheduler/flowcontrol",
		"decisionlog", "rounds", "wire", "wire/events", "wire/status",
	}
	// pureForbiddenDirect: standard packages a pure package must not import itself. (net/http
	// can arrive indirectly through the Prometheus client's text format, which is no I/O.)
	pureForbiddenDirect = []string{"net", "net/http", "os", "os/exec", "syscall", "io/fs", "path/filepath"}
	// ioClients: client libraries that only an edge may reach, directly or not.
	ioClients = []string{
		"github.com/nats-io/", "github.com/redis/", "github.com/go-redis/",
		"github.com/alicebob/miniredis", "github.com/ethereum/go-ethereum/ethclient",
		"github.com/ethereum/go-ethereum/rpc",
	}
	// edges each do the I/O of one arrow of the data flow; none imports another.
	edges = []string{
		"indexer", "gasoracle", "workers", "httpapi",
		"bus/feed", "bus/dispatch", "bus/acks", "bus/decisions", "bus/lease",
		"workers/ratelimit", "bus/runtimeconf",
	}
	// agent is the reference worker: it speaks the wire protocol and the contracts, and
	// may use generic plumbing (key loading, validation, the RPC pool, the transaction
	// sender), nothing of the server.
	agent        = "agent"
	agentAllowed = []string{
		"wire", "contracts", "contracts/bindings", "internal/signer", "internal/validate",
		"internal/ethrpc", "internal/txsend", "internal/feemarket", "internal/natsauth",
	}
)

type pkg struct {
	ImportPath string
	Imports    []string
	Deps       []string
}

func listPackages(t *testing.T) map[string]pkg {
	t.Helper()
	cmd := exec.Command("go", "list", "-json", module+"/...")
	cmd.Dir = "../.."
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("go list: %v\n%s", err, errb.String())
	}
	pkgs := map[string]pkg{}
	dec := json.NewDecoder(&out)
	for dec.More() {
		var p pkg
		if err := dec.Decode(&p); err != nil {
			t.Fatalf("decode go list output: %v", err)
		}
		pkgs[strings.TrimPrefix(strings.TrimPrefix(p.ImportPath, module), "/")] = p
	}
	return pkgs
}

func rel(path string) (string, bool) {
	if path == module {
		return "", true
	}
	r, ok := strings.CutPrefix(path, module+"/")
	return r, ok
}

func TestImportRules(t *testing.T) {
	pkgs := listPackages(t)
	for _, name := range slices.Concat(pure, edges, []string{agent}) {
		if _, ok := pkgs[name]; !ok {
			t.Errorf("rule names package %q, which does not exist: update internal/layout", name)
		}
	}
	for _, v := range violations(pkgs) {
		t.Error(v)
	}
}

// violations lists every broken rule in pkgs.
func violations(pkgs map[string]pkg) []string {
	var out []string
	for _, name := range pure {
		p, ok := pkgs[name]
		if !ok {
			continue
		}
		for _, imp := range p.Imports {
			if slices.Contains(pureForbiddenDirect, imp) {
				out = append(out, fmt.Sprintf("pure package %s imports %s", name, imp))
			}
		}
		for _, dep := range p.Deps {
			if r, ok := rel(dep); ok && slices.Contains(edges, r) {
				out = append(out, fmt.Sprintf("pure package %s depends on edge %s", name, r))
			}
			for _, c := range ioClients {
				if strings.HasPrefix(dep, c) {
					out = append(out, fmt.Sprintf("pure package %s depends on I/O client %s", name, dep))
				}
			}
		}
	}
	for _, name := range edges {
		p, ok := pkgs[name]
		if !ok {
			continue
		}
		for _, dep := range p.Deps {
			if r, ok := rel(dep); ok && r != name && slices.Contains(edges, r) {
				out = append(out, fmt.Sprintf("edge %s depends on edge %s", name, r))
			}
		}
	}
	if p, ok := pkgs[agent]; ok {
		allowed := map[string]bool{}
		for _, a := range agentAllowed {
			allowed[a] = true
			// what an allowed package needs is allowed with it
			for _, d := range pkgs[a].Deps {
				if r, ok := rel(d); ok {
					allowed[r] = true
				}
			}
		}
		for _, dep := range p.Deps {
			if r, ok := rel(dep); ok && !allowed[r] {
				out = append(out, fmt.Sprintf("the reference worker (%s) depends on server package %s", agent, r))
			}
		}
	}
	slices.Sort(out)
	return out
}

// The checker itself must catch what it is there to catch.
func TestViolationsAreFound(t *testing.T) {
	m := func(s string) string { return module + "/" + s }
	pkgs := map[string]pkg{
		"scheduler":        {Imports: []string{"os"}, Deps: []string{"github.com/nats-io/nats.go", m("workers")}},
		"workers":          {Deps: []string{m("indexer")}},
		"indexer":          {},
		"agent":            {Deps: []string{m("wire"), m("internal/rounds")}},
		"wire":             {},
		"internal/rounds":  {},
		"internal/signer":  {},
		"internal/ethrpc":  {},
		"internal/httpapi": {Deps: []string{m("internal/status")}},
	}
	got := violations(pkgs)
	want := []string{
		"edge workers depends on edge indexer",
		"pure package scheduler depends on I/O client github.com/nats-io/nats.go",
		"pure package scheduler depends on edge workers",
		"pure package scheduler imports os",
		"the reference worker (agent) depends on server package internal/rounds",
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("violations:\n got %q\nwant %q", got, want)
	}
}
