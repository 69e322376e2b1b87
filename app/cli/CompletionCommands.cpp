// completion bash|zsh|fish|powershell: a completion script made from the command table, so every
// command, subcommand and option cdctl knows completes, and a new command group needs nothing here.
// zsh loads the bash script through bashcompinit (the same rules in one place); fish gets the same
// walk in its own language, because its __fish_seen_subcommand_from cannot tell "clusters list"
// from "datasets list" nor skip an option's value. tests/cli/tst_cdctl_shells drives real shells.
#include "CliRun.h"
#include "CommandGroups.h"
#include "CommandTable.h"
#include "ExitCode.h"
#include "GlobalOptions.h"

#include <QCoreApplication>

#include <cstdio>

namespace cd::cli {

namespace {

struct Words {
    QStringList paths;                 // every group and command, words joined by spaces ("" = top)
    QHash<QString, QStringList> below; // path -> the words that may follow it
    QHash<QString, QStringList> flags; // path -> its options
    QStringList valued;                // options that take a value
    QStringList globals;
};

// The options whose values are a fixed set, completed as such in bash, zsh and fish.
struct ValueChoice {
    const char* option;
    const char* values;
};
constexpr ValueChoice valueChoices[] = {
    {"-o", "table json yaml csv"},
    {"--lang", "en zh_CN"},
    {"--group-by", "cluster model stage region"},
    {"--role", "owner admin member viewer billing"},
};

const char* choicesOf(const QString& option) {
    for (const ValueChoice& c : valueChoices)
        if (option == QLatin1String(c.option))
            return c.values;
    return nullptr;
}

void walk(const CommandTable& table, const QStringList& path, Words& w) {
    const QString key = path.join(u' ');
    w.paths.append(key);
    for (const CliCommand* c : table.children(path)) {
        w.below[key].append(c->path.last());
        walk(table, c->path, w);
    }
    if (const CliCommand* c = table.find(path))
        for (const CliOption& o : c->options) {
            w.flags[key].append(QString::fromLatin1(o.name));
            if (o.valueName && !w.valued.contains(QString::fromLatin1(o.name)))
                w.valued.append(QString::fromLatin1(o.name));
        }
}

Words collect() {
    CommandTable table;
    registerAllCommands(table);
    Words w;
    walk(table, {}, w);
    for (const CliOption& o : GlobalOptions::specs()) {
        w.globals.append(QString::fromLatin1(o.name));
        if (o.valueName)
            w.valued.append(QString::fromLatin1(o.name));
    }
    return w;
}

QString bash(const Words& w) {
    QString children, options, values;
    for (const ValueChoice& c : valueChoices)
        values += QStringLiteral("      %1) COMPREPLY=($(compgen -W \"%2\" -- \"$cur\")) ;;\n")
                      .arg(QLatin1String(c.option), QLatin1String(c.values));
    for (const QString& p : w.paths) {
        if (w.below.contains(p))
            children += QStringLiteral("    \"%1\") echo \"%2\" ;;\n").arg(p, w.below[p].join(u' '));
        if (w.flags.contains(p))
            options += QStringLiteral("    \"%1\") echo \"%2\" ;;\n").arg(p, w.flags[p].join(u' '));
    }
    return QStringLiteral(R"SH(# cdctl completion for bash (made by "cdctl completion bash").
_cdctl_children() {
  case "$1" in
%1  esac
}
_cdctl_options() {
  case "$1" in
%2  esac
}
_cdctl_valued=" %3 "
_cdctl_globals="%4"
_cdctl() {
  local cur="${COMP_WORDS[COMP_CWORD]}" path="" w i skip=0 positional=0 kids
  COMPREPLY=()
  for ((i = 1; i < COMP_CWORD; i++)); do
    w="${COMP_WORDS[i]}"
    if ((skip)); then skip=0; continue; fi
    case "$w" in
      --) return 0 ;;
      -*=*) continue ;;
      -*) [[ "$_cdctl_valued" == *" $w "* ]] && skip=1; continue ;;
    esac
    kids=" $(_cdctl_children "$path") "
    if ((!positional)) && [[ "$kids" == *" $w "* ]]; then path="${path:+$path }$w"; else positional=1; fi
  done
  if ((skip)); then
    case "${COMP_WORDS[COMP_CWORD-1]}" in
%5      *) COMPREPLY=($(compgen -f -- "$cur")) ;;
    esac
    return 0
  fi
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$(_cdctl_options "$path") $_cdctl_globals" -- "$cur"))
  elif ((!positional)); then
    COMPREPLY=($(compgen -W "$(_cdctl_children "$path")" -- "$cur"))
  fi
  return 0
}
complete -o default -F _cdctl cdctl
)SH")
        .arg(children, options, w.valued.join(u' '), w.globals.join(u' '), values);
}

QString zsh(const Words& w) {
    // bashcompinit's `complete` registers through compdef, which only exists once compinit has run:
    // a plain zsh (no framework in ~/.zshrc) would otherwise stop at "command not found: compdef".
    return QStringLiteral(
               "#compdef cdctl\n# cdctl completion for zsh (made by \"cdctl completion zsh\"): the "
               "bash rules through bashcompinit.\n"
               "(( $+functions[compdef] )) || { autoload -U compinit && compinit }\n"
               "autoload -U +X bashcompinit && bashcompinit\n") +
           bash(w) +
           // Saved as _cdctl in $fpath (the #compdef line), the file is the completion function itself,
           // run on the first Tab: it has just defined the rules, so it applies them to that Tab too.
           QStringLiteral("if [[ $funcstack[1] == _cdctl ]]; then _bash_complete -o default -F _cdctl; fi\n");
}

