#!/usr/bin/env bash
# Coverage-guided fuzzing of Mosaic: builds the mosaic-fuzz target under libFuzzer and
# AddressSanitizer (release, in its own scratch path so the normal build is untouched), seeds a
# corpus from Examples/ and the fixtures under Tests/Fixtures/ and runs it for SECONDS (default 60).
#
#   Scripts/fuzz.sh [SECONDS]
#
# Exit status 0 when the run found nothing; 1 on a finding (a trap, a broken contract, a hang over
# 10 s or memory over 4 GB), with the reproducer's path printed and kept. Replay a reproducer
# without libFuzzer: `swift run mosaic-fuzz PATH`.
#
# Environment: MOSAIC_FUZZ_SCRATCH (scratch path, default .build-fuzz), MOSAIC_FUZZ_CORPUS (a
# corpus folder to grow and keep instead of a temporary one), MOSAIC_FUZZ_ARGS (extra libFuzzer
# options, e.g. -seed=1).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

seconds=${1:-60}
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
  echo "fuzz.sh: SECONDS must be a positive whole number, got '$seconds'" >&2
  exit 1
fi
scratch=${MOSAIC_FUZZ_SCRATCH:-.build-fuzz}
flags=(-c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address
  -Xswiftc -DMOSAIC_LIBFUZZER)

build_start=$SECONDS
swift build "${flags[@]}" --product mosaic-fuzz
binary="$(swift build "${flags[@]}" --show-bin-path)/mosaic-fuzz"
echo "fuzz.sh: built $binary in $((SECONDS - build_start)) s"

work=$(mktemp -d "${TMPDIR:-/tmp}/mosaic-fuzz-run.XXXXXX")
corpus=${MOSAIC_FUZZ_CORPUS:-$work/corpus}
mkdir -p "$corpus"

