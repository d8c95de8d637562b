#!/usr/bin/env bash
# Event contracts must not break consumers: compare proto/ with the commit this work started from.
# Which commit that is (git keeps no record of it, so this is our rule):
#   1. BUF_BREAKING_AGAINST, when set (any commit-ish);
#   2. else the merge-base with origin/main (main in a clone without a remote), when it is not HEAD itself:
#      a branch is compared with where it left main;
#   3. else HEAD~1: on main itself (CI clones main) the last commit is the submission under test;
#   4. else (a single commit, or a shallow clone without the parent) there is nothing to compare.
# When that commit has no proto/ yet (the first contracts), there is nothing to break either.
set -euo pipefail
cd "$(dirname "$0")/.."

against="${BUF_BREAKING_AGAINST:-}"
if [ -z "$against" ]; then
  main=origin/main
  git rev-parse --verify -q "$main^{commit}" > /dev/null || main=main
  base="$(git merge-base HEAD "$main" 2> /dev/null || true)"
  if [ -n "$base" ] && [ "$base" != "$(git rev-parse HEAD)" ]; then
    against="$base"
  elif git rev-parse --verify -q "HEAD~1^{commit}" > /dev/null; then
    against="$(git rev-parse HEAD~1)"
  else
    echo "buf breaking: no earlier commit to compare with; nothing to compare"
    exit 0
  fi
fi
against="$(git rev-parse --verify "$against^{commit}")"

if ! git cat-file -e "$against:proto/buf.yaml" 2> /dev/null; then
  echo "buf breaking: $against has no proto/ yet; nothing to compare"
  exit 0
fi
echo "buf breaking: proto/ against $(git log -1 --format='%h %s' "$against")"
cd proto && npx buf breaking --against "../.git#ref=$against,subdir=proto"
