#!/usr/bin/env bash
# The offline demo keeps its promise, shown by a syscall trace of the real console: it opens no
# network socket (AF_INET, AF_INET6, AF_PACKET), and it writes nothing outside its own settings,
# data, cache and runtime folders and the temporary folder. Twice: a start to the catalog, and
# twelve seconds of the demo on its Storage page, where the lab's sample files are written and
# uploaded.
# Usage: no-network.sh PATH/TO/clusterdesk
set -uo pipefail
console=$1
if ! command -v strace >/dev/null; then
    echo "SKIP: strace is not installed"
    exit 77
fi
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/runtime" "$home/tmp" && chmod 700 "$home/runtime"
trace="$home/trace"
traced() { # traced TRACEFILE ARGS...: the console under strace, in an empty environment
    local file=$1
    shift
    env -i PATH=/usr/bin:/bin HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
        XDG_CACHE_HOME="$home/cache" XDG_RUNTIME_DIR="$home/runtime" TMPDIR="$home/tmp" QT_QPA_PLATFORM=offscreen \
        strace -f -qq -e trace=socket,openat,creat,rename,unlink,mkdir -o "$file" "$@"
}
traced "$trace.start" "$console" --demo --measure-startup >"$home/out" 2>&1
status=$?
# Killed by timeout after twelve seconds: a person closing it any way they like.
traced "$trace.storage" timeout 12 "$console" --demo --area storage >"$home/out.storage" 2>&1
cat "$trace.start" "$trace.storage" >"$trace"
passed=0
failed=0
check() { # check DESCRIPTION COMMAND...
    local what=$1
    shift
    if "$@"; then echo "ok   $what"; passed=$((passed + 1)); else echo "FAIL $what"; failed=$((failed + 1)); fi
}
opened_the_demo() { [ "$status" -eq 0 ] && grep -q '^catalog-shown-ms ' "$home/out"; }
no_network_socket() {
    if grep -E 'socket\((AF_INET|AF_INET6|AF_PACKET)' "$trace"; then return 1; fi
    return 0
}
writes_stay_home() {
    # Every file opened for writing, created, renamed, removed or made as a folder is under $home.
    local outside
    outside=$(grep -E 'openat\(.*(O_WRONLY|O_RDWR|O_CREAT)|creat\(|rename\(|unlink\(|mkdir\(' "$trace" |
        grep -v ' = -1 ' | grep -oE '"[^"]+"' | tr -d '"' | grep -v "^$home" | grep -vE '^/dev/(null|tty|shm/)' |
        sort -u)
    if [ -n "$outside" ]; then echo "$outside"; return 1; fi
    return 0
}
uploaded_the_samples() { grep -q 'upload 2 done: dataset' "$home/out.storage"; }
check "the console opened the demo with its catalog" opened_the_demo
check "the lab's samples were written and uploaded" uploaded_the_samples
check "no network socket was opened" no_network_socket
check "nothing was written outside its own folders" writes_stay_home
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
