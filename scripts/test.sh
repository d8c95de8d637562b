#!/usr/bin/env bash
# `make test`: builds everything, then runs every suite (contract checks, jest, browser journeys) and ends
# with one line `N passed, N failed` counting every test that ran. Exits non-zero if anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
results=test-results
rm -rf "$results" && mkdir -p "$results"
passed=0
failed=0

count() { # count <name> <exit-code>: one pass or one failure for a single check
  if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "ok   $1"; else failed=$((failed + 1)); echo "FAIL $1"; fi
}

finish() {
  echo
  echo "${passed} passed, ${failed} failed"
  [ "$failed" -eq 0 ]
  exit $?
}

echo "== build"
# Built exactly as `make start` builds it; jest sets NODE_ENV=test for itself.
if ! npm run build > "$results/build.log" 2>&1; then
  tail -50 "$results/build.log"
  count "build" 1
  finish
fi

echo "== contracts"
(cd proto && npx buf lint) ; count "proto: buf lint" $?
bash scripts/buf-breaking.sh ; count "proto: buf breaking against main" $?
docker-compose -f docker-compose.yml config -q ; count "docker-compose.yml is valid (docker-compose config -q)" $?
npx depcruise --config .dependency-cruiser.cjs services gateway > "$results/depcruise.log" 2>&1 ; rc=$?
[ $rc -ne 0 ] && cat "$results/depcruise.log"; count "layer rules (dependency-cruiser)" $rc

echo "== jest (unit, integration, component)"
# --forceExit: once every result is written, client libraries' idle timers (kafkajs, socket.io) must not keep CI waiting.
npx jest --ci --forceExit --json --outputFile="$results/jest.json" 2>&1 | tee "$results/jest.log"
read jp jf < <(node -e '
  const r = require(process.argv[1]);
  const failedToRun = r.testResults.filter((s) => s.status === "failed" && s.assertionResults.length === 0).length;
  console.log(r.numPassedTests, r.numFailedTests + failedToRun);' "$PWD/$results/jest.json" 2>/dev/null || echo "0 1")
passed=$((passed + jp)); failed=$((failed + jf))
echo "jest: ${jp} passed, ${jf} failed"

if [ -d e2e/journeys ]; then
  echo "== browser journeys"
  bash scripts/e2e.sh "$results"
  read ep ef < "$results/e2e.counts" || { ep=0; ef=1; }
  passed=$((passed + ep)); failed=$((failed + ef))
  echo "e2e: ${ep} passed, ${ef} failed"
fi

finish
