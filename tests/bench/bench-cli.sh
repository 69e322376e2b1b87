#!/usr/bin/env bash
# cdctl offerings -o json against a local clusterdesk-sim, from start to exit, side by side with curl
# of the same endpoint in the same run (issue 24: at most 150 ms). RUNS (default 20) of each;
# prints p50 and p95 in milliseconds as a Markdown table.
set -euo pipefail
build=${1:-build}
runs=${RUNS:-20}
dir=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; rm -rf "$dir"' EXIT
"$build/app/sim/clusterdesk-sim" --listen 127.0.0.1:0 --db "$dir/sim.db" --keys-out "$dir/keys.json" \
    --port-file "$dir/port" --rate-limit 0 2>/dev/null &
pid=$!
for _ in $(seq 300); do [ -s "$dir/port" ] && break; sleep 0.1; done
port=$(cat "$dir/port")
key=$(/usr/bin/python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['tenants'][0]['keys']['viewer'])" "$dir/keys.json")
# A home of its own with one profile; no keychain (the key comes from the environment, as in CI).
export HOME=$dir XDG_CONFIG_HOME=$dir/config XDG_CACHE_HOME=$dir/cache DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent
printf '%s\n' "$key" > "$dir/key" && chmod 600 "$dir/key"
"$build/app/cli/cdctl" login --profile bench --url "http://127.0.0.1:$port" --key-file "$dir/key" >/dev/null
export CLUSTERDESK_API_KEY=$key
/usr/bin/python3 - "$runs" "$build/app/cli/cdctl" "http://127.0.0.1:$port/v1/offerings?page_size=1000" "$key" <<'PY'
import statistics, subprocess, sys, time
runs, cdctl, url, key = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
def measure(argv):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
cli = measure([cdctl, "offerings", "-o", "json"])
curl = measure(["curl", "-s", "-H", f"Authorization: Bearer {key}", url])
print("| run | p50 | p95 | target |")
print("|---|---|---|---|")
print(f"| `cdctl offerings -o json`, start to exit, {runs} runs | {cli[0]:.0f} ms | {cli[1]:.0f} ms | <= 150 ms |")
print(f"| `curl` of the same endpoint, same run | {curl[0]:.0f} ms | {curl[1]:.0f} ms | - |")
PY
