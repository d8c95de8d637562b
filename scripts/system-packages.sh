#!/usr/bin/env bash
# The Debian packages the tests start servers and a browser from: Chromium (browser journeys), redis-server (Redis
# adapter and distributed topology), librdkafka-dev and gcc (the Kafka mock cluster), docker-compose (checks the
# compose file), haproxy (the compose file's edge balancer, in front of two gateways). Installs the missing ones when run as root; otherwise names the one command to run.
set -euo pipefail
packages=(chromium librdkafka-dev redis-server docker-compose haproxy gcc libc6-dev)
missing=()
command -v chromium > /dev/null || missing+=(chromium)
[ -f /usr/include/librdkafka/rdkafka_mock.h ] || missing+=(librdkafka-dev)
command -v redis-server > /dev/null || missing+=(redis-server)
command -v docker-compose > /dev/null || missing+=(docker-compose)
command -v haproxy > /dev/null || missing+=(haproxy)
command -v gcc > /dev/null || missing+=(gcc libc6-dev)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
  echo "installing Debian packages the tests need: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
else
  echo "The tests need these Debian packages: ${missing[*]}. Install them with:"
  echo "  sudo apt-get install -y --no-install-recommends ${packages[*]}"
  exit 1
fi
