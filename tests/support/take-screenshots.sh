#!/usr/bin/env bash
# Takes the README's screenshots from a real X window under Xvfb (not an offscreen render):
# the demo's Offerings page in English and Chinese, light and dark.
# Usage: tests/support/take-screenshots.sh [BUILD_DIR] [OUT_DIR]
set -euo pipefail
build=${1:-build}
out=${2:-docs/screenshots}
mkdir -p "$out"
display=:97
Xvfb $display -screen 0 1440x900x24 -nolisten tcp &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
for lang in en zh_CN; do
    themes="light dark"
    [ "$lang" = en ] && themes="light dark high-contrast"
    for theme in $themes; do
        config=$(mktemp -d)
        DISPLAY=$display XDG_CONFIG_HOME=$config "$build/ui/clusterdesk" --demo --lang "$lang" --theme "$theme" &
        app=$!
        sleep 3
        DISPLAY=$display import -window root -crop 1360x820+0+0 +repage "$out/offerings-$lang-$theme.png"
        kill $app
        wait $app 2>/dev/null || true
        rm -rf "$config"
        echo "saved $out/offerings-$lang-$theme.png"
    done
done
