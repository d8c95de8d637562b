#!/usr/bin/env bash
# Browser journeys against the product started as `make start` starts it (embedded, demo data), on a spare port
# with a fresh data folder. Counted into <results>/e2e.ledger.jsonl, which `make test` adds to its own; ends
# with `N passed, N failed` and exits non-zero when anything failed.
# A cancelled journey is a failure; skipped and todo journeys are reported.
set -uo pipefail
cd "$(dirname "$0")/.."
results="${1:-test-results}"
mkdir -p "$results"
ledger="$results/e2e.ledger.jsonl"
counter=scripts/lib/count-results.mjs
rm -f "$ledger" "$results/e2e.tap"
port="${E2E_PORT:-3107}"
data_dir="$(mktemp -d /tmp/clipwerk-e2e-XXXX)"

# No payout hold and a release job that looks often: a journey sees a creator paid (make start holds two minutes).
# A two-minute review window checked every second: the silence-and-dispute journey sees a delivery approved
# automatically, while the other journeys review their deliveries well within it. A final payment due one minute
# after approval: there the creator may dispute it; the other journeys pay theirs at once (a late one only adds
# notices, it moves no money).
# The product's own links (the payout onboarding's return, mails) point at the origin the browser uses: the
# signed-in token lives in that origin's storage.
DATA_DIR="$data_dir" SEED_DEMO_DATA=true PORT="$port" PUBLIC_URL="http://127.0.0.1:$port" LOG_LEVEL=warn \
  RATE_LIMIT_PER_MINUTE=100000 \
  PAYOUT_HOLD_MINUTES=0 PAYOUT_RELEASE_INTERVAL_MS=500 \
  REVIEW_WINDOW_MINUTES=2 DEADLINE_INTERVAL_MS=1000 FINAL_PAYMENT_DUE_MINUTES=1 \
  node gateway/dist/main.js > "$results/e2e-server.log" 2>&1 &
server=$!
cleanup() {
  kill "$server" 2> /dev/null
  wait "$server" 2> /dev/null
  rm -rf "$data_dir"
}
trap cleanup EXIT

finish() {
  node "$counter" total "$ledger" || exit 1
  exit 0
}

started=1
for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$port/health/ready" > /dev/null && started=0 && break
  kill -0 "$server" 2> /dev/null || break
  sleep 0.5
done
if [ "$started" -ne 0 ]; then
  echo "product did not start:"
  tail -30 "$results/e2e-server.log"
fi
node "$counter" record "$ledger" "product started (health/ready)" check "$started"
[ "$started" -eq 0 ] || finish

E2E_BASE_URL="http://127.0.0.1:$port" node --test --test-concurrency=1 \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=tap --test-reporter-destination="$results/e2e.tap" \
  e2e/journeys/*.test.mjs
node "$counter" record "$ledger" "browser journeys (node --test e2e/journeys)" tap "$results/e2e.tap" $?
finish