# Seeds: the harness reads the first byte as the mode (0 document, 1 script, 2 command line,
# 3 document and edits; see Sources/MosaicFuzzing/FuzzMode.swift).
count=0
# Reads one seed from standard input; called as `seed < <(…)` so that the count survives (a
# pipeline would run it in a subshell).
seed() {
  count=$((count + 1))
  cat >"$corpus/seed-$count"
}
for document in Examples/*.json; do
  seed < <(printf '0'; cat "$document")
  for arguments in "validate @doc" "layout @doc --json" "hit @doc --point 100,100" \
    "visible @doc --rect 0,0,390,844" "render @doc --offset 0,200"; do
    seed < <(printf '2%s\n' "$arguments"; cat "$document")
  done
  seed < <(printf '2hit @doc --points @aux\n'; cat "$document"; printf '\n#aux\n# x,y\n10,10\r\n120,300\n')
  # Edit bytes: how many edits, then each edit's kind and indexes, its change and its probes.
  for edits in '' '\003\000\000\001\001\002\000\200\100\040\040\100\100\001' \
    '\003\001\000\000\003\003\002\006\007\010\011\012\013\014\015\016' \
    '\002\003\000\001\005\002\004\000\002\000\001\377\376\370\365' \
    '\003\006\000\000\001\000\000\002\007\003\011\000\000\004\001\003\000\000'; do
    seed < <(printf '3'; cat "$document"; printf '\n#edits\n'; printf '%b' "$edits")
  done
done
for script in Examples/scripts/*.json; do
  for choice in 0 1 2; do seed < <(printf '1%s' "$choice"; cat "$script"); done
  document=Examples/$(basename "$script")
  [ -f "$document" ] || document=Examples/flow-sections.json
  for arguments in "simulate @doc --script @aux" "render @doc --script @aux --step 2"; do
    seed < <(printf '2%s\n' "$arguments"; cat "$document"; printf '\n#aux\n'; cat "$script")
  done
done
# The regression fixtures' documents: the refused ones, and the fuzz findings fixed so far.
while IFS= read -r document; do
  seed < <(printf '0'; cat "$document")
  seed < <(printf '2layout @doc --json\n'; cat "$document")
  seed < <(printf '3'; cat "$document"; printf '\n#edits\n'; printf '%b' '\003\001\000\000\003\003\002')
done < <(find Tests/Fixtures/broken Tests/Fixtures/fuzz -name '*.json' -type f 2>/dev/null | sort)
# A waterfall of several pages (sections of more than 500 items are cut into pages of 500), for
# updates that keep pages.
seed < <(printf '3{"layout": {"strategy": "waterfall", "options": {"columnCount": 3, "headerHeight": 30}},
 "viewport": {"width": 390, "height": 600},
 "data": {"sections": [{"items": 1}, {"items": 4100}, {"items": 5}, {"items": 4097}]}}\n#edits\n'
  printf '%b' '\003\000\000\001\000\005\000\050\132\002\005\000\002\000\000\000\013\000\003\000\001\001\000\001')
# A waterfall of 70 sections (three runs of 32, so blocks an update shares) of small sections
# sharing pages, sections of a page each and sections cut into pages, and one cut into 34 pages
# (blocks of chained continuing pages), for updates that keep and rebuild blocks.
sections=$(for i in $(seq 0 69); do
  case $((i % 5)) in
    0) printf '{"items": %d}' $((i % 4)) ;;
    1) printf '{"items": 300, "header": {"width": 0, "height": 10}}' ;;
    2) printf '{"items": 1200}' ;;
    3) printf '{"itemSizes": [{"width": 70, "height": 33.3}, {"width": 150, "height": 50}]}' ;;
    *) printf '{"items": 0, "footer": {"width": 0, "height": 7}}' ;;
  esac
  printf ','
done)
seed < <(printf '3{"layout": {"strategy": "waterfall", "options": {"columnCount": 2, "headerHeight": 12}},
 "viewport": {"width": 390, "height": 600}, "data": {"sections": [%s{"items": 17000}]}}\n#edits\n' "$sections"
  printf '%b' '\003\000\000\001\000\005\000\050\132\002\005\000\002\000\000\000\013\000\003\000\001\001\000\001')
# Flow of 70 sections (three blocks of 32) under shelves and sticky, at a screen scale, for
# updates that keep and rebuild blocks and shelves computed from flow's lines.
sections=$(for i in $(seq 0 69); do
  case $((i % 4)) in
    0) printf '{"items": %d}' $((i % 7)) ;;
    1) printf '{"items": 3, "header": {"width": 0, "height": 31.5}}' ;;
    2) printf '{"itemSizes": [{"width": 70, "height": 33.3}, {"width": 150, "height": 50}, {"width": 90, "height": 20}]}' ;;
    *) printf '{"items": 9, "footer": {"width": 0, "height": 12.25}}' ;;
  esac
  if [ "$i" -lt 69 ]; then printf ','; fi
done)
for style in rows sectionBackground; do
  seed < <(printf '3{"layout": {"strategy": "flow", "options": {"headerReferenceSize": {"width": 0, "height": 20}, "sectionInset": {"top": 4, "left": 4, "bottom": 4, "right": 4}},
 "modifiers": [{"name": "shelf", "options": {"style": "%s"}}, {"name": "sticky", "options": {"headers": true}}]},
 "viewport": {"width": 390, "height": 600, "scale": 3}, "data": {"sections": [%s]}}\n#edits\n' "$style" "$sections"
    printf '%b' '\003\000\000\001\000\005\000\050\132\002\005\000\002\000\000\000\013\000\003\000\001\001\000\001')
done
seed < <(printf '2list\n')
seed < <(printf '2help layout\n')
echo "fuzz.sh: $count seeds in $corpus"

# The harness writes its files under TMPDIR; libFuzzer saves reproducers under artifacts/. Leak
# checks are off (Foundation keeps buffers past exit; a leak is no contract of ours). Swift's
# own backtracer is off: it would wait on a crashed process that libFuzzer reports itself.
mkdir -p "$work/artifacts" "$work/tmp"
set +e
(
  cd "$work"
  # shellcheck disable=SC2086 # MOSAIC_FUZZ_ARGS is a list of options
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
    TMPDIR="$work/tmp" "$binary" "$corpus" \
    -dict="$root/Scripts/fuzz.dict" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -max_len=8192 -detect_leaks=0 -artifact_prefix="$work/artifacts/" -print_final_stats=1 \
    ${MOSAIC_FUZZ_ARGS:-} 2>&1
) | tee "$work/fuzz.log" | grep --line-buffered -v -E '^#[0-9]+[[:space:]]+(NEW|REDUCE|pulse)'
status=${PIPESTATUS[0]}
set -e

findings=$(find "$work/artifacts" -type f | sort)
if [ "$status" -ne 0 ] || [ -n "$findings" ]; then
  echo "fuzz.sh: libFuzzer exited $status after $((SECONDS - build_start)) s in all (log: $work/fuzz.log)" >&2
  for finding in $findings; do
    echo "fuzz.sh: FINDING: reproducer kept at $finding (replay: swift run mosaic-fuzz $finding)" >&2
    echo "fuzz.sh: base64 $(base64 -w0 <"$finding" | head -c 12000)" >&2
  done
  exit 1
fi
echo "fuzz.sh: no finding in ${seconds} s of fuzzing ($((SECONDS - build_start)) s with the build)"
rm -rf "$work"
