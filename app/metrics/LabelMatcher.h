#pragma once

#include <QRegularExpression>
#include <QString>

namespace cd {

// One label matcher of a PromQL selector: `label="v"`, `!=`, `=~` or `!~`. Regular expressions are
// anchored at both ends, as Prometheus does.
struct LabelMatcher {
    enum class Op { Equal, NotEqual, Regex, NotRegex };

    QString label;
    Op op = Op::Equal;
    QString value;
    QRegularExpression regex; // compiled for Regex and NotRegex

    // Empty when well formed; otherwise why the regular expression cannot be used.
    static LabelMatcher make(QString label, Op op, QString value, QString* error);
    // An absent label matches as the empty string, as in Prometheus.
    bool matches(const QString& labelValue) const;
    QString toString() const;
};

} // namespace cd
