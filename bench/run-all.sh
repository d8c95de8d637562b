#!/usr/bin/env bash
# `make bench`: every benchmark, one after the other (they share 2 cores; never run them in parallel).
set -euo pipefail
cd "$(dirname "$0")/.."
node bench/creators-list.mjs
node bench/projects-list.mjs
node bench/outbox-latency.mjs
node bench/frontend-budget.mjs /
