#!/usr/bin/env bash
# Every check, one after the other (`npm run test:all`, the README's test command and CI's); stops at the first
# failure and always ends with how long each step took, so a slow CI run shows where its time went.
set -uo pipefail
cd "$(dirname "$0")/.."
steps=(typecheck lint format:check test test:e2e test:pg test:storybook)
times=()
status=0
for step in "${steps[@]}"; do
  started=$(date +%s)
  npm run --silent "$step"
  status=$?
  times+=("$step $(($(date +%s) - started))")
  [ "$status" -eq 0 ] || break
done
echo
echo "step             seconds"
total=0
for entry in "${times[@]}"; do
  read -r name seconds <<<"$entry"
  printf '%-16s %7d\n' "$name" "$seconds"
  total=$((total + seconds))
done
printf '%-16s %7d\n' total "$total"
[ "$status" -eq 0 ] || echo "failed at: ${times[-1]%% *}"
exit "$status"
