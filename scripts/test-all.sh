#!/usr/bin/env bash
# Every check (`npm run test:all`, the README's test command and CI's); stops at the first failing step and always
# ends with how long each step took, so a slow CI run shows where its time went. The three static checks are
# single-threaded and run side by side on the two cores; the test steps each use both cores and run in turn.
set -uo pipefail
cd "$(dirname "$0")/.."
parallel=(typecheck lint format:check)
steps=(test test:e2e test:pg test:storybook)
begun=$(date +%s)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
times=()
status=0
failed=

run() {
  local step=$1 started
  started=$(date +%s)
  npm run --silent "$step"
  local code=$?
  echo "$step $(($(date +%s) - started)) $code" >"$logs/$step.time"
  return "$code"
}

for step in "${parallel[@]}"; do run "$step" >"$logs/$step.log" 2>&1 & done
wait
for step in "${parallel[@]}"; do
  echo "── $step"
  cat "$logs/$step.log"
  read -r name seconds code <"$logs/$step.time"
  times+=("$name $seconds")
  if [ "$code" -ne 0 ] && [ "$status" -eq 0 ]; then status=$code failed=$name; fi
done

if [ "$status" -eq 0 ]; then
  for step in "${steps[@]}"; do
    run "$step"
    read -r name seconds code <"$logs/$step.time"
    times+=("$name $seconds")
    if [ "$code" -ne 0 ]; then status=$code failed=$name; break; fi
  done
fi

echo
echo "step             seconds"
for entry in "${times[@]}"; do
  read -r name seconds <<<"$entry"
  printf '%-16s %7d\n' "$name" "$seconds"
done
printf '%-16s %7d\n' "total (wall)" "$(($(date +%s) - begun))"
echo "(typecheck, lint and format:check ran side by side)"
[ "$status" -eq 0 ] || echo "failed at: $failed"
exit "$status"
