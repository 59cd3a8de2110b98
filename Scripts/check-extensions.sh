#!/usr/bin/env bash
# Runs the extension-author path end to end, in temporary copies (the repository is not touched):
#   1. inside Mosaic: `new-layout` a strategy and a modifier, check that a taken name is refused
#      without writing anything, build, run the new tests;
#   2. from a separate package (Examples/ExtensionPackage, depending on the copy by path):
#      `new-layout` a strategy and a modifier, build, run every test there (CoverFlow's included)
#      and check that `mosaic-extended list` shows the new layouts.
# .ci/run calls it after `swift test`. It takes a few minutes: each copy builds Mosaic afresh
# (without the playground server, which only the repository's own `swift test` builds).
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/mosaic-extensions.XXXXXX")
trap 'rm -rf "$work"' EXIT
started=$SECONDS

step() { printf '\n== %s (%ds)\n' "$*" $((SECONDS - started)); }
fail() { echo "check-extensions: $*" >&2; exit 1; }
# Runs `swift test` with the given arguments and checks that a passing run of at least $1 tests printed.
expect_tests() {
  local least=$1; shift
  local log="$work/test.log"
  swift test "$@" 2>&1 | tee "$log" | grep -E "^(✘|✔ Test run|error:)" || true
  [ "${PIPESTATUS[0]}" -eq 0 ] || fail "swift test $* failed"
  local count
  count=$(grep -oE "Test run with [0-9]+ tests? .*passed" "$log" | grep -oE "[0-9]+" | head -1 || true)
  [ -n "$count" ] && [ "$count" -ge "$least" ] || fail "expected a passing run of at least $least tests, got '${count:-none}'"
}
new_layout() { swift package --allow-writing-to-package-directory new-layout "$@" 2>&1 | grep -vE "^\[|^Building|^Build of product"; }

step "copying the repository"
mkdir "$work/mosaic"
git ls-files -co --exclude-standard -z | grep -zv '^docs/gallery/' | (cd "$repository" && tar --null -T - -cf -) | tar -xf - -C "$work/mosaic"
cd "$work/mosaic"

# The copy checks the extension path, not the playground: drop `mosaic serve`'s transport, its
# tests and Hummingbird (they would add minutes of building to every `swift test` here). The
# repository itself keeps them; `swift test` there and the browser suite cover them.
step "the copy without the playground server (MosaicServe, MosaicServeTests, Hummingbird)"
python3 - <<'PY'
import re
path = "Package.swift"
text = open(path).read()
original = text
text = re.sub(r'\n *\.package\(url: "https://github\.com/hummingbird-project/[^"]*", from: "[^"]*"\),', "", text)
text = re.sub(r'\n *\.target\(\n *name: "MosaicServe",.*?resources: \[\.copy\("Page"\)\]\),', "", text, flags=re.S)
text = re.sub(r'\n *\.testTarget\(\n *name: "MosaicServeTests",\n[^\n]*\),', "", text)
text = text.replace('dependencies: ["MosaicCommandLine", "MosaicServe"]', 'dependencies: ["MosaicCommandLine"]')
if "MosaicServe" in text or "hummingbird" in text:
    raise SystemExit("check-extensions: could not remove the playground server from Package.swift")
open(path, "w").write(text)
main = "Sources/mosaic/main.swift"
code = open(main).read().replace("import MosaicServe\n", "")
code = code.replace("exit(MosaicTool.main(registry: .builtIn, server: PlaygroundServer()))",
                    "exit(MosaicTool.main(registry: .builtIn))")
if "MosaicServe" in code or "PlaygroundServer" in code:
    raise SystemExit("check-extensions: could not remove the playground server from " + main)
open(main, "w").write(code)
PY
rm -rf Sources/MosaicServe Tests/MosaicServeTests

step "inside Mosaic: new-layout Spiral, new-layout Dimmed --modifier"
new_layout Spiral
new_layout Dimmed --modifier
before=$(cat Package.swift Sources/Spiral/*.swift | cksum)
if new_layout Spiral >"$work/refusal.log" 2>&1; then fail "a taken name was accepted"; fi
grep -q "'Spiral' is taken" "$work/refusal.log" || fail "unclear refusal: $(cat "$work/refusal.log")"
if new_layout spiral >"$work/refusal.log" 2>&1; then fail "a lower-case name was accepted"; fi
[ "$before" = "$(cat Package.swift Sources/Spiral/*.swift | cksum)" ] || fail "a refusal wrote files"

step "inside Mosaic: build and run the new tests"
expect_tests 10 --filter "SpiralTests|DimmedTests"

step "separate package: new-layout Ripple, new-layout Tint --modifier"
cd Examples/ExtensionPackage
new_layout Ripple
new_layout Tint --modifier
grep -q 'registry.register(RippleLayout.self)' Sources/mosaic-extended/main.swift || fail "Ripple not registered"
grep -q 'registry.register(modifier: TintModifier.self)' Sources/mosaic-extended/main.swift || fail "Tint not registered"

step "separate package: build, run every test, list"
expect_tests 20
list=$(swift run mosaic-extended list 2>/dev/null)
echo "$list"
for name in coverFlow ripple flow waterfall tint sticky; do
  grep -qE "^  $name " <<<"$list" || fail "mosaic-extended list does not show $name"
done
swift run mosaic-extended layout Examples/ripple.json --json >/dev/null 2>&1 || fail "Examples/ripple.json does not lay out"

step "done"
