#!/usr/bin/env bash
# Builds the libFuzzer harnesses in this folder with ASan and UBSan, compiling the library sources
# they test directly (no CMake build needed), then runs each one for a bounded time over a copy of
# its seed corpus kept in the work folder. Nothing is ever written into the source tree.
#
#   build-and-run.sh <work dir>      FUZZ_SECONDS per fuzzer (default 20), CXX_FUZZ (default clang++)
#
# Exit status: 0 nothing found; 1 a fuzzer crashed or broke an invariant (the reproducer's path and
# hex are printed; rerun it with <work dir>/bin/<fuzzer> <reproducer>), or the build failed;
# 77 clang++ or its libFuzzer runtime (Debian: clang, libclang-rt-14-dev) is not installed.
set -euo pipefail

fail() {
    echo "build-and-run.sh: $*" >&2
    exit 1
}

[ $# -ge 1 ] || fail "usage: build-and-run.sh <work dir>"
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
mkdir -p "$1" || fail "cannot create $1"
work=$(cd "$1" && pwd)
seconds=${FUZZ_SECONDS:-20}
cxx=${CXX_FUZZ:-clang++}

# --- can this machine build a libFuzzer binary at all? ---------------------------------------------
if ! command -v "$cxx" >/dev/null 2>&1; then
    echo "SKIP: $cxx not found (Debian: apt-get install clang libclang-rt-14-dev)"
    exit 77
fi
printf 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }\n' \
    >"$work/probe.cpp"
if ! "$cxx" -fsanitize=fuzzer,address,undefined "$work/probe.cpp" -o "$work/probe" >"$work/probe.log" 2>&1; then
    cat "$work/probe.log"
    echo "SKIP: $cxx cannot link -fsanitize=fuzzer (Debian: apt-get install libclang-rt-14-dev)"
    exit 77
fi
pkg-config --exists Qt6Core || fail "pkg-config does not know Qt6Core (Debian: qt6-base-dev)"

# --- flags: the project's (clusterdesk_target_defaults), plus the sanitizers ------------------------
read -r -a qt_cflags <<<"$(pkg-config --cflags Qt6Core)"
read -r -a qt_libs <<<"$(pkg-config --libs Qt6Core)"
cxxflags=(-std=c++20 -O1 -g -fPIC -fno-omit-frame-pointer
    -fsanitize=address,undefined -fno-sanitize-recover=undefined
    -DQT_NO_CAST_FROM_ASCII -DQT_NO_CAST_TO_ASCII -DQT_NO_CAST_FROM_BYTEARRAY -DQT_NO_URL_CAST_FROM_STRING
    -DQT_NO_NARROWING_CONVERSIONS_IN_CONNECT -DQT_USE_QSTRINGBUILDER -DQT_STRICT_ITERATORS -DQT_NO_FOREACH
    -DQT_DISABLE_DEPRECATED_UP_TO=0x060400
    -Wall -Wextra -Wshadow -Wnon-virtual-dtor -Woverloaded-virtual -Wcast-qual -Wimplicit-fallthrough
    -I"$root/app" "${qt_cflags[@]}")
libs=("${qt_libs[@]}" -lcrypto -lsimdjson)

