# infersched — see README.md.
GO      ?= go
BIN     ?= bin/infersched
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS := -X main.version=$(VERSION)

.PHONY: all build test test-deploy failover failover-short engine engine-nondet verify-bench verify-honest verify-embed race bench lint fmt run walk plan contracts fuzz ui-screenshots clean

all: lint test build

build:
	$(GO) build -ldflags '$(LDFLAGS)' -o $(BIN) ./cmd/infersched

# The test command of the README and of CI. Needs redis-server and redis-sentinel on PATH (.ci/run
# installs them: apt-get install -y redis-server redis-sentinel). With Node.js and npm on PATH it also
# runs the TypeScript client of examples/client against a dev stack (npm ci from the
# npm registry; daemon/devstack TestTypeScriptClient, skipped without Node.js), the tests of the
# real inference engine (internal/testutil/enginekit: node-llama-cpp, installed once per machine by
# npm ci into the user's cache directory, ~0.7 GB; skipped without Node.js), and with curl and jq
# too the README's walkthroughs (make walk: cmd/infersched TestREADMEWalkthroughs, about 1.5 min).
# With chromium on PATH (.ci/run installs Debian's) it drives the pages at /ui/ in a headless
# browser (daemon/devstack TestPagesInABrowser, about 3 min on a loaded machine; skipped without it).
test:
	$(GO) vet ./...
	$(GO) test -count=1 -timeout 20m ./...
	$(MAKE) test-deploy

# The multi-process failover test in the production shape: a three-node
# NATS cluster (each node a process), redis-server, the dev stack without a scheduler
# (verification on), three `infersched run` replicas with 3 shards and anchoring; ten
# SIGKILLs of the loaded shard's holder, then one with a NATS node down, then a second
# replica (`make test` runs its short form, as does `failover-short`: one holder kill
# and one NATS node SIGKILL, ~1.5 min). Reports the takeover times and the node kill's
# cost, each from its SIGKILL, and ends with `audit verify` and every chain check.
# INFERSCHED_FAILOVER_SHARDS=1 runs it with one shard.
failover:
	INFERSCHED_FAILOVER=1 INFERSCHED_FAILOVER_KILLS=10 $(GO) test -count=1 -run TestFailover -v -timeout 30m ./cmd/infersched

failover-short:
	INFERSCHED_FAILOVER=short $(GO) test -count=1 -run TestFailover -v -timeout 10m ./cmd/infersched

# What deploy/ ships (compose, kustomize, alert rules, dashboard, Dockerfile, systemd),
# checked by the real parsers in a module of its own (deploy/validate/go.mod).
test-deploy:
	cd deploy/validate && $(GO) vet ./... && $(GO) test -count=1 -timeout 15m ./...

# The test kit's tiny inference engine (node-llama-cpp, vLLM's wire format) on 127.0.0.1:8000 until
# Ctrl-C, for `infersched dev --backend-url http://127.0.0.1:8000` or a worker (needs Node.js and
# npm). ENGINE_MODELS=a,b serves more models (one seed each), ENGINE_PORT another port.
ENGINE_MODELS ?= llama-7b
ENGINE_PORT   ?= 8000
engine:
	INFERSCHED_ENGINE_SERVE=1 INFERSCHED_ENGINE_MODELS=$(ENGINE_MODELS) INFERSCHED_ENGINE_PORT=$(ENGINE_PORT) $(GO) test -count=1 -run '^TestServe$$' -v -timeout 0 ./internal/testutil/enginekit

# The inference engine's own nondeterminism (docs/benchmarks.md): the same greedy requests on
# node-llama-cpp under other thread counts, batch sizes, two sequences at once and flash attention
# on or off, F32, F16, Q8_0 and Q4_0 (make test runs a small smoke of it). Several threads on two busy
# cores decode ~100x slower: on a loaded machine the thread configurations take hours, so
# INFERSCHED_ENGINE_NONDET_ONLY (a regexp over "family / configuration") and
# INFERSCHED_ENGINE_NONDET_TYPES (e.g. F32,Q8_0) select what to run.
engine-nondet:
	INFERSCHED_ENGINE_NONDET=1 $(GO) test -count=1 -run TestEngineNondeterminism -v -timeout 60m ./internal/testutil/enginekit

# Verification by scores on the real engine (docs/benchmarks.md): VERIFY_N results of each kind (honest
# greedy and sampled, and every liar) generated on one server and re-scored on another with other threads
# and batch size; prints the failing rates and the cost of a re-scoring against its generation. make test
# runs 4 of each.
VERIFY_N ?= 200
verify-bench:
	INFERSCHED_VERIFY_BENCH=$(VERIFY_N) $(GO) test -count=1 -run TestScoresOnTheRealEngine -v -timeout 0 ./agent

