#!/usr/bin/env bash
# Installs the DEB with apt on a clean Debian 12 system (a minimal debootstrap root made for this
# run) and runs what it put on the PATH: `--version` of clusterdesk, clusterdesk-sim and
# clusterdesk-crypt, and the console's offline demo on the offscreen platform, which needs every
# runtime dependency.
# Needs root (debootstrap, chroot) and Debian's package mirror; skips (77) without them.
# Usage: install-deb.sh BUILD_DIR
set -uo pipefail
build=$1
if [ "$(id -u)" -ne 0 ] || ! command -v debootstrap >/dev/null; then
    echo "SKIP: needs root and debootstrap"
    exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root="$work/root"

(cd "$build" && cpack -G DEB -B "$work/deb" >/dev/null) || { echo "FAIL: cpack"; exit 1; }
deb=$(ls "$work"/deb/*.deb)

mirror=http://deb.debian.org/debian
if ! debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1; then
    tail -5 "$work/debootstrap.log"
    echo "SKIP: could not make a Debian 12 root from $mirror"
    exit 77
fi
# The same archives as this machine (bookworm, its updates and security), so the dependencies
# the package was built against can be met.
rm -f "$root/etc/apt/sources.list"
cat >"$root/etc/apt/sources.list.d/debian.sources" <<SOURCES
Types: deb
URIs: $mirror
Suites: bookworm bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: http://deb.debian.org/debian-security
Suites: bookworm-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
cp "$deb" "$root/tmp/clusterdesk.deb"

passed=0
failed=0
check() { # check DESCRIPTION COMMAND...
    local what=$1
    shift
    if "$@" >"$work/out" 2>&1; then
        echo "ok   $what"
        passed=$((passed + 1))
    else
        echo "FAIL $what"
        sed 's/^/     /' "$work/out" | tail -15
        failed=$((failed + 1))
    fi
}
in_root() { chroot "$root" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root "$@"; }

check "apt installs the package and its dependencies" in_root sh -c \
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/clusterdesk.deb'
check "clusterdesk --version runs from the PATH" in_root sh -c 'clusterdesk --version | grep -q "^ClusterDesk "'
check "clusterdesk-sim --version runs from the PATH" in_root sh -c 'clusterdesk-sim --version | grep -q "^clusterdesk-sim "'
check "clusterdesk-crypt --version runs from the PATH" in_root sh -c 'clusterdesk-crypt --version | grep -q "^clusterdesk-crypt "'
check "the installed console opens its offline demo" in_root sh -c \
    'QT_QPA_PLATFORM=offscreen timeout 30 clusterdesk --demo --measure-startup | grep -q "^catalog-shown-ms "'
check "the desktop entry and icon are installed" in_root test -f /usr/share/applications/io.clusterdesk.ClusterDesk.desktop -a \
    -f /usr/share/icons/hicolor/256x256/apps/clusterdesk.png

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
