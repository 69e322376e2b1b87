#!/bin/sh
# Runs a test in a private mount namespace, where it may mount a small tmpfs of its own (a full
# disk on demand): as root with unshare -m, otherwise as root of a new user namespace
# (unshare -Urm). When neither is allowed, unshare fails and so does the test: never a skip.
if [ "$(id -u)" = 0 ] && unshare -m --propagation private true 2>/dev/null; then
    exec unshare -m --propagation private "$@"
fi
exec unshare -Urm "$@"