# Honest results at calibrated thresholds on the real engine (docs/benchmarks.md; not in make test:
# ~8 min at load 8–12 on two cores, ~4 min at load 4): thresholds from `verify calibrate`'s work (VERIFY_CALIBRATE results),
# then VERIFY_HONEST honest chat results generated on engines of other thread counts, batch sizes and
# two sequences at once, re-scored on a verifier's engine, counting the failing verdicts and the cost
# of a re-scoring against its generation; then VERIFY_LIARS results of each liar kind at the same
# thresholds. VERIFY_HONEST_FOR (e.g. 90m) stops the honest part early with the count reached.
VERIFY_HONEST     ?= 2000
VERIFY_CALIBRATE  ?= 64
VERIFY_LIARS      ?= 100
VERIFY_HONEST_FOR ?=
verify-honest:
	INFERSCHED_VERIFY_HONEST=$(VERIFY_HONEST) INFERSCHED_VERIFY_CALIBRATE=$(VERIFY_CALIBRATE) INFERSCHED_VERIFY_LIARS=$(VERIFY_LIARS) \
	INFERSCHED_VERIFY_HONEST_FOR=$(VERIFY_HONEST_FOR) $(GO) test -count=1 -run TestHonestResultsAtCalibratedThresholds -v -timeout 0 ./agent

# Embeddings verified by cosine on the real engine (docs/benchmarks.md; not in make test, which runs 4 of
# each on two set-ups): a bound from `verify calibrate --task embedding`'s work (VERIFY_EMBED_CALIBRATE
# inputs), then VERIFY_EMBED honest embeddings on each of four set-ups (threads 1, 2, 4; batch 4 to 512;
# flash attention on and off) and VERIFY_EMBED of each liar kind, compared with a verifier's embedding
# (threads 2, batch 16); prints the failing rates and the distances.
VERIFY_EMBED           ?= 130
VERIFY_EMBED_CALIBRATE ?= 64
verify-embed:
	INFERSCHED_VERIFY_EMBED=$(VERIFY_EMBED) INFERSCHED_VERIFY_EMBED_CALIBRATE=$(VERIFY_EMBED_CALIBRATE) 	$(GO) test -count=1 -run TestEmbeddingsOnTheRealEngine -v -timeout 0 ./agent

race:
	$(GO) test -race -count=1 -timeout 30m ./...

bench:
	$(GO) test -run '^$$' -bench . -benchmem ./...

# gofmt, go vet, staticcheck, dead code (deadcode -test: unreachable even from tests), and
# the import rules of docs/architecture.md (internal/layout). The tools run at pinned
# versions through the module proxy; nothing needs installing.
STATICCHECK ?= $(GO) run honnef.co/go/tools/cmd/staticcheck@v0.8.2
DEADCODE    ?= $(GO) run golang.org/x/tools/cmd/deadcode@v0.52.0
lint:
	@out=$$(gofmt -l $$(git ls-files '*.go')); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(STATICCHECK) ./...
	@out=$$($(DEADCODE) -test ./...); if [ -n "$$out" ]; then echo "dead code:"; echo "$$out"; exit 1; fi
	$(GO) test -count=1 ./internal/layout

fmt:
	gofmt -w $$(git ls-files '*.go')

# The whole system on this machine, nothing installed but Go: dev chain, NATS, Redis,
# the daemon, 3 echo workers and 2 requests/s of load. Ctrl-C stops it: the stack prints
# its summary and exits 0, and make prints no error (the built binary runs, not `go run`,
# which exits 1 after an interrupt; make itself then ends by the interrupt it was sent
# too, status 130, as every interrupted make does).
run: build
	./$(BIN) dev --workers 3 --load 2

# The README's walkthroughs, as written and in order, against fresh dev stacks, in
# namespaces of their own (ports and /tmp apart from this machine's). Needs curl, jq,
# Node.js and npm, unshare and ip; cast comes from npm (tools/walk/package-lock.json)
# unless on PATH. `make test` runs it (cmd/infersched TestREADMEWalkthroughs) when they
# are installed.
walk:
	bash tools/walk/walk.sh

# Screenshots of the pages at /ui/ (docs/ui/*.png, shown in the README), taken by their
# browser test (daemon/devstack TestPagesInABrowser) in headless chromium against a dev
# stack. Needs Debian's chromium (apt-get install -y chromium); about 3 min.
ui-screenshots:
	INFERSCHED_UI_SCREENSHOTS=$(CURDIR)/docs/ui $(GO) test -count=1 -run '^TestPagesInABrowser$$' -timeout 15m ./daemon/devstack

# One scheduling round on the example snapshot.
plan:
	$(GO) run ./cmd/infersched plan examples/snapshot.json

# Recompile the Solidity contracts with the pinned npm solc and OpenZeppelin, and
# regenerate the Go bindings (needs Node.js and npm; the outputs are committed).
contracts:
	bash contracts/build.sh

# Short fuzzing of every decoder (go test -fuzz takes one target at a time).
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeSnapshot$$' -fuzztime 30s ./scheduler
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeAck$$' -fuzztime 30s ./wire
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeAssignment$$' -fuzztime 30s ./wire
	$(GO) test -run '^$$' -fuzz '^FuzzDecodeSignedHeartbeat$$' -fuzztime 30s ./wire
	$(GO) test -run '^$$' -fuzz '^FuzzModelFromToken$$' -fuzztime 30s ./wire
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime 30s ./wire/infer

clean:
	rm -rf bin
