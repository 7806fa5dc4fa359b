#!/usr/bin/env bash
# Renders every overlay with `kubectl kustomize` and checks the result, offline (no cluster):
#   1. Kubernetes schemas: kubectl-validate (built once through the Go module proxy; it embeds the
#      OpenAPI schemas of Kubernetes 1.26-1.30) refuses unknown fields, wrong types, missing
#      required fields;
#   2. the shop's own rules (infra/k8s/check, on the `yaml` parser): probes, requests and limits, a
#      locked-down securityContext, one PodDisruptionBudget, a Service, version label = image tag,
#      CPU autoscalers for the services, referenced ConfigMaps, Secret keys and Ingress backends, and
#      the runtime-config ConfigMap: valid, every remote with the paths its route list declares; the
#      metrics port (never through the Ingress, only from namespace monitoring), the Prometheus Operator
#      objects by shape (ServiceMonitors, PrometheusRule: PromQL parsed, metric names from names.ts,
#      runbook sections), the Grafana dashboard, the migration Jobs and the backup CronJob.
# Usage: bash infra/k8s/check.sh [overlay-dir ...]   (default: overlays/dev and overlays/prod)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
K8S_VERSION="${K8S_VERSION:-1.30}"

command -v kubectl >/dev/null || { echo "check.sh: kubectl is not installed (it renders the overlays with kustomize)" >&2; exit 1; }
validate="$(bash "$root/scripts/ensure-kubectl-validate.sh")"
[ -f "$here/check/dist/cli.js" ] || { echo "check.sh: build the rules first: pnpm --filter @rmj/k8s-check build" >&2; exit 1; }

overlays=("$@")
[ ${#overlays[@]} -gt 0 ] || overlays=("$here/overlays/dev" "$here/overlays/prod")
status=0
for overlay in "${overlays[@]}"; do
  name="$(basename "$overlay")"
  echo "$overlay"
  if ! kubectl kustomize "$overlay" >"$out/$name.yaml" 2>"$out/$name.err"; then
    echo "  render FAILED:" >&2
    sed 's/^/    /' "$out/$name.err" >&2
    status=1
    continue
  fi
  # kubectl-validate has no schemas for the Prometheus Operator's CRDs: those objects go to the rules only.
  node "$here/check/dist/schema-input.js" "$out/$name.yaml" "$out/$name.builtin.yaml"
  if ! "$validate" --version "$K8S_VERSION" "$out/$name.builtin.yaml" >"$out/$name.schema" 2>&1; then
    echo "  Kubernetes $K8S_VERSION schema validation FAILED:" >&2
    sed 's/\x1b\[[0-9;]*m//g; s/^/    /' "$out/$name.schema" >&2
    status=1
    continue
  fi
  echo "  Kubernetes $K8S_VERSION schemas OK"
  if ! node "$here/check/dist/cli.js" "$out/$name.yaml" "$here/secrets.example.yaml" "$root"; then
    status=1
  fi
done
[ "$status" -eq 0 ] && echo "k8s manifests OK" || echo "k8s manifests: problems found" >&2
exit "$status"
