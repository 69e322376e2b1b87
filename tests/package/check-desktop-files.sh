#!/usr/bin/env bash
# The desktop entry and the AppStream metainfo, as the desktop and software centres read them:
# desktop-file-validate and `appstreamcli validate --no-net --strict` (any issue above pedantic
# fails), the metainfo's launchable naming the desktop entry, its newest release being the
# project's version, and the validator shown to reject a metainfo without its metadata licence.
# Usage: check-desktop-files.sh SOURCE_DIR PROJECT_VERSION
set -euo pipefail
source_dir=$1
version=$2
id=io.clusterdesk.ClusterDesk
desktop="$source_dir/installer/$id.desktop"
metainfo="$source_dir/installer/$id.metainfo.xml"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
check() { # check DESCRIPTION COMMAND...
    local what=$1
    shift
    if "$@"; then echo "ok   $what"; passed=$((passed + 1)); else echo "FAIL $what"; failed=$((failed + 1)); fi
}
check "desktop entry validates" desktop-file-validate "$desktop"
check "the desktop entry passes files on (Exec ... %U)" grep -qx 'Exec=clusterdesk %U' "$desktop"
check "AppStream metainfo validates (strict)" appstreamcli validate --no-net --strict "$metainfo"
launchable() { grep -q "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo"; }
check "the metainfo launches the desktop entry" launchable
newest_release() { [ "$(grep -o '<release version="[^"]*"' "$metainfo" | head -1)" = "<release version=\"$version\"" ]; }
check "the newest release is the project's version $version" newest_release
for field in '<project_license>GPL-3.0-or-later</project_license>' '<metadata_license>CC0-1.0</metadata_license>' \
    '<content_rating type="oars-1.1"/>' '<name xml:lang="zh_CN">' '<summary xml:lang="zh_CN">'; do
    check "the metainfo has $field" grep -qF "$field" "$metainfo"
done
# The validator is not a formality: without its metadata licence the same file fails.
grep -v '<metadata_license>' "$metainfo" >"$work/$id.metainfo.xml"
rejects() { ! appstreamcli validate --no-net --strict "$work/$id.metainfo.xml" >/dev/null 2>&1; }
check "appstreamcli rejects a metainfo without its metadata licence" rejects
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
