#!/usr/bin/env bash
# Builds the DEB and the TGZ with CPack from the build tree and checks what a person installing the
# DEB gets: the programs on the PATH, the desktop entry, icons in every size, and dependencies that
# include the Qt runtime and its platform plugins; and that the TGZ holds the same programs.
# Usage: check-deb.sh BUILD_DIR
set -euo pipefail
build=$1
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
(cd "$build" && cpack -G "DEB;TGZ" -B "$out" >/dev/null)
deb=$(ls "$out"/*.deb)
files=$(dpkg-deb -c "$deb" | awk '{print $6}')
depends=$(dpkg-deb -f "$deb" Depends)
passed=0
failed=0
check() { # check DESCRIPTION COMMAND...
    local what=$1
    shift
    if "$@"; then echo "ok   $what"; passed=$((passed + 1)); else echo "FAIL $what"; failed=$((failed + 1)); fi
}
expect_file() { check "$1" grep -qx "./$1" <<<"$files"; }
expect_depend() { check "depends on $1" grep -q "$1" <<<"$depends"; }
expect_file usr/bin/clusterdesk
expect_file usr/bin/clusterdesk-sim
expect_file usr/bin/clusterdesk-crypt
expect_file usr/bin/cdctl
expect_file usr/share/applications/io.clusterdesk.ClusterDesk.desktop
expect_file usr/share/metainfo/io.clusterdesk.ClusterDesk.metainfo.xml
expect_file usr/share/icons/hicolor/scalable/apps/clusterdesk.svg
for size in 16 24 32 48 64 128 256 512; do
    expect_file "usr/share/icons/hicolor/${size}x${size}/apps/clusterdesk.png"
done
for dep in libqt6core6 libqt6gui6 libqt6widgets6 qt6-qpa-plugins libqt6keychain1 libcurl4 libsqlite3-0 libsimdjson14 libyaml-cpp0.7; do
    expect_depend "$dep"
done
# The licence: Debian's machine-readable copyright file naming GPL-3.0-or-later and the components.
expect_file usr/share/doc/clusterdesk/copyright
expect_file usr/share/doc/clusterdesk/LICENSE
copyright="$out/copyright"
dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/doc/clusterdesk/copyright >"$copyright"
check "copyright file is machine-readable" grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' "$copyright"
check "copyright file says GPL-3+ for every file" grep -qzP 'Files: \*\nCopyright: [^\n]+\nLicense: GPL-3\+\n' "$copyright"
for component in "Qt Charts" libcurl OpenSSL SQLite simdjson libarchive QtKeychain yaml-cpp; do
    check "copyright file names $component" grep -q "^  $component " "$copyright"
done
no_static_libraries() { ! grep -q '\.a$' <<<"$files"; }
check "no static libraries shipped" no_static_libraries
desktop="$out/io.clusterdesk.ClusterDesk.desktop"
dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/applications/io.clusterdesk.ClusterDesk.desktop >"$desktop"
check "desktop entry validates" desktop-file-validate "$desktop"
metainfo="$out/io.clusterdesk.ClusterDesk.metainfo.xml"
dpkg-deb --fsys-tarfile "$deb" | tar -xO ./usr/share/metainfo/io.clusterdesk.ClusterDesk.metainfo.xml >"$metainfo"
check "AppStream metainfo validates" appstreamcli validate --no-net --strict "$metainfo"
tgz=$(ls "$out"/*.tar.gz)
tgz_files=$(tar -tzf "$tgz" | sed 's|^[^/]*/||')
for program in clusterdesk clusterdesk-sim clusterdesk-crypt cdctl; do
    check "the TGZ holds bin/$program" grep -qx "bin/$program" <<<"$tgz_files"
done
check "the TGZ holds the LICENSE" grep -qx "share/doc/clusterdesk/LICENSE" <<<"$tgz_files"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
