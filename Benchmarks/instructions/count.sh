#!/bin/bash
# Instructions per edit of the `model` bench suite's model, by callgrind (repeatable whatever else
# the machine does): count.sh WORKLOAD KIND [ROUNDS], e.g. count.sh counted delete 40.
# The count for 2N rounds minus N rounds, less the same difference for making the edits alone.
set -euo pipefail
cd "$(dirname "$0")"
# Built under the repository's own .build, so the nested package leaves no build tree (and no
# copies of its dependencies' sources) beside its own files.
scratch=../../.build/instructions
swift build -c release --product model-instructions --scratch-path "$scratch" >&2
binary=$scratch/release/model-instructions
workload=$1 kind=$2 rounds=${3:-40}
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$binary" "$workload" "$kind" "$@" 2>&1 \
    | awk '/Collected/ { print $4 }'
}
applied=$(( $(count $((2 * rounds))) - $(count "$rounds") ))
made=$(( $(count $((2 * rounds)) prepare-only) - $(count "$rounds" prepare-only) ))
echo "$workload $kind: $(( (applied - made) / rounds )) instructions per applying(_:) (a batch is one)"
