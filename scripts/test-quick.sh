#!/usr/bin/env bash
# The inner loop (npm run test:quick, about a minute): types, file size, lint, and the unit and
# component tests of what changed since the last commit: each changed file's own tests and the
# tests that import it (scripts/quick-tests.mjs). npm test remains the gate before a commit lands.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
echo "== typecheck"
npx tsc --noEmit -p .
echo "== file size"
node scripts/file-size.mjs
echo "== CSS composes"
node scripts/css-composes.mjs
echo "== lint"
npx biome ci .
mapfile -t tests < <(node scripts/quick-tests.mjs)
echo "== unit and component tests of what changed (vs ${QUICK_BASE:-HEAD}): ${#tests[@]} files"
if [ "${#tests[@]}" -gt 0 ]; then
  npx vitest run --project unit --project component "${tests[@]}"
fi
echo "== test:quick took $(( $(date +%s) - start )) s"
