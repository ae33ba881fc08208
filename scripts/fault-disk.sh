#!/usr/bin/env bash
# Start-up faults of the data folder, as an operator meets them (needs root: it mounts two small tmpfs):
# a read-only DATA_DIR and a DATA_DIR on a full disk. Each start must end with one sentence that names the
# folder and the cause. Run from the repository: bash scripts/fault-disk.sh
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'umount "$work/ro" "$work/full" 2>/dev/null || true; rm -rf "$work"' EXIT
mkdir -p "$work/ro" "$work/full"
mount -t tmpfs -o ro,size=1m tmpfs "$work/ro"
mount -t tmpfs -o size=64k tmpfs "$work/full"
status=0
check() {
  local folder=$1 expected=$2 said
  said=$(PORT=0 DATA_DIR="$folder" timeout 120 npx tsx src/server/main.ts 2>&1 | grep '^Cannot start' || true)
  if [[ "$said" == *"$expected"* ]]; then echo "ok    $folder: $said"; else echo "FAIL  $folder: ${said:-no sentence}"; status=1; fi
}
check "$work/ro" 'is on a read-only file system'
check "$work/full" 'is full'
exit $status
