#!/usr/bin/env bash
# The two commands of the README:
#   npm start   set up (first run: pnpm, packages, FerretDB, builds) and run the whole shop
#   npm test    set up (also Chromium) and run every test, ending with a summary line
# Later runs reuse what the first one installed and built.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
PNPM_VERSION=10.34.9

step() { printf '\n==> %s\n' "$*"; }

need_node() {
  command -v node >/dev/null 2>&1 || { echo "Node.js 20.19 or newer is required (https://nodejs.org)." >&2; exit 1; }
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' \
    || { echo "Node.js 20.19 or newer is required, found $(node -v)." >&2; exit 1; }
}

need_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm -v)" != "$PNPM_VERSION" ]; then
    step "Installing pnpm $PNPM_VERSION"
    npm install -g "pnpm@$PNPM_VERSION" --no-fund --no-audit >/dev/null
  fi
}

need_packages() {
  local stamp=node_modules/.rmj-install-stamp
  if [ ! -f "$stamp" ] || [ pnpm-lock.yaml -nt "$stamp" ] || [ package.json -nt "$stamp" ]; then
    step "Installing packages (pnpm install --frozen-lockfile)"
    pnpm install --frozen-lockfile
    touch "$stamp"
  fi
}

need_ferretdb() {
  step "Embedded database (FerretDB v1.24.2)"
  bash scripts/ensure-ferretdb.sh >/dev/null
}

need_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    step "Installing Chromium for the browser tests (Debian package)"
    if [ "$(id -u)" = 0 ]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    else
      sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
    fi
  fi
}

build() {
  step "Building shared packages, services, shell and remotes"
  node scripts/build-if-stale.mjs "$@"
}

cmd="${1:-start}"
shift || true
case "$cmd" in
  setup)
    need_node; need_pnpm; need_packages; need_ferretdb; build ;;
  start)
    need_node; need_pnpm; need_packages; need_ferretdb; build
    exec node scripts/stack.mjs ;;
  test)
    need_node; need_pnpm; need_packages; need_ferretdb; need_chromium; build --all
    exec node scripts/test-all.mjs "$@" ;;
  *)
    echo "usage: scripts/shop.sh start|test|setup" >&2; exit 2 ;;
esac
