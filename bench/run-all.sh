#!/usr/bin/env bash
# `make bench`: every benchmark, one after the other (they share 2 cores; never run them in parallel).
set -euo pipefail
cd "$(dirname "$0")/.."
node bench/creators-list.mjs
node bench/projects-list.mjs
node bench/search-quality.mjs
node bench/outbox-latency.mjs
node bench/read-your-writes.mjs
node bench/event-latency.mjs
node bench/upload-throughput.mjs
node bench/release-payouts.mjs
node bench/retention-purge.mjs
node bench/earnings-latency.mjs
node bench/analytics-overview.mjs
node bench/preview-latency.mjs
node bench/realtime-messages.mjs
node bench/sockets.mjs
node bench/idle-cpu.mjs
node bench/young-collections.mjs

# The front-end budget and Lighthouse measure the built web client as `make start` serves it.
port=3199
data_dir="$(mktemp -d /tmp/clipwerk-bench-web-XXXX)"
DATA_DIR="$data_dir" PORT="$port" LOG_LEVEL=warn node gateway/dist/main.js > /dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data_dir"' EXIT
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/health/ready" > /dev/null && break; sleep 0.5; done
E2E_BASE_URL="http://127.0.0.1:$port" node bench/frontend-budget.mjs / /login /projects
E2E_BASE_URL="http://127.0.0.1:$port" node bench/lighthouse-mobile.mjs
