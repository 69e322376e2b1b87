#!/bin/sh
# Inside a private D-Bus session: start gnome-keyring's Secret Service with a throwaway keyring
# (its own HOME), unlock it, run the test given as arguments, then stop that daemon: left running,
# it would outlive the test and keep whatever the test inherited (open files, the terminal).
set -eu
home=$(mktemp -d)
export HOME="$home" XDG_DATA_HOME="$home/.local/share"
printf 'throwaway' | gnome-keyring-daemon --unlock --components=secrets >/dev/null
status=0
"$@" || status=$?
for pid in $(pgrep -x gnome-keyring-d || true); do
    if tr '\0' '\n' <"/proc/$pid/environ" 2>/dev/null | grep -qx "HOME=$home"; then
        kill "$pid" 2>/dev/null || true
    fi
done
rm -rf "$home"
exit $status
