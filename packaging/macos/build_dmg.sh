#!/usr/bin/env bash
# Build the macOS disk image: build/riftbound-table-<version>.dmg (run on a Mac).
#
#     bash packaging/macos/build_dmg.sh          # uses .venv/bin/python (needs '.[package]')
#
# 1. renders the icons (build/icons/riftbound-table.icns) and builds the PyInstaller bundle;
#    the spec's BUNDLE step makes build/dist/Riftbound Table.app with its Info.plist
#    (identifier, version, icon) and the .icns in Contents/Resources;
# 2. signs it ad hoc (Apple silicon runs nothing unsigned; no Developer ID here, so
#    Gatekeeper asks once: right-click > Open);
# 3. hdiutil makes a compressed .dmg holding the app and a link to /Applications.
# The architecture is the build machine's (arm64 on Apple silicon runners).
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)

PYTHON=${PYTHON:-.venv/bin/python}
version=$("$PYTHON" -c 'import app; print(app.__version__)')
app="build/dist/Riftbound Table.app"
dmg="build/riftbound-table-$version.dmg"

echo "--- icons"
"$PYTHON" packaging/make_icons.py --out build/icons

echo "--- pyinstaller"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath build/dist --workpath build/pyinstaller packaging/riftbound.spec

echo "--- check the .app"
plutil -lint "$app/Contents/Info.plist"
test -f "$app/Contents/Resources/riftbound-table.icns"
test -x "$app/Contents/MacOS/riftbound-table"
codesign --force --deep --sign - "$app"

echo "--- hdiutil"
rm -rf build/dmg "$dmg"
mkdir -p build/dmg
cp -R "$app" build/dmg/
ln -s /Applications build/dmg/Applications
hdiutil create -volname "Riftbound Table" -srcfolder build/dmg -ov -format UDZO "$dmg" >/dev/null
size=$(stat -f %z "$dmg")
echo "built $dmg: $((size / 1048576)) MB ($size bytes) in $(($(date +%s) - start)) s"
