#!/usr/bin/env bash
# `npm test`: every suite, summed into one closing line "N passed, N failed".
#   1. API and unit tests on embedded PGlite
#   2. the same API tests on a real PostgreSQL (throwaway cluster)
#   3. browser tests in Debian's Chromium against the built app
#   4. static checks: types, lint, formatting (one count each)
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/system-deps.sh || true
REPORTS=$(mktemp -d /tmp/academy-reports.XXXX)
status=0

echo "== API tests on PGlite"
npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/vitest-pglite.json" || { status=1; echo 1 >"$REPORTS/vitest-pglite.exit"; }

if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "== API tests on PostgreSQL"
  bash scripts/with-postgres.sh npx vitest run --reporter=dot --reporter=json --outputFile.json="$REPORTS/vitest-postgres.json" || { status=1; echo 1 >"$REPORTS/vitest-postgres.exit"; }
else
  echo "PostgreSQL not installed: API tests on PostgreSQL skipped" >&2
  status=1
fi

if [ -x /usr/bin/chromium ]; then
  echo "== Browser tests"
  npx vite build --logLevel warn || status=1
  PLAYWRIGHT_JSON_OUTPUT_NAME="$REPORTS/playwright.json" npx playwright test --reporter=list,json || status=1
else
  echo "Chromium not installed: browser tests skipped" >&2
  status=1
fi

echo "== Static checks"
checks_passed=0
checks_failed=0
for check in typecheck lint format:check; do
  if npm run -s "$check" >"$REPORTS/$check.log" 2>&1; then
    checks_passed=$((checks_passed + 1))
  else
    checks_failed=$((checks_failed + 1))
    echo "npm run $check failed:" >&2
    tail -n 30 "$REPORTS/$check.log" >&2
    status=1
  fi
done
echo "{\"passed\": $checks_passed, \"failed\": $checks_failed}" >"$REPORTS/checks.json"

node scripts/summarize-tests.mjs "$REPORTS" || status=1
exit $status
