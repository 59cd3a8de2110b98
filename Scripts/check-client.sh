#!/usr/bin/env bash
# Builds Examples/ClientPackage — a package that depends on Mosaic by path and imports no
# Foundation, one executable per library product — in debug and in release, and runs every
# executable. A library module that calls libm without linking it, any product that needs
# something a client does not have, or a server package resolved for a client, fails here.
set -euo pipefail
cd "$(dirname "$0")/../Examples/ClientPackage"

# A client of the libraries resolves no server, networking or crypto package: the playground's
# server is behind Mosaic's `Playground` trait, which a client does not enable. The graph's first
# line is Mosaic itself (named after its folder).
resolved=$(swift package show-dependencies --format flatlist 2>/dev/null | tail -n +2 | sort)
echo "check-client: resolved: $(echo "$resolved" | tr '\n' ' ')"
for unwanted in hummingbird hummingbird-websocket swift-nio swift-nio-ssl swift-crypto \
  swift-certificates async-http-client swift-log; do
  if echo "$resolved" | grep -qx "$unwanted"; then
    echo "check-client: a client of the libraries resolved $unwanted" >&2
    exit 1
  fi
done

for configuration in debug release; do
  swift build -c "$configuration" 2>&1 | tail -n 3
  bin=$(swift build -c "$configuration" --show-bin-path)
  ran=0
  for target in Sources/*/; do
    name=$(basename "$target")
    "$bin/$name"
    ran=$((ran + 1))
  done
  echo "check-client: $configuration: $ran executables ran"
done
