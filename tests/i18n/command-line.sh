#!/usr/bin/env bash
# The command line speaks the person's language, with no display: the console's --help and a
# complaint about an option in Chinese on a Chinese system or with --lang zh_CN, else in English;
# clusterdesk-crypt's help and messages in the system's language; and every program's --help
# names the program on its first line (never Qt's "<executable_name>").
# Usage: command-line.sh CLUSTERDESK CLUSTERDESK_CRYPT CLUSTERDESK_SIM
set -uo pipefail
app=$1
crypt=$2
sim=$3
config=$(mktemp -d) # no language chosen in anyone's settings
trap 'rm -rf "$config"' EXIT
export XDG_CONFIG_HOME=$config
unset DISPLAY WAYLAND_DISPLAY LC_ALL LC_MESSAGES QT_QPA_PLATFORM
failed=0
expect() { # DESCRIPTION PATTERN TEXT
    if grep -q -- "$2" <<<"$3"; then
        echo "ok   $1"
    else
        echo "FAIL $1; got:"
        head -5 <<<"$3"
        failed=1
    fi
}
expect "--help in Chinese on a Chinese system" "以离线演示模式启动" \
    "$(LANG=zh_CN.UTF-8 LANGUAGE=zh_CN "$app" --help)"
complaint=$(LANG=zh_CN.UTF-8 LANGUAGE=zh_CN "$app" --seed x 2>&1)
status=$?
expect "a bad option refused in Chinese" "须为整数" "$complaint"
expect "and with exit status 2" "^2$" "$status"
expect "--help in English on an English system" "Start in the offline demo" \
    "$(LANG=C.UTF-8 LANGUAGE= "$app" --help)"
expect "--lang zh_CN chooses Chinese" "以离线演示模式启动" \
    "$(LANG=C.UTF-8 LANGUAGE= "$app" --lang zh_CN --help)"
expect "a wrong option refused in the language asked for" "参见 --help" \
    "$(LANG=C.UTF-8 LANGUAGE= "$app" --lang zh_CN --bogus 2>&1)"
expect "clusterdesk-crypt's help in Chinese on a Chinese system" "加密、解密和查看" \
    "$(LANG=zh_CN.UTF-8 LANGUAGE=zh_CN "$crypt" --help)"
complaint=$(LANG=zh_CN.UTF-8 LANGUAGE=zh_CN CLUSTERDESK_KEY= "$crypt" encrypt /dev/null 2>&1 >/dev/null)
status=$?
expect "clusterdesk-crypt without a key says so in Chinese" "没有密钥" "$complaint"
expect "and with the key's exit status, 2" "^2$" "$status"
expect "clusterdesk-crypt in English on an English system" "no key: pass --key-file" \
    "$(LANG=C.UTF-8 LANGUAGE= CLUSTERDESK_KEY= "$crypt" encrypt /dev/null 2>&1 >/dev/null)"
for program in "$app" "$crypt" "$sim"; do
    name=$(basename "$program")
    expect "$name --help names the program on its first line" "^Usage: [^ ]*$name \\[options\\]" \
        "$(LANG=C.UTF-8 LANGUAGE= "$program" --help | head -1)"
done
exit $failed
