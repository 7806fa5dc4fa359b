#!/usr/bin/env bash
# Deploys an overlay with the database migrations first (infra/RUNBOOK.md, "Deploying a new version"):
#   1. everything except the Deployments and the migrate Jobs (namespace, ConfigMaps, Services, policies,
#      autoscalers, the backup CronJob, monitoring);
#   2. each <service>-migrate Job: the previous one deleted (a Job's pod template cannot change), the new one
#      applied, then waited for until Complete (exit 1 with its logs if it Fails or times out);
#   3. the Deployments, then their rollouts.
# Usage: bash infra/k8s/deploy.sh <dev|prod|overlay-dir>   (MIGRATE_TIMEOUT seconds, default 900)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
[ $# -eq 1 ] || { echo "usage: $0 <dev|prod|overlay-dir>" >&2; exit 2; }
overlay="$1"
[ -d "$overlay" ] || overlay="$here/overlays/$1"
[ -f "$overlay/kustomization.yaml" ] || { echo "deploy.sh: no overlay at $overlay" >&2; exit 2; }
NS="${NAMESPACE:-rmj-shop}"
timeout="${MIGRATE_TIMEOUT:-900}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

kubectl kustomize "$overlay" >"$out/all.yaml"
# Split the rendered stream by kind (kustomize writes `kind:` at column 0 of each document).
awk -v dir="$out" '
  function flush() { if (doc != "") { f = dir "/" (kind == "Deployment" ? "deployments" : (kind == "Job" ? "jobs" : "rest")) ".yaml"; printf "%s---\n", doc >> f } doc = ""; kind = "" }
  /^---$/ { flush(); next }
  /^kind: / { kind = $2 }
  { doc = doc $0 "\n" }
  END { flush() }
' "$out/all.yaml"
names() { [ -f "$1" ] && awk '/^kind: /{k=$2} /^metadata:/{m=1; next} m && /^  name: /{print $2; m=0}' "$1" || true; }

echo "==> 1/3 configuration, Services, policies, CronJob, monitoring"
kubectl apply -f "$out/rest.yaml"

echo "==> 2/3 migrations"
jobs="$(names "$out/jobs.yaml")"
for job in $jobs; do kubectl -n "$NS" delete job "$job" --ignore-not-found --wait=true; done
[ -z "$jobs" ] || kubectl apply -f "$out/jobs.yaml"
for job in $jobs; do
  # Wait for Complete or Failed, whichever comes first (kubectl wait takes one condition).
  kubectl -n "$NS" wait --for=condition=complete "job/$job" --timeout="${timeout}s" >/dev/null 2>&1 & ok=$!
  kubectl -n "$NS" wait --for=condition=failed "job/$job" --timeout="${timeout}s" >/dev/null 2>&1 & bad=$!
  wait -n "$ok" "$bad" || true
  kill "$ok" "$bad" 2>/dev/null || true
  if [ "$(kubectl -n "$NS" get job "$job" -o jsonpath='{.status.succeeded}')" = "1" ]; then
    echo "  $job: complete"
  else
    echo "  $job: FAILED or timed out; its logs:" >&2
    kubectl -n "$NS" logs "job/$job" --tail=50 >&2 || true
    echo "deploy.sh: the Deployments were not changed (the running version keeps serving)" >&2
    exit 1
  fi
done

echo "==> 3/3 Deployments"
kubectl apply -f "$out/deployments.yaml"
for d in $(names "$out/deployments.yaml"); do kubectl -n "$NS" rollout status "deploy/$d" --timeout=10m; done
echo "deployed $(basename "$overlay")"
