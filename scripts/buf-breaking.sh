#!/usr/bin/env bash
# Event contracts must not break consumers: compare proto/ with the same folder on main.
# When main has no proto/ yet (the first contracts), there is nothing to break.
set -euo pipefail
cd "$(dirname "$0")/.."
against=main
git rev-parse --verify -q "$against" >/dev/null || against=origin/main
if ! git cat-file -e "$against:proto/buf.yaml" 2>/dev/null; then
  echo "buf breaking: $against has no proto/ yet; nothing to compare"
  exit 0
fi
cd proto && npx buf breaking --against "../.git#ref=$against,subdir=proto"
