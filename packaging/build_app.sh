#!/usr/bin/env bash
# Build the one-folder app: dist/Kingdomino/Kingdomino (Kingdomino.exe on Windows,
# plus dist/Kingdomino.app on macOS).
#
#   bash packaging/build_app.sh            # from anywhere; works on the repo root
#   PYTHON=/path/to/python bash packaging/build_app.sh
#
# Installs the pinned PyInstaller into that Python when it is missing or another version,
# then runs the spec. Exits non-zero when the build fails or the executable is not there.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROOT="$(pwd)"

if [[ -z "${PYTHON:-}" ]]; then
    if [[ -x .venv/bin/python ]]; then PYTHON=.venv/bin/python
    elif [[ -x .venv/Scripts/python.exe ]]; then PYTHON=.venv/Scripts/python.exe
    else PYTHON=python3
    fi
fi

want="$(sed -n 's/^pyinstaller==//p' packaging/requirements-build.txt)"
have="$("$PYTHON" -c 'import importlib.metadata as m; print(m.version("pyinstaller"))' 2>/dev/null || true)"
if [[ "$have" != "$want" ]]; then
    echo "build_app: installing PyInstaller $want (found: ${have:-none})"
    "$PYTHON" -m pip install --quiet --disable-pip-version-check -r packaging/requirements-build.txt
fi
if [[ "$(uname -s)" == Darwin ]] && ! "$PYTHON" -c 'import PIL' 2>/dev/null; then
    # Only macOS needs Pillow: PyInstaller turns sprites/icon.png into the .app's .icns.
    "$PYTHON" -m pip install --quiet --disable-pip-version-check pillow
fi

start=$SECONDS
# --noconfirm: replace the previous dist/Kingdomino without asking. No UPX (see the spec).
"$PYTHON" -m PyInstaller --noconfirm --log-level "${PYI_LOG_LEVEL:-WARN}" \
    --distpath "$ROOT/dist" --workpath "$ROOT/build" pyinstaller.spec

exe="dist/Kingdomino/Kingdomino"
[[ -e "$exe" || -e "$exe.exe" ]] || { echo "build_app: $exe was not produced" >&2; exit 1; }
echo "build_app: built $exe in $((SECONDS - start)) s ($(du -sh dist/Kingdomino | cut -f1))"
