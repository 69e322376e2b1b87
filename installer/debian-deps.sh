#!/usr/bin/env bash
# Installs what building, running and testing ClusterDesk needs on Debian 12, from Debian's own
# packages. Safe to run again: apt-get skips what is already there.
set -euo pipefail

packages=(
  # toolchain
  build-essential cmake ninja-build pkg-config git clang-format
  # Qt 6 (Widgets, Charts, SVG icons, Linguist tools) and the keychain binding
  qt6-base-dev qt6-base-dev-tools qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-translations-l10n qtkeychain-qt6-dev libqt6opengl6-dev libxkbcommon-dev
  # network, crypto, storage (the simulator's HTTP server is our own, on OpenSSL)
  libcurl4-openssl-dev libssl-dev openssl libsqlite3-dev libsimdjson-dev zlib1g-dev
  # folder bundles for uploads (tar + zstd); launch templates as YAML
  libarchive-dev libyaml-cpp-dev
  # running the GUI without a desktop, fonts for Chinese, screenshots
  xvfb xauth fonts-noto-cjk fonts-dejavu-core x11-utils imagemagick
  # packaging: CPack DEB with shlibdeps, and checking the desktop entry and the AppStream metainfo
  dpkg-dev desktop-file-utils appstream debootstrap
  # tests and benchmarks: contract validation helper, load generator, process tools, libFuzzer
  python3 python3-yaml python3-jsonschema wrk procps strace
  # fuzzing with libFuzzer; the independent decryptor (python3-cryptography); age and zstd to
  # compare encryption speed with
  clang libclang-rt-14-dev python3-cryptography age zstd
  # a real Prometheus (and promtool) that scrapes the simulator in the monitoring tests, and
  # bcrypt for the password hash of its basic_auth_users (the authenticated-Prometheus test)
  prometheus python3-bcrypt
  # a real Secret Service for the keychain tests (gnome-keyring on a private D-Bus session)
  dbus dbus-x11 gnome-keyring libsecret-tools
  # the GUI walk with real input (tests/gui-walk): a window manager, key presses, REST checks
  openbox xdotool curl
  # SSH to nodes: the client the console runs, a real server for the SSH end-to-end test
  openssh-client openssh-server
  # the system's proxy settings on Linux: libproxy, and its plugin that runs PAC scripts
  libproxy-dev libproxy1-plugin-webkit
  # cdctl's completion scripts, loaded and driven by real shells in tests/cli (bash is already here)
  zsh fish
  # the contract lint (tests/contract) and the tus peer test (tests/tus): Redocly CLI and
  # tus-js-client from npm run on Node.js (Debian 12's is 18)
  nodejs
)

if [ "$(id -u)" -ne 0 ]; then
  echo "debian-deps.sh: run as root (or with sudo) so apt-get can install packages" >&2
  exit 1
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

# npm only when no npm command exists: a Node.js from elsewhere (NodeSource's nodejs) brings its own,
# and Debian's npm package would conflict with it.
command -v npm >/dev/null 2>&1 || missing+=(npm)

if [ ${#missing[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
