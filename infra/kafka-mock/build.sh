#!/usr/bin/env bash
# Builds the Kafka mock cluster helper. Needs gcc and Debian's librdkafka-dev.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ ! -f /usr/include/librdkafka/rdkafka_mock.h ]; then
  echo "kafka-mock: librdkafka-dev is missing (apt-get install -y librdkafka-dev)" >&2
  exit 1
fi
mkdir -p "$here/bin"
# Build to a temporary name and rename, so parallel test workers never run a half-written binary.
tmp="$here/bin/.kafka-mock.$$"
gcc -O2 -Wall -Wextra -o "$tmp" "$here/kafka-mock.c" -lrdkafka
mv -f "$tmp" "$here/bin/kafka-mock"
