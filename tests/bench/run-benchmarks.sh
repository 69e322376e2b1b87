#!/usr/bin/env bash
# Runs every benchmark of ClusterDesk and prints the results as Markdown (docs/benchmarks.md).
# Usage: tests/bench/run-benchmarks.sh [BUILD_DIR]   (default: build)
set -euo pipefail
build=${1:-build}
here=$(cd "$(dirname "$0")" && pwd)

echo "## Console start, real X window under Xvfb"
if command -v xvfb-run >/dev/null; then
    xvfb-run -a -s "-screen 0 1440x900x24" "$build/tests/bench/bench_startup" 15 2>/dev/null
else
    echo "(xvfb-run not installed)"
fi
echo
echo "## Console start, offscreen platform"
QT_QPA_PLATFORM=offscreen "$build/tests/bench/bench_startup" 15 2>/dev/null
echo
echo "## OfferingsModel, 10,000 offerings"
"$build/tests/bench/bench_offerings_model" 10000
echo
echo "## Client decoding"
"$build/tests/bench/bench_decode"
echo
echo "## clusterdesk-sim throughput"
"$here/bench-sim.sh" "$build"
echo
echo "## Clusters page and live updates"
"$build/tests/bench/bench_clusters" 2>/dev/null
echo
echo "## Encryption speed (issue 4)"
"$build/tests/bench/bench_crypto" 2
echo
echo "## Encrypted upload to clusterdesk-sim (issue 4)"
"$build/tests/bench/bench_upload" 4 2>/dev/null
echo
echo "## cdctl upload against the console's engine (issue 24)"
"$build/tests/bench/bench_cli_upload" 512 2>/dev/null
echo
echo "## clusterdesk-sim's gzip answers (issue 26)"
"$build/tests/bench/bench_sim_compression" 5 2>/dev/null
echo
echo "## clusterdesk-sim on a fast clock"
"$build/tests/bench/bench_sim_clock" 3 2>/dev/null
echo
echo "## clusterdesk-sim's upload write path (issue 22)"
"$build/tests/bench/bench_sim_upload" 512 2>/dev/null
"$build/tests/bench/bench_sim_upload" 512 --sim-arg --upload-sync --sim-arg off 2>/dev/null
if [ -d "$here/../tus/node_modules/tus-js-client" ]; then
    node "$here/../tus/upload.mjs" --sim "$build/app/sim/clusterdesk-sim" --mib 256 2>/dev/null | grep MB/s
fi
echo
echo "## The console at 100 ms round trip (issue 26)"
QT_QPA_PLATFORM=offscreen "$build/tests/bench/bench_far_console" 3 2>/dev/null
echo
echo "## Monitoring page, 512 GPUs (issue 5)"
"$build/tests/bench/bench_monitoring" 40 2>/dev/null

echo
echo "## Billing page, 100,000 lines (issue 6)"
QT_QPA_PLATFORM=offscreen "$build/tests/bench/bench_billing" 5 2>/dev/null

echo
echo "## Launch dialog, a template of 8 pools and 50 variables (issue 21)"
QT_QPA_PLATFORM=offscreen "$build/tests/bench/bench_launch_dialog" 30 2>/dev/null

echo
echo "## Logs tab, 1,000,000 lines at 5,000 a second (issue 21)"
QT_QPA_PLATFORM=offscreen "$build/tests/bench/bench_logs" --lines 1000000 --rate 5000 2>/dev/null

# Thirty minutes of wall-clock time: set SOAK_MINUTES=0 to leave it out, or fewer minutes to try it.
soak=${SOAK_MINUTES:-30}
if [ "$soak" -gt 0 ]; then
    echo
    echo "## Offline demo soak, $soak minutes at 60x (issue 8)"
    QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME=$(mktemp -d) "$build/tests/bench/bench_demo_soak" "$soak" 60 2>/dev/null
fi
