#!/usr/bin/env bash
# Self-test of the built app (run packaging/build_app.sh first), headless:
#   1. `Kingdomino --smoke`: title + one table frame of a seeded game and a Hard helper
#      process (the program started again as a helper) playing deals, must exit 0;
#   2. `Kingdomino --help` lists the options;
#   3. `Kingdomino --load <garbage>` exits 2 with one line on stderr and no traceback;
#   4. none of this wrote a file into the bundle (user files belong in the platformdirs folders).
#
#   bash packaging/smoke_frozen.sh [path/to/Kingdomino]   # default dist/Kingdomino/Kingdomino
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

exe="${1:-dist/Kingdomino/Kingdomino}"
if [[ ! -f "$exe" && -f "$exe.exe" ]]; then exe="$exe.exe"; fi
if [[ ! -x "$exe" ]]; then
    echo "smoke_frozen: $exe not found; run packaging/build_app.sh first" >&2
    exit 1
fi
app_dir="$(dirname "$exe")"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# Headless, and every user folder inside $tmp: the check must not touch the real home.
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" \
       XDG_STATE_HOME="$tmp/state" XDG_CACHE_HOME="$tmp/cache"
unset KINGDOMINO_HOME KINGDOMINO_STARTUP_TIMING

run() {  # a hung app must not hang CI; macOS has no `timeout`
    if command -v timeout >/dev/null; then timeout 180 "$@"; else "$@"; fi
}

fail() {
    echo "smoke_frozen: FAILED: $1" >&2
    for f in "$tmp"/*.out "$tmp"/*.err; do
        [[ -s "$f" ]] && { echo "--- ${f##*/}"; tail -n 40 "$f"; } >&2
    done
    exit 1
}

touch "$tmp/marker"
sleep 1  # coarse file-system clocks: anything written later must look newer than the marker

windows=false
case "$(uname -s)" in MINGW*|MSYS*|CYGWIN*) windows=true ;; esac

start=$SECONDS
run "$exe" --smoke --seed 7 >"$tmp/smoke.out" 2>"$tmp/smoke.err" \
    || fail "--smoke exited with status $?"
if ! $windows; then  # a windowed .exe has no stdout to read
    grep -q "helper process played" "$tmp/smoke.out" || fail "--smoke did not report Hard's helper process"
    grep -q "languages en:.*de:" "$tmp/smoke.out" || fail "--smoke did not speak every language"
    echo "smoke_frozen: $(grep -o "languages .*" "$tmp/smoke.out")"
fi
echo "smoke_frozen: --smoke ok in $((SECONDS - start)) s ($(grep -o "played [0-9]* deals" "$tmp/smoke.out" || echo "helper not read"))"

if ! $windows; then  # ... nor for --help
    run "$exe" --help >"$tmp/help.out" 2>"$tmp/help.err" || fail "--help exited with status $?"
    for flag in --seed --load --fullscreen --windowed --size --smoke; do
        grep -q -- "$flag" "$tmp/help.out" || fail "--help does not mention $flag"
    done
    echo "smoke_frozen: --help ok"
fi

printf '{"this is": not a save' >"$tmp/garbage.json"
set +e
run "$exe" --load "$tmp/garbage.json" >"$tmp/load.out" 2>"$tmp/load.err"
status=$?
set -e
[[ $status -eq 2 ]] || fail "--load of a bad file exited $status, expected 2"
if ! $windows; then  # ... nor a stderr
    grep -q Traceback "$tmp/load.err" && fail "--load of a bad file printed a traceback"
    [[ "$(grep -c . "$tmp/load.err")" -eq 1 ]] || fail "--load of a bad file did not print exactly one line"
fi
echo "smoke_frozen: --load of a bad file ok: $(cat "$tmp/load.err")"

# The game draws stand-ins for missing art, so a passing --smoke alone would not notice a
# file left out of the bundle: compare the data folders with the source tree.
bundle="$app_dir/_internal"
[[ -d "$bundle" ]] || bundle="$app_dir"
data_files() { (cd "$1" && find . -type f ! -name '*.py' ! -name '*.pyc' ! -path '*/__pycache__/*' | sort); }
for folder in sprites maps music game/engine/data; do
    [[ -d "$folder" ]] || continue
    [[ -d "$bundle/$folder" ]] || fail "$folder/ is not in the bundle"
    missing="$(comm -23 <(data_files "$folder") <(data_files "$bundle/$folder"))"
    [[ -z "$missing" ]] || fail "files of $folder/ missing from the bundle:
$missing"
done
echo "smoke_frozen: bundled sprites/, maps/, music/ and engine data match the source tree"

written="$(find "$app_dir" -newer "$tmp/marker" -print)"
[[ -z "$written" ]] || fail "the app wrote into its bundle:
$written"
echo "smoke_frozen: bundle untouched; all checks passed"
