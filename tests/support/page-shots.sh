#!/usr/bin/env bash
# Saves every area of the offline demo as PNGs, from a fixed seed and story start and a stopped
# clock (CLUSTERDESK_DEMO_CLOCK_SPEED=0), so that two builds
# can be compared pixel for pixel (a refactoring must not change what a person sees).
# Usage: tests/support/page-shots.sh BUILD_DIR OUT_DIR
# Then:  compare -metric AE A.png B.png null:   (ImageMagick; 0 means identical)
set -euo pipefail
build=$1
out=$2
mkdir -p "$out"
for lang in en zh_CN; do
    for theme in light dark; do
        for area in offerings clusters monitoring storage billing audit; do
            config=$(mktemp -d)
            mkdir -p "$config/ClusterDesk"
            printf '[tour]\ndismissed=true\n' >"$config/ClusterDesk/ClusterDesk.conf"
            CLUSTERDESK_DEMO_CLOCK_SPEED=0 QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME=$config XDG_DATA_HOME=$config XDG_CACHE_HOME=$config \
                "$build/ui/clusterdesk" --demo --seed 42 --demo-start 2026-12-01T09:00:00Z \
                --area "$area" --lang "$lang" --theme "$theme" \
                --screenshot "$out/$area-$lang-$theme.png" 2>/dev/null || echo "failed: $area $lang $theme"
            rm -rf "$config"
        done
    done
done
