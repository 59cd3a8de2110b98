#!/usr/bin/env bash
# Regenerates docs/gallery/: one SVG per configuration in Examples/ (and PNGs with --png).
# The test suite checks that the committed SVGs equal fresh renders.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product mosaic >/dev/null
mosaic=".build/debug/mosaic"
for file in Examples/*.json; do
  name=$(basename "$file" .json)
  "$mosaic" render "$file" -o "docs/gallery/$name.svg"
  if [ "${1:-}" = "--png" ]; then "$mosaic" render "$file" -o "docs/gallery/$name.png" --format png; fi
done
"$mosaic" render Examples/flow-reorder.json -o docs/gallery/drag-across-sections.svg \
  --script Examples/scripts/reorder-across-sections.json --step 3
"$mosaic" render Examples/flow-chat.json -o docs/gallery/chat-history-prepend.svg \
  --script Examples/scripts/chat-history.json --step 2
"$mosaic" render Examples/flow-reorder.json -o docs/gallery/edit-mode-drag.svg \
  --script Examples/scripts/edit-mode-drag.json --step 5
