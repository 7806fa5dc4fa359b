#!/usr/bin/env bash
# The two commands of the README:
#   npm start   install packages when the lockfile changed, build what changed, run the whole shop
#   npm test    the same, then every test, ending with one summary line
# This file only bootstraps: it checks Node.js, finds pnpm (the installed one, or the pinned version
# through npx: nothing is installed globally and nothing asks for sudo), installs packages when they
# are stale and builds the typed tooling in packages/devstack, which does the rest.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# When the command began (ms), so the test report can say how long installing and the tooling took.
RMJ_STARTED_AT="$(node -e 'process.stdout.write(String(Date.now()))' 2>/dev/null || echo 0)"
export RMJ_STARTED_AT
cd "$root"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
PNPM_VERSION=10.34.9

command -v node >/dev/null 2>&1 || { echo "Node.js 20.19 or newer is required (https://nodejs.org)." >&2; exit 1; }
node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' \
  || { echo "Node.js 20.19 or newer is required, found $(node -v)." >&2; exit 1; }

if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm -v)" = "$PNPM_VERSION" ]; then
  export RMJ_PNPM=pnpm
else
  export RMJ_PNPM="npx --yes pnpm@$PNPM_VERSION"
fi

stamp=node_modules/.rmj-install-stamp
if [ ! -f "$stamp" ] || [ pnpm-lock.yaml -nt "$stamp" ] || [ package.json -nt "$stamp" ]; then
  printf '\n==> Installing packages (pnpm install --frozen-lockfile)\n'
  $RMJ_PNPM install --frozen-lockfile
  touch "$stamp"
fi

cli=packages/devstack/dist/cli/main.js
if [ ! -f "$cli" ] || [ -n "$(find packages/devstack/src packages/devstack/package.json -newer "$cli" -print -quit)" ]; then
  $RMJ_PNPM --filter @rmj/devstack build >/dev/null
fi

cmd="${1:-start}"
shift || true
exec node "$cli" "$cmd" "$@"
