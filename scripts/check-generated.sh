#!/usr/bin/env bash
# Generated code is committed (reviewable diffs, no generation step needed to typecheck or run).
# This check regenerates it from the contract (orval), the demo world's seed source (faker at
# build time, scripts/generate-seed.mjs) and the route files (TanStack Router's generator, run by
# the Vite build) and fails if anything differs from what is committed.
set -euo pipefail
cd "$(dirname "$0")/.."

npx orval --config orval.config.ts >/dev/null
node scripts/generate-seed.mjs >/dev/null
npx vite build --logLevel error >/dev/null

paths=(src/api/generated src/routeTree.gen.ts mocks/world/seed.gen.ts)
if ! git diff --quiet -- "${paths[@]}" || [ -n "$(git status --porcelain -- "${paths[@]}")" ]; then
  echo "Generated code differs from what is committed. Run 'npm run generate' (contract and demo seed)" >&2
  echo "and 'npm run build' (route tree), review, and commit the result:" >&2
  git status --short -- "${paths[@]}" >&2
  git --no-pager diff --stat -- "${paths[@]}" >&2
  exit 1
fi
echo "generated code is up to date"
