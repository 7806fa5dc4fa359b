#!/usr/bin/env bash
# Builds kubectl-validate (Kubernetes schema validation that works offline: the OpenAPI schemas are
# embedded) once into a git-ignored cache through the Go module proxy, and prints the binary's path.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version=v0.0.4
out="$root/.cache/kubectl-validate/$version/kubectl-validate"
if [ ! -x "$out" ]; then
  mkdir -p "$(dirname "$out")"
  # npm test builds it beside the unit stage while that stage's manifest test may ask for it too: the
  # second caller waits for the first build (minutes of CPU on a fresh clone) instead of repeating it.
  if command -v flock >/dev/null 2>&1; then
    exec 9>"$(dirname "$out")/.build-lock"
    flock 9
  fi
fi
if [ ! -x "$out" ]; then
  command -v go >/dev/null 2>&1 || { echo "ensure-kubectl-validate: Go is required to build the manifest validator (https://go.dev/dl)" >&2; exit 1; }
  echo "ensure-kubectl-validate: building sigs.k8s.io/kubectl-validate@$version (first run only)..." >&2
  GOBIN="$(dirname "$out")" CGO_ENABLED=0 go install -trimpath "sigs.k8s.io/kubectl-validate@$version" >&2
fi
echo "$out"
