#!/usr/bin/env bash
# Browser journeys against the product started as `make start` starts it (embedded, demo data), on a spare port
# with a fresh data folder. Writes "<passed> <failed>" to <results>/e2e.counts for scripts/test.sh.
set -uo pipefail
cd "$(dirname "$0")/.."
results="${1:-test-results}"
mkdir -p "$results"
port="${E2E_PORT:-3107}"
data_dir="$(mktemp -d /tmp/clipwerk-e2e-XXXX)"
echo "0 1" > "$results/e2e.counts"

DATA_DIR="$data_dir" SEED_DEMO_DATA=true PORT="$port" LOG_LEVEL=warn RATE_LIMIT_PER_MINUTE=100000 \
  node gateway/dist/main.js > "$results/e2e-server.log" 2>&1 &
server=$!
cleanup() { kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$data_dir"; }
trap cleanup EXIT

for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$port/health/ready" > /dev/null && break
  kill -0 "$server" 2>/dev/null || { echo "product did not start:"; tail -30 "$results/e2e-server.log"; exit 1; }
  sleep 0.5
done

E2E_BASE_URL="http://127.0.0.1:$port" node --test --test-concurrency=1 \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$results/e2e.tap" \
  e2e/journeys/
pass=$(grep -E '^# pass ' "$results/e2e.tap" | awk '{print $3}')
fail=$(grep -E '^# fail ' "$results/e2e.tap" | awk '{print $3}')
echo "${pass:-0} ${fail:-1}" > "$results/e2e.counts"
