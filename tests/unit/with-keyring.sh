#!/bin/sh
# Inside a private D-Bus session: start gnome-keyring's Secret Service with a throwaway keyring
# (its own HOME), unlock it, run the test given as arguments.
set -eu
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/.local/share"
printf 'throwaway' | gnome-keyring-daemon --unlock --components=secrets >/dev/null
exec "$@"
