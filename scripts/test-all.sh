#!/usr/bin/env bash
# The one test command (npm test): contract, generation, types, lint, every test, build budget.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
# Each layer's wall time, printed as a table at the end (and on a failure, up to the failed layer),
# so the suite's cost stays visible.
LAYERS=()
layer_name=""
layer_start=0
close_layer() {
  if [ -n "$layer_name" ]; then
    LAYERS+=("$(( $(date +%s) - layer_start ))|$layer_name")
    layer_name=""
  fi
}
step() {
  close_layer
  layer_name="$1"
  layer_start=$(date +%s)
  shift
  printf '\n== %s%s\n' "$layer_name" "${1:+: $*}"
}
print_layers() {
  local status=$?
  close_layer
  [ "${#LAYERS[@]}" -eq 0 ] && return
  local total=0
  printf '\n%-28s %8s\n' "layer" "seconds"
  printf '%-28s %8s\n' "----------------------------" "--------"
  for entry in "${LAYERS[@]}"; do
    printf '%-28s %8s\n' "${entry#*|}" "${entry%%|*}"
    total=$(( total + ${entry%%|*} ))
  done
  printf '%-28s %8s\n' "total" "$total"
  [ "$status" -ne 0 ] && printf '(stopped in the last layer above, exit %s)\n' "$status"
  return 0
}
trap print_layers EXIT

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
# The full flows run in the headless shell (playwright.config.ts): the full browser works too,
# but costs about 10% more of the 12 minutes.
HEADLESS_SHELL="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
if [ ! -x "$HEADLESS_SHELL" ]; then
  cat >&2 <<MSG
The full flows need Chromium's headless shell at $HEADLESS_SHELL and it is not there.
Install it from Debian's packages (as root):
    apt-get update && apt-get install -y chromium-headless-shell
or point CHROMIUM_HEADLESS_SHELL_PATH at another one. (No browser is downloaded by this project.)
MSG
  exit 1
fi
export CHROMIUM_HEADLESS_SHELL_PATH="$HEADLESS_SHELL"

step "contract coverage" "every endpoint of the specs is described"
if [ -f ../shared/tools/openapi-coverage.py ]; then
  python3 ../shared/tools/openapi-coverage.py
else
  echo "skipped: ../shared/tools/openapi-coverage.py is not beside this checkout (CI has it)"
fi

step "contract lint" "OpenAPI lint (Redocly)"
npx redocly lint openapi/openapi.yaml --format=stylish

step "generation" "committed code equals what the contract and routes generate"
bash scripts/check-generated.sh

# tsc takes one core for about 20 s: the other checks and the product build run beside it.
step "typecheck, checks, product build" "tsc --noEmit (strict), beside: no type assertion outside tests and generated code; no hand-written file in src/ over 250 lines; no CSS module setting again a property it composes; Biome (lint, format, import direction); the product build (an API base URL: its service worker and kept answers, docs/OFFLINE.md)"
tsc_log="$(mktemp)"
npx tsc --noEmit -p . > "$tsc_log" 2>&1 &
tsc_pid=$!
node scripts/type-assertions.mjs
node scripts/file-size.mjs
node scripts/css-composes.mjs
npx biome ci .
npm run --silent build:offline
tsc_status=0
wait "$tsc_pid" || tsc_status=$?
cat "$tsc_log"
rm -f "$tsc_log"
if [ "$tsc_status" -ne 0 ]; then echo "typecheck failed (tsc exit $tsc_status)"; exit 1; fi

