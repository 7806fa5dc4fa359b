#!/usr/bin/env bash
# Builds the embedded FerretDB wrapper (infra/dev/ferretdb) once into a
# git-ignored cache keyed by its sources, and prints the binary's path.
# Later calls reuse the cached binary.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/infra/dev/ferretdb"
key="$(cat "$src/go.mod" "$src/go.sum" "$src/main.go" | sha256sum | cut -c1-16)"
out="$root/.cache/ferretdb/$key/ferretdb"
if [ ! -x "$out" ]; then
  command -v go >/dev/null 2>&1 || { echo "ensure-ferretdb: Go is required to build the embedded database (https://go.dev/dl)" >&2; exit 1; }
  echo "ensure-ferretdb: building FerretDB v1.24.2 (first run only, takes a few minutes)..." >&2
  mkdir -p "$(dirname "$out")"
  (cd "$src" && CGO_ENABLED=0 go build -trimpath -o "$out.tmp" .) >&2
  mv "$out.tmp" "$out"
fi
echo "$out"
