#!/usr/bin/env bash
# GET /v1/offerings on clusterdesk-sim over loopback with keep-alive, measured with wrk (Debian),
# against GET /v1/health on the same server in the same run (the baseline: framing, no work).
set -euo pipefail
build=${1:-build}
command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)"; exit 1; }
dir=$(mktemp -d)
trap 'kill $pid 2>/dev/null || true; rm -rf "$dir"' EXIT
"$build/app/sim/clusterdesk-sim" --listen 127.0.0.1:0 --db "$dir/sim.db" --keys-out "$dir/keys.json" \
    --port-file "$dir/port" --rate-limit 0 2>/dev/null &
pid=$!
for _ in $(seq 100); do [ -s "$dir/port" ] && break; sleep 0.1; done
port=$(cat "$dir/port")
key=$(/usr/bin/python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['tenants'][0]['keys']['viewer'])" "$dir/keys.json")
measure() {
    wrk -t2 -c16 -d"${DURATION:-10}s" -H "Authorization: Bearer $key" "http://127.0.0.1:$port$1" |
        awk '/Requests\/sec/ {print $2}'
}
offerings=$(measure "/v1/offerings")
health=$(measure "/v1/health")
bytes=$(curl -s -H "Authorization: Bearer $key" "http://127.0.0.1:$port/v1/offerings" | wc -c)
echo "| figure | requests/s | target |"
echo "|---|---|---|"
echo "| GET /v1/offerings (65 offerings, $bytes bytes), wrk -t2 -c16 | $offerings | >= 5,000 |"
echo "| baseline: GET /v1/health on the same server | $health | - |"
echo
awk -v a="$offerings" -v b="$health" 'BEGIN { printf "ratio (offerings / health): %.2f\n", a / b }'