# The unit and component tests mostly wait on timers (about half a core idle), the stories mostly
# draw: run side by side they fill both cores, as neither does alone (docs/TESTING.md "Speed").
# Coverage of src/domain is measured on the unit tests only: they alone cover its branches past
# the bar (vitest.config.ts), and collecting it in the jsdom tests too cost about 15% of their CPU.
# Each prints its own output; the unit and component output comes after the stories'.
step "unit, component and stories" "unit tests (with coverage of src/domain) and component tests, beside every story as a test (play function, axe, visual baselines: screens at 720x1280 and 1366x768, components at 720x1280) and the component tests in Chromium"
started=$(date +%s)
background() { # name, command...: runs beside the stories, its output and time kept
  local name=$1
  shift
  (
    status=0
    "$@" > "$tmp/$name.log" 2>&1 || status=$?
    echo "$(( $(date +%s) - started ))" > "$tmp/$name.seconds"
    exit "$status"
  ) &
}
tmp="$(mktemp -d)"
background unit npx vitest run --project unit --coverage
unit_pid=$!
background component npx vitest run --project component
component_pid=$!
stories_status=0
# --teardownTimeout: every picture leaves Vitest's own 20 s capture limit running as a timer after
# it is taken, so the process outlives its closed tests by up to 20 s and Vitest waits its
# teardown limit (10 s by default) before it exits. Nothing is left to do by then.
npx vitest run --project storybook --project browser --teardownTimeout=3000 2>&1 | tee "$tmp/stories.log" || stories_status=$?
stories_seconds=$(( $(date +%s) - started ))
unit_status=0
wait "$unit_pid" || unit_status=$?
component_status=0
wait "$component_pid" || component_status=$?
for name in unit component; do
  printf '\n-- %s (run beside the stories)\n' "$name"
  cat "$tmp/$name.log"
done
printf '\nunit: %s s, exit %s; component: %s s, exit %s; stories and browser: %s s, exit %s\n' \
  "$(cat "$tmp/unit.seconds" 2>/dev/null || echo '?')" "$unit_status" \
  "$(cat "$tmp/component.seconds" 2>/dev/null || echo '?')" "$component_status" \
  "$stories_seconds" "$stories_status"
# A failure is repeated last, where a log's tail shows it: the stories' own report is above the
# unit output, hundreds of lines up.
failed_tests() {
  local plain
  plain="$(sed 's/\x1b\[[0-9;]*m//g' "$1")"
  # awk reads to the end and stops printing at 120 lines: a `| head` would end the reader early,
  # and under pipefail its SIGPIPE (exit 141) would stop this script before the summary lines.
  awk '/Failed Tests [0-9]|Unhandled Error|ERROR: Coverage/ { on = 1 } /Test Files / { on = 0 } on && shown++ < 120' <<<"$plain"
  grep -E '^ +(Test Files|Tests|Errors) ' <<<"$plain" || true
}
if [ "$stories_status" -ne 0 ]; then printf '\n-- failed: stories and browser\n'; failed_tests "$tmp/stories.log"; fi
if [ "$unit_status" -ne 0 ]; then printf '\n-- failed: unit\n'; failed_tests "$tmp/unit.log"; fi
if [ "$component_status" -ne 0 ]; then printf '\n-- failed: component\n'; failed_tests "$tmp/component.log"; fi
rm -rf "$tmp"
if [ "$unit_status" -ne 0 ] || [ "$component_status" -ne 0 ] || [ "$stories_status" -ne 0 ]; then exit 1; fi

step "spec texts" "every visible text of spec 000's sale flow and spec 001's checkout and express orders is reached by a screen test"
node scripts/spec-text-coverage.mjs | tail -n 1

step "baseline count" "every story has its visual baselines, none is left over"
node scripts/visual-baselines.mjs

step "failure table" "the endpoint failure table is what the tests cover"
node scripts/endpoint-failures.mjs

step "bundle budget" "baseline app built now, ratios against the demo build made by the generation check and the product build made beside the typecheck"
node scripts/bundle-budget.mjs

step "full flows (Playwright)" "browser tests of the full flows, Debian Chromium"
npx playwright test

step "interaction bench" "interaction speed at 4x CPU throttle"
BENCH_BASELINE_BUILT=1 node scripts/bench-interaction.mjs

echo
echo "All checks passed."
