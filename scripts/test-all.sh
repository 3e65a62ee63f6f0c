#!/usr/bin/env bash
# The one test command (npm test): contract, generation, types, lint, every test, build budget.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
step() { printf '\n== %s\n' "$*"; }

if [ ! -x "$CHROMIUM" ]; then
  cat >&2 <<MSG
The browser tests need Chromium at $CHROMIUM and it is not there.
Install it from Debian's packages (as root):
    apt-get update && apt-get install -y chromium
or point CHROMIUM_PATH at another Chromium binary. (No browser is downloaded by this project.)
MSG
  exit 1
fi
export CHROMIUM_PATH="$CHROMIUM"

step "contract: every endpoint of the specs is described"
if [ -f ../shared/tools/openapi-coverage.py ]; then
  python3 ../shared/tools/openapi-coverage.py
else
  echo "skipped: ../shared/tools/openapi-coverage.py is not beside this checkout (CI has it)"
fi

step "contract: OpenAPI lint (Redocly)"
npx redocly lint openapi/openapi.yaml --format=stylish

step "generation: committed code equals what the contract and routes generate"
bash scripts/check-generated.sh

step "typecheck (tsc --noEmit, strict)"
npx tsc --noEmit -p .

step "one set of types: no type assertion outside tests and generated code"
node scripts/type-assertions.mjs

step "lint and format (Biome), import direction"
npx biome ci .

step "unit and component tests (with coverage of src/domain)"
npx vitest run --project unit --project component --coverage

step "every visible text of spec 000's sale flow and spec 001's checkout and express orders is reached by a screen test"
node scripts/spec-text-coverage.mjs | tail -n 1

step "every story as a test (play function, axe, visual baselines at 720x1280 and 1366x768) and component tests in Chromium"
npx vitest run --project storybook --project browser

step "every story has its two visual baselines, none is left over"
node scripts/visual-baselines.mjs

step "the endpoint failure table is what the tests cover"
node scripts/endpoint-failures.mjs

step "bundle budget: baseline app built now, ratios against the build made by the generation check"
node scripts/bundle-budget.mjs

step "browser tests of the full flows (Playwright, Debian Chromium)"
npx playwright test

step "interaction speed at 4x CPU throttle: cart stepper median <= 16 ms, search keystroke <= 50 ms"
node scripts/bench-interaction.mjs

echo
echo "All checks passed."
