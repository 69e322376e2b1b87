# Completes with zsh's own line editor: types each line (arguments 3 and on) into an interactive
# `zsh -f` on a pseudo-terminal, followed by Tab (complete) and Ctrl+T, bound to a widget that appends
# "[the line as completed]" to the file $1. The completion script $2 is sourced as a user's .zshrc
# would source it: without compinit first. Used by tst_cdctl_shells.
zmodload zsh/zpty
zpty z zsh -f -i
zpty -w z "PS1='%% '; source ${(q)2}"
zpty -w z "dump() { print -r -- \"[\$BUFFER]\" >> ${(q)1}; BUFFER= }; zle -N dump; bindkey '^T' dump"
for line in "${@[3,-1]}"; do zpty -w -n z "$line"$'\t\x14'; done
zpty -w z exit
while zpty -r z chunk; do :; done
zpty -d z
