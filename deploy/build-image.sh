#!/usr/bin/env bash
# Builds the infersched image (what `make image` would be): docker or podman, from the
# repository root, tagged with the git version. Usage: deploy/build-image.sh [TAG]
set -euo pipefail
cd "$(dirname "$0")/.."
version="$(git describe --tags --always --dirty 2>/dev/null || echo dev)"
tag="${1:-infersched:${version}}"
engine="${CONTAINER_ENGINE:-$(command -v docker || command -v podman || true)}"
if [ -z "$engine" ]; then
  echo "build-image.sh: neither docker nor podman found (set CONTAINER_ENGINE)" >&2
  exit 1
fi
"$engine" build -f deploy/Dockerfile --build-arg "VERSION=${version}" -t "$tag" .
echo "$tag"
