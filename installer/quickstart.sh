#!/usr/bin/env bash
# The README's two commands:
#   bash installer/quickstart.sh demo   installs what is needed, builds, opens the offline demo
#   bash installer/quickstart.sh test   installs what is needed, builds, runs every test
# On Debian 12 (or Ubuntu 22.04+). Runs apt-get through sudo when not root.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=${1:-}
if [ "$mode" != demo ] && [ "$mode" != test ]; then
    echo "usage: bash installer/quickstart.sh demo|test" >&2
    exit 2
fi

if [ "$(id -u)" -eq 0 ]; then
    bash installer/debian-deps.sh
else
    sudo bash installer/debian-deps.sh
fi

build=${CLUSTERDESK_BUILD_DIR:-build}
# Line tables only (-g1): a crash in a test still points at file and line, and the build is about a
# fifth faster than with full debug information. A build configured by hand keeps -g.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCLUSTERDESK_WERROR=ON \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -g1 -DNDEBUG"
cmake --build "$build" -j2

if [ "$mode" = test ]; then
    # The contract lint's Redocly CLI, exactly as package-lock.json pins it (quick when up to date).
    npm ci --prefix tests/contract --no-audit --no-fund
    # The tus project's own client, the peer of tus_js_client_e2e (tests/tus/package-lock.json).
    npm ci --prefix tests/tus --no-audit --no-fund
    exec ctest --test-dir "$build" --output-on-failure -j2
fi

if [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; then
    exec "$build/ui/clusterdesk" --demo
fi
# No screen on this machine (a server, a container): run the console on a virtual display and
# keep a picture of it, so the demo can still be seen.
echo "No display found: starting ClusterDesk on a virtual display (Xvfb)."
xvfb-run -a -s "-screen 0 1440x900x24" "$build/ui/clusterdesk" --demo --screenshot "$build/demo-screenshot.png"
echo "The console opened in demo mode; its window is saved in $build/demo-screenshot.png"
