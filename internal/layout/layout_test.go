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

// floors gives every top-level folder its floor: a package imports only folders on
// lower floors and its own folder. Folders on one floor are neighbours that must not
// import one another (the edges: indexer, gasoracle, workers and the bus; the faces:
// httpapi, audit, agent). A new top-level folder must be given a floor here, so the
// house cannot grow a room nobody placed.
var floors = map[string]int{
	"contracts":   0, // Solidity, bindings, the simulated chain, deployment
	"internal":    1, // the basement: helpers that import nothing of the module but contracts
	"scheduler":   2, // pure: Plan(snapshot, config), Retry-After, admission
	"wire":        3, // pure: the protocol (worker messages, REQUESTS events, status record)
	"decisionlog": 4, // pure: the record, its hash chain, replay
	"rounds":      5, // pure: the round engine, behind ports
	"indexer":     6, // edges: one arrow of the data flow each
	"gasoracle":   6,
	"workers":     6,
	"bus":         6,
	"pricefeed":   6, // chain → the prices of the tokens fees are paid in
	"keeper":      6, // chain ← refunds of expired requests
	"httpapi":     7, // faces: requesters, operators, auditors, the reference worker
	"audit":       7,
	"agent":       7,
	"simulate":    7, // measures the scheduler's decisions against other policies
	"daemon":      8, // the wiring: the only folder that imports everything
	"cmd":         9,
	"tools":       10, // generators run by hand (go run ./tools/...): they read the source
}

// simchainUsers may link the simulated chain: the dev stack, the test kits, and the
// binary that carries `infersched dev`.
var simchainUsers = []string{"daemon/devstack", "daemon/daemontest", "contracts/contractstest", "contracts/simchain", "cmd/infersched"}

// testKits promise in their doc.go that no non-test code imports them.
var testKits = []string{"internal/testutil/testkit", "internal/testutil/enginekit", "internal/testutil/mediakit"}

// pure folders decide; they never touch a socket, a file or a process.
var pure = []string{"scheduler", "wire", "decisionlog", "rounds"}

