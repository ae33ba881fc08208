#!/usr/bin/env bash
# Every check (`npm run test:all`, the README's test command and CI's); stops at the first failing stage and always
# ends with how long each step took, so a slow CI run shows where its time went. The two cores are kept busy:
#   1. typecheck, lint and format:check side by side (each single-threaded);
#   2. the unit and API suites on PGlite (`test`, both cores);
#   3. the client and server built once (`build`);
#   4. side by side: the browser suites on that build (`test:browser`), and the API suite on PostgreSQL and Node
#      LTS followed by the two-instance browser run (`test:pg`; its own database, proxy and ports);
#   5. Storybook (`test:storybook`).
# A stage's parallel steps print their output when the stage ends.
set -uo pipefail
cd "$(dirname "$0")/.."
stages=("typecheck lint format:check" "test" "build" "test:browser test:pg" "test:storybook")
begun=$(date +%s)
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
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

for stage in "${stages[@]}"; do
  read -r -a steps <<<"$stage"
  if [ "${#steps[@]}" -eq 1 ]; then
    run "${steps[0]}"
  else
    for step in "${steps[@]}"; do run "$step" >"$logs/$step.log" 2>&1 & done
    wait
    for step in "${steps[@]}"; do
      echo "── $step"
      cat "$logs/$step.log"
    done
  fi
  for step in "${steps[@]}"; do
    read -r name seconds code <"$logs/$step.time"
    echo "$name $seconds" >>"$logs/times"
    if [ "$code" -ne 0 ] && [ "$status" -eq 0 ]; then status=$code failed=$name; fi
  done
  [ "$status" -eq 0 ] || break
done

echo
echo "step             seconds"
while read -r name seconds; do printf '%-16s %7d\n' "$name" "$seconds"; done <"$logs/times"
printf '%-16s %7d\n' "total (wall)" "$(($(date +%s) - begun))"
echo "(steps of one stage ran side by side: typecheck, lint, format:check; test:browser, test:pg)"
[ "$status" -eq 0 ] || echo "failed at: $failed"
exit "$status"
