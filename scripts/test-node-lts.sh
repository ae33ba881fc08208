#!/usr/bin/env bash
# The unit and API suites again on the current Node LTS from the npm registry (scripts/node-lts.sh); CI runs the
# PostgreSQL API suite on it (scripts/test-pg.sh), this script runs everything on it.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(bash scripts/node-lts.sh)
echo "Node $("$BIN/node" --version) from the npm registry"
PATH="$BIN:$PATH" npx vitest run --project unit --project api "$@"
