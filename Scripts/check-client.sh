#!/usr/bin/env bash
# Builds Examples/ClientPackage — a package that depends on Mosaic by path and imports no
# Foundation, one executable per library product — in debug and in release, and runs every
# executable. A library module that calls libm without linking it, or any product that needs
# something a client does not have, fails here.
set -euo pipefail
cd "$(dirname "$0")/../Examples/ClientPackage"

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
