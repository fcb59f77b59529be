#!/usr/bin/env bash
# Runs the README's walkthroughs as written, in order, against fresh dev stacks, and
# fails at the first command that fails (`make walk`; cmd/infersched's
# TestREADMEWalkthroughs runs it in `make test` when its tools are installed).
#
# A walkthrough block is a ```sh block of README.md preceded by a marker line:
#   <!-- walk -->                          run it in this shell (variables carry over)
#   <!-- walk: background until CMD -->    stop what earlier blocks left running, run
#                                          the block in the background, and go on once
#                                          CMD succeeds (a stack the reader leaves running)
# Every block starts in the repository's root, under `set -euo pipefail`.
#
# Everything runs in namespaces of its own (unshare: network, mounts, processes), so the
# README's fixed ports and /tmp paths never meet another program's on this machine: the
# network is a loopback only, /tmp is empty, and every process ends with the walk. The
# tools: bin/infersched (make build), cast from npm's @foundry-rs/cast pinned by
# tools/walk/package-lock.json (installed once into a cache folder, unless cast is on
# PATH), curl, jq, Node.js and npm (the TypeScript walkthrough; its packages are
# fetched before, the namespace has no network).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "${root}"

for tool in curl jq node npm unshare ip; do
  command -v "${tool}" >/dev/null 2>&1 || { echo "walk: ${tool} is not installed" >&2; exit 3; }
done
make -s build

cache="${INFERSCHED_WALK_CACHE:-${XDG_CACHE_HOME:-${HOME}/.cache}/infersched-walk}"
castdir=""
if ! command -v cast >/dev/null 2>&1; then
  sum="$(sha256sum tools/walk/package-lock.json | cut -c1-16)"
  castdir="${cache}/cast-${sum}/node_modules/.bin"
  if [ ! -x "${castdir}/cast" ]; then
    tmp="$(mktemp -d "${cache}.XXXXXX" 2>/dev/null || { mkdir -p "$(dirname "${cache}")"; mktemp -d "${cache}.XXXXXX"; })"
    cp tools/walk/package.json tools/walk/package-lock.json "${tmp}/"
    (cd "${tmp}" && npm ci --no-audit --no-fund --loglevel=error)
    mkdir -p "${cache}"
    rm -rf "${cache}/cast-${sum}"
    mv "${tmp}" "${cache}/cast-${sum}"
  fi
fi
# The TypeScript walkthrough's `npm ci` runs without a network: fill npm's cache now.
(cd examples/client && npm ci --no-audit --no-fund --loglevel=error)

mkdir -p "${root}/bin"
script="${root}/bin/walk-script.sh"
awk -v root="${root}" '
  BEGIN {
    print "set -euo pipefail"
    # Job control: each background job is a process group of its own, which an
    # interrupt reaches whole, as Ctrl-C in its terminal would.
    print "set -m"
    print "walk_root=" "\"" root "\""
    print "walk_logs=$(mktemp -d)"
    print "walk_stop() {"
    print "  local p deadline=$((SECONDS + 60))"
    print "  for p in $(jobs -p); do kill -INT -- -\"$p\" 2>/dev/null || true; done"
    print "  for p in $(jobs -p); do"
    print "    while kill -0 \"$p\" 2>/dev/null && [ $SECONDS -lt $deadline ]; do sleep 0.2; done"
    print "    kill -KILL -- -\"$p\" 2>/dev/null || true"
    print "  done"
    print "  wait 2>/dev/null || true"
    print "}"
    print "trap walk_stop EXIT"
    print "walk_background() {"
    print "  walk_stop"
    print "  echo \"== README.md:$1 (background, until $2)\""
    print "  (cd \"$walk_root\" && eval \"$3\") > \"$walk_logs/$1.log\" 2>&1 &"
    print "  local pid=$! deadline=$((SECONDS + 300))"
    print "  until eval \"$2\" > /dev/null 2>&1; do"
    print "    if ! kill -0 \"$pid\" 2>/dev/null || [ $SECONDS -gt $deadline ]; then"
    print "      echo \"walk: README.md:$1: the background block ended or never got ready:\" >&2; cat \"$walk_logs/$1.log\" >&2; exit 1"
    print "    fi"
    print "    sleep 1"
    print "  done"
    print "}"
  }
  /^<!-- walk -->$/ { mode = "fg"; next }
  /^<!-- walk: background until .* -->$/ {
    mode = "bg"; until = $0
    sub(/^<!-- walk: background until /, "", until); sub(/ -->$/, "", until)
    next
  }
  mode != "" && !inblock && /^```sh$/ { inblock = 1; start = NR + 1; body = ""; next }
  mode != "" && !inblock { print "walk: README.md:" NR ": a walk marker must be followed by a ```sh block" > "/dev/stderr"; exit 2 }
  inblock && /^```$/ {
    if (mode == "fg") {
      print "cd \"$walk_root\""
      print "echo \"== README.md:" start "\""
      print "cat <<\x27WALK_BLOCK_END\x27"
      printf "%s", body
      print "WALK_BLOCK_END"
      print "echo \"--\""
      printf "%s", body
    } else {
      gsub(/\x27/, "\x27\\\x27\x27", until)
      print "walk_background " start " \x27" until "\x27 \"$(cat <<\x27WALK_BLOCK_END\x27"
      printf "%s", body
      print "WALK_BLOCK_END"
      print ")\""
    }
    inblock = 0; mode = ""; blocks++
    next
  }
  inblock { body = body $0 "\n" }
  END {
    if (inblock) { print "walk: README.md: an unterminated walk block" > "/dev/stderr"; exit 2 }
    print "echo \"walk: " blocks " blocks of README.md ran\""
  }
' README.md > "${script}"

exec unshare --user --map-root-user --net --mount --pid --fork --mount-proc bash -c '
  set -euo pipefail
  ip link set lo up
  mount -t tmpfs tmpfs /tmp
  export PATH="$1/bin${2:+:$2}:${PATH}" npm_config_offline=true
  exec bash "$3"
' walk "${root}" "${castdir}" "${script}"
