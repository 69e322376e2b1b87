#!/bin/sh
# ThreadSanitizer check of the threaded paths: uploads, downloads, the client and clusters against a
# real clusterdesk-sim. Uses its own build directory (never the shared one) and the build lock, so it
# can run beside other builds on the same machine:
#
#     tests/support/tsan-build.sh            # configure, build, run
#     TSAN_BUILD_DIR=/tmp/tsan tests/support/tsan-build.sh
#
# Reports inside uninstrumented Qt, libcurl and OpenSSL internals are suppressed by
# tests/tsan.supp (each entry says why); a report in our own code stops the run (halt_on_error).
set -eu

SRC=$(cd "$(dirname "$0")/../.." && pwd)
BUILD=${TSAN_BUILD_DIR:-$SRC/build-tsan}
LOCK=${CD_BUILD_LOCK:-/tmp/cd-build.lock}
JOBS=${JOBS:-2}
# End to end against clusterdesk-sim (itself built with the sanitizer): uploads (a resent chunk, a
# changed source), uploads and downloads through the fault proxy, the client, clusters, the HTTP
# front end; the upload engine's and the
# storage session's threads (downloads included) with the in-process demo.
SUITES="tst_upload_e2e tst_upload_nonce_e2e tst_faults_e2e tst_client_e2e tst_cluster_e2e tst_sim_http_e2e tst_upload_engine_threads tst_storage_threads"

if [ ! -f "$BUILD/CMakeCache.txt" ]; then
    flock -o "$LOCK" cmake -S "$SRC" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCLUSTERDESK_SANITIZE=thread
fi
# shellcheck disable=SC2086
flock -o "$LOCK" cmake --build "$BUILD" -j"$JOBS" --target clusterdesk-sim $SUITES

# die_after_fork=0: the suites start clusterdesk-sim with QProcess (fork and exec) from a process
# that already runs threads; the child only execs.
export TSAN_OPTIONS="halt_on_error=1 die_after_fork=0 second_deadlock_stack=1 history_size=4 suppressions=$SRC/tests/tsan.supp"
REGEX=$(echo "$SUITES" | sed 's/ /$|^/g')
flock -o "$LOCK" ctest --test-dir "$BUILD" -R "^$REGEX\$" --output-on-failure -j"$JOBS" --timeout 900
