#!/usr/bin/env bash
# `npm test`: every suite, summed into one closing line "N passed, N failed" (tests only).
#   1. every Vitest project (server API and unit tests on embedded PGlite, web unit tests)
#   2. the server tests again on a real PostgreSQL (throwaway cluster)
#   3. browser tests in Debian's Chromium against the built app
#   4. static checks: types, lint, formatting, and schema.ts against the migrations
#      (scripts/check-migrations.mjs), reported on a line of their own
# Browser tests that passed only on a retry are listed by name above the closing line, not counted.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh || true
# Kept after the run for `npm run test:timings` (scripts/test-timings/print.mjs).
REPORTS=${TEST_REPORTS:-$PWD/test-reports}
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
status=0
# Each phase's start and end (epoch seconds), one line each: "name start end".
phase_began=0
begin_phase() { phase_began=$(date +%s); }
end_phase() { echo "$1 $phase_began $(date +%s)" >>"$REPORTS/phases.txt"; }
FILE_TIMINGS=(--reporter=./scripts/test-timings/vitest-reporter.mjs)
# .ci/run's system packages and npm ci, when it started the run.
if [ -n "${CI_STARTED_AT:-}" ]; then echo "setup $CI_STARTED_AT $(date +%s)" >>"$REPORTS/phases.txt"; fi

echo "== Vitest (server on PGlite, web)"
begin_phase
TIMINGS_FILE="$REPORTS/timings-vitest-pglite.json" npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-pglite.json" "${FILE_TIMINGS[@]}" || { status=1; echo 1 >"$REPORTS/vitest-pglite.exit"; }
end_phase vitest-pglite

if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== Server tests on PostgreSQL"
  # Only the server project uses a database: the web tests ran once above. A config without
  # projects (everything is server tests) runs whole.
  server_only=()
  if npx vitest list --project 'server*' --filesOnly >/dev/null 2>&1; then server_only=(--project 'server*'); fi
  begin_phase
  TIMINGS_FILE="$REPORTS/timings-vitest-postgres.json" bash scripts/with-postgres.sh npx vitest run "${server_only[@]}" --reporter=dot --reporter=json --outputFile.json="$REPORTS/vitest-postgres.json" "${FILE_TIMINGS[@]}" || { status=1; echo 1 >"$REPORTS/vitest-postgres.exit"; }
  end_phase vitest-postgres
else
  echo "PostgreSQL not installed: API tests on PostgreSQL skipped" >&2
  status=1
fi

if [ -x /usr/bin/chromium ]; then
  echo "== Browser tests"
  begin_phase
  npx vite build --logLevel warn || status=1
  end_phase web-build
  begin_phase
  PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/playwright.json" npx playwright test --reporter=list,json || status=1
  end_phase browser
else
  echo "Chromium not installed: browser tests skipped" >&2
  status=1
fi

echo "== Static checks"
checks_passed=0
checks_failed=0
failed_names=()
# Each check is an npm script, except the migrations check.
static_check() { if [ "$1" = migrations ]; then node scripts/check-migrations.mjs; else npm run -s "$1"; fi; }
CHECKS=(typecheck lint format:check migrations)
# Side by side: tsc and ESLint's type-aware rules each build the program on one core
# (docs/decisions.md, "Static checks side by side").
begin_phase
for check in "${CHECKS[@]}"; do
  (static_check "$check" >"$REPORTS/$check.log" 2>&1; echo $? >"$REPORTS/$check.exit") &
done
wait
end_phase checks
for check in "${CHECKS[@]}"; do
  if [ "$(cat "$REPORTS/$check.exit")" = 0 ]; then
    checks_passed=$((checks_passed + 1))
  else
    checks_failed=$((checks_failed + 1))
    failed_names+=("\"$check\"")
    echo "$check failed:" >&2
    tail -n 30 "$REPORTS/$check.log" >&2
    status=1
  fi
done
echo "{\"passed\": $checks_passed, \"failed\": $checks_failed, \"failedNames\": [$(IFS=,; echo "${failed_names[*]}")]}" >"$REPORTS/checks.json"

# Where the time went, against each suite's share of the 30 minutes (a help: never fails the run).
node scripts/test-timings/print.mjs "$REPORTS" || true
node scripts/summarize-tests.mjs "$REPORTS" || status=1
exit $status
