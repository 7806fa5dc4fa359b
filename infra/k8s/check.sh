#!/usr/bin/env bash
# Renders every overlay with `kubectl kustomize` and checks the result (no cluster needed):
# every Deployment has liveness/readiness/startup probes, requests and limits, a locked-down
# securityContext, exactly one PodDisruptionBudget, a Service, a version label equal to its
# image tag; services have a CPU autoscaler; referenced ConfigMaps, Secret keys and Ingress
# backends exist. Usage: bash infra/k8s/check.sh   (exit status 0 = all good)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

command -v kubectl >/dev/null || { echo "check.sh: kubectl is not installed" >&2; exit 1; }
status=0
for env in dev prod; do
  echo "infra/k8s/overlays/$env"
  if ! kubectl kustomize "$here/overlays/$env" >"$out/$env.yaml" 2>"$out/$env.err"; then
    echo "  render FAILED:" >&2
    sed 's/^/    /' "$out/$env.err" >&2
    status=1
    continue
  fi
  if ! node "$here/check/check-manifests.mjs" "$out/$env.yaml" "$here/secrets.example.yaml"; then
    status=1
  fi
done
[ "$status" -eq 0 ] && echo "k8s manifests OK" || echo "k8s manifests: problems found" >&2
exit "$status"
