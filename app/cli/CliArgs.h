#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace cd::cli {

// What the command line said to one command: its options (by long name, "--gpu"), its positional
// arguments, and whatever followed "--" (a remote command for `cdctl ssh`).
class CliArgs {
public:
    void addValue(const QString& option, const QString& value) { m_values[option].append(value); }
    void addFlag(const QString& option) { m_values[option]; }
    void addPositional(const QString& word) { m_positionals.append(word); }
    void setRest(const QStringList& rest) { m_rest = rest; }

    bool has(const QString& option) const { return m_values.contains(option); }
    // The last value given (an option repeated keeps the last), or `fallback`.
    QString value(const QString& option, const QString& fallback = {}) const;
    QStringList values(const QString& option) const { return m_values.value(option); }
    // The option as a whole number within [min, max]; throws a usage failure otherwise.
    int intValue(const QString& option, int fallback, int min, int max) const;
    double doubleValue(const QString& option, double fallback) const;
    const QStringList& positionals() const { return m_positionals; }
    QString positional(int index) const { return m_positionals.value(index); }
    const QStringList& rest() const { return m_rest; }

private:
    QHash<QString, QStringList> m_values;
    QStringList m_positionals;
    QStringList m_rest;
};

} // namespace cd::cli
