#!/usr/bin/env bash
# Documents at scale: `mosaic validate` of a flow document of N per-item sizes
# (default 10^6, seeded, about 30 bytes of JSON an item) against reading the same file, and its
# peak memory beyond a one-item document's, less what the prepared layout keeps (38 bytes an item
# for flow's per-item cells; Benchmarks/README.md, live suite, memory). Needs the release build:
# `swift build -c release --product mosaic`. Usage: Scripts/document-scale.sh [N]
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-1000000}
mosaic=.build/release/mosaic
[ -x "$mosaic" ] || { echo "document-scale: build it first: swift build -c release --product mosaic" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/mosaic-scale.XXXXXX")
trap 'rm -rf "$work"' EXIT
python3 - "$work" "$count" <<'PY'
import json, random, sys
work, count = sys.argv[1], int(sys.argv[2])
random.seed(7)
def document(n):
    sizes = [{"width": random.randint(60, 180), "height": random.randint(60, 200)} for _ in range(n)]
    return {"layout": {"strategy": "flow", "options": {"itemSize": {"width": 80, "height": 120},
            "minimumLineSpacing": 10, "minimumInteritemSpacing": 10}},
            "viewport": {"width": 390, "height": 844}, "data": {"sections": [{"itemSizes": sizes}]}}
for name, n in (("big.json", count), ("one.json", 1)):
    with open(f"{work}/{name}", "w") as file:
        json.dump(document(n), file)
PY
bytes=$(stat -c %s "$work/big.json")
# Reading: the file into memory in one process (warm cache, as validate's own read is), best of 5.
read_seconds=$(python3 - "$work/big.json" <<'PY'
import sys, time
best = None
for _ in range(5):
    start = time.perf_counter()
    with open(sys.argv[1], "rb") as file:
        file.read()
    elapsed = time.perf_counter() - start
    best = elapsed if best is None else min(best, elapsed)
print(f"{best:.4f}")
PY
)
measure() { /usr/bin/time -f "%e %M" "$mosaic" validate "$1" 2>&1 >/dev/null | tail -1; }
measure "$work/big.json" >/dev/null  # warm the file cache
best_seconds="" big_kib=0
for _ in 1 2 3; do
  read -r seconds kib <<<"$(measure "$work/big.json")"
  if [ -z "$best_seconds" ] || awk "BEGIN { exit !($seconds < $best_seconds) }"; then best_seconds=$seconds; fi
  big_kib=$kib
done
read -r _ one_kib <<<"$(measure "$work/one.json")"
awk -v n="$count" -v bytes="$bytes" -v read="$read_seconds" -v validate="$best_seconds" \
  -v big="$big_kib" -v one="$one_kib" 'BEGIN {
  beyond = (big - one) * 1024 / n - 38
  printf "document-scale: %d items, %.1f MB of JSON\n", n, bytes / 1e6
  printf "document-scale: read %.3f s, validate %.2f s (best of 3): %.1fx the read (target <= 10x)\n", read, validate, validate / read
  printf "document-scale: peak %.0f MB, %.0f B an item beyond a one-item document, %.0f beyond the prepared layout (target <= 64)\n", big / 1024, (big - one) * 1024 / n, beyond
}'
