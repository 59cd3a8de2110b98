#!/usr/bin/env bash
# The guide and the API reference of every library module as one DocC archive,
# .build/docs/Mosaic.doccarchive (a folder any static web server can serve; open /documentation/).
#
# DocC's combined documentation: one archive per module, each built against its dependencies'
# archives so that a link like ``/MosaicCore/LayoutInput`` resolves across modules, then merged.
# The same as `swift package generate-documentation --enable-experimental-combined-documentation`
# with a `--target` per module below, minus that plugin's one SwiftPM build per target (about ten
# seconds each): the symbol graphs come from the modules `swift build` leaves in the bin folder.
#
# `--skip-build` first uses the modules already built (CI's, right after `swift test`, saves two
# SwiftPM runs); every other argument goes to each `docc convert` (CI passes
# `--warnings-as-errors`; a site served under a path adds `--hosting-base-path PATH`). Each
# module's own catalogue, Sources/<Module>/<Module>.docc, is its landing page;
# Sources/Mosaic/Mosaic.docc also holds the guide's articles.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each library module (Package.swift's library targets, MosaicCommandLine aside: it is the CLI's
# logic, documented by the command-line article) with the modules it depends on, whose archives
# its links resolve against.
dependencies() {
  case $1 in
    MosaicCore) ;;
    MosaicFlow | MosaicWaterfall | MosaicShelf | MosaicCompositional) echo MosaicCore MosaicHitTest ;;
    Mosaic)
      echo MosaicCore MosaicHitTest MosaicFlow MosaicWaterfall MosaicSticky MosaicShelf \
        MosaicCarousel MosaicCompositional MosaicInteraction MosaicRender
      ;;
    *) echo MosaicCore ;;
  esac
}
# The same modules by level, each after those it depends on. A level's conversions run at once:
# each `docc convert` spends about a second idle, whatever the module's size.
levels=(
  "MosaicCore"
  "MosaicHitTest MosaicSticky MosaicCarousel MosaicInteraction MosaicRender MosaicTestKit"
  "MosaicFlow MosaicWaterfall MosaicShelf MosaicCompositional"
  "Mosaic"
)

docc=${DOCC:-$(command -v docc || true)}
if [ -z "$docc" ]; then
  toolchain_docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
  if [ -x "$toolchain_docc" ]; then docc=$toolchain_docc; fi
fi
if [ -z "$docc" ] && command -v xcrun >/dev/null 2>&1; then docc=$(xcrun --find docc); fi
if [ -z "$docc" ]; then
  echo "docs: docc not found (it ships with the Swift toolchain; or set DOCC)" >&2
  exit 1
fi

if [ "${1:-}" = "--skip-build" ]; then
  shift
else
  # Mosaic depends on every module but MosaicTestKit.
  swift build --target Mosaic 2>&1 | tail -n 1
  swift build --target MosaicTestKit 2>&1 | tail -n 1
fi
# SwiftPM's link to the debug bin folder: `swift build --show-bin-path` without loading the package.
modules_dir=.build/debug/Modules
[ -d "$modules_dir" ] || modules_dir=.build/debug

work=.build/docs
rm -rf "$work"
mkdir -p "$work/symbol-graphs" "$work/archives" "$work/logs"

# One module's archive; its diagnostics go to $work/logs/<module>.log.
convert() {
  local module=$1 graphs=$work/symbol-graphs/$1 catalogue=() links=() dependency
  shift
  mkdir -p "$graphs"
  # The plugin's options: public symbols, extensions of other modules' types as extension blocks.
  swift symbolgraph-extract -module-name "$module" -I "$modules_dir" -minimum-access-level public \
    -emit-extension-block-symbols -output-dir "$graphs"
  if [ -d "Sources/$module/$module.docc" ]; then catalogue=("Sources/$module/$module.docc"); fi
  for dependency in $(dependencies "$module"); do
    links+=(--dependency "$work/archives/$dependency.doccarchive")
  done
  "$docc" convert ${catalogue[@]+"${catalogue[@]}"} --additional-symbol-graph-dir "$graphs" \
    --output-path "$work/archives/$module.doccarchive" --fallback-display-name "$module" \
    --fallback-bundle-identifier "$module" --enable-experimental-external-link-support \
    ${links[@]+"${links[@]}"} "$@"
}

archives=()
for level in "${levels[@]}"; do
  pids=()
  for module in $level; do
    convert "$module" "$@" >"$work/logs/$module.log" 2>&1 &
    pids+=($!)
  done
  failed=()
  index=0
  for module in $level; do
    wait "${pids[$index]}" || failed+=("$module")
    index=$((index + 1))
    cat "$work/logs/$module.log"
    archives+=("$work/archives/$module.doccarchive")
  done
  if [ ${#failed[@]} -gt 0 ]; then
    echo "docs: docc convert failed for ${failed[*]}" >&2
    exit 1
  fi
done

# The umbrella (the guide) first, so the archive's sidebar opens with the articles.
last=$((${#archives[@]} - 1))
"$docc" merge "${archives[$last]}" "${archives[@]:0:$last}" \
  --output-path "$work/Mosaic.doccarchive" --synthesized-landing-page-name Mosaic \
  --synthesized-landing-page-kind Package
echo "docs: ${#archives[@]} modules in $work/Mosaic.doccarchive"
