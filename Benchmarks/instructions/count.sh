#!/bin/bash
# Instructions by callgrind (repeatable whatever else the machine does), from the count for 2N
# rounds minus the count for N rounds:
#   count.sh WORKLOAD KIND [ROUNDS]         per edit of the `model` bench suite's model, less the
#                                           same difference for making the edits alone, e.g.
#                                           count.sh counted delete 40 (KIND delete, insert, move,
#                                           batch, aged — a batch on the model 50 batches made —
#                                           or aged-delete, aged-insert, aged-move);
#   count.sh query SHAPE point|rect|focus [ROUNDS] per hit-test, 390x844 rect query or focus move through the public
#                                           call on a 10^6-item shape (flow-uniform, flow-per-item,
#                                           flow-1000, waterfall), e.g. count.sh query flow-uniform point.
set -euo pipefail
# Swift seeds its hashing randomly per process, so dictionaries and sets lay out differently from
# run to run and an edit's count moved by up to 4 % (the same binary, an aged one-item move);
# seeded the same, a count repeats exactly.
export SWIFT_DETERMINISTIC_HASHING=1
cd "$(dirname "$0")"
# Built under the repository's own .build, so the nested package leaves no build tree (and no
# copies of its dependencies' sources) beside its own files.
scratch=../../.build/instructions
# Instructions of one run of a binary with the given arguments.
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 | awk '/Collected/ { print $4 }'
}
if [ "$1" = query ]; then
  swift build -c release --product query-instructions --scratch-path "$scratch" >&2
  binary=$scratch/release/query-instructions
  shape=$2 kind=$3 rounds=${4:-10}
  applied=$(( $(count "$binary" "$shape" "$kind" $((2 * rounds))) - $(count "$binary" "$shape" "$kind" "$rounds") ))
  echo "$shape $kind: $(( applied / rounds / 4096 )) instructions per query"
  exit 0
fi
swift build -c release --product model-instructions --scratch-path "$scratch" >&2
binary=$scratch/release/model-instructions
workload=$1 kind=$2 rounds=${3:-40}
applied=$(( $(count "$binary" "$workload" "$kind" $((2 * rounds))) - $(count "$binary" "$workload" "$kind" "$rounds") ))
made=$(( $(count "$binary" "$workload" "$kind" $((2 * rounds)) prepare-only) - $(count "$binary" "$workload" "$kind" "$rounds" prepare-only) ))
echo "$workload $kind: $(( (applied - made) / rounds )) instructions per applying(_:) (a batch is one)"
