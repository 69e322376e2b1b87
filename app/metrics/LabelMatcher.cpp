#include "LabelMatcher.h"

namespace cd {

LabelMatcher LabelMatcher::make(QString label, Op op, QString value, QString* error) {
    LabelMatcher m;
    m.label = std::move(label);
    m.op = op;
    m.value = std::move(value);
    if (op == Op::Regex || op == Op::NotRegex) {
        m.regex.setPattern(QRegularExpression::anchoredPattern(m.value));
        if (!m.regex.isValid() && error)
            *error = QStringLiteral("invalid regular expression %1 for label %2: %3")
                         .arg(m.value, m.label, m.regex.errorString());
    }
    return m;
}

bool LabelMatcher::matches(const QString& labelValue) const {
    switch (op) {
    case Op::Equal:
        return labelValue == value;
    case Op::NotEqual:
        return labelValue != value;
    case Op::Regex:
        return regex.match(labelValue).hasMatch();
    case Op::NotRegex:
        return !regex.match(labelValue).hasMatch();
    }
    return false;
}

QString LabelMatcher::toString() const {
    static const char* const ops[] = {"=", "!=", "=~", "!~"};
    QString escaped = value;
    escaped.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\""));
    return label + QLatin1String(ops[int(op)]) + u'"' + escaped + u'"';
}

} // namespace cd
