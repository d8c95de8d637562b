#!/usr/bin/env bash
# `make distributed`: every service as its own process on this machine (see infra/distributed/local-stack.js).
set -euo pipefail
cd "$(dirname "$0")/.."
exec node infra/distributed/local-stack.js