// An option's fish spelling (-l long or -s short) and what its value completes to.
QString fishOption(const Words& w, const QString& option) {
    const bool isLong = option.startsWith(u"--");
    QString out = (isLong ? QStringLiteral("-l ") : QStringLiteral("-s ")) + option.mid(isLong ? 2 : 1);
    if (const char* values = choicesOf(option))
        out += QStringLiteral(" -x -a '%1'").arg(QLatin1String(values));
    else if (w.valued.contains(option))
        out += QStringLiteral(" -r -F");
    return out;
}

QString fish(const Words& w) {
    QString children;
    for (const QString& p : w.paths)
        if (w.below.contains(p))
            children += QStringLiteral("        case '%1'\n            printf '%s\\n' %2\n")
                            .arg(p, w.below[p].join(u' '));
    QString out = QStringLiteral(R"SH(# cdctl completion for fish (made by "cdctl completion fish").
set -g __cdctl_valued %1
function __cdctl_children
    switch "$argv[1]"
%2    end
end
# "POSITIONAL PATH": the command path before the cursor, and 1 once an argument follows it.
function __cdctl_state
    set -l path ''
    set -l positional 0
    set -l skip 0
    for w in (commandline -opc)[2..-1]
        if test $skip = 1
            set skip 0
            continue
        end
        switch $w
            case --
                set positional 1
                break
            case '-*=*'
                continue
            case '-*'
                contains -- $w $__cdctl_valued; and set skip 1
                continue
        end
        if test $positional = 0; and contains -- $w (__cdctl_children "$path")
            set path (string trim -- "$path $w")
        else
            set positional 1
        end
    end
    echo "$positional $path"
end
function __cdctl_at
    test "$(__cdctl_state)" = "0 $argv[1]"
end
function __cdctl_in
    set -l s (__cdctl_state)
    test "$s" = "0 $argv[1]"; or test "$s" = "1 $argv[1]"
end
)SH")
                      .arg(w.valued.join(u' '), children);
    for (const QString& g : w.globals)
        out += QStringLiteral("complete -c cdctl %1\n").arg(fishOption(w, g));
    for (const QString& p : w.paths) {
        if (w.below.contains(p))
            out += QStringLiteral("complete -c cdctl -n '__cdctl_at \"%1\"' -f -a '%2'\n")
                       .arg(p, w.below[p].join(u' '));
        for (const QString& f : w.flags.value(p))
            out += QStringLiteral("complete -c cdctl -n '__cdctl_in \"%1\"' %2\n").arg(p, fishOption(w, f));
    }
    return out;
}

QString powershell(const Words& w) {
    QString table;
    for (const QString& p : w.paths) {
        QStringList words = w.below.value(p) + w.flags.value(p);
        table +=
            QStringLiteral("    '%1' = @(%2)\n")
                .arg(p, words.isEmpty() ? QString() : u'\'' + words.join(QStringLiteral("', '")) + u'\'');
    }
    return QStringLiteral(R"SH(# cdctl completion for PowerShell (made by "cdctl completion powershell").
Register-ArgumentCompleter -Native -CommandName cdctl -ScriptBlock {
  param($wordToComplete, $commandAst, $cursorPosition)
  $words = @{
%1  }
  $globals = @('%2')
  $valued = @('%3')
  $path = ''
  $skip = $false
  foreach ($element in $commandAst.CommandElements | Select-Object -Skip 1) {
    $w = $element.ToString()
    if ($element.Extent.StartOffset -ge $cursorPosition -or $w -eq $wordToComplete) { break }
    if ($skip) { $skip = $false; continue }
    if ($w.StartsWith('-')) { $skip = $valued -contains $w; continue }
    $next = if ($path) { "$path $w" } else { $w }
    if ($words.ContainsKey($next)) { $path = $next }
  }
  $candidates = $words[$path] + $globals
  $candidates | Where-Object { $_ -like "$wordToComplete*" } | ForEach-Object {
    [System.Management.Automation.CompletionResult]::new($_, $_, 'ParameterValue', $_)
  }
}
)SH")
        .arg(table, w.globals.join(QStringLiteral("', '")), w.valued.join(QStringLiteral("', '")));
}

int completion(CliRun& run) {
    const QString shell = run.args().positional(0);
    const Words w = collect();
    QString script;
    if (shell == u"bash")
        script = bash(w);
    else if (shell == u"zsh")
        script = zsh(w);
    else if (shell == u"fish")
        script = fish(w);
    else if (shell == u"powershell" || shell == u"pwsh")
        script = powershell(w);
    else
        CliRun::fail(Usage, QCoreApplication::translate("cdctl", "cdctl completion takes bash, zsh, fish or "
                                                                 "powershell, not \"%1\".")
                                .arg(shell));
    const QByteArray bytes = script.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    return Success;
}

} // namespace

void registerCompletionCommands(CommandTable& table) {
    table.add(
        {.path = {QStringLiteral("completion")},
         .summary = QT_TRANSLATE_NOOP("cdctl", "Print a completion script for bash, zsh, fish or PowerShell"),
         .usage = "completion bash|zsh|fish|powershell",
         .examples =
             QT_TRANSLATE_NOOP("cdctl", "  source <(cdctl completion bash)\n"
                                        "  cdctl completion fish > ~/.config/fish/completions/cdctl.fish\n"
                                        "  cdctl completion powershell | Out-String | Invoke-Expression"),
         .minArgs = 1,
         .maxArgs = 1,
         .run = completion});
}

} // namespace cd::cli
