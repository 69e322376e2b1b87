#!/usr/bin/env bash
# Takes the README's screenshots from a real X window under Xvfb (not an offscreen render):
# the demo's pages in English and Chinese, light and dark, and a few dialogs.
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
# A settings folder of its own for each run, in which the demo's guided tour counts as seen (only
# the tour's own screenshots show it).
newconfig() {
    local c
    c=$(mktemp -d)
    mkdir -p "$c/ClusterDesk"
    printf '[tour]\ndismissed=true\n' >"$c/ClusterDesk/ClusterDesk.conf"
    echo "$c"
}
# shoot OUT SECONDS CONFIG [ARGS...]: the console (with ARGS) in the Xvfb screen for SECONDS, then
# a PNG of its window's corner of the screen; the settings folder CONFIG goes afterwards.
shoot() {
    local out=$1 wait=$2 config=$3
    shift 3
    DISPLAY=$display XDG_CONFIG_HOME=$config XDG_DATA_HOME=$config XDG_CACHE_HOME=$config \
        "$build/ui/clusterdesk" "$@" &
    local app=$!
    sleep "$wait"
    DISPLAY=$display import -window root -crop 1360x820+0+0 +repage "$out"
    kill $app
    wait $app 2>/dev/null || true
    rm -rf "$config"
    echo "saved $out"
}

for lang in en zh_CN; do
    themes="light dark"
    [ "$lang" = en ] && themes="light dark high-contrast"
    for theme in $themes; do
        shoot "$out/offerings-$lang-$theme.png" 3 "$(newconfig)" --demo --lang "$lang" --theme "$theme"
    done
done

# The Clusters page, its Nodes tab and the launch dialog (xdotool presses the mnemonics).
if command -v xdotool >/dev/null; then
    for spec in "en light" "zh_CN dark"; do
        set -- $spec
        config=$(newconfig)
        DISPLAY=$display XDG_CONFIG_HOME=$config "$build/ui/clusterdesk" --demo --area clusters --lang "$1" --theme "$2" &
        app=$!
        sleep 6
        DISPLAY=$display import -window root -crop 1360x820+0+0 +repage "$out/clusters-$1-$2.png"
        # No window manager under Xvfb: give the window the keyboard by hand.
        window=$(DISPLAY=$display xdotool search --onlyvisible --name ClusterDesk | head -1)
        DISPLAY=$display xdotool windowfocus "$window"
        DISPLAY=$display xdotool key --window "$window" ctrl+f
        DISPLAY=$display xdotool type --window "$window" --delay 40 H100
        DISPLAY=$display xdotool key --window "$window" alt+n
        sleep 2
        DISPLAY=$display import -window root -crop 1360x820+0+0 +repage "$out/cluster-nodes-$1-$2.png"
        DISPLAY=$display xdotool key --window "$window" alt+l
        sleep 2
        DISPLAY=$display xdotool type --delay 40 llama-finetune
        sleep 2
        DISPLAY=$display import -window root -crop 1360x820+0+0 +repage "$out/launch-dialog-$1-$2.png"
        kill $app
        wait $app 2>/dev/null || true
        rm -rf "$config"
        echo "saved $out/clusters-$1-$2.png, cluster-nodes-$1-$2.png, launch-dialog-$1-$2.png"
    done
fi

# The Storage page with the demo lab's own uploads: code and data done, its checkpoint still on the
# way at the demo's 32 Mbit/s uplink, in English light and Chinese dark.
for spec in "en light" "zh_CN dark"; do
    set -- $spec
    shoot "$out/storage-$1-$2.png" 7 "$(newconfig)" --demo --area storage --lang "$1" --theme "$2"
done

# The Monitoring page on the demo's 64-node, 512-GPU run, in English light and Chinese dark, and in
# high contrast (its status colours are the ones to check there).
for spec in "en light" "zh_CN dark" "en high-contrast"; do
    set -- $spec
    shoot "$out/monitoring-$1-$2.png" 10 "$(newconfig)" --demo --monitor frontier-pretrain --lang "$1" --theme "$2"
done

# The Billing page over the demo's last 90 days, in English light, Chinese dark and Chinese high
# contrast.
for spec in "en light" "zh_CN dark" "zh_CN high-contrast"; do
    set -- $spec
    config=$(newconfig)
    printf '[billing]\nrange=3\n' >>"$config/ClusterDesk/ClusterDesk.conf"
    shoot "$out/billing-$1-$2.png" 8 "$config" --demo --area billing --lang "$1" --theme "$2"
done

# The first page of the PDF cost report (A4), as the Billing page exports it.
if command -v pdftoppm >/dev/null; then
    shots=$(mktemp -d)
    CLUSTERDESK_SCREENSHOT_DIR=$shots QT_QPA_PLATFORM=offscreen "$build/tests/gui/tst_billing_page" exportsHoldWhatThePageShows >/dev/null
    pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$shots/billing-report.pdf" "$out/billing-report-pdf"
    rm -rf "$shots"
    echo "saved $out/billing-report-pdf.png"
fi

# Support staff viewing a tenant (the banner, read-only clusters), in English light and Chinese dark.
for spec in "en light" "zh_CN dark"; do
    set -- $spec
    shoot "$out/support-$1-$2.png" 5 "$(newconfig)" --demo-role support --tenant tn-aurora --area clusters \
        --lang "$1" --theme "$2"
done

# The offline demo as a first-time viewer meets it: the guided tour's first step and the
# presenter's toolbar, in English light and Chinese dark.
for spec in "en light" "zh_CN dark"; do
    set -- $spec
    shoot "$out/demo-tour-$1-$2.png" 5 "$(mktemp -d)" --demo --lang "$1" --theme "$2"
done

# A health report and the Audit page, from the support GUI test in a real window.
DISPLAY=$display CLUSTERDESK_SCREENSHOT_DIR=$out QT_QPA_PLATFORM=xcb "$build/tests/gui/tst_support_gui" \
    healthReportForATicket ownersReadSupportVisitsOnTheAuditPage >/dev/null
echo "saved $out/health-report.png, $out/audit-log.png"
