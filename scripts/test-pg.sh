#!/usr/bin/env bash
# The API suite again, against PostgreSQL, when TEST_DATABASE_URL names one (.ci/run starts one).
set -euo pipefail
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "PostgreSQL API run skipped: TEST_DATABASE_URL is not set (bash .ci/start-postgres.sh starts one and prints it)."
  exit 0
fi
API_TESTS_ON_POSTGRES=1 DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project api
