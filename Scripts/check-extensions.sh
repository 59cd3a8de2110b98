#!/usr/bin/env bash
# Runs the extension-author path end to end, in temporary copies (the repository is not touched):
#   1. inside Mosaic: `new-layout` a strategy and a modifier, check that a taken name is refused
#      without writing anything, build, run the new tests;
#   2. from a separate package (Examples/ExtensionPackage, depending on the copy by path):
#      `new-layout` a strategy and a modifier, build, run every test there (CoverFlow's included)
#      and check that `mosaic-extended list` shows the new layouts.
# .ci/run calls it after `swift test`. It takes a few minutes: each copy builds Mosaic afresh
# (without the `Playground` trait, so neither copy resolves or builds the playground's server).
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
