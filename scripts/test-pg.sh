#!/usr/bin/env bash
# The API suite again, against PostgreSQL, when TEST_DATABASE_URL names one (.ci/run starts one), and on the
# current Node LTS from the npm registry (scripts/node-lts.sh), while `npm run test` runs it on PGlite under the
# machine's Node: each runtime runs the API suite once, so CI is no longer for it. TEST_PG_NODE=system keeps the
# machine's Node. Extra arguments go to vitest (one test file, for instance); without them the multi-instance
# browser run follows: two instances of the built app (dist-server/, `npm run build`; test:e2e builds it before)
# on a database of their own behind a round-robin proxy (playwright.multi-instance.config.ts, E2E_PORT 3231).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "PostgreSQL API run skipped: TEST_DATABASE_URL is not set (bash .ci/start-postgres.sh starts one and prints it)."
  exit 0
fi
if [ "${TEST_PG_NODE:-lts}" != system ]; then
  BIN=$(bash scripts/node-lts.sh)
  export PATH="$BIN:$PATH"
fi
echo "PostgreSQL API suite on Node $(node --version)"
API_TESTS_ON_POSTGRES=1 DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project api "$@"
if [ "$#" -eq 0 ]; then
  [ -f dist-server/main.js ] && [ -f dist/index.html ] || npm run build
  echo "Two instances on PostgreSQL behind a round-robin proxy, in the browser"
  npx playwright test -c playwright.multi-instance.config.ts
fi