crypto_sources=()
for f in "$root"/app/crypto/*.cpp; do
    [ "$(basename "$f")" = CryptTool.cpp ] || crypto_sources+=("$f")
done
tus_sources=("$root/app/upload/TusProtocol.cpp")
for f in TusMetadata TusSize HeaderList Error Request Response; do
    tus_sources+=("$root/app/core/$f.cpp")
done

# Objects live in a folder named after the flags, so changed flags never mix with old objects.
flags_id=$(printf '%s\n' "$cxx" "${cxxflags[@]}" | sha256sum | cut -c1-12)
objdir="$work/obj-$flags_id"
bindir="$work/bin"
mkdir -p "$objdir" "$bindir"

# True when `obj` is missing or older than anything its depfile lists.
stale() {
    local obj=$1 dep=$2 f
    [ -f "$obj" ] && [ -f "$dep" ] || return 0
    for f in $(sed -e '1s/^[^:]*://' -e 's/\\$//' "$dep"); do
        [ -e "$f" ] && [ ! "$f" -nt "$obj" ] || return 0
    done
    return 1
}

# One compile at a time: the machine is shared with the main build.
compile() {
    local src=$1 sanitizer=$2 rel obj
    rel=${src#"$root"/}
    obj="$objdir/${rel//\//_}.o"
    if stale "$obj" "$obj.d"; then
        echo "compiling $rel" >&2
        "$cxx" "${cxxflags[@]}" "$sanitizer" -MMD -MF "$obj.d" -c "$src" -o "$obj" || fail "compiling $rel failed"
    fi
    echo "$obj"
}

# link <name> <sources...>: the harness tests/fuzz/libfuzzer/<name>.cpp with the library sources.
link() {
    local name=$1 bin="$bindir/$1" objects=() src newest=0
    shift
    objects+=("$(compile "$here/$name.cpp" -fsanitize=fuzzer-no-link)")
    for src in "$@"; do
        objects+=("$(compile "$src" -fsanitize=fuzzer-no-link)")
    done
    for src in "${objects[@]}"; do
        [ -f "$bin" ] && [ ! "$src" -nt "$bin" ] || newest=1
    done
    if [ "$newest" = 1 ]; then
        echo "linking $name" >&2
        "$cxx" "${cxxflags[@]}" -fsanitize=fuzzer "${objects[@]}" "${libs[@]}" -o "$bin" || fail "linking $name failed"
    fi
}

metrics_sources=("$root/app/api/MetricsDecoder.cpp" "$root/app/api/JsonReader.cpp")
for f in MetricCatalog PromQuery PromQueryParser LabelMatcher; do
    metrics_sources+=("$root/app/metrics/$f.cpp")
done
for f in Error Money Currency; do
    metrics_sources+=("$root/app/core/$f.cpp")
done

link fuzz_encrypted_file "${crypto_sources[@]}"
link fuzz_tus_reply "${tus_sources[@]}"
link fuzz_metrics "${metrics_sources[@]}"

# --- run ---------------------------------------------------------------------------------------------
symbolizer=$(command -v llvm-symbolizer || command -v llvm-symbolizer-14 || true)
[ -n "$symbolizer" ] || [ ! -x /usr/lib/llvm-14/bin/llvm-symbolizer ] || symbolizer=/usr/lib/llvm-14/bin/llvm-symbolizer
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
[ -z "$symbolizer" ] || export ASAN_SYMBOLIZER_PATH="$symbolizer"

# Prints a reproducer for the log: its path, size and bytes in hex (the first 4 KiB).
show_reproducer() {
    local file=$1
    echo "REPRODUCER: $file ($(stat -c %s "$file") bytes)"
    head -c 4096 "$file" | od -An -tx1 -v
}

found=0
summary=()
run() {
    local name=$1 corpus="$work/corpus/$1" artifacts="$work/artifacts/$1" log="$work/$1.log" rc=0 extra=()
    mkdir -p "$corpus" "$artifacts"
    # The corpus grows across runs in the work folder; the committed seeds are added each time.
    cp -f "$here/corpus/$name"/* "$corpus"/ 2>/dev/null || true
    if [ "$name" = fuzz_encrypted_file ]; then
        # Fresh seeds from the current crypto code besides the committed ones, so a format change
        # cannot leave the fuzzer with only seeds whose key wrap no longer verifies.
        rm -rf "$corpus/generated"
        CD_FUZZ_WRITE_SEEDS="$corpus/generated" "$bindir/$name" >/dev/null 2>&1 || fail "writing seeds failed"
        for f in "$corpus/generated"/*; do
            mv -f "$f" "$corpus/fresh-$(basename "$f")"
        done
        rmdir "$corpus/generated"
    fi
    [ ! -f "$here/${name#fuzz_}.dict" ] || extra+=("-dict=$here/${name#fuzz_}.dict")
    local before
    before=$(find "$artifacts" -type f | wc -l)
    echo "=== $name: ${seconds}s over $(find "$corpus" -type f | wc -l) inputs"
    "$bindir/$name" -max_total_time="$seconds" -max_len=20000 -timeout=10 -rss_limit_mb=2048 \
        -error_exitcode=1 -timeout_exitcode=1 -print_final_stats=1 -artifact_prefix="$artifacts/" \
        "${extra[@]}" "$corpus" >"$log" 2>&1 || rc=$?
    grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::(number_of_executed_units|average_exec_per_sec|new_units_added|peak_rss_mb)' \
        "$log" || true
    if [ "$rc" -ne 0 ] || [ "$(find "$artifacts" -type f | wc -l)" -gt "$before" ]; then
        found=1
        echo "FAILED: $name exited with $rc; the end of its log ($log):"
        tail -n 80 "$log"
        local newest
        newest=$(ls -t "$artifacts" | head -n 1)
        [ -z "$newest" ] || show_reproducer "$artifacts/$newest"
        summary+=("$name: FAILED")
    else
        summary+=("$name: $(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1 || true)")
    fi
}

run fuzz_encrypted_file
run fuzz_tus_reply
run fuzz_metrics

echo "=== summary"
printf '%s\n' "${summary[@]}"
exit "$found"
