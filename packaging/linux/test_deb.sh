#!/usr/bin/env bash
# Install a built .deb, smoke-test the installed app, remove the package (as root).
#
#     bash packaging/linux/test_deb.sh build/riftbound-table_0.1.0_amd64.deb
#
# Checks: the package installs (apt-get install -f pulls its Depends when dpkg alone can't),
# every library of /opt/riftbound-table resolves, the .desktop entry validates, the saves'
# MIME type is registered (.rbsave -> application/x-riftbound-save, the entry opens it), and
# `/usr/bin/riftbound --smoke` (open the main window offscreen, paint it once, exit 0) passes
# from the installed path, also with a deck file to open (and fails, with a message, on a
# file that is no deck); prints its wall time (first run, then the best of 3).
# Exits non-zero on the first failure; the package is removed either way.
set -euo pipefail
deb=${1:?usage: test_deb.sh PACKAGE.deb}
name=riftbound-table
export QT_QPA_PLATFORM=offscreen
export DEBIAN_FRONTEND=noninteractive

cleanup() { dpkg -r "$name" >/dev/null 2>&1 || true; }
trap cleanup EXIT

echo "--- dpkg -i $deb"
log=$(mktemp)
if ! dpkg -i "$deb" >"$log" 2>&1; then
  # Missing Depends: let apt bring them, which also finishes configuring the package.
  apt-get install -f -y -qq --no-install-recommends >>"$log" 2>&1 || { cat "$log" >&2; exit 1; }
fi
rm -f "$log"
dpkg-query -W -f='${Status} ${Version}\n' "$name" | grep -q '^install ok installed' ||
  { echo "$name is not installed" >&2; exit 1; }

echo "--- installed files"
test -x "/opt/$name/$name"
test "$(readlink -f /usr/bin/riftbound)" = "/opt/$name/$name"
test -f "/usr/share/icons/hicolor/256x256/apps/$name.png"
test -f "/usr/share/icons/hicolor/scalable/apps/$name.svg"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "/usr/share/applications/$name.desktop"
fi
test -f "/usr/share/mime/packages/$name.xml"
grep -q '^MimeType=application/x-riftbound-save;' "/usr/share/applications/$name.desktop"
grep -q '^Exec=riftbound %f$' "/usr/share/applications/$name.desktop"
if command -v update-mime-database >/dev/null; then
  # the dpkg trigger of shared-mime-info has compiled the package into the database
  grep -q 'application/x-riftbound-save:\*\.rbsave' /usr/share/mime/globs2 ||
    { echo "*.rbsave is not registered in /usr/share/mime/globs2" >&2; exit 1; }
fi
unresolved=$(find "/opt/$name" -type f -name '*.so*' -print0 | xargs -0 ldd 2>/dev/null |
  awk '/not found/ {print $1}' | sort -u)
if [ -n "$unresolved" ]; then
  echo "unresolved libraries after install: $unresolved" >&2
  exit 1
fi

echo "--- /usr/bin/riftbound --smoke (QT_QPA_PLATFORM=offscreen)"
# From / with a scratch HOME: nothing of the source tree or of a user's settings helps.
home=$(mktemp -d)
run_smoke() {
  local t0 t1 out
  t0=$(date +%s%N)
  if ! out=$(cd / && HOME=$home XDG_CONFIG_HOME=$home/.config \
    XDG_DATA_HOME=$home/.local/share /usr/bin/riftbound --smoke 2>&1); then
    echo "riftbound --smoke failed:" >&2
    echo "$out" >&2
    return 1
  fi
  t1=$(date +%s%N)
  echo $(((t1 - t0) / 1000000))
}
first=$(run_smoke)
best=
for _ in 1 2 3; do
  ms=$(run_smoke)
  if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
done
/usr/bin/riftbound --version
echo "--- opening files: a deck, and a file that is no deck"
deck=$(find "/opt/$name" -path '*/decks/garen.txt' | head -n1)
(cd / && HOME=$home /usr/bin/riftbound --smoke "$deck") ||
  { echo "riftbound --smoke $deck failed" >&2; exit 1; }
if out=$(cd / && HOME=$home /usr/bin/riftbound --smoke /etc/hostname 2>&1); then
  echo "riftbound --smoke /etc/hostname should fail" >&2; exit 1
fi
grep -q '^riftbound: ' <<<"$out" && ! grep -q Traceback <<<"$out" ||
  { echo "no clear message for a bad file: $out" >&2; exit 1; }
rm -rf "$home"
echo "smoke from the installed app: ${first} ms first run, ${best} ms warm (best of 3)"

echo "--- dpkg -r $name"
trap - EXIT
# (dpkg warns that /opt is not empty when other packages use it: not a failure.)
log=$(mktemp)
dpkg -r "$name" >"$log" 2>&1 || { cat "$log" >&2; exit 1; }
rm -f "$log"
if [ -e "/opt/$name" ] || [ -e /usr/bin/riftbound ] || [ -e "/usr/share/mime/packages/$name.xml" ]; then
  echo "files left behind after dpkg -r" >&2
  exit 1
fi
echo "--- installer test passed"