var (
	// pureForbiddenDirect: standard packages a pure package must not import itself. (net/http
	// can arrive indirectly through the Prometheus client's text format, which is no I/O.)
	pureForbiddenDirect = []string{"net", "net/http", "os", "os/exec", "syscall", "io/fs", "path/filepath"}
	// ioClients: client libraries that only an edge may reach, directly or not.
	ioClients = []string{
		"github.com/nats-io/", "github.com/redis/", "github.com/go-redis/",
		"github.com/alicebob/miniredis", "github.com/ethereum/go-ethereum/ethclient",
		"github.com/ethereum/go-ethereum/rpc",
	}
	// agent is the reference worker: it speaks the wire protocol and the contracts and
	// uses the basement, nothing of the server.
	agentAllowed = []string{"wire", "contracts", "internal"}
	// simulate replays traces through the pure core as the daemon does, without the
	// bus, Redis or a chain.
	simulateAllowed = []string{"scheduler", "wire", "internal"}
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

// top is a package's top-level folder; sub is the part below it.
func top(name string) (folder, sub string) {
	folder, sub, _ = strings.Cut(name, "/")
	return folder, sub
}

func TestImportRules(t *testing.T) {
	for _, v := range violations(listPackages(t)) {
		t.Error(v)
	}
}

// violations lists every broken rule in pkgs.
func violations(pkgs map[string]pkg) []string {
	var out []string
	add := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	importers := map[string][]string{}
	for name, p := range pkgs {
		folder, sub := top(name)
		floor, placed := floors[folder]
		if !placed {
			add("package %s is in folder %s, which has no floor: place it in internal/layout", name, folder)
			continue
		}
		for _, imp := range p.Imports {
			r, ok := rel(imp)
			if !ok {
				continue
			}
			importers[r] = append(importers[r], name)
			f, s := top(r)
			switch {
			case f == folder:
				if folder == "bus" && sub != "" && s != "" && sub != s {
					add("bus package %s imports its sibling %s", name, r)
				}
			case folders(f) && floors[f] == floor:
				add("%s imports %s, its neighbour on floor %d", name, r, floor)
			case folders(f) && floors[f] > floor:
				add("%s (floor %d) imports %s (floor %d): an import runs back up", name, floor, r, floors[f])
			}
			if folder == "internal" && f != "internal" && f != "contracts" {
				add("basement package %s imports %s: internal/ imports only internal/ and contracts", name, r)
			}
			if folder == "agent" && !slices.Contains(agentAllowed, f) && f != "agent" {
				add("the reference worker (%s) imports server package %s", name, r)
			}
			if folder == "simulate" && !slices.Contains(simulateAllowed, f) && f != "simulate" {
				add("the simulator (%s) imports %s: it reaches only the pure core and the protocol", name, r)
			}
		}
		if slices.Contains(pure, folder) {
			for _, imp := range p.Imports {
				if slices.Contains(pureForbiddenDirect, imp) {
					add("pure package %s imports %s", name, imp)
				}
			}
			for _, dep := range p.Deps {
				for _, c := range ioClients {
					if strings.HasPrefix(dep, c) {
						add("pure package %s depends on I/O client %s", name, dep)
					}
				}
			}
		}
	}
	// The doc.go promises that a folder rule does not already keep.
	for name, p := range pkgs {
		folder, _ := top(name)
		for _, dep := range p.Deps {
			r, ok := rel(dep)
			if !ok {
				continue
			}
			// The test kits: "must not be imported by non-test code".
			if slices.Contains(testKits, r) {
				add("%s depends on the test kit %s", name, r)
			}
			// contracts/simchain: "the daemon's production paths never import it".
			if r == "contracts/simchain" && !slices.Contains(simchainUsers, name) {
				add("%s depends on the simulated chain: only the dev stack and the test kits may", name)
			}
		}
		for _, imp := range p.Imports {
			// bus/lease: "must not decide anything about scheduling"; httpapi: "must not
			// schedule, write status": neither imports the planner, the rounds or the bus.
			if r, ok := rel(imp); ok && ((name == "bus/lease" && (r == "scheduler" || r == "rounds")) ||
				(folder == "httpapi" && (r == "rounds" || strings.HasPrefix(r, "bus")))) {
				add("%s imports %s, against its doc.go", name, r)
			}
		}
	}
	// Only cmd and the generators under tools import the wiring (and the wiring's own
	// packages one another).
	for name, by := range importers {
		if f, _ := top(name); f != "daemon" {
			continue
		}
		for _, b := range by {
			if bf, _ := top(b); bf != "cmd" && bf != "tools" && bf != "daemon" {
				add("%s imports the wiring package %s: only cmd and tools do", b, name)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func folders(f string) bool { _, ok := floors[f]; return ok }

// The checker itself must catch each kind of break it is there to catch.
func TestViolationsAreFound(t *testing.T) {
	m := func(s string) string { return module + "/" + s }
	pkgs := map[string]pkg{
		"scheduler":           {Imports: []string{"os", m("internal/validate")}, Deps: []string{"github.com/nats-io/nats.go"}},
		"wire":                {Imports: []string{m("rounds")}},
		"rounds":              {},
		"workers":             {Imports: []string{m("indexer")}},
		"indexer":             {Imports: []string{m("bus")}},
		"bus":                 {},
		"bus/feed":            {Imports: []string{m("bus/statuskv"), m("bus")}},
		"bus/statuskv":        {},
		"agent":               {Imports: []string{m("wire"), m("internal/signer"), m("rounds")}},
		"internal/signer":     {Imports: []string{m("internal/validate")}},
		"internal/validate":   {},
		"internal/ethrpc":     {Imports: []string{m("internal/validate"), m("contracts")}},
		"internal/natsauth":   {Imports: []string{m("wire")}},
		"contracts":           {},
		"httpapi":             {Imports: []string{m("daemon/config")}},
		"daemon/config":       {},
		"daemon":              {Imports: []string{m("daemon/config"), m("bus")}},
		"cmd/infersched":      {Imports: []string{m("daemon")}},
		"newfolder/something": {},
		"daemon/devstack":     {Deps: []string{m("contracts/simchain")}},
		"bus/lease":           {Imports: []string{m("scheduler")}},
		"workers/ratelimit":   {Deps: []string{m("contracts/simchain"), m("internal/testutil/testkit")}},
		"simulate":            {Imports: []string{m("scheduler"), m("wire/status"), m("bus")}},
		"agent/engine":        {Deps: []string{m("internal/testutil/enginekit")}},
	}
	got := violations(pkgs)
	want := []string{
		"basement package internal/natsauth imports wire: internal/ imports only internal/ and contracts",
		"internal/natsauth (floor 1) imports wire (floor 3): an import runs back up",
		"bus package bus/feed imports its sibling bus/statuskv",
		"bus/lease imports scheduler, against its doc.go",
		"workers/ratelimit depends on the simulated chain: only the dev stack and the test kits may",
		"workers/ratelimit depends on the test kit internal/testutil/testkit",
		"agent/engine depends on the test kit internal/testutil/enginekit",
		"httpapi (floor 7) imports daemon/config (floor 8): an import runs back up",
		"httpapi imports the wiring package daemon/config: only cmd and tools do",
		"indexer imports bus, its neighbour on floor 6",
		"package newfolder/something is in folder newfolder, which has no floor: place it in internal/layout",
		"pure package scheduler depends on I/O client github.com/nats-io/nats.go",
		"pure package scheduler imports os",
		"the reference worker (agent) imports server package rounds",
		"the simulator (simulate) imports bus: it reaches only the pure core and the protocol",
		"wire (floor 3) imports rounds (floor 5): an import runs back up",
		"workers imports indexer, its neighbour on floor 6",
	}
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("violations:\n got %q\nwant %q", got, want)
	}
}
